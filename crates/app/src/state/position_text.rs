//! Why a FEN cannot be read or a set-up cannot be played, in the language spoken: the rules
//! crate names the problem (`FenError`, `PositionError`); the app says it.

use super::translate::tr_with;
use super::words::side_args;
use chess_rules::{CastlingSide, FenError, PositionError, Rank, Square};

/// "the board field needs 8 ranks separated by '/'; this one has 7".
pub fn fen_error_text(error: &FenError) -> String {
    let text = |key: &str, name: &str, value: String| tr_with(key, &[(name, value.into())]);
    match error {
        FenError::Empty => tr_with("fen-empty", &[]),
        FenError::FieldCount(n) => tr_with("fen-field-count", &[("count", (*n).into())]),
        FenError::RankCount(n) => tr_with("fen-rank-count", &[("count", (*n).into())]),
        FenError::RankLength { rank, squares } => tr_with(
            "fen-rank-length",
            &[
                ("rank", rank.to_string().into()),
                ("count", (*squares).into()),
            ],
        ),
        FenError::PieceLetter { rank, letter } => tr_with(
            "fen-piece-letter",
            &[
                ("rank", rank.to_string().into()),
                ("letter", letter.to_string().into()),
            ],
        ),
        FenError::SideToMove(s) => text("fen-side-to-move", "text", s.clone()),
        FenError::Castling(s) => text("fen-castling", "text", s.clone()),
        FenError::EnPassant(s) => text("fen-en-passant", "text", s.clone()),
        FenError::HalfmoveClock(s) => text("fen-halfmove-clock", "text", s.clone()),
        FenError::FullmoveNumber(s) => text("fen-move-number", "text", s.clone()),
        FenError::Position(e) => text("fen-impossible", "reason", position_error_text(e)),
    }
}

/// "White has no king", "there is a pawn on e8, but pawns never stand on the first or last rank".
pub fn position_error_text(error: &PositionError) -> String {
    match error {
        PositionError::MissingKing(color) => tr_with("position-no-king", &side_args(*color)),
        PositionError::TooManyKings(color) => tr_with("position-kings", &side_args(*color)),
        PositionError::PawnOnBackRank(square) => tr_with(
            "position-pawn-back-rank",
            &[("square", square.to_string().into())],
        ),
        PositionError::TooManyPawns(color) => tr_with("position-pawns", &side_args(*color)),
        PositionError::TooManyPieces(color) => tr_with("position-pieces", &side_args(*color)),
        PositionError::CastlingRightWithoutPieces(color, castling) => {
            let rank = Rank::First.relative_to(*color);
            let king = Square::from_coords(chess_rules::castling::STANDARD_KING_FILE, rank);
            let rook = Square::from_coords(castling.standard_rook_file(), rank);
            let [side, color] = side_args(*color);
            tr_with(
                "position-castling-pieces",
                &[
                    side,
                    color,
                    ("castling", castling_side(*castling).into()),
                    ("king", king.to_string().into()),
                    ("rook", rook.to_string().into()),
                ],
            )
        }
        PositionError::Chess960CastlingWithoutPieces(color, castling) => {
            let rank = Rank::First.relative_to(*color).to_char().to_string();
            let [side, color] = side_args(*color);
            tr_with(
                match castling {
                    CastlingSide::KingSide => "position-960-castling-h",
                    CastlingSide::QueenSide => "position-960-castling-a",
                },
                &[
                    side,
                    color,
                    ("castling", castling_side(*castling).into()),
                    ("rank", rank.into()),
                ],
            )
        }
        PositionError::ImpossibleEnPassant(square) => tr_with(
            "position-en-passant",
            &[("square", square.to_string().into())],
        ),
        PositionError::OpponentInCheck(color) => {
            tr_with("position-opponent-in-check", &side_args(*color))
        }
        PositionError::TooManyCheckers(n) => {
            tr_with("position-checkers", &[("count", (*n).into())])
        }
    }
}

fn castling_side(side: CastlingSide) -> String {
    super::translate::tr(match side {
        CastlingSide::KingSide => "castling-kingside",
        CastlingSide::QueenSide => "castling-queenside",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_rules::Position;

    /// English says what the rules crate says, for FENs that break each rule.
    #[test]
    fn english_matches_the_rules_crate() {
        let fens = [
            "",
            "8/8/8/8/8/8/8/8",
            "8/8/8/8/8/8/8 w - - 0 1",
            "9/8/8/8/8/8/8/8 w - - 0 1",
            "x7/8/8/8/8/8/8/8 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w Z - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - z9 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - - x 1",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 x",
            "8/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
            "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
            "4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1",
        ];
        for fen in fens {
            let error = Position::from_fen(fen).unwrap_err();
            assert_eq!(fen_error_text(&error), error.to_string(), "{fen}");
        }
    }
}
