//! UCI move notation: `e2e4`, `e7e8q`, castling `e1g1` (the king's move) in standard chess and
//! `e1h1` (king takes rook) in Chess960.

use crate::moves::Move;
use crate::piece::Role;
use crate::position::Position;
use std::fmt;
use std::str::FromStr;

/// Why a text could not be read as a UCI move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UciError {
    /// Not two squares and an optional promotion letter.
    Syntax(String),
    /// Well formed, but not a legal move here.
    Illegal(String),
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciError::Syntax(text) => write!(
                f,
                "'{text}' is not a UCI move (two squares and an optional promotion letter, like e7e8q)"
            ),
            UciError::Illegal(text) => write!(f, "{text} is not a legal move in this position"),
        }
    }
}

impl std::error::Error for UciError {}

impl FromStr for Move {
    type Err = UciError;

    /// Reads the move's notation without checking it against a position.
    fn from_str(text: &str) -> Result<Move, UciError> {
        let syntax = || UciError::Syntax(text.to_string());
        if !(4..=5).contains(&text.len()) || !text.is_ascii() {
            return Err(syntax());
        }
        let from = text[0..2].parse().map_err(|_| syntax())?;
        let to = text[2..4].parse().map_err(|_| syntax())?;
        let promotion = match text[4..].chars().next() {
            None => None,
            Some(c) => Some(
                Role::from_char(c)
                    .filter(|r| Role::PROMOTIONS.contains(r))
                    .ok_or_else(syntax)?,
            ),
        };
        Ok(Move::new(from, to, promotion))
    }
}

impl Position {
    /// Reads a UCI move and checks it is legal here. Castling is read either way: as the king
    /// onto its own rook (`e1h1`, Chess960's notation, which some programs use in standard
    /// chess too) or as the king's move to its castled square (`e1g1`) when that is not also a
    /// plain king move.
    ///
    /// # Errors
    /// [`UciError`] if the text is malformed or the move is not legal.
    pub fn parse_uci(&self, text: &str) -> Result<Move, UciError> {
        let text = text.trim();
        let mv: Move = text.parse()?;
        if self.is_legal(mv) {
            return Ok(mv);
        }
        self.legal_moves_from(mv.from())
            .into_iter()
            .filter(|castle| castle.is_castle() && mv.promotion().is_none())
            .find(|castle| mv.to() == castle.to() || mv.to() == castle.destination())
            .ok_or_else(|| UciError::Illegal(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::test;

    #[test]
    fn uci_reads_and_writes() {
        let start = Position::new();
        assert_eq!(start.parse_uci("e2e4").unwrap().to_string(), "e2e4");
        assert!(matches!(start.parse_uci("e2e5"), Err(UciError::Illegal(_))));
        assert!(matches!(start.parse_uci("e2"), Err(UciError::Syntax(_))));
        assert!(matches!(start.parse_uci("e7e8k"), Err(UciError::Syntax(_))));
        assert!(matches!(start.parse_uci("é2e4"), Err(UciError::Syntax(_))));
        let castle = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        assert_eq!(castle.parse_uci("e1h1").unwrap().to_string(), "e1g1");
        assert_eq!(castle.parse_uci("e1g1").unwrap().to_string(), "e1g1");
    }
}
