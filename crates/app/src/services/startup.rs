//! What the page starts with: the settings, the last new game's choices, this tab's id, and
//! the game: the one shared by a link, else this browser's current game (unless another tab plays it), else a new game. The
//! first release's saved game is moved into this release's storage once, and removed only
//! after its copy was kept.

use super::storage::{self, Loaded};
use super::{browser, tabs};
use crate::state::keeping::{self, Opening};
use crate::state::new_game_prefs::NewGamePrefs;
use crate::state::settings::Settings;
use crate::state::shell::{Screen, Shell, ShellAction};
use crate::state::translate::{sentences, tr};
use crate::state::{GameSetup, GameState};

/// The page's starting point.
pub struct Startup {
    /// The game.
    pub state: GameState,
    /// The page around it: the game's id, this tab's, the settings, the new-game choices.
    pub shell: Shell,
}

fn new_id() -> String {
    tabs::new_game_id()
}

/// Reads everything the page starts with.
pub fn startup() -> Startup {
    let tab = tabs::new_tab_id();
    let storage_problem = storage::available().err();
    let mut settings = storage::get(storage::SETTINGS_KEY)
        .map(|json| Settings::from_json(&json))
        .unwrap_or_default();
    let mut notices = Vec::new();
    migrate_first_release(&mut settings, &mut notices);
    let (mut state, id) = current_game(&tab, &mut notices);
    let (mut state, id) = match shared_position(&mut notices) {
        Some(shared) => {
            notices.push(tr("notice-shared-position"));
            (shared, new_id())
        }
        None => {
            let kept = state.notice().map(str::to_string);
            notices.extend(kept);
            (std::mem::take(&mut state), id)
        }
    };
    if let Some(problem) = storage_problem {
        notices.push(problem.notice().to_string());
    }
    if !notices.is_empty() {
        state.apply(crate::state::Action::ShowNotice(sentences(&notices)));
    }
    if let Some(seed) = browser::query_param("seed").and_then(|s| s.parse().ok()) {
        state.set_engine_seed(seed);
    }
    tabs::take(&id, &tab);
    let mut shell = Shell::new(id, tab, settings, stored_prefs());
    if let Some(screen) = editor_in_address().or_else(puzzle_in_address) {
        shell.apply(ShellAction::Show {
            game_in_progress: false,
            screen,
        });
    }
    Startup {
        state: state.start(),
        shell,
    }
}

/// The board editor asked for by link: `?editor` on the starting position, `?editor=<FEN>`
/// on a position (spaces may be written `_`, as in lichess's editor links).
fn editor_in_address() -> Option<Screen> {
    let fen = browser::query_param("editor")?;
    browser::clear_address_query();
    Some(Screen::Editor(if fen.trim().is_empty() {
        chess_rules::STARTING_FEN.to_string()
    } else {
        fen.replace('_', " ")
    }))
}

/// Puzzles asked for by link: `?puzzle=<id>` opens that puzzle (`?puzzle` alone, the next).
fn puzzle_in_address() -> Option<Screen> {
    let id = browser::query_param("puzzle")?;
    browser::clear_address_query();
    let id = id.trim().to_string();
    Some(Screen::Puzzles((!id.is_empty()).then_some(id)))
}

/// The choices of the last new game, offered again.
fn stored_prefs() -> NewGamePrefs {
    storage::get(storage::NEW_GAME_KEY)
        .map_or_else(NewGamePrefs::default, |text| NewGamePrefs::from_json(&text))
}

/// This tab's game after a reload, else this browser's current game, unless another tab holds
/// it (then a new game, said so).
fn current_game(tab: &str, notices: &mut Vec<String>) -> (GameState, String) {
    let own = storage::session_get(storage::TAB_GAME_KEY);
    let current = storage::get(storage::CURRENT_KEY);
    let id = match keeping::opening(own, current, |id| tabs::held_elsewhere(id, tab)) {
        Opening::Stored(id) => id,
        Opening::New(notice) => {
            notices.extend(notice.map(tr));
            return (GameState::default(), new_id());
        }
    };
    match storage::load_game(&storage::game_key(&id)) {
        Loaded::Game(restored) => (restored.state, id),
        Loaded::Nothing => (GameState::default(), id),
        Loaded::Unreadable(message) => {
            notices.push(message);
            (GameState::default(), new_id())
        }
    }
}

/// The first release kept one game under one key: it becomes a game with an id (the current
/// one), and its animation setting goes to the settings.
fn migrate_first_release(settings: &mut Settings, notices: &mut Vec<String>) {
    for legacy in [storage::LEGACY_PREVIOUS_KEY, storage::LEGACY_GAME_KEY] {
        match storage::load_game(legacy) {
            Loaded::Game(restored) => {
                let id = new_id();
                let json = crate::state::saved::SavedGame::from_state(&restored.state).to_json();
                let kept = storage::set(&storage::game_key(&id), &json).is_ok();
                if kept {
                    storage::remove(legacy);
                    if legacy == storage::LEGACY_GAME_KEY {
                        let _ = storage::set(storage::CURRENT_KEY, &id);
                    }
                }
                if let Some(animate) = restored.animate {
                    settings.animate = animate;
                    let _ = storage::set(storage::SETTINGS_KEY, &settings.to_json());
                }
            }
            Loaded::Unreadable(message) => notices.push(message),
            Loaded::Nothing => {}
        }
    }
}

/// A position shared by link (`?fen=...`), for two players; a bad one is explained.
fn shared_position(notices: &mut Vec<String>) -> Option<GameState> {
    let fen = browser::fen_in_address()?;
    browser::clear_address_query();
    keeping::shared_game(&fen).map_err(|e| notices.push(e)).ok()
}

/// A new game set up as asked, numbered for the library.
pub fn fresh(setup: GameSetup) -> (GameState, String) {
    (GameState::new(setup), new_id())
}
