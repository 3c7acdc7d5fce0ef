//! Learning at work: starting, going from moment to moment, judging a try (at once, or by a
//! search on the analyst's worker), taking a wrong one back, the solution.

use super::{Attempt, LearnAction, Learning, LearningView, ACCEPTED_DROP};
use crate::state::engine::{for_white, Pending, RequestId};
use crate::state::game_state::{GameState, Mode};
use crate::state::notation::line_san;
use crate::state::review::win_percent_for;
use crate::state::vocabulary::{MoveSource, Navigation};
use chess_engine::{Score, SearchInfo};
use chess_rules::{Color, Move, MoveTree, NodeId};

/// How many moves of a line are shown.
const LINE_SHOWN: usize = 6;

impl GameState {
    pub(in crate::state) fn learn_action(&mut self, action: LearnAction) {
        match action {
            LearnAction::Start => self.start_learning(),
            LearnAction::ShowSolution => self.show_solution(),
            LearnAction::Skip | LearnAction::Next => self.go_to_moment(self.learning_step() + 1),
            LearnAction::Leave => self.stop_learning(),
        }
    }

    /// The moves to learn from: the main line's inaccuracies, mistakes and blunders (the
    /// player's only, against the computer), in order.
    pub fn learnable_moments(&self) -> Vec<NodeId> {
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
            .filter(|m| m.judgement.is_some() && m.better.is_some())
            .filter(|m| player.is_none_or(|p| p == m.mover))
            .map(|m| m.node)
            .collect()
    }

    /// The board's orientation outside learning (which turns the board for each moment): what
    /// a saved game keeps, since the learning itself is not kept.
    pub fn resting_orientation(&self) -> Color {
        self.learning
            .as_ref()
            .map_or(self.orientation, |l| l.orientation_before)
    }

    /// Is the player learning from their mistakes?
    pub fn learning(&self) -> Option<&Learning> {
        self.learning.as_ref()
    }

    /// What the page shows of the learning, if on.
    pub fn learning_view(&self) -> Option<LearningView> {
        let learning = self.learning.as_ref()?;
        let total = learning.moments.len();
        let node = *learning
            .moments
            .get(learning.step.min(total.saturating_sub(1)))?;
        let judged = self.review.of_node(node)?;
        let better = judged.better.as_ref()?;
        let before = self.tree.position(self.tree.node(node).parent?);
        let played = self.tree.node(node).san.map(|s| s.to_string())?;
        let judgement = judged.judgement?;
        Some(LearningView {
            number: (learning.step + 1).min(total),
            total,
            mover: judged.mover,
            played: format!("{played}{}", judgement.symbol()),
            judgement,
            solution: line_san(before, &better.line, LINE_SHOWN),
            attempt: (learning.step < total).then(|| learning.attempt.clone()),
            found: learning.found,
        })
    }

    /// How the try at the moment shown goes, while learning.
    fn attempt(&self) -> Option<&Attempt> {
        self.learning.as_ref().map(|l| &l.attempt)
    }

    /// May the player move now? Not while a try is being judged.
    pub(in crate::state) fn learning_holds_the_board(&self) -> bool {
        matches!(self.attempt(), Some(Attempt::Judging { .. }))
    }

    /// Is the player looking for the move (the review's arrow and the analysis lines would
    /// give it away)?
    pub(in crate::state) fn learning_hides_the_answer(&self) -> bool {
        matches!(
            self.attempt(),
            Some(Attempt::Finding | Attempt::Wrong(_) | Attempt::Judging { .. })
        )
    }

    fn learning_step(&self) -> usize {
        self.learning.as_ref().map_or(0, |l| l.step)
    }

    fn start_learning(&mut self) {
        let moments = self.learnable_moments();
        if moments.is_empty() || self.in_progress() {
            return;
        }
        self.stop_learning();
        self.learning = Some(Learning {
            moments,
            step: 0,
            attempt: Attempt::Finding,
            found: 0,
            orientation_before: self.orientation,
        });
        self.go_to_moment(0);
    }

    pub(in crate::state) fn stop_learning(&mut self) {
        let Some(learning) = self.learning.take() else {
            return;
        };
        if let Attempt::Judging { pending, .. } = learning.attempt {
            self.engine.cancel(Some(pending));
        }
        self.orientation = learning.orientation_before;
    }

    /// Shows the position before moment `step` (past the last: the end, on the last move).
    fn go_to_moment(&mut self, step: usize) {
        let Some(learning) = self.learning.as_mut() else {
            return;
        };
        if let Attempt::Judging { pending, .. } = learning.attempt {
            self.engine.cancel(Some(pending));
        }
        learning.step = step.min(learning.moments.len());
        learning.attempt = Attempt::Finding;
        let moment = learning.moments.get(learning.step).copied();
        let target = match moment {
            Some(node) => self.tree.node(node).parent.unwrap_or(MoveTree::ROOT),
            None => self.tree.main_line_end(),
        };
        if let Some(judged) = moment.and_then(|node| self.review.of_node(node)) {
            self.orientation = judged.mover;
        }
        self.navigate(Navigation::Node(target));
    }

    /// The moment being tried and the engine's move there, when the board is at its position.
    fn moment_here(&self) -> Option<(NodeId, Move)> {
        let learning = self.learning.as_ref()?;
        let &node = learning.moments.get(learning.step)?;
        if self.tree.node(node).parent != Some(self.cursor) {
            return None;
        }
        let best = self.review.of_node(node)?.better.as_ref()?.best?;
        Some((node, best))
    }

    fn show_solution(&mut self) {
        let Some((_, best)) = self.moment_here() else {
            return;
        };
        if let Some(learning) = self.learning.as_mut() {
            learning.attempt = Attempt::Shown;
        }
        self.make_move(best, MoveSource::Text);
    }

    /// Before a move is played: is it a try at the moment shown? Then its parent and the
    /// moves there before it (a wrong try is taken back only if it was new).
    pub(in crate::state) fn learning_try_starts(&self) -> Option<(NodeId, Vec<NodeId>)> {
        let finding = matches!(self.attempt(), Some(Attempt::Finding | Attempt::Wrong(_)));
        self.moment_here().filter(|_| finding)?;
        Some((self.cursor, self.tree.node(self.cursor).children.clone()))
    }

    /// After a try was played (now shown): right, wrong, or off to the engine to judge (then
    /// the board waits: see [`GameState::learning_holds_the_board`]).
    pub(in crate::state) fn judge_learning_try(&mut self, parent: NodeId, before: &[NodeId]) {
        let tried = self.cursor;
        let known = before.contains(&tried);
        let Some(mv) = self.tree.node(tried).mv.filter(|_| tried != parent) else {
            return;
        };
        let moment = self.learning.as_ref().map(|l| l.moments[l.step]);
        let Some(moment) = moment else { return };
        let best = self.review.of_node(moment).and_then(|m| m.better.clone());
        let Some(best) = best else { return };
        let position = self.tree.position(tried);
        if Some(mv) == best.best || position.is_checkmate() {
            return self.settle_try(true, parent, known);
        }
        if self.tree.node(moment).mv == Some(mv) {
            return self.settle_try(false, parent, known);
        }
        if !position.has_legal_moves() {
            // A stalemate: a draw, judged without a search.
            let drop = self.drop_against_best(Score::Centipawns(0));
            return self.settle_try(drop <= ACCEPTED_DROP, parent, known);
        }
        // The analyst worker judges: the analysis waits (see `learning_holds_the_board`).
        self.engine.stop_analysis();
        let id = self.engine.start(self.review_search(tried));
        if let Some(learning) = self.learning.as_mut() {
            learning.attempt = Attempt::Judging {
                pending: Pending { id, node: tried },
                latest: None,
                known,
            };
        }
    }

    /// The winning chances (the mover's) a score after the try gives up against the engine's
    /// move at the moment being tried.
    fn drop_against_best(&self, after: Score) -> f64 {
        let Some(learning) = self.learning.as_ref() else {
            return 100.0;
        };
        let Some(judged) = learning
            .moments
            .get(learning.step)
            .and_then(|&n| self.review.of_node(n))
        else {
            return 100.0;
        };
        let Some(best) = judged.better.as_ref() else {
            return 100.0;
        };
        let chances = |score| win_percent_for(score, judged.mover);
        (chances(best.score) - chances(after)).max(0.0)
    }

    /// Ends a try: right stays on the board; wrong is taken back (unless it was a move of the
    /// tree already) so the player tries again from the same position.
    fn settle_try(&mut self, right: bool, parent: NodeId, known: bool) {
        let tried = self.cursor;
        let san = self
            .tree
            .node(tried)
            .san
            .map(|s| s.to_string())
            .unwrap_or_default();
        let Some(learning) = self.learning.as_mut() else {
            return;
        };
        if right {
            learning.found += 1;
            learning.attempt = Attempt::Right(san);
            return;
        }
        learning.attempt = Attempt::Wrong(san);
        if !known && self.tree.contains(tried) {
            self.edit_tree(|tree| {
                tree.delete_from(tried);
            });
        }
        self.navigate(Navigation::Node(parent));
    }

    /// A report of the search judging a try; true if it was one.
    pub(in crate::state) fn learning_info(&mut self, id: RequestId, info: &SearchInfo) -> bool {
        let Some(Learning {
            attempt: Attempt::Judging {
                pending, latest, ..
            },
            ..
        }) = self.learning.as_mut()
        else {
            return false;
        };
        if pending.id != id {
            return false;
        }
        *latest = Some(for_white(
            info.score,
            self.tree.position(pending.node).turn(),
        ));
        true
    }

    /// The end of the search judging a try; true if it was one.
    pub(in crate::state) fn learning_best_move(&mut self, id: RequestId) -> bool {
        let Some(Learning {
            attempt:
                Attempt::Judging {
                    pending,
                    latest,
                    known,
                },
            ..
        }) = self.learning.as_ref()
        else {
            return false;
        };
        if pending.id != id {
            return false;
        }
        let (tried, known) = (pending.node, *known);
        let after = latest.unwrap_or(Score::Centipawns(0));
        let parent = self.tree.node(tried).parent.unwrap_or(MoveTree::ROOT);
        let right = self.drop_against_best(after) <= ACCEPTED_DROP;
        // The player may have looked elsewhere meanwhile: judge the try where it was played.
        let here = self.cursor;
        self.cursor = tried;
        self.settle_try(right, parent, known);
        if here != tried && self.tree.contains(here) {
            self.navigate(Navigation::Node(here));
        }
        true
    }
}
