//! The walk over a position that finds every feature of the evaluation and reports it to an
//! [`Accumulator`]: material, piece-square tables, mobility, king-zone attacks, threats, pawn
//! structure, rooks on open files, the king's pawn shelter.

use super::features::{feature, Accumulator};
use chess_rules::attacks::{king_attacks, knight_attacks, pawn_set_attacks, sliders};
use chess_rules::{Bitboard, Board, Color, Position, Role, Square};

fn relative(color: Color, square: Square) -> Square {
    match color {
        Color::White => square,
        Color::Black => square.flip_vertical(),
    }
}

fn sign(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

const FILES: [Bitboard; 8] = {
    let mut files = [Bitboard::EMPTY; 8];
    let mut i = 0;
    while i < 8 {
        files[i] = Bitboard(0x0101_0101_0101_0101 << i);
        i += 1;
    }
    files
};

/// The ranks strictly ahead of `rank` from `color`'s side (0: White, 1: Black), all files.
const fn ranks_ahead(color: usize, rank: usize) -> u64 {
    if color == 0 {
        if rank == 7 {
            0
        } else {
            !0u64 << (8 * (rank + 1))
        }
    } else if rank == 0 {
        0
    } else {
        !0u64 >> (8 * (8 - rank))
    }
}

/// Per colour and square: the squares ahead on the same file (a passed pawn's path).
static FRONT_SPANS: [[Bitboard; 64]; 2] = {
    let mut spans = [[Bitboard::EMPTY; 64]; 2];
    let mut color = 0;
    while color < 2 {
        let mut sq = 0;
        while sq < 64 {
            spans[color][sq] = Bitboard(FILES[sq % 8].0 & ranks_ahead(color, sq / 8));
            sq += 1;
        }
        color += 1;
    }
    spans
};

/// Material and piece-square features of `color`'s pieces of `role`, one by one.
pub fn piece_features<A: Accumulator>(color: Color, role: Role, pieces: Bitboard, acc: &mut A) {
    let s = sign(color);
    if role != Role::King {
        acc.add(feature::MATERIAL + role.index(), s * pieces.count() as i32);
    }
    for square in pieces {
        acc.add(
            feature::PST + role.index() * 64 + relative(color, square).index(),
            s,
        );
    }
}

/// What a piece's attacks are counted against: the squares it may move to, the enemy king's
/// zone, and the enemy rooks and queens.
struct Targets {
    mobility_area: Bitboard,
    king_zone: Bitboard,
    heavy: Bitboard,
}

impl Targets {
    /// Mobility, king-zone attacks and (for minor pieces) threats of a knight to a queen.
    #[inline(always)]
    fn report<A: Accumulator>(&self, acc: &mut A, s: i32, role: Role, attacks: Bitboard) {
        let (mobility_base, zone_feature) = match role {
            Role::Knight => (feature::KNIGHT_MOBILITY, 0),
            Role::Bishop => (feature::BISHOP_MOBILITY, 1),
            Role::Rook => (feature::ROOK_MOBILITY, 2),
            _ => (feature::QUEEN_MOBILITY, 3),
        };
        acc.add(
            mobility_base + (attacks & self.mobility_area).count() as usize,
            s,
        );
        acc.add(
            feature::KING_ZONE_ATTACK + zone_feature,
            s * (attacks & self.king_zone).count() as i32,
        );
        if matches!(role, Role::Knight | Role::Bishop) {
            acc.add(
                feature::THREAT_BY_MINOR,
                s * (attacks & self.heavy).count() as i32,
            );
        }
    }
}

/// Walks the position, reporting every feature to the accumulator.
pub fn walk<A: Accumulator>(position: &Position, acc: &mut A) {
    let passed = pawn_terms(position.board(), acc);
    piece_terms(position, passed, acc);
}

/// The features that depend on the pawns alone (their material and squares, their structure,
/// which of them are passed), reported to the accumulator; returns the passed pawns of both
/// sides. What a pawn cache keeps (see `pawn_cache.rs`).
pub fn pawn_terms<A: Accumulator>(board: &Board, acc: &mut A) -> Bitboard {
    let pawns = board.by_role(Role::Pawn);
    let mut passed = Bitboard::EMPTY;
    for color in Color::ALL {
        let own_pawns = pawns & board.by_color(color);
        let their_pawns = pawns & board.by_color(!color);
        acc.add_pieces(color, Role::Pawn, own_pawns);
        let own_pawn_attacks = pawn_set_attacks(color, own_pawns);
        passed |= pawn_structure(color, own_pawns, their_pawns, own_pawn_attacks, acc);
    }
    passed
}

/// Every other feature, with the pawns' terms' `passed` pawns (to see which are blocked).
pub fn piece_terms<A: Accumulator>(position: &Position, passed: Bitboard, acc: &mut A) {
    let board = position.board();
    let occupied = board.occupied();
    let pawns = board.by_role(Role::Pawn);
    let sliders = sliders();
    for color in Color::ALL {
        let s = sign(color);
        let own = board.by_color(color);
        let theirs = board.by_color(!color);
        let own_pawns = pawns & own;
        let their_pawns = pawns & theirs;
        let their_pawn_attacks = pawn_set_attacks(!color, their_pawns);
        let their_king = board
            .king_of(!color)
            .expect("a legal position has two kings");
        let king_zone = king_attacks(their_king).with(their_king);

        // The king here; the other pieces in the loops that find their attacks.
        acc.add_pieces(color, Role::King, board.by_role(Role::King) & own);

        // Mobility, king-zone attacks and threats by minor pieces.
        let mobility_area = !(own | their_pawn_attacks);
        let heavy = (board.by_role(Role::Rook) | board.by_role(Role::Queen)) & theirs;
        let targets = Targets {
            mobility_area,
            king_zone,
            heavy,
        };
        // One loop a role (not one loop over the roles): the attacks' kind is then known.
        for square in board.by_role(Role::Knight) & own {
            acc.add_piece(color, Role::Knight, square);
            targets.report(acc, s, Role::Knight, knight_attacks(square));
        }
        for square in board.by_role(Role::Bishop) & own {
            acc.add_piece(color, Role::Bishop, square);
            targets.report(acc, s, Role::Bishop, sliders.bishop(square, occupied));
        }
        for square in board.by_role(Role::Rook) & own {
            acc.add_piece(color, Role::Rook, square);
            targets.report(acc, s, Role::Rook, sliders.rook(square, occupied));
            rook_file(square, pawns, own_pawns, s, acc);
        }
        for square in board.by_role(Role::Queen) & own {
            acc.add_piece(color, Role::Queen, square);
            let attacks = sliders.bishop(square, occupied) | sliders.rook(square, occupied);
            targets.report(acc, s, Role::Queen, attacks);
        }
        let their_pieces = theirs - their_pawns - board.by_role(Role::King);
        let own_pawn_attacks = pawn_set_attacks(color, own_pawns);
        acc.add(
            feature::THREAT_BY_PAWN,
            s * (own_pawn_attacks & their_pieces).count() as i32,
        );
        blocked_passers(color, passed & own, occupied, acc);

        if (board.by_role(Role::Bishop) & own).count() >= 2 {
            acc.add(feature::BISHOP_PAIR, s);
        }
        king_shelter(color, board.king_of(color).expect("a king"), own_pawns, acc);
    }
    acc.add(feature::TEMPO, sign(position.turn()));
}

/// A rook on a file without pawns, or without pawns of its own.
#[inline(always)]
fn rook_file<A: Accumulator>(
    square: Square,
    pawns: Bitboard,
    own_pawns: Bitboard,
    s: i32,
    acc: &mut A,
) {
    let file = FILES[square.file().index() as usize];
    if (file & pawns).is_empty() {
        acc.add(feature::ROOK_OPEN_FILE, s);
    } else if (file & own_pawns).is_empty() {
        acc.add(feature::ROOK_SEMI_OPEN_FILE, s);
    }
}

/// The squares strictly behind any of `pawns` on its file, from `color`'s side.
fn behind(color: Color, pawns: Bitboard) -> Bitboard {
    let back = match color {
        Color::White => -8,
        Color::Black => 8,
    };
    let mut fill = pawns.shift(back);
    for ranks in [1, 2, 4] {
        fill = fill | fill.shift(back * ranks);
    }
    fill
}

/// The squares beside any of `squares` on its rank.
fn beside(squares: Bitboard) -> Bitboard {
    (squares - FILES[7]).shift(1) | (squares - FILES[0]).shift(-1)
}

/// Every square of the files in `files` (a bit per file).
fn file_squares(files: u8) -> Bitboard {
    Bitboard(u64::from(files) * FILES[0].0)
}

/// Pawn structure, counted over all of a side's pawns at once rather than pawn by pawn (it
/// ran at every evaluation): passed pawns (by rank), doubled (a pawn of its own ahead on the
/// file), isolated, supported by a pawn, side by side. Returns the passed pawns.
fn pawn_structure<A: Accumulator>(
    color: Color,
    own_pawns: Bitboard,
    their_pawns: Bitboard,
    own_pawn_attacks: Bitboard,
    acc: &mut A,
) -> Bitboard {
    let s = sign(color);
    let doubled = own_pawns & behind(color, own_pawns);
    let stopped_by_theirs = behind(color, their_pawns);
    let stopped_by_theirs = stopped_by_theirs | beside(stopped_by_theirs);
    let passed = own_pawns - doubled - stopped_by_theirs;
    for square in passed {
        acc.add(feature::PASSED_PAWN + passer_index(color, square), s);
    }
    let files = files_of(own_pawns);
    let isolated_files = files & !((files << 1) | (files >> 1));
    let count = |pawns: Bitboard| s * pawns.count() as i32;
    acc.add(feature::DOUBLED_PAWN, count(doubled));
    acc.add(
        feature::ISOLATED_PAWN,
        count(own_pawns & file_squares(isolated_files)),
    );
    acc.add(feature::SUPPORTED_PAWN, count(own_pawns & own_pawn_attacks));
    acc.add(feature::PHALANX_PAWN, count(own_pawns & beside(own_pawns)));
    passed
}

/// A passed pawn's feature offset: its relative rank, the second rank first.
fn passer_index(color: Color, square: Square) -> usize {
    let relative_rank = relative(color, square).rank().index() as usize;
    relative_rank.saturating_sub(1).min(5)
}

/// `color`'s passed pawns with something standing in front of them (it depends on every
/// piece, so it stays out of the pawns' terms).
fn blocked_passers<A: Accumulator>(
    color: Color,
    passed: Bitboard,
    occupied: Bitboard,
    acc: &mut A,
) {
    for square in passed {
        if (FRONT_SPANS[color.index()][square.index()] & occupied).is_not_empty() {
            acc.add(
                feature::PASSED_BLOCKED + passer_index(color, square),
                sign(color),
            );
        }
    }
}

/// Per colour and king square: the squares of the king's pawn shield (one and two ranks ahead
/// of it on its file and the files beside it) and those files (a bit per file).
struct Shelters {
    shield: [[Bitboard; 64]; 2],
    files: [[u8; 64]; 2],
}

static SHELTERS: Shelters = {
    let mut shelters = Shelters {
        shield: [[Bitboard::EMPTY; 64]; 2],
        files: [[0; 64]; 2],
    };
    let mut color = 0;
    while color < 2 {
        let mut king = 0;
        while king < 64 {
            let (file, rank) = ((king % 8) as i32, (king / 8) as i32);
            let forward = if color == 0 { 1 } else { -1 };
            let mut df = -1;
            while df <= 1 {
                let f = file + df;
                if f >= 0 && f < 8 {
                    shelters.files[color][king] |= 1 << f;
                    let mut dr = 1;
                    while dr <= 2 {
                        let r = rank + dr * forward;
                        if r >= 0 && r < 8 {
                            shelters.shield[color][king].0 |= 1 << (r * 8 + f);
                        }
                        dr += 1;
                    }
                }
                df += 1;
            }
            king += 1;
        }
        color += 1;
    }
    shelters
};

/// The files holding at least one of `pawns`, a bit per file.
fn files_of(pawns: Bitboard) -> u8 {
    let mut folded = pawns.0;
    folded |= folded >> 32;
    folded |= folded >> 16;
    folded |= folded >> 8;
    folded as u8
}

/// The king's pawn shield, and the files at or beside it without a pawn of its own.
fn king_shelter<A: Accumulator>(color: Color, king: Square, own_pawns: Bitboard, acc: &mut A) {
    let s = sign(color);
    let (c, k) = (color.index(), king.index());
    let shield = (SHELTERS.shield[c][k] & own_pawns).count() as i32;
    let open_files = (SHELTERS.files[c][k] & !files_of(own_pawns)).count_ones() as i32;
    acc.add(feature::KING_SHIELD, s * shield);
    acc.add(feature::KING_OPEN_FILE, s * open_files);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::FeatureCounts;
    use crate::random::Random;

    /// The pawn structure as first written, pawn by pawn: the reference for the set-wise form.
    fn pawn_structure_pawn_by_pawn(
        color: Color,
        own_pawns: Bitboard,
        their_pawns: Bitboard,
        occupied: Bitboard,
        acc: &mut FeatureCounts,
    ) {
        let s = sign(color);
        let own_pawn_attacks = pawn_set_attacks(color, own_pawns);
        for square in own_pawns {
            let file = square.file().index() as usize;
            let neighbours = Bitboard(
                if file > 0 { FILES[file - 1].0 } else { 0 }
                    | if file < 7 { FILES[file + 1].0 } else { 0 },
            );
            let ranks_ahead = Bitboard(ranks_ahead(color.index(), square.index() / 8));
            let ahead = FILES[file] & ranks_ahead;
            let passed_zone = ahead | (neighbours & ranks_ahead);
            if (passed_zone & their_pawns).is_empty() && (ahead & own_pawns).is_empty() {
                let index = (relative(color, square).rank().index() as usize)
                    .saturating_sub(1)
                    .min(5);
                acc.add(feature::PASSED_PAWN + index, s);
                if (ahead & occupied).is_not_empty() {
                    acc.add(feature::PASSED_BLOCKED + index, s);
                }
            }
            if (ahead & own_pawns).is_not_empty() {
                acc.add(feature::DOUBLED_PAWN, s);
            }
            if (neighbours & own_pawns).is_empty() {
                acc.add(feature::ISOLATED_PAWN, s);
            }
            if own_pawn_attacks.contains(square) {
                acc.add(feature::SUPPORTED_PAWN, s);
            }
            if (neighbours & Bitboard::rank(square.rank()) & own_pawns).is_not_empty() {
                acc.add(feature::PHALANX_PAWN, s);
            }
        }
    }

    /// The king's shelter as first written, file by file around the king.
    fn king_shelter_file_by_file(
        color: Color,
        king: Square,
        own_pawns: Bitboard,
        acc: &mut FeatureCounts,
    ) {
        let s = sign(color);
        let forward = if color == Color::White { 1 } else { -1 };
        let (mut shield, mut open_files) = (0, 0);
        for df in -1..=1 {
            let Some(file_square) = king.offset(df, 0) else {
                continue;
            };
            if (FILES[file_square.file().index() as usize] & own_pawns).is_empty() {
                open_files += 1;
            }
            for dr in 1..=2 {
                if king
                    .offset(df, dr * forward)
                    .is_some_and(|sq| own_pawns.contains(sq))
                {
                    shield += 1;
                }
            }
        }
        acc.add(feature::KING_SHIELD, s * shield);
        acc.add(feature::KING_OPEN_FILE, s * open_files);
    }

    fn sorted(mut counts: FeatureCounts) -> Vec<(u16, i16)> {
        counts.counts.retain(|&(_, count)| count != 0);
        counts.counts.sort_unstable();
        counts.counts
    }

    /// Random pawn sets (on the second to seventh ranks, of any density) and random other
    /// pieces: the set-wise counts equal the pawn-by-pawn ones, for both colours.
    #[test]
    fn set_wise_pawn_terms_equal_the_pawn_by_pawn_ones() {
        let mut random = Random::new(11);
        let inner_ranks = 0x00ff_ffff_ffff_ff00u64;
        let word = |random: &mut Random| {
            (random.below(1 << 32) as u64) << 32 | random.below(1 << 32) as u64
        };
        // One to three random words ANDed: about a half, a quarter or an eighth of the bits.
        let sparse = |random: &mut Random| {
            (0..1 + random.below(3)).fold(!0u64, |bits, _| bits & word(random))
        };
        for _ in 0..20_000 {
            let white = Bitboard(sparse(&mut random) & inner_ranks);
            let black = Bitboard(sparse(&mut random) & inner_ranks & !white.0);
            let occupied = white | black | Bitboard(sparse(&mut random));
            let king = Square::new(random.below(64) as u8).expect("a square");
            for (color, own, theirs) in [(Color::White, white, black), (Color::Black, black, white)]
            {
                let (mut fast, mut reference) =
                    (FeatureCounts::default(), FeatureCounts::default());
                let attacks = pawn_set_attacks(color, own);
                let passed = pawn_structure(color, own, theirs, attacks, &mut fast);
                blocked_passers(color, passed, occupied, &mut fast);
                king_shelter(color, king, own, &mut fast);
                pawn_structure_pawn_by_pawn(color, own, theirs, occupied, &mut reference);
                king_shelter_file_by_file(color, king, own, &mut reference);
                assert_eq!(
                    sorted(fast),
                    sorted(reference),
                    "{color:?} {own:?} {theirs:?}"
                );
            }
        }
    }
}
