//! A set-up is what a FEN describes, before anyone checked that it could occur in a game.
//! [`Position::from_setup`](crate::Position::from_setup) checks it with [`Setup::validate`].

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::{CastlingMode, CastlingRights, CastlingSide, STANDARD_KING_FILE};
use crate::piece::{Color, Piece, Role};
use crate::square::{Rank, Square};
use std::fmt;

/// Pieces, side to move, castling rights, en passant square and counters, unchecked.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    /// Where the pieces stand.
    pub board: Board,
    /// Whose turn it is.
    pub turn: Color,
    /// The castlings still allowed.
    pub castling: CastlingRights,
    /// The square a pawn skipped with a double step on the last move.
    pub ep_square: Option<Square>,
    /// Half-moves since the last capture or pawn move.
    pub halfmove_clock: u32,
    /// The move number (1 at the start).
    pub fullmove_number: u32,
}

impl Default for Setup {
    /// The starting position.
    fn default() -> Setup {
        Setup {
            board: Board::starting(),
            turn: Color::White,
            castling: CastlingRights::ALL,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }
}

/// Why a set-up cannot occur in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// This side has no king.
    MissingKing(Color),
    /// This side has more than one king.
    TooManyKings(Color),
    /// A pawn stands on the first or eighth rank.
    PawnOnBackRank(Square),
    /// This side has more than eight pawns.
    TooManyPawns(Color),
    /// This side has more than sixteen pieces.
    TooManyPieces(Color),
    /// A castling right whose king or rook is not where castling needs it.
    CastlingRightWithoutPieces(Color, CastlingSide),
    /// In Chess960: a castling right without the king on its first rank and the rook on the
    /// named side of it.
    Chess960CastlingWithoutPieces(Color, CastlingSide),
    /// The en passant square is not one a pawn just skipped.
    ImpossibleEnPassant(Square),
    /// The side that is not to move is in check, so the side to move could take its king.
    OpponentInCheck(Color),
    /// The king is in check from more pieces than one move can uncover.
    TooManyCheckers(u32),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::MissingKing(color) => write!(f, "{color} has no king"),
            PositionError::TooManyKings(color) => write!(f, "{color} has more than one king"),
            PositionError::PawnOnBackRank(sq) => write!(
                f,
                "there is a pawn on {sq}, but pawns never stand on the first or last rank"
            ),
            PositionError::TooManyPawns(color) => write!(f, "{color} has more than 8 pawns"),
            PositionError::TooManyPieces(color) => write!(f, "{color} has more than 16 pieces"),
            PositionError::CastlingRightWithoutPieces(color, side) => {
                let rank = Rank::First.relative_to(*color);
                write!(
                    f,
                    "{color} cannot have the right to castle {}: that needs the king on {} and the rook on {}",
                    side.name(),
                    Square::from_coords(STANDARD_KING_FILE, rank),
                    Square::from_coords(side.standard_rook_file(), rank),
                )
            }
            PositionError::Chess960CastlingWithoutPieces(color, side) => write!(
                f,
                "{color} cannot have the right to castle {}: that needs the king on rank {} with a rook on its {} side",
                side.name(),
                Rank::First.relative_to(*color).to_char(),
                match side {
                    CastlingSide::KingSide => "h-file",
                    CastlingSide::QueenSide => "a-file",
                }
            ),
            PositionError::ImpossibleEnPassant(sq) => write!(
                f,
                "{sq} cannot be the en passant square: no pawn can just have moved two squares past it"
            ),
            PositionError::OpponentInCheck(color) => write!(
                f,
                "{color} is in check but it is not {color}'s turn, which cannot happen"
            ),
            PositionError::TooManyCheckers(n) => write!(
                f,
                "the king is in check from {n} pieces at once, which no move can cause"
            ),
        }
    }
}

impl std::error::Error for PositionError {}

impl Setup {
    /// Checks the rules a position must obey that need no move generation. The king safety of
    /// the side not to move is checked by [`Position::from_setup`](crate::Position::from_setup).
    /// In standard chess a castling right needs the king on the e-file and the rook in the
    /// corner; in Chess960 the king anywhere on its first rank with the rook on that side of it.
    ///
    /// # Errors
    /// The first [`PositionError`] found.
    pub fn validate(&self, mode: CastlingMode) -> Result<(), PositionError> {
        let board = &self.board;
        for color in Color::ALL {
            let kings = board.by_piece(Piece::new(color, Role::King)).count();
            if kings == 0 {
                return Err(PositionError::MissingKing(color));
            }
            if kings > 1 {
                return Err(PositionError::TooManyKings(color));
            }
            if board.by_piece(Piece::new(color, Role::Pawn)).count() > 8 {
                return Err(PositionError::TooManyPawns(color));
            }
            if board.by_color(color).count() > 16 {
                return Err(PositionError::TooManyPieces(color));
            }
        }
        if let Some(sq) = (board.by_role(Role::Pawn) & Bitboard::BACK_RANKS).first() {
            return Err(PositionError::PawnOnBackRank(sq));
        }
        for (color, side, rook) in self.castling.iter() {
            if !self.castling_right_is_possible(mode, color, side, rook) {
                return Err(match mode {
                    CastlingMode::Standard => {
                        PositionError::CastlingRightWithoutPieces(color, side)
                    }
                    CastlingMode::Chess960 => {
                        PositionError::Chess960CastlingWithoutPieces(color, side)
                    }
                });
            }
        }
        if let Some(ep) = self.ep_square {
            if !self.en_passant_square_is_possible(ep) {
                return Err(PositionError::ImpossibleEnPassant(ep));
            }
        }
        Ok(())
    }

    /// Are the king and the rook where a castling right needs them? (A board editor offers
    /// only the rights this allows.)
    pub fn castling_right_is_possible(
        &self,
        mode: CastlingMode,
        color: Color,
        side: CastlingSide,
        rook: Square,
    ) -> bool {
        let Some(king) = self.board.king_of(color) else {
            return false;
        };
        let on_home_rank = king.rank() == Rank::First.relative_to(color);
        let rook_there = self.board.piece_at(rook) == Some(Piece::new(color, Role::Rook));
        let placed = match mode {
            CastlingMode::Standard => {
                king.file() == STANDARD_KING_FILE && rook.file() == side.standard_rook_file()
            }
            CastlingMode::Chess960 => CastlingSide::of_rook(king, rook) == side && rook != king,
        };
        on_home_rank && rook_there && placed
    }

    /// The square must be on the sixth rank from the mover's side, empty, with the square the
    /// pawn came from empty and the opponent's pawn just beyond it.
    pub fn en_passant_square_is_possible(&self, ep: Square) -> bool {
        let them = !self.turn;
        let forward: i8 = if them == Color::White { 1 } else { -1 };
        let (Some(origin), Some(pawn_square)) = (ep.offset(0, -forward), ep.offset(0, forward))
        else {
            return false;
        };
        ep.rank() == Rank::Third.relative_to(them)
            && self.board.piece_at(ep).is_none()
            && self.board.piece_at(origin).is_none()
            && self.board.piece_at(pawn_square) == Some(Piece::new(them, Role::Pawn))
    }
}
