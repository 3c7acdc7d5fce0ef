//! The "New game" dialog's choices, remembered between games: the opponent, the colour, the
//! level, the time control and the variant (standard, Chess960, or from a position), and the
//! game set-up they make.

use super::choice::{choices, Choice};
use super::clock::TimeControl;
use super::game_state::{GameSetup, Mode, Start};
use super::json::{self, Writer};
use crate::state::position_text::fen_error_text;
use crate::state::translate::{tr, tr_with};
use chess_rules::{CastlingMode, Color, Position};

/// The choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGamePrefs {
    /// Against the computer (else a friend).
    pub computer: bool,
    /// The player's colour against the computer.
    pub colour: Side,
    /// The computer's level.
    pub level: u8,
    /// The time control: one of the presets, custom, or none.
    pub time: TimeChoice,
    /// The custom time control: minutes in quarters (15 s) from a quarter to 180, and whole
    /// seconds of increment up to 180.
    pub custom: TimeControl,
    /// Standard chess, Chess960 or a position.
    pub variant: Variant,
    /// The position to start from (FEN), for [`Variant::FromPosition`].
    pub fen: String,
}

/// Which start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// Standard chess.
    Standard,
    /// Chess960, a start position drawn at random.
    Chess960,
    /// A position the player gives (FEN).
    FromPosition,
}

/// The player's colour against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
    /// A coin toss.
    Random,
}

choices!(Variant "variant" {
    Standard => "standard",
    Chess960 => "chess960",
    FromPosition => "position",
});

choices!(Side "side" {
    White => "white",
    Black => "black",
    Random => "random",
});

/// Which time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeChoice {
    /// No clock.
    Untimed,
    /// One of [`TimeControl::PRESETS`].
    Preset(usize),
    /// The custom minutes and increment.
    Custom,
}

impl TimeChoice {
    /// The form's and the saved value: "untimed", "custom" or the preset's index.
    pub fn value(self) -> String {
        match self {
            TimeChoice::Untimed => "untimed".to_string(),
            TimeChoice::Custom => "custom".to_string(),
            TimeChoice::Preset(index) => index.to_string(),
        }
    }

    /// The choice a form or saved value names (an unknown one is untimed).
    pub fn from_value(value: &str) -> TimeChoice {
        match value {
            "custom" => TimeChoice::Custom,
            preset => preset
                .parse()
                .ok()
                .filter(|&i| i < TimeControl::PRESETS.len())
                .map_or(TimeChoice::Untimed, TimeChoice::Preset),
        }
    }
}

impl Default for NewGamePrefs {
    fn default() -> NewGamePrefs {
        NewGamePrefs {
            computer: true,
            colour: Side::White,
            level: 4,
            time: TimeChoice::Untimed,
            custom: TimeControl::minutes(10, 5),
            variant: Variant::Standard,
            fen: String::new(),
        }
    }
}

impl NewGamePrefs {
    /// The set-up these choices make; `coin` (uniform in 0..1) tosses for a random colour and
    /// draws the Chess960 position.
    ///
    /// # Errors
    /// The position to start from is not a legal FEN, or the game is over there.
    pub fn setup(&self, coin: f64) -> Result<GameSetup, String> {
        let human = match self.colour {
            Side::White => Color::White,
            Side::Black => Color::Black,
            Side::Random if coin < 0.5 => Color::White,
            Side::Random => Color::Black,
        };
        let mode = if self.computer {
            Mode::VsComputer {
                human,
                level: self.level,
            }
        } else {
            Mode::TwoPlayers
        };
        let time_control = match self.time {
            TimeChoice::Untimed => None,
            TimeChoice::Preset(i) => TimeControl::PRESETS.get(i).copied(),
            TimeChoice::Custom => Some(self.custom),
        };
        let start = match self.variant {
            Variant::Standard => Start::Standard,
            Variant::Chess960 => Start::Chess960((coin * 960.0) as u16 % 960),
            Variant::FromPosition => Start::Position(Box::new(start_position(&self.fen)?)),
        };
        Ok(GameSetup {
            mode,
            time_control,
            start,
        })
    }

    /// The custom minutes (0.25, 0.5, 3).
    pub fn custom_minutes(&self) -> f64 {
        f64::from(self.custom.base_seconds) / 60.0
    }

    /// Sets the custom minutes from the form's text: rounded to a quarter of a minute and kept
    /// from a quarter to 180; text that is not a number leaves them as they were.
    pub fn set_custom_minutes(&mut self, text: &str) {
        if let Some(minutes) = typed_number(text) {
            let quarters = (minutes * 4.0)
                .round()
                .clamp(1.0, f64::from(MAX_MINUTES * 4));
            self.custom.base_seconds = quarters as u32 * 15;
        }
    }

    /// Sets the custom increment from the form's text: whole seconds from 0 to 180; text that
    /// is not a number leaves it as it was.
    pub fn set_custom_increment(&mut self, text: &str) {
        if let Some(seconds) = typed_number(text) {
            self.custom.increment_seconds = seconds.round().clamp(0.0, MAX_INCREMENT.into()) as u32;
        }
    }

    /// The choices as JSON.
    pub fn to_json(&self) -> String {
        Writer::new()
            .bool("computer", self.computer)
            .str("colour", self.colour.name())
            .u64("level", self.level.into())
            .str("time", &self.time.value())
            .f64("minutes", self.custom_minutes())
            .u64("increment", self.custom.increment_seconds.into())
            .str("variant", self.variant.name())
            .str("fen", &self.fen)
            .finish()
    }

    /// Reads remembered choices; what cannot be read takes its default.
    pub fn from_json(text: &str) -> NewGamePrefs {
        let default = NewGamePrefs::default();
        let Ok(saved) = json::parse_object(text) else {
            return default;
        };
        let small = |field: &str, range: std::ops::RangeInclusive<u64>| {
            saved
                .u64(field)
                .filter(|n| range.contains(n))
                .map(|n| n as u32)
        };
        let top = chess_engine::LEVELS.len() as u64;
        NewGamePrefs {
            computer: saved.bool("computer").unwrap_or(default.computer),
            colour: Choice::named(saved.str("colour").unwrap_or_default())
                .unwrap_or(default.colour),
            level: small("level", 1..=top).map_or(default.level, |n| n as u8),
            time: saved
                .str("time")
                .map_or(default.time, TimeChoice::from_value),
            custom: TimeControl {
                base_seconds: saved
                    .f64("minutes")
                    .and_then(base_seconds)
                    .unwrap_or(default.custom.base_seconds),
                increment_seconds: small("increment", 0..=MAX_INCREMENT.into())
                    .unwrap_or(default.custom.increment_seconds),
            },
            variant: Choice::named(saved.str("variant").unwrap_or_default())
                .unwrap_or(default.variant),
            fen: saved.str("fen").unwrap_or_default().to_string(),
        }
    }
}

/// The longest custom game, in minutes, and the largest custom increment, in seconds.
const MAX_MINUTES: u32 = 180;
const MAX_INCREMENT: u32 = 180;

/// A number typed in a field, if it is one (and finite).
fn typed_number(text: &str) -> Option<f64> {
    json::parse_f64(text.trim()).filter(|n| n.is_finite())
}

/// Saved custom minutes as seconds, if they are a whole number of quarters in range.
fn base_seconds(minutes: f64) -> Option<u32> {
    let quarters = minutes * 4.0;
    let whole = quarters.fract() == 0.0 && (1.0..=f64::from(MAX_MINUTES * 4)).contains(&quarters);
    whole.then_some(quarters as u32 * 15)
}

/// The position a game from a FEN starts at: Shredder- and X-FEN castling read as Chess960.
///
/// # Errors
/// Why the FEN cannot start a game.
pub fn start_position(fen: &str) -> Result<Position, String> {
    let fen = fen.trim();
    if fen.is_empty() {
        return Err(tr("new-game-fen-missing"));
    }
    let standard = Position::from_fen(fen);
    let position = standard
        .or_else(|e| Position::from_fen_with(fen, CastlingMode::Chess960).map_err(|_| e))
        .map_err(|e| {
            tr_with(
                "new-game-fen-invalid",
                &[("error", fen_error_text(&e).into())],
            )
        })?;
    if position.legal_moves().is_empty() {
        return Err(tr("new-game-fen-over"));
    }
    Ok(position)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_round_trip_and_odd_values_take_their_default() {
        let prefs = NewGamePrefs {
            computer: false,
            colour: Side::Random,
            level: 7,
            time: TimeChoice::Preset(2),
            custom: TimeControl::minutes(3, 0),
            variant: Variant::FromPosition,
            fen: "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1".into(),
        };
        assert_eq!(NewGamePrefs::from_json(&prefs.to_json()), prefs);
        let odd = NewGamePrefs::from_json(r#"{"level": 99, "time": "42", "colour": "green"}"#);
        assert_eq!(odd, NewGamePrefs::default());
        assert_eq!(NewGamePrefs::from_json("garbage"), NewGamePrefs::default());
        let half_minute = NewGamePrefs::from_json(r#"{"minutes": 0.5, "increment": 2}"#);
        assert_eq!(
            half_minute.custom,
            TimeControl {
                base_seconds: 30,
                increment_seconds: 2
            }
        );
        let odd = NewGamePrefs::from_json(r#"{"minutes": 0.3, "increment": 500}"#);
        assert_eq!(odd.custom, NewGamePrefs::default().custom);
    }

    #[test]
    fn custom_minutes_come_in_quarters_and_odd_text_changes_nothing() {
        let mut prefs = NewGamePrefs::default();
        let custom =
            |prefs: &NewGamePrefs| (prefs.custom_minutes(), prefs.custom.increment_seconds);
        prefs.set_custom_minutes("0.5");
        prefs.set_custom_increment("1.6");
        assert_eq!(custom(&prefs), (0.5, 2));
        prefs.set_custom_minutes(" 1.3 ");
        assert_eq!(custom(&prefs), (1.25, 2), "rounded to a quarter");
        prefs.set_custom_minutes("0");
        prefs.set_custom_increment("-4");
        assert_eq!(
            custom(&prefs),
            (0.25, 0),
            "the shortest game is a quarter of a minute"
        );
        prefs.set_custom_minutes("1e9");
        prefs.set_custom_increment("999");
        assert_eq!(custom(&prefs), (180.0, 180));
        for text in ["", "abc", "NaN", "inf"] {
            prefs.set_custom_minutes(text);
            prefs.set_custom_increment(text);
        }
        assert_eq!(
            custom(&prefs),
            (180.0, 180),
            "text that is not a number changes nothing"
        );
        prefs.time = TimeChoice::Custom;
        prefs.set_custom_minutes("0.75");
        let control = prefs.setup(0.0).unwrap().time_control;
        assert_eq!(
            control,
            Some(TimeControl {
                base_seconds: 45,
                increment_seconds: 180
            })
        );
    }

    #[test]
    fn the_setup_follows_the_choices() {
        let prefs = NewGamePrefs {
            colour: Side::Random,
            time: TimeChoice::Custom,
            custom: TimeControl::minutes(2, 1),
            variant: Variant::Chess960,
            ..NewGamePrefs::default()
        };
        let setup = prefs.setup(0.75).unwrap();
        let computer = |human| Mode::VsComputer { human, level: 4 };
        assert_eq!(setup.mode, computer(Color::Black));
        let control = setup
            .time_control
            .map(|t| (t.base_seconds, t.increment_seconds));
        assert_eq!(control, Some((120, 1)));
        assert_eq!(setup.start, Start::Chess960(720));
        assert_eq!(prefs.setup(0.25).unwrap().mode, computer(Color::White));
        let friend = NewGamePrefs {
            computer: false,
            ..NewGamePrefs::default()
        };
        let friend = friend.setup(0.0).unwrap();
        assert_eq!(friend.mode, Mode::TwoPlayers);
        assert_eq!((friend.time_control, friend.start), (None, Start::Standard));
    }

    #[test]
    fn a_game_from_a_position_needs_a_playable_fen() {
        let mut prefs = NewGamePrefs {
            variant: Variant::FromPosition,
            ..NewGamePrefs::default()
        };
        let error = |prefs: &NewGamePrefs| prefs.setup(0.0).unwrap_err();
        assert_eq!(error(&prefs), "Give the position to start from as a FEN.");
        prefs.fen = "8/8/8/8 w - - 0 1".into();
        assert!(error(&prefs).starts_with("That position cannot be played: "));
        prefs.fen = "7k/5QQ1/8/8/8/8/8/K7 b - - 0 1".into();
        assert_eq!(error(&prefs), "The game is already over in that position.");
        prefs.fen = "8/8/8/4k3/8/8/8/2B1K3 b - - 0 1".into();
        let start = prefs.setup(0.0).unwrap().start.position();
        assert_eq!(start.turn(), Color::Black);
        prefs.fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9".into();
        let start = prefs.setup(0.0).unwrap().start.position();
        assert_eq!(start.castling_mode(), CastlingMode::Chess960);
    }
}
