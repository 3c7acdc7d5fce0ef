//! The engine's work for the game: asking for the computer's move, a hint, the analysis of the
//! position shown and the review's positions, and taking in what comes back. Requests go out
//! through the engine state's outbox; replies to requests no longer awaited are ignored.

use super::engine::{
    checked_line, for_white, AnalysisLine, EngineReply, EngineRequest, Pending, Purpose, RequestId,
    SearchLimit,
};
use super::game_state::{GameState, Mode, MoveSource};
use super::review::{self, ReviewAction, ReviewState, REVIEW_NODES};
use chess_engine::{Level, Score, SearchInfo};
use chess_rules::{Move, MoveTree, NodeId};

/// How long a hint thinks.
const HINT_MS: u64 = 1_500;
/// The full-strength level (hints, analysis, review).
const FULL_STRENGTH: u8 = 9;

impl GameState {
    /// The request for a search of the position after `node`.
    fn request(
        &self,
        purpose: Purpose,
        node: NodeId,
        level: u8,
        limit: SearchLimit,
    ) -> EngineRequest {
        EngineRequest {
            id: 0,
            purpose,
            start: self.tree.start().clone(),
            moves: self
                .tree
                .path_to(node)
                .iter()
                .filter_map(|&n| self.tree.node(n).mv)
                .collect(),
            level,
            lines: if purpose == Purpose::Analysis {
                self.analysis_lines
            } else {
                1
            },
            limit,
            seed: None,
        }
    }

    /// Against the computer, on its turn: asks for its move (by the clock in a timed game).
    pub(super) fn start_engine_if_its_turn(&mut self) {
        let Mode::VsComputer { human, level } = self.setup.mode else {
            return;
        };
        if self.game.position().turn() == human
            || !self.in_progress()
            || self.engine.thinking.is_some()
        {
            return;
        }
        let limit = match &self.clock {
            Some(clock) => SearchLimit::Clock {
                left: clock.both_left(),
                increment: [u64::from(clock.control().increment_seconds) * 1000; 2],
            },
            None => SearchLimit::Movetime(Level::number(level).movetime_ms),
        };
        let node = self.tree.main_line_end();
        let request = self.request(Purpose::Move, node, level, limit);
        let id = self.engine.start(request);
        self.engine.thinking = Some(Pending { id, node });
        self.engine.best_so_far = None;
    }

    /// With the analysis on: analyses the position shown, unless already at it or it is over.
    pub(super) fn start_analysis_if_wanted(&mut self) {
        let here = self.cursor;
        if !self.analysis_on {
            return;
        }
        if self.engine.analysis_pending.is_some_and(|p| p.node == here) {
            return;
        }
        self.engine.stop_analysis();
        if !self.viewed_position().has_legal_moves() {
            return;
        }
        let request = self.request(
            Purpose::Analysis,
            here,
            FULL_STRENGTH,
            SearchLimit::Infinite,
        );
        let id = self.engine.start(request);
        self.engine.analysis_pending = Some(Pending { id, node: here });
    }

    pub(super) fn set_analysis(&mut self, on: bool) {
        self.analysis_on = on;
        if on {
            self.start_analysis_if_wanted();
        } else {
            self.engine.stop_analysis();
        }
    }

    pub(super) fn set_analysis_lines(&mut self, lines: u8) {
        self.analysis_lines = lines.clamp(1, 5);
        if self.analysis_on {
            self.engine.stop_analysis();
            self.start_analysis_if_wanted();
        }
    }

    pub(super) fn request_hint(&mut self) {
        if self.movable_color().is_none() || self.engine.hint_pending.is_some() {
            return;
        }
        let limit = SearchLimit::Movetime(HINT_MS);
        let request = self.request(Purpose::Hint, self.cursor, FULL_STRENGTH, limit);
        let id = self.engine.start(request);
        self.engine.hint_pending = Some(Pending {
            id,
            node: self.cursor,
        });
        self.engine.hint = None;
    }

    /// The hint for the position shown, if there is one.
    pub fn hint(&self) -> Option<Move> {
        self.engine
            .hint
            .filter(|(node, _)| *node == self.cursor)
            .map(|(_, mv)| mv)
    }

    /// The analysis lines of the position shown.
    pub fn analysis_lines(&self) -> Option<&[AnalysisLine]> {
        self.engine
            .analysis
            .as_ref()
            .filter(|(node, _)| *node == self.cursor)
            .map(|(_, lines)| lines.as_slice())
    }

    /// Is the engine searching its move?
    pub fn engine_thinking(&self) -> bool {
        self.engine.thinking.is_some()
    }

    pub(super) fn engine_reply(&mut self, reply: EngineReply) {
        match reply {
            EngineReply::Info { id, info } => self.engine_info(id, &info),
            EngineReply::BestMove { id, mv } => self.engine_best_move(id, mv),
            EngineReply::Restarted => {
                if !self.engine.restart_told {
                    self.engine.restart_told = true;
                    self.notice = Some(
                        "The engine stopped answering and was restarted; it is thinking again."
                            .to_string(),
                    );
                }
            }
            EngineReply::Unavailable(message) => self.notice = Some(message),
        }
    }

    fn engine_info(&mut self, id: RequestId, info: &SearchInfo) {
        if self.review_info(id, info) {
            return;
        }
        let Some(purpose) = self.engine.purpose_of(id) else {
            return;
        };
        let node = match purpose {
            Purpose::Move => self.engine.thinking.map(|p| p.node),
            Purpose::Hint => self.engine.hint_pending.map(|p| p.node),
            _ => self.engine.analysis_pending.map(|p| p.node),
        }
        .unwrap_or(self.cursor);
        let position = self.tree.position(node).clone();
        let line = checked_line(&position, &info.pv);
        match purpose {
            Purpose::Move => {
                self.engine.best_so_far = line.first().copied().or(self.engine.best_so_far);
                if let Score::Centipawns(cp) = info.score {
                    self.engine.last_game_score = Some(cp);
                }
            }
            Purpose::Analysis => {
                let entry = AnalysisLine {
                    score: for_white(info.score, position.turn()),
                    depth: info.depth,
                    pv: line,
                };
                let lines = match self.engine.analysis.take() {
                    Some((n, lines)) if n == node => lines,
                    _ => Vec::new(),
                };
                self.engine.analysis = Some((node, merge_line(lines, info.multipv, entry)));
            }
            Purpose::Hint | Purpose::Review => {}
        }
    }

    fn engine_best_move(&mut self, id: RequestId, mv: Option<Move>) {
        if self.review_best_move(id) {
            return;
        }
        let Some(purpose) = self.engine.purpose_of(id) else {
            return;
        };
        match purpose {
            Purpose::Move => {
                let node = self.engine.thinking.take().map(|p| p.node);
                let position = node.map(|n| self.tree.position(n).clone());
                let mv = position.and_then(|p| mv.and_then(|m| p.parse_uci(&m.to_string()).ok()));
                if let Some(mv) = mv {
                    self.play_computer_move(mv);
                }
            }
            Purpose::Hint => {
                let pending = self.engine.hint_pending.take();
                if let Some(pending) = pending {
                    let position = self.tree.position(pending.node);
                    let mv = mv.and_then(|m| position.parse_uci(&m.to_string()).ok());
                    self.engine.hint = mv.map(|mv| (pending.node, mv));
                }
            }
            // Analysis runs until stopped; its bestmove only confirms the stop.
            Purpose::Analysis | Purpose::Review => {}
        }
    }

    pub(super) fn move_now(&mut self) {
        if let (Some(pending), Some(mv)) = (self.engine.thinking, self.engine.best_so_far) {
            self.engine.thinking = None;
            self.engine.cancel(Some(pending));
            self.play_computer_move(mv);
        }
    }

    /// Plays the engine's move at the end of the game; a player looking at an earlier
    /// position keeps looking at it. Then a queued premove goes.
    fn play_computer_move(&mut self, mv: Move) {
        let following = self.at_end();
        let cursor = self.cursor;
        let selected = self.selected;
        self.cursor = self.tree.main_line_end();
        self.play_here(mv, MoveSource::Text);
        if !following && self.tree.contains(cursor) {
            self.cursor = cursor;
            self.start_analysis_if_wanted();
        } else {
            self.play_premove();
        }
        if self.premove.is_none() && self.selected.is_none() {
            self.selected = selected.filter(|&sq| self.can_pick(sq));
        }
    }

    /// Plays an analysis line's first `moves` moves into the tree from the position shown.
    pub(super) fn play_line(&mut self, from: NodeId, moves: &[Move]) {
        if from != self.cursor || self.is_linear() {
            return;
        }
        for &mv in moves {
            match self.tree.play(self.cursor, mv) {
                Ok(node) => self.cursor = node,
                Err(_) => break,
            }
        }
        self.game = self.tree.main_game();
        self.last_move_source = MoveSource::Text;
        self.start_analysis_if_wanted();
    }

    pub(super) fn review_action(&mut self, action: ReviewAction) {
        match action {
            ReviewAction::Start => self.start_review(),
            ReviewAction::Cancel => {
                if let ReviewState::Running { pending, .. } = &self.review {
                    self.engine.cancel(*pending);
                }
                self.review = ReviewState::Idle;
            }
            ReviewAction::Learn(step) => self.learn(step),
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
            self.review = ReviewState::Done(review::review(&nodes, done, first_mover));
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
            self.record_review(review::PositionEval {
                score,
                best: None,
                line: Vec::new(),
            });
            return;
        }
        let request = self.request(
            Purpose::Review,
            node,
            FULL_STRENGTH,
            SearchLimit::Nodes(REVIEW_NODES),
        );
        let id = self.engine.start(request);
        if let ReviewState::Running {
            pending, latest, ..
        } = &mut self.review
        {
            *pending = Some(Pending { id, node });
            *latest = None;
        }
    }

    fn record_review(&mut self, verdict: review::PositionEval) {
        if let ReviewState::Running { done, pending, .. } = &mut self.review {
            done.push(verdict);
            *pending = None;
        }
        self.next_review_position();
    }

    /// A review search's report; true if it was one.
    fn review_info(&mut self, id: RequestId, info: &SearchInfo) -> bool {
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
        *latest = Some(review::verdict(info.score, line, position.turn()));
        true
    }

    /// A review search's end; true if it was one.
    fn review_best_move(&mut self, id: RequestId) -> bool {
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
        let verdict = latest.clone().unwrap_or(review::PositionEval {
            score: Score::Centipawns(0),
            best: None,
            line: Vec::new(),
        });
        self.record_review(verdict);
        true
    }

    /// "Learn from your mistakes": goes to the position before the mistake `step` (of the
    /// player's mistakes and blunders, in order), to find a better move; `None` leaves.
    fn learn(&mut self, step: Option<usize>) {
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

    /// A try at a position of "Learn from your mistakes": the engine's answer, and whether the
    /// try was as good.
    pub(super) fn judge_learning_try(&mut self, mv: Move) {
        let Some(step) = self.review_learning else {
            return;
        };
        let Some(&mistake) = self.mistakes().get(step) else {
            return;
        };
        if self.tree.node(mistake).parent != Some(self.cursor) {
            return;
        }
        let Some(best) = self.review.of_node(mistake).and_then(|m| m.better.clone()) else {
            return;
        };
        let position = self.viewed_position();
        let answer = super::notation::line_san(position, &best.line, 6);
        let played = self.tree.node(mistake).mv;
        self.notice = Some(if best.best == Some(mv) {
            format!("Yes: that is the engine's move. Its line: {answer}")
        } else if played == Some(mv) {
            format!("That is the move played in the game. The engine prefers: {answer}")
        } else {
            format!("The engine prefers another move: {answer}")
        });
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
            .filter(|m| m.judgement >= Some(review::Judgement::Mistake))
            .filter(|m| player.is_none_or(|p| p == m.mover))
            .map(|m| m.node)
            .collect()
    }
}

/// Puts a MultiPV report in its place (line 1 first); a new best line drops lines of an older
/// depth below it.
fn merge_line(
    mut lines: Vec<AnalysisLine>,
    multipv: u32,
    entry: AnalysisLine,
) -> Vec<AnalysisLine> {
    let index = (multipv.max(1) - 1) as usize;
    if index < lines.len() {
        lines[index] = entry;
    } else {
        lines.push(entry);
    }
    lines
}
