//! Piece placement: where each piece stands, nothing about whose turn it is.

use crate::attacks::{self, Tables};
use crate::bitboard::Bitboard;
use crate::piece::{Color, Piece, Role};
use crate::square::{File, Rank, Square};

/// Where the pieces stand: one set of squares per role and one per colour, and the role on
/// each square (the same facts square by square: "what stands here?" is asked at every move
/// the engine orders, and six set lookups cost more than one byte).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    roles: [Option<Role>; 64],
}

impl Default for Board {
    fn default() -> Board {
        Board::starting()
    }
}

impl Board {
    /// A board with no pieces.
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            roles: [None; 64],
        }
    }

    /// The pieces as they stand at the start of a game.
    pub fn starting() -> Board {
        let back_rank = [
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
            Role::Bishop,
            Role::Knight,
            Role::Rook,
        ];
        let mut board = Board::empty();
        for (file, role) in File::all().zip(back_rank) {
            for (color, back, pawns) in [(Color::White, 0, 1), (Color::Black, 7, 6)] {
                let rank = |index| Rank::new(index).expect("rank index below 8");
                board.put(
                    Square::from_coords(file, rank(back)),
                    Piece::new(color, role),
                );
                board.put(
                    Square::from_coords(file, rank(pawns)),
                    Piece::new(color, Role::Pawn),
                );
            }
        }
        board
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares holding `color`'s pieces.
    #[inline(always)]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares holding pieces of this role, of both colours.
    #[inline(always)]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares holding this piece.
    #[inline(always)]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role(piece.role) & self.by_color(piece.color)
    }

    /// Bishops and queens: the pieces that attack along diagonals.
    #[inline(always)]
    pub fn diagonal_sliders(&self) -> Bitboard {
        self.by_role(Role::Bishop) | self.by_role(Role::Queen)
    }

    /// Rooks and queens: the pieces that attack along ranks and files.
    #[inline(always)]
    pub fn straight_sliders(&self) -> Bitboard {
        self.by_role(Role::Rook) | self.by_role(Role::Queen)
    }

    /// The square of `color`'s king (the first one, should a set-up have several).
    #[inline(always)]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        (self.by_role(Role::King) & self.by_color(color)).first()
    }

    /// The role of the piece on `sq`, if any.
    #[inline(always)]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        self.roles[sq.index()]
    }

    /// The colour of the piece on `sq`, if any.
    #[inline(always)]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Some(Piece::new(self.color_at(sq)?, self.role_at(sq)?))
    }

    /// Puts `piece` on `sq`, which must be empty.
    #[inline(always)]
    pub fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert!(!self.occupied().contains(sq), "put on occupied {sq}");
        self.toggle(sq, piece);
        self.roles[sq.index()] = Some(piece.role);
    }

    /// Removes `piece` from `sq`, where it must stand.
    #[inline(always)]
    pub(crate) fn take(&mut self, sq: Square, piece: Piece) {
        debug_assert_eq!(self.piece_at(sq), Some(piece), "take from {sq}");
        self.toggle(sq, piece);
        self.roles[sq.index()] = None;
    }

    /// Removes and returns whatever stands on `sq`.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.take(sq, piece);
        Some(piece)
    }

    #[inline(always)]
    fn toggle(&mut self, sq: Square, piece: Piece) {
        let bit = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] ^= bit;
        self.by_color[piece.color.index()] ^= bit;
    }

    /// Every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .filter_map(move |sq| self.piece_at(sq).map(|piece| (sq, piece)))
    }

    /// The pieces of `by` that attack `sq` when the board's pieces stand on `occupied`.
    #[inline(always)]
    pub(crate) fn attackers_with(
        &self,
        t: &Tables,
        sq: Square,
        by: Color,
        occupied: Bitboard,
    ) -> Bitboard {
        let theirs = self.by_color(by);
        ((attacks::knight_attacks(sq) & self.by_role(Role::Knight))
            | (attacks::king_attacks(sq) & self.by_role(Role::King))
            | (attacks::pawn_attacks(!by, sq) & self.by_role(Role::Pawn))
            | (t.bishop(sq, occupied) & self.diagonal_sliders())
            | (t.rook(sq, occupied) & self.straight_sliders()))
            & theirs
    }

    /// The pieces of `by` that attack `sq`.
    pub fn attackers(&self, sq: Square, by: Color) -> Bitboard {
        self.attackers_with(attacks::tables(), sq, by, self.occupied())
    }

    /// The pieces of both colours that attack `sq` if the pieces stood only on `occupied`: what
    /// a static exchange evaluation replays, removing one capturer after another.
    pub fn attackers_to(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let t = attacks::tables();
        let pawns = self.by_role(Role::Pawn);
        ((attacks::knight_attacks(sq) & self.by_role(Role::Knight))
            | (attacks::king_attacks(sq) & self.by_role(Role::King))
            | (attacks::pawn_attacks(Color::Black, sq) & pawns & self.by_color(Color::White))
            | (attacks::pawn_attacks(Color::White, sq) & pawns & self.by_color(Color::Black))
            | (t.bishop(sq, occupied) & self.diagonal_sliders())
            | (t.rook(sq, occupied) & self.straight_sliders()))
            & occupied
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::test;

    #[test]
    fn starting_board_has_thirty_two_pieces() {
        let board = Board::starting();
        assert_eq!(board.occupied().count(), 32);
        assert_eq!(board.king_of(Color::White), Some(Square::E1));
        assert_eq!(board.king_of(Color::Black), Some(Square::E8));
        assert_eq!(
            board.piece_at(Square::D8),
            Some(Piece::new(Color::Black, Role::Queen))
        );
        assert_eq!(board.piece_at(Square::E4), None);
    }

    #[test]
    fn attackers_of_a_square() {
        let board = Board::starting();
        // f3 is covered by the g1 knight and the e2 and g2 pawns.
        let attackers = board.attackers(Square::F3, Color::White);
        assert_eq!(
            attackers,
            [Square::G1, Square::E2, Square::G2].into_iter().collect()
        );
        assert!(board.attackers(Square::E4, Color::White).is_empty());
    }
}
