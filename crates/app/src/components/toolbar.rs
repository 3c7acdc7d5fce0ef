//! The controls under the move list: moving through the game, turning the board, taking back,
//! draws, resigning, and switching to analysis or review. Destructive ones (resign, a draw by
//! agreement) ask the page to confirm first (`on_confirm`).

use crate::state::shell::Confirm;
use crate::state::{Action, Navigation};
use yew::prelude::*;

/// What the buttons may do now.
#[derive(Properties, PartialEq, Clone)]
pub struct ToolbarProps {
    /// Is there a move to take back?
    pub can_undo: bool,
    /// Is a game being played?
    pub in_progress: bool,
    /// Against the computer (offer a draw rather than agree one).
    pub vs_computer: bool,
    /// The draw the player may claim now, named.
    pub claimable_draw: Option<String>,
    /// Is the board at the first position? At the end of its line?
    pub at_start: bool,
    /// At the end of the line shown?
    pub at_end: bool,
    /// Receives the actions.
    pub on_action: Callback<Action>,
    /// Asks for a confirmation.
    pub on_confirm: Callback<Confirm>,
}

/// The toolbar.
#[function_component(Toolbar)]
pub fn toolbar(props: &ToolbarProps) -> Html {
    let act = |action: Action| props.on_action.reform(move |_: MouseEvent| action.clone());
    let confirm = |what: Confirm| props.on_confirm.reform(move |_: MouseEvent| what);
    let navigate = |to: Navigation| act(Action::Navigate(to));
    let draw = match (&props.claimable_draw, props.in_progress, props.vs_computer) {
        (Some(reason), true, _) => html! {
            <button type="button" class="claim" title={format!("Claim a draw by {reason}")}
                    onclick={act(Action::ClaimDraw)}>{ "Claim draw" }</button>
        },
        (None, true, true) => html! {
            <button type="button" class="icon" aria-label="Offer draw" title="Offer the computer a draw"
                    onclick={act(Action::OfferDraw)}>{ "½" }</button>
        },
        (None, true, false) => html! {
            <button type="button" class="icon" aria-label="Draw" title="Both players agree to a draw"
                    onclick={confirm(Confirm::AgreeDraw)}>{ "½" }</button>
        },
        _ => html! {},
    };
    html! {
        <div class="toolbar" role="toolbar" aria-label="Game controls">
            <div class="navigation" role="group" aria-label="Move navigation">
                <button type="button" aria-label="First position" title="First position (Home)"
                        disabled={props.at_start} onclick={navigate(Navigation::Start)}>{ "«" }</button>
                <button type="button" aria-label="Previous move" title="Previous move (←)"
                        disabled={props.at_start} onclick={navigate(Navigation::Back)}>{ "‹" }</button>
                <button type="button" aria-label="Next move" title="Next move (→)"
                        disabled={props.at_end} onclick={navigate(Navigation::Forward)}>{ "›" }</button>
                <button type="button" aria-label="Last position" title="Last position (End)"
                        disabled={props.at_end} onclick={navigate(Navigation::End)}>{ "»" }</button>
            </div>
            <div class="game-buttons">
                <button type="button" class="icon" aria-label="Flip board" title="Flip board (f)"
                        onclick={act(Action::Flip)}>{ "⇅" }</button>
                <button type="button" class="icon" aria-label="Undo" title="Take back the last move"
                        disabled={!props.can_undo} onclick={act(Action::Undo)}>{ "↶" }</button>
                { draw }
                if props.in_progress {
                    <button type="button" class="icon" aria-label="Resign" title="Resign"
                            onclick={confirm(Confirm::Resign)}>{ "⚐" }</button>
                }
            </div>
        </div>
    }
}
