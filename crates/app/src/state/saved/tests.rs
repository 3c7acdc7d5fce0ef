//! The saved format: round trips, corrupt data, and every version the app has shipped.

use super::*;
use crate::state::game_state::{Action, GameSetup, Start};
use crate::state::shapes::{Brush, Shape};
use crate::state::vocabulary::Navigation;

fn played(sans: &[&str], mode: Mode) -> GameState {
    let mut state = GameState::new(GameSetup::untimed(mode));
    for san in sans {
        state.apply(Action::PlayText(san.to_string()));
    }
    state
}

fn round_trip(state: &GameState) -> GameState {
    SavedGame::restore(&SavedGame::from_state(state).to_json())
        .unwrap()
        .state
}

#[test]
fn save_round_trip_restores_the_game_exactly() {
    let mut state = played(&["e4", "e5", "Nf3", "Nc6", "Bb5"], Mode::TwoPlayers);
    let nf3 = state.tree().main_line()[2];
    state.apply(Action::Navigate(Navigation::Node(nf3)));
    state.apply(Action::PlayText("d5".into()));
    state.apply(Action::ToggleShape(Shape::Circle {
        square: "d5".parse().unwrap(),
        brush: Brush::Red,
    }));
    state.apply(Action::SetComment("a sharp try".into()));
    state.apply(Action::Flip);
    let restored = round_trip(&state);
    assert_eq!(restored.tree().move_count(), 6);
    assert_eq!(restored.game().history(), state.game().history());
    assert_eq!(restored.orientation(), Color::Black);
    assert_eq!(
        child_path(restored.tree(), restored.cursor()),
        child_path(state.tree(), state.cursor())
    );
    assert_eq!(restored.shapes_here(), state.shapes_here());
    assert_eq!(
        restored.tree().node(restored.cursor()).comment.as_deref(),
        Some("a sharp try")
    );
    assert_eq!(
        SavedGame::from_state(&restored).to_json(),
        SavedGame::from_state(&state).to_json()
    );
}

#[test]
fn endings_clocks_and_set_ups_come_back() {
    let mut state = GameState::from_game(
        chess_rules::Game::from_position(
            chess_rules::Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap(),
        ),
        Mode::TwoPlayers,
    );
    state.apply(Action::PlayText("e4".into()));
    state.apply(Action::Resign);
    let restored = round_trip(&state);
    assert_eq!(
        restored.outcome().map(|o| o.to_string()).as_deref(),
        Some("White wins by resignation")
    );
    assert_eq!(
        restored.game().start_position().to_fen(),
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
    );
    let setup = GameSetup {
        mode: Mode::TwoPlayers,
        time_control: Some(TimeControl::minutes(3, 2)),
        start: Start::Standard,
    };
    let mut timed = GameState::new(setup);
    timed.apply(Action::Tick(0.0));
    timed.apply(Action::PlayText("e4".into()));
    timed.apply(Action::Tick(5_000.0));
    let restored = round_trip(&timed);
    let clock = restored.clock().unwrap();
    assert!(clock.is_paused());
    assert_eq!(clock.both_left(), [180_000, 175_000]);
    assert!(restored
        .notice()
        .unwrap()
        .starts_with("The clocks were paused"));
}

#[test]
fn every_shipped_version_still_loads() {
    let fixtures = [
        (
            "v1-computer-game",
            include_str!("../../../tests/fixtures/saved/v1-computer-game.json"),
        ),
        (
            "v1-resigned-setup",
            include_str!("../../../tests/fixtures/saved/v1-resigned-setup.json"),
        ),
        (
            "v1-claimed-draw",
            include_str!("../../../tests/fixtures/saved/v1-claimed-draw.json"),
        ),
        (
            "v1-new-game",
            include_str!("../../../tests/fixtures/saved/v1-new-game.json"),
        ),
        (
            "v2-reviewed-variations",
            include_str!("../../../tests/fixtures/saved/v2-reviewed-variations.json"),
        ),
    ];
    for (name, json) in fixtures {
        let restored = SavedGame::restore(json).unwrap_or_else(|e| panic!("{name}: {e}"));
        let state = restored.state;
        match name {
            "v1-computer-game" => {
                assert_eq!(state.game().len(), 9);
                assert_eq!(
                    state.mode(),
                    Mode::VsComputer {
                        human: Color::Black,
                        level: 4
                    }
                );
                assert_eq!(state.tree().ply(state.cursor()), 5);
                assert_eq!(restored.animate, Some(false));
            }
            "v1-resigned-setup" => {
                assert_eq!(
                    state.outcome().map(|o| o.to_string()).as_deref(),
                    Some("White wins by resignation")
                );
                assert_eq!(state.tags().iter().nth(1), Some(("White", "Ann")));
            }
            "v1-claimed-draw" => {
                assert_eq!(
                    state.outcome().map(|o| o.to_string()).as_deref(),
                    Some("Draw by threefold repetition")
                );
                assert!(state.analysis().0);
            }
            "v1-new-game" => assert!(state.game().is_empty()),
            "v2-reviewed-variations" => {
                // As `write_this_versions_fixture` made it: 8 main-line moves, the Petroff's
                // Nf6 as a commented variation, the review's scores, the board on Nf6.
                assert_eq!(state.game().len(), 8);
                assert_eq!(state.tree().move_count(), 9);
                let nf6 = state.tree().node(state.tree().main_line()[2]).children[1];
                assert_eq!(
                    state.tree().node(nf6).comment.as_deref(),
                    Some("the Petroff")
                );
                let review = state.review().result().expect("the review is kept");
                assert_eq!(review.moves.len(), 8);
                let scores: Vec<_> = review.positions.iter().map(|p| p.score).collect();
                let written = [30, 25, 30, 20, 25, 60, -300, 250, -400];
                assert_eq!(scores, written.map(chess_engine::Score::Centipawns));
                assert_eq!(
                    state.cursor(),
                    nf6,
                    "the board where it was: the variation's end"
                );
            }
            other => panic!("{other}: a fixture without its own checks"),
        }
    }
    // Every file of the folder is in the list above (a new format's fixture gets its checks).
    let mut on_disk: Vec<String> = std::fs::read_dir("tests/fixtures/saved")
        .unwrap()
        .map(|entry| {
            entry
                .unwrap()
                .file_name()
                .to_string_lossy()
                .replace(".json", "")
        })
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = fixtures.iter().map(|(name, _)| name.to_string()).collect();
    listed.sort();
    assert_eq!(on_disk, listed);
}

#[test]
fn corrupt_or_foreign_data_is_reported() {
    assert!(matches!(
        SavedGame::restore("not json"),
        Err(LoadError::Malformed(_))
    ));
    assert!(matches!(
        SavedGame::restore("{\"version\": 2}"),
        Err(LoadError::Malformed(_))
    ));
    assert!(matches!(
        SavedGame::restore("{\"version\": 99, \"anything\": true}"),
        Err(LoadError::Version(99))
    ));
    let good = SavedGame::from_state(&played(&["e4", "e5"], Mode::TwoPlayers));
    let bad_move = SavedGame {
        pgn: "1. e4 e4 *".into(),
        ..good.clone()
    };
    assert!(matches!(bad_move.into_state(), Err(LoadError::Pgn(_))));
    let bad_cursor = SavedGame {
        cursor: vec![0, 0, 0, 0],
        ..good.clone()
    };
    assert!(matches!(
        bad_cursor.into_state(),
        Err(LoadError::Field("cursor"))
    ));
    let v1_bad = r#"{"version":1,"start":"8/8/8/8/8/8/8/8 w - - 0 1","moves":[],"mode":{"kind":"two-players"},"orientation":"white","cursor":0,"animate":true}"#;
    assert!(matches!(
        SavedGame::restore(v1_bad),
        Err(LoadError::Start(_))
    ));
    let v1_move = r#"{"version":1,"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":["e2e4","e2e4"],"mode":{"kind":"two-players"},"orientation":"white","cursor":0,"animate":true}"#;
    assert_eq!(
        SavedGame::restore(v1_move).err(),
        Some(LoadError::Move {
            index: 2,
            uci: "e2e4".into()
        })
    );
    assert!(SavedGame::has_moves(&good.to_json()));
    assert!(!SavedGame::has_moves(
        &SavedGame::from_state(&GameState::default()).to_json()
    ));
}

/// Writes the fixture of this version's format (run it by name with `--ignored` when the
/// format changes, then keep the old files: every shipped version must go on loading).
#[test]
#[ignore = "writes the fixture of this version: cargo test -p chess-app -- --ignored write_this"]
fn write_this_versions_fixture() {
    use crate::state::review::{review, PositionEval};
    let mut state = played(
        &["e4", "e5", "Nf3", "Nc6", "Bc4", "Nd4", "Nxe5", "Qg5"],
        Mode::TwoPlayers,
    );
    let nf3 = state.tree().main_line()[2];
    state.apply(Action::Navigate(Navigation::Node(nf3)));
    state.apply(Action::PlayText("Nf6".into()));
    state.apply(Action::SetComment("the Petroff".into()));
    state.apply(Action::Navigate(Navigation::End));
    let mut nodes = vec![MoveTree::ROOT];
    nodes.extend(state.tree().main_line());
    let positions: Vec<PositionEval> = nodes
        .iter()
        .enumerate()
        .map(|(i, &node)| {
            let position = state.tree().position(node);
            let best = position.legal_moves().first().copied();
            PositionEval {
                score: chess_engine::Score::Centipawns(
                    [30, 25, 30, 20, 25, 60, -300, 250, -400][i],
                ),
                best,
                line: best.into_iter().collect(),
            }
        })
        .collect();
    state.review = ReviewState::Done(review(&nodes, positions, Color::White));
    let json = SavedGame::from_state(&state).to_json();
    std::fs::write("tests/fixtures/saved/v2-reviewed-variations.json", json).unwrap();
}
