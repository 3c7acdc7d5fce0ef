//! Difficulty levels: the engine plays weaker by searching less and by choosing, with
//! controlled randomness, among the moves that are nearly as good as the best. A move that
//! loses more than the level's limit against the best is never chosen, so even the lowest
//! levels do not leave their queen hanging.
//!
//! Each level's strength was measured in matches against Stockfish 15.1 (see
//! `tools/match.py` and the README); [`Level::elo`] is that figure.

use crate::search::SearchResult;
use chess_rules::Move;

/// One difficulty level.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Level {
    /// 1 (beginner) to [`LEVELS`]`.len()` (full strength).
    pub number: u8,
    /// The search depth limit, if any.
    pub depth: Option<u32>,
    /// The thinking time per move in the app, in milliseconds.
    pub movetime_ms: u64,
    /// How freely weaker moves are chosen: the softmax temperature in centipawns (0: always the best).
    pub temperature: i32,
    /// Moves worse than the best by more than this (centipawns) are never chosen.
    pub max_loss: i32,
    /// The measured strength (Elo, on Stockfish's `UCI_Elo` scale).
    pub elo: u32,
}

/// The levels, weakest first.
pub const LEVELS: [Level; 9] = [
    Level {
        number: 1,
        depth: Some(1),
        movetime_ms: 300,
        temperature: 150,
        max_loss: 300,
        elo: 800,
    },
    Level {
        number: 2,
        depth: Some(1),
        movetime_ms: 300,
        temperature: 80,
        max_loss: 200,
        elo: 1000,
    },
    Level {
        number: 3,
        depth: Some(2),
        movetime_ms: 400,
        temperature: 60,
        max_loss: 150,
        elo: 1200,
    },
    Level {
        number: 4,
        depth: Some(3),
        movetime_ms: 500,
        temperature: 40,
        max_loss: 100,
        elo: 1400,
    },
    Level {
        number: 5,
        depth: Some(4),
        movetime_ms: 600,
        temperature: 25,
        max_loss: 60,
        elo: 1600,
    },
    Level {
        number: 6,
        depth: Some(6),
        movetime_ms: 800,
        temperature: 15,
        max_loss: 40,
        elo: 1800,
    },
    Level {
        number: 7,
        depth: Some(8),
        movetime_ms: 1000,
        temperature: 8,
        max_loss: 20,
        elo: 2000,
    },
    Level {
        number: 8,
        depth: None,
        movetime_ms: 1000,
        temperature: 0,
        max_loss: 0,
        elo: 2200,
    },
    Level {
        number: 9,
        depth: None,
        movetime_ms: 3000,
        temperature: 0,
        max_loss: 0,
        elo: 2400,
    },
];

impl Level {
    /// The level with this number (clamped to the range).
    pub fn number(number: u8) -> Level {
        LEVELS[usize::from(number.clamp(1, LEVELS.len() as u8)) - 1]
    }

    /// The level whose measured strength is closest to `elo`.
    pub fn nearest_to_elo(elo: u32) -> Level {
        *LEVELS
            .iter()
            .min_by_key(|level| level.elo.abs_diff(elo))
            .expect("levels exist")
    }

    /// The strongest level, which plays the search's best move.
    pub fn full_strength() -> Level {
        LEVELS[LEVELS.len() - 1]
    }

    /// Does this level choose among moves (and so need every root move scored exactly)?
    pub fn is_randomised(&self) -> bool {
        self.temperature > 0
    }

    /// Chooses the move to play from a finished search. `random` is a number in [0, 1).
    pub fn choose(&self, result: &SearchResult, random: f64) -> Option<Move> {
        if !self.is_randomised() || result.root_scores.len() < 2 {
            return result.best_move;
        }
        let best = result.root_scores[0].1;
        let candidates: Vec<(Move, f64)> = result
            .root_scores
            .iter()
            .filter(|(_, score)| best - score <= self.max_loss)
            .map(|&(mv, score)| {
                (
                    mv,
                    (f64::from(score - best) / f64::from(self.temperature)).exp(),
                )
            })
            .collect();
        let total: f64 = candidates.iter().map(|(_, weight)| weight).sum();
        let mut target = random.clamp(0.0, 0.999_999) * total;
        for &(mv, weight) in &candidates {
            if target < weight {
                return Some(mv);
            }
            target -= weight;
        }
        candidates.last().map(|&(mv, _)| mv)
    }
}

/// A small random number generator (xorshift*), so levels can be replayed from a seed.
#[derive(Clone, Debug)]
pub struct Random(u64);

impl Random {
    /// A generator from a seed (any value).
    pub fn new(seed: u64) -> Random {
        Random(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    /// A number in [0, 1).
    pub fn next_f64(&mut self) -> f64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11) as f64 / (1u64 << 53) as f64
    }
}
