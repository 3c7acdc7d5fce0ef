//! Search limits and time management: when to stop deepening (the soft limit) and when to
//! abandon a search in progress (the hard limit).
//!
//! On a clock, a move aims at a share of the time left and the increments to come that grows
//! with the game's ply, as Stockfish's does ([`Clock::budget`]), and after each depth that aim
//! is stretched or shrunk by how settled the search is ([`Settledness`]): a best move that
//! keeps changing, that took few of the root's nodes, or whose score fell since the last
//! search gets more time; a settled one less. A fixed `movetime` is used whole.

use crate::defs::MATE_BOUND;
use chess_rules::{Color, Move};

/// What the search may spend (UCI `go` parameters).
#[derive(Clone, Debug, PartialEq)]
pub struct SearchLimits {
    /// Stop after this depth.
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// Think exactly this long (milliseconds).
    pub movetime: Option<u64>,
    /// White's and Black's clocks (milliseconds).
    pub time: [Option<u64>; 2],
    /// White's and Black's increments (milliseconds).
    pub increment: [u64; 2],
    /// Moves to the next time control.
    pub moves_to_go: Option<u32>,
    /// Search until told to stop.
    pub infinite: bool,
    /// Search on the opponent's time until `ponderhit` (then as the clocks say) or `stop`.
    pub ponder: bool,
    /// Kept back from the clock for the time it takes to send a move (UCI `Move Overhead`).
    pub overhead_ms: u64,
}

impl Default for SearchLimits {
    fn default() -> SearchLimits {
        SearchLimits {
            depth: None,
            nodes: None,
            movetime: None,
            time: [None; 2],
            increment: [0; 2],
            moves_to_go: None,
            infinite: false,
            ponder: false,
            overhead_ms: DEFAULT_OVERHEAD_MS,
        }
    }
}

impl SearchLimits {
    /// Think for a fixed time.
    pub fn movetime(ms: u64) -> SearchLimits {
        SearchLimits {
            movetime: Some(ms),
            ..SearchLimits::default()
        }
    }

    /// Search to a fixed depth.
    pub fn depth(depth: u32) -> SearchLimits {
        SearchLimits {
            depth: Some(depth),
            ..SearchLimits::default()
        }
    }
}

/// Time left, measured on the environment's clock.
#[derive(Clone, Debug)]
pub struct Deadline {
    start: f64,
    soft: f64,
    hard: f64,
    nodes: Option<u64>,
    /// The soft limit comes from a clock (not a fixed time), so it may stretch or shrink
    /// with how settled the search is ([`Deadline::past_soft_scaled`]).
    adaptive: bool,
}

/// The default of [`SearchLimits::overhead_ms`].
pub const DEFAULT_OVERHEAD_MS: u64 = 15;

impl Deadline {
    /// No limit.
    pub fn unlimited() -> Deadline {
        Deadline {
            start: 0.0,
            soft: f64::INFINITY,
            hard: f64::INFINITY,
            nodes: None,
            adaptive: false,
        }
    }

    /// The limits of a search starting at `now` (ms) with `turn` to move, `game_ply` half-moves
    /// into the game.
    pub fn new(limits: &SearchLimits, turn: Color, game_ply: u32, now: f64) -> Deadline {
        let mut deadline = Deadline {
            start: now,
            nodes: limits.nodes,
            ..Deadline::unlimited()
        };
        if limits.infinite {
            return deadline;
        }
        let overhead = limits.overhead_ms as f64;
        if let Some(movetime) = limits.movetime {
            // The whole time asked for, as Stockfish reads `movetime`: the overhead is kept
            // back from a clock, where running out loses the game, not from a fixed time.
            deadline.soft = now + movetime as f64;
            deadline.hard = now + movetime as f64;
        } else if let Some(left) = limits.time[turn.index()] {
            let clock = Clock {
                left: left as f64,
                increment: limits.increment[turn.index()] as f64,
                moves_to_go: limits.moves_to_go,
                overhead,
            };
            let (optimum, maximum) = clock.budget(game_ply);
            deadline.soft = now + optimum.max(1.0);
            deadline.hard = now + maximum.max(1.0);
            deadline.adaptive = true;
        }
        deadline
    }

    /// Too late to start another depth, with a clock's soft limit stretched or shrunk by
    /// `scale` (see [`Settledness`]; a fixed time is used whole)?
    pub fn past_soft_scaled(&self, now: f64, scale: f64) -> bool {
        if !self.adaptive {
            return now >= self.soft;
        }
        now >= self.start + (self.soft - self.start) * scale
    }

    /// Time to abandon the search?
    pub fn past_hard(&self, now: f64) -> bool {
        now >= self.hard
    }

    /// Has the node budget run out?
    pub fn nodes_exhausted(&self, nodes: u64) -> bool {
        self.nodes.is_some_and(|limit| nodes >= limit)
    }
}

/// A side's clock, in milliseconds.
struct Clock {
    left: f64,
    increment: f64,
    moves_to_go: Option<u32>,
    /// Kept back for each move still to be sent.
    overhead: f64,
}

impl Clock {
    /// The time to aim for (the soft limit, before the settledness scale) and the most a move
    /// may take (the hard limit), as Stockfish 15.1 splits a clock: the time left plus the
    /// increments of the moves to come (at most 50), less their overheads, is the pool; a
    /// move aims at a share of it that grows with the game's ply (little in the opening, more
    /// in the middlegame, where the game is decided) and may take several times that, but
    /// never more than most of what is left.
    fn budget(&self, game_ply: u32) -> (f64, f64) {
        let horizon = f64::from(self.moves_to_go.unwrap_or(50).clamp(1, 50));
        let pool = (self.left + self.increment * (horizon - 1.0) - self.overhead * (2.0 + horizon))
            .max(1.0);
        let ply = f64::from(game_ply);
        let (share, maximum_ratio) = match self.moves_to_go {
            None => (
                (0.0120 + (ply + 3.0).powf(0.45) * 0.0039).min(0.2 * self.left / pool),
                (4.0 + ply / 12.0).min(7.0),
            ),
            Some(_) => (
                ((0.88 + ply / 116.4) / horizon).min(0.88 * self.left / pool),
                (1.5 + 0.11 * horizon).min(6.3),
            ),
        };
        let optimum = share * pool;
        let maximum = (0.8 * self.left - self.overhead).min(maximum_ratio * optimum);
        (optimum, maximum)
    }
}

/// How settled the search is, depth after depth: a best move that keeps changing, or that
/// takes a small share of the root's nodes (others came close to it), is worth more time; one
/// that stays and takes most of them, less. So is a score that fell since the last search
/// (the game took a turn it did not expect), and one that rose, less.
#[derive(Default)]
pub struct Settledness {
    best: Option<Move>,
    /// Depths in a row that ended with the same best move.
    unchanged: usize,
    /// The last search's score, if the searcher has one.
    last_score: Option<i32>,
}

/// The soft limit's scale by how many depths in a row kept the best move.
const STABILITY_SCALE: [f64; 5] = [1.3, 1.1, 1.0, 0.9, 0.8];
/// Below this depth the root's node counts say little: only stability counts.
const NODE_SHARE_MIN_DEPTH: i32 = 6;
/// The soft limit grows by this share per centipawn the score fell since the last search
/// (shrinks as it rose)…
const FALL_SCALE_PER_CP: f64 = 0.006;
/// …within these bounds (a fall of 83 cp gives the most, a rise of 33 the least).
const FALL_SCALE_RANGE: (f64, f64) = (0.8, 1.5);

impl Settledness {
    /// The settledness of a search after one that scored `last_score` (none at a game's
    /// start).
    pub fn after(last_score: Option<i32>) -> Settledness {
        Settledness {
            last_score,
            ..Settledness::default()
        }
    }

    /// A depth ended with `best`, which took `best_nodes` of the root's `root_nodes`, and
    /// `score`: the scale for the soft limit before the next depth.
    pub fn scale(
        &mut self,
        depth: i32,
        best: Option<Move>,
        (best_nodes, root_nodes): (u64, u64),
        score: i32,
    ) -> f64 {
        if best == self.best {
            self.unchanged += 1;
        } else {
            (self.best, self.unchanged) = (best, 0);
        }
        let stability = STABILITY_SCALE[self.unchanged.min(STABILITY_SCALE.len() - 1)];
        let settled = stability * self.fall(score);
        if depth < NODE_SHARE_MIN_DEPTH || root_nodes == 0 {
            return settled;
        }
        let share = best_nodes as f64 / root_nodes as f64;
        settled * ((1.5 - share) * 1.35).clamp(0.5, 2.0)
    }

    /// The scale for how far the score fell since the last search (1 with no last score, or
    /// with a mate on either side, where centipawns say nothing).
    fn fall(&self, score: i32) -> f64 {
        match self.last_score {
            Some(last) if last.abs() < MATE_BOUND && score.abs() < MATE_BOUND => {
                let (least, most) = FALL_SCALE_RANGE;
                (1.0 + f64::from(last - score) * FALL_SCALE_PER_CP).clamp(least, most)
            }
            _ => 1.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A first move of the game, written in UCI.
    fn first_move(uci: &str) -> Option<Move> {
        chess_rules::Position::new().parse_uci(uci).ok()
    }

    #[test]
    fn a_fixed_time_is_used_whole_and_a_clock_keeps_the_overhead_back() {
        let fixed = Deadline::new(&SearchLimits::movetime(100), Color::White, 0, 1_000.0);
        assert!(!fixed.past_hard(1_099.0) && fixed.past_hard(1_100.0));
        // 30 ms left on the clock: the overhead is what keeps the search from using it all.
        let clock = |overhead_ms| SearchLimits {
            time: [Some(30), Some(30)],
            overhead_ms,
            ..SearchLimits::default()
        };
        let with_overhead = Deadline::new(&clock(15), Color::White, 0, 0.0);
        let without = Deadline::new(&clock(0), Color::White, 0, 0.0);
        assert!(with_overhead.past_hard(1.0) && !without.past_hard(2.0));
    }

    #[test]
    fn a_clock_soft_limit_follows_the_scale_and_a_fixed_time_does_not() {
        let clock = SearchLimits {
            time: [Some(60_000), Some(60_000)],
            ..SearchLimits::default()
        };
        // 60 s at the game's first move: about 1.09 s to aim for.
        let deadline = Deadline::new(&clock, Color::White, 0, 0.0);
        assert!(
            !deadline.past_soft_scaled(1_000.0, 1.0) && deadline.past_soft_scaled(1_100.0, 1.0)
        );
        assert!(deadline.past_soft_scaled(600.0, 0.5) && !deadline.past_soft_scaled(2_100.0, 2.0));
        let fixed = Deadline::new(&SearchLimits::movetime(100), Color::White, 0, 0.0);
        assert!(!fixed.past_soft_scaled(99.0, 0.1) && fixed.past_soft_scaled(100.0, 10.0));
    }

    #[test]
    fn the_middlegame_gets_more_of_the_clock_than_the_opening_and_no_move_takes_it_all() {
        let clock = |left, increment, moves_to_go| Clock {
            left,
            increment,
            moves_to_go,
            overhead: 15.0,
        };
        let three_seconds = clock(3_000.0, 30.0, None);
        let (opening, opening_most) = three_seconds.budget(0);
        let (middlegame, _) = three_seconds.budget(40);
        assert!((65.0..71.0).contains(&opening), "{opening}");
        assert!(middlegame > 1.7 * opening, "{opening} {middlegame}");
        assert!(opening_most >= 3.9 * opening && opening_most <= 0.8 * 3_000.0);
        // Nearly flagging: the hard limit keeps back a fifth of the clock and the overhead.
        let (_, most) = clock(100.0, 1_000.0, None).budget(60);
        assert!(most <= 0.8 * 100.0 - 15.0, "{most}");
        // Moves to go: the time left over them, a little more as the game goes on.
        let (first, _) = clock(60_000.0, 0.0, Some(20)).budget(0);
        let (later, _) = clock(60_000.0, 0.0, Some(20)).budget(60);
        assert!(
            (2_500.0..2_700.0).contains(&first) && later > first,
            "{first} {later}"
        );
    }

    #[test]
    fn a_settled_best_move_shrinks_the_scale_and_a_new_one_stretches_it() {
        let (e4, d4) = (first_move("e2e4"), first_move("d2d4"));
        let mut settledness = Settledness::default();
        let first = settledness.scale(8, e4, (500, 1_000), 0);
        let mut settled = first;
        for depth in 9..14 {
            settled = settledness.scale(depth, e4, (900, 1_000), 0);
        }
        assert!(settled < first && settled < 0.7, "{first} {settled}");
        let changed = settledness.scale(14, d4, (400, 1_000), 0);
        assert!(changed > 1.5, "{changed}");
    }

    #[test]
    fn a_score_that_fell_since_the_last_search_stretches_the_scale() {
        let e4 = first_move("e2e4");
        let at_depth_one = |last, score| Settledness::after(last).scale(1, e4, (0, 0), score);
        let unknown = at_depth_one(None, 0);
        assert_eq!(at_depth_one(Some(30), 30), unknown);
        assert!(at_depth_one(Some(30), -20) > unknown * 1.25);
        assert_eq!(at_depth_one(Some(0), -500), unknown * 1.5);
        assert_eq!(at_depth_one(Some(0), 500), unknown * 0.8);
        // Mate scores are not centipawns: no scale for them.
        assert_eq!(at_depth_one(Some(0), -crate::defs::MATE + 3), unknown);
    }
}
