//! The engine's part in one's own mistakes: a move other than the review's is searched (in
//! the position after it, at the review's budget) and right when the player's winning chances
//! stay within the learning's margin of the review's move (see `Solving::verdict`).

use super::Trainer;
use crate::state::computer::FULL_STRENGTH;
use crate::state::engine::{for_white, EngineReply, EngineRequest, Purpose, SearchLimit};
use crate::state::review::{win_percent_for, REVIEW_NODES};
use crate::state::translate::tr_with;
use chess_engine::Score;

impl Trainer {
    /// Starts the search a move waiting for a verdict needs (once).
    pub(super) fn judge_if_asked(&mut self) {
        if self.judge.is_some() {
            return;
        }
        let Some((_, after)) = self.solving.as_ref().and_then(|s| s.judging()) else {
            return;
        };
        let id = self.engine.start(EngineRequest {
            id: 0,
            purpose: Purpose::Review,
            start: after,
            moves: Vec::new(),
            level: FULL_STRENGTH,
            lines: 1,
            limit: SearchLimit::Nodes(REVIEW_NODES),
            seed: None,
        });
        self.judge = Some((id, None));
    }

    /// Drops the search under way (another puzzle, the solution shown).
    pub(super) fn stop_judging(&mut self) {
        if let Some((id, _)) = self.judge.take() {
            self.engine
                .cancel(Some(crate::state::engine::Pending { id, node: 0 }));
        }
    }

    /// A report or the end of the judging search; anything else is not for this screen.
    pub(super) fn engine_reply(&mut self, reply: EngineReply) {
        let Some((pending, latest)) = self.judge.as_mut() else {
            return;
        };
        match reply {
            EngineReply::Info { id, info } if id == *pending => *latest = Some(info.score),
            EngineReply::BestMove { id, .. } if id == *pending => {
                let latest = *latest;
                self.judge = None;
                self.give_verdict(latest.unwrap_or(Score::Centipawns(0)));
            }
            EngineReply::Unavailable(reason) => {
                self.judge = None;
                self.notice = Some(tr_with(
                    "mistakes-engine-unavailable",
                    &[("reason", reason.into())],
                ));
                // Judged as a draw: right only where the review's move was no better.
                self.give_verdict(Score::Centipawns(0));
            }
            _ => {}
        }
    }

    /// The verdict from the search's score (the side to move's after the player's move).
    fn give_verdict(&mut self, score: Score) {
        let Some(solving) = self.solving.as_mut() else {
            return;
        };
        let Some((_, after)) = solving.judging() else {
            return;
        };
        let chances = win_percent_for(for_white(score, after.turn()), solving.player());
        solving.verdict(chances);
    }
}
