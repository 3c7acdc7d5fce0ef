//! Side effects at the edges: the engine's Web Workers.

pub mod engine;
