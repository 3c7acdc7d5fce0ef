//! Iterative deepening: search depth 1, 2, 3… each inside an aspiration window around the last
//! score, reporting every completed depth, until the limits say stop.

use super::alpha_beta::{Node, NodeKind};
use super::defs::{INFINITY, MATE_BOUND, MAX_PLY};
use super::parameters::{ASPIRATION_DELTA, ASPIRATION_MIN_DEPTH, MATE_FOUND_DEPTH};
use super::{Environment, Score, SearchInfo, SearchResult, Searcher};
use crate::time::{Deadline, SearchLimits};
use chess_rules::Position;

impl Searcher {
    /// Searches `root` within `limits`. `history` holds the hashes of the game's earlier
    /// positions (oldest first, not the root's), for the repetition rule. `on_info` hears of
    /// every completed depth.
    pub fn search(
        &mut self,
        root: &Position,
        history: &[u64],
        limits: &SearchLimits,
        env: &dyn Environment,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let start = env.now_ms();
        self.deadline = Deadline::new(limits, root.turn(), start);
        self.nodes = 0;
        self.stopped = false;
        self.tt.new_search();
        self.ordering.age_history();
        self.path.clear();
        self.path.extend_from_slice(history);
        let legal = root.legal_moves();
        let mut result = SearchResult {
            best_move: legal.first().copied(),
            info: None,
            root_scores: Vec::new(),
        };
        if legal.is_empty() {
            return result;
        }
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 4)
            .clamp(1, MAX_PLY as u32 - 4);
        let mut score = 0;
        for depth in 1..=max_depth as i32 {
            self.seldepth = 0;
            score = self.aspiration(root, depth, score, env);
            if self.stopped && depth > 1 {
                break;
            }
            let pv = self.pv[0].clone();
            if let Some(&best) = pv.first() {
                result.best_move = Some(best);
            }
            result.root_scores = self.ordering.root_scores();
            let elapsed = env.now_ms() - start;
            let info = SearchInfo {
                depth: depth as u32,
                seldepth: self.seldepth as u32,
                score: Score::from_internal(score),
                nodes: self.nodes,
                time_ms: elapsed.max(0.0) as u64,
                pv,
                hashfull: self.tt.hashfull(),
            };
            on_info(&info);
            result.info = Some(info);
            if self.stopped || self.deadline.past_soft(env.now_ms()) {
                break;
            }
            // A forced mate found fully needs no deeper search (unless told to go on).
            let mate_found = score.abs() > MATE_BOUND && depth > MATE_FOUND_DEPTH;
            if mate_found && limits.depth.is_none() && !limits.infinite {
                break;
            }
        }
        result
    }

    /// Searches a window around the last score, widening it when the score falls outside.
    fn aspiration(
        &mut self,
        root: &Position,
        depth: i32,
        previous: i32,
        env: &dyn Environment,
    ) -> i32 {
        let mut delta = ASPIRATION_DELTA;
        let (mut alpha, mut beta) = if depth >= ASPIRATION_MIN_DEPTH {
            (previous - delta, previous + delta)
        } else {
            (-INFINITY, INFINITY)
        };
        loop {
            let node = Node {
                depth,
                alpha,
                beta,
                ply: 0,
                kind: NodeKind::Pv,
            };
            let score = self.negamax(root, node, env);
            if self.stopped {
                return score;
            }
            if score <= alpha {
                alpha = (alpha - delta).max(-INFINITY);
            } else if score >= beta {
                beta = (beta + delta).min(INFINITY);
            } else {
                return score;
            }
            delta *= 2;
        }
    }
}
