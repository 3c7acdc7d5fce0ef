//! Typed requests become UCI in one place; scores read for the bar.

use super::*;
use chess_rules::Square;

#[test]
fn a_request_is_written_as_uci_once() {
    let position = Position::new();
    let mut request = EngineRequest {
        id: 0,
        purpose: Purpose::Move,
        start: position.clone(),
        moves: vec![position.parse_san("e4").unwrap()],
        level: 4,
        lines: 1,
        limit: SearchLimit::Clock {
            left: [60_000, 55_000],
            increment: [2_000, 2_000],
        },
        seed: Some(7),
    };
    assert_eq!(
        request.uci_commands(),
        [
            "setoption name UCI_Chess960 value false",
            "setoption name Skill Level value 4",
            "setoption name MultiPV value 1",
            "seed 7",
            "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4",
            "go wtime 60000 btime 55000 winc 2000 binc 2000",
        ]
    );
    request.limit = SearchLimit::Infinite;
    assert_eq!(request.uci_commands().last().unwrap(), "go infinite");
    assert_eq!(
        request.position().piece_at(Square::E4).map(|p| p.role),
        Some(chess_rules::Role::Pawn)
    );
}

#[test]
fn chess960_requests_write_castling_as_king_takes_rook() {
    let start = Position::chess960(0).unwrap();
    let mut game = chess_rules::Game::from_position(start.clone());
    for san in ["g3", "g6", "f4", "f5", "Rf2", "Rf7", "O-O"] {
        game.play_san(san).unwrap();
    }
    let request = EngineRequest {
        id: 0,
        purpose: Purpose::Analysis,
        start,
        moves: game.moves().collect(),
        level: 9,
        lines: 3,
        limit: SearchLimit::Infinite,
        seed: None,
    };
    let commands = request.uci_commands();
    assert_eq!(commands[0], "setoption name UCI_Chess960 value true");
    assert!(commands[3].ends_with("g1h1"), "{}", commands[3]);
    assert!(commands[3].contains("HFhf") || commands[3].contains("KQkq"));
}

#[test]
fn ids_are_unique_and_commands_are_numbered() {
    let mut engine = EngineState::default();
    let request = EngineRequest {
        id: 0,
        purpose: Purpose::Hint,
        start: Position::new(),
        moves: Vec::new(),
        level: 9,
        lines: 1,
        limit: SearchLimit::Movetime(100),
        seed: None,
    };
    let first = engine.start(request.clone());
    let second = engine.start(request);
    assert_ne!(first, second);
    engine.cancel(Some(Pending { id: first, node: 0 }));
    let numbers: Vec<u64> = engine.commands_after(0).map(|(n, _)| *n).collect();
    assert_eq!(numbers, [1, 2, 3]);
    assert_eq!(engine.commands_after(2).count(), 1);
    let mut next = EngineState::default();
    next.continue_ids_from(&engine);
    next.take_outbox_from(&engine);
    assert_eq!(
        next.commands_after(2).count(),
        1,
        "the cancel is still to be sent"
    );
}

#[test]
fn scores_for_the_bar() {
    assert_eq!(score_label(Score::Centipawns(35)), "+0.35");
    assert_eq!(
        score_label(for_white(Score::Centipawns(-120), Color::Black)),
        "+1.20"
    );
    assert_eq!(score_label(for_white(Score::Mate(3), Color::Black)), "#-3");
    assert_eq!(score_attribute(Score::Mate(-2)), "#-2");
    assert_eq!(score_attribute(Score::Centipawns(-7)), "-7");
    assert_eq!(white_share(Score::Centipawns(0)), 50.0);
    assert!(white_share(Score::Centipawns(400)) > 80.0);
    assert_eq!(white_share(Score::Mate(-1)), 0.0);
}

#[test]
fn a_pv_is_checked_against_the_position() {
    let position = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let pv: Vec<Move> = ["e1g1", "e8c8", "a1a9"]
        .iter()
        .filter_map(|m| m.parse().ok())
        .collect();
    let line = checked_line(&position, &pv);
    assert_eq!(line.len(), 2);
    assert!(line[0].is_castle() && line[1].is_castle());
}

/// The computer's move asked for after these UCI moves from `fen`, under `limit`.
fn move_request(fen: &str, moves: &[&str], limit: SearchLimit) -> EngineRequest {
    let start = Position::from_fen(fen).unwrap();
    let mut position = start.clone();
    let moves = moves
        .iter()
        .map(|uci| {
            let mv = position.parse_uci(uci).unwrap();
            position.play_unchecked(mv);
            mv
        })
        .collect();
    EngineRequest {
        id: 1,
        purpose: Purpose::Move,
        start,
        moves,
        level: 1,
        lines: 1,
        limit,
        seed: None,
    }
}

#[test]
fn the_computer_answers_a_forced_move_at_once_and_a_rich_position_later() {
    let request = |fen: &str, moves: &[&str]| move_request(fen, moves, SearchLimit::Movetime(100));
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    // Qg7+: the king must take the queen, its one legal move.
    let forced = request("7k/8/6Q1/8/8/8/8/K7 w - - 0 1", &["g6g7"]);
    assert!(
        forced.soonest_reply_ms() <= 120.0,
        "{}",
        forced.soonest_reply_ms()
    );
    let recapture = request(start, &["e2e4", "d7d5", "e4d5"]);
    assert_eq!(recapture.soonest_reply_ms(), 200.0);
    let opening = request(start, &["e2e4"]);
    let quiet = opening.soonest_reply_ms();
    assert!((300.0..=450.0).contains(&quiet), "{quiet}");
    // The knights out and back twice: the start position a third time, a draw to claim.
    let shuffle = [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
    ];
    let repeated = request(start, &shuffle);
    assert_eq!(
        repeated.soonest_reply_ms(),
        2_500.0,
        "time to claim the draw"
    );
    assert!(request(start, &shuffle[..7]).soonest_reply_ms() <= 450.0);
}

#[test]
fn in_a_clock_game_the_computer_never_waits_itself_out_of_time() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let request = |moves: &[&str], black_left_ms: u64, increment_ms: u64| {
        let clock = SearchLimit::Clock {
            left: [60_000, black_left_ms],
            increment: [increment_ms; 2],
        };
        move_request(start, moves, clock)
    };
    // A minute left: the same wait as without a clock.
    let relaxed = request(&["e2e4"], 60_000, 0).soonest_reply_ms();
    assert!((300.0..=450.0).contains(&relaxed), "{relaxed}");
    // Two seconds left (White's minute is not the one that counts): a fortieth of them.
    assert_eq!(request(&["e2e4"], 2_000, 0).soonest_reply_ms(), 50.0);
    // An increment is earned back by the move, so it may be waited: the whole wait again.
    assert_eq!(request(&["e2e4"], 2_000, 1_000).soonest_reply_ms(), relaxed);
    // The claim window: whole from 25 seconds, a tenth of the clock below.
    let shuffle = [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3",
    ];
    assert_eq!(request(&shuffle, 30_000, 0).soonest_reply_ms(), 2_500.0);
    assert_eq!(request(&shuffle, 5_000, 0).soonest_reply_ms(), 500.0);
}
