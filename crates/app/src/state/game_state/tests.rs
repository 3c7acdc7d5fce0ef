//! The game state's rules, without a browser: board input, commands, the computer's replies,
//! variations, premoves, the clock and draw claims.

use super::*;
use crate::state::clock::TimeControl;
use crate::state::engine::{EngineCommand, Purpose};
use crate::state::shapes::Brush;
use chess_engine::SearchInfo;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn click(state: &mut GameState, squares: &[&str]) {
    for square in squares {
        state.apply(Action::ClickSquare(sq(square)));
    }
}

/// A friendly game after these moves (a move that could claim a draw is played unclaimed).
fn state_after(sans: &[&str]) -> GameState {
    let mut state = GameState::default();
    for san in sans {
        state.apply(Action::PlayText(san.to_string()));
        if state.pending().is_some() {
            state.apply(Action::PlayWithoutClaim);
        }
    }
    state
}

fn sans(state: &GameState) -> Vec<String> {
    state
        .game()
        .history()
        .iter()
        .map(|p| p.san.to_string())
        .collect()
}

fn vs_computer(human: Color, sans: &[&str]) -> GameState {
    let mut game = Game::new();
    for san in sans {
        game.play_san(san).unwrap();
    }
    GameState::from_game(game, Mode::VsComputer { human, level: 3 }).start()
}

/// The id of the last search the state asked for, and its purpose.
fn last_request(state: &GameState) -> (u32, Purpose) {
    let request = state
        .engine()
        .commands_after(0)
        .filter_map(|(_, c)| match c {
            EngineCommand::Start(r) => Some((**r).clone()),
            EngineCommand::Cancel(_) => None,
        })
        .last()
        .expect("a request");
    (request.id, request.purpose)
}

fn best(id: u32, uci: &str) -> Action {
    Action::Engine(EngineReply::BestMove {
        id,
        mv: Some(uci.parse().unwrap()),
    })
}

fn info(id: u32, depth: u32, cp: i32, pv: &str) -> Action {
    Action::Engine(EngineReply::Info {
        id,
        info: SearchInfo {
            depth,
            multipv: 1,
            seldepth: depth,
            score: chess_engine::Score::Centipawns(cp),
            nodes: 1,
            time_ms: 1,
            pv: pv.split_whitespace().map(|m| m.parse().unwrap()).collect(),
            hashfull: 0,
        },
    })
}

#[test]
fn click_to_select_then_click_to_move() {
    let mut state = GameState::default();
    click(&mut state, &["e2"]);
    assert_eq!(state.selected(), Some(sq("e2")));
    click(&mut state, &["e4"]);
    assert_eq!(sans(&state), ["e4"]);
    assert_eq!(state.selected(), None);
    assert_eq!(state.last_move_source(), MoveSource::Click);
}

#[test]
fn clicking_an_empty_square_or_the_opponents_piece_selects_nothing() {
    let mut state = GameState::default();
    click(&mut state, &["e4"]);
    assert_eq!(state.selected(), None);
    click(&mut state, &["e7"]);
    assert_eq!(state.selected(), None);
    click(&mut state, &["g1", "g1"]);
    assert_eq!(state.selected(), None, "a second click deselects");
}

#[test]
fn an_illegal_move_is_refused_with_the_rule_and_changes_nothing() {
    let mut state = GameState::default();
    state.apply(Action::PickUp(sq("e2")));
    state.apply(Action::Drop {
        from: sq("e2"),
        to: Some(sq("e5")),
    });
    assert!(state.game().is_empty());
    assert_eq!(
        state.notice(),
        Some("A pawn moves one square straight ahead (two from its starting square) and captures one square diagonally ahead")
    );
    state.apply(Action::PickUp(sq("e2")));
    state.apply(Action::Drop {
        from: sq("e2"),
        to: None,
    });
    assert_eq!((state.selected(), state.game().len()), (None, 0));
}

#[test]
fn only_a_piece_that_may_move_is_picked_up_or_dropped() {
    let mut state = GameState::default();
    state.apply(Action::PickUp(sq("e7")));
    assert_eq!(state.selected(), None, "not Black's turn");
    state.apply(Action::Drop {
        from: sq("e7"),
        to: Some(sq("e5")),
    });
    assert_eq!(
        (state.game().len(), state.notice()),
        (0, None),
        "a piece that could not be picked up is put back, with nothing to refuse"
    );
    state.apply(Action::PickUp(sq("g1")));
    assert_eq!(state.selected(), Some(sq("g1")));
    // While the computer thinks, the player's own pieces are picked up (for a premove), not its.
    let mut state = vs_computer(Color::White, &["e4"]);
    state.apply(Action::PickUp(sq("e7")));
    assert_eq!(state.selected(), None);
    state.apply(Action::PickUp(sq("g1")));
    assert_eq!(state.selected(), Some(sq("g1")));
}

#[test]
fn drop_on_its_own_square_keeps_the_selection_for_a_click() {
    let mut state = GameState::default();
    state.apply(Action::PickUp(sq("e2")));
    state.apply(Action::Drop {
        from: sq("e2"),
        to: Some(sq("e2")),
    });
    assert_eq!(state.selected(), Some(sq("e2")));
    click(&mut state, &["e4"]);
    assert_eq!(state.game().len(), 1);
}

#[test]
fn promotion_waits_for_a_choice_and_can_be_cancelled() {
    let game = Game::from_position(Position::from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap());
    let mut state = GameState::from_game(game, Mode::TwoPlayers);
    click(&mut state, &["b7", "b8"]);
    assert_eq!(state.promotion().map(|p| p.to), Some(sq("b8")));
    assert_eq!(
        state.movable_color(),
        None,
        "the board waits for the choice"
    );
    state.apply(Action::CancelPromotion);
    assert_eq!((state.promotion(), state.game().len()), (None, 0));
    state.apply(Action::PickUp(sq("b7")));
    state.apply(Action::Drop {
        from: sq("b7"),
        to: Some(sq("b8")),
    });
    state.apply(Action::Promote(Role::Knight));
    assert_eq!(sans(&state), ["b8=N"]);
}

#[test]
fn castling_by_moving_the_king_two_squares_or_onto_its_rook() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let mut state = GameState::from_game(
        Game::from_position(Position::from_fen(fen).unwrap()),
        Mode::TwoPlayers,
    );
    click(&mut state, &["e1", "h1"]);
    state.apply(Action::PickUp(sq("e8")));
    state.apply(Action::Drop {
        from: sq("e8"),
        to: Some(sq("c8")),
    });
    assert_eq!(sans(&state), ["O-O", "O-O-O"]);
}

#[test]
fn king_clicked_then_rook_selects_the_rook_when_castling_is_illegal() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1";
    let mut state = GameState::from_game(
        Game::from_position(Position::from_fen(fen).unwrap()),
        Mode::TwoPlayers,
    );
    click(&mut state, &["e1", "h1"]);
    assert_eq!(state.selected(), Some(sq("h1")));
}

#[test]
fn a_castling_right_lost_to_a_capture_is_explained_from_the_game() {
    let fen = "r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1";
    let mut state = GameState::from_game(
        Game::from_position(Position::from_fen(fen).unwrap()),
        Mode::TwoPlayers,
    );
    state.apply(Action::PlayText("Bxh1".into()));
    state.apply(Action::PlayText("Kd1".into()));
    state.apply(Action::PlayText("Kd8".into()));
    state.apply(Action::PlayText("Ke1".into()));
    state.apply(Action::PlayText("Ke8".into()));
    click(&mut state, &["e1", "c1"]);
    assert_eq!(
        state.notice(),
        Some("Castling queenside is no longer allowed: the king has moved")
    );
}

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
fn typed_moves_in_san_or_uci() {
    let mut state = GameState::default();
    state.apply(Action::PlayText("Nf3".into()));
    state.apply(Action::PlayText("d7d5".into()));
    assert_eq!(state.game().len(), 2);
    state.apply(Action::PlayText("Qxd5".into()));
    assert_eq!(
        state.notice(),
        Some("Qxd5 is not a legal move in this position")
    );
    state.apply(Action::PlayText("hello".into()));
    assert_eq!(
        state.notice(),
        Some("'hello' is not a move in algebraic notation")
    );
    assert_eq!(state.game().len(), 2);
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
fn a_move_that_brings_a_repetition_offers_to_claim_it() {
    let mut state = state_after(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
    state.apply(Action::PlayText("Ng8".into()));
    assert_eq!(
        state.pending().map(|p| p.question),
        Some(Question::ClaimDraw(
            chess_rules::DrawReason::ThreefoldRepetition
        ))
    );
    assert_eq!(state.game().len(), 7, "the move waits");
    state.apply(Action::PlayAndClaimDraw);
    assert_eq!(state.game().len(), 8);
    assert_eq!(
        state.outcome().map(|o| o.to_string()).as_deref(),
        Some("Draw by threefold repetition")
    );
    // Or the move is just played.
    let mut state = state_after(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
    state.apply(Action::PlayText("Ng8".into()));
    state.apply(Action::PlayWithoutClaim);
    assert_eq!((state.game().len(), state.outcome()), (8, None));
}

#[test]
fn against_the_computer_only_the_humans_pieces_move_and_its_reply_is_played() {
    let mut state = GameState::new(GameSetup::untimed(Mode::VsComputer {
        human: Color::Black,
        level: 1,
    }))
    .start();
    assert_eq!(state.orientation(), Color::Black);
    click(&mut state, &["e2"]);
    assert_eq!(state.selected(), None);
    let (id, purpose) = last_request(&state);
    assert_eq!(purpose, Purpose::Move);
    state.apply(best(id, "e2e4"));
    click(&mut state, &["e7", "e5"]);
    assert_eq!(state.game().len(), 2);
    assert_eq!(
        last_request(&state).1,
        Purpose::Move,
        "the computer's turn again"
    );
}

#[test]
fn engine_replies_to_old_requests_are_ignored_even_when_they_would_be_legal() {
    // The computer plays White: its stale answer e2e4 would be legal in the new game too.
    let mut state = GameState::new(GameSetup::untimed(Mode::VsComputer {
        human: Color::Black,
        level: 3,
    }))
    .start();
    let (stale, _) = last_request(&state);
    state.apply(Action::NewGame(GameSetup::untimed(Mode::VsComputer {
        human: Color::Black,
        level: 3,
    })));
    let (fresh, _) = last_request(&state);
    assert_ne!(stale, fresh);
    state.apply(best(stale, "e2e4"));
    assert_eq!(state.game().len(), 0, "the old search's answer is ignored");
    state.apply(best(fresh, "d2d4"));
    assert_eq!(sans(&state), ["d4"]);
    // Undo during a search, back to where the computer moves again: the answer to the old
    // search (Nf3 after 1.e4 e5) would be legal at the start, and is not played.
    let mut state = vs_computer(Color::Black, &["e4", "e5"]);
    let (old, _) = last_request(&state);
    state.apply(Action::Undo);
    state.apply(Action::Undo);
    let (fresh, _) = last_request(&state);
    assert_ne!(old, fresh);
    assert_eq!(state.game().len(), 0);
    state.apply(best(old, "g1f3"));
    assert_eq!(state.game().len(), 0, "the old search's answer is ignored");
    state.apply(best(fresh, "d2d4"));
    assert_eq!(sans(&state), ["d4"]);
}

#[test]
fn move_now_plays_the_best_move_so_far() {
    let mut state = vs_computer(Color::White, &["e4"]);
    let (id, _) = last_request(&state);
    state.apply(Action::MoveNow);
    assert_eq!(state.game().len(), 1, "nothing found yet");
    state.apply(info(id, 4, 20, "c7c5 g1f3"));
    state.apply(Action::MoveNow);
    assert_eq!(sans(&state), ["e4", "c5"]);
    assert!(!state.engine_thinking());
    state.apply(best(id, "e7e5"));
    assert_eq!(state.game().len(), 2, "the late answer is ignored");
}

#[test]
fn engine_move_arriving_while_looking_back_keeps_the_view() {
    let mut state = vs_computer(Color::White, &["e4"]);
    let (id, _) = last_request(&state);
    state.apply(Action::Navigate(Navigation::Start));
    state.apply(best(id, "e7e5"));
    assert_eq!(state.game().len(), 2);
    assert_eq!(state.cursor(), MoveTree::ROOT);
}

#[test]
fn a_premove_by_drag_is_queued_only_for_a_square_the_piece_could_reach() {
    let mut state = vs_computer(Color::White, &["e4"]);
    let (id, _) = last_request(&state);
    let drop = |state: &mut GameState, from: &str, to: &str| {
        state.apply(Action::PickUp(sq(from)));
        state.apply(Action::Drop {
            from: sq(from),
            to: Some(sq(to)),
        });
    };
    drop(&mut state, "g1", "g4");
    assert_eq!(
        (state.premove(), state.selected()),
        (None, None),
        "a knight never reaches g4"
    );
    drop(&mut state, "e7", "e5");
    assert_eq!(state.premove(), None, "not the player's piece");
    drop(&mut state, "g1", "g1");
    assert_eq!((state.premove(), state.selected()), (None, Some(sq("g1"))));
    drop(&mut state, "g1", "f3");
    assert_eq!(
        state.premove().map(|p| (p.from, p.to)),
        Some((sq("g1"), sq("f3")))
    );
    state.apply(best(id, "e7e5"));
    assert_eq!(sans(&state), ["e4", "e5", "Nf3"]);
}

#[test]
fn a_premove_by_clicks_needs_a_square_the_piece_could_reach() {
    let mut state = vs_computer(Color::White, &["e4"]);
    click(&mut state, &["g1", "g1"]);
    assert_eq!(state.premove(), None, "the same square twice is no move");
    click(&mut state, &["g1", "g4"]);
    assert_eq!(state.premove(), None, "a knight never reaches g4");
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

#[test]
fn a_premove_waits_for_the_computers_move_and_plays_if_legal() {
    let mut state = vs_computer(Color::White, &["e4"]);
    let (id, _) = last_request(&state);
    assert_eq!(state.premove_color(), Some(Color::White));
    click(&mut state, &["g1", "f3"]);
    assert_eq!(
        state.premove().map(|p| (p.from, p.to)),
        Some((sq("g1"), sq("f3")))
    );
    assert_eq!(state.game().len(), 1, "not played yet");
    state.apply(best(id, "e7e5"));
    assert_eq!(sans(&state), ["e4", "e5", "Nf3"]);
    // An illegal premove is dropped silently; a click elsewhere cancels one.
    let (id, _) = last_request(&state);
    click(&mut state, &["f3", "d4"]);
    assert!(state.premove().is_some());
    state.apply(best(id, "b8c6"));
    assert!(state.premove().is_none());
    assert_eq!(state.game().len(), 5, "Nd4 was legal: it was played");
    let (id, _) = last_request(&state);
    click(&mut state, &["d1", "h5"]);
    click(&mut state, &["a6"]);
    assert!(state.premove().is_none(), "cancelled");
    state.apply(best(id, "g8f6"));
    assert_eq!(state.game().len(), 6);
    assert_eq!(state.notice(), None, "no complaint");
}

#[test]
fn hint_and_analysis_follow_the_viewed_position() {
    let mut state = state_after(&["e4"]);
    state.apply(Action::RequestHint);
    let (id, purpose) = last_request(&state);
    assert_eq!(purpose, Purpose::Hint);
    state.apply(best(id, "e7e5"));
    assert_eq!(state.hint().map(|m| m.to_string()).as_deref(), Some("e7e5"));
    state.apply(Action::PlayText("c5".into()));
    assert_eq!(state.hint(), None, "a move clears the hint");
    state.apply(Action::SetAnalysis(true));
    let (id, purpose) = last_request(&state);
    assert_eq!(purpose, Purpose::Analysis);
    state.apply(info(id, 3, 40, "g1f3 d7d6"));
    let lines = state.analysis_lines().unwrap();
    assert_eq!((lines[0].depth, lines[0].pv.len()), (3, 2));
    let line = vec![lines[0].pv[0]];
    let here = state.cursor();
    state.apply(Action::PlayLine {
        from: MoveTree::ROOT,
        moves: line.clone(),
    });
    assert_eq!(
        state.cursor(),
        here,
        "a line from another position is not played"
    );
    state.apply(Action::PlayLine {
        from: here,
        moves: line,
    });
    assert_eq!(state.viewed_position().fullmove_number(), 2);
    assert_ne!(last_request(&state).0, id, "a new position, a new analysis");
}

#[test]
fn a_flag_falls_and_the_game_ends_on_time_or_in_a_draw_without_mating_material() {
    let setup = GameSetup {
        mode: Mode::TwoPlayers,
        time_control: Some(TimeControl::minutes(1, 0)),
        start: Start::Standard,
    };
    let mut state = GameState::new(setup).start();
    state.apply(Action::Tick(0.0));
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
    assert_eq!(state.tags(), [("Event".to_string(), "x".to_string())]);
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
