//! The chess engine: search and evaluation in plain Rust over `chess-rules`. It speaks UCI as
//! a native binary (`cargo run --release -p chess-engine`) and, compiled to WebAssembly, from a
//! Web Worker in the app; both are thin shells around [`uci::Session`].

pub mod bench;
pub mod correction;
pub mod defs;
pub mod eval;
pub mod history;
pub mod large_pages;
pub mod levels;
pub mod ordering;
pub mod picker;
pub mod prefetch;
pub mod random;
pub mod search;
pub mod see;
pub mod threats;
pub mod time;
pub mod tt;
pub mod uci;

pub use levels::{Level, LEVELS};
pub use search::{Environment, Score, SearchInfo, SearchResult, Searcher};
pub use time::SearchLimits;
pub use uci::{Go, Request, Session};
