//! The clock's heartbeat: ten times a second while a clock runs, the page's time goes to the
//! state (which decides flag falls); nothing runs otherwise.

use crate::state::{Action, GameState};
use gloo::timers::callback::Interval;
use yew::prelude::*;

/// The page's clock, in milliseconds.
pub fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

/// Ticks while the state's clock runs (or waits to run again after a reload).
#[hook]
pub fn use_clock_tick(state: &UseReducerHandle<GameState>) {
    let active = state
        .clock()
        .is_some_and(|c| c.running().is_some() || c.is_paused())
        && state.in_progress();
    let dispatcher = state.dispatcher();
    use_effect_with(active, move |&active| {
        let interval = active.then(|| {
            dispatcher.dispatch(Action::Tick(now()));
            Interval::new(100, move || dispatcher.dispatch(Action::Tick(now())))
        });
        move || drop(interval)
    });
}
