//! A text box to type a move in SAN (`Nf3`) or UCI (`g1f3`).

use crate::hooks::use_language::use_spoken;
use crate::state::translate::tr;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Where typed moves go.
#[derive(Properties, PartialEq, Clone)]
pub struct MoveInputProps {
    /// Receives the text when the player presses Enter or Play.
    pub on_submit: Callback<String>,
}

/// The move box.
#[function_component(MoveInput)]
pub fn move_input(props: &MoveInputProps) -> Html {
    use_spoken();
    let input_ref = use_node_ref();
    let onsubmit = {
        let input_ref = input_ref.clone();
        let on_submit = props.on_submit.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let Some(input) = input_ref.cast::<HtmlInputElement>() else {
                return;
            };
            let text = input.value();
            if !text.trim().is_empty() {
                on_submit.emit(text);
                input.set_value("");
            }
        })
    };
    // Keys typed here are the move, not board shortcuts.
    let onkeydown = Callback::from(|event: KeyboardEvent| event.stop_propagation());
    html! {
        <form class="move-input" {onsubmit}>
            <input ref={input_ref} type="text" data-testid="move-input" aria-label={tr("move-input-label")}
                   placeholder={tr("move-input-placeholder")} autocomplete="off" spellcheck="false" {onkeydown} />
            <button type="submit">{ tr("move-input-play") }</button>
        </form>
    }
}
