//! Game commands: undo, navigation and variations, the game's end (mate, resignation, draws,
//! claims, the flag), shapes, import, resume, new games and the saved revision.

use super::*;
use chess_rules::pgn::Tags;

#[test]
fn undo_takes_back_one_move_or_the_computers_reply_and_yours() {
    let mut state = state_after(&["e4", "e5"]);
    state.apply(Action::Undo);
    assert_eq!(sans(&state), ["e4"]);
    let mut state = vs_computer(Color::White, &["e4", "e5"]);
    state.apply(Action::Undo);
    assert_eq!(state.game().len(), 0);
    state.apply(Action::Undo);
    assert_eq!(state.notice(), Some("There is no move to take back"));
}
#[test]
fn navigate_through_the_game_and_back_to_the_end() {
    let mut state = state_after(&["e4", "e5", "Nf3"]);
    let main = state.tree().main_line();
    state.apply(Action::Navigate(Navigation::Back));
    assert_eq!(state.cursor(), main[1]);
    assert_eq!(
        state.viewed_last_move().map(|m| m.to_string()).as_deref(),
        Some("e7e5")
    );
    state.apply(Action::Navigate(Navigation::Start));
    assert_eq!(
        (state.cursor(), state.viewed_last_move()),
        (MoveTree::ROOT, None)
    );
    state.apply(Action::Navigate(Navigation::Back));
    assert_eq!(state.cursor(), MoveTree::ROOT);
    state.apply(Action::Navigate(Navigation::Node(main[1])));
    assert_eq!(state.cursor(), main[1]);
    state.apply(Action::Navigate(Navigation::End));
    assert!(state.at_end());
    state.apply(Action::Navigate(Navigation::Forward));
    assert_eq!(state.cursor(), main[2]);
}
#[test]
fn a_move_at_an_earlier_position_starts_a_variation_in_a_friendly_game() {
    let mut state = state_after(&["e4", "e5", "Nf3", "Nc6"]);
    let e5 = state.tree().main_line()[1];
    state.apply(Action::Navigate(Navigation::Node(e5)));
    click(&mut state, &["d2", "d4"]);
    assert_eq!(sans(&state), ["e4", "e5", "Nf3", "Nc6"], "the game stays");
    assert!(!state.tree().is_main_line(state.cursor()));
    assert_eq!(state.tree().move_count(), 5);
    // Up and down switch between the variation and the main line at the fork.
    state.apply(Action::Navigate(Navigation::PreviousVariation));
    assert_eq!(state.cursor(), state.tree().main_line()[2]);
    state.apply(Action::Navigate(Navigation::NextVariation));
    assert!(!state.tree().is_main_line(state.cursor()));
    // Back and forward again keep to the variation walked, as lichess does.
    let d4 = state.cursor();
    state.apply(Action::Navigate(Navigation::Back));
    state.apply(Action::Navigate(Navigation::Forward));
    assert_eq!(state.cursor(), d4);
    state.apply(Action::Navigate(Navigation::Start));
    state.apply(Action::Navigate(Navigation::End));
    assert_eq!(state.cursor(), d4, "End follows the walked line too");
    // The variation can be promoted to the main line, and deleted.
    let d4 = state.cursor();
    state.apply(Action::MakeMainLine(d4));
    assert_eq!(sans(&state), ["e4", "e5", "d4"]);
    state.apply(Action::DeleteFrom(d4));
    assert_eq!(sans(&state), ["e4", "e5", "Nf3", "Nc6"]);
}
#[test]
fn against_the_computer_a_move_at_an_earlier_position_asks_to_discard() {
    let mut state = vs_computer(Color::White, &["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    let e5 = state.tree().main_line()[1];
    state.apply(Action::Navigate(Navigation::Node(e5)));
    click(&mut state, &["d2", "d4"]);
    let pending = state.pending().unwrap();
    assert_eq!(
        (pending.san.as_str(), pending.question),
        ("d4", Question::Discard(4))
    );
    state.apply(Action::CancelDiscard);
    assert_eq!(state.game().len(), 6);
    click(&mut state, &["d2", "d4"]);
    state.apply(Action::ConfirmDiscard);
    assert_eq!(sans(&state), ["e4", "e5", "d4"]);
    assert_eq!(state.tree().move_count(), 3, "the discarded moves are gone");
}
#[test]
fn checkmate_ends_the_game_and_stops_moves() {
    let mut state = state_after(&["f3", "e5", "g4"]);
    state.apply(Action::PlayText("Qh4".into()));
    assert_eq!(state.outcome().map(|o| o.result()), Some("0-1"));
    assert_eq!(
        state.announcement(),
        "Black played queen h4. Black wins by checkmate."
    );
    assert_eq!(state.movable_color(), None);
    assert_eq!(state.event().map(|e| e.kind), Some(EventKind::GameEnd));
    click(&mut state, &["a2"]);
    assert_eq!(state.selected(), None);
}
#[test]
fn resign_agree_and_claim_draws() {
    let mut state = state_after(&["e4"]);
    state.apply(Action::Resign);
    assert_eq!(
        state.outcome().map(|o| o.to_string()).as_deref(),
        Some("White wins by resignation")
    );
    let mut state = state_after(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"]);
    state.apply(Action::ClaimDraw);
    assert_eq!(
        state.outcome().map(|o| o.to_string()).as_deref(),
        Some("Draw by threefold repetition")
    );
    let mut early = state_after(&["e4"]);
    early.apply(Action::ClaimDraw);
    assert!(early
        .notice()
        .unwrap()
        .starts_with("A draw can be claimed only"));
    early.apply(Action::AgreeDraw);
    assert_eq!(
        early.outcome().map(|o| o.to_string()).as_deref(),
        Some("Draw by agreement")
    );
}
#[test]
fn a_move_that_brings_a_repetition_is_played_at_once_and_the_draw_may_then_be_claimed() {
    let mut state = state_after(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
    state.apply(Action::PlayText("Ng8".into()));
    assert!(state.pending().is_none(), "no question stops the move");
    assert_eq!((state.game().len(), state.outcome()), (8, None));
    assert_eq!(
        state.game().claimable_draw(),
        Some(chess_rules::DrawReason::ThreefoldRepetition)
    );
    state.apply(Action::ClaimDraw);
    assert_eq!(
        state.outcome().map(|o| o.to_string()).as_deref(),
        Some("Draw by threefold repetition")
    );
}
#[test]
fn replaying_a_main_line_move_from_an_earlier_position_offers_no_claim() {
    // At the end, ...Ng8 could claim threefold repetition; from the same position earlier in
    // the game, it is only a step along the main line.
    let mut state = state_after(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
    let ng1 = state.tree().main_line()[2];
    state.apply(Action::Navigate(Navigation::Node(ng1)));
    click(&mut state, &["f6", "g8"]);
    assert!(state.pending().is_none());
    assert_eq!(state.cursor(), state.tree().main_line()[3]);
}
/// A game between two players on this clock, its time at 0 ms.
fn timed_friend_game(control: TimeControl) -> GameState {
    let setup = GameSetup {
        mode: Mode::TwoPlayers,
        time_control: Some(control),
        start: Start::Standard,
    };
    let mut state = GameState::new(setup).start();
    state.apply(Action::Tick(0.0));
    state
}

#[test]
fn a_flag_falls_and_the_game_ends_on_time_or_in_a_draw_without_mating_material() {
    let mut state = timed_friend_game(TimeControl::minutes(1, 0));
    state.apply(Action::PlayText("e4".into()));
    state.apply(Action::Tick(30_000.0));
    assert_eq!(state.clock().unwrap().running(), Some(Color::Black));
    state.apply(Action::Tick(61_000.0));
    assert_eq!(
        state.outcome().map(|o| o.to_string()).as_deref(),
        Some("White wins on time")
    );
    // K vs K+B: the bishop's side cannot mate, so a flag against the bare king is a draw.
    let game = Game::from_position(Position::from_fen("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").unwrap());
    let mut state = GameState::from_game(game, Mode::TwoPlayers);
    state.clock = Some(Clock::new(TimeControl::minutes(1, 0)));
    state.apply(Action::PlayText("Kd2".into()));
    state.apply(Action::Tick(60_001.0));
    assert!(state.outcome().is_some_and(|o| o.winner().is_none()));
}
#[test]
fn a_timed_game_keeps_each_moves_clock_and_a_comment_keeps_it_too() {
    let mut state = timed_friend_game(TimeControl::minutes(1, 2));
    state.apply(Action::PlayText("e4".into()));
    // White's first move starts Black's clock; Black thinks 5.3 s, then has the increment.
    state.apply(Action::Tick(5_300.0));
    state.apply(Action::PlayText("e5".into()));
    // White thinks 52.7 s: 9.3 s left with the increment, written in tenths as the clock shows.
    state.apply(Action::Tick(58_000.0));
    state.apply(Action::PlayText("Nf3".into()));
    let comments: Vec<Option<String>> = (state.tree().main_line().iter())
        .map(|&node| state.tree().node(node).comment.clone())
        .collect();
    assert_eq!(
        comments,
        [
            Some("[%clk 0:01:00]".to_string()),
            Some("[%clk 0:00:56]".to_string()),
            Some("[%clk 0:00:09.3]".to_string())
        ]
    );
    let pgn = crate::state::records::export::export_pgn(&state, "2026.12.05");
    assert!(
        pgn.contains("1. e4 { [%clk 0:01:00] } 1... e5 { [%clk 0:00:56] }"),
        "{pgn}"
    );
    // The words written on a move replace only its words: the clock stays.
    state.apply(Action::SetComment("a fast reply".into()));
    assert_eq!(state.comment_words_here(), "a fast reply");
    let nf3 = state.tree().main_line()[2];
    assert_eq!(
        state.tree().node(nf3).comment.as_deref(),
        Some("[%clk 0:00:09.3] a fast reply")
    );
    state.apply(Action::SetComment(String::new()));
    assert_eq!(
        state.tree().node(nf3).comment.as_deref(),
        Some("[%clk 0:00:09.3]")
    );
    // An untimed game keeps no clock.
    let untimed = state_after(&["e4"]);
    assert_eq!(untimed.tree().node(untimed.cursor()).comment, None);
}
#[test]
fn shapes_are_kept_per_position() {
    let mut state = state_after(&["e4"]);
    let arrow = Shape::Arrow {
        from: sq("g1"),
        to: sq("f3"),
        brush: Brush::Green,
    };
    state.apply(Action::ToggleShape(arrow));
    assert_eq!(state.shapes_here(), [arrow]);
    state.apply(Action::Navigate(Navigation::Start));
    assert!(state.shapes_here().is_empty());
    state.apply(Action::Navigate(Navigation::End));
    state.apply(Action::ClearShapes);
    assert!(state.shapes_here().is_empty());
}
#[test]
fn import_loads_a_game_or_leaves_the_current_one_untouched() {
    let mut state = state_after(&["e4", "e5"]);
    let before = state.clone();
    state.apply(Action::Import {
        text: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
        mode: Mode::TwoPlayers,
    });
    assert_eq!(
        state.notice(),
        Some("This FEN is not valid: impossible position: White has no king")
    );
    assert_eq!(state.game(), before.game());
    state.apply(Action::Import {
        text: "[Event \"x\"]\n1. d4 d5 (1... Nf6) 2. c4 e6 *".into(),
        mode: Mode::TwoPlayers,
    });
    assert_eq!((state.game().len(), state.tree().move_count()), (4, 5));
    assert!(state.at_end());
    assert_eq!(state.tags(), &Tags::from([("Event", "x")]));
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";
    state.apply(Action::Import {
        text: fen.into(),
        mode: Mode::VsComputer {
            human: Color::White,
            level: 2,
        },
    });
    assert_eq!(state.game().start_position().to_fen(), fen);
    assert_eq!(
        last_request(&state).1,
        Purpose::Move,
        "Black to move: the computer starts"
    );
}
#[test]
fn resume_switches_to_a_kept_game_whole() {
    let kept = state_after(&["d4", "d5", "c4"]);
    let mut state = state_after(&["e4"]);
    state.apply(Action::Resume(Box::new(kept.clone())));
    assert_eq!(state.game(), kept.game());
    assert_eq!(state.mode(), kept.mode());
    assert!(state.announcement().starts_with("Game restored."));
}
#[test]
fn new_game_chess960_and_flip() {
    let mut state = state_after(&["e4"]);
    state.apply(Action::Flip);
    assert_eq!(state.orientation(), Color::Black);
    state.apply(Action::NewGame(GameSetup {
        mode: Mode::TwoPlayers,
        time_control: None,
        start: Start::Chess960(0),
    }));
    assert_eq!(state.game().len(), 0);
    assert_eq!(state.orientation(), Color::White);
    assert_eq!(
        state.viewed_position().to_fen(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    state.apply(Action::PlayText("g3".into()));
    assert_eq!(state.setup().start, Start::Chess960(0));
}
#[test]
fn the_revision_moves_with_every_saved_change_and_not_with_ticks() {
    let mut state = GameState::new(GameSetup::untimed(Mode::TwoPlayers));
    let start = state.revision();
    state.apply(Action::Tick(100.0));
    assert_eq!(state.revision(), start, "a tick changes nothing saved");
    state.apply(Action::PlayText("e4".into()));
    let played = state.revision();
    assert!(played > start);
    // Another game swapped in (with a revision of its own) is still a change.
    state.apply(Action::Resume(Box::default()));
    assert!(state.revision() > played);
}

#[test]
fn an_import_is_read_ahead_so_the_page_knows_whether_it_replaces_the_game() {
    let import = |text: &str| Action::Import {
        text: text.into(),
        mode: Mode::TwoPlayers,
    };
    let good = import("1. e4 e5 *").read_ahead();
    assert!(matches!(good, Action::Load { .. }), "{good:?}");
    assert!(good.replaces_the_game());
    let bad = import("1. e4 e4 *").read_ahead();
    assert!(matches!(bad, Action::ShowNotice(_)), "{bad:?}");
    assert!(!bad.replaces_the_game(), "a bad record keeps the game");
    assert!(Action::NewGame(GameSetup::untimed(Mode::TwoPlayers)).replaces_the_game());
    assert!(!Action::Undo.replaces_the_game());
    // The reducer reads an Import the same way: the game read, or the notice and the old game.
    let mut state = GameState::default();
    state.apply(import("1. d4 *"));
    assert_eq!(state.game().len(), 1);
    state.apply(import("1. d4 d4 *"));
    assert_eq!(state.game().len(), 1);
    assert!(state
        .notice()
        .is_some_and(|n| n.contains("could not be read")));
}

#[test]
fn the_boards_events_reach_the_game_as_its_actions() {
    let mut state = GameState::default();
    state.apply(BoardEvent::Click(sq("e2")).into());
    state.apply(BoardEvent::Click(sq("e4")).into());
    state.apply(BoardEvent::PickUp(sq("e7")).into());
    state.apply(
        BoardEvent::Drop {
            from: sq("e7"),
            to: Some(sq("e5")),
        }
        .into(),
    );
    assert_eq!(state.game().len(), 2);
    let arrow = Shape::Arrow {
        from: sq("g1"),
        to: sq("f3"),
        brush: Brush::Green,
    };
    state.apply(BoardEvent::DrawShape(arrow).into());
    assert_eq!(state.shapes_here(), [arrow]);
    state.apply(BoardEvent::ClearShapes.into());
    assert!(state.shapes_here().is_empty());
    // The wheel steps through the moves: up goes back, down forward.
    state.apply(BoardEvent::Wheel { forward: false }.into());
    assert_eq!(
        state.viewed_last_move().map(|m| m.to_string()),
        Some("e2e4".into())
    );
    state.apply(BoardEvent::Wheel { forward: true }.into());
    assert!(state.at_end());
}
