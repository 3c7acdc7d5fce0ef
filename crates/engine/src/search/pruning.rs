//! Pruning: what a node may skip. Before any move, at a zero-window node, reverse futility,
//! razoring and the null move; move by move, at any node below the root once a move has been
//! searched, late-move, futility, history and SEE pruning, decided from the move's own data
//! before it is made.

use super::node::{Candidate, MoveLoop, Node, NodeKind};
use super::parameters::*;
use super::{Environment, Searcher};
use crate::defs::MATE_BOUND;
use crate::see::see_at_least;
use crate::tt::{Bound, Entry};
use chess_rules::{Position, Role};

impl Searcher {
    /// Reverse futility and null-move pruning at a zero-window node not in check.
    pub(super) fn prune_before_moves(
        &mut self,
        position: &Position,
        hash: u64,
        node: &Node,
        static_eval: i32,
        improving: bool,
        env: &dyn Environment,
    ) -> Option<i32> {
        let (depth, beta) = (node.depth, node.beta);
        // Reverse futility: far above beta at low depth, the opponent will not get back.
        let margin = RFP_MARGIN.get() * (depth - i32::from(improving));
        if depth <= RFP_MAX_DEPTH && static_eval - margin >= beta && beta.abs() < MATE_BOUND {
            return Some(static_eval);
        }
        // Razoring: so far below alpha that only a capture could help; if the quiescence
        // search agrees, the node fails low.
        if depth <= RAZOR_MAX_DEPTH
            && static_eval + RAZOR_MARGIN.get() * depth < node.alpha
            && node.alpha.abs() < MATE_BOUND
        {
            let score = self.quiescence(position, node.alpha, beta, node.ply, env);
            if score <= node.alpha {
                return Some(score);
            }
        }
        // Null move: if passing still holds beta, a real move will too. Tried only where a
        // fail-high is expected (Stockfish's cut nodes): at an expected fail-low node it
        // would mostly be a wasted search.
        let null_allowed = node.kind != NodeKind::AfterNull && node.cut;
        if null_allowed && depth >= NMP_MIN_DEPTH && static_eval >= beta && has_pieces(position) {
            let reduction = NMP_BASE_REDUCTION
                + depth / NMP_DEPTH_DIVISOR
                + ((static_eval - beta) / NMP_EVAL_DIVISOR.get()).min(NMP_MAX_EVAL_REDUCTION);
            let passed = position.null_move();
            self.tt.prefetch(passed.hash());
            self.path.push(hash);
            self.played[node.ply] = None;
            // No repetition is seen across the null move.
            let boundary = std::mem::replace(&mut self.null_boundary, self.path.len());
            let child = node
                .child(depth - 1 - reduction, -beta, -beta + 1, NodeKind::AfterNull)
                .expecting_cut(!node.cut);
            let score = -self.negamax(&passed, child, env);
            self.null_boundary = boundary;
            self.path.pop();
            if self.stopped {
                return Some(0);
            }
            if score >= beta {
                return Some(if score > MATE_BOUND { beta } else { score });
            }
        }
        None
    }

    /// Late-move, history and SEE pruning at a node below the root, and futility pruning
    /// there when not in check (principal-variation nodes and evasions too, as Stockfish
    /// prunes them: their late quiet moves are as unlikely to matter, and the caller prunes
    /// only once a move has been searched and found not to be mated).
    pub(super) fn skips(
        &self,
        position: &Position,
        node: &Node,
        context: &MoveLoop,
        candidate: &Candidate,
    ) -> bool {
        if node.ply == 0 {
            return false;
        }
        let Candidate {
            mv,
            index,
            is_quiet,
            wins_exchange,
            gives_check,
            ..
        } = *candidate;
        let depth = node.depth;
        if is_quiet && !gives_check {
            if past_late_move_limit(node, context, index) {
                return true;
            }
            // In check there is no evaluation to be futile against.
            if !context.in_check
                && depth <= FUTILITY_MAX_DEPTH
                && context.pruning_eval + FUTILITY_MARGIN.get() * depth <= node.alpha
            {
                return true;
            }
            // A quiet move that has mostly failed here before is not worth a search this shallow.
            let history = candidate.history.unwrap_or(0);
            if depth <= HISTORY_PRUNE_MAX_DEPTH && history < -HISTORY_PRUNE_MARGIN.get() * depth {
                return true;
            }
            return depth <= SEE_QUIET_MAX_DEPTH
                && index > 1
                && !see_at_least(position, mv, -SEE_QUIET_MARGIN.get() * depth);
        }
        !is_quiet
            && !wins_exchange
            && depth <= SEE_PRUNE_MAX_DEPTH
            && index > 1
            && !see_at_least(position, mv, -SEE_PRUNE_MARGIN.get() * depth)
    }
}

/// Late-move pruning: has a node below the root tried so many moves that its later quiet
/// ones are not worth a search? Half the tries when the side to move is not doing better
/// than a move ago (in check it never counts as improving).
pub(super) fn past_late_move_limit(node: &Node, context: &MoveLoop, index: usize) -> bool {
    let depth = node.depth;
    if node.ply == 0 || depth > LMP_MAX_DEPTH {
        return false;
    }
    let tries = LMP_BASE + depth as usize * depth as usize * LMP_FACTOR;
    index > if context.improving { tries } else { tries / 2 }
}

/// The node's evaluation sharpened by the table: the stored score where its bound says the
/// truth lies beyond the evaluation in its direction (a lower bound above it, an upper bound
/// below it, or exact), unless it is a mate score.
pub(super) fn sharpened(entry: Entry, eval: i32, ply: usize, halfmove_clock: u32) -> i32 {
    let Some(score) = entry.score(ply as i32, halfmove_clock) else {
        return eval;
    };
    let nearer = match entry.bound() {
        Bound::Exact => true,
        Bound::Lower => score > eval,
        Bound::Upper => score < eval,
    };
    if nearer && score.abs() < MATE_BOUND {
        score
    } else {
        eval
    }
}

/// Does the side to move have a piece besides pawns and king? (Null move is unsafe in pawn
/// endings, where passing can be the best move: zugzwang.)
fn has_pieces(position: &Position) -> bool {
    let board = position.board();
    let own = board.by_color(position.turn());
    (own - board.by_role(Role::Pawn) - board.by_role(Role::King)).is_not_empty()
}
