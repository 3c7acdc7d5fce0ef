//! The evaluation: a tapered sum of weighted features (material, piece-square tables,
//! mobility, pawn structure, king safety, a few piece terms), each with a middlegame and an
//! endgame weight blended by the material left on the board.
//!
//! The evaluation is linear in its features, so one walk over the position serves two
//! purposes through [`Accumulator`]: adding up weights (searching) or recording how often each
//! feature occurs (tuning, see `examples/tune.rs`). The weights in [`crate::weights`] were fitted
//! to Stockfish's evaluations of positions from real games.

mod features;
pub mod nnue;
mod pawn_cache;
pub mod psqt;
mod walk;
mod weights;

use chess_rules::{Bitboard, Color, Position, Role, Square};
pub use features::{feature, Accumulator, Weight};
pub use pawn_cache::PawnCache;
use pawn_cache::PawnTerms;
pub use walk::walk;

/// Material phase of each role: 24 with every piece on the board, 0 with kings and pawns.
const PHASE_OF: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// The phase of the starting position.
pub const MAX_PHASE: i32 = 24;

/// Adds up the weights: what the search uses. The middlegame and endgame sums travel in one
/// 64-bit integer (the endgame's in the high half), so a feature costs one multiply-add, not
/// two; every sum the board allows is far inside 32 bits, so the halves come back exact.
#[derive(Default)]
struct Score(i64);

impl Score {
    fn middlegame(&self) -> i32 {
        self.0 as i32
    }

    fn endgame(&self) -> i32 {
        ((self.0 - i64::from(self.middlegame())) >> 32) as i32
    }
}

/// A middlegame and an endgame weight as one [`Score`] term.
const fn packed(mg: i32, eg: i32) -> i64 {
    ((eg as i64) << 32) + mg as i64
}

impl Accumulator for Score {
    #[inline(always)]
    fn add(&mut self, feature: usize, count: i32) {
        self.0 += PACKED_WEIGHTS[feature] * i64::from(count);
    }

    #[inline(always)]
    fn add_pieces(&mut self, color: Color, role: Role, pieces: Bitboard) {
        let table = &PIECE_SQUARE[color.index()][role.index()];
        for square in pieces {
            self.0 += table[square.index()];
        }
    }

    #[inline(always)]
    fn add_piece(&mut self, color: Color, role: Role, square: Square) {
        self.0 += PIECE_SQUARE[color.index()][role.index()][square.index()];
    }
}

/// Records feature counts: what tuning uses.
#[derive(Default, Debug, Clone)]
pub struct FeatureCounts {
    /// (feature, White's count minus Black's), for features that occur.
    pub counts: Vec<(u16, i16)>,
}

impl Accumulator for FeatureCounts {
    fn add_pieces(&mut self, color: Color, role: Role, pieces: Bitboard) {
        walk::piece_features(color, role, pieces, self);
    }

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

/// The weight of every feature: the fitted weights with the piece-square tables laid in.
pub static WEIGHTS: [Weight; feature::COUNT] = compose_weights();

/// [`WEIGHTS`] as [`Score`] terms.
static PACKED_WEIGHTS: [i64; feature::COUNT] = {
    let weights = compose_weights();
    let mut all = [0; feature::COUNT];
    let mut i = 0;
    while i < feature::COUNT {
        all[i] = packed(weights[i].0 as i32, weights[i].1 as i32);
        i += 1;
    }
    all
};

/// Per colour, role and square: what a piece there adds (material and piece-square weights,
/// negated for Black) as a [`Score`] term, so the sum takes one lookup a piece. Equal to the
/// walk's features.
static PIECE_SQUARE: [[[i64; 64]; 6]; 2] = {
    let weights = compose_weights();
    let mut table = [[[0; 64]; 6]; 2];
    let mut color = 0;
    while color < 2 {
        let mut role = 0;
        while role < 6 {
            let material = if role < 5 {
                weights[feature::MATERIAL + role]
            } else {
                (0, 0) // the king has no material weight
            };
            let mut square = 0;
            while square < 64 {
                let seen_from_white = if color == 0 { square } else { square ^ 56 };
                let (mg, eg) = weights[feature::PST + role * 64 + seen_from_white];
                let sign = if color == 0 { 1 } else { -1 };
                table[color][role][square] = packed(
                    sign * (mg as i32 + material.0 as i32),
                    sign * (eg as i32 + material.1 as i32),
                );
                square += 1;
            }
            role += 1;
        }
        color += 1;
    }
    table
};

const fn compose_weights() -> [Weight; feature::COUNT] {
    let tables = 6 * 64;
    let mut all = [(0, 0); feature::COUNT];
    let mut i = 0;
    while i < feature::COUNT {
        all[i] = if i < feature::PST {
            weights::WEIGHTS[i]
        } else if i < feature::PST + tables {
            let (role, square) = ((i - feature::PST) / 64, (i - feature::PST) % 64);
            let table = psqt::BY_ROLE[role];
            (psqt::at(&table.mg, square), psqt::at(&table.eg, square))
        } else {
            weights::WEIGHTS[i - tables]
        };
        i += 1;
    }
    all
}

/// The evaluation in centipawns from the side to move's point of view: the network's if one
/// is given, the hand-written one's otherwise. A dead position is a draw either way.
pub fn evaluate_with(position: &Position, network: Option<&nnue::Network>) -> i32 {
    match network {
        Some(network) if !position.has_insufficient_material() => network.evaluate(position),
        Some(_) => 0,
        None => evaluate(position),
    }
}

/// The hand-written evaluation in centipawns from the side to move's point of view.
pub fn evaluate(position: &Position) -> i32 {
    if position.has_insufficient_material() {
        return 0;
    }
    let mut score = Score::default();
    walk(position, &mut score);
    blend(position, score)
}

/// [`evaluate`], with the pawns' terms from (and kept in) `pawns`: the same evaluation, what
/// a search calls.
pub fn evaluate_cached(position: &Position, pawns: &mut PawnCache) -> i32 {
    if position.has_insufficient_material() {
        return 0;
    }
    let board = position.board();
    let terms = pawns.terms(board, || {
        let mut score = Score::default();
        let passed = walk::pawn_terms(board, &mut score);
        PawnTerms {
            weights: score.0,
            passed,
        }
    });
    let mut score = Score(terms.weights);
    walk::piece_terms(position, terms.passed, &mut score);
    blend(position, score)
}

/// The middlegame and endgame sums blended by the phase, scaled in drawish endgames, from the
/// side to move's point of view.
fn blend(position: &Position, score: Score) -> i32 {
    let phase = phase(position);
    let (mg, eg) = (score.middlegame(), score.endgame());
    let white = (mg * phase + eg * (MAX_PHASE - phase)) / MAX_PHASE;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_gives_back_both_sums_exactly_whatever_their_signs() {
        let terms = [(81, 74), (-7, -46), (1148, -976), (-40, 99), (0, -1)];
        for counts in [
            [1, 2, -3, 4, -5],
            [-9, 0, 7, -2, 30_000],
            [10, -10, 10, -10, 10],
        ] {
            let mut score = Score::default();
            for (&(mg, eg), &count) in terms.iter().zip(&counts) {
                score.0 += packed(mg, eg) * i64::from(count);
            }
            let sum = |half: fn(&(i32, i32)) -> i32| -> i32 {
                terms.iter().zip(&counts).map(|(t, &c)| half(t) * c).sum()
            };
            assert_eq!(score.middlegame(), sum(|t| t.0));
            assert_eq!(score.endgame(), sum(|t| t.1));
        }
    }

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

    /// The pawn cache's slots start as a board without pawns (`PawnCache::new`): that holds only
    /// while such a board's pawn terms are nothing.
    #[test]
    fn a_board_without_pawns_has_no_pawn_terms() {
        let position = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
        let mut score = Score::default();
        let passed = walk::pawn_terms(position.board(), &mut score);
        assert_eq!((score.0, passed), (0, Bitboard::EMPTY));
    }

    /// Random games from the start and from an endgame: at every position the evaluation with
    /// the pawn cache (shared over all of them, so mostly hits) equals the one without.
    #[test]
    fn the_pawn_cache_changes_no_evaluation() {
        let mut random = crate::random::Random::new(3);
        let mut cache = PawnCache::new();
        let starts = [
            chess_rules::STARTING_FEN,
            "r3k2r/pp3ppp/2n5/3p4/3P4/2N5/PP3PPP/R3K2R w KQkq - 0 1",
            "8/5k2/8/3P4/8/8/2K5/8 w - - 0 1",
        ];
        let mut positions = 0;
        for _ in 0..60 {
            let fen = starts[random.below(starts.len())];
            let mut position = Position::from_fen(fen).unwrap();
            for _ in 0..120 {
                assert_eq!(
                    evaluate_cached(&position, &mut cache),
                    evaluate(&position),
                    "{}",
                    position.to_fen()
                );
                positions += 1;
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                position.play_unchecked(moves[random.below(moves.len())]);
            }
        }
        assert!(positions > 3_000);
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
