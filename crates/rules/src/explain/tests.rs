//! The reasons given for illegal moves.
use super::*;
use crate::testing::test;

fn why(fen: &str, uci: &str) -> String {
    let position = Position::from_fen(fen).unwrap();
    let mv: Move = uci.parse().unwrap();
    position
        .check_move(mv.from(), mv.to(), mv.promotion())
        .expect_err("the move should be illegal")
        .to_string()
}

const START: &str = crate::STARTING_FEN;

#[test]
fn why_not_basic_movement_rules() {
    assert_eq!(why(START, "e4e5"), "There is no piece on e4");
    assert_eq!(why(START, "e7e5"), "It is White's turn to move");
    assert_eq!(
        why(START, "g1e2"),
        "A piece may not move to a square held by its own side: the pawn on e2 is yours"
    );
    assert_eq!(
        why(START, "g1g3"),
        "A knight moves in an L: two squares in one direction, then one square to the side"
    );
    assert_eq!(why(START, "c1c3"), "A bishop moves only diagonally");
    assert_eq!(
        why(START, "a1a3"),
        "The rook cannot jump over the pawn on a2: only the knight jumps"
    );
    assert_eq!(
        why(START, "e1e3"),
        "A king moves one square in any direction (two only when castling)"
    );
}

#[test]
fn why_not_pawn_rules() {
    let fen = "4k3/8/8/3p4/4P3/8/1P6/4K3 w - - 0 1";
    assert_eq!(why(fen, "e4e3"), "A pawn never moves backward");
    assert_eq!(
        why(fen, "e4f5"),
        "A pawn moves diagonally only when it captures"
    );
    assert_eq!(
        why(fen, "e4e6"),
        "A pawn may move two squares only from its starting square"
    );
    assert_eq!(why(fen, "b2b5"), "A pawn moves one square straight ahead (two from its starting square) and captures one square diagonally ahead");
    let blocked = "4k3/8/8/8/4p3/4P3/8/4K3 w - - 0 1";
    assert_eq!(why(blocked, "e3e4"), "A pawn captures only diagonally");
    let double_blocked = "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1";
    assert_eq!(
        why(double_blocked, "e2e4"),
        "The pawn cannot jump over the knight on e3: only the knight jumps"
    );
    // Black's d-pawn double-stepped earlier; White played something else since.
    let too_late = "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 5";
    assert_eq!(
        why(too_late, "e5d6"),
        "En passant is allowed only on the move right after the pawn's double step"
    );
}

#[test]
fn why_not_promotion_rules() {
    let fen = "4k3/P7/8/8/8/8/4P3/4K3 w - - 0 1";
    assert!(why(fen, "a7a8").starts_with("A pawn that reaches the last rank must be promoted"));
    assert_eq!(
        why(fen, "e2e3q"),
        "Only a pawn that reaches the last rank is promoted"
    );
    let position = Position::from_fen(fen).unwrap();
    let king = position
        .check_move(Square::A7, Square::A8, Some(Role::King))
        .unwrap_err();
    assert_eq!(
        king.to_string(),
        "A pawn can be promoted only to a queen, rook, bishop or knight, not a king"
    );
}

#[test]
fn why_not_castling_rules() {
    assert_eq!(
        why("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "e1g1"),
        "Castling kingside is no longer allowed: the king or that rook has already moved"
    );
    assert_eq!(
        why("r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1", "e1g1"),
        "Castling is not allowed while a piece stands between the king and the rook: the bishop on f1"
    );
    assert_eq!(
        why("r3k2r/8/8/8/8/8/4q3/R3K2R w KQkq - 0 1", "e1c1"),
        "Castling is not allowed while the king is in check (from the queen on e2)"
    );
    assert_eq!(
        why("r3k2r/8/8/8/2b5/8/8/R3K2R w KQkq - 0 1", "e1g1"),
        "The king would pass through f1, which the bishop on c4 attacks"
    );
    assert_eq!(
        why("r3k2r/8/8/8/8/7n/8/R3K2R w KQkq - 0 1", "e1g1"),
        "The king would land on g1, which the knight on h3 attacks"
    );
    // The king onto its own rook means castling, and the reason is about castling.
    assert_eq!(
        why("r3k2r/8/8/8/2b5/8/8/R3K2R w KQkq - 0 1", "e1h1"),
        "The king would pass through f1, which the bishop on c4 attacks"
    );
}

#[test]
fn castling_is_allowed_when_only_the_rook_is_attacked() {
    // The bishop on e4 attacks h1 and b1: the rooks stand on or cross attacked squares, the
    // king does not, so both castlings stay legal.
    let position = Position::from_fen("r3k2r/8/8/8/4b3/8/8/R3K2R w KQkq - 0 1").unwrap();
    for (to, expected) in [
        (Square::G1, "e1g1"),
        (Square::H1, "e1g1"),
        (Square::C1, "e1c1"),
        (Square::A1, "e1c1"),
    ] {
        let mv = position.check_move(Square::E1, to, None);
        assert_eq!(mv.map(|m| m.to_string()), Ok(expected.to_string()));
    }
}

#[test]
fn why_not_king_safety_rules() {
    assert_eq!(
        why("4r1k1/8/8/8/8/8/3N4/4K3 w - - 0 1", "e1e2"),
        "Your king would be in check from the rook on e8"
    );
    assert_eq!(
        why("6k1/8/8/8/1b6/8/8/4K3 w - - 0 1", "e1d2"),
        "Your king would be in check from the bishop on b4"
    );
    assert_eq!(
        why("8/8/8/8/8/3k4/8/3K4 w - - 0 1", "d1d2"),
        "The kings may never stand next to each other"
    );
    assert_eq!(
        why("4r1k1/8/8/8/8/8/3NK3/8 w - - 0 1", "d2f3"),
        "That move would leave your king in check from the rook on e8"
    );
    assert_eq!(
        why("6k1/8/8/8/1b6/8/3N4/4K3 w - - 0 1", "d2f3"),
        "The knight on d2 is pinned: moving it would expose your king to the bishop on b4"
    );
    // En passant that would uncover the king along the rank: neither pawn is pinned alone.
    assert_eq!(
        why("8/8/8/KPp4r/8/8/8/6k1 w - c6 0 2", "b5c6"),
        "Capturing en passant would take both pawns off the line and expose your king to the rook on h5"
    );
    // A pawn that is pinned by itself is still said to be pinned.
    assert_eq!(
        why("4k2b/8/8/3pP3/8/8/8/K7 w - d6 0 2", "e5d6"),
        "The pawn on e5 is pinned: moving it would expose your king to the bishop on h8"
    );
}

#[test]
fn a_sideways_pawn_move_is_the_wrong_shape_not_a_step_back() {
    let pawn_on_e4 = "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1";
    assert!(why(pawn_on_e4, "e4d4").starts_with("A pawn moves one square straight ahead"));
    assert_eq!(why(pawn_on_e4, "e4e3"), "A pawn never moves backward");
}

#[test]
fn only_a_king_on_its_first_rank_can_be_castling() {
    // Two squares towards g1 from e2 is a king's wrong shape, not castling.
    let king_on_e2 = "4k3/8/8/8/8/8/4K3/7R w - - 0 1";
    assert_eq!(
        why(king_on_e2, "e2g1"),
        "A king moves one square in any direction (two only when castling)"
    );
}

#[test]
fn a_right_gone_before_the_position_says_so_without_guessing_who_moved() {
    // The king is home and the rooks too: only the game's history could tell what moved.
    let no_rights = "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1";
    let reason = Position::from_fen(no_rights)
        .unwrap()
        .check_move(Square::E1, Square::G1, None);
    assert_eq!(
        reason,
        Err(IllegalMoveReason::CastlingRightLost {
            side: CastlingSide::KingSide,
            by: RightLostBy::Earlier
        })
    );
    // In Chess960 a king off the e-file may be on its start square: nothing can be told.
    let chess960 = Position::from_fen_with("1k6/8/8/8/8/8/8/RK6 w - - 0 1", CastlingMode::Chess960);
    assert_eq!(
        chess960.unwrap().check_move(Square::B1, Square::A1, None),
        Err(IllegalMoveReason::CastlingRightLost {
            side: CastlingSide::QueenSide,
            by: RightLostBy::Earlier
        })
    );
}

#[test]
fn chess960_castling_is_refused_while_a_piece_stands_on_a_landing_square() {
    // King b1 and rook a1 castle queenside: the king lands on c1, the rook on d1. The bishop on
    // c1 is on both pieces' paths but not between them.
    let bishop_on_c1 =
        Position::from_fen_with("1k6/8/8/8/8/8/8/RKB5 w A - 0 1", CastlingMode::Chess960).unwrap();
    let reason = bishop_on_c1
        .check_move(Square::B1, Square::A1, None)
        .unwrap_err();
    assert_eq!(
        reason.to_string(),
        "Castling is not allowed while a piece stands where the king or the rook would land: the bishop on c1"
    );
}

#[test]
fn a_diagonal_step_onto_an_empty_square_is_too_late_en_passant_only_beside_an_enemy_pawn_on_the_fifth(
) {
    let needs_capture = "A pawn moves diagonally only when it captures";
    // On the fifth rank, but nothing beside.
    assert_eq!(
        why("4k3/8/8/4P3/8/8/8/4K3 w - - 0 1", "e5d6"),
        needs_capture
    );
    // An enemy pawn beside, but on the fourth rank.
    assert_eq!(
        why("4k3/8/8/8/3pP3/8/8/4K3 w - - 0 1", "e4d5"),
        needs_capture
    );
}

#[test]
fn a_move_that_leaves_the_king_in_check_names_the_checking_piece_first() {
    // The knight's move leaves the rook's check and also opens the bishop's line: the rook,
    // already checking, is the one named.
    let reason = why("4r1k1/8/8/8/1b6/8/3N4/4K3 w - - 0 1", "d2f3");
    assert!(reason.contains("rook on e8"), "{reason}");
}
