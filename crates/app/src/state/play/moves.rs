//! Moves on the board shown: playing one where the board is (on from the end of the game, or a
//! variation), a typed move, taking moves back, deleting a line.

use crate::state::clock::Clock;
use crate::state::comments::clock_command;
use crate::state::explain::parse_move_text;
use crate::state::game_state::{GameState, Mode};
use crate::state::shapes::Shapes;
use crate::state::translate::{sentences, tr, tr_with};
use crate::state::vocabulary::{EventKind, MoveSource};
use crate::state::words::{outcome_text, side_args};
use chess_rules::{Move, MoveTree, NodeId};

impl GameState {
    /// Plays a legal move of the position shown: on from the end of the game, or as a
    /// variation from an earlier position.
    pub(in crate::state) fn play_here(&mut self, mv: Move, source: MoveSource) {
        let before = self.viewed_position().clone();
        let on_main_line_end = self.at_end();
        let node = match self.tree.play(self.cursor, mv) {
            Ok(node) => node,
            Err(error) => return self.refuse(error.to_string()),
        };
        if on_main_line_end {
            self.game = self.tree.main_game();
        }
        self.cursor = node;
        self.input.selected = None;
        self.notice = None;
        self.last_move_source = source;
        self.engine.hint = None;
        let played = self.tree.node(node);
        let [side, color] = side_args(before.turn());
        let said = tr_with(
            "said-played",
            &[
                side,
                color,
                ("move", crate::state::speech::spoken(played.san).into()),
            ],
        );
        self.announcement = sentences(&[&said, &self.turn_announcement()]);
        self.mark(match () {
            _ if self.tree.position(node).is_check() => EventKind::Check,
            _ if mv.is_castle() => EventKind::Castle,
            _ if before.is_capture(mv) => EventKind::Capture,
            _ => EventKind::Move,
        });
        if on_main_line_end && self.setup.mode != Mode::Analysis {
            self.after_game_move(before.turn());
        }
    }

    /// After a move at the end of a live game: the clock (its time after the move kept with
    /// the move, as lichess records it), the end, the computer's turn.
    fn after_game_move(&mut self, mover: chess_rules::Color) {
        if let Some(clock) = self.clock.as_mut() {
            let now = clock_now(clock);
            clock.moved(mover, now);
            let recorded = clock_command(clock.left(mover));
            self.tree.set_comment(self.cursor, &recorded);
        }
        if self.game.is_over() {
            self.game_ended();
        } else {
            self.start_engine_if_its_turn();
        }
    }

    /// The game has just ended: play stops, the end is heard.
    pub(in crate::state) fn game_ended(&mut self) {
        self.stop_play();
        self.mark(EventKind::GameEnd);
    }

    pub(in crate::state) fn play_text(&mut self, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        if self.movable_color().is_none() {
            self.notice = Some(self.why_no_move_now());
            return;
        }
        match self.viewed_position().parse_move(text) {
            Ok(mv) => self.commit(mv, MoveSource::Text),
            Err(e) => self.notice = Some(capitalise(&parse_move_text(&e))),
        }
    }

    fn why_no_move_now(&self) -> String {
        if self.at_end() {
            if let Some(outcome) = self.game.outcome() {
                return tr_with(
                    "notice-game-over",
                    &[("outcome", outcome_text(&outcome).into())],
                );
            }
        }
        tr("notice-not-your-turn")
    }

    /// Play stops (the game ended, or became an analysis): the clock, the engine's searches for
    /// the game, a queued premove.
    pub(in crate::state) fn stop_play(&mut self) {
        if let Some(clock) = self.clock.as_mut() {
            clock.stop();
        }
        self.engine.reset_game_searches();
        self.input.premove = None;
    }

    /// Removes the main line's moves after `node` (a take-back).
    pub(in crate::state) fn take_back_to(&mut self, node: NodeId) {
        let main_child = self
            .tree
            .main_line()
            .into_iter()
            .find(|&n| self.tree.node(n).parent == Some(node));
        if let Some(child) = main_child {
            self.delete_from(child);
        }
    }

    pub(in crate::state) fn delete_from(&mut self, node: NodeId) {
        let parent = self.tree.node(node).parent;
        let was_main = self.tree.is_main_line(node);
        // A cursor on a deleted move steps back to the move before them (as lichess does), not
        // to the main line's end.
        let cursor_deleted = self.tree.path_to(self.cursor).contains(&node);
        self.shapes = retain_shapes(&self.shapes, &self.tree, node);
        self.edit_tree(|tree| {
            tree.delete_from(node);
        });
        if cursor_deleted {
            self.cursor = parent.unwrap_or(MoveTree::ROOT);
        }
        if was_main {
            self.engine.reset_game_searches();
            self.stop_learning();
            self.review = Default::default();
        }
    }

    /// May a move be taken back? Only in a live game that goes on: a finished game keeps its
    /// result (Analyse, to try other moves from any position).
    pub fn can_take_back(&self) -> bool {
        self.in_progress() && !self.game.is_empty()
    }

    pub(in crate::state) fn undo(&mut self) {
        self.clear_pending();
        if self.game.is_over() && self.setup.mode != Mode::Analysis {
            self.notice = Some(tr("notice-over-keeps-result"));
            return;
        }
        let end = self.tree.main_line_end();
        if end == MoveTree::ROOT {
            self.notice = Some(tr("notice-nothing-to-take-back"));
            return;
        }
        self.delete_from(end);
        // Against the computer, take back its reply too, so it is the player's turn again.
        if let Mode::VsComputer { human, .. } = self.setup.mode {
            while self.game.position().turn() != human
                && self.tree.main_line_end() != MoveTree::ROOT
            {
                let end = self.tree.main_line_end();
                self.delete_from(end);
            }
        }
        self.cursor = self.tree.main_line_end();
        if let Some(clock) = self.clock.as_mut() {
            let now = clock_now(clock);
            clock.resume(self.game.position().turn(), now);
        }
        self.notice = None;
        self.last_move_source = MoveSource::Text;
        self.announcement = sentences(&[&tr("said-taken-back"), &self.turn_announcement()]);
        self.start_engine_if_its_turn();
        self.start_analysis_if_wanted();
    }

    pub(in crate::state) fn clear_pending(&mut self) {
        self.input.selected = None;
        self.input.promotion = None;
        self.input.pending = None;
    }
}

/// The page time the clock has last heard (a move is timed to the last tick).
fn clock_now(clock: &Clock) -> f64 {
    clock.now()
}

/// The shapes of the nodes that stay when `removed` and its subtree go.
fn retain_shapes(shapes: &Shapes, tree: &MoveTree, removed: NodeId) -> Shapes {
    let mut gone = vec![removed];
    let mut index = 0;
    while let Some(&node) = gone.get(index) {
        gone.extend(tree.node(node).children.iter().copied());
        index += 1;
    }
    let mut kept = shapes.clone();
    for node in gone {
        kept.clear(node);
    }
    kept
}

/// The text with its first letter capitalised (the app's messages start with ASCII letters;
/// Unicode case tables would cost the page more than they give).
pub(in crate::state) fn capitalise(text: &str) -> String {
    let mut text = text.to_string();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}
