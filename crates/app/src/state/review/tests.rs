//! The review's formulas and classes, checked against values worked out by hand.

use super::*;

fn eval(cp: i32) -> PositionEval {
    PositionEval {
        score: Score::Centipawns(cp),
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
    assert_eq!(Judgement::of_drop(9.9), None);
    assert_eq!(Judgement::of_drop(10.0), Some(Judgement::Inaccuracy));
    assert_eq!(Judgement::of_drop(20.0), Some(Judgement::Mistake));
    assert_eq!(Judgement::of_drop(30.0), Some(Judgement::Blunder));
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
    // The same game, the figures computed apart from this code (a few lines of Python over the
    // formulas in the module's doc, our centipawns x1.03 as `CENTIPAWN_SCALE` reads them): move
    // accuracies 20.46, 95.98 and 98.43; window 2, so the weights are the clamped deviations of
    // [+30, -400], [+30, -400] and [-400, -380] in winning chances: 12, 12 and 0.57. White:
    // weighted 24.01, harmonic 33.87, accuracy 28.94; Black: one move, 95.98.
    let positions = vec![eval(30), eval(-400), eval(-380), eval(-390)];
    let review = review(&[0, 1, 2, 3], positions, Color::White);
    let near = |value: f64, expected: f64| (value - expected).abs() < 0.01;
    let accuracies: Vec<f64> = review.moves.iter().map(|m| m.accuracy).collect();
    for (value, expected) in accuracies.iter().zip([20.46, 95.98, 98.43]) {
        assert!(near(*value, expected), "{accuracies:?}");
    }
    let [white, black] = review.players.map(|p| p.accuracy);
    assert!(near(white, 28.94), "White {white}");
    assert!(near(black, 95.98), "Black {black}");
}
