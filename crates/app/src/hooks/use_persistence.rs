//! Keeping the game: after every change it is saved in the local storage (so a reload restores
//! it at once) under this tab's game id, and into the library (IndexedDB, a moment later). The
//! tab holds a lease on its game so another tab never writes over it, and hears when another
//! tab changed the game it shows. A storage that refuses is reported once; the game goes on.

use crate::services::library_db::Library;
use crate::services::{storage, tabs};
use crate::state::library;
use crate::state::saved::SavedGame;
use crate::state::GameState;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// What keeping the game has to tell.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Keeping {
    /// The storage refused (said once per kind of refusal).
    pub problem: Option<String>,
    /// Another tab changed this tab's game.
    pub changed_elsewhere: bool,
}

/// The library once opened: the database, or why there is none.
pub type LibraryHandle = Option<Result<Library, String>>;

/// Saves the state under `id` after every change; returns what to tell the player.
#[hook]
pub fn use_persistence(
    state: &UseReducerHandle<GameState>,
    id: &str,
    tab: &str,
    library: &LibraryHandle,
) -> Keeping {
    let keeping = use_state(Keeping::default);
    let current = use_mut_ref(|| id.to_string());
    *current.borrow_mut() = id.to_string();
    let json = SavedGame::from_state(state).to_json();
    {
        // The local copy, at once.
        let (id, keeping) = (id.to_string(), keeping.clone());
        use_effect_with((id, json.clone()), move |(id, json)| {
            let saved = storage::set(&storage::game_key(id), json)
                .and_then(|()| storage::set(storage::CURRENT_KEY, id));
            if let Err(error) = saved {
                if keeping.problem.as_deref() != Some(error.notice()) {
                    keeping.set(Keeping {
                        problem: Some(error.notice().to_string()),
                        ..(*keeping).clone()
                    });
                }
            }
        });
    }
    use_library_copy(state, id, library, json);
    use_lease(tab, current.clone());
    {
        // Another tab wrote this tab's game: say so.
        let (keeping, current) = (keeping.clone(), current.clone());
        use_effect_with((), move |_| {
            let listener = tabs::on_change_elsewhere(move |key| {
                if key == storage::game_key(&current.borrow()) {
                    keeping.set(Keeping {
                        changed_elsewhere: true,
                        ..(*keeping).clone()
                    });
                }
            });
            move || drop(listener)
        });
    }
    (*keeping).clone()
}

/// The library's copy, a moment after the last change (one write for a burst of moves).
#[hook]
fn use_library_copy(
    state: &UseReducerHandle<GameState>,
    id: &str,
    library: &LibraryHandle,
    json: String,
) {
    let pending: Rc<RefCell<Option<Timeout>>> = use_mut_ref(|| None);
    let library = library.clone().and_then(Result::ok);
    let worth_keeping =
        state.tree().move_count() > 0 || state.tree().start() != &chess_rules::Position::new();
    let record = worth_keeping.then(|| {
        library::record(
            id,
            state,
            js_sys::Date::now(),
            &crate::services::browser::today(),
        )
    });
    use_effect_with((id.to_string(), json), move |_| {
        if let (Some(library), Some(record)) = (library, record) {
            let timeout = Timeout::new(800, move || {
                wasm_bindgen_futures::spawn_local(async move {
                    let _ = library.put_all(&[record]).await;
                });
            });
            *pending.borrow_mut() = Some(timeout);
        }
    });
}

/// Holds the lease on this tab's game while the page is open.
#[hook]
fn use_lease(tab: &str, current: Rc<RefCell<String>>) {
    let tab = tab.to_string();
    use_effect_with((), move |_| {
        tabs::take(&current.borrow(), &tab);
        let interval = tabs::keep_lease(tab.clone(), {
            let current = current.clone();
            move || current.borrow().clone()
        });
        let release =
            gloo::events::EventListener::new(&gloo::utils::window(), "pagehide", move |_| {
                tabs::release(&current.borrow(), &tab);
            });
        move || {
            drop(interval);
            drop(release);
        }
    });
}
