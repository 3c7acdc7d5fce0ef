//! A row of the network's first layer (what one input adds to each hidden sum), which is also
//! the shape of the hidden sums themselves, and the arithmetic the evaluation does on rows.
//!
//! Rows are aligned to a cache line, so no vector load of one straddles two lines.

use super::{HIDDEN, QA};

/// The hidden layer's worth of i16, aligned to a cache line.
#[derive(Copy, Clone, Debug, PartialEq, bytemuck::Pod, bytemuck::Zeroable)]
#[repr(C, align(64))]
pub struct Row([i16; HIDDEN]);

impl Row {
    /// Every neuron zero.
    pub const ZERO: Row = Row([0; HIDDEN]);

    /// A row of `HIDDEN` words, in order.
    ///
    /// # Panics
    /// If there are not `HIDDEN` words.
    pub fn from_words(words: &[i16]) -> Row {
        assert_eq!(words.len(), HIDDEN, "a row's length");
        Row(words.try_into().expect("HIDDEN words"))
    }

    /// The row's words, in order.
    pub fn words(&self) -> impl Iterator<Item = i16> + '_ {
        self.0.iter().copied()
    }

    /// Adds `row`, neuron by neuron (wrapping: sums taken in any order end the same).
    #[inline(always)]
    pub fn add(&mut self, row: &Row) {
        for (sum, &weight) in self.0.iter_mut().zip(&row.0) {
            *sum = sum.wrapping_add(weight);
        }
    }

    /// Takes `row` away, neuron by neuron.
    #[inline(always)]
    pub fn sub(&mut self, row: &Row) {
        for (sum, &weight) in self.0.iter_mut().zip(&row.0) {
            *sum = sum.wrapping_sub(weight);
        }
    }

    /// Becomes `base` plus `added` less each of `removed`, in one pass over the neurons: what
    /// a move does to its parent's sums (a quiet move takes one row away, a capture two).
    #[inline(always)]
    pub fn set_moved<const N: usize>(&mut self, base: &Row, added: &Row, removed: [&Row; N]) {
        for (neuron, sum) in self.0.iter_mut().enumerate() {
            let mut value = base.0[neuron].wrapping_add(added.0[neuron]);
            for row in removed {
                value = value.wrapping_sub(row.0[neuron]);
            }
            *sum = value;
        }
    }

    /// Σ clamp(sum, 0, QA)² × weight over these sums and the output `weights`, in units of
    /// QA² × QB. The weights are within ±[`super::MAX_OUTPUT_WEIGHT`] (checked when a network
    /// is read), so clamp × weight fits an i16 and the whole sum an i32: the form SIMD
    /// multiplies in one instruction (a multiply of i16 pairs added into i32 lanes), natively
    /// and in wasm.
    #[cfg(not(all(target_arch = "wasm32", feature = "wasm-simd")))]
    #[inline(always)]
    pub fn screlu_dot(&self, weights: &Row) -> i32 {
        self.0
            .iter()
            .zip(&weights.0)
            .map(|(&sum, &weight)| {
                let clipped = sum.clamp(0, QA as i16);
                i32::from(clipped) * i32::from(clipped.wrapping_mul(weight))
            })
            .sum()
    }

    /// The same sum in wasm SIMD, eight neurons at a time: `i32x4.dot_i16x8_s` multiplies the
    /// clamped sums by (clamp × weight) and adds neighbouring products into i32 lanes. Exact
    /// integer arithmetic, so the scores equal the portable form's.
    #[cfg(all(target_arch = "wasm32", feature = "wasm-simd"))]
    #[target_feature(enable = "simd128")]
    pub fn screlu_dot(&self, weights: &Row) -> i32 {
        use core::arch::wasm32::{
            i16x8, i16x8_max, i16x8_min, i16x8_mul, i16x8_splat, i32x4_add, i32x4_dot_i16x8,
            i32x4_extract_lane, i32x4_splat,
        };
        let lanes = |w: &[i16]| i16x8(w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]);
        let (zero, ceiling) = (i16x8_splat(0), i16x8_splat(QA as i16));
        let mut total = i32x4_splat(0);
        for (sums, weights) in self.0.chunks_exact(8).zip(weights.0.chunks_exact(8)) {
            let clipped = i16x8_min(i16x8_max(lanes(sums), zero), ceiling);
            let products = i32x4_dot_i16x8(clipped, i16x8_mul(clipped, lanes(weights)));
            total = i32x4_add(total, products);
        }
        i32x4_extract_lane::<0>(total)
            + i32x4_extract_lane::<1>(total)
            + i32x4_extract_lane::<2>(total)
            + i32x4_extract_lane::<3>(total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_keeps_its_words_in_order() {
        let words: Vec<i16> = (0..HIDDEN as i16).map(|i| i * 3 - 100).collect();
        assert_eq!(Row::from_words(&words).words().collect::<Vec<_>>(), words);
    }

    #[test]
    fn rows_add_and_subtract_wrapping_neuron_by_neuron() {
        let words: Vec<i16> = (0..HIDDEN).map(|i| i16::MAX - i as i16).collect();
        let (mut sums, row) = (Row::from_words(&words), Row::from_words(&words));
        sums.add(&row);
        let doubled: Vec<i16> = words.iter().map(|w| w.wrapping_add(*w)).collect();
        assert_eq!(sums.words().collect::<Vec<_>>(), doubled);
        sums.sub(&row);
        assert_eq!(sums, row);
    }

    #[test]
    fn a_move_in_one_pass_equals_its_rows_one_at_a_time() {
        let row = |seed: i16| {
            Row::from_words(
                &(0..HIDDEN as i16)
                    .map(|i| i.wrapping_mul(seed) ^ 0x5a5a)
                    .collect::<Vec<_>>(),
            )
        };
        let (base, added, first, second) = (row(3), row(-7), row(11), row(i16::MAX));
        let mut by_rows = base;
        by_rows.add(&added);
        by_rows.sub(&first);
        by_rows.sub(&second);
        let mut in_one_pass = Row::ZERO;
        in_one_pass.set_moved(&base, &added, [&first, &second]);
        assert_eq!(in_one_pass, by_rows);
    }

    #[test]
    fn the_output_sum_clips_each_neuron() {
        // Neuron i sums i - 20: below zero counts nothing, above QA counts as QA.
        let sums: Vec<i16> = (0..HIDDEN).map(|i| i as i16 * 4 - 20).collect();
        let weights: Vec<i16> = (0..HIDDEN).map(|i| (i % 7) as i16 - 3).collect();
        let expected: i32 = sums
            .iter()
            .zip(&weights)
            .map(|(&sum, &weight)| i32::from(sum.clamp(0, QA as i16)).pow(2) * i32::from(weight))
            .sum();
        let (sums, weights) = (Row::from_words(&sums), Row::from_words(&weights));
        assert_eq!(sums.screlu_dot(&weights), expected);
    }
}
