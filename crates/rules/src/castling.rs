//! Castling rights: which of the four castlings each side may still make.

use crate::piece::Color;
use crate::square::Square;
use std::fmt;

/// A castling side: towards the h-file (short) or the a-file (long).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CastlingSide {
    /// `O-O`: the king goes to g1 or g8, the rook from h1 or h8 to f1 or f8.
    KingSide,
    /// `O-O-O`: the king goes to c1 or c8, the rook from a1 or a8 to d1 or d8.
    QueenSide,
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// `"kingside"` or `"queenside"`.
    pub const fn name(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "kingside",
            CastlingSide::QueenSide => "queenside",
        }
    }

    /// The side a king move from `from` to `to` castles to, if it is a castling move's shape.
    pub fn of_king_move(color: Color, from: Square, to: Square) -> Option<CastlingSide> {
        CastlingSide::ALL
            .into_iter()
            .find(|side| from == side.king_from(color) && to == side.king_to(color))
    }

    const fn home_rank_offset(color: Color) -> u8 {
        match color {
            Color::White => 0,
            Color::Black => 56,
        }
    }

    const fn on_home_rank(color: Color, file: u8) -> Square {
        Square::from_index_unchecked(Self::home_rank_offset(color) + file)
    }

    /// The king's square before castling (e1 or e8).
    pub const fn king_from(self, color: Color) -> Square {
        Self::on_home_rank(color, 4)
    }

    /// The king's square after castling (g1, c1, g8 or c8).
    pub const fn king_to(self, color: Color) -> Square {
        match self {
            CastlingSide::KingSide => Self::on_home_rank(color, 6),
            CastlingSide::QueenSide => Self::on_home_rank(color, 2),
        }
    }

    /// The rook's square before castling (h1, a1, h8 or a8).
    pub const fn rook_from(self, color: Color) -> Square {
        match self {
            CastlingSide::KingSide => Self::on_home_rank(color, 7),
            CastlingSide::QueenSide => Self::on_home_rank(color, 0),
        }
    }

    /// The rook's square after castling (f1, d1, f8 or d8).
    pub const fn rook_to(self, color: Color) -> Square {
        match self {
            CastlingSide::KingSide => Self::on_home_rank(color, 5),
            CastlingSide::QueenSide => Self::on_home_rank(color, 3),
        }
    }

    /// The SAN of this castling: `O-O` or `O-O-O`.
    pub const fn san(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "O-O",
            CastlingSide::QueenSide => "O-O-O",
        }
    }
}

/// The set of castlings still allowed, as FEN's `KQkq` field says.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No castling for either side.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four castlings, as at the start.
    pub const ALL: CastlingRights = CastlingRights(0b1111);

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        let shift = match (color, side) {
            (Color::White, CastlingSide::KingSide) => 0,
            (Color::White, CastlingSide::QueenSide) => 1,
            (Color::Black, CastlingSide::KingSide) => 2,
            (Color::Black, CastlingSide::QueenSide) => 3,
        };
        1 << shift
    }

    /// Does `color` still have the right to castle on `side`?
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Self::bit(color, side) != 0
    }

    /// These rights plus one more.
    pub const fn with(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 | Self::bit(color, side))
    }

    /// These rights less one.
    pub const fn without(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 & !Self::bit(color, side))
    }

    /// Does `color` have any castling right left?
    pub const fn has_any(self, color: Color) -> bool {
        self.has(color, CastlingSide::KingSide) || self.has(color, CastlingSide::QueenSide)
    }

    /// The rights as four bits (white king side, white queen side, black king side, black queen side).
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The rights left once a move has touched `sq` (as origin or destination): moving a king or
    /// a rook from its home square, or capturing a rook there, ends the matching rights.
    #[inline(always)]
    pub(crate) fn after_touching(self, sq: Square) -> CastlingRights {
        CastlingRights(self.0 & KEEP_WHEN_TOUCHED[sq.index()])
    }

    /// Every (colour, side) pair these rights allow.
    pub fn iter(self) -> impl Iterator<Item = (Color, CastlingSide)> {
        Color::ALL
            .into_iter()
            .flat_map(|c| CastlingSide::ALL.into_iter().map(move |s| (c, s)))
            .filter(move |&(c, s)| self.has(c, s))
    }
}

const KEEP_WHEN_TOUCHED: [u8; 64] = {
    let mut keep = [0b1111u8; 64];
    keep[Square::E1.index()] = 0b1100;
    keep[Square::H1.index()] = 0b1110;
    keep[Square::A1.index()] = 0b1101;
    keep[Square::E8.index()] = 0b0011;
    keep[Square::H8.index()] = 0b1011;
    keep[Square::A8.index()] = 0b0111;
    keep
};

/// FEN's castling field: `KQkq`, a subset of it, or `-`.
impl fmt::Display for CastlingRights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            return f.write_str("-");
        }
        for (color, side) in self.iter() {
            let letter = match side {
                CastlingSide::KingSide => 'K',
                CastlingSide::QueenSide => 'Q',
            };
            let letter = if color == Color::White {
                letter
            } else {
                letter.to_ascii_lowercase()
            };
            write!(f, "{letter}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::test;

    #[test]
    fn castling_rights_lost_when_king_or_rook_square_is_touched() {
        let rights = CastlingRights::ALL;
        assert_eq!(rights.after_touching(Square::E1).to_string(), "kq");
        assert_eq!(rights.after_touching(Square::H8).to_string(), "KQq");
        assert_eq!(rights.after_touching(Square::A1).to_string(), "Kkq");
        assert_eq!(rights.after_touching(Square::D4), rights);
        assert_eq!(CastlingRights::NONE.to_string(), "-");
    }
}
