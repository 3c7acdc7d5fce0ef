//! The player's puzzle rating (Glicko-2, lichess's system for puzzles, by the `skillratings`
//! crate), the streak of puzzles solved in a row, and every puzzle played with its result,
//! kept in the browser as JSON.

use super::Puzzle;
use crate::state::json::{self, Record, Writer};
use crate::state::translate::tr;
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// Lichess keeps a puzzle rating's deviation from falling below this, so it keeps moving.
const MIN_DEVIATION: f64 = 45.0;
/// Glicko-2's volatility constraint (lichess uses 0.75).
const TAU: f64 = 0.75;

/// One puzzle played.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    /// The puzzle's id.
    pub id: String,
    /// Solved without a wrong move or a look at the solution.
    pub solved: bool,
    /// The player's rating after it.
    pub rating: i32,
}

/// The player's rating, streak and history.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    rating: f64,
    deviation: f64,
    volatility: f64,
    /// Puzzles solved in a row, up to the last one played.
    pub streak: u32,
    /// Every puzzle played, oldest first.
    pub history: Vec<Attempt>,
}

impl Default for Progress {
    /// A new player: 1500, as on lichess, with the widest deviation.
    fn default() -> Self {
        let start = Glicko2Rating::new();
        Progress {
            rating: start.rating,
            deviation: start.deviation,
            volatility: start.volatility,
            streak: 0,
            history: Vec::new(),
        }
    }
}

impl Progress {
    /// The rating, rounded.
    pub fn rating(&self) -> i32 {
        self.rating.round() as i32
    }

    /// The rating as Glicko-2 holds it (for choosing the next puzzle).
    pub fn exact_rating(&self) -> f64 {
        self.rating
    }

    /// Is the rating still provisional (a deviation as wide as lichess marks with "?")?
    pub fn provisional(&self) -> bool {
        self.deviation > 110.0
    }

    /// Has this puzzle been played?
    pub fn played(&self, id: &str) -> bool {
        self.history.iter().any(|a| a.id == id)
    }

    /// How many puzzles were solved, of how many played.
    pub fn score(&self) -> (usize, usize) {
        let solved = self.history.iter().filter(|a| a.solved).count();
        (solved, self.history.len())
    }

    /// Records a puzzle's result: the rating moves as a game against the puzzle would move it
    /// (a puzzle played before counts for the history and the streak only, as on lichess).
    pub fn record(&mut self, puzzle: &Puzzle, solved: bool) {
        if !self.played(&puzzle.id) {
            self.rate(puzzle, solved);
        }
        self.streak = if solved { self.streak + 1 } else { 0 };
        self.history.push(Attempt {
            id: puzzle.id.clone(),
            solved,
            rating: self.rating(),
        });
    }

    fn rate(&mut self, puzzle: &Puzzle, solved: bool) {
        let player = Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        };
        let opponent = Glicko2Rating {
            rating: f64::from(puzzle.rating),
            deviation: f64::from(puzzle.deviation),
            volatility: Glicko2Rating::new().volatility,
        };
        let outcome = if solved {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        let config = Glicko2Config {
            tau: TAU,
            ..Glicko2Config::new()
        };
        let (after, _) = glicko2(&player, &opponent, &outcome, &config);
        self.rating = after.rating;
        self.deviation = after.deviation.max(MIN_DEVIATION);
        self.volatility = after.volatility;
    }

    /// The progress as kept in the browser.
    pub fn to_json(&self) -> String {
        let history = self.history.iter().map(|attempt| {
            Writer::new()
                .str("id", &attempt.id)
                .bool("solved", attempt.solved)
                .f64("rating", f64::from(attempt.rating))
                .into_value()
        });
        Writer::new()
            .f64("rating", self.rating)
            .f64("deviation", self.deviation)
            .f64("volatility", self.volatility)
            .u64("streak", u64::from(self.streak))
            .value("history", json::array(history))
            .finish()
    }

    /// Every field there and of its type, else `None`.
    fn read(record: &Record) -> Option<Progress> {
        let attempt = |value: &json::JsonValue| {
            let attempt = json::record(value)?;
            Some(Attempt {
                id: attempt.str("id")?.to_string(),
                solved: attempt.bool("solved")?,
                rating: attempt.f64("rating")? as i32,
            })
        };
        Some(Progress {
            rating: record.f64("rating")?,
            deviation: record.f64("deviation")?,
            volatility: record.f64("volatility")?,
            streak: u32::try_from(record.u64("streak")?).ok()?,
            history: record
                .array("history")?
                .iter()
                .map(attempt)
                .collect::<Option<_>>()?,
        })
    }

    /// Progress read back.
    ///
    /// # Errors
    /// Text that is not progress (or holds an impossible rating): the caller starts afresh
    /// and says so.
    pub fn from_json(text: &str) -> Result<Progress, String> {
        json::parse_object(text)
            .ok()
            .and_then(|record| Progress::read(&record))
            .filter(|p| p.rating.is_finite() && p.deviation.is_finite() && p.deviation > 0.0)
            .ok_or_else(|| tr("puzzles-progress-unreadable"))
    }
}
