//! Castling: the two sides, the rights each player keeps, and where king and rook go.
//!
//! The rules are those of Chess960 (FIDE Laws, Guidelines II), of which standard chess is the
//! case with the king on the e-file and the rooks in the corners: the king and the castling rook
//! end on the same squares whatever their start (g1 and f1 for the king side, c1 and d1 for the
//! queen side), every square either of them crosses or lands on must be empty but for the two
//! of them, and the king may not be in check, cross an attacked square or land on one.
//!
//! A castling move is written king onto rook inside this crate ([`crate::Move::castle`]), the
//! only notation that is never ambiguous in Chess960; UCI for standard chess writes it as the
//! king's two-square move.

use crate::bitboard::Bitboard;
use crate::piece::Color;
use crate::square::{File, Rank, Square};

/// Standard chess or Chess960: which castling set-ups are allowed, and how UCI writes castling.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum CastlingMode {
    /// King on the e-file, rooks in the corners; UCI writes castling as the king's move (`e1g1`).
    #[default]
    Standard,
    /// King between its rooks on any file; UCI writes castling as king takes rook (`e1h1`).
    Chess960,
}

/// A castling side: towards the h-file (short) or the a-file (long).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CastlingSide {
    /// `O-O`: the king ends on the g-file, the rook on the f-file.
    KingSide,
    /// `O-O-O`: the king ends on the c-file, the rook on the d-file.
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

    /// The side a rook on `rook` stands on, seen from a king on `king` (same rank).
    pub fn of_rook(king: Square, rook: Square) -> CastlingSide {
        if rook.file() > king.file() {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        }
    }

    /// The king's file after castling: g or c.
    pub const fn king_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::G,
            CastlingSide::QueenSide => File::C,
        }
    }

    /// The rook's file after castling: f or d.
    pub const fn rook_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::F,
            CastlingSide::QueenSide => File::D,
        }
    }

    /// The rook's file in standard chess: h or a.
    pub const fn standard_rook_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::H,
            CastlingSide::QueenSide => File::A,
        }
    }

    /// The king's square after castling (g1, c1, g8 or c8).
    pub const fn king_to(self, color: Color) -> Square {
        Square::from_coords(self.king_to_file(), Rank::First.relative_to(color))
    }

    /// The rook's square after castling (f1, d1, f8 or d8).
    pub const fn rook_to(self, color: Color) -> Square {
        Square::from_coords(self.rook_to_file(), Rank::First.relative_to(color))
    }

    /// The SAN of this castling: `O-O` or `O-O-O`.
    pub const fn san(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "O-O",
            CastlingSide::QueenSide => "O-O-O",
        }
    }
}

/// The king's file in standard chess.
pub const STANDARD_KING_FILE: File = File::E;

/// The castlings still allowed, each with the file of its rook (FEN's castling field).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct CastlingRights {
    /// Bits: white king side, white queen side, black king side, black queen side.
    mask: u8,
    /// The rook's file of each right, in the same order; the standard file when the right is off.
    rook_files: [File; 4],
    /// The squares of the rooks that keep a right: a move that touches none of them (and is
    /// not the king's) leaves the rights as they are, which most moves check at a glance.
    rooks: Bitboard,
}

impl Default for CastlingRights {
    fn default() -> CastlingRights {
        CastlingRights::NONE
    }
}

const fn index(color: Color, side: CastlingSide) -> usize {
    match (color, side) {
        (Color::White, CastlingSide::KingSide) => 0,
        (Color::White, CastlingSide::QueenSide) => 1,
        (Color::Black, CastlingSide::KingSide) => 2,
        (Color::Black, CastlingSide::QueenSide) => 3,
    }
}

const STANDARD_FILES: [File; 4] = [File::H, File::A, File::H, File::A];

impl CastlingRights {
    /// No castling for either side.
    pub const NONE: CastlingRights = CastlingRights {
        mask: 0,
        rook_files: STANDARD_FILES,
        rooks: Bitboard::EMPTY,
    };
    /// All four castlings of standard chess, as at the start.
    pub const ALL: CastlingRights = CastlingRights::NONE
        .with(Color::White, CastlingSide::KingSide)
        .with(Color::White, CastlingSide::QueenSide)
        .with(Color::Black, CastlingSide::KingSide)
        .with(Color::Black, CastlingSide::QueenSide);

    /// Does `color` still have the right to castle on `side`?
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.mask & (1 << index(color, side)) != 0
    }

    /// The square of the rook `color` may castle with on `side`, if that right is kept.
    pub const fn rook(self, color: Color, side: CastlingSide) -> Option<Square> {
        if self.has(color, side) {
            Some(Square::from_coords(
                self.rook_files[index(color, side)],
                Rank::First.relative_to(color),
            ))
        } else {
            None
        }
    }

    /// These rights plus one more, with the rook on the standard file (h or a).
    pub const fn with(self, color: Color, side: CastlingSide) -> CastlingRights {
        self.with_rook(color, side, side.standard_rook_file())
    }

    /// These rights plus one more, castling with the rook on `rook_file`.
    pub const fn with_rook(
        self,
        color: Color,
        side: CastlingSide,
        rook_file: File,
    ) -> CastlingRights {
        let without = self.without(color, side);
        let i = index(color, side);
        let mut rook_files = without.rook_files;
        rook_files[i] = rook_file;
        let rook = Square::from_coords(rook_file, Rank::First.relative_to(color));
        CastlingRights {
            mask: without.mask | (1 << i),
            rook_files,
            rooks: without.rooks.with(rook),
        }
    }

    /// These rights less one.
    pub const fn without(self, color: Color, side: CastlingSide) -> CastlingRights {
        let Some(rook) = self.rook(color, side) else {
            return self;
        };
        let i = index(color, side);
        let mut rook_files = self.rook_files;
        rook_files[i] = STANDARD_FILES[i];
        CastlingRights {
            mask: self.mask & !(1 << i),
            rook_files,
            rooks: self.rooks.without(rook),
        }
    }

    /// These rights less both of `color`'s.
    pub const fn without_color(self, color: Color) -> CastlingRights {
        self.without(color, CastlingSide::KingSide)
            .without(color, CastlingSide::QueenSide)
    }

    /// Does `color` have any castling right left?
    pub const fn has_any(self, color: Color) -> bool {
        self.has(color, CastlingSide::KingSide) || self.has(color, CastlingSide::QueenSide)
    }

    /// Is there no castling right left at all?
    pub const fn is_empty(self) -> bool {
        self.mask == 0
    }

    /// The rights as four bits (white king side, white queen side, black king side, black queen side).
    pub const fn bits(self) -> u8 {
        self.mask
    }

    /// The rights left after a move from `from` to `to`: moving the king ends both of its side's
    /// rights, and moving a castling rook or capturing it ends that rook's right.
    #[inline(always)]
    pub(crate) fn after_move(
        self,
        mover: Color,
        king_moved: bool,
        from: Square,
        to: Square,
    ) -> CastlingRights {
        let touched = self.rooks & Bitboard::from_square(from).with(to);
        if !king_moved && touched.is_empty() {
            return self;
        }
        let mut rights = if king_moved {
            self.without_color(mover)
        } else {
            self
        };
        for touched in touched {
            for color in Color::ALL {
                for side in CastlingSide::ALL {
                    if rights.rook(color, side) == Some(touched) {
                        rights = rights.without(color, side);
                    }
                }
            }
        }
        rights
    }

    /// Every right kept: its colour, side and rook's square.
    pub fn iter(self) -> impl Iterator<Item = (Color, CastlingSide, Square)> {
        Color::ALL
            .into_iter()
            .flat_map(|c| CastlingSide::ALL.into_iter().map(move |s| (c, s)))
            .filter_map(move |(c, s)| self.rook(c, s).map(|rook| (c, s, rook)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::test;

    #[test]
    fn castling_rights_lost_when_king_or_rook_moves_or_the_rook_is_taken() {
        let rights = CastlingRights::ALL;
        let white_king = rights.after_move(Color::White, true, Square::E1, Square::E2);
        assert!(!white_king.has_any(Color::White));
        assert!(white_king.has_any(Color::Black));
        let rook_taken = rights.after_move(Color::White, false, Square::B2, Square::H8);
        assert!(!rook_taken.has(Color::Black, CastlingSide::KingSide));
        assert!(rook_taken.has(Color::Black, CastlingSide::QueenSide));
        assert_eq!(
            rights.after_move(Color::White, false, Square::D2, Square::D4),
            rights
        );
        assert!(CastlingRights::NONE.is_empty());
    }

    #[test]
    fn chess960_rooks_on_any_file() {
        let rights = CastlingRights::NONE.with_rook(Color::White, CastlingSide::KingSide, File::G);
        assert_eq!(
            rights.rook(Color::White, CastlingSide::KingSide),
            Some(Square::G1)
        );
        assert_eq!(rights.rook(Color::White, CastlingSide::QueenSide), None);
        let gone = rights.after_move(Color::White, false, Square::G1, Square::G4);
        assert_eq!(
            gone,
            CastlingRights::NONE,
            "a removed right compares equal to none"
        );
        assert_eq!(CastlingSide::KingSide.king_to(Color::Black), Square::G8);
        assert_eq!(CastlingSide::QueenSide.rook_to(Color::White), Square::D1);
        assert_eq!(
            CastlingSide::of_rook(Square::D1, Square::B1),
            CastlingSide::QueenSide
        );
    }
}
