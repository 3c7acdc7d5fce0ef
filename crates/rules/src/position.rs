//! A legal game state: the board plus whose turn it is, castling rights, the en passant square
//! and the move counters, kept with the data move generation needs (checkers and pinned pieces)
//! and an incrementally updated Zobrist hash.

use crate::attacks::{self, tables, Tables};
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::castling::{CastlingMode, CastlingRights, CastlingSide};
use crate::moves::Move;
use crate::piece::{Color, Piece, Role};
use crate::setup::{PositionError, Setup};
use crate::square::{Rank, Square};
use crate::zobrist;
use std::fmt;

/// A position that can occur in a game: exactly one king each, the side not to move not in
/// check, consistent castling rights and en passant square. Obtain one from [`Position::new`],
/// [`Position::from_setup`] or [`Position::from_fen`](crate::fen); it stays legal through
/// [`Position::play`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    board: Board,
    turn: Color,
    castling: CastlingRights,
    /// The square a pawn skipped with its double step on the last move, as FEN records it,
    /// whether or not a capture there is possible.
    ep_square: Option<Square>,
    halfmove_clock: u32,
    fullmove_number: u32,
    /// Standard chess or Chess960: how castling is written in UCI.
    mode: CastlingMode,
    /// Zobrist hash of pieces, side to move and castling rights (en passant is added on demand).
    hash_without_ep: u64,
    /// The opponent's pieces giving check.
    checkers: Bitboard,
    /// The side to move's pieces that shield their king from an opponent's slider.
    pinned: Bitboard,
}

/// The move cannot be played in this position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMoveError {
    /// The refused move.
    pub mv: Move,
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a legal move in this position", self.mv)
    }
}

impl std::error::Error for IllegalMoveError {}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

impl Position {
    /// The starting position.
    pub fn new() -> Position {
        Position::from_setup(Setup::default(), CastlingMode::Standard)
            .expect("the starting position is legal")
    }

    /// Checks that a set-up can occur in a game of standard chess or Chess960 (`mode`) and
    /// makes it a position.
    ///
    /// # Errors
    /// A [`PositionError`] naming the first rule the set-up breaks.
    pub fn from_setup(setup: Setup, mode: CastlingMode) -> Result<Position, PositionError> {
        setup.validate(mode)?;
        let mut position = Position {
            board: setup.board,
            turn: setup.turn,
            castling: setup.castling,
            ep_square: setup.ep_square,
            halfmove_clock: setup.halfmove_clock,
            fullmove_number: setup.fullmove_number.max(1),
            mode,
            hash_without_ep: 0,
            checkers: Bitboard::EMPTY,
            pinned: Bitboard::EMPTY,
        };
        position.hash_without_ep = position.hash_from_scratch_without_ep();
        position.update_checkers_and_pins(tables());
        if position
            .board
            .attackers(position.their_king(), position.turn)
            .is_not_empty()
        {
            return Err(PositionError::OpponentInCheck(!position.turn));
        }
        if position.checkers.count() > 2 {
            return Err(PositionError::TooManyCheckers(position.checkers.count()));
        }
        Ok(position)
    }

    /// The set-up this position was made from: what FEN writes.
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.clone(),
            turn: self.turn,
            castling: self.castling,
            ep_square: self.ep_square,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
        }
    }

    /// Where the pieces stand.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Whose turn it is.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The castlings still allowed.
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// Standard chess or Chess960.
    pub fn castling_mode(&self) -> CastlingMode {
        self.mode
    }

    /// The move in UCI notation as this game's variant writes it (castling `e1g1` in standard
    /// chess, king takes rook in Chess960).
    pub fn uci(&self, mv: Move) -> String {
        mv.to_uci(self.mode)
    }

    /// The square a pawn skipped on the last move (FEN's en passant field), even when no
    /// capture there is possible. See [`Position::legal_ep_square`].
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// The en passant square only if an en passant capture is legal now: what makes positions
    /// differ for the repetition rule.
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        let t = tables();
        let capturers = attacks::pawn_attacks(!self.turn, ep) & self.our(Role::Pawn);
        capturers
            .into_iter()
            .any(|from| self.en_passant_is_legal(t, from, ep))
            .then_some(ep)
    }

    /// Half-moves since the last capture or pawn move (for the fifty-move rule).
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The move number, starting at 1 and counting up after each Black move.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }

    /// Does `mv` capture (en passant included)? Castling never does.
    pub fn is_capture(&self, mv: Move) -> bool {
        if mv.is_castle() {
            return false;
        }
        self.board.occupied().contains(mv.to())
            || (self.board.role_at(mv.from()) == Some(Role::Pawn)
                && mv.from().file() != mv.to().file())
    }

    /// Does `mv` take a pawn to its last rank, where it must be promoted (whatever piece, if
    /// any, the move names)?
    pub fn is_promotion(&self, mv: Move) -> bool {
        self.board.piece_at(mv.from()).is_some_and(|piece| {
            piece.role == Role::Pawn && mv.to().rank() == Rank::Eighth.relative_to(piece.color)
        })
    }

    /// The opponent's pieces that give check now.
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// Is the side to move in check?
    pub fn is_check(&self) -> bool {
        self.checkers.is_not_empty()
    }

    /// The side to move's pieces pinned to their king.
    pub fn pinned(&self) -> Bitboard {
        self.pinned
    }

    /// The side to move's king.
    #[inline(always)]
    pub fn our_king(&self) -> Square {
        (self.board.by_role(Role::King) & self.board.by_color(self.turn)).single_square()
    }

    #[inline(always)]
    fn their_king(&self) -> Square {
        (self.board.by_role(Role::King) & self.board.by_color(!self.turn)).single_square()
    }

    #[inline(always)]
    pub(crate) fn our(&self, role: Role) -> Bitboard {
        self.board.by_role(role) & self.board.by_color(self.turn)
    }

    /// The Zobrist hash: equal for positions the repetition rule counts as the same (pieces, side
    /// to move, castling rights and a legal en passant capture), and kept up to date move by move.
    /// (Inline: a search asks for it twice a node, and most positions have no en passant square.)
    #[inline]
    pub fn hash(&self) -> u64 {
        if self.ep_square.is_none() {
            return self.hash_without_ep;
        }
        self.hash_with_ep_square()
    }

    /// The hash without any en passant part.
    #[inline(always)]
    pub(crate) fn hash_without_ep(&self) -> u64 {
        self.hash_without_ep
    }

    #[inline(never)]
    fn hash_with_ep_square(&self) -> u64 {
        match self.legal_ep_square() {
            Some(ep) => self.hash_without_ep ^ zobrist::en_passant_key(ep.file()),
            None => self.hash_without_ep,
        }
    }

    /// The same hash as [`Position::hash`], computed from nothing; a check on the incremental one.
    pub fn hash_from_scratch(&self) -> u64 {
        let ep = self
            .legal_ep_square()
            .map_or(0, |ep| zobrist::en_passant_key(ep.file()));
        self.hash_from_scratch_without_ep() ^ ep
    }

    fn hash_from_scratch_without_ep(&self) -> u64 {
        let pieces = self
            .board
            .pieces()
            .fold(0, |hash, (sq, piece)| hash ^ zobrist::piece_key(piece, sq));
        pieces ^ zobrist::castling_key(self.castling) ^ zobrist::side_key(self.turn)
    }

    /// Plays a move if it is legal, returning the new position and leaving this one unchanged.
    ///
    /// # Errors
    /// [`IllegalMoveError`] if the move is not among [`Position::legal_moves`]; use
    /// [`Position::check_move`] to learn why.
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMoveError> {
        if !self.is_legal(mv) {
            return Err(IllegalMoveError { mv });
        }
        let mut next = self.clone();
        next.play_unchecked(mv);
        Ok(next)
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]). An illegal move leaves
    /// the position in an unspecified (but memory-safe) state.
    pub fn play_unchecked(&mut self, mv: Move) {
        let key = self.key_after(mv);
        self.play_unchecked_with_key(mv, key);
    }

    /// [`Position::play_unchecked`] for a caller that has the move's [`Position::key_after`]
    /// already (a search, which asks for it to prefetch the child's table entry), so it is not
    /// worked out twice. Any other `key` leaves the position with a wrong hash.
    pub fn play_unchecked_with_key(&mut self, mv: Move, key: u64) {
        let (from, to) = (mv.from(), mv.to());
        let us = self.turn;
        let them = !us;
        let Some(role) = self.board.role_at(from) else {
            debug_assert!(false, "no piece on {from} for {mv}");
            return;
        };
        // The hash has one source, `key_after`.
        self.hash_without_ep = key;
        self.halfmove_clock += 1;
        let previous_ep = self.ep_square.take();

        if mv.is_castle() {
            self.castle(us, from, to);
        } else {
            if let Some(captured) = self.board.role_at(to) {
                self.board.take(to, Piece::new(them, captured));
                self.halfmove_clock = 0;
            }
            let moved = Piece::new(us, role);
            let placed = Piece::new(us, mv.promotion().unwrap_or(role));
            self.board.take(from, moved);
            self.board.put(to, placed);
            if role == Role::Pawn {
                self.halfmove_clock = 0;
                if Some(to) == previous_ep {
                    let victim_square = Square::from_coords(to.file(), from.rank());
                    self.board.take(victim_square, Piece::new(them, Role::Pawn));
                } else if from.index() ^ to.index() == 16 {
                    self.ep_square = Some(Square::from_index_unchecked(
                        (from.index() as u8 + to.index() as u8) / 2,
                    ));
                }
            }
        }

        if !self.castling.is_empty() {
            self.castling = self.castling.after_move(us, role == Role::King, from, to);
        }
        self.turn = them;
        if us == Color::Black {
            self.fullmove_number += 1;
        }
        self.update_checkers_and_pins(tables());
    }

    /// Moves king and rook to their castled squares.
    fn castle(&mut self, us: Color, king_from: Square, rook_from: Square) {
        let side = CastlingSide::of_rook(king_from, rook_from);
        let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
        let (king, rook) = (Piece::new(us, Role::King), Piece::new(us, Role::Rook));
        // Both leave before either lands: in Chess960 one may land where the other stood.
        self.board.take(king_from, king);
        self.board.take(rook_from, rook);
        self.board.put(king_to, king);
        self.board.put(rook_to, rook);
    }

    /// The position with the turn passed to the opponent and nothing moved: what an engine's
    /// null-move pruning searches. Not a move of chess; meaningless when in check.
    pub fn null_move(&self) -> Position {
        let mut next = self.clone();
        next.ep_square = None;
        next.turn = !self.turn;
        next.halfmove_clock += 1;
        next.hash_without_ep ^= zobrist::side_key(Color::Black);
        next.update_checkers_and_pins(tables());
        next
    }

    /// Recomputes which opponent pieces give check and which of our pieces are pinned.
    #[inline(always)]
    fn update_checkers_and_pins(&mut self, t: &Tables) {
        let board = &self.board;
        let king = self.our_king();
        let theirs = board.by_color(!self.turn);
        let occupied = board.occupied();
        let mut checkers = ((attacks::knight_attacks(king) & board.by_role(Role::Knight))
            | (attacks::pawn_attacks(self.turn, king) & board.by_role(Role::Pawn)))
            & theirs;
        let snipers = ((t.rook(king, Bitboard::EMPTY) & board.straight_sliders())
            | (t.bishop(king, Bitboard::EMPTY) & board.diagonal_sliders()))
            & theirs;
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = t.between(king, sniper) & occupied;
            if blockers.is_empty() {
                checkers = checkers.with(sniper);
            } else if !blockers.more_than_one() {
                pinned |= blockers;
            }
        }
        self.checkers = checkers;
        self.pinned = pinned & board.by_color(self.turn);
    }

    /// Would capturing en passant from `from` onto `ep` leave our king safe? Played out on the
    /// occupancy, which covers the rare case of two pawns leaving the king's rank at once.
    #[inline(always)]
    pub(crate) fn en_passant_is_legal(&self, t: &Tables, from: Square, ep: Square) -> bool {
        let board = &self.board;
        let king = self.our_king();
        let victim = Square::from_coords(ep.file(), from.rank());
        let occupied = (board.occupied().without(from).without(victim)).with(ep);
        let theirs = board.by_color(!self.turn).without(victim);
        let attackers = (attacks::knight_attacks(king) & board.by_role(Role::Knight))
            | (attacks::pawn_attacks(self.turn, king) & board.by_role(Role::Pawn))
            | (t.bishop(king, occupied) & board.diagonal_sliders())
            | (t.rook(king, occupied) & board.straight_sliders());
        (attackers & theirs).is_empty()
    }
}
