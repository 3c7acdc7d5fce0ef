//! The opening names: the classification the build bundles (`openings.pgn`) is fetched once
//! the page has started, read, and installed for the state to name positions by.

use crate::services::browser::fetch_text;
use crate::state::openings::{self, OpeningBook};
use yew::prelude::*;

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
