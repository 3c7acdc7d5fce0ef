//! Why a move is not legal, in the language spoken: the rules crate names the rule an
//! attempted move breaks (`IllegalMoveReason`) and why a typed move could not be read; the
//! app says it.

use super::translate::{tr, tr_with};
use super::words::{capitalised, role_key, role_name};
use chess_rules::san::SanError;
use chess_rules::uci::UciError;
use chess_rules::{CastlingSide, IllegalMoveReason, ParseMoveError, PlacedPiece, RightLostBy};

/// "A bishop moves only diagonally", "Your king would be in check from the rook on e8".
pub fn illegal_move_text(reason: &IllegalMoveReason) -> String {
    sentence_start(rule_broken(reason))
}

/// The explanation with its first letter a capital ("the knight on d2 is pinned…"), unless it
/// opens on a square, written as the board writes it ("d2 पर घोड़ा पिन है", "d2 のナイトは…").
fn sentence_start(text: String) -> String {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some('a'..='h'), Some('1'..='8')) => text,
        _ => capitalised(&text),
    }
}

fn rule_broken(reason: &IllegalMoveReason) -> String {
    use IllegalMoveReason::*;
    let piece = |placed: &PlacedPiece| placed_piece(placed).into();
    match reason {
        EmptySquare(square) => tr_with(
            "illegal-empty-square",
            &[("square", square.to_string().into())],
        ),
        NotYourTurn { turn } => tr_with("illegal-not-your-turn", &super::words::side_args(*turn)),
        NoMovement => tr("illegal-no-movement"),
        OwnPieceOnTarget(own) => tr_with("illegal-own-piece", &[("piece", piece(own))]),
        WrongShape(role) => tr(&format!("illegal-shape-{}", role_key(*role))),
        Blocked { mover, blocker } => tr_with(
            "illegal-blocked",
            &[
                ("mover", role_name(*mover).into()),
                ("piece", piece(blocker)),
            ],
        ),
        PawnBackward => tr("illegal-pawn-backward"),
        PawnCapturesOnlyDiagonally => tr("illegal-pawn-straight-capture"),
        PawnDiagonalNeedsCapture => tr("illegal-pawn-diagonal"),
        EnPassantTooLate => tr("illegal-en-passant-late"),
        PawnDoubleStepNotFromStart => tr("illegal-double-step"),
        PromotionRequired => tr("illegal-promotion-required"),
        PromotionNotAllowed => tr("illegal-promotion-not-allowed"),
        BadPromotionPiece(role) => tr_with(
            "illegal-promotion-piece",
            &[("piece", role_name(*role).into())],
        ),
        CastlingRightLost { side, by } => castling_right_lost(*side, *by),
        CastlingBlocked(blocker) => {
            tr_with("illegal-castling-blocked", &[("piece", piece(blocker))])
        }
        CastlingDestinationBlocked(blocker) => {
            tr_with("illegal-castling-destination", &[("piece", piece(blocker))])
        }
        CastlingInCheck(checker) => {
            tr_with("illegal-castling-in-check", &[("piece", piece(checker))])
        }
        CastlingThroughAttack { square, attacker } => tr_with(
            "illegal-castling-through",
            &[
                ("square", square.to_string().into()),
                ("piece", piece(attacker)),
            ],
        ),
        CastlingIntoCheck { square, attacker } => tr_with(
            "illegal-castling-into",
            &[
                ("square", square.to_string().into()),
                ("piece", piece(attacker)),
            ],
        ),
        KingIntoCheck(attacker) => {
            tr_with("illegal-king-into-check", &[("piece", piece(attacker))])
        }
        KingNextToKing => tr("illegal-kings-adjacent"),
        StillInCheck(attacker) => tr_with("illegal-still-in-check", &[("piece", piece(attacker))]),
        EnPassantExposesKing(attacker) => {
            tr_with("illegal-en-passant-exposes", &[("piece", piece(attacker))])
        }
        Pinned {
            piece: pinned,
            attacker,
        } => tr_with(
            "illegal-pinned",
            &[("pinned", piece(pinned)), ("piece", piece(attacker))],
        ),
    }
}

/// Why a typed move could not be read (its first letter a capital, as a notice).
pub fn parse_move_text(error: &ParseMoveError) -> String {
    let text = |text: &String| text.as_str().into();
    match error {
        ParseMoveError::Notation(SanError::Syntax(typed)) => {
            tr_with("typed-not-san", &[("move", text(typed))])
        }
        ParseMoveError::Notation(SanError::Illegal(typed))
        | ParseMoveError::Uci(UciError::Illegal(typed)) => {
            tr_with("typed-illegal", &[("move", text(typed))])
        }
        ParseMoveError::Notation(SanError::Ambiguous(typed)) => {
            tr_with("typed-ambiguous", &[("move", text(typed))])
        }
        ParseMoveError::Uci(UciError::Syntax(typed)) => {
            tr_with("typed-not-uci", &[("move", text(typed))])
        }
    }
}

fn castling_right_lost(side: CastlingSide, by: RightLostBy) -> String {
    let key = match by {
        RightLostBy::KingMoved => "illegal-castling-king-moved",
        RightLostBy::RookMoved => "illegal-castling-rook-moved",
        RightLostBy::RookCaptured => "illegal-castling-rook-captured",
        RightLostBy::Earlier => "illegal-castling-lost",
    };
    let side = tr(match side {
        CastlingSide::KingSide => "castling-kingside",
        CastlingSide::QueenSide => "castling-queenside",
    });
    tr_with(key, &[("side", side.into())])
}

/// "the bishop on c4".
fn placed_piece(placed: &PlacedPiece) -> String {
    tr_with(
        "placed-piece",
        &[
            ("role", role_key(placed.role).into()),
            ("piece", role_name(placed.role).into()),
            ("square", placed.square.to_string().into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_rules::Position;

    #[test]
    fn an_explanation_opening_on_a_square_keeps_it_as_the_board_writes_it() {
        assert_eq!(
            sentence_start("the knight on d2 is pinned".into()),
            "The knight on d2 is pinned"
        );
        assert_eq!(
            sentence_start("d2 पर घोड़ा पिन है".into()),
            "d2 पर घोड़ा पिन है"
        );
        assert_eq!(
            sentence_start("en passant is allowed only…".into()),
            "En passant is allowed only…"
        );
    }

    /// English says what the rules crate says: every reason the crate's own tests reach, from
    /// positions that break each rule.
    #[test]
    fn english_explanations_match_the_rules_crate() {
        let cases = [
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "e3",
                "e4",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "e7",
                "e5",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "b1",
                "d2",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "g1",
                "g3",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "c1",
                "e3",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "e2",
                "e5",
            ),
            ("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "e1", "g1"),
            ("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1", "e1", "c1"),
            ("4k3/8/8/8/8/8/8/R3K2r w Q - 0 1", "e1", "c1"),
            ("4k3/8/8/8/8/8/8/R3K1r1 w Q - 0 1", "e1", "e2"),
            ("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1", "e2", "c3"),
            ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2", "e1"),
            ("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "e1", "e1"),
            ("3k4/8/8/8/8/8/8/3K4 w - - 0 1", "d1", "d2"),
        ];
        let mut seen = 0;
        for (fen, from, to) in cases {
            let position = Position::from_fen(fen).unwrap();
            let (from, to) = (from.parse().unwrap(), to.parse().unwrap());
            if let Err(reason) = position.check_move(from, to, None) {
                assert_eq!(
                    illegal_move_text(&reason),
                    reason.to_string(),
                    "{fen} {from}{to}"
                );
                seen += 1;
            }
        }
        assert!(seen >= 12, "only {seen} moves refused");
        let position = Position::new();
        for typed in ["Nf4", "xyz", "e2e5", "Qd8d1"] {
            let error = position.parse_move(typed).unwrap_err();
            assert_eq!(parse_move_text(&error), error.to_string(), "{typed}");
        }
    }
}
