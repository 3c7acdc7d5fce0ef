//! What the board reports, as chessground's `events` do: the board component knows no chess and
//! none of the app's actions; it says what the player did to it, and the root of the state
//! ([`crate::state::Action::from`]) decides what that means.

use super::shapes::Shape;
use chess_rules::{Role, Square};

/// Something the player did on the board.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardEvent {
    /// A square clicked (or Enter/Space on it).
    Click(Square),
    /// A piece picked up with the pointer.
    PickUp(Square),
    /// A dragged piece released over a square, or off the board (`None`).
    Drop {
        /// Where the piece was picked up.
        from: Square,
        /// Where it was released.
        to: Option<Square>,
    },
    /// A click off every piece and square that means "nothing selected" (Escape, a drag let go).
    Deselect,
    /// A shape drawn with the secondary button (the same one again removes it).
    DrawShape(Shape),
    /// A primary click that clears the drawn shapes.
    ClearShapes,
    /// A piece chosen in the promotion picker.
    Promote(Role),
    /// The promotion picker closed without a choice.
    CancelPromotion,
    /// The wheel turned over the board: a move forward (down) or back (up).
    Wheel {
        /// Down, towards the end of the game.
        forward: bool,
    },
}

impl BoardEvent {
    /// Might this move a piece, and so leave a promotion to choose (a click or a drop)?
    pub fn may_ask_promotion(&self) -> bool {
        matches!(self, BoardEvent::Click(_) | BoardEvent::Drop { .. })
    }
}
