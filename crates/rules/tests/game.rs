//! The game as a record: its positions and moves, taking moves back, why a castling right is
//! gone (from the game's history), and draws claimed on the move about to be made.

use chess_rules::{
    CastlingSide, DrawReason, Game, GameError, IllegalMoveReason, Outcome, Position, RightLostBy,
    Square,
};

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

fn game_from(fen: &str, sans: &str) -> Game {
    let mut game = Game::from_position(Position::from_fen(fen).unwrap());
    for san in sans.split_whitespace() {
        game.play_san(san).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
    game
}

fn game(sans: &str) -> Game {
    game_from(chess_rules::STARTING_FEN, sans)
}

#[test]
fn a_game_keeps_every_position_and_move() {
    let game = game("e4 e5 Nf3");
    assert_eq!(game.position_at(0), Some(&Position::new()));
    let after_two = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
    assert_eq!(
        game.position_at(2).map(Position::to_fen).as_deref(),
        Some(after_two)
    );
    assert_eq!(game.position_at(3), Some(game.position()));
    assert_eq!(game.position_at(4), None);
    let moves: Vec<String> = game.moves().map(|mv| mv.to_string()).collect();
    assert_eq!(moves, ["e2e4", "e7e5", "g1f3"]);
    assert!(!game.is_empty());
    assert!(Game::new().is_empty());
}

#[test]
fn truncating_keeps_the_first_moves_and_drops_a_declared_end_only_when_it_cuts() {
    let mut game = game("e4 e5 Nf3 Nc6");
    game.truncate(2);
    assert_eq!(game.len(), 2);
    assert_eq!(game.position(), game.position_at(2).unwrap());
    game.truncate(5);
    assert_eq!(game.len(), 2, "a longer length changes nothing");
    let resigned = game.resign(chess_rules::Color::White).unwrap();
    game.truncate(2);
    assert_eq!(
        game.outcome(),
        Some(resigned),
        "cutting nothing keeps the resignation"
    );
    game.truncate(1);
    assert_eq!((game.len(), game.outcome()), (1, None));
}

/// Why White may not castle on `side` now, from the game's history.
fn right_lost_by(game: &Game, to: Square) -> RightLostBy {
    match game.check_move(Square::E1, to, None) {
        Err(IllegalMoveReason::CastlingRightLost { by, .. }) => by,
        other => panic!("expected a lost castling right, got {other:?}"),
    }
}

#[test]
fn a_lost_castling_right_is_explained_by_what_the_game_did() {
    let rooks = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let king_trip = game_from(rooks, "Kd1 Kd8 Ke1 Ke8");
    assert_eq!(
        right_lost_by(&king_trip, Square::G1),
        RightLostBy::KingMoved
    );
    let rook_trip = game_from(rooks, "Rh2 Rh7 Rh1 Rh8");
    assert_eq!(
        right_lost_by(&rook_trip, Square::G1),
        RightLostBy::RookMoved
    );
    assert!(
        rook_trip.check_move(Square::E1, Square::C1, None).is_ok(),
        "the other side still castles"
    );
    let rook_taken = game_from("b3k3/8/8/8/8/8/8/R3K2R b KQ - 0 1", "Bxh1 Ra2 Bd5");
    assert_eq!(
        right_lost_by(&rook_taken, Square::G1),
        RightLostBy::RookCaptured
    );
    match rook_taken.check_move(Square::E1, Square::G1, None) {
        Err(IllegalMoveReason::CastlingRightLost { side, .. }) => {
            assert_eq!(side, CastlingSide::KingSide)
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn threefold_repetition_is_claimed_with_the_move_that_makes_it() {
    let mut game = game("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    let back = game.position().parse_san("Ng8").unwrap();
    let elsewhere = game.position().parse_san("Nh5").unwrap();
    assert_eq!(game.claimable_draw(), None);
    assert_eq!(
        game.claimable_draw_after(back),
        Some(DrawReason::ThreefoldRepetition)
    );
    assert_eq!(game.claimable_draw_after(elsewhere), None);
    assert_eq!(
        game.play_and_claim_draw(elsewhere),
        Err(GameError::NoDrawToClaim)
    );
    assert_eq!(game.len(), 7, "no draw to claim: the move is not played");
    assert_eq!(
        game.play_and_claim_draw(back),
        Ok(Outcome::Draw(DrawReason::ThreefoldRepetition))
    );
    assert_eq!((game.len(), game.is_over()), (8, true));
}

#[test]
fn the_fifty_move_rule_is_claimed_with_the_move_that_completes_it() {
    let game = game_from("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "");
    let quiet = game.position().parse_san("Ra2").unwrap();
    assert_eq!(game.claimable_draw(), None);
    assert_eq!(
        game.claimable_draw_after(quiet),
        Some(DrawReason::FiftyMoveRule)
    );
    let early = game_from("4k3/8/8/8/8/8/8/R3K3 w - - 97 80", "");
    assert_eq!(early.claimable_draw_after(quiet), None);
}
