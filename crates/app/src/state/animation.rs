//! Which pieces slide when the board changes: a plan computed from the pieces before and after,
//! so moves, castling, navigation and take-backs all animate the same way.

use chess_rules::{Board, Piece, Square};

/// A piece that slides from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slide {
    /// Where it was drawn before.
    pub from: Square,
    /// Where it is drawn now.
    pub to: Square,
}

/// The slides that turn `before` into `after`: each piece that appeared on a square comes from
/// the nearest square where the same piece disappeared. Pieces that appear from nowhere (a
/// promotion, a take-back of a capture) simply appear.
pub fn plan(before: &Board, after: &Board) -> Vec<Slide> {
    let appeared: Vec<(Square, Piece)> = Square::all()
        .filter_map(|sq| {
            after
                .piece_at(sq)
                .filter(|p| before.piece_at(sq) != Some(*p))
                .map(|p| (sq, p))
        })
        .collect();
    let mut vanished: Vec<(Square, Piece)> = Square::all()
        .filter_map(|sq| {
            before
                .piece_at(sq)
                .filter(|p| after.piece_at(sq) != Some(*p))
                .map(|p| (sq, p))
        })
        .collect();
    let mut slides = Vec::new();
    for (to, piece) in appeared {
        let nearest = vanished
            .iter()
            .enumerate()
            .filter(|(_, (_, p))| *p == piece)
            .min_by_key(|(_, (from, _))| from.distance(to))
            .map(|(index, _)| index);
        if let Some(index) = nearest {
            let (from, _) = vanished.swap_remove(index);
            slides.push(Slide { from, to });
        }
    }
    slides
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_rules::Position;

    fn board_after(fen: &str, uci: &str) -> (Board, Board) {
        let before = Position::from_fen(fen).unwrap();
        let after = before.play(before.parse_uci(uci).unwrap()).unwrap();
        (before.board().clone(), after.board().clone())
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn a_move_slides_one_piece() {
        let (before, after) = board_after(chess_rules::STARTING_FEN, "g1f3");
        assert_eq!(
            plan(&before, &after),
            [Slide {
                from: sq("g1"),
                to: sq("f3")
            }]
        );
    }

    #[test]
    fn castling_slides_king_and_rook() {
        let (before, after) = board_after("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1");
        let mut slides = plan(&before, &after);
        slides.sort_by_key(|s| s.to);
        assert_eq!(
            slides,
            [
                Slide {
                    from: sq("h1"),
                    to: sq("f1")
                },
                Slide {
                    from: sq("e1"),
                    to: sq("g1")
                }
            ]
        );
    }

    #[test]
    fn going_back_slides_the_piece_home_and_the_captured_piece_reappears() {
        let (before, after) = board_after("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5");
        assert_eq!(
            plan(&after, &before),
            [Slide {
                from: sq("d5"),
                to: sq("e4")
            }]
        );
    }

    #[test]
    fn promotion_makes_the_new_piece_appear() {
        let (before, after) = board_after("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q");
        assert!(plan(&before, &after).is_empty());
    }
}
