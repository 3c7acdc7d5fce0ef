//! The search: mates found and reported, legal moves only, a stable bench.

use chess_engine::{bench, Environment, Level, Score, SearchLimits, Searcher};
use chess_rules::{Game, Position};

struct Frozen;

impl Environment for Frozen {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

fn search(fen: &str, depth: u32) -> chess_engine::SearchResult {
    let position = Position::from_fen(fen).unwrap();
    Searcher::new(8).search(
        &position,
        &[],
        &SearchLimits::depth(depth),
        &Frozen,
        &mut |_| {},
    )
}

fn best_san(fen: &str, depth: u32) -> (String, Score) {
    let position = Position::from_fen(fen).unwrap();
    let result = search(fen, depth);
    (
        position.san(result.best_move.unwrap()).to_string(),
        result.info.unwrap().score,
    )
}

#[test]
fn finds_mate_in_one() {
    for (fen, san) in [
        ("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "Rd8#"),
        (
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            "Qxf7#",
        ),
        ("6rk/6pp/8/6N1/8/8/6PP/3Q2K1 w - - 0 1", "Nf7#"),
    ] {
        assert_eq!(best_san(fen, 4), (san.to_string(), Score::Mate(1)), "{fen}");
    }
}

#[test]
fn finds_mate_in_two() {
    let fen = "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10";
    assert_eq!(best_san(fen, 6), ("Nf6+".to_string(), Score::Mate(2)));
}

#[test]
fn finds_mate_in_three() {
    assert_eq!(
        best_san("r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 8),
        ("Ra6+".to_string(), Score::Mate(3))
    );
    let black = "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1";
    assert_eq!(best_san(black, 8), ("Bc5+".to_string(), Score::Mate(3)));
}

#[test]
fn sees_being_mated() {
    // Black's only move is Kb8, and then Rh8 mates.
    let (_, score) = best_san("k7/8/1K6/8/8/8/8/7R b - - 0 1", 4);
    assert_eq!(score, Score::Mate(-1));
}

/// Plays `sans` from `fen`, returning the position and the hashes of the ones before it.
fn after(fen: &str, sans: &str) -> (Position, Vec<u64>) {
    let mut game = Game::from_position(Position::from_fen(fen).unwrap());
    for san in sans.split_whitespace() {
        game.play_san(san).unwrap();
    }
    let history = (0..game.len())
        .filter_map(|ply| game.position_at(ply))
        .map(Position::hash)
        .collect();
    (game.position().clone(), history)
}

#[test]
fn repetition_is_a_draw_sought_when_losing_and_avoided_when_winning() {
    // White has no queen. After the knights went out and back twice, Nf3 brings a position
    // for the third time: a draw. (A position seen once before the root is not yet a draw:
    // it needs two more, as the rules count.)
    let no_white_queen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1";
    let (losing, history) = after(no_white_queen, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    let result = Searcher::new(8).search(
        &losing,
        &history,
        &SearchLimits::depth(5),
        &Frozen,
        &mut |_| {},
    );
    assert_eq!(
        result.best_move.map(|m| m.to_string()).as_deref(),
        Some("g1f3")
    );
    assert_eq!(result.info.unwrap().score, Score::Centipawns(0));
    // Black, a queen up, does not walk back into the repetition with Ng8.
    let (winning, history) = after(no_white_queen, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    let result = Searcher::new(8).search(
        &winning,
        &history,
        &SearchLimits::depth(5),
        &Frozen,
        &mut |_| {},
    );
    assert_ne!(
        result.best_move.map(|m| m.to_string()).as_deref(),
        Some("f6g8")
    );
    assert!(matches!(result.info.unwrap().score, Score::Centipawns(cp) if cp > 500));
}

#[test]
fn only_legal_moves_from_random_positions() {
    let mut seed = 0x1234_5678_u64;
    let mut random = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let mut searcher = Searcher::new(4);
    for _ in 0..60 {
        let mut game = Game::new();
        for _ in 0..random(80) {
            let moves = game.position().legal_moves();
            if moves.is_empty() || game.is_over() {
                break;
            }
            game.play(moves[random(moves.len())]).unwrap();
        }
        let position = game.position().clone();
        let history: Vec<u64> = (0..game.len())
            .filter_map(|ply| game.position_at(ply))
            .map(Position::hash)
            .collect();
        let result = searcher.search(
            &position,
            &history,
            &SearchLimits::depth(4),
            &Frozen,
            &mut |_| {},
        );
        match result.best_move {
            Some(mv) => assert!(position.is_legal(mv), "{} {mv}", position.to_fen()),
            None => assert!(position.legal_moves().is_empty()),
        }
        for (mv, _) in result.root_scores {
            assert!(position.is_legal(mv));
        }
    }
}

#[test]
fn bench_signature_is_stable() {
    let (first, _) = bench::run(&Frozen);
    let (second, _) = bench::run(&Frozen);
    assert_eq!(first, second, "the bench is deterministic");
    assert_eq!(
        first,
        bench::SIGNATURE,
        "the search changed: update bench::SIGNATURE"
    );
}

#[test]
fn weak_levels_never_hang_the_queen() {
    // 1. e4 e5 2. Qh5 Nc6: the queen is attacked by nothing; after 2... g6 it is attacked by a pawn.
    let position =
        Position::from_fen("rnbqkbnr/pppp1p1p/6p1/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 3")
            .unwrap();
    for number in 1..=3 {
        let level = Level::number(number);
        let mut searcher = Searcher::new(4);
        searcher.set_exact_root_scores(true);
        let limits = SearchLimits::depth(level.depth.unwrap_or(4));
        let result = searcher.search(&position, &[], &limits, &Frozen, &mut |_| {});
        for draw in 0..50 {
            let mv = level.choose(&result, f64::from(draw) / 50.0).unwrap();
            let after = position.play(mv).unwrap();
            let queen_safe = after
                .board()
                .by_piece(chess_rules::Piece::new(
                    chess_rules::Color::White,
                    chess_rules::Role::Queen,
                ))
                .into_iter()
                .all(|sq| {
                    after
                        .board()
                        .attackers(sq, chess_rules::Color::Black)
                        .is_empty()
                });
            assert!(queen_safe, "level {number} played {mv}");
        }
    }
}

#[test]
fn multipv_lines_come_best_first_at_every_depth() {
    // After 1. e4 e5 2. Nf3 a later line used to score better than line 1 at some depths.
    let position =
        Position::from_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")
            .unwrap();
    let mut searcher = Searcher::new(8);
    searcher.set_multipv(3);
    let mut last_of_depth: std::collections::BTreeMap<u32, Vec<(u32, i32)>> = Default::default();
    let result = searcher.search(
        &position,
        &[],
        &SearchLimits::depth(10),
        &Frozen,
        &mut |info| {
            let Score::Centipawns(cp) = info.score else {
                return;
            };
            let lines = last_of_depth.entry(info.depth).or_default();
            lines.retain(|&(multipv, _)| multipv < info.multipv);
            lines.push((info.multipv, cp));
        },
    );
    for (depth, lines) in &last_of_depth {
        let scores: Vec<i32> = lines.iter().map(|&(_, cp)| cp).collect();
        assert!(
            scores.windows(2).all(|w| w[0] >= w[1]),
            "depth {depth}: {lines:?}"
        );
    }
    let final_scores: Vec<_> = result.lines.iter().map(|l| l.score).collect();
    assert_eq!(result.lines.len(), 3, "{final_scores:?}");
    assert_eq!(result.best_move, result.lines[0].pv.first().copied());
}

#[test]
fn a_forced_move_is_played_at_once() {
    // Qg7+: the king's only move is to take the queen; a whole second was allowed.
    let position = Position::from_fen("7k/6Q1/8/8/8/8/8/K7 b - - 0 1").unwrap();
    let result = Searcher::new(8).search(
        &position,
        &[],
        &SearchLimits::movetime(1_000),
        &Frozen,
        &mut |_| {},
    );
    assert_eq!(result.best_move.map(|m| m.to_string()), Some("h8g7".into()));
    assert_eq!(result.info.map(|i| i.depth), Some(1));
}
