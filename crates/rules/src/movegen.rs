//! Legal move generation.
//!
//! Moves are generated legal from the start, not generated and then tested: a check mask limits
//! every piece to capturing the checker or blocking its line, pinned pieces move only along
//! their pin line, the king avoids attacked squares, and en passant is played out on the
//! occupancy. Moves are handed to a [`MoveSink`] as destination sets, so counting them (perft's
//! last ply) costs a popcount instead of a list.

use crate::attacks::{self, tables, Tables};
use crate::bitboard::Bitboard;
use crate::castling::CastlingSide;
use crate::moves::{Move, MoveList};
use crate::piece::Role;
use crate::position::Position;
use crate::square::{File, Rank, Square};

/// Receives generated moves, a set of destinations at a time.
pub(crate) trait MoveSink {
    /// Moves of the piece on `from` to each square of `to`, none of them a promotion.
    fn piece_moves(&mut self, from: Square, to: Bitboard);
    /// Promotions of the pawn on `from`: four moves (queen, rook, bishop, knight) per square.
    fn promotions(&mut self, from: Square, to: Bitboard);
    /// Pawn moves of many pawns at once: each square of `to` is reached from `to - delta`.
    fn pawn_moves(&mut self, to: Bitboard, delta: i8, promotion: bool);
    /// Castling of the king on `king` with the rook on `rook`.
    fn castling(&mut self, king: Square, rook: Square);
}

struct MoveCounter(usize);

impl MoveSink for MoveCounter {
    #[inline(always)]
    fn piece_moves(&mut self, _from: Square, to: Bitboard) {
        self.0 += to.count() as usize;
    }

    #[inline(always)]
    fn promotions(&mut self, _from: Square, to: Bitboard) {
        self.0 += 4 * to.count() as usize;
    }

    #[inline(always)]
    fn pawn_moves(&mut self, to: Bitboard, _delta: i8, promotion: bool) {
        self.0 += to.count() as usize * if promotion { 4 } else { 1 };
    }

    #[inline(always)]
    fn castling(&mut self, _king: Square, _rook: Square) {
        self.0 += 1;
    }
}

impl MoveSink for MoveList {
    #[inline(always)]
    fn piece_moves(&mut self, from: Square, to: Bitboard) {
        for to in to {
            self.push(Move::new(from, to, None));
        }
    }

    #[inline(always)]
    fn promotions(&mut self, from: Square, to: Bitboard) {
        for to in to {
            for role in Role::PROMOTIONS {
                self.push(Move::new(from, to, Some(role)));
            }
        }
    }

    #[inline(always)]
    fn pawn_moves(&mut self, to: Bitboard, delta: i8, promotion: bool) {
        for to in to {
            let from = Square::from_index_unchecked((to.index() as i8 - delta) as u8);
            if promotion {
                self.promotions(from, Bitboard::from_square(to));
            } else {
                self.push(Move::new(from, to, None));
            }
        }
    }

    #[inline(always)]
    fn castling(&mut self, king: Square, rook: Square) {
        self.push(Move::castle(king, rook));
    }
}

/// What `generate_moves` generates: every legal move, captures and promotions, or the rest.
const ALL: u8 = 0;
const CAPTURES: u8 = 1;
const QUIETS: u8 = 2;

const FILE_A: Bitboard = Bitboard::file(File::A);
const FILE_H: Bitboard = Bitboard::file(File::H);

/// Per-colour constants for pawn moves.
pub(crate) struct PawnDirection {
    /// +8 for White, -8 for Black.
    pub(crate) up: i8,
    /// The rank a single step from the start rank lands on (3 or 6): double steps pass it.
    pub(crate) double_step_rank: Bitboard,
    /// The rank where pawns promote.
    pub(crate) last_rank: Bitboard,
}

pub(crate) const PAWN_DIRECTIONS: [PawnDirection; 2] = [
    PawnDirection {
        up: 8,
        double_step_rank: Bitboard::rank(Rank::Third),
        last_rank: Bitboard::rank(Rank::Eighth),
    },
    PawnDirection {
        up: -8,
        double_step_rank: Bitboard::rank(Rank::Sixth),
        last_rank: Bitboard::rank(Rank::First),
    },
];

impl Position {
    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut moves);
        moves
    }

    /// The legal moves of the piece on `from` (none if it is not the side to move's piece).
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut moves = self.legal_moves();
        moves.retain(|mv| mv.from() == from);
        moves
    }

    /// The squares the piece on `from` may legally move to (what the board marks as hints).
    /// Castling is marked on the king's destination when that is two squares or more away (as
    /// in standard chess), else on the rook's square, the one way to say it in Chess960.
    pub fn legal_destinations(&self, from: Square) -> Bitboard {
        self.legal_moves_from(from)
            .iter()
            .map(
                |mv| match mv.is_castle() && mv.from().distance(mv.destination()) >= 2 {
                    true => mv.destination(),
                    false => mv.to(),
                },
            )
            .collect()
    }

    /// How many legal moves there are, without listing them.
    pub fn count_legal_moves(&self) -> usize {
        let mut counter = MoveCounter(0);
        self.generate(&mut counter);
        counter.0
    }

    /// Has the side to move any legal move at all?
    pub fn has_legal_moves(&self) -> bool {
        // Counting is cheap enough that an early exit would not pay for its branches.
        self.count_legal_moves() > 0
    }

    /// The legal captures (en passant included) and promotions: what a quiescence search
    /// looks at.
    pub fn legal_captures(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.extend_with_legal_captures(&mut moves);
        moves
    }

    /// Appends the legal captures and promotions to `moves` (a search's staged move picker
    /// fills its own list, with no copy of a returned one).
    pub fn extend_with_legal_captures(&self, moves: &mut MoveList) {
        self.generate_moves::<MoveList, CAPTURES>(moves);
    }

    /// Appends the legal quiet moves (neither a capture nor a promotion; castling included) to
    /// `moves`: with [`Position::extend_with_legal_captures`], every legal move exactly once.
    pub fn extend_with_legal_quiets(&self, moves: &mut MoveList) {
        self.generate_moves::<MoveList, QUIETS>(moves);
    }

    #[inline(always)]
    pub(crate) fn generate<S: MoveSink>(&self, sink: &mut S) {
        self.generate_moves::<S, ALL>(sink);
    }

    /// Generates the legal moves of one kind: all of them, captures and promotions only, or
    /// the rest (quiet moves).
    #[inline(always)]
    fn generate_moves<S: MoveSink, const KIND: u8>(&self, sink: &mut S) {
        let t = tables();
        let ours = self.board().by_color(self.turn());
        let theirs = self.board().by_color(!self.turn());
        let king = self.our_king();
        let king_excluded = match KIND {
            CAPTURES => !theirs,
            QUIETS => ours | theirs,
            _ => ours,
        };
        self.generate_king_steps(t, sink, king, king_excluded);
        let checkers = self.checkers();
        if checkers.more_than_one() {
            return; // Double check: only the king can move.
        }
        // Every non-king move must land on `target`: when in check, capture the checker or block.
        let target = match checkers.first() {
            Some(checker) => t.between(king, checker).with(checker),
            None => !ours,
        };
        if checkers.is_empty() && KIND != CAPTURES {
            self.generate_castling(t, sink, king);
        }
        let last_rank = PAWN_DIRECTIONS[self.turn().index()].last_rank;
        let (piece_target, pawn_target) = match KIND {
            CAPTURES => (target & theirs, target & (theirs | last_rank)),
            QUIETS => (target - theirs, target - theirs - last_rank),
            _ => (target, target),
        };
        self.generate_piece_moves(t, sink, king, piece_target);
        self.generate_pawn_moves(t, sink, king, pawn_target);
        if KIND != QUIETS {
            self.generate_en_passant(t, sink);
        }
    }

    #[inline(always)]
    fn generate_king_steps<S: MoveSink>(
        &self,
        t: &Tables,
        sink: &mut S,
        king: Square,
        excluded: Bitboard,
    ) {
        let board = self.board();
        // Without the king on the board, a slider's ray reaches the squares behind the king too.
        let occupied = board.occupied().without(king);
        let them = !self.turn();
        let safe = (attacks::king_attacks(king) - excluded)
            .filter(|&to| board.attackers_with(t, to, them, occupied).is_empty())
            .collect();
        sink.piece_moves(king, safe);
    }

    #[inline(always)]
    fn generate_castling<S: MoveSink>(&self, t: &Tables, sink: &mut S, king: Square) {
        let us = self.turn();
        if !self.castling_rights().has_any(us) {
            return;
        }
        for side in CastlingSide::ALL {
            if let Some(rook) = self.castling_rights().rook(us, side) {
                if self.castling_is_legal(t, king, rook, side) {
                    sink.castling(king, rook);
                }
            }
        }
    }

    /// Castling with the rook on `rook`, when not in check: every square king and rook cross or
    /// land on is empty (but for the two of them), and no square the king crosses or lands on
    /// is attacked. Attacks are seen without king and rook, which covers the Chess960 case of
    /// a rook that shielded the king's destination.
    #[inline(always)]
    pub(crate) fn castling_is_legal(
        &self,
        t: &Tables,
        king: Square,
        rook: Square,
        side: CastlingSide,
    ) -> bool {
        let us = self.turn();
        let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
        let king_path = t.between(king, king_to).with(king_to);
        let rook_path = t.between(rook, rook_to).with(rook_to);
        let others = self.board().occupied().without(king).without(rook);
        if ((king_path | rook_path) & others).is_not_empty() {
            return false;
        }
        king_path
            .into_iter()
            .all(|sq| self.board().attackers_with(t, sq, !us, others).is_empty())
    }

    /// Knights, bishops, rooks and queens.
    #[inline(always)]
    fn generate_piece_moves<S: MoveSink>(
        &self,
        t: &Tables,
        sink: &mut S,
        king: Square,
        target: Bitboard,
    ) {
        let board = self.board();
        let ours = board.by_color(self.turn());
        let occupied = board.occupied();
        let free = ours - self.pinned();
        for from in board.by_role(Role::Knight) & free {
            sink.piece_moves(from, attacks::knight_attacks(from) & target);
        }
        for from in board.diagonal_sliders() & free {
            sink.piece_moves(from, t.bishop(from, occupied) & target);
        }
        for from in board.straight_sliders() & free {
            sink.piece_moves(from, t.rook(from, occupied) & target);
        }
        if self.is_check() {
            return; // A pinned piece can never stop a check.
        }
        // A pinned knight never moves; pinned sliders stay on the line through their king.
        let pinned = ours & self.pinned();
        for from in board.diagonal_sliders() & pinned {
            sink.piece_moves(from, t.bishop(from, occupied) & target & t.line(king, from));
        }
        for from in board.straight_sliders() & pinned {
            sink.piece_moves(from, t.rook(from, occupied) & target & t.line(king, from));
        }
    }

    #[inline(always)]
    fn generate_pawn_moves<S: MoveSink>(
        &self,
        t: &Tables,
        sink: &mut S,
        king: Square,
        target: Bitboard,
    ) {
        let board = self.board();
        let us = self.turn();
        let direction = &PAWN_DIRECTIONS[us.index()];
        let up = direction.up;
        let theirs = board.by_color(!us);
        let empty = !board.occupied();
        let pawns = self.our(Role::Pawn);
        let free = pawns - self.pinned();

        let single = free.shift(up) & empty;
        let double = (single & direction.double_step_rank).shift(up) & empty & target;
        let single = single & target;
        let capture_towards_a = (free - FILE_A).shift(up - 1) & theirs & target;
        let capture_towards_h = (free - FILE_H).shift(up + 1) & theirs & target;
        for (to, delta) in [
            (single, up),
            (capture_towards_a, up - 1),
            (capture_towards_h, up + 1),
        ] {
            sink.pawn_moves(to - direction.last_rank, delta, false);
            sink.pawn_moves(to & direction.last_rank, delta, true);
        }
        sink.pawn_moves(double, 2 * up, false);

        if self.is_check() {
            return;
        }
        for from in pawns & self.pinned() {
            let one_step = Bitboard::from_square(from).shift(up) & empty;
            let two_steps = (one_step & direction.double_step_rank).shift(up) & empty;
            let captures = attacks::pawn_attacks(us, from) & theirs;
            let to = (one_step | two_steps | captures) & t.line(king, from) & target;
            if (to & direction.last_rank).is_not_empty() {
                sink.promotions(from, to);
            } else {
                sink.piece_moves(from, to);
            }
        }
    }

    #[inline(always)]
    fn generate_en_passant<S: MoveSink>(&self, t: &Tables, sink: &mut S) {
        let Some(ep) = self.ep_square() else {
            return;
        };
        let capturers = attacks::pawn_attacks(!self.turn(), ep) & self.our(Role::Pawn);
        for from in capturers {
            if self.en_passant_is_legal(t, from, ep) {
                sink.piece_moves(from, Bitboard::from_square(ep));
            }
        }
    }
}
