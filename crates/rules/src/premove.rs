//! Premove destinations: where a piece might be able to go once the opponent has moved, by the
//! shape of its moves alone (the pieces in the way may move or be taken first).

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::piece::Role;
use crate::position::Position;
use crate::square::{Rank, Square};

impl Position {
    /// The squares the piece on `from` could move to after one move of the opponent's: every
    /// square its move shape reaches on an empty board (a pawn's step, double step from its
    /// start and diagonal captures; a king's steps and castlings it still has the right to).
    /// Empty if there is no piece.
    pub fn premove_destinations(&self, from: Square) -> Bitboard {
        let Some(piece) = self.piece_at(from) else {
            return Bitboard::EMPTY;
        };
        match piece.role {
            Role::Knight | Role::Bishop | Role::Rook | Role::Queen => {
                attacks::piece_attacks(piece, from, Bitboard::EMPTY)
            }
            Role::King => {
                let castles = self
                    .castling_rights()
                    .iter()
                    .filter(|&(color, _, _)| color == piece.color)
                    .flat_map(|(_, _, rook)| {
                        let castle = Move::castle(from, rook);
                        [rook, castle.destination()]
                    });
                attacks::king_attacks(from) | castles.collect()
            }
            Role::Pawn => {
                let forward = if piece.color == crate::Color::White {
                    1
                } else {
                    -1
                };
                let mut squares = attacks::pawn_attacks(piece.color, from);
                if let Some(one) = from.offset(0, forward) {
                    squares = squares.with(one);
                    if from.rank() == Rank::Second.relative_to(piece.color) {
                        squares |= one
                            .offset(0, forward)
                            .map(Bitboard::from_square)
                            .unwrap_or_default();
                    }
                }
                squares
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::test;
    use crate::{Position, Square};

    fn names(position: &Position, from: Square) -> Vec<String> {
        position
            .premove_destinations(from)
            .map(|s| s.to_string())
            .collect()
    }

    #[test]
    fn premove_destinations_follow_the_move_shapes_through_pieces() {
        let start = Position::new();
        let pawn = start.premove_destinations(Square::E2);
        assert!(
            pawn.contains(Square::E4) && pawn.contains(Square::D3) && pawn.contains(Square::F3)
        );
        assert_eq!(pawn.count(), 4);
        // The bishop's diagonals run through its own pawns.
        assert_eq!(start.premove_destinations(Square::C1).count(), 7);
        assert!(
            start.premove_destinations(Square::E1).contains(Square::G1),
            "castling"
        );
        assert!(start.premove_destinations(Square::E4).is_empty());
        assert_eq!(names(&start, Square::G1).len(), 3);
    }
}
