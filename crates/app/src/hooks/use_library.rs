//! The games list's work: opening the library, listing it, opening and deleting games (with
//! undo), downloading them all, and importing a file of many games a few at a time (so the page
//! stays responsive), with its progress.

use crate::services::library_db::{Library, LibraryHandle};
use crate::services::tabs::new_game_id;
use crate::services::{storage, tabs};
use crate::state::keeping::may_drop_local_copy;
use crate::state::library::{self, GameSummary, LibraryGame};
use crate::state::records::export::export_pgn;
use crate::state::saved::SavedGame;
use crate::state::translate::{tr, tr_with};
use crate::state::GameState;
use chess_rules::pgn;
use yew::prelude::*;

/// Games read between two pauses of an import, at most…
const IMPORT_CHUNK: usize = 50;
/// …and no longer than this many milliseconds (a slow device reads fewer a slice).
const IMPORT_SLICE_MS: f64 = 25.0;

/// The library's state and what can be done with it.
#[derive(Clone, PartialEq)]
pub struct LibraryView {
    /// The database, once opened (or why it could not be).
    pub handle: LibraryHandle,
    /// The summaries, most recent first, once listed.
    pub games: Option<Vec<GameSummary>>,
    /// An import under way: games stored of games found.
    pub progress: Option<(usize, usize)>,
    /// The game deleted last, to bring back.
    pub deleted: Option<LibraryGame>,
    /// Lists the games again.
    pub refresh: Callback<()>,
    /// Deletes a game.
    pub delete: Callback<String>,
    /// Brings the deleted game back.
    pub undo_delete: Callback<()>,
    /// Downloads every game as one PGN file.
    pub download_all: Callback<()>,
    /// Adds every game of a PGN text (then opens the first).
    pub import_all: Callback<String>,
    /// Adds every game of a PGN text and opens none (the games after the one a Load opened).
    pub add_all: Callback<String>,
    /// Opens a game (its id and state go to `on_open`).
    pub open: Callback<String>,
}

/// The library, for a page whose opened games go to `on_open` and notices to `on_notice`;
/// `current` is the id of the game this tab shows.
#[hook]
pub fn use_library(
    current: &str,
    on_open: Callback<(String, GameState)>,
    on_notice: Callback<String>,
) -> LibraryView {
    let handle = use_state(|| None::<Result<Library, String>>);
    let games = use_state(|| None::<Vec<GameSummary>>);
    let progress = use_state(|| None::<(usize, usize)>);
    let deleted = use_state(|| None::<LibraryGame>);
    {
        let (handle, current) = (handle.clone(), current.to_string());
        let tell = on_notice.clone();
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                let tell = std::rc::Rc::new(move |message: String| tell.emit(message));
                let opened = Library::open(tell).await.map_err(|e| e.to_string());
                if let Ok(library) = &opened {
                    take_in_local_games(library, &current).await;
                }
                handle.set(Some(opened));
            });
        });
    }
    let library = (*handle).clone().and_then(Result::ok);
    let refresh = {
        let (library, games) = (library.clone(), games.clone());
        Callback::from(move |()| {
            let (library, games) = (library.clone(), games.clone());
            wasm_bindgen_futures::spawn_local(async move {
                if let Some(library) = library {
                    let mut list = library.summaries().await.unwrap_or_default();
                    library::sort_recent_first(&mut list);
                    games.set(Some(list));
                }
            });
        })
    };
    let delete = delete_callback(
        library.clone(),
        deleted.clone(),
        refresh.clone(),
        on_notice.clone(),
    );
    let undo_delete = {
        let (library, deleted, refresh) = (library.clone(), deleted.clone(), refresh.clone());
        Callback::from(move |()| {
            let Some(game) = (*deleted).clone() else {
                return;
            };
            let (library, deleted, refresh) = (library.clone(), deleted.clone(), refresh.clone());
            wasm_bindgen_futures::spawn_local(async move {
                if let Some(library) = library {
                    if library.put_all(&[game]).await.is_ok() {
                        deleted.set(None);
                        refresh.emit(());
                    }
                }
            });
        })
    };
    let open = open_callback(library.clone(), on_open.clone(), on_notice.clone());
    let download_all = download_callback(library.clone(), on_notice.clone());
    let import_all = import_callback(
        library.clone(),
        progress.clone(),
        refresh.clone(),
        Some(on_open),
        on_notice.clone(),
    );
    let add_all = import_callback(library, progress.clone(), refresh.clone(), None, on_notice);
    LibraryView {
        handle: (*handle).clone(),
        games: (*games).clone(),
        progress: *progress,
        deleted: (*deleted).clone(),
        refresh,
        delete,
        undo_delete,
        download_all,
        import_all,
        add_all,
        open,
    }
}

/// Games kept only in the local storage (a tab closed before its library copy was written)
/// go into the library; the local copy then goes too, unless `may_drop_local_copy` says a tab
/// may still be playing it.
async fn take_in_local_games(library: &Library, current: &str) {
    let today = crate::services::browser::today();
    for (id, json) in storage::local_games() {
        let Ok(restored) = SavedGame::restore(&json) else {
            continue; // Unreadable data stays where it is; startup has said so.
        };
        let state = restored.state;
        let record = library::record(&id, &state, js_sys::Date::now(), &today);
        let kept = !library::worth_keeping(&state) || library.put_all(&[record]).await.is_ok();
        let key = storage::game_key(&id);
        let stored_now = storage::get(&key);
        let held = tabs::held_elsewhere(&id, "");
        if may_drop_local_copy(kept, &json, stored_now.as_deref(), id == current, held) {
            storage::remove(&key);
        }
    }
}

fn delete_callback(
    library: Option<Library>,
    deleted: UseStateHandle<Option<LibraryGame>>,
    refresh: Callback<()>,
    on_notice: Callback<String>,
) -> Callback<String> {
    Callback::from(move |id: String| {
        let (library, deleted, refresh, on_notice) = (
            library.clone(),
            deleted.clone(),
            refresh.clone(),
            on_notice.clone(),
        );
        wasm_bindgen_futures::spawn_local(async move {
            let Some(library) = library else {
                return;
            };
            let summary = library
                .summaries()
                .await
                .ok()
                .and_then(|all| all.into_iter().find(|g| g.id == id));
            let saved = library.saved(&id).await.ok().flatten();
            let (Some(summary), Some(saved)) = (summary, saved) else {
                return;
            };
            match library.delete(&id).await {
                Ok(()) => {
                    deleted.set(Some(LibraryGame { summary, saved }));
                    refresh.emit(());
                }
                Err(error) => on_notice.emit(tr_with(
                    "library-delete-failed",
                    &[("error", error.to_string().into())],
                )),
            }
        });
    })
}

fn open_callback(
    library: Option<Library>,
    on_open: Callback<(String, GameState)>,
    on_notice: Callback<String>,
) -> Callback<String> {
    Callback::from(move |id: String| {
        let (library, on_open, on_notice) = (library.clone(), on_open.clone(), on_notice.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let Some(library) = library else {
                return;
            };
            // The local copy, when there is one, is the freshest (the library's is written a
            // moment after each change).
            let local = storage::get(&storage::game_key(&id));
            let saved = match local {
                Some(json) => Ok(Some(json)),
                None => library.saved(&id).await,
            };
            match saved {
                Ok(Some(json)) => match SavedGame::restore(&json) {
                    Ok(restored) => on_open.emit((id, restored.state)),
                    Err(error) => on_notice.emit(tr_with(
                        "library-open-failed",
                        &[("error", error.to_string().into())],
                    )),
                },
                _ => on_notice.emit(tr("library-gone")),
            }
        });
    })
}

fn download_callback(library: Option<Library>, on_notice: Callback<String>) -> Callback<()> {
    Callback::from(move |()| {
        let (library, on_notice) = (library.clone(), on_notice.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let Some(library) = library else {
                return;
            };
            let mut summaries = library.summaries().await.unwrap_or_default();
            library::sort_recent_first(&mut summaries);
            let mut text = String::new();
            for summary in summaries.iter().rev() {
                let Ok(Some(json)) = library.saved(&summary.id).await else {
                    continue;
                };
                if let Ok(restored) = SavedGame::restore(&json) {
                    text.push_str(&export_pgn(&restored.state, &summary.date));
                    text.push('\n');
                }
            }
            if !crate::services::browser::download(
                "chess-games.pgn",
                &text,
                "application/x-chess-pgn",
            ) {
                on_notice.emit(tr("library-download-failed"));
            }
        });
    })
}

fn import_callback(
    library: Option<Library>,
    progress: UseStateHandle<Option<(usize, usize)>>,
    refresh: Callback<()>,
    on_open: Option<Callback<(String, GameState)>>,
    on_notice: Callback<String>,
) -> Callback<String> {
    Callback::from(move |text: String| {
        let (library, progress, refresh, on_open, on_notice) = (
            library.clone(),
            progress.clone(),
            refresh.clone(),
            on_open.clone(),
            on_notice.clone(),
        );
        wasm_bindgen_futures::spawn_local(async move {
            let Some(library) = library else {
                on_notice.emit(tr("library-add-unavailable"));
                return;
            };
            // The dialog closes in a task of its own, and the text is split in another: no
            // task of the import holds the page for long.
            gloo::timers::future::TimeoutFuture::new(0).await;
            let games = pgn::split_games(&text);
            gloo::timers::future::TimeoutFuture::new(0).await;
            let (total, today) = (games.len(), crate::services::browser::today());
            let (mut stored, mut failed, mut first) = (0, 0, None);
            while stored < total {
                let (records, read) = read_slice(&games[stored..], stored, &today);
                failed += read - records.len();
                first = first.or_else(|| records.first().cloned());
                if library.put_all(&records).await.is_err() {
                    on_notice.emit(tr("library-storage-refused"));
                    break;
                }
                stored += read;
                progress.set(Some((stored.min(total), total)));
                // Let the page breathe (render the progress, take input) between slices.
                gloo::timers::future::TimeoutFuture::new(0).await;
            }
            progress.set(None);
            refresh.emit(());

            // The first game opens, then the notice (opening a game clears the notice).
            if let (Some(first), Some(on_open)) = (first, on_open) {
                if let Ok(restored) = SavedGame::restore(&first.saved) {
                    on_open.emit((first.summary.id, restored.state));
                }
            }
            let added = [
                ("added", (stored - failed).into()),
                ("failed", failed.into()),
            ];
            on_notice.emit(if failed > 0 {
                tr_with("library-added-some-failed", &added)
            } else {
                tr_with("library-added", &added)
            });
        });
    })
}

/// Reads games for the library from the start of `games` (numbered from `first`) until a
/// slice's time or count is used up; returns the records read and how many games were taken
/// (those that could not be read are left out of the records).
fn read_slice(games: &[&str], first: usize, today: &str) -> (Vec<LibraryGame>, usize) {
    let started = js_sys::Date::now();
    let mut records = Vec::new();
    let mut taken = 0;
    while taken < games.len().min(IMPORT_CHUNK)
        && (taken == 0 || js_sys::Date::now() - started < IMPORT_SLICE_MS)
    {
        let number = first + taken;
        let id = format!("{}-{number}", new_game_id());
        let updated = js_sys::Date::now() - number as f64;
        records.extend(library::record_from_pgn(&id, games[taken], updated, today).ok());
        taken += 1;
    }
    (records, taken)
}
