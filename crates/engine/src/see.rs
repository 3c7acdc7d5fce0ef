//! Static exchange evaluation: what a capture wins or loses once every piece that can join the
//! exchange on that square has, cheapest first.

use chess_rules::{Bitboard, Move, Position, Role};

/// Rough piece values for exchanges, pawn to king.
pub const VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

/// The value of a role.
pub fn value(role: Role) -> i32 {
    VALUE[role.index()]
}

/// The material the side to move gains (negative: loses) by playing `mv` and the best sequence
/// of recaptures on its square.
pub fn see(position: &Position, mv: Move) -> i32 {
    let board = position.board();
    let (from, to) = (mv.from(), mv.to());
    let Some(mover) = board.role_at(from).filter(|_| !mv.is_castle()) else {
        return 0;
    };
    let mut occupied = board.occupied().without(from);
    let mut captured = board.role_at(to).map_or(0, value);
    if position.is_capture(mv) && board.role_at(to).is_none() {
        // En passant: the victim stands beside the capturer.
        captured = value(Role::Pawn);
        occupied = occupied.without(chess_rules::Square::from_coords(to.file(), from.rank()));
    }
    let mut on_square = value(mover);
    if let Some(promotion) = mv.promotion() {
        captured += value(promotion) - value(Role::Pawn);
        on_square = value(promotion);
    }
    let mut gain = [0i32; 32];
    gain[0] = captured;
    let mut depth = 0;
    let mut side = !position.turn();
    loop {
        let attackers = board.attackers_to(to, occupied) & board.by_color(side);
        let Some((square, role)) = least_valuable(position, attackers) else {
            break;
        };
        depth += 1;
        gain[depth] = on_square - gain[depth - 1];
        if (-gain[depth - 1]).max(gain[depth]) < 0 || depth == 31 {
            break;
        }
        occupied = occupied.without(square);
        on_square = value(role);
        side = !side;
    }
    while depth > 0 {
        gain[depth - 1] = -(-gain[depth - 1]).max(gain[depth]);
        depth -= 1;
    }
    gain[0]
}

fn least_valuable(position: &Position, attackers: Bitboard) -> Option<(chess_rules::Square, Role)> {
    Role::ALL.iter().find_map(|&role| {
        (attackers & position.board().by_role(role))
            .first()
            .map(|square| (square, role))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let position = Position::from_fen(fen).unwrap();
        see(&position, position.parse_uci(uci).unwrap())
    }

    #[test]
    fn exchanges() {
        // Pawn takes an undefended knight; a knight defended by a pawn; rook takes a defended pawn.
        assert_eq!(see_of("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 320);
        assert_eq!(see_of("4k3/2p5/3n4/4P3/8/8/8/4K3 w - - 0 1", "e5d6"), 220);
        assert_eq!(
            see_of("4k3/2p5/3p4/8/8/8/8/3RK3 w - - 0 1", "d1d6"),
            100 - 500
        );
        // X-ray: the queen behind the rook joins in.
        assert_eq!(see_of("3rk3/8/3p4/8/8/8/3R4/3QK3 w - - 0 1", "d2d6"), 100);
    }
}
