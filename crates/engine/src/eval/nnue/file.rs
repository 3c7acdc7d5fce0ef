//! A network's file. Little-endian: the magic, the hidden size (u32), the number of output
//! buckets (u32); with the magic `NNUK` (a network with king buckets) the king bucket of each
//! square from the viewer's side (64 bytes) comes next, the magic `NNUE` has none (one set of
//! rows). Then the first layer's weights (a set of 768 × hidden i16 for each king bucket,
//! input-major), its biases (hidden i16), each output bucket's weights (2 × hidden i16: the
//! mover's half first) and each output bucket's bias (i32, scaled by `QA * QB`).

use super::{
    KingBuckets, Network, NetworkParts, HIDDEN, INPUTS, MAX_OUTPUT_WEIGHT, OUTPUT_BUCKETS,
};

const MAGIC: &[u8; 4] = b"NNUE";
const MAGIC_WITH_KING_BUCKETS: &[u8; 4] = b"NNUK";
const HEADER: usize = 12;

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
    /// The king buckets skip a number.
    BadKingBuckets,
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
            NetworkError::BadKingBuckets => {
                write!(f, "the network's king buckets are not numbered 0, 1, ...")
            }
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

/// The length of the weights and biases after the header (and the king buckets).
fn layers_length(king_buckets: &KingBuckets) -> usize {
    2 * (king_buckets.count() * INPUTS * HIDDEN + HIDDEN + OUTPUT_BUCKETS * 2 * HIDDEN)
        + 4 * OUTPUT_BUCKETS
}

/// Reads a network file's contents.
pub fn read(bytes: &[u8]) -> Result<Network, NetworkError> {
    let (king_buckets, layers) = read_header(bytes)?;
    let expected = layers_length(&king_buckets);
    if layers.len() != expected {
        return Err(NetworkError::WrongLength {
            expected: bytes.len() - layers.len() + expected,
            found: bytes.len(),
        });
    }
    let (words, biases) = layers.split_at(expected - 4 * OUTPUT_BUCKETS);
    let words: Vec<i16> = words
        .chunks_exact(2)
        .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
        .collect();
    let output_biases: Vec<i32> = biases
        .chunks_exact(4)
        .map(|four| i32::from_le_bytes(four.try_into().expect("four bytes")))
        .collect();
    let (input_weights, rest) = words.split_at(king_buckets.count() * INPUTS * HIDDEN);
    let (input_biases, output_weights) = rest.split_at(HIDDEN);
    if let Some(&weight) = output_weights
        .iter()
        .find(|w| w.unsigned_abs() > MAX_OUTPUT_WEIGHT as u16)
    {
        return Err(NetworkError::OutputWeightTooLarge(weight));
    }
    Ok(Network::from_network_parts(&NetworkParts {
        king_buckets,
        input_weights: input_weights.to_vec(),
        input_biases: input_biases.to_vec(),
        output_weights: output_weights.to_vec(),
        output_biases,
    }))
}

/// Checks the header against the engine's sizes; gives the king buckets and the bytes of the
/// layers after them.
fn read_header(bytes: &[u8]) -> Result<(KingBuckets, &[u8]), NetworkError> {
    let magic = bytes.get(..4).ok_or(NetworkError::NotANetwork)?;
    let bucketed = magic == MAGIC_WITH_KING_BUCKETS;
    if bytes.len() < HEADER || !(bucketed || magic == MAGIC) {
        return Err(NetworkError::NotANetwork);
    }
    let header =
        |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().expect("four bytes")) as usize;
    if header(4) != HIDDEN {
        return Err(NetworkError::WrongSize(header(4)));
    }
    if header(8) != OUTPUT_BUCKETS {
        return Err(NetworkError::WrongBuckets(header(8)));
    }
    if !bucketed {
        return Ok((KingBuckets::NONE, &bytes[HEADER..]));
    }
    let squares: [u8; 64] = bytes
        .get(HEADER..HEADER + 64)
        .and_then(|squares| squares.try_into().ok())
        .ok_or(NetworkError::WrongLength {
            expected: HEADER + 64,
            found: bytes.len(),
        })?;
    let king_buckets = KingBuckets::from_squares(squares).ok_or(NetworkError::BadKingBuckets)?;
    Ok((king_buckets, &bytes[HEADER + 64..]))
}

/// A network as its file's bytes: a network without king buckets in the format before them.
pub fn write(network: &Network) -> Vec<u8> {
    let parts = network.to_parts();
    let bucketed = parts.king_buckets != KingBuckets::NONE;
    let mut bytes = if bucketed {
        MAGIC_WITH_KING_BUCKETS
    } else {
        MAGIC
    }
    .to_vec();
    bytes.extend((HIDDEN as u32).to_le_bytes());
    bytes.extend((OUTPUT_BUCKETS as u32).to_le_bytes());
    if bucketed {
        bytes.extend(parts.king_buckets.squares());
    }
    let words = parts
        .input_weights
        .iter()
        .chain(&parts.input_biases)
        .chain(&parts.output_weights);
    bytes.extend(words.flat_map(|w| w.to_le_bytes()));
    bytes.extend(parts.output_biases.iter().flat_map(|b| b.to_le_bytes()));
    bytes
}
