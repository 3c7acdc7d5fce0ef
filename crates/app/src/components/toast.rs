//! Notices where the eye is, without moving anything and never over the board: a toast over
//! the status line under the board (the board's squares always take their clicks). It says why
//! a move was refused, or what else happened; it goes when dismissed or when the next action
//! clears it.

use crate::state::translate::tr;
use yew::prelude::*;

/// The message.
#[derive(Properties, PartialEq, Clone)]
pub struct ToastProps {
    /// The text to show.
    pub message: Option<String>,
    /// Hides it.
    pub on_dismiss: Callback<()>,
    /// Undoes what the message tells of (a deletion), when that can be undone.
    #[prop_or_default]
    pub undo: Option<Callback<()>>,
}

/// The toast.
#[function_component(Toast)]
pub fn toast(props: &ToastProps) -> Html {
    let Some(message) = props.message.clone() else {
        return html! {};
    };
    let on_dismiss = props.on_dismiss.reform(|_: MouseEvent| ());
    html! {
        <div class="toast" role="alert">
            <p class="notice" data-testid="notice">{ message }</p>
            if let Some(undo) = &props.undo {
                <button type="button" class="undo" onclick={undo.reform(|_: MouseEvent| ())}>{ tr("games-undo") }</button>
            }
            <button type="button" class="dismiss" aria-label={tr("dismiss")} onclick={on_dismiss}>{ "×" }</button>
        </div>
    }
}
