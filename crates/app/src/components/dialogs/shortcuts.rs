//! The keyboard shortcuts, shown by "?".

use super::modal::Modal;
use yew::prelude::*;

/// Every shortcut: keys and what they do.
pub const SHORTCUTS: [(&str, &str); 13] = [
    ("← →", "Previous and next move"),
    ("↑ ↓", "Previous and next variation at a fork"),
    ("Home End", "First and last position"),
    ("f", "Flip the board"),
    (
        "x",
        "Show the threat (the opponent's best move if it were their turn)",
    ),
    ("Tab, then arrows", "Move between squares on the board"),
    ("Enter or Space", "Pick up a piece, then put it down"),
    ("Escape", "Drop the selection or a promotion"),
    ("Right-click", "Circle a square; right-drag: an arrow"),
    ("Shift, Alt", "With a right-click: red, blue (both: yellow)"),
    ("n", "New game"),
    (
        "z",
        "Zen mode: the board and clocks only, or everything again",
    ),
    ("?", "This list"),
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
    let rows = SHORTCUTS.iter().map(|(keys, what)| {
        html! { <tr><th scope="row"><kbd>{ *keys }</kbd></th><td>{ *what }</td></tr> }
    });
    html! {
        <Modal title="Keyboard shortcuts" on_close={props.on_close.clone()} class="shortcuts">
            <table class="shortcut-table">{ for rows }</table>
        </Modal>
    }
}
