//! Playing the computer: its requests and replies, stale replies, Move now, premoves
//! answered by its move, hints and analysis.

use super::*;
use crate::state::board_view::board_view;

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
    assert!(!state.can_move_now(), "the button waits for a move");
    state.apply(Action::MoveNow);
    assert_eq!(state.game().len(), 1, "nothing found yet");
    state.apply(info(id, 4, 20, "c7c5 g1f3"));
    assert!(state.can_move_now());
    state.apply(Action::MoveNow);
    assert_eq!(sans(&state), ["e4", "c5"]);
    assert!(!state.engine_thinking());
    assert!(!state.can_move_now());
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
fn a_premove_made_illegal_by_the_only_reply_is_dropped_without_a_word() {
    // Black's one legal move, b2+, checks White: the queued h4 no longer answers the check.
    let start = Position::from_fen("k7/2RN4/8/8/8/1p6/7P/K7 w - - 0 1").unwrap();
    let mode = Mode::VsComputer {
        human: Color::White,
        level: 3,
    };
    let mut state = GameState::from_game(Game::from_position(start), mode).start();
    state.apply(Action::PlayText("h3".into()));
    let (id, _) = last_request(&state);
    click(&mut state, &["h3", "h4"]);
    assert!(state.premove().is_some(), "h3-h4 is queued");
    state.apply(best(id, "b3b2"));
    assert_eq!(sans(&state), ["h3", "b2+"], "the premove was not played");
    assert!(state.premove().is_none(), "and is gone");
    assert_eq!(state.notice(), None, "without a word");
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
fn each_stop_of_the_engine_is_told_once() {
    let mut state = vs_computer(Color::White, &["e4"]);
    let restarted = Action::Engine(EngineReply::Restarted);
    state.apply(restarted.clone());
    assert!(state.notice().unwrap().contains("restarted"));
    state.apply(Action::DismissNotice);
    state.apply(restarted.clone());
    assert_eq!(
        state.notice(),
        None,
        "the same stop (another worker) is not told twice"
    );
    let (id, _) = last_request(&state);
    state.apply(best(id, "e7e5"));
    state.apply(Action::PlayText("Nf3".into()));
    state.apply(restarted);
    assert!(
        state.notice().unwrap().contains("restarted"),
        "a later stop is told again"
    );
}

#[test]
fn the_threat_searches_the_position_with_the_opponent_to_move_and_draws_its_best_move() {
    // After 1.e4 e5 2.Qh5: White threatens Qxf7 (and Qxe5+). With Black to move, the threat
    // is what White would play if it were White's turn.
    let mut state = state_after(&["e4", "e5", "Qh5"]);
    state.apply(Action::ToggleThreat);
    assert_eq!(
        state.analysis(),
        (true, 1),
        "showing the threat turns the analysis on"
    );
    let request = last_request_whole(&state);
    assert_eq!(request.purpose, Purpose::Analysis);
    assert_eq!(request.start.turn(), Color::White, "the opponent to move");
    assert!(request.moves.is_empty());
    state.apply(info(request.id, 5, 300, "h5e5 d8e7"));
    let view = board_view(&state);
    assert_eq!(view.threat, Some((sq("h5"), sq("e5"))));
    assert_eq!(view.arrow, None, "no best-move arrow for the side to move");
    assert_eq!(
        state.analysis_lines().unwrap()[0].pv.len(),
        2,
        "read from the threat's position"
    );
    // Off again: the analysis of the position itself, Black to move.
    state.apply(Action::ToggleThreat);
    let request = last_request_whole(&state);
    assert_eq!(request.start.turn(), Color::White, "the game's start");
    assert_eq!(request.moves.len(), 3);
    state.apply(info(request.id, 5, -300, "g7g6"));
    assert_eq!(board_view(&state).threat, None);
    assert_eq!(board_view(&state).arrow, Some((sq("g7"), sq("g6"))));
}

#[test]
fn no_threat_is_searched_while_in_check() {
    let mut state = state_after(&["e4", "f5", "Qh5+"]);
    state.apply(Action::ToggleThreat);
    assert_eq!(state.threat_position(), None);
    let request = last_request_whole(&state);
    assert_eq!(request.moves.len(), 3, "the position itself is analysed");
}

#[test]
fn with_auto_queen_never_a_premoves_promotion_is_asked_when_it_is_played() {
    use crate::state::play::actions_for;
    use crate::state::settings::AutoQueen;
    let position = Position::from_fen("4k3/1P6/8/8/8/8/8/4K3 b - - 0 1").unwrap();
    let premove_then_reply = |auto_queen: AutoQueen| {
        let mode = Mode::VsComputer {
            human: Color::White,
            level: 1,
        };
        let mut state = GameState::from_game(Game::from_position(position.clone()), mode).start();
        let (id, _) = last_request(&state);
        let drop = BoardEvent::Drop {
            from: sq("b7"),
            to: Some(sq("b8")),
        };
        for action in actions_for(drop, auto_queen, false) {
            state.apply(action);
        }
        state.apply(best(id, "e8d7"));
        state
    };
    assert_eq!(
        sans(&premove_then_reply(AutoQueen::Premove)),
        ["Kd7", "b8=Q"]
    );
    let mut asked = premove_then_reply(AutoQueen::Never);
    assert_eq!(asked.game().len(), 1, "waits for the piece");
    assert!(asked.promotion().is_some(), "the picker asks");
    asked.apply(Action::Promote(Role::Knight));
    assert_eq!(sans(&asked), ["Kd7", "b8=N+"]);
}
