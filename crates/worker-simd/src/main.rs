//! The engine worker with wasm SIMD in the evaluation network's loops. The same worker as
//! `engine-worker` (its library); only the engine's `wasm-simd` feature differs. A module with
//! SIMD instructions fails to load where SIMD is missing, so the page picks this build only where
//! `WebAssembly.validate` accepts SIMD, and the plain one otherwise.

fn main() {
    engine_worker::start();
}
