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
use super::editor::EditorScreen;
use super::page::{self, Page};
use super::puzzles::PuzzlesScreen;
use super::start::StartChoices;
use crate::hooks::use_clock_tick::use_clock_tick;
use crate::hooks::use_engine::use_engine;
use crate::hooks::use_keyboard::{use_keyboard, Shortcut};
use crate::hooks::use_language::{use_language, Spoken};
use crate::hooks::use_library::use_library;
use crate::hooks::use_opening_names::use_opening_names;
use crate::hooks::use_openings::use_openings;
use crate::hooks::use_persistence::use_persistence;
use crate::hooks::use_sounds::use_sounds;
use crate::hooks::use_stored::use_stored;
use crate::hooks::use_style::use_board_room;
use crate::services::library_db::{keep_now, LibraryHandle};
use crate::services::tabs::new_game_id;
use crate::services::{browser, startup, storage, tabs};
use crate::state::choice::Choice;
use crate::state::new_game_prefs::NewGamePrefs;
use crate::state::records::export::export_pgn;
use crate::state::shell::{Away, Confirm, Dialog, Home, Screen, Shell, ShellAction};
use crate::state::translate::retranslated;
use crate::state::translate::{tr, tr_with};
use crate::state::{Action, GameSetup, GameState, Mode};
use chess_rules::Color;
use yew::prelude::*;

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    // Read once, at the first render: the game and the page around it.
    let start = use_memo((), |_| startup::startup());
    let state = use_reducer(|| start.state.clone());
    let shell = use_reducer(|| start.shell.clone());
    let update_available = use_update_check();
    let engine = use_engine(&state);
    let openings_loaded = use_openings(shell.screen == Screen::Game);
    use_clock_tick(&state);
    use_sounds(&state, shell.settings.sound, shell.settings.sounds);
    use_test_hooks(&engine);
    use_kept_choices(&shell);
    // The language spoken: the top bar (rendered here) and the components below follow it.
    let language = {
        let dispatcher = state.dispatcher();
        let speak_again = Callback::from(move |()| dispatcher.dispatch(Action::SpeakAgain));
        use_language(shell.settings.language, speak_again)
    };

    // Switching games: the next gets its id and this tab's lease (the one left is kept by the
    // library's copy as the id changes: see `use_persistence`).
    let switch_to = {
        let (state, shell) = (state.clone(), shell.clone());
        Callback::from(move |(id, next): (String, GameState)| {
            tabs::release(&shell.game_id, &shell.tab);
            tabs::take(&id, &shell.tab);
            shell.dispatch(ShellAction::SwitchTo(id));
            state.dispatch(Action::Resume(Box::new(next)));
        })
    };
    let notify = {
        let dispatcher = state.dispatcher();
        Callback::from(move |message: String| dispatcher.dispatch(Action::ShowNotice(message)))
    };
    let library = use_library(&shell.game_id, switch_to.clone(), notify.clone());
    use_opening_names(&library.handle, openings_loaded, library.refresh.clone());
    let (keeping, keep_ours) = use_persistence(&state, &shell.game_id, &shell.tab, &library.handle);
    let load_latest = load_latest_callback(&state, &shell.game_id);
    let dispatch = game_dispatch(&state, &shell, &library.handle);
    let to_shell = shell_dispatch(&state, &shell, &library.handle);
    let away = shell.screen.away().is_some();
    use_shortcuts(&to_shell, &dispatch, state.worth_confirming(), away);

    let notice = keeping
        .problem
        .clone()
        .filter(|_| state.notice().is_none())
        .or_else(|| state.notice().map(str::to_string))
        .map(|notice| retranslated(&notice));
    let start = shell.home.shown(state.tree().move_count() > 0).then(|| {
        html! {
            <StartChoices game_in_progress={state.worth_confirming()} prefs={shell.prefs.clone()}
                          shell={to_shell.clone()} dispatch={dispatch.clone()} />
        }
    });
    let page = Page {
        state: &state,
        settings: &shell.settings,
        dispatch: &dispatch,
        shell: &to_shell,
        openings_loaded,
        notice,
        start,
    };
    let dialogs = render_dialog(&DialogContext {
        shell: &shell,
        to_shell: &to_shell,
        state: &state,
        dispatch: &dispatch,
        library: &library,
    });
    let open_games = open_games_callback(&library, &shell, &state);
    let settings = shell.settings;
    use_board_room(settings.board_size, settings.zen);
    html! {
        <ContextProvider<Spoken> context={Spoken(language)}>
        <div class={classes!("app", settings.zen.then_some("zen"))}
             data-page-theme={settings.page.name()} data-pieces={settings.pieces.name()}>
            { page::top_bar(state.worth_confirming(), &state.viewed_position().to_fen(), &to_shell, &open_games, settings.zen) }
            { page::banners(*update_available, keeping.changed_elsewhere.then_some((load_latest, keep_ours)), library.progress) }
            { match &shell.screen {
                Screen::Editor(fen) => render_editor(fen, &shell, &to_shell, &dispatch),
                Screen::Puzzles(wanted) => html! {
                    <PuzzlesScreen wanted={wanted.clone()} settings={shell.settings} library={library.handle.clone()}
                                   on_close={to_shell.reform(|()| ShellAction::BackToGame)} />
                },
                Screen::Game => html! {
                    <main class="layout">{ page.board_column() }{ page.panel() }</main>
                },
            } }
            { dialogs }
            <div class="sr-only" aria-live="polite" data-testid="announcer">{ state.announcement() }</div>
        </div>
        </ContextProvider<Spoken>>
    }
}

/// Where the game's actions go: a move on the board puts the start choices away; an action
/// that replaces the game keeps it in the library first and gives the next one its id.
fn game_dispatch(
    state: &UseReducerHandle<GameState>,
    shell: &UseReducerHandle<Shell>,
    library: &LibraryHandle,
) -> Callback<Action> {
    let (state, shell, library) = (state.clone(), shell.clone(), library.clone());
    Callback::from(move |action: Action| {
        let action = action.read_ahead();
        let on_the_board = matches!(
            action,
            Action::ClickSquare(_) | Action::Drop { .. } | Action::PlayText(_)
        );
        if on_the_board && shell.home != Home::Hidden {
            shell.dispatch(ShellAction::LeaveHome);
        }
        if action.replaces_the_game() {
            keep_current_game(&library, &shell, &state);
            shell.dispatch(ShellAction::SwitchTo(new_game_id()));
        }
        state.dispatch(action);
    })
}

/// Where the page's actions go: the game is kept before another screen opens (a review just
/// finished is read from the library by "Your mistakes").
fn shell_dispatch(
    state: &UseReducerHandle<GameState>,
    shell: &UseReducerHandle<Shell>,
    library: &LibraryHandle,
) -> Callback<ShellAction> {
    let (state, shell, library) = (state.clone(), shell.clone(), library.clone());
    Callback::from(move |action: ShellAction| {
        if matches!(action, ShellAction::Show { .. }) {
            keep_current_game(&library, &shell, &state);
        }
        shell.dispatch(action)
    })
}

/// Keeps the game as it is now under its id as it is now. Both are read from the handles at the
/// call, never one from a render and the other now: the handles read the latest dispatch, so
/// an id kept from a render may already be the game left's (a game opened was once written
/// under the id of the game left that way, by the library's delayed copy).
fn keep_current_game(
    library: &LibraryHandle,
    shell: &UseReducerHandle<Shell>,
    state: &UseReducerHandle<GameState>,
) {
    keep_now(library, &shell.game_id, state);
}

/// The board editor in place of the game: a game or an analysis from its position replaces
/// the game (which is kept in the library first, as any new game).
fn render_editor(
    fen: &str,
    shell: &Shell,
    to_shell: &Callback<ShellAction>,
    dispatch: &Callback<Action>,
) -> Html {
    let on_start = {
        let (to_shell, dispatch) = (to_shell.clone(), dispatch.clone());
        Callback::from(move |setup: GameSetup| {
            to_shell.emit(ShellAction::BackToGame);
            dispatch.emit(Action::NewGame(setup));
        })
    };
    let on_close = to_shell.reform(|()| ShellAction::BackToGame);
    html! {
        <EditorScreen fen={fen.to_string()} settings={shell.settings} level={shell.prefs.level}
                      {on_start} {on_close} />
    }
}

/// Reads the games list showing this game as it is now (its library copy waits a moment after
/// each change): it is kept first, then the list is read.
fn open_games_callback(
    library: &crate::hooks::use_library::LibraryView,
    shell: &UseReducerHandle<Shell>,
    state: &UseReducerHandle<GameState>,
) -> Callback<()> {
    let (handle, shell, state, refresh) = (
        library.handle.clone(),
        shell.clone(),
        state.clone(),
        library.refresh.clone(),
    );
    Callback::from(move |()| {
        keep_current_game(&handle, &shell, &state);
        refresh.emit(());
    })
}

/// Loads this tab's game as another tab last saved it.
fn load_latest_callback(state: &UseReducerHandle<GameState>, game_id: &str) -> Callback<()> {
    let (state, key) = (state.clone(), storage::game_key(game_id));
    Callback::from(move |()| {
        if let storage::Loaded::Game(latest) = storage::load_game(&key) {
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

/// Keeps the settings and the last new game's choices in the browser whenever they change.
#[hook]
fn use_kept_choices(shell: &Shell) {
    use_stored(storage::SETTINGS_KEY, shell.settings.to_json());
    use_stored(storage::NEW_GAME_KEY, shell.prefs.to_json());
}

/// The keyboard shortcuts: game actions, a new game (asking first when one would be lost),
/// the shortcuts' list.
#[hook]
fn use_shortcuts(
    shell: &Callback<ShellAction>,
    dispatch: &Callback<Action>,
    game_in_progress: bool,
    away: bool,
) {
    let (shell, dispatch) = (shell.clone(), dispatch.clone());
    use_keyboard(Callback::from(move |shortcut| match shortcut {
        // The game's keys do nothing to a game that is not shown.
        Shortcut::Game(_) if away => {}
        Shortcut::Game(action) => dispatch.emit(action),
        Shortcut::NewGame => shell.emit(ShellAction::AskForNewGame { game_in_progress }),
        Shortcut::Help => shell.emit(ShellAction::Open(Dialog::Shortcuts)),
        Shortcut::Zen => shell.emit(ShellAction::ToggleZen),
    }));
}

/// What the dialogs need.
struct DialogContext<'a> {
    shell: &'a Shell,
    to_shell: &'a Callback<ShellAction>,
    state: &'a UseReducerHandle<GameState>,
    dispatch: &'a Callback<Action>,
    library: &'a crate::hooks::use_library::LibraryView,
}

fn render_dialog(context: &DialogContext) -> Html {
    let (shell, to_shell, dispatch) = (context.shell, context.to_shell, context.dispatch);
    let close = to_shell.reform(|()| ShellAction::Close);
    match shell.dialog.clone() {
        Dialog::None => html! {},
        Dialog::NewGame => {
            let (to_shell, dispatch) = (to_shell.clone(), dispatch.clone());
            let on_start = Callback::from(move |(chosen, setup): (NewGamePrefs, GameSetup)| {
                to_shell.emit(ShellAction::Started(chosen));
                dispatch.emit(Action::NewGame(setup));
            });
            html! { <NewGameDialog prefs={shell.prefs.clone()} {on_start} on_close={close} /> }
        }
        Dialog::Confirm(what) => render_confirm(what, to_shell, dispatch),
        Dialog::Records(tab) => {
            let state = context.state;
            let computer = match state.mode() {
                Mode::VsComputer { .. } => state.mode(),
                _ => Mode::VsComputer {
                    human: Color::White,
                    level: shell.prefs.level,
                },
            };
            html! {
                <RecordsDialog {tab} fen={state.viewed_position().to_fen()} pgn={export_pgn(state, &browser::today())}
                               computer_mode={computer} on_action={dispatch.clone()}
                               on_import_all={context.library.import_all.clone()}
                               on_add_rest={context.library.add_all.clone()} on_close={close} />
            }
        }
        Dialog::Games => render_games(context.library, &shell.game_id, close),
        Dialog::Settings => {
            let on_change = to_shell.reform(ShellAction::ChangeSettings);
            html! { <SettingsDialog settings={shell.settings} {on_change} on_close={close} /> }
        }
        Dialog::Shortcuts => html! { <ShortcutsDialog on_close={close} /> },
    }
}

/// The games list: opening one closes the list.
fn render_games(
    library: &crate::hooks::use_library::LibraryView,
    current: &str,
    close: Callback<()>,
) -> Html {
    let unavailable = match &library.handle {
        Some(Err(reason)) => Some(tr_with(
            "games-unavailable",
            &[("reason", reason.as_str().into())],
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
        <GamesDialog games={library.games.clone()} current={current.to_string()} {unavailable}
                     deleted={library.deleted.clone().map(|g| g.summary)}
                     {on_open} on_delete={library.delete.clone()} on_undo_delete={library.undo_delete.clone()}
                     on_download_all={library.download_all.clone()} on_close={close} />
    }
}

/// Asks before resigning, agreeing a draw or leaving the game; a yes carries out the game's
/// action (if any) and moves the shell on (see `Shell::apply`).
fn render_confirm(
    what: Confirm,
    to_shell: &Callback<ShellAction>,
    dispatch: &Callback<Action>,
) -> Html {
    let asked = match what {
        Confirm::Resign => "resign",
        Confirm::AgreeDraw => "agree-draw",
        Confirm::NewGame => "new-game",
        Confirm::LeaveFor(Away::Editor) => "leave-for-editor",
        Confirm::LeaveFor(Away::Puzzles) => "leave-for-puzzles",
    };
    let [title, message, button] =
        ["title", "message", "button"].map(|part| tr(&format!("confirm-{asked}-{part}")));
    let on_confirm = {
        let (to_shell, dispatch) = (to_shell.clone(), dispatch.clone());
        Callback::from(move |()| {
            if let Some(action) = what.game_action() {
                dispatch.emit(action);
            }
            to_shell.emit(ShellAction::Confirmed);
        })
    };
    let on_cancel = to_shell.reform(|()| ShellAction::Close);
    html! { <ConfirmDialog {title} {message} confirm={button} {on_confirm} {on_cancel} /> }
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
