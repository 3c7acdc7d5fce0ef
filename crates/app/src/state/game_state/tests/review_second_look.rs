//! The review's order and its second and third looks: the passes go from the game's end to its
//! start; the positions around a move the first pass found costly are searched again, deeper,
//! those around a move the second look left near the mistake line deeper still, and the move is
//! judged from the deepest scores.

use super::learning::{answer, reviewed};
use super::*;
use crate::state::engine::SearchLimit;
use crate::state::review::{
    Judgement, ReviewAction, ReviewProgress, REVIEW_NODES, SECOND_LOOK_NODES, THIRD_LOOK_NODES,
};
use chess_engine::Score;

const GAME: [&str; 4] = ["e4", "e5", "Nf3", "Nc6"];

/// The game reviewed up to its last position, where the first pass scores 2... Nc6 with
/// `after_nc6` (White's view, White to move).
fn first_pass(after_nc6: i32) -> GameState {
    let cp = Score::Centipawns;
    let mut state = state_after(&GAME);
    state.apply(Action::Review(ReviewAction::Start));
    // Asked from the last position to the first.
    for (score, pv) in [
        (cp(after_nc6), "f1b5"),
        (cp(-30), "b8c6"),
        (cp(30), "g1f3"),
        (cp(-30), "e7e5"),
        (cp(30), "e2e4"),
    ] {
        assert_eq!(
            last_request_whole(&state).limit,
            SearchLimit::Nodes(REVIEW_NODES)
        );
        answer(&mut state, score, pv);
    }
    state
}

#[test]
fn the_first_pass_goes_from_the_games_end_to_its_start() {
    let mut state = state_after(&GAME);
    state.apply(Action::Review(ReviewAction::Start));
    let mut plies = Vec::new();
    while let Some(ReviewProgress::FirstPass { done, total }) = state.review().progress() {
        assert_eq!(total, 5);
        assert_eq!(done, plies.len());
        let ply = last_request_whole(&state).moves.len();
        plies.push(ply);
        // Five centipawns a ply for the side to move: small moves, no second look.
        let best = ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"][ply];
        answer(&mut state, Score::Centipawns(5 * ply as i32), best);
    }
    assert_eq!(plies, [4, 3, 2, 1, 0]);
    let review = state.review().result().expect("the review finished");
    let scores: Vec<Score> = review.positions.iter().map(|p| p.score).collect();
    let cp = Score::Centipawns;
    assert_eq!(
        scores,
        [cp(0), cp(-5), cp(10), cp(-15), cp(20)],
        "each verdict in its position's place, from White's side"
    );
}

#[test]
fn review_game_again_keeps_the_review_of_the_same_game_and_reviews_a_longer_one() {
    let mut state = first_pass(30);
    assert!(state.review().result().is_some(), "no costly move: done");
    let asked = last_request_whole(&state).id;
    state.apply(Action::Review(ReviewAction::Start));
    assert!(state.review().result().is_some(), "the review is kept");
    assert_eq!(
        last_request_whole(&state).id,
        asked,
        "nothing searched again"
    );
    // A move more: the review no longer covers the game, and starts afresh.
    state.apply(Action::PlayText("Bb5".to_string()));
    state.apply(Action::Review(ReviewAction::Start));
    assert_eq!(
        state.review().progress(),
        Some(ReviewProgress::FirstPass { done: 0, total: 6 })
    );
}

fn judgement_of_last_move(state: &GameState) -> Option<Judgement> {
    let last = *state.tree().main_line().last().unwrap();
    state.review().of_node(last).unwrap().judgement
}

#[test]
fn a_costly_move_is_searched_again_deeper_and_cleared_when_the_deeper_search_disagrees() {
    let mut state = first_pass(400);
    assert!(
        state.review().result().is_none(),
        "not called a blunder yet"
    );
    assert_eq!(
        state.review().progress(),
        Some(ReviewProgress::SecondLook { done: 0, total: 2 })
    );
    let request = last_request_whole(&state);
    assert_eq!(request.limit, SearchLimit::Nodes(SECOND_LOOK_NODES));
    assert_eq!(request.moves.len(), 4, "the position after 2... Nc6 first");
    answer(&mut state, Score::Centipawns(40), "f1b5");
    assert_eq!(
        last_request_whole(&state).moves.len(),
        3,
        "then the one before it"
    );
    answer(&mut state, Score::Centipawns(-30), "b8c6");
    assert!(state.review().result().is_some());
    assert_eq!(
        judgement_of_last_move(&state),
        None,
        "the deeper search's verdict"
    );
}

#[test]
fn the_second_look_finds_a_mistake_the_first_pass_underrated() {
    // Our centipawns read x1.05 (`CENTIPAWN_SCALE`): 47.1 → 40.5 points for Black, 6.6 lost,
    // an inaccuracy at first sight; then 47.1 → 33.3, 13.8 lost, a mistake beyond the third
    // look's band.
    let mut state = first_pass(100);
    answer(&mut state, Score::Centipawns(180), "f1b5");
    answer(&mut state, Score::Centipawns(-30), "b8c6");
    assert_eq!(judgement_of_last_move(&state), Some(Judgement::Mistake));
    let review = state.review().result().unwrap();
    assert_eq!(
        review.positions[4].score,
        Score::Centipawns(180),
        "the deeper score kept"
    );
}

#[test]
fn a_game_without_a_costly_move_gets_no_second_look() {
    let cp = Score::Centipawns;
    let state = reviewed(
        &GAME,
        &[
            (cp(30), "e2e4"),
            (cp(-30), "e7e5"),
            (cp(30), "g1f3"),
            (cp(-30), "b8c6"),
            (cp(60), "f1b5"),
        ],
        &[],
    );
    let searches = state
        .engine()
        .commands_after(0)
        .filter(|(_, c)| matches!(c, EngineCommand::Start(_)))
        .count();
    assert_eq!(searches, 5, "one search a position");
}

#[test]
fn cancel_during_the_second_look_drops_the_review() {
    let mut state = first_pass(400);
    assert!(matches!(
        state.review().progress(),
        Some(ReviewProgress::SecondLook { .. })
    ));
    let looking = last_request_whole(&state).id;
    state.apply(Action::Review(ReviewAction::Cancel));
    assert_eq!(state.review().progress(), None);
    assert!(state.review().result().is_none());
    let cancelled = state
        .engine()
        .commands_after(0)
        .any(|(_, c)| matches!(c, EngineCommand::Cancel(id) if *id == looking));
    assert!(cancelled, "the deeper search is stopped");
}

#[test]
fn a_move_the_second_look_leaves_near_the_mistake_line_gets_a_third_deeper_look() {
    let mut state = first_pass(400);
    // The second look: 47.1 -> 38.6 points for Black (our centipawns x1.05), 8.5 lost, within
    // the third look's band.
    answer(&mut state, Score::Centipawns(120), "f1b5");
    answer(&mut state, Score::Centipawns(-30), "b8c6");
    assert!(state.review().result().is_none(), "not judged yet");
    assert_eq!(
        state.review().progress(),
        Some(ReviewProgress::ThirdLook { done: 0, total: 2 }),
        "the third look counts its own positions"
    );
    let request = last_request_whole(&state);
    assert_eq!(request.limit, SearchLimit::Nodes(THIRD_LOOK_NODES));
    assert_eq!(request.moves.len(), 4, "the position after 2... Nc6 first");
    // 13.8 lost: a mistake.
    answer(&mut state, Score::Centipawns(180), "f1b5");
    assert_eq!(
        state.review().progress(),
        Some(ReviewProgress::ThirdLook { done: 1, total: 2 })
    );
    assert_eq!(last_request_whole(&state).moves.len(), 3);
    answer(&mut state, Score::Centipawns(-30), "b8c6");
    assert_eq!(
        judgement_of_last_move(&state),
        Some(Judgement::Mistake),
        "judged from the third look's scores"
    );
    assert_eq!(
        state.review().result().unwrap().positions[4].score,
        Score::Centipawns(180)
    );
}

#[test]
fn a_move_the_second_look_clears_or_confirms_far_from_the_line_gets_no_third_look() {
    for (after, judgement) in [(40, None), (900, Some(Judgement::Blunder))] {
        let mut state = first_pass(400);
        answer(&mut state, Score::Centipawns(after), "f1b5");
        answer(&mut state, Score::Centipawns(-30), "b8c6");
        assert!(
            state.review().result().is_some(),
            "done after the second look"
        );
        assert_eq!(judgement_of_last_move(&state), judgement);
    }
}
