//! Hooks for the end-to-end tests, installed only with `?test-hooks` in the address: they
//! provoke the faults the app must survive (a panic in the page, engine workers killed or
//! crashed) as `window.__chessTest.panic()`, `.killEngine()` and `.crashEngine()`.

use super::engine::EngineService;
use wasm_bindgen::prelude::*;

/// Puts the hooks on `window.__chessTest`.
pub fn install(engine: EngineService) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let hooks = js_sys::Object::new();
    let panic = Closure::<dyn Fn()>::new(|| panic!("a panic asked for by a test"));
    let kill = {
        let engine = engine.clone();
        Closure::<dyn Fn()>::new(move || engine.kill_workers_for_test())
    };
    let crash = Closure::<dyn Fn()>::new(move || engine.crash_workers_for_test());
    for (name, function) in [
        ("panic", panic),
        ("killEngine", kill),
        ("crashEngine", crash),
    ] {
        let _ = js_sys::Reflect::set(&hooks, &name.into(), function.as_ref());
        function.forget();
    }
    let _ = js_sys::Reflect::set(&window, &"__chessTest".into(), &hooks);
}
