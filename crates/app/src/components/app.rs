//! The page: the board between the players' strips, and beside it the moves, the controls, the
//! engine and the review; dialogs over it. The game state lives here, in a reducer (see
//! `state::game_state`); the hooks carry out its effects; the components only render it and
//! send actions.

use super::dialogs::confirm::ConfirmDialog;
use super::dialogs::games::GamesDialog;
use super::dialogs::new_game::NewGameDialog;
use super::dialogs::records::RecordsDialog;
use super::dialogs::settings::SettingsDialog;
use super::dialogs::shortcuts::ShortcutsDialog;
use super::dialogs::Dialog;
use super::page::{self, Page};
use super::toolbar::Confirm;
use crate::hooks::use_clock_tick::use_clock_tick;
use crate::hooks::use_engine::use_engine;
use crate::hooks::use_keyboard::{use_keyboard, Shortcut};
use crate::hooks::use_library::{keep_now, use_library};
use crate::hooks::use_openings::use_openings;
use crate::hooks::use_persistence::use_persistence;
use crate::hooks::use_sounds::use_sounds;
use crate::services::tabs::new_game_id;
use crate::services::{browser, startup, storage, tabs};
use crate::state::choice::Choice;
use crate::state::new_game_prefs::NewGamePrefs;
use crate::state::records::export::export_pgn;
use crate::state::settings::Settings;
use crate::state::{Action, GameSetup, GameState, Mode};
use chess_rules::Color;
use yew::prelude::*;

const NEW_GAME_KEY: &str = "chess-app/new-game";

fn stored_prefs() -> NewGamePrefs {
    storage::get(NEW_GAME_KEY)
        .map_or_else(NewGamePrefs::default, |text| NewGamePrefs::from_json(&text))
}

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    // Read once, at the first render; each piece of state below takes its part of it then.
    let start = use_memo((), |_| startup::startup());
    let state = use_reducer(|| start.state.clone());
    let game_id = use_state(|| start.id.clone());
    let tab = use_state(|| start.tab.clone());
    let settings = use_state(|| start.settings);
    let dialog = use_state(|| Dialog::None);
    let prefs = use_state(stored_prefs);
    let update_available = use_update_check();
    let engine = use_engine(&state);
    let openings_loaded = use_openings();
    use_clock_tick(&state);
    use_sounds(&state, settings.sound);
    use_test_hooks(&engine);
    use_kept_settings(&settings);

    // Switching games: the one left is kept first, the next gets its id and this tab's lease.
    let switch_to = {
        let (state, game_id, tab) = (state.clone(), game_id.clone(), tab.clone());
        Callback::from(move |(id, next): (String, GameState)| {
            tabs::release(&game_id, &tab);
            tabs::take(&id, &tab);
            game_id.set(id);
            state.dispatch(Action::Resume(Box::new(next)));
        })
    };
    let notify = {
        let dispatcher = state.dispatcher();
        Callback::from(move |message: String| dispatcher.dispatch(Action::ShowNotice(message)))
    };
    let library = use_library(&game_id, switch_to.clone(), notify.clone());
    let (keeping, keep_ours) = use_persistence(&state, &game_id, &tab, &library.handle);
    let load_latest = load_latest_callback(&state, &game_id);
    let dispatch: Callback<Action> = {
        let (state, game_id, library_handle) =
            (state.clone(), game_id.clone(), library.handle.clone());
        Callback::from(move |action: Action| {
            let action = action.read_ahead();
            if action.replaces_the_game() {
                keep_now(&library_handle, &game_id, &state);
                game_id.set(new_game_id());
            }
            state.dispatch(action);
        })
    };
    let close = {
        let dialog = dialog.clone();
        Callback::from(move |()| dialog.set(Dialog::None))
    };
    let on_confirm = {
        let dialog = dialog.clone();
        Callback::from(move |what: Confirm| dialog.set(Dialog::Confirm(what)))
    };
    use_shortcuts(&dialog, &dispatch, state.worth_confirming());

    let notice = keeping
        .problem
        .clone()
        .filter(|_| state.notice().is_none())
        .or_else(|| state.notice().map(str::to_string));
    let page = Page {
        state: &state,
        settings: &settings,
        dispatch: &dispatch,
        dialog: &dialog,
        on_confirm,
        openings_loaded,
        notice,
    };
    let dialogs = render_dialog(&DialogContext {
        dialog: &dialog,
        state: &state,
        settings: &settings,
        prefs: &prefs,
        dispatch: &dispatch,
        close: &close,
        library: &library,
        game_id: &game_id,
    });
    html! {
        <div class="app" data-page-theme={settings.page.name()} data-pieces={settings.pieces.name()}>
            { page::top_bar(state.worth_confirming(), &dialog, &library.refresh) }
            { page::banners(*update_available, keeping.changed_elsewhere.then_some((load_latest, keep_ours)), library.progress) }
            <main class="layout">
                { page.board_column() }
                { page.panel() }
            </main>
            { dialogs }
            <div class="sr-only" aria-live="polite" data-testid="announcer">{ state.announcement() }</div>
        </div>
    }
}

/// Loads this tab's game as another tab last saved it.
fn load_latest_callback(
    state: &UseReducerHandle<GameState>,
    game_id: &UseStateHandle<String>,
) -> Callback<()> {
    let (state, game_id) = (state.clone(), game_id.clone());
    Callback::from(move |()| {
        if let storage::Loaded::Game(latest) = storage::load_game(&storage::game_key(&game_id)) {
            state.dispatch(Action::Resume(Box::new(latest.state)));
        }
    })
}

/// Has a new version of the app been installed, waiting for a reload?
#[hook]
fn use_update_check() -> UseStateHandle<bool> {
    let update_available = use_state(|| false);
    {
        let update_available = update_available.clone();
        use_effect_with((), move |_| {
            browser::register_service_worker(move || update_available.set(true))
        });
    }
    update_available
}

/// Keeps the settings in the browser whenever they change.
#[hook]
fn use_kept_settings(settings: &Settings) {
    use_effect_with(settings.to_json(), |json| {
        let _ = storage::set(storage::SETTINGS_KEY, json);
    });
}

/// The keyboard shortcuts: game actions, a new game (asking first when one would be lost),
/// the shortcuts' list.
#[hook]
fn use_shortcuts(dialog: &UseStateHandle<Dialog>, dispatch: &Callback<Action>, ask_first: bool) {
    let (dialog, dispatch) = (dialog.clone(), dispatch.clone());
    use_keyboard(Callback::from(move |shortcut| match shortcut {
        Shortcut::Game(action) => dispatch.emit(action),
        Shortcut::NewGame if ask_first => dialog.set(Dialog::Confirm(Confirm::NewGame)),
        Shortcut::NewGame => dialog.set(Dialog::NewGame),
        Shortcut::Help => dialog.set(Dialog::Shortcuts),
    }));
}

/// What the dialogs need.
struct DialogContext<'a> {
    dialog: &'a UseStateHandle<Dialog>,
    state: &'a UseReducerHandle<GameState>,
    settings: &'a UseStateHandle<Settings>,
    prefs: &'a UseStateHandle<NewGamePrefs>,
    dispatch: &'a Callback<Action>,
    close: &'a Callback<()>,
    library: &'a crate::hooks::use_library::LibraryView,
    game_id: &'a UseStateHandle<String>,
}

fn render_dialog(context: &DialogContext) -> Html {
    let (state, dispatch, close, library) = (
        context.state,
        context.dispatch,
        context.close,
        context.library,
    );
    match (**context.dialog).clone() {
        Dialog::None => html! {},
        Dialog::NewGame => {
            let (prefs, dispatch, close) = (context.prefs.clone(), dispatch.clone(), close.clone());
            let on_start = Callback::from(move |(chosen, setup): (NewGamePrefs, GameSetup)| {
                let _ = storage::set(NEW_GAME_KEY, &chosen.to_json());
                prefs.set(chosen);
                dispatch.emit(Action::NewGame(setup));
                close.emit(());
            });
            html! { <NewGameDialog prefs={(**context.prefs).clone()} {on_start} on_close={context.close.clone()} /> }
        }
        Dialog::Confirm(what) => render_confirm(what, context.dialog, dispatch, close),
        Dialog::Records(tab) => {
            let computer = match state.mode() {
                Mode::VsComputer { .. } => state.mode(),
                _ => Mode::VsComputer {
                    human: Color::White,
                    level: context.prefs.level,
                },
            };
            html! {
                <RecordsDialog {tab} fen={state.viewed_position().to_fen()} pgn={export_pgn(state, &browser::today())}
                               computer_mode={computer} on_action={dispatch.clone()}
                               on_import_all={library.import_all.clone()} on_close={close.clone()} />
            }
        }
        Dialog::Games => {
            let unavailable = match &library.handle {
                Some(Err(reason)) => Some(format!(
                    "Your games cannot be kept in this browser: {reason}"
                )),
                _ => None,
            };
            let on_open = {
                let (open, close) = (library.open.clone(), close.clone());
                Callback::from(move |id| {
                    open.emit(id);
                    close.emit(());
                })
            };
            html! {
                <GamesDialog games={library.games.clone()} current={(**context.game_id).clone()} {unavailable}
                             deleted={library.deleted.clone().map(|g| g.summary)}
                             {on_open} on_delete={library.delete.clone()} on_undo_delete={library.undo_delete.clone()}
                             on_download_all={library.download_all.clone()} on_close={close.clone()} />
            }
        }
        Dialog::Settings => {
            let handle = context.settings.clone();
            let on_change = Callback::from(move |s| handle.set(s));
            html! { <SettingsDialog settings={**context.settings} {on_change} on_close={close.clone()} /> }
        }
        Dialog::Shortcuts => html! { <ShortcutsDialog on_close={close.clone()} /> },
    }
}

fn render_confirm(
    what: Confirm,
    dialog: &UseStateHandle<Dialog>,
    dispatch: &Callback<Action>,
    close: &Callback<()>,
) -> Html {
    let (title, message, button, action) = match what {
        Confirm::Resign => (
            "Resign?",
            "The game ends and your opponent wins.",
            "Resign",
            Some(Action::Resign),
        ),
        Confirm::AgreeDraw => (
            "Agree to a draw?",
            "Both players agree: the game ends in a draw.",
            "Agree to a draw",
            Some(Action::AgreeDraw),
        ),
        Confirm::NewGame => (
            "Leave this game?",
            "It stays in your Games, unfinished; you can open it again there.",
            "Leave and start a new game",
            None,
        ),
    };
    let on_confirm = {
        let (dialog, dispatch, close) = (dialog.clone(), dispatch.clone(), close.clone());
        Callback::from(move |()| match &action {
            Some(action) => {
                dispatch.emit(action.clone());
                close.emit(());
            }
            None => dialog.set(Dialog::NewGame),
        })
    };
    html! { <ConfirmDialog {title} {message} confirm={button} {on_confirm} on_cancel={close.clone()} /> }
}

/// The test hooks (`?test-hooks`, in a build with the `test-hooks` feature): a panic in the
/// page, and the engine's workers killed or crashed, so tests can check the app survives them.
/// Nothing without the parameter, and nothing at all in the shipped build.
#[cfg(feature = "test-hooks")]
#[hook]
fn use_test_hooks(engine: &crate::services::engine::EngineService) {
    let engine = engine.clone();
    use_effect_with((), move |_| {
        if browser::query_param("test-hooks").is_some() {
            crate::services::test_hooks::install(engine);
        }
    });
}

/// Without the `test-hooks` feature: nothing.
#[cfg(not(feature = "test-hooks"))]
#[hook]
fn use_test_hooks(_engine: &crate::services::engine::EngineService) {}
