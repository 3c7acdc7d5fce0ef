//! "Learn from your mistakes", as lichess's retrospect: the player's inaccuracies, mistakes and
//! blunders of a reviewed game, one after the other; at each, the position before it, to find a
//! better move. The engine's move is right at once, the game's move wrong at once; any other try
//! is searched at the review's budget and right when it keeps the winning chances within
//! [`ACCEPTED_DROP`] of the engine's move. A wrong try is taken back, to try again; the
//! solution can be shown, a moment skipped; the end says how many were found. The board faces
//! the side to find the move (both sides' moments are offered in a game between two people).

use super::Judgement;
use crate::state::engine::Pending;
use chess_engine::Score;
use chess_rules::{Color, NodeId};

mod run;

/// A try is right when it costs at most this many points of winning chances (0-100) against
/// the engine's move (lichess accepts 2; the review's budget is noisier).
pub const ACCEPTED_DROP: f64 = 4.0;

/// What the player does while learning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LearnAction {
    /// Start at the first moment (again, after the end).
    Start,
    /// Show the engine's move here.
    ShowSolution,
    /// Go to the next moment without finding this one.
    Skip,
    /// Go on after a right try or the solution.
    Next,
    /// Stop learning.
    Leave,
}

/// Where "Learn from your mistakes" stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Learning {
    /// The moves to learn from (nodes of the main line), in order.
    pub moments: Vec<NodeId>,
    /// The one being tried (`moments.len()` at the end).
    pub step: usize,
    /// How the try at it goes.
    pub attempt: Attempt,
    /// How many were found without the solution.
    pub found: usize,
    /// The board's orientation before learning began: each moment turns the board to the side
    /// that is to find the move (as a puzzle does), and leaving turns it back.
    pub orientation_before: Color,
}

/// How the try at one moment goes.
#[derive(Clone, Debug, PartialEq)]
pub enum Attempt {
    /// Waiting for the player's move.
    Finding,
    /// The engine searches the position after the try (the node shown).
    Judging {
        /// The search.
        pending: Pending,
        /// Its latest score, White's view.
        latest: Option<Score>,
        /// Was the try a move of the tree already (then a wrong one stays in it)?
        known: bool,
    },
    /// The try (in SAN) was not good enough; it was taken back.
    Wrong(String),
    /// The try (in SAN) was good.
    Right(String),
    /// The engine's move was shown.
    Shown,
}

/// What the page shows of the learning.
#[derive(Clone, Debug, PartialEq)]
pub struct LearningView {
    /// Which moment (from 1) of how many.
    pub number: usize,
    /// How many moments.
    pub total: usize,
    /// Who is to find the move.
    pub mover: Color,
    /// The game's move there, in SAN with its mark ("Nf6??").
    pub played: String,
    /// Its class.
    pub judgement: Judgement,
    /// The engine's line there, from its move, numbered.
    pub solution: String,
    /// How the try goes (`None` at the end).
    pub attempt: Option<Attempt>,
    /// How many were found.
    pub found: usize,
}
