//! One puzzle on the board. It opens on the position before the opponent's first move, which
//! the opponent then plays (a moment later, `opponent_moves`, so the player sees it); each of
//! the player's moves is checked against the solution (a move that mates is right even when
//! the solution has another, lichess's rule), a right one answered by the opponent's next move
//! the same way. A
//! wrong move is not played: the puzzle is failed, and the player may go on looking. The board
//! input (selecting, dragging, promotion) is the puzzle's own: only the player's pieces move.

use super::super::board_view::{squares_of, BoardView, Marks};
use super::super::explain::illegal_move_text;
use super::super::review::learn::ACCEPTED_DROP;
use super::super::BoardEvent;
use super::{Acceptance, Puzzle};
use chess_rules::{Color, Move, Position, Role, Square};

/// Where the puzzle stands, as `data-state` says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolvingState {
    /// Going on, no wrong move yet.
    Playing,
    /// Solved without a wrong move or a look at the solution.
    Solved,
    /// A wrong move was made, or the solution viewed.
    Failed,
}

impl SolvingState {
    /// The `data-state` value.
    pub fn as_str(self) -> &'static str {
        match self {
            SolvingState::Playing => "playing",
            SolvingState::Solved => "solved",
            SolvingState::Failed => "failed",
        }
    }
}

/// What the player is told after a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// Find the best move.
    YourTurn,
    /// A right move, more to find.
    Right,
    /// Not the move (it was not played).
    Wrong,
    /// A move the rules refuse, and why.
    Illegal(String),
    /// The engine judges a move other than the solution's (one's own mistakes).
    Judging,
    /// The end reached.
    Complete,
}

/// A puzzle being solved.
#[derive(Clone, Debug, PartialEq)]
pub struct Solving {
    puzzle: Puzzle,
    position: Position,
    /// How many of the puzzle's moves have been played.
    done: usize,
    player: Color,
    state: SolvingState,
    feedback: Feedback,
    selected: Option<Square>,
    promotion: Option<(Square, Square)>,
    last_move: Option<Move>,
    /// The last move in SAN, and whether the opponent played it (to say it in words).
    last_san: Option<(String, bool)>,
    /// The opponent's move about to be played.
    waiting: Option<Move>,
    /// How a move other than the solution's is judged (one's own mistakes); `None`: wrong.
    acceptance: Option<Acceptance>,
    /// Such a move, waiting for the engine's verdict.
    judging: Option<Move>,
}

impl Solving {
    /// The puzzle on its position, the opponent's first move about to be played.
    pub fn start(puzzle: &Puzzle) -> Solving {
        Solving::start_judged(puzzle, None)
    }

    /// The same, with other moves than the solution's judged by `acceptance`.
    pub fn start_judged(puzzle: &Puzzle, acceptance: Option<Acceptance>) -> Solving {
        Solving {
            player: !puzzle.position.turn(),
            puzzle: puzzle.clone(),
            position: puzzle.position.clone(),
            done: 0,
            state: SolvingState::Playing,
            feedback: Feedback::YourTurn,
            selected: None,
            promotion: None,
            last_move: None,
            last_san: None,
            waiting: Some(puzzle.moves[0]),
            acceptance,
            judging: None,
        }
    }

    /// The same puzzle from its start again (a retry).
    pub fn restarted(&self) -> Solving {
        Solving::start_judged(&self.puzzle, self.acceptance)
    }

    /// Is the opponent's move about to be played (the board waits for it)?
    pub fn opponent_to_move(&self) -> bool {
        self.waiting.is_some()
    }

    /// The opponent plays its move.
    pub fn opponent_moves(&mut self) {
        if let Some(mv) = self.waiting.take() {
            self.advance(mv);
        }
    }

    /// The opponent's move just played, in SAN ("Rxa3"), while it is the last move.
    pub fn opponents_last_move(&self) -> Option<&str> {
        match &self.last_san {
            Some((san, true)) => Some(san),
            _ => None,
        }
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// Where it stands.
    pub fn state(&self) -> SolvingState {
        self.state
    }

    /// What the player was last told.
    pub fn feedback(&self) -> &Feedback {
        &self.feedback
    }

    /// The side the player plays.
    pub fn player(&self) -> Color {
        self.player
    }

    /// The position on the board.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Has the last move of the solution been played?
    pub fn finished(&self) -> bool {
        self.done >= self.puzzle.moves.len() || self.position.is_checkmate()
    }

    /// The player's next move in the solution (for the hint and "View the solution").
    pub fn expected(&self) -> Option<Move> {
        self.puzzle.moves.get(self.done).copied()
    }

    /// Carries out something done on the board.
    pub fn on_board(&mut self, event: BoardEvent) {
        if self.finished() || self.waiting.is_some() || self.judging.is_some() {
            return;
        }
        match event {
            BoardEvent::PickUp(square) => self.select(square),
            BoardEvent::Click(square) => match self.selected {
                Some(from) if self.is_own(square) && square != from => self.select(square),
                Some(from) => self.try_move(from, square, None),
                None => self.select(square),
            },
            BoardEvent::Drop { from, to: Some(to) } => self.try_move(from, to, None),
            BoardEvent::Drop { to: None, .. } | BoardEvent::Deselect => self.selected = None,
            BoardEvent::Promote(role) => {
                if let Some((from, to)) = self.promotion.take() {
                    self.try_move(from, to, Some(role));
                }
            }
            BoardEvent::CancelPromotion => self.promotion = None,
            _ => {}
        }
    }

    fn is_own(&self, square: Square) -> bool {
        self.position
            .piece_at(square)
            .is_some_and(|p| p.color == self.player)
    }

    fn select(&mut self, square: Square) {
        self.selected = self.is_own(square).then_some(square);
    }

    fn try_move(&mut self, from: Square, to: Square, promotion: Option<Role>) {
        self.selected = None;
        if from == to {
            return;
        }
        if promotion.is_none() && self.position.is_promotion(Move::new(from, to, None)) {
            if self
                .position
                .check_move(from, to, Some(Role::Queen))
                .is_ok()
            {
                self.promotion = Some((from, to));
            }
            return;
        }
        match self.position.check_move(from, to, promotion) {
            Ok(mv) => self.play(mv),
            Err(reason) => self.feedback = Feedback::Illegal(illegal_move_text(&reason)),
        }
    }

    /// A legal move of the player's: right (played, and answered) or wrong (not played).
    pub fn play(&mut self, mv: Move) {
        let mut after = self.position.clone();
        after.play_unchecked(mv);
        let right = Some(mv) == self.expected() || after.is_checkmate();
        if !right {
            return match self.acceptance.filter(|a| a.played != mv) {
                // Another move than the game's: the engine judges it (a stalemate is a draw).
                Some(_) if after.has_legal_moves() => {
                    self.judging = Some(mv);
                    self.feedback = Feedback::Judging;
                }
                Some(_) => self.judged(50.0, Some(mv)),
                None => self.wrong(),
            };
        }
        self.advance(mv);
        if !self.finished() {
            self.waiting = self.puzzle.moves.get(self.done).copied();
        }
        self.feedback = if self.finished() {
            if self.state == SolvingState::Playing {
                self.state = SolvingState::Solved;
            }
            Feedback::Complete
        } else {
            Feedback::Right
        };
    }

    fn wrong(&mut self) {
        self.feedback = Feedback::Wrong;
        self.state = SolvingState::Failed;
    }

    /// The move waiting for the engine's verdict, and the position after it (to search).
    pub fn judging(&self) -> Option<(Move, Position)> {
        let mv = self.judging?;
        Some((mv, self.position.play(mv).ok()?))
    }

    /// The engine's verdict on the move judged: the player's winning chances (0-100) after it.
    /// Right when they are within the learning's margin of the solution's: it is played and
    /// ends the puzzle; wrong otherwise (not played).
    pub fn verdict(&mut self, chances: f64) {
        let judging = self.judging.take();
        self.judged(chances, judging);
    }

    fn judged(&mut self, chances: f64, mv: Option<Move>) {
        let (Some(acceptance), Some(mv)) = (self.acceptance, mv) else {
            return;
        };
        if acceptance.best_chances - chances > ACCEPTED_DROP {
            return self.wrong();
        }
        self.advance(mv);
        self.done = self.puzzle.moves.len();
        self.waiting = None;
        if self.state == SolvingState::Playing {
            self.state = SolvingState::Solved;
        }
        self.feedback = Feedback::Complete;
    }

    fn advance(&mut self, mv: Move) {
        let by_opponent = self.position.turn() != self.player;
        self.last_san = Some((self.position.san(mv).to_string(), by_opponent));
        self.position.play_unchecked(mv);
        self.last_move = Some(mv);
        self.done += 1;
    }

    /// Plays the rest of the solution; the puzzle counts as failed.
    pub fn view_solution(&mut self) {
        if self.state == SolvingState::Playing {
            self.state = SolvingState::Failed;
        }
        self.waiting = None;
        self.judging = None;
        while let Some(mv) = self.expected() {
            self.advance(mv);
        }
        self.selected = None;
        self.promotion = None;
        self.feedback = Feedback::Complete;
    }

    /// The board to draw: from the player's side, the player's pieces movable until the end.
    pub fn board_view(&self) -> BoardView {
        let marks = Marks {
            selected: self.selected,
            last_move: self.last_move,
            premove: None,
        };
        BoardView {
            squares: squares_of(&self.position, self.player, marks),
            pieces: self.position.board().clone(),
            orientation: self.player,
            movable_color: (!self.finished() && self.waiting.is_none() && self.judging.is_none())
                .then_some(self.player),
            premove_color: None,
            any_piece_movable: false,
            promotion: self.promotion.map(|(_, to)| (to, self.player)),
            arrow: None,
            threat: None,
            shapes: Vec::new(),
            drawable: false,
        }
    }
}
