//! The search: iterative deepening (`iterative.rs`) over a principal-variation alpha-beta
//! search (`alpha_beta.rs`) with a transposition table, aspiration windows, pruning before and
//! among the moves (`pruning.rs`: reverse futility, razoring, null move, late-move, futility
//! and SEE pruning), ProbCut, singular and check extensions, late-move reductions, and a
//! quiescence search of captures (`quiescence.rs`). Quiet moves are ordered by their butterfly
//! and continuation histories (`crate::history`). Score bounds are in `crate::defs` (shared
//! with the table and move ordering), tuning numbers in `parameters.rs`.
//!
//! It runs the same natively (the UCI binary, with a thread to stop it) and in a Web Worker
//! (where time comes from the page); [`Environment`] supplies the clock and the stop flag.

mod alpha_beta;
mod iterative;
mod node;
pub mod parameters;
mod probcut;
mod pruning;
mod quiescence;
mod singular;
pub mod tunable;

use crate::correction::CorrectionHistory;
pub use crate::defs::{score_from_table, score_to_table, MATE, MAX_PLY};
use crate::defs::{INFINITY, MATE_BOUND};
use crate::eval;
use crate::eval::nnue::AccumulatorStack;
use crate::eval::nnue::Network;
use crate::eval::PawnCache;
use crate::history::{Continuation, PieceTo, Preceding};
use crate::ordering::MoveOrdering;
use crate::time::Deadline;
use crate::tt::{Entry, TranspositionTable};
use chess_rules::{Bitboard, Move, Position};
use std::sync::Arc;

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

/// What the search needs from where it runs.
pub trait Environment {
    /// Milliseconds since some fixed moment.
    fn now_ms(&self) -> f64;
    /// Has someone asked the search to stop (UCI `stop`)?
    fn stop_requested(&self) -> bool {
        false
    }
    /// Is the search pondering (`go ponder` before `ponderhit`)? Time does not stop it then.
    fn pondering(&self) -> bool {
        false
    }
}

/// A report after each completed depth (UCI `info`), one per line with MultiPV.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo {
    /// The depth completed.
    pub depth: u32,
    /// Which line: 1 for the best, 2 for the second best… (UCI `multipv`).
    pub multipv: u32,
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
    /// With MultiPV, the last report of each line, best first.
    pub lines: Vec<SearchInfo>,
}

/// A move of the current path, as the histories learn from it.
#[derive(Copy, Clone)]
struct Played {
    /// Its piece and square: the context of the continuation history.
    piece_to: PieceTo,
    /// The move itself when quiet (not a capture or promotion): rewarded when the reply finds
    /// nothing better than alpha.
    quiet: Option<Move>,
}

impl Played {
    fn of(position: &Position, mv: Move, is_quiet: bool) -> Played {
        Played {
            piece_to: PieceTo::of(position, mv),
            quiet: is_quiet.then_some(mv),
        }
    }
}

/// The search, with what it keeps between searches: the table, history and killers.
pub struct Searcher {
    tt: TranspositionTable,
    ordering: MoveOrdering,
    /// What the search has learned of the evaluation's errors.
    correction: CorrectionHistory,
    /// The hand-written evaluation's pawn terms by structure.
    pawns: PawnCache,
    nodes: u64,
    seldepth: usize,
    /// Hashes of the game's positions before the root, then of the search path.
    path: Vec<u64>,
    /// Where the search path starts in `path` (the root's index).
    root_index: usize,
    /// Entries of `path` before this index lie before the last null move on the path: no
    /// repetition is seen across a null move.
    null_boundary: usize,
    /// Root moves the current MultiPV line leaves out (the better lines' first moves).
    excluded_root_moves: Vec<Move>,
    /// How many lines to search (UCI `MultiPV`).
    multipv: usize,
    /// The nodes each root move's searches took in the current depth (for time management).
    root_move_nodes: Vec<(Move, u64)>,
    /// The last search's score (of its first line), which the next one's time management
    /// compares its own with: a score that fell is worth more time.
    last_score: Option<i32>,
    /// The last root move this iteration found better than alpha, with its line: the move to
    /// play if the iteration is cut short.
    root_improvement: Option<Vec<Move>>,
    stopped: bool,
    /// The static evaluation at each ply of the current path (to see if a side is improving).
    evals: [i32; MAX_PLY + 2],
    /// The squares the side to move's opponent attacks, by ply (set as a node's moves begin).
    threatened: [Bitboard; MAX_PLY + 2],
    /// The move played at each ply of the current path (none for a null move).
    played: [Option<Played>; MAX_PLY + 2],
    /// Search every root move with a full window, so each gets an exact score (for levels).
    exact_root: bool,
    /// The move each ply's singular search leaves out, if one is under way there.
    excluded: [Option<Move>; MAX_PLY + 2],
    /// How many double singular extensions the path to each ply took.
    double_extensions: [u8; MAX_PLY + 2],
    /// The depth of the iteration under way (singular extensions stop at twice it).
    root_depth: i32,
    deadline: Deadline,
    pv: Vec<Vec<Move>>,
    /// The evaluation network, if one was given; the hand-written evaluation otherwise.
    network: Option<Arc<Network>>,
    /// The network's sums along the search path.
    accumulators: AccumulatorStack,
}

impl Searcher {
    /// A searcher with a transposition table of about `hash_mb` MB.
    pub fn new(hash_mb: usize) -> Searcher {
        Searcher {
            tt: TranspositionTable::new(hash_mb),
            ordering: MoveOrdering::new(),
            correction: CorrectionHistory::new(),
            pawns: PawnCache::new(),
            nodes: 0,
            seldepth: 0,
            path: Vec::new(),
            root_index: 0,
            null_boundary: 0,
            excluded_root_moves: Vec::new(),
            multipv: 1,
            root_move_nodes: Vec::new(),
            last_score: None,
            root_improvement: None,
            stopped: false,
            evals: [0; MAX_PLY + 2],
            threatened: [Bitboard::EMPTY; MAX_PLY + 2],
            played: [None; MAX_PLY + 2],
            exact_root: false,
            excluded: [None; MAX_PLY + 2],
            double_extensions: [0; MAX_PLY + 2],
            root_depth: 0,
            deadline: Deadline::unlimited(),
            pv: vec![Vec::new(); MAX_PLY + 1],
            network: None,
            accumulators: AccumulatorStack::default(),
        }
    }

    /// Resizes the transposition table (UCI `Hash`), emptying it.
    pub fn set_hash(&mut self, hash_mb: usize) {
        self.tt = TranspositionTable::new(hash_mb);
    }

    /// How many best lines to search and report (UCI `MultiPV`, 1 to 5 in the app).
    pub fn set_multipv(&mut self, lines: usize) {
        self.multipv = lines.max(1);
    }

    /// Makes every root move's score exact (slower): what the weaker levels choose among.
    pub fn set_exact_root_scores(&mut self, exact: bool) {
        self.exact_root = exact;
    }

    /// Evaluates with this network from now on (none: the hand-written evaluation). The
    /// table is emptied, since it keeps the old evaluation's scores.
    pub fn set_network(&mut self, network: Option<Arc<Network>>) {
        self.network = network;
        self.accumulators.clear();
        self.tt.clear();
    }

    /// The evaluation network in use, if any, to share with another searcher.
    pub fn network_handle(&self) -> Option<Arc<Network>> {
        self.network.clone()
    }

    /// The static evaluation the search uses at a node `ply` plies from the root, from the
    /// side to move's point of view (the same as `eval::evaluate_with`, built incrementally).
    pub fn evaluate(&mut self, position: &Position, ply: usize) -> i32 {
        match self.network.as_deref() {
            Some(_) if position.has_insufficient_material() => 0,
            Some(network) => self.accumulators.evaluate(network, position, ply),
            None => eval::evaluate_cached(position, &mut self.pawns),
        }
    }

    /// A node's raw evaluation (the table's stored one if it has it; what the table keeps) and
    /// that evaluation moved by the correction history. In check there is none: both are
    /// `-INFINITY`.
    fn evaluations(
        &mut self,
        position: &Position,
        entry: Option<Entry>,
        ply: usize,
        in_check: bool,
    ) -> (i32, i32) {
        if in_check {
            return (-INFINITY, -INFINITY);
        }
        let slots = self.correction.locate(position);
        let raw_eval = entry
            .and_then(|e| e.eval())
            .unwrap_or_else(|| self.evaluate(position, ply));
        (raw_eval, self.correction.correct(slots, raw_eval))
    }

    /// Makes the network's sums at `ply` those of `position`, before its first child is
    /// searched (see `AccumulatorStack::prepare`).
    fn prepare_children(&mut self, position: &Position, ply: usize) {
        if let Some(network) = self.network.as_deref() {
            self.accumulators.prepare(network, position, ply);
        }
    }

    /// Forgets everything learned (UCI `ucinewgame`).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.ordering = MoveOrdering::new();
        self.correction = CorrectionHistory::new();
        self.last_score = None;
    }

    fn check_time(&mut self, env: &dyn Environment) {
        if self.nodes & 1023 == 0
            && (env.stop_requested() || (self.deadline.past_hard(env.now_ms()) && !env.pondering()))
        {
            self.stopped = true;
        }
        if self.deadline.nodes_exhausted(self.nodes) {
            self.stopped = true;
        }
    }

    /// The moves played one, two and four plies before a node at `ply` (none before the root).
    fn continuation(&self, ply: usize) -> Continuation {
        let before = |back: usize| {
            let played = self.played[ply.checked_sub(back)?]?;
            Some(Preceding::new(played.piece_to, played.quiet.is_none()))
        };
        Continuation {
            previous: [before(1), before(2), before(4)],
            threatened: self.threatened[ply],
        }
    }

    /// Counts a node entered at `ply` and checks the clock: false once the search must stop.
    fn enter_node(&mut self, ply: usize, env: &dyn Environment) -> bool {
        self.pv[ply].clear();
        self.nodes += 1;
        self.check_time(env);
        !self.stopped
    }

    /// Is this position a draw by repetition for the search? Once is enough when the earlier
    /// occurrence is the root or inside the search (the side to move could avoid it, so it
    /// scores as a draw); a position from the game before the root must have occurred twice
    /// there (this would be its third time). Positions before the last capture or pawn move,
    /// or before a null move on the path, are not compared.
    fn is_repetition(&self, position: &chess_rules::Position, hash: u64) -> bool {
        let len = self.path.len();
        let reversible = position.halfmove_clock() as usize;
        let earliest = len.saturating_sub(reversible).max(self.null_boundary);
        let mut before_root = 0;
        // path[len - 1] is the parent; the same side was to move at len - 2, len - 4, …
        let mut index = len.checked_sub(2);
        while let Some(i) = index.filter(|&i| i >= earliest) {
            if self.path[i] == hash {
                if i >= self.root_index {
                    return true;
                }
                before_root += 1;
                if before_root >= 2 {
                    return true;
                }
            }
            index = i.checked_sub(2);
        }
        false
    }
}
