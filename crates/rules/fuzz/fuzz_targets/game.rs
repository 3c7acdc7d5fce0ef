//! A game from the standard or a Chess960 start (picked by the first two bytes), then any
//! moves, three bytes each (from, to, promotion), played with `Game::play`, then draw claims
//! and undo: never a panic; an accepted move is one of the legal moves (a king onto its own
//! rook read as castling); a refused move changes nothing.
#![no_main]

use chess_rules::{Game, Position, Role, Square};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((start, moves)) = data.split_first_chunk::<2>() else { return };
    let number = u16::from_le_bytes(*start) % 1024;
    let position = Position::chess960(number).unwrap_or_default();
    let mut game = Game::from_position(position);
    for bytes in moves.chunks_exact(3) {
        let (Some(from), Some(to)) = (Square::new(bytes[0] % 64), Square::new(bytes[1] % 64)) else {
            continue;
        };
        let promotion = Role::ALL.get(usize::from(bytes[2] % 8)).copied();
        let mv = chess_rules::Move::new(from, to, promotion);
        let before = game.position().clone();
        let plies = game.len();
        let _ = game.claimable_draw_after(mv);
        match game.play(mv) {
            Ok(played) => {
                let played = played.mv;
                assert!(before.legal_moves().contains(&played), "{mv} in {}", before.to_fen());
                assert_eq!((played.from(), played.promotion()), (mv.from(), mv.promotion()));
            }
            Err(_) => {
                assert_eq!(game.len(), plies);
                assert_eq!(game.position(), &before);
            }
        }
    }
    let _ = game.claimable_draw();
    let _ = game.claim_draw();
    while game.undo().is_some() {}
    assert!(game.is_empty());
});
