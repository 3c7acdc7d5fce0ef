//! Perft: the number of leaf nodes of the legal move tree to a given depth. Comparing it with
//! known counts is the standard exactness test for a move generator.

use crate::moves::Move;
use crate::position::Position;

/// Counts the leaf nodes `depth` plies deep; the last ply is counted without playing it.
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves() as u64,
        _ => position
            .legal_moves()
            .iter()
            .map(|&mv| {
                let mut child = position.clone();
                child.play_unchecked(mv);
                perft(&child, depth - 1)
            })
            .sum(),
    }
}

/// The perft count below each legal move (`depth` counts the move itself), in generation order.
pub fn divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    position
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut child = position.clone();
            child.play_unchecked(mv);
            (mv, perft(&child, depth.saturating_sub(1)))
        })
        .collect()
}
