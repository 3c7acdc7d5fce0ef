//! The Puzzles screen's state: the book (once fetched), the player's progress and mistakes
//! deck (once read from the browser), the puzzle on the board and the theme chosen, in one of
//! two modes: Lichess's puzzles, or the player's own mistakes. A puzzle's result is recorded
//! once, when it is first solved or failed; a retry is for practice.

use super::mistakes::{MistakeCard, MistakeDeck};
use super::{Progress, Puzzle, PuzzleBook, Solving, SolvingState};
use crate::state::engine::{EngineReply, EngineState, RequestId};
use crate::state::library::GameSummary;
use crate::state::translate::tr_with;
use crate::state::BoardEvent;
use chess_engine::Score;
use std::rc::Rc;

/// Which puzzles the screen offers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TrainerMode {
    /// Lichess's puzzles, rated.
    #[default]
    Puzzles,
    /// The player's own mistakes, by spaced repetition.
    Mistakes,
}

/// What changes the Puzzles screen.
#[derive(Clone, Debug, PartialEq)]
pub enum TrainerAction {
    /// The puzzles arrived (or could not be read: an empty book).
    Loaded(Rc<PuzzleBook>),
    /// The player's progress and mistakes deck were read (with what could not be).
    Stored {
        /// The rating, streak and history.
        progress: Progress,
        /// The mistakes found so far.
        deck: MistakeDeck,
        /// What was lost, if anything.
        notice: Option<String>,
    },
    /// Reviewed library games read for the deck: each one's summary and the cards found.
    CardsFound(Vec<(GameSummary, Vec<MistakeCard>)>),
    /// Something done on the board.
    Board(BoardEvent),
    /// The opponent plays the move it is about to play.
    OpponentMoves,
    /// Show the rest of the solution (the puzzle counts as failed).
    ViewSolution,
    /// The next puzzle (or the next mistake due).
    Next,
    /// The same puzzle again, for practice.
    Retry,
    /// Puzzles of this theme only (`None`: any).
    Theme(Option<String>),
    /// Lichess's puzzles or one's own mistakes.
    Mode(TrainerMode),
    /// Practise this mistake (by its card's id).
    OpenMistake(String),
    /// What the engine judging a move said.
    Engine(EngineReply),
    /// Something the player should know (the training could not be kept).
    Notice(String),
}

/// The Puzzles screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Trainer {
    book: Rc<PuzzleBook>,
    /// Has the book arrived (empty if it could not be read)?
    loaded: bool,
    /// Have the progress and deck been read?
    stored: bool,
    progress: Progress,
    /// Changed with every change of the progress (when to keep it).
    pub progress_revision: u64,
    pub(super) deck: MistakeDeck,
    /// Changed with every change of the deck (when to keep it).
    pub deck_revision: u64,
    mode: TrainerMode,
    pub(super) solving: Option<Solving>,
    theme: Option<String>,
    /// Has the puzzle on the board been counted?
    recorded: bool,
    seed: u64,
    /// The puzzle a link asked for, opened once the book arrives.
    wanted: Option<String>,
    pub(super) notice: Option<String>,
    /// The searches judging the player's moves.
    pub(super) engine: EngineState,
    /// The search under way and its latest score.
    pub(super) judge: Option<(RequestId, Option<Score>)>,
}

impl Trainer {
    /// The screen before the puzzles and the player's progress arrive: a seed for choosing
    /// puzzles, the puzzle a link asked for.
    pub fn new(seed: u64, wanted: Option<String>) -> Trainer {
        Trainer {
            book: Rc::default(),
            loaded: false,
            stored: false,
            progress: Progress::default(),
            progress_revision: 0,
            deck: MistakeDeck::default(),
            deck_revision: 0,
            mode: TrainerMode::Puzzles,
            solving: None,
            theme: None,
            recorded: false,
            seed,
            wanted,
            notice: None,
            engine: EngineState::default(),
            judge: None,
        }
    }

    /// The player's progress.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The player's mistakes.
    pub fn deck(&self) -> &MistakeDeck {
        &self.deck
    }

    /// Lichess's puzzles or one's own mistakes.
    pub fn mode(&self) -> TrainerMode {
        self.mode
    }

    /// The puzzle on the board.
    pub fn solving(&self) -> Option<&Solving> {
        self.solving.as_ref()
    }

    /// The theme chosen.
    pub fn theme(&self) -> Option<&str> {
        self.theme.as_deref()
    }

    /// Have the progress and the deck been read?
    pub fn stored(&self) -> bool {
        self.stored
    }

    /// Have the book, the progress and the deck arrived?
    pub fn loaded(&self) -> bool {
        self.loaded && self.stored
    }

    /// The book.
    pub fn book(&self) -> &PuzzleBook {
        &self.book
    }

    /// The searches to run.
    pub fn engine(&self) -> &EngineState {
        &self.engine
    }

    /// What the player should know (a link to a puzzle that is not here, progress lost).
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// Carries out an action at `now` (milliseconds since 1970: when a mistake comes back).
    pub fn apply(&mut self, action: TrainerAction, now: f64) {
        match action {
            TrainerAction::Loaded(book) => {
                self.book = book;
                self.loaded = true;
                self.open_first(now);
            }
            TrainerAction::Stored {
                progress,
                deck,
                notice,
            } => {
                self.progress = progress;
                self.deck = deck;
                self.notice = notice.or(self.notice.take());
                self.stored = true;
                self.open_first(now);
            }
            TrainerAction::CardsFound(games) => self.take_cards(games, now),
            TrainerAction::Board(event) => {
                if let Some(solving) = &mut self.solving {
                    solving.on_board(event);
                }
                self.judge_if_asked();
                self.record_result(now);
            }
            TrainerAction::OpponentMoves => {
                if let Some(solving) = &mut self.solving {
                    solving.opponent_moves();
                }
            }
            TrainerAction::ViewSolution => {
                self.stop_judging();
                if let Some(solving) = &mut self.solving {
                    solving.view_solution();
                }
                self.record_result(now);
            }
            TrainerAction::Next => self.next(now),
            TrainerAction::Retry => {
                self.stop_judging();
                if let Some(solving) = &mut self.solving {
                    *solving = solving.restarted();
                }
            }
            TrainerAction::Theme(theme) => {
                self.theme = theme;
                self.next(now);
            }
            TrainerAction::Mode(mode) => {
                self.mode = mode;
                self.next(now);
            }
            TrainerAction::OpenMistake(id) => self.open_mistake(&id),
            TrainerAction::Notice(text) => self.notice = Some(text),
            TrainerAction::Engine(reply) => {
                self.engine_reply(reply);
                self.record_result(now);
            }
        }
    }

    /// Once the book and the progress are in: the puzzle a link asked for, or the next one.
    fn open_first(&mut self, now: f64) {
        if !self.loaded() || self.solving.is_some() {
            return;
        }
        let Some(id) = self.wanted.take() else {
            return self.next(now);
        };
        match self.book.find(&id) {
            Some(puzzle) => self.open(Solving::start(&puzzle)),
            None => {
                self.notice = Some(tr_with(
                    "puzzles-not-kept",
                    &[("id", id.into()), ("count", self.book.len().into())],
                ));
                self.next(now);
            }
        }
    }

    fn next(&mut self, now: f64) {
        self.stop_judging();
        match self.mode {
            TrainerMode::Puzzles => self.next_puzzle(),
            TrainerMode::Mistakes => self.next_mistake(now),
        }
    }

    fn next_puzzle(&mut self) {
        self.seed = self
            .seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let progress = &self.progress;
        let next = self.book.next(
            progress.exact_rating(),
            self.theme.as_deref(),
            |id| progress.played(id),
            self.seed >> 33,
        );
        self.solving = None;
        if let Some(puzzle) = next {
            self.open(Solving::start(&puzzle));
        }
    }

    /// The mistake due longest, if any is due (else the list waits for a choice).
    fn next_mistake(&mut self, now: f64) {
        let id = self.deck.due(now).first().map(|card| card.id.clone());
        self.solving = None;
        if let Some(id) = id {
            self.open_mistake(&id);
        }
    }

    fn open_mistake(&mut self, id: &str) {
        self.stop_judging();
        let Some((puzzle, acceptance)) = self.deck.find(id).and_then(|c| c.puzzle()) else {
            return;
        };
        self.mode = TrainerMode::Mistakes;
        self.open(Solving::start_judged(&puzzle, Some(acceptance)));
    }

    fn open(&mut self, solving: Solving) {
        self.solving = Some(solving);
        self.recorded = false;
    }

    /// Adds the cards of reviewed games read from the library.
    fn take_cards(&mut self, games: Vec<(GameSummary, Vec<MistakeCard>)>, now: f64) {
        for (summary, cards) in games {
            self.deck.take_cards(&summary, cards);
        }
        self.deck_revision += 1;
        // The tab was waiting for cards: the first one due opens.
        if self.mode == TrainerMode::Mistakes && self.solving.is_none() {
            self.next_mistake(now);
        }
    }

    /// Counts the puzzle once it is solved or failed, the first time only: a Lichess puzzle in
    /// the rating, a mistake in its schedule.
    fn record_result(&mut self, now: f64) {
        let Some(solving) = &self.solving else {
            return;
        };
        if self.recorded || solving.state() == SolvingState::Playing {
            return;
        }
        let solved = solving.state() == SolvingState::Solved;
        let puzzle: &Puzzle = solving.puzzle();
        if self.deck.find(&puzzle.id).is_some() {
            self.deck.record(&puzzle.id, solved, now);
            self.deck_revision += 1;
        } else {
            self.progress.record(puzzle, solved);
            self.progress_revision += 1;
        }
        self.recorded = true;
    }
}
