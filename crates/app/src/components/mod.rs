//! The app's components, one per file. They render state and forward events; the rules and
//! the game state live elsewhere.

pub mod analysis;
pub mod app;
pub mod board;
pub mod dialogs;
pub mod editor;
pub mod eval_bar;
pub mod eval_graph;
pub mod learning;
pub mod mini_board;
pub mod move_input;
pub mod move_list;
pub mod page;
pub mod player_strip;
pub mod puzzles;
pub mod review;
pub mod start;
pub mod status;
pub mod toast;
pub mod toolbar;
