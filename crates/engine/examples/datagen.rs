//! Makes training data for the evaluation network: the engine plays itself at a fixed number of
//! nodes a move and writes every quiet position it meets with its search score and the game's
//! result, one per line: `FEN | White's score in centipawns | White's result (1, 0.5 or 0)`.
//!
//! `cargo run --release -p chess-engine --example datagen -- OUTPUT [GAMES] [NODES] [SEED] [NET]`
//!
//! With `NET` (an `.nnue` file) the engine plays with that network, so the positions are the
//! ones the network's own games reach; without it, with the hand-written evaluation.
//!
//! Games start from the match book's openings (`tools/book.epd`) with up to four random moves
//! more, so no two games repeat. A game ends by the rules (mate, stalemate, a repetition, the
//! fifty-move rule, no mating material), or when both sides' searches agree one side is winning
//! by more than `WIN_SCORE` for `WIN_PLIES` plies in a row (the rest would teach nothing), or as
//! a draw after `MAX_PLIES`. Kept positions are those a static evaluation should score: not in
//! check, the best move neither a capture nor a promotion, and the score not a mate. Lines are
//! appended, so several runs (with different seeds) can fill one file over sessions.

use chess_engine::eval::nnue::Network;
use chess_engine::random::Random;
use chess_engine::{Environment, Score, SearchLimits, Searcher};
use chess_rules::{Color, Game, Position};
use std::io::Write;
use std::sync::Arc;
use std::time::Instant;

const BOOK: &str = include_str!("../tools/book.epd");
const RANDOM_PLIES: usize = 4;
const WIN_SCORE: i32 = 1000;
const WIN_PLIES: usize = 8;
const MAX_PLIES: usize = 400;
/// Openings the search already scores beyond this are thrown away: one side is lost before
/// the game begins.
const BALANCED_OPENING: i32 = 400;

struct Clock(Instant);

impl Environment for Clock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// A position kept for training, its score from White's side.
struct Sample {
    fen: String,
    white_score: i32,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(output) = args.first() else {
        eprintln!("usage: datagen OUTPUT [GAMES] [NODES] [SEED] [NET]");
        std::process::exit(2);
    };
    let number = |i: usize, default: u64| args.get(i).map_or(default, |a| a.parse().unwrap());
    let (games, nodes, seed) = (number(1, 1000), number(2, 5000), number(3, 1));
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(output)
        .unwrap_or_else(|e| panic!("cannot open {output}: {e}"));
    let openings: Vec<&str> = BOOK.lines().filter(|l| !l.trim().is_empty()).collect();
    let mut random = Random::new(seed);
    let mut searcher = Searcher::new(8);
    let network = args
        .get(4)
        .map(|path| Network::from_file(path).unwrap_or_else(|e| panic!("{e}")));
    searcher.set_network(network.map(Arc::new));
    let clock = Clock(Instant::now());
    let (mut positions, mut played) = (0, 0);
    for game in 0..games {
        let opening = openings[random.below(openings.len())];
        let Some(start) = random_start(opening, &mut random) else {
            continue;
        };
        searcher.clear();
        let Some((samples, result)) = play(start, nodes, &mut searcher, &clock) else {
            continue;
        };
        played += 1;
        positions += samples.len();
        for sample in samples {
            writeln!(file, "{} | {} | {}", sample.fen, sample.white_score, result)
                .expect("the output file takes the data");
        }
        if (game + 1) % 100 == 0 {
            eprintln!(
                "{} games played, {} positions, {:.0} s",
                played,
                positions,
                clock.now_ms() / 1000.0
            );
        }
    }
    eprintln!("done: {played} games, {positions} positions");
}

/// The opening with up to `RANDOM_PLIES` random legal moves played on; none if a game ends.
fn random_start(fen: &str, random: &mut Random) -> Option<Position> {
    let mut position = Position::from_fen(fen.trim()).ok()?;
    for _ in 0..random.below(RANDOM_PLIES + 1) {
        let moves = position.legal_moves();
        if moves.is_empty() {
            return None;
        }
        position = position.play(moves[random.below(moves.len())]).ok()?;
    }
    (!position.legal_moves().is_empty()).then_some(position)
}

/// Plays one game: its kept positions and White's result ("1", "0.5" or "0"), or none if the
/// opening was already lost.
fn play(
    start: Position,
    nodes: u64,
    searcher: &mut Searcher,
    clock: &Clock,
) -> Option<(Vec<Sample>, &'static str)> {
    let mut game = Game::from_position(start);
    let mut samples = Vec::new();
    let mut winning_streak: (Option<Color>, usize) = (None, 0);
    let limits = SearchLimits {
        nodes: Some(nodes),
        ..SearchLimits::default()
    };
    loop {
        if let Some(outcome) = game.outcome() {
            return Some((samples, white_result(outcome.winner())));
        }
        if game.claimable_draw().is_some() || game.len() >= MAX_PLIES {
            return Some((samples, "0.5"));
        }
        let position = game.position().clone();
        let history = history_hashes(&game);
        let result = searcher.search(&position, &history, &limits, clock, &mut |_| {});
        let best = result.best_move?;
        let score = result.info.map(|info| info.score)?;
        let white = if position.turn() == Color::White {
            1
        } else {
            -1
        };
        if game.is_empty() {
            if let Score::Centipawns(cp) = score {
                if cp.abs() > BALANCED_OPENING {
                    return None;
                }
            }
        }
        match score {
            Score::Centipawns(cp) => {
                let quiet = !position.is_check()
                    && !position.is_capture(best)
                    && !position.is_promotion(best);
                if quiet {
                    samples.push(Sample {
                        fen: position.to_fen(),
                        white_score: white * cp,
                    });
                }
                winning_streak = streak(winning_streak, white * cp);
            }
            Score::Mate(n) => winning_streak = streak(winning_streak, white * n.signum() * 30_000),
        }
        if let (Some(winner), plies) = winning_streak {
            if plies >= WIN_PLIES {
                return Some((samples, white_result(Some(winner))));
            }
        }
        game.play(best).ok()?;
    }
}

/// Counts plies in a row in which the same side is winning by `WIN_SCORE` or more.
fn streak(streak: (Option<Color>, usize), white_score: i32) -> (Option<Color>, usize) {
    let leader = if white_score >= WIN_SCORE {
        Some(Color::White)
    } else if white_score <= -WIN_SCORE {
        Some(Color::Black)
    } else {
        None
    };
    match (leader, streak) {
        (None, _) => (None, 0),
        (Some(side), (Some(previous), n)) if side == previous => (Some(side), n + 1),
        (Some(side), _) => (Some(side), 1),
    }
}

fn white_result(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::White) => "1",
        Some(Color::Black) => "0",
        None => "0.5",
    }
}

/// The hashes of the game's positions before the current one, oldest first (for repetitions).
fn history_hashes(game: &Game) -> Vec<u64> {
    (0..game.len())
        .filter_map(|ply| game.position_at(ply).map(Position::hash))
        .collect()
}
