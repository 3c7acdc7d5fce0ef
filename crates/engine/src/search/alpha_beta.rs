//! The principal-variation alpha-beta search: a node's draw and table checks, the pruning
//! tried before any move (reverse futility, null move), then its moves best first, later and
//! quieter ones searched shallower or not at all.

use super::node::{Candidate, MoveLoop, Node, NodeKind};
use super::parameters::*;
use super::pruning::{past_late_move_limit, sharpened};
use super::singular::Singularity;
use super::{Environment, Played, Searcher};
use crate::defs::{INFINITY, MATE, MATE_BOUND, MAX_PLY};
use crate::history::Continuation;
use crate::ordering::Cutoff;
use crate::picker::{is_quiet, MovePicker, Picked};
use crate::threats::Threats;
use crate::tt::{Bound, Store, NO_EVAL};
use arrayvec::ArrayVec;
use chess_rules::moves::MAX_MOVES;
use chess_rules::{Move, Position};

impl Searcher {
    pub(super) fn negamax(
        &mut self,
        position: &Position,
        mut node: Node,
        env: &dyn Environment,
    ) -> i32 {
        if !self.enter_node(node.ply, env) {
            return 0;
        }
        let hash = position.hash();
        let in_check = position.is_check();
        if node.ply > 0 {
            if let Some(score) = self.draw_or_mate_distance(position, hash, in_check, &mut node) {
                return score;
            }
        }
        if in_check {
            node.depth += 1;
        }
        if node.depth <= 0 {
            return self.quiescence(position, node.alpha, node.beta, node.ply, env);
        }
        if node.ply >= MAX_PLY - 1 {
            return self.evaluate(position, node.ply);
        }
        let entry = self.tt.probe(hash);
        let tt_move = entry.and_then(|e| e.best_move());
        // A singular search (one move left out) must not take the full node's result.
        let excluded = self.excluded[node.ply];
        if let Some(entry) = entry.filter(|e| {
            !node.is_pv() && node.ply > 0 && e.depth() >= node.depth && excluded.is_none()
        }) {
            if let Some(score) = entry.score(node.ply as i32, position.halfmove_clock()) {
                if cuts(entry.bound(), score, node.alpha, node.beta) {
                    if score >= node.beta {
                        self.reward_table_cutoff(position, &node, tt_move);
                    }
                    return score;
                }
            }
        }
        // Internal iterative reduction: with no stored move to search first, ordering is poor
        // and a full-depth search would mostly be wasted.
        if node.depth >= IIR_MIN_DEPTH && tt_move.is_none() {
            node.depth -= 1;
        }
        let (raw_eval, static_eval) = self.evaluations(position, entry, node.ply, in_check);
        // In check there is no evaluation: the node passes on its side's from two plies back,
        // so that its children's "improving" compares with the last evaluated position
        // (Stockfish's) rather than counting as improving after every check.
        self.evals[node.ply] = if in_check && node.ply >= 2 {
            self.evals[node.ply - 2]
        } else {
            static_eval
        };
        // Is the side to move doing better than on its previous move? Then prune less eagerly.
        let improving = !in_check && node.ply >= 2 && static_eval > self.evals[node.ply - 2];
        let pruning_eval = match entry.filter(|_| !in_check && excluded.is_none()) {
            Some(entry) => sharpened(entry, static_eval, node.ply, position.halfmove_clock()),
            None => static_eval,
        };
        if !node.is_pv() && !in_check && node.ply > 0 && excluded.is_none() {
            if let Some(score) =
                self.prune_before_moves(position, hash, &node, pruning_eval, improving, env)
            {
                return score;
            }
            let evals = (entry, static_eval, raw_eval);
            if let Some(score) = self.probcut(position, hash, &node, evals, env) {
                return score;
            }
        }
        let tt_extension = match self.singularity(position, &node, entry, env) {
            Some(Singularity::MultiCut(score)) => return score,
            Some(Singularity::Extend(plies)) => plies,
            None => 0,
        };
        if self.stopped {
            return 0;
        }
        let context = MoveLoop {
            static_eval,
            pruning_eval,
            raw_eval,
            in_check,
            improving,
            tt_move,
            tt_capture: tt_move.is_some_and(|mv| position.is_capture(mv)),
            tt_extension,
            excluded,
        };
        self.search_moves(position, hash, node, &context, env)
    }

    /// A draw by the fifty-move rule, repetition or lack of material; else narrows the window
    /// to what mate distance allows, returning a score when that closes it.
    fn draw_or_mate_distance(
        &self,
        position: &Position,
        hash: u64,
        in_check: bool,
        node: &mut Node,
    ) -> Option<i32> {
        // The fifty-move rule, unless this very position is checkmate.
        if position.halfmove_clock() >= 100 && (!in_check || position.has_legal_moves()) {
            return Some(0);
        }
        if self.is_repetition(position, hash) || position.has_insufficient_material() {
            return Some(0);
        }
        // Mate distance pruning: no line can beat a mate already found closer to the root.
        node.alpha = node.alpha.max(-MATE + node.ply as i32);
        node.beta = node.beta.min(MATE - node.ply as i32 - 1);
        (node.alpha >= node.beta).then_some(node.alpha)
    }

    /// Searches the node's moves best first; stores and returns the best score.
    fn search_moves(
        &mut self,
        position: &Position,
        hash: u64,
        mut node: Node,
        context: &MoveLoop,
        env: &dyn Environment,
    ) -> i32 {
        let threats = Threats::against_side_to_move(position);
        self.threatened[node.ply] = threats.attacked();
        let continuation = self.continuation(node.ply);
        let killers = self.ordering.killers(node.ply);
        let mut picker = MovePicker::new(context.tt_move, killers).with_threats(threats);
        let original_alpha = node.alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        // On the stack: a heap vector here cost an allocation at most nodes (dear in wasm).
        let mut quiets_tried: ArrayVec<Move, MAX_MOVES> = ArrayVec::new();
        let mut captures_tried: ArrayVec<Move, MAX_MOVES> = ArrayVec::new();
        // Legal moves seen (none: mate or stalemate), and moves searched or pruned.
        let (mut legal, mut index) = (0, 0);
        // The first move made (not pruned) brings the network's sums here up to date.
        let mut prepared = false;
        self.path.push(hash);
        while let Some(picked) = picker.next(position, &self.ordering, &continuation) {
            legal += 1;
            let Picked { mv, is_quiet, .. } = picked;
            if self.excluded_at_root(node.ply, mv) || context.excluded == Some(mv) {
                continue;
            }
            index += 1;
            let candidate = candidate(position, picked, index, context, best_score);
            // Past the late-move limit, later quiets are not handed out (Stockfish's skipQuiets).
            if best_score > -MATE_BOUND && is_quiet && past_late_move_limit(&node, context, index) {
                picker.skip_quiets();
            }
            // Pruning is decided before the move is made: a pruned move costs no copy.
            if best_score > -MATE_BOUND && self.skips(position, &node, context, &candidate) {
                continue;
            }
            // The child's table entry starts loading before the move is made.
            let key = self.tt.prefetch_after(position, mv);
            if !prepared {
                self.prepare_children(position, node.ply);
                prepared = true;
            }
            let mut child = position.clone();
            child.play_unchecked_with_key(mv, key);
            self.played[node.ply] = Some(Played::of(position, mv, is_quiet));
            self.double_extensions[node.ply + 1] =
                self.double_extensions[node.ply] + u8::from(candidate.extension >= 2);
            let nodes_before = self.nodes;
            let score = self.search_move(position, &child, &node, context, &candidate, env);
            if self.stopped {
                self.path.pop();
                return 0;
            }
            if node.ply == 0 {
                self.ordering.record_root_score(mv, score, index == 1);
                self.record_root_nodes(mv, self.nodes - nodes_before);
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > node.alpha {
                    node.alpha = score;
                    self.update_pv(node.ply, mv);
                    if node.ply == 0 {
                        self.root_improvement = Some(self.pv[0].clone());
                    }
                    if score >= node.beta {
                        if is_quiet {
                            let cutoff = (mv, quiets_tried.as_slice());
                            self.reward_quiet_cutoff(position, &node, cutoff, &continuation);
                        } else if position.is_capture(mv) {
                            let tried = captures_tried.as_slice();
                            self.ordering
                                .reward_capture(position, mv, tried, node.depth);
                        }
                        break;
                    }
                }
            }
            if is_quiet {
                quiets_tried.push(mv);
            } else if position.is_capture(mv) {
                captures_tried.push(mv);
            }
        }
        self.path.pop();
        if legal == 0 {
            return if context.in_check {
                -MATE + node.ply as i32
            } else {
                0
            };
        }
        let best = (best_score, best_move);
        self.conclude(position, hash, &node, original_alpha, best, context)
    }

    /// The node's moves are searched: its result is stored and the correction learns from
    /// it, unless it was a singular search (one move left out), whose result is not the
    /// node's. Returns the node's score.
    fn conclude(
        &mut self,
        position: &Position,
        hash: u64,
        node: &Node,
        original_alpha: i32,
        best: (i32, Option<Move>),
        context: &MoveLoop,
    ) -> i32 {
        if context.excluded.is_some() {
            // How far below the others fail tells a double extension from a single one; with
            // no other move searched, nothing is known beyond alpha.
            return if best.1.is_some() {
                best.0
            } else {
                best.0.max(original_alpha)
            };
        }
        if best.0 <= original_alpha {
            self.reward_refuting_quiet(position, node);
        }
        let best = (blend_fail_high(node, best.0), best.1);
        self.store_result(hash, node, original_alpha, best, context);
        self.learn_correction(position, node, original_alpha, best, context);
        best.0
    }

    /// A quiet move reached beta after the quiet moves tried before it: the ordering learns.
    fn reward_quiet_cutoff(
        &mut self,
        position: &Position,
        node: &Node,
        (best, quiets_tried): (Move, &[Move]),
        continuation: &Continuation,
    ) {
        let cutoff = Cutoff {
            best,
            quiets_tried,
            depth: node.depth,
            ply: node.ply,
        };
        self.ordering.reward_cutoff(position, &cutoff, continuation);
    }

    /// The table's move (if quiet) cut this node off before it was searched: the ordering
    /// learns as if the move had been searched and reached beta first (Stockfish's), so a
    /// refutation found by one search keeps its rank where the table spares the search.
    fn reward_table_cutoff(&mut self, position: &Position, node: &Node, tt_move: Option<Move>) {
        let Some(mv) = tt_move.filter(|&mv| is_quiet(position, mv)) else {
            return;
        };
        // The butterfly history is keyed by the squares the opponent attacks here.
        self.threatened[node.ply] = Threats::attacked_in(position);
        let continuation = self.continuation(node.ply);
        self.reward_quiet_cutoff(position, node, (mv, &[]), &continuation);
    }

    /// The node failed low: the quiet move that led to it left the opponent nothing better,
    /// so its history grows as a cut-off's would.
    fn reward_refuting_quiet(&mut self, position: &Position, node: &Node) {
        let Some(ply) = node.ply.checked_sub(1) else {
            return;
        };
        if let Some(Played {
            piece_to,
            quiet: Some(mv),
        }) = self.played[ply]
        {
            let context = self.continuation(ply);
            let color = !position.turn();
            self.ordering
                .reward_refuting_quiet(color, (mv, piece_to), &context, node.depth);
        }
    }

    /// Folds what the search found into the correction history, when the result says which
    /// way the evaluation erred: not in check, no capture or promotion as the best move (those
    /// are the quiescence search's business), and a bound that does not contradict the
    /// evaluation (a fail-high says only "at least", a fail-low "at most").
    fn learn_correction(
        &mut self,
        position: &Position,
        node: &Node,
        original_alpha: i32,
        (best_score, best_move): (i32, Option<Move>),
        context: &MoveLoop,
    ) {
        let tactical =
            best_move.is_some_and(|mv| position.is_capture(mv) || mv.promotion().is_some());
        if context.in_check || tactical || best_score.abs() >= MATE_BOUND {
            return;
        }
        let failed_high = best_score >= node.beta;
        let failed_low = best_score <= original_alpha;
        if (failed_high && best_score <= context.static_eval)
            || (failed_low && best_score >= context.static_eval)
        {
            return;
        }
        self.correction
            .update(position, node.depth, best_score, context.static_eval);
    }

    /// Keeps a node's result in the table (its bound from the window it was searched in).
    fn store_result(
        &mut self,
        hash: u64,
        node: &Node,
        original_alpha: i32,
        (best_score, best_move): (i32, Option<Move>),
        context: &MoveLoop,
    ) {
        let bound = bound_of(best_score, original_alpha, node.beta, best_move.is_some());
        // A MultiPV line that leaves out root moves has not searched the root fully.
        if self.excluded_root_moves.is_empty() || node.ply > 0 {
            let eval = if context.in_check {
                NO_EVAL
            } else {
                context.raw_eval
            };
            let result = Store {
                mv: best_move,
                score: best_score,
                eval,
                depth: node.depth,
                bound,
                ply: node.ply as i32,
            };
            self.tt.store(hash, result);
        }
    }

    /// late and quiet), searched again fully when they beat alpha.
    fn search_move(
        &mut self,
        position: &Position,
        child: &Position,
        node: &Node,
        context: &MoveLoop,
        candidate: &Candidate,
        env: &dyn Environment,
    ) -> i32 {
        let (depth, alpha, beta) = (node.depth, node.alpha, node.beta);
        let Candidate {
            mv,
            index,
            is_quiet,
            gives_check,
            extension,
            ..
        } = *candidate;
        // The child's depth before any reduction.
        let next_depth = depth - 1 + extension;
        if node.ply == 0 && self.exact_root {
            let full = node.child(next_depth, -INFINITY, INFINITY, NodeKind::Pv);
            return -self.negamax(child, full, env);
        }
        let next_kind = if node.is_pv() {
            NodeKind::Pv
        } else {
            NodeKind::NonPv
        };
        if index == 1 {
            let first = node.child(next_depth, -beta, -alpha, next_kind);
            return -self.negamax(child, first.expecting_cut(!node.is_pv() && !node.cut), env);
        }
        let mut r = 0;
        let min_moves = LMR_MIN_MOVES + usize::from(node.is_pv());
        // Quiet evasions are reduced too (Stockfish's): in check, the late ones are as
        // unlikely to be best as any late quiet move.
        if depth >= LMR_MIN_DEPTH && index > min_moves && is_quiet {
            r = reduction(depth, index);
            if node.is_pv() {
                r -= 1;
            }
            if gives_check {
                r -= 1;
            }
            if !context.improving && !node.is_pv() {
                r += 1;
            }
            if node.cut {
                r += 1;
            }
            if context.tt_capture {
                r += 1;
            }
            let continuation = self.continuation(node.ply);
            r -= self.ordering.history_bias(position, mv, &continuation);
            r = r.clamp(0, depth - 2);
        }
        let zero_window = |d| node.child(d, -alpha - 1, -alpha, NodeKind::NonPv);
        // A late move is expected to fail low, so its reply to fail high; searched again at
        // full depth, the reply is as expected as this node's own kind says.
        let reduced = zero_window(next_depth - r).expecting_cut(true);
        let mut score = -self.negamax(child, reduced, env);
        if score > alpha && r > 0 {
            // Searched again at the full depth, or a ply beyond it when the reduced search
            // beat the best so far by far, or a ply short of it when by a hair.
            let best = candidate.best_so_far;
            let adjust = if score
                > best + RESEARCH_DEEPER_MARGIN.get() + RESEARCH_DEEPER_PER_PLY.get() * r
            {
                1
            } else if score < best + RESEARCH_SHALLOWER_MARGIN.get() {
                -1
            } else {
                0
            };
            let full = zero_window(next_depth + adjust).expecting_cut(!node.cut);
            score = -self.negamax(child, full, env);
        }
        if score > alpha && score < beta && node.is_pv() {
            score = -self.negamax(
                child,
                node.child(next_depth, -beta, -alpha, NodeKind::Pv),
                env,
            );
        }
        score
    }

    /// The principal variation at `ply` becomes `mv` followed by the child's.
    fn update_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply].clear();
        head[ply].push(mv);
        head[ply].extend_from_slice(&tail[0]);
    }
}

/// What the move loop knows of the `index`th move it tries, before making it.
fn candidate(
    position: &Position,
    picked: Picked,
    index: usize,
    context: &MoveLoop,
    best_so_far: i32,
) -> Candidate {
    let mv = picked.mv;
    Candidate {
        mv,
        index,
        is_quiet: picked.is_quiet,
        wins_exchange: picked.wins_exchange,
        gives_check: position.gives_check(mv),
        extension: if Some(mv) == context.tt_move {
            context.tt_extension
        } else {
            0
        },
        best_so_far,
        history: picked.history,
    }
}

/// Does a stored score with this bound settle the node's window?
pub(super) fn cuts(bound: Bound, score: i32, alpha: i32, beta: i32) -> bool {
    match bound {
        Bound::Exact => true,
        Bound::Lower => score >= beta,
        Bound::Upper => score <= alpha,
    }
}

/// The bound a node's best score is stored with: exact only when a move (not the quiescence
/// search's stand pat) raised alpha.
pub(super) fn bound_of(best: i32, original_alpha: i32, beta: i32, has_move: bool) -> Bound {
    if best >= beta {
        Bound::Lower
    } else if best > original_alpha && has_move {
        Bound::Exact
    } else {
        Bound::Upper
    }
}

/// A fail-high score off the principal variation, pulled towards beta by a share that shrinks
/// with depth: a shallow search that beat beta by far overstates by how much, and the stored
/// score then cuts fewer later windows it should not.
fn blend_fail_high(node: &Node, score: i32) -> i32 {
    let blendable = !node.is_pv()
        && score >= node.beta
        && score.abs() < MATE_BOUND
        && node.beta.abs() < MATE_BOUND;
    if blendable {
        (score * node.depth + node.beta) / (node.depth + 1)
    } else {
        score
    }
}
