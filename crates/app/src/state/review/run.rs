//! Running a game review: every main-line position searched in turn at the review's budget,
//! the verdicts gathered; a second look, deeper, around the moves that seemed costly, and a
//! third, deeper still, around those it leaves near the mistake line; the review made when the
//! last comes in; Cancel stops it.
//!
//! Both passes go from the game's end to its start: the engine keeps its table from one search
//! to the next, so each position is searched with its successors' lines already known, and a
//! refutation found after a move is there when the move is judged (measured by
//! `crates/engine/tools/review_agreement.py`, whose `--forward` gives the old order: recall of
//! Stockfish's mistakes 73% forward, 77% backward, at the same budget).

use super::{
    win_percent_for, PositionEval, ReviewAction, ReviewState, SecondLook, LOOK_AGAIN_FROM,
    REVIEW_NODES, SECOND_LOOK_NODES, THIRD_LOOK_BAND, THIRD_LOOK_NODES,
};
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
        if matches!(self.review, ReviewState::Running { .. }) || self.review_is_current() {
            return;
        }
        let mut nodes = vec![MoveTree::ROOT];
        nodes.extend(self.tree.main_line());
        self.review = ReviewState::Running {
            nodes,
            done: Vec::new(),
            pending: None,
            latest: None,
            second_look: None,
        };
        self.next_review_position();
    }

    /// Has the main line as it stands been reviewed already? ("Review game" again then shows
    /// that review rather than searching the whole game once more.)
    fn review_is_current(&self) -> bool {
        self.review.result().is_some_and(|review| {
            let reviewed = review.moves.iter().map(|judged| judged.node);
            reviewed.eq(self.tree.main_line().iter().copied())
        })
    }

    /// Asks for the next position of a running review (the first pass's, then the second
    /// look's), or finishes it.
    fn next_review_position(&mut self) {
        let Some((index, nodes_budget)) = self.next_review_index() else {
            self.finish_review();
            return;
        };
        let ReviewState::Running { nodes, .. } = &self.review else {
            return;
        };
        let node = nodes[index];
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
        let id = self.engine.start(self.review_search_of(node, nodes_budget));
        if let ReviewState::Running {
            pending, latest, ..
        } = &mut self.review
        {
            *pending = Some(Pending { id, node });
            *latest = None;
        }
    }

    /// The next position to search and its budget: the first pass's next, or, once it is
    /// done, the second look's (planned then), then the third look's (planned once the second
    /// is done); none when the review is complete.
    fn next_review_index(&mut self) -> Option<(usize, u64)> {
        let ReviewState::Running {
            nodes,
            done,
            second_look,
            ..
        } = &self.review
        else {
            return None;
        };
        if done.len() < nodes.len() {
            return Some((nodes.len() - 1 - done.len(), REVIEW_NODES));
        }
        let second_plan = second_look
            .is_none()
            .then(|| self.plan_look(LOOK_AGAIN_FROM, f64::INFINITY));
        let third_plan = second_look
            .as_ref()
            .filter(|look| look.queue.is_empty() && !look.third)
            .map(|_| self.plan_look(THIRD_LOOK_BAND.0, THIRD_LOOK_BAND.1));
        let ReviewState::Running { second_look, .. } = &mut self.review else {
            return None;
        };
        if let Some(plan) = second_plan {
            *second_look = Some(SecondLook {
                planned: plan.len(),
                queue: plan,
                ..SecondLook::default()
            });
        }
        let look = second_look.as_mut()?;
        if let Some(plan) = third_plan {
            look.planned = plan.len();
            look.queue = plan;
            look.third = true;
        }
        look.current = (!look.queue.is_empty()).then(|| look.queue.remove(0));
        let budget = if look.third {
            THIRD_LOOK_NODES
        } else {
            SECOND_LOOK_NODES
        };
        look.current.map(|index| (index, budget))
    }

    /// The positions before and after every move whose loss so far lies in `from..below`, the
    /// last first, without the finished ones (their scores are exact).
    fn plan_look(&self, from: f64, below: f64) -> Vec<usize> {
        let ReviewState::Running { nodes, done, .. } = &self.review else {
            return Vec::new();
        };
        let mut mover = self.tree.start().turn();
        let mut plan = Vec::new();
        for (i, pair) in done.windows(2).enumerate() {
            let lost =
                win_percent_for(pair[0].score, mover) - win_percent_for(pair[1].score, mover);
            if (from..below).contains(&lost) {
                plan.extend([i, i + 1]);
            }
            mover = !mover;
        }
        plan.dedup();
        plan.retain(|&i| self.tree.position(nodes[i]).has_legal_moves());
        plan.reverse();
        plan
    }

    fn finish_review(&mut self) {
        let ReviewState::Running { nodes, done, .. } = std::mem::take(&mut self.review) else {
            return;
        };
        let first_mover = self.tree.start().turn();
        self.review = ReviewState::Done(super::review(&nodes, done, first_mover));
    }

    /// The search that judges the position after `node` as a review does: the full engine at
    /// the review's budget, on the analyst's worker ("Learn from your mistakes" judges a try
    /// the same way).
    pub(in crate::state) fn review_search(&self, node: NodeId) -> EngineRequest {
        self.review_search_of(node, REVIEW_NODES)
    }

    fn review_search_of(&self, node: NodeId, nodes: u64) -> EngineRequest {
        self.request(
            Purpose::Review,
            node,
            crate::state::computer::FULL_STRENGTH,
            SearchLimit::Nodes(nodes),
        )
    }

    /// Keeps a position's verdict: the first pass's in front of the later positions', or the
    /// second look's in place of the first pass's.
    fn record_review(&mut self, verdict: PositionEval) {
        if let ReviewState::Running {
            done,
            pending,
            second_look,
            ..
        } = &mut self.review
        {
            match second_look.as_ref().and_then(|look| look.current) {
                Some(index) => done[index] = verdict,
                None => done.insert(0, verdict),
            }
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
            done,
            second_look,
            ..
        } = &self.review
        else {
            return false;
        };
        if pending.id != id {
            return false;
        }
        // A search that ended before its first report (it should not) changes nothing on a
        // second look, and counts as a draw on the first pass.
        let first_pass = second_look
            .as_ref()
            .and_then(|look| look.current)
            .map(|index| done[index].clone());
        let verdict = latest.clone().or(first_pass).unwrap_or(PositionEval {
            score: Score::Centipawns(0),
            best: None,
            line: Vec::new(),
        });
        self.record_review(verdict);
        true
    }
}
