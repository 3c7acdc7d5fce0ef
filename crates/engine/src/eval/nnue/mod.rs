//! The evaluation network: 768 inputs (a colour, role and square for each piece, seen from one
//! side) into `HIDDEN` neurons, once from the side to move's view and once from the other's,
//! through a squared clipped ReLU (SCReLU) into one output, the score. The output layer is one
//! of `OUTPUT_BUCKETS`, chosen by how many pieces are on the board: what a neuron's activity
//! is worth in an endgame is not what it is worth with every piece on. Trained by
//! `examples/train_nnue` on the engine's own games (`examples/datagen`).
//!
//! Weights are integers so the score is the same on every platform: the first layer's scaled
//! by `QA` (its sums fit an i16), the output's by `QB`. The file is little-endian: the magic
//! `NNUE`, the hidden size (u32), the number of output buckets (u32), then the first layer's
//! weights (768 × hidden i16, input-major), its biases (hidden i16), each bucket's output
//! weights (2 × hidden i16: the mover's half first) and each bucket's output bias (i32, scaled
//! by `QA * QB`).

mod accumulator;
mod row;

pub use accumulator::{Accumulator, AccumulatorStack};

use row::Row;

use chess_rules::{Color, Position, Role};

/// Inputs: two colours (the viewer's first) × six roles × 64 squares (from the viewer's side).
pub const INPUTS: usize = 768;
/// The first layer's scale.
pub const QA: i32 = 255;
/// The output layer's scale.
pub const QB: i32 = 64;
/// Centipawns per unit of the network's output (the trainer's sigmoid reads units of this).
pub const SCALE: i32 = 400;
const MAGIC: &[u8; 4] = b"NNUE";

/// The largest output weight a network may have: 128 × QA still fits an i16 (see
/// `screlu_dot`); the trainer clips its output weights within it.
pub const MAX_OUTPUT_WEIGHT: i16 = 127;

/// The hidden layer's size (per side). Networks of another size are refused.
pub const HIDDEN: usize = 256;

/// A network's quantised layers, laid out as in its file (`Network::to_parts`).
#[derive(Clone, Debug, PartialEq)]
pub struct NetworkParts {
    /// Input by input, a row of `HIDDEN` each, at scale `QA`.
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

/// A network file's length: the header (magic, hidden size, buckets), the i16 weights and
/// biases, then the i32 output biases.
const FILE_LENGTH: usize =
    12 + 2 * (INPUTS * HIDDEN + HIDDEN + OUTPUT_BUCKETS * 2 * HIDDEN) + 4 * OUTPUT_BUCKETS;

// `screlu_dot` sums a side's HIDDEN products of up to QA² × MAX_OUTPUT_WEIGHT in an i32.
const _: () = assert!(
    HIDDEN as i64 * (QA * QA) as i64 * MAX_OUTPUT_WEIGHT as i64 <= i32::MAX as i64,
    "a side's output sum must fit an i32"
);

/// A network read from its file.
#[derive(Clone, Debug, PartialEq)]
pub struct Network {
    input_weights: Vec<Row>,
    input_biases: Row,
    /// Each output bucket's weights: the mover's half, then the other side's.
    output_weights: Vec<[Row; 2]>,
    /// Each output bucket's bias.
    output_biases: Vec<i32>,
}

/// Why a network file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetworkError {
    /// The file does not start with the magic.
    NotANetwork,
    /// The network's hidden layer is not the engine's size.
    WrongSize(usize),
    /// The network has another number of output buckets than the engine (or none: a file of
    /// the format before them).
    WrongBuckets(usize),
    /// The file is shorter or longer than its hidden size says.
    WrongLength {
        /// The length the hidden size asks for.
        expected: usize,
        /// The file's length.
        found: usize,
    },
    /// An output weight beyond ±[`MAX_OUTPUT_WEIGHT`], which the integer arithmetic cannot take.
    OutputWeightTooLarge(i16),
}

impl std::fmt::Display for NetworkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NetworkError::NotANetwork => write!(f, "not an evaluation network (no NNUE magic)"),
            NetworkError::WrongSize(hidden) => {
                write!(
                    f,
                    "a network of {hidden} hidden neurons; this engine takes {HIDDEN}"
                )
            }
            NetworkError::WrongBuckets(buckets) => write!(
                f,
                "a network of {buckets} output buckets; this engine takes {OUTPUT_BUCKETS} \
                 (a network made before output buckets is refused too)"
            ),
            NetworkError::WrongLength { expected, found } => {
                write!(f, "network file of {found} bytes, expected {expected}")
            }
            NetworkError::OutputWeightTooLarge(weight) => write!(
                f,
                "an output weight of {weight}, beyond the ±{MAX_OUTPUT_WEIGHT} the engine takes"
            ),
        }
    }
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

fn rows(words: &[i16]) -> Vec<Row> {
    words.chunks_exact(HIDDEN).map(Row::from_words).collect()
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
        if bytes.len() < 12 || &bytes[..4] != MAGIC {
            return Err(NetworkError::NotANetwork);
        }
        let header = |at: usize| {
            u32::from_le_bytes(bytes[at..at + 4].try_into().expect("four bytes")) as usize
        };
        if header(4) != HIDDEN {
            return Err(NetworkError::WrongSize(header(4)));
        }
        if header(8) != OUTPUT_BUCKETS {
            return Err(NetworkError::WrongBuckets(header(8)));
        }
        if bytes.len() != FILE_LENGTH {
            return Err(NetworkError::WrongLength {
                expected: FILE_LENGTH,
                found: bytes.len(),
            });
        }
        let (words, biases) = bytes[12..].split_at(FILE_LENGTH - 12 - 4 * OUTPUT_BUCKETS);
        let words: Vec<i16> = words
            .chunks_exact(2)
            .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
            .collect();
        let output_biases: Vec<i32> = biases
            .chunks_exact(4)
            .map(|four| i32::from_le_bytes(four.try_into().expect("four bytes")))
            .collect();
        let (input_weights, rest) = words.split_at(INPUTS * HIDDEN);
        let (input_biases, output_weights) = rest.split_at(HIDDEN);
        if let Some(&weight) = output_weights
            .iter()
            .find(|w| w.unsigned_abs() > MAX_OUTPUT_WEIGHT as u16)
        {
            return Err(NetworkError::OutputWeightTooLarge(weight));
        }
        Ok(Network::assemble(
            input_weights,
            input_biases,
            output_weights,
            &output_biases,
        ))
    }

    /// The network as its file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        bytes.extend((HIDDEN as u32).to_le_bytes());
        bytes.extend((OUTPUT_BUCKETS as u32).to_le_bytes());
        let all_rows = self
            .input_weights
            .iter()
            .chain([&self.input_biases])
            .chain(self.output_weights.iter().flatten());
        for row in all_rows {
            bytes.extend(row.words().flat_map(i16::to_le_bytes));
        }
        bytes.extend(self.output_biases.iter().flat_map(|b| b.to_le_bytes()));
        bytes
    }

    /// The quantised weights, as `from_parts` takes them: what the trainer starts from when
    /// it goes on training a shipped network.
    pub fn to_parts(&self) -> NetworkParts {
        let words = |rows: &mut dyn Iterator<Item = &Row>| -> Vec<i16> {
            rows.flat_map(Row::words).collect()
        };
        NetworkParts {
            input_weights: words(&mut self.input_weights.iter()),
            input_biases: self.input_biases.words().collect(),
            output_weights: words(&mut self.output_weights.iter().flatten()),
            output_biases: self.output_biases.clone(),
        }
    }

    /// A network from quantised weights (the trainer's output), laid out as in the file.
    ///
    /// # Panics
    /// If the layers are not of the engine's sizes.
    pub fn from_parts(
        input_weights: &[i16],
        input_biases: &[i16],
        output_weights: &[i16],
        output_biases: &[i32],
    ) -> Network {
        assert_eq!(input_weights.len(), INPUTS * HIDDEN);
        assert_eq!(input_biases.len(), HIDDEN);
        assert_eq!(output_weights.len(), OUTPUT_BUCKETS * 2 * HIDDEN);
        assert_eq!(output_biases.len(), OUTPUT_BUCKETS);
        Network::assemble(input_weights, input_biases, output_weights, output_biases)
    }

    /// The network from layers of the right sizes.
    fn assemble(
        input_weights: &[i16],
        input_biases: &[i16],
        output_weights: &[i16],
        output_biases: &[i32],
    ) -> Network {
        let output_weights = rows(output_weights)
            .chunks_exact(2)
            .map(|halves| [halves[0], halves[1]])
            .collect();
        Network {
            input_weights: rows(input_weights),
            input_biases: Row::from_words(input_biases),
            output_weights,
            output_biases: output_biases.to_vec(),
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
