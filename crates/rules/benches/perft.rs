//! Perft speed, side by side with cozy-chess 0.3.4 in the same process.
//!
//! `cargo bench -p chess-rules --bench perft` prints nodes per second for both generators on
//! a few positions, and the ratio (ours / cozy-chess). Both count the last ply in bulk.

use std::time::{Duration, Instant};

const POSITIONS: [(&str, &str, u32); 4] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
    ),
    ("endgame", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7),
    (
        "promotions",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        5,
    ),
];

/// Rounds per generator and position; the fastest round counts (least disturbed by the machine).
const ROUNDS: usize = 3;

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
        return nodes;
    }
    board.generate_moves(|moves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            nodes += cozy_perft(&child, depth - 1);
        }
        false
    });
    nodes
}

fn fastest(mut run: impl FnMut() -> u64) -> (u64, Duration) {
    (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            let nodes = run();
            (nodes, start.elapsed())
        })
        .min_by_key(|&(_, time)| time)
        .expect("at least one round")
}

fn mnps(nodes: u64, time: Duration) -> f64 {
    nodes as f64 / time.as_secs_f64() / 1e6
}

fn main() {
    // Build the attack tables before timing, as the app does at start-up.
    let _ = chess_rules::perft::perft(&chess_rules::Position::new(), 1);
    println!(
        "{:<11} {:>5} {:>12} {:>12} {:>12} {:>7}",
        "position", "depth", "nodes", "ours Mn/s", "cozy Mn/s", "ratio"
    );
    let (mut our_total, mut cozy_total) = (Duration::ZERO, Duration::ZERO);
    let mut total_nodes = 0;
    for (name, fen, depth) in POSITIONS {
        let ours = chess_rules::Position::from_fen(fen).expect("valid FEN");
        let theirs: cozy_chess::Board = fen.parse().expect("valid FEN");
        let (our_nodes, our_time) = fastest(|| chess_rules::perft::perft(&ours, depth));
        let (cozy_nodes, cozy_time) = fastest(|| cozy_perft(&theirs, depth));
        assert_eq!(
            our_nodes, cozy_nodes,
            "both generators must count the same tree"
        );
        println!(
            "{name:<11} {depth:>5} {our_nodes:>12} {:>12.1} {:>12.1} {:>7.2}",
            mnps(our_nodes, our_time),
            mnps(cozy_nodes, cozy_time),
            cozy_time.as_secs_f64() / our_time.as_secs_f64()
        );
        our_total += our_time;
        cozy_total += cozy_time;
        total_nodes += our_nodes;
    }
    println!(
        "{:<11} {:>5} {total_nodes:>12} {:>12.1} {:>12.1} {:>7.2}",
        "all",
        "",
        mnps(total_nodes, our_total),
        mnps(total_nodes, cozy_total),
        cozy_total.as_secs_f64() / our_total.as_secs_f64()
    );
    println!("ratio = cozy-chess time / our time: above 1.00 means faster than cozy-chess 0.3.4");
}
