//! The Laws of Chess, one test per rule, each named after the rule it checks.

use chess_rules::{CastlingSide, Color, DrawReason, Game, Move, Outcome, Position, Role, Square};
use std::collections::BTreeSet;

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

fn position(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// The destinations of the piece on `from`, as sorted square names.
fn destinations(fen: &str, from: &str) -> Vec<String> {
    let set: BTreeSet<String> = position(fen)
        .legal_destinations(sq(from))
        .map(|s| s.to_string())
        .collect();
    set.into_iter().collect()
}

fn names(list: &str) -> Vec<String> {
    let set: BTreeSet<String> = list.split_whitespace().map(String::from).collect();
    set.into_iter().collect()
}

fn play(fen: &str, uci: &str) -> Position {
    let before = position(fen);
    let mv = before
        .parse_uci(uci)
        .unwrap_or_else(|e| panic!("{uci}: {e}"));
    before.play(mv).unwrap()
}

#[test]
fn king_moves_one_square_in_any_direction() {
    assert_eq!(
        destinations("7k/8/8/8/3K4/8/8/8 w - - 0 1", "d4"),
        names("c3 c4 c5 d3 d5 e3 e4 e5")
    );
}

#[test]
fn queen_moves_along_ranks_files_and_diagonals() {
    assert_eq!(
        position("6k1/8/8/8/3Q4/8/8/7K w - - 0 1")
            .legal_destinations(sq("d4"))
            .count(),
        27
    );
}

#[test]
fn rook_moves_along_ranks_and_files() {
    assert_eq!(
        destinations("7k/8/8/8/8/8/8/R6K w - - 0 1", "a1"),
        names("a2 a3 a4 a5 a6 a7 a8 b1 c1 d1 e1 f1 g1")
    );
}

#[test]
fn bishop_moves_along_diagonals() {
    assert_eq!(
        destinations("7k/8/8/8/8/8/8/2B4K w - - 0 1", "c1"),
        names("b2 a3 d2 e3 f4 g5 h6")
    );
}

#[test]
fn knight_jumps_in_an_l_over_other_pieces() {
    assert_eq!(
        destinations(chess_rules::STARTING_FEN, "g1"),
        names("f3 h3")
    );
    assert_eq!(
        destinations("7k/8/8/8/3N4/8/8/K7 w - - 0 1", "d4"),
        names("b3 b5 c2 c6 e2 e6 f3 f5")
    );
}

#[test]
fn no_piece_but_the_knight_crosses_another() {
    assert!(destinations(chess_rules::STARTING_FEN, "a1").is_empty());
    assert!(destinations(chess_rules::STARTING_FEN, "c1").is_empty());
    assert_eq!(
        destinations("7k/8/8/3p4/8/3R4/8/K7 w - - 0 1", "d3")[..2],
        names("a3 b3")[..]
    );
    assert!(!destinations("7k/8/8/3p4/8/3R4/8/K7 w - - 0 1", "d3").contains(&"d6".to_string()));
}

#[test]
fn captures_replace_the_captured_piece() {
    let after = play("7k/8/8/3p4/8/3R4/8/K7 w - - 0 1", "d3d5");
    assert_eq!(
        after.piece_at(sq("d5")).map(|p| (p.color, p.role)),
        Some((Color::White, Role::Rook))
    );
    assert_eq!(after.board().occupied().count(), 3);
    assert_eq!(after.halfmove_clock(), 0);
}

#[test]
fn no_move_to_a_square_held_by_own_side() {
    assert!(!destinations(chess_rules::STARTING_FEN, "e1").contains(&"e2".to_string()));
    assert!(position(chess_rules::STARTING_FEN)
        .legal_moves()
        .iter()
        .all(|mv| mv.to().rank().index() >= 2));
}

#[test]
fn pawn_moves_one_square_or_two_from_its_start() {
    assert_eq!(
        destinations(chess_rules::STARTING_FEN, "e2"),
        names("e3 e4")
    );
    assert_eq!(
        destinations("7k/8/8/8/8/4P3/8/K7 w - - 0 1", "e3"),
        names("e4")
    );
    // Both squares must be empty for the double step.
    assert!(destinations("7k/8/8/8/8/4n3/4P3/K7 w - - 0 1", "e2").is_empty());
    assert_eq!(
        destinations("7k/8/8/8/4n3/8/4P3/K7 w - - 0 1", "e2"),
        names("e3")
    );
}

#[test]
fn pawn_captures_diagonally_forward_only() {
    assert_eq!(
        destinations("7k/8/8/3p1p2/4P3/8/8/K7 w - - 0 1", "e4"),
        names("d5 e5 f5")
    );
    assert_eq!(
        destinations("7k/8/8/4p3/4P3/8/8/K7 w - - 0 1", "e4"),
        Vec::<String>::new()
    );
}

#[test]
fn en_passant_right_after_the_double_step() {
    let after_double_step = play("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "d7d5");
    assert_eq!(after_double_step.ep_square(), Some(sq("d6")));
    let captured = after_double_step
        .play(after_double_step.parse_uci("e5d6").unwrap())
        .unwrap();
    assert_eq!(
        captured.piece_at(sq("d5")),
        None,
        "the passed pawn is removed"
    );
    assert_eq!(
        captured.piece_at(sq("d6")).map(|p| p.role),
        Some(Role::Pawn)
    );
}

#[test]
fn en_passant_only_on_the_very_next_move() {
    let later = play(
        &play("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "d7d5").to_fen(),
        "e1e2",
    );
    let later = later.play(later.parse_uci("e8e7").unwrap()).unwrap();
    assert!(later.parse_uci("e5d6").is_err());
}

#[test]
fn en_passant_not_allowed_when_it_exposes_the_king_along_the_rank() {
    // Both pawns leave the fifth rank: the rook on h5 would then attack the king on a5.
    let fen = "8/8/8/KPp4r/8/8/8/6k1 w - c6 0 2";
    assert!(!destinations(fen, "b5").contains(&"c6".to_string()));
    assert!(position(fen).legal_ep_square().is_none());
}

#[test]
fn promotion_to_queen_rook_bishop_or_knight_at_the_players_choice() {
    let before = position("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    for role in Role::PROMOTIONS {
        let after = before
            .play(Move::new(sq("a7"), sq("a8"), Some(role)))
            .unwrap();
        assert_eq!(after.piece_at(sq("a8")).map(|p| p.role), Some(role));
        let capture = before
            .play(Move::new(sq("a7"), sq("b8"), Some(role)))
            .unwrap();
        assert_eq!(
            capture.piece_at(sq("b8")).map(|p| (p.color, p.role)),
            Some((Color::White, role))
        );
    }
    assert!(before.play(Move::new(sq("a7"), sq("a8"), None)).is_err());
    assert!(before
        .play(Move::new(sq("a7"), sq("a8"), Some(Role::King)))
        .is_err());
}

#[test]
fn promotion_takes_effect_at_once() {
    // The new queen gives check from a8 immediately.
    let after = play("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q");
    assert!(after.is_check());
}

#[test]
fn castling_both_sides_moves_king_and_rook() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let short = play(fen, "e1g1");
    assert_eq!(short.piece_at(sq("g1")).map(|p| p.role), Some(Role::King));
    assert_eq!(short.piece_at(sq("f1")).map(|p| p.role), Some(Role::Rook));
    assert_eq!(short.piece_at(sq("h1")), None);
    let long = play(fen, "e1c1");
    assert_eq!(long.piece_at(sq("c1")).map(|p| p.role), Some(Role::King));
    assert_eq!(long.piece_at(sq("d1")).map(|p| p.role), Some(Role::Rook));
    let black = play(&play(fen, "a1a2").to_fen(), "e8c8");
    assert_eq!(black.piece_at(sq("d8")).map(|p| p.role), Some(Role::Rook));
}

#[test]
fn castling_needs_empty_squares_between_king_and_rook() {
    assert!(!destinations("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1", "e1").contains(&"c1".to_string()));
    assert!(destinations("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1", "e1").contains(&"g1".to_string()));
}

#[test]
fn castling_not_while_in_check() {
    assert!(!destinations("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "e1").contains(&"g1".to_string()));
}

#[test]
fn castling_not_through_or_into_an_attacked_square() {
    assert!(!destinations("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "e1").contains(&"g1".to_string()));
    assert!(!destinations("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1", "e1").contains(&"g1".to_string()));
    assert!(!destinations("4k3/8/8/8/8/8/3r4/R3K2R w KQ - 0 1", "e1").contains(&"c1".to_string()));
}

#[test]
fn castling_allowed_when_the_rook_is_attacked_or_crosses_an_attacked_square() {
    let dests = destinations("1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1", "e1");
    assert!(
        dests.contains(&"c1".to_string()),
        "b1 is attacked, but only the rook crosses it"
    );
    let dests = destinations("4k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1");
    assert!(
        dests.contains(&"g1".to_string()),
        "h1 is attacked, but the rook may stand there"
    );
}

#[test]
fn castling_rights_lost_when_the_king_moves() {
    let after = play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1e2");
    assert!(!after.castling_rights().has_any(Color::White));
    assert!(after.castling_rights().has_any(Color::Black));
}

#[test]
fn castling_rights_lost_when_the_rook_moves() {
    let after = play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "h1h2");
    assert!(!after
        .castling_rights()
        .has(Color::White, CastlingSide::KingSide));
    assert!(after
        .castling_rights()
        .has(Color::White, CastlingSide::QueenSide));
}

#[test]
fn castling_rights_lost_when_the_rook_is_captured() {
    let after = play("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1", "g2h1");
    assert!(!after
        .castling_rights()
        .has(Color::White, CastlingSide::KingSide));
}

#[test]
fn check_must_be_answered() {
    // Only moves that capture the checker, block the check or step out of it are legal.
    let fen = "4k3/8/8/8/8/1N6/8/r3K3 w - - 0 1";
    let moves: BTreeSet<String> = position(fen)
        .legal_moves()
        .iter()
        .map(Move::to_string)
        .collect();
    assert_eq!(
        moves,
        names("b3a1 b3c1 e1d2 e1e2 e1f2").into_iter().collect()
    );
}

#[test]
fn pinned_piece_may_only_move_along_the_pin() {
    assert!(destinations("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1", "e2").is_empty());
    assert_eq!(
        destinations("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1", "e2"),
        names("e3 e4 e5 e6 e7 e8")
    );
}

#[test]
fn discovered_check_counts_as_check() {
    let after = play("4k3/8/8/8/8/4N3/8/4RK2 w - - 0 1", "e3c4");
    assert!(after.is_check());
    assert_eq!(after.checkers().first(), Some(sq("e1")));
}

#[test]
fn king_may_not_move_next_to_the_other_king() {
    assert_eq!(
        destinations("8/8/8/8/8/3k4/8/3K4 w - - 0 1", "d1"),
        names("c1 e1")
    );
}

#[test]
fn checkmate_ends_the_game() {
    let mut game = Game::new();
    for san in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"] {
        game.play_san(san).unwrap();
    }
    assert!(game.position().is_checkmate());
    assert_eq!(
        game.outcome().unwrap().to_string(),
        "White wins by checkmate"
    );
}

#[test]
fn stalemate_is_a_draw() {
    let mut game = Game::from_position(position("k7/8/1Q6/8/8/8/8/4K3 w - - 0 1"));
    game.play_san("Qc7").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
}

#[test]
fn insufficient_material_is_a_dead_position() {
    let mut game = Game::from_position(position("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"));
    game.play_san("Kxe2").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw(DrawReason::InsufficientMaterial))
    );
}

#[test]
fn threefold_repetition_claimable_and_fivefold_automatic() {
    let mut game = Game::new();
    for _ in 0..2 {
        for san in ["Nf3", "Nf6", "Ng1", "Ng8"] {
            game.play_san(san).unwrap();
        }
    }
    assert_eq!(game.claimable_draw(), Some(DrawReason::ThreefoldRepetition));
    for _ in 0..2 {
        for san in ["Nf3", "Nf6", "Ng1", "Ng8"] {
            game.play_san(san).unwrap();
        }
    }
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw(DrawReason::FivefoldRepetition))
    );
}

#[test]
fn fifty_move_rule_claimable_and_seventy_five_move_rule_automatic() {
    let fifty = Game::from_position(position("4k3/8/8/8/8/8/8/R3K3 b - - 100 80"));
    assert_eq!(fifty.claimable_draw(), Some(DrawReason::FiftyMoveRule));
    let seventy_five = Game::from_position(position("4k3/8/8/8/8/8/8/R3K3 b - - 150 100"));
    assert_eq!(
        seventy_five.outcome(),
        Some(Outcome::Draw(DrawReason::SeventyFiveMoveRule))
    );
}
