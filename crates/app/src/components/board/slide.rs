//! Which pieces slide after a change of position: the plan is computed once per new position
//! (from the pieces before and after, see [`crate::state::animation`]) and kept for the
//! renders of that position.

use crate::state::animation::{self, Slide};
use chess_rules::Board;
use yew::prelude::*;

/// The slides of the latest change, and a generation that changes with each new position (the
/// key that restarts the CSS animation).
#[derive(Clone, PartialEq)]
pub struct Slides {
    /// The pieces that slide.
    pub slides: Vec<Slide>,
    /// Increases with every new position.
    pub generation: u32,
}

struct Memory {
    pieces: Board,
    slides: Vec<Slide>,
    generation: u32,
}

/// The slides for a board that now shows `pieces`; none when `animate` is off.
#[hook]
pub fn use_slide(pieces: &Board, animate: bool) -> Slides {
    let memory = use_mut_ref(|| Memory {
        pieces: pieces.clone(),
        slides: Vec::new(),
        generation: 0,
    });
    let mut memory = memory.borrow_mut();
    if memory.pieces != *pieces {
        memory.slides = if animate {
            animation::plan(&memory.pieces, pieces)
        } else {
            Vec::new()
        };
        memory.pieces = pieces.clone();
        memory.generation = memory.generation.wrapping_add(1);
    }
    Slides {
        slides: memory.slides.clone(),
        generation: memory.generation,
    }
}
