//! A value kept in the local storage under a key of its own (the settings, the new game's
//! choices): written after each change, and on leaving the page if that write has not run yet.

use super::use_page_hide::use_page_hide;
use crate::services::storage;
use yew::prelude::*;

/// Keeps `json` under `key`. Yew runs effects after it renders and may yield to the browser
/// between the two, so a choice made a moment before a reload is also written on pagehide.
#[hook]
pub fn use_stored(key: &'static str, json: String) {
    let shown = use_mut_ref(String::new);
    let written = use_mut_ref(|| None::<String>);
    shown.borrow_mut().clone_from(&json);
    {
        let written = written.clone();
        use_effect_with(json, move |json| {
            let _ = storage::set(key, json);
            *written.borrow_mut() = Some(json.clone());
        });
    }
    use_page_hide(move || {
        let json = shown.borrow();
        if written.borrow().as_deref() != Some(json.as_str()) {
            let _ = storage::set(key, &json);
            *written.borrow_mut() = Some(json.clone());
        }
    });
}
