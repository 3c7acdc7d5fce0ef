//! Every tuning number of the search, named, in one place (a tuning run changes only this
//! file). Depths are in plies, margins in centipawns. The margins an SPSA run tunes are
//! [`Tunable`]s (listed in [`TUNABLES`]), read with `get()`.

use super::tunable::Tunable;
use crate::defs::MAX_PLY;
use std::sync::LazyLock;

/// Aspiration windows start this wide around the last score…
pub static ASPIRATION_DELTA: Tunable = Tunable::new("ASPIRATION_DELTA", 25, 10, 60);
/// …from this depth on (shallower depths search the full window).
pub const ASPIRATION_MIN_DEPTH: i32 = 5;

/// Internal iterative reduction: a node this deep without a stored move is searched one ply less.
pub const IIR_MIN_DEPTH: i32 = 4;

/// Reverse futility pruning: up to this depth…
pub const RFP_MAX_DEPTH: i32 = 6;
/// …a static evaluation this far above beta per ply returns at once.
pub static RFP_MARGIN: Tunable = Tunable::new("RFP_MARGIN", 90, 40, 160);

/// Razoring: up to this depth…
pub const RAZOR_MAX_DEPTH: i32 = 3;
/// …a static evaluation this far below alpha per ply is checked by the quiescence search alone.
pub static RAZOR_MARGIN: Tunable = Tunable::new("RAZOR_MARGIN", 250, 100, 400);

/// Null-move pruning from this depth on…
pub const NMP_MIN_DEPTH: i32 = 3;
/// …reducing by this much…
pub const NMP_BASE_REDUCTION: i32 = 3;
/// …plus one ply per this much depth…
pub const NMP_DEPTH_DIVISOR: i32 = 4;
/// …plus one ply per this much evaluation above beta…
pub static NMP_EVAL_DIVISOR: Tunable = Tunable::new("NMP_EVAL_DIVISOR", 200, 100, 400);
/// …but at most this much for the evaluation.
pub const NMP_MAX_EVAL_REDUCTION: i32 = 3;

/// Late-move pruning: up to this depth, quiet moves after `LMP_BASE + depth² × LMP_FACTOR`
/// tries are skipped (half as many when the side to move is not improving).
pub const LMP_MAX_DEPTH: i32 = 6;
/// See [`LMP_MAX_DEPTH`].
pub const LMP_BASE: usize = 3;
/// See [`LMP_MAX_DEPTH`].
pub const LMP_FACTOR: usize = 1;

/// Futility pruning: up to this depth, quiet moves are skipped when the static evaluation
/// plus this margin per ply cannot reach alpha.
pub const FUTILITY_MAX_DEPTH: i32 = 6;
/// See [`FUTILITY_MAX_DEPTH`].
pub static FUTILITY_MARGIN: Tunable = Tunable::new("FUTILITY_MARGIN", 120, 50, 250);

/// Captures that lose more than this per ply (by SEE) are skipped up to depth…
pub static SEE_PRUNE_MARGIN: Tunable = Tunable::new("SEE_PRUNE_MARGIN", 60, 20, 150);
/// …this.
pub const SEE_PRUNE_MAX_DEPTH: i32 = 4;

/// Quiet moves that lose more than this per ply (by SEE: the piece moved to a square where it
/// is lost) are skipped up to depth…
pub static SEE_QUIET_MARGIN: Tunable = Tunable::new("SEE_QUIET_MARGIN", 64, 20, 150);
/// …this.
pub const SEE_QUIET_MAX_DEPTH: i32 = 8;

/// ProbCut: from this depth on…
pub const PROBCUT_MIN_DEPTH: i32 = 5;
/// …a capture whose search this many plies shallower…
pub const PROBCUT_REDUCTION: i32 = 4;
/// …clears beta by this much cuts the node.
pub static PROBCUT_MARGIN: Tunable = Tunable::new("PROBCUT_MARGIN", 200, 80, 350);

/// Singular extensions: from this depth on…
pub const SE_MIN_DEPTH: i32 = 6;
/// …when the table's lower bound is at most this much shallower…
pub const SE_DEPTH_MARGIN: i32 = 3;
/// …the other moves are searched against the table's score less this per ply.
pub const SE_MARGIN_PER_PLY: i32 = 2;

/// A singular move whose alternatives fail this far below the singular beta is extended two
/// plies (off the principal variation)…
pub static SE_DOUBLE_MARGIN: Tunable = Tunable::new("SE_DOUBLE_MARGIN", 25, 5, 80);
/// …at most this many times along a path.
pub const SE_MAX_DOUBLE: u8 = 6;
/// Late-move reductions from this depth on…
pub const LMR_MIN_DEPTH: i32 = 3;
/// …after this many moves (one more at PV nodes): `LMR_BASE + ln(depth) ln(moves) / LMR_DIVISOR`.
pub const LMR_MIN_MOVES: usize = 2;
/// See [`LMR_MIN_MOVES`].
pub const LMR_BASE: f64 = 0.75;
/// See [`LMR_MIN_MOVES`].
pub const LMR_DIVISOR: f64 = 2.25;

/// A reduced move that beats alpha is searched again a ply deeper than its full depth when it
/// beat the best score so far by more than `RESEARCH_DEEPER_MARGIN` plus this per ply of
/// reduction…
pub static RESEARCH_DEEPER_PER_PLY: Tunable = Tunable::new("RESEARCH_DEEPER_PER_PLY", 12, 0, 40);
/// See [`RESEARCH_DEEPER_PER_PLY`].
pub static RESEARCH_DEEPER_MARGIN: Tunable = Tunable::new("RESEARCH_DEEPER_MARGIN", 70, 20, 150);
/// …and a ply shallower when it beat the best so far by less than this.
pub static RESEARCH_SHALLOWER_MARGIN: Tunable =
    Tunable::new("RESEARCH_SHALLOWER_MARGIN", 10, 0, 40);
/// History pruning: up to this depth, a quiet move whose history score (butterfly plus
/// continuation) is below minus this margin per ply is skipped.
pub const HISTORY_PRUNE_MAX_DEPTH: i32 = 4;
/// See [`HISTORY_PRUNE_MAX_DEPTH`].
pub static HISTORY_PRUNE_MARGIN: Tunable = Tunable::new("HISTORY_PRUNE_MARGIN", 3_000, 1000, 8000);
/// Quiescence: a capture that cannot bring the score within this margin of alpha is skipped.
pub static DELTA_MARGIN: Tunable = Tunable::new("DELTA_MARGIN", 200, 80, 400);

/// A mate found this deep ends the search early (unless told to go on).
pub const MATE_FOUND_DEPTH: i32 = 8;

/// The margins an SPSA run tunes (`tools/spsa.py`; UCI options in a `tune` build).
pub static TUNABLES: [&Tunable; 14] = [
    &ASPIRATION_DELTA,
    &RFP_MARGIN,
    &RAZOR_MARGIN,
    &NMP_EVAL_DIVISOR,
    &FUTILITY_MARGIN,
    &SEE_PRUNE_MARGIN,
    &SEE_QUIET_MARGIN,
    &PROBCUT_MARGIN,
    &SE_DOUBLE_MARGIN,
    &RESEARCH_DEEPER_PER_PLY,
    &RESEARCH_DEEPER_MARGIN,
    &RESEARCH_SHALLOWER_MARGIN,
    &HISTORY_PRUNE_MARGIN,
    &DELTA_MARGIN,
];

/// The late-move reduction in plies for a depth and a move number.
pub fn reduction(depth: i32, move_number: usize) -> i32 {
    match REDUCTIONS
        .get(depth.max(0) as usize)
        .and_then(|row| row.get(move_number))
    {
        Some(&plies) => i32::from(plies),
        None => reduction_formula(depth, move_number),
    }
}

/// Depths and move numbers the reductions are tabled for: every depth the search reaches and
/// more moves than any position has.
const TABLED_DEPTHS: usize = MAX_PLY + 1;
const TABLED_MOVES: usize = 256;

/// [`reduction_formula`] for every depth and move number, worked out once: logarithms cost
/// more than the lookup, in wasm above all (no libm there: a software `ln`). Built from one
/// logarithm per number rather than two per entry, as each search's first node waits for it.
static REDUCTIONS: LazyLock<Vec<[i8; TABLED_MOVES]>> = LazyLock::new(|| {
    let logarithms: Vec<f64> = (0..TABLED_DEPTHS.max(TABLED_MOVES))
        .map(|n| (n as f64).ln())
        .collect();
    (0..TABLED_DEPTHS)
        .map(|depth| {
            std::array::from_fn(|moves| from_logarithms(logarithms[depth], logarithms[moves]) as i8)
        })
        .collect()
});

/// `LMR_BASE + ln(depth) ln(moves) / LMR_DIVISOR`, rounded towards zero.
fn reduction_formula(depth: i32, move_number: usize) -> i32 {
    from_logarithms(f64::from(depth).ln(), (move_number as f64).ln())
}

fn from_logarithms(ln_depth: f64, ln_moves: f64) -> i32 {
    (LMR_BASE + ln_depth * ln_moves / LMR_DIVISOR) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tunable_margin_starts_within_its_range_under_its_own_name() {
        for tunable in TUNABLES {
            assert!(tunable.min < tunable.max, "{}", tunable.name);
            assert!(
                (tunable.min..=tunable.max).contains(&tunable.get()),
                "{}",
                tunable.name
            );
            let named = TUNABLES.iter().filter(|t| t.name == tunable.name).count();
            assert_eq!(named, 1, "{} is listed once", tunable.name);
        }
        assert_eq!(RFP_MARGIN.name, "RFP_MARGIN");
    }

    #[test]
    fn the_reductions_table_holds_the_formula() {
        for depth in 1..=TABLED_DEPTHS as i32 + 2 {
            for moves in 1..TABLED_MOVES + 2 {
                assert_eq!(reduction(depth, moves), reduction_formula(depth, moves));
            }
        }
    }
}
