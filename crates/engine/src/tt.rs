//! The transposition table: results of earlier searches, keyed by Zobrist hash, so positions
//! reached by different move orders are searched once.
//!
//! The table is an array of buckets of four entries (64 bytes, one cache line). A position may
//! go in any entry of its bucket; a new result replaces the entry of least worth: an empty one,
//! else one from an older search, else the shallowest. Each entry keeps the move, the score and
//! its bound, the depth, and the static evaluation (so a node found again need not evaluate).
//!
//! The memory is allocated zeroed, and an all-zero entry is empty: the operating system hands
//! out zeroed pages only when they are first touched, so a large `Hash` costs nothing until used.

use crate::defs::{score_from_table, score_to_table, MATE_BOUND};
use crate::large_pages::LargeArray;
use crate::prefetch::prefetch;
use chess_rules::{Move, Position};

/// How a stored score relates to the true score.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact score (a PV node).
    Exact,
    /// At least this (a beta cut-off).
    Lower,
    /// At most this (no move reached alpha).
    Upper,
}

/// A stored search result, unpacked.
#[derive(Copy, Clone, Debug)]
pub struct Entry {
    mv: u16,
    score: i16,
    eval: i16,
    depth: u8,
    bound: Bound,
}

/// Words per entry: the key, then the packed data.
const ENTRY_WORDS: usize = 2;
/// Entries per bucket.
const BUCKET: usize = 4;
const BUCKET_WORDS: usize = ENTRY_WORDS * BUCKET;
/// A stored static evaluation meaning "none" (the node was in check).
pub const NO_EVAL: i32 = i16::MIN as i32;

impl Entry {
    /// The best (or refuting) move found, if any.
    pub fn best_move(&self) -> Option<Move> {
        (self.mv != 0).then(|| Move::from_u16(self.mv))
    }

    /// The depth searched.
    pub fn depth(&self) -> i32 {
        i32::from(self.depth)
    }

    /// How the score bounds the true one.
    pub fn bound(&self) -> Bound {
        self.bound
    }

    /// The score, made relative to the probing node for mate scores. A mate that the
    /// fifty-move rule would come before (`halfmove_clock` plies into the count) is not
    /// trusted: `None`.
    pub fn score(&self, ply: i32, halfmove_clock: u32) -> Option<i32> {
        let score = i32::from(self.score);
        if score.abs() > MATE_BOUND {
            let plies_to_mate = crate::defs::MATE - score.abs();
            if plies_to_mate + halfmove_clock as i32 > 100 {
                return None;
            }
        }
        Some(score_from_table(score, ply))
    }

    /// The static evaluation stored with the result, if the node had one.
    pub fn eval(&self) -> Option<i32> {
        (i32::from(self.eval) != NO_EVAL).then_some(i32::from(self.eval))
    }
}

/// What to store: a node's result.
#[derive(Copy, Clone, Debug)]
pub struct Store {
    /// The best move, if one was found.
    pub mv: Option<Move>,
    /// The score, from the node's side.
    pub score: i32,
    /// The static evaluation, or [`NO_EVAL`].
    pub eval: i32,
    /// The depth searched.
    pub depth: i32,
    /// How the score bounds the true one.
    pub bound: Bound,
    /// The node's distance from the root (for mate scores).
    pub ply: i32,
}

/// The table.
pub struct TranspositionTable {
    /// Buckets of [`BUCKET`] entries of (key, data) words, in 2 MB pages where the system
    /// gives them.
    words: LargeArray<u64>,
    /// The current search's age (6 bits), to tell this search's entries from older ones.
    age: u8,
}

// The data word: move 16 bits, score 16, eval 16, depth 8, bound 2, age 6.
fn pack(mv: u16, score: i16, eval: i16, depth: u8, bound: Bound, age: u8) -> u64 {
    let bound = match bound {
        Bound::Exact => 1u64,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    u64::from(mv)
        | (u64::from(score as u16) << 16)
        | (u64::from(eval as u16) << 32)
        | (u64::from(depth) << 48)
        | (bound << 56)
        | (u64::from(age & 63) << 58)
}

/// The entry in a data word, or `None` for an empty one.
fn unpack(data: u64) -> Option<Entry> {
    let bound = match (data >> 56) & 3 {
        1 => Bound::Exact,
        2 => Bound::Lower,
        3 => Bound::Upper,
        _ => return None,
    };
    Some(Entry {
        mv: data as u16,
        score: (data >> 16) as u16 as i16,
        eval: (data >> 32) as u16 as i16,
        depth: (data >> 48) as u8,
        bound,
    })
}

fn age_of(data: u64) -> u8 {
    ((data >> 58) & 63) as u8
}

/// The high 64 bits of the 128-bit product of `a` and `b`.
#[inline(always)]
fn high_product(a: u64, b: u64) -> u64 {
    #[cfg(target_arch = "wasm32")]
    let high = high_product_by_halves(a, b);
    #[cfg(not(target_arch = "wasm32"))]
    let high = ((u128::from(a) * u128::from(b)) >> 64) as u64;
    high
}

/// [`high_product`] from four products of 32-bit halves. WebAssembly has no multiply with a
/// 128-bit result: there a `u128` product is a call of a general 128-bit multiply
/// (`__multi3`, its result passed through memory) at every probe and store.
#[cfg(any(test, target_arch = "wasm32"))]
#[inline(always)]
fn high_product_by_halves(a: u64, b: u64) -> u64 {
    const LOW: u64 = 0xffff_ffff;
    let (a_low, a_high, b_low, b_high) = (a & LOW, a >> 32, b & LOW, b >> 32);
    let low_low = a_low * b_low;
    let high_low = a_high * b_low;
    let low_high = a_low * b_high;
    // Each term fits: the three add up to at most 2^64 - 1.
    let middle = (low_low >> 32) + (high_low & LOW) + low_high;
    a_high * b_high + (high_low >> 32) + (middle >> 32)
}

impl TranspositionTable {
    /// A table of about `megabytes` MB (at least one bucket).
    pub fn new(megabytes: usize) -> TranspositionTable {
        let buckets = (megabytes * 1024 * 1024 / (BUCKET_WORDS * 8)).max(1);
        TranspositionTable {
            // Zeroed memory: allocated lazily by the system (see the module's notes).
            words: LargeArray::zeroed(buckets * BUCKET_WORDS),
            age: 0,
        }
    }

    /// How much memory the table holds, in bytes.
    pub fn bytes(&self) -> usize {
        self.words.len() * 8
    }

    fn bucket(&self, key: u64) -> usize {
        let buckets = self.words.len() / BUCKET_WORDS;
        // Multiply-shift maps the hash onto any table size without modulo bias.
        high_product(key, buckets as u64) as usize * BUCKET_WORDS
    }

    /// Starts loading the bucket of the position with this key into the cache, so that a probe
    /// of it a little later finds it there.
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        prefetch(&self.words[self.bucket(key)]);
    }

    /// Starts loading the bucket of the position `mv` leads to, before the move is made: the
    /// load then overlaps the move's pruning tests, its making and the child's first steps. (A
    /// 16 MB table is mostly out of cache: prefetched only once the move was made, its probes
    /// still took 6.6% of the bench's time, against 2.9% so.) Returns that position's key
    /// ([`Position::key_after`]), which [`Position::play_unchecked_with_key`] takes, so making
    /// the move does not work it out again.
    #[inline(always)]
    pub fn prefetch_after(&self, position: &Position, mv: Move) -> u64 {
        let key = position.key_after(mv);
        self.prefetch(key);
        key
    }

    /// The entry stored for this position, if any.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let start = self.bucket(key);
        self.words[start..start + BUCKET_WORDS]
            .chunks_exact(ENTRY_WORDS)
            .find(|entry| entry[0] == key)
            .and_then(|entry| unpack(entry[1]))
    }

    /// Stores a result in the position's bucket: over its own entry if there is one (keeping
    /// that entry's move when the new result has none), else over the entry of least worth.
    pub fn store(&mut self, key: u64, result: Store) {
        let start = self.bucket(key);
        let age = self.age;
        let bucket = &mut self.words[start..start + BUCKET_WORDS];
        let slot = bucket
            .chunks_exact(ENTRY_WORDS)
            .position(|entry| entry[0] == key)
            .unwrap_or_else(|| {
                let worth = |entry: &[u64]| -> i32 {
                    match unpack(entry[1]) {
                        None => -1000,
                        Some(e) => {
                            let stale = age_of(entry[1]) != age;
                            i32::from(e.depth) - if stale { 256 } else { 0 }
                        }
                    }
                };
                (0..BUCKET)
                    .min_by_key(|&i| worth(&bucket[i * ENTRY_WORDS..(i + 1) * ENTRY_WORDS]))
                    .unwrap_or(0)
            });
        let (key_word, data_word) = (slot * ENTRY_WORDS, slot * ENTRY_WORDS + 1);
        let old = (bucket[key_word] == key)
            .then(|| unpack(bucket[data_word]))
            .flatten();
        if let Some(old) = old {
            // A shallower non-exact result from this search does not replace a deeper one.
            let same_search = age_of(bucket[data_word]) == age;
            if same_search && result.bound != Bound::Exact && result.depth + 2 < old.depth() {
                return;
            }
        }
        let mv = result
            .mv
            .map(Move::to_u16)
            .or(old.map(|e| e.mv))
            .unwrap_or(0);
        let score = score_to_table(result.score, result.ply).clamp(-32_000, 32_000) as i16;
        let eval = result.eval.clamp(NO_EVAL, 32_000) as i16;
        let depth = result.depth.clamp(0, 255) as u8;
        bucket[key_word] = key;
        bucket[data_word] = pack(mv, score, eval, depth, result.bound, age);
    }

    /// Marks a new search: entries from older ones are replaced first.
    pub fn new_search(&mut self) {
        self.age = (self.age + 1) & 63;
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.words.fill(0);
        self.age = 0;
    }

    /// How full the table is, in permille, from a sample of this search's entries (UCI's
    /// `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let sample = self.words.len().min(1000 * ENTRY_WORDS);
        let used = self.words[..sample]
            .chunks_exact(ENTRY_WORDS)
            .filter(|entry| unpack(entry[1]).is_some() && age_of(entry[1]) == self.age)
            .count();
        (used * 1000 / (sample / ENTRY_WORDS).max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_rules::Square;

    fn result(depth: i32, score: i32) -> Store {
        Store {
            mv: Some(Move::new(Square::E2, Square::E4, None)),
            score,
            eval: 17,
            depth,
            bound: Bound::Lower,
            ply: 0,
        }
    }

    #[test]
    fn stores_and_finds_an_entry_with_its_evaluation() {
        let mut tt = TranspositionTable::new(1);
        assert!(tt.probe(42).is_none());
        tt.store(42, result(7, -120));
        let entry = tt.probe(42).unwrap();
        assert_eq!(entry.depth(), 7);
        assert_eq!(entry.score(0, 0), Some(-120));
        assert_eq!(entry.eval(), Some(17));
        assert_eq!(entry.bound(), Bound::Lower);
        assert_eq!(
            entry.best_move().map(|m| m.to_string()).as_deref(),
            Some("e2e4")
        );
    }

    #[test]
    fn a_bucket_keeps_several_positions_and_the_deepest_survive() {
        let mut tt = TranspositionTable::new(1);
        // Keys that fall in the same bucket (the top bits choose the bucket).
        let keys: Vec<u64> = (0..6).map(|i| 0x0000_0000_0000_1000 + i).collect();
        for (i, &key) in keys.iter().enumerate() {
            tt.store(key, result(10 + i as i32, 0));
        }
        let kept: Vec<bool> = keys.iter().map(|&k| tt.probe(k).is_some()).collect();
        assert_eq!(kept.iter().filter(|&&k| k).count(), 4);
        assert!(kept[5] && kept[4], "the deepest entries stay");
        // A new search's entries win over older ones whatever their depth.
        tt.new_search();
        tt.store(0x2000, result(1, 0));
        assert!(tt.probe(0x2000).is_some());
    }

    #[test]
    fn mate_scores_past_the_fifty_move_rule_are_not_trusted() {
        let mut tt = TranspositionTable::new(1);
        let mate_in_ten_plies = crate::defs::MATE - 10;
        tt.store(7, result(5, mate_in_ten_plies));
        let entry = tt.probe(7).unwrap();
        assert_eq!(entry.score(0, 20), Some(mate_in_ten_plies));
        assert_eq!(entry.score(0, 95), None, "the fifty-move rule comes first");
    }

    #[test]
    fn a_large_table_is_cheap_until_used() {
        let tt = TranspositionTable::new(1024);
        assert_eq!(tt.bytes(), 1024 * 1024 * 1024);
        assert!(tt.probe(12345).is_none());
    }

    #[test]
    fn the_product_by_halves_is_the_128_bit_products_high_half() {
        let mut random = crate::random::Random::new(7);
        let edges = [0, 1, 0xffff_ffff, 1 << 32, u64::MAX, u64::MAX - 1];
        let randoms: Vec<u64> = (0..2_000).map(|_| random.next_u64()).collect();
        for &a in edges.iter().chain(&randoms) {
            for &b in edges.iter().chain(&randoms[..50]) {
                let expected = ((u128::from(a) * u128::from(b)) >> 64) as u64;
                assert_eq!(high_product_by_halves(a, b), expected, "{a} x {b}");
            }
        }
    }
}
