//! The keyboard shortcuts, shown by "?".

use super::modal::Modal;
use crate::hooks::use_language::use_spoken;
use crate::state::translate::tr;
use yew::prelude::*;

/// A shortcut's keys: symbols every language reads alike, or words (a message's key).
#[derive(Clone, Copy)]
pub enum Keys {
    /// "f", "← →".
    Symbols(&'static str),
    /// "Tab, then arrows": the message's key.
    Words(&'static str),
}

/// Every shortcut: its keys and the key of what it does.
pub const SHORTCUTS: [(Keys, &str); 13] = [
    (Keys::Symbols("← →"), "shortcut-prev-next"),
    (Keys::Symbols("↑ ↓"), "shortcut-variations"),
    (Keys::Words("keys-home-end"), "shortcut-first-last"),
    (Keys::Symbols("f"), "shortcut-flip"),
    (Keys::Symbols("x"), "shortcut-threat"),
    (Keys::Words("keys-tab-arrows"), "shortcut-squares"),
    (Keys::Words("keys-enter-space"), "shortcut-pick"),
    (Keys::Words("keys-escape"), "shortcut-escape"),
    (Keys::Words("keys-right-click"), "shortcut-right-click"),
    (Keys::Words("keys-shift-alt"), "shortcut-brushes"),
    (Keys::Symbols("n"), "shortcut-new-game"),
    (Keys::Symbols("z"), "shortcut-zen"),
    (Keys::Symbols("?"), "shortcut-list"),
];

/// What closes it.
#[derive(Properties, PartialEq, Clone)]
pub struct ShortcutsProps {
    /// Closes the dialog.
    pub on_close: Callback<()>,
}

/// The dialog.
#[function_component(ShortcutsDialog)]
pub fn shortcuts_dialog(props: &ShortcutsProps) -> Html {
    use_spoken();
    let rows = SHORTCUTS.iter().map(|&(keys, what)| {
        let keys = match keys {
            Keys::Symbols(symbols) => symbols.to_string(),
            Keys::Words(key) => tr(key),
        };
        html! { <tr><th scope="row"><kbd>{ keys }</kbd></th><td>{ tr(what) }</td></tr> }
    });
    html! {
        <Modal title={tr("menu-shortcuts")} on_close={props.on_close.clone()} class="shortcuts">
            <table class="shortcut-table">{ for rows }</table>
        </Modal>
    }
}
