//! Game review: the button that starts it, its progress with a Cancel, and its results: each
//! player's accuracy, average centipawn loss and mistakes, the evaluation graph, and "Learn
//! from your mistakes".

use super::eval_graph::EvalGraph;
use crate::hooks::use_language::use_spoken;
use crate::state::decimal::fixed;
use crate::state::review::learn::LearnAction;
use crate::state::review::verdict::Verdict;
use crate::state::review::{ReviewAction, ReviewProgress, ReviewState};
use crate::state::translate::{tr, tr_with};
use crate::state::{Action, Navigation};
use chess_rules::NodeId;
use yew::prelude::*;

/// What the panel shows.
#[derive(Properties, PartialEq, Clone)]
pub struct ReviewProps {
    /// The review.
    pub review: ReviewState,
    /// May a review start (the game has moves and is not being played)?
    pub can_start: bool,
    /// "Review game" is offered elsewhere (the box of the game's end): not again here.
    #[prop_or_default]
    pub start_elsewhere: bool,
    /// The review's word on the move shown.
    #[prop_or_default]
    pub verdict: Option<Verdict>,
    /// The node on the board (marked on the graph).
    pub cursor: NodeId,
    /// How the game ended after its last move, if it left no move (for the graph).
    #[prop_or_default]
    pub ending: Option<String>,
    /// How many moves there are to learn from.
    pub moments: usize,
    /// Is the player learning from them now (the box under the board)?
    pub learning: bool,
    /// Receives actions.
    pub on_action: Callback<Action>,
}

/// The review's word on the move shown: its class, the better move and its line, and the
/// evaluation before and after.
fn verdict_view(verdict: &Verdict) -> Html {
    let class = verdict.judgement.map(|j| j.name());
    let played = || verdict.played.as_str().into();
    let label = match verdict.judgement {
        Some(j) => tr_with(
            "verdict-judged",
            &[
                ("move", format!("{}{}", verdict.played, j.symbol()).into()),
                ("judgement", tr(&format!("judgement-{}", j.name())).into()),
            ],
        ),
        None if verdict.best.is_none() => tr_with("verdict-engine-move", &[("move", played())]),
        None => tr_with("verdict-good-move", &[("move", played())]),
    };
    html! {
        <div class={classes!("verdict", class)} data-testid="verdict" data-judgement={class}>
            <p class="verdict-move">{ label }</p>
            if let Some(best) = &verdict.best {
                <p class="verdict-best">{ tr("verdict-best") }{ " " }<strong data-testid="best-move">{ best }</strong></p>
            }
            if let Some(line) = &verdict.line {
                <p class="verdict-line">{ line.clone() }</p>
            }
            <p class="verdict-eval">{ tr_with("verdict-eval", &[("before", verdict.before.as_str().into()), ("after", verdict.after.as_str().into())]) }</p>
        </div>
    }
}

/// Where a review is: each change of phase brings the panel into sight.
#[derive(Clone, Copy, PartialEq)]
enum Phase {
    Idle,
    Running,
    Done,
}

impl Phase {
    fn of(review: &ReviewState) -> Self {
        match review {
            ReviewState::Idle => Phase::Idle,
            ReviewState::Running { .. } => Phase::Running,
            ReviewState::Done(_) => Phase::Done,
        }
    }
}

/// Brings the review into sight, as little as needed, when it starts and when it ends (not
/// when the page opens on one): "Review game" sits in the box of the game's end, and the
/// progress and the results come below it, out of sight on a phone and under the panel's
/// fold on a wide screen, where only the panel scrolls and the board stays.
#[hook]
fn use_review_in_sight(phase: Phase) {
    let shown = use_mut_ref(|| phase);
    use_effect_with(phase, move |&phase| {
        let changed = shown.replace(phase) != phase;
        if changed && phase != Phase::Idle {
            crate::services::browser::scroll_into_view("[data-testid=review-panel]");
        }
    });
}

/// The panel.
#[function_component(ReviewPanel)]
pub fn review_panel(props: &ReviewProps) -> Html {
    use_spoken();
    use_review_in_sight(Phase::of(&props.review));
    let act = |action: Action| props.on_action.reform(move |_: MouseEvent| action.clone());
    let body = match &props.review {
        ReviewState::Idle if props.start_elsewhere => html! {},
        ReviewState::Idle => html! {
            <button type="button" disabled={!props.can_start} onclick={act(Action::Review(ReviewAction::Start))}>{ tr("game-end-review") }</button>
        },
        ReviewState::Running { .. } => {
            let (key, done, total) = match props.review.progress() {
                Some(ReviewProgress::SecondLook { done, total }) => {
                    ("review-second-look", done, total)
                }
                Some(ReviewProgress::ThirdLook { done, total }) => {
                    ("review-third-look", done, total)
                }
                Some(ReviewProgress::FirstPass { done, total }) => ("review-progress", done, total),
                None => ("review-progress", 0, 0),
            };
            html! {
                <div class="review-progress">
                    <label>{ tr_with(key, &[("done", done.into()), ("total", total.into())]) }
                        <progress role="progressbar" aria-label={tr("review-progress-label")} aria-valuemin="0"
                                  aria-valuemax={total.to_string()} aria-valuenow={done.to_string()}
                                  max={total.to_string()} value={done.to_string()}></progress>
                    </label>
                    <button type="button" onclick={act(Action::Review(ReviewAction::Cancel))}>{ tr("cancel") }</button>
                </div>
            }
        }
        ReviewState::Done(review) => {
            let player = |index: usize, name: String, colour: &'static str| {
                let summary = review.players[index];
                let [inaccuracies, mistakes, blunders] = summary.counts;
                html! {
                    <tr>
                        <th scope="row">{ name }</th>
                        <td data-testid={format!("accuracy-{colour}")}>{ fixed(summary.accuracy, 1) }</td>
                        <td>{ fixed(summary.acpl, 0) }</td>
                        <td>{ inaccuracies }</td>
                        <td>{ mistakes }</td>
                        <td>{ blunders }</td>
                    </tr>
                }
            };
            let on_navigate = props
                .on_action
                .reform(|node| Action::Navigate(Navigation::Node(node)));
            let learn = if props.moments > 0 && !props.learning {
                let start = Action::Review(ReviewAction::Learn(LearnAction::Start));
                html! { <button type="button" onclick={act(start)}>{ tr("learn-title") }</button> }
            } else {
                html! {}
            };
            html! {
                <>
                    <table class="review-table">
                        <thead><tr><th></th><th>{ tr("review-accuracy") }</th><th>{ tr("review-average-loss") }</th><th title={tr("review-inaccuracies")}><span class="symbol">{ "?!" }</span></th><th title={tr("review-mistakes")}><span class="symbol">{ "?" }</span></th><th title={tr("review-blunders")}><span class="symbol">{ "??" }</span></th></tr></thead>
                        <tbody>
                            { player(0, tr("color-white"), "white") }
                            { player(1, tr("color-black"), "black") }
                        </tbody>
                    </table>
                    <EvalGraph review={review.clone()} cursor={props.cursor} ending={props.ending.clone()} {on_navigate} />
                    { for props.verdict.as_ref().map(verdict_view) }
                    <div class="review-buttons">{ learn }</div>
                </>
            }
        }
    };
    html! {
        <section class="review-panel" aria-label={tr("review-label")} data-testid="review-panel">{ body }</section>
    }
}
