//! The hash a move leads to, found without playing it: a search asks the processor to start
//! loading the child's table entry this early, so the load overlaps the making of the move
//! (a copy of the position and an update of its every derived set) instead of stalling the
//! child's first read. `Position::play_unchecked` takes its hash from here too, so the two
//! cannot disagree.

use crate::moves::Move;
use crate::piece::{Color, Piece, Role};
use crate::position::Position;
use crate::square::Square;
use crate::zobrist;

impl Position {
    /// The [`Position::hash`] the position has after the legal move `mv`, but for an en
    /// passant capture the move makes possible (a pawn's double step next to an enemy pawn),
    /// whose part of the hash is left out: that needs the move made to decide.
    #[inline(always)]
    pub fn key_after(&self, mv: Move) -> u64 {
        let board = self.board();
        let (from, to) = (mv.from(), mv.to());
        let Some(role) = board.role_at(from) else {
            return self.hash();
        };
        let us = self.turn();
        let mut key = self.hash_without_ep() ^ zobrist::side_key(Color::Black);
        if mv.is_castle() {
            key ^= zobrist::castle_key(us, from, to);
        } else {
            let moved = Piece::new(us, role);
            let placed = Piece::new(us, mv.promotion().unwrap_or(role));
            key ^= zobrist::piece_key(moved, from) ^ zobrist::piece_key(placed, to);
            if let Some(captured) = board.role_at(to) {
                key ^= zobrist::piece_key(Piece::new(!us, captured), to);
            } else if role == Role::Pawn && Some(to) == self.ep_square() {
                let victim_square = Square::from_coords(to.file(), from.rank());
                key ^= zobrist::piece_key(Piece::new(!us, Role::Pawn), victim_square);
            }
        }
        let castling = self.castling_rights();
        if !castling.is_empty() {
            let after = castling.after_move(us, role == Role::King, from, to);
            key ^= zobrist::castling_key(castling) ^ zobrist::castling_key(after);
        }
        key
    }
}
