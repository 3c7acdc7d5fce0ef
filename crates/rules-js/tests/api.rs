//! The JavaScript API, exercised from wasm in the browsers (and natively where it needs no JS).

#![cfg(target_arch = "wasm32")]

use chess_rules_js::Chess;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn plays_a_game_to_checkmate() {
    let mut chess = Chess::new(JsValue::UNDEFINED).unwrap();
    assert_eq!(chess.moves().len(), 20);
    for (text, san) in [("f3", "f3"), ("e7e5", "e5"), ("g4", "g4"), ("Qh4", "Qh4#")] {
        assert_eq!(chess.play(&JsValue::from_str(text)).unwrap(), san);
    }
    assert!(chess.is_checkmate());
    assert_eq!(chess.status(), "0-1");
    assert_eq!(chess.outcome().as_deref(), Some("Black wins by checkmate"));
    assert_eq!(chess.history(), ["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(chess.undo().as_deref(), Some("Qh4#"));
    assert_eq!(chess.status(), "*");
}

#[wasm_bindgen_test]
fn refuses_bad_input_without_changing_anything() {
    assert!(Chess::new(JsValue::from_str("not a fen")).is_err());
    let mut chess = Chess::new(JsValue::UNDEFINED).unwrap();
    let before = chess.fen();
    assert!(chess.play(&JsValue::from_str("Ke2")).is_err());
    assert!(chess.play(&JsValue::from_str("e2e5")).is_err());
    assert_eq!(chess.fen(), before);
    assert_eq!(
        chess
            .why_not(&"e1".into(), &"e2".into(), &JsValue::UNDEFINED)
            .as_deref(),
        Some("A piece may not move to a square held by its own side: the pawn on e2 is yours")
    );
    assert_eq!(
        chess.why_not(&"e2".into(), &"e4".into(), &JsValue::NULL),
        None
    );
}

#[wasm_bindgen_test]
fn counts_perft_and_round_trips_pgn() {
    let chess = Chess::new(JsValue::UNDEFINED).unwrap();
    assert_eq!(chess.perft(4).unwrap(), 197_281.0);
    assert!(chess.perft(9).is_err(), "too deep for a page");
    let mut game = Chess::new(JsValue::UNDEFINED).unwrap();
    game.play(&JsValue::from_str("e4")).unwrap();
    game.play(&JsValue::from_str("c5")).unwrap();
    let again = Chess::from_pgn(&JsValue::from_str(&game.pgn())).unwrap();
    assert_eq!(again.fen(), game.fen());
}

#[wasm_bindgen_test]
fn reads_every_game_of_a_file() {
    let games = Chess::read_all(&JsValue::from_str(
        "[Event \"a\"]\n1. e4 *\n\n[Event \"b\"]\n1. d4 d5 *\n",
    ))
    .unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].history(), ["d4", "d5"]);
    let bad = Chess::read_all(&JsValue::from_str(
        "[Event \"a\"]\n1. e4 *\n\n[Event \"b\"]\n1. Nf6 *\n",
    ));
    assert!(bad.is_err());
}

#[wasm_bindgen_test]
fn draws_can_be_claimed_with_the_move_that_brings_them() {
    let mut chess = Chess::new(JsValue::UNDEFINED).unwrap();
    for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        chess.play(&JsValue::from_str(san)).unwrap();
    }
    assert!(!chess.can_claim_draw());
    assert!(chess
        .can_claim_draw_after(&JsValue::from_str("Ng8"))
        .unwrap());
    assert!(!chess
        .can_claim_draw_after(&JsValue::from_str("e5"))
        .unwrap());
    assert_eq!(
        chess
            .move_and_claim_draw(&JsValue::from_str("Ng8"))
            .unwrap(),
        "Draw by threefold repetition"
    );
    assert!(chess.is_game_over());
    assert!(chess.play(&JsValue::from_str("e4")).is_err());
}

#[wasm_bindgen_test]
fn plays_chess960() {
    let mut chess = Chess::chess960(0).unwrap();
    assert_eq!(
        chess.fen(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    for san in [
        "d4", "d5", "Nd3", "Nd6", "Ne3", "Ne6", "Qd2", "Qd7", "O-O-O",
    ] {
        chess.play(&JsValue::from_str(san)).unwrap();
    }
    assert!(
        chess.moves_uci().contains(&"g8f8".to_string()),
        "king takes rook"
    );
    assert!(Chess::chess960(960).is_err());
    assert!(Chess::new(JsValue::from_str(
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
    ))
    .is_ok());
    assert_eq!(
        chess
            .why_not(&"e2".into(), &"e4".into(), &"queen".into())
            .as_deref(),
        Some("A promotion is one piece letter: q, r, b or n")
    );
}

#[wasm_bindgen_test]
fn arguments_of_the_wrong_type_are_errors_not_traps() {
    let mut chess = Chess::new(JsValue::UNDEFINED).unwrap();
    assert!(chess.play(&JsValue::from_f64(42.0)).is_err());
    assert!(Chess::from_pgn(&JsValue::NULL).is_err());
    assert!(Chess::new(JsValue::from_bool(true)).is_err());
    assert_eq!(
        chess
            .why_not(&JsValue::from_f64(1.0), &"e4".into(), &JsValue::UNDEFINED)
            .as_deref(),
        Some("Squares are named by a file a-h and a rank 1-8, like e4")
    );
    assert!(chess.can_claim_draw_after(&JsValue::UNDEFINED).is_err());
}
