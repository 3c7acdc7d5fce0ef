//! The browser's local storage: the settings, and each tab's game saved after every change so a
//! reload restores it at once. Storage that is full, disabled or missing (private mode) is
//! reported, never fatal: the game goes on in memory. Data that cannot be read is kept aside
//! under another key, never silently deleted, and nothing is removed unless its copy was kept.

use crate::state::saved::{Restored, SavedGame};
use crate::state::translate::{tr, tr_with};
use web_sys::Storage;

/// Where the first release saved its one game (read once, moved into the library).
pub const LEGACY_GAME_KEY: &str = "chess-app/game";
/// Where the first release kept the game a shared link replaced.
pub const LEGACY_PREVIOUS_KEY: &str = "chess-app/previous-game";
/// Where unreadable saved data is moved (with the time appended).
pub const UNREADABLE_PREFIX: &str = "chess-app/unreadable-";
/// The settings.
pub const SETTINGS_KEY: &str = "chess-app/settings";
/// The choices of the last new game.
pub const NEW_GAME_KEY: &str = "chess-app/new-game";
/// The puzzle rating, streak and puzzles played.
pub const PUZZLES_KEY: &str = "chess-app/puzzles";
/// Puzzle progress that could not be read, kept aside rather than overwritten.
pub const PUZZLES_UNREADABLE_KEY: &str = "chess-app/puzzles-unreadable";
/// The id of the game the last active tab played.
pub const CURRENT_KEY: &str = "chess-app/current";
/// The id of the game this tab shows, in the tab's session storage: a reload finds its own game
/// even when another tab played since.
pub const TAB_GAME_KEY: &str = "chess-app/tab-game";
/// Each game's saved form: this prefix and its id.
pub const GAME_PREFIX: &str = "chess-app/game/";
/// A tab's claim on a game: this prefix and the game's id.
pub const LEASE_PREFIX: &str = "chess-app/lease/";

/// Why the storage refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// There is no storage (disabled, or a private mode without it).
    Unavailable,
    /// The storage refused the write (full).
    Refused,
}

impl StorageError {
    /// What the player is told, once.
    pub fn notice(self) -> String {
        tr(match self {
            StorageError::Unavailable => "storage-unavailable",
            StorageError::Refused => "storage-full",
        })
    }
}

fn storage() -> Result<Storage, StorageError> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or(StorageError::Unavailable)
}

/// Reads a key (none when absent or without storage).
pub fn get(key: &str) -> Option<String> {
    storage().ok()?.get_item(key).ok().flatten()
}

/// Writes a key.
///
/// # Errors
/// The storage's refusal.
pub fn set(key: &str, value: &str) -> Result<(), StorageError> {
    storage()?
        .set_item(key, value)
        .map_err(|_| StorageError::Refused)
}

/// Removes a key (a missing storage has nothing to remove).
pub fn remove(key: &str) {
    if let Ok(storage) = storage() {
        let _ = storage.remove_item(key);
    }
}

fn session() -> Option<Storage> {
    web_sys::window().and_then(|w| w.session_storage().ok().flatten())
}

/// Reads a key of this tab's session storage.
pub fn session_get(key: &str) -> Option<String> {
    session()?.get_item(key).ok().flatten()
}

/// Writes a key of this tab's session storage (best effort: it only helps a reload).
pub fn session_set(key: &str, value: &str) {
    if let Some(session) = session() {
        let _ = session.set_item(key, value);
    }
}

/// Is there any storage at all?
pub fn available() -> Result<(), StorageError> {
    let storage = storage()?;
    let probe = "chess-app/probe";
    storage
        .set_item(probe, "1")
        .map_err(|_| StorageError::Refused)?;
    let _ = storage.remove_item(probe);
    Ok(())
}

/// What a saved key held.
pub enum Loaded {
    /// Nothing saved there.
    Nothing,
    /// The game.
    Game(Box<Restored>),
    /// Saved data that could not be read, and what the player is told (where it was kept).
    Unreadable(String),
}

/// Reads the game saved under `key`. Unreadable data is copied aside first and removed only if
/// the copy was kept (when the storage is full the original simply stays where it is).
pub fn load_game(key: &str) -> Loaded {
    let Some(json) = get(key) else {
        return Loaded::Nothing;
    };
    match SavedGame::restore(&json) {
        Ok(restored) => Loaded::Game(Box::new(restored)),
        Err(error) => {
            let aside = format!("{UNREADABLE_PREFIX}{}", js_sys::Date::now() as u64);
            let where_kept = match set(&aside, &json) {
                Ok(()) => {
                    remove(key);
                    tr_with("storage-kept-aside", &[("key", aside.into())])
                }
                Err(_) => tr_with("storage-left", &[("key", key.into())]),
            };
            let lost = tr_with(
                "storage-unrestorable",
                &[("error", error.to_string().into())],
            );
            Loaded::Unreadable(format!("{lost} {where_kept}"))
        }
    }
}

/// The key of a game's saved form.
pub fn game_key(id: &str) -> String {
    format!("{GAME_PREFIX}{id}")
}

/// Every game saved in the local storage: its id and saved JSON.
pub fn local_games() -> Vec<(String, String)> {
    let Ok(storage) = storage() else {
        return Vec::new();
    };
    let count = storage.length().unwrap_or(0);
    let keys: Vec<String> = (0..count)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter(|key| key.starts_with(GAME_PREFIX))
        .collect();
    keys.into_iter()
        .filter_map(|key| {
            let json = storage.get_item(&key).ok().flatten()?;
            Some((key[GAME_PREFIX.len()..].to_string(), json))
        })
        .collect()
}
