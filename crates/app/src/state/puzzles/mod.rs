//! Puzzles: positions from the Lichess puzzle database (the build bundles a sample, CC0), solved
//! on the board with the player rated by Glicko-2 as on lichess.
//!
//! - `mod.rs`: a puzzle and the book of them (read from the build's `puzzles.tsv`), and which
//!   puzzle comes next (unplayed, near the player's rating, of the theme chosen);
//! - `solving.rs`: one puzzle on the board: the opponent's first move, the player's tries
//!   checked against the solution (any mate counts), the replies, "View the solution";
//! - `progress.rs`: the rating, the streak and the puzzles played, kept in the browser;
//! - `mistakes.rs`: the player's own mistakes from reviewed games, a spaced-repetition deck;
//! - `judging.rs`: the engine judging a move other than the review's in one's mistakes;
//! - `trainer.rs`: the Puzzles screen's reducer, composing them.

mod judging;
pub mod mistakes;
mod progress;
mod solving;
mod trainer;

#[cfg(test)]
mod tests;

pub use mistakes::{Acceptance, MistakeCard, MistakeDeck};
pub use progress::{Attempt, Progress};
pub use solving::{Feedback, Solving, SolvingState};
pub use trainer::{Trainer, TrainerAction, TrainerMode};

use chess_rules::{Move, Position};

/// One puzzle: the position before the opponent's move, the moves (the opponent's first, then
/// the player's and the replies in turn), its rating and themes.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// Lichess's id (`?puzzle=<id>` opens it; lichess.org/training/<id> is the same puzzle).
    pub id: String,
    /// The position before the opponent's first move.
    pub position: Position,
    /// The moves, in UCI, all legal in turn from the position.
    pub moves: Vec<Move>,
    /// Its Glicko-2 rating on lichess.
    pub rating: u32,
    /// The rating's deviation.
    pub deviation: u32,
    /// Lichess's theme names (`mateIn2`, `fork`, `endgame`...).
    pub themes: Vec<String>,
}

impl Puzzle {
    /// Reads one line of `puzzles.tsv`: id, FEN, moves, rating, deviation, themes, separated by
    /// tabs. `None` for a line that is not a puzzle (or whose moves are not legal).
    pub fn read(line: &str) -> Option<Puzzle> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, fen, moves, rating, deviation, themes] = fields[..] else {
            return None;
        };
        let position = Position::from_fen(fen).ok()?;
        let mut after = position.clone();
        let mut parsed = Vec::new();
        for text in moves.split_whitespace() {
            let mv = after.parse_uci(text).ok()?;
            after = after.play(mv).ok()?;
            parsed.push(mv);
        }
        (parsed.len() >= 2).then(|| Puzzle {
            id: id.to_string(),
            position,
            moves: parsed,
            rating: rating.parse().unwrap_or(1500),
            deviation: deviation.parse().unwrap_or(100),
            themes: themes.split_whitespace().map(str::to_string).collect(),
        })
    }

    /// Does the puzzle have this theme (`None`: any)?
    pub fn has_theme(&self, theme: Option<&str>) -> bool {
        theme.is_none_or(|theme| self.themes.iter().any(|t| t == theme))
    }
}

/// One line of the book as listed: what choosing a puzzle needs, the rest read when it opens
/// (reading all 1,499 positions and checking their moves at once held the first puzzle back
/// by a fifth of a second in the browser).
#[derive(Clone, Debug, PartialEq)]
struct Listed {
    id: String,
    rating: u32,
    themes: Vec<String>,
    line: String,
}

impl Listed {
    fn read(line: &str) -> Option<Listed> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, _, _, rating, _, themes] = fields[..] else {
            return None;
        };
        Some(Listed {
            id: id.to_string(),
            rating: rating.parse().unwrap_or(1500),
            themes: themes.split_whitespace().map(str::to_string).collect(),
            line: line.to_string(),
        })
    }

    fn has_theme(&self, theme: Option<&str>) -> bool {
        theme.is_none_or(|theme| self.themes.iter().any(|t| t == theme))
    }
}

/// Every puzzle the build bundles.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PuzzleBook {
    puzzles: Vec<Listed>,
}

/// The themes offered to choose from, with the keys of their names for the player.
pub const THEMES: [(&str, &str); 14] = [
    ("mateIn1", "theme-mate-in-1"),
    ("mateIn2", "theme-mate-in-2"),
    ("mateIn3", "theme-mate-in-3"),
    ("fork", "theme-fork"),
    ("pin", "theme-pin"),
    ("skewer", "theme-skewer"),
    ("discoveredAttack", "theme-discovered-attack"),
    ("hangingPiece", "theme-hanging-piece"),
    ("sacrifice", "theme-sacrifice"),
    ("backRankMate", "theme-back-rank-mate"),
    ("opening", "theme-opening"),
    ("middlegame", "theme-middlegame"),
    ("endgame", "theme-endgame"),
    ("long", "theme-long"),
];

/// How many of the nearest unplayed puzzles the next one is drawn from (so two players of the
/// same rating do not meet the same sequence).
const NEAREST: usize = 12;

impl PuzzleBook {
    /// Reads `puzzles.tsv`, skipping any line that is not a puzzle (a line whose position or
    /// moves turn out wrong is skipped when it would open).
    pub fn read(text: &str) -> PuzzleBook {
        PuzzleBook {
            puzzles: text.lines().filter_map(Listed::read).collect(),
        }
    }

    /// How many puzzles there are.
    pub fn len(&self) -> usize {
        self.puzzles.len()
    }

    /// Are there none?
    pub fn is_empty(&self) -> bool {
        self.puzzles.is_empty()
    }

    /// The puzzle with this id.
    pub fn find(&self, id: &str) -> Option<Puzzle> {
        let listed = self.puzzles.iter().find(|p| p.id == id)?;
        Puzzle::read(&listed.line)
    }

    /// How many puzzles have a theme.
    pub fn count_with(&self, theme: Option<&str>) -> usize {
        self.puzzles.iter().filter(|p| p.has_theme(theme)).count()
    }

    /// The next puzzle for a player of `rating`: of the theme, not yet played (all of them once
    /// every one was), among the nearest in rating, picked by `seed` (the next of those if its
    /// line cannot be read).
    pub fn next(
        &self,
        rating: f64,
        theme: Option<&str>,
        played: impl Fn(&str) -> bool,
        seed: u64,
    ) -> Option<Puzzle> {
        let of_theme: Vec<&Listed> = self.puzzles.iter().filter(|p| p.has_theme(theme)).collect();
        let unplayed: Vec<&Listed> = of_theme
            .iter()
            .copied()
            .filter(|p| !played(&p.id))
            .collect();
        let mut pool = if unplayed.is_empty() {
            of_theme
        } else {
            unplayed
        };
        pool.sort_by_key(|p| (f64::from(p.rating) - rating).abs() as u32);
        pool.truncate(NEAREST);
        let pick = (seed % pool.len().max(1) as u64) as usize;
        let start = pick.min(pool.len());
        pool.rotate_left(start);
        pool.iter().find_map(|listed| Puzzle::read(&listed.line))
    }
}
