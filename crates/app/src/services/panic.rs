//! What a panic in the page's wasm leaves behind. A release build aborts on panic (no
//! unwinding code, a smaller download): the wasm instance traps and can run nothing more, so
//! the page cannot carry on by itself. The hook, installed first thing, records the message
//! and puts a plain-DOM notice over the page, "Something went wrong: reload", with a button,
//! written without the (dead) app. The game is saved after every action that completes, so
//! the saved game is the one from before the action that panicked, and the reload restores it.

use crate::state::translate::tr;
use wasm_bindgen::JsCast;

/// The storage key where the last panic's message is kept (for a bug report).
pub const LAST_PANIC_KEY: &str = "chess-app/last-panic";

/// Installs the hook (through Yew, which would otherwise put its own in place when it starts).
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        let message = info.to_string();
        let _ = super::storage::set(LAST_PANIC_KEY, &message);
        web_sys::console::error_1(&format!("chess app: {message}").into());
        show_notice(&message);
    }));
}

fn show_notice(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(notice) = document.create_element("div") else {
        return;
    };
    notice.set_class_name("crash");
    let _ = notice.set_attribute("role", "alertdialog");
    let _ = notice.set_attribute("aria-label", &tr("crash-label"));
    let _ = notice.set_attribute("data-testid", "crash");
    let title = document.create_element("p").ok();
    let detail = document.create_element("p").ok();
    let button = document.create_element("button").ok();
    if let (Some(title), Some(detail), Some(button)) = (title, detail, button) {
        title.set_text_content(Some(&tr("crash-title")));
        detail.set_class_name("crash-detail");
        detail.set_text_content(Some(message));
        button.set_text_content(Some(&tr("crash-reload")));
        let reload = wasm_bindgen::closure::Closure::<dyn Fn()>::new(|| {
            if let Some(window) = web_sys::window() {
                let _ = window.location().reload();
            }
        });
        let _ = button.add_event_listener_with_callback("click", reload.as_ref().unchecked_ref());
        reload.forget();
        let _ = notice.append_child(&title);
        let _ = notice.append_child(&detail);
        let _ = notice.append_child(&button);
    }
    if let Some(body) = document.body() {
        let _ = body.append_child(&notice);
    }
}
