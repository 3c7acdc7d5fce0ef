//! The game as the app holds it: a plain value changed only by [`Action`]s (its reducer is
//! here, beside it), so every rule of the interface is tested with `cargo test`, without a
//! browser. The rules themselves all come from `chess-rules`.
//!
//! This is the root that composes the features: it holds each feature's state (the play
//! feature's [`BoardInput`], the analysis's [`AnalysisSettings`], the review, the clock, the
//! shapes, the engine's requests), routes each action to the feature that owns it, and is where
//! features meet: every move goes through [`GameState::make_move`], which tells the features
//! that watch moves. What a feature does is in its own folder or file: `play/` (board input,
//! moves, the end of a live game), `computer.rs` (the engine's moves and hints), `analysis/`,
//! `review/` (running a review, learning from mistakes), `switching.rs` (new, loaded and
//! resumed games), `clock.rs`, `shapes.rs`, `speech.rs`.

use super::analysis::AnalysisSettings;
use super::board_event::BoardEvent;
use super::clock::Clock;
use super::comments::{shown_comment, with_words};
use super::engine::{EngineReply, EngineState, RequestId};
use super::play::{BoardInput, PendingMove, PendingPromotion, Premove};
use super::records::{read_record, Record};
use super::review::ReviewAction;
use super::review::ReviewState;
pub use super::setup::{GameSetup, Mode, Start};
use super::shapes::{Shape, Shapes};
use super::vocabulary::{EventKind, GameEvent, MoveSource, Navigation};
use chess_rules::pgn::Tags;
use chess_rules::{Color, Game, Move, MoveTree, NodeId, Outcome, Position, Role, Square};
use std::rc::Rc;
use yew::Reducible;

/// Everything the player (or the page) can do.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A click, or Enter/Space, on a square: select a piece, move the selected one there, or
    /// clear the selection.
    ClickSquare(Square),
    /// A piece picked up with the pointer: selects it (showing its moves) without toggling.
    PickUp(Square),
    /// A dragged piece released over a square, or off the board (`None`).
    Drop {
        /// Where the piece was picked up.
        from: Square,
        /// Where it was released.
        to: Option<Square>,
    },
    /// Clears the selection and a premove.
    Deselect,
    /// Completes a pending promotion with this piece.
    Promote(Role),
    /// Takes back a pending promotion: the pawn stays where it was.
    CancelPromotion,
    /// Plays the move that waits for confirmation, discarding the later moves.
    ConfirmDiscard,
    /// Drops the move that waits for confirmation.
    CancelDiscard,
    /// A move typed in SAN or UCI.
    PlayText(String),
    /// Takes back the last move (against the computer: its reply and your move).
    Undo,
    /// Moves through the move tree.
    Navigate(Navigation),
    /// Starts a new game.
    NewGame(GameSetup),
    /// The player resigns.
    Resign,
    /// Claims a draw by threefold repetition or the fifty-move rule.
    ClaimDraw,
    /// Both players agree to a draw (or the computer accepts one).
    AgreeDraw,
    /// Offers the computer a draw.
    OfferDraw,
    /// Turns the board around.
    Flip,
    /// Hides the notice.
    DismissNotice,
    /// The page's language changed: whose turn it is, said again in it (for the screen reader
    /// and the blindfold player's line).
    SpeakAgain,
    /// Auto-queen never: a queued premove's promotion is asked when the premove is played.
    AskPremovePromotion,
    /// The board event that follows asks for confirmation of the move it makes (or no longer).
    ConfirmNextMove(bool),
    /// What the engine answered.
    Engine(EngineReply),
    /// Plays the best move the engine has found so far (the Move now button).
    MoveNow,
    /// Asks the engine for a hint.
    RequestHint,
    /// Turns the analysis on or off.
    SetAnalysis(bool),
    /// How many analysis lines to show (1 to 5).
    SetAnalysisLines(u8),
    /// Show or hide the threat (the opponent's best move if it were their turn).
    ToggleThreat,
    /// Plays moves of an analysis line, as shown, into the tree from the position they were
    /// analysed in (ignored if the board has moved on, or in a live game).
    PlayLine {
        /// The position the line starts from.
        from: NodeId,
        /// The moves, up to the one clicked.
        moves: Vec<Move>,
    },
    /// Shows a message from outside the game.
    ShowNotice(String),
    /// Loads a game from a pasted FEN or PGN, to be played in this mode. A bad record only
    /// shows what is wrong; the current game stays.
    Import {
        /// The FEN or PGN.
        text: String,
        /// Who plays the loaded game.
        mode: Mode,
    },
    /// Loads a game already read (what [`Action::read_ahead`] makes of an `Import`).
    Load {
        /// The game read.
        record: Box<Record>,
        /// Who plays it.
        mode: Mode,
    },
    /// Switches to a whole game (from the library, or the one a shared link replaced).
    Resume(Box<GameState>),
    /// Switches to analysing this game (after it ended, or any time).
    Analyse,
    /// The clock's heartbeat: the time now, in milliseconds (the page's clock).
    Tick(f64),
    /// Draws or removes a shape on the position shown (right-click, right-drag).
    ToggleShape(Shape),
    /// Removes every shape from the position shown (a left click).
    ClearShapes,
    /// Sets the comment after the move shown.
    SetComment(String),
    /// Moves the variation holding a node one place up.
    PromoteVariation(NodeId),
    /// Makes the line through a node the main line.
    MakeMainLine(NodeId),
    /// Deletes a node and what follows it.
    DeleteFrom(NodeId),
    /// Puts back what the last deletion took away.
    RestoreDeleted,
    /// Game review: start, cancel, or take a result.
    Review(ReviewAction),
}

impl Action {
    /// The action with its text read: an `Import` becomes the `Load` of the game read, or the
    /// notice of what is wrong with the text; any other action stays as it is. The page reads
    /// ahead to know, before the reducer runs, whether the action replaces the game.
    pub fn read_ahead(self) -> Action {
        match self {
            Action::Import { text, mode } => match read_record(&text) {
                Ok(record) => Action::Load {
                    record: Box::new(record),
                    mode,
                },
                Err(message) => Action::ShowNotice(message),
            },
            other => other,
        }
    }

    /// Does this action put another game in place of the current one (so the page keeps the
    /// current one first and gives the next its own id)? An `Import` must be read ahead first.
    pub fn replaces_the_game(&self) -> bool {
        matches!(
            self,
            Action::NewGame(_) | Action::Load { .. } | Action::Resume(_)
        )
    }
}

impl From<BoardEvent> for Action {
    /// What the player's doing on the board means for the game.
    fn from(event: BoardEvent) -> Action {
        match event {
            BoardEvent::Click(square) => Action::ClickSquare(square),
            BoardEvent::PickUp(square) => Action::PickUp(square),
            BoardEvent::Drop { from, to } => Action::Drop { from, to },
            BoardEvent::Deselect => Action::Deselect,
            BoardEvent::DrawShape(shape) => Action::ToggleShape(shape),
            BoardEvent::ClearShapes => Action::ClearShapes,
            BoardEvent::Promote(role) => Action::Promote(role),
            BoardEvent::CancelPromotion => Action::CancelPromotion,
            BoardEvent::Wheel { forward: true } => Action::Navigate(Navigation::Forward),
            BoardEvent::Wheel { forward: false } => Action::Navigate(Navigation::Back),
        }
    }
}

/// The app's game state.
#[derive(Clone, Debug, PartialEq)]
pub struct GameState {
    /// Every move, with variations.
    pub(super) tree: MoveTree,
    /// The main line as a game (outcome, repetitions), kept in step with the tree.
    pub(super) game: Game,
    /// The node whose position the board shows.
    pub(super) cursor: NodeId,
    /// The farthest node of the line last walked: stepping forward from one of its nodes
    /// follows it (as lichess does), not the main line.
    pub(super) trail: NodeId,
    /// What the player's hands are doing on the board (the play feature's own state).
    pub(super) input: BoardInput,
    pub(super) orientation: Color,
    pub(super) setup: GameSetup,
    pub(super) clock: Option<Clock>,
    pub(super) notice: Option<String>,
    pub(super) announcement: String,
    pub(super) last_move_source: MoveSource,
    pub(super) engine: EngineState,
    /// Analysis: on or off, and how many lines (the analysis feature's own state).
    pub(super) analysis: AnalysisSettings,
    /// The tags of an imported PGN (kept for export).
    pub(super) tags: Tags,
    pub(super) shapes: Shapes,
    pub(super) review: ReviewState,
    pub(super) event: Option<GameEvent>,
    /// Counts the actions that may change what is saved (all but the clock's ticks and the
    /// engine's progress reports), so the page writes the saved game only when it changed.
    pub(super) revision: u64,
    /// The player has offered the computer a draw at this many moves (one offer per move).
    pub(super) draw_offered_at: Option<usize>,
    /// "Learn from your mistakes", when on.
    pub(super) learning: Option<super::review::learn::Learning>,
    /// What the last deletion took away, while its notice offers to undo it.
    pub(super) deleted: Option<Box<super::tree_edits::DeletedLine>>,
}

impl Default for GameState {
    fn default() -> GameState {
        GameState::new(GameSetup::untimed(Mode::TwoPlayers))
    }
}

impl Reducible for GameState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = Rc::unwrap_or_clone(self);
        next.apply(action);
        Rc::new(next)
    }
}

impl GameState {
    /// A new game as set up (Chess960 from its numbered start position). Nothing is asked of
    /// the engine yet: [`GameState::start`] does that.
    pub fn new(setup: GameSetup) -> GameState {
        let mut state =
            GameState::from_game(Game::from_position(setup.start.position()), setup.mode);
        state.clock = setup.time_control.map(Clock::new);
        state.setup = setup;
        state
    }

    /// Asks the engine for what the state needs at first (its move, the analysis).
    pub fn start(mut self) -> GameState {
        self.start_engine_if_its_turn();
        self.start_analysis_if_wanted();
        self
    }

    /// A state around an existing game, looking at its current position.
    pub fn from_game(game: Game, mode: Mode) -> GameState {
        GameState::from_tree(MoveTree::from_game(&game), mode)
    }

    /// A state around a move tree, looking at the end of its main line.
    pub fn from_tree(tree: MoveTree, mode: Mode) -> GameState {
        let orientation = match mode {
            Mode::VsComputer { human, .. } => human,
            Mode::TwoPlayers | Mode::Analysis => Color::White,
        };
        let start = Start::of(tree.start());
        let mut state = GameState {
            game: tree.main_game(),
            cursor: tree.main_line_end(),
            trail: tree.main_line_end(),
            tree,
            input: BoardInput::default(),
            orientation,
            setup: GameSetup {
                mode,
                time_control: None,
                start,
            },
            clock: None,
            notice: None,
            announcement: String::new(),
            last_move_source: MoveSource::Text,
            engine: EngineState::default(),
            analysis: AnalysisSettings {
                on: mode == Mode::Analysis,
                lines: 1,
                threat: false,
            },
            tags: Tags::new(),
            shapes: Shapes::default(),
            review: ReviewState::default(),
            event: None,
            revision: 0,
            draw_offered_at: None,
            learning: None,
            deleted: None,
        };
        state.announcement = state.turn_announcement();
        state
    }

    /// Applies an action. Anything refused leaves the game as it was and says why in the notice.
    pub fn apply(&mut self, action: Action) {
        let quiet = matches!(
            action,
            Action::Tick(_) | Action::Engine(EngineReply::Info { .. })
        );
        // Set after the action: one that swaps in another state (a game opened) still moves on.
        let revision = self.revision + u64::from(!quiet);
        self.apply_action(action);
        self.revision = revision;
        self.forget_deletion_with_its_notice();
    }

    fn apply_action(&mut self, action: Action) {
        match action {
            Action::ClickSquare(square) => self.click(square),
            Action::PickUp(square) => self.pick_up(square),
            Action::Drop { from, to } => self.drop(from, to),
            Action::Deselect => self.deselect(),
            Action::Promote(role) => self.promote(role),
            Action::CancelPromotion => self.cancel_promotion(),
            Action::ConfirmDiscard => self.confirm_pending(),
            Action::CancelDiscard => self.input.pending = None,
            Action::PlayText(text) => self.play_text(&text),
            Action::Undo => self.undo(),
            Action::Navigate(to) => self.navigate(to),
            Action::NewGame(setup) => self.new_game(setup),
            Action::Resign => self.resign(),
            Action::ClaimDraw => self.claim_draw(),
            Action::AgreeDraw => self.agree_draw(),
            Action::OfferDraw => self.offer_draw(),
            Action::Flip => self.orientation = !self.orientation,
            Action::DismissNotice => self.notice = None,
            Action::SpeakAgain => self.announcement = self.turn_announcement(),
            Action::AskPremovePromotion => self.ask_premove_promotion(),
            Action::ConfirmNextMove(on) => self.input.confirm_next = on,
            Action::Engine(reply) => self.engine_reply(reply),
            Action::MoveNow => self.move_now(),
            Action::RequestHint => self.request_hint(),
            Action::SetAnalysis(on) => self.set_analysis(on),
            Action::SetAnalysisLines(lines) => self.set_analysis_lines(lines),
            Action::ToggleThreat => self.toggle_threat(),
            Action::PlayLine { from, moves } => self.play_line(from, &moves),
            Action::ShowNotice(message) => self.notice = Some(message),
            Action::Import { .. } => self.apply_action(action.read_ahead()),
            Action::Load { record, mode } => self.load(*record, mode),
            Action::Resume(kept) => self.resume(*kept),
            Action::Analyse => self.analyse(),
            Action::Tick(now) => self.tick(now),
            Action::ToggleShape(shape) => self.shapes.toggle(self.cursor, shape),
            Action::ClearShapes => self.shapes.clear(self.cursor),
            Action::SetComment(words) => {
                let comment = with_words(self.tree.node(self.cursor).comment.as_deref(), &words);
                self.tree.set_comment(self.cursor, &comment);
            }
            Action::PromoteVariation(node) => self.promote_line(node),
            Action::MakeMainLine(node) => self.make_main_line(node),
            Action::DeleteFrom(node) => self.delete_line(node),
            Action::RestoreDeleted => self.restore_deleted(),
            Action::Review(action) => self.review_action(action),
        }
    }

    /// A number that changes whenever what is saved may have changed (the clock aside).
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The move tree, variations included.
    pub fn tree(&self) -> &MoveTree {
        &self.tree
    }

    /// The game: the tree's main line with its outcome.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The node the board shows.
    pub fn cursor(&self) -> NodeId {
        self.cursor
    }

    /// Is the board showing the end of the game (the main line's last position)?
    pub fn at_end(&self) -> bool {
        self.cursor == self.tree.main_line_end()
    }

    /// The position on the board.
    pub fn viewed_position(&self) -> &Position {
        self.tree.position(self.cursor)
    }

    /// The move that led to the position on the board.
    pub fn viewed_last_move(&self) -> Option<Move> {
        self.tree.node(self.cursor).mv
    }

    /// The selected square.
    pub fn selected(&self) -> Option<Square> {
        self.input.selected
    }

    /// The promotion waiting for a choice.
    pub fn promotion(&self) -> Option<PendingPromotion> {
        self.input.promotion
    }

    /// The move waiting for the player's word.
    pub fn pending(&self) -> Option<&PendingMove> {
        self.input.pending.as_ref()
    }

    /// The move queued while the computer thinks.
    pub fn premove(&self) -> Option<Premove> {
        self.input.premove
    }

    /// Which side is at the bottom of the board.
    pub fn orientation(&self) -> Color {
        self.orientation
    }

    /// Who plays which side.
    pub fn mode(&self) -> Mode {
        self.setup.mode
    }

    /// The game's set-up (mode, clock, variant).
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The chess clock, in a timed game.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The latest message for the player: why a move was refused, or another problem.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// What a screen reader announces: the latest move and whose turn it is.
    pub fn announcement(&self) -> &str {
        &self.announcement
    }

    /// How the latest move was entered.
    pub fn last_move_source(&self) -> MoveSource {
        self.last_move_source
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// The tags of an imported PGN.
    pub fn tags(&self) -> &Tags {
        &self.tags
    }

    /// The engine's side of the state.
    pub fn engine(&self) -> &EngineState {
        &self.engine
    }

    /// Is the analysis on, and with how many lines?
    pub fn analysis(&self) -> (bool, u8) {
        (self.analysis.on, self.analysis.lines)
    }

    /// The words of the comment on the move shown (its commands, such as the clock, left out:
    /// they are kept when the words change).
    pub fn comment_words_here(&self) -> String {
        let comment = self.tree.node(self.cursor).comment.as_deref();
        comment
            .and_then(|c| shown_comment(c).text)
            .unwrap_or_default()
    }

    /// The shapes drawn on the position shown.
    pub fn shapes_here(&self) -> &[Shape] {
        self.shapes.at(self.cursor)
    }

    /// Every node's shapes.
    pub fn shapes(&self) -> &Shapes {
        &self.shapes
    }

    /// The game review.
    pub fn review(&self) -> &ReviewState {
        &self.review
    }

    /// What just happened (for sounds).
    pub fn event(&self) -> Option<GameEvent> {
        self.event
    }

    /// Is a game being played (a live game that has not ended)? Resign, draws and the clock
    /// apply only then.
    pub fn in_progress(&self) -> bool {
        self.setup.mode != Mode::Analysis && !self.game.is_over()
    }

    /// Would replacing the game lose something (a game under way with a move made)? Then the
    /// page asks first.
    pub fn worth_confirming(&self) -> bool {
        self.in_progress() && !self.game.is_empty()
    }

    /// Does the game go on only at its end (against the computer, or on a clock), so that a
    /// move at an earlier position means taking moves back? Elsewhere it starts a variation.
    pub fn is_linear(&self) -> bool {
        self.in_progress()
            && (matches!(self.setup.mode, Mode::VsComputer { .. }) || self.clock.is_some())
    }

    /// The colour whose pieces the player may move on the board now, if any.
    pub fn movable_color(&self) -> Option<Color> {
        if self.input.promotion.is_some() || self.input.pending.is_some() {
            return None;
        }
        if self.learning_holds_the_board() {
            return None;
        }
        let position = self.viewed_position();
        if !position.has_legal_moves() {
            return None;
        }
        let turn = position.turn();
        if self.at_end() && self.game.is_over() && self.setup.mode != Mode::Analysis {
            return None;
        }
        if self.clock.as_ref().is_some_and(Clock::is_paused) && self.in_progress() {
            return None;
        }
        match self.setup.mode {
            Mode::TwoPlayers | Mode::Analysis => Some(turn),
            Mode::VsComputer { human, .. } if !self.in_progress() => {
                Some(turn).filter(|_| self.at_end() || human == turn)
            }
            Mode::VsComputer { human, .. } => (turn == human).then_some(turn),
        }
    }

    /// Seeds the weaker levels' choices (so a test's game plays the same every run).
    pub fn set_engine_seed(&mut self, seed: u64) {
        self.engine.seed = Some(seed);
    }

    /// The id an engine reply must carry to be heard, for tests and tools.
    pub fn awaited_request(&self) -> Option<RequestId> {
        self.engine.thinking.map(|p| p.id)
    }

    /// Every move made on the board goes through here, so the features that watch moves hear
    /// of it: "Learn from your mistakes" judges a try, the analysis follows the board. The move
    /// itself is the play feature's.
    pub(super) fn make_move(&mut self, mv: Move, source: MoveSource) {
        let learning_try = self.learning_try_starts();
        self.play_here(mv, source);
        if let Some((parent, before)) = learning_try {
            self.judge_learning_try(parent, &before);
        }
        self.start_analysis_if_wanted();
    }

    /// Records an event for the page's sounds.
    pub(super) fn mark(&mut self, kind: EventKind) {
        let serial = self.event.map_or(1, |e| e.serial + 1);
        self.event = Some(GameEvent { serial, kind });
    }

    /// Changes the tree and brings the cached main line back in step.
    pub(super) fn edit_tree(&mut self, edit: impl FnOnce(&mut MoveTree)) {
        edit(&mut self.tree);
        self.game = self.tree.main_game();
        if !self.tree.contains(self.cursor) {
            self.cursor = self.tree.main_line_end();
        }
    }
}

#[cfg(test)]
mod tests;
