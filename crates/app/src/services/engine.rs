//! One engine Web Worker, seen from the page: requests go in with ids, lines come back tagged
//! with them. A busy wasm worker cannot read messages, so stopping a search means ending the
//! worker and starting a fresh one.

use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The worker script Trunk writes next to `index.html` (relative, so sub-paths work).
const WORKER_SCRIPT: &str = "./engine-worker_loader.js";

/// Receives (request id, line, milliseconds since the request) for every line the engine
/// writes; id 0 reports a worker that failed to start.
pub type LineHandler = Rc<dyn Fn(u32, String, f64)>;

struct Inner {
    worker: Option<Worker>,
    ready: bool,
    /// Requests made before the worker said it was ready.
    queue: Vec<String>,
    /// The request being searched, and when it was sent.
    busy: Option<(u32, f64)>,
    next_id: u32,
    on_line: LineHandler,
    _onmessage: Option<Closure<dyn Fn(MessageEvent)>>,
    _onerror: Option<Closure<dyn Fn(web_sys::Event)>>,
}

/// An engine worker.
#[derive(Clone)]
pub struct EngineWorker {
    inner: Rc<RefCell<Inner>>,
}

impl PartialEq for EngineWorker {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

fn now() -> f64 {
    js_sys::Date::now()
}

impl EngineWorker {
    /// A worker whose lines go to `on_line`; it starts with the first request, so a game that
    /// never needs the engine never loads it. `first_id` keeps ids of different workers apart.
    pub fn new(first_id: u32, on_line: LineHandler) -> EngineWorker {
        let inner = Rc::new(RefCell::new(Inner {
            worker: None,
            ready: false,
            queue: Vec::new(),
            busy: None,
            next_id: first_id,
            on_line,
            _onmessage: None,
            _onerror: None,
        }));
        EngineWorker { inner }
    }

    fn spawn(&self) {
        let weak = Rc::downgrade(&self.inner);
        let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            if let (Some(inner), Some(text)) = (weak.upgrade(), event.data().as_string()) {
                received(&inner, &text);
            }
        });
        let weak: Weak<RefCell<Inner>> = Rc::downgrade(&self.inner);
        let onerror = Closure::<dyn Fn(web_sys::Event)>::new(move |_| {
            if let Some(inner) = weak.upgrade() {
                let on_line = inner.borrow().on_line.clone();
                on_line(
                    0,
                    "error The engine stopped working; reload the page to restart it.".into(),
                    0.0,
                );
            }
        });
        let mut inner = self.inner.borrow_mut();
        match Worker::new(WORKER_SCRIPT) {
            Ok(worker) => {
                worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
                worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
                inner.worker = Some(worker);
            }
            Err(_) => {
                let on_line = inner.on_line.clone();
                drop(inner);
                on_line(
                    0,
                    "error The engine could not start in this browser.".into(),
                    0.0,
                );
                return;
            }
        }
        inner.ready = false;
        inner._onmessage = Some(onmessage);
        inner._onerror = Some(onerror);
    }

    /// Sends UCI commands as one request; the last is usually a `go`. Returns its id.
    pub fn request(&self, commands: &[String]) -> u32 {
        if self.inner.borrow().worker.is_none() {
            self.spawn();
        }
        let mut inner = self.inner.borrow_mut();
        inner.next_id += 1;
        let id = inner.next_id;
        let message = format!("{id}\n{}", commands.join("\n"));
        if commands.iter().any(|c| c.starts_with("go")) {
            inner.busy = Some((id, now()));
        }
        if inner.ready {
            if let Some(worker) = &inner.worker {
                let _ = worker.post_message(&JsValue::from_str(&message));
            }
        } else {
            inner.queue.push(message);
        }
        id
    }

    /// The request being searched, if any.
    pub fn busy(&self) -> Option<u32> {
        self.inner.borrow().busy.map(|(id, _)| id)
    }

    /// Stops whatever the worker is doing: ends it; the next request starts a fresh one.
    pub fn restart(&self) {
        let mut inner = self.inner.borrow_mut();
        if let Some(worker) = inner.worker.take() {
            worker.terminate();
        }
        inner.busy = None;
        inner.ready = false;
        inner.queue.clear();
    }
}

fn received(inner: &Rc<RefCell<Inner>>, text: &str) {
    if text == "ready" {
        let mut inner = inner.borrow_mut();
        inner.ready = true;
        let queued = std::mem::take(&mut inner.queue);
        if let Some(worker) = &inner.worker {
            for message in queued {
                let _ = worker.post_message(&JsValue::from_str(&message));
            }
        }
        return;
    }
    let Some((id, line)) = text.split_once(' ') else {
        return;
    };
    let Ok(id) = id.parse::<u32>() else { return };
    let (on_line, elapsed) = {
        let mut inner = inner.borrow_mut();
        let started = inner
            .busy
            .filter(|(busy, _)| *busy == id)
            .map_or(now(), |(_, at)| at);
        if line.starts_with("bestmove") && inner.busy.is_some_and(|(busy, _)| busy == id) {
            inner.busy = None;
        }
        (inner.on_line.clone(), now() - started)
    };
    on_line(id, line.to_string(), elapsed);
}
