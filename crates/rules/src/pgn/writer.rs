//! Writing PGN: the tags, then the movetext (variations in parentheses, comments in braces,
//! NAGs as `$n`) wrapped at 80 columns.

use super::tags::Tags;
use crate::game::Game;
use crate::outcome::Outcome;
use crate::piece::Color;
use crate::tree::{MoveTree, NodeId};

/// Writes a game as PGN, its tags as [`Tags::written_for`] puts them (the Seven Tag Roster
/// first, `Result` always the game's, `SetUp`/`FEN`, `Variant` and `Termination` derived).
pub fn write(game: &Game, tags: &Tags) -> String {
    write_tree(&MoveTree::from_game(game), tags)
}

/// Writes a game with its variations, comments and NAGs as PGN (the tags as [`write`]).
pub fn write_tree(tree: &MoveTree, tags: &Tags) -> String {
    let result = tree.main_game().outcome().map_or("*", Outcome::result);
    let mut out = String::new();
    for (name, value) in tags.written_for(tree).iter() {
        write_tag(&mut out, name, value);
    }
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
        let text = super::collapse_whitespace(text);
        if text.is_empty() {
            return;
        }
        // Written `{ like this }`, as lichess does. A brace would end the comment early: PGN
        // comments cannot hold one.
        self.tokens.push("{".to_string());
        self.tokens
            .extend(text.split(' ').map(|word| word.replace('}', ")")));
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
