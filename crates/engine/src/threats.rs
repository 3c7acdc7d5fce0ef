//! Where the opponent's cheaper pieces attack, and where a piece would check the opponent's
//! king. A piece standing where a lesser piece attacks it is likely lost unless it moves, and
//! a piece moved onto such a square likely given away; a safe check is often the best quiet
//! move: the quiet moves' order adds this to what their histories say, which learn it only
//! slowly and square by square.

use crate::see::see_at_least;
use chess_rules::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, pawn_set_attacks, queen_attacks,
    rook_attacks,
};
use chess_rules::{Bitboard, Move, Position, Role};

/// What a threatened piece gains by moving to safety (and loses by moving into danger), on
/// the scale of a quiet move's history (three tables, each within ±16,384).
const QUEEN_ESCAPE: i32 = 20_000;
const ROOK_ESCAPE: i32 = 14_000;
const MINOR_ESCAPE: i32 = 10_000;
/// What a quiet move that checks, on a square where the piece is not lost, gains.
const SAFE_CHECK: i32 = 10_000;
const _: () = assert!(QUEEN_ESCAPE + SAFE_CHECK <= i16::MAX as i32);

/// The squares the opponent of the side to move attacks, by its cheapest attackers.
#[derive(Copy, Clone, Debug)]
pub struct Threats {
    by_pawns: Bitboard,
    /// By pawns, knights or bishops: what a rook must avoid.
    by_minors: Bitboard,
    /// By pawns, minor pieces or rooks: what a queen must avoid.
    by_rooks: Bitboard,
    /// By any piece: where the quiet-move history tells threatened squares apart.
    by_any: Bitboard,
    /// By role, the squares from which a piece of the side to move checks the opponent's king
    /// (none for the king; discovered checks aside).
    checks: [Bitboard; 6],
}

impl Threats {
    /// The threats against the side to move's pieces in `position`.
    pub fn against_side_to_move(position: &Position) -> Threats {
        Threats {
            checks: check_squares(position),
            ..opponent_attacks(position)
        }
    }

    /// Every square the opponent of the side to move attacks in `position`, without the
    /// check squares `against_side_to_move` adds (for a caller that needs no more).
    pub fn attacked_in(position: &Position) -> Bitboard {
        opponent_attacks(position).by_any
    }

    /// Every square the opponent attacks.
    pub fn attacked(&self) -> Bitboard {
        self.by_any
    }

    /// What the quiet move `mv` of `role` is worth in the order beyond its histories: its
    /// escape bonus, and a safe check's (together within an i16, which the picker keeps it in).
    pub fn order_bonus(&self, position: &Position, role: Role, mv: Move) -> i16 {
        let checks = self.checks[role.index()].contains(mv.destination());
        let safe_check = checks && see_at_least(position, mv, 0);
        (self.escape_bonus(role, mv) + if safe_check { SAFE_CHECK } else { 0 }) as i16
    }

    /// What moving `role` by `mv` is worth for the threats alone: leaving a square a cheaper
    /// piece attacks for one it does not gains, the reverse loses, and nothing changes for a
    /// pawn or king, or a piece safe (or threatened) on both squares.
    pub fn escape_bonus(&self, role: Role, mv: Move) -> i32 {
        let (danger, weight) = match role {
            Role::Queen => (self.by_rooks, QUEEN_ESCAPE),
            Role::Rook => (self.by_minors, ROOK_ESCAPE),
            Role::Knight | Role::Bishop => (self.by_pawns, MINOR_ESCAPE),
            Role::Pawn | Role::King => return 0,
        };
        let from = i32::from(danger.contains(mv.from()));
        let to = i32::from(danger.contains(mv.destination()));
        weight * (from - to)
    }
}

/// The squares the opponent of the side to move attacks, by its cheapest attackers (no check
/// squares).
fn opponent_attacks(position: &Position) -> Threats {
    let board = position.board();
    let them = !position.turn();
    let theirs = |role| board.by_role(role) & board.by_color(them);
    let occupied = board.occupied();
    let by_pawns = pawn_set_attacks(them, theirs(Role::Pawn));
    let knights = theirs(Role::Knight).fold(Bitboard::EMPTY, |all, sq| all | knight_attacks(sq));
    let bishops = theirs(Role::Bishop).fold(Bitboard::EMPTY, |all, sq| {
        all | bishop_attacks(sq, occupied)
    });
    let by_minors = by_pawns | knights | bishops;
    let rooks =
        theirs(Role::Rook).fold(Bitboard::EMPTY, |all, sq| all | rook_attacks(sq, occupied));
    let by_rooks = by_minors | rooks;
    let queens =
        theirs(Role::Queen).fold(Bitboard::EMPTY, |all, sq| all | queen_attacks(sq, occupied));
    let king = theirs(Role::King).fold(Bitboard::EMPTY, |all, sq| all | king_attacks(sq));
    Threats {
        by_pawns,
        by_minors,
        by_rooks,
        by_any: by_rooks | queens | king,
        checks: [Bitboard::EMPTY; 6],
    }
}

/// By role, the squares from which a piece of the side to move would check the opponent's king.
fn check_squares(position: &Position) -> [Bitboard; 6] {
    let board = position.board();
    let them = !position.turn();
    let Some(king) = board.king_of(them) else {
        return [Bitboard::EMPTY; 6];
    };
    let occupied = board.occupied();
    let diagonal = bishop_attacks(king, occupied);
    let straight = rook_attacks(king, occupied);
    // A pawn of ours checks from where one of theirs on the king's square would attack.
    let pawn = pawn_attacks(them, king);
    [
        pawn,
        knight_attacks(king),
        diagonal,
        straight,
        diagonal | straight,
        Bitboard::EMPTY,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_rules::Square;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).expect("a valid FEN")
    }

    fn legal_move(position: &Position, from: Square, to: Square) -> Move {
        position
            .legal_moves()
            .into_iter()
            .find(|mv| mv.from() == from && mv.destination() == to)
            .expect("a legal move")
    }

    fn bonus(fen: &str, role: Role, from: Square, to: Square) -> i32 {
        let position = position(fen);
        let mv = legal_move(&position, from, to);
        Threats::against_side_to_move(&position).escape_bonus(role, mv)
    }

    #[test]
    fn a_queen_a_rook_attacks_gains_by_leaving_and_loses_by_coming() {
        // The black rook on d8 attacks the white queen on d1.
        let fen = "3rk3/8/8/8/8/8/8/3QK3 w - - 0 1";
        assert_eq!(
            bonus(fen, Role::Queen, Square::D1, Square::A4),
            QUEEN_ESCAPE
        );
        assert_eq!(bonus(fen, Role::Queen, Square::D1, Square::D4), 0);
        // The queen on b3, safe, moving into the rook's file.
        let fen = "3rk3/8/8/8/8/1Q6/8/4K3 w - - 0 1";
        assert_eq!(
            bonus(fen, Role::Queen, Square::B3, Square::D3),
            -QUEEN_ESCAPE
        );
        assert_eq!(bonus(fen, Role::Queen, Square::B3, Square::B5), 0);
    }

    #[test]
    fn a_knight_minds_only_pawns_and_a_king_nothing() {
        // Black's pawn on d5 attacks c4 and e4.
        let fen = "4k3/8/8/3p4/2N5/8/8/4K3 w - - 0 1";
        assert_eq!(
            bonus(fen, Role::Knight, Square::C4, Square::A3),
            MINOR_ESCAPE
        );
        assert_eq!(bonus(fen, Role::King, Square::E1, Square::E2), 0);
        let fen = "4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1";
        assert_eq!(
            bonus(fen, Role::Knight, Square::C3, Square::E4),
            -MINOR_ESCAPE
        );
        assert_eq!(bonus(fen, Role::Knight, Square::C3, Square::E2), 0);
        // A bishop attacks the knight on c4, but a bishop is no cheaper than a knight.
        let fen = "4k3/8/b7/8/2N5/8/8/4K3 w - - 0 1";
        assert_eq!(bonus(fen, Role::Knight, Square::C4, Square::A3), 0);
    }

    fn order_bonus(fen: &str, role: Role, from: Square, to: Square) -> i32 {
        let position = position(fen);
        let mv = legal_move(&position, from, to);
        i32::from(Threats::against_side_to_move(&position).order_bonus(&position, role, mv))
    }

    #[test]
    fn a_safe_check_gains_and_an_unsafe_one_does_not() {
        // The white knight on e4 checks from f6 (safe) or d6, where the black pawn on c7 takes
        // it: no check bonus there, only the loss of walking into a pawn's attack.
        let fen = "4k3/2p5/8/8/4N3/8/8/4K3 w - - 0 1";
        let knight = |to| order_bonus(fen, Role::Knight, Square::E4, to);
        assert_eq!(knight(Square::F6), SAFE_CHECK);
        assert_eq!(knight(Square::D6), -MINOR_ESCAPE);
        assert_eq!(knight(Square::G5), 0);
        // A rook checks along the open rank, not from beside it.
        let fen = "4k3/8/8/8/8/8/3P4/R3K1B1 w - - 0 1";
        let rook = |to| order_bonus(fen, Role::Rook, Square::A1, to);
        assert_eq!(rook(Square::A8), SAFE_CHECK);
        assert_eq!(rook(Square::A7), 0);
    }
}
