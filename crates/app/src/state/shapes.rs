//! Arrows and circles drawn on the board, kept per position of the move tree. In PGN they
//! travel in comments as `[%cal Ge2e4,Rd1d8]` (arrows) and `[%csl Gf3]` (circles), as lichess
//! and ChessBase write them, so a saved or exported game keeps them.

use chess_rules::pgn::collapse_whitespace;
use chess_rules::{MoveTree, NodeId, Square};
use std::collections::BTreeMap;

/// A shape's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Brush {
    /// No modifier key.
    Green,
    /// Shift (or Ctrl).
    Red,
    /// Alt.
    Blue,
    /// Shift and Alt together.
    Yellow,
}

impl Brush {
    /// The brush for the modifier keys held, as lichess chooses.
    pub fn for_modifiers(shift: bool, ctrl: bool, alt: bool) -> Brush {
        match (shift || ctrl, alt) {
            (false, false) => Brush::Green,
            (true, false) => Brush::Red,
            (false, true) => Brush::Blue,
            (true, true) => Brush::Yellow,
        }
    }

    /// The `data-brush` name.
    pub fn name(self) -> &'static str {
        match self {
            Brush::Green => "green",
            Brush::Red => "red",
            Brush::Blue => "blue",
            Brush::Yellow => "yellow",
        }
    }

    fn letter(self) -> char {
        match self {
            Brush::Green => 'G',
            Brush::Red => 'R',
            Brush::Blue => 'B',
            Brush::Yellow => 'Y',
        }
    }

    fn from_letter(letter: char) -> Option<Brush> {
        Some(match letter {
            'G' => Brush::Green,
            'R' => Brush::Red,
            'B' => Brush::Blue,
            'Y' => Brush::Yellow,
            _ => return None,
        })
    }
}

/// An arrow or a circle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Shape {
    /// An arrow between two squares.
    Arrow {
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// Its colour.
        brush: Brush,
    },
    /// A circle on a square.
    Circle {
        /// Where.
        square: Square,
        /// Its colour.
        brush: Brush,
    },
}

impl Shape {
    /// The same shape in another colour counts as the same place: drawing it again with a
    /// different brush recolours it.
    fn place(&self) -> (Square, Option<Square>) {
        match *self {
            Shape::Arrow { from, to, .. } => (from, Some(to)),
            Shape::Circle { square, .. } => (square, None),
        }
    }
}

/// Every node's shapes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shapes(BTreeMap<NodeId, Vec<Shape>>);

impl Shapes {
    /// The shapes on a node's position.
    pub fn at(&self, node: NodeId) -> &[Shape] {
        self.0.get(&node).map_or(&[], Vec::as_slice)
    }

    /// Draws a shape, or removes it if the same one is there (recolours it if the colour differs).
    pub fn toggle(&mut self, node: NodeId, shape: Shape) {
        let shapes = self.0.entry(node).or_default();
        match shapes.iter().position(|s| s.place() == shape.place()) {
            Some(i) if shapes[i] == shape => {
                shapes.remove(i);
            }
            Some(i) => shapes[i] = shape,
            None => shapes.push(shape),
        }
        if shapes.is_empty() {
            self.0.remove(&node);
        }
    }

    /// Removes a node's shapes.
    pub fn clear(&mut self, node: NodeId) {
        self.0.remove(&node);
    }

    /// A copy of the tree with each node's shapes written into its comment.
    pub fn written_into(&self, tree: &MoveTree) -> MoveTree {
        let mut tree = tree.clone();
        for (&node, shapes) in &self.0 {
            // A node taken out of the tree keeps no comment (its shapes go with it).
            if !tree.contains(node) {
                continue;
            }
            let commands = comment_commands(shapes);
            let comment = match &tree.node(node).comment {
                Some(text) => format!("{commands} {text}"),
                None => commands,
            };
            tree.set_comment(node, &comment);
        }
        tree
    }

    /// Takes the shape commands out of the tree's comments.
    pub fn taken_from(tree: &mut MoveTree) -> Shapes {
        let mut shapes = Shapes::default();
        for node in tree.ids() {
            let Some(comment) = tree.node(node).comment.clone() else {
                continue;
            };
            let (found, rest) = parse_comment(&comment);
            if !found.is_empty() {
                shapes.0.insert(node, found);
                tree.set_comment(node, &rest);
            }
        }
        shapes
    }
}

fn comment_commands(shapes: &[Shape]) -> String {
    let arrows: Vec<String> = shapes
        .iter()
        .filter_map(|shape| match shape {
            Shape::Arrow { from, to, brush } => Some(format!("{}{from}{to}", brush.letter())),
            Shape::Circle { .. } => None,
        })
        .collect();
    let circles: Vec<String> = shapes
        .iter()
        .filter_map(|shape| match shape {
            Shape::Circle { square, brush } => Some(format!("{}{square}", brush.letter())),
            Shape::Arrow { .. } => None,
        })
        .collect();
    let mut parts = Vec::new();
    if !circles.is_empty() {
        parts.push(format!("[%csl {}]", circles.join(",")));
    }
    if !arrows.is_empty() {
        parts.push(format!("[%cal {}]", arrows.join(",")));
    }
    parts.join(" ")
}

/// The shapes in a comment's `[%csl …]` and `[%cal …]` commands, and the comment without them.
fn parse_comment(comment: &str) -> (Vec<Shape>, String) {
    let mut shapes = Vec::new();
    let mut rest = String::new();
    let mut text = comment;
    while let Some(start) = text.find("[%c") {
        let Some(length) = text[start..].find(']') else {
            break;
        };
        let command = &text[start + 1..start + length];
        let parsed = match command.split_once(' ') {
            Some(("%csl", list)) => list.split(',').map(circle).collect::<Option<Vec<_>>>(),
            Some(("%cal", list)) => list.split(',').map(arrow).collect::<Option<Vec<_>>>(),
            _ => None,
        };
        rest.push_str(&text[..start]);
        match parsed {
            Some(found) => shapes.extend(found),
            None => rest.push_str(&text[start..start + length + 1]),
        }
        text = &text[start + length + 1..];
    }
    rest.push_str(text);
    (shapes, collapse_whitespace(&rest).into_owned())
}

fn circle(item: &str) -> Option<Shape> {
    let item = item.trim();
    let brush = Brush::from_letter(item.chars().next()?)?;
    Some(Shape::Circle {
        square: item.get(1..3)?.parse().ok()?,
        brush,
    })
}

fn arrow(item: &str) -> Option<Shape> {
    let item = item.trim();
    let brush = Brush::from_letter(item.chars().next()?)?;
    Some(Shape::Arrow {
        from: item.get(1..3)?.parse().ok()?,
        to: item.get(3..5)?.parse().ok()?,
        brush,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_rules::Position;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn the_same_shape_again_removes_it_and_another_colour_recolours_it() {
        let mut shapes = Shapes::default();
        let green = Shape::Arrow {
            from: sq("e2"),
            to: sq("e4"),
            brush: Brush::Green,
        };
        let red = Shape::Arrow {
            from: sq("e2"),
            to: sq("e4"),
            brush: Brush::Red,
        };
        shapes.toggle(3, green);
        shapes.toggle(
            3,
            Shape::Circle {
                square: sq("f3"),
                brush: Brush::Blue,
            },
        );
        assert_eq!(shapes.at(3).len(), 2);
        shapes.toggle(3, red);
        assert_eq!(shapes.at(3)[0], red);
        shapes.toggle(3, red);
        assert_eq!(shapes.at(3).len(), 1);
        assert!(shapes.at(4).is_empty());
        shapes.clear(3);
        assert_eq!(shapes, Shapes::default(), "nothing left anywhere");
    }

    #[test]
    fn modifiers_choose_the_brush() {
        assert_eq!(Brush::for_modifiers(false, false, false), Brush::Green);
        assert_eq!(Brush::for_modifiers(true, false, false), Brush::Red);
        assert_eq!(Brush::for_modifiers(false, true, false), Brush::Red);
        assert_eq!(Brush::for_modifiers(false, false, true), Brush::Blue);
        assert_eq!(Brush::for_modifiers(true, false, true), Brush::Yellow);
    }

    #[test]
    fn shapes_travel_in_pgn_comments() {
        let mut tree = MoveTree::new(Position::new());
        let e4 = tree
            .play(MoveTree::ROOT, Position::new().parse_san("e4").unwrap())
            .unwrap();
        tree.set_comment(e4, "a good move");
        let mut shapes = Shapes::default();
        shapes.toggle(
            e4,
            Shape::Arrow {
                from: sq("g1"),
                to: sq("f3"),
                brush: Brush::Green,
            },
        );
        shapes.toggle(
            e4,
            Shape::Circle {
                square: sq("d5"),
                brush: Brush::Red,
            },
        );
        let mut written = shapes.written_into(&tree);
        assert_eq!(
            written.node(e4).comment.as_deref(),
            Some("[%csl Rd5] [%cal Gg1f3] a good move")
        );
        let back = Shapes::taken_from(&mut written);
        assert_eq!(back.at(e4).len(), 2);
        assert_eq!(written, tree, "the comment is as it was");
        let (found, rest) = parse_comment("[%clk 0:03:00] [%cal Ra1a8,Bh1h8] keep");
        assert_eq!(found.len(), 2);
        assert_eq!(rest, "[%clk 0:03:00] keep");
    }

    #[test]
    fn every_brush_has_its_name_and_travels_in_comments() {
        let brushes = [Brush::Green, Brush::Red, Brush::Blue, Brush::Yellow];
        let names: Vec<&str> = brushes.iter().map(|b| b.name()).collect();
        assert_eq!(names, ["green", "red", "blue", "yellow"]);
        let mut tree = MoveTree::new(Position::new());
        let e4 = tree
            .play(MoveTree::ROOT, Position::new().parse_san("e4").unwrap())
            .unwrap();
        let mut shapes = Shapes::default();
        let squares = ["a1", "b2", "c3", "d4"];
        for (brush, square) in brushes.into_iter().zip(squares) {
            let square = sq(square);
            shapes.toggle(e4, Shape::Circle { square, brush });
        }
        let mut written = shapes.written_into(&tree);
        assert_eq!(
            written.node(e4).comment.as_deref(),
            Some("[%csl Ga1,Rb2,Bc3,Yd4]")
        );
        assert_eq!(
            Shapes::taken_from(&mut written),
            shapes,
            "all four read back"
        );
    }

    #[test]
    fn the_shapes_of_a_move_taken_out_of_the_tree_are_not_written() {
        let mut tree = MoveTree::new(Position::new());
        let e4 = tree
            .play(MoveTree::ROOT, Position::new().parse_san("e4").unwrap())
            .unwrap();
        let mut shapes = Shapes::default();
        let square = sq("e4");
        shapes.toggle(
            e4,
            Shape::Circle {
                square,
                brush: Brush::Red,
            },
        );
        tree.delete_from(e4);
        let written = shapes.written_into(&tree);
        assert_eq!(written, tree);
    }
}
