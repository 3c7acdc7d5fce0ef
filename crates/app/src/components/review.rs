//! Game review: the button that starts it, its progress with a Cancel, and its results: each
//! player's accuracy, average centipawn loss and mistakes, the evaluation graph, and "Learn
//! from your mistakes".

use super::eval_graph::EvalGraph;
use crate::state::review::{ReviewAction, ReviewState};
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
    /// The node on the board (marked on the graph).
    pub cursor: NodeId,
    /// The mistakes to learn from, in order.
    pub mistakes: usize,
    /// Which mistake is being tried, if any.
    pub learning: Option<usize>,
    /// Receives actions.
    pub on_action: Callback<Action>,
}

/// The panel.
#[function_component(ReviewPanel)]
pub fn review_panel(props: &ReviewProps) -> Html {
    let act = |action: Action| props.on_action.reform(move |_: MouseEvent| action.clone());
    let body = match &props.review {
        ReviewState::Idle => html! {
            <button type="button" disabled={!props.can_start} onclick={act(Action::Review(ReviewAction::Start))}>{ "Review game" }</button>
        },
        ReviewState::Running { nodes, done, .. } => {
            let (done, total) = (done.len(), nodes.len());
            html! {
                <div class="review-progress">
                    <label>{ format!("Reviewing: {done} of {total} positions") }
                        <progress role="progressbar" aria-label="Review progress" aria-valuemin="0"
                                  aria-valuemax={total.to_string()} aria-valuenow={done.to_string()}
                                  max={total.to_string()} value={done.to_string()}></progress>
                    </label>
                    <button type="button" onclick={act(Action::Review(ReviewAction::Cancel))}>{ "Cancel" }</button>
                </div>
            }
        }
        ReviewState::Done(review) => {
            let player = |index: usize, name: &'static str, colour: &'static str| {
                let summary = review.players[index];
                let [inaccuracies, mistakes, blunders] = summary.counts;
                html! {
                    <tr>
                        <th scope="row">{ name }</th>
                        <td data-testid={format!("accuracy-{colour}")}>{ format!("{:.1}", summary.accuracy) }</td>
                        <td>{ format!("{:.0}", summary.acpl) }</td>
                        <td>{ inaccuracies }</td>
                        <td>{ mistakes }</td>
                        <td>{ blunders }</td>
                    </tr>
                }
            };
            let on_navigate = props
                .on_action
                .reform(|node| Action::Navigate(Navigation::Node(node)));
            let learn = match props.learning {
                Some(step) if step + 1 < props.mistakes => html! {
                    <button type="button" onclick={act(Action::Review(ReviewAction::Learn(Some(step + 1))))}>{ "Next mistake" }</button>
                },
                Some(_) => html! {
                    <button type="button" onclick={act(Action::Review(ReviewAction::Learn(None)))}>{ "Done learning" }</button>
                },
                None if props.mistakes > 0 => html! {
                    <button type="button" onclick={act(Action::Review(ReviewAction::Learn(Some(0))))}>{ "Learn from your mistakes" }</button>
                },
                None => html! {},
            };
            html! {
                <>
                    <table class="review-table">
                        <thead><tr><th></th><th>{ "Accuracy" }</th><th>{ "Avg. loss" }</th><th title="Inaccuracies">{ "?!" }</th><th title="Mistakes">{ "?" }</th><th title="Blunders">{ "??" }</th></tr></thead>
                        <tbody>
                            { player(0, "White", "white") }
                            { player(1, "Black", "black") }
                        </tbody>
                    </table>
                    <EvalGraph review={review.clone()} cursor={props.cursor} {on_navigate} />
                    <div class="review-buttons">{ learn }</div>
                </>
            }
        }
    };
    html! {
        <section class="review-panel" aria-label="Game review">{ body }</section>
    }
}
