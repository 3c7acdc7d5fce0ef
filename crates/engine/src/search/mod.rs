//! The search: iterative deepening over a principal-variation alpha-beta search with a
//! transposition table, aspiration windows, null-move pruning, late-move reductions, check
//! extensions, futility pruning and a quiescence search of captures.
//!
//! It runs the same natively (the UCI binary, with a thread to stop it) and in a Web Worker
//! (where time comes from the page); [`Environment`] supplies the clock and the stop flag.

use crate::eval::evaluate;
use crate::ordering::{MoveOrdering, MovePicker};
use crate::see::see;
use crate::time::{Deadline, SearchLimits};
use crate::tt::{Bound, TranspositionTable};
use chess_rules::{Move, Position, Role};

/// A score above which a side is mating.
pub const MATE: i32 = 30_000;
const MATE_BOUND: i32 = MATE - 1000;
const INFINITY: i32 = 32_000;
/// The deepest the search goes from the root.
pub const MAX_PLY: usize = 128;

/// A score as UCI reports it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns from the side to move's point of view.
    Centipawns(i32),
    /// Mate in this many moves (negative: being mated).
    Mate(i32),
}

impl Score {
    /// The search's internal score as centipawns or moves to mate.
    pub fn from_internal(score: i32) -> Score {
        if score > MATE_BOUND {
            Score::Mate((MATE - score + 1) / 2)
        } else if score < -MATE_BOUND {
            Score::Mate(-(MATE + score + 1) / 2)
        } else {
            Score::Centipawns(score)
        }
    }
}

/// Mate scores are stored relative to the node (not the root), so they stay right wherever
/// the position is found again.
pub fn score_to_table(score: i32, ply: i32) -> i32 {
    if score > MATE_BOUND {
        score + ply
    } else if score < -MATE_BOUND {
        score - ply
    } else {
        score
    }
}

/// The inverse of [`score_to_table`].
pub fn score_from_table(score: i32, ply: i32) -> i32 {
    if score > MATE_BOUND {
        score - ply
    } else if score < -MATE_BOUND {
        score + ply
    } else {
        score
    }
}

/// What the search needs from where it runs.
pub trait Environment {
    /// Milliseconds since some fixed moment.
    fn now_ms(&self) -> f64;
    /// Has someone asked the search to stop (UCI `stop`)?
    fn stop_requested(&self) -> bool {
        false
    }
}

/// A report after each completed depth (UCI `info`).
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo {
    /// The depth completed.
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// The score.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the search began.
    pub time_ms: u64,
    /// The principal variation.
    pub pv: Vec<Move>,
    /// The transposition table's fill, in permille.
    pub hashfull: u32,
}

impl SearchInfo {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        self.nodes * 1000 / self.time_ms.max(1)
    }
}

/// What the search decided.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The move to play (none when there is no legal move).
    pub best_move: Option<Move>,
    /// The last completed depth's report.
    pub info: Option<SearchInfo>,
    /// Every root move with its score at the last depth searched fully, best first
    /// (used by the weaker levels to pick among good moves).
    pub root_scores: Vec<(Move, i32)>,
}

/// The search, with what it keeps between searches: the table, history and killers.
pub struct Searcher {
    tt: TranspositionTable,
    ordering: MoveOrdering,
    nodes: u64,
    seldepth: usize,
    /// Hashes of the game's positions before the root, then of the search path.
    path: Vec<u64>,
    stopped: bool,
    /// The static evaluation at each ply of the current path (to see if a side is improving).
    evals: [i32; MAX_PLY + 2],
    /// Search every root move with a full window, so each gets an exact score (for levels).
    exact_root: bool,
    deadline: Deadline,
    pv: Vec<Vec<Move>>,
}

/// Late-move reduction in plies for a depth and a move number.
fn reduction(depth: i32, move_number: usize) -> i32 {
    let value = 0.75 + (depth as f64).ln() * (move_number as f64).ln() / 2.25;
    value as i32
}

impl Searcher {
    /// A searcher with a transposition table of about `hash_mb` MB.
    pub fn new(hash_mb: usize) -> Searcher {
        Searcher {
            tt: TranspositionTable::new(hash_mb),
            ordering: MoveOrdering::new(),
            nodes: 0,
            seldepth: 0,
            path: Vec::new(),
            stopped: false,
            evals: [0; MAX_PLY + 2],
            exact_root: false,
            deadline: Deadline::unlimited(),
            pv: vec![Vec::new(); MAX_PLY + 1],
        }
    }

    /// Resizes the transposition table (UCI `Hash`), emptying it.
    pub fn set_hash(&mut self, hash_mb: usize) {
        self.tt = TranspositionTable::new(hash_mb);
    }

    /// Makes every root move's score exact (slower): what the weaker levels choose among.
    pub fn set_exact_root_scores(&mut self, exact: bool) {
        self.exact_root = exact;
    }

    /// Forgets everything learned (UCI `ucinewgame`).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.ordering = MoveOrdering::new();
    }

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
            if score.abs() > MATE_BOUND && limits.depth.is_none() && !limits.infinite && depth > 8 {
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
        let mut delta = 25;
        let (mut alpha, mut beta) = if depth >= 5 {
            (previous - delta, previous + delta)
        } else {
            (-INFINITY, INFINITY)
        };
        loop {
            let score = self.negamax(root, depth, alpha, beta, 0, true, true, env);
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

    fn check_time(&mut self, env: &dyn Environment) {
        if self.nodes & 1023 == 0 && (env.stop_requested() || self.deadline.past_hard(env.now_ms()))
        {
            self.stopped = true;
        }
        if self.deadline.nodes_exhausted(self.nodes) {
            self.stopped = true;
        }
    }

    /// Has this position occurred before on the path or in the game, since the last
    /// irreversible move? Within the search a single repetition counts as a draw.
    fn is_repetition(&self, position: &Position, hash: u64) -> bool {
        let reversible = position.halfmove_clock() as usize;
        self.path
            .iter()
            .rev()
            .take(reversible)
            .skip(1)
            .step_by(2)
            .any(|&earlier| earlier == hash)
    }

    /// Counts a node entered at `ply` and checks the clock: false once the search must stop.
    fn enter_node(&mut self, ply: usize, env: &dyn Environment) -> bool {
        self.pv[ply].clear();
        self.nodes += 1;
        self.check_time(env);
        !self.stopped
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        position: &Position,
        mut depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        is_pv: bool,
        allow_null: bool,
        env: &dyn Environment,
    ) -> i32 {
        if !self.enter_node(ply, env) {
            return 0;
        }
        let hash = position.hash();
        let in_check = position.is_check();
        if ply > 0 {
            // The fifty-move rule, unless this very position is checkmate.
            if position.halfmove_clock() >= 100 && (!in_check || position.has_legal_moves()) {
                return 0;
            }
            if self.is_repetition(position, hash) || position.has_insufficient_material() {
                return 0;
            }
            // Mate distance pruning: no line can beat a mate already found closer to the root.
            let alpha = alpha.max(-MATE + ply as i32);
            let beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if in_check {
            depth += 1;
        }
        if depth <= 0 {
            return self.quiescence(position, alpha, beta, ply, env);
        }
        if ply >= MAX_PLY - 1 {
            return evaluate(position);
        }

        let entry = self.tt.probe(hash);
        let tt_move = entry.and_then(|e| e.best_move());
        if let Some(entry) = entry {
            if !is_pv && ply > 0 && entry.depth() >= depth {
                let score = entry.score(ply as i32);
                let cut = match entry.bound() {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }

        // Internal iterative reduction: with no stored move to search first, ordering is poor
        // and a full-depth search would mostly be wasted.
        if depth >= 4 && tt_move.is_none() {
            depth -= 1;
        }
        let static_eval = if in_check {
            -INFINITY
        } else {
            evaluate(position)
        };
        self.evals[ply] = static_eval;
        // Is the side to move doing better than on its previous move? Then prune less eagerly.
        let improving = !in_check && ply >= 2 && static_eval > self.evals[ply - 2];
        if !is_pv && !in_check && ply > 0 {
            // Reverse futility: far above beta at low depth, the opponent will not get back.
            let margin = 90 * (depth - i32::from(improving));
            if depth <= 6 && static_eval - margin >= beta && beta.abs() < MATE_BOUND {
                return static_eval;
            }
            // Null move: if passing still holds beta, a real move will too.
            if allow_null && depth >= 3 && static_eval >= beta && has_pieces(position) {
                let reduction = 3 + depth / 4 + ((static_eval - beta) / 200).min(3);
                let passed = position.null_move();
                self.path.push(hash);
                let score = -self.negamax(
                    &passed,
                    depth - 1 - reduction,
                    -beta,
                    -beta + 1,
                    ply + 1,
                    false,
                    false,
                    env,
                );
                self.path.pop();
                if self.stopped {
                    return 0;
                }
                if score >= beta {
                    return if score > MATE_BOUND { beta } else { score };
                }
            }
        }

        let moves = position.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let mut picker = MovePicker::new(position, &moves, tt_move, &self.ordering, ply);
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        let mut quiets_tried: Vec<Move> = Vec::new();
        let mut index = 0;
        self.path.push(hash);
        while let Some((mv, is_quiet)) = picker.next_move() {
            index += 1;
            let mut child = position.clone();
            child.play_unchecked(mv);
            let gives_check = child.is_check();
            // Futility and late-move pruning: quiet moves far below alpha near the leaves.
            if !is_pv && !in_check && is_quiet && !gives_check && best_score > -MATE_BOUND {
                if depth <= 3 && index > 3 + depth as usize * depth as usize * 2 {
                    continue;
                }
                if depth <= 2 && static_eval + 120 * depth <= alpha {
                    continue;
                }
            }
            if !is_pv
                && !in_check
                && !is_quiet
                && depth <= 4
                && index > 1
                && best_score > -MATE_BOUND
                && see(position, mv) < -60 * depth
            {
                continue;
            }
            let score = if ply == 0 && self.exact_root {
                -self.negamax(
                    &child,
                    depth - 1,
                    -INFINITY,
                    INFINITY,
                    ply + 1,
                    true,
                    true,
                    env,
                )
            } else if index == 1 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, is_pv, true, env)
            } else {
                let mut r = 0;
                if depth >= 3 && index > 2 + usize::from(is_pv) && is_quiet && !in_check {
                    r = reduction(depth, index);
                    if is_pv {
                        r -= 1;
                    }
                    if gives_check {
                        r -= 1;
                    }
                    if !improving && !is_pv {
                        r += 1;
                    }
                    r -= self.ordering.history_bias(position.turn(), mv);
                    r = r.clamp(0, depth - 2);
                }
                let mut score = -self.negamax(
                    &child,
                    depth - 1 - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    false,
                    true,
                    env,
                );
                if score > alpha && r > 0 {
                    score = -self.negamax(
                        &child,
                        depth - 1,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        false,
                        true,
                        env,
                    );
                }
                if score > alpha && score < beta && is_pv {
                    score =
                        -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true, true, env);
                }
                score
            };
            if self.stopped {
                self.path.pop();
                return 0;
            }
            if ply == 0 {
                self.ordering.record_root_score(mv, score, index == 1);
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(mv);
                    head[ply].extend_from_slice(&tail[0]);
                    if score >= beta {
                        if is_quiet {
                            self.ordering.reward_cutoff(
                                position.turn(),
                                mv,
                                &quiets_tried,
                                depth,
                                ply,
                            );
                        }
                        break;
                    }
                }
            }
            if is_quiet {
                quiets_tried.push(mv);
            }
        }
        self.path.pop();
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(hash, best_move, best_score, depth, bound, ply as i32);
        best_score
    }

    fn quiescence(
        &mut self,
        position: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        env: &dyn Environment,
    ) -> i32 {
        self.seldepth = self.seldepth.max(ply);
        if !self.enter_node(ply, env) {
            return 0;
        }
        let in_check = position.is_check();
        if ply >= MAX_PLY - 1 {
            return evaluate(position);
        }
        let stand_pat = if in_check {
            -INFINITY
        } else {
            evaluate(position)
        };
        if stand_pat >= beta {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        let moves = if in_check {
            position.legal_moves()
        } else {
            position.legal_captures()
        };
        if in_check && moves.is_empty() {
            return -MATE + ply as i32;
        }
        let mut picker = MovePicker::new(position, &moves, None, &self.ordering, ply);
        let mut best = stand_pat;
        while let Some((mv, _)) = picker.next_move() {
            if !in_check {
                // Underpromotions and losing captures rarely matter here.
                if mv.promotion().is_some_and(|r| r != Role::Queen) {
                    continue;
                }
                let gain = captured_value(position, mv);
                if stand_pat + gain + 200 <= alpha {
                    continue; // Delta pruning: even winning this piece cannot reach alpha.
                }
                if see(position, mv) < 0 {
                    continue;
                }
            }
            let mut child = position.clone();
            child.play_unchecked(mv);
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1, env);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// Does the side to move have a piece besides pawns and king? (Null move is unsafe in pawn
/// endings, where passing can be the best move: zugzwang.)
fn has_pieces(position: &Position) -> bool {
    let board = position.board();
    let own = board.by_color(position.turn());
    (own - board.by_role(Role::Pawn) - board.by_role(Role::King)).is_not_empty()
}

fn captured_value(position: &Position, mv: Move) -> i32 {
    let victim = position
        .board()
        .role_at(mv.to())
        .map_or(crate::see::value(Role::Pawn), crate::see::value);
    victim
        + mv.promotion()
            .map_or(0, |r| crate::see::value(r) - crate::see::value(Role::Pawn))
}
