//! The "New game" dialog's choices, remembered between games: the opponent, the colour, the
//! level, the time control and the variant, and the game set-up they make.

use super::clock::TimeControl;
use super::game_state::{GameSetup, Mode};
use super::json::{self, Writer};
use chess_rules::Color;

/// The choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewGamePrefs {
    /// Against the computer (else a friend).
    pub computer: bool,
    /// The player's colour against the computer.
    pub colour: Side,
    /// The computer's level.
    pub level: u8,
    /// The time control: one of the presets, custom, or none.
    pub time: TimeChoice,
    /// Custom minutes and increment (seconds).
    pub custom: (u32, u32),
    /// Chess960.
    pub chess960: bool,
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

impl Side {
    /// Every choice.
    pub const ALL: [Side; 3] = [Side::White, Side::Black, Side::Random];

    /// The form's and the saved value.
    pub fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
            Side::Random => "random",
        }
    }
}

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
            custom: (10, 5),
            chess960: false,
        }
    }
}

impl NewGamePrefs {
    /// The set-up these choices make; `coin` (uniform in 0..1) tosses for a random colour and
    /// draws the Chess960 position.
    pub fn setup(self, coin: f64) -> GameSetup {
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
            TimeChoice::Custom => {
                TimeControl::parse(&format!("{}+{}", self.custom.0, self.custom.1))
            }
        };
        GameSetup {
            mode,
            time_control,
            chess960: self.chess960.then_some((coin * 960.0) as u16 % 960),
        }
    }

    /// The choices as JSON.
    pub fn to_json(&self) -> String {
        Writer::new()
            .bool("computer", self.computer)
            .str("colour", self.colour.name())
            .u64("level", self.level.into())
            .str("time", &self.time.value())
            .u64("minutes", self.custom.0.into())
            .u64("increment", self.custom.1.into())
            .bool("chess960", self.chess960)
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
            colour: json::by_name(
                &Side::ALL,
                Side::name,
                saved.str("colour").unwrap_or_default(),
            )
            .unwrap_or(default.colour),
            level: small("level", 1..=top).map_or(default.level, |n| n as u8),
            time: saved
                .str("time")
                .map_or(default.time, TimeChoice::from_value),
            custom: (
                small("minutes", 1..=180).unwrap_or(default.custom.0),
                small("increment", 0..=180).unwrap_or(default.custom.1),
            ),
            chess960: saved.bool("chess960").unwrap_or(default.chess960),
        }
    }
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
            custom: (3, 0),
            chess960: true,
        };
        assert_eq!(NewGamePrefs::from_json(&prefs.to_json()), prefs);
        let odd = NewGamePrefs::from_json(r#"{"level": 99, "time": "42", "colour": "green"}"#);
        assert_eq!(odd, NewGamePrefs::default());
        assert_eq!(NewGamePrefs::from_json("garbage"), NewGamePrefs::default());
    }

    #[test]
    fn the_setup_follows_the_choices() {
        let prefs = NewGamePrefs {
            colour: Side::Random,
            time: TimeChoice::Custom,
            custom: (2, 1),
            chess960: true,
            ..NewGamePrefs::default()
        };
        let setup = prefs.setup(0.75);
        assert_eq!(
            setup.mode,
            Mode::VsComputer {
                human: Color::Black,
                level: 4
            }
        );
        assert_eq!(
            setup
                .time_control
                .map(|t| (t.base_seconds, t.increment_seconds)),
            Some((120, 1))
        );
        assert_eq!(setup.chess960, Some(720));
        assert_eq!(
            prefs.setup(0.25).mode,
            Mode::VsComputer {
                human: Color::White,
                level: 4
            }
        );
        let friend = NewGamePrefs {
            computer: false,
            ..NewGamePrefs::default()
        }
        .setup(0.0);
        assert_eq!(
            (friend.mode, friend.time_control, friend.chess960),
            (Mode::TwoPlayers, None, None)
        );
    }
}
