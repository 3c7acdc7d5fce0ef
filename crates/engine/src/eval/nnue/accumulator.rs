//! The network's hidden sums kept up to date along the search path instead of rebuilt at every
//! node. A move changes two to four pieces, so a child's sums are its parent's plus the rows of
//! the pieces that appeared, less those of the pieces that went: a few rows instead of one per
//! piece. What changed is read off the two boards (their piece sets compared), so castling, en
//! passant and promotion need no special case, and any earlier accumulator, even one that is not
//! the parent's, gives the right sums; the nearer it is, the fewer rows.

use chess_rules::{Bitboard, Board, Color, Position, Role};

use super::{add_row, input_index, Network, Row};
use crate::defs::MAX_PLY;

/// The hidden sums of one position, from White's view and from Black's, with the pieces they
/// were made from.
#[derive(Clone, Debug, PartialEq)]
pub struct Accumulator {
    /// The squares of each colour's pieces of each role.
    pieces: [[u64; 6]; 2],
    /// The sums seen from White's side, then Black's.
    sums: [Row; 2],
}

fn pieces_of(board: &Board) -> [[u64; 6]; 2] {
    let mut pieces = [[0; 6]; 2];
    for color in Color::ALL {
        for role in Role::ALL {
            pieces[color.index()][role.index()] = (board.by_role(role) & board.by_color(color)).0;
        }
    }
    pieces
}

#[inline(always)]
fn sub_row(sums: &mut Row, row: &Row) {
    for (sum, &weight) in sums.iter_mut().zip(row) {
        *sum = sum.wrapping_sub(weight);
    }
}

impl Network {
    /// The sums of a board built from nothing.
    #[cfg_attr(
        all(target_arch = "wasm32", feature = "wasm-simd"),
        target_feature(enable = "simd128")
    )]
    pub fn accumulate(&self, board: &Board) -> Accumulator {
        let pieces = pieces_of(board);
        let mut sums = [self.input_biases; 2];
        for color in Color::ALL {
            for role in Role::ALL {
                for square in Bitboard(pieces[color.index()][role.index()]) {
                    self.add_piece(&mut sums, color, role.index(), square.index());
                }
            }
        }
        Accumulator { pieces, sums }
    }

    /// The sums of `board`, from those of another board (the parent's, usually). Identical to
    /// `accumulate`: the sums wrap the same way whatever the order of the rows.
    #[cfg_attr(
        all(target_arch = "wasm32", feature = "wasm-simd"),
        target_feature(enable = "simd128")
    )]
    pub fn update(&self, base: &Accumulator, board: &Board) -> Accumulator {
        let pieces = pieces_of(board);
        let changes: u32 = (0..2)
            .flat_map(|c| (0..6).map(move |r| (c, r)))
            .map(|(c, r)| (base.pieces[c][r] ^ pieces[c][r]).count_ones())
            .sum();
        if changes >= board.occupied().count() {
            return self.accumulate(board);
        }
        let mut sums = base.sums;
        for color in Color::ALL {
            for role in Role::ALL {
                let before = base.pieces[color.index()][role.index()];
                let after = pieces[color.index()][role.index()];
                for square in Bitboard(before & !after) {
                    self.remove_piece(&mut sums, color, role.index(), square.index());
                }
                for square in Bitboard(after & !before) {
                    self.add_piece(&mut sums, color, role.index(), square.index());
                }
            }
        }
        Accumulator { pieces, sums }
    }

    fn add_piece(&self, sums: &mut [Row; 2], color: Color, role: usize, square: usize) {
        for viewer in Color::ALL {
            let row = &self.input_weights[input_index(viewer, color, role, square)];
            add_row(&mut sums[viewer.index()], row);
        }
    }

    fn remove_piece(&self, sums: &mut [Row; 2], color: Color, role: usize, square: usize) {
        for viewer in Color::ALL {
            let row = &self.input_weights[input_index(viewer, color, role, square)];
            sub_row(&mut sums[viewer.index()], row);
        }
    }

    /// The score in centipawns for `mover` of the position the sums were made from.
    #[cfg_attr(
        all(target_arch = "wasm32", feature = "wasm-simd"),
        target_feature(enable = "simd128")
    )]
    pub fn output(&self, accumulator: &Accumulator, mover: Color) -> i32 {
        let ours = &accumulator.sums[mover.index()];
        let theirs = &accumulator.sums[(!mover).index()];
        self.score(ours, theirs)
    }
}

/// One accumulator per ply of the search path: each node's sums start from the ply above's.
pub struct AccumulatorStack {
    by_ply: Vec<Option<Accumulator>>,
}

impl Default for AccumulatorStack {
    fn default() -> Self {
        AccumulatorStack {
            by_ply: vec![None; MAX_PLY + 2],
        }
    }
}

impl AccumulatorStack {
    /// Forgets every accumulator (a new network makes them wrong).
    pub fn clear(&mut self) {
        self.by_ply.iter_mut().for_each(|slot| *slot = None);
    }

    /// The network's score of `position`, a node at `ply`, from the side to move's view. The
    /// ply above's accumulator is the usual start; a node whose parent did not evaluate (it
    /// took its evaluation from the table, or was in check) starts from the last one at its
    /// own ply, a sibling of its parent's line.
    pub fn evaluate(&mut self, network: &Network, position: &Position, ply: usize) -> i32 {
        let ply = ply.min(self.by_ply.len() - 1);
        let base = ply
            .checked_sub(1)
            .and_then(|above| self.by_ply[above].as_ref())
            .or(self.by_ply[ply].as_ref());
        let accumulator = match base {
            Some(base) => network.update(base, position.board()),
            None => network.accumulate(position.board()),
        };
        let score = network.output(&accumulator, position.turn());
        self.by_ply[ply] = Some(accumulator);
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::nnue::{HIDDEN, INPUTS};
    use crate::random::Random;

    fn random_network(random: &mut Random) -> Network {
        let mut weight =
            |spread: usize| (random.below(2 * spread + 1) as i32 - spread as i32) as i16;
        let input_weights: Vec<i16> = (0..INPUTS * HIDDEN).map(|_| weight(200)).collect();
        let biases: Vec<i16> = (0..HIDDEN).map(|_| weight(100)).collect();
        let output_weights: Vec<i16> = (0..2 * HIDDEN).map(|_| weight(64)).collect();
        Network::from_parts(&input_weights, &biases, &output_weights, 1234)
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
