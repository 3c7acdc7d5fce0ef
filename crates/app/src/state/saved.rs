//! The saved game: what the browser's storage keeps so a reload restores the game exactly.
//!
//! The format is JSON with a version number. Reading checks everything (the version, the
//! start position, every move's legality) and says what is wrong, so unreadable data is
//! reported and kept aside instead of breaking the page or being silently thrown away.

use super::game_state::{GameState, Mode};
use chess_rules::{Color, DrawReason, Game, Outcome, Position, WinReason};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The version this build writes and reads.
pub const VERSION: u32 = 1;

/// The saved form of a game and the settings around it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The format version.
    pub version: u32,
    /// The start position, as FEN.
    pub start: String,
    /// The moves in UCI notation.
    pub moves: Vec<String>,
    /// An end the players declared (resignation, claimed draw) or an imported record gave.
    #[serde(default)]
    pub ending: Option<SavedEnding>,
    /// Who plays which side.
    pub mode: SavedMode,
    /// The side at the bottom of the board: "white" or "black".
    pub orientation: String,
    /// The ply on the board.
    pub cursor: usize,
    /// Do moves slide?
    pub animate: bool,
    /// Is the analysis panel on?
    #[serde(default)]
    pub analysis: bool,
    /// The tags of an imported PGN, kept for export.
    #[serde(default)]
    pub tags: Vec<(String, String)>,
}

/// Who plays which side, saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum SavedMode {
    /// Two people on this device.
    TwoPlayers,
    /// A person against the engine.
    Computer {
        /// "white" or "black".
        human: String,
        /// The engine's level.
        level: u8,
    },
}

/// A declared end of the game, saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedEnding {
    /// "white", "black", or none for a draw.
    pub winner: Option<String>,
    /// The reason, as [`Outcome::reason`] words it.
    pub reason: String,
}

/// Why saved data could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON of the expected shape.
    Malformed(String),
    /// Written by a version of the app this one cannot read.
    Version(u32),
    /// The start position is not a legal FEN.
    Start(String),
    /// A move that cannot be played.
    Move {
        /// Its number in the list (from 1).
        index: usize,
        /// The move.
        uci: String,
    },
    /// A field with a value this app does not know.
    Field(&'static str),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Malformed(e) => write!(f, "the saved data is damaged ({e})"),
            LoadError::Version(v) => write!(
                f,
                "it was saved by another version of the app (format {v}, this one reads {VERSION})"
            ),
            LoadError::Start(e) => write!(f, "its start position is wrong: {e}"),
            LoadError::Move { index, uci } => write!(f, "its move {index} ({uci}) is not legal"),
            LoadError::Field(name) => {
                write!(f, "its '{name}' field has a value this app does not know")
            }
        }
    }
}

impl std::error::Error for LoadError {}

fn color_name(color: Color) -> String {
    color.name().to_lowercase()
}

fn parse_color(name: &str, field: &'static str) -> Result<Color, LoadError> {
    match name {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        _ => Err(LoadError::Field(field)),
    }
}

const REASONS: [Outcome; 10] = [
    Outcome::Win {
        winner: Color::White,
        reason: WinReason::Checkmate,
    },
    Outcome::Win {
        winner: Color::White,
        reason: WinReason::Resignation,
    },
    Outcome::Win {
        winner: Color::White,
        reason: WinReason::TimeForfeit,
    },
    Outcome::Win {
        winner: Color::White,
        reason: WinReason::Recorded,
    },
    Outcome::Draw(DrawReason::ThreefoldRepetition),
    Outcome::Draw(DrawReason::FiftyMoveRule),
    Outcome::Draw(DrawReason::Agreement),
    Outcome::Draw(DrawReason::Recorded),
    Outcome::Draw(DrawReason::Stalemate),
    Outcome::Draw(DrawReason::InsufficientMaterial),
];

fn saved_ending(outcome: Outcome) -> SavedEnding {
    SavedEnding {
        winner: outcome.winner().map(color_name),
        reason: outcome.reason().to_string(),
    }
}

fn parse_ending(ending: &SavedEnding) -> Result<Outcome, LoadError> {
    let winner = ending
        .winner
        .as_deref()
        .map(|w| parse_color(w, "ending"))
        .transpose()?;
    let template = REASONS
        .iter()
        .find(|o| o.reason() == ending.reason && o.winner().is_some() == winner.is_some())
        .ok_or(LoadError::Field("ending"))?;
    Ok(match (*template, winner) {
        (Outcome::Win { reason, .. }, Some(winner)) => Outcome::Win { winner, reason },
        (draw, _) => draw,
    })
}

impl SavedGame {
    /// The saved form of a state.
    pub fn from_state(state: &GameState) -> SavedGame {
        let game = state.game();
        SavedGame {
            version: VERSION,
            start: game.start_position().to_fen(),
            moves: game.moves().map(|mv| mv.to_string()).collect(),
            ending: game.declared_outcome().map(saved_ending),
            mode: match state.mode() {
                Mode::TwoPlayers => SavedMode::TwoPlayers,
                Mode::VsComputer { human, level } => SavedMode::Computer {
                    human: color_name(human),
                    level,
                },
            },
            orientation: color_name(state.orientation()),
            cursor: state.cursor(),
            animate: state.animate(),
            analysis: state.computer().analysis_on,
            tags: state.tags().to_vec(),
        }
    }

    /// The saved form as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a saved game always serialises")
    }

    /// Reads JSON written by [`SavedGame::to_json`], checking the version.
    ///
    /// # Errors
    /// [`LoadError::Malformed`] or [`LoadError::Version`].
    pub fn from_json(json: &str) -> Result<SavedGame, LoadError> {
        #[derive(Deserialize)]
        struct VersionOnly {
            version: u32,
        }
        let version: VersionOnly =
            serde_json::from_str(json).map_err(|e| LoadError::Malformed(e.to_string()))?;
        if version.version != VERSION {
            return Err(LoadError::Version(version.version));
        }
        serde_json::from_str(json).map_err(|e| LoadError::Malformed(e.to_string()))
    }

    /// Rebuilds the state, replaying and checking every move.
    ///
    /// # Errors
    /// The first thing that is wrong.
    pub fn into_state(self) -> Result<GameState, LoadError> {
        let start = Position::from_fen(&self.start).map_err(|e| LoadError::Start(e.to_string()))?;
        let mut game = Game::from_position(start);
        for (index, uci) in self.moves.iter().enumerate() {
            let error = || LoadError::Move {
                index: index + 1,
                uci: uci.clone(),
            };
            let mv = game.position().parse_uci(uci).map_err(|_| error())?;
            game.play(mv).map_err(|_| error())?;
        }
        if let Some(ending) = &self.ending {
            let outcome = parse_ending(ending)?;
            game.declare(outcome)
                .map_err(|_| LoadError::Field("ending"))?;
        }
        let mode = match &self.mode {
            SavedMode::TwoPlayers => Mode::TwoPlayers,
            SavedMode::Computer { human, level } => Mode::VsComputer {
                human: parse_color(human, "mode")?,
                level: *level,
            },
        };
        let orientation = parse_color(&self.orientation, "orientation")?;
        if self.cursor > game.len() {
            return Err(LoadError::Field("cursor"));
        }
        Ok(GameState::restore(
            game,
            mode,
            orientation,
            self.cursor,
            self.animate,
            self.analysis,
            self.tags,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::game_state::{Action, Navigation};

    fn played(sans: &[&str], mode: Mode) -> GameState {
        let mut game = Game::new();
        for san in sans {
            game.play_san(san).unwrap();
        }
        GameState::from_game(game, mode)
    }

    #[test]
    fn save_round_trip_restores_the_game_exactly() {
        let mut state = played(
            &["e4", "e5", "Nf3", "Nc6", "Bb5"],
            Mode::VsComputer {
                human: Color::Black,
                level: 4,
            },
        );
        state.apply(Action::Navigate(Navigation::Ply(3)));
        state.apply(Action::SetAnimation(false));
        let json = SavedGame::from_state(&state).to_json();
        let restored = SavedGame::from_json(&json).unwrap().into_state().unwrap();
        assert_eq!(restored.game().history(), state.game().history());
        assert_eq!(restored.mode(), state.mode());
        assert_eq!(restored.orientation(), Color::Black);
        assert_eq!(restored.cursor(), 3);
        assert!(!restored.animate());
        assert_eq!(SavedGame::from_state(&restored).to_json(), json);
    }

    #[test]
    fn save_round_trip_keeps_a_declared_end_and_a_setup_position() {
        let mut state = GameState::from_game(
            Game::from_position(Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap()),
            Mode::TwoPlayers,
        );
        state.apply(Action::PlayText("e4".into()));
        state.apply(Action::Resign);
        let restored = SavedGame::from_json(&SavedGame::from_state(&state).to_json())
            .unwrap()
            .into_state()
            .unwrap();
        assert_eq!(
            restored.outcome().map(|o| o.to_string()).as_deref(),
            Some("White wins by resignation")
        );
        assert_eq!(
            restored.game().start_position().to_fen(),
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
        );
        // A checkmate is not a declared end: it comes back from the moves themselves.
        let mated = played(&["f3", "e5", "g4", "Qh4"], Mode::TwoPlayers);
        let saved = SavedGame::from_state(&mated);
        assert_eq!(saved.ending, None);
        assert_eq!(saved.into_state().unwrap().outcome(), mated.outcome());
    }

    #[test]
    fn corrupt_or_foreign_data_is_reported() {
        assert!(matches!(
            SavedGame::from_json("not json"),
            Err(LoadError::Malformed(_))
        ));
        assert!(matches!(
            SavedGame::from_json("{\"version\": 1}"),
            Err(LoadError::Malformed(_))
        ));
        assert_eq!(
            SavedGame::from_json("{\"version\": 99, \"anything\": true}"),
            Err(LoadError::Version(99))
        );
        let good = SavedGame::from_state(&played(&["e4", "e5"], Mode::TwoPlayers));
        let bad_move = SavedGame {
            moves: vec!["e2e4".into(), "e2e4".into()],
            ..good.clone()
        };
        assert_eq!(
            bad_move.into_state().err(),
            Some(LoadError::Move {
                index: 2,
                uci: "e2e4".into()
            })
        );
        let bad_start = SavedGame {
            start: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
            ..good.clone()
        };
        assert!(matches!(bad_start.into_state(), Err(LoadError::Start(_))));
        let bad_cursor = SavedGame {
            cursor: 9,
            ..good.clone()
        };
        assert_eq!(
            bad_cursor.into_state().err(),
            Some(LoadError::Field("cursor"))
        );
        let bad_side = SavedGame {
            orientation: "purple".into(),
            ..good
        };
        assert_eq!(
            bad_side.into_state().err(),
            Some(LoadError::Field("orientation"))
        );
        assert_eq!(
            LoadError::Version(2).to_string(),
            "it was saved by another version of the app (format 2, this one reads 1)"
        );
    }
}
