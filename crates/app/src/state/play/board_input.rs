//! The board's input: picking a piece up, dropping it, clicking squares, choosing a promotion
//! piece, queueing a premove while the computer thinks, and the moves that wait for the
//! player's word (discarding later moves, claiming a draw).

use super::{PendingMove, PendingPromotion, Premove, Question};
use crate::state::board_event::BoardEvent;
use crate::state::explain::illegal_move_text;
use crate::state::game_state::{Action, GameState};
use crate::state::settings::AutoQueen;
use crate::state::vocabulary::MoveSource;
use chess_rules::{Color, Move, Role, Square};

/// The game's actions for something done on the board. With auto-queen always, a move that
/// asks which piece to promote to is answered with a queen at once (when no move asked,
/// the answer does nothing); with never, a premove's promotion waits to be asked. With
/// `confirm`, a move the event makes in a live game waits for the player's Confirm.
pub fn actions_for(event: BoardEvent, auto_queen: AutoQueen, confirm: bool) -> Vec<Action> {
    let asks = event.may_ask_promotion();
    let mut actions = vec![Action::from(event)];
    match auto_queen {
        AutoQueen::Always if asks => actions.push(Action::Promote(Role::Queen)),
        AutoQueen::Never => actions.push(Action::AskPremovePromotion),
        _ => {}
    }
    if confirm {
        actions.insert(0, Action::ConfirmNextMove(true));
        actions.push(Action::ConfirmNextMove(false));
    }
    actions
}

impl GameState {
    pub(in crate::state) fn can_pick(&self, square: Square) -> bool {
        let piece = self.viewed_position().piece_at(square);
        piece.is_some_and(|p| Some(p.color) == self.movable_color())
    }

    /// The colour that may queue a premove now: the player's, while the computer thinks.
    pub fn premove_color(&self) -> Option<Color> {
        match self.setup.mode {
            crate::state::game_state::Mode::VsComputer { human, .. }
                if self.engine.thinking.is_some()
                    && self.at_end()
                    && self.input.promotion.is_none() =>
            {
                Some(human)
            }
            _ => None,
        }
    }

    pub(in crate::state) fn deselect(&mut self) {
        self.input.selected = None;
        self.input.premove = None;
    }

    pub(in crate::state) fn click(&mut self, square: Square) {
        if let Some(color) = self.premove_color() {
            return self.click_premove(square, color);
        }
        if self.movable_color().is_none() {
            self.input.selected = None;
            return;
        }
        match self.input.selected {
            Some(from) if from == square => self.input.selected = None,
            Some(from) if self.can_pick(square) && !self.is_castling_onto_rook(from, square) => {
                self.input.selected = Some(square);
            }
            Some(from) => self.try_move(from, square, MoveSource::Click),
            None if self.can_pick(square) => {
                self.input.selected = Some(square);
                self.notice = None;
            }
            None => {}
        }
    }

    /// A king clicked or dropped onto its own rook means castling, when castling is legal.
    fn is_castling_onto_rook(&self, from: Square, to: Square) -> bool {
        let position = self.viewed_position();
        position
            .piece_at(from)
            .is_some_and(|p| p.role == Role::King)
            && position.piece_at(to).is_some_and(|p| p.role == Role::Rook)
            && position.check_move(from, to, None).is_ok()
    }

    pub(in crate::state) fn pick_up(&mut self, square: Square) {
        if let Some(color) = self.premove_color() {
            let own = self
                .viewed_position()
                .piece_at(square)
                .is_some_and(|p| p.color == color);
            if own {
                self.input.selected = Some(square);
                self.input.premove = None;
            }
            return;
        }
        if self.can_pick(square) {
            self.input.selected = Some(square);
            self.notice = None;
        }
    }

    pub(in crate::state) fn drop(&mut self, from: Square, to: Option<Square>) {
        if let Some(color) = self.premove_color() {
            return self.drop_premove(from, to, color);
        }
        match to {
            // Off the board, or back where it started: the piece goes back, still selected
            // when released on its own square so a click can finish the move.
            None => self.input.selected = None,
            Some(to) if to == from => self.input.selected = Some(from),
            Some(to) if self.can_pick(from) => self.try_move(from, to, MoveSource::Drag),
            Some(_) => self.input.selected = None,
        }
    }

    pub(in crate::state) fn try_move(&mut self, from: Square, to: Square, source: MoveSource) {
        let position = self.viewed_position();
        if position.is_promotion(Move::new(from, to, None)) {
            match self.game_check_move(from, to, Some(Role::Queen)) {
                Ok(_) => {
                    self.input.selected = Some(from);
                    self.input.promotion = Some(PendingPromotion { from, to, source });
                }
                Err(reason) => self.refuse(illegal_move_text(&reason)),
            }
            return;
        }
        match self.game_check_move(from, to, None) {
            Ok(mv) => self.commit(mv, source),
            Err(reason) => self.refuse(illegal_move_text(&reason)),
        }
    }

    /// Checks a move on the position shown, with the reasons the game's history can give (who
    /// ended a castling right) when it is the game's current position.
    fn game_check_move(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<Move, chess_rules::IllegalMoveReason> {
        if self.at_end() {
            self.game.check_move(from, to, promotion)
        } else {
            self.tree
                .game_to(self.cursor)
                .check_move(from, to, promotion)
        }
    }

    pub(in crate::state) fn refuse(&mut self, reason: String) {
        self.notice = Some(reason);
        self.input.selected = None;
    }

    pub(in crate::state) fn promote(&mut self, role: Role) {
        let Some(PendingPromotion { from, to, source }) = self.input.promotion.take() else {
            return;
        };
        match self.game_check_move(from, to, Some(role)) {
            Ok(mv) => self.commit(mv, source),
            Err(reason) => self.refuse(illegal_move_text(&reason)),
        }
    }

    pub(in crate::state) fn cancel_promotion(&mut self) {
        self.input.promotion = None;
        self.input.selected = None;
    }

    /// A legal move on the position shown: played at once, or held for the player's word when
    /// it would discard later moves of a live game, or when moves are confirmed.
    pub(in crate::state) fn commit(&mut self, mv: Move, source: MoveSource) {
        self.input.selected = None;
        let san = self.viewed_position().san(mv).to_string();
        if self.input.confirm_next && self.in_progress() && self.at_end() {
            self.input.pending = Some(PendingMove {
                mv,
                san,
                question: Question::Confirm,
                source,
            });
            return;
        }
        if self.is_linear() && !self.at_end() {
            let later = self.tree.ply(self.tree.main_line_end()) - self.tree.ply(self.cursor);
            self.input.pending = Some(PendingMove {
                mv,
                san,
                question: Question::Discard(later),
                source,
            });
            return;
        }
        self.make_move(mv, source);
    }

    /// The pending move is confirmed: what follows it is discarded, and it is played.
    pub(in crate::state) fn confirm_pending(&mut self) {
        let Some(PendingMove { mv, source, .. }) = self.input.pending.take() else {
            return;
        };
        self.take_back_to(self.cursor);
        self.make_move(mv, source);
    }

    /// Queues or clears a premove with clicks: a piece of the player's, then its destination.
    fn click_premove(&mut self, square: Square, color: Color) {
        let own = self
            .viewed_position()
            .piece_at(square)
            .is_some_and(|p| p.color == color);
        match self.input.selected {
            Some(from) if from != square && self.premove_reaches(from, square) => {
                self.set_premove(from, square);
            }
            _ if own => {
                self.input.selected = Some(square);
                self.input.premove = None;
            }
            // A click elsewhere cancels.
            _ => self.deselect(),
        }
    }

    fn drop_premove(&mut self, from: Square, to: Option<Square>, color: Color) {
        let own = self
            .viewed_position()
            .piece_at(from)
            .is_some_and(|p| p.color == color);
        match to {
            Some(to) if own && to != from && self.premove_reaches(from, to) => {
                self.set_premove(from, to);
            }
            Some(to) if to == from => self.input.selected = Some(from),
            _ => self.deselect(),
        }
    }

    fn premove_reaches(&self, from: Square, to: Square) -> bool {
        self.viewed_position()
            .premove_destinations(from)
            .contains(to)
    }

    fn set_premove(&mut self, from: Square, to: Square) {
        let promotion = self
            .viewed_position()
            .is_promotion(Move::new(from, to, None))
            .then_some(Role::Queen);
        self.input.premove = Some(Premove {
            from,
            to,
            promotion,
        });
        self.input.selected = None;
    }

    /// Auto-queen never: the queued premove's promotion is asked when it is played.
    pub(in crate::state) fn ask_premove_promotion(&mut self) {
        if let Some(premove) = self.input.premove.as_mut() {
            premove.promotion = None;
        }
    }

    /// After the computer's move: the premove is played at once if legal, else dropped
    /// silently; a promotion without its piece opens the picker.
    pub(in crate::state) fn play_premove(&mut self) {
        let Some(premove) = self.input.premove.take() else {
            return;
        };
        if self.movable_color().is_none() {
            return;
        }
        let (from, to) = (premove.from, premove.to);
        let promotes = self.game.position().is_promotion(Move::new(from, to, None));
        if promotes && premove.promotion.is_none() {
            if self.game.check_move(from, to, Some(Role::Queen)).is_ok() {
                self.input.selected = Some(from);
                self.input.promotion = Some(PendingPromotion {
                    from,
                    to,
                    source: MoveSource::Click,
                });
            }
            return;
        }
        if let Ok(mv) = self
            .game
            .check_move(premove.from, premove.to, premove.promotion)
        {
            self.commit(mv, MoveSource::Click);
        }
    }
}
