//! The Laws of Chess, as the FIDE handbook states them: positions, legal moves, check,
//! checkmate, stalemate and the draw rules, with FEN, SAN, UCI and PGN.
//!
//! Pure Rust with no web dependencies: it builds natively and for `wasm32-unknown-unknown`, and
//! the board, the engine and the game records all call it.
//!
//! ```
//! use chess_rules::Position;
//! let position = Position::new();
//! assert_eq!(position.legal_moves().len(), 20);
//! ```

pub mod attacks;
pub mod bitboard;
pub mod board;
pub mod castling;
pub mod chess960;
pub mod explain;
pub mod fen;
pub mod game;
mod gives_check;
mod key_after;
mod legality;
mod magics;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod outcome;
pub mod perft;
pub mod pgn;
pub mod piece;
pub mod position;
mod premove;
pub mod san;
pub mod setup;
pub mod square;
#[cfg(test)]
mod testing;
pub mod tree;
pub mod uci;
mod zobrist;

pub use bitboard::Bitboard;
pub use board::Board;
pub use castling::{CastlingMode, CastlingRights, CastlingSide};
pub use explain::{IllegalMoveReason, PlacedPiece, RightLostBy};
pub use fen::{FenError, STARTING_FEN};
pub use game::{Game, GameError, PlayedMove};
pub use moves::{Move, MoveList};
pub use notation::ParseMoveError;
pub use outcome::{DrawReason, Outcome, WinReason};
pub use piece::{Color, Piece, Role};
pub use position::{IllegalMoveError, Position};
pub use san::{San, SanError, SanPlus, Suffix};
pub use setup::{PositionError, Setup};
pub use square::{File, Rank, Square};
pub use tree::{MoveTree, Node, NodeId};
pub use uci::UciError;
