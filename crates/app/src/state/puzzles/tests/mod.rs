use super::Feedback;
use super::*;

mod mistakes;

/// The page's clock in the tests (any time: only differences count).
const NOW: f64 = 1.8e12;
use crate::state::BoardEvent;
use chess_rules::{Color, Role, Square};
use std::rc::Rc;

/// Mate in 2 (lichess 002X3): Black's Rxa3, then Qa8+ Qb8 Qxb8#.
const MATE_IN_2: &str = "002X3\t6k1/2q2p1p/4pPp1/4P3/p1pP1P2/RrP5/6QP/4B1K1 b - - 0 33\tb3a3 g2a8 c7b8 a8b8\t970\t168\tendgame mate mateIn2 short";
/// A pawn race won by promoting (lichess 00n9d).
const PROMOTION: &str = "00n9d\t8/8/p5p1/1p3P1p/4K2P/k3P3/8/8 b - - 0 56\tb5b4 f5f6 b4b3 f6f7 a3a2 f7f8q\t1581\t99\tendgame";
/// Two mates in one after ...b6: Ra8# is the solution, Re8# mates too.
const TWO_MATES: &str =
    "made1\t6k1/1p3ppp/8/8/8/8/5PPP/R3R1K1 b - - 0 1\tb7b6 a1a8\t800\t80\tmate mateIn1";

fn puzzle(line: &str) -> Puzzle {
    Puzzle::read(line).expect("a puzzle")
}

/// The puzzle once the opponent's first move is played.
fn started(line: &str) -> Solving {
    let mut solving = Solving::start(&puzzle(line));
    solving.opponent_moves();
    solving
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn drop(solving: &mut Solving, from: &str, to: &str) {
    solving.on_board(BoardEvent::Drop {
        from: sq(from),
        to: Some(sq(to)),
    });
}

#[test]
fn a_line_of_the_book_is_read_and_a_broken_one_skipped() {
    let p = puzzle(MATE_IN_2);
    assert_eq!((p.id.as_str(), p.moves.len(), p.rating), ("002X3", 4, 970));
    assert!(p.has_theme(Some("mateIn2")) && p.has_theme(None) && !p.has_theme(Some("fork")));
    assert_eq!(Puzzle::read("x\tnot a fen\te2e4 e7e5\t1\t1\t"), None);
    let illegal = MATE_IN_2.replace("g2a8", "g2g8");
    assert_eq!(Puzzle::read(&illegal), None, "moves must be legal in turn");
    let book = PuzzleBook::read(&format!("{MATE_IN_2}\n\n{PROMOTION}\ngarbage\n"));
    assert_eq!(book.len(), 2);
}

#[test]
fn the_opponent_moves_first_then_right_moves_are_answered_until_solved() {
    let mut solving = Solving::start(&puzzle(MATE_IN_2));
    assert_eq!(solving.player(), Color::White);
    assert_eq!(solving.board_view().orientation, Color::White);
    assert!(solving.opponent_to_move());
    assert_eq!(
        solving.board_view().movable_color,
        None,
        "the board waits for Rxa3"
    );
    drop(&mut solving, "g2", "a8");
    assert!(
        solving.position().piece_at(sq("g2")).is_some(),
        "nothing moves before the opponent has"
    );
    solving.opponent_moves();
    assert_eq!(solving.opponents_last_move(), Some("Rxa3"), "said in words");
    assert_eq!(solving.state(), SolvingState::Playing);
    drop(&mut solving, "g2", "a8");
    assert_eq!(solving.feedback(), &Feedback::Right);
    assert!(solving.opponent_to_move(), "the reply comes a moment later");
    solving.opponent_moves();
    assert_eq!(
        solving.position().piece_at(sq("b8")).map(|p| p.role),
        Some(Role::Queen),
        "the reply Qb8 was played"
    );
    // By clicks this time: the queen, then its square.
    solving.on_board(BoardEvent::Click(sq("a8")));
    assert!(solving
        .board_view()
        .squares
        .iter()
        .any(|s| s.hint.is_some()));
    solving.on_board(BoardEvent::Click(sq("b8")));
    assert_eq!(solving.state(), SolvingState::Solved);
    assert_eq!(solving.feedback(), &Feedback::Complete);
    assert!(solving.finished() && solving.position().is_checkmate());
    assert_eq!(solving.board_view().movable_color, None);
}

#[test]
fn a_wrong_move_is_not_played_and_fails_the_puzzle_which_can_still_be_finished() {
    let mut solving = started(MATE_IN_2);
    let before = solving.position().clone();
    drop(&mut solving, "g2", "g4");
    assert_eq!(solving.feedback(), &Feedback::Wrong);
    assert_eq!(solving.state(), SolvingState::Failed);
    assert_eq!(solving.position(), &before);
    drop(&mut solving, "g2", "a8");
    solving.opponent_moves();
    drop(&mut solving, "a8", "b8");
    assert!(solving.finished());
    assert_eq!(
        solving.state(),
        SolvingState::Failed,
        "a wrong move stays counted"
    );
}

#[test]
fn an_illegal_move_is_explained_and_changes_nothing() {
    let mut solving = started(MATE_IN_2);
    drop(&mut solving, "g1", "g3");
    let Feedback::Illegal(reason) = solving.feedback().clone() else {
        panic!("{:?}", solving.feedback());
    };
    assert!(reason.contains("king"), "{reason}");
    assert_eq!(solving.state(), SolvingState::Playing);
}

#[test]
fn any_mate_is_right_even_when_the_solution_has_another() {
    let mut solving = started(TWO_MATES);
    drop(&mut solving, "e1", "e8");
    assert_eq!(solving.state(), SolvingState::Solved);
}

#[test]
fn a_promotion_asks_for_the_piece_and_only_the_solutions_piece_is_right() {
    let mut solving = started(PROMOTION);
    drop(&mut solving, "f5", "f6");
    solving.opponent_moves();
    drop(&mut solving, "f6", "f7");
    assert_eq!(solving.feedback(), &Feedback::Right);
    solving.opponent_moves();
    drop(&mut solving, "f7", "f8");
    assert_eq!(
        solving.board_view().promotion,
        Some((sq("f8"), Color::White))
    );
    solving.on_board(BoardEvent::Promote(Role::Knight));
    assert_eq!(solving.state(), SolvingState::Failed);
    drop(&mut solving, "f7", "f8");
    solving.on_board(BoardEvent::Promote(Role::Queen));
    assert!(solving.finished());
}

#[test]
fn viewing_the_solution_plays_it_out_and_fails_the_puzzle() {
    let mut solving = Solving::start(&puzzle(MATE_IN_2));
    solving.view_solution();
    assert!(!solving.opponent_to_move());
    assert!(solving.finished() && solving.position().is_checkmate());
    assert_eq!(solving.state(), SolvingState::Failed);
    assert_eq!(SolvingState::Failed.as_str(), "failed");
}

#[test]
fn the_next_puzzle_is_unplayed_of_the_theme_and_near_the_rating() {
    let book = PuzzleBook::read(&format!("{MATE_IN_2}\n{PROMOTION}\n{TWO_MATES}"));
    let none_played = |_: &str| false;
    let near_800 = book.next(800.0, None, none_played, 0).unwrap();
    assert_ne!(
        near_800.id, "00n9d",
        "the 1581 is not among the nearest while closer ones wait"
    );
    assert_eq!(
        book.next(1500.0, Some("endgame"), |id| id == "00n9d", 0)
            .unwrap()
            .id,
        "002X3"
    );
    assert_eq!(book.next(1500.0, Some("fork"), none_played, 0), None);
    // All played: they come round again.
    assert!(book.next(1500.0, None, |_| true, 5).is_some());
    assert_eq!(book.count_with(Some("mate")), 2);
}

#[test]
fn the_rating_rises_with_a_solved_puzzle_and_falls_with_a_failed_one_once_per_puzzle() {
    let p = puzzle(MATE_IN_2);
    let mut solver = Progress::default();
    solver.record(&p, true);
    assert!(solver.rating() > 1500 - 200, "{}", solver.rating());
    let mut failer = Progress::default();
    failer.record(&p, false);
    assert!(failer.rating() < 1500);
    assert!(solver.rating() > failer.rating());
    // Played again: the streak and the history move, the rating does not.
    let rating = solver.rating();
    solver.record(&p, true);
    assert_eq!(solver.rating(), rating);
    assert_eq!((solver.streak, solver.score()), (2, (2, 2)));
    failer.record(&puzzle(PROMOTION), true);
    assert_eq!(failer.streak, 1);
    assert!(solver.played("002X3") && !solver.played("00n9d"));
}

#[test]
fn progress_is_kept_as_json_and_unreadable_progress_says_so() {
    let mut progress = Progress::default();
    progress.record(&puzzle(MATE_IN_2), true);
    assert_eq!(Progress::from_json(&progress.to_json()), Ok(progress));
    assert!(Progress::from_json("{not json").is_err());
    assert!(Progress::from_json(r#"{"rating":1500}"#).is_err());
}

fn loaded_trainer(wanted: Option<&str>) -> Trainer {
    let book = PuzzleBook::read(&format!("{MATE_IN_2}\n{PROMOTION}\n{TWO_MATES}"));
    let mut trainer = Trainer::new(7, wanted.map(str::to_string));
    trainer.apply(TrainerAction::Loaded(Rc::new(book)), NOW);
    assert!(
        trainer.solving().is_none(),
        "nothing before the progress is read"
    );
    trainer.apply(
        TrainerAction::Stored {
            progress: Progress::default(),
            deck: MistakeDeck::default(),
            notice: None,
        },
        NOW,
    );
    trainer
}

#[test]
fn a_link_opens_its_puzzle_and_an_unknown_one_says_so_and_opens_another() {
    let trainer = loaded_trainer(Some("00n9d"));
    assert_eq!(trainer.solving().unwrap().puzzle().id, "00n9d");
    assert_eq!(trainer.notice(), None);
    let unknown = loaded_trainer(Some("zzzzz"));
    assert!(unknown.notice().unwrap().contains("zzzzz"));
    assert!(unknown.solving().is_some());
}

#[test]
fn a_result_is_recorded_once_and_a_retry_is_practice() {
    let mut trainer = loaded_trainer(Some("002X3"));
    trainer.apply(TrainerAction::ViewSolution, NOW);
    assert_eq!(trainer.progress().score(), (0, 1));
    let rating = trainer.progress().rating();
    trainer.apply(TrainerAction::Retry, NOW);
    assert_eq!(trainer.solving().unwrap().state(), SolvingState::Playing);
    for (from, to) in [("g2", "a8"), ("a8", "b8")] {
        trainer.apply(TrainerAction::OpponentMoves, NOW);
        trainer.apply(
            TrainerAction::Board(BoardEvent::Drop {
                from: sq(from),
                to: Some(sq(to)),
            }),
            NOW,
        );
    }
    assert_eq!(trainer.solving().unwrap().state(), SolvingState::Solved);
    assert_eq!(
        trainer.progress().score(),
        (0, 1),
        "the retry is not counted"
    );
    assert_eq!(trainer.progress().rating(), rating);
    trainer.apply(TrainerAction::Next, NOW);
    assert_ne!(
        trainer.solving().unwrap().puzzle().id,
        "002X3",
        "an unplayed one next"
    );
    trainer.apply(TrainerAction::Theme(Some("fork".into())), NOW);
    assert!(trainer.solving().is_none(), "no fork here");
}
