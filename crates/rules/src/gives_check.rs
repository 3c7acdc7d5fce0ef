//! Does a move give check? Answered before the move is played, so a search can decide to
//! prune a move without making it (playing costs a copy of the position and an update of
//! its every derived set).

use crate::attacks::{self, tables};
use crate::moves::Move;
use crate::piece::{Piece, Role};
use crate::position::Position;

impl Position {
    /// Does the legal move `mv` give check? The same answer as playing it and asking
    /// [`Position::is_check`].
    pub fn gives_check(&self, mv: Move) -> bool {
        let board = self.board();
        let (from, to) = (mv.from(), mv.to());
        let Some(role) = board.role_at(from) else {
            return false;
        };
        let en_passant = role == Role::Pawn && Some(to) == self.ep_square();
        if mv.is_castle() || en_passant {
            // The rook's check, or a line opened by the pawn taken: rare, so played out.
            let mut after = self.clone();
            after.play_unchecked(mv);
            return after.is_check();
        }
        let us = self.turn();
        let Some(king) = board.king_of(!us) else {
            return false;
        };
        let t = tables();
        let occupied = board.occupied().without(from).with(to);
        let placed = Piece::new(us, mv.promotion().unwrap_or(role));
        if attacks::piece_attacks(placed, to, occupied).contains(king) {
            return true;
        }
        // A line to the king that the move opened (the mover itself is counted above).
        let ours = board.by_color(us).without(from);
        let diagonal = t.bishop(king, occupied) & board.diagonal_sliders();
        let straight = t.rook(king, occupied) & board.straight_sliders();
        ((diagonal | straight) & ours).is_not_empty()
    }
}
