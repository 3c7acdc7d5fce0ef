//! Hooks for the end-to-end tests, installed only with `?test-hooks` in the address: they
//! provoke the faults the app must survive (a panic in the page, the engine worker that takes
//! the next request killed or crashed) as `window.__chessTest.panic()`, `.killEngine()` and
//! `.crashEngine()`, and
//! `.wasmBytesInUse()` tells how many bytes the page's wasm has allocated and not freed (for
//! the long-session test: the memory's size alone hides a leak until the allocator's free
//! space runs out).

use super::engine::{EngineService, TestFault};
use std::alloc::System;
use wasm_bindgen::prelude::*;

/// The page's allocator, counting the bytes in use.
#[global_allocator]
static ALLOCATOR: cap::Cap<System> = cap::Cap::new(System, usize::MAX);

/// Puts the hooks on `window.__chessTest`.
pub fn install(engine: EngineService) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let hooks = js_sys::Object::new();
    let panic = Closure::<dyn Fn()>::new(|| panic!("a panic asked for by a test"));
    let kill = {
        let engine = engine.clone();
        Closure::<dyn Fn()>::new(move || engine.fault_next_request_for_test(TestFault::Kill))
    };
    let crash =
        Closure::<dyn Fn()>::new(move || engine.fault_next_request_for_test(TestFault::Crash));
    let memory = Closure::<dyn Fn() -> f64>::new(|| ALLOCATOR.allocated() as f64);
    let functions: [(&str, &JsValue); 4] = [
        ("panic", panic.as_ref()),
        ("killEngine", kill.as_ref()),
        ("crashEngine", crash.as_ref()),
        ("wasmBytesInUse", memory.as_ref()),
    ];
    for (name, function) in functions {
        let _ = js_sys::Reflect::set(&hooks, &name.into(), function);
    }
    panic.forget();
    kill.forget();
    crash.forget();
    memory.forget();
    let _ = js_sys::Reflect::set(&window, &"__chessTest".into(), &hooks);
}
