//! Game records in and out: reading a pasted FEN or PGN (several games too) here, and writing
//! the game as PGN with its variations, comments, shapes and, when reviewed, the engine's
//! verdicts in `export.rs`.

use crate::state::position_text::fen_error_text;
use crate::state::translate::{sentences, tr, tr_with};
use chess_rules::pgn::{self, PgnGame, Tags};
use chess_rules::{CastlingMode, MoveTree, Position};

/// A game read from pasted text.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The moves, variations included.
    pub tree: MoveTree,
    /// The PGN's tags (none for a FEN).
    pub tags: Tags,
    /// Something to tell the player (a null move left out, other games in the text).
    pub notice: Option<String>,
}

impl Record {
    fn from_pgn(read: PgnGame) -> Record {
        Record {
            notice: read.warnings.first().map(|w| {
                let warning = pgn_text::pgn_warning_text(w);
                tr_with("records-loaded-but", &[("warning", warning.into())])
            }),
            tree: read.tree,
            tags: read.tags,
        }
    }
}

/// Does the text look like PGN rather than a FEN?
fn looks_like_pgn(text: &str) -> bool {
    text.starts_with('[') || text.contains("1.") || text.lines().count() > 1
}

/// Reads a FEN (standard, X-FEN or Shredder-FEN) or a PGN. What the text looks like decides
/// which; the error says what is wrong with it (with the field, or the line and column). Of a
/// PGN with several games the first is read, and the notice says how many there are.
///
/// # Errors
/// A message for the player.
pub fn read_record(text: &str) -> Result<Record, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(tr("records-empty"));
    }
    if looks_like_pgn(text) {
        return read_pgn(text);
    }
    match read_fen(text) {
        Ok(position) => Ok(Record {
            tree: MoveTree::new(position),
            tags: Tags::new(),
            notice: None,
        }),
        Err(fen_error) => match pgn::read(text) {
            // A bare list of moves ("e4 e5 Nf3") is a PGN without tags.
            Ok(read) if read.tree.move_count() > 0 => Ok(Record::from_pgn(read)),
            _ => Err(tr_with(
                "records-fen-invalid",
                &[("error", fen_error_text(&fen_error).into())],
            )),
        },
    }
}

/// A FEN of standard chess, or of Chess960 when standard chess refuses its castling rights.
fn read_fen(text: &str) -> Result<Position, chess_rules::FenError> {
    Position::from_fen(text).or_else(|standard_error| {
        Position::from_fen_with(text, CastlingMode::Chess960).map_err(|_| standard_error)
    })
}

fn read_pgn(text: &str) -> Result<Record, String> {
    let count = pgn::count_games(text);
    let read = pgn::read(text).map_err(|e| {
        tr_with(
            "records-pgn-invalid",
            &[("error", pgn_text::pgn_error_text(&e).into())],
        )
    })?;
    let mut record = Record::from_pgn(read);
    if count > 1 {
        let more = tr_with("records-many-games", &[("count", count.into())]);
        record.notice = Some(match record.notice {
            Some(notice) => sentences(&[&notice, &more]),
            None => more,
        });
    }
    Ok(record)
}

/// The games of a PGN file after its first, as one text (`None` for a file of one game).
pub fn games_after_the_first(text: &str) -> Option<String> {
    let games = pgn::split_games(text);
    (games.len() > 1).then(|| games[1..].join("\n\n"))
}

pub mod export;
pub mod pgn_text;

#[cfg(test)]
mod tests;
