//! The app's hooks: effects at the edges, each in a file of its own (the engine service, the clock's ticks, keyboard shortcuts, sounds, saving and
//! the library, kept choices, leaving the page, opening names, styles through the CSSOM).

pub mod use_clock_tick;
pub mod use_engine;
pub mod use_keyboard;
pub mod use_language;
pub mod use_library;
pub mod use_opening_names;
pub mod use_openings;
pub mod use_page_hide;
pub mod use_persistence;
pub mod use_puzzles;
pub mod use_sounds;
pub mod use_stored;
pub mod use_style;
pub mod use_training_store;
