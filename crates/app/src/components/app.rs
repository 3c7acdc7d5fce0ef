//! The page: the board, and around it the status, move list, controls and move box. The game
//! state lives here, in a reducer; the components only render it and send actions.

use crate::components::board::Board;
use crate::components::controls::Controls;
use crate::components::move_input::MoveInput;
use crate::components::move_list::MoveList;
use crate::components::notice::Notice;
use crate::components::status::Status;
use crate::state::{board_view, Action, GameState, MoveSource, Navigation};
use chess_rules::{DrawReason, Outcome};
use gloo::events::{EventListener, EventListenerOptions};
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

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(GameState::default);
    let dispatch: Callback<Action> = {
        let state = state.clone();
        Callback::from(move |action| state.dispatch(action))
    };
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
                <MoveList {sans} first_number={start.fullmove_number()} first_color={start.turn()}
                          cursor={state.cursor()} on_navigate={dispatch.reform(Action::Navigate)} />
                <Controls can_undo={!game.is_empty()} in_progress={!game.is_over()}
                          claimable_draw={game.claimable_draw().map(draw_name)}
                          at_start={state.cursor() == 0} at_end={state.at_end()}
                          animate={state.animate()} on_action={dispatch.clone()} />
                <MoveInput on_submit={dispatch.reform(Action::PlayText)} />
                <div class="sr-only" aria-live="polite" data-testid="announcer">{ state.announcement() }</div>
            </aside>
        </main>
    }
}
