//! Editing the move tree by hand: deleting a move and what follows, promoting a variation,
//! making a line the main line. Two rules keep what the player had:
//! - a game played to its end keeps its moves: its main line is the record of how it went (its
//!   result included), so an edit may branch from it or change its variations, never delete or
//!   replace it (Analyse turns it into an analysis, where anything may change);
//! - a deletion can be undone while its notice shows (a button pressed by mistake costs nothing).

use super::review::ReviewState;
use super::shapes::Shapes;
use chess_rules::{Game, MoveTree, NodeId};

mod run;

/// What a deletion took away, to put back: the tree and everything drawn from it.
#[derive(Clone, Debug, PartialEq)]
pub struct DeletedLine {
    tree: MoveTree,
    game: Game,
    cursor: NodeId,
    trail: NodeId,
    shapes: Shapes,
    review: ReviewState,
    /// The tree just after the deletion: undone only while it is still so.
    left: MoveTree,
    /// The notice that offers the undo (another notice in its place does not).
    notice: String,
}

/// Which edits the tree tools may offer at a node.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TreeEdits {
    /// Delete the move and what follows.
    pub delete: bool,
    /// Move its variation one place up.
    pub promote: bool,
    /// Make its line the main line.
    pub make_main_line: bool,
}
