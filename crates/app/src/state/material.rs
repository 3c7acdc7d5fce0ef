//! The material on the board, as the player strips show it: the pieces each side has taken and
//! who is ahead, by how many points (pawn 1, knight and bishop 3, rook 5, queen 9).

use chess_rules::{Board, Color, Piece, Role};

const ROLES: [Role; 5] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

fn points(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

/// One side's part of the material picture.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Captured {
    /// The opponent's pieces this side has taken, most valuable first (as counted against the
    /// opponent's pieces on the board, so a promotion shows as a piece taken back).
    pub pieces: Vec<Role>,
    /// Points ahead (0 when not ahead).
    pub advantage: i32,
}

/// What each side has taken, White's first: per role, the difference between the two sides'
/// counts goes to the side with more (so captures and promotions both show).
pub fn captured(board: &Board) -> [Captured; 2] {
    let count = |color, role| board.by_piece(Piece::new(color, role)).count() as i32;
    let mut sides = [Captured::default(), Captured::default()];
    for role in ROLES {
        let difference = count(Color::White, role) - count(Color::Black, role);
        let (side, n) = if difference > 0 {
            (0, difference)
        } else {
            (1, -difference)
        };
        sides[side]
            .pieces
            .extend(std::iter::repeat_n(role, n as usize));
    }
    let total = |side: &Captured| side.pieces.iter().map(|&r| points(r)).sum::<i32>();
    let (white, black) = (total(&sides[0]), total(&sides[1]));
    sides[0].advantage = (white - black).max(0);
    sides[1].advantage = (black - white).max(0);
    sides
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_rules::Position;

    #[test]
    fn captured_pieces_and_the_advantage() {
        let start = captured(Position::new().board());
        assert_eq!(start, [Captured::default(), Captured::default()]);
        // White is a knight up and Black a pawn: White +2.
        let board =
            Position::from_fen("r1bqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        let [white, black] = captured(board.board());
        assert_eq!(white.pieces, [Role::Knight]);
        assert_eq!(black.pieces, [Role::Pawn]);
        assert_eq!((white.advantage, black.advantage), (2, 0));
    }
}
