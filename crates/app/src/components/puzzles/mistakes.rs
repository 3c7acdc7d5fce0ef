//! The "Your mistakes" tab: the mistake on the board (what was played, in which game), what
//! the try was worth, the buttons, and the list of every mistake kept with when it comes back
//! (any can be practised early).

use crate::state::puzzles::{Feedback, MistakeCard, Solving, SolvingState, Trainer, TrainerAction};
use crate::state::translate::{as_sentence, sentences, tr, tr_with};
use crate::state::words::side_args;
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
                { tr_with("mistakes-count", &[("due", due.into()), ("all", deck.cards.len().into())]) }
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
    let [side, color] = side_args(solving.player());
    match solving.feedback() {
        Feedback::YourTurn if solving.opponent_to_move() => tr("puzzles-opponent-moves"),
        Feedback::YourTurn => tr_with(
            "mistakes-your-turn",
            &[
                (
                    "opponent",
                    solving.opponents_last_move().unwrap_or("…").into(),
                ),
                ("played", card.played_label.as_str().into()),
                side,
                color,
            ],
        ),
        Feedback::Right => tr("mistakes-right-going"),
        Feedback::Wrong => tr_with(
            "mistakes-wrong",
            &[("played", card.played_label.as_str().into())],
        ),
        Feedback::Illegal(reason) => as_sentence(reason),
        Feedback::Judging => tr("puzzles-checking"),
        Feedback::Complete if solving.state() == SolvingState::Solved => sentences(&[
            &tr_with("mistakes-right", &[("best", best.into())]),
            &comes_back(card),
        ]),
        Feedback::Complete => sentences(&[
            &tr_with("mistakes-shown", &[("best", best.into())]),
            &comes_back(card),
        ]),
    }
}

/// When the card comes back, as the deck scheduled it.
fn comes_back(card: &MistakeCard) -> String {
    let days = card.days_until_due(js_sys::Date::now());
    tr_with("mistakes-comes-back", &[("days", days.into())])
}

/// Why no mistake is on the board.
fn waiting(trainer: &Trainer, now: f64) -> String {
    let deck = trainer.deck();
    if !trainer.stored() {
        return tr("mistakes-reading");
    }
    if deck.cards.is_empty() {
        return tr("mistakes-none");
    }
    let soonest = deck.by_due().first().map_or(0, |c| c.days_until_due(now));
    tr_with("mistakes-nothing-due", &[("days", soonest.max(1).into())])
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
                <button type="button" onclick={act(TrainerAction::ViewSolution)}>{ tr("puzzles-view-solution") }</button>
            }
            if finished {
                <button type="button" onclick={act(TrainerAction::Retry)}>{ tr("puzzles-retry") }</button>
            }
            if due > 0 && (finished || solving.is_none()) {
                <button type="button" class="primary" onclick={act(TrainerAction::Next)}>{ tr("mistakes-next") }</button>
            }
            <button type="button" onclick={on_close.reform(|_| ())}>{ tr("puzzles-back") }</button>
        </div>
    }
}

/// Every mistake kept, the soonest due first; a click practises it.
fn list(trainer: &Trainer, now: f64, send: &Callback<TrainerAction>) -> Html {
    let current = trainer.solving().map(|s| s.puzzle().id.as_str());
    let rows = trainer.deck().by_due().into_iter().map(|card| {
        let id = card.id.clone();
        let when = tr_with(
            "mistakes-when",
            &[("days", card.days_until_due(now).into())],
        );
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
        <ol class="mistake-list" data-testid="mistake-list" aria-label={tr("puzzles-mistakes")}>
            { for rows }
        </ol>
    }
}
