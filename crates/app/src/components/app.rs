//! The page: the board between the players' strips, and beside it the moves, the controls, the
//! engine and the review; dialogs over it. The game state lives here, in a reducer (see
//! `state::game_state`); the hooks carry out its effects; the components only render it and
//! send actions.

use super::analysis::AnalysisPanel;
use super::board::Board;
use super::dialogs::confirm::ConfirmDialog;
use super::dialogs::games::GamesDialog;
use super::dialogs::new_game::{level_label, NewGameDialog};
use super::dialogs::records::{RecordsDialog, RecordsTab};
use super::dialogs::settings::SettingsDialog;
use super::dialogs::shortcuts::ShortcutsDialog;
use super::eval_bar::EvalBar;
use super::move_input::MoveInput;
use super::move_list::MoveList;
use super::player_strip::PlayerStrip;
use super::review::ReviewPanel;
use super::status::Status;
use super::toast::Toast;
use super::toolbar::{Confirm, Toolbar};
use crate::hooks::use_clock_tick::use_clock_tick;
use crate::hooks::use_engine::use_engine;
use crate::hooks::use_keyboard::{use_keyboard, Shortcut};
use crate::hooks::use_library::{is_new_game, keep_now, new_game_id, use_library};
use crate::hooks::use_openings::use_openings;
use crate::hooks::use_persistence::use_persistence;
use crate::hooks::use_sounds::use_sounds;
use crate::services::{browser, startup, storage, tabs};
use crate::state::game_state::Question;
use crate::state::material::captured;
use crate::state::new_game_prefs::NewGamePrefs;
use crate::state::records::{export_pgn, player_names};
use crate::state::settings::Settings;
use crate::state::{board_view, openings, Action, GameState, Mode, MoveSource};
use chess_rules::{Color, Outcome};
use yew::prelude::*;

/// The dialog open over the page, if any.
#[derive(Clone, Debug, PartialEq)]
enum Dialog {
    None,
    NewGame,
    Confirm(Confirm),
    Records(RecordsTab),
    Games,
    Settings,
    Shortcuts,
}

const NEW_GAME_KEY: &str = "chess-app/new-game";

fn stored_prefs() -> NewGamePrefs {
    storage::get(NEW_GAME_KEY)
        .map_or_else(NewGamePrefs::default, |text| NewGamePrefs::from_json(&text))
}

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    let start = use_memo((), |_| std::cell::RefCell::new(Some(startup::startup())));
    let first = start.borrow_mut().take();
    let (first_state, first_id, tab, first_settings) = match first {
        Some(s) => (Some(s.state), s.id, s.tab, s.settings),
        None => (None, String::new(), String::new(), Settings::default()),
    };
    let state = use_reducer(move || first_state.unwrap_or_default());
    let game_id = use_state(|| first_id);
    let tab = use_state(|| tab);
    let settings = use_state(|| first_settings);
    let dialog = use_state(|| Dialog::None);
    let prefs = use_state(stored_prefs);
    let update_available = use_state(|| false);
    let engine = use_engine(&state);
    let openings_loaded = use_openings();
    use_clock_tick(&state);
    use_sounds(&state, settings.sound);
    use_test_hooks(&engine);
    {
        let update_available = update_available.clone();
        use_effect_with((), move |_| {
            browser::register_service_worker(move || update_available.set(true))
        });
    }
    {
        let json = settings.to_json();
        use_effect_with(json, |json| {
            let _ = storage::set(storage::SETTINGS_KEY, json);
        });
    }

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
    let library = use_library(switch_to.clone(), notify.clone());
    let keeping = use_persistence(&state, &game_id, &tab, &library.handle);
    let dispatch: Callback<Action> = {
        let (state, game_id, library_handle) =
            (state.clone(), game_id.clone(), library.handle.clone());
        Callback::from(move |action: Action| {
            if is_new_game(&action) && replaces_the_game(&action) {
                keep_now(&library_handle, &game_id, &state);
                game_id.set(new_game_id());
            }
            state.dispatch(action);
        })
    };
    let open_dialog = |which: Dialog| {
        let dialog = dialog.clone();
        Callback::from(move |_: MouseEvent| dialog.set(which.clone()))
    };
    let close = {
        let dialog = dialog.clone();
        Callback::from(move |()| dialog.set(Dialog::None))
    };
    let on_confirm = {
        let dialog = dialog.clone();
        Callback::from(move |what: Confirm| dialog.set(Dialog::Confirm(what)))
    };
    {
        let (dialog, dispatch, in_progress) =
            (dialog.clone(), dispatch.clone(), state.in_progress());
        use_keyboard(Callback::from(move |shortcut| match shortcut {
            Shortcut::Game(action) => dispatch.emit(action),
            Shortcut::NewGame if in_progress => dialog.set(Dialog::Confirm(Confirm::NewGame)),
            Shortcut::NewGame => dialog.set(Dialog::NewGame),
            Shortcut::Help => dialog.set(Dialog::Shortcuts),
        }));
    }

    let view = board_view(&state);
    let animate = settings.animate && state.last_move_source() != MoveSource::Drag;
    let game = state.game();
    let position = state.viewed_position();
    let [white_taken, black_taken] = captured(position.board());
    let (white_name, black_name) = match state
        .tags()
        .iter()
        .find(|(n, _)| n == "White")
        .zip(state.tags().iter().find(|(n, _)| n == "Black"))
    {
        Some(((_, w), (_, b)))
            if state.mode() == Mode::Analysis || state.mode() == Mode::TwoPlayers =>
        {
            (w.clone(), b.clone())
        }
        _ => player_names(state.mode()),
    };
    let name_of = |color: Color| match (state.mode(), color) {
        (Mode::VsComputer { human, level }, c) if c != human => {
            format!("Computer · {}", level_label(level))
        }
        (Mode::VsComputer { .. }, _) => "You".to_string(),
        (_, Color::White) => white_name.clone(),
        (_, Color::Black) => black_name.clone(),
    };
    let clock_of = |color: Color| {
        state
            .clock()
            .map(|c| (c.left(color), c.running() == Some(color), c.is_low(color)))
    };
    let to_move = |color: Color| state.in_progress() && game.position().turn() == color;
    let strip = |place: &'static str, color: Color| {
        let taken = if color == Color::White {
            white_taken.clone()
        } else {
            black_taken.clone()
        };
        html! { <PlayerStrip {place} {color} name={name_of(color)} clock={clock_of(color)} captured={taken} to_move={to_move(color)} /> }
    };
    let (analysis_on, _) = state.analysis();
    let lines = state.analysis_lines().map(<[_]>::to_vec);
    let eval = analysis_on.then(|| {
        let score = lines.as_ref().and_then(|l| l.first()).map(|l| l.score);
        html! { <EvalBar {score} orientation={state.orientation()} /> }
    });
    let opening = openings_loaded
        .then(|| openings::of_line(state.tree(), state.cursor()))
        .flatten()
        .map(|o| o.label());
    let pending = render_pending(&state, &dispatch);
    let ended = render_game_end(&state, &dispatch, &dialog);
    let opponent = match state.mode() {
        Mode::VsComputer { level, .. } => Some(format!("Computer: {}", level_label(level))),
        _ => None,
    };
    let can_hint = state.movable_color().is_some()
        && !state.engine_thinking()
        && state.engine().hint_pending.is_none();
    let can_review = !state.in_progress() && !game.is_empty();
    let notice = keeping
        .problem
        .clone()
        .filter(|_| state.notice().is_none())
        .or_else(|| state.notice().map(str::to_string));
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
    let page_theme = settings.page.name();
    html! {
        <div class="app" data-page-theme={page_theme} data-pieces={settings.pieces.name()}>
            <header class="topbar">
                <h1 class="title">{ "Chess" }</h1>
                <nav class="menu" aria-label="Menu">
                    <button type="button" onclick={if state.in_progress() { open_dialog(Dialog::Confirm(Confirm::NewGame)) } else { open_dialog(Dialog::NewGame) }}>{ "New game" }</button>
                    <button type="button" onclick={{ let refresh = library.refresh.clone(); let open = open_dialog(Dialog::Games); Callback::from(move |e| { refresh.emit(()); open.emit(e) }) }}>{ "Games" }</button>
                    <button type="button" onclick={open_dialog(Dialog::Records(RecordsTab::Import))}>{ "Import" }</button>
                    <button type="button" onclick={open_dialog(Dialog::Records(RecordsTab::Export))}>{ "Export" }</button>
                    <button type="button" onclick={open_dialog(Dialog::Settings)}>{ "Settings" }</button>
                    <button type="button" aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)" onclick={open_dialog(Dialog::Shortcuts)}>{ "?" }</button>
                </nav>
            </header>
            if *update_available {
                <div class="banner" data-testid="update" role="status">
                    { "A new version of the app is ready. " }
                    <button type="button" onclick={Callback::from(|_| browser::apply_update())}>{ "Update available: reload" }</button>
                </div>
            }
            if keeping.changed_elsewhere {
                <div class="banner" data-testid="changed-elsewhere" role="status">
                    { "This game was changed in another tab. " }
                    <button type="button" onclick={Callback::from(|_| { if let Some(w) = web_sys::window() { let _ = w.location().reload(); } })}>{ "Load the latest" }</button>
                </div>
            }
            <main class="layout">
                <section class="board-column" aria-label="Board">
                    { strip("top", !state.orientation()) }
                    <div class={classes!("board-row", analysis_on.then_some("with-eval"))}>
                        { for eval }
                        <Board {view} {animate} theme={settings.board} pieces={settings.pieces}
                               coordinates={settings.coordinates} on_action={dispatch.clone()} />
                        <Toast message={notice} on_dismiss={dispatch.reform(|_| Action::DismissNotice)} />
                    </div>
                    { strip("bottom", state.orientation()) }
                    <Status game={game.clone()} viewing_earlier={!state.at_end()} analysis={state.mode() == Mode::Analysis} />
                </section>
                <aside class="panel">
                    <p class="opening" data-testid="opening">{ opening.unwrap_or_default() }</p>
                    { pending }
                    <MoveList tree={state.tree().clone()} cursor={state.cursor()} review={state.review().clone()}
                              figurines={settings.figurines} on_navigate={dispatch.reform(Action::Navigate)} />
                    <Toolbar can_undo={!game.is_empty() && state.mode() != Mode::Analysis} in_progress={state.in_progress()}
                             vs_computer={matches!(state.mode(), Mode::VsComputer { .. })}
                             claimable_draw={game.claimable_draw().filter(|_| state.in_progress()).map(|r| Outcome::Draw(r).reason().to_string())}
                             at_start={state.cursor() == chess_rules::MoveTree::ROOT}
                             at_end={state.tree().node(state.cursor()).children.is_empty()}
                             on_action={dispatch.clone()} {on_confirm} />
                    { render_tree_tools(&state, &dispatch) }
                    <MoveInput on_submit={dispatch.reform(Action::PlayText)} />
                    { ended }
                    <AnalysisPanel thinking={state.engine_thinking()} {opponent} {can_hint}
                                   hint_pending={state.engine().hint_pending.is_some()} analysis={state.analysis()}
                                   lines={lines} position={position.clone()} figurines={settings.figurines}
                                   on_action={dispatch.clone()} />
                    <ReviewPanel review={state.review().clone()} can_start={can_review} cursor={state.cursor()}
                                 mistakes={state.mistakes().len()} learning={state.learning()} on_action={dispatch.clone()} />
                </aside>
            </main>
            { dialogs }
            <div class="sr-only" aria-live="polite" data-testid="announcer">{ state.announcement() }</div>
        </div>
    }
}

/// Does this action really replace the game (a bad import does not)?
fn replaces_the_game(action: &Action) -> bool {
    match action {
        Action::Import { text, .. } => crate::state::records::read_record(text).is_ok(),
        _ => true,
    }
}

/// The move that waits for the player's word: discard later moves, or claim a draw.
fn render_pending(state: &GameState, dispatch: &Callback<Action>) -> Html {
    let Some(pending) = state.pending() else {
        return html! {};
    };
    let act = |action: Action| dispatch.reform(move |_: MouseEvent| action.clone());
    match pending.question {
        Question::Discard(later) => {
            let plural = if later == 1 { "" } else { "s" };
            html! {
                <div class="question" role="group" aria-labelledby="discard-title">
                    <p id="discard-title">{ format!("Play {} here? The {later} later move{plural} will be taken back.", pending.san) }</p>
                    <button type="button" onclick={act(Action::ConfirmDiscard)}>{ "Play and discard" }</button>
                    <button type="button" onclick={act(Action::CancelDiscard)}>{ "Cancel" }</button>
                </div>
            }
        }
        Question::ClaimDraw(reason) => html! {
            <div class="question" role="group" aria-labelledby="claim-title">
                <p id="claim-title">{ format!("{} brings a draw by {}: you may claim it with the move.", pending.san, Outcome::Draw(reason).reason()) }</p>
                <button type="button" onclick={act(Action::PlayAndClaimDraw)}>{ "Play and claim draw" }</button>
                <button type="button" onclick={act(Action::PlayWithoutClaim)}>{ "Just play" }</button>
                <button type="button" onclick={act(Action::CancelDiscard)}>{ "Cancel" }</button>
            </div>
        },
    }
}

/// At the end of a game: review it, a rematch, a new game.
fn render_game_end(
    state: &GameState,
    dispatch: &Callback<Action>,
    dialog: &UseStateHandle<Dialog>,
) -> Html {
    if state.outcome().is_none() || state.mode() == Mode::Analysis {
        return html! {};
    }
    let rematch = {
        let mut setup = state.setup();
        if let Mode::VsComputer { human, level } = setup.mode {
            setup.mode = Mode::VsComputer {
                human: !human,
                level,
            };
        }
        setup.chess960 = setup
            .chess960
            .map(|_| (js_sys::Math::random() * 960.0) as u16 % 960);
        dispatch.reform(move |_: MouseEvent| Action::NewGame(setup))
    };
    let new_game = {
        let dialog = dialog.clone();
        Callback::from(move |_: MouseEvent| dialog.set(Dialog::NewGame))
    };
    html! {
        <div class="game-end" role="group" aria-label="Game over">
            <button type="button" onclick={dispatch.reform(|_: MouseEvent| Action::Review(crate::state::review::ReviewAction::Start))}>{ "Review game" }</button>
            <button type="button" onclick={dispatch.reform(|_: MouseEvent| Action::Analyse)}>{ "Analyse" }</button>
            <button type="button" onclick={rematch}>{ "Rematch" }</button>
            <button type="button" onclick={new_game}>{ "New game" }</button>
        </div>
    }
}

/// Editing the tree at the move shown: promote, make main line, delete, comment.
fn render_tree_tools(state: &GameState, dispatch: &Callback<Action>) -> Html {
    let node = state.cursor();
    if node == chess_rules::MoveTree::ROOT || state.is_linear() {
        return html! {};
    }
    let main = state.tree().is_main_line(node);
    let act = |action: Action| dispatch.reform(move |_: MouseEvent| action.clone());
    let on_comment = dispatch.reform(|event: Event| {
        let text = event
            .target_dyn_into::<web_sys::HtmlInputElement>()
            .map(|i| i.value())
            .unwrap_or_default();
        Action::SetComment(text)
    });
    let comment = state.tree().node(node).comment.clone().unwrap_or_default();
    html! {
        <div class="tree-tools" role="group" aria-label="This move">
            if !main {
                <button type="button" onclick={act(Action::PromoteVariation(node))}>{ "Promote variation" }</button>
                <button type="button" onclick={act(Action::MakeMainLine(node))}>{ "Make main line" }</button>
            }
            <button type="button" onclick={act(Action::DeleteFrom(node))}>{ "Delete from here" }</button>
            <input type="text" class="comment-input" aria-label="Comment on this move" placeholder="Comment on this move"
                   value={comment} onchange={on_comment} onkeydown={Callback::from(|e: KeyboardEvent| e.stop_propagation())} />
        </div>
    }
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
            let on_start = Callback::from(move |chosen: NewGamePrefs| {
                let _ = storage::set(NEW_GAME_KEY, &chosen.to_json());
                prefs.set(chosen);
                dispatch.emit(Action::NewGame(chosen.setup(js_sys::Math::random())));
                close.emit(());
            });
            html! { <NewGameDialog prefs={**context.prefs} {on_start} on_close={context.close.clone()} /> }
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
                             progress={library.progress} deleted={library.deleted.clone().map(|g| g.summary)}
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

/// The test hooks (`?test-hooks`): a panic in the page, and the engine's workers killed or
/// crashed, so tests can check the app survives them. Nothing without the parameter.
#[hook]
fn use_test_hooks(engine: &crate::services::engine::EngineService) {
    let engine = engine.clone();
    use_effect_with((), move |_| {
        if browser::query_param("test-hooks").is_some() {
            crate::services::test_hooks::install(engine);
        }
    });
}
