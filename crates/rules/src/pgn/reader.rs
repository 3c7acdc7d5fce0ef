//! Reading PGN: a cursor over the text that knows its line and column, and a game builder that
//! plays the movetext into a [`MoveTree`], variations and comments included.

use super::{collapse_whitespace, PgnError, PgnErrorKind, PgnGame, PgnWarning, Tags};
use crate::castling::CastlingMode;
use crate::game::GameError;
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::piece::Color;
use crate::position::Position;
use crate::tree::{MoveTree, NodeId};

/// A cursor over the PGN text.
pub(super) struct Reader<'a> {
    /// The text not read yet.
    rest: &'a str,
    line: usize,
    column: usize,
    at_line_start: bool,
}

/// Where the movetext is being played: the node the next move follows, and the variations
/// opened around it.
struct Builder {
    tree: MoveTree,
    at: NodeId,
    /// The node to return to when each open variation closes, and where it opened.
    open: Vec<(NodeId, (usize, usize))>,
    /// A variation was opened and has no move yet.
    variation_start: bool,
    /// A comment read at a variation's start, for its first move.
    pending_comment: Option<String>,
    /// Inside a line cut short by a null move: this many variations deep, moves are skipped.
    skipping: Option<usize>,
    warnings: Vec<PgnWarning>,
}

impl<'a> Reader<'a> {
    pub(super) fn new(text: &'a str) -> Reader<'a> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        Reader {
            rest: text,
            line: 1,
            column: 1,
            at_line_start: true,
        }
    }

    fn peek(&self) -> Option<char> {
        self.rest.chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.rest = &self.rest[c.len_utf8()..];
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

    /// Skips white space and `%` escape lines.
    fn skip_space(&mut self) {
        while let Some(c) = self.peek() {
            if c.is_whitespace() {
                self.bump();
            } else if c == '%' && self.at_line_start {
                self.skip_rest_of_line();
            } else {
                break;
            }
        }
    }

    fn skip_rest_of_line(&mut self) -> String {
        let mut text = String::new();
        while let Some(c) = self.peek().filter(|&c| c != '\n') {
            text.push(c);
            self.bump();
        }
        text
    }

    pub(super) fn read_all(&mut self) -> Vec<Result<PgnGame, PgnError>> {
        let mut games = Vec::new();
        loop {
            self.skip_space();
            if self.peek().is_none() {
                return games;
            }
            let game = self.read_game();
            if game.is_err() {
                self.skip_to_next_game();
            }
            games.push(game);
        }
    }

    /// After an error: on to the next line that starts with a tag.
    fn skip_to_next_game(&mut self) {
        while let Some(c) = self.peek() {
            if c == '[' && self.at_line_start {
                return;
            }
            self.bump();
        }
    }

    pub(super) fn read_game(&mut self) -> Result<PgnGame, PgnError> {
        self.skip_space();
        let origin = self.here();
        let tags = self.read_tags()?;
        let start = self.start_position(&tags, origin)?;
        let mut builder = Builder::new(start);
        let result = self.read_movetext(&mut builder)?;
        let Builder {
            mut tree, warnings, ..
        } = builder;
        if tags.is_empty() && tree.move_count() == 0 && result.is_none() {
            return Err(self.error(origin, PgnErrorKind::Empty));
        }
        declare_recorded_result(&mut tree, result.as_deref(), &tags);
        Ok(PgnGame {
            tags,
            tree,
            result,
            warnings,
        })
    }

    fn read_tags(&mut self) -> Result<Tags, PgnError> {
        let mut tags = Tags::new();
        while self.peek() == Some('[') {
            let (name, value) = self.read_tag()?;
            tags.set(&name, value);
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

    fn start_position(&self, tags: &Tags, at: (usize, usize)) -> Result<Position, PgnError> {
        let tag = |name: &str| tags.get(name);
        let mode = match tag("Variant").map(|v| v.to_ascii_lowercase()) {
            None => CastlingMode::Standard,
            Some(v) if ["standard", "chess", "from position", ""].contains(&v.as_str()) => {
                CastlingMode::Standard
            }
            Some(v) if is_chess960(&v) => CastlingMode::Chess960,
            Some(_) => {
                let variant = tag("Variant").unwrap_or_default().to_string();
                return Err(self.error(at, PgnErrorKind::UnsupportedVariant(variant)));
            }
        };
        match tag("FEN") {
            Some(fen) => Position::from_fen_with(fen, mode)
                .map_err(|e| self.error(at, PgnErrorKind::BadFen(e))),
            None => Ok(Position::new()),
        }
    }

    /// Plays the movetext until the result token, the next game's tags or the end.
    fn read_movetext(&mut self, builder: &mut Builder) -> Result<Option<String>, PgnError> {
        loop {
            self.skip_space();
            let at = self.here();
            match self.peek() {
                None | Some('[') if builder.open.is_empty() => return Ok(None),
                None | Some('[') => {
                    let opened = builder.open.last().map_or(at, |&(_, opened)| opened);
                    return Err(self.error(opened, PgnErrorKind::UnterminatedVariation));
                }
                Some('{') => {
                    let comment = self.read_comment()?;
                    builder.comment(comment);
                }
                Some(';') => {
                    self.bump();
                    let comment = self.skip_rest_of_line();
                    builder.comment(comment);
                }
                Some('(') => {
                    self.bump();
                    if !builder.open_variation(at) {
                        return Err(self.error(at, PgnErrorKind::VariationWithoutMove));
                    }
                }
                Some(')') => {
                    self.bump();
                    if !builder.close_variation() {
                        return Err(self.error(at, PgnErrorKind::UnexpectedParenthesis));
                    }
                }
                Some(_) => {
                    let word = self.read_word();
                    match result_token(&word) {
                        Some(result) if builder.open.is_empty() => {
                            return Ok(Some(result.to_string()))
                        }
                        Some(_) => {}
                        None => builder.word(&word).map_err(|kind| self.error(at, kind))?,
                    }
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
        }
        if word.is_empty() {
            // A stray delimiter such as '}' or ']': skip it rather than loop.
            if let Some(c) = self.bump() {
                word.push(c);
            }
        }
        word
    }

    /// A `{...}` comment, its white space collapsed to single spaces. Taken as one slice, not
    /// char by char: a pasted comment may run to megabytes.
    fn read_comment(&mut self) -> Result<String, PgnError> {
        let start = self.here();
        self.bump(); // '{'
        let Some(length) = self.rest.find('}') else {
            return Err(self.error(start, PgnErrorKind::UnterminatedComment));
        };
        let text = &self.rest[..length];
        self.advance_over(text);
        self.bump(); // '}'
        Ok(collapse_whitespace(text).into_owned())
    }

    /// Moves past `text` (the start of what is left), keeping the line and column.
    fn advance_over(&mut self, text: &str) {
        match text.rfind('\n') {
            Some(last_newline) => {
                self.line += text.matches('\n').count();
                self.column = text[last_newline + 1..].chars().count() + 1;
                self.at_line_start = last_newline + 1 == text.len();
            }
            None => {
                self.column += text.chars().count();
                self.at_line_start &= text.is_empty();
            }
        }
        self.rest = &self.rest[text.len()..];
    }
}

impl Builder {
    fn new(start: Position) -> Builder {
        Builder {
            tree: MoveTree::new(start),
            at: MoveTree::ROOT,
            open: Vec::new(),
            variation_start: false,
            pending_comment: None,
            skipping: None,
            warnings: Vec::new(),
        }
    }

    fn skipping(&self) -> bool {
        self.skipping.is_some()
    }

    /// A comment after the current move, or before the next one at a variation's start.
    fn comment(&mut self, text: String) {
        if self.skipping() || text.is_empty() {
            return;
        }
        if self.variation_start {
            append(&mut self.pending_comment, &text);
        } else {
            let mut comment = self.tree.node(self.at).comment.clone();
            append(&mut comment, &text);
            self.tree
                .set_comment(self.at, comment.as_deref().unwrap_or(""));
        }
    }

    fn open_variation(&mut self, at: (usize, usize)) -> bool {
        if let Some(depth) = self.skipping.as_mut() {
            *depth += 1;
            return true;
        }
        let Some(parent) = self.tree.node(self.at).parent else {
            return false;
        };
        self.open.push((self.at, at));
        self.at = parent;
        self.variation_start = true;
        true
    }

    fn close_variation(&mut self) -> bool {
        match self.skipping {
            Some(0) => self.skipping = None,
            Some(depth) => {
                self.skipping = Some(depth - 1);
                return true;
            }
            None => {}
        }
        self.pending_comment = None;
        self.variation_start = false;
        match self.open.pop() {
            Some((back, _)) => {
                self.at = back;
                true
            }
            None => false,
        }
    }

    /// A word of movetext: a move number, a NAG or annotation mark, or a move.
    fn word(&mut self, word: &str) -> Result<(), PgnErrorKind> {
        let (body, nags) = split_annotations(strip_move_number(word));
        if self.skipping() {
            return Ok(());
        }
        if body.is_empty() {
            if self.at != MoveTree::ROOT {
                let mut all = self.tree.node(self.at).nags.clone();
                all.extend(nags);
                self.tree.set_nags(self.at, all);
            }
            return Ok(());
        }
        if body == "--" || body == "Z0" {
            self.null_move();
            return Ok(());
        }
        self.play(body)?;
        if !nags.is_empty() {
            self.tree.set_nags(self.at, nags);
        }
        Ok(())
    }

    fn play(&mut self, text: &str) -> Result<(), PgnErrorKind> {
        let position = self.tree.position(self.at);
        let (number, color) = (position.fullmove_number(), position.turn());
        let bad_move = |error| PgnErrorKind::BadMove {
            number,
            color,
            san: text.to_string(),
            error,
        };
        let mv = position.parse_move(text).map_err(|error| {
            bad_move(match error {
                crate::notation::ParseMoveError::Notation(e) => GameError::San(e),
                crate::notation::ParseMoveError::Uci(e) => GameError::Uci(e),
            })
        })?;
        self.at = self.tree.play(self.at, mv).map_err(bad_move)?;
        self.variation_start = false;
        if let Some(comment) = self.pending_comment.take() {
            self.tree.set_comment_before(self.at, &comment);
        }
        Ok(())
    }

    /// A null move: chess has none, so the rest of this line is skipped, with a warning.
    fn null_move(&mut self) {
        let position = self.tree.position(self.at);
        self.warnings.push(PgnWarning::NullMove {
            number: position.fullmove_number(),
            color: position.turn(),
        });
        self.skipping = Some(0);
        if self.open.is_empty() {
            // In the main line: skip to the end of the game.
            self.skipping = Some(usize::MAX / 2);
        }
    }
}

fn append(comment: &mut Option<String>, text: &str) {
    match comment {
        Some(existing) => {
            existing.push(' ');
            existing.push_str(text);
        }
        None => *comment = Some(text.to_string()),
    }
}

fn is_chess960(variant: &str) -> bool {
    let squashed: String = variant.chars().filter(|c| c.is_alphanumeric()).collect();
    matches!(
        squashed.as_str(),
        "chess960" | "960" | "fischerandom" | "fischerrandom" | "fischerrandomchess"
    )
}

/// Strips a move number: `12.`, `12...`, `12.Nf3` (glued), `…`; a bare `12` too. Castling
/// written with zeros (`0-0`) is not a number.
fn strip_move_number(word: &str) -> &str {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &word[digits..];
    let rest = if digits > 0 && (rest.is_empty() || rest.starts_with('.')) {
        rest.trim_start_matches('.')
    } else if digits > 0 {
        return word;
    } else {
        rest
    };
    rest.trim_start_matches("...").trim_start_matches('…')
}

/// Splits a word into the move and its annotations: NAGs (`$14`, glued or alone) and marks
/// (`!`, `?`, `!!`, `??`, `!?`, `?!`) after the move.
fn split_annotations(word: &str) -> (&str, Vec<u8>) {
    let (body, dollars) = match word.find('$') {
        Some(i) => (&word[..i], &word[i..]),
        None => (word, ""),
    };
    let mut nags: Vec<u8> = dollars
        .split('$')
        .filter_map(|n| n.parse::<u8>().ok())
        .collect();
    let marks = body.len() - body.trim_end_matches(['!', '?']).len();
    let (body, mark) = body.split_at(body.len() - marks);
    let mark_nag = match mark {
        "!" => Some(1),
        "?" => Some(2),
        "!!" => Some(3),
        "??" => Some(4),
        "!?" => Some(5),
        "?!" => Some(6),
        _ => None,
    };
    nags.splice(0..0, mark_nag);
    (body, nags)
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

/// A result the board does not show by itself (resignation, time, agreement, a claimed draw)
/// ends the main line, with the reason the `Termination` tag gives when it holds.
fn declare_recorded_result(tree: &mut MoveTree, result: Option<&str>, tags: &Tags) {
    let game = tree.main_game();
    if game.is_over() {
        return;
    }
    let tag = |name: &str| tags.get(name);
    let termination = tag("Termination").unwrap_or_default().to_ascii_lowercase();
    let win_reason = if termination.contains("time") {
        WinReason::TimeForfeit
    } else if termination.contains("resign") {
        WinReason::Resignation
    } else {
        WinReason::Recorded
    };
    let claimed = game.claimable_draw();
    let draw_reason = if termination.contains("agree") {
        DrawReason::Agreement
    } else if termination.contains("repetition") && claimed == Some(DrawReason::ThreefoldRepetition)
    {
        DrawReason::ThreefoldRepetition
    } else if termination.contains("fifty") && claimed == Some(DrawReason::FiftyMoveRule) {
        DrawReason::FiftyMoveRule
    } else if termination.contains("time") {
        DrawReason::TimeoutVsInsufficientMaterial
    } else {
        DrawReason::Recorded
    };
    let outcome = match result.or(tag("Result")) {
        Some("1-0") => Outcome::Win {
            winner: Color::White,
            reason: win_reason,
        },
        Some("0-1") => Outcome::Win {
            winner: Color::Black,
            reason: win_reason,
        },
        Some("1/2-1/2") => Outcome::Draw(draw_reason),
        _ => return,
    };
    tree.set_declared_outcome(Some(outcome));
}
