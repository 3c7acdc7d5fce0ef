//! The transposition table: results of earlier searches, keyed by Zobrist hash, so positions
//! reached by different move orders are searched once.

use chess_rules::Move;

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

/// A stored search result.
#[derive(Copy, Clone, Debug)]
pub struct Entry {
    key: u64,
    mv: u16,
    score: i16,
    depth: i8,
    bound: Bound,
    age: u8,
}

impl Entry {
    const EMPTY: Entry = Entry {
        key: 0,
        mv: 0,
        score: 0,
        depth: -1,
        bound: Bound::Upper,
        age: 0,
    };

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

    /// The score, made relative to the probing node for mate scores (see [`crate::search`]).
    pub fn score(&self, ply: i32) -> i32 {
        crate::search::defs::score_from_table(i32::from(self.score), ply)
    }
}

/// A fixed-size table of entries, one per slot.
pub struct TranspositionTable {
    entries: Vec<Entry>,
    age: u8,
}

impl TranspositionTable {
    /// A table of about `megabytes` MB (at least one entry).
    pub fn new(megabytes: usize) -> TranspositionTable {
        let count = (megabytes * 1024 * 1024 / std::mem::size_of::<Entry>()).max(1);
        TranspositionTable {
            entries: vec![Entry::EMPTY; count],
            age: 0,
        }
    }

    fn slot(&self, key: u64) -> usize {
        // Multiply-shift maps the hash onto any table size without modulo bias.
        ((u128::from(key) * self.entries.len() as u128) >> 64) as usize
    }

    /// The entry stored for this position, if any.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.entries[self.slot(key)];
        (entry.key == key && entry.depth >= 0).then_some(entry)
    }

    /// Stores a result, replacing an older or shallower one.
    pub fn store(
        &mut self,
        key: u64,
        mv: Option<Move>,
        score: i32,
        depth: i32,
        bound: Bound,
        ply: i32,
    ) {
        let slot = self.slot(key);
        let old = self.entries[slot];
        let replace = old.key != key
            || old.age != self.age
            || depth >= old.depth() - 2
            || bound == Bound::Exact;
        if !replace {
            return;
        }
        let mv = mv
            .map(Move::to_u16)
            .unwrap_or(if old.key == key { old.mv } else { 0 });
        self.entries[slot] = Entry {
            key,
            mv,
            score: crate::search::defs::score_to_table(score, ply) as i16,
            depth: depth.clamp(0, 127) as i8,
            bound,
            age: self.age,
        };
    }

    /// Marks a new search: entries from older ones are replaced first.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.entries.fill(Entry::EMPTY);
        self.age = 0;
    }

    /// How full the table is, in permille, from a sample (UCI's `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let sample = self.entries.len().min(1000);
        let used = self.entries[..sample]
            .iter()
            .filter(|e| e.depth >= 0 && e.age == self.age)
            .count();
        (used * 1000 / sample.max(1)) as u32
    }
}
