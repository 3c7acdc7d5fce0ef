//! What the review says of the move on the board, as lichess shows it beside the board: its
//! class, the move that was better and the engine's line, and the evaluation before and after.

use super::Judgement;
use crate::state::engine::score_label;
use crate::state::game_state::GameState;
use crate::state::notation::line_san;
use crate::state::translate::tr;
use chess_rules::{Move, MoveTree, NodeId, Position};

/// The review's word on one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The move as written, with its number ("12... Nxe5").
    pub played: String,
    /// Its class, if it was a bad one.
    pub judgement: Option<Judgement>,
    /// The engine's move, in SAN, when another was better.
    pub best: Option<String>,
    /// The engine's line from the position before the move, in SAN with numbers.
    pub line: Option<String>,
    /// The evaluation before and after the move (White's view, "+0.35", "#3"); after a move
    /// that ends the game, its name ("checkmate", "stalemate").
    pub before: String,
    /// See `before`.
    pub after: String,
}

impl GameState {
    /// The review's verdict on the move that led to the position shown, if it was reviewed.
    pub fn verdict_here(&self) -> Option<Verdict> {
        let review = self.review.result()?;
        let index = review.moves.iter().position(|m| m.node == self.cursor)?;
        let judged = &review.moves[index];
        let parent = self.tree.node(self.cursor).parent.unwrap_or(MoveTree::ROOT);
        let before_position = self.tree.position(parent);
        let mv = self.tree.node(self.cursor).mv?;
        let better = judged
            .better
            .as_ref()
            .filter(|b| b.best.is_some_and(|b| b != mv));
        Some(Verdict {
            played: line_san(before_position, &[mv], 1),
            judgement: judged.judgement,
            best: better
                .and_then(|b| b.best)
                .map(|best| before_position.san(best).to_string()),
            line: better.map(|b| line_san(before_position, &b.line, 8)),
            before: score_label(review.positions.get(index)?.score),
            after: ending_name(self.tree.position(self.cursor))
                .unwrap_or_else(|| score_label(judged.score_after)),
        })
    }

    /// How the reviewed game ended on the board, when its last move left no move
    /// ("checkmate", "stalemate"): said in place of the score after that move.
    pub fn review_ending(&self) -> Option<String> {
        let last = self.review.result()?.moves.last()?.node;
        ending_name(self.tree.position(last))
    }

    /// The engine's better move at the position shown, when the main-line move played from it
    /// was judged bad (drawn as an arrow, as lichess does).
    pub fn better_move_here(&self) -> Option<Move> {
        if self.learning_hides_the_answer() {
            return None;
        }
        let next = self.main_child(self.cursor)?;
        let judged = self.review.of_node(next)?;
        judged.judgement?;
        judged.better.as_ref()?.best
    }

    fn main_child(&self, node: NodeId) -> Option<NodeId> {
        let child = *self.tree.node(node).children.first()?;
        self.tree.is_main_line(child).then_some(child)
    }
}

/// A position with no move left is named, not scored: the review keeps a mate in one as the
/// score of a checkmated position, and "#1" after the mating move would say the game goes on.
fn ending_name(position: &Position) -> Option<String> {
    (!position.has_legal_moves()).then(|| {
        tr(if position.is_check() {
            "reason-checkmate"
        } else {
            "reason-stalemate"
        })
    })
}
