//! A confirmation: what will happen, a button that does it and one that does not.

use super::modal::Modal;
use crate::state::translate::tr;
use yew::prelude::*;

/// The question.
#[derive(Properties, PartialEq, Clone)]
pub struct ConfirmProps {
    /// The title ("Resign?").
    pub title: AttrValue,
    /// What happens.
    pub message: AttrValue,
    /// The button that does it ("Resign").
    pub confirm: AttrValue,
    /// It was done.
    pub on_confirm: Callback<()>,
    /// It was not.
    pub on_cancel: Callback<()>,
}

/// The confirmation.
#[function_component(ConfirmDialog)]
pub fn confirm_dialog(props: &ConfirmProps) -> Html {
    let yes = props.on_confirm.reform(|_: MouseEvent| ());
    let no = props.on_cancel.reform(|_: MouseEvent| ());
    html! {
        <Modal title={props.title.clone()} role="alertdialog" on_close={props.on_cancel.clone()} class="confirm">
            <p class="confirm-message">{ props.message.clone() }</p>
            <div class="dialog-buttons">
                <button type="button" class="primary" onclick={yes}>{ props.confirm.clone() }</button>
                <button type="button" onclick={no}>{ tr("cancel") }</button>
            </div>
        </Modal>
    }
}
