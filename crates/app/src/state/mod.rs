//! The app's state, apart from the DOM: plain Rust, tested natively.

pub mod animation;
pub mod board_view;
pub mod computer;
pub mod game_state;
pub mod records;
pub mod saved;

pub use board_view::{board_view, display_order, BoardView, Hint, SquareView};
pub use computer::{ComputerState, EngineInfo, EngineScore, Purpose};
pub use game_state::{Action, GameState, Mode, MoveSource, Navigation};
