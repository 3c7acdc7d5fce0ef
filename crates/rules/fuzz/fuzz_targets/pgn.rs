//! Any text read as PGN: never a panic; a game that reads writes to PGN that reads back to the
//! same moves, start position and outcome.
#![no_main]

use chess_rules::pgn;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(read) = pgn::read(text) {
        let written = pgn::write(&read.game, &read.tags);
        let again = pgn::read(&written).unwrap_or_else(|e| panic!("{e}\n{written}"));
        assert_eq!(again.game.history(), read.game.history());
        assert_eq!(again.game.start_position(), read.game.start_position());
        assert_eq!(again.game.outcome(), read.game.outcome());
    }
});
