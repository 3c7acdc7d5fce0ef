//! The network's hidden sums kept up to date along the search path instead of rebuilt at every
//! node. A move changes two to four pieces, so a child's sums are its parent's plus the rows of
//! the pieces that appeared, less those of the pieces that went: a few rows instead of one per
//! piece. What changed is read off the two boards (their piece sets compared), so castling, en
//! passant and promotion need no special case, and any earlier accumulator, even one that is not
//! the parent's, gives the right sums; the nearer it is, the fewer rows.

use chess_rules::{Bitboard, Board, Color, Position, Role};

use super::{input_index, output_bucket, Network, Row};
use crate::defs::MAX_PLY;

/// Each colour's pieces of each role, as bitboards.
type Pieces = [[u64; 6]; 2];

/// The hidden sums of one position, from White's view and from Black's, with the pieces they
/// were made from.
#[derive(Clone, Debug, PartialEq)]
pub struct Accumulator {
    /// The squares of each colour's pieces of each role.
    pieces: Pieces,
    /// The sums seen from White's side, then Black's.
    sums: [Row; 2],
}

impl Accumulator {
    /// No pieces and zero sums: what `Network::refresh` overwrites, and a slot not filled yet.
    const EMPTY: Accumulator = Accumulator {
        pieces: [[0; 6]; 2],
        sums: [Row::ZERO; 2],
    };
}

fn pieces_of(board: &Board) -> Pieces {
    let mut pieces = [[0; 6]; 2];
    for color in Color::ALL {
        for role in Role::ALL {
            pieces[color.index()][role.index()] = (board.by_role(role) & board.by_color(color)).0;
        }
    }
    pieces
}

// The steps below carry two attributes. In the SIMD worker each is a function of its own built
// with wasm SIMD (enabled function by function: the worker's build has no flag for it).
// Natively each is inlined into `evaluate_on`, and so built with the instructions of whichever
// copy of it runs.
impl Network {
    /// The sums of a board built from nothing.
    pub fn accumulate(&self, board: &Board) -> Accumulator {
        let mut accumulator = Accumulator::EMPTY;
        self.refresh(&mut accumulator, board);
        accumulator
    }

    /// Rebuilds `accumulator` from nothing for `board`.
    #[cfg_attr(
        all(target_arch = "wasm32", feature = "wasm-simd"),
        target_feature(enable = "simd128")
    )]
    #[cfg_attr(
        not(all(target_arch = "wasm32", feature = "wasm-simd")),
        inline(always)
    )]
    fn refresh(&self, accumulator: &mut Accumulator, board: &Board) {
        accumulator.pieces = pieces_of(board);
        accumulator.sums = [self.input_biases; 2];
        let no_pieces = [[0; 6]; 2];
        self.apply_changes(&mut accumulator.sums, &no_pieces, &accumulator.pieces);
    }

    /// Makes `target` the sums of `board` from those of `base` (the parent's, usually): the
    /// same sums as `accumulate`, as they wrap the same way whatever the order of the rows.
    /// Written in place, since a copy of the sums is most of what a quiet move costs.
    #[cfg_attr(
        all(target_arch = "wasm32", feature = "wasm-simd"),
        target_feature(enable = "simd128")
    )]
    #[cfg_attr(
        not(all(target_arch = "wasm32", feature = "wasm-simd")),
        inline(always)
    )]
    fn update_from(&self, base: &Accumulator, target: &mut Accumulator, board: &Board) {
        let pieces = pieces_of(board);
        if is_far(&base.pieces, &pieces, board) {
            return self.refresh(target, board);
        }
        target.sums = base.sums;
        self.apply_changes(&mut target.sums, &base.pieces, &pieces);
        target.pieces = pieces;
    }

    /// `update_from` where the base is the accumulator itself (an earlier node at this ply).
    /// (One function for both, the base copied into place first, measured 1.3% more
    /// instructions on the bench.)
    #[cfg_attr(
        all(target_arch = "wasm32", feature = "wasm-simd"),
        target_feature(enable = "simd128")
    )]
    #[cfg_attr(
        not(all(target_arch = "wasm32", feature = "wasm-simd")),
        inline(always)
    )]
    fn update_in_place(&self, accumulator: &mut Accumulator, board: &Board) {
        let pieces = pieces_of(board);
        if is_far(&accumulator.pieces, &pieces, board) {
            return self.refresh(accumulator, board);
        }
        self.apply_changes(&mut accumulator.sums, &accumulator.pieces, &pieces);
        accumulator.pieces = pieces;
    }

    /// Takes out the rows of the pieces in `before` but not in `after`, and adds those of the
    /// pieces in `after` but not in `before`.
    #[inline(always)]
    fn apply_changes(&self, sums: &mut [Row; 2], before: &Pieces, after: &Pieces) {
        for color in Color::ALL {
            for role in 0..6 {
                let (before, after) = (before[color.index()][role], after[color.index()][role]);
                if before == after {
                    continue;
                }
                for square in Bitboard(before & !after) {
                    self.remove_piece(sums, color, role, square.index());
                }
                for square in Bitboard(after & !before) {
                    self.add_piece(sums, color, role, square.index());
                }
            }
        }
    }

    #[inline(always)]
    fn add_piece(&self, sums: &mut [Row; 2], color: Color, role: usize, square: usize) {
        for viewer in Color::ALL {
            let row = &self.input_weights[input_index(viewer, color, role, square)];
            sums[viewer.index()].add(row);
        }
    }

    #[inline(always)]
    fn remove_piece(&self, sums: &mut [Row; 2], color: Color, role: usize, square: usize) {
        for viewer in Color::ALL {
            let row = &self.input_weights[input_index(viewer, color, role, square)];
            sums[viewer.index()].sub(row);
        }
    }

    /// The score in centipawns for the side to move of `position`, whose sums these are.
    #[cfg_attr(
        all(target_arch = "wasm32", feature = "wasm-simd"),
        target_feature(enable = "simd128")
    )]
    #[cfg_attr(
        not(all(target_arch = "wasm32", feature = "wasm-simd")),
        inline(always)
    )]
    pub fn output(&self, accumulator: &Accumulator, position: &Position) -> i32 {
        let mover = position.turn();
        let ours = &accumulator.sums[mover.index()];
        let theirs = &accumulator.sums[(!mover).index()];
        let bucket = output_bucket(position.board().occupied().count() as usize);
        self.score(ours, theirs, bucket)
    }
}

/// More pieces changed than there are on the board: building from nothing adds fewer rows.
#[inline(always)]
fn is_far(before: &Pieces, after: &Pieces, board: &Board) -> bool {
    let changes: u32 = before
        .iter()
        .flatten()
        .zip(after.iter().flatten())
        .map(|(before, after)| (before ^ after).count_ones())
        .sum();
    changes >= board.occupied().count()
}

/// One accumulator per ply of the search path: each node's sums start from the ply above's.
pub struct AccumulatorStack {
    by_ply: Vec<Accumulator>,
    /// Which plies hold the sums of some position (of this search's network).
    filled: Vec<bool>,
}

impl Default for AccumulatorStack {
    fn default() -> Self {
        AccumulatorStack {
            by_ply: vec![Accumulator::EMPTY; MAX_PLY + 2],
            filled: vec![false; MAX_PLY + 2],
        }
    }
}

impl AccumulatorStack {
    /// Forgets every accumulator (a new network makes them wrong).
    pub fn clear(&mut self) {
        self.filled.iter_mut().for_each(|filled| *filled = false);
    }

    /// The network's score of `position`, a node at `ply`, from the side to move's view. The
    /// ply above's accumulator is the usual start; a node whose parent did not evaluate (it
    /// took its evaluation from the table, or was in check) starts from the last one at its
    /// own ply, a sibling of its parent's line.
    pub fn evaluate(&mut self, network: &Network, position: &Position, ply: usize) -> i32 {
        evaluate_on(self, network, position, ply)
    }
}

/// `AccumulatorStack::evaluate`'s work, a free function so that on x86-64 it is built twice:
/// for the build's target (SSE, eight neurons a register) and for AVX2 (sixteen), the copy
/// picked at run time by what the processor has. The network's steps are inlined into it, so
/// each copy is whole.
#[cfg_attr(
    target_arch = "x86_64",
    multiversion::multiversion(targets("x86_64+avx2"))
)]
fn evaluate_on(
    stack: &mut AccumulatorStack,
    network: &Network,
    position: &Position,
    ply: usize,
) -> i32 {
    let ply = ply.min(stack.by_ply.len() - 1);
    let board = position.board();
    if ply > 0 && stack.filled[ply - 1] {
        let (above, rest) = stack.by_ply.split_at_mut(ply);
        network.update_from(&above[ply - 1], &mut rest[0], board);
    } else if stack.filled[ply] {
        network.update_in_place(&mut stack.by_ply[ply], board);
    } else {
        network.refresh(&mut stack.by_ply[ply], board);
    }
    stack.filled[ply] = true;
    network.output(&stack.by_ply[ply], position)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::nnue::{HIDDEN, INPUTS, OUTPUT_BUCKETS};
    use crate::random::Random;

    fn random_network(random: &mut Random) -> Network {
        let mut weight =
            |spread: usize| (random.below(2 * spread + 1) as i32 - spread as i32) as i16;
        let input_weights: Vec<i16> = (0..INPUTS * HIDDEN).map(|_| weight(200)).collect();
        let biases: Vec<i16> = (0..HIDDEN).map(|_| weight(100)).collect();
        let output_weights: Vec<i16> = (0..OUTPUT_BUCKETS * 2 * HIDDEN)
            .map(|_| weight(64))
            .collect();
        let output_biases: Vec<i32> = (0..OUTPUT_BUCKETS as i32).map(|b| 1234 * b).collect();
        Network::from_parts(&input_weights, &biases, &output_weights, &output_biases)
    }

    /// Random games (captures, castling, en passant and promotions come up in thousands of
    /// plies) walked as the search walks them: down a line, and back up to branch off, with
    /// some nodes not evaluating, so accumulators are often a sibling's or a stale line's.
    #[test]
    fn sums_kept_up_to_date_equal_sums_built_from_nothing() {
        let mut random = Random::new(7);
        let network = random_network(&mut random);
        let mut stack = AccumulatorStack::default();
        for _ in 0..40 {
            let mut line = vec![Position::default()];
            for _ in 0..150 {
                let position = line.last().expect("a root").clone();
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let child = {
                    let mut child = position.clone();
                    child.play_unchecked(moves[random.below(moves.len())]);
                    child
                };
                line.push(child);
                if random.below(4) == 0 {
                    // Back up a few plies, as the search does between siblings.
                    let keep = line.len().saturating_sub(random.below(4)).max(1);
                    line.truncate(keep);
                }
                if random.below(5) == 0 {
                    continue; // this node took its evaluation from elsewhere
                }
                let ply = line.len() - 1;
                let node = line.last().expect("a node");
                assert_eq!(
                    stack.evaluate(&network, node, ply),
                    network.evaluate(node),
                    "{}",
                    node.to_fen()
                );
            }
        }
    }
}
