//! Move ordering: the best move first makes alpha-beta cut early. Order: the transposition
//! table's move, captures that do not lose material (most valuable victim, least valuable
//! attacker), the two killer moves of this ply, quiet moves by history, losing captures last.

use crate::search::defs::MAX_PLY;
use crate::see::{see, value};
use arrayvec::ArrayVec;
use chess_rules::moves::MAX_MOVES;
use chess_rules::{Color, Move, MoveList, Position, Role};

const HISTORY_MAX: i32 = 16_384;

/// What the search learns about moves as it goes.
pub struct MoveOrdering {
    /// Per side, from-square and to-square: how often a quiet move caused a cut-off.
    history: Box<[[[i32; 64]; 64]; 2]>,
    killers: [[Option<Move>; 2]; MAX_PLY + 1],
    /// Root moves and their scores in the current iteration.
    root: Vec<(Move, i32)>,
}

impl Default for MoveOrdering {
    fn default() -> Self {
        MoveOrdering::new()
    }
}

impl MoveOrdering {
    /// Nothing learned yet.
    pub fn new() -> MoveOrdering {
        MoveOrdering {
            history: Box::new([[[0; 64]; 64]; 2]),
            killers: [[None; 2]; MAX_PLY + 1],
            root: Vec::new(),
        }
    }

    /// Halves the history at a new search, so older lessons fade.
    pub fn age_history(&mut self) {
        for side in self.history.iter_mut() {
            for from in side.iter_mut() {
                for value in from.iter_mut() {
                    *value /= 2;
                }
            }
        }
        self.killers = [[None; 2]; MAX_PLY + 1];
    }

    fn history(&self, color: Color, mv: Move) -> i32 {
        self.history[color.index()][mv.from().index()][mv.destination().index()]
    }

    /// How much less to reduce a move with a good history (more for a bad one).
    pub fn history_bias(&self, color: Color, mv: Move) -> i32 {
        self.history(color, mv) / (HISTORY_MAX / 2)
    }

    /// A quiet move caused a cut-off: it becomes a killer and its history grows, while the
    /// quiet moves tried before it shrink.
    pub fn reward_cutoff(
        &mut self,
        color: Color,
        mv: Move,
        tried: &[Move],
        depth: i32,
        ply: usize,
    ) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let bonus = (depth * depth).min(400) * 16;
        self.update_history(color, mv, bonus);
        for &other in tried {
            self.update_history(color, other, -bonus);
        }
    }

    fn update_history(&mut self, color: Color, mv: Move, bonus: i32) {
        let entry = &mut self.history[color.index()][mv.from().index()][mv.destination().index()];
        // Gravity: the closer to the bound, the less it moves, so values stay in range.
        *entry += bonus - *entry * bonus.abs() / HISTORY_MAX;
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
    ) -> MovePicker {
        let color = position.turn();
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
                    let mvv_lva = victim * 10 - attacker / 10 + promotion * 10;
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
                    ordering.history(color, mv)
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
