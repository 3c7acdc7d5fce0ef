//! Moves, and the fixed-capacity list they are generated into.

use crate::castling::{CastlingMode, CastlingSide};
use crate::piece::Role;
use crate::square::Square;
use arrayvec::ArrayVec;
use std::fmt;

/// A move as a player makes it: from one square to another, with the piece a pawn becomes.
///
/// Castling is written king onto rook ([`Move::castle`]), which stays unambiguous in Chess960;
/// en passant is the pawn's diagonal step onto the en passant square.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    from: Square,
    to: Square,
    promotion: Option<Role>,
    castle: bool,
}

/// Enough for any legal position (the most known is 218 moves).
pub const MAX_MOVES: usize = 256;

/// The legal moves of a position, without heap allocation.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

impl Move {
    /// A move from `from` to `to`, promoting to `promotion` if it is a pawn reaching the last rank.
    pub const fn new(from: Square, to: Square, promotion: Option<Role>) -> Move {
        Move {
            from,
            to,
            promotion,
            castle: false,
        }
    }

    /// Castling of the king on `king` with the rook on `rook`.
    pub const fn castle(king: Square, rook: Square) -> Move {
        Move {
            from: king,
            to: rook,
            promotion: None,
            castle: true,
        }
    }

    /// Is this castling (king onto its rook)?
    pub const fn is_castle(self) -> bool {
        self.castle
    }

    /// For castling, the side; `None` for every other move.
    pub fn castling_side(self) -> Option<CastlingSide> {
        self.castle
            .then(|| CastlingSide::of_rook(self.from, self.to))
    }

    /// The square the moving piece ends on: for castling the king's destination, not the
    /// rook's square that [`Move::to`] gives.
    pub fn destination(self) -> Square {
        match self.castling_side() {
            Some(side) => Square::from_coords(side.king_to_file(), self.from.rank()),
            None => self.to,
        }
    }

    /// The square the piece leaves.
    pub const fn from(self) -> Square {
        self.from
    }

    /// The square the piece arrives on; for castling, the rook's square.
    pub const fn to(self) -> Square {
        self.to
    }

    /// The piece a pawn becomes, if this is a promotion.
    pub const fn promotion(self) -> Option<Role> {
        self.promotion
    }

    /// The move in 16 bits (from, to, promotion, castling), for compact tables.
    pub const fn to_u16(self) -> u16 {
        let promotion = match self.promotion {
            Some(role) => role as u16,
            None => 0,
        };
        (self.from.index() as u16)
            | ((self.to.index() as u16) << 6)
            | (promotion << 12)
            | ((self.castle as u16) << 15)
    }

    /// The move that [`Move::to_u16`] packed.
    pub const fn from_u16(bits: u16) -> Move {
        let promotion = match (bits >> 12) & 7 {
            1 => Some(Role::Knight),
            2 => Some(Role::Bishop),
            3 => Some(Role::Rook),
            4 => Some(Role::Queen),
            _ => None,
        };
        Move {
            from: Square::from_index_unchecked((bits & 63) as u8),
            to: Square::from_index_unchecked(((bits >> 6) & 63) as u8),
            promotion,
            castle: bits >> 15 != 0,
        }
    }

    /// The move in UCI notation for `mode`: castling is the king's move to its destination in
    /// standard chess (`e1g1`) and king takes rook in Chess960 (`e1h1`).
    pub fn to_uci(self, mode: CastlingMode) -> String {
        let to = match mode {
            CastlingMode::Standard => self.destination(),
            CastlingMode::Chess960 => self.to,
        };
        match self.promotion {
            Some(role) => format!("{}{}{}", self.from, to, role.lower_char()),
            None => format!("{}{}", self.from, to),
        }
    }
}

/// Writes the move in standard chess's UCI notation: `e2e4`, `e7e8q`, castling `e1g1`. For
/// Chess960 use [`Move::to_uci`].
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_uci(CastlingMode::Standard))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::test;

    #[test]
    fn moves_pack_into_sixteen_bits() {
        for promotion in [None, Some(Role::Queen), Some(Role::Knight)] {
            let mv = Move::new(Square::E7, Square::E8, promotion);
            assert_eq!(Move::from_u16(mv.to_u16()), mv);
        }
        let castle = Move::castle(Square::E1, Square::H1);
        assert_eq!(Move::from_u16(castle.to_u16()), castle);
        assert_eq!(castle.to_string(), "e1g1");
        assert_eq!(castle.to_uci(CastlingMode::Chess960), "e1h1");
        assert_eq!(Move::castle(Square::B8, Square::A8).to_string(), "b8c8");
        assert_eq!(
            Move::new(Square::E7, Square::E8, Some(Role::Queen)).to_string(),
            "e7e8q"
        );
    }
}
