//! The "Your mistakes" tab: the mistake on the board (what was played, in which game), what
//! the try was worth, the buttons, and the list of every mistake kept with when it comes back
//! (any can be practised early).

use crate::state::puzzles::{Feedback, MistakeCard, Solving, SolvingState, Trainer, TrainerAction};
use yew::prelude::*;

/// The tab's panel.
pub fn panel(trainer: &Trainer, send: &Callback<TrainerAction>, on_close: &Callback<()>) -> Html {
    let now = js_sys::Date::now();
    let card = trainer
        .solving()
        .and_then(|s| trainer.deck().find(&s.puzzle().id));
    let deck = trainer.deck();
    let due = deck.due(now).len();
    html! {
        <>
            <p class="puzzle-score" data-testid="mistakes-count">
                { format!("{due} due now · {} in all", deck.cards.len()) }
            </p>
            { message(trainer, card, now) }
            { buttons(trainer.solving(), due, send, on_close) }
            { list(trainer, now, send) }
        </>
    }
}

/// What the player is told: the mistake to better, how the try went, or why there is none.
fn message(trainer: &Trainer, card: Option<&MistakeCard>, now: f64) -> Html {
    let notice = trainer
        .notice()
        .map(|text| html! { <p class="puzzle-notice" role="status">{ text }</p> });
    let (body, about) = match (trainer.solving(), card) {
        (Some(solving), Some(card)) => (feedback(solving, card), Some(card.about.clone())),
        _ => (waiting(trainer, now), None),
    };
    let class = trainer.solving().map(|s| s.state().as_str());
    html! {
        <div class={classes!("puzzle-message", class)} role="status" aria-live="polite">
            { for notice }
            <p>{ body }</p>
            if let Some(about) = about {
                <p class="puzzle-about">{ about }</p>
            }
        </div>
    }
}

fn feedback(solving: &Solving, card: &MistakeCard) -> String {
    let best = card.best_san().unwrap_or_default();
    match solving.feedback() {
        Feedback::YourTurn if solving.opponent_to_move() => "Your opponent moves…".to_string(),
        Feedback::YourTurn => format!(
            "Your opponent played {}. In this game you then played {}. Find a better move for {}.",
            solving.opponents_last_move().unwrap_or("their move"),
            card.played_label,
            solving.player().name()
        ),
        Feedback::Right => "Right! Keep going…".to_string(),
        Feedback::Wrong => format!(
            "Not good enough: the review kept a better one than that (you played {}). Try again.",
            card.played_label
        ),
        Feedback::Illegal(reason) => format!("{reason}."),
        Feedback::Judging => "Checking your move…".to_string(),
        Feedback::Complete if solving.state() == SolvingState::Solved => {
            format!("Right! The review's move was {best}. {}", comes_back(card))
        }
        Feedback::Complete => format!("The review's move was {best}. {}", comes_back(card)),
    }
}

/// When the card comes back, as the deck scheduled it.
fn comes_back(card: &MistakeCard) -> String {
    match card.days_until_due(js_sys::Date::now()) {
        0 => "It stays due.".to_string(),
        1 => "It comes back tomorrow.".to_string(),
        days => format!("It comes back in {days} days."),
    }
}

/// Why no mistake is on the board.
fn waiting(trainer: &Trainer, now: f64) -> String {
    let deck = trainer.deck();
    if !trainer.stored() {
        return "Reading your reviewed games…".to_string();
    }
    if deck.cards.is_empty() {
        return "No mistakes yet. Review a game (Review game, once it has moves) and its \
                mistakes and blunders come here to practise."
            .to_string();
    }
    let soonest = deck.by_due().first().map_or(0, |c| c.days_until_due(now));
    let when = match soonest {
        0 | 1 => "tomorrow".to_string(),
        days => format!("in {days} days"),
    };
    format!("Nothing due now: the next mistake comes back {when}. Practise one below anyway.")
}

fn buttons(
    solving: Option<&Solving>,
    due: usize,
    send: &Callback<TrainerAction>,
    on_close: &Callback<()>,
) -> Html {
    let finished = solving.is_some_and(Solving::finished);
    let act = |action: TrainerAction| send.reform(move |_: MouseEvent| action.clone());
    html! {
        <div class="puzzle-buttons">
            if solving.is_some() && !finished {
                <button type="button" onclick={act(TrainerAction::ViewSolution)}>{ "View the solution" }</button>
            }
            if finished {
                <button type="button" onclick={act(TrainerAction::Retry)}>{ "Retry" }</button>
            }
            if due > 0 && (finished || solving.is_none()) {
                <button type="button" class="primary" onclick={act(TrainerAction::Next)}>{ "Next mistake" }</button>
            }
            <button type="button" onclick={on_close.reform(|_| ())}>{ "Back to the game" }</button>
        </div>
    }
}

/// Every mistake kept, the soonest due first; a click practises it.
fn list(trainer: &Trainer, now: f64, send: &Callback<TrainerAction>) -> Html {
    let current = trainer.solving().map(|s| s.puzzle().id.as_str());
    let rows = trainer.deck().by_due().into_iter().map(|card| {
        let id = card.id.clone();
        let when = match card.days_until_due(now) {
            0 => "due".to_string(),
            1 => "tomorrow".to_string(),
            days => format!("in {days} days"),
        };
        let kind = if card.blunder { "blunder" } else { "mistake" };
        html! {
            <li class={classes!(kind, (current == Some(card.id.as_str())).then_some("current"))}>
                <button type="button" data-card={card.id.clone()}
                        onclick={send.reform(move |_| TrainerAction::OpenMistake(id.clone()))}>
                    <span class="mistake-move">{ &card.played_label }</span>
                    <span class="mistake-about">{ &card.about }</span>
                    <span class="mistake-when">{ when }</span>
                </button>
            </li>
        }
    });
    html! {
        <ol class="mistake-list" data-testid="mistake-list" aria-label="Your mistakes">
            { for rows }
        </ol>
    }
}
