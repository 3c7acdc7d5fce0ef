//! Property tests over positions reached by random games, checked against a slow reference
//! generator (`common/`) and against themselves (round trips, incremental hashes). The seed is
//! fixed so a failure seen once is seen every run (`PROPTEST_RNG_SEED` picks another).

#![cfg(not(target_arch = "wasm32"))]

mod common;

use chess_rules::{pgn, Game, IllegalMoveReason, Move, Position, Role, Square};
use common as reference;
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, RngSeed};
use std::collections::BTreeSet;

/// A fixed seed unless the environment names another.
fn config(cases: u32) -> Config {
    let seed = std::env::var("PROPTEST_RNG_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5EED_C4E5);
    Config {
        cases,
        rng_seed: RngSeed::Fixed(seed),
        // A failure's input is kept here (commit it) and tried first on every later run.
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(
            "tests/proptest-regressions/properties.txt",
        ))),
        ..Config::default()
    }
}

/// Start positions: the perft suite's, rich in castling, en passant and promotion.
fn start_positions() -> &'static [Position] {
    static STARTS: std::sync::OnceLock<Vec<Position>> = std::sync::OnceLock::new();
    STARTS.get_or_init(|| {
        let suite = include_str!("data/perft.epd");
        suite
            .lines()
            .filter_map(|line| line.split(';').next())
            .map(|fen| Position::from_fen(fen.trim()).expect("suite FENs are legal"))
            .collect()
    })
}

/// Plays a random game from one of the start positions (`start` picks it; values past the end
/// of the list mean the normal start): each choice picks one of the legal moves, until the
/// choices run out or the game ends.
fn random_game((start, choices): &(usize, Vec<u16>)) -> Game {
    let start = start_positions().get(*start).cloned().unwrap_or_default();
    let mut game = Game::from_position(start);
    for &choice in choices {
        if game.is_over() {
            break;
        }
        let moves = game.position().legal_moves();
        let mv = moves[choice as usize % moves.len()];
        game.play(mv).expect("a generated move is legal");
    }
    game
}

fn positions(game: &Game) -> impl Iterator<Item = &Position> {
    (0..=game.len()).filter_map(|ply| game.position_at(ply))
}

fn choices() -> impl Strategy<Value = (usize, Vec<u16>)> {
    (0usize..160, prop::collection::vec(any::<u16>(), 0..160))
}

/// Is this reason about the king's safety (the move has a legal shape, but exposes the king)?
fn is_about_king_safety(reason: &IllegalMoveReason) -> bool {
    use IllegalMoveReason::*;
    matches!(
        reason,
        KingIntoCheck(_)
            | KingNextToKing
            | StillInCheck(_)
            | Pinned { .. }
            | EnPassantExposesKing(_)
    )
}

/// Every move a piece of the side to move could be asked to make: each square, each
/// promotion (or none), and castling onto each of its rooks.
fn conceivable_moves(position: &Position) -> Vec<Move> {
    let board = position.board();
    let ours = board.by_color(position.turn());
    let promotions = [
        None,
        Some(Role::Queen),
        Some(Role::Rook),
        Some(Role::Bishop),
        Some(Role::Knight),
        Some(Role::King),
        Some(Role::Pawn),
    ];
    let mut moves = Vec::new();
    for from in ours {
        for to in Square::all() {
            moves.extend(
                promotions
                    .iter()
                    .map(|&promotion| Move::new(from, to, promotion)),
            );
        }
        if board.role_at(from) == Some(Role::King) {
            let rooks = ours & board.by_role(Role::Rook);
            moves.extend(rooks.into_iter().map(|rook| Move::castle(from, rook)));
        }
    }
    moves
}

proptest! {
    // Each case asks about thousands of moves in each of up to 160 positions.
    #![proptest_config(config(40))]

    #[test]
    fn is_legal_agrees_with_the_generator_on_every_conceivable_move(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            let legal: std::collections::HashSet<Move> = position.legal_moves().into_iter().collect();
            for mv in conceivable_moves(position) {
                prop_assert_eq!(position.is_legal(mv), legal.contains(&mv), "{} {:?}", position.to_fen(), mv);
            }
        }
    }

    #[test]
    fn gives_check_agrees_with_playing_the_move(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            for mv in position.legal_moves() {
                let after = position.play(mv).expect("generated moves are legal");
                prop_assert_eq!(position.gives_check(mv), after.is_check(), "{} {}", position.to_fen(), mv);
            }
        }
    }

    // Every move of the position, castling, promotions and en passant captures among them:
    // `play_unchecked` takes its hash from `key_after`, so the check is against the board.
    #[test]
    fn key_after_equals_the_hash_from_scratch_but_for_en_passant(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            for mv in position.legal_moves() {
                let after = position.play(mv).expect("generated moves are legal");
                if after.ep_square().is_none() {
                    prop_assert_eq!(position.key_after(mv), after.hash_from_scratch(), "{} {}", position.to_fen(), mv);
                }
            }
        }
    }

    #[test]
    fn captures_and_quiets_split_the_legal_moves(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            let mut split = chess_rules::MoveList::new();
            position.extend_with_legal_captures(&mut split);
            let captures = split.len();
            prop_assert!(split.iter().all(|&mv| position.is_capture(mv) || mv.promotion().is_some()));
            position.extend_with_legal_quiets(&mut split);
            prop_assert!(split[captures..].iter().all(|&mv| !position.is_capture(mv) && mv.promotion().is_none()));
            let mut all = position.legal_moves();
            prop_assert_eq!(split.len(), all.len(), "{}", position.to_fen());
            let key = |mv: &Move| (mv.from().index(), mv.to().index(), mv.promotion().map(|r| r.index()), mv.is_castle());
            split.sort_by_key(key);
            all.sort_by_key(key);
            prop_assert_eq!(split, all, "{}", position.to_fen());
        }
    }
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn fen_round_trip(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            let fen = position.to_fen();
            let again = Position::from_fen(&fen).expect("a written FEN reads back");
            prop_assert_eq!(&again, position);
            prop_assert_eq!(again.to_fen(), fen);
        }
    }

    #[test]
    fn san_and_uci_round_trip(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            for mv in position.legal_moves() {
                let san = position.san(mv).to_string();
                prop_assert_eq!(position.parse_san(&san), Ok(mv), "SAN {}", san);
                prop_assert_eq!(position.parse_uci(&mv.to_string()), Ok(mv));
            }
        }
    }

    #[test]
    fn incremental_zobrist_equals_from_scratch(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            prop_assert_eq!(position.hash(), position.hash_from_scratch(), "{}", position.to_fen());
        }
    }

    #[test]
    fn every_generated_move_leaves_the_movers_king_safe(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            let mover = position.turn();
            for mv in position.legal_moves() {
                let after = position.play(mv).expect("generated moves are legal");
                let king = after.board().king_of(mover).expect("a king");
                prop_assert!(after.board().attackers(king, !mover).is_empty(), "{} {}", position.to_fen(), mv);
            }
        }
    }

    #[test]
    fn legal_moves_equal_pseudo_legal_moves_filtered_by_a_slow_check(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            let fast: BTreeSet<String> = position.legal_moves().iter().map(Move::to_string).collect();
            let slow: BTreeSet<String> = reference::legal_moves(position).iter().map(Move::to_string).collect();
            prop_assert_eq!(fast, slow, "{}", position.to_fen());
        }
    }

    /// `check_move` accepts exactly the legal moves (returning the move asked for, or castling
    /// for a king dropped on its rook), and its reason agrees with the reference generator:
    /// a move of legal shape fails on king safety, any other on a rule of movement.
    #[test]
    fn check_move_accepts_exactly_the_legal_moves_and_gives_the_right_kind_of_reason(
        choices in choices(), other in 0u8..64,
    ) {
        let game = random_game(&choices);
        let position = game.position();
        // Every piece of the mover's to every square (pins and checks are met only this way),
        // and one other square (empty, or the opponent's).
        let squares = reference::squares(position);
        let pseudo: BTreeSet<String> = reference::pseudo_legal(position, &squares).iter().map(Move::to_string).collect();
        let legal: BTreeSet<String> = reference::legal_moves(position).iter().map(Move::to_string).collect();
        let ours = position.board().by_color(position.turn());
        let froms = ours.into_iter().chain(Square::new(other));
        for (from, to) in froms.flat_map(|from| (0..64).filter_map(Square::new).map(move |to| (from, to))) {
            for promotion in [None, Some(Role::Queen), Some(Role::Knight), Some(Role::King)] {
                check_one_move(position, &pseudo, &legal, Move::new(from, to, promotion))?;
            }
        }
    }

    #[test]
    fn legal_captures_are_the_captures_and_promotions_among_the_legal_moves(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            let expected: BTreeSet<String> = position
                .legal_moves()
                .iter()
                .filter(|&&mv| position.is_capture(mv) || mv.promotion().is_some())
                .map(Move::to_string)
                .collect();
            let captures: BTreeSet<String> = position.legal_captures().iter().map(Move::to_string).collect();
            prop_assert_eq!(captures, expected, "{}", position.to_fen());
        }
    }

    #[test]
    fn null_move_hash_equals_from_scratch(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game).filter(|p| !p.is_check()) {
            let passed = position.null_move();
            prop_assert_eq!(passed.turn(), !position.turn());
            prop_assert_eq!(passed.hash(), passed.hash_from_scratch());
            prop_assert_eq!(passed.null_move().hash_from_scratch(), position.null_move().null_move().hash());
        }
    }

    #[test]
    fn pgn_round_trip(choices in choices()) {
        let game = random_game(&choices);
        let text = pgn::write(&game, &pgn::Tags::new());
        let read = pgn::read(&text).expect("a written PGN reads back");
        let again = read.game();
        prop_assert_eq!(again.history(), game.history());
        prop_assert_eq!(again.outcome(), game.outcome());
    }
}

/// `check_move` on one attempt: accepted exactly when legal (returning the move asked for, or
/// castling for a king dropped on its rook), refused for king safety exactly when the move has
/// a legal shape (the reference's pseudo-legal moves), on a rule of movement otherwise.
fn check_one_move(
    position: &Position,
    pseudo: &BTreeSet<String>,
    legal: &BTreeSet<String>,
    asked: Move,
) -> Result<(), TestCaseError> {
    let (from, to) = (asked.from(), asked.to());
    let asked_text = asked.to_string();
    match position.check_move(from, to, asked.promotion()) {
        Ok(mv) if mv.is_castle() => {
            prop_assert_eq!(mv.from(), from);
            prop_assert!(
                mv.to() == to || mv.destination() == to,
                "castling for {}: {:?}",
                asked_text,
                mv
            );
            prop_assert!(legal.contains(&mv.to_string()));
        }
        Ok(mv) => {
            prop_assert_eq!(mv, asked);
            prop_assert!(
                legal.contains(&asked_text),
                "{} {}",
                position.to_fen(),
                asked_text
            );
        }
        Err(reason) => {
            prop_assert!(
                !legal.contains(&asked_text),
                "{} {} refused: {}",
                position.to_fen(),
                asked_text,
                reason
            );
            let shape_ok = pseudo.contains(&asked_text);
            prop_assert_eq!(
                is_about_king_safety(&reason),
                shape_ok,
                "{} {}: {:?}",
                position.to_fen(),
                asked_text,
                reason
            );
        }
    }
    Ok(())
}
