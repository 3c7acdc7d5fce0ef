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
    /// Custom minutes and increment (seconds).
    pub custom: (u32, u32),
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
            custom: (10, 5),
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
            TimeChoice::Custom => {
                TimeControl::parse(&format!("{}+{}", self.custom.0, self.custom.1))
            }
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

    /// The choices as JSON.
    pub fn to_json(&self) -> String {
        Writer::new()
            .bool("computer", self.computer)
            .str("colour", self.colour.name())
            .u64("level", self.level.into())
            .str("time", &self.time.value())
            .u64("minutes", self.custom.0.into())
            .u64("increment", self.custom.1.into())
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
            custom: (
                small("minutes", 1..=180).unwrap_or(default.custom.0),
                small("increment", 0..=180).unwrap_or(default.custom.1),
            ),
            variant: Choice::named(saved.str("variant").unwrap_or_default())
                .unwrap_or(default.variant),
            fen: saved.str("fen").unwrap_or_default().to_string(),
        }
    }
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
            custom: (3, 0),
            variant: Variant::FromPosition,
            fen: "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1".into(),
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
