//! Chess960 start positions, numbered 0 to 959 as Reinhard Scharnagl numbered them (518 is the
//! standard position): the bishops on squares of opposite colours, the king between the rooks,
//! Black's pieces mirroring White's.

use crate::board::Board;
use crate::castling::{CastlingMode, CastlingRights, CastlingSide};
use crate::piece::{Color, Piece, Role};
use crate::position::Position;
use crate::setup::Setup;
use crate::square::{File, Rank, Square};

/// How many Chess960 start positions there are.
pub const COUNT: u16 = 960;

/// Where the knights go among the five squares left after the bishops and the queen.
const KNIGHT_PAIRS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// The back rank of start position `number` (0-959), a-file first.
pub fn back_rank(number: u16) -> Option<[Role; 8]> {
    if number >= COUNT {
        return None;
    }
    let mut rank: [Option<Role>; 8] = [None; 8];
    let n = usize::from(number);
    rank[(n % 4) * 2 + 1] = Some(Role::Bishop); // light squares: b, d, f, h
    rank[(n / 4 % 4) * 2] = Some(Role::Bishop); // dark squares: a, c, e, g
    let n = n / 16;
    place_on_empty(&mut rank, n % 6, Role::Queen);
    let (first, second) = KNIGHT_PAIRS[n / 6];
    // The second knight's index counts the empty squares before the first is placed.
    place_on_empty(&mut rank, second, Role::Knight);
    place_on_empty(&mut rank, first, Role::Knight);
    for role in [Role::Rook, Role::King, Role::Rook] {
        place_on_empty(&mut rank, 0, role);
    }
    let mut roles = [Role::Pawn; 8];
    for (slot, role) in roles.iter_mut().zip(rank) {
        *slot = role?;
    }
    Some(roles)
}

fn place_on_empty(rank: &mut [Option<Role>; 8], index: usize, role: Role) {
    if let Some(slot) = rank.iter_mut().filter(|slot| slot.is_none()).nth(index) {
        *slot = Some(role);
    }
}

impl Position {
    /// Chess960 start position `number` (0-959; 518 is the standard start), with all four
    /// castling rights, in Chess960 mode. `None` past 959.
    ///
    /// ```
    /// use chess_rules::Position;
    /// let start = Position::chess960(0).unwrap();
    /// assert_eq!(start.to_fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /// ```
    pub fn chess960(number: u16) -> Option<Position> {
        let roles = back_rank(number)?;
        let mut board = Board::empty();
        let mut castling = CastlingRights::NONE;
        let king = roles.iter().position(|&r| r == Role::King)?;
        for (file, role) in File::all().zip(roles) {
            for color in Color::ALL {
                let first = Rank::First.relative_to(color);
                let second = Rank::Second.relative_to(color);
                board.put(Square::from_coords(file, first), Piece::new(color, role));
                board.put(
                    Square::from_coords(file, second),
                    Piece::new(color, Role::Pawn),
                );
                if role == Role::Rook {
                    let side = if usize::from(file.index()) > king {
                        CastlingSide::KingSide
                    } else {
                        CastlingSide::QueenSide
                    };
                    castling = castling.with_rook(color, side, file);
                }
            }
        }
        let setup = Setup {
            board,
            castling,
            ..Setup::default()
        };
        Position::from_setup(setup, CastlingMode::Chess960).ok()
    }

    /// The Chess960 number of this position's arrangement if it is a start position (all
    /// pieces home, all castling rights, White to move at move 1).
    pub fn chess960_number(&self) -> Option<u16> {
        (0..COUNT).find(|&n| {
            Position::chess960(n).is_some_and(|start| start.to_setup() == self.to_setup())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::test;

    #[test]
    fn scharnagl_numbers() {
        let letters = |n| -> String {
            back_rank(n)
                .unwrap()
                .iter()
                .map(|r| r.upper_char())
                .collect()
        };
        assert_eq!(letters(518), "RNBQKBNR");
        assert_eq!(letters(0), "BBQNNRKR");
        assert_eq!(letters(959), "RKRNNQBB");
        assert_eq!(back_rank(960), None);
        assert_eq!(
            Position::chess960(518).unwrap().to_fen(),
            crate::STARTING_FEN
        );
        assert_eq!(
            Position::chess960(518).unwrap().chess960_number(),
            Some(518)
        );
    }

    #[test]
    fn every_start_position_is_legal_and_well_formed() {
        for n in 0..COUNT {
            let roles = back_rank(n).unwrap();
            let files = |role| (0..8).filter(move |&i| roles[i] == role);
            let bishops: Vec<usize> = files(Role::Bishop).collect();
            assert_eq!(bishops.len(), 2);
            assert_ne!(
                bishops[0] % 2,
                bishops[1] % 2,
                "{n}: bishops on opposite colours"
            );
            let rooks: Vec<usize> = files(Role::Rook).collect();
            let king = files(Role::King).next().unwrap();
            assert!(
                rooks[0] < king && king < rooks[1],
                "{n}: king between the rooks"
            );
            assert!(Position::chess960(n).is_some(), "{n}");
        }
    }
}
