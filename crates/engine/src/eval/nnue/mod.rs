//! The evaluation network: 768 inputs (a colour, role and square for each piece, seen from one
//! side) into `HIDDEN` neurons, once from the side to move's view and once from the other's,
//! through a squared clipped ReLU (SCReLU) into one output, the score. The output layer is one
//! of `OUTPUT_BUCKETS`, chosen by how many pieces are on the board: what a neuron's activity
//! is worth in an endgame is not what it is worth with every piece on. Trained by
//! `examples/train_nnue` on the engine's own games (`examples/datagen`).
//!
//! The first layer may have a set of rows for each region of the board the viewer's king
//! stands in (`king_buckets`); a network of one set has the same 768 rows whatever the king's
//! square.
//!
//! Weights are integers so the score is the same on every platform: the first layer's scaled
//! by `QA` (its sums fit an i16), the output's by `QB`. The file's format is in `file`.

mod accumulator;
mod file;
mod king_buckets;
mod row;

pub use accumulator::{Accumulator, AccumulatorStack};
pub use file::NetworkError;
pub use king_buckets::KingBuckets;

use row::Row;

use chess_rules::{Color, Position, Role};

use crate::large_pages::LargeArray;

/// Inputs: two colours (the viewer's first) × six roles × 64 squares (from the viewer's side).
pub const INPUTS: usize = 768;
/// The first layer's scale.
pub const QA: i32 = 255;
/// The output layer's scale.
pub const QB: i32 = 64;
/// Centipawns per unit of the network's output (the trainer's sigmoid reads units of this).
pub const SCALE: i32 = 400;

/// The largest output weight a network may have: 128 × QA still fits an i16 (see
/// `screlu_dot`); the trainer clips its output weights within it.
pub const MAX_OUTPUT_WEIGHT: i16 = 127;

/// The hidden layer's size (per side). Networks of another size are refused.
pub const HIDDEN: usize = 256;

/// A network's quantised layers, laid out as in its file (`Network::to_parts`).
#[derive(Clone, Debug, PartialEq)]
pub struct NetworkParts {
    /// Which set of the first layer's rows each square of the viewer's king picks.
    pub king_buckets: KingBuckets,
    /// King bucket by king bucket, input by input, a row of `HIDDEN` each, at scale `QA`.
    pub input_weights: Vec<i16>,
    /// The hidden layer's biases, at scale `QA`.
    pub input_biases: Vec<i16>,
    /// Bucket by bucket: the mover's half, then the other side's, at scale `QB`.
    pub output_weights: Vec<i16>,
    /// One per bucket, at scale `QA × QB`.
    pub output_biases: Vec<i32>,
}

/// Output layers, one for each four piece counts (kings included): 2-5 pieces use the first,
/// 30-32 the last. Networks with another number are refused.
pub const OUTPUT_BUCKETS: usize = 8;

/// The output bucket of a position with `pieces` pieces on the board.
#[inline(always)]
pub fn output_bucket(pieces: usize) -> usize {
    (pieces.saturating_sub(2) / 4).min(OUTPUT_BUCKETS - 1)
}

// `screlu_dot` sums a side's HIDDEN products of up to QA² × MAX_OUTPUT_WEIGHT in an i32.
const _: () = assert!(
    HIDDEN as i64 * (QA * QA) as i64 * MAX_OUTPUT_WEIGHT as i64 <= i32::MAX as i64,
    "a side's output sum must fit an i32"
);

/// A network read from its file.
#[derive(Clone, Debug, PartialEq)]
pub struct Network {
    king_buckets: KingBuckets,
    /// More than one set of input rows (kept apart: asked at every update).
    has_king_buckets: bool,
    /// A set of `INPUTS` rows for each king bucket (read at random at every evaluation: in
    /// 2 MB pages where the system gives them).
    input_weights: LargeArray<Row>,
    input_biases: Row,
    /// Each output bucket's weights: the mover's half, then the other side's.
    output_weights: Vec<[Row; 2]>,
    /// Each output bucket's bias.
    output_biases: Vec<i32>,
}

/// The input a piece sets, seen from `viewer`'s side: the board is flipped for Black, so both
/// sides see their own pieces first and their own back rank at the bottom.
#[inline(always)]
pub fn input_index(viewer: Color, color: Color, role_index: usize, square_index: usize) -> usize {
    let side = usize::from(color != viewer);
    let square = match viewer {
        Color::White => square_index,
        Color::Black => square_index ^ 56,
    };
    side * 384 + role_index * 64 + square
}

/// The inputs a position sets from `viewer`'s side.
pub fn active_inputs(position: &Position, viewer: Color) -> impl Iterator<Item = usize> + '_ {
    let board = position.board();
    Color::ALL.into_iter().flat_map(move |color| {
        Role::ALL.into_iter().flat_map(move |role| {
            (board.by_role(role) & board.by_color(color))
                .into_iter()
                .map(move |square| input_index(viewer, color, role.index(), square.index()))
        })
    })
}

/// The rows of `HIDDEN` words each that `words` holds, in order.
fn rows(words: &[i16]) -> impl Iterator<Item = Row> + '_ {
    words.chunks_exact(HIDDEN).map(Row::from_words)
}

impl Network {
    /// Reads the network in the file at `path` (natively: the Web Worker has no files).
    ///
    /// # Errors
    /// A message naming the file when it cannot be read or is not a network of this size.
    pub fn from_file(path: &str) -> Result<Network, String> {
        let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
        Network::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))
    }

    /// Reads a network file's contents.
    ///
    /// # Errors
    /// When the bytes are not a network, of another size, or their length does not match.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        file::read(bytes)
    }

    /// The network as its file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        file::write(self)
    }

    /// The quantised weights, as `from_parts` takes them: what the trainer starts from when
    /// it goes on training a shipped network.
    pub fn to_parts(&self) -> NetworkParts {
        let words = |rows: &mut dyn Iterator<Item = &Row>| -> Vec<i16> {
            rows.flat_map(Row::words).collect()
        };
        NetworkParts {
            king_buckets: self.king_buckets,
            input_weights: words(&mut self.input_weights.iter()),
            input_biases: self.input_biases.words().collect(),
            output_weights: words(&mut self.output_weights.iter().flatten()),
            output_biases: self.output_biases.clone(),
        }
    }

    /// A network of one set of input rows (no king buckets) from quantised weights, laid out
    /// as in the file.
    ///
    /// # Panics
    /// If the layers are not of the engine's sizes.
    pub fn from_parts(
        input_weights: &[i16],
        input_biases: &[i16],
        output_weights: &[i16],
        output_biases: &[i32],
    ) -> Network {
        Network::from_network_parts(&NetworkParts {
            king_buckets: KingBuckets::NONE,
            input_weights: input_weights.to_vec(),
            input_biases: input_biases.to_vec(),
            output_weights: output_weights.to_vec(),
            output_biases: output_biases.to_vec(),
        })
    }

    /// A network from quantised weights (the trainer's output).
    ///
    /// # Panics
    /// If the layers are not of the engine's sizes.
    pub fn from_network_parts(parts: &NetworkParts) -> Network {
        let input_rows = parts.king_buckets.count() * INPUTS;
        assert_eq!(parts.input_weights.len(), input_rows * HIDDEN);
        assert_eq!(parts.input_biases.len(), HIDDEN);
        assert_eq!(parts.output_weights.len(), OUTPUT_BUCKETS * 2 * HIDDEN);
        assert_eq!(parts.output_biases.len(), OUTPUT_BUCKETS);
        let output_weights = rows(&parts.output_weights)
            .collect::<Vec<_>>()
            .chunks_exact(2)
            .map(|halves| [halves[0], halves[1]])
            .collect();
        Network {
            king_buckets: parts.king_buckets,
            has_king_buckets: parts.king_buckets.count() > 1,
            input_weights: LargeArray::from_values(input_rows, rows(&parts.input_weights)),
            input_biases: Row::from_words(&parts.input_biases),
            output_weights,
            output_biases: parts.output_biases.clone(),
        }
    }

    /// The score in centipawns from the side to move's point of view, built from nothing (the
    /// search keeps the sums up to date instead: `AccumulatorStack`).
    pub fn evaluate(&self, position: &Position) -> i32 {
        self.output(&self.accumulate(position.board()), position)
    }

    /// The output from the mover's sums and the other side's through the output layer of
    /// `bucket`, in centipawns.
    #[cfg_attr(
        all(target_arch = "wasm32", feature = "wasm-simd"),
        target_feature(enable = "simd128")
    )]
    #[cfg_attr(
        not(all(target_arch = "wasm32", feature = "wasm-simd")),
        inline(always)
    )]
    fn score(&self, ours: &Row, theirs: &Row, bucket: usize) -> i32 {
        let [our_weights, their_weights] = &self.output_weights[bucket];
        let output =
            i64::from(ours.screlu_dot(our_weights)) + i64::from(theirs.screlu_dot(their_weights));
        let output = output / i64::from(QA) + i64::from(self.output_biases[bucket]);
        (output * i64::from(SCALE) / i64::from(QA * QB)) as i32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny_network() -> Network {
        let mut input_weights = vec![0i16; INPUTS * HIDDEN];
        // A white pawn seen by White (own pawn on its square) lights neuron 0.
        for square in 8..56 {
            input_weights[input_index(Color::White, Color::White, 0, square) * HIDDEN] = 100;
        }
        // Every bucket reads neuron 0 alike, the mover's as plus, the other side's as minus.
        let mut output_weights = vec![0i16; OUTPUT_BUCKETS * 2 * HIDDEN];
        for bucket in output_weights.chunks_exact_mut(2 * HIDDEN) {
            bucket[0] = QB as i16;
            bucket[HIDDEN] = -(QB as i16);
        }
        let biases = [0; OUTPUT_BUCKETS];
        Network::from_parts(&input_weights, &[0; HIDDEN], &output_weights, &biases)
    }

    #[test]
    fn a_network_survives_its_file() {
        let network = tiny_network();
        assert_eq!(Network::from_bytes(&network.to_bytes()), Ok(network));
    }

    #[test]
    fn a_network_survives_its_parts() {
        let network = tiny_network();
        let parts = network.to_parts();
        let rebuilt = Network::from_parts(
            &parts.input_weights,
            &parts.input_biases,
            &parts.output_weights,
            &parts.output_biases,
        );
        assert_eq!(rebuilt, network);
    }

    #[test]
    fn a_bad_file_is_refused_with_a_reason() {
        assert_eq!(
            Network::from_bytes(b"RIFF...."),
            Err(NetworkError::NotANetwork)
        );
        let mut bytes = tiny_network().to_bytes();
        bytes.pop();
        assert!(matches!(
            Network::from_bytes(&bytes),
            Err(NetworkError::WrongLength { .. })
        ));
        bytes[4..8].copy_from_slice(&32u32.to_le_bytes());
        assert_eq!(
            Network::from_bytes(&bytes),
            Err(NetworkError::WrongSize(32))
        );
        let mut bytes = tiny_network().to_bytes();
        bytes[8..12].copy_from_slice(&1u32.to_le_bytes());
        assert_eq!(
            Network::from_bytes(&bytes),
            Err(NetworkError::WrongBuckets(1))
        );
        // The first output weight (after the header, the first layer and its biases) too big.
        let mut bytes = tiny_network().to_bytes();
        let first_output = 12 + 2 * (INPUTS * HIDDEN + HIDDEN);
        bytes[first_output..first_output + 2].copy_from_slice(&200i16.to_le_bytes());
        assert_eq!(
            Network::from_bytes(&bytes),
            Err(NetworkError::OutputWeightTooLarge(200))
        );
    }

    /// `tiny_network` with two sets of input rows, the king's side's lighting neuron 1 too.
    fn tiny_network_with_king_buckets() -> Network {
        let mut parts = tiny_network().to_parts();
        let mut second_set = parts.input_weights.clone();
        for square in 8..56 {
            second_set[input_index(Color::White, Color::White, 0, square) * HIDDEN + 1] = 50;
        }
        parts.input_weights.extend(second_set);
        parts.king_buckets = KingBuckets::HALVES;
        Network::from_network_parts(&parts)
    }

    #[test]
    fn a_network_with_king_buckets_survives_its_file() {
        let network = tiny_network_with_king_buckets();
        let bytes = network.to_bytes();
        assert_eq!(&bytes[..4], b"NNUK");
        assert_eq!(Network::from_bytes(&bytes), Ok(network));
        assert!(matches!(
            Network::from_bytes(&bytes[..40]),
            Err(NetworkError::WrongLength { .. })
        ));
        let mut bytes = bytes;
        bytes[12 + 5] = 3; // a bucket 3 with no bucket 2
        assert_eq!(
            Network::from_bytes(&bytes),
            Err(NetworkError::BadKingBuckets)
        );
    }

    #[test]
    fn each_side_reads_the_rows_of_its_own_kings_bucket() {
        let network = tiny_network_with_king_buckets();
        let king_on_e1 = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
        let king_on_d1 = Position::from_fen("4k3/8/8/8/8/8/4P3/3K4 w - - 0 1").unwrap();
        // Neuron 1 is read by no output: both score as the one-set network does.
        let expected = tiny_network().evaluate(&king_on_e1);
        assert_eq!(network.evaluate(&king_on_e1), expected);
        assert_eq!(network.evaluate(&king_on_d1), expected);
        // But White's sums differ by the king's side.
        let white = |position: &Position| network.accumulate(position.board()).sums()[0];
        assert_eq!(white(&king_on_e1).words().nth(1), Some(50));
        assert_eq!(white(&king_on_d1).words().nth(1), Some(0));
    }

    #[test]
    fn both_sides_see_their_own_pieces_alike() {
        // The same piece from each side's view, with the board flipped for Black.
        assert_eq!(
            input_index(Color::White, Color::White, 1, 1),
            input_index(Color::Black, Color::Black, 1, 57)
        );
        assert_eq!(
            input_index(Color::White, Color::Black, 4, 59),
            input_index(Color::Black, Color::White, 4, 3)
        );
    }

    #[test]
    fn the_score_follows_the_weights() {
        // One white pawn: neuron 0 of White's view sums 100 of 255, squared and weighted by 1.
        let position = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
        let expected = (100 * 100 / QA) * SCALE / QA;
        assert_eq!(tiny_network().evaluate(&position), expected);
        // Black to move sees the pawn as the opponent's: the same score, negated.
        let position = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").unwrap();
        assert_eq!(tiny_network().evaluate(&position), -expected);
    }

    #[test]
    fn the_output_layer_follows_the_piece_count() {
        assert_eq!(output_bucket(2), 0);
        assert_eq!(output_bucket(5), 0);
        assert_eq!(output_bucket(6), 1);
        assert_eq!(output_bucket(32), OUTPUT_BUCKETS - 1);
        // A bias in the fewest pieces' bucket alone: it scores K+P against K, not the start.
        let mut biases = [0; OUTPUT_BUCKETS];
        biases[0] = QA * QB;
        let network = Network::from_parts(
            &vec![0; INPUTS * HIDDEN],
            &[0; HIDDEN],
            &vec![0; OUTPUT_BUCKETS * 2 * HIDDEN],
            &biases,
        );
        let ending = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
        assert_eq!(network.evaluate(&ending), SCALE);
        assert_eq!(network.evaluate(&Position::default()), 0);
    }
}
