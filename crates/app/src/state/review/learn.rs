//! "Learn from your mistakes", all of it: which of the player's mistakes are offered, going to
//! the position before one, and judging the player's try against the engine's move.

use super::Judgement;
use crate::state::game_state::{GameState, Mode};
use crate::state::notation::line_san;
use chess_rules::{Move, MoveTree, NodeId};

impl GameState {
    /// "Learn from your mistakes": goes to the position before the mistake `step` (of the
    /// player's mistakes and blunders, in order), to find a better move; `None` leaves.
    pub(in crate::state) fn learn(&mut self, step: Option<usize>) {
        let Some(step) = step else {
            self.review_learning = None;
            return;
        };
        let mistakes = self.mistakes();
        let Some(&node) = mistakes.get(step) else {
            self.review_learning = None;
            return;
        };
        if self.in_progress() {
            return;
        }
        // The mode stays: against the computer, the mistakes to learn from stay the player's.
        self.review_learning = Some(step);
        self.cursor = self.tree.node(node).parent.unwrap_or(MoveTree::ROOT);
        self.clear_pending();
        self.notice = Some("Find a better move for this position.".to_string());
    }

    /// A try at a position of "Learn from your mistakes", before it is played: whether it was
    /// as good as the engine's move, and the engine's line (none when not learning here).
    pub(in crate::state) fn judge_learning_try(&self, mv: Move) -> Option<String> {
        let step = self.review_learning?;
        let &mistake = self.mistakes().get(step)?;
        if self.tree.node(mistake).parent != Some(self.cursor) {
            return None;
        }
        let best = self.review.of_node(mistake)?.better.clone()?;
        let position = self.viewed_position();
        let answer = line_san(position, &best.line, 6);
        let played = self.tree.node(mistake).mv;
        Some(if best.best == Some(mv) {
            format!("Yes: that is the engine's move. Its line: {answer}")
        } else if played == Some(mv) {
            format!("That is the move played in the game. The engine prefers: {answer}")
        } else {
            format!("The engine prefers another move: {answer}")
        })
    }

    /// The main-line moves judged mistakes or blunders (the player's only, against the
    /// computer), in order.
    pub fn mistakes(&self) -> Vec<NodeId> {
        let Some(result) = self.review.result() else {
            return Vec::new();
        };
        let player = match self.setup.mode {
            Mode::VsComputer { human, .. } => Some(human),
            _ => None,
        };
        result
            .moves
            .iter()
            .filter(|m| m.judgement >= Some(Judgement::Mistake))
            .filter(|m| player.is_none_or(|p| p == m.mover))
            .map(|m| m.node)
            .collect()
    }
}
