//! "Learn from your mistakes", first in the panel (right under the board on a phone): the
//! moment to find a better move for, the verdict on the try, and the ways on (view the
//! solution, skip, next, again, leave). The state decides everything; this only shows it.

use crate::hooks::use_language::use_spoken;
use crate::state::review::learn::{Attempt, LearnAction, LearningView};
use crate::state::review::ReviewAction;
use crate::state::translate::{tr, tr_with};
use crate::state::words::side_args;
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
    use_spoken();
    let view = &props.view;
    use_board_in_sight(view.number, view.attempt.is_some());
    let act = |action: LearnAction| {
        props
            .on_action
            .reform(move |_: MouseEvent| Action::Review(ReviewAction::Learn(action)))
    };
    let button = |key: &'static str, action: LearnAction| {
        html! { <button type="button" onclick={act(action)}>{ tr(key) }</button> }
    };
    // While the move is still to find: the answer, or the next moment.
    let answer_or_skip = || {
        html! { <>{ button("learn-view-solution", LearnAction::ShowSolution) }{ button("learn-skip", LearnAction::Skip) }</> }
    };
    let [side, color] = side_args(view.mover);
    let (state, message, buttons) = match &view.attempt {
        None => (
            "done",
            tr_with(
                "learn-done",
                &[("found", view.found.into()), ("total", view.total.into())],
            ),
            html! { <>{ button("learn-again", LearnAction::Start) }</> },
        ),
        Some(Attempt::Finding) => (
            "finding",
            tr_with(
                "learn-finding",
                &[
                    ("judgement", view.judgement.name().into()),
                    ("move", view.played.as_str().into()),
                    side,
                    color,
                ],
            ),
            answer_or_skip(),
        ),
        Some(Attempt::Judging { .. }) => ("judging", tr("learn-judging"), html! {}),
        Some(Attempt::Wrong(tried)) => (
            "wrong",
            tr_with("learn-wrong", &[("move", tried.as_str().into())]),
            answer_or_skip(),
        ),
        Some(Attempt::Right(tried)) => (
            "right",
            tr_with(
                "learn-right",
                &[
                    ("move", tried.as_str().into()),
                    ("line", view.solution.as_str().into()),
                ],
            ),
            html! { <>{ button("learn-next", LearnAction::Next) }</> },
        ),
        Some(Attempt::Shown) => (
            "shown",
            tr_with("learn-solution", &[("line", view.solution.as_str().into())]),
            html! { <>{ button("learn-next", LearnAction::Next) }</> },
        ),
    };
    html! {
        <section class={classes!("learning", state)} aria-label={tr("learn-title")} data-testid="learning" data-state={state}>
            <p class="learning-count">{ tr_with("learn-count", &[("number", view.number.into()), ("total", view.total.into())]) }</p>
            <p class="learning-message" role="status" aria-live="polite">{ message }</p>
            <div class="learning-buttons">
                { buttons }
                { button("learn-leave", LearnAction::Leave) }
            </div>
        </section>
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
