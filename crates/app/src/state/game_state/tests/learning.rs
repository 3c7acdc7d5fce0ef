//! "Learn from your mistakes": the moments offered (inaccuracies too), a right try, a wrong
//! one taken back to try again, a try judged by the engine, the solution, skip, the end.

use super::*;
use crate::state::review::learn::{Attempt, LearnAction};
use crate::state::review::{Judgement, ReviewAction, ReviewProgress};
use chess_engine::Score;

const SCHOLARS: [&str; 7] = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];

/// A report with any score (side to move's view).
fn scored(id: u32, score: Score, pv: &str) -> Action {
    let Action::Engine(EngineReply::Info { id, mut info }) = super::info(id, 12, 0, pv) else {
        unreachable!()
    };
    info.score = score;
    Action::Engine(EngineReply::Info { id, info })
}

/// Answers the search asked for last with this score and line, then its end.
pub(super) fn answer(state: &mut GameState, score: Score, pv: &str) {
    let (id, _) = last_request(state);
    state.apply(scored(id, score, pv));
    state.apply(best(id, pv.split_whitespace().next().unwrap_or("0000")));
}

/// Answers each search of a running review by the position it asks about (side to move's
/// view), whatever the order the review asks in: the first pass from `first_pass` (one answer
/// a position with a legal move, in game order), the second look from `second_look` (the
/// position's ply, its answer); until the review is done.
pub(super) fn answer_review(
    state: &mut GameState,
    first_pass: &[(Score, &str)],
    second_look: &[(usize, Score, &str)],
) {
    while let Some(progress) = state.review().progress() {
        let ply = last_request_whole(state).moves.len();
        let (score, pv) = match progress {
            ReviewProgress::FirstPass { .. } => first_pass[ply],
            ReviewProgress::SecondLook { .. } | ReviewProgress::ThirdLook { .. } => second_look
                .iter()
                .find(|(at, _, _)| *at == ply)
                .map(|&(_, score, pv)| (score, pv))
                .unwrap_or_else(|| panic!("no second-look answer for ply {ply}")),
        };
        answer(state, score, pv);
    }
}

/// A friendly game reviewed with these answers (see `answer_review`).
pub(super) fn reviewed(
    sans: &[&str],
    first_pass: &[(Score, &str)],
    second_look: &[(usize, Score, &str)],
) -> GameState {
    let mut state = state_after(sans);
    state.apply(Action::Review(ReviewAction::Start));
    answer_review(&mut state, first_pass, second_look);
    assert!(state.review().result().is_some(), "the review finished");
    state
}

/// Scholar's mate reviewed: 3... Nf6 is a blunder, 3... g6 the engine's move.
fn scholars_reviewed() -> GameState {
    let cp = Score::Centipawns;
    reviewed(
        &SCHOLARS,
        &[
            (cp(30), "e2e4"),
            (cp(-30), "e7e5"),
            (cp(30), "f1c4"),
            (cp(-30), "b8c6"),
            (cp(30), "d1h5"),
            (cp(-30), "g7g6 h5f3"),
            (Score::Mate(1), "h5f7"),
        ],
        // The second look at the positions around 3... Nf6 agrees.
        &[(5, cp(-30), "g7g6 h5f3"), (6, Score::Mate(1), "h5f7")],
    )
}

#[test]
fn the_mating_move_is_said_to_mate_not_scored_as_a_mate_to_come() {
    let mut state = scholars_reviewed();
    state.apply(Action::Navigate(Navigation::End));
    let verdict = state.verdict_here().expect("the last move was reviewed");
    assert_eq!(verdict.played, "4. Qxf7#");
    assert_eq!(
        (verdict.before.as_str(), verdict.after.as_str()),
        ("#1", "checkmate")
    );
    // The graph says it of the game's last move too, wherever the board is.
    state.apply(Action::Navigate(Navigation::Start));
    assert_eq!(state.review_ending().as_deref(), Some("checkmate"));
}

fn learn(state: &mut GameState, action: LearnAction) {
    state.apply(Action::Review(ReviewAction::Learn(action)));
}

fn attempt(state: &GameState) -> Option<Attempt> {
    state.learning_view().and_then(|v| v.attempt)
}

fn before_the_blunder(state: &GameState) -> NodeId {
    state.tree().main_line()[4]
}

#[test]
fn learning_starts_at_the_position_before_the_blunder() {
    let mut state = scholars_reviewed();
    assert_eq!(state.learnable_moments().len(), 1);
    learn(&mut state, LearnAction::Start);
    assert_eq!(state.cursor(), before_the_blunder(&state));
    let view = state.learning_view().expect("learning");
    assert_eq!((view.number, view.total), (1, 1));
    assert_eq!(view.played, "Nf6??");
    assert_eq!(view.judgement, Judgement::Blunder);
    assert_eq!(view.mover, Color::Black);
    assert_eq!(view.solution, "3... g6 4. Qf3");
    assert_eq!(view.attempt, Some(Attempt::Finding));
    assert_eq!(
        state.better_move_here(),
        None,
        "the review's arrow would tell the answer"
    );
}

#[test]
fn the_games_move_is_wrong_at_once_and_the_board_goes_back_to_try_again() {
    let mut state = scholars_reviewed();
    learn(&mut state, LearnAction::Start);
    let moves_before = state.tree().move_count();
    state.apply(Action::PlayText("Nf6".into()));
    assert_eq!(attempt(&state), Some(Attempt::Wrong("Nf6".into())));
    assert_eq!(state.cursor(), before_the_blunder(&state));
    assert_eq!(
        state.tree().move_count(),
        moves_before,
        "the game keeps its moves"
    );
    state.apply(Action::PlayText("g6".into()));
    assert_eq!(attempt(&state), Some(Attempt::Right("g6".into())));
    assert_eq!(state.learning_view().unwrap().found, 1);
}

#[test]
fn another_try_is_judged_by_the_engine_and_a_bad_one_is_taken_back() {
    let mut state = scholars_reviewed();
    learn(&mut state, LearnAction::Start);
    let moves_before = state.tree().move_count();
    state.apply(Action::PlayText("Qf6".into()));
    assert!(matches!(attempt(&state), Some(Attempt::Judging { .. })));
    assert_eq!(last_request(&state).1, Purpose::Review);
    assert_eq!(
        state.movable_color(),
        None,
        "the board waits for the verdict"
    );
    // White to move after the try, +300 for White: Black gave up far more than g6.
    answer(&mut state, Score::Centipawns(300), "h5f3");
    assert_eq!(attempt(&state), Some(Attempt::Wrong("Qf6".into())));
    assert_eq!(state.cursor(), before_the_blunder(&state));
    assert_eq!(
        state.tree().move_count(),
        moves_before,
        "the wrong try is taken back"
    );
    assert_eq!(state.movable_color(), Some(Color::Black));
}

#[test]
fn a_try_as_good_as_the_engines_move_is_right() {
    let mut state = scholars_reviewed();
    learn(&mut state, LearnAction::Start);
    state.apply(Action::PlayText("Qe7".into()));
    // +20 for White after the try against +30 before: Black lost nothing.
    answer(&mut state, Score::Centipawns(20), "b1c3");
    assert_eq!(attempt(&state), Some(Attempt::Right("Qe7".into())));
    assert_eq!(
        state.tree().node(state.cursor()).san.unwrap().to_string(),
        "Qe7"
    );
}

#[test]
fn the_solution_is_shown_and_next_leads_to_the_end() {
    let mut state = scholars_reviewed();
    learn(&mut state, LearnAction::Start);
    learn(&mut state, LearnAction::ShowSolution);
    assert_eq!(attempt(&state), Some(Attempt::Shown));
    assert_eq!(
        state.tree().node(state.cursor()).san.unwrap().to_string(),
        "g6"
    );
    learn(&mut state, LearnAction::Next);
    let view = state.learning_view().unwrap();
    assert_eq!(view.attempt, None, "the end");
    assert_eq!(
        (view.found, view.total),
        (0, 1),
        "a shown solution is not found"
    );
    learn(&mut state, LearnAction::Start);
    assert_eq!(
        attempt(&state),
        Some(Attempt::Finding),
        "again from the first"
    );
}

#[test]
fn skip_and_leave() {
    let mut state = scholars_reviewed();
    learn(&mut state, LearnAction::Start);
    learn(&mut state, LearnAction::Skip);
    assert_eq!(attempt(&state), None);
    learn(&mut state, LearnAction::Leave);
    assert!(state.learning().is_none());
    assert!(state.learning_view().is_none());
}

#[test]
fn the_board_faces_the_side_to_find_the_move_and_turns_back_on_leaving() {
    let mut state = scholars_reviewed();
    assert_eq!(state.orientation(), Color::White);
    learn(&mut state, LearnAction::Start);
    assert_eq!(
        state.orientation(),
        Color::Black,
        "Black is to find a better 3... Nf6"
    );
    assert_eq!(
        state.resting_orientation(),
        Color::White,
        "what a saved game keeps (the learning is not kept)"
    );
    state.apply(Action::Flip);
    assert_eq!(
        state.orientation(),
        Color::White,
        "the player may still turn it"
    );
    learn(&mut state, LearnAction::Leave);
    assert_eq!(state.orientation(), Color::White);
    learn(&mut state, LearnAction::Start);
    learn(&mut state, LearnAction::Skip);
    assert_eq!(
        state.orientation(),
        Color::Black,
        "the end keeps the last moment's side"
    );
    learn(&mut state, LearnAction::Leave);
    assert_eq!(
        state.orientation(),
        Color::White,
        "as it was before learning"
    );
}

#[test]
fn inaccuracies_are_offered_too() {
    let cp = Score::Centipawns;
    let state = reviewed(
        &["e4", "e5", "Nf3", "Nc6"],
        &[
            (cp(30), "e2e4"),
            (cp(-30), "e7e5"),
            (cp(30), "g1f3"),
            (cp(-30), "d7d6"),
            (cp(100), "f1b5"),
        ],
        // The second look at the positions around 2... Nc6 agrees: 6.6 points lost.
        &[(3, cp(-30), "d7d6"), (4, cp(100), "f1b5")],
    );
    let moments = state.learnable_moments();
    assert_eq!(moments.len(), 1);
    let judged = state.review().of_node(moments[0]).unwrap();
    assert_eq!(judged.judgement, Some(Judgement::Inaccuracy));
}
