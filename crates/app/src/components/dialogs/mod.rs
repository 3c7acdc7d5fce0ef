//! The dialogs over the page: new game, confirmations, import and export, the games list,
//! settings and the keyboard shortcuts.

pub mod choice_select;
pub mod confirm;
pub mod games;
pub mod modal;
pub mod new_game;
pub mod previews;
pub mod records;
pub mod settings;
pub mod shortcuts;

// The dialog open is the shell's state: `crate::state::shell::Dialog`.
