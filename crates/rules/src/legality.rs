//! Is one given move legal? Answered from the move's own squares, without generating the
//! position's other moves: a search asks it of every move it did not generate (the table's
//! move, the killers) at most nodes, so it has to cost a handful of table lookups.

use crate::attacks::{self, tables};
use crate::bitboard::Bitboard;
use crate::movegen::PAWN_DIRECTIONS;
use crate::moves::Move;
use crate::piece::{Piece, Role};
use crate::position::Position;

impl Position {
    /// Is `mv` one of the legal moves? The same answer as looking for it among
    /// [`Position::legal_moves`], for any move at all (a stale one from another position
    /// included).
    pub fn is_legal(&self, mv: Move) -> bool {
        let board = self.board();
        let from = mv.from();
        if !board.by_color(self.turn()).contains(from) {
            return false;
        }
        let Some(role) = board.role_at(from) else {
            return false;
        };
        // Castling and en passant are rare and have rules of their own: ask the generator.
        let en_passant = role == Role::Pawn && Some(mv.to()) == self.ep_square();
        if mv.is_castle() || en_passant {
            return self.legal_moves_from(from).contains(&mv);
        }
        if !self.has_legal_shape(mv, role) {
            return false;
        }
        if role == Role::King {
            let occupied = board.occupied().without(from);
            return board
                .attackers_with(tables(), mv.to(), !self.turn(), occupied)
                .is_empty();
        }
        self.keeps_king_safe(mv)
    }

    /// Does the piece reach `mv`'s square (not one of its own), with a promotion exactly when
    /// a pawn reaches the last rank? Nothing about the king's safety yet.
    fn has_legal_shape(&self, mv: Move, role: Role) -> bool {
        let board = self.board();
        let (from, to) = (mv.from(), mv.to());
        let us = self.turn();
        let occupied = board.occupied();
        let reach = match role {
            Role::Pawn => self.pawn_reach(mv),
            _ => attacks::piece_attacks(Piece::new(us, role), from, occupied),
        };
        if !(reach - board.by_color(us)).contains(to) {
            return false;
        }
        let promotes = role == Role::Pawn && PAWN_DIRECTIONS[us.index()].last_rank.contains(to);
        match mv.promotion() {
            Some(promotion) => promotes && Role::PROMOTIONS.contains(&promotion),
            None => !promotes,
        }
    }

    /// Where the pawn on `mv`'s square may go: a step or a double step onto empty squares,
    /// a capture of an opponent's piece (en passant is left to the generator).
    fn pawn_reach(&self, mv: Move) -> Bitboard {
        let board = self.board();
        let us = self.turn();
        let direction = &PAWN_DIRECTIONS[us.index()];
        let empty = !board.occupied();
        let one_step = Bitboard::from_square(mv.from()).shift(direction.up) & empty;
        let two_steps = (one_step & direction.double_step_rank).shift(direction.up) & empty;
        let captures = attacks::pawn_attacks(us, mv.from()) & board.by_color(!us);
        one_step | two_steps | captures
    }

    /// Does a move of a piece other than the king, of a legal shape, leave its king safe? In
    /// check it must take the checker or block it (and a double check no other piece can
    /// meet); a pinned piece stays on the line through its king.
    fn keeps_king_safe(&self, mv: Move) -> bool {
        let t = tables();
        let king = self.our_king();
        let checkers = self.checkers();
        if checkers.more_than_one() {
            return false;
        }
        if let Some(checker) = checkers.first() {
            if !t.between(king, checker).with(checker).contains(mv.to()) {
                return false;
            }
        }
        !self.pinned().contains(mv.from()) || t.line(king, mv.from()).contains(mv.to())
    }
}
