//! The engine's `bench` as a bare WebAssembly module, so two builds of the engine can be timed
//! against each other in V8 (the browser's engine) under Node, without a browser or a page:
//! `tools/wasm_speed.mjs` builds nothing itself and says how to build this. The module imports
//! nothing; Node writes the network's bytes into its memory, and times each position's search
//! itself (the table's clearing before each is left out, as in `bench`).
//!
//! Exports: `network_buffer(len)` (where to write a network file of `len` bytes),
//! `load_network()` (1 if it loaded), `positions()`, `clear()` and `search(index)` (the nodes
//! the bench position searched, as a float).
//!
//! Natively this builds to an empty library: only its wasm32 build has anything in it.

#[cfg(target_arch = "wasm32")]
mod module {
    use chess_engine::bench::{self, POSITIONS};
    use chess_engine::eval::nnue::Network;
    use chess_engine::{Environment, Searcher};
    use std::cell::RefCell;
    use std::sync::Arc;

    /// The bench searches to a fixed depth, so it never asks the time.
    struct NoClock;

    impl Environment for NoClock {
        fn now_ms(&self) -> f64 {
            0.0
        }
    }

    struct Bench {
        searcher: Searcher,
        network_file: Vec<u8>,
    }

    thread_local! {
        static BENCH: RefCell<Bench> = RefCell::new(Bench {
            searcher: bench::searcher(None),
            network_file: Vec::new(),
        });
    }

    #[no_mangle]
    pub extern "C" fn network_buffer(len: usize) -> *mut u8 {
        BENCH.with_borrow_mut(|bench| {
            bench.network_file = vec![0; len];
            bench.network_file.as_mut_ptr()
        })
    }

    #[no_mangle]
    pub extern "C" fn load_network() -> i32 {
        BENCH.with_borrow_mut(|bench| match Network::from_bytes(&bench.network_file) {
            Ok(network) => {
                bench.searcher = bench::searcher(Some(Arc::new(network)));
                1
            }
            Err(_) => 0,
        })
    }

    #[no_mangle]
    pub extern "C" fn positions() -> usize {
        POSITIONS.len()
    }

    #[no_mangle]
    pub extern "C" fn clear() {
        BENCH.with_borrow_mut(|bench| bench.searcher.clear());
    }

    #[no_mangle]
    pub extern "C" fn search(index: usize) -> f64 {
        BENCH.with_borrow_mut(|bench| {
            bench::search_position(&mut bench.searcher, POSITIONS[index], &NoClock) as f64
        })
    }
}
