//! The JavaScript API, exercised from wasm in the browsers (and natively where it needs no JS).

#![cfg(target_arch = "wasm32")]

use chess_rules_js::Chess;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn plays_a_game_to_checkmate() {
    let mut chess = Chess::new(None).unwrap();
    assert_eq!(chess.moves().len(), 20);
    for (text, san) in [("f3", "f3"), ("e7e5", "e5"), ("g4", "g4"), ("Qh4", "Qh4#")] {
        assert_eq!(chess.play(text).unwrap(), san);
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
    assert!(Chess::new(Some("not a fen".into())).is_err());
    let mut chess = Chess::new(None).unwrap();
    let before = chess.fen();
    assert!(chess.play("Ke2").is_err());
    assert!(chess.play("e2e5").is_err());
    assert_eq!(chess.fen(), before);
    assert_eq!(
        chess.why_not("e1", "e2", None).as_deref(),
        Some("A piece may not move to a square held by its own side: the pawn on e2 is yours")
    );
    assert_eq!(chess.why_not("e2", "e4", None), None);
}

#[wasm_bindgen_test]
fn counts_perft_and_round_trips_pgn() {
    let chess = Chess::new(None).unwrap();
    assert_eq!(chess.perft(4), 197_281.0);
    let mut game = Chess::new(None).unwrap();
    game.play("e4").unwrap();
    game.play("c5").unwrap();
    let again = Chess::from_pgn(&game.pgn()).unwrap();
    assert_eq!(again.fen(), game.fen());
}
