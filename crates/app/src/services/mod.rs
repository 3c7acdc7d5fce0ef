//! Side effects at the edges: the engine's Web Workers, storage, the game library, other tabs,
//! sound, panics and the browser's other services.

pub mod browser;
pub mod engine;
pub mod i18n;
pub mod library_db;
pub mod panic;
pub mod sound;
pub mod startup;
pub mod storage;
pub mod tabs;
#[cfg(feature = "test-hooks")]
pub mod test_hooks;
