//! A position picked by the first bytes (a random walk from the start), then any text read as
//! SAN: never a panic; a move that reads is legal, and its own SAN reads back to it.
#![no_main]

use chess_rules::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (walk, text) = data.split_at(data.len().min(data.first().map_or(0, |&n| (n % 40) as usize + 1)));
    let mut position = Position::new();
    for &choice in walk.iter().skip(1) {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        position.play_unchecked(moves[choice as usize % moves.len()]);
    }
    let Ok(text) = std::str::from_utf8(text) else { return };
    if let Ok(mv) = position.parse_san(text) {
        assert!(position.is_legal(mv));
        let san = position.san(mv);
        assert_eq!(position.parse_san(&san), Ok(mv), "{san} in {}", position.to_fen());
    }
});
