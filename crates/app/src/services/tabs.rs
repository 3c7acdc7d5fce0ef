//! Several tabs of the app at once. Each tab owns one game: it holds a lease on it in the
//! local storage (renewed every two seconds), and another tab that finds the lease fresh plays
//! a game of its own instead, so no tab overwrites another's game. A tab also hears (through
//! the storage event) when the game it shows was changed elsewhere, and offers to load that.

use super::storage::{self, LEASE_PREFIX};
use crate::state::json::Writer;
use crate::state::keeping::lease_held_by_other;
use gloo::events::EventListener;
use gloo::timers::callback::Interval;

/// How often the owner renews it.
const RENEW_MS: u32 = 2_000;

/// A new game's id in the library: the time and a random part.
pub fn new_game_id() -> String {
    format!(
        "{:x}-{:x}",
        js_sys::Date::now() as u64,
        (js_sys::Math::random() * 1e9) as u64
    )
}

/// This tab's id: random, for the life of the page.
pub fn new_tab_id() -> String {
    format!("{:x}", (js_sys::Math::random() * 1e15) as u64)
}

fn lease_key(game: &str) -> String {
    format!("{LEASE_PREFIX}{game}")
}

/// Does another tab hold a fresh lease on this game?
pub fn held_elsewhere(game: &str, tab: &str) -> bool {
    let lease = storage::get(&lease_key(game));
    lease_held_by_other(lease.as_deref(), tab, js_sys::Date::now())
}

/// Takes (or renews) the lease on a game for this tab.
pub fn take(game: &str, tab: &str) {
    let lease = Writer::new()
        .str("tab", tab)
        .time("at", js_sys::Date::now())
        .finish();
    let _ = storage::set(&lease_key(game), &lease);
}

/// Gives the lease up (the tab closes, or moves to another game).
pub fn release(game: &str, tab: &str) {
    if !held_elsewhere(game, tab) {
        storage::remove(&lease_key(game));
    }
}

/// Keeps renewing the lease on the game `current()` names while the returned value lives.
pub fn keep_lease(tab: String, current: impl Fn() -> String + 'static) -> Interval {
    Interval::new(RENEW_MS, move || take(&current(), &tab))
}

/// Calls `changed(key)` when another tab writes a key of the app's storage.
pub fn on_change_elsewhere(changed: impl Fn(String) + 'static) -> Option<EventListener> {
    let window = web_sys::window()?;
    Some(EventListener::new(&window, "storage", move |event| {
        let key = js_sys::Reflect::get(event, &"key".into())
            .ok()
            .and_then(|k| k.as_string());
        if let Some(key) = key {
            changed(key);
        }
    }))
}
