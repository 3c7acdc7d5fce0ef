//! Search limits and time management: when to stop deepening (the soft limit) and when to
//! abandon a search in progress (the hard limit).

use chess_rules::Color;

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
    soft: f64,
    hard: f64,
    nodes: Option<u64>,
}

/// The default of [`SearchLimits::overhead_ms`].
pub const DEFAULT_OVERHEAD_MS: u64 = 15;

impl Deadline {
    /// No limit.
    pub fn unlimited() -> Deadline {
        Deadline {
            soft: f64::INFINITY,
            hard: f64::INFINITY,
            nodes: None,
        }
    }

    /// The limits of a search starting at `now` (ms) with `turn` to move.
    pub fn new(limits: &SearchLimits, turn: Color, now: f64) -> Deadline {
        let mut deadline = Deadline {
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
            let left = left as f64;
            let increment = limits.increment[turn.index()] as f64;
            let moves = f64::from(limits.moves_to_go.unwrap_or(30).clamp(1, 50));
            let target = (left / moves + increment * 0.75).min(left * 0.5);
            deadline.soft = now + (target * 0.6).max(1.0);
            deadline.hard = now + (target * 2.5).min(left * 0.4 - overhead).max(1.0);
        }
        deadline
    }

    /// Too late to start another depth?
    pub fn past_soft(&self, now: f64) -> bool {
        now >= self.soft
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fixed_time_is_used_whole_and_a_clock_keeps_the_overhead_back() {
        let fixed = Deadline::new(&SearchLimits::movetime(100), Color::White, 1_000.0);
        assert!(!fixed.past_hard(1_099.0) && fixed.past_hard(1_100.0));
        // 30 ms left on the clock: the overhead is what keeps the search from using it all.
        let clock = |overhead_ms| SearchLimits {
            time: [Some(30), Some(30)],
            overhead_ms,
            ..SearchLimits::default()
        };
        let with_overhead = Deadline::new(&clock(15), Color::White, 0.0);
        let without = Deadline::new(&clock(0), Color::White, 0.0);
        assert!(with_overhead.past_hard(1.0) && !without.past_hard(2.0));
    }
}
