//! Portable Game Notation: reading a game (tags, comments, NAGs and variations are read past)
//! and writing one (the Seven Tag Roster, then movetext wrapped at 80 columns).

use crate::fen::FenError;
use crate::game::{Game, GameError};
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::piece::Color;
use crate::position::Position;
use crate::STARTING_FEN;
use std::fmt;

/// The tags every PGN game carries, in the order PGN writes them.
pub const SEVEN_TAG_ROSTER: [&str; 7] =
    ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// A game read from PGN: its tags in order, the moves, and the result the movetext gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// Every tag pair, in the order read.
    pub tags: Vec<(String, String)>,
    /// The moves, from the `FEN` tag's position if there is one. A decisive or drawn result
    /// that the board does not show (resignation, time, agreement) is declared on the game.
    pub game: Game,
    /// The result token (`1-0`, `0-1`, `1/2-1/2`, `*`), if the movetext ended with one.
    pub result: Option<String>,
}

impl PgnGame {
    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
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
    /// The FEN tag is not a legal position.
    BadFen(FenError),
    /// The game is not standard chess.
    UnsupportedVariant(String),
    /// A null move (`--`), which has no place in a real game.
    NullMove,
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
            PgnErrorKind::BadFen(e) => write!(f, "the FEN tag is wrong: {e}"),
            PgnErrorKind::UnsupportedVariant(v) => {
                write!(f, "the variant '{v}' is not standard chess")
            }
            PgnErrorKind::NullMove => f.write_str("null moves (--) are not supported"),
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
/// assert_eq!(read.game.len(), 3);
/// assert_eq!(read.tag("Event"), Some("Casual"));
/// ```
pub fn read(text: &str) -> Result<PgnGame, PgnError> {
    Reader::new(text).read_game()
}

/// Writes a game as PGN. `tags` may give any tags; the Seven Tag Roster comes first (with `?`
/// for those not given) and `Result` always matches the game. `SetUp` and `FEN` are added for a
/// game that did not start from the starting position, `Termination` for a finished game.
pub fn write(game: &Game, tags: &[(String, String)]) -> String {
    let result = game.outcome().map_or("*", Outcome::result);
    let given = |name: &str| tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
    let mut out = String::new();
    for name in SEVEN_TAG_ROSTER {
        let value = match name {
            "Result" => result.to_string(),
            "Date" => given(name).unwrap_or_else(|| "????.??.??".to_string()),
            _ => given(name).unwrap_or_else(|| "?".to_string()),
        };
        write_tag(&mut out, name, &value);
    }
    let start_fen = game.start_position().to_fen();
    let derived = ["SetUp", "FEN", "Termination"];
    if start_fen != STARTING_FEN {
        write_tag(&mut out, "SetUp", "1");
        write_tag(&mut out, "FEN", &start_fen);
    }
    if let Some(outcome) = game.outcome() {
        write_tag(
            &mut out,
            "Termination",
            &given("Termination").unwrap_or_else(|| outcome.reason().to_string()),
        );
    }
    for (name, value) in tags {
        if !SEVEN_TAG_ROSTER.contains(&name.as_str()) && !derived.contains(&name.as_str()) {
            write_tag(&mut out, name, value);
        }
    }
    out.push('\n');
    out.push_str(&wrap_movetext(movetext_tokens(game, result), 80));
    out.push('\n');
    out
}

fn write_tag(out: &mut String, name: &str, value: &str) {
    // A tag is one line: control characters (a pasted newline, a tab) become spaces.
    let value: String = value
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    out.push_str(&format!("[{name} \"{escaped}\"]\n"));
}

fn movetext_tokens(game: &Game, result: &str) -> Vec<String> {
    let start = game.start_position();
    let mut number = start.fullmove_number();
    let mut color = start.turn();
    let mut tokens = Vec::with_capacity(game.len() * 3 / 2 + 1);
    for (i, played) in game.history().iter().enumerate() {
        if color == Color::White {
            tokens.push(format!("{number}."));
        } else if i == 0 {
            tokens.push(format!("{number}..."));
        }
        tokens.push(played.san.clone());
        if color == Color::Black {
            number += 1;
        }
        color = !color;
    }
    tokens.push(result.to_string());
    tokens
}

fn wrap_movetext(tokens: Vec<String>, width: usize) -> String {
    let mut text = String::new();
    let mut line_length = 0;
    for token in tokens {
        if line_length > 0 && line_length + 1 + token.len() > width {
            text.push('\n');
            line_length = 0;
        } else if line_length > 0 {
            text.push(' ');
            line_length += 1;
        }
        line_length += token.len();
        text.push_str(&token);
    }
    text
}

/// A cursor over the PGN text that knows its line and column.
struct Reader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
    at_line_start: bool,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Reader<'a> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        Reader {
            chars: text.chars().peekable(),
            line: 1,
            column: 1,
            at_line_start: true,
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        self.at_line_start = c == '\n';
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn error(&self, (line, column): (usize, usize), kind: PgnErrorKind) -> PgnError {
        PgnError { line, column, kind }
    }

    fn here(&self) -> (usize, usize) {
        (self.line, self.column)
    }

    /// Skips white space, `;` comments and `%` escape lines.
    fn skip_space(&mut self) {
        while let Some(c) = self.peek() {
            if c.is_whitespace() {
                self.bump();
            } else if c == ';' || (c == '%' && self.at_line_start) {
                while self.peek().is_some_and(|c| c != '\n') {
                    self.bump();
                }
            } else {
                break;
            }
        }
    }

    fn read_game(&mut self) -> Result<PgnGame, PgnError> {
        self.skip_space();
        let origin = self.here();
        let tags = self.read_tags()?;
        let mut game = Game::from_position(self.start_position(&tags, origin)?);
        let result = self.read_movetext(&mut game)?;
        if tags.is_empty() && game.is_empty() && result.is_none() {
            return Err(self.error(origin, PgnErrorKind::Empty));
        }
        declare_recorded_result(&mut game, result.as_deref(), &tags);
        Ok(PgnGame { tags, game, result })
    }

    fn read_tags(&mut self) -> Result<Vec<(String, String)>, PgnError> {
        let mut tags = Vec::new();
        while self.peek() == Some('[') {
            tags.push(self.read_tag()?);
            self.skip_space();
        }
        Ok(tags)
    }

    fn read_tag(&mut self) -> Result<(String, String), PgnError> {
        let start = self.here();
        let bad = |r: &Self| r.error(start, PgnErrorKind::BadTag);
        self.bump(); // '['
        self.skip_inline_space();
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
            name.push(c);
            self.bump();
        }
        self.skip_inline_space();
        if name.is_empty() || self.bump() != Some('"') {
            return Err(bad(self));
        }
        let mut value = String::new();
        loop {
            match self.bump() {
                Some('"') => break,
                Some('\\') => match self.bump() {
                    Some('\n') | None => return Err(bad(self)),
                    Some(escaped) => value.push(escaped),
                },
                Some('\n') | None => return Err(bad(self)),
                Some(c) => value.push(c),
            }
        }
        self.skip_inline_space();
        if self.bump() != Some(']') {
            return Err(bad(self));
        }
        Ok((name, value))
    }

    fn skip_inline_space(&mut self) {
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
    }

    fn start_position(
        &self,
        tags: &[(String, String)],
        at: (usize, usize),
    ) -> Result<Position, PgnError> {
        let tag = |name: &str| {
            tags.iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
        };
        if let Some(variant) = tag("Variant") {
            let standard = ["standard", "chess", "from position", ""];
            if !standard.contains(&variant.to_ascii_lowercase().as_str()) {
                return Err(self.error(at, PgnErrorKind::UnsupportedVariant(variant.to_string())));
            }
        }
        match tag("FEN") {
            Some(fen) => {
                Position::from_fen(fen).map_err(|e| self.error(at, PgnErrorKind::BadFen(e)))
            }
            None => Ok(Position::new()),
        }
    }

    /// Plays the movetext's moves until the result token, the next game's tags or the end.
    fn read_movetext(&mut self, game: &mut Game) -> Result<Option<String>, PgnError> {
        loop {
            self.skip_space();
            let at = self.here();
            match self.peek() {
                None | Some('[') => return Ok(None),
                Some('{') => self.skip_comment()?,
                Some('(') => self.skip_variation()?,
                Some(')') => return Err(self.error(at, PgnErrorKind::UnexpectedParenthesis)),
                Some(_) => {
                    let word = self.read_word();
                    if let Some(result) = result_token(&word) {
                        return Ok(Some(result.to_string()));
                    }
                    self.play_word(game, &word, at)?;
                }
            }
        }
    }

    fn read_word(&mut self) -> String {
        let mut word = String::new();
        while let Some(c) = self
            .peek()
            .filter(|c| !c.is_whitespace() && !"{}()[];".contains(*c))
        {
            word.push(c);
            self.bump();
            if word == "$" {
                continue;
            }
        }
        if word.is_empty() {
            // A stray delimiter such as '}' or ']': skip it rather than loop.
            if let Some(c) = self.bump() {
                word.push(c);
            }
        }
        word
    }

    fn play_word(
        &mut self,
        game: &mut Game,
        word: &str,
        at: (usize, usize),
    ) -> Result<(), PgnError> {
        // Move numbers ("12.", "12...", "12") may be glued to the move ("12.Nf3").
        let san = word.trim_start_matches(|c: char| c.is_ascii_digit());
        let san = if san.len() < word.len() {
            san.trim_start_matches('.')
        } else {
            san
        };
        let san = san.trim_start_matches("...").trim_start_matches('…');
        if san.is_empty()
            || san.starts_with('$')
            || san.chars().all(|c| "!?".contains(c))
            || word == "}"
            || word == "]"
        {
            return Ok(());
        }
        if san == "--" || san == "Z0" {
            return Err(self.error(at, PgnErrorKind::NullMove));
        }
        let position = game.position();
        let (number, color) = (position.fullmove_number(), position.turn());
        game.play_san(san).map(|_| ()).map_err(|error| {
            self.error(
                at,
                PgnErrorKind::BadMove {
                    number,
                    color,
                    san: san.to_string(),
                    error,
                },
            )
        })
    }

    fn skip_comment(&mut self) -> Result<(), PgnError> {
        let start = self.here();
        self.bump(); // '{'
        loop {
            match self.bump() {
                Some('}') => return Ok(()),
                Some(_) => {}
                None => return Err(self.error(start, PgnErrorKind::UnterminatedComment)),
            }
        }
    }

    /// Skips a variation, with the comments and variations nested in it.
    fn skip_variation(&mut self) -> Result<(), PgnError> {
        let start = self.here();
        self.bump(); // '('
        loop {
            self.skip_space();
            match self.peek() {
                Some(')') => {
                    self.bump();
                    return Ok(());
                }
                Some('{') => self.skip_comment()?,
                Some('(') => self.skip_variation()?,
                Some(_) => {
                    self.bump();
                }
                None => return Err(self.error(start, PgnErrorKind::UnterminatedVariation)),
            }
        }
    }
}

fn result_token(word: &str) -> Option<&'static str> {
    match word {
        "1-0" => Some("1-0"),
        "0-1" => Some("0-1"),
        "1/2-1/2" | "½-½" => Some("1/2-1/2"),
        "*" => Some("*"),
        _ => None,
    }
}

/// A result the board does not show by itself (resignation, time, agreement) ends the game.
fn declare_recorded_result(game: &mut Game, result: Option<&str>, tags: &[(String, String)]) {
    if game.is_over() {
        return;
    }
    let tag_result = tags
        .iter()
        .find(|(n, _)| n == "Result")
        .map(|(_, v)| v.as_str());
    let termination = tags
        .iter()
        .find(|(n, _)| n == "Termination")
        .map(|(_, v)| v.to_ascii_lowercase())
        .unwrap_or_default();
    let win_reason = if termination.contains("time") {
        WinReason::TimeForfeit
    } else if termination.contains("resign") {
        WinReason::Resignation
    } else {
        WinReason::Recorded
    };
    let outcome = match result.or(tag_result) {
        Some("1-0") => Outcome::Win {
            winner: Color::White,
            reason: win_reason,
        },
        Some("0-1") => Outcome::Win {
            winner: Color::Black,
            reason: win_reason,
        },
        Some("1/2-1/2") if termination.contains("agree") => Outcome::Draw(DrawReason::Agreement),
        Some("1/2-1/2") => Outcome::Draw(DrawReason::Recorded),
        _ => return,
    };
    // Cannot fail: the game is not over.
    let _ = game.declare(outcome);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::test;

    #[test]
    fn pgn_reads_tags_comments_nags_and_variations() {
        let pgn = r#"[Event "Live Chess"]
[Site "Chess.com"]
[White "Alice \"The Rook\""]
[Black "Bob"]
[Result "1-0"]
[TimeControl "180+2"]

% an escaped line that is ignored
1. e4 {[%clk 0:03:00]} 1... e5 $1 2. Nf3!? (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 ; a rest-of-line comment
3.Bb5 a6 4. Ba4 Nf6 5. O-O 1-0
"#;
        let read = read(pgn).unwrap();
        assert_eq!(read.tag("White"), Some("Alice \"The Rook\""));
        assert_eq!(read.tag("TimeControl"), Some("180+2"));
        assert_eq!(read.result.as_deref(), Some("1-0"));
        let sans: Vec<&str> = read.game.history().iter().map(|p| p.san.as_str()).collect();
        assert_eq!(
            sans,
            ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"]
        );
        assert_eq!(read.game.outcome().map(Outcome::result), Some("1-0"));
    }

    #[test]
    fn pgn_reads_a_setup_position() {
        let pgn = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\"]\n\n1. O-O-O Kf7 *";
        let read = read(pgn).unwrap();
        assert_eq!(
            read.game.position().to_fen(),
            "8/5k2/8/8/8/8/8/2KR4 w - - 2 2"
        );
        assert!(!read.game.is_over());
    }

    #[test]
    fn pgn_errors_say_where() {
        let err = read("1. e4 e5 2. Nf6 Nc6").unwrap_err();
        assert_eq!((err.line, err.column), (1, 13));
        assert_eq!(
            err.to_string(),
            "line 1, column 13: move 2. Nf6: Nf6 is not a legal move in this position"
        );
        let err = read("[Event \"x\"]\n1. e4 { never closed").unwrap_err();
        assert_eq!(err.kind, PgnErrorKind::UnterminatedComment);
        assert_eq!((err.line, err.column), (2, 7));
        assert_eq!(read("[Event x]").unwrap_err().kind, PgnErrorKind::BadTag);
        assert_eq!(
            read("1. e4 (1. d4").unwrap_err().kind,
            PgnErrorKind::UnterminatedVariation
        );
        assert_eq!(
            read("1. e4 )").unwrap_err().kind,
            PgnErrorKind::UnexpectedParenthesis
        );
        assert_eq!(read("   ").unwrap_err().kind, PgnErrorKind::Empty);
        assert!(matches!(
            read("[FEN \"8/8 w - -\"]\n*").unwrap_err().kind,
            PgnErrorKind::BadFen(_)
        ));
        assert!(matches!(
            read("[Variant \"Chess960\"]\n*").unwrap_err().kind,
            PgnErrorKind::UnsupportedVariant(_)
        ));
        assert_eq!(
            read("1. e4 -- 2. d4").unwrap_err().kind,
            PgnErrorKind::NullMove
        );
        let black = read("1. e4 e5 2. d4 Ke6").unwrap_err();
        assert!(black.to_string().contains("move 2... Ke6"), "{black}");
    }

    #[test]
    fn pgn_writes_seven_tag_roster_and_wraps_at_80_columns() {
        let mut game = Game::new();
        let moves = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 \
                     c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7";
        for san in moves.split_whitespace() {
            game.play_san(san).unwrap();
        }
        let tags = vec![
            ("White".to_string(), "You".to_string()),
            ("Annotator".to_string(), "me".to_string()),
        ];
        let pgn = write(&game, &tags);
        let lines: Vec<&str> = pgn.lines().collect();
        assert_eq!(
            &lines[..8],
            [
                "[Event \"?\"]",
                "[Site \"?\"]",
                "[Date \"????.??.??\"]",
                "[Round \"?\"]",
                "[White \"You\"]",
                "[Black \"?\"]",
                "[Result \"*\"]",
                "[Annotator \"me\"]",
            ]
        );
        assert!(lines.iter().all(|line| line.len() <= 80));
        assert!(pgn.trim_end().ends_with("18. Bxe7 Qxe7 *"));
        let again = read(&pgn).unwrap();
        assert_eq!(again.game.history(), game.history());
    }

    #[test]
    fn pgn_tags_stay_on_one_line() {
        // Found by fuzzing: an escaped line break inside a tag value.
        assert_eq!(
            read("[Event \"a\\\nb\"]\n*").unwrap_err().kind,
            PgnErrorKind::BadTag
        );
        let tags = vec![("Event".to_string(), "two\nlines\tand a tab".to_string())];
        let written = write(&Game::new(), &tags);
        assert!(
            written.contains("[Event \"two lines and a tab\"]"),
            "{written}"
        );
        assert!(read(&written).is_ok());
    }

    #[test]
    fn pgn_round_trips_a_setup_and_a_finished_game() {
        let start = Position::from_fen("k7/8/1K6/8/8/8/8/7R b - - 3 40").unwrap();
        let mut game = Game::from_position(start);
        for san in ["Kb8", "Rh8#"] {
            game.play_san(san).unwrap();
        }
        let pgn = write(&game, &[]);
        assert!(pgn.contains("[FEN \"k7/8/1K6/8/8/8/8/7R b - - 3 40\"]"));
        assert!(pgn.contains("[Termination \"checkmate\"]"));
        assert!(pgn.contains("40... Kb8 41. Rh8# 1-0"));
        let again = read(&pgn).unwrap();
        assert_eq!(again.game, game);
    }
}
