//! The network's hot loops in AVX2, sixteen neurons an instruction, chosen at run time where
//! the processor has it (the build targets the x86-64 baseline, whose SSE registers hold
//! eight). Exact integer arithmetic in the same order of wrapping, so the scores equal the
//! portable forms'.

use super::{Row, HIDDEN, QA};
use std::arch::x86_64::{
    __m256i, _mm256_add_epi16, _mm256_add_epi32, _mm256_castsi256_si128, _mm256_extracti128_si256,
    _mm256_load_si256, _mm256_madd_epi16, _mm256_max_epi16, _mm256_min_epi16, _mm256_mullo_epi16,
    _mm256_set1_epi16, _mm256_setzero_si256, _mm256_store_si256, _mm256_sub_epi16, _mm_add_epi32,
    _mm_cvtsi128_si32, _mm_shuffle_epi32,
};

/// Vectors of sixteen i16 in a row.
const VECTORS: usize = HIDDEN / 16;

const _: () = assert!(HIDDEN % 16 == 0, "a row must be whole vectors");
// A row's alignment makes every vector load and store below an aligned one.
const _: () = assert!(std::mem::align_of::<Row>() >= 32);

/// Does this processor have AVX2? (Detected once, then read from a cache.)
#[inline(always)]
pub fn available() -> bool {
    std::arch::is_x86_feature_detected!("avx2")
}

/// The `index`th vector of a row.
#[inline(always)]
fn load(row: &Row, index: usize) -> __m256i {
    debug_assert!(index < VECTORS);
    // SAFETY: `row` is 32-byte aligned and holds VECTORS whole vectors; index < VECTORS.
    unsafe { _mm256_load_si256(row.0.as_ptr().cast::<__m256i>().add(index)) }
}

#[inline(always)]
fn store(row: &mut Row, index: usize, value: __m256i) {
    debug_assert!(index < VECTORS);
    // SAFETY: as in `load`, and the row is borrowed mutably.
    unsafe { _mm256_store_si256(row.0.as_mut_ptr().cast::<__m256i>().add(index), value) }
}

/// `sums += row`, neuron by neuron.
#[target_feature(enable = "avx2")]
pub fn add_row(sums: &mut Row, row: &Row) {
    for i in 0..VECTORS {
        store(sums, i, _mm256_add_epi16(load(sums, i), load(row, i)));
    }
}

/// `sums -= row`, neuron by neuron.
#[target_feature(enable = "avx2")]
pub fn sub_row(sums: &mut Row, row: &Row) {
    for i in 0..VECTORS {
        store(sums, i, _mm256_sub_epi16(load(sums, i), load(row, i)));
    }
}

/// Σ clamp(sum, 0, QA) × (clamp × weight), as `super::screlu_dot`: `madd` multiplies i16
/// pairs and adds neighbouring products into i32 lanes.
#[target_feature(enable = "avx2")]
pub fn screlu_dot(sums: &Row, weights: &Row) -> i32 {
    let (zero, ceiling) = (_mm256_setzero_si256(), _mm256_set1_epi16(QA as i16));
    let mut total = _mm256_setzero_si256();
    for i in 0..VECTORS {
        let clipped = _mm256_min_epi16(_mm256_max_epi16(load(sums, i), zero), ceiling);
        let products = _mm256_madd_epi16(clipped, _mm256_mullo_epi16(clipped, load(weights, i)));
        total = _mm256_add_epi32(total, products);
    }
    // The eight i32 lanes added up: halves, then pairs, then the last two.
    let halves = _mm_add_epi32(
        _mm256_castsi256_si128(total),
        _mm256_extracti128_si256::<1>(total),
    );
    let pairs = _mm_add_epi32(halves, _mm_shuffle_epi32::<0b01_00_11_10>(halves));
    let last = _mm_add_epi32(pairs, _mm_shuffle_epi32::<0b10_11_00_01>(pairs));
    _mm_cvtsi128_si32(last)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Random;

    fn random_row(random: &mut Random, spread: usize) -> Row {
        Row(std::array::from_fn(|_| {
            (random.below(2 * spread + 1) as i32 - spread as i32) as i16
        }))
    }

    #[test]
    fn the_vector_forms_equal_the_scalar_sums() {
        if !available() {
            return; // nothing to compare on this processor
        }
        let mut random = Random::new(11);
        for _ in 0..200 {
            // Wide sums (beyond the clamp both ways, and wrapping) and output-sized weights.
            let (sums, row) = (
                random_row(&mut random, 32_000),
                random_row(&mut random, 32_000),
            );
            let weights = random_row(&mut random, 127);
            let mut added = sums;
            // SAFETY: AVX2 is available (checked at the start).
            unsafe { add_row(&mut added, &row) };
            let mut taken = added;
            unsafe { sub_row(&mut taken, &row) };
            for i in 0..HIDDEN {
                assert_eq!(added[i], sums[i].wrapping_add(row[i]));
            }
            assert_eq!(taken, sums);
            let expected: i32 = sums
                .iter()
                .zip(weights.iter())
                .map(|(&sum, &weight)| {
                    let clipped = sum.clamp(0, QA as i16);
                    i32::from(clipped) * i32::from(clipped.wrapping_mul(weight))
                })
                .sum();
            assert_eq!(unsafe { screlu_dot(&sums, &weights) }, expected);
        }
    }
}
