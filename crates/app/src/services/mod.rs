//! Side effects at the edges: the engine's Web Workers, storage and the browser's services.

pub mod browser;
pub mod engine;
pub mod storage;
