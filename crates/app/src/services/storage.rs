//! The game saved in the browser's local storage after every change, and restored on load.
//! Data that cannot be read is kept aside under another key, never silently thrown away.

use crate::state::saved::SavedGame;
use crate::state::GameState;
use web_sys::Storage;

/// Where the current game is saved.
pub const GAME_KEY: &str = "chess-app/game";
/// Where unreadable saved data is moved (with the time appended).
pub const UNREADABLE_PREFIX: &str = "chess-app/unreadable-";
/// Where a saved game goes when a shared link replaces it.
pub const PREVIOUS_KEY: &str = "chess-app/previous-game";

/// What the last visit left.
pub enum Restored {
    /// Nothing saved (a first visit), or no storage in this browser.
    Nothing,
    /// The saved game.
    Game(Box<GameState>),
    /// Saved data that could not be read, and why; it has been kept aside.
    Unreadable(String),
}

fn storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Reads the saved game.
pub fn restore() -> Restored {
    let Some(storage) = storage() else {
        return Restored::Nothing;
    };
    let Ok(Some(json)) = storage.get_item(GAME_KEY) else {
        return Restored::Nothing;
    };
    match SavedGame::from_json(&json).and_then(SavedGame::into_state) {
        Ok(state) => Restored::Game(Box::new(state)),
        Err(error) => {
            let aside = format!("{UNREADABLE_PREFIX}{}", js_sys::Date::now() as u64);
            let kept = storage.set_item(&aside, &json).is_ok();
            let _ = storage.remove_item(GAME_KEY);
            let where_kept = if kept {
                format!(" It was kept in this browser's storage as \"{aside}\".")
            } else {
                String::new()
            };
            Restored::Unreadable(format!("Your saved game could not be restored: {error}. A new game was started.{where_kept}"))
        }
    }
}

/// Saves the game (the JSON of [`SavedGame`]). Failing storage (full, disabled) is ignored:
/// the game goes on, unsaved.
pub fn save(json: &str) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(GAME_KEY, json);
    }
}

/// Moves the saved game aside before a shared link replaces it, and says if it did. A game with
/// no move played (a fresh start, or a shared position not yet played) is not worth keeping, so
/// it does not push out a game kept before.
pub fn keep_previous() -> bool {
    let Some(json) = storage().and_then(|storage| storage.get_item(GAME_KEY).ok()?) else {
        return false;
    };
    // The saved form lists the moves: no need to replay them to see if there are any.
    let has_moves = SavedGame::from_json(&json).map_or(true, |saved| !saved.moves.is_empty());
    if has_moves {
        keep_as_previous(&json);
    }
    has_moves
}

/// The game a shared link replaced (the JSON of [`SavedGame`]), if one was kept.
pub fn previous() -> Option<String> {
    storage()?.get_item(PREVIOUS_KEY).ok()?
}

/// Keeps a game (the JSON of [`SavedGame`]) as the one to switch back to.
pub fn keep_as_previous(json: &str) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(PREVIOUS_KEY, json);
    }
}
