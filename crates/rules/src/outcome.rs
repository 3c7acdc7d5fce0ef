//! How a game ended: checkmate, stalemate, the draw rules, resignation.

use crate::bitboard::Bitboard;
use crate::piece::{Color, Role};
use crate::position::Position;
use std::fmt;

/// Why one side won.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser's king is in check with no legal move.
    Checkmate,
    /// The loser resigned.
    Resignation,
    /// The loser ran out of time.
    TimeForfeit,
    /// The result comes from a game record that does not say why.
    Recorded,
}

/// Why the game is drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can checkmate by any series of legal moves (a dead position).
    InsufficientMaterial,
    /// The same position occurred a third time and a player claimed the draw.
    ThreefoldRepetition,
    /// The same position occurred a fifth time: drawn automatically.
    FivefoldRepetition,
    /// Fifty moves each without a capture or pawn move, and a player claimed the draw.
    FiftyMoveRule,
    /// Seventy-five moves each without a capture or pawn move: drawn automatically.
    SeventyFiveMoveRule,
    /// Both players agreed.
    Agreement,
    /// A flag fell, but the side with time left could not checkmate by any series of legal
    /// moves (FIDE 6.9).
    TimeoutVsInsufficientMaterial,
    /// The result comes from a game record that does not say why.
    Recorded,
}

/// The end of a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The side that won.
        winner: Color,
        /// How.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

impl Outcome {
    /// The winner, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }

    /// The result as PGN writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// The reason in a few words, as a status line or PGN's Termination tag shows it.
    pub fn reason(self) -> &'static str {
        match self {
            Outcome::Win { reason, .. } => match reason {
                WinReason::Checkmate => "checkmate",
                WinReason::Resignation => "resignation",
                WinReason::TimeForfeit => "time forfeit",
                WinReason::Recorded => "as recorded",
            },
            Outcome::Draw(reason) => match reason {
                DrawReason::Stalemate => "stalemate",
                DrawReason::InsufficientMaterial => "insufficient material",
                DrawReason::ThreefoldRepetition => "threefold repetition",
                DrawReason::FivefoldRepetition => "fivefold repetition",
                DrawReason::FiftyMoveRule => "fifty-move rule",
                DrawReason::SeventyFiveMoveRule => "seventy-five-move rule",
                DrawReason::Agreement => "agreement",
                DrawReason::TimeoutVsInsufficientMaterial => "timeout vs insufficient material",
                DrawReason::Recorded => "as recorded",
            },
        }
    }
}

/// `"White wins by checkmate"`, `"Draw by stalemate"`.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win {
                winner,
                reason: WinReason::Recorded,
            } => write!(f, "{winner} wins"),
            Outcome::Draw(DrawReason::Recorded) => f.write_str("Draw"),
            Outcome::Win {
                winner,
                reason: WinReason::TimeForfeit,
            } => write!(f, "{winner} wins on time"),
            Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial) => {
                f.write_str("Draw on time: the side with time left could not have checkmated")
            }
            Outcome::Win { winner, .. } => write!(f, "{winner} wins by {}", self.reason()),
            Outcome::Draw(_) => write!(f, "Draw by {}", self.reason()),
        }
    }
}

impl Outcome {
    /// The end when `flagged` runs out of time in `position` (FIDE 6.9): the other side wins,
    /// unless it could not checkmate by any series of legal moves, then it is a draw.
    pub fn on_time(position: &Position, flagged: Color) -> Outcome {
        if position.can_checkmate(!flagged) {
            Outcome::Win {
                winner: !flagged,
                reason: WinReason::TimeForfeit,
            }
        } else {
            Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial)
        }
    }
}

impl Position {
    /// Could `color` checkmate by some series of legal moves, however unlikely (the other side
    /// helping)? As lichess judges it: no with a bare king; a lone knight mates only a king
    /// that has something other than queens to hem itself in (a rook, bishop, knight or
    /// pawn); bishops all on squares of one colour (every bishop on the board) mate only a king
    /// with a knight or a pawn beside it (a queen or a rook next to its king can always step
    /// into the bishop's line). Yes otherwise.
    pub fn can_checkmate(&self, color: Color) -> bool {
        let board = self.board();
        let ours = board.by_color(color);
        let theirs = board.by_color(!color);
        let of = |role: Role| board.by_role(role);
        if (ours & (of(Role::Pawn) | of(Role::Rook) | of(Role::Queen))).is_not_empty() {
            return true;
        }
        let (knights, bishops) = (ours & of(Role::Knight), ours & of(Role::Bishop));
        if knights.is_not_empty() {
            let lone_knight = knights.count() == 1 && bishops.is_empty();
            let blockers = theirs & !(of(Role::King) | of(Role::Queen));
            return !lone_knight || blockers.is_not_empty();
        }
        if bishops.is_empty() {
            return false; // A bare king.
        }
        let all_bishops = of(Role::Bishop);
        let one_colour = (all_bishops & Bitboard::DARK_SQUARES).is_empty()
            || (all_bishops & Bitboard::LIGHT_SQUARES).is_empty();
        let blockers = theirs & (of(Role::Knight) | of(Role::Pawn));
        !one_colour || blockers.is_not_empty()
    }

    /// Is the side to move checkmated?
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    /// Is the side to move stalemated?
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves()
    }

    /// Is the position dead for lack of material: king against king, king and one minor piece
    /// against king, or kings and bishops that all stand on squares of one colour?
    pub fn has_insufficient_material(&self) -> bool {
        let board = self.board();
        let heavy_or_pawns =
            board.by_role(Role::Pawn) | board.by_role(Role::Rook) | board.by_role(Role::Queen);
        if heavy_or_pawns.is_not_empty() {
            return false;
        }
        let knights = board.by_role(Role::Knight);
        let bishops = board.by_role(Role::Bishop);
        let one_minor_at_most = (knights | bishops).count() <= 1;
        let bishops_of_one_colour = knights.is_empty()
            && ((bishops & Bitboard::DARK_SQUARES).is_empty()
                || (bishops & Bitboard::LIGHT_SQUARES).is_empty());
        one_minor_at_most || bishops_of_one_colour
    }

    /// The end the position itself decides, without the game's history: checkmate, stalemate,
    /// a dead position, or the seventy-five-move rule (after which checkmate still counts).
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.has_legal_moves() {
            return Some(if self.is_check() {
                Outcome::Win {
                    winner: !self.turn(),
                    reason: WinReason::Checkmate,
                }
            } else {
                Outcome::Draw(DrawReason::Stalemate)
            });
        }
        if self.halfmove_clock() >= 150 {
            return Some(Outcome::Draw(DrawReason::SeventyFiveMoveRule));
        }
        if self.has_insufficient_material() {
            return Some(Outcome::Draw(DrawReason::InsufficientMaterial));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::test;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn who_can_still_mate_when_a_flag_falls() {
        let can = |fen: &str, color| position(fen).can_checkmate(color);
        // A lone bishop: only against a king with a knight or pawn to hem it in.
        assert!(!can("8/2b5/8/4k3/8/8/Q7/4K3 w - - 0 1", Color::Black));
        assert!(!can("8/2b5/8/4k3/8/8/R7/4K3 w - - 0 1", Color::Black));
        assert!(can("8/2b5/8/4k3/8/8/N7/4K3 w - - 0 1", Color::Black));
        assert!(can("8/2b5/8/4k3/8/8/P7/4K3 w - - 0 1", Color::Black));
        // Bishops on both colours (one each side) can mate.
        assert!(can("8/2b5/8/4k3/8/8/B7/4K3 w - - 0 1", Color::Black));
        // A lone knight: not against queens only, but against a rook.
        assert!(!can("8/2n5/8/4k3/8/8/Q7/4K3 w - - 0 1", Color::Black));
        assert!(can("8/2n5/8/4k3/8/8/R7/4K3 w - - 0 1", Color::Black));
        assert!(
            !can("8/8/8/4k3/8/8/Q7/4K3 w - - 0 1", Color::Black),
            "a bare king"
        );
        assert!(can("8/8/8/4k3/8/8/Q7/4K3 w - - 0 1", Color::White));
        let flagged = position("8/2b5/8/4k3/8/8/Q7/4K3 w - - 0 1");
        assert_eq!(
            Outcome::on_time(&flagged, Color::White),
            Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial)
        );
        assert_eq!(
            Outcome::on_time(&flagged, Color::Black),
            Outcome::Win {
                winner: Color::White,
                reason: WinReason::TimeForfeit
            }
        );
    }

    #[test]
    fn checkmate_fools_mate() {
        let mated = position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assert!(mated.is_checkmate());
        assert_eq!(
            mated.outcome(),
            Some(Outcome::Win {
                winner: Color::Black,
                reason: WinReason::Checkmate
            })
        );
        assert_eq!(
            mated.outcome().unwrap().to_string(),
            "Black wins by checkmate"
        );
    }

    #[test]
    fn stalemate_king_and_queen() {
        let stalemate = position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assert!(stalemate.is_stalemate());
        assert!(!stalemate.is_checkmate());
        assert_eq!(
            stalemate.outcome(),
            Some(Outcome::Draw(DrawReason::Stalemate))
        );
    }

    #[test]
    fn insufficient_material_dead_positions() {
        for dead in [
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",    // K v K
            "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",  // K+B v K
            "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1",  // K+N v K
            "5bk1/8/8/8/8/8/8/2B1K3 w - - 0 1", // K+B v K+B, both bishops on dark squares
        ] {
            assert!(position(dead).has_insufficient_material(), "{dead}");
        }
        for alive in [
            "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", // bishops on c1 (dark) and c8 (light)
            "4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1",  // two knights
            "4k1n1/8/8/8/8/8/8/1N2K3 w - - 0 1", // knight each
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",   // a pawn
            "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",    // a rook
        ] {
            assert!(!position(alive).has_insufficient_material(), "{alive}");
        }
    }

    #[test]
    fn seventy_five_move_rule_is_automatic_but_checkmate_comes_first() {
        let drawn = position("4k3/8/8/8/8/8/8/R3K3 w - - 150 100");
        assert_eq!(
            drawn.outcome(),
            Some(Outcome::Draw(DrawReason::SeventyFiveMoveRule))
        );
        let mated = position("R3k3/8/4K3/8/8/8/8/8 b - - 150 100");
        assert_eq!(
            mated.outcome().and_then(Outcome::winner),
            Some(Color::White)
        );
    }
}
