//! The game's buttons: new game, undo, flip, resign, draw claims, navigation and settings.

use crate::state::{Action, Navigation};
use yew::prelude::*;

/// What the buttons may do now.
#[derive(Properties, PartialEq, Clone)]
pub struct ControlsProps {
    /// Is there a move to take back?
    pub can_undo: bool,
    /// Is the game still going?
    pub in_progress: bool,
    /// The draw the player may claim, named ("threefold repetition").
    pub claimable_draw: Option<String>,
    /// Is the board at the first position? At the last?
    pub at_start: bool,
    /// Is the board at the current position?
    pub at_end: bool,
    /// Do moves slide?
    pub animate: bool,
    /// Receives the actions.
    pub on_action: Callback<Action>,
}

/// The buttons.
#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let act = |action: Action| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
    let navigate = |to: Navigation| act(Action::Navigate(to));
    let on_animation = {
        let on_action = props.on_action.clone();
        let animate = props.animate;
        Callback::from(move |_: Event| on_action.emit(Action::SetAnimation(!animate)))
    };
    html! {
        <div class="controls">
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
                <button type="button" disabled={!props.can_undo} onclick={act(Action::Undo)}>{ "Undo" }</button>
                <button type="button" title="Flip board (f)" onclick={act(Action::Flip)}>{ "Flip board" }</button>
                <button type="button" disabled={!props.in_progress} onclick={act(Action::Resign)}>{ "Resign" }</button>
                if let Some(draw) = props.claimable_draw.clone() {
                    <button type="button" class="claim" title={format!("Claim a draw by {draw}")}
                            onclick={act(Action::ClaimDraw)}>{ "Claim draw" }</button>
                }
            </div>
            <label class="setting">
                <input type="checkbox" checked={props.animate} onchange={on_animation} />
                { " Animate moves" }
            </label>
        </div>
    }
}
