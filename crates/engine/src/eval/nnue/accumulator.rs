//! The network's hidden sums kept up to date along the search path instead of rebuilt at every
//! node. A move changes two to four pieces, so a child's sums are its parent's plus the rows of
//! the pieces that appeared, less those of the pieces that went: a few rows instead of one per
//! piece. What changed is read off the two boards (their piece sets compared), so castling, en
//! passant and promotion need no special case, and any earlier accumulator, even one that is not
//! the parent's, gives the right sums; the nearer it is, the fewer rows. With king buckets, a
//! king that moved into another bucket makes its side's sums be built again (the other side's
//! are updated as after any move): from the sums last built in that bucket, kept in a
//! [`RefreshCache`], changed by the pieces that differ, rather than from nothing.

use arrayvec::ArrayVec;
use chess_rules::{Bitboard, Board, Color, Position, Role};

use super::{input_index, output_bucket, Network, Row, INPUTS};
use crate::defs::MAX_PLY;

/// Each colour's pieces of each role, as bitboards: White's six roles, then Black's.
type Pieces = [u64; 12];

/// The hidden sums of one position, from White's view and from Black's, with the pieces they
/// were made from.
#[derive(Clone, Debug, PartialEq)]
pub struct Accumulator {
    /// The squares of each colour's pieces of each role.
    pieces: Pieces,
    /// The sums seen from White's side, then Black's.
    sums: [Row; 2],
}

impl Accumulator {
    /// The sums seen from White's side, then Black's.
    #[cfg(test)]
    pub(super) fn sums(&self) -> &[Row; 2] {
        &self.sums
    }

    /// No pieces and zero sums: what `Network::refresh` overwrites, and a slot not filled yet.
    const EMPTY: Accumulator = Accumulator {
        pieces: [0; 12],
        sums: [Row::ZERO; 2],
    };
}

fn pieces_of(board: &Board) -> Pieces {
    let mut pieces = [0; 12];
    for color in Color::ALL {
        for role in Role::ALL {
            pieces[color.index() * 6 + role.index()] =
                (board.by_role(role) & board.by_color(color)).0;
        }
    }
    pieces
}

/// Are these the same pieces? Every word compared at once (an `==` of the arrays calls
/// `memcmp`, which WebAssembly has no instruction for: 1.2% of the worker's bench).
fn same_pieces(a: &Pieces, b: &Pieces) -> bool {
    a.iter().zip(b).fold(0, |differ, (a, b)| differ | (a ^ b)) == 0
}

/// Where each viewer's set of input rows starts (its king's bucket): White's, then Black's.
type FirstRows = [usize; 2];

/// For each king bucket and viewer, the sums last built there and the pieces they are of (what
/// Stockfish calls the "Finny table"). A king entering a bucket finds most of its pieces where
/// they were the last time a king stood there, so its sums are those less the few rows that
/// differ: a handful of rows instead of one a piece. Valid for one network (cleared with the
/// stack).
#[derive(Default)]
struct RefreshCache {
    /// By bucket, then viewer; empty until the first rebuild.
    entries: Vec<[CachedSums; 2]>,
}

/// One viewer's sums in one bucket, and the pieces they are of.
#[derive(Clone)]
struct CachedSums {
    pieces: Pieces,
    sums: Row,
}

impl RefreshCache {
    /// The entry of `viewer` in the bucket whose rows start at `first_row`, the cache set up
    /// first if it is empty: every bucket's sums those of an empty board (the biases).
    #[inline(always)]
    fn entry(&mut self, network: &Network, first_row: usize, viewer: usize) -> &mut CachedSums {
        if self.entries.is_empty() {
            let empty_board = CachedSums {
                pieces: [0; 12],
                sums: network.input_biases,
            };
            let buckets = network.input_weights.len() / INPUTS;
            self.entries = vec![[empty_board.clone(), empty_board]; buckets];
        }
        &mut self.entries[first_row / INPUTS][viewer]
    }
}

/// The most pieces a change can add (or take away) short of a rebuild: fewer than are on the
/// board, so fewer than 32.
const MAX_CHANGES: usize = 32;

/// The rows of the pieces that went and of those that came, as input indices for White's view
/// and Black's (small: it is filled at every evaluation).
#[derive(Default)]
struct Changes {
    removed: ArrayVec<[u16; 2], MAX_CHANGES>,
    added: ArrayVec<[u16; 2], MAX_CHANGES>,
}

impl Changes {
    /// Notes what changed from `before` to `after`, unless as many pieces changed as `after`
    /// has on the board (then building the sums from nothing adds fewer rows): says which.
    /// (Filled in place: returned, it was copied at every evaluation.)
    ///
    /// The kinds of piece that changed are gathered first as the bits of one number and
    /// visited from it: a move changes one to three kinds of the twelve, and a test of each
    /// kind in turn was a branch the processor guessed wrong at most evaluations.
    #[inline(always)]
    fn note(&mut self, before: &Pieces, after: &Pieces, on_board: u32, first: FirstRows) -> bool {
        let (mut count, mut changed_kinds) = (0, 0u16);
        for kind in 0..12 {
            let differ = before[kind] ^ after[kind];
            count += differ.count_ones();
            changed_kinds |= u16::from(differ != 0) << kind;
        }
        if count >= on_board {
            return false;
        }
        while changed_kinds != 0 {
            let kind = changed_kinds.trailing_zeros() as usize;
            changed_kinds &= changed_kinds - 1;
            let differ = before[kind] ^ after[kind];
            self.record(kind, before[kind] & differ, after[kind] & differ, first);
        }
        true
    }

    /// Every piece that differs from `before` to `after`, however many.
    #[inline(always)]
    fn all_between(before: &Pieces, after: &Pieces, first: FirstRows) -> Changes {
        let mut changes = Changes::default();
        changes.note(before, after, u32::MAX, first);
        changes
    }

    /// Notes the rows of the pieces of one colour and role that went and that came.
    #[inline(always)]
    fn record(&mut self, kind: usize, went: u64, came: u64, first: FirstRows) {
        let (color, role) = (Color::ALL[kind / 6], kind % 6);
        let rows = |square: chess_rules::Square| {
            Color::ALL.map(|viewer| {
                (first[viewer.index()] + input_index(viewer, color, role, square.index())) as u16
            })
        };
        self.removed.extend(Bitboard(went).map(rows));
        self.added.extend(Bitboard(came).map(rows));
    }
}

// The steps below carry two attributes. In the SIMD worker each is a function of its own built
// with wasm SIMD (enabled function by function: the worker's build has no flag for it).
// Natively each is inlined into `evaluate_on`, and so built with the instructions of whichever
// copy of it runs.
impl Network {
    /// Where each viewer's rows start for these pieces: at its king's bucket's set.
    #[inline(always)]
    fn first_rows(&self, pieces: &Pieces) -> FirstRows {
        if !self.has_king_buckets {
            return [0; 2];
        }
        Color::ALL.map(|viewer| {
            let king = pieces[viewer.index() * 6 + Role::King.index()];
            self.king_buckets
                .first_row(viewer, king.trailing_zeros() as usize)
        })
    }

    /// The sums of a board built from nothing.
    pub fn accumulate(&self, board: &Board) -> Accumulator {
        let mut accumulator = Accumulator::EMPTY;
        self.refresh(&mut accumulator, board, &mut RefreshCache::default());
        accumulator
    }

    /// Builds `accumulator` again for `board`, each side's sums from the cache's.
    #[cfg_attr(
        all(target_arch = "wasm32", feature = "wasm-simd"),
        target_feature(enable = "simd128")
    )]
    #[cfg_attr(
        not(all(target_arch = "wasm32", feature = "wasm-simd")),
        inline(always)
    )]
    fn refresh(&self, accumulator: &mut Accumulator, board: &Board, cache: &mut RefreshCache) {
        let pieces = pieces_of(board);
        let first = self.first_rows(&pieces);
        for (viewer, sums) in accumulator.sums.iter_mut().enumerate() {
            self.rebuild(sums, &pieces, first, viewer, cache);
        }
        accumulator.pieces = pieces;
    }

    /// `viewer`'s sums for `pieces` built again: the cached sums of its king's bucket brought
    /// up to these pieces (and kept for the next time).
    #[inline(always)]
    fn rebuild(
        &self,
        sums: &mut Row,
        pieces: &Pieces,
        first: FirstRows,
        viewer: usize,
        cache: &mut RefreshCache,
    ) {
        let cached = cache.entry(self, first[viewer], viewer);
        let changes = Changes::all_between(&cached.pieces, pieces, first);
        self.apply_in_place(&mut cached.sums, &changes, viewer);
        cached.pieces = *pieces;
        *sums = cached.sums;
    }

    /// Makes `target` the sums of `board` from those of `base` (the parent's, usually): the
    /// same sums as `accumulate`, as they wrap the same way whatever the order of the rows.
    /// Written in place: a copy of the sums would be most of what a quiet move costs.
    #[cfg_attr(
        all(target_arch = "wasm32", feature = "wasm-simd"),
        target_feature(enable = "simd128")
    )]
    #[cfg_attr(
        not(all(target_arch = "wasm32", feature = "wasm-simd")),
        inline(always)
    )]
    fn update_from(
        &self,
        base: &Accumulator,
        target: &mut Accumulator,
        board: &Board,
        cache: &mut RefreshCache,
    ) {
        let pieces = pieces_of(board);
        let first = self.first_rows(&pieces);
        let mut changes = Changes::default();
        if !changes.note(&base.pieces, &pieces, board.occupied().count(), first) {
            return self.refresh(target, board, cache);
        }
        // A king that moved into another bucket: its side's sums are built again.
        let base_first = self.first_rows(&base.pieces);
        for viewer in 0..2 {
            let sums = &mut target.sums[viewer];
            if first[viewer] != base_first[viewer] {
                self.rebuild(sums, &pieces, first, viewer, cache);
            } else {
                self.apply_from(&base.sums[viewer], sums, &changes, viewer);
            }
        }
        target.pieces = pieces;
    }

    /// `update_from` where the base is the accumulator itself (an earlier node at this ply).
    /// (One function for both, the base copied into place first, measured 1.3% more
    /// instructions on the bench.)
    #[cfg_attr(
        all(target_arch = "wasm32", feature = "wasm-simd"),
        target_feature(enable = "simd128")
    )]
    #[cfg_attr(
        not(all(target_arch = "wasm32", feature = "wasm-simd")),
        inline(always)
    )]
    fn update_in_place(
        &self,
        accumulator: &mut Accumulator,
        board: &Board,
        cache: &mut RefreshCache,
    ) {
        let pieces = pieces_of(board);
        let first = self.first_rows(&pieces);
        let mut changes = Changes::default();
        let on_board = board.occupied().count();
        if !changes.note(&accumulator.pieces, &pieces, on_board, first) {
            return self.refresh(accumulator, board, cache);
        }
        let old_first = self.first_rows(&accumulator.pieces);
        for (viewer, sums) in accumulator.sums.iter_mut().enumerate() {
            if first[viewer] != old_first[viewer] {
                self.rebuild(sums, &pieces, first, viewer, cache);
            } else {
                self.apply_in_place(sums, &changes, viewer);
            }
        }
        accumulator.pieces = pieces;
    }

    /// Sets `target` to `base` with `changes` made, as seen by `viewer`. The commonest changes,
    /// a quiet move's from its parent (one row out, one in) and a capture's (two out, one in),
    /// half of all, take one pass over the neurons with no copy of `base` first. The rest (a
    /// base further away) copy and then go a row at a time: a pass over tiles of neurons kept
    /// in registers for any number of rows measured 0.8% more instructions on the bench.
    #[inline(always)]
    fn apply_from(&self, base: &Row, target: &mut Row, changes: &Changes, viewer: usize) {
        let row = |rows: &[u16; 2]| &self.input_weights[usize::from(rows[viewer])];
        match (changes.added.as_slice(), changes.removed.as_slice()) {
            ([added], [removed]) => target.set_moved(base, row(added), [row(removed)]),
            ([added], [first, second]) => {
                target.set_moved(base, row(added), [row(first), row(second)])
            }
            _ => {
                *target = *base;
                self.apply_in_place(target, changes, viewer);
            }
        }
    }

    /// Makes `changes` to `sums`, as seen by `viewer`, a row at a time.
    #[inline(always)]
    fn apply_in_place(&self, sums: &mut Row, changes: &Changes, viewer: usize) {
        for rows in &changes.removed {
            sums.sub(&self.input_weights[usize::from(rows[viewer])]);
        }
        for rows in &changes.added {
            sums.add(&self.input_weights[usize::from(rows[viewer])]);
        }
    }

    /// The score in centipawns for the side to move of `position`, whose sums these are.
    #[cfg_attr(
        all(target_arch = "wasm32", feature = "wasm-simd"),
        target_feature(enable = "simd128")
    )]
    #[cfg_attr(
        not(all(target_arch = "wasm32", feature = "wasm-simd")),
        inline(always)
    )]
    pub fn output(&self, accumulator: &Accumulator, position: &Position) -> i32 {
        let mover = position.turn();
        let ours = &accumulator.sums[mover.index()];
        let theirs = &accumulator.sums[(!mover).index()];
        let bucket = output_bucket(position.board().occupied().count() as usize);
        self.score(ours, theirs, bucket)
    }
}

/// One accumulator per ply of the search path: each node's sums start from the ply above's.
pub struct AccumulatorStack {
    by_ply: Vec<Accumulator>,
    /// Which plies hold the sums of some position (of this search's network).
    filled: Vec<bool>,
    /// The sums last built in each king bucket, the start of the next rebuild there.
    cache: RefreshCache,
}

impl Default for AccumulatorStack {
    fn default() -> Self {
        AccumulatorStack {
            by_ply: vec![Accumulator::EMPTY; MAX_PLY + 2],
            filled: vec![false; MAX_PLY + 2],
            cache: RefreshCache::default(),
        }
    }
}

impl AccumulatorStack {
    /// Forgets every accumulator (a new network makes them wrong).
    pub fn clear(&mut self) {
        self.filled.iter_mut().for_each(|filled| *filled = false);
        self.cache = RefreshCache::default();
    }

    /// The network's score of `position`, a node at `ply`, from the side to move's view. The
    /// ply above's accumulator is the start: the parent's when it evaluated or was prepared,
    /// else whatever that ply last held (more rows to change); the node's own ply only when
    /// nothing above was ever filled.
    pub fn evaluate(&mut self, network: &Network, position: &Position, ply: usize) -> i32 {
        evaluate_on(self, network, position, ply, true).unwrap_or_default()
    }

    /// Brings the sums at `ply` up to `position` without scoring it, unless they are its
    /// already: for a node that did not evaluate (its evaluation came from the table, or it is
    /// in check) before its first child does, so each child's sums are its parent's and a
    /// move, not those of a line left earlier and several moves.
    pub fn prepare(&mut self, network: &Network, position: &Position, ply: usize) {
        let ply = ply.min(self.by_ply.len() - 1);
        if !(self.filled[ply]
            && same_pieces(&self.by_ply[ply].pieces, &pieces_of(position.board())))
        {
            evaluate_on(self, network, position, ply, false);
        }
    }
}

/// `AccumulatorStack::evaluate`'s work (and `prepare`'s, not `scored`), a free function so
/// that on x86-64 it is built twice: for the build's target (SSE, eight neurons a register) and
/// for AVX2 (sixteen), the copy picked at run time by what the processor has. The network's
/// steps are inlined into it, so each copy is whole.
#[cfg_attr(
    target_arch = "x86_64",
    multiversion::multiversion(targets("x86_64+avx2"))
)]
fn evaluate_on(
    stack: &mut AccumulatorStack,
    network: &Network,
    position: &Position,
    ply: usize,
    scored: bool,
) -> Option<i32> {
    let ply = ply.min(stack.by_ply.len() - 1);
    let board = position.board();
    if ply > 0 && stack.filled[ply - 1] {
        let (above, rest) = stack.by_ply.split_at_mut(ply);
        network.update_from(&above[ply - 1], &mut rest[0], board, &mut stack.cache);
    } else if stack.filled[ply] {
        network.update_in_place(&mut stack.by_ply[ply], board, &mut stack.cache);
    } else {
        network.refresh(&mut stack.by_ply[ply], board, &mut stack.cache);
    }
    stack.filled[ply] = true;
    scored.then(|| network.output(&stack.by_ply[ply], position))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::nnue::{KingBuckets, NetworkParts, HIDDEN, INPUTS, OUTPUT_BUCKETS};
    use crate::random::Random;

    fn random_network(random: &mut Random, king_buckets: KingBuckets) -> Network {
        let mut weight =
            |spread: usize| (random.below(2 * spread + 1) as i32 - spread as i32) as i16;
        let input_weights: Vec<i16> = (0..king_buckets.count() * INPUTS * HIDDEN)
            .map(|_| weight(200))
            .collect();
        let biases: Vec<i16> = (0..HIDDEN).map(|_| weight(100)).collect();
        let output_weights: Vec<i16> = (0..OUTPUT_BUCKETS * 2 * HIDDEN)
            .map(|_| weight(64))
            .collect();
        let output_biases: Vec<i32> = (0..OUTPUT_BUCKETS as i32).map(|b| 1234 * b).collect();
        Network::from_network_parts(&NetworkParts {
            king_buckets,
            input_weights,
            input_biases: biases,
            output_weights,
            output_biases,
        })
    }

    /// Random games (captures, castling, en passant and promotions come up in thousands of
    /// plies) walked as the search walks them: down a line, and back up to branch off, with
    /// some nodes not evaluating, so accumulators are often a sibling's or a stale line's.
    #[test]
    fn sums_kept_up_to_date_equal_sums_built_from_nothing() {
        walk_random_games(KingBuckets::NONE);
    }

    /// The same where kings walk between buckets (castling queenside crosses from e to c; in
    /// eighths castling either way and a step off the back rank cross too; in sixteenths any
    /// king step along the back rank does).
    #[test]
    fn sums_kept_up_to_date_equal_sums_built_from_nothing_with_king_buckets() {
        walk_random_games(KingBuckets::HALVES);
        walk_random_games(KingBuckets::EIGHTHS);
        walk_random_games(KingBuckets::SIXTEENTHS);
    }

    /// The sums each king bucket keeps for the next rebuild there are one network's: cleared
    /// with the stack, another network's rebuilds never start from them.
    #[test]
    fn a_cleared_stack_serves_another_network() {
        let mut random = Random::new(11);
        let networks =
            [KingBuckets::SIXTEENTHS; 2].map(|buckets| random_network(&mut random, buckets));
        let root = Position::from_fen("r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R3K2R w KQkq - 0 1")
            .expect("a valid FEN");
        // The king steps into another bucket: its side's sums are built again from the cache.
        let mut child = root.clone();
        child.play_unchecked(root.parse_uci("e1f1").expect("a legal move"));
        let mut stack = AccumulatorStack::default();
        for network in &networks {
            stack.clear();
            for (ply, position) in [&root, &child].into_iter().enumerate() {
                assert_eq!(
                    stack.evaluate(network, position, ply),
                    network.evaluate(position)
                );
            }
        }
    }

    fn walk_random_games(king_buckets: KingBuckets) {
        let mut random = Random::new(7);
        let network = random_network(&mut random, king_buckets);
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
                let ply = line.len() - 1;
                let node = line.last().expect("a node");
                if random.below(5) == 0 {
                    // This node took its evaluation from elsewhere; half the time its sums are
                    // made ready for its children all the same.
                    if random.below(2) == 0 {
                        stack.prepare(&network, node, ply);
                    }
                    continue;
                }
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
