//! The engine's work for the game: asking for the computer's move, a hint, the analysis of the
//! position shown and the review's positions, and taking in what comes back. Requests go out
//! through the engine state's outbox; replies to requests no longer awaited are ignored.

use super::engine::{
    checked_line, EngineReply, EngineRequest, Pending, Purpose, RequestId, SearchLimit,
};
use super::game_state::{GameState, Mode};
use super::vocabulary::MoveSource;
use crate::state::translate::tr;
use chess_engine::{Level, Score, SearchInfo};
use chess_rules::{Move, NodeId};

/// How long a hint thinks.
const HINT_MS: u64 = 1_500;
/// The full-strength level (hints, analysis, review).
/// The level of searches that want the engine at its best (analysis, review, hints).
pub(super) const FULL_STRENGTH: u8 = 9;

impl GameState {
    /// The request for a search of the position after `node`.
    pub(in crate::state) fn request(
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
                self.analysis.lines
            } else {
                1
            },
            limit,
            seed: None,
        }
    }

    /// Against the computer, on its turn: asks for its move (by the clock in a timed game).
    pub(in crate::state) fn start_engine_if_its_turn(&mut self) {
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

    pub(in crate::state) fn request_hint(&mut self) {
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

    /// Is the engine searching its move?
    pub fn engine_thinking(&self) -> bool {
        self.engine.thinking.is_some()
    }

    /// Has the thinking search found a move that Move now would play? (Until its first report
    /// there is none: the button waits rather than doing nothing.)
    pub fn can_move_now(&self) -> bool {
        self.engine.thinking.is_some() && self.engine.best_so_far.is_some()
    }

    pub(in crate::state) fn engine_reply(&mut self, reply: EngineReply) {
        match reply {
            EngineReply::Info { id, info } => self.engine_info(id, &info),
            EngineReply::BestMove { id, mv } => self.engine_best_move(id, mv),
            EngineReply::Restarted => {
                if !self.engine.restart_told {
                    self.engine.restart_told = true;
                    self.notice = Some(tr("notice-engine-restarted"));
                }
            }
            EngineReply::Unavailable(message) => self.notice = Some(message),
        }
    }

    fn engine_info(&mut self, id: RequestId, info: &SearchInfo) {
        if self.review_info(id, info) || self.learning_info(id, info) {
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
        let mut position = self.tree.position(node).clone();
        if purpose == Purpose::Analysis && self.engine.analysis_threat {
            position = position.null_move();
        }
        let line = checked_line(&position, &info.pv);
        match purpose {
            Purpose::Move => {
                self.engine.best_so_far = line.first().copied().or(self.engine.best_so_far);
                if let Score::Centipawns(cp) = info.score {
                    self.engine.last_game_score = Some(cp);
                }
            }
            Purpose::Analysis => self.analysis_report(node, &position, info, line),
            Purpose::Hint | Purpose::Review => {}
        }
    }

    fn engine_best_move(&mut self, id: RequestId, mv: Option<Move>) {
        if self.review_best_move(id) {
            return;
        }
        if self.learning_best_move(id) {
            // The try is judged: the analysis (if on) takes the analyst's worker back.
            self.start_analysis_if_wanted();
            return;
        }
        let Some(purpose) = self.engine.purpose_of(id) else {
            return;
        };
        match purpose {
            Purpose::Move => {
                // The engine answers again: a later stop will be told again.
                self.engine.restart_told = false;
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

    pub(in crate::state) fn move_now(&mut self) {
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
        let selected = self.input.selected;
        self.cursor = self.tree.main_line_end();
        self.make_move(mv, MoveSource::Text);
        if !following && self.tree.contains(cursor) {
            self.cursor = cursor;
            self.start_analysis_if_wanted();
        } else {
            self.play_premove();
        }
        if self.input.premove.is_none() && self.input.selected.is_none() {
            self.input.selected = selected.filter(|&sq| self.can_pick(sq));
        }
    }
}
