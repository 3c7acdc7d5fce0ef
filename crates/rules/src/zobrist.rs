//! Zobrist hashing: a position's hash is the XOR of one random key per feature, so a move
//! updates it by XORing out what changed. Keys come from a fixed seed, so hashes are stable
//! across runs and platforms.

use crate::castling::{CastlingRights, CastlingSide};
use crate::piece::{Color, Piece, Role};
use crate::square::{File, Square};

pub(crate) struct ZobristKeys {
    pieces: [[u64; 64]; 12],
    castling: [u64; 16],
    en_passant_file: [u64; 8],
    black_to_move: u64,
}

const fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn generate_keys() -> ZobristKeys {
    let mut state = 0x5EED_C0DE_CAFE_F00Du64;
    let mut pieces = [[0; 64]; 12];
    let mut piece = 0;
    while piece < 12 {
        let mut sq = 0;
        while sq < 64 {
            pieces[piece][sq] = splitmix64(&mut state);
            sq += 1;
        }
        piece += 1;
    }
    // Castling keys are indexed by the whole rights mask: each single right gets a key and a
    // mask's key is the XOR of its rights' keys, so a change of rights is one XOR of two entries.
    let single = [
        splitmix64(&mut state),
        splitmix64(&mut state),
        splitmix64(&mut state),
        splitmix64(&mut state),
    ];
    let mut castling = [0; 16];
    let mut mask = 0;
    while mask < 16 {
        let mut bit = 0;
        while bit < 4 {
            if mask & (1 << bit) != 0 {
                castling[mask] ^= single[bit];
            }
            bit += 1;
        }
        mask += 1;
    }
    let mut en_passant_file = [0; 8];
    let mut file = 0;
    while file < 8 {
        en_passant_file[file] = splitmix64(&mut state);
        file += 1;
    }
    ZobristKeys {
        pieces,
        castling,
        en_passant_file,
        black_to_move: splitmix64(&mut state),
    }
}

/// The keys: a table built into the binary, or with the `compact` feature (the page's wasm,
/// where hashing is not hot) computed on first use, which keeps 6 KB of random numbers (that
/// no compressor can shrink) out of the download.
#[cfg(not(feature = "compact"))]
static KEYS: ZobristKeys = generate_keys();
#[cfg(feature = "compact")]
static KEYS: std::sync::LazyLock<ZobristKeys> = std::sync::LazyLock::new(generate_keys);

#[inline(always)]
pub(crate) fn piece_key(piece: Piece, sq: Square) -> u64 {
    KEYS.pieces[piece.index()][sq.index()]
}

#[inline(always)]
pub(crate) fn castling_key(rights: CastlingRights) -> u64 {
    KEYS.castling[rights.bits() as usize]
}

/// The change castling makes to the hash: the king and the rook off their squares and onto
/// their castled ones.
#[inline(always)]
pub(crate) fn castle_key(us: Color, king_from: Square, rook_from: Square) -> u64 {
    let side = CastlingSide::of_rook(king_from, rook_from);
    let (king, rook) = (Piece::new(us, Role::King), Piece::new(us, Role::Rook));
    piece_key(king, king_from)
        ^ piece_key(king, side.king_to(us))
        ^ piece_key(rook, rook_from)
        ^ piece_key(rook, side.rook_to(us))
}

#[inline(always)]
pub(crate) fn en_passant_key(file: File) -> u64 {
    KEYS.en_passant_file[file.index() as usize]
}

#[inline(always)]
pub(crate) fn side_key(turn: Color) -> u64 {
    match turn {
        Color::White => 0,
        Color::Black => KEYS.black_to_move,
    }
}
