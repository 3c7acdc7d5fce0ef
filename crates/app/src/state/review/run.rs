//! Running a game review: every main-line position searched in turn at the review's budget,
//! the verdicts gathered, the review made when the last comes in; Cancel stops it.

use super::{PositionEval, ReviewAction, ReviewState, REVIEW_NODES};
use crate::state::engine::{checked_line, EngineRequest, Pending, Purpose, RequestId, SearchLimit};
use crate::state::game_state::GameState;
use chess_engine::{Score, SearchInfo};
use chess_rules::{MoveTree, NodeId};

impl GameState {
    /// May the game be reviewed? Any game with moves (an imported one too, as lichess analyses
    /// any game), except a live game against the computer or on a clock while it goes on.
    pub fn can_review(&self) -> bool {
        !self.game.is_empty() && !self.is_linear()
    }

    pub(in crate::state) fn review_action(&mut self, action: ReviewAction) {
        match action {
            ReviewAction::Start => self.start_review(),
            ReviewAction::Cancel => {
                if let ReviewState::Running { pending, .. } = &self.review {
                    self.engine.cancel(*pending);
                }
                self.review = ReviewState::Idle;
            }
            ReviewAction::Learn(action) => self.learn_action(action),
        }
    }

    fn start_review(&mut self) {
        if matches!(self.review, ReviewState::Running { .. }) {
            return;
        }
        let mut nodes = vec![MoveTree::ROOT];
        nodes.extend(self.tree.main_line());
        self.review = ReviewState::Running {
            nodes,
            done: Vec::new(),
            pending: None,
            latest: None,
        };
        self.next_review_position();
    }

    /// Asks for the next position of a running review, or finishes it.
    fn next_review_position(&mut self) {
        let ReviewState::Running { nodes, done, .. } = &self.review else {
            return;
        };
        let Some(&node) = nodes.get(done.len()) else {
            let ReviewState::Running { nodes, done, .. } = std::mem::take(&mut self.review) else {
                return;
            };
            let first_mover = self.tree.start().turn();
            self.review = ReviewState::Done(super::review(&nodes, done, first_mover));
            return;
        };
        let position = self.tree.position(node);
        if !position.has_legal_moves() {
            // The end of the game: mate or a draw, no search needed.
            let score = match (position.is_check(), position.turn()) {
                (false, _) => Score::Centipawns(0),
                (true, chess_rules::Color::White) => Score::Mate(-1),
                (true, chess_rules::Color::Black) => Score::Mate(1),
            };
            self.record_review(PositionEval {
                score,
                best: None,
                line: Vec::new(),
            });
            return;
        }
        let id = self.engine.start(self.review_search(node));
        if let ReviewState::Running {
            pending, latest, ..
        } = &mut self.review
        {
            *pending = Some(Pending { id, node });
            *latest = None;
        }
    }

    /// The search that judges the position after `node` as a review does: the full engine at
    /// the review's budget, on the analyst's worker ("Learn from your mistakes" judges a try
    /// the same way).
    pub(in crate::state) fn review_search(&self, node: NodeId) -> EngineRequest {
        self.request(
            Purpose::Review,
            node,
            crate::state::computer::FULL_STRENGTH,
            SearchLimit::Nodes(REVIEW_NODES),
        )
    }

    fn record_review(&mut self, verdict: PositionEval) {
        if let ReviewState::Running { done, pending, .. } = &mut self.review {
            done.push(verdict);
            *pending = None;
        }
        self.next_review_position();
    }

    /// A review search's report; true if it was one.
    pub(in crate::state) fn review_info(&mut self, id: RequestId, info: &SearchInfo) -> bool {
        let ReviewState::Running {
            pending: Some(pending),
            latest,
            ..
        } = &mut self.review
        else {
            return false;
        };
        if pending.id != id {
            return false;
        }
        let position = self.tree.position(pending.node);
        let line = checked_line(position, &info.pv);
        *latest = Some(super::verdict(info.score, line, position.turn()));
        true
    }

    /// A review search's end; true if it was one.
    pub(in crate::state) fn review_best_move(&mut self, id: RequestId) -> bool {
        let ReviewState::Running {
            pending: Some(pending),
            latest,
            ..
        } = &self.review
        else {
            return false;
        };
        if pending.id != id {
            return false;
        }
        let verdict = latest.clone().unwrap_or(PositionEval {
            score: Score::Centipawns(0),
            best: None,
            line: Vec::new(),
        });
        self.record_review(verdict);
        true
    }
}
