//! Which squares each piece attacks.
//!
//! Knights, kings and pawns use small tables computed at compile time. Sliding pieces use "fancy"
//! magic bitboards: the relevant blockers are multiplied by a magic number to index a table of
//! attack sets. That table is about 860 KB, too big to ship in a WebAssembly download, so it is
//! built once at start-up (about a millisecond) from the 128 magic numbers in [`crate::magics`].

use crate::bitboard::Bitboard;
use crate::magics::{MagicNumber, BISHOP_MAGICS, ROOK_MAGICS};
use crate::piece::{Color, Piece, Role};
use crate::square::Square;
use std::sync::OnceLock;

const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
pub(crate) const ROOK_DIRECTIONS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
pub(crate) const BISHOP_DIRECTIONS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

const fn leaper_table(steps: &[(i8, i8)]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < steps.len() {
            if let Some(to) = Square::from_index_unchecked(sq).offset(steps[i].0, steps[i].1) {
                table[sq as usize] = table[sq as usize].with(to);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

static KNIGHT_ATTACKS: [Bitboard; 64] = leaper_table(&KNIGHT_STEPS);
static KING_ATTACKS: [Bitboard; 64] = leaper_table(&KING_STEPS);
static PAWN_ATTACKS: [[Bitboard; 64]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

/// The squares a knight on `sq` attacks.
#[inline(always)]
pub fn knight_attacks(sq: Square) -> Bitboard {
    KNIGHT_ATTACKS[sq.index()]
}

/// The squares a king on `sq` attacks.
#[inline(always)]
pub fn king_attacks(sq: Square) -> Bitboard {
    KING_ATTACKS[sq.index()]
}

/// The squares a pawn of `color` on `sq` attacks (its diagonal captures).
#[inline(always)]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    PAWN_ATTACKS[color.index()][sq.index()]
}

/// Every square a pawn of `color` standing on `pawns` attacks (the union of their diagonal
/// captures), found by shifting the whole set at once.
#[inline(always)]
pub fn pawn_set_attacks(color: Color, pawns: Bitboard) -> Bitboard {
    const NOT_A_FILE: u64 = !0x0101_0101_0101_0101;
    const NOT_H_FILE: u64 = !0x8080_8080_8080_8080;
    let p = pawns.0;
    Bitboard(match color {
        Color::White => ((p & NOT_A_FILE) << 7) | ((p & NOT_H_FILE) << 9),
        Color::Black => ((p & NOT_A_FILE) >> 9) | ((p & NOT_H_FILE) >> 7),
    })
}

/// The squares a rook on `sq` attacks when the pieces stand on `occupied`.
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    tables().rook(sq, occupied)
}

/// The squares a bishop on `sq` attacks when the pieces stand on `occupied`.
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    tables().bishop(sq, occupied)
}

/// The squares a queen on `sq` attacks when the pieces stand on `occupied`.
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let t = tables();
    t.rook(sq, occupied) | t.bishop(sq, occupied)
}

/// The squares `piece` on `sq` attacks when the pieces stand on `occupied` (a pawn: its
/// diagonal captures).
#[inline(always)]
pub fn piece_attacks(piece: Piece, sq: Square, occupied: Bitboard) -> Bitboard {
    let t = tables();
    match piece.role {
        Role::Pawn => pawn_attacks(piece.color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => t.bishop(sq, occupied),
        Role::Rook => t.rook(sq, occupied),
        Role::Queen => t.bishop(sq, occupied) | t.rook(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

/// The sliding pieces' attack tables, found once: for a caller that asks for many attacks in a
/// row (an evaluation), which then skips the check that the tables are built at each.
#[derive(Copy, Clone)]
pub struct Sliders(&'static Tables);

/// The sliding pieces' attack tables (see [`Sliders`]).
#[inline(always)]
pub fn sliders() -> Sliders {
    Sliders(tables())
}

impl Sliders {
    /// [`rook_attacks`].
    #[inline(always)]
    pub fn rook(self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.0.rook(sq, occupied)
    }

    /// [`bishop_attacks`].
    #[inline(always)]
    pub fn bishop(self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.0.bishop(sq, occupied)
    }
}

/// The squares strictly between `a` and `b` if they share a rank, file or diagonal; else none.
pub fn between(a: Square, b: Square) -> Bitboard {
    tables().between(a, b)
}

/// The whole rank, file or diagonal through `a` and `b` (both included); none if not aligned.
pub fn line(a: Square, b: Square) -> Bitboard {
    tables().line(a, b)
}

#[derive(Copy, Clone, Default)]
struct MagicEntry {
    mask: u64,
    factor: u64,
    shift: u32,
    offset: u32,
}

impl MagicEntry {
    #[inline(always)]
    fn index(&self, occupied: Bitboard) -> usize {
        self.offset as usize
            + ((occupied.0 & self.mask).wrapping_mul(self.factor) >> self.shift) as usize
    }
}

/// The tables built at start-up: sliding attacks and the squares between two squares.
pub(crate) struct Tables {
    rook: [MagicEntry; 64],
    bishop: [MagicEntry; 64],
    sliding: Box<[Bitboard]>,
    between: Box<[[Bitboard; 64]; 64]>,
    line: Box<[[Bitboard; 64]; 64]>,
}

/// The start-up tables, built on first use.
#[inline(always)]
pub(crate) fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(Tables::build)
}

impl Tables {
    fn build() -> Tables {
        let mut sliding = Vec::with_capacity(108_000);
        let rook = Self::build_slider(&ROOK_MAGICS, &ROOK_DIRECTIONS, &mut sliding);
        let bishop = Self::build_slider(&BISHOP_MAGICS, &BISHOP_DIRECTIONS, &mut sliding);
        let (between, line) = Self::build_lines();
        Tables {
            rook,
            bishop,
            sliding: sliding.into_boxed_slice(),
            between,
            line,
        }
    }

    fn build_slider(
        magics: &[MagicNumber; 64],
        directions: &[(i8, i8); 4],
        sliding: &mut Vec<Bitboard>,
    ) -> [MagicEntry; 64] {
        let mut entries = [MagicEntry::default(); 64];
        for sq in Square::all() {
            let MagicNumber { mask, factor } = magics[sq.index()];
            let bits = mask.count_ones();
            let entry = MagicEntry {
                mask,
                factor,
                shift: 64 - bits,
                offset: sliding.len() as u32,
            };
            sliding.resize(sliding.len() + (1 << bits), Bitboard::EMPTY);
            for occupied in subsets(Bitboard(mask)) {
                sliding[entry.index(occupied)] = slow_slider_attacks(sq, occupied, directions);
            }
            entries[sq.index()] = entry;
        }
        entries
    }

    #[allow(clippy::type_complexity)]
    fn build_lines() -> (Box<[[Bitboard; 64]; 64]>, Box<[[Bitboard; 64]; 64]>) {
        let mut between = Box::new([[Bitboard::EMPTY; 64]; 64]);
        let mut line = Box::new([[Bitboard::EMPTY; 64]; 64]);
        for a in Square::all() {
            for (df, dr) in ROOK_DIRECTIONS.iter().chain(&BISHOP_DIRECTIONS) {
                let whole_line = ray(a, *df, *dr) | ray(a, -df, -dr) | Bitboard::from_square(a);
                let mut passed = Bitboard::EMPTY;
                for b in ray_squares(a, *df, *dr) {
                    between[a.index()][b.index()] = passed;
                    line[a.index()][b.index()] = whole_line;
                    passed = passed.with(b);
                }
            }
        }
        (between, line)
    }

    #[inline(always)]
    pub(crate) fn rook(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.sliding[self.rook[sq.index()].index(occupied)]
    }

    #[inline(always)]
    pub(crate) fn bishop(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.sliding[self.bishop[sq.index()].index(occupied)]
    }

    #[inline(always)]
    pub(crate) fn between(&self, a: Square, b: Square) -> Bitboard {
        self.between[a.index()][b.index()]
    }

    #[inline(always)]
    pub(crate) fn line(&self, a: Square, b: Square) -> Bitboard {
        self.line[a.index()][b.index()]
    }
}

/// The squares from `sq` (excluded) to the edge in one direction, nearest first.
fn ray_squares(sq: Square, df: i8, dr: i8) -> impl Iterator<Item = Square> {
    std::iter::successors(sq.offset(df, dr), move |s| s.offset(df, dr))
}

fn ray(sq: Square, df: i8, dr: i8) -> Bitboard {
    ray_squares(sq, df, dr).collect()
}

/// Sliding attacks by walking each ray until a blocker: slow, used to build and check the tables.
pub(crate) fn slow_slider_attacks(
    sq: Square,
    occupied: Bitboard,
    directions: &[(i8, i8); 4],
) -> Bitboard {
    let mut attacks = Bitboard::EMPTY;
    for &(df, dr) in directions {
        for to in ray_squares(sq, df, dr) {
            attacks = attacks.with(to);
            if occupied.contains(to) {
                break;
            }
        }
    }
    attacks
}

/// The squares whose occupancy matters to a slider on `sq`: its rays without their last square.
#[cfg(test)]
fn relevant_blockers(sq: Square, directions: &[(i8, i8); 4]) -> Bitboard {
    let mut mask = Bitboard::EMPTY;
    for &(df, dr) in directions {
        let ray: Vec<Square> = ray_squares(sq, df, dr).collect();
        if let Some((_edge, inner)) = ray.split_last() {
            mask |= inner.iter().copied().collect::<Bitboard>();
        }
    }
    mask
}

/// Every subset of `mask`, the empty set first (the Carry-Rippler trick).
fn subsets(mask: Bitboard) -> impl Iterator<Item = Bitboard> {
    let mut next = Some(0u64);
    std::iter::from_fn(move || {
        let current = next?;
        let following = current.wrapping_sub(mask.0) & mask.0;
        next = (following != 0).then_some(following);
        Some(Bitboard(current))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::test;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn leaper_attacks_on_corners_and_centre() {
        assert_eq!(knight_attacks(Square::A1).count(), 2);
        assert_eq!(knight_attacks(Square::E4).count(), 8);
        assert_eq!(king_attacks(Square::H8).count(), 3);
        assert_eq!(
            pawn_attacks(Color::White, Square::E4),
            Bitboard::from_square(sq("d5")).with(sq("f5"))
        );
        assert_eq!(
            pawn_attacks(Color::Black, Square::A7),
            Bitboard::from_square(sq("b6"))
        );
    }

    #[test]
    fn a_set_of_pawns_attacks_what_its_pawns_attack_one_by_one() {
        // Edge files included: a shifted set must not wrap from the a-file to the h-file.
        let pawns: Bitboard = ["a2", "h3", "d4", "b7", "g7"].into_iter().map(sq).collect();
        for color in [Color::White, Color::Black] {
            let one_by_one =
                pawns.fold(Bitboard::EMPTY, |all, pawn| all | pawn_attacks(color, pawn));
            assert_eq!(pawn_set_attacks(color, pawns), one_by_one);
        }
    }

    #[test]
    fn magic_tables_match_ray_walking_for_every_blocker_subset() {
        for square in Square::all() {
            for (directions, lookup) in [
                (
                    &ROOK_DIRECTIONS,
                    rook_attacks as fn(Square, Bitboard) -> Bitboard,
                ),
                (&BISHOP_DIRECTIONS, bishop_attacks),
            ] {
                let mask = relevant_blockers(square, directions);
                for occupied in subsets(mask) {
                    // Pieces outside the mask (on the edges) must not change the answer.
                    let with_edges = occupied | Bitboard(0xFF81_8181_8181_81FF);
                    assert_eq!(
                        lookup(square, with_edges),
                        slow_slider_attacks(square, with_edges, directions)
                    );
                }
            }
        }
    }

    #[test]
    fn between_and_line() {
        assert_eq!(
            between(Square::A1, Square::D4),
            [sq("b2"), sq("c3")].into_iter().collect()
        );
        assert_eq!(between(Square::A1, Square::B3), Bitboard::EMPTY);
        assert_eq!(between(Square::E1, Square::E2), Bitboard::EMPTY);
        assert_eq!(
            line(Square::E1, Square::E4),
            Bitboard::file(Square::E1.file())
        );
        assert_eq!(line(Square::A1, Square::B3), Bitboard::EMPTY);
    }

    /// Finds a fresh set of magic numbers and prints them as Rust source for `magics.rs`.
    /// Run with `cargo test -p chess-rules --release find_magics -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn find_magics() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut random = move || {
            // xorshift64*, three draws ANDed together for the sparse numbers that work best.
            let mut draw = || {
                seed ^= seed >> 12;
                seed ^= seed << 25;
                seed ^= seed >> 27;
                seed.wrapping_mul(0x2545_F491_4F6C_DD1D)
            };
            draw() & draw() & draw()
        };
        for (name, directions) in [("ROOK", &ROOK_DIRECTIONS), ("BISHOP", &BISHOP_DIRECTIONS)] {
            println!("pub(crate) static {name}_MAGICS: [MagicNumber; 64] = [");
            for square in Square::all() {
                let mask = relevant_blockers(square, directions);
                let bits = mask.count();
                let cases: Vec<(u64, Bitboard)> = subsets(mask)
                    .map(|occ| (occ.0, slow_slider_attacks(square, occ, directions)))
                    .collect();
                let factor = loop {
                    let factor = random();
                    let mut table = vec![None; 1 << bits];
                    let fits = cases.iter().all(|&(occ, attacks)| {
                        let slot = &mut table[(occ.wrapping_mul(factor) >> (64 - bits)) as usize];
                        match slot {
                            None => {
                                *slot = Some(attacks);
                                true
                            }
                            Some(existing) => *existing == attacks,
                        }
                    });
                    if fits {
                        break factor;
                    }
                };
                println!("    magic({:#018x}, {factor:#018x}), // {square}", mask.0);
            }
            println!("];");
        }
    }
}
