//! The editor's FEN, shown and editable: Enter (or leaving the field) reads it.
//!
//! What is being typed is kept here as a draft, not only in the DOM: the field's value is
//! rendered from state, and Yew sets an input's value back to the rendered one at every render
//! of the editor (it compares with the DOM), so any render while a FEN was half typed or just
//! pasted (the editor renders again a moment after it opens) used to wipe it. The draft belongs
//! to the position it was started from: once the board changes, the field shows the new FEN.

use crate::state::translate::tr;
use web_sys::{HtmlInputElement, KeyboardEvent};
use yew::prelude::*;

/// What the field shows and whom it tells.
#[derive(Properties, PartialEq)]
pub struct FenFieldProps {
    /// The editor's position as FEN.
    pub fen: String,
    /// Why the position (or the last FEN given) cannot be played, if it cannot.
    pub problem: Option<String>,
    /// A FEN given: Enter pressed or the field left.
    pub on_fen: Callback<String>,
}

/// Text typed over `base`, the FEN shown when typing began.
#[derive(Clone, PartialEq)]
struct Draft {
    base: String,
    text: String,
}

#[function_component(FenField)]
pub fn fen_field(props: &FenFieldProps) -> Html {
    let draft = use_state(|| None::<Draft>);
    let shown = match &*draft {
        Some(draft) if draft.base == props.fen => draft.text.clone(),
        _ => props.fen.clone(),
    };
    let on_input = {
        let (draft, base) = (draft.clone(), props.fen.clone());
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            draft.set(Some(Draft {
                base: base.clone(),
                text: input.value(),
            }));
        })
    };
    let give = {
        let (draft, on_fen) = (draft.clone(), props.on_fen.clone());
        move |input: HtmlInputElement| {
            draft.set(None);
            on_fen.emit(input.value());
        }
    };
    let on_enter = {
        let give = give.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Enter" {
                give(event.target_unchecked_into());
            }
        })
    };
    let on_change = Callback::from(move |event: Event| give(event.target_unchecked_into()));
    html! {
        <div class="editor-fen">
            <label>{ tr("editor-fen") }
                <input type="text" data-testid="editor-fen" spellcheck="false" value={shown}
                       oninput={on_input} onkeydown={on_enter} onchange={on_change} />
            </label>
            if let Some(problem) = &props.problem {
                <p class="editor-error" data-testid="editor-error" role="alert">{ problem }</p>
            }
        </div>
    }
}
