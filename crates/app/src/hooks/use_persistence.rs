//! Keeping the game: after every change it is saved in the local storage (so a reload restores
//! it at once) under this tab's game id, and into the library (IndexedDB, a moment later). The
//! tab holds a lease on its game so another tab never writes over it, and hears when another
//! tab changed the game it shows. A storage that refuses is reported once; the game goes on.

use super::use_page_hide::use_page_hide;
use crate::services::library_db::{keep_now, LibraryHandle};
use crate::services::{storage, tabs};
use crate::state::keeping::{changed_elsewhere, state_behind_switch};
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
    /// Another tab changed this tab's game: this tab no longer writes it until the player
    /// loads the latest or keeps this tab's version.
    pub changed_elsewhere: bool,
}

/// Saves the state under `id` after every change; returns what to tell the player, and the
/// callback that keeps this tab's version over another tab's.
#[hook]
pub fn use_persistence(
    state: &UseReducerHandle<GameState>,
    id: &str,
    tab: &str,
    library: &LibraryHandle,
) -> (Keeping, Callback<()>) {
    let keeping = use_state(Keeping::default);
    let current = use_mut_ref(|| id.to_string());
    *current.borrow_mut() = id.to_string();
    // Written again only when something saved may have changed: the state's revision, or the
    // clock's whole seconds (so a running clock is kept to the second, not ten times a second).
    let clock_seconds = state.clock().map(|c| c.both_left().map(|ms| ms / 1000));
    let changes = (state.revision(), clock_seconds, state.game().is_over());
    let saved = {
        let state = state.clone();
        use_memo(changes, move |_| SavedGame::from_state(&state).to_json())
    };
    // The game as this render shows it, for the library's copy a moment later (the handle
    // would read the latest dispatch's state by then: perhaps another game's).
    let shown_game = {
        let state = state.clone();
        use_memo(changes, move |_| (*state).clone())
    };
    // What this tab last wrote (or found) under its game's key: another tab's write differs.
    let last_written = use_mut_ref(|| None::<(String, String)>);
    see_what_is_stored_on_switching(&last_written, id);
    let overwrite = use_state(|| 0u32);
    // The game id and text the writing effect last ran with (see `state_behind_switch`).
    let last_run = use_mut_ref(|| None::<(String, String)>);
    {
        // The local copy, at once, unless another tab wrote the game since (then say so).
        let (id, keeping, last_written) = (id.to_string(), keeping.clone(), last_written.clone());
        let last_run = last_run.clone();
        use_effect_with((id, saved.clone(), *overwrite), move |(id, json, _)| {
            let written = write_local_copy(id, json, &last_written, &last_run);
            tell(&keeping, written);
        });
    }
    // The game as this render shows it. (The memo's text is shared, never copied, here and in
    // the effects' dependencies: a running clock renders ten times a second.)
    let shown = use_mut_ref(|| None::<(String, Rc<String>)>);
    *shown.borrow_mut() = Some((id.to_string(), saved.clone()));
    use_write_on_leaving(shown, last_written.clone(), last_run.clone());
    use_library_copy(id, library, saved, shown_game);
    use_lease(tab, current.clone());
    {
        // Another tab wrote this tab's game: say so.
        let (keeping, current, last_written) =
            (keeping.clone(), current.clone(), last_written.clone());
        use_effect_with((), move |_| {
            let listener = tabs::on_change_elsewhere(move |key| {
                let ours = last_written.borrow().clone().map(|(_, json)| json);
                if key == storage::game_key(&current.borrow()) && storage::get(&key) != ours {
                    keeping.set(Keeping {
                        changed_elsewhere: true,
                        ..(*keeping).clone()
                    });
                }
            });
            move || drop(listener)
        });
    }
    let keep_ours = {
        let (overwrite, last_written) = (overwrite.clone(), last_written.clone());
        Callback::from(move |()| {
            // Take what is stored as seen, so this tab's version is written over it.
            *last_written.borrow_mut() = None;
            overwrite.set(*overwrite + 1);
        })
    };
    ((*keeping).clone(), keep_ours)
}

/// What writing the local copy came to.
#[derive(Debug, PartialEq)]
enum Written {
    /// Not written: still the text of the game the tab just left (`state_behind_switch`).
    Nothing,
    /// Another tab wrote the game since this tab last wrote or saw it: not written.
    ChangedElsewhere,
    /// Written, or refused by the storage (with the notice).
    Saved(Result<(), String>),
}

/// Writes `json` under the game `id`, unless it is still the text of the game the tab just left
/// (`state_behind_switch`) or another tab wrote the game since this tab last wrote or saw it.
fn write_local_copy(
    id: &str,
    json: &str,
    last_written: &RefCell<Option<(String, String)>>,
    last_run: &RefCell<Option<(String, String)>>,
) -> Written {
    let key = storage::game_key(id);
    let stored = storage::get(&key);
    let previous = last_run.replace(Some((id.to_string(), json.to_string())));
    let previous = previous
        .as_ref()
        .map(|(of, text)| (of.as_str(), text.as_str()));
    if state_behind_switch(previous, id, json, stored.as_deref()) {
        return Written::Nothing;
    }
    let ours = last_written
        .borrow()
        .clone()
        .filter(|(of, _)| of == id)
        .map(|(_, json)| json);
    if changed_elsewhere(stored.as_deref(), ours.as_deref(), json) {
        return Written::ChangedElsewhere;
    }
    storage::session_set(storage::TAB_GAME_KEY, id);
    let saved = storage::set(&key, json).and_then(|()| storage::set(storage::CURRENT_KEY, id));
    *last_written.borrow_mut() = Some((id.to_string(), json.to_string()));
    Written::Saved(saved.map_err(|e| e.notice().to_string()))
}

/// Says what writing came to: another tab's change (once), a refusal of the storage.
fn tell(keeping: &UseStateHandle<Keeping>, written: Written) {
    let next = match written {
        Written::Nothing => return,
        Written::ChangedElsewhere => Keeping {
            changed_elsewhere: true,
            ..(**keeping).clone()
        },
        Written::Saved(saved) => Keeping {
            problem: saved.err().or(keeping.problem.clone()),
            changed_elsewhere: false,
        },
    };
    if next != **keeping {
        keeping.set(next);
    }
}

/// The game id and saved text the last render showed.
type ShownGame = Rc<RefCell<Option<(String, Rc<String>)>>>;

/// Writes the game as last shown when the page is left (a reload, a closed tab), if the
/// writing effect has not yet: Yew may yield to the browser between a render and its effects,
/// and a move on the board a moment before the page goes must not be lost with it.
#[hook]
fn use_write_on_leaving(
    shown: ShownGame,
    last_written: Rc<RefCell<Option<(String, String)>>>,
    last_run: Rc<RefCell<Option<(String, String)>>>,
) {
    use_page_hide(move || {
        let Some((id, json)) = shown.borrow().clone() else {
            return;
        };
        let already = last_run
            .borrow()
            .as_ref()
            .is_some_and(|(ran_id, ran_json)| *ran_id == id && ran_json == json.as_str());
        if !already {
            write_local_copy(&id, &json, &last_written, &last_run);
        }
    });
}

/// On the render that switches to a game, takes what is stored under its key as seen. Done
/// while rendering, not in the effect that writes: Yew may yield to the browser between the two,
/// and another tab's write in that gap must count as a change, not be overwritten.
fn see_what_is_stored_on_switching(last_written: &RefCell<Option<(String, String)>>, id: &str) {
    let switched = last_written
        .borrow()
        .as_ref()
        .is_none_or(|(of, _)| of != id);
    if switched {
        *last_written.borrow_mut() =
            storage::get(&storage::game_key(id)).map(|json| (id.to_string(), json));
    }
}

/// The library's copy, a moment after the last change (one write for a burst of moves). The
/// copy waiting is the game as rendered with its own id; when the page switches games, the
/// game left is kept at once rather than its copy dropped with the timer.
#[hook]
fn use_library_copy(id: &str, library: &LibraryHandle, json: Rc<String>, game: Rc<GameState>) {
    let unwritten = use_mut_ref(|| None::<(String, Rc<GameState>)>);
    let timer = use_mut_ref(|| None::<Timeout>);
    let library = library.clone();
    use_effect_with((id.to_string(), json), move |(id, _)| {
        if !matches!(library, Some(Ok(_))) {
            return;
        }
        let waiting = unwritten.replace(Some((id.clone(), game)));
        if let Some((left, left_game)) = waiting.filter(|(of, _)| of != id) {
            keep_now(&library, &left, &left_game);
        }
        let unwritten = unwritten.clone();
        // Replacing the timer cancels the one before: its copy is superseded by this one.
        *timer.borrow_mut() = Some(Timeout::new(800, move || {
            if let Some((id, game)) = unwritten.take() {
                keep_now(&library, &id, &game);
            }
        }));
    });
}

/// Holds the lease on this tab's game while the page is open.
#[hook]
fn use_lease(tab: &str, current: Rc<RefCell<String>>) {
    let tab = tab.to_string();
    {
        let (tab, current) = (tab.clone(), current.clone());
        use_effect_with((), move |_| {
            tabs::take(&current.borrow(), &tab);
            let interval = tabs::keep_lease(tab, move || current.borrow().clone());
            move || drop(interval)
        });
    }
    use_page_hide(move || tabs::release(&current.borrow(), &tab));
}
