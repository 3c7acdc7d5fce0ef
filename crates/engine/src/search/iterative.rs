//! Iterative deepening: search depth 1, 2, 3… each inside an aspiration window around the last
//! score, reporting every completed depth, until the limits say stop. With MultiPV each depth
//! searches its lines one after another, each leaving out the better lines' first moves.

use super::node::{Node, NodeKind};
use super::parameters::{ASPIRATION_DELTA, ASPIRATION_MIN_DEPTH, MATE_FOUND_DEPTH};
use super::{Environment, Score, SearchInfo, SearchResult, Searcher};
use crate::defs::{INFINITY, MATE_BOUND, MAX_PLY};
use crate::time::{Deadline, SearchLimits, Settledness};
use chess_rules::{Move, Position};

impl Searcher {
    /// Searches `root` within `limits`. `history` holds the hashes of the game's earlier
    /// positions (oldest first, not the root's), for the repetition rule. `on_info` hears of
    /// every completed depth (of every line, with MultiPV).
    pub fn search(
        &mut self,
        root: &Position,
        history: &[u64],
        limits: &SearchLimits,
        env: &dyn Environment,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let start = env.now_ms();
        self.start_search(root, history, limits, start);
        let legal = root.legal_moves();
        let mut result = SearchResult {
            best_move: legal.first().copied(),
            info: None,
            root_scores: Vec::new(),
            lines: Vec::new(),
        };
        if legal.is_empty() {
            return result;
        }
        let lines = self.multipv.min(legal.len());
        // A forced move in play is played at once (one ply gives its score); a search to a
        // depth asked for, an analysis or a ponder goes on.
        let forced =
            legal.len() == 1 && limits.depth.is_none() && !limits.infinite && !env.pondering();
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 4)
            .clamp(1, MAX_PLY as u32 - 4);
        let max_depth = if forced { 1 } else { max_depth };
        let mut scores = vec![0; lines];
        let mut settledness = Settledness::after(self.last_score);
        for depth in 1..=max_depth as i32 {
            self.root_depth = depth;
            self.root_move_nodes.clear();
            let mut infos = Vec::with_capacity(lines);
            for (line, score) in scores.iter_mut().enumerate() {
                self.seldepth = 0;
                self.excluded_root_moves = infos
                    .iter()
                    .filter_map(|info: &SearchInfo| info.pv.first().copied())
                    .collect();
                self.root_improvement = None;
                *score = self.aspiration(root, depth, *score, env);
                if self.stopped && depth > 1 {
                    if line > 0 {
                        self.root_improvement = None;
                    }
                    break;
                }
                let info = self.report(depth, line, *score, env.now_ms() - start);
                on_info(&info);
                infos.push(info);
            }
            if self.stopped && depth > 1 {
                self.keep_unfinished_improvement(&mut result);
                break;
            }
            if infos.len() > 1 && best_first(&mut infos, &mut scores) {
                // A later line scored better than an earlier one: the lines are told again,
                // best first, as a MultiPV reader expects them.
                for info in &infos {
                    on_info(info);
                }
            }
            if line_zero_is_best(&infos, &mut result) {
                result.root_scores = self.ordering.root_scores();
            }
            result.lines = infos;
            let scale = self.time_scale(depth, (result.best_move, scores[0]), &mut settledness);
            let out_of_time =
                self.deadline.past_soft_scaled(env.now_ms(), scale) && !env.pondering();
            if self.stopped || out_of_time {
                break;
            }
            // A forced mate found fully needs no deeper search (unless told to go on).
            let mate_found = scores[0].abs() > MATE_BOUND && depth > MATE_FOUND_DEPTH;
            let go_on = limits.infinite || env.pondering();
            if mate_found && limits.depth.is_none() && !go_on {
                break;
            }
        }
        // The last completed depth's score (a depth cut short has none), in centipawns.
        self.last_score = match result.info.as_ref().map(|info| info.score) {
            Some(Score::Centipawns(score)) => Some(score),
            _ => None,
        };
        result
    }

    fn start_search(
        &mut self,
        root: &Position,
        history: &[u64],
        limits: &SearchLimits,
        start: f64,
    ) {
        let game_ply = 2 * root.fullmove_number().saturating_sub(1) + root.turn().index() as u32;
        self.deadline = Deadline::new(limits, root.turn(), game_ply, start);
        self.nodes = 0;
        self.stopped = false;
        self.tt.new_search();
        self.ordering.age_history();
        self.path.clear();
        self.path.extend_from_slice(history);
        self.root_index = history.len();
        self.null_boundary = 0;
    }

    /// A root move's search took `nodes` more.
    pub(super) fn record_root_nodes(&mut self, mv: Move, nodes: u64) {
        match self.root_move_nodes.iter_mut().find(|(m, _)| *m == mv) {
            Some((_, total)) => *total += nodes,
            None => self.root_move_nodes.push((mv, nodes)),
        }
    }

    /// The soft time limit's scale after a depth that ended with `best` and its score (see
    /// `Settledness`).
    fn time_scale(
        &self,
        depth: i32,
        (best, score): (Option<Move>, i32),
        settledness: &mut Settledness,
    ) -> f64 {
        let root_nodes = self.root_move_nodes.iter().map(|&(_, n)| n).sum();
        let best_nodes = self
            .root_move_nodes
            .iter()
            .find(|&&(mv, _)| Some(mv) == best)
            .map_or(0, |&(_, n)| n);
        settledness.scale(depth, best, (best_nodes, root_nodes), score)
    }

    fn report(&self, depth: i32, line: usize, score: i32, elapsed: f64) -> SearchInfo {
        SearchInfo {
            depth: depth as u32,
            multipv: line as u32 + 1,
            seldepth: self.seldepth as u32,
            score: Score::from_internal(score),
            nodes: self.nodes,
            time_ms: elapsed.max(0.0) as u64,
            pv: self.pv[0].clone(),
            hashfull: self.tt.hashfull(),
        }
    }

    /// A depth cut short: its best move so far is played if it beat the previous depth's
    /// (only a root move that raised alpha is recorded, so it did).
    fn keep_unfinished_improvement(&mut self, result: &mut SearchResult) {
        let Some(line) = self.root_improvement.take() else {
            return;
        };
        let Some(info) = result.info.as_mut() else {
            return;
        };
        if line.first() != info.pv.first() {
            result.best_move = line.first().copied();
            info.pv = line;
        }
    }

    /// Searches a window around the last score, widening it when the score falls outside.
    fn aspiration(
        &mut self,
        root: &Position,
        depth: i32,
        previous: i32,
        env: &dyn Environment,
    ) -> i32 {
        let mut delta = ASPIRATION_DELTA.get();
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
                cut: false,
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

    /// Is this root move left out of the line being searched (MultiPV)?
    pub(super) fn excluded_at_root(&self, ply: usize, mv: Move) -> bool {
        ply == 0 && self.excluded_root_moves.contains(&mv)
    }
}

/// Takes the completed depth's best line as the result; false if it had none.
fn line_zero_is_best(infos: &[SearchInfo], result: &mut SearchResult) -> bool {
    let Some(best) = infos.first() else {
        return false;
    };
    if let Some(&mv) = best.pv.first() {
        result.best_move = Some(mv);
    }
    result.info = Some(best.clone());
    true
}

/// Orders a depth's lines best first (their aspiration scores with them), numbering them
/// again; true if the order changed.
fn best_first(infos: &mut [SearchInfo], scores: &mut [i32]) -> bool {
    let mut order: Vec<usize> = (0..infos.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(scores[i]));
    if order.iter().enumerate().all(|(place, &i)| place == i) {
        return false;
    }
    let sorted_infos: Vec<SearchInfo> = order.iter().map(|&i| infos[i].clone()).collect();
    let sorted_scores: Vec<i32> = order.iter().map(|&i| scores[i]).collect();
    for (place, mut info) in sorted_infos.into_iter().enumerate() {
        info.multipv = place as u32 + 1;
        infos[place] = info;
    }
    scores.copy_from_slice(&sorted_scores);
    true
}
