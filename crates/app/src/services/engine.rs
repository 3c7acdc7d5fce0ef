//! The engine service: the two engine Web Workers seen from the page. It carries out the
//! state's [`EngineCommand`]s (writing each request as UCI through
//! [`EngineRequest::uci_commands`]) and turns the workers' lines into [`EngineReply`] values.
//!
//! A busy wasm worker cannot read messages, so stopping a search means ending its worker; the
//! next request starts a fresh one. A worker that dies (an error, a trap) or falls silent
//! (no line, not even its once-a-second heartbeat, for a few seconds) is started again and
//! its request sent again.

use crate::state::engine::{EngineCommand, EngineReply, EngineRequest, RequestId, WorkerRole};
use crate::state::translate::tr;
use chess_engine::uci::{parse_bestmove, parse_info};
use gloo::timers::callback::Interval;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use std::sync::OnceLock;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The worker scripts Trunk writes next to `index.html` (relative, so sub-paths work): the
/// build with wasm SIMD in the evaluation network's loops, and the plain one.
const SIMD_WORKER_SCRIPT: &str = "./engine-worker-simd_loader.js";
const PLAIN_WORKER_SCRIPT: &str = "./engine-worker_loader.js";

/// The smallest module that uses SIMD: one function returning a `v128.const` of zeros. A
/// browser without wasm SIMD does not validate it (nor the SIMD worker).
const SIMD_PROBE: [u8; 43] = [
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version 1
    0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // types: () -> v128
    0x03, 0x02, 0x01, 0x00, // functions: one, of type 0
    0x0a, 0x16, 0x01, 0x14, 0x00, 0xfd, 0x0c, // code: no locals, v128.const ...
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,    // ... sixteen zero bytes
    0x0b, // end
];

/// The worker this browser can run: the SIMD build where SIMD validates. Asked once: workers
/// are started again after every stopped search, and the answer never changes.
fn worker_script() -> &'static str {
    static SCRIPT: OnceLock<&'static str> = OnceLock::new();
    SCRIPT.get_or_init(|| {
        let probe = js_sys::Uint8Array::from(&SIMD_PROBE[..]);
        match js_sys::WebAssembly::validate(&probe) {
            Ok(true) => SIMD_WORKER_SCRIPT,
            _ => PLAIN_WORKER_SCRIPT,
        }
    })
}
/// A worker with a search under way that says nothing for this long is taken for dead.
const SILENCE_MS: f64 = 5_000.0;

/// Receives what the engine says.
pub type ReplyHandler = Rc<dyn Fn(EngineReply)>;

/// One worker: its request under way and its messages' handlers.
struct Slot {
    worker: Option<Worker>,
    ready: bool,
    /// Messages waiting for the worker to load.
    queue: Vec<String>,
    /// The request under way, and when the worker last spoke.
    busy: Option<(EngineRequest, f64)>,
    /// When the request under way was sent.
    sent_at: f64,
    _onmessage: Option<Closure<dyn Fn(MessageEvent)>>,
    _onerror: Option<Closure<dyn Fn(web_sys::Event)>>,
}

struct Inner {
    slots: [Slot; 2],
    on_reply: ReplyHandler,
    #[cfg(feature = "test-hooks")]
    /// The fault a test asked the next request to meet.
    next_fault: Option<TestFault>,
    _watchdog: Option<Interval>,
}

impl Drop for Inner {
    /// A service no longer used (a screen closed) ends its workers and their searches.
    fn drop(&mut self) {
        for slot in &self.slots {
            if let Some(worker) = &slot.worker {
                worker.terminate();
            }
        }
    }
}

/// The service.
#[derive(Clone)]
pub struct EngineService {
    inner: Rc<RefCell<Inner>>,
}

impl PartialEq for EngineService {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

fn now() -> f64 {
    js_sys::Date::now()
}

fn slot_index(role: WorkerRole) -> usize {
    match role {
        WorkerRole::Player => 0,
        WorkerRole::Analyst => 1,
    }
}

fn empty_slot() -> Slot {
    Slot {
        worker: None,
        ready: false,
        queue: Vec::new(),
        busy: None,
        sent_at: 0.0,
        _onmessage: None,
        _onerror: None,
    }
}

impl EngineService {
    /// A service whose replies go to `on_reply`. Workers start with the first request, so a
    /// game that never needs the engine never loads it.
    pub fn new(on_reply: ReplyHandler) -> EngineService {
        let inner = Rc::new(RefCell::new(Inner {
            slots: [empty_slot(), empty_slot()],
            on_reply,
            #[cfg(feature = "test-hooks")]
            next_fault: None,
            _watchdog: None,
        }));
        let weak = Rc::downgrade(&inner);
        let watchdog = Interval::new(1_000, move || {
            if let Some(inner) = weak.upgrade() {
                check_silence(&inner);
            }
        });
        inner.borrow_mut()._watchdog = Some(watchdog);
        EngineService { inner }
    }

    /// Carries out a command.
    pub fn run(&self, command: &EngineCommand) {
        match command {
            EngineCommand::Start(request) => self.start((**request).clone()),
            EngineCommand::Cancel(id) => self.cancel(*id),
        }
    }

    fn start(&self, request: EngineRequest) {
        let index = slot_index(request.purpose.worker());
        if self.inner.borrow().slots[index].busy.is_some() {
            terminate(&self.inner, index);
        }
        send(&self.inner, index, request);
    }

    fn cancel(&self, id: RequestId) {
        let busy_with = |slot: &Slot| slot.busy.as_ref().is_some_and(|(r, _)| r.id == id);
        let index = self.inner.borrow().slots.iter().position(busy_with);
        if let Some(index) = index {
            terminate(&self.inner, index);
        }
    }

    #[cfg(feature = "test-hooks")]
    /// Makes the next request meet `fault` (a test hook: the service must notice and
    /// recover, with that request under way).
    pub fn fault_next_request_for_test(&self, fault: TestFault) {
        self.inner.borrow_mut().next_fault = Some(fault);
    }
}

#[cfg(feature = "test-hooks")]
/// What a test can make happen to the worker that takes the next request.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TestFault {
    /// It traps on the request, as a bug in the engine would: the worker's error event.
    Crash,
    /// It is ended once the request is sent, without a word, as a browser killing it would:
    /// only its silence tells. (Ended at once, not at some moment of the search: a search
    /// that ends first would leave nothing to recover.)
    Kill,
}

/// Sends a request to a worker, starting one if there is none.
fn send(inner: &Rc<RefCell<Inner>>, index: usize, request: EngineRequest) {
    if inner.borrow().slots[index].worker.is_none() {
        spawn(inner, index);
    }
    let mut guard = inner.borrow_mut();
    #[cfg(feature = "test-hooks")]
    let fault = guard.next_fault.take();
    #[cfg(feature = "test-hooks")]
    let crash = if fault == Some(TestFault::Crash) {
        "crash\n"
    } else {
        ""
    };
    #[cfg(not(feature = "test-hooks"))]
    let crash = "";
    let message = format!(
        "{}\n{crash}{}",
        request.id,
        request.uci_commands().join("\n")
    );
    let slot = &mut guard.slots[index];
    slot.busy = Some((request, now()));
    slot.sent_at = now();
    match (&slot.worker, slot.ready) {
        (Some(worker), true) => {
            let _ = worker.post_message(&JsValue::from_str(&message));
        }
        _ => slot.queue.push(message),
    }
    #[cfg(feature = "test-hooks")]
    if let (Some(TestFault::Kill), Some(worker)) = (fault, &slot.worker) {
        worker.terminate();
    }
}

/// Ends a worker (its search with it); the next request starts another.
fn terminate(inner: &Rc<RefCell<Inner>>, index: usize) {
    let mut guard = inner.borrow_mut();
    let slot = std::mem::replace(&mut guard.slots[index], empty_slot());
    if let Some(worker) = &slot.worker {
        worker.set_onmessage(None);
        worker.set_onerror(None);
        worker.terminate();
    }
    // Its handlers may be the ones running now (a reply that led to the next request): they
    // are dropped once this call is over, not under their own feet.
    gloo::timers::callback::Timeout::new(0, move || drop(slot)).forget();
}

fn spawn(inner: &Rc<RefCell<Inner>>, index: usize) {
    let weak = Rc::downgrade(inner);
    let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        if let (Some(inner), Some(text)) = (weak.upgrade(), event.data().as_string()) {
            received(&inner, index, &text);
        }
    });
    let weak: Weak<RefCell<Inner>> = Rc::downgrade(inner);
    let onerror = Closure::<dyn Fn(web_sys::Event)>::new(move |event: web_sys::Event| {
        event.prevent_default();
        let weak = weak.clone();
        // Not from inside this handler: restarting drops it.
        gloo::timers::callback::Timeout::new(0, move || {
            if let Some(inner) = weak.upgrade() {
                restart(&inner, index);
            }
        })
        .forget();
    });
    match Worker::new(worker_script()) {
        Ok(worker) => {
            worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
            worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
            let mut guard = inner.borrow_mut();
            let slot = &mut guard.slots[index];
            slot.worker = Some(worker);
            slot.ready = false;
            slot._onmessage = Some(onmessage);
            slot._onerror = Some(onerror);
        }
        Err(_) => {
            let on_reply = inner.borrow().on_reply.clone();
            on_reply(EngineReply::Unavailable(tr("engine-unavailable")));
        }
    }
}

/// A worker died or fell silent: a fresh one takes its request again.
fn restart(inner: &Rc<RefCell<Inner>>, index: usize) {
    let pending = inner.borrow().slots[index]
        .busy
        .as_ref()
        .map(|(r, _)| r.clone());
    terminate(inner, index);
    if let Some(request) = pending {
        send(inner, index, request);
        let on_reply = inner.borrow().on_reply.clone();
        on_reply(EngineReply::Restarted);
    }
}

fn check_silence(inner: &Rc<RefCell<Inner>>) {
    let silent: Vec<usize> = inner
        .borrow()
        .slots
        .iter()
        .enumerate()
        .filter(|(_, slot)| {
            slot.busy
                .as_ref()
                .is_some_and(|(_, at)| now() - at > SILENCE_MS)
        })
        .map(|(index, _)| index)
        .collect();
    for index in silent {
        restart(inner, index);
    }
}

fn received(inner: &Rc<RefCell<Inner>>, index: usize, text: &str) {
    if text == "ready" {
        let mut guard = inner.borrow_mut();
        let slot = &mut guard.slots[index];
        slot.ready = true;
        let queued = std::mem::take(&mut slot.queue);
        if let Some(worker) = &slot.worker {
            for message in queued {
                let _ = worker.post_message(&JsValue::from_str(&message));
            }
        }
        return;
    }
    let Some((id, line)) = text.split_once(' ') else {
        return;
    };
    let Ok(id) = id.parse::<RequestId>() else {
        return;
    };
    let (reply, wait) = {
        let mut guard = inner.borrow_mut();
        let slot = &mut guard.slots[index];
        let current = slot.busy.as_ref().is_some_and(|(r, _)| r.id == id);
        if current {
            if let Some((_, at)) = slot.busy.as_mut() {
                *at = now();
            }
        }
        let reply = reply_of(id, line);
        let mut wait = 0.0;
        if current && matches!(reply, Some(EngineReply::BestMove { .. })) {
            // The computer's move shows no sooner than a person's would (see
            // `EngineRequest::soonest_reply_ms`).
            let soonest = slot
                .busy
                .as_ref()
                .filter(|(r, _)| r.purpose == crate::state::Purpose::Move)
                .map(|(r, _)| r.soonest_reply_ms());
            if let Some(soonest) = soonest {
                wait = soonest - (now() - slot.sent_at);
            }
            slot.busy = None;
        }
        (reply, wait)
    };
    let Some(reply) = reply else {
        return;
    };
    let on_reply = inner.borrow().on_reply.clone();
    if wait > 1.0 {
        gloo::timers::callback::Timeout::new(wait as u32, move || on_reply(reply)).forget();
    } else {
        on_reply(reply);
    }
}

/// The reply a worker's line makes, if any (heartbeats and other lines make none).
fn reply_of(id: RequestId, line: &str) -> Option<EngineReply> {
    if let Some(info) = parse_info(line) {
        return Some(EngineReply::Info { id, info });
    }
    parse_bestmove(line).map(|mv| EngineReply::BestMove { id, mv })
}
