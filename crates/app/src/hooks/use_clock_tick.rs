//! The clock's heartbeat: ten times a second during a timed game, the page's time goes to the
//! state (which decides flag falls). It beats before the first move too, so the clock always
//! knows the time of a move: the side whose clock a move starts is charged from that move, not
//! from when the game was set up.

use crate::state::{Action, GameState};
use gloo::timers::callback::Interval;
use yew::prelude::*;

/// The page's clock, in milliseconds.
pub fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

/// Ticks while a timed game is in progress.
#[hook]
pub fn use_clock_tick(state: &UseReducerHandle<GameState>) {
    let active = state.clock().is_some() && state.in_progress();
    let dispatcher = state.dispatcher();
    use_effect_with(active, move |&active| {
        let interval = active.then(|| {
            dispatcher.dispatch(Action::Tick(now()));
            Interval::new(100, move || dispatcher.dispatch(Action::Tick(now())))
        });
        move || drop(interval)
    });
}
