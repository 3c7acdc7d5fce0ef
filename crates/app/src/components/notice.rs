//! Notices: why a move was refused, or what else went wrong.

use yew::prelude::*;

/// The message, if any.
#[derive(Properties, PartialEq, Clone)]
pub struct NoticeProps {
    /// The text to show.
    pub message: Option<String>,
    /// Hides the notice.
    pub on_dismiss: Callback<()>,
}

/// A notice with a dismiss button.
#[function_component(Notice)]
pub fn notice(props: &NoticeProps) -> Html {
    let Some(message) = props.message.clone() else {
        return html! {};
    };
    let on_dismiss = props.on_dismiss.clone();
    html! {
        <div class="notice-box">
            <p class="notice" data-testid="notice" role="alert">{ message }</p>
            <button type="button" class="dismiss" aria-label="Dismiss" onclick={Callback::from(move |_| on_dismiss.emit(()))}>{ "×" }</button>
        </div>
    }
}
