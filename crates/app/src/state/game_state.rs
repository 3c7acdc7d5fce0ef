//! The game as the app holds it: a plain value changed only by [`Action`]s (its reducer is
//! here, beside it), so every rule of the interface is tested with `cargo test`, without a
//! browser. The rules themselves all come from `chess-rules`.
//!
//! What each action does lives in the files beside this one, by concern: `board_input.rs`
//! (picking up, dropping, clicking, promotion, premoves), `commands.rs` (undo, resign, draws,
//! navigation, new games, imports), `computer.rs` (the engine's moves, hints, analysis),
//! `clock.rs` (time) and `speech.rs` (what a screen reader says).

use super::board_event::BoardEvent;
use super::clock::Clock;
use super::engine::{EngineReply, EngineState, RequestId};
use super::review::ReviewState;
pub use super::setup::{GameSetup, Mode, Start};
use super::shapes::{Shape, Shapes};
use chess_rules::pgn::Tags;
use chess_rules::{Color, Game, Move, MoveTree, NodeId, Outcome, Position, Role, Square};
use std::rc::Rc;
use yew::Reducible;

/// How a move was entered: a dragged piece is already where it lands, so it does not slide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSource {
    /// Clicked (or chosen with the keyboard) square by square.
    Click,
    /// Dragged and dropped.
    Drag,
    /// Typed in the move box, or played by the engine.
    Text,
}

/// Where the cursor goes in the move tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Navigation {
    /// The start position.
    Start,
    /// One move back.
    Back,
    /// One move forward along the line shown.
    Forward,
    /// The end of the line shown.
    End,
    /// The position after this node.
    Node(NodeId),
    /// The previous variation at the last fork (up).
    PreviousVariation,
    /// The next variation at the last fork (down).
    NextVariation,
}

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
    /// Plays the move that would bring a claimable draw, and claims it.
    PlayAndClaimDraw,
    /// Plays the move that would bring a claimable draw, without claiming.
    PlayWithoutClaim,
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
    /// Game review: start, cancel, or take a result.
    Review(super::review::ReviewAction),
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
        }
    }
}

/// A pawn move waiting for the player to choose a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PendingPromotion {
    /// The pawn's square.
    pub from: Square,
    /// The square it promotes on.
    pub to: Square,
    pub(super) source: MoveSource,
}

/// A move waiting for the player's word: to discard the later moves (a live game seen at an
/// earlier position), or whether to claim the draw it brings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingMove {
    /// The move.
    pub mv: Move,
    /// The move in SAN.
    pub san: String,
    /// What it waits for.
    pub question: Question,
    pub(super) source: MoveSource,
}

/// What a pending move waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Play it and discard this many later moves?
    Discard(usize),
    /// Play it and claim the draw it brings (threefold repetition, fifty moves)?
    ClaimDraw(chess_rules::DrawReason),
}

/// A move queued while the computer thinks, played as soon as it has moved if still legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Premove {
    /// From.
    pub from: Square,
    /// To.
    pub to: Square,
    /// The piece a pawn becomes (queen by default).
    pub promotion: Option<Role>,
}

/// What just happened, for the page's sounds: a counter so the same event twice is heard twice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameEvent {
    /// Increases with every event.
    pub serial: u64,
    /// What happened.
    pub kind: EventKind,
}

/// The kinds of events a sound marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// A quiet move.
    Move,
    /// A capture.
    Capture,
    /// Castling.
    Castle,
    /// A move that gives check.
    Check,
    /// The end of the game.
    GameEnd,
    /// The player's clock went under the low-time mark.
    LowTime,
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
    pub(super) selected: Option<Square>,
    pub(super) promotion: Option<PendingPromotion>,
    pub(super) pending: Option<PendingMove>,
    pub(super) premove: Option<Premove>,
    pub(super) orientation: Color,
    pub(super) setup: GameSetup,
    pub(super) clock: Option<Clock>,
    pub(super) notice: Option<String>,
    pub(super) announcement: String,
    pub(super) last_move_source: MoveSource,
    pub(super) engine: EngineState,
    /// Analysis: on or off, and how many lines.
    pub(super) analysis_on: bool,
    pub(super) analysis_lines: u8,
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
    /// "Learn from your mistakes": which of the mistakes is being tried.
    pub(super) review_learning: Option<usize>,
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
            selected: None,
            promotion: None,
            pending: None,
            premove: None,
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
            analysis_on: mode == Mode::Analysis,
            analysis_lines: 1,
            tags: Tags::new(),
            shapes: Shapes::default(),
            review: ReviewState::default(),
            event: None,
            revision: 0,
            draw_offered_at: None,
            review_learning: None,
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
    }

    fn apply_action(&mut self, action: Action) {
        match action {
            Action::ClickSquare(square) => self.click(square),
            Action::PickUp(square) => self.pick_up(square),
            Action::Drop { from, to } => self.drop(from, to),
            Action::Deselect => self.deselect(),
            Action::Promote(role) => self.promote(role),
            Action::CancelPromotion => self.cancel_promotion(),
            Action::ConfirmDiscard | Action::PlayWithoutClaim => self.confirm_pending(false),
            Action::PlayAndClaimDraw => self.confirm_pending(true),
            Action::CancelDiscard => self.pending = None,
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
            Action::Engine(reply) => self.engine_reply(reply),
            Action::MoveNow => self.move_now(),
            Action::RequestHint => self.request_hint(),
            Action::SetAnalysis(on) => self.set_analysis(on),
            Action::SetAnalysisLines(lines) => self.set_analysis_lines(lines),
            Action::PlayLine { from, moves } => self.play_line(from, &moves),
            Action::ShowNotice(message) => self.notice = Some(message),
            Action::Import { text, mode } => self.import(&text, mode),
            Action::Resume(kept) => self.resume(*kept),
            Action::Analyse => self.analyse(),
            Action::Tick(now) => self.tick(now),
            Action::ToggleShape(shape) => self.shapes.toggle(self.cursor, shape),
            Action::ClearShapes => self.shapes.clear(self.cursor),
            Action::SetComment(text) => self.tree.set_comment(self.cursor, &text),
            Action::PromoteVariation(node) => self.edit_tree(|tree| tree.promote(node)),
            Action::MakeMainLine(node) => self.edit_tree(|tree| tree.make_main_line(node)),
            Action::DeleteFrom(node) => self.delete_from(node),
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
        self.selected
    }

    /// The promotion waiting for a choice.
    pub fn promotion(&self) -> Option<PendingPromotion> {
        self.promotion
    }

    /// The move waiting for the player's word.
    pub fn pending(&self) -> Option<&PendingMove> {
        self.pending.as_ref()
    }

    /// The move queued while the computer thinks.
    pub fn premove(&self) -> Option<Premove> {
        self.premove
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
        (self.analysis_on, self.analysis_lines)
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

    /// Which mistake "Learn from your mistakes" is at, if on.
    pub fn learning(&self) -> Option<usize> {
        self.review_learning
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
        if self.promotion.is_some() || self.pending.is_some() {
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
