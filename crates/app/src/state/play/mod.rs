//! Playing on the board: what the player's hands do (`board_input.rs`: picking up, dropping,
//! clicking, promotion, premoves), the moves that makes (`moves.rs`: playing, taking back,
//! moving through the tree) and how a live game ends off the board (`ending.rs`). The input
//! under way is this feature's own state, [`BoardInput`].

mod board_input;
pub use board_input::actions_for;
mod ending;
mod moves;

use super::vocabulary::MoveSource;
use chess_rules::{Move, Role, Square};

/// The input under way on the board: a selected piece, a promotion or a move waiting for the
/// player's word, a premove.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BoardInput {
    pub(super) selected: Option<Square>,
    pub(super) promotion: Option<PendingPromotion>,
    pub(super) pending: Option<PendingMove>,
    pub(super) premove: Option<Premove>,
    /// The board event being applied asks for confirmation of the move it makes (the
    /// "Confirm moves" setting; set and cleared around each event by `actions_for`).
    pub(super) confirm_next: bool,
}

/// A pawn move waiting for the player to choose a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PendingPromotion {
    /// The pawn's square.
    pub from: Square,
    /// The square it promotes on.
    pub to: Square,
    pub(in crate::state) source: MoveSource,
}

/// A move waiting for the player's word: to discard the later moves (a live game seen at an
/// earlier position). A move that brings a claimable draw is played at once; the claim is
/// offered beside the moves, not asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingMove {
    /// The move.
    pub mv: Move,
    /// The move in SAN.
    pub san: String,
    /// What it waits for.
    pub question: Question,
    pub(in crate::state) source: MoveSource,
}

/// What a pending move waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Play it and discard this many later moves?
    Discard(usize),
    /// Play it? (The "Confirm moves" setting.)
    Confirm,
}

/// A move queued while the computer thinks, played as soon as it has moved if still legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Premove {
    /// From.
    pub from: Square,
    /// To.
    pub to: Square,
    /// The piece a pawn becomes (queen by default).
    pub promotion: Option<Role>,
}
