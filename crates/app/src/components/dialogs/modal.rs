//! A dialog over the page: a backdrop that closes it when clicked, Escape to close, focus moved
//! into it (and kept there by a click on its text), and the role and name screen readers and
//! tests find it by.

use crate::state::translate::tr;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

/// The dialog's frame.
#[derive(Properties, PartialEq, Clone)]
pub struct ModalProps {
    /// Its name (the title shown and the accessible name).
    pub title: AttrValue,
    /// `dialog`, or `alertdialog` for a confirmation.
    #[prop_or(AttrValue::Static("dialog"))]
    pub role: AttrValue,
    /// Closes it (Escape, the backdrop, the close button).
    pub on_close: Callback<()>,
    /// A class for its box.
    #[prop_or_default]
    pub class: Classes,
    /// The content.
    pub children: Html,
}

/// The frame.
#[function_component(Modal)]
pub fn modal(props: &ModalProps) -> Html {
    let box_ref = use_node_ref();
    {
        let box_ref = box_ref.clone();
        use_effect_with((), move |_| {
            let Some(dialog) = box_ref.cast::<HtmlElement>() else {
                return;
            };
            let first = dialog
                .query_selector("[autofocus], input, select, textarea, button:not(.close)")
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<HtmlElement>().ok());
            // A dialog with nothing to fill in (the shortcuts list) takes the focus itself:
            // left on the page, its Escape would never reach the dialog.
            let _ = first.unwrap_or(dialog).focus();
        });
    }
    let onkeydown = {
        let on_close = props.on_close.clone();
        Callback::from(move |event: KeyboardEvent| {
            event.stop_propagation();
            if event.key() == "Escape" {
                on_close.emit(());
            }
        })
    };
    let on_backdrop = props.on_close.reform(|_: MouseEvent| ());
    let on_close = props.on_close.reform(|_: MouseEvent| ());
    let title_id = format!(
        "dialog-{}",
        props.title.replace(' ', "-").to_ascii_lowercase()
    );
    html! {
        <div class="modal-layer" {onkeydown}>
            <div class="modal-backdrop" onclick={on_backdrop}></div>
            <div ref={box_ref} class={classes!("modal", props.class.clone())} role={props.role.clone()}
                 aria-modal="true" aria-labelledby={title_id.clone()} tabindex="-1">
                <header class="modal-header">
                    <h2 id={title_id}>{ props.title.clone() }</h2>
                    <button type="button" class="close" aria-label={tr("close")} onclick={on_close}>{ "×" }</button>
                </header>
                { props.children.clone() }
            </div>
        </div>
    }
}
