//! Moves, and the fixed-capacity list they are generated into.

use crate::piece::Role;
use crate::square::Square;
use arrayvec::ArrayVec;
use std::fmt;

/// A move as a player makes it: from one square to another, with the piece a pawn becomes.
///
/// Castling is the king's two-square move (e1g1, e1c1); en passant is the pawn's diagonal step
/// onto the en passant square. This is also how UCI writes moves.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    from: Square,
    to: Square,
    promotion: Option<Role>,
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
        }
    }

    /// The square the piece leaves.
    pub const fn from(self) -> Square {
        self.from
    }

    /// The square the piece arrives on (for castling, the king's destination).
    pub const fn to(self) -> Square {
        self.to
    }

    /// The piece a pawn becomes, if this is a promotion.
    pub const fn promotion(self) -> Option<Role> {
        self.promotion
    }

    /// The move in 16 bits (from, to, promotion), for compact tables.
    pub const fn to_u16(self) -> u16 {
        let promotion = match self.promotion {
            Some(role) => role as u16,
            None => 0,
        };
        (self.from.index() as u16) | ((self.to.index() as u16) << 6) | (promotion << 12)
    }

    /// The move that [`Move::to_u16`] packed.
    pub const fn from_u16(bits: u16) -> Move {
        let promotion = match bits >> 12 {
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
        }
    }
}

/// Writes the move in UCI notation: `e2e4`, `e7e8q`, `e1g1`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion {
            write!(f, "{}", role.lower_char())?;
        }
        Ok(())
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
        assert_eq!(
            Move::new(Square::E7, Square::E8, Some(Role::Queen)).to_string(),
            "e7e8q"
        );
    }
}
