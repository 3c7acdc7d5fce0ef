//! The saved game: what the browser keeps so a reload, another visit or the game library
//! restores a game exactly.
//!
//! The format is JSON with a version number. Version 2 keeps the moves as PGN (variations,
//! comments, NAGs, and the shapes in `[%cal]`/`[%csl]` commands), the end of the game as an
//! enum, the clock, the review's verdicts and the cursor. Version 1 (the first release: a list
//! of UCI moves) is still read. Reading checks everything and says what is wrong, so unreadable
//! data is reported and kept aside instead of breaking the page or being silently thrown away.

mod v1;

use super::choice::{choices, Choice};
use super::clock::{Clock, TimeControl};
use super::engine::score_attribute;
use super::game_state::{GameState, Mode};
use super::json::{self, JsonValue, Record, Writer};
use super::review::{review, PositionEval, ReviewState};
use super::shapes::Shapes;
use crate::state::translate::tr_with;
use chess_engine::Score;
use chess_rules::{pgn, Color, DrawReason, MoveTree, NodeId, Outcome, WinReason};
use std::fmt;

/// The version this build writes.
pub const VERSION: u32 = 2;

/// The saved form of a game and what goes with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// The moves with variations, comments, NAGs and shapes, and the tags, as PGN.
    pub pgn: String,
    /// An end declared outside the board.
    pub ending: Option<Outcome>,
    /// Who plays which side.
    pub mode: Mode,
    /// The side at the bottom of the board.
    pub orientation: Color,
    /// The node on the board, as the child indices that lead to it from the start.
    pub cursor: Vec<usize>,
    /// The clock of a timed game: the control and each side's time left (ms).
    pub clock: Option<SavedClock>,
    /// Is the analysis on?
    pub analysis: bool,
    /// How many analysis lines.
    pub analysis_lines: u8,
    /// The review's verdict on each main-line position, if the game was reviewed.
    pub review: Option<Vec<SavedVerdict>>,
}

/// A timed game's clock, saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SavedClock {
    /// Seconds each side had at the start.
    pub base: u32,
    /// Seconds added per move.
    pub increment: u32,
    /// Milliseconds left: White's, Black's.
    pub left: [u64; 2],
}

/// The review's verdict on one position, saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedVerdict {
    /// The score from White's side: centipawns, or `#N` for a mate.
    pub score: String,
    /// The best line in UCI notation (empty when the game was over there).
    pub line: String,
}

/// Why saved data could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON of the expected shape.
    Malformed(String),
    /// Written by a version of the app this one cannot read.
    Version(u64),
    /// The start position is not a legal FEN.
    Start(String),
    /// A move that cannot be played.
    Move {
        /// Its number in the list (from 1).
        index: usize,
        /// The move.
        uci: String,
    },
    /// The moves' PGN cannot be read.
    Pgn(String),
    /// A field with a value this app does not know.
    Field(&'static str),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            LoadError::Malformed(e) => tr_with("saved-damaged", &[("error", e.as_str().into())]),
            LoadError::Version(v) => tr_with(
                "saved-newer",
                &[("format", (*v).into()), ("known", VERSION.into())],
            ),
            LoadError::Start(e) => tr_with("saved-start", &[("error", e.as_str().into())]),
            LoadError::Move { index, uci } => tr_with(
                "saved-move",
                &[("index", (*index).into()), ("move", uci.as_str().into())],
            ),
            LoadError::Pgn(e) => tr_with("saved-pgn", &[("error", e.as_str().into())]),
            LoadError::Field(name) => tr_with("saved-field", &[("field", (*name).into())]),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for LoadError {}

// The fixed names saved games use for the ends of a game (never the status line's words, so
// rewording those cannot break saved games). The labels are what the library's filters show.
choices!(WinReason "win" {
    Checkmate => "checkmate",
    Resignation => "resignation",
    TimeForfeit => "time-forfeit",
    Recorded => "recorded",
});

choices!(DrawReason "draw" {
    Stalemate => "stalemate",
    InsufficientMaterial => "insufficient-material",
    ThreefoldRepetition => "threefold-repetition",
    FivefoldRepetition => "fivefold-repetition",
    FiftyMoveRule => "fifty-move-rule",
    SeventyFiveMoveRule => "seventy-five-move-rule",
    Agreement => "agreement",
    TimeoutVsInsufficientMaterial => "timeout-vs-insufficient-material",
    Recorded => "recorded",
});

/// The colour a saved name stands for.
pub(crate) fn color_named(name: &str, field: &'static str) -> Result<Color, LoadError> {
    Color::named(name).ok_or(LoadError::Field(field))
}

fn ending_json(outcome: Outcome) -> Writer {
    match outcome {
        Outcome::Win { winner, reason } => Writer::new()
            .str("kind", "win")
            .str("winner", Choice::name(winner))
            .str("reason", reason.name()),
        Outcome::Draw(reason) => Writer::new()
            .str("kind", "draw")
            .str("reason", reason.name()),
    }
}

fn read_ending(record: &Record) -> Result<Outcome, LoadError> {
    let reason = record.str("reason").unwrap_or_default();
    let outcome = match record.str("kind") {
        Some("win") => WinReason::named(reason).map(|reason| {
            let winner = color_named(record.str("winner").unwrap_or_default(), "ending");
            winner.map(|winner| Outcome::Win { winner, reason })
        }),
        Some("draw") => DrawReason::named(reason).map(|r| Ok(Outcome::Draw(r))),
        _ => None,
    };
    outcome.unwrap_or(Err(LoadError::Field("ending")))
}

fn mode_json(mode: Mode) -> Writer {
    match mode {
        Mode::TwoPlayers => Writer::new().str("kind", "two-players"),
        Mode::VsComputer { human, level } => Writer::new()
            .str("kind", "computer")
            .str("human", Choice::name(human))
            .u64("level", level.into()),
        Mode::Analysis => Writer::new().str("kind", "analysis"),
    }
}

/// Reads a saved mode (`{"kind": ...}`), the same in both versions.
pub(crate) fn read_mode(record: &Record) -> Result<Mode, LoadError> {
    match record.str("kind") {
        Some("two-players") => Ok(Mode::TwoPlayers),
        Some("analysis") => Ok(Mode::Analysis),
        Some("computer") => {
            let human = color_named(record.str("human").unwrap_or_default(), "mode")?;
            let level = record.u64("level").ok_or(LoadError::Field("mode"))?;
            let top = chess_engine::LEVELS.len() as u64;
            Ok(Mode::VsComputer {
                human,
                level: level.clamp(1, top) as u8,
            })
        }
        _ => Err(LoadError::Field("mode")),
    }
}

fn clock_json(clock: SavedClock) -> Writer {
    Writer::new()
        .u64("base", clock.base.into())
        .u64("increment", clock.increment.into())
        .value("left", json::array(clock.left.map(json::whole_value)))
}

fn read_clock(record: &Record) -> Result<SavedClock, LoadError> {
    let error = || LoadError::Field("clock");
    let left = record.array("left").ok_or_else(error)?;
    let left_of = |i: usize| left.get(i).and_then(json::whole).ok_or_else(error);
    Ok(SavedClock {
        base: record
            .u64("base")
            .and_then(|b| u32::try_from(b).ok())
            .ok_or_else(error)?,
        increment: record
            .u64("increment")
            .and_then(|i| u32::try_from(i).ok())
            .ok_or_else(error)?,
        left: [left_of(0)?, left_of(1)?],
    })
}

fn review_json(verdicts: &[SavedVerdict]) -> JsonValue {
    json::array(verdicts.iter().map(|verdict| {
        Writer::new()
            .str("score", &verdict.score)
            .str("line", &verdict.line)
            .into_value()
    }))
}

fn read_review(values: &[JsonValue]) -> Result<Vec<SavedVerdict>, LoadError> {
    values
        .iter()
        .map(|value| {
            let record = json::record(value).ok_or(LoadError::Field("review"))?;
            Ok(SavedVerdict {
                score: record
                    .str("score")
                    .ok_or(LoadError::Field("review"))?
                    .to_string(),
                line: record.str("line").unwrap_or_default().to_string(),
            })
        })
        .collect()
}

/// A restored game, and the animation setting of a version-1 save (which kept it there).
pub struct Restored {
    /// The game.
    pub state: GameState,
    /// Version 1 saved "animate moves" with the game.
    pub animate: Option<bool>,
}

impl SavedGame {
    /// The saved form of a state.
    pub fn from_state(state: &GameState) -> SavedGame {
        let mut tree = state.shapes().written_into(state.tree());
        tree.set_declared_outcome(None);
        let mode = state.tree().start().castling_mode();
        SavedGame {
            pgn: pgn::write_tree(&tree, state.tags()),
            ending: state.tree().declared_outcome(),
            mode: state.mode(),
            orientation: state.resting_orientation(),
            cursor: child_path(state.tree(), state.cursor()),
            clock: state.clock().map(|clock| SavedClock {
                base: clock.control().base_seconds,
                increment: clock.control().increment_seconds,
                left: clock.both_left(),
            }),
            analysis: state.analysis().0,
            analysis_lines: state.analysis().1,
            review: state.review().result().map(|review| {
                review
                    .positions
                    .iter()
                    .map(|p| SavedVerdict {
                        score: score_attribute(p.score),
                        line: p
                            .line
                            .iter()
                            .map(|m| m.to_uci(mode))
                            .collect::<Vec<_>>()
                            .join(" "),
                    })
                    .collect()
            }),
        }
    }

    /// The saved form as JSON.
    pub fn to_json(&self) -> String {
        let mut writer = Writer::new()
            .u64("version", VERSION.into())
            .str("pgn", &self.pgn)
            .object("mode", mode_json(self.mode))
            .str("orientation", Choice::name(self.orientation))
            .value(
                "cursor",
                json::array(self.cursor.iter().map(|&i| json::whole_value(i as u64))),
            )
            .bool("analysis", self.analysis)
            .u64("analysis_lines", self.analysis_lines.into());
        if let Some(ending) = self.ending {
            writer = writer.object("ending", ending_json(ending));
        }
        if let Some(clock) = self.clock {
            writer = writer.object("clock", clock_json(clock));
        }
        if let Some(review) = &self.review {
            writer = writer.value("review", review_json(review));
        }
        writer.finish()
    }

    /// The saved JSON of a game given as PGN text, shown as an analysis board (the library
    /// keeps imported games this way, as written).
    pub fn json_of_pgn(text: &str) -> String {
        Writer::new()
            .u64("version", VERSION.into())
            .str("pgn", text)
            .object("mode", mode_json(Mode::Analysis))
            .str("orientation", "white")
            .value("cursor", json::array([]))
            .finish()
    }

    /// Reads version-2 JSON (already parsed).
    fn from_record(record: &Record) -> Result<SavedGame, LoadError> {
        let malformed = |field: &str| LoadError::Malformed(format!("no '{field}'"));
        let cursor = match record.array("cursor") {
            Some(items) => items
                .iter()
                .map(|item| json::whole(item).map(|i| i as usize))
                .collect::<Option<Vec<_>>>()
                .ok_or(LoadError::Field("cursor"))?,
            None => Vec::new(),
        };
        Ok(SavedGame {
            pgn: record
                .str("pgn")
                .ok_or_else(|| malformed("pgn"))?
                .to_string(),
            ending: record
                .record("ending")
                .map(|e| read_ending(&e))
                .transpose()?,
            mode: read_mode(&record.record("mode").ok_or_else(|| malformed("mode"))?)?,
            orientation: color_named(record.str("orientation").unwrap_or("white"), "orientation")?,
            cursor,
            clock: record.record("clock").map(|c| read_clock(&c)).transpose()?,
            analysis: record.bool("analysis").unwrap_or(false),
            analysis_lines: record
                .u64("analysis_lines")
                .map_or(1, |n| n.clamp(1, 5) as u8),
            review: record.array("review").map(read_review).transpose()?,
        })
    }

    /// Reads saved JSON of any version this app knows, rebuilding the game.
    ///
    /// # Errors
    /// The first thing that is wrong.
    pub fn restore(text: &str) -> Result<Restored, LoadError> {
        let record = json::parse_object(text).map_err(LoadError::Malformed)?;
        match record.u64("version") {
            Some(1) => v1::restore(&record),
            Some(2) => Ok(Restored {
                state: SavedGame::from_record(&record)?.into_state()?,
                animate: None,
            }),
            Some(other) => Err(LoadError::Version(other)),
            None => Err(LoadError::Malformed("no version".to_string())),
        }
    }

    /// Does the saved game have a move? (Read from the data, without replaying it.)
    pub fn has_moves(text: &str) -> bool {
        json::parse_object(text).map_or(true, |record| {
            record.array("moves").is_some_and(|moves| !moves.is_empty())
                || record.str("pgn").is_some_and(pgn_has_moves)
        })
    }

    /// Rebuilds the state, replaying and checking every move.
    ///
    /// # Errors
    /// The first thing that is wrong.
    pub fn into_state(self) -> Result<GameState, LoadError> {
        let read = pgn::read(&self.pgn).map_err(|e| LoadError::Pgn(e.to_string()))?;
        let mut tree = read.tree;
        let shapes = Shapes::taken_from(&mut tree);
        tree.set_declared_outcome(self.ending);
        let cursor = node_at(&tree, &self.cursor).ok_or(LoadError::Field("cursor"))?;
        let mode = self.mode;
        let mut state = GameState::from_tree(tree, mode);
        state.tags = read.tags;
        state.shapes = shapes;
        state.cursor = cursor;
        state.orientation = self.orientation;
        state.analysis.on = self.analysis || mode == Mode::Analysis;
        state.analysis.lines = self.analysis_lines.clamp(1, 5);
        if let Some(verdicts) = self.review {
            state.review = restore_review(&state, &verdicts)?;
        }
        let clock = match self.clock {
            Some(saved) => {
                let control = TimeControl {
                    base_seconds: saved.base.max(1),
                    increment_seconds: saved.increment,
                };
                state.setup.time_control = Some(control);
                Some(Clock::restored(control, saved.left))
            }
            None => None,
        };
        Ok(state.with_paused_clock(clock))
    }
}

fn pgn_has_moves(text: &str) -> bool {
    pgn::read(text).is_ok_and(|read| read.tree.move_count() > 0)
}

/// The child indices from the root to `node`.
pub fn child_path(tree: &MoveTree, node: NodeId) -> Vec<usize> {
    tree.path_to(node)
        .iter()
        .map(|&n| {
            let parent = tree.node(n).parent.unwrap_or(MoveTree::ROOT);
            tree.node(parent)
                .children
                .iter()
                .position(|&c| c == n)
                .unwrap_or(0)
        })
        .collect()
}

/// The node the child indices lead to.
pub fn node_at(tree: &MoveTree, path: &[usize]) -> Option<NodeId> {
    path.iter().try_fold(MoveTree::ROOT, |at, &index| {
        tree.node(at).children.get(index).copied()
    })
}

fn restore_review(state: &GameState, verdicts: &[SavedVerdict]) -> Result<ReviewState, LoadError> {
    let mut nodes = vec![MoveTree::ROOT];
    nodes.extend(state.tree().main_line());
    if verdicts.len() != nodes.len() {
        return Ok(ReviewState::Idle);
    }
    let positions = verdicts
        .iter()
        .zip(&nodes)
        .map(|(verdict, &node)| {
            let position = state.tree().position(node);
            let score = parse_score(&verdict.score).ok_or(LoadError::Field("review"))?;
            let line = super::engine::checked_line(
                position,
                &verdict
                    .line
                    .split_whitespace()
                    .filter_map(|m| m.parse().ok())
                    .collect::<Vec<_>>(),
            );
            Ok(PositionEval {
                score,
                best: line.first().copied(),
                line,
            })
        })
        .collect::<Result<Vec<_>, LoadError>>()?;
    Ok(ReviewState::Done(review(
        &nodes,
        positions,
        state.tree().start().turn(),
    )))
}

fn parse_score(text: &str) -> Option<Score> {
    match text.strip_prefix('#') {
        Some(mate) => mate.parse().ok().map(Score::Mate),
        None => text.parse().ok().map(Score::Centipawns),
    }
}

#[cfg(test)]
mod tests;
