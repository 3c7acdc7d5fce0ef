//! The page: the board, and around it the status, move list, controls and move box. The game
//! state lives here, in a reducer; the components only render it and send actions.

use crate::components::board::Board;
use crate::components::controls::Controls;
use crate::components::engine_panel::EnginePanel;
use crate::components::move_input::MoveInput;
use crate::components::move_list::MoveList;
use crate::components::new_game::{level_label, ComputerPrefs, NewGame};
use crate::components::notice::Notice;
use crate::components::records::Records;
use crate::components::status::Status;
use crate::services::browser;
use crate::services::engine::{EngineWorker, LineHandler};
use crate::services::storage::{self, Restored};
use crate::state::records::export_pgn;
use crate::state::saved::SavedGame;
use crate::state::{board_view, Action, GameState, Mode, MoveSource, Navigation, Purpose};
use chess_rules::{DrawReason, Game, Outcome};
use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

impl Reducible for GameState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = Rc::unwrap_or_clone(self);
        next.apply(action);
        Rc::new(next)
    }
}

/// The action a key pressed outside any text box or square stands for.
fn shortcut(key: &str) -> Option<Action> {
    Some(match key {
        "ArrowLeft" => Action::Navigate(Navigation::Back),
        "ArrowRight" => Action::Navigate(Navigation::Forward),
        "ArrowUp" | "Home" => Action::Navigate(Navigation::Start),
        "ArrowDown" | "End" => Action::Navigate(Navigation::End),
        "f" | "F" => Action::Flip,
        "Escape" => Action::CancelPromotion,
        _ => return None,
    })
}

/// Keys typed in a text box, or on a focused square, belong to them.
fn key_belongs_to_target(event: &KeyboardEvent) -> bool {
    let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
        return false;
    };
    matches!(target.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
        || target
            .closest("[data-square], [role=dialog]")
            .ok()
            .flatten()
            .is_some()
}

fn draw_name(reason: DrawReason) -> String {
    Outcome::Draw(reason).reason().to_string()
}

/// The engine's two workers: one plays its moves (and finds hints), one analyses.
#[derive(Clone, PartialEq)]
struct Engines {
    player: EngineWorker,
    analyst: EngineWorker,
}

/// An engine move that comes back quicker than this waits a little, so the reply is seen.
const MIN_REPLY_MS: f64 = 450.0;
/// How long analysis and hints think.
const ANALYSIS_MS: u64 = 30_000;
const HINT_MS: u64 = 1_500;
const FULL_STRENGTH: u8 = 9;

/// Turns the workers' lines into actions.
fn line_handler(dispatcher: UseReducerDispatcher<GameState>, min_reply_ms: f64) -> LineHandler {
    Rc::new(move |id: u32, line: String, elapsed: f64| {
        if id == 0 {
            dispatcher.dispatch(Action::ShowNotice(
                line.trim_start_matches("error ").to_string(),
            ));
            return;
        }
        let wait = if line.starts_with("bestmove") {
            min_reply_ms - elapsed
        } else {
            0.0
        };
        let action = Action::EngineLine { id, line };
        if wait > 1.0 {
            let dispatcher = dispatcher.clone();
            Timeout::new(wait as u32, move || dispatcher.dispatch(action)).forget();
        } else {
            dispatcher.dispatch(action);
        }
    })
}

/// The UCI commands for a search of the position after `plies` moves of `game`.
fn search_commands(game: &Game, plies: usize, skill: u8, go: String) -> Vec<String> {
    let moves: Vec<String> = game.history()[..plies]
        .iter()
        .map(|played| played.mv.to_string())
        .collect();
    vec![
        format!("setoption name Skill Level value {skill}"),
        format!(
            "position fen {} moves {}",
            game.start_position().to_fen(),
            moves.join(" ")
        ),
        go,
    ]
}

/// Sends the engines what the state asks for, and stops searches nobody waits for any more.
fn sync_engines(
    state: &GameState,
    engines: &Engines,
    dispatcher: &UseReducerDispatcher<GameState>,
) {
    let computer = state.computer();
    for worker in [&engines.player, &engines.analyst] {
        if worker
            .busy()
            .is_some_and(|id| computer.purpose_of(id).is_none())
        {
            worker.restart();
        }
    }
    let game = state.game();
    if let (true, Mode::VsComputer { level, .. }) = (state.wants_engine_move(), state.mode()) {
        let movetime = chess_engine::Level::number(level).movetime_ms;
        let commands = search_commands(game, game.len(), level, format!("go movetime {movetime}"));
        let id = engines.player.request(&commands);
        dispatcher.dispatch(Action::EngineRequested {
            purpose: Purpose::Move,
            id,
        });
    } else if state.wants_hint() && engines.player.busy().is_none() {
        let commands = search_commands(
            game,
            state.cursor(),
            FULL_STRENGTH,
            format!("go movetime {HINT_MS}"),
        );
        let id = engines.player.request(&commands);
        dispatcher.dispatch(Action::EngineRequested {
            purpose: Purpose::Hint,
            id,
        });
    }
    if state.wants_analysis() {
        if engines.analyst.busy().is_some() {
            engines.analyst.restart();
        }
        let commands = search_commands(
            game,
            state.cursor(),
            FULL_STRENGTH,
            format!("go movetime {ANALYSIS_MS}"),
        );
        let id = engines.analyst.request(&commands);
        dispatcher.dispatch(Action::EngineRequested {
            purpose: Purpose::Analysis,
            id,
        });
    }
}

/// The state to start with: a position shared by link, else the saved game, else a new game
/// (with a notice when the link or the saved data could not be used).
fn initial_state() -> GameState {
    let restored = storage::restore();
    let (mut state, notice) = match restored {
        Restored::Game(state) => (*state, None),
        Restored::Nothing => (GameState::default(), None),
        Restored::Unreadable(message) => (GameState::default(), Some(message)),
    };
    if let Some(fen) = browser::fen_in_address() {
        browser::clear_address_query();
        match chess_rules::Position::from_fen(&fen) {
            Ok(position) => {
                let kept = storage::keep_previous();
                state = GameState::from_game(Game::from_position(position), Mode::TwoPlayers);
                if kept {
                    state.apply(Action::ShowNotice(
                        "The shared position is open. Your game from before is kept: \
                         \"Switch to your other game\" brings it back."
                            .to_string(),
                    ));
                }
            }
            Err(error) => {
                state.apply(Action::ShowNotice(format!(
                    "The position in the link is not valid: {error}"
                )));
            }
        }
    }
    if let Some(message) = notice {
        state.apply(Action::ShowNotice(message));
    }
    state
}

/// Switches to the game a shared link replaced, keeping the current one in its place. Kept
/// data that cannot be read gives a notice and changes nothing.
fn switch_to_other_game(state: &UseReducerHandle<GameState>) {
    let Some(json) = storage::previous() else {
        return;
    };
    match SavedGame::from_json(&json).and_then(SavedGame::into_state) {
        Ok(other) => {
            storage::keep_as_previous(&SavedGame::from_state(state).to_json());
            state.dispatch(Action::Resume(Box::new(other)));
        }
        Err(error) => state.dispatch(Action::ShowNotice(format!(
            "Your other game could not be restored: {error}"
        ))),
    }
}

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(initial_state);
    let prefs = use_state(|| ComputerPrefs::from_mode(state.mode()));
    let has_other_game = use_state(|| storage::previous().is_some());
    use_effect_with((), |_| browser::register_service_worker());
    {
        // Save after every change that the saved form sees.
        let saved = SavedGame::from_state(&state).to_json();
        use_effect_with(saved, |json| storage::save(json));
    }
    let dispatch: Callback<Action> = {
        let state = state.clone();
        Callback::from(move |action| state.dispatch(action))
    };
    let engines = {
        let dispatcher = state.dispatcher();
        use_memo((), move |_| Engines {
            player: EngineWorker::new(0, line_handler(dispatcher.clone(), MIN_REPLY_MS)),
            analyst: EngineWorker::new(1_000_000, line_handler(dispatcher, 0.0)),
        })
    };
    {
        // After every change: ask the engines for what the state needs.
        let state = state.clone();
        let engines = engines.clone();
        use_effect(move || sync_engines(&state, &engines, &state.dispatcher()));
    }
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let document = gloo::utils::document();
            let options = EventListenerOptions::enable_prevent_default();
            let listener =
                EventListener::new_with_options(&document, "keydown", options, move |event| {
                    let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    if event.ctrl_key()
                        || event.meta_key()
                        || event.alt_key()
                        || key_belongs_to_target(event)
                    {
                        return;
                    }
                    if let Some(action) = shortcut(&event.key()) {
                        event.prevent_default();
                        dispatcher.dispatch(action);
                    }
                });
            move || drop(listener)
        });
    }

    let game = state.game();
    let view = board_view(&state);
    let animate = state.animate() && state.last_move_source() != MoveSource::Drag;
    let sans: Vec<String> = game.history().iter().map(|p| p.san.clone()).collect();
    let start = game.start_position();
    let prefs_setter = prefs.clone();
    let opponent = match state.mode() {
        Mode::VsComputer { level, .. } => Some(format!("Computer: {}", level_label(level))),
        Mode::TwoPlayers => None,
    };
    let can_hint = state.movable_color().is_some()
        && !state.engine_thinking()
        && state.computer().hint_pending.is_none();
    let analysis = state
        .computer()
        .analysis
        .as_ref()
        .filter(|(ply, _)| *ply == state.cursor())
        .map(|(_, info)| info.clone());
    let discard = state.discard().map(|pending| {
        let plural = if pending.discarded == 1 { "" } else { "s" };
        html! {
            <div class="confirm" role="dialog" aria-modal="true" aria-labelledby="discard-title">
                <p id="discard-title">
                    { format!("Play {} here? The {} later move{plural} will be discarded.", pending.san, pending.discarded) }
                </p>
                <button type="button" onclick={dispatch.reform(|_| Action::ConfirmDiscard)}>{ "Play and discard" }</button>
                <button type="button" onclick={dispatch.reform(|_| Action::CancelDiscard)}>{ "Cancel" }</button>
            </div>
        }
    });
    let other_game = has_other_game.then(|| {
        let state = state.clone();
        let switch = Callback::from(move |_| switch_to_other_game(&state));
        html! {
            <p class="other-game">
                { "Your game from before the shared link is kept. " }
                <button type="button" onclick={switch}>{ "Switch to your other game" }</button>
            </p>
        }
    });

    html! {
        <main class="app">
            <section class="board-area" aria-label="Board">
                <Board {view} {animate} on_action={dispatch.clone()} />
            </section>
            <aside class="panel">
                <h1 class="title">{ "Chess" }</h1>
                <Status game={game.clone()} viewing_earlier={!state.at_end()} />
                <Notice message={state.notice().map(str::to_string)} on_dismiss={dispatch.reform(|_| Action::DismissNotice)} />
                { for discard }
                <EnginePanel thinking={state.engine_thinking()} opponent={opponent}
                             can_hint={can_hint} hint_pending={state.computer().hint_pending.is_some()}
                             analysis_on={state.computer().analysis_on} analysis={analysis}
                             position={state.viewed_position().clone()} on_action={dispatch.clone()} />
                <MoveList {sans} first_number={start.fullmove_number()} first_color={start.turn()}
                          cursor={state.cursor()} on_navigate={dispatch.reform(Action::Navigate)} />
                <MoveInput on_submit={dispatch.reform(Action::PlayText)} />
                <Controls can_undo={!game.is_empty()} in_progress={!game.is_over()}
                          claimable_draw={game.claimable_draw().map(draw_name)}
                          at_start={state.cursor() == 0} at_end={state.at_end()}
                          animate={state.animate()} on_action={dispatch.clone()} />
                <NewGame mode={state.mode()} prefs={*prefs} on_prefs={Callback::from(move |p| prefs_setter.set(p))}
                         on_action={dispatch.clone()} />
                <Records fen={state.viewed_position().to_fen()} pgn={export_pgn(&state, &browser::today())}
                         computer_mode={prefs.mode()} on_action={dispatch.clone()} />
                { for other_game }
                <div class="sr-only" aria-live="polite" data-testid="announcer">{ state.announcement() }</div>
            </aside>
        </main>
    }
}
