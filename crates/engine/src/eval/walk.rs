//! The walk over a position that finds every feature of the evaluation and reports it to an
//! [`Accumulator`]: material, piece-square tables, mobility, king-zone attacks, threats, pawn
//! structure, rooks on open files, the king's pawn shelter.

use super::features::{feature, Accumulator};
use chess_rules::attacks::{bishop_attacks, king_attacks, knight_attacks, rook_attacks};
use chess_rules::{Bitboard, Color, File, Position, Role, Square};

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

const fn adjacent_files_of(file: usize) -> Bitboard {
    let left = if file > 0 { FILES[file - 1].0 } else { 0 };
    let right = if file < 7 { FILES[file + 1].0 } else { 0 };
    Bitboard(left | right)
}

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

/// Per colour and square: the squares ahead on the same file, and ahead on the neighbouring
/// files (where an enemy pawn stops a passed pawn or could capture it).
struct PawnSpans {
    front: [[Bitboard; 64]; 2],
    beside_ahead: [[Bitboard; 64]; 2],
}

static SPANS: PawnSpans = {
    let mut spans = PawnSpans {
        front: [[Bitboard::EMPTY; 64]; 2],
        beside_ahead: [[Bitboard::EMPTY; 64]; 2],
    };
    let mut color = 0;
    while color < 2 {
        let mut sq = 0;
        while sq < 64 {
            let ahead = ranks_ahead(color, sq / 8);
            spans.front[color][sq] = Bitboard(FILES[sq % 8].0 & ahead);
            spans.beside_ahead[color][sq] = Bitboard(adjacent_files_of(sq % 8).0 & ahead);
            sq += 1;
        }
        color += 1;
    }
    spans
};

fn adjacent_files(file: File) -> Bitboard {
    adjacent_files_of(file.index() as usize)
}

/// Every square a pawn of `color` attacks.
fn pawn_attack_span(color: Color, pawns: Bitboard) -> Bitboard {
    let not_a = !FILES[0].0;
    let not_h = !FILES[7].0;
    let p = pawns.0;
    Bitboard(match color {
        Color::White => ((p & not_a) << 7) | ((p & not_h) << 9),
        Color::Black => ((p & not_a) >> 9) | ((p & not_h) >> 7),
    })
}

/// Walks the position, reporting every feature to the accumulator.
pub fn walk<A: Accumulator>(position: &Position, acc: &mut A) {
    let board = position.board();
    let occupied = board.occupied();
    let pawns = board.by_role(Role::Pawn);
    for color in Color::ALL {
        let s = sign(color);
        let own = board.by_color(color);
        let theirs = board.by_color(!color);
        let own_pawns = pawns & own;
        let their_pawns = pawns & theirs;
        let their_pawn_attacks = pawn_attack_span(!color, their_pawns);
        let their_king = board
            .king_of(!color)
            .expect("a legal position has two kings");
        let king_zone = king_attacks(their_king).with(their_king);

        // Material and piece-square tables.
        for role in Role::ALL {
            let pieces = board.by_role(role) & own;
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

        // Mobility, king-zone attacks and threats by minor pieces.
        let mobility_area = !(own | their_pawn_attacks);
        let heavy = (board.by_role(Role::Rook) | board.by_role(Role::Queen)) & theirs;
        for (role, mobility_base, zone_feature) in [
            (Role::Knight, feature::KNIGHT_MOBILITY, 0),
            (Role::Bishop, feature::BISHOP_MOBILITY, 1),
            (Role::Rook, feature::ROOK_MOBILITY, 2),
            (Role::Queen, feature::QUEEN_MOBILITY, 3),
        ] {
            for square in board.by_role(role) & own {
                let attacks = match role {
                    Role::Knight => knight_attacks(square),
                    Role::Bishop => bishop_attacks(square, occupied),
                    Role::Rook => rook_attacks(square, occupied),
                    _ => bishop_attacks(square, occupied) | rook_attacks(square, occupied),
                };
                acc.add(
                    mobility_base + (attacks & mobility_area).count() as usize,
                    s,
                );
                acc.add(
                    feature::KING_ZONE_ATTACK + zone_feature,
                    s * (attacks & king_zone).count() as i32,
                );
                if matches!(role, Role::Knight | Role::Bishop) {
                    acc.add(
                        feature::THREAT_BY_MINOR,
                        s * (attacks & heavy).count() as i32,
                    );
                }
            }
        }
        let their_pieces = theirs - their_pawns - board.by_role(Role::King);
        let own_pawn_attacks = pawn_attack_span(color, own_pawns);
        acc.add(
            feature::THREAT_BY_PAWN,
            s * (own_pawn_attacks & their_pieces).count() as i32,
        );

        pawn_structure(
            color,
            own_pawns,
            their_pawns,
            occupied,
            own_pawn_attacks,
            acc,
        );

        if (board.by_role(Role::Bishop) & own).count() >= 2 {
            acc.add(feature::BISHOP_PAIR, s);
        }
        for square in board.by_role(Role::Rook) & own {
            let file = FILES[square.file().index() as usize];
            if (file & pawns).is_empty() {
                acc.add(feature::ROOK_OPEN_FILE, s);
            } else if (file & own_pawns).is_empty() {
                acc.add(feature::ROOK_SEMI_OPEN_FILE, s);
            }
        }
        king_shelter(color, board.king_of(color).expect("a king"), own_pawns, acc);
    }
    acc.add(feature::TEMPO, sign(position.turn()));
}

fn pawn_structure<A: Accumulator>(
    color: Color,
    own_pawns: Bitboard,
    their_pawns: Bitboard,
    occupied: Bitboard,
    own_pawn_attacks: Bitboard,
    acc: &mut A,
) {
    let s = sign(color);
    for square in own_pawns {
        let file = square.file();
        let ahead = SPANS.front[color.index()][square.index()];
        let passed_zone = ahead | SPANS.beside_ahead[color.index()][square.index()];
        let relative_rank = relative(color, square).rank().index() as usize;
        if (passed_zone & their_pawns).is_empty() && (ahead & own_pawns).is_empty() {
            let index = relative_rank.saturating_sub(1).min(5);
            acc.add(feature::PASSED_PAWN + index, s);
            if (ahead & occupied).is_not_empty() {
                acc.add(feature::PASSED_BLOCKED + index, s);
            }
        }
        if (ahead & own_pawns).is_not_empty() {
            acc.add(feature::DOUBLED_PAWN, s);
        }
        if (adjacent_files(file) & own_pawns).is_empty() {
            acc.add(feature::ISOLATED_PAWN, s);
        }
        if own_pawn_attacks.contains(square) {
            acc.add(feature::SUPPORTED_PAWN, s);
        }
        let beside = adjacent_files(file) & Bitboard::rank(square.rank());
        if (beside & own_pawns).is_not_empty() {
            acc.add(feature::PHALANX_PAWN, s);
        }
    }
}

fn king_shelter<A: Accumulator>(color: Color, king: Square, own_pawns: Bitboard, acc: &mut A) {
    let s = sign(color);
    let forward = if color == Color::White { 1 } else { -1 };
    let mut shield = 0;
    let mut open_files = 0;
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
