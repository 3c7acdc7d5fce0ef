//! The app's state, apart from the DOM: plain Rust, tested natively.
//!
//! `game_state.rs` holds the game and its reducer; the files beside it each hold one concern
//! of it (board input, commands, the computer, the clock, speech). The rest are the views and
//! records derived from it: the board view, animation plans, PGN and FEN, the saved format,
//! the library's records, openings, the review, shapes and settings.

pub mod animation;
pub mod board_event;
mod board_input;
pub mod board_view;
pub mod choice;
pub mod clock;
mod commands;
mod computer;
pub mod engine;
pub mod game_state;
pub mod json;
pub mod keeping;
pub mod library;
pub mod material;
pub mod new_game_prefs;
pub mod notation;
pub mod openings;
pub mod records;
pub mod review;
pub mod saved;
pub mod settings;
pub mod setup;
pub mod shapes;
pub mod speech;

pub use board_event::BoardEvent;
pub use board_view::{board_view, display_order, BoardView, Hint, SquareView};
pub use engine::{EngineCommand, EngineReply, EngineRequest, Purpose};
pub use game_state::{Action, GameSetup, GameState, Mode, MoveSource, Navigation, Start};
