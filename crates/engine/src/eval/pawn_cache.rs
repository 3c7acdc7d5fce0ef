//! The pawns' terms of the hand-written evaluation, kept by pawn structure. They were a third
//! of an evaluation's work, and the pawns change far less often than the rest: most nodes of
//! a search share their pawns with thousands of others.
//!
//! An entry is found by a hash of the pawns but holds the pawns themselves, so it is only
//! ever used for exactly these pawns: the evaluation is the same with the cache or without.

use chess_rules::{Bitboard, Board, Color, Role};

/// How many entries: a power of two. 16,384 entries of 32 bytes (512 KB) keep nearly every
/// structure a search of a few seconds meets.
const SIZE: usize = 1 << 14;

/// The pawns' terms of one structure: their weights summed, and the passed pawns of both
/// sides (whether one is blocked depends on the other pieces, so it is found each time).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct PawnTerms {
    /// Their weights summed from White's point of view, middlegame and endgame packed as the
    /// evaluation's sums are.
    pub weights: i64,
    /// Both sides' passed pawns.
    pub passed: Bitboard,
}

#[derive(Copy, Clone, Default)]
struct Entry {
    white_pawns: Bitboard,
    black_pawns: Bitboard,
    terms: PawnTerms,
}

/// Pawn structures seen lately, with their terms.
pub struct PawnCache {
    entries: Box<[Entry]>,
}

impl Default for PawnCache {
    fn default() -> PawnCache {
        PawnCache::new()
    }
}

impl PawnCache {
    /// An empty cache. (An entry of no pawns at all is true of every slot: the terms of a
    /// board without pawns are zero.)
    pub fn new() -> PawnCache {
        PawnCache {
            entries: vec![Entry::default(); SIZE].into_boxed_slice(),
        }
    }

    /// The terms of `board`'s pawns: the cached ones if these pawns were seen, else
    /// `compute`'s, kept for next time.
    #[inline(always)]
    pub fn terms(&mut self, board: &Board, compute: impl FnOnce() -> PawnTerms) -> PawnTerms {
        let pawns = board.by_role(Role::Pawn);
        let white_pawns = pawns & board.by_color(Color::White);
        let black_pawns = pawns & board.by_color(Color::Black);
        let entry = &mut self.entries[slot(white_pawns, black_pawns)];
        if entry.white_pawns != white_pawns || entry.black_pawns != black_pawns {
            *entry = Entry {
                white_pawns,
                black_pawns,
                terms: compute(),
            };
        }
        entry.terms
    }
}

/// The slot of a pawn structure: the two sets multiplied by odd constants and folded, so
/// structures a few moves apart land far apart.
fn slot(white_pawns: Bitboard, black_pawns: Bitboard) -> usize {
    let mixed = white_pawns.0.wrapping_mul(0x9e37_79b9_7f4a_7c15)
        ^ black_pawns.0.wrapping_mul(0xc2b2_ae3d_27d4_eb4f);
    (mixed >> (64 - SIZE.trailing_zeros())) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Random;
    use chess_rules::Piece;

    /// A board holding only pawns: White's on `white`, Black's on `black`.
    fn pawns_board(white: u64, black: u64) -> Board {
        let mut board = Board::empty();
        for (color, squares) in [(Color::White, white), (Color::Black, black)] {
            for square in Bitboard(squares) {
                board.put(
                    square,
                    Piece {
                        color,
                        role: Role::Pawn,
                    },
                );
            }
        }
        board
    }

    /// Terms that name their structure, so a mix-up shows.
    fn terms_of(white: u64, black: u64) -> PawnTerms {
        PawnTerms {
            weights: (white ^ black.rotate_left(7)) as i64,
            passed: Bitboard(white | black),
        }
    }

    #[test]
    fn a_structure_is_computed_once_and_two_sharing_a_slot_never_mix() {
        // Two structures that fall in the same slot, found by drawing random pawn sets.
        let mut random = Random::new(5);
        let mut draw = || {
            let white = random.next_u64() & random.next_u64() & 0x0000_ffff_ff00_0000;
            let black = random.next_u64() & random.next_u64() & 0x00ff_0000_00ff_ff00 & !white;
            (white, black)
        };
        let first = draw();
        let second = loop {
            let other = draw();
            let slot_of = |(w, b): (u64, u64)| slot(Bitboard(w), Bitboard(b));
            if other != first && slot_of(other) == slot_of(first) {
                break other;
            }
        };
        let mut cache = PawnCache::new();
        let mut computed = 0;
        let mut ask = |cache: &mut PawnCache, (white, black): (u64, u64)| {
            cache.terms(&pawns_board(white, black), || {
                computed += 1;
                terms_of(white, black)
            })
        };
        assert_eq!(ask(&mut cache, first), terms_of(first.0, first.1));
        assert_eq!(ask(&mut cache, first), terms_of(first.0, first.1));
        assert_eq!(ask(&mut cache, second), terms_of(second.0, second.1));
        assert_eq!(ask(&mut cache, first), terms_of(first.0, first.1));
        assert_eq!(computed, 3, "once, again after the other took the slot");
    }

    #[test]
    fn a_board_without_pawns_has_no_terms() {
        let mut cache = PawnCache::new();
        let terms = cache.terms(&Board::empty(), || unreachable!("cached from the start"));
        assert_eq!(terms, PawnTerms::default());
    }
}
