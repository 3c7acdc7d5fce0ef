//! The review's formulas and classes, checked against values worked out by hand.

use super::*;

fn eval(cp: i32) -> PositionEval {
    eval_of(Score::Centipawns(cp))
}

fn eval_of(score: Score) -> PositionEval {
    PositionEval {
        score,
        best: None,
        line: Vec::new(),
    }
}

#[test]
fn winning_chances_follow_the_published_curve() {
    assert!((lichess_win_percent(0.0) - 50.0).abs() < 1e-9);
    let plus_one = lichess_win_percent(100.0);
    // 50 + 50 (2 / (1 + e^-0.368208) - 1) = 59.10...
    assert!((plus_one - 59.10).abs() < 0.01, "{plus_one}");
    assert!((lichess_win_percent(-100.0) - (100.0 - plus_one)).abs() < 1e-9);
    assert_eq!(lichess_win_percent(5000.0), lichess_win_percent(1000.0));
}

#[test]
fn our_scores_are_read_on_the_curves_scale() {
    let ours = win_percent(Score::Centipawns(100));
    assert!((ours - lichess_win_percent(100.0 * CENTIPAWN_SCALE)).abs() < 1e-9);
    assert!(
        ours > lichess_win_percent(100.0),
        "our centipawns count for more"
    );
    assert!((win_percent(Score::Centipawns(0)) - 50.0).abs() < 1e-9);
    assert!((win_percent(Score::Centipawns(-100)) - (100.0 - ours)).abs() < 1e-9);
    assert_eq!(win_percent(Score::Mate(3)), 100.0);
    assert_eq!(win_percent(Score::Mate(-1)), 0.0);
}

#[test]
fn move_accuracy_follows_the_published_formula() {
    assert_eq!(move_accuracy(60.0, 65.0), 100.0);
    // No loss: 103.1668 - 3.1669 + 1 = 100 (clamped).
    assert!((move_accuracy(50.0, 50.0) - 100.0).abs() < 0.01);
    // A 20-point drop: 103.1668 e^(-0.870883) - 3.1669 + 1 = 41.03...
    let twenty = move_accuracy(70.0, 50.0);
    assert!((twenty - 41.03).abs() < 0.05, "{twenty}");
}

#[test]
fn moves_are_classed_by_the_drop_in_winning_chances() {
    // Lichess's .1, .2 and .3 of its -1..+1 winning chances: 5, 10 and 15 points of 0-100.
    assert_eq!(Judgement::of_drop(4.9), None);
    assert_eq!(Judgement::of_drop(5.0), Some(Judgement::Inaccuracy));
    assert_eq!(Judgement::of_drop(10.0), Some(Judgement::Mistake));
    assert_eq!(Judgement::of_drop(15.0), Some(Judgement::Blunder));
    // White at +0.3 plays a move after which Black is winning by 4 pawns: a blunder.
    let positions = vec![eval(30), eval(-400), eval(-380), eval(-390)];
    let nodes = [0, 1, 2, 3];
    let review = review(&nodes, positions, Color::White);
    assert_eq!(review.moves[0].judgement, Some(Judgement::Blunder));
    assert_eq!(review.moves[0].centipawn_loss, 430);
    assert_eq!(review.moves[1].judgement, None, "Black kept the advantage");
    assert_eq!(review.players[0].counts, [0, 0, 1]);
    assert!(review.players[0].accuracy < review.players[1].accuracy);
    assert!(review.players[1].accuracy > 90.0);
    assert!(
        (review.players[1].acpl - 20.0).abs() < 1e-9,
        "Black's move cost 20 centipawns"
    );
}

#[test]
fn accuracies_are_the_figures_worked_out_by_hand() {
    // The same game, the figures computed apart from this code (a few lines of Python over
    // lila's `AccuracyPercent`, our centipawns x1.05 as `CENTIPAWN_SCALE` reads them): move
    // accuracies 19.98, 95.97 and 98.42; window 2, so the weights are the clamped deviations of
    // the windows holding each move, [+30, -400], [-400, -380] and [-380, -390] in winning
    // chances: 12, 0.57 and 0.5. White: weighted 23.12, harmonic 33.22, accuracy 28.17; Black:
    // one move, 95.97.
    let positions = vec![eval(30), eval(-400), eval(-380), eval(-390)];
    let review = review(&[0, 1, 2, 3], positions, Color::White);
    let near = |value: f64, expected: f64| (value - expected).abs() < 0.01;
    let accuracies: Vec<f64> = review.moves.iter().map(|m| m.accuracy).collect();
    for (value, expected) in accuracies.iter().zip([19.98, 95.97, 98.42]) {
        assert!(near(*value, expected), "{accuracies:?}");
    }
    let [white, black] = review.players.map(|p| p.accuracy);
    assert!(near(white, 28.17), "White {white}");
    assert!(near(black, 95.97), "Black {black}");
}

/// Scores from White's side, for the classes of single moves.
fn cp(centipawns: i32) -> Score {
    Score::Centipawns(centipawns)
}

#[test]
fn a_queen_hung_in_a_lost_position_is_still_a_blunder() {
    // White, already a piece down (-3.55), leaves the queen en prise (-8.55): its winning
    // chances fall from 20.2 to 3.5, a blunder by lichess's lines (it had been an inaccuracy
    // when the lines were read twice as wide).
    assert_eq!(
        Judgement::of_move(cp(-355), cp(-855), Color::White),
        Some(Judgement::Blunder)
    );
    assert_eq!(
        Judgement::of_move(cp(355), cp(855), Color::Black),
        Some(Judgement::Blunder)
    );
    assert_eq!(Judgement::of_move(cp(-355), cp(-340), Color::White), None);
}

#[test]
fn a_move_into_a_mate_is_classed_by_what_the_mover_had() {
    let mated = Score::Mate(-4);
    assert_eq!(
        Judgement::of_move(cp(0), mated, Color::White),
        Some(Judgement::Blunder)
    );
    assert_eq!(
        Judgement::of_move(cp(-800), mated, Color::White),
        Some(Judgement::Mistake)
    );
    assert_eq!(
        Judgement::of_move(cp(-1200), mated, Color::White),
        Some(Judgement::Inaccuracy),
        "lost already"
    );
    // Black is the mover: White's mate is Black's being mated.
    assert_eq!(
        Judgement::of_move(cp(0), Score::Mate(3), Color::Black),
        Some(Judgement::Blunder)
    );
    assert_eq!(
        Judgement::of_move(Score::Mate(-5), Score::Mate(-3), Color::White),
        None
    );
}

#[test]
fn a_forced_mate_let_go_is_classed_by_what_the_mover_keeps() {
    let mating = Score::Mate(3);
    assert_eq!(
        Judgement::of_move(mating, cp(300), Color::White),
        Some(Judgement::Blunder)
    );
    assert_eq!(
        Judgement::of_move(mating, cp(800), Color::White),
        Some(Judgement::Mistake)
    );
    assert_eq!(
        Judgement::of_move(mating, cp(1200), Color::White),
        Some(Judgement::Inaccuracy)
    );
    assert_eq!(
        Judgement::of_move(mating, Score::Mate(-2), Color::White),
        Some(Judgement::Blunder)
    );
    assert_eq!(
        Judgement::of_move(mating, Score::Mate(5), Color::White),
        None,
        "a slower mate"
    );
    assert_eq!(
        Judgement::of_move(Score::Mate(-3), cp(-300), Color::Black),
        Some(Judgement::Blunder)
    );
}

#[test]
fn accuracy_reads_a_mate_as_the_ten_pawn_ceiling() {
    // From +10 to a mate in three costs nothing; from a mate to +10 nearly nothing (lichess
    // counts a mate as the ceiling), so the move is not an accuracy of 0.
    let positions = vec![eval(1000), eval_of(Score::Mate(3)), eval(1000)];
    let review = review(&[0, 1, 2], positions, Color::White);
    assert_eq!(review.moves[0].accuracy, 100.0);
    assert!(
        review.moves[1].accuracy > 99.0,
        "{}",
        review.moves[1].accuracy
    );
}
