//! A drop-down of a [`Choice`]'s values: every value offered with its label, the current one
//! selected, and the value picked handed back (never a name the list did not offer).

use crate::state::choice::Choice;
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The drop-down's label, current value and where a change goes.
#[derive(Properties, PartialEq)]
pub struct ChoiceSelectProps<T: Choice> {
    /// The visible and accessible label.
    pub label: AttrValue,
    /// The value selected now.
    pub value: T,
    /// The value picked.
    pub on_change: Callback<T>,
}

/// The `<option>`s of every value of `T`, `current` selected (for a `<select>` whose changes
/// are read elsewhere).
pub fn choice_options<T: Choice>(current: T) -> Html {
    T::all()
        .iter()
        .map(|&value| {
            html! { <option value={value.name()} selected={value == current}>{ value.label() }</option> }
        })
        .collect()
}

/// A labelled `<select>` of every value of `T`.
#[function_component(ChoiceSelect)]
pub fn choice_select<T: Choice>(props: &ChoiceSelectProps<T>) -> Html {
    let on_change = props.on_change.clone();
    let onchange = Callback::from(move |event: Event| {
        let picked = event
            .target()
            .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
            .and_then(|select| T::named(&select.value()));
        if let Some(value) = picked {
            on_change.emit(value);
        }
    });
    html! {
        <label>{ props.label.clone() }
            <select aria-label={props.label.clone()} {onchange}>{ choice_options(props.value) }</select>
        </label>
    }
}
