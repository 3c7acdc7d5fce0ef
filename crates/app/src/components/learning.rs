//! "Learn from your mistakes", first in the panel (right under the board on a phone): the
//! moment to find a better move for, the verdict on the try, and the ways on (view the
//! solution, skip, next, again, leave). The state decides everything; this only shows it.

use crate::state::review::learn::{Attempt, LearnAction, LearningView};
use crate::state::review::ReviewAction;
use crate::state::Action;
use yew::prelude::*;

/// What the box shows.
#[derive(Properties, PartialEq, Clone)]
pub struct LearningProps {
    /// The learning, as the state tells it.
    pub view: LearningView,
    /// Receives actions.
    pub on_action: Callback<Action>,
}

/// The box.
#[function_component(LearningBox)]
pub fn learning_box(props: &LearningProps) -> Html {
    let view = &props.view;
    use_board_in_sight(view.number, view.attempt.is_some());
    let act = |action: LearnAction| {
        props
            .on_action
            .reform(move |_: MouseEvent| Action::Review(ReviewAction::Learn(action)))
    };
    let button = |label: &'static str, action: LearnAction| {
        html! { <button type="button" onclick={act(action)}>{ label }</button> }
    };
    // While the move is still to find: the answer, or the next moment.
    let answer_or_skip = || {
        html! { <>{ button("View the solution", LearnAction::ShowSolution) }{ button("Skip this move", LearnAction::Skip) }</> }
    };
    let (state, message, buttons) = match &view.attempt {
        None => (
            "done",
            format!("Done: you found {} of {}.", view.found, view.total),
            html! { <>{ button("Do it again", LearnAction::Start) }</> },
        ),
        Some(Attempt::Finding) => (
            "finding",
            format!(
                "{} was {} {}. Find a better move for {}.",
                view.played,
                article(view.judgement.name()),
                view.judgement.name(),
                view.mover
            ),
            answer_or_skip(),
        ),
        Some(Attempt::Judging { .. }) => ("judging", "Evaluating your move…".to_string(), html! {}),
        Some(Attempt::Wrong(tried)) => (
            "wrong",
            format!("{tried}: you can do better. Try another move."),
            answer_or_skip(),
        ),
        Some(Attempt::Right(tried)) => (
            "right",
            format!("{tried}: good move! The engine's line: {}", view.solution),
            html! { <>{ button("Next", LearnAction::Next) }</> },
        ),
        Some(Attempt::Shown) => (
            "shown",
            format!("Solution: {}", view.solution),
            html! { <>{ button("Next", LearnAction::Next) }</> },
        ),
    };
    html! {
        <section class={classes!("learning", state)} aria-label="Learn from your mistakes" data-testid="learning" data-state={state}>
            <p class="learning-count">{ format!("{} of {}", view.number, view.total) }</p>
            <p class="learning-message" role="status" aria-live="polite">{ message }</p>
            <div class="learning-buttons">
                { buttons }
                { button("Leave", LearnAction::Leave) }
            </div>
        </section>
    }
}

fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// Brings the board and then the box into sight at each new moment, as little as needed: on a
/// phone the button that starts learning sits far below the board; on a wide screen the panel
/// has scrolled down to it.
#[hook]
fn use_board_in_sight(moment: usize, trying: bool) {
    use_effect_with((moment, trying), |&(_, trying)| {
        if trying {
            crate::services::browser::scroll_into_view("[data-testid=board]");
            crate::services::browser::scroll_into_view("[data-testid=learning]");
        }
    });
}
