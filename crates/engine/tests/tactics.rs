//! No level gives material away to a one-move tactic: in each of 50 varied positions (every
//! fortieth opening of the match book, middlegames with pieces en prise and ready to be), the
//! move each level chooses, over several seeds for the levels that choose at random, never
//! leaves the opponent a capture that wins a piece's worth more than the best move would.
//!
//! The judgement is independent of the engine's search and evaluation: material only, once the
//! opponent has made the captures the move allows and the mover its recaptures, against the
//! least any move of the position hands over (a piece lost whatever is played does not count
//! against the level). Level 9 is level 8's search with more time (its limit is the
//! clock, so it is left out of a test that must play the same everywhere).

use chess_engine::see::value;
use chess_engine::uci::{Request, Session};
use chess_engine::{Environment, SearchLimits};
use chess_rules::{Move, Position};

struct Frozen;

impl Environment for Frozen {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// More than a pawn, less than a knight: a piece or the exchange given away.
const GIVEN_AWAY: i32 = 150;
const SEEDS: [u64; 3] = [1, 2, 3];
/// Worse than losing every piece.
const MATED: i32 = 100_000;

fn positions() -> Vec<Position> {
    include_str!("data/tactics.epd")
        .lines()
        .map(|line| Position::from_fen(line.trim()).expect("a legal FEN"))
        .collect()
}

/// The material balance for the side to move.
fn material(position: &Position) -> i32 {
    let board = position.board();
    chess_rules::Square::all()
        .filter_map(|square| board.piece_at(square))
        .map(|piece| {
            let worth = value(piece.role);
            if piece.color == position.turn() {
                worth
            } else {
                -worth
            }
        })
        .sum()
}

/// The material balance for the side to move once both sides have made the captures they
/// want (either may stop at any point, unless in check): a search of captures only, where a
/// side in check must answer it with any legal move, as a player would (a knight's check that
/// forks the king and a rook wins the rook: standing still in check would not see it).
fn after_captures(position: &Position, mut alpha: i32, beta: i32, depth: u32) -> i32 {
    if position.is_check() {
        return answering_check(position, alpha, beta, depth);
    }
    let standing = material(position);
    if standing >= beta || depth == 0 {
        return standing;
    }
    alpha = alpha.max(standing);
    for &mv in position.legal_moves().iter() {
        if !position.is_capture(mv) {
            continue;
        }
        let score = -after_captures(&played(position, mv), -beta, -alpha, depth - 1);
        if score >= beta {
            return score;
        }
        alpha = alpha.max(score);
    }
    alpha
}

/// [`after_captures`] for a side in check: the best of every legal move, no standing still;
/// checkmate loses more than any material.
fn answering_check(position: &Position, mut alpha: i32, beta: i32, depth: u32) -> i32 {
    if depth == 0 {
        return material(position);
    }
    let mut best = -MATED;
    for &mv in position.legal_moves().iter() {
        let score = -after_captures(&played(position, mv), -beta, -alpha, depth - 1);
        if score >= beta {
            return score;
        }
        best = best.max(score);
        alpha = alpha.max(score);
    }
    best
}

fn played(position: &Position, mv: Move) -> Position {
    let mut next = position.clone();
    next.play_unchecked(mv);
    next
}

/// The material a move hands over at once: what the mover has now, less what it keeps once the
/// opponent has made the captures the move allows (and the mover its recaptures). Declining a
/// capture gives nothing away.
fn given_away(position: &Position, mv: Move) -> i32 {
    let kept = -after_captures(&played(position, mv), -2 * MATED, 2 * MATED, 8);
    (material(position) - kept).max(0)
}

fn chosen_move(level: u8, seed: u64, position: &Position) -> Move {
    let mut session = Session::new();
    let mut ignore = |_: &str| {};
    for line in [
        format!("setoption name Skill Level value {level}"),
        format!("seed {seed}"),
        format!("position fen {}", position.to_fen()),
    ] {
        let request = session.handle(&line, &mut ignore);
        assert!(!matches!(request, Request::Go(_)));
    }
    let (mv, _) = session.search(&SearchLimits::default(), &Frozen, &mut ignore);
    mv.expect("a legal move")
}

#[test]
fn no_level_gives_material_away_to_a_one_move_tactic() {
    let mut failures = Vec::new();
    let positions = positions();
    assert_eq!(positions.len(), 50);
    for position in &positions {
        let best_possible = position
            .legal_moves()
            .iter()
            .map(|&mv| given_away(position, mv))
            .min()
            .unwrap_or(0);
        for level in 1..=8u8 {
            let seeds: &[u64] = if level <= 6 { &SEEDS } else { &SEEDS[..1] };
            for &seed in seeds {
                let mv = chosen_move(level, seed, position);
                let lost = given_away(position, mv) - best_possible;
                if lost > GIVEN_AWAY {
                    failures.push(format!(
                        "level {level} (seed {seed}) plays {} in {} and gives away {lost}",
                        position.san(mv),
                        position.to_fen()
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
