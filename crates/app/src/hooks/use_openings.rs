//! The opening names: the classification the build bundles (`openings.pgn`) is fetched once
//! a game is on the page, read a part at a time (the page stays free between parts), and
//! installed for the state to name positions by.

use crate::services::browser::fetch_text;
use crate::state::openings::{self, OpeningBook};
use yew::prelude::*;

/// Named lines read between two pauses.
const LINES_PER_PART: usize = 100;

/// Loads the opening names once `wanted` (a game shown: a puzzle link never waits on them);
/// the returned flag turns true once they are there (to render again).
#[hook]
pub fn use_openings(wanted: bool) -> bool {
    let loaded = use_state(openings::installed);
    {
        let loaded = loaded.clone();
        use_effect_with(wanted, move |&wanted| {
            if wanted && !openings::installed() {
                wasm_bindgen_futures::spawn_local(async move {
                    if openings::installed() {
                        return;
                    }
                    if let Some(text) = fetch_text("./openings.pgn").await {
                        let mut book = OpeningBook::default();
                        for part in openings::pieces(&text, LINES_PER_PART) {
                            book.add(part);
                            gloo::timers::future::TimeoutFuture::new(0).await;
                        }
                        openings::install(book);
                        loaded.set(true);
                    }
                });
            }
        });
    }
    *loaded
}
