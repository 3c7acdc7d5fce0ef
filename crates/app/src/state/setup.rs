//! What a game is set up as: who plays which side, the clock, and where it starts (standard
//! chess, a Chess960 position by number, or a position the player gives).

use super::clock::TimeControl;
use chess_rules::{CastlingMode, Color, Position};

/// Who plays which side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Two people on this device, taking turns.
    TwoPlayers,
    /// A person against the engine.
    VsComputer {
        /// The person's colour.
        human: Color,
        /// The engine's difficulty level.
        level: u8,
    },
    /// No game: an analysis board, every move allowed, variations kept.
    Analysis,
}

/// What a new game is: who plays, the clock, the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSetup {
    /// Who plays.
    pub mode: Mode,
    /// The time control, or none.
    pub time_control: Option<TimeControl>,
    /// Where the game starts.
    pub start: Start,
}

/// Where a game starts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Start {
    /// Standard chess's start.
    #[default]
    Standard,
    /// Chess960's start position of this number (0-959).
    Chess960(u16),
    /// A position given by the player (as lichess's "from position").
    Position(Box<Position>),
}

impl Start {
    /// The start of a game that began at `position`.
    pub fn of(position: &Position) -> Start {
        if *position == Position::default() {
            return Start::Standard;
        }
        let chess960 = position.castling_mode() == CastlingMode::Chess960;
        match chess960.then(|| position.chess960_number()).flatten() {
            Some(number) => Start::Chess960(number),
            None => Start::Position(Box::new(position.clone())),
        }
    }

    /// The start position.
    pub fn position(&self) -> Position {
        match self {
            Start::Standard => Position::default(),
            Start::Chess960(number) => Position::chess960(*number).unwrap_or_default(),
            Start::Position(position) => (**position).clone(),
        }
    }
}

impl GameSetup {
    /// An untimed game of standard chess.
    pub fn untimed(mode: Mode) -> GameSetup {
        GameSetup {
            mode,
            time_control: None,
            start: Start::Standard,
        }
    }
}
