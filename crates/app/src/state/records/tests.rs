//! Reading FEN and PGN records, and exporting games with their annotations.

use super::export::*;
use super::*;
use crate::state::game_state::{Action, GameState, Mode};
use crate::state::review::ReviewState;
use chess_rules::pgn::Tags;
use chess_rules::Color;

#[test]
fn reads_fen_pgn_bare_moves_and_chess960_fens() {
    let record = read_record("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    assert_eq!(
        record.tree.start().to_fen(),
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
    );
    assert!(record.tags.is_empty());
    let record = read_record("[White \"Ann\"]\n\n1. e4 {good} e5 (1... c5) 2. Nf3 *").unwrap();
    assert_eq!(
        (record.tree.main_line().len(), record.tree.move_count()),
        (3, 4)
    );
    assert_eq!(record.tags, Tags::from([("White", "Ann")]));
    let record = read_record("e4 e5 Nf3").unwrap();
    assert_eq!(record.tree.move_count(), 3);
    let record = read_record("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1").unwrap();
    assert_eq!(record.tree.start().castling_mode(), CastlingMode::Chess960);
}

#[test]
fn a_file_of_several_games_loads_the_first_and_says_how_many() {
    let text = "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n\n[Event \"c\"]\n\n1. c4 *\n";
    let record = read_record(text).unwrap();
    assert_eq!(record.tags.get("Event"), Some("a"));
    assert!(record
        .notice
        .unwrap()
        .starts_with("This PGN holds 3 games: the first is open"));
}

#[test]
fn bad_records_say_what_is_wrong() {
    assert_eq!(
        read_record("  "),
        Err("Paste a FEN or a PGN first".to_string())
    );
    assert_eq!(
        read_record("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"),
        Err("This FEN is not valid: the side to move must be 'w' or 'b', not 'x'".to_string())
    );
    let error = read_record("1. e4 e5 2. Nf9").unwrap_err();
    assert!(
        error.starts_with("This PGN could not be read: line 1, column 13: move 2. Nf9"),
        "{error}"
    );
}

#[test]
fn export_names_the_players_keeps_variations_and_round_trips() {
    let mut state = GameState::new(crate::state::GameSetup::untimed(Mode::VsComputer {
        human: Color::Black,
        level: 4,
    }));
    state.apply(Action::Import {
        text: "1. d4 d5 (1... Nf6 2. c4) 2. c4".into(),
        mode: Mode::VsComputer {
            human: Color::Black,
            level: 4,
        },
    });
    let pgn = export_pgn(&state, "2026.11.21");
    assert!(pgn.contains("[White \"Computer (level 4)\"]"), "{pgn}");
    assert!(pgn.contains("[Black \"You\"]"));
    assert!(pgn.contains("[Date \"2026.11.21\"]"));
    assert!(pgn.contains("1. d4 d5 (1... Nf6 2. c4) 2. c4 *"), "{pgn}");
    let again = read_record(&pgn).unwrap();
    assert_eq!(again.tree.main_game().history(), state.game().history());
}

#[test]
fn a_reviewed_game_exports_evals_nags_and_the_better_line() {
    use crate::state::review::{review, PositionEval};
    use chess_engine::Score;
    let mut state = GameState::default();
    for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
        state.apply(Action::PlayText(san.into()));
    }
    let start = state.tree().start().clone();
    let mut nodes = vec![MoveTree::ROOT];
    nodes.extend(state.tree().main_line());
    let after_bc4 = state.tree().position(nodes[5]).clone();
    let g6 = after_bc4.parse_san("g6").unwrap();
    // Before each move: level until Bc4 (index 5, Black to move, g6 holds), then mate in one.
    let scores = [
        Score::Centipawns(30),
        Score::Centipawns(30),
        Score::Centipawns(20),
        Score::Centipawns(30),
        Score::Centipawns(0),
        Score::Centipawns(10),
        Score::Mate(1),
        Score::Mate(1),
    ];
    let positions: Vec<PositionEval> = scores
        .iter()
        .enumerate()
        .map(|(i, &score)| PositionEval {
            score,
            best: (i == 5).then_some(g6),
            line: if i == 5 { vec![g6] } else { Vec::new() },
        })
        .collect();
    state.review = ReviewState::Done(review(&nodes, positions, start.turn()));
    let pgn = export_pgn(&state, "2026.11.22");
    assert!(pgn.contains("[%eval 0.30]"), "{pgn}");
    assert!(pgn.contains("3... Nf6 $4"), "Nf6 lost the game: {pgn}");
    let one_line = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        one_line.contains("({ Blunder. Best was } 3... g6)"),
        "the better line as a variation: {pgn}"
    );
}

#[test]
fn a_file_of_many_games_gives_the_games_after_its_first_to_keep() {
    let games: Vec<String> = (1..=3)
        .map(|n| format!("[Event \"Game {n}\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"))
        .collect();
    let text = games.join("\n");
    let rest = super::games_after_the_first(&text).expect("two more games");
    assert_eq!(chess_rules::pgn::count_games(&rest), 2);
    assert!(rest.contains("Game 2") && rest.contains("Game 3") && !rest.contains("Game 1"));
    assert_eq!(
        super::games_after_the_first(&games[0]),
        None,
        "one game: nothing more"
    );
    let record = super::read_record(&text).unwrap();
    assert!(record
        .notice
        .unwrap()
        .contains("every one is kept in Games"));
}
