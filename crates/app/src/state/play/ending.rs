//! How a live game ends off the board: resignation, draws claimed, agreed or offered to the
//! computer, a flag fallen on the clock's tick, and the end declared.

use crate::state::game_state::{GameState, Mode};
use crate::state::translate::tr;
use crate::state::vocabulary::EventKind;
use chess_rules::Outcome;

impl GameState {
    pub(in crate::state) fn resign(&mut self) {
        if !self.in_progress() {
            return;
        }
        let loser = match self.setup.mode {
            Mode::VsComputer { human, .. } => human,
            Mode::TwoPlayers | Mode::Analysis => self.game.position().turn(),
        };
        self.declare(Outcome::Win {
            winner: !loser,
            reason: chess_rules::WinReason::Resignation,
        });
    }

    pub(in crate::state) fn claim_draw(&mut self) {
        match self.game.claimable_draw() {
            Some(reason) if self.in_progress() => {
                self.declare(Outcome::Draw(reason));
            }
            _ => {
                self.notice = Some(chess_rules::GameError::NoDrawToClaim.to_string());
            }
        }
    }

    pub(in crate::state) fn agree_draw(&mut self) {
        if self.in_progress() {
            self.declare(Outcome::Draw(chess_rules::DrawReason::Agreement));
        }
    }

    /// The computer accepts a draw when its last evaluation says the game is level (within a
    /// third of a pawn) and at least 30 moves have been played; once per move.
    pub(in crate::state) fn offer_draw(&mut self) {
        let plies = self.game.len();
        if !self.in_progress() || self.draw_offered_at == Some(plies) {
            return;
        }
        self.draw_offered_at = Some(plies);
        let level = self.engine.last_game_score.map(|cp| cp.abs() <= 30);
        if plies >= 60 && level == Some(true) {
            self.notice = Some(tr("notice-draw-accepted"));
            self.agree_draw();
        } else {
            self.notice = Some(tr("notice-draw-declined"));
        }
    }

    /// Ends the game with an outcome decided outside the board.
    pub(in crate::state) fn declare(&mut self, outcome: Outcome) {
        self.tree.set_declared_outcome(Some(outcome));
        self.game = self.tree.main_game();
        self.cursor = self.tree.main_line_end();
        self.clear_pending();
        self.game_ended();
        self.announcement = self.turn_announcement();
    }

    /// The clock's heartbeat: a fallen flag ends the game (FIDE 6.9); low time is heard once.
    pub(in crate::state) fn tick(&mut self, now: f64) {
        let in_progress = self.in_progress();
        let Some(clock) = self.clock.as_mut() else {
            return;
        };
        clock.tick(now);
        if !in_progress {
            return;
        }
        if clock.is_paused() {
            let turn = self.game.position().turn();
            clock.resume(turn, now);
        }
        if let Some(flagged) = clock.flagged() {
            let outcome = Outcome::on_time(self.game.position(), flagged);
            self.declare(outcome);
            return;
        }
        let human = match self.setup.mode {
            Mode::VsComputer { human, .. } => Some(human),
            _ => clock.running(),
        };
        if human.is_some_and(|side| clock.take_low_time_warning(side)) {
            self.mark(EventKind::LowTime);
        }
    }
}
