//! A set-up is what a FEN describes, before anyone checked that it could occur in a game.
//! [`Position::from_setup`](crate::Position::from_setup) checks it with [`Setup::validate`].

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::{CastlingRights, CastlingSide};
use crate::piece::{Color, Piece, Role};
use crate::square::Square;
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
    /// A castling right whose king or rook is not on its starting square.
    CastlingRightWithoutPieces(Color, CastlingSide),
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
            PositionError::CastlingRightWithoutPieces(color, side) => write!(
                f,
                "{color} cannot have the right to castle {}: that needs the king on {} and the rook on {}",
                side.name(),
                side.king_from(*color),
                side.rook_from(*color)
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
    ///
    /// # Errors
    /// The first [`PositionError`] found.
    pub fn validate(&self) -> Result<(), PositionError> {
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
        for (color, side) in self.castling.iter() {
            let king_home =
                board.piece_at(side.king_from(color)) == Some(Piece::new(color, Role::King));
            let rook_home =
                board.piece_at(side.rook_from(color)) == Some(Piece::new(color, Role::Rook));
            if !(king_home && rook_home) {
                return Err(PositionError::CastlingRightWithoutPieces(color, side));
            }
        }
        if let Some(ep) = self.ep_square {
            if !self.en_passant_square_is_possible(ep) {
                return Err(PositionError::ImpossibleEnPassant(ep));
            }
        }
        Ok(())
    }

    /// The square must be on the sixth rank from the mover's side, empty, with the square the
    /// pawn came from empty and the opponent's pawn just beyond it.
    fn en_passant_square_is_possible(&self, ep: Square) -> bool {
        let them = !self.turn;
        let forward: i8 = if them == Color::White { 1 } else { -1 };
        let expected_rank = if them == Color::White { 2 } else { 5 };
        let (Some(origin), Some(pawn_square)) = (ep.offset(0, -forward), ep.offset(0, forward))
        else {
            return false;
        };
        ep.rank().index() == expected_rank
            && self.board.piece_at(ep).is_none()
            && self.board.piece_at(origin).is_none()
            && self.board.piece_at(pawn_square) == Some(Piece::new(them, Role::Pawn))
    }
}
