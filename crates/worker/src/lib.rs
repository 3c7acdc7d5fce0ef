//! The engine in a Web Worker: the same UCI session as the native binary, fed by messages.
//!
//! Each message from the page is a request: its id on the first line, then UCI commands, one
//! per line. Every line the engine writes goes back as "<id> <line>", so the page can ignore
//! answers to requests it no longer cares about. A search runs to its limits without reading
//! messages; to stop it early the page ends this worker and starts another. While it searches
//! it says "<id> alive" about once a second, so the page can tell a long search from a dead
//! worker.
//!
//! At start the worker fetches the evaluation network (`engine.nnue`, beside the page: the
//! service worker keeps it for offline use) and only then says "ready"; without it (no network
//! and not cached, a damaged file) the engine evaluates with its hand-written evaluation.
//!
//! Two builds of it ship: `engine-worker` (this crate's binary) and `engine-worker-simd`
//! (`crates/worker-simd`: the evaluation network's loops in wasm SIMD), which the page loads
//! where the browser has SIMD.

#[cfg(target_arch = "wasm32")]
mod worker {
    use chess_engine::{Environment, Request, Session};
    use std::cell::{Cell, RefCell};
    use std::rc::Rc;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Response};

    /// The evaluation network, relative to the worker's script.
    const NETWORK_URL: &str = "./engine.nnue";

    /// The worker's clock, and its heartbeat.
    struct Worker {
        scope: DedicatedWorkerGlobalScope,
        id: String,
        last_beat: Cell<f64>,
    }

    impl Worker {
        fn now(&self) -> f64 {
            self.scope
                .performance()
                .map_or_else(js_sys::Date::now, |p| p.now())
        }
    }

    impl Environment for Worker {
        fn now_ms(&self) -> f64 {
            self.now()
        }

        /// Asked every thousand nodes or so: the moment to say the worker is alive.
        fn stop_requested(&self) -> bool {
            let now = self.now();
            if now - self.last_beat.get() > 1_000.0 {
                self.last_beat.set(now);
                let _ = self
                    .scope
                    .post_message(&JsValue::from_str(&format!("{} alive", self.id)));
            }
            false
        }
    }

    fn handle(session: &mut Session, scope: &DedicatedWorkerGlobalScope, message: &str) {
        let mut lines = message.lines();
        let id = lines.next().unwrap_or("0").trim().to_string();
        let post = |line: &str| {
            let _ = scope.post_message(&JsValue::from_str(&format!("{id} {line}")));
        };
        let mut out = |line: &str| post(line);
        let env = Worker {
            scope: scope.clone(),
            id: id.clone(),
            last_beat: Cell::new(0.0),
        };
        env.last_beat.set(env.now());
        for line in lines {
            #[cfg(feature = "test-hooks")]
            if line == "crash" {
                // A test hook: a trap inside the worker, as a bug would cause.
                panic!("the engine worker was asked to crash");
            }
            if let Request::Go(go) = session.handle(line, &mut out) {
                session.go(&go, &env, &mut out);
            }
        }
    }

    pub fn start() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let session = Rc::new(RefCell::new(Session::new()));
        session.borrow_mut().seed(js_sys::Math::random().to_bits());
        let onmessage = {
            let scope = scope.clone();
            let session = session.clone();
            Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
                if let Some(message) = event.data().as_string() {
                    handle(&mut session.borrow_mut(), &scope, &message);
                }
            })
        };
        scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        onmessage.forget();
        // The worker's wasm memory, for tests to read (`self.engineMemoryBytes()`): a long
        // session must not grow it.
        let memory = Closure::<dyn Fn() -> f64>::new(|| {
            let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
            memory
                .buffer()
                .unchecked_into::<js_sys::ArrayBuffer>()
                .byte_length() as f64
        });
        let _ = js_sys::Reflect::set(&scope, &"engineMemoryBytes".into(), memory.as_ref());
        memory.forget();
        wasm_bindgen_futures::spawn_local(async move {
            if let Some(bytes) = fetch_bytes(&scope, NETWORK_URL).await {
                if let Err(error) = session.borrow_mut().load_network_bytes(&bytes) {
                    web_sys::console::warn_1(&format!("{NETWORK_URL}: {error}").into());
                }
            }
            // Messages sent before the wasm loaded were dropped: tell the page we listen now.
            let _ = scope.post_message(&JsValue::from_str("ready"));
        });
    }

    /// A file's bytes (`None`: not there, or no network and not cached).
    async fn fetch_bytes(scope: &DedicatedWorkerGlobalScope, url: &str) -> Option<Vec<u8>> {
        let response = JsFuture::from(scope.fetch_with_str(url)).await.ok()?;
        let response: Response = response.dyn_into().ok()?;
        if !response.ok() {
            return None;
        }
        let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
        Some(js_sys::Uint8Array::new(&buffer).to_vec())
    }
}

/// Starts the worker: listens for the page's requests and fetches the evaluation network.
pub fn start() {
    #[cfg(target_arch = "wasm32")]
    worker::start();
}
