//! Move ordering: the best move first makes alpha-beta cut early. Order: the transposition
//! table's move, captures that do not lose material (most valuable victim, least valuable
//! attacker), the two killer moves of this ply, quiet moves by their butterfly and
//! continuation histories (`crate::history`), losing captures last.

use crate::defs::MAX_PLY;
use crate::history::{bonus, Continuation, History, HISTORY_MAX};
use crate::see::{see, value};
use arrayvec::ArrayVec;
use chess_rules::moves::MAX_MOVES;
use chess_rules::{Move, MoveList, Position, Role};

/// What the search learns about moves as it goes.
pub struct MoveOrdering {
    history: History,
    killers: [[Option<Move>; 2]; MAX_PLY + 1],
    /// Root moves and their scores in the current iteration.
    root: Vec<(Move, i32)>,
}

impl Default for MoveOrdering {
    fn default() -> Self {
        MoveOrdering::new()
    }
}

/// A quiet move that caused a cut-off, and the moves tried before it at that node.
pub struct Cutoff<'a> {
    /// The move that reached beta.
    pub best: Move,
    /// The quiet moves searched before it.
    pub quiets_tried: &'a [Move],
    /// The depth the node was searched to.
    pub depth: i32,
    /// The node's distance from the root.
    pub ply: usize,
}

impl MoveOrdering {
    /// Nothing learned yet.
    pub fn new() -> MoveOrdering {
        MoveOrdering {
            history: History::new(),
            killers: [[None; 2]; MAX_PLY + 1],
            root: Vec::new(),
        }
    }

    /// Halves the history at a new search, so older lessons fade, and forgets the killers.
    pub fn age_history(&mut self) {
        self.history.age();
        self.killers = [[None; 2]; MAX_PLY + 1];
    }

    /// How much less to reduce a quiet move with a good history (more for a bad one).
    pub fn history_bias(&self, position: &Position, mv: Move) -> i32 {
        self.history.butterfly(position.turn(), mv) / (HISTORY_MAX / 2)
    }

    /// A quiet move caused a cut-off: it becomes a killer and its histories grow, while the
    /// quiet moves tried before it shrink.
    pub fn reward_cutoff(&mut self, position: &Position, cutoff: &Cutoff, context: &Continuation) {
        let bonus = bonus(cutoff.depth);
        let killers = &mut self.killers[cutoff.ply];
        if killers[0] != Some(cutoff.best) {
            killers[1] = killers[0];
            killers[0] = Some(cutoff.best);
        }
        self.history
            .update_quiet(position, cutoff.best, context, bonus);
        for &tried in cutoff.quiets_tried {
            self.history.update_quiet(position, tried, context, -bonus);
        }
    }

    /// A capture caused a cut-off: its history grows, the captures tried before it shrink.
    pub fn reward_capture(
        &mut self,
        position: &Position,
        best: Move,
        captures_tried: &[Move],
        depth: i32,
    ) {
        let bonus = bonus(depth);
        self.history.update_capture(position, best, bonus);
        for &tried in captures_tried {
            self.history.update_capture(position, tried, -bonus);
        }
    }

    /// Notes a root move's score (`first`: the iteration's first move, which starts a new list).
    pub fn record_root_score(&mut self, mv: Move, score: i32, first: bool) {
        if first {
            self.root.clear();
        }
        self.root.retain(|(m, _)| *m != mv);
        self.root.push((mv, score));
    }

    /// The root moves of the last iteration, best first.
    pub fn root_scores(&self) -> Vec<(Move, i32)> {
        let mut scores = self.root.clone();
        scores.sort_by_key(|&(_, score)| -score);
        scores
    }
}

/// Hands out a node's moves best first, scoring them once and picking lazily: after a cut-off
/// the rest are never sorted.
pub struct MovePicker {
    moves: ArrayVec<(Move, i32, bool), MAX_MOVES>,
    next: usize,
}

impl MovePicker {
    /// Scores the moves of a node.
    pub fn new(
        position: &Position,
        moves: &MoveList,
        tt_move: Option<Move>,
        ordering: &MoveOrdering,
        ply: usize,
        context: &Continuation,
    ) -> MovePicker {
        let killers = ordering.killers[ply.min(MAX_PLY)];
        let scored = moves
            .iter()
            .map(|&mv| {
                let capture = position.is_capture(mv);
                let quiet = !capture && mv.promotion().is_none();
                let score = if Some(mv) == tt_move {
                    i32::MAX
                } else if !quiet {
                    let victim = position
                        .board()
                        .role_at(mv.to())
                        .map_or(value(Role::Pawn), value);
                    let attacker = position.board().role_at(mv.from()).map_or(0, value);
                    let promotion = mv.promotion().map_or(0, value);
                    let mvv_lva = victim * 10 - attacker / 10
                        + promotion * 10
                        + ordering.history.capture(position, mv) / 16;
                    if mv.promotion().is_some_and(|r| r != Role::Queen) {
                        -1_000_000 + mvv_lva
                    } else if see(position, mv) >= 0 {
                        2_000_000 + mvv_lva
                    } else {
                        -500_000 + mvv_lva
                    }
                } else if killers[0] == Some(mv) {
                    1_000_000
                } else if killers[1] == Some(mv) {
                    900_000
                } else {
                    ordering.history.quiet(position, mv, context)
                };
                (mv, score, quiet)
            })
            .collect();
        MovePicker {
            moves: scored,
            next: 0,
        }
    }

    /// The best move not yet handed out, and whether it is quiet (no capture, no promotion).
    pub fn next_move(&mut self) -> Option<(Move, bool)> {
        let rest = self.moves.get(self.next..)?;
        let best = rest
            .iter()
            .enumerate()
            .max_by_key(|(_, &(_, score, _))| score)?
            .0
            + self.next;
        self.moves.swap(self.next, best);
        let (mv, _, quiet) = self.moves[self.next];
        self.next += 1;
        Some((mv, quiet))
    }
}
