//! The game library's records: each game kept (its saved form) with a summary to list and
//! search it by: date, players, result, opening, length, whether it was reviewed, and its
//! final position (the list's small board). `filter.rs`: which games the list shows.

pub mod filter;
pub mod openings_filled;

use super::game_state::GameState;
use super::json::{self, Writer};
use super::records::export::player_names;
use super::saved::SavedGame;
use crate::state::translate::{tr, tr_with};
use chess_rules::pgn;

/// A game's id in the library.
pub type GameId = String;

/// What the games list shows of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameSummary {
    /// The game's id.
    pub id: GameId,
    /// When it was last changed (milliseconds since 1970, the page's clock).
    pub updated: f64,
    /// The date as PGN writes it.
    pub date: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
    /// The opening, "C60 Ruy Lopez", if known.
    pub opening: String,
    /// Moves played (half-moves), main line.
    pub plies: usize,
    /// Has the game been reviewed?
    pub reviewed: bool,
    /// The final position of the main line (FEN; empty in a summary kept before it was).
    pub fen: String,
}

/// How a kept game ended for the person using the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// They won.
    Won,
    /// They lost.
    Lost,
    /// A draw.
    Drawn,
    /// Unfinished, or not their game (two players on the device, an imported game).
    Other,
}

impl Outcome {
    /// The class the games list colours the result with.
    pub fn class(self) -> &'static str {
        match self {
            Outcome::Won => "won",
            Outcome::Lost => "lost",
            Outcome::Drawn => "drawn",
            Outcome::Other => "other",
        }
    }
}

/// A player's name as the list shows it: the names the app itself writes into its games
/// ("You", "White player", "Computer (level 3)") in the language spoken, others as written.
pub fn shown_player(name: &str) -> String {
    let level = name
        .strip_prefix("Computer (level ")
        .and_then(|rest| rest.strip_suffix(')'));
    match (name, level) {
        ("You", _) => tr("strip-you"),
        ("White player", _) => tr("strip-white-player"),
        ("Black player", _) => tr("strip-black-player"),
        (_, Some(level)) => tr_with("games-computer", &[("level", level.into())]),
        _ => name.to_string(),
    }
}

impl GameSummary {
    /// "White – Black" as the list shows them.
    pub fn players_label(&self) -> String {
        format!(
            "{} – {}",
            shown_player(&self.white),
            shown_player(&self.black)
        )
    }

    /// How the game ended for the player ("You" in a game against the computer); a draw is a
    /// draw for anyone.
    pub fn outcome(&self) -> Outcome {
        let you_white = self.white == "You";
        let you_black = self.black == "You";
        match (self.result.as_str(), you_white, you_black) {
            ("1/2-1/2", ..) => Outcome::Drawn,
            ("1-0", true, _) | ("0-1", _, true) => Outcome::Won,
            ("0-1", true, _) | ("1-0", _, true) => Outcome::Lost,
            _ => Outcome::Other,
        }
    }

    /// The date as a person writes it: "22 Nov 2026", "Nov 2026", "2026", or "unknown date"
    /// (never PGN's "????.??.??").
    pub fn date_label(&self) -> String {
        date_label(&self.date)
    }
}

/// A PGN date ("2026.11.22", parts unknown written "??") as a person writes it.
fn date_label(pgn_date: &str) -> String {
    let parts: Vec<Option<u32>> = pgn_date
        .split('.')
        .map(|part| part.parse().ok())
        .chain(std::iter::repeat(None))
        .take(3)
        .collect();
    let month = parts[1]
        .filter(|m| (1..=12).contains(m))
        .map(|m| tr(&format!("month-{m}")));
    let day = parts[2].filter(|d| (1..=31).contains(d));
    match (parts[0].filter(|&y| y > 0), month, day) {
        (Some(year), Some(month), Some(day)) => tr_with(
            "date-day-month-year",
            &[
                ("day", day.to_string().into()),
                ("month", month.into()),
                ("year", year.to_string().into()),
            ],
        ),
        (Some(year), Some(month), None) => tr_with(
            "date-month-year",
            &[("month", month.into()), ("year", year.to_string().into())],
        ),
        (Some(year), None, _) => year.to_string(),
        (None, ..) => tr("date-unknown"),
    }
}

/// A game as the library keeps it: the summary and the saved game.
#[derive(Clone, Debug, PartialEq)]
pub struct LibraryGame {
    /// The list's view.
    pub summary: GameSummary,
    /// The saved game (JSON of [`SavedGame`]).
    pub saved: String,
}

impl GameSummary {
    /// The summary as JSON (the library's list store).
    pub fn to_json(&self) -> String {
        Writer::new()
            .str("id", &self.id)
            .time("updated", self.updated)
            .str("date", &self.date)
            .str("white", &self.white)
            .str("black", &self.black)
            .str("result", &self.result)
            .str("opening", &self.opening)
            .u64("plies", self.plies as u64)
            .bool("reviewed", self.reviewed)
            .str("fen", &self.fen)
            .finish()
    }

    /// Reads a summary; `None` unless it has an id (the rest takes defaults).
    pub fn from_json(text: &str) -> Option<GameSummary> {
        let saved = json::parse_object(text).ok()?;
        let text_of = |field: &str| saved.str(field).unwrap_or_default().to_string();
        Some(GameSummary {
            id: saved.str("id")?.to_string(),
            updated: saved.f64("updated").unwrap_or(0.0),
            date: text_of("date"),
            white: text_of("white"),
            black: text_of("black"),
            result: saved.str("result").unwrap_or("*").to_string(),
            opening: text_of("opening"),
            plies: saved.u64("plies").unwrap_or(0) as usize,
            reviewed: saved.bool("reviewed").unwrap_or(false),
            fen: text_of("fen"),
        })
    }
}

/// Is the game worth a place in the library: a move played, or a position set up? (A fresh
/// board is every new game's start, kept only once something happens on it.)
pub fn worth_keeping(state: &GameState) -> bool {
    state.tree().move_count() > 0 || *state.tree().start() != chess_rules::Position::new()
}

/// The library's record of a state.
pub fn record(id: &str, state: &GameState, updated: f64, today: &str) -> LibraryGame {
    let tags = state.tags();
    let (white, black) = player_names(state.mode());
    let opening = super::openings::of_line(state.tree(), state.tree().main_line_end())
        .map(|o| o.label())
        .or_else(|| tags.known("Opening").map(str::to_string))
        .unwrap_or_default();
    LibraryGame {
        summary: GameSummary {
            id: id.to_string(),
            updated,
            date: tags.known("Date").unwrap_or(today).to_string(),
            white: tags.known("White").map_or(white, str::to_string),
            black: tags.known("Black").map_or(black, str::to_string),
            result: state.outcome().map_or("*", |o| o.result()).to_string(),
            opening,
            plies: state.game().len(),
            reviewed: state.review().result().is_some(),
            fen: state.tree().position(state.tree().main_line_end()).to_fen(),
        },
        saved: SavedGame::from_state(state).to_json(),
    }
}

/// One game of a PGN file for the library: its summary from the PGN's tags and moves, and its
/// saved form holding the game's own text (so thousands import without being written again).
pub fn record_from_pgn(
    id: &str,
    text: &str,
    updated: f64,
    today: &str,
) -> Result<LibraryGame, String> {
    let read = pgn::read(text).map_err(|e| crate::state::records::pgn_text::pgn_error_text(&e))?;
    let game = read.game();
    let opening = super::openings::of_line(&read.tree, read.tree.main_line_end())
        .map(|o| o.label())
        .or_else(|| read.tags.known("Opening").map(str::to_string))
        .unwrap_or_default();
    let result = game
        .outcome()
        .map(|o| o.result().to_string())
        .or_else(|| read.result.clone())
        .unwrap_or_else(|| "*".to_string());
    Ok(LibraryGame {
        summary: GameSummary {
            id: id.to_string(),
            updated,
            date: read.tags.known("Date").unwrap_or(today).to_string(),
            white: read.tags.known("White").unwrap_or("?").to_string(),
            black: read.tags.known("Black").unwrap_or("?").to_string(),
            result,
            opening,
            plies: game.len(),
            reviewed: false,
            fen: game.position().to_fen(),
        },
        saved: SavedGame::json_of_pgn(text),
    })
}

/// Does the game match a search (every word of it in a player's name or the opening)? Case is
/// ignored for ASCII letters only: full Unicode case tables would add a tenth to the page's
/// wasm for the rare accented name typed in another case. An empty search matches all.
pub fn matches(summary: &GameSummary, search: &str) -> bool {
    let haystack =
        format!("{} {} {}", summary.white, summary.black, summary.opening).to_ascii_lowercase();
    search
        .split_whitespace()
        .all(|word| haystack.contains(&word.to_ascii_lowercase()))
}

/// Sorts summaries most recent first.
pub fn sort_recent_first(games: &mut [GameSummary]) {
    games.sort_by(|a, b| b.updated.total_cmp(&a.updated));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::game_state::Action;
    use crate::state::game_state::{GameSetup, Mode};

    #[test]
    fn a_game_is_worth_keeping_once_a_move_is_played_or_a_position_set_up() {
        let mut state = GameState::new(GameSetup::untimed(Mode::TwoPlayers));
        assert!(!worth_keeping(&state));
        state.apply(Action::PlayText("e4".into()));
        assert!(worth_keeping(&state));
        let set_up = GameState::from_game(
            chess_rules::Game::from_position(
                chess_rules::Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap(),
            ),
            Mode::TwoPlayers,
        );
        assert!(worth_keeping(&set_up));
    }

    #[test]
    fn a_library_record_summarises_the_game_and_restores_it() {
        let mut state = GameState::new(GameSetup::untimed(Mode::TwoPlayers));
        for san in ["e4", "e5", "Nf3"] {
            state.apply(Action::PlayText(san.into()));
        }
        let record = record("g1", &state, 5.0, "2026.11.22");
        assert_eq!(record.summary.plies, 3);
        assert_eq!(record.summary.result, "*");
        assert_eq!(record.summary.white, "White player");
        assert_eq!(record.summary.date, "2026.11.22");
        let restored = SavedGame::restore(&record.saved).unwrap().state;
        assert_eq!(restored.game().history(), state.game().history());
    }

    #[test]
    fn the_result_is_told_from_the_players_side() {
        let summary = |white: &str, black: &str, result: &str| GameSummary {
            id: "g".into(),
            updated: 0.0,
            date: String::new(),
            white: white.into(),
            black: black.into(),
            result: result.into(),
            opening: String::new(),
            plies: 0,
            reviewed: false,
            fen: String::new(),
        };
        let computer = "Computer (level 3)";
        assert_eq!(summary("You", computer, "1-0").outcome(), Outcome::Won);
        assert_eq!(summary(computer, "You", "1-0").outcome(), Outcome::Lost);
        assert_eq!(summary(computer, "You", "0-1").outcome(), Outcome::Won);
        assert_eq!(
            summary("Anand", "Carlsen", "1/2-1/2").outcome(),
            Outcome::Drawn
        );
        assert_eq!(summary("Anand", "Carlsen", "1-0").outcome(), Outcome::Other);
        assert_eq!(summary("You", computer, "*").outcome(), Outcome::Other);
        assert_eq!(Outcome::Won.class(), "won");
    }

    #[test]
    fn dates_are_written_as_dates_and_an_unknown_one_says_so() {
        let cases = [
            ("2026.11.22", "22 Nov 2026"),
            ("2026.01.??", "Jan 2026"),
            ("1851.??.??", "1851"),
            ("????.??.??", "unknown date"),
            ("", "unknown date"),
            ("2026.13.40", "2026"),
        ];
        for (pgn, shown) in cases {
            assert_eq!(date_label(pgn), shown, "{pgn}");
        }
    }

    #[test]
    fn pgn_games_are_kept_as_written_and_searchable() {
        let text = "[Event \"x\"]\n[White \"Anand\"]\n[Black \"Carlsen\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 1/2-1/2";
        let record = record_from_pgn("g2", text, 1.0, "2026.11.22").unwrap();
        assert_eq!(
            (
                record.summary.white.as_str(),
                record.summary.result.as_str()
            ),
            ("Anand", "1/2-1/2")
        );
        assert_eq!(record.summary.plies, 5);
        assert!(matches(&record.summary, "carlsen"));
        assert!(matches(&record.summary, ""));
        assert!(!matches(&record.summary, "kasparov"));
        assert_eq!(
            GameSummary::from_json(&record.summary.to_json()),
            Some(record.summary.clone())
        );
        assert_eq!(GameSummary::from_json("{}"), None);
        let restored = SavedGame::restore(&record.saved).unwrap().state;
        assert_eq!(restored.game().len(), 5);
        assert!(record_from_pgn("g3", "1. e4 e5 2. Nf9", 1.0, "x").is_err());
    }
}
