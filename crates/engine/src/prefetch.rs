//! A hint to the processor to start loading memory the search will read soon. The tables the
//! search consults at every node (the transposition table, the correction history) are too big
//! to stay in cache; asked for early, their lines arrive while other work is done instead of
//! stalling the read that needs them.

/// Starts loading the cache line holding `item`, with no effect on what the program computes.
/// Natively on x86-64 a `prefetcht0` (through `safe_arch`). WebAssembly has no prefetch, so
/// there the item is read and the value dropped (`black_box` keeps the compiler from leaving
/// the read out): the processor goes on with the work after it while the line arrives, and
/// the read that needs the line later finds it in cache. Not as free as a prefetch (the read
/// must finish before the work after it can retire): in the worker the bench ran about 1%
/// faster with it (faster in 24 of 44 rounds of `tools/wasm_speed.mjs`, and in 24 of 34 of
/// an earlier harness that timed the whole bench). Elsewhere nothing.
#[inline(always)]
pub fn prefetch<T: Copy>(item: &T) {
    #[cfg(target_arch = "x86_64")]
    safe_arch::prefetch_t0(item);
    #[cfg(target_arch = "wasm32")]
    std::hint::black_box(*item);
    #[cfg(not(any(target_arch = "x86_64", target_arch = "wasm32")))]
    let _ = item;
}
