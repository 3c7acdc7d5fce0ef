//! The engine's one random number generator (xorshift*): small, fast and replayable from a
//! seed, for the weaker levels' choices and the tuner's shuffle.

/// A small random number generator (xorshift*), so levels can be replayed from a seed.
#[derive(Clone, Debug)]
pub struct Random(u64);

impl Random {
    /// A generator from a seed (any value).
    pub fn new(seed: u64) -> Random {
        Random(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    /// A number of 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in [0, 1).
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// A whole number below `bound` (which must be above 0).
    pub fn below(&mut self, bound: usize) -> usize {
        ((self.next_f64() * bound as f64) as usize).min(bound.saturating_sub(1))
    }
}
