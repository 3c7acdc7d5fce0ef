//! Names the openings of library games kept before the opening names arrived (see
//! `state::library::openings_filled`): once the book is there, a few games at a time, their
//! summaries rewritten and the list shown again.

use crate::services::library_db::LibraryHandle;
use crate::state::library::openings_filled::{lacks_opening, with_opening_named};
use crate::state::library::GameSummary;
use yew::prelude::*;

/// Games read between two pauses (the page stays free for the player).
const GAMES_PER_PART: usize = 50;

/// Once `openings_loaded` and the library is open, names every unnamed game's opening; calls
/// `refresh` if any was named.
#[hook]
pub fn use_opening_names(library: &LibraryHandle, openings_loaded: bool, refresh: Callback<()>) {
    let library = library.clone().and_then(Result::ok);
    let ready = openings_loaded && library.is_some();
    use_effect_with(ready, move |&ready| {
        if let (true, Some(library)) = (ready, library) {
            wasm_bindgen_futures::spawn_local(async move {
                let Ok(summaries) = library.summaries().await else {
                    return;
                };
                let missing: Vec<GameSummary> =
                    summaries.into_iter().filter(lacks_opening).collect();
                let mut named_any = false;
                for part in missing.chunks(GAMES_PER_PART) {
                    let ids: Vec<&str> = part.iter().map(|s| s.id.as_str()).collect();
                    let Ok(saved) = library.saved_many(&ids).await else {
                        return;
                    };
                    let named: Vec<GameSummary> = part
                        .iter()
                        .zip(saved)
                        .filter_map(|(summary, saved)| with_opening_named(summary, &saved?))
                        .collect();
                    if !named.is_empty() && library.put_summaries(&named).await.is_ok() {
                        named_any = true;
                    }
                    gloo::timers::future::TimeoutFuture::new(0).await;
                }
                if named_any {
                    refresh.emit(());
                }
            });
        }
    });
}
