//! A text box to type a move in SAN (`Nf3`) or UCI (`g1f3`).

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
            <input ref={input_ref} type="text" data-testid="move-input" aria-label="Type a move (SAN or UCI)"
                   placeholder="Type a move: Nf3 or g1f3" autocomplete="off" spellcheck="false" {onkeydown} />
            <button type="submit">{ "Play" }</button>
        </form>
    }
}
