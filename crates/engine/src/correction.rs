//! Correction history: the static evaluation is wrong in ways that repeat for a pawn
//! structure (a weak pawn the evaluation does not see, a blocked centre it misjudges) and for
//! a placement of one side's pieces (an attack it underrates). After each search of a node,
//! the difference between what the search found and what the corrected evaluation said is
//! folded into three tables, keyed by the side to move and the pawns, White's pieces, Black's
//! pieces; later evaluations of positions that share a key are moved by the three entries'
//! sum. Each table learns what the others left (the residual), as Stockfish's do, so an error
//! that follows the pawns alone is learned in full by the pawn table instead of averaged with
//! piece tables that see it only now and then.

use crate::prefetch::prefetch;
use chess_rules::{Color, Position, Role};

/// Entries per side (a power of two: the pawn key is masked into it).
const SIZE: usize = 16_384;
/// Corrections are kept with this many fractional steps per centipawn.
const GRAIN: i32 = 256;
/// No table's entry grows past this many centipawns…
const MAX_ENTRY: i32 = 64;
const _: () = assert!(MAX_ENTRY * GRAIN <= i16::MAX as i32);
/// …nor their sum past this many.
const MAX_CORRECTION: i32 = 128;
/// No single error is learned as more than this many centipawns.
const MAX_ERROR: i32 = 64;
/// An update weighs at most this much (out of [`GRAIN`]), for searches at least 16 deep.
const MAX_WEIGHT: i32 = 16;

/// A position's entry in each table (from [`CorrectionHistory::locate`]).
#[derive(Clone, Copy, Debug)]
pub struct Slots([usize; 3]);

/// The average error of the evaluation, per side to move and pawn structure.
pub struct CorrectionHistory {
    /// By pawns, then by White's pieces, then by Black's (kings included, pawns not). An
    /// entry stays within `MAX_ENTRY * GRAIN` (16,384), so 16 bits hold it: half the memory
    /// of 32, and more of the tables in cache.
    tables: [Vec<i16>; 3],
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
            tables: std::array::from_fn(|_| vec![0; 2 * SIZE]),
        }
    }

    /// Where the position's corrections are kept, their loading into the cache started: asked
    /// before the evaluation, the three loads overlap it instead of stalling [`Self::correct`]
    /// after it (the tables are too big to stay in cache beside the network's rows).
    #[inline(always)]
    pub fn locate(&self, position: &Position) -> Slots {
        let slots = slots(position);
        for (table, &slot) in self.tables.iter().zip(&slots) {
            prefetch(&table[slot]);
        }
        Slots(slots)
    }

    /// `raw_eval` moved by what was learned of the position whose entries are `slots`.
    pub fn correct(&self, Slots(slots): Slots, raw_eval: i32) -> i32 {
        let sum: i32 = self
            .tables
            .iter()
            .zip(slots)
            .map(|(table, slot)| i32::from(table[slot]))
            .sum();
        raw_eval + (sum / GRAIN).clamp(-MAX_CORRECTION, MAX_CORRECTION)
    }

    /// A search `depth` deep found `score` where the corrected evaluation said
    /// `corrected_eval`: each entry moves by a share of the difference, more for deeper
    /// searches.
    pub fn update(&mut self, position: &Position, depth: i32, score: i32, corrected_eval: i32) {
        let residual = (score - corrected_eval).clamp(-MAX_ERROR, MAX_ERROR) * GRAIN;
        let weight = (depth + 1).min(MAX_WEIGHT);
        let bound = MAX_ENTRY * GRAIN;
        for (table, slot) in self.tables.iter_mut().zip(slots(position)) {
            let entry = &mut table[slot];
            let updated = (i32::from(*entry) + residual * weight / GRAIN).clamp(-bound, bound);
            *entry = updated as i16;
        }
    }
}

/// The entries of the side to move in each table: by the pawns of both sides, by White's
/// pieces, by Black's pieces.
fn slots(position: &Position) -> [usize; 3] {
    let board = position.board();
    let pawns = board.by_role(Role::Pawn);
    let white = board.by_color(Color::White).0;
    let black = board.by_color(Color::Black).0;
    let pieces_of = |color_bits: u64, salt: u64| {
        // The squares of each role but the pawn times the role's own odd factor (so a knight
        // and a bishop on the same squares differ), mixed once: a node asks for these keys at
        // least twice.
        let folded = NOT_PAWNS.iter().fold(salt, |key, &role| {
            let squares = board.by_role(role).0 & color_bits;
            key ^ squares.wrapping_mul(ROLE_FACTORS[role.index()])
        });
        mix(folded)
    };
    let pawn_key = mix((pawns.0 & white) ^ mix(pawns.0 & black));
    let side = position.turn().index() * SIZE;
    [pawn_key, pieces_of(white, 1), pieces_of(black, 2)]
        .map(|key| side + (key as usize & (SIZE - 1)))
}

/// The roles of the piece keys: all but the pawn (the pawns have their own table).
const NOT_PAWNS: [Role; 5] = [
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
    Role::King,
];

/// Odd 64-bit constants (fractional digits of irrational numbers), one per role.
const ROLE_FACTORS: [u64; 6] = [
    0x9e37_79b9_7f4a_7c15,
    0xbf58_476d_1ce4_e5b9,
    0x94d0_49bb_1331_11eb,
    0x243f_6a88_85a3_08d3,
    0x1319_8a2e_0370_7345,
    0xa409_3822_299f_31d1,
];

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
            let corrected = history.correct(history.locate(&position), 0);
            history.update(&position, 10, 40, corrected);
        }
        let corrected = history.correct(history.locate(&position), 0);
        assert!((35..=40).contains(&corrected), "{corrected}");
    }

    #[test]
    fn the_correction_is_bounded_and_kept_per_side() {
        let position = Position::new();
        let mut history = CorrectionHistory::new();
        for _ in 0..500 {
            let corrected = history.correct(history.locate(&position), 0);
            history.update(&position, 20, 5_000, corrected);
        }
        assert!(history.correct(history.locate(&position), 0) <= MAX_CORRECTION);
        let black_to_move =
            Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1").unwrap();
        assert_eq!(history.correct(history.locate(&black_to_move), 0), 0);
    }
}
