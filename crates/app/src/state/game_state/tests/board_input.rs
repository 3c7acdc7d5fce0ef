//! Board input: picking up, dropping and clicking pieces, promotion, castling, typed moves
//! and premoves.

use super::*;

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
fn auto_queen_always_promotes_at_once_and_otherwise_the_picker_asks() {
    use crate::state::play::actions_for;
    use crate::state::settings::AutoQueen;
    let fen = "8/1P2k3/8/8/8/8/8/4K3 w - - 0 1";
    let start = || {
        GameState::from_game(
            Game::from_position(Position::from_fen(fen).unwrap()),
            Mode::TwoPlayers,
        )
    };
    let drop = BoardEvent::Drop {
        from: sq("b7"),
        to: Some(sq("b8")),
    };
    let mut always = start();
    for action in actions_for(drop.clone(), AutoQueen::Always, false) {
        always.apply(action);
    }
    assert_eq!(sans(&always), ["b8=Q"]);
    assert_eq!(always.promotion(), None);
    let mut asking = start();
    for action in actions_for(drop, AutoQueen::Premove, false) {
        asking.apply(action);
    }
    assert!(asking.promotion().is_some(), "the picker asks");
    assert_eq!(asking.game().len(), 0);
    // A click that moves nothing: the extra answer does nothing.
    let mut idle = start();
    for action in actions_for(BoardEvent::Click(sq("e1")), AutoQueen::Always, false) {
        idle.apply(action);
    }
    assert_eq!(idle.game().len(), 0);
}

#[test]
fn with_confirm_moves_a_board_move_waits_for_confirm_and_cancel_leaves_the_game_as_it_was() {
    use crate::state::play::{actions_for, Question};
    use crate::state::settings::AutoQueen;
    let mut state = GameState::new(GameSetup::untimed(Mode::TwoPlayers)).start();
    let play = |state: &mut GameState, from: &str, to: &str| {
        let drop = BoardEvent::Drop {
            from: sq(from),
            to: Some(sq(to)),
        };
        state.apply(Action::PickUp(sq(from)));
        for action in actions_for(drop, AutoQueen::Premove, true) {
            state.apply(action);
        }
    };
    play(&mut state, "e2", "e4");
    assert_eq!(state.game().len(), 0, "not played yet");
    let pending = state.pending().expect("a question");
    assert_eq!(
        (pending.san.as_str(), pending.question),
        ("e4", Question::Confirm)
    );
    // The board shows it made meanwhile, as lichess does; a Cancel puts the pawn back.
    let shown = |state: &GameState, square: &str| {
        let view = crate::state::board_view(state);
        view.pieces.piece_at(sq(square))
    };
    assert!(shown(&state, "e4").is_some() && shown(&state, "e2").is_none());
    state.apply(Action::CancelDiscard);
    assert_eq!((state.game().len(), state.pending().is_none()), (0, true));
    assert!(shown(&state, "e2").is_some() && shown(&state, "e4").is_none());
    play(&mut state, "e2", "e4");
    state.apply(Action::ConfirmDiscard);
    assert_eq!(sans(&state), ["e4"]);
    // Typed moves and an analysis board play at once.
    state.apply(Action::PlayText("e5".into()));
    assert_eq!(sans(&state), ["e4", "e5"]);
    state.apply(Action::Analyse);
    play(&mut state, "g1", "f3");
    assert_eq!(sans(&state), ["e4", "e5", "Nf3"]);
}
