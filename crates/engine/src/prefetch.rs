//! A hint to the processor to start loading memory the search will read soon. The tables the
//! search consults at every node (the transposition table, the correction history) are too big
//! to stay in cache; asked for early, their lines arrive while other work is done instead of
//! stalling the read that needs them.

/// Starts loading the cache line holding `item`. Only a hint, with no effect on what the
/// program computes: natively on x86-64 a `prefetcht0` (through `safe_arch`); elsewhere (wasm
/// has no prefetch) nothing.
#[inline(always)]
pub fn prefetch<T>(item: &T) {
    #[cfg(target_arch = "x86_64")]
    safe_arch::prefetch_t0(item);
    #[cfg(not(target_arch = "x86_64"))]
    let _ = item;
}
