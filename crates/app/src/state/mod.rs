//! The app's state, apart from the DOM: plain Rust, tested natively (`cargo test`).
//!
//! `game_state.rs` is the root: the game, its [`Action`]s and reducer, composing the features.
//! Each feature owns its state and its transitions in a folder or file of its own: `play/`,
//! `computer.rs`, `analysis/`, `review/`, `switching.rs`, `clock.rs`, `shapes.rs`,
//! `tree_edits.rs` (deleting and promoting lines, a finished game's record kept); a feature's
//! types never import the root, only its transitions do (`impl GameState` blocks), so the
//! import graph has no cycle. Beside them: what the page draws from the state (`board_view.rs`,
//! `animation.rs`), what the board reports (`board_event.rs`), records (`records.rs`, `saved/`,
//! `library.rs`, `openings.rs`), the player's choices (`settings.rs`, `new_game_prefs.rs`,
//! named by `choice.rs`), keeping games in the browser (`keeping.rs`), and the page around the
//! game (`shell.rs`: the game's id, the settings, the dialog open).

mod analysis;
pub mod animation;
pub mod board_event;
pub mod board_view;
pub mod choice;
pub mod clock;
pub mod comments;
mod computer;
pub mod decimal;
pub mod editor;
pub mod engine;
pub mod explain;
pub mod game_state;
pub mod json;
pub mod keeping;
pub mod library;
pub mod material;
pub mod messages;
mod navigation;
pub mod new_game_prefs;
pub mod notation;
pub mod openings;
pub mod play;
pub mod position_text;
pub mod puzzles;
pub mod records;
pub mod review;
pub mod saved;
pub mod settings;
pub mod setup;
pub mod shapes;
pub mod shell;
pub mod speech;
mod switching;
pub mod translate;
pub mod tree_edits;
pub mod vocabulary;
pub mod words;

pub use board_event::BoardEvent;
pub use board_view::{board_view, display_order, BoardView, Hint, SquareView};
pub use engine::{EngineCommand, EngineReply, EngineRequest, Purpose};
pub use game_state::Action;
pub use game_state::{GameSetup, GameState, Mode, Start};
pub use vocabulary::{MoveSource, Navigation};
