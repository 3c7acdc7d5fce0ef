//! Keyboard shortcuts anywhere on the page (not while typing in a box, nor on a square the
//! keyboard reached: the board has keys of its own).

use crate::state::{Action, Navigation};
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

/// What a shortcut does: an action of the game, or one of the page's.
#[derive(Clone, Debug, PartialEq)]
pub enum Shortcut {
    /// An action of the game.
    Game(Action),
    /// Open the "New game" dialog.
    NewGame,
    /// Show the shortcuts.
    Help,
    /// Zen mode on or off.
    Zen,
}

/// The shortcut a key stands for.
pub fn shortcut(key: &str) -> Option<Shortcut> {
    Some(match key {
        "ArrowLeft" => Shortcut::Game(Action::Navigate(Navigation::Back)),
        "ArrowRight" => Shortcut::Game(Action::Navigate(Navigation::Forward)),
        "ArrowUp" => Shortcut::Game(Action::Navigate(Navigation::PreviousVariation)),
        "ArrowDown" => Shortcut::Game(Action::Navigate(Navigation::NextVariation)),
        "Home" => Shortcut::Game(Action::Navigate(Navigation::Start)),
        "End" => Shortcut::Game(Action::Navigate(Navigation::End)),
        "f" | "F" => Shortcut::Game(Action::Flip),
        "x" | "X" => Shortcut::Game(Action::ToggleThreat),
        "Escape" => Shortcut::Game(Action::CancelPromotion),
        "n" | "N" => Shortcut::NewGame,
        "?" => Shortcut::Help,
        "z" | "Z" => Shortcut::Zen,
        _ => return None,
    })
}

/// Keys typed in a text box or in a dialog belong to them. (The board keeps the arrow keys
/// itself, on a square the keyboard reached.)
fn key_belongs_to_target(event: &KeyboardEvent) -> bool {
    let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
        return false;
    };
    matches!(target.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
        || target
            .closest("[role=dialog], [role=alertdialog]")
            .ok()
            .flatten()
            .is_some()
}

/// Listens for shortcuts while mounted.
#[hook]
pub fn use_keyboard(on_shortcut: Callback<Shortcut>) {
    // The listener is added once; it calls the latest render's callback, which knows the
    // latest state (whether a game is in progress, which screen is shown).
    let latest = use_mut_ref(|| on_shortcut.clone());
    *latest.borrow_mut() = on_shortcut;
    use_effect_with((), move |_| {
        let document = gloo::utils::document();
        let options = EventListenerOptions::enable_prevent_default();
        let listener =
            EventListener::new_with_options(&document, "keydown", options, move |event| {
                let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                if event.ctrl_key()
                    || event.meta_key()
                    || event.alt_key()
                    || key_belongs_to_target(event)
                {
                    return;
                }
                if let Some(shortcut) = shortcut(&event.key()) {
                    event.prevent_default();
                    latest.borrow().emit(shortcut);
                }
            });
        move || drop(listener)
    });
}
