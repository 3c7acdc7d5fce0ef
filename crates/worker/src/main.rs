//! The engine worker without SIMD: the build a browser that cannot validate wasm SIMD loads.

fn main() {
    engine_worker::start();
}
