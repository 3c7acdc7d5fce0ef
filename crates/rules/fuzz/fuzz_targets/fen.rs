//! Any text: reading it as FEN never panics, and a FEN that reads writes back to a FEN that
//! reads to the same position and writes to the same text.
#![no_main]

use chess_rules::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(position) = Position::from_fen(text) {
        let written = position.to_fen();
        let again = Position::from_fen(&written).expect("a written FEN reads back");
        assert_eq!(again, position);
        assert_eq!(again.to_fen(), written);
        // Whatever reads must also be playable: every legal move keeps the position legal.
        for mv in position.legal_moves() {
            let after = position.play(mv).expect("generated moves are legal");
            assert!(Position::from_fen(&after.to_fen()).is_ok(), "{} after {mv}", position.to_fen());
        }
    }
});
