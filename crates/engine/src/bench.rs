//! `bench`: a fixed search over fixed positions, for a node-count signature (it changes only
//! when the search changes) and a speed figure comparable between builds and platforms.

use crate::eval::nnue::Network;
use crate::search::{Environment, Searcher};
use crate::time::SearchLimits;
use chess_rules::Position;
use std::sync::Arc;

/// The bench positions: openings, middlegames and endgames.
pub const POSITIONS: [&str; 12] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 w - - 0 7",
    "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 10",
    "2rq1rk1/pb1nbppp/1p2pn2/2pp4/2PP4/1PN1PN2/PB2BPPP/2RQ1RK1 w - - 0 11",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
    "6k1/6p1/6Pp/ppp5/3pn2P/1P3K2/1PP2P2/3N4 b - - 0 1",
    "8/8/1p6/p1p2k2/P1P5/1P2K3/8/8 w - - 0 1",
    "3r1rk1/p5pp/bpp1pp2/8/q1PP1P2/b3P3/P2NQRPP/1R2B1K1 b - - 6 22",
    "8/3k4/8/3P4/8/4K3/8/8 w - - 0 1",
];

/// The depth each position is searched to.
pub const DEPTH: u32 = 9;

/// The total node count of the bench: it changes exactly when the search or evaluation does,
/// and is the same on every platform (natively and in WebAssembly).
pub const SIGNATURE: u64 = 247_201;

/// Runs the bench with the hand-written evaluation: (total nodes, milliseconds spent
/// searching). Clearing the table between positions is not timed: the figure is the search's
/// speed alone.
pub fn run(env: &dyn Environment) -> (u64, f64) {
    run_with(env, None)
}

/// Runs the bench with this evaluation network (none: the hand-written evaluation); a network
/// has its own node count.
pub fn run_with(env: &dyn Environment, network: Option<Arc<Network>>) -> (u64, f64) {
    let mut searcher = searcher(network);
    let mut searching = 0.0;
    let mut nodes = 0;
    for fen in POSITIONS {
        searcher.clear();
        let start = env.now_ms();
        nodes += search_position(&mut searcher, fen, env);
        searching += env.now_ms() - start;
    }
    (nodes, searching)
}

/// The searcher the bench runs on: its table's size is part of the signature.
pub fn searcher(network: Option<Arc<Network>>) -> Searcher {
    let mut searcher = Searcher::new(16);
    searcher.set_network(network);
    searcher
}

/// One bench position searched to the bench's depth: the nodes searched. The caller clears
/// the table first, outside its timing, as [`run_with`] does.
pub fn search_position(searcher: &mut Searcher, fen: &str, env: &dyn Environment) -> u64 {
    let position = Position::from_fen(fen).expect("bench FENs are legal");
    let result = searcher.search(
        &position,
        &[],
        &SearchLimits::depth(DEPTH),
        env,
        &mut |_| {},
    );
    result.info.map_or(0, |info| info.nodes)
}
