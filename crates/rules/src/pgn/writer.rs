//! Writing PGN: the tags, then the movetext (variations in parentheses, comments in braces,
//! NAGs as `$n`) wrapped at 80 columns.

use super::SEVEN_TAG_ROSTER;
use crate::castling::CastlingMode;
use crate::game::Game;
use crate::outcome::Outcome;
use crate::piece::Color;
use crate::tree::{MoveTree, NodeId};
use crate::STARTING_FEN;

/// Writes a game as PGN. `tags` may give any tags; the Seven Tag Roster comes first (with `?`
/// for those not given) and `Result` always matches the game. `SetUp` and `FEN` are added for a
/// game that did not start from the starting position, `Variant` for Chess960, `Termination`
/// for a finished game.
pub fn write(game: &Game, tags: &[(String, String)]) -> String {
    write_tree(&MoveTree::from_game(game), tags)
}

/// Writes a game with its variations, comments and NAGs as PGN (the tags as [`write`]).
pub fn write_tree(tree: &MoveTree, tags: &[(String, String)]) -> String {
    let outcome = tree.main_game().outcome();
    let result = outcome.map_or("*", Outcome::result);
    let mut out = String::new();
    write_tags(&mut out, tree, outcome, tags);
    out.push('\n');
    let mut movetext = Movetext::default();
    if let Some(comment) = &tree.node(MoveTree::ROOT).comment {
        movetext.comment(comment);
    }
    movetext.number_black = true;
    movetext.line(tree, MoveTree::ROOT);
    movetext.tokens.push(result.to_string());
    out.push_str(&wrap(&movetext.tokens, 80));
    out.push('\n');
    out
}

fn write_tags(
    out: &mut String,
    tree: &MoveTree,
    outcome: Option<Outcome>,
    tags: &[(String, String)],
) {
    let given = |name: &str| tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
    for name in SEVEN_TAG_ROSTER {
        let value = match name {
            "Result" => outcome.map_or("*", Outcome::result).to_string(),
            "Date" => given(name).unwrap_or_else(|| "????.??.??".to_string()),
            _ => given(name).unwrap_or_else(|| "?".to_string()),
        };
        write_tag(out, name, &value);
    }
    let start = tree.start();
    let derived = ["SetUp", "FEN", "Termination", "Variant"];
    if start.castling_mode() == CastlingMode::Chess960 {
        write_tag(out, "Variant", "Chess960");
    }
    let start_fen = start.to_fen();
    if start_fen != STARTING_FEN || start.castling_mode() == CastlingMode::Chess960 {
        write_tag(out, "SetUp", "1");
        write_tag(out, "FEN", &start_fen);
    }
    if let Some(outcome) = outcome {
        let termination = given("Termination").unwrap_or_else(|| outcome.reason().to_string());
        write_tag(out, "Termination", &termination);
    }
    for (name, value) in tags {
        if !SEVEN_TAG_ROSTER.contains(&name.as_str()) && !derived.contains(&name.as_str()) {
            write_tag(out, name, value);
        }
    }
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

/// The movetext as tokens; a token never holds a line break, comments are split into words.
#[derive(Default)]
struct Movetext {
    tokens: Vec<String>,
    /// The next Black move needs its number (`12...`): after a comment, a variation, a NAG,
    /// or at the start of a line.
    number_black: bool,
}

impl Movetext {
    /// The line that continues after `from`: its first child, then the other children as
    /// variations, then the first child's own continuation.
    fn line(&mut self, tree: &MoveTree, from: NodeId) {
        let mut at = from;
        while let Some((&main, variations)) = tree.node(at).children.split_first() {
            self.mv(tree, main);
            for &variation in variations {
                self.tokens.push("(".to_string());
                self.number_black = true;
                self.mv(tree, variation);
                self.line(tree, variation);
                self.tokens.push(")".to_string());
                self.number_black = true;
            }
            at = main;
        }
    }

    fn mv(&mut self, tree: &MoveTree, id: NodeId) {
        let node = tree.node(id);
        let Some(parent) = node.parent else {
            return;
        };
        if let Some(comment) = &node.comment_before {
            self.comment(comment);
        }
        let before = tree.position(parent);
        let number = before.fullmove_number();
        match before.turn() {
            Color::White => self.tokens.push(format!("{number}.")),
            Color::Black if self.number_black => self.tokens.push(format!("{number}...")),
            Color::Black => {}
        }
        self.number_black = false;
        self.tokens
            .push(node.san.map(|san| san.to_string()).unwrap_or_default());
        for nag in &node.nags {
            self.tokens.push(format!("${nag}"));
        }
        if let Some(comment) = &node.comment {
            self.comment(comment);
        }
    }

    fn comment(&mut self, text: &str) {
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.is_empty() {
            return;
        }
        // Written `{ like this }`, as lichess does. A brace would end the comment early: PGN
        // comments cannot hold one.
        self.tokens.push("{".to_string());
        self.tokens
            .extend(words.iter().map(|word| word.replace('}', ")")));
        self.tokens.push("}".to_string());
        self.number_black = true;
    }
}

/// Joins tokens with spaces into lines of at most `width` characters (a longer token stands
/// alone), with no space just inside parentheses.
fn wrap(tokens: &[String], width: usize) -> String {
    let mut text = String::new();
    let mut line_length = 0;
    let mut previous = "";
    for token in tokens {
        let glued = previous == "(" || token == ")";
        if line_length > 0 && line_length + usize::from(!glued) + token.len() > width {
            text.push('\n');
            line_length = 0;
        } else if line_length > 0 && !glued {
            text.push(' ');
            line_length += 1;
        }
        line_length += token.chars().count();
        text.push_str(token);
        previous = token;
    }
    text
}
