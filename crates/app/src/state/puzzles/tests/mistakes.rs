//! "Your mistakes": cards from a reviewed game (whose mistakes, which position, which answer),
//! the spaced repetition, a move other than the review's judged by the engine, the deck kept
//! as JSON, and the trainer's tab.

use super::super::mistakes::{cards_of_game, INTERVAL_DAYS};
use super::{sq, NOW};
use crate::state::engine::{EngineCommand, EngineReply, Purpose};
use crate::state::library::GameSummary;
use crate::state::puzzles::*;
use crate::state::BoardEvent;
use chess_engine::{Score, SearchInfo};
use chess_rules::Color;

const DAY: f64 = 86_400_000.0;

/// The scholar's mate (1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6?? 4.Qxf7#) reviewed: 3...g6 was the
/// move (+0.60 for White), 3...Nf6 allowed mate.
const SCHOLARS: &str = r##"{"version":2,"pgn":"[Event \"?\"]\n[Site \"?\"]\n[Date \"2026.11.22\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n","ending":null,"mode":{"kind":"two-players"},"orientation":"white","cursor":[0,0,0,0,0,0,0],"clock":null,"analysis":false,"analysis_lines":1,"review":[{"score":"30","line":"e2e4"},{"score":"30","line":"e7e5"},{"score":"30","line":"g1f3"},{"score":"30","line":"g8f6"},{"score":"30","line":"g1f3"},{"score":"60","line":"g7g6 h5f3"},{"score":"#1","line":"h5f7"},{"score":"#1","line":""}]}"##;

fn summary(white: &str, black: &str, updated: f64) -> GameSummary {
    GameSummary {
        id: "g1".to_string(),
        updated,
        date: "2026.11.22".to_string(),
        white: white.to_string(),
        black: black.to_string(),
        result: "1-0".to_string(),
        opening: String::new(),
        plies: 7,
        reviewed: true,
        fen: String::new(),
    }
}

fn deck_of_scholars() -> MistakeDeck {
    let mut deck = MistakeDeck::default();
    deck.take_game(&summary("Ann", "Bob", 1.0), SCHOLARS, NOW);
    deck
}

#[test]
fn a_blunder_becomes_a_card_from_the_move_before_it_with_the_reviews_move_as_answer() {
    let cards = cards_of_game(&summary("Ann", "Bob", 1.0), SCHOLARS, NOW);
    assert_eq!(cards.len(), 1, "{cards:?}");
    let card = &cards[0];
    assert_eq!(card.id, "g1/6");
    assert_eq!(card.played_label, "3...Nf6??");
    assert!(card.blunder);
    assert_eq!(card.moves, ["d1h5", "g7g6"], "Qh5 first, then g6 to find");
    assert_eq!(card.played, "g8f6");
    let before_qh5 = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3";
    assert_eq!(card.fen, before_qh5);
    assert!(
        // Black's chances at +60 for White, read x1.03: 100 - 55.7.
        (card.best_chances - 44.3).abs() < 0.3,
        "{}",
        card.best_chances
    );
    assert_eq!(card.about, "Ann – Bob · 22 Nov 2026");
    assert_eq!(card.best_san().as_deref(), Some("g6"));
    assert!(card.is_due(NOW));
}

#[test]
fn against_the_computer_only_the_players_own_mistakes_count() {
    let cards = |white, black| cards_of_game(&summary(white, black, 1.0), SCHOLARS, NOW).len();
    assert_eq!(
        cards("You", "Computer"),
        0,
        "Black's blunder was the computer's"
    );
    assert_eq!(cards("Computer", "You"), 1);
    assert_eq!(cards_of_game(&summary("a", "b", 1.0), "{broken", NOW), []);
    let unreviewed = SCHOLARS.replace(r#""review":["#, r#""unused":["#);
    assert_eq!(cards_of_game(&summary("a", "b", 1.0), &unreviewed, NOW), []);
}

#[test]
fn a_card_comes_back_after_1_3_7_and_21_days_and_a_failure_brings_it_back_tomorrow() {
    let mut deck = deck_of_scholars();
    let due_in = |deck: &MistakeDeck| (deck.cards[0].due - NOW) / DAY;
    deck.record("g1/6", true, NOW);
    assert_eq!(due_in(&deck), INTERVAL_DAYS[0]);
    assert!(deck.due(NOW).is_empty() && deck.due(NOW + DAY).len() == 1);
    for expected in [3.0, 7.0, 21.0, 21.0] {
        deck.record("g1/6", true, NOW);
        assert_eq!(due_in(&deck), expected);
    }
    deck.record("g1/6", false, NOW);
    assert_eq!((due_in(&deck), deck.cards[0].solved_in_a_row), (1.0, 0));
    assert_eq!(deck.cards[0].days_until_due(NOW), 1);
}

#[test]
fn a_game_is_read_once_until_it_changes_and_its_cards_keep_their_schedule() {
    let mut deck = deck_of_scholars();
    assert!(!deck.needs_reading(&summary("Ann", "Bob", 1.0)));
    assert!(
        deck.needs_reading(&summary("Ann", "Bob", 2.0)),
        "changed since"
    );
    let unreviewed = GameSummary {
        reviewed: false,
        id: "g2".into(),
        ..summary("Ann", "Bob", 1.0)
    };
    assert!(!deck.needs_reading(&unreviewed));
    deck.record("g1/6", true, NOW);
    let due = deck.cards[0].due;
    deck.take_game(&summary("Ann", "Bob", 2.0), SCHOLARS, NOW + 5.0);
    assert_eq!(deck.cards.len(), 1, "not twice");
    assert_eq!(deck.cards[0].due, due, "the schedule kept");
}

#[test]
fn the_deck_is_kept_as_json_and_unreadable_text_says_so() {
    let mut deck = deck_of_scholars();
    deck.record("g1/6", false, NOW);
    assert_eq!(MistakeDeck::from_json(&deck.to_json()), Ok(deck));
    assert!(MistakeDeck::from_json("[1, 2").is_err());
}

fn solving_the_card() -> Solving {
    let (puzzle, acceptance) = deck_of_scholars().cards[0].puzzle().expect("reads");
    let mut solving = Solving::start_judged(&puzzle, Some(acceptance));
    solving.opponent_moves();
    assert_eq!(solving.player(), Color::Black);
    solving
}

fn try_move(solving: &mut Solving, from: &str, to: &str) {
    solving.on_board(BoardEvent::Drop {
        from: sq(from),
        to: Some(sq(to)),
    });
}

#[test]
fn the_reviews_move_is_right_the_games_move_wrong_and_another_waits_for_the_engine() {
    let mut right = solving_the_card();
    try_move(&mut right, "g7", "g6");
    assert_eq!(right.state(), SolvingState::Solved);

    let mut again = solving_the_card();
    try_move(&mut again, "g8", "f6");
    assert_eq!(
        (again.state(), again.feedback()),
        (SolvingState::Failed, &Feedback::Wrong)
    );
    assert!(again.judging().is_none(), "the game's move needs no search");

    let mut other = solving_the_card();
    let before = other.position().clone();
    try_move(&mut other, "d8", "e7");
    assert_eq!(other.feedback(), &Feedback::Judging);
    assert_eq!(other.position(), &before, "not played before the verdict");
    assert_eq!(other.board_view().movable_color, None, "the board waits");
    let (_, after) = other.judging().expect("judging Qe7");
    assert_eq!(after.turn(), Color::White);
    other.verdict(42.0);
    assert_eq!(other.state(), SolvingState::Solved, "within 4 points of g6");
    assert!(other.finished());

    let mut worse = solving_the_card();
    try_move(&mut worse, "a7", "a6");
    worse.verdict(0.0);
    assert_eq!(worse.state(), SolvingState::Failed);
    assert_eq!(worse.position(), &before, "a wrong move is not played");
}

/// The trainer on the mistakes tab, the scholar's game read from the library.
fn mistakes_trainer() -> Trainer {
    let mut trainer = Trainer::new(1, None);
    trainer.apply(
        TrainerAction::Stored {
            progress: Progress::default(),
            deck: MistakeDeck::default(),
            notice: None,
        },
        NOW,
    );
    trainer.apply(TrainerAction::Mode(TrainerMode::Mistakes), NOW);
    assert!(trainer.solving().is_none(), "no mistakes yet");
    let game = summary("Ann", "Bob", 1.0);
    let cards = cards_of_game(&game, SCHOLARS, NOW);
    trainer.apply(TrainerAction::CardsFound(vec![(game, cards)]), NOW);
    trainer
}

fn engine_says(trainer: &mut Trainer, score: Score) {
    let started: Vec<_> = trainer.engine().commands_after(0).collect();
    let Some((_, EngineCommand::Start(request))) = started.last() else {
        panic!("no search: {started:?}");
    };
    assert_eq!(request.purpose, Purpose::Review);
    let id = request.id;
    let info = SearchInfo {
        depth: 10,
        multipv: 1,
        seldepth: 10,
        score,
        nodes: 150_000,
        time_ms: 300,
        pv: Vec::new(),
        hashfull: 0,
    };
    trainer.apply(TrainerAction::Engine(EngineReply::Info { id, info }), NOW);
    let best = EngineReply::BestMove { id, mv: None };
    trainer.apply(TrainerAction::Engine(best), NOW);
}

#[test]
fn the_mistakes_tab_opens_the_due_card_judges_a_try_and_schedules_it() {
    let mut trainer = mistakes_trainer();
    assert_eq!(trainer.deck_revision, 1, "the new card is kept");
    assert_eq!(
        trainer.solving().map(|s| s.puzzle().id.as_str()),
        Some("g1/6")
    );
    trainer.apply(TrainerAction::OpponentMoves, NOW);
    trainer.apply(
        TrainerAction::Board(BoardEvent::Drop {
            from: sq("d8"),
            to: Some(sq("e7")),
        }),
        NOW,
    );
    // White to move after Qe7: -0.40 for White is 53.7 for Black, better than g6's 44.5.
    engine_says(&mut trainer, Score::Centipawns(-40));
    assert_eq!(trainer.solving().unwrap().state(), SolvingState::Solved);
    assert_eq!(trainer.deck().cards[0].due, NOW + DAY, "back tomorrow");
    assert_eq!(trainer.deck_revision, 2);
    assert_eq!(trainer.progress().score(), (0, 0), "not a rated puzzle");
    trainer.apply(TrainerAction::Next, NOW);
    assert!(trainer.solving().is_none(), "nothing else due");
    trainer.apply(TrainerAction::OpenMistake("g1/6".into()), NOW);
    assert!(trainer.solving().is_some(), "practised early on request");
}

#[test]
fn a_try_the_engine_finds_worse_fails_the_card() {
    let mut trainer = mistakes_trainer();
    trainer.apply(TrainerAction::OpponentMoves, NOW);
    let a6 = BoardEvent::Drop {
        from: sq("a7"),
        to: Some(sq("a6")),
    };
    trainer.apply(TrainerAction::Board(a6), NOW);
    engine_says(&mut trainer, Score::Mate(1));
    let solving = trainer.solving().unwrap();
    assert_eq!(solving.state(), SolvingState::Failed);
    assert_eq!(solving.position().turn(), Color::Black, "a6 taken back");
    assert_eq!(trainer.deck().cards[0].solved_in_a_row, 0);
    assert_eq!(trainer.deck().cards[0].due, NOW + DAY);
    // A late reply to a search nobody waits for changes nothing.
    let late = EngineReply::BestMove { id: 999, mv: None };
    trainer.apply(TrainerAction::Engine(late), NOW);
    assert_eq!(trainer.solving().unwrap().state(), SolvingState::Failed);
}
