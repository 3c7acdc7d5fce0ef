//! The controls under the move list: moving through the game, turning the board, taking back,
//! draws, resigning, and switching to analysis or review. Destructive ones (resign, a draw by
//! agreement) ask the page to confirm first (`on_confirm`).

use crate::hooks::use_language::use_spoken;
use crate::state::shell::Confirm;
use crate::state::translate::{tr, tr_with};
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
    use_spoken();
    let act = |action: Action| props.on_action.reform(move |_: MouseEvent| action.clone());
    let confirm = |what: Confirm| props.on_confirm.reform(move |_: MouseEvent| what);
    let navigate = |to: Navigation| act(Action::Navigate(to));
    let draw = match (&props.claimable_draw, props.in_progress, props.vs_computer) {
        (Some(reason), true, _) => html! {
            <button type="button" class="claim" title={tr_with("toolbar-claim-title", &[("reason", reason.as_str().into())])}
                    onclick={act(Action::ClaimDraw)}>{ tr("toolbar-claim") }</button>
        },
        (None, true, true) => html! {
            <button type="button" class="icon" aria-label={tr("toolbar-offer-draw")} title={tr("toolbar-offer-draw-title")}
                    onclick={act(Action::OfferDraw)}>{ "½" }</button>
        },
        (None, true, false) => html! {
            <button type="button" class="icon" aria-label={tr("toolbar-draw")} title={tr("toolbar-draw-title")}
                    onclick={confirm(Confirm::AgreeDraw)}>{ "½" }</button>
        },
        _ => html! {},
    };
    html! {
        <div class="toolbar" role="toolbar" aria-label={tr("toolbar-label")}>
            <div class="navigation" role="group" aria-label={tr("toolbar-navigation")}>
                <button type="button" aria-label={tr("toolbar-first")} title={format!("{} (Home)", tr("toolbar-first"))}
                        disabled={props.at_start} onclick={navigate(Navigation::Start)}>{ "«" }</button>
                <button type="button" aria-label={tr("toolbar-previous")} title={format!("{} (←)", tr("toolbar-previous"))}
                        disabled={props.at_start} onclick={navigate(Navigation::Back)}>{ "‹" }</button>
                <button type="button" aria-label={tr("toolbar-next")} title={format!("{} (→)", tr("toolbar-next"))}
                        disabled={props.at_end} onclick={navigate(Navigation::Forward)}>{ "›" }</button>
                <button type="button" aria-label={tr("toolbar-last")} title={format!("{} (End)", tr("toolbar-last"))}
                        disabled={props.at_end} onclick={navigate(Navigation::End)}>{ "»" }</button>
            </div>
            <div class="game-buttons">
                <button type="button" class="icon" aria-label={tr("toolbar-flip")} title={format!("{} (f)", tr("toolbar-flip"))}
                        onclick={act(Action::Flip)}>{ "⇅" }</button>
                <button type="button" class="icon" aria-label={tr("toolbar-undo")} title={tr("toolbar-undo-title")}
                        disabled={!props.can_undo} onclick={act(Action::Undo)}>{ "↶" }</button>
                { draw }
                if props.in_progress {
                    <button type="button" class="icon" aria-label={tr("toolbar-resign")} title={tr("toolbar-resign")}
                            onclick={confirm(Confirm::Resign)}>{ "⚐" }</button>
                }
            </div>
        </div>
    }
}
