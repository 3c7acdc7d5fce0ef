//! Arbitrary input to every public entry point that reads input: it returns `Ok` or `Err`,
//! never panics, and `Ok` always means a legal move (or a position that reads back the same).

#![cfg(not(target_arch = "wasm32"))]

use chess_rules::{pgn, CastlingMode, Game, Move, Position, Role, Square};
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, RngSeed};

fn config(cases: u32) -> Config {
    let seed = std::env::var("PROPTEST_RNG_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5EED_0BAD);
    Config {
        cases,
        rng_seed: RngSeed::Fixed(seed),
        // A failure's input is kept here (commit it) and tried first on every later run.
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(
            "tests/proptest-regressions/no_panics.txt",
        ))),
        ..Config::default()
    }
}

/// Positions where castling, promotions and en passant come up.
const STARTS: [&str; 4] = [
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
];

/// A game some random legal moves into one of [`STARTS`].
fn game_after(choices: &[u16]) -> Game {
    let fen = STARTS[usize::from(choices.first().copied().unwrap_or(0)) % STARTS.len()];
    let start = Position::from_fen(fen).expect("a legal position");
    let mut game = Game::from_position(start);
    for &choice in choices {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let _ = game.play(moves[choice as usize % moves.len()]);
    }
    game
}

fn role(index: u8) -> Option<Role> {
    Role::ALL.get(usize::from(index)).copied()
}

/// Text that looks a little like chess notation more often than uniform noise would.
fn chessish() -> impl Strategy<Value = String> {
    prop_oneof![
        ".{0,40}",
        "[KQRBNPkqrbnpa-h1-8xX+#=!?()\\[\\]{}$0-9O./ -]{0,40}",
        "[a-h][1-8][a-h][1-8][qrbnkp]?",
    ]
}

proptest! {
    #![proptest_config(config(400))]

    #[test]
    fn game_play_takes_any_move_and_only_plays_legal_ones(
        choices in prop::collection::vec(any::<u16>(), 0..20),
        from in 0u8..64, to in 0u8..64, promotion in 0u8..8, castle in any::<bool>(),
    ) {
        let mut game = game_after(&choices);
        let before = game.clone();
        let (from, to) = (Square::new(from).unwrap(), Square::new(to).unwrap());
        let mv = if castle { Move::castle(from, to) } else { Move::new(from, to, role(promotion)) };
        let legal = game.position().legal_moves();
        match game.play(mv) {
            Ok(played) => {
                prop_assert!(legal.contains(&played.mv), "{} played {:?}", before.position().to_fen(), mv);
                prop_assert_eq!(game.len(), before.len() + 1);
            }
            Err(_) => prop_assert_eq!(&game, &before),
        }
        let checked = before.position().check_move(from, to, role(promotion));
        if let Ok(mv) = checked {
            prop_assert!(legal.contains(&mv));
        }
    }

    #[test]
    fn move_readers_take_any_text(choices in prop::collection::vec(any::<u16>(), 0..20), text in chessish()) {
        let game = game_after(&choices);
        let position = game.position();
        let legal = position.legal_moves();
        let reads = [position.parse_san(&text).ok(), position.parse_uci(&text).ok(), position.parse_move(&text).ok()];
        for mv in reads.into_iter().flatten() {
            prop_assert!(legal.contains(&mv), "{} read as {:?}", text, mv);
        }
        let mut copy = game.clone();
        if copy.play_san(&text).is_err() {
            prop_assert_eq!(&copy, &game);
        }
        if copy.play_uci(&text).is_err() && copy.len() == game.len() {
            prop_assert_eq!(&copy, &game);
        }
    }

    #[test]
    fn fen_reader_takes_any_text(text in "[rnbqkpRNBQKP1-8/wb KQkqA-Ha-h-]{0,80}", mode in any::<bool>()) {
        let mode = if mode { CastlingMode::Chess960 } else { CastlingMode::Standard };
        if let Ok(position) = Position::from_fen_with(&text, mode) {
            let again = Position::from_fen_with(&position.to_fen(), mode).expect("a written FEN reads back");
            prop_assert_eq!(again.to_fen(), position.to_fen());
            let _ = position.legal_moves();
        }
    }

    #[test]
    fn pgn_reader_takes_any_text(text in chessish(), prefix in "(\\[Event \"x\"\\]\n)?(1\\. e4 )?") {
        let text = format!("{prefix}{text}");
        for read in pgn::read_all(&text).into_iter().flatten() {
            let written = pgn::write_tree(&read.tree, &read.tags);
            let again = pgn::read(&written).expect("a written PGN reads back");
            prop_assert_eq!(again.tree, read.tree);
        }
    }
}

#[test]
fn king_onto_its_own_rook_is_castling_and_a_stray_promotion_piece_is_refused() {
    let start = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let mut game = Game::from_position(start.clone());
    let played = game.play(Move::new(Square::E1, Square::H1, None)).unwrap();
    assert_eq!(played.san.to_string(), "O-O");
    let mut game = Game::from_position(start);
    let error = game
        .play(Move::new(Square::E1, Square::H1, Some(Role::Queen)))
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "Only a pawn that reaches the last rank is promoted"
    );
    let error = game
        .play(Move::new(Square::E1, Square::G1, Some(Role::Knight)))
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "Only a pawn that reaches the last rank is promoted"
    );
    assert!(game.is_empty());
}
