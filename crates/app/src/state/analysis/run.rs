//! The analysis at work: asking the engine about the position shown, taking its reports, and
//! playing a clicked line into the move tree.

use super::merge_line;
use crate::state::engine::{for_white, AnalysisLine, Pending, Purpose, SearchLimit};
use crate::state::game_state::GameState;
use crate::state::vocabulary::MoveSource;
use chess_engine::SearchInfo;
use chess_rules::{Move, NodeId, Position};

impl GameState {
    /// With the analysis on: analyses the position shown, unless already at it or it is over.
    pub(in crate::state) fn start_analysis_if_wanted(&mut self) {
        let here = self.cursor;
        if !self.analysis.on || self.learning_holds_the_board() {
            return;
        }
        if self.engine.analysis_pending.is_some_and(|p| p.node == here) {
            return;
        }
        self.engine.stop_analysis();
        let threat = self.threat_position();
        if !threat
            .as_ref()
            .unwrap_or(self.viewed_position())
            .has_legal_moves()
        {
            return;
        }
        let mut request = self.request(
            Purpose::Analysis,
            here,
            crate::state::computer::FULL_STRENGTH,
            SearchLimit::Infinite,
        );
        if let Some(position) = &threat {
            // The threat's search starts after the null move (no history: it is no game).
            request.start = position.clone();
            request.moves.clear();
        }
        self.engine.analysis_threat = threat.is_some();
        let id = self.engine.start(request);
        self.engine.analysis_pending = Some(Pending { id, node: here });
    }

    pub(in crate::state) fn set_analysis(&mut self, on: bool) {
        self.analysis.on = on;
        if on {
            self.start_analysis_if_wanted();
        } else {
            self.engine.stop_analysis();
        }
    }

    /// Shows or hides the threat; showing it turns the analysis on.
    pub(in crate::state) fn toggle_threat(&mut self) {
        self.analysis.threat = !self.analysis.threat;
        self.analysis.on |= self.analysis.threat;
        self.engine.stop_analysis();
        self.start_analysis_if_wanted();
    }

    /// Is the threat asked for (shown unless in check)?
    pub fn threat_shown(&self) -> bool {
        self.analysis.threat
    }

    /// With the threat shown: the position shown with the opponent to move, which the analysis
    /// searches (none when the side to move is in check: passing is not possible there).
    pub fn threat_position(&self) -> Option<Position> {
        let position = self.viewed_position();
        (self.analysis.threat && !position.is_check()).then(|| position.null_move())
    }

    pub(in crate::state) fn set_analysis_lines(&mut self, lines: u8) {
        self.analysis.lines = lines.clamp(1, 5);
        if self.analysis.on {
            self.engine.stop_analysis();
            self.start_analysis_if_wanted();
        }
    }

    /// The analysis lines of the position shown (none while the player looks for a move in
    /// "Learn from your mistakes").
    pub fn analysis_lines(&self) -> Option<&[AnalysisLine]> {
        if self.learning_hides_the_answer() {
            return None;
        }
        self.engine
            .analysis
            .as_ref()
            .filter(|(node, _)| *node == self.cursor)
            .map(|(_, lines)| lines.as_slice())
    }

    /// Plays an analysis line's first `moves` moves into the tree from the position shown.
    pub(in crate::state) fn play_line(&mut self, from: NodeId, moves: &[Move]) {
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

    /// An analysis search's report on `node`: the line takes its place among the others.
    pub(in crate::state) fn analysis_report(
        &mut self,
        node: NodeId,
        position: &Position,
        info: &SearchInfo,
        line: Vec<Move>,
    ) {
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
}
