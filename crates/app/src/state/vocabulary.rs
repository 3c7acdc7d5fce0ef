//! The words the game's actions are made of (how a move was entered, where the cursor goes) and
//! the [`GameEvent`]s the state reports back for sounds. The actions themselves are beside the
//! state they change (`game_state.rs`).

use chess_rules::NodeId;

/// How a move was entered: a dragged piece is already where it lands, so it does not slide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSource {
    /// Clicked (or chosen with the keyboard) square by square.
    Click,
    /// Dragged and dropped.
    Drag,
    /// Typed in the move box, or played by the engine.
    Text,
}

/// Where the cursor goes in the move tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Navigation {
    /// The start position.
    Start,
    /// One move back.
    Back,
    /// One move forward along the line shown.
    Forward,
    /// The end of the line shown.
    End,
    /// The position after this node.
    Node(NodeId),
    /// The previous variation at the last fork (up).
    PreviousVariation,
    /// The next variation at the last fork (down).
    NextVariation,
}

/// What just happened, for the page's sounds: a counter so the same event twice is heard twice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameEvent {
    /// Increases with every event.
    pub serial: u64,
    /// What happened.
    pub kind: EventKind,
}

/// The kinds of events a sound marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// A quiet move.
    Move,
    /// A capture.
    Capture,
    /// Castling.
    Castle,
    /// A move that gives check.
    Check,
    /// The end of the game.
    GameEnd,
    /// The player's clock went under the low-time mark.
    LowTime,
}
