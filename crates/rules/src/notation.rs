//! Reading a move as a player types it: SAN or UCI, whichever it is.

use crate::moves::Move;
use crate::position::Position;
use crate::san::SanError;
use crate::uci::UciError;
use std::fmt;

/// Why a typed move could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// Neither SAN nor UCI: the SAN reader's complaint.
    Notation(SanError),
    /// Well-formed UCI, but not a legal move here.
    Uci(UciError),
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Notation(e) => write!(f, "{e}"),
            ParseMoveError::Uci(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ParseMoveError {}

impl Position {
    /// Reads a move written in SAN (`Nf3`, `O-O`) or UCI (`g1f3`, `e1g1`, `e1h1`).
    ///
    /// # Errors
    /// The SAN reader's error, unless the text is well-formed UCI, then the UCI reader's.
    ///
    /// ```
    /// use chess_rules::Position;
    /// let position = Position::new();
    /// assert_eq!(position.parse_move("Nf3"), position.parse_move("g1f3"));
    /// assert!(position.parse_move("Nf4").is_err());
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        match self.parse_san(text) {
            Ok(mv) => Ok(mv),
            Err(san_error) => match self.parse_uci(text) {
                Ok(mv) => Ok(mv),
                Err(UciError::Syntax(_)) => Err(ParseMoveError::Notation(san_error)),
                Err(uci_error) => Err(ParseMoveError::Uci(uci_error)),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::test;

    #[test]
    fn typed_moves_are_san_or_uci_with_one_error() {
        let position = Position::new();
        assert_eq!(position.parse_move("e4").unwrap().to_string(), "e2e4");
        assert_eq!(position.parse_move("e2e4").unwrap().to_string(), "e2e4");
        assert_eq!(
            position.parse_move("hello").unwrap_err().to_string(),
            "'hello' is not a move in algebraic notation"
        );
        assert_eq!(
            position.parse_move("e2e5").unwrap_err().to_string(),
            "e2e5 is not a legal move in this position"
        );
        assert_eq!(
            position.parse_move("Qxd5").unwrap_err().to_string(),
            "Qxd5 is not a legal move in this position"
        );
    }
}
