//! The evaluation: a tapered sum of weighted features (material, piece-square tables,
//! mobility, pawn structure, king safety, a few piece terms), each with a middlegame and an
//! endgame weight blended by the material left on the board.
//!
//! The evaluation is linear in its features, so one walk over the position serves two
//! purposes through [`Accumulator`]: adding up weights (searching) or recording how often each
//! feature occurs (tuning, see `examples/tune.rs`). The weights in [`crate::weights`] were fitted
//! to Stockfish's evaluations of positions from real games.

use crate::weights::WEIGHTS;
use chess_rules::attacks::{bishop_attacks, king_attacks, knight_attacks, rook_attacks};
use chess_rules::{Bitboard, Color, File, Position, Role, Square};

/// Material phase of each role: 24 with every piece on the board, 0 with kings and pawns.
const PHASE_OF: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// The phase of the starting position.
pub const MAX_PHASE: i32 = 24;

/// The features, each an index into the weight table. Counts are White's minus Black's.
pub mod feature {
    /// Material: one per role, pawn to queen.
    pub const MATERIAL: usize = 0;
    /// Piece-square tables: 6 roles × 64 squares, from White's side (Black's mirrored).
    pub const PST: usize = MATERIAL + 5;
    /// Knight mobility: squares reachable, 0 to 8.
    pub const KNIGHT_MOBILITY: usize = PST + 6 * 64;
    /// Bishop mobility: 0 to 13.
    pub const BISHOP_MOBILITY: usize = KNIGHT_MOBILITY + 9;
    /// Rook mobility: 0 to 14.
    pub const ROOK_MOBILITY: usize = BISHOP_MOBILITY + 14;
    /// Queen mobility: 0 to 27.
    pub const QUEEN_MOBILITY: usize = ROOK_MOBILITY + 15;
    /// Passed pawns by relative rank (index 0 = second rank … 5 = seventh).
    pub const PASSED_PAWN: usize = QUEEN_MOBILITY + 28;
    /// A passed pawn whose path to promotion is blocked by a piece, by relative rank.
    pub const PASSED_BLOCKED: usize = PASSED_PAWN + 6;
    /// Doubled pawns: pawns with a friendly pawn in front on the same file.
    pub const DOUBLED_PAWN: usize = PASSED_BLOCKED + 6;
    /// Isolated pawns: no friendly pawn on the neighbouring files.
    pub const ISOLATED_PAWN: usize = DOUBLED_PAWN + 1;
    /// Pawns defended by a pawn.
    pub const SUPPORTED_PAWN: usize = ISOLATED_PAWN + 1;
    /// Pawns side by side with a friendly pawn.
    pub const PHALANX_PAWN: usize = SUPPORTED_PAWN + 1;
    /// Having both bishops.
    pub const BISHOP_PAIR: usize = PHALANX_PAWN + 1;
    /// Rooks on a file without pawns.
    pub const ROOK_OPEN_FILE: usize = BISHOP_PAIR + 1;
    /// Rooks on a file without own pawns but with enemy pawns.
    pub const ROOK_SEMI_OPEN_FILE: usize = ROOK_OPEN_FILE + 1;
    /// Own pawns in the three files around the king, one or two ranks ahead of it.
    pub const KING_SHIELD: usize = ROOK_SEMI_OPEN_FILE + 1;
    /// Files without own pawns next to or at the king.
    pub const KING_OPEN_FILE: usize = KING_SHIELD + 1;
    /// Attacks on the squares around the enemy king, by attacking role (knight to queen).
    pub const KING_ZONE_ATTACK: usize = KING_OPEN_FILE + 1;
    /// Pieces (not pawns) attacked by an enemy pawn.
    pub const THREAT_BY_PAWN: usize = KING_ZONE_ATTACK + 4;
    /// Rooks and queens attacked by a minor piece.
    pub const THREAT_BY_MINOR: usize = THREAT_BY_PAWN + 1;
    /// The side to move's edge.
    pub const TEMPO: usize = THREAT_BY_MINOR + 1;
    /// How many features there are.
    pub const COUNT: usize = TEMPO + 1;
}

/// A feature's weight in the middlegame and in the endgame, in centipawns.
pub type Weight = (i16, i16);

/// What the evaluation walk does with each feature it finds.
pub trait Accumulator {
    /// The feature occurs `count` times more for White than for Black.
    fn add(&mut self, feature: usize, count: i32);
}

/// Adds up the weights: what the search uses.
#[derive(Default)]
struct Score {
    mg: i32,
    eg: i32,
}

impl Accumulator for Score {
    #[inline(always)]
    fn add(&mut self, feature: usize, count: i32) {
        let (mg, eg) = WEIGHTS[feature];
        self.mg += i32::from(mg) * count;
        self.eg += i32::from(eg) * count;
    }
}

/// Records feature counts: what tuning uses.
#[derive(Default, Debug, Clone)]
pub struct FeatureCounts {
    /// (feature, White's count minus Black's), for features that occur.
    pub counts: Vec<(u16, i16)>,
}

impl Accumulator for FeatureCounts {
    fn add(&mut self, feature: usize, count: i32) {
        if count != 0 {
            match self
                .counts
                .iter_mut()
                .find(|(f, _)| usize::from(*f) == feature)
            {
                Some((_, c)) => *c += count as i16,
                None => self.counts.push((feature as u16, count as i16)),
            }
        }
    }
}

/// The game phase: 24 in the opening, down to 0 with only kings and pawns.
pub fn phase(position: &Position) -> i32 {
    let board = position.board();
    let phase: i32 = Role::ALL
        .iter()
        .map(|&role| PHASE_OF[role.index()] * board.by_role(role).count() as i32)
        .sum();
    phase.min(MAX_PHASE)
}

/// The evaluation in centipawns from the side to move's point of view.
pub fn evaluate(position: &Position) -> i32 {
    if position.has_insufficient_material() {
        return 0;
    }
    let mut score = Score::default();
    walk(position, &mut score);
    let phase = phase(position);
    let white = (score.mg * phase + score.eg * (MAX_PHASE - phase)) / MAX_PHASE;
    let white = scale_drawish(position, white);
    match position.turn() {
        Color::White => white,
        Color::Black => -white,
    }
}

/// Endgames where the side ahead has no pawns and too little extra material to mate are far
/// more drawn than the material says.
fn scale_drawish(position: &Position, white: i32) -> i32 {
    let strong = if white > 0 {
        Color::White
    } else {
        Color::Black
    };
    let board = position.board();
    let pawns = board.by_role(Role::Pawn) & board.by_color(strong);
    if pawns.is_not_empty() {
        return white;
    }
    let value = |color: Color| -> i32 {
        let own = board.by_color(color);
        [
            (Role::Knight, 3),
            (Role::Bishop, 3),
            (Role::Rook, 5),
            (Role::Queen, 9),
        ]
        .iter()
        .map(|&(role, v)| v * (board.by_role(role) & own).count() as i32)
        .sum()
    };
    if value(strong) - value(!strong) <= 3 {
        white / 8
    } else {
        white
    }
}

/// The features of a position, for tuning; with the phase to blend them.
pub fn features(position: &Position) -> (FeatureCounts, i32) {
    let mut counts = FeatureCounts::default();
    walk(position, &mut counts);
    (counts, phase(position))
}

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

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen).unwrap())
    }

    #[test]
    fn the_start_position_is_about_level() {
        assert!(eval(chess_rules::STARTING_FEN).abs() < 40);
    }

    #[test]
    fn evaluation_is_symmetric() {
        // The same position with colours swapped and the board mirrored scores the same.
        let pairs = [
            (
                "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
                "rnbqk2r/pppp1ppp/5n2/2b1p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 4",
            ),
            (
                "8/5k2/8/3P4/8/8/2K5/8 w - - 0 1",
                "8/2k5/8/8/3p4/8/5K2/8 b - - 0 1",
            ),
        ];
        for (a, b) in pairs {
            assert_eq!(eval(a), eval(b), "{a} / {b}");
        }
    }

    #[test]
    fn more_material_is_better() {
        assert!(eval("4k3/8/8/8/8/8/8/3QK3 w - - 0 1") > 700);
        assert!(eval("4k3/8/8/8/8/8/8/3QK3 b - - 0 1") < -700);
        assert!(eval("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1").abs() < 60);
    }

    #[test]
    fn dead_and_drawish_endgames_score_near_zero() {
        assert_eq!(eval("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"), 0);
        // A rook against a bishop is usually a draw; bishop and knight against a bare king wins.
        assert!(eval("4k3/8/8/8/8/8/5b2/R3K3 w - - 0 1").abs() < 100);
        assert!(eval("4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1") > 300);
    }

    #[test]
    fn feature_counts_reproduce_the_evaluation() {
        let position = Position::from_fen(
            "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 w - - 0 7",
        )
        .unwrap();
        let (counts, phase) = features(&position);
        let (mut mg, mut eg) = (0, 0);
        for &(feature, count) in &counts.counts {
            let (wm, we) = WEIGHTS[feature as usize];
            mg += i32::from(wm) * i32::from(count);
            eg += i32::from(we) * i32::from(count);
        }
        assert_eq!(
            (mg * phase + eg * (MAX_PHASE - phase)) / MAX_PHASE,
            evaluate(&position)
        );
    }
}
