//! Portable Game Notation: reading games as people write them (tags, comments, NAGs, nested
//! variations, move numbers glued or not, long algebraic movetext, several games in a file) and
//! writing them back (the Seven Tag Roster, movetext with variations and comments, wrapped at
//! 80 columns).

mod reader;
mod tags;
mod writer;

use crate::fen::FenError;
use crate::game::{Game, GameError};
use crate::piece::Color;
use crate::tree::MoveTree;
use std::borrow::Cow;
use std::fmt;

pub use tags::{Tags, SEVEN_TAG_ROSTER};
pub use writer::{write, write_tree};

/// A game read from PGN: its tags in order, its moves with their variations, comments and
/// NAGs, and the result the movetext gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// Every tag pair, in the order read.
    pub tags: Tags,
    /// The moves, from the `FEN` tag's position if there is one. A decisive or drawn result
    /// that the board does not show (resignation, time, agreement, a claimed draw) is declared
    /// on the main line.
    pub tree: MoveTree,
    /// The result token (`1-0`, `0-1`, `1/2-1/2`, `*`), if the movetext ended with one.
    pub result: Option<String>,
    /// What was read past with a warning: a null move (`--`) and the moves after it in its line.
    pub warnings: Vec<PgnWarning>,
}

/// Something the reader left out of a game it read, to tell the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PgnWarning {
    /// A null move (`--` or ChessBase's `Z0`), which is not a move of chess: it and the moves
    /// after it in its line were left out.
    NullMove {
        /// The move number it stood at.
        number: u32,
        /// The side it was for.
        color: Color,
    },
}

impl fmt::Display for PgnWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnWarning::NullMove { number, color } => {
                let dots = if *color == Color::White { "." } else { "..." };
                write!(
                    f,
                    "move {number}{dots} is a null move (--), which is not a move of chess: it \
                     and the moves after it in its line were left out"
                )
            }
        }
    }
}

impl PgnGame {
    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.get(name)
    }

    /// The main line as a game, with its declared end.
    pub fn game(&self) -> Game {
        self.tree.main_game()
    }
}

/// Where a PGN is wrong and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The line (from 1).
    pub line: usize,
    /// The column (from 1, in characters).
    pub column: usize,
    /// What is wrong.
    pub kind: PgnErrorKind,
}

/// What is wrong with a PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// No tags and no moves.
    Empty,
    /// A tag pair is not `[Name "value"]`.
    BadTag,
    /// A `{` comment is never closed.
    UnterminatedComment,
    /// A `(` variation is never closed.
    UnterminatedVariation,
    /// A `)` with no variation open.
    UnexpectedParenthesis,
    /// A `(` before any move: there is no move for it to be an alternative to.
    VariationWithoutMove,
    /// The FEN tag is not a legal position.
    BadFen(FenError),
    /// The game is neither standard chess nor Chess960.
    UnsupportedVariant(String),
    /// A move that cannot be played.
    BadMove {
        /// The move number as written.
        number: u32,
        /// Whose move it was.
        color: Color,
        /// The move as written.
        san: String,
        /// Why it cannot be played.
        error: GameError,
    },
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: ", self.line, self.column)?;
        match &self.kind {
            PgnErrorKind::Empty => f.write_str("there is no game here"),
            PgnErrorKind::BadTag => f.write_str("a tag must look like [Name \"value\"]"),
            PgnErrorKind::UnterminatedComment => {
                f.write_str("this { comment is never closed with }")
            }
            PgnErrorKind::UnterminatedVariation => {
                f.write_str("this ( variation is never closed with )")
            }
            PgnErrorKind::UnexpectedParenthesis => f.write_str("this ) closes no variation"),
            PgnErrorKind::VariationWithoutMove => {
                f.write_str("a ( variation must follow the move it replaces")
            }
            PgnErrorKind::BadFen(e) => write!(f, "the FEN tag is wrong: {e}"),
            PgnErrorKind::UnsupportedVariant(v) => write!(
                f,
                "the variant '{v}' is not supported (only standard chess and Chess960)"
            ),
            PgnErrorKind::BadMove {
                number,
                color,
                san,
                error,
            } => {
                let dots = if *color == Color::White { "." } else { "..." };
                write!(f, "move {number}{dots} {san}: {error}")
            }
        }
    }
}

impl std::error::Error for PgnError {}

/// Reads the first game of a PGN text.
///
/// # Errors
/// A [`PgnError`] with the line and column of the first problem.
///
/// ```
/// let pgn = "[Event \"Casual\"]\n\n1. e4 {best by test} e5 (1... c5) 2. Nf3 $1 1-0";
/// let read = chess_rules::pgn::read(pgn).unwrap();
/// assert_eq!(read.game().len(), 3);
/// assert_eq!(read.tree.move_count(), 4);
/// assert_eq!(read.tag("Event"), Some("Casual"));
/// ```
pub fn read(text: &str) -> Result<PgnGame, PgnError> {
    reader::Reader::new(text).read_game()
}

/// Reads every game of a PGN text, in order: each one read, or what is wrong with it (the
/// reader then goes on with the next game's tags).
///
/// ```
/// let pgn = "[Event \"a\"]\n1. e4 *\n\n[Event \"b\"]\n1. Nf4 *\n\n[Event \"c\"]\n1. d4 *";
/// let games = chess_rules::pgn::read_all(pgn);
/// assert_eq!(games.len(), 3);
/// assert!(games[0].is_ok() && games[1].is_err() && games[2].is_ok());
/// ```
pub fn read_all(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    reader::Reader::new(text).read_all()
}

/// Splits a PGN text into its games' texts without reading their moves: a game starts at a
/// tag line that follows movetext (or opens the text). Quick enough to count thousands of games
/// for a progress bar, and to keep each game's text as written.
pub fn split_games(text: &str) -> Vec<&str> {
    let mut starts = Vec::new();
    let mut in_tags = false;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        let is_tag = trimmed.starts_with('[');
        if is_tag && !in_tags {
            starts.push(offset);
        }
        if !trimmed.trim().is_empty() {
            in_tags = is_tag;
        }
        offset += line.len();
    }
    if starts.first() != Some(&0)
        && !text[..starts.first().copied().unwrap_or(text.len())]
            .trim()
            .is_empty()
    {
        starts.insert(0, 0);
    }
    let ends = starts
        .iter()
        .skip(1)
        .copied()
        .chain(std::iter::once(text.len()));
    starts
        .iter()
        .zip(ends)
        .map(|(&start, end)| &text[start..end])
        .filter(|game| !game.trim().is_empty())
        .collect()
}

/// Counts the games of a PGN text without reading their moves (see [`split_games`]).
pub fn count_games(text: &str) -> usize {
    split_games(text).len()
}

/// `text` with its white space collapsed to single spaces and none at either end, as PGN
/// comments are kept. Text already so is borrowed after a scan of its bytes: comments are
/// collapsed when read and again wherever they are shown or written, and a pasted one may run
/// to megabytes, too many to walk char by char at every turn.
pub fn collapse_whitespace(text: &str) -> Cow<'_, str> {
    let trimmed = text.trim();
    if is_collapsed(trimmed) {
        Cow::Borrowed(trimmed)
    } else {
        Cow::Owned(text.split_whitespace().collect::<Vec<_>>().join(" "))
    }
}

/// No white space but single spaces between words (the ends trimmed already)?
fn is_collapsed(text: &str) -> bool {
    // Tab, line feed, vertical tab, form feed and carriage return: ASCII's other white space.
    let other_ascii_space = |byte: u8| (0x09..=0x0d).contains(&byte);
    !text.contains("  ")
        && !text.bytes().any(other_ascii_space)
        // Beyond ASCII, Unicode's white space (a no-break space…).
        && (text.is_ascii() || !text.chars().any(|c| c.is_whitespace() && c != ' '))
}

#[cfg(test)]
mod tests;
