//! Game records in and out: reading a pasted FEN or PGN (several games too), and writing the
//! game as PGN with its variations, comments, shapes and, when reviewed, the engine's verdicts.

use super::game_state::{GameState, Mode};
use super::review::{Judgement, Review};
use chess_engine::Score;
use chess_rules::pgn::{self, PgnGame, Tags};
use chess_rules::{CastlingMode, Color, MoveTree, Position};

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
            notice: read
                .warnings
                .first()
                .map(|w| format!("The game was loaded, but {w}.")),
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
        return Err("Paste a FEN or a PGN first".to_string());
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
            _ => Err(format!("This FEN is not valid: {fen_error}")),
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
    let read = pgn::read(text).map_err(|e| format!("This PGN could not be read: {e}"))?;
    let mut record = Record::from_pgn(read);
    if count > 1 {
        let more = format!(
            "This PGN holds {count} games; the first is loaded. Import it from the Games list to keep them all."
        );
        record.notice = Some(match record.notice {
            Some(notice) => format!("{notice} {more}"),
            None => more,
        });
    }
    Ok(record)
}

/// The players' names as the PGN writes them.
pub fn player_names(mode: Mode) -> (String, String) {
    match mode {
        Mode::TwoPlayers | Mode::Analysis => {
            ("White player".to_string(), "Black player".to_string())
        }
        Mode::VsComputer { human, level } => {
            let computer = format!("Computer (level {level})");
            match human {
                Color::White => ("You".to_string(), computer),
                Color::Black => (computer, "You".to_string()),
            }
        }
    }
}

/// The game's tags for export: its own (an imported game's), then the defaults, then the
/// opening and the time control.
pub fn export_tags(state: &GameState, date: &str) -> Tags {
    let (white, black) = player_names(state.mode());
    let mut tags = state.tags().clone();
    let mut set = |name: &str, value: String| tags.set_default(name, value);
    set("Event", "Casual game".to_string());
    set("Site", "Chess in the browser".to_string());
    set("Date", date.to_string());
    set("Round", "-".to_string());
    set("White", white);
    set("Black", black);
    if let Some(opening) = super::openings::of_line(state.tree(), state.tree().main_line_end()) {
        set("ECO", opening.eco.to_string());
        set("Opening", opening.name.to_string());
    }
    if let Some(clock) = state.clock() {
        let control = clock.control();
        set(
            "TimeControl",
            format!("{}+{}", control.base_seconds, control.increment_seconds),
        );
    }
    tags
}

/// The game as PGN, dated `date` (`YYYY.MM.DD`): variations, comments and shapes, and the
/// review's verdicts when there is one.
pub fn export_pgn(state: &GameState, date: &str) -> String {
    let mut tree = state.shapes().written_into(state.tree());
    if let Some(review) = state.review().result() {
        annotate(&mut tree, review);
    }
    pgn::write_tree(&tree, &export_tags(state, date))
}

/// Writes a review into the tree: `[%eval]` after every main-line move, the class of the bad
/// ones as a NAG (`?!`, `?`, `??`), and the engine's better line as a variation.
pub fn annotate(tree: &mut MoveTree, review: &Review) {
    for judged in &review.moves {
        let node = judged.node;
        let eval = match judged.score_after {
            Score::Centipawns(cp) => format!("[%eval {:.2}]", f64::from(cp) / 100.0),
            Score::Mate(n) => format!("[%eval #{n}]"),
        };
        let comment = match &tree.node(node).comment {
            Some(text) => format!("{eval} {text}"),
            None => eval,
        };
        tree.set_comment(node, &comment);
        if let Some(judgement) = judged.judgement {
            let mut nags = tree.node(node).nags.clone();
            nags.retain(|n| !matches!(n, 1..=6));
            nags.insert(0, judgement.nag());
            tree.set_nags(node, nags);
            add_better_line(tree, node, judged, judgement);
        }
    }
}

fn add_better_line(
    tree: &mut MoveTree,
    node: usize,
    judged: &super::review::MoveReview,
    judgement: Judgement,
) {
    let (Some(parent), Some(better)) = (tree.node(node).parent, judged.better.as_ref()) else {
        return;
    };
    let mut at = parent;
    for (i, &mv) in better.line.iter().take(8).enumerate() {
        if i == 0 && tree.node(node).mv == Some(mv) {
            return;
        }
        match tree.play(at, mv) {
            Ok(next) => at = next,
            Err(_) => break,
        }
        if i == 0 {
            let what = match judgement {
                Judgement::Inaccuracy => "Inaccuracy",
                Judgement::Mistake => "Mistake",
                Judgement::Blunder => "Blunder",
            };
            tree.set_comment_before(at, &format!("{what}. Best was"));
        }
    }
}

#[cfg(test)]
mod tests;
