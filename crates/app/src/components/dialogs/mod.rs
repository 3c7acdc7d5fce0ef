//! The dialogs over the page: new game, confirmations, import and export, the games list,
//! settings and the keyboard shortcuts.

pub mod choice_select;
pub mod confirm;
pub mod games;
pub mod modal;
pub mod new_game;
pub mod records;
pub mod settings;
pub mod shortcuts;

use super::toolbar::Confirm;
use records::RecordsTab;

/// The dialog open over the page, if any.
#[derive(Clone, Debug, PartialEq)]
pub enum Dialog {
    /// None.
    None,
    /// Setting up a new game.
    NewGame,
    /// Asking before an action that ends or leaves a game.
    Confirm(Confirm),
    /// Import or export.
    Records(RecordsTab),
    /// The games list.
    Games,
    /// The settings.
    Settings,
    /// The keyboard shortcuts.
    Shortcuts,
}
