//! The Puzzles screen's state: the book (once fetched), the player's progress, the puzzle on
//! the board and the theme chosen. A puzzle's result is recorded once, when it is first
//! solved or failed; a retry is for practice.

use super::{Progress, Puzzle, PuzzleBook, Solving, SolvingState};
use crate::state::BoardEvent;
use std::rc::Rc;
use yew::Reducible;

/// What changes the Puzzles screen.
#[derive(Clone, Debug, PartialEq)]
pub enum TrainerAction {
    /// The puzzles arrived (or could not be read: an empty book).
    Loaded(Rc<PuzzleBook>),
    /// Something done on the board.
    Board(BoardEvent),
    /// The opponent plays the move it is about to play.
    OpponentMoves,
    /// Show the rest of the solution (the puzzle counts as failed).
    ViewSolution,
    /// The next puzzle.
    Next,
    /// The same puzzle again, for practice.
    Retry,
    /// Puzzles of this theme only (`None`: any).
    Theme(Option<String>),
}

/// The Puzzles screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Trainer {
    book: Rc<PuzzleBook>,
    /// Has the book arrived (empty if it could not be read)?
    loaded: bool,
    progress: Progress,
    solving: Option<Solving>,
    theme: Option<String>,
    /// Has the puzzle on the board been counted?
    recorded: bool,
    seed: u64,
    /// The puzzle a link asked for, opened once the book arrives.
    wanted: Option<String>,
    notice: Option<String>,
}

impl Trainer {
    /// The screen before the puzzles arrive: the player's progress, a seed for choosing
    /// puzzles, the puzzle a link asked for, a notice (progress that could not be read).
    pub fn new(
        progress: Progress,
        seed: u64,
        wanted: Option<String>,
        notice: Option<String>,
    ) -> Trainer {
        Trainer {
            book: Rc::default(),
            loaded: false,
            progress,
            solving: None,
            theme: None,
            recorded: false,
            seed,
            wanted,
            notice,
        }
    }

    /// The player's progress.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The puzzle on the board.
    pub fn solving(&self) -> Option<&Solving> {
        self.solving.as_ref()
    }

    /// The theme chosen.
    pub fn theme(&self) -> Option<&str> {
        self.theme.as_deref()
    }

    /// Has the book arrived (empty if it could not be read)?
    pub fn loaded(&self) -> bool {
        self.loaded
    }

    /// The book.
    pub fn book(&self) -> &PuzzleBook {
        &self.book
    }

    /// What the player should know (a link to a puzzle that is not here, progress lost).
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// Carries out an action.
    pub fn apply(&mut self, action: TrainerAction) {
        match action {
            TrainerAction::Loaded(book) => {
                self.book = book;
                self.loaded = true;
                self.open_wanted_or_next();
            }
            TrainerAction::Board(event) => {
                if let Some(solving) = &mut self.solving {
                    solving.on_board(event);
                }
                self.record_result();
            }
            TrainerAction::OpponentMoves => {
                if let Some(solving) = &mut self.solving {
                    solving.opponent_moves();
                }
            }
            TrainerAction::ViewSolution => {
                if let Some(solving) = &mut self.solving {
                    solving.view_solution();
                }
                self.record_result();
            }
            TrainerAction::Next => self.next(),
            TrainerAction::Retry => {
                if let Some(solving) = &mut self.solving {
                    *solving = Solving::start(&solving.puzzle().clone());
                }
            }
            TrainerAction::Theme(theme) => {
                self.theme = theme;
                self.next();
            }
        }
    }

    fn open_wanted_or_next(&mut self) {
        let Some(id) = self.wanted.take() else {
            return self.next();
        };
        match self.book.find(&id).cloned() {
            Some(puzzle) => self.open(&puzzle),
            None => {
                self.notice = Some(format!(
                    "Puzzle {id} is not among the {} puzzles kept here; here is another.",
                    self.book.len()
                ));
                self.next();
            }
        }
    }

    fn next(&mut self) {
        self.seed = self
            .seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let progress = &self.progress;
        let next = self
            .book
            .next(
                progress.exact_rating(),
                self.theme.as_deref(),
                |id| progress.played(id),
                self.seed >> 33,
            )
            .cloned();
        match next {
            Some(puzzle) => self.open(&puzzle),
            None => self.solving = None,
        }
    }

    fn open(&mut self, puzzle: &Puzzle) {
        self.solving = Some(Solving::start(puzzle));
        self.recorded = false;
    }

    /// Counts the puzzle once it is solved or failed, the first time only.
    fn record_result(&mut self) {
        let Some(solving) = &self.solving else {
            return;
        };
        if self.recorded || solving.state() == SolvingState::Playing {
            return;
        }
        let solved = solving.state() == SolvingState::Solved;
        self.progress.record(solving.puzzle(), solved);
        self.recorded = true;
    }
}

impl Reducible for Trainer {
    type Action = TrainerAction;

    fn reduce(self: Rc<Self>, action: TrainerAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}
