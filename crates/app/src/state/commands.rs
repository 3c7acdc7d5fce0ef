//! The game's commands: playing a move where the board is, taking moves back, moving through
//! the tree, new games, resigning and draws, imports, switching games, and the clock's ticks.

use super::clock::Clock;
use super::game_state::{EventKind, GameSetup, GameState, Mode, MoveSource, Navigation};
use super::shapes::Shapes;
use chess_rules::{Move, MoveTree, NodeId, Outcome};

impl GameState {
    /// Plays a legal move of the position shown: on from the end of the game, or as a
    /// variation from an earlier position.
    pub(super) fn play_here(&mut self, mv: Move, source: MoveSource) {
        self.judge_learning_try(mv);
        let before = self.viewed_position().clone();
        let on_main_line_end = self.at_end();
        let node = match self.tree.play(self.cursor, mv) {
            Ok(node) => node,
            Err(error) => return self.refuse(error.to_string()),
        };
        if on_main_line_end {
            self.game = self.tree.main_game();
        }
        let kept_notice = self.review_learning.is_some();
        self.cursor = node;
        self.selected = None;
        if !kept_notice {
            self.notice = None;
        }
        self.last_move_source = source;
        self.engine.hint = None;
        let played = self.tree.node(node);
        self.announcement = format!(
            "{} played {}. {}",
            before.turn(),
            super::speech::spoken(played.san),
            self.turn_announcement()
        );
        self.mark(match () {
            _ if self.tree.position(node).is_check() => EventKind::Check,
            _ if mv.is_castle() => EventKind::Castle,
            _ if before.is_capture(mv) => EventKind::Capture,
            _ => EventKind::Move,
        });
        if on_main_line_end && self.setup.mode != Mode::Analysis {
            self.after_game_move(before.turn());
        }
        self.start_analysis_if_wanted();
    }

    /// After a move at the end of a live game: the clock, the end, the computer's turn.
    fn after_game_move(&mut self, mover: chess_rules::Color) {
        if let Some(clock) = self.clock.as_mut() {
            let now = clock_now(clock);
            clock.moved(mover, now);
        }
        if self.game.is_over() {
            self.game_ended();
        } else {
            self.start_engine_if_its_turn();
        }
    }

    /// The game has just ended: the clock stops, the engine stops, the end is heard.
    pub(super) fn game_ended(&mut self) {
        if let Some(clock) = self.clock.as_mut() {
            clock.stop();
        }
        self.engine.reset_game_searches();
        self.premove = None;
        self.mark(EventKind::GameEnd);
    }

    pub(super) fn play_text(&mut self, text: &str) {
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
            Err(e) => self.notice = Some(capitalise(&e.to_string())),
        }
    }

    fn why_no_move_now(&self) -> String {
        if self.at_end() {
            if let Some(outcome) = self.game.outcome() {
                return format!("The game is over: {outcome}");
            }
        }
        "It is not your turn".to_string()
    }

    /// Removes the main line's moves after `node` (a take-back).
    pub(super) fn take_back_to(&mut self, node: NodeId) {
        let main_child = self
            .tree
            .main_line()
            .into_iter()
            .find(|&n| self.tree.node(n).parent == Some(node));
        if let Some(child) = main_child {
            self.delete_from(child);
        }
    }

    pub(super) fn delete_from(&mut self, node: NodeId) {
        let parent = self.tree.node(node).parent;
        let was_main = self.tree.is_main_line(node);
        self.shapes = retain_shapes(&self.shapes, &self.tree, node);
        self.edit_tree(|tree| {
            tree.delete_from(node);
        });
        if !self.tree.contains(self.cursor) || self.cursor == node {
            self.cursor = parent.unwrap_or(MoveTree::ROOT);
        }
        if was_main {
            self.engine.reset_game_searches();
            self.review = Default::default();
        }
    }

    pub(super) fn undo(&mut self) {
        self.clear_pending();
        let end = self.tree.main_line_end();
        if end == MoveTree::ROOT {
            self.notice = Some("There is no move to take back".to_string());
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
        self.announcement = format!("Move taken back. {}", self.turn_announcement());
        self.start_engine_if_its_turn();
        self.start_analysis_if_wanted();
    }

    pub(super) fn navigate(&mut self, to: Navigation) {
        let on_trail = child_towards(&self.tree, self.cursor, self.trail).is_some();
        if !on_trail {
            self.trail = self.cursor;
        }
        let node = self.tree.node(self.cursor);
        self.cursor = match to {
            Navigation::Start => MoveTree::ROOT,
            Navigation::Back => node.parent.unwrap_or(MoveTree::ROOT),
            Navigation::Forward => child_towards(&self.tree, self.cursor, self.trail)
                .or_else(|| node.children.first().copied())
                .unwrap_or(self.cursor),
            Navigation::End if on_trail => line_end(&self.tree, self.trail),
            Navigation::End => line_end(&self.tree, self.cursor),
            Navigation::Node(id) if self.tree.contains(id) => id,
            Navigation::Node(_) => self.cursor,
            Navigation::PreviousVariation => sibling(&self.tree, self.cursor, -1),
            Navigation::NextVariation => sibling(&self.tree, self.cursor, 1),
        };
        self.clear_pending();
        self.last_move_source = MoveSource::Text;
        self.start_analysis_if_wanted();
    }

    pub(super) fn clear_pending(&mut self) {
        self.selected = None;
        self.promotion = None;
        self.pending = None;
    }

    pub(super) fn new_game(&mut self, setup: GameSetup) {
        let mut next = GameState::new(setup);
        next.analysis_lines = self.analysis_lines;
        next.engine.seed = self.engine.seed;
        self.resume(next);
        self.announcement = format!("New game. {}", self.turn_announcement());
    }

    pub(super) fn resume(&mut self, mut kept: GameState) {
        self.engine.reset_game_searches();
        self.engine.stop_analysis();
        kept.engine.continue_ids_from(&self.engine);
        kept.engine.take_outbox_from(&self.engine);
        kept.engine.thinking = None;
        kept.engine.analysis_pending = None;
        kept.announcement = format!("Game restored. {}", kept.turn_announcement());
        *self = kept;
        self.start_engine_if_its_turn();
        self.start_analysis_if_wanted();
    }

    /// Stops playing and analyses the game: moves go anywhere, variations are kept.
    pub(super) fn analyse(&mut self) {
        if let Some(clock) = self.clock.as_mut() {
            clock.stop();
        }
        self.engine.reset_game_searches();
        self.premove = None;
        self.setup.mode = Mode::Analysis;
        self.analysis_on = true;
        self.start_analysis_if_wanted();
    }

    pub(super) fn resign(&mut self) {
        if !self.in_progress() {
            return;
        }
        let loser = match self.setup.mode {
            Mode::VsComputer { human, .. } => human,
            Mode::TwoPlayers | Mode::Analysis => self.game.position().turn(),
        };
        self.declare(Outcome::Win {
            winner: !loser,
            reason: chess_rules::WinReason::Resignation,
        });
    }

    pub(super) fn claim_draw(&mut self) {
        match self.game.claimable_draw() {
            Some(reason) if self.in_progress() => {
                self.declare(Outcome::Draw(reason));
            }
            _ => {
                self.notice = Some(chess_rules::GameError::NoDrawToClaim.to_string());
            }
        }
    }

    pub(super) fn agree_draw(&mut self) {
        if self.in_progress() {
            self.declare(Outcome::Draw(chess_rules::DrawReason::Agreement));
        }
    }

    /// The computer accepts a draw when its last evaluation says the game is level (within a
    /// third of a pawn) and at least 30 moves have been played; once per move.
    pub(super) fn offer_draw(&mut self) {
        let plies = self.game.len();
        if !self.in_progress() || self.draw_offered_at == Some(plies) {
            return;
        }
        self.draw_offered_at = Some(plies);
        let level = self.engine.last_game_score.map(|cp| cp.abs() <= 30);
        if plies >= 60 && level == Some(true) {
            self.notice = Some("The computer accepts the draw.".to_string());
            self.agree_draw();
        } else {
            self.notice = Some("The computer declines the draw and plays on.".to_string());
        }
    }

    /// Ends the game with an outcome decided outside the board.
    pub(super) fn declare(&mut self, outcome: Outcome) {
        self.tree.set_declared_outcome(Some(outcome));
        self.game = self.tree.main_game();
        self.cursor = self.tree.main_line_end();
        self.clear_pending();
        self.game_ended();
        self.announcement = self.turn_announcement();
    }

    pub(super) fn import(&mut self, text: &str, mode: Mode) {
        match super::records::read_record(text) {
            Ok(record) => {
                let mut tree = record.tree;
                let shapes = Shapes::taken_from(&mut tree);
                let mut next = GameState::from_tree(tree, mode);
                next.tags = record.tags;
                next.shapes = shapes;
                next.notice = record.notice;
                next.analysis_lines = self.analysis_lines;
                next.announcement = format!("Game loaded. {}", next.turn_announcement());
                self.resume(next);
                self.announcement = self
                    .announcement
                    .replacen("Game restored.", "Game loaded.", 1);
            }
            Err(message) => self.notice = Some(message),
        }
    }

    /// The clock's heartbeat: a fallen flag ends the game (FIDE 6.9); low time is heard once.
    pub(super) fn tick(&mut self, now: f64) {
        let in_progress = self.in_progress();
        let Some(clock) = self.clock.as_mut() else {
            return;
        };
        clock.tick(now);
        if !in_progress {
            return;
        }
        if clock.is_paused() {
            let turn = self.game.position().turn();
            clock.resume(turn, now);
        }
        if let Some(flagged) = clock.flagged() {
            let outcome = Outcome::on_time(self.game.position(), flagged);
            self.declare(outcome);
            return;
        }
        let human = match self.setup.mode {
            Mode::VsComputer { human, .. } => Some(human),
            _ => clock.running(),
        };
        if human.is_some_and(|side| clock.take_low_time_warning(side)) {
            self.mark(EventKind::LowTime);
        }
    }

    pub(super) fn turn_announcement(&self) -> String {
        match self.game.outcome() {
            Some(outcome) => format!("{outcome}."),
            None => {
                let position = self.game.position();
                let check = if position.is_check() { " Check." } else { "" };
                format!("{} to move.{check}", position.turn())
            }
        }
    }

    /// A restored timed game: its clock waits, paused, and the player is told.
    pub fn with_paused_clock(mut self, clock: Option<Clock>) -> GameState {
        if let Some(clock) = clock {
            if clock.started() && self.in_progress() {
                self.notice = Some(
                    "The clocks were paused while the page was closed; they run again now."
                        .to_string(),
                );
            }
            self.clock = Some(clock);
        }
        self
    }
}

/// The page time the clock has last heard (a move is timed to the last tick).
fn clock_now(clock: &Clock) -> f64 {
    clock.now()
}

/// The end of the line through `node`: its first children, one after another.
/// The child of `from` on the way to `to`, if `to` lies below `from`.
fn child_towards(tree: &MoveTree, from: NodeId, to: NodeId) -> Option<NodeId> {
    if !tree.contains(to) {
        return None;
    }
    let mut at = to;
    while let Some(parent) = tree.node(at).parent {
        if parent == from {
            return Some(at);
        }
        at = parent;
    }
    None
}

fn line_end(tree: &MoveTree, node: NodeId) -> NodeId {
    let mut at = node;
    while let Some(&next) = tree.node(at).children.first() {
        at = next;
    }
    at
}

/// The neighbouring variation at the nearest fork above `node` (or at `node` itself).
fn sibling(tree: &MoveTree, node: NodeId, step: isize) -> NodeId {
    let mut at = node;
    while let Some(parent) = tree.node(at).parent {
        let siblings = &tree.node(parent).children;
        if siblings.len() > 1 {
            let index = siblings.iter().position(|&c| c == at).unwrap_or(0) as isize;
            let next = (index + step).clamp(0, siblings.len() as isize - 1) as usize;
            return siblings[next];
        }
        at = parent;
    }
    node
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
pub(super) fn capitalise(text: &str) -> String {
    let mut text = text.to_string();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}
