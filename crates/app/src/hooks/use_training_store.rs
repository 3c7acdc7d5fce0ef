//! The training kept with the game library (IndexedDB): the puzzle rating and history and the
//! mistakes deck read when the Puzzles screen opens, kept after each change; the reviewed
//! games of the library read for new mistakes, a few at a time. Progress kept by an earlier
//! version in local storage moves into the library once; without IndexedDB, progress stays
//! in local storage (and there are no library games to find mistakes in).

use crate::services::library_db::LibraryHandle;
use crate::services::library_db::{Library, MISTAKES, PUZZLE_PROGRESS};
use crate::services::storage;
use crate::state::library::GameSummary;
use crate::state::puzzles::mistakes::cards_of_game;
use crate::state::puzzles::{MistakeDeck, Progress, Trainer, TrainerAction};
use crate::state::translate::tr;
use yew::prelude::*;

/// Where unreadable training is kept aside (never dropped).
const UNREADABLE_MISTAKES: &str = "mistakes-unreadable";
/// How long one slice of the library scan may hold the page, in milliseconds.
const SCAN_SLICE_MS: f64 = 20.0;
/// How many games the scan reads in one transaction (and adds to the deck at once).
const SCAN_CHUNK: usize = 100;

/// Reads the training once the library is open, reads new reviewed games, keeps changes.
#[hook]
pub fn use_training_store(trainer: &UseReducerHandle<Trainer>, library: &LibraryHandle) {
    let opened = library.is_some();
    {
        let (dispatcher, library) = (trainer.dispatcher(), library.clone());
        use_effect_with(opened, move |&opened| {
            if opened {
                let library = library.and_then(Result::ok);
                wasm_bindgen_futures::spawn_local(async move {
                    let (progress, deck, notice) = read_training(library.as_ref()).await;
                    let scanned = deck.clone();
                    dispatcher.dispatch(TrainerAction::Stored {
                        progress,
                        deck,
                        notice,
                    });
                    if let Some(library) = library {
                        scan_library(&library, &scanned, &dispatcher).await;
                    }
                });
            }
        });
    }
    use_keeping(trainer, library);
}

/// The progress and deck kept (or fresh ones, with what could not be read).
async fn read_training(library: Option<&Library>) -> (Progress, MistakeDeck, Option<String>) {
    let Some(library) = library else {
        let (progress, notice) = progress_from(storage::get(storage::PUZZLES_KEY), None);
        return (progress, MistakeDeck::default(), notice);
    };
    let kept = library.training(PUZZLE_PROGRESS).await.ok().flatten();
    let (progress, mut notice) = match kept {
        Some(text) => progress_from(Some(text), Some(library)),
        None => take_local_progress(library).await,
    };
    let deck = match library.training(MISTAKES).await.ok().flatten() {
        None => MistakeDeck::default(),
        Some(text) => MistakeDeck::from_json(&text).unwrap_or_else(|reason| {
            let (library, text) = (library.clone(), text.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let _ = library.put_training(UNREADABLE_MISTAKES, &text).await;
            });
            notice = Some(reason);
            MistakeDeck::default()
        }),
    };
    (progress, deck, notice)
}

/// Progress read from its text; unreadable text is kept aside (in the library or local storage).
fn progress_from(text: Option<String>, library: Option<&Library>) -> (Progress, Option<String>) {
    let Some(text) = text else {
        return (Progress::default(), None);
    };
    match Progress::from_json(&text) {
        Ok(progress) => (progress, None),
        Err(reason) => {
            match library {
                Some(library) => {
                    let library = library.clone();
                    wasm_bindgen_futures::spawn_local(async move {
                        let _ = library
                            .put_training("puzzle-progress-unreadable", &text)
                            .await;
                    });
                }
                None => {
                    let _ = storage::set(storage::PUZZLES_UNREADABLE_KEY, &text);
                }
            }
            (Progress::default(), Some(reason))
        }
    }
}

/// Progress an earlier version kept in local storage, moved into the library (removed from
/// local storage only once the library holds it).
async fn take_local_progress(library: &Library) -> (Progress, Option<String>) {
    let local = storage::get(storage::PUZZLES_KEY);
    let (progress, notice) = progress_from(local.clone(), None);
    if local.is_some() && notice.is_none() {
        let moved = library
            .put_training(PUZZLE_PROGRESS, &progress.to_json())
            .await;
        if moved.is_ok() {
            storage::remove(storage::PUZZLES_KEY);
        }
    }
    (progress, notice)
}

/// Reads the reviewed games the deck has not seen (or that changed since), a chunk at a time
/// (one transaction each), finding their mistakes in slices that leave the page free between.
async fn scan_library(
    library: &Library,
    deck: &MistakeDeck,
    dispatcher: &UseReducerDispatcher<Trainer>,
) {
    let summaries = library.summaries().await.unwrap_or_default();
    let unread: Vec<GameSummary> = summaries
        .into_iter()
        .filter(|s| deck.needs_reading(s))
        .collect();
    for chunk in unread.chunks(SCAN_CHUNK) {
        let ids: Vec<&str> = chunk.iter().map(|s| s.id.as_str()).collect();
        let Ok(texts) = library.saved_many(&ids).await else {
            return;
        };
        let mut found = Vec::with_capacity(chunk.len());
        let mut slice_started = js_sys::Date::now();
        for (summary, text) in chunk.iter().zip(texts) {
            let now = js_sys::Date::now();
            let cards = text.map_or_else(Vec::new, |text| cards_of_game(summary, &text, now));
            found.push((summary.clone(), cards));
            if js_sys::Date::now() - slice_started > SCAN_SLICE_MS {
                gloo::timers::future::TimeoutFuture::new(0).await;
                slice_started = js_sys::Date::now();
            }
        }
        dispatcher.dispatch(TrainerAction::CardsFound(found));
    }
}

/// Keeps the progress and the deck after each change (in local storage without a library).
#[hook]
fn use_keeping(trainer: &UseReducerHandle<Trainer>, library: &LibraryHandle) {
    let library = library.clone().and_then(Result::ok);
    {
        let (trainer, library) = (trainer.clone(), library.clone());
        use_effect_with(trainer.progress_revision, move |&revision| {
            if revision > 0 {
                let json = trainer.progress().to_json();
                put(library, PUZZLE_PROGRESS, json, trainer.dispatcher());
            }
        });
    }
    let trainer = trainer.clone();
    use_effect_with(trainer.deck_revision, move |&revision| {
        if revision > 0 {
            let json = trainer.deck().to_json();
            put(library, MISTAKES, json, trainer.dispatcher());
        }
    });
}

fn put(
    library: Option<Library>,
    key: &'static str,
    json: String,
    dispatcher: UseReducerDispatcher<Trainer>,
) {
    let Some(library) = library else {
        if key == PUZZLE_PROGRESS && storage::set(storage::PUZZLES_KEY, &json).is_err() {
            dispatcher.dispatch(TrainerAction::Notice(tr("puzzles-not-saved")));
        }
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        if library.put_training(key, &json).await.is_err() {
            dispatcher.dispatch(TrainerAction::Notice(tr("puzzles-not-saved")));
        }
    });
}
