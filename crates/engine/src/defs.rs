//! Definitions the search, the transposition table and move ordering share: score bounds, the
//! ply limit, and how mate scores are stored. Nothing here imports from the rest of the engine.

/// A score above which a side is mating.
pub const MATE: i32 = 30_000;
/// Scores beyond this are mates (found within 1000 plies).
pub const MATE_BOUND: i32 = MATE - 1000;
/// Above every score: the widest window.
pub const INFINITY: i32 = 32_000;
/// The deepest the search goes from the root.
pub const MAX_PLY: usize = 128;

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
