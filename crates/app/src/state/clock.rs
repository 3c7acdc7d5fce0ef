//! A chess clock: each side's time left, the side whose clock runs, increments after each
//! move. Time comes in from outside (the page's clock, through `Tick` actions), so the clock is
//! plain data and tested without waiting.

use chess_rules::Color;

/// A time control: minutes for the game and seconds added after each move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// Each side's time at the start, in seconds.
    pub base_seconds: u32,
    /// Seconds added after each move.
    pub increment_seconds: u32,
}

impl TimeControl {
    /// The presets a new game offers: bullet, blitz, rapid and classical.
    pub const PRESETS: [TimeControl; 6] = [
        TimeControl::minutes(1, 0),
        TimeControl::minutes(3, 2),
        TimeControl::minutes(5, 3),
        TimeControl::minutes(10, 0),
        TimeControl::minutes(15, 10),
        TimeControl::minutes(30, 0),
    ];

    /// `minutes` + `increment` seconds.
    pub const fn minutes(minutes: u32, increment_seconds: u32) -> TimeControl {
        TimeControl {
            base_seconds: minutes * 60,
            increment_seconds,
        }
    }

    /// "3+2", as players say it.
    pub fn label(self) -> String {
        let minutes = self.base_seconds as f64 / 60.0;
        format!(
            "{}+{}",
            super::decimal::shortest(minutes),
            self.increment_seconds
        )
    }

    /// Reads "3+2" (minutes and seconds; fractions of a minute allowed, "0.5+0").
    pub fn parse(text: &str) -> Option<TimeControl> {
        let (minutes, increment) = text.trim().split_once('+')?;
        let minutes = super::json::parse_f64(minutes.trim())?;
        let increment: u32 = increment.trim().parse().ok()?;
        let base = (minutes * 60.0).round();
        ((1.0..=180.0 * 60.0).contains(&base) && increment <= 180).then_some(TimeControl {
            base_seconds: base as u32,
            increment_seconds: increment,
        })
    }
}

/// Under this many milliseconds a clock shows tenths.
pub const TENTHS_BELOW_MS: u64 = 10_000;

/// The clock.
#[derive(Clone, Debug, PartialEq)]
pub struct Clock {
    control: TimeControl,
    /// White's and Black's time left, in milliseconds, as of `since`.
    left: [u64; 2],
    /// The side whose clock runs, and the page time it started from; none while stopped.
    running: Option<(Color, f64)>,
    /// The clock was stopped by a reload and waits for a move or the player to go on.
    paused: bool,
    /// The page time of the last tick.
    now: f64,
    /// Which sides have been warned of low time already.
    warned: [bool; 2],
}

impl Clock {
    /// A clock at the start of a game; it starts with White's first move.
    pub fn new(control: TimeControl) -> Clock {
        let base = u64::from(control.base_seconds) * 1000;
        Clock {
            control,
            left: [base; 2],
            running: None,
            paused: false,
            now: 0.0,
            warned: [false; 2],
        }
    }

    /// A clock as it was saved: paused (the page was closed), with these times left.
    pub fn restored(control: TimeControl, left: [u64; 2]) -> Clock {
        Clock {
            left,
            paused: true,
            ..Clock::new(control)
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// `color`'s time left now, in milliseconds.
    pub fn left(&self, color: Color) -> u64 {
        let stored = self.left[color.index()];
        match self.running {
            Some((side, since)) if side == color => {
                stored.saturating_sub((self.now - since).max(0.0) as u64)
            }
            _ => stored,
        }
    }

    /// Both sides' time left now, White first.
    pub fn both_left(&self) -> [u64; 2] {
        [self.left(Color::White), self.left(Color::Black)]
    }

    /// The side whose clock runs.
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(side, _)| side)
    }

    /// Was the clock stopped by a reload, waiting to go on?
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Is `color` low on time (the lesser of 20 seconds and a tenth of the base)?
    pub fn is_low(&self, color: Color) -> bool {
        let mark = (u64::from(self.control.base_seconds) * 100).min(20_000);
        self.left(color) <= mark
    }

    /// The page time of the last tick.
    pub fn now(&self) -> f64 {
        self.now
    }

    /// The page's time now.
    pub fn tick(&mut self, now: f64) {
        self.now = now.max(self.now);
    }

    /// The side whose flag has fallen, if any.
    pub fn flagged(&self) -> Option<Color> {
        self.running().filter(|&side| self.left(side) == 0)
    }

    /// Has `color` just gone under the low-time mark (reported once per side)?
    pub fn take_low_time_warning(&mut self, color: Color) -> bool {
        if self.running() == Some(color) && self.is_low(color) && !self.warned[color.index()] {
            self.warned[color.index()] = true;
            return true;
        }
        false
    }

    /// `mover` has moved: their time is banked with the increment (after their first move;
    /// White's first move starts Black's clock, as on a real clock), and the other side's runs.
    pub fn moved(&mut self, mover: Color, now: f64) {
        self.tick(now);
        let left = self.left(mover);
        let increment = u64::from(self.control.increment_seconds) * 1000;
        let started = self.running.is_some();
        self.left[mover.index()] = if started { left + increment } else { left };
        self.running = Some((!mover, self.now));
        self.paused = false;
    }

    /// Stops the clock (the game ended, or the page closes), keeping the times left.
    pub fn stop(&mut self) {
        self.left = self.both_left();
        self.running = None;
    }

    /// Starts `side`'s clock now (going on after a reload, or after a take-back).
    pub fn resume(&mut self, side: Color, now: f64) {
        self.tick(now);
        self.left = self.both_left();
        self.running = Some((side, self.now));
        self.paused = false;
    }

    /// Has any move been made on this clock?
    pub fn started(&self) -> bool {
        self.running.is_some() || self.paused
    }
}

/// A clock's text: `m:ss`, `h:mm:ss` from an hour, and `s.t` under ten seconds.
pub fn format_time(ms: u64) -> String {
    if ms < TENTHS_BELOW_MS {
        return format!("{}.{}", ms / 1000, ms % 1000 / 100);
    }
    let seconds = ms / 1000;
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_read_and_write() {
        assert_eq!(TimeControl::parse("3+2"), Some(TimeControl::minutes(3, 2)));
        assert_eq!(
            TimeControl::parse(" 0.5 + 0 ").map(|t| t.base_seconds),
            Some(30)
        );
        assert_eq!(TimeControl::minutes(15, 10).label(), "15+10");
        assert_eq!(TimeControl::parse("0+0"), None);
        assert_eq!(TimeControl::parse("abc"), None);
        // Three hours and three minutes of increment at most.
        assert_eq!(
            TimeControl::parse("180+180"),
            Some(TimeControl::minutes(180, 180))
        );
        assert_eq!(TimeControl::parse("181+0"), None);
        assert_eq!(TimeControl::parse("5+181"), None);
    }

    #[test]
    fn the_clock_knows_the_time_of_its_last_tick_and_when_it_started() {
        let mut clock = Clock::new(TimeControl::minutes(3, 2));
        assert!(!clock.started(), "no move yet");
        clock.tick(2_500.0);
        assert_eq!(clock.now(), 2_500.0);
        clock.tick(2_000.0);
        assert_eq!(clock.now(), 2_500.0, "the page's time never goes back");
        clock.moved(Color::White, 3_000.0);
        assert!(clock.started());
        assert!(Clock::restored(TimeControl::minutes(3, 2), [1, 1]).started());
    }

    #[test]
    fn a_stopped_clock_keeps_its_times_and_runs_no_more() {
        let mut clock = Clock::new(TimeControl::minutes(3, 0));
        clock.moved(Color::White, 0.0);
        clock.tick(10_000.0);
        clock.stop();
        assert_eq!(clock.running(), None);
        clock.tick(70_000.0);
        assert_eq!(clock.both_left(), [180_000, 170_000]);
    }

    #[test]
    fn the_clock_of_the_side_to_move_runs_and_increments_come_after_each_move() {
        let mut clock = Clock::new(TimeControl::minutes(3, 2));
        assert_eq!(
            clock.running(),
            None,
            "nothing runs before White's first move"
        );
        clock.moved(Color::White, 1_000.0);
        assert_eq!(
            clock.left(Color::White),
            180_000,
            "no increment for the first move"
        );
        assert_eq!(clock.running(), Some(Color::Black));
        clock.tick(6_000.0);
        assert_eq!(clock.left(Color::Black), 175_000);
        clock.moved(Color::Black, 6_000.0);
        assert_eq!(clock.left(Color::Black), 177_000, "5 s spent, 2 s added");
        clock.tick(9_500.0);
        assert_eq!(clock.left(Color::White), 176_500);
        assert_eq!(clock.flagged(), None);
    }

    #[test]
    fn a_flag_falls_at_zero_and_low_time_is_said_once() {
        let mut clock = Clock::new(TimeControl::minutes(1, 0));
        clock.moved(Color::White, 0.0);
        clock.tick(45_000.0);
        assert!(
            !clock.take_low_time_warning(Color::Black),
            "15 s left of a minute"
        );
        clock.tick(55_000.0);
        assert!(clock.take_low_time_warning(Color::Black));
        assert!(!clock.take_low_time_warning(Color::Black));
        clock.tick(61_000.0);
        assert_eq!(clock.left(Color::Black), 0);
        assert_eq!(clock.flagged(), Some(Color::Black));
    }

    #[test]
    fn a_restored_clock_is_paused_until_resumed() {
        let mut clock = Clock::restored(TimeControl::minutes(5, 3), [100_000, 90_000]);
        assert!(clock.is_paused());
        clock.tick(50_000.0);
        assert_eq!(clock.both_left(), [100_000, 90_000]);
        clock.resume(Color::Black, 50_000.0);
        clock.tick(51_000.0);
        assert_eq!(clock.left(Color::Black), 89_000);
    }

    #[test]
    fn clock_text() {
        assert_eq!(format_time(180_000), "3:00");
        assert_eq!(format_time(61_999), "1:01");
        assert_eq!(format_time(9_950), "9.9");
        assert_eq!(format_time(10_000), "0:10", "tenths only under ten seconds");
        assert_eq!(format_time(0), "0.0");
        assert_eq!(format_time(3_723_000), "1:02:03");
    }
}
