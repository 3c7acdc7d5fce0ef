//! The app's components, one per file.

pub mod app;
pub mod board;
