//! The app's components, one per file. They render state and forward events; the rules and
//! the game state live elsewhere.

pub mod app;
pub mod board;
pub mod controls;
pub mod engine_panel;
pub mod move_input;
pub mod move_list;
pub mod new_game;
pub mod notice;
pub mod promotion;
pub mod records;
pub mod status;
