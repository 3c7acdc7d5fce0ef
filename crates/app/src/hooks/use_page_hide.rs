//! Work done as the page is left (a reload, a closed tab, a navigation away): the last moment a
//! synchronous write to the local storage is sure to land.

use yew::prelude::*;

/// Calls `on_hide` at each `pagehide` while the component lives (the closure of the first
/// render: give it shared cells to read what is current).
#[hook]
pub fn use_page_hide(on_hide: impl Fn() + 'static) {
    use_effect_with((), move |_| {
        let listener =
            gloo::events::EventListener::new(&gloo::utils::window(), "pagehide", move |_| {
                on_hide();
            });
        move || drop(listener)
    });
}
