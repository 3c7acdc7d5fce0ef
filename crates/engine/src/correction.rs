//! Correction history: the static evaluation is wrong in ways that repeat for a pawn
//! structure (a weak pawn the evaluation does not see, a blocked centre it misjudges). After
//! each search of a node, the difference between what the search found and what the
//! evaluation said is folded into a table keyed by the side to move and the pawns; later
//! evaluations of positions with the same pawns are moved by that average error.

use chess_rules::{Color, Position, Role};

/// Entries per side (a power of two: the pawn key is masked into it).
const SIZE: usize = 16_384;
/// Corrections are kept with this many fractional steps per centipawn.
const GRAIN: i32 = 256;
/// No correction grows past this many centipawns.
const MAX_CORRECTION: i32 = 64;
/// An update weighs at most this much (out of [`GRAIN`]), for searches at least 16 deep.
const MAX_WEIGHT: i32 = 16;

/// The average error of the evaluation, per side to move and pawn structure.
pub struct CorrectionHistory {
    table: Vec<i32>,
}

impl Default for CorrectionHistory {
    fn default() -> Self {
        CorrectionHistory::new()
    }
}

impl CorrectionHistory {
    /// Nothing learned yet.
    pub fn new() -> CorrectionHistory {
        CorrectionHistory {
            table: vec![0; 2 * SIZE],
        }
    }

    /// `raw_eval` moved by what was learned of this side's pawn structure.
    pub fn correct(&self, position: &Position, raw_eval: i32) -> i32 {
        raw_eval + self.table[slot(position)] / GRAIN
    }

    /// A search `depth` deep found `score` where the evaluation said `raw_eval`: moves the
    /// entry towards the difference, more for deeper searches.
    pub fn update(&mut self, position: &Position, depth: i32, score: i32, raw_eval: i32) {
        let error = (score - raw_eval).clamp(-MAX_CORRECTION, MAX_CORRECTION) * GRAIN;
        let weight = (depth + 1).min(MAX_WEIGHT);
        let entry = &mut self.table[slot(position)];
        *entry = (*entry * (GRAIN - weight) + error * weight) / GRAIN;
    }
}

/// The entry of the side to move and the pawns of both sides.
fn slot(position: &Position) -> usize {
    let board = position.board();
    let pawns = board.by_role(Role::Pawn);
    let white = (pawns & board.by_color(Color::White)).0;
    let black = (pawns & board.by_color(Color::Black)).0;
    let key = mix(white ^ mix(black));
    position.turn().index() * SIZE + (key as usize & (SIZE - 1))
}

/// A 64-bit finaliser (splitmix64's): every input bit moves about half of the output bits.
fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_seen_again_and_again_becomes_the_correction() {
        let position = Position::new();
        let mut history = CorrectionHistory::new();
        for _ in 0..200 {
            history.update(&position, 10, 40, 0);
        }
        let corrected = history.correct(&position, 0);
        assert!((35..=40).contains(&corrected), "{corrected}");
    }

    #[test]
    fn the_correction_is_bounded_and_kept_per_side() {
        let position = Position::new();
        let mut history = CorrectionHistory::new();
        for _ in 0..500 {
            history.update(&position, 20, 5_000, 0);
        }
        assert!(history.correct(&position, 0) <= MAX_CORRECTION);
        let black_to_move =
            Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1").unwrap();
        assert_eq!(history.correct(&black_to_move, 0), 0);
    }
}
