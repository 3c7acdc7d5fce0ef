//! Static exchange evaluation: what a capture wins or loses once every piece that can join the
//! exchange on that square has, cheapest first.

use chess_rules::{Bitboard, Move, Position, Role};

/// Rough piece values for exchanges, pawn to king.
pub const VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

/// The value of a role.
pub fn value(role: Role) -> i32 {
    VALUE[role.index()]
}

/// An exchange's first capture: the squares still occupied once the mover has left (and an
/// en passant victim is gone), the value taken, the value of the piece now on the square.
/// `None` for castling.
struct FirstCapture {
    occupied: Bitboard,
    captured: i32,
    on_square: i32,
}

fn first_capture(position: &Position, mv: Move) -> Option<FirstCapture> {
    let board = position.board();
    let (from, to) = (mv.from(), mv.to());
    let mover = board.role_at(from).filter(|_| !mv.is_castle())?;
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
    Some(FirstCapture {
        occupied,
        captured,
        on_square,
    })
}

/// The material the side to move gains (negative: loses) by playing `mv` and the best sequence
/// of recaptures on its square: the whole exchange played out, the reference `see_at_least`
/// is tested against.
#[cfg(test)]
pub fn see(position: &Position, mv: Move) -> i32 {
    let board = position.board();
    let to = mv.to();
    let Some(FirstCapture {
        mut occupied,
        captured,
        mut on_square,
    }) = first_capture(position, mv)
    else {
        return 0;
    };
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
        if depth == 31 {
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

/// Does `mv` gain at least `threshold` (negative: lose at most its opposite) once the
/// exchange it starts on its square is played out? The same answer as the whole exchange
/// compared with the threshold, but most captures are settled before any attacker is looked
/// at (a pawn taking a knight wins whatever follows), and the rest stop as soon as the outcome
/// is sure, which makes it several times cheaper: the search asks this at most nodes.
pub fn see_at_least(position: &Position, mv: Move, threshold: i32) -> bool {
    let board = position.board();
    let to = mv.to();
    let Some(FirstCapture {
        mut occupied,
        captured,
        on_square,
    }) = first_capture(position, mv)
    else {
        return 0 >= threshold;
    };
    // `balance`: what the side to move has over the threshold if the exchange stops now, the
    // piece on the square assumed lost. Each capture hands the question to the other side.
    let mut balance = captured - threshold;
    if balance < 0 {
        return false; // Even unanswered, the capture falls short.
    }
    balance -= on_square;
    if balance >= 0 {
        return true; // Even losing the capturer, it reaches the threshold.
    }
    let us = position.turn();
    let mut side = !us;
    loop {
        let attackers = board.attackers_to(to, occupied) & board.by_color(side);
        let Some((square, role)) = least_valuable(position, attackers) else {
            break;
        };
        occupied = occupied.without(square);
        side = !side;
        // The side that just captured stands to lose its capturer next.
        balance = -balance - 1 - value(role);
        if balance >= 0 {
            break;
        }
    }
    // The side left to move lost the exchange.
    side != us
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

    /// Positions of random games from the start: every move, many thresholds, the
    /// threshold form against the full exchange.
    #[test]
    fn see_at_least_agrees_with_see() {
        let mut random = crate::random::Random::new(11);
        for _ in 0..60 {
            let mut position = Position::new();
            for _ in 0..120 {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for &mv in &moves {
                    let exchange = see(&position, mv);
                    for threshold in [
                        -1000, -500, -101, -100, -99, -1, 0, 1, 99, 100, 101, 220, 320, 500, 900,
                    ] {
                        assert_eq!(
                            see_at_least(&position, mv, threshold),
                            exchange >= threshold,
                            "{} {mv} {threshold} (see {exchange})",
                            position.to_fen()
                        );
                    }
                    assert!(
                        see_at_least(&position, mv, exchange),
                        "{} {mv} {exchange}",
                        position.to_fen()
                    );
                    assert!(!see_at_least(&position, mv, exchange + 1));
                }
                position.play_unchecked(moves[random.below(moves.len())]);
            }
        }
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
