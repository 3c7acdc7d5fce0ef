//! The opening names: the classification the build bundles (`openings.pgn`) is fetched once
//! the page has started, read, and installed for the state to name positions by.

use crate::state::openings::{self, OpeningBook};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

async fn fetch_text(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    let response = JsFuture::from(window.fetch_with_str(url)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// Loads the opening names; the returned flag turns true once they are there (to render again).
#[hook]
pub fn use_openings() -> bool {
    let loaded = use_state(openings::installed);
    {
        let loaded = loaded.clone();
        use_effect_with((), move |_| {
            if !openings::installed() {
                wasm_bindgen_futures::spawn_local(async move {
                    if let Some(text) = fetch_text("./openings.pgn").await {
                        openings::install(OpeningBook::read(&text));
                        loaded.set(true);
                    }
                });
            }
        });
    }
    *loaded
}
