//! Game review: the engine judges every position of the main line at a fixed node budget, and
//! from its scores each move gets the loss in winning chances it caused, a class (inaccuracy,
//! mistake, blunder), the better move and its line; each player an accuracy and an average
//! centipawn loss. The formulas are the ones lichess publishes: winning chances
//! `50 + 50 (2 / (1 + e^(-0.00368208 cp)) - 1)`, a move's accuracy
//! `103.1668 e^(-0.04354 drop) - 3.1669` (+1, within 0-100), and a game's accuracy as the mean
//! of a volatility-weighted mean and the harmonic mean of its moves' accuracies.

pub use judgement::Judgement;

use super::engine::{for_white, Pending};
use chess_engine::Score;
use chess_rules::{Color, Move, NodeId};

/// How many nodes the engine spends on each position of a review.
pub const REVIEW_NODES: u64 = 150_000;

/// How many nodes the second look spends on each position around a move the first pass found
/// costly, before the review calls it so.
pub const SECOND_LOOK_NODES: u64 = 600_000;

/// How many nodes the third look spends on each position around a move the second look left
/// near the mistake line (see [`THIRD_LOOK_BAND`]).
pub const THIRD_LOOK_NODES: u64 = 2_400_000;

/// The losses (points, from and below) that get a third look after the second: the band around
/// the mistake line (10), where a few centipawns either way change the class. Measured by
/// `crates/engine/tools/review_agreement.py --third-look`: against Stockfish at depth 16 on the
/// committed games (with the lines read twice as wide then, the band 15 to 25), precision 83% ->
/// 87% and recall 72% -> 82% (65 -> 74 of its 90 mistakes and blunders found).
pub const THIRD_LOOK_BAND: (f64, f64) = (7.5, 12.5);

/// The loss in winning chances (points) from which a move gets the second look: an
/// inaccuracy's, so that a mistake the first pass underrated can be found too (measured by
/// `crates/engine/tools/review_agreement.py`: from the inaccuracy line it agreed with Stockfish
/// a little more often than from halfway to the mistake line or from it).
pub const LOOK_AGAIN_FROM: f64 = 5.0;

/// What the player does with a review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewAction {
    /// Reviews the game's main line.
    Start,
    /// Stops a review in progress (what was judged is dropped).
    Cancel,
    /// "Learn from your mistakes": start, solution, skip, next, leave.
    Learn(learn::LearnAction),
}

/// The engine's verdict on one position: its score (White's view), best move and line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionEval {
    /// The score from White's point of view.
    pub score: Score,
    /// The best move (none in a finished position).
    pub best: Option<Move>,
    /// The best line, from this position.
    pub line: Vec<Move>,
}

/// One move of the reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// The move's node.
    pub node: NodeId,
    /// Who played it.
    pub mover: Color,
    /// The score after it (White's view).
    pub score_after: Score,
    /// The winning chances it cost the mover, in points (0-100).
    pub drop: f64,
    /// The move's accuracy (0-100).
    pub accuracy: f64,
    /// The centipawns it cost (capped), for the average loss.
    pub centipawn_loss: i32,
    /// Its class, if it was one of the bad ones.
    pub judgement: Option<Judgement>,
    /// The better move and its line, when the move was not the engine's.
    pub better: Option<PositionEval>,
}

/// A player's figures.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PlayerSummary {
    /// Accuracy, 0-100.
    pub accuracy: f64,
    /// Average centipawn loss.
    pub acpl: f64,
    /// Inaccuracies, mistakes and blunders.
    pub counts: [usize; 3],
}

/// A finished review.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// Each main-line position's verdict, the start first.
    pub positions: Vec<PositionEval>,
    /// Each move's review, in order.
    pub moves: Vec<MoveReview>,
    /// White's and Black's figures.
    pub players: [PlayerSummary; 2],
}

/// The second look of a review: the positions before and after every move the first pass found
/// costly, searched again deeper, so that a mistake is called one only when a deeper search
/// agrees (the first pass's false alarms are mostly its horizon); then a third look, deeper
/// still, at the moves the second left near the mistake line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SecondLook {
    /// Positions (indices into the review's positions) still to search again, next first.
    pub queue: Vec<usize>,
    /// How many positions the look under way (the second, then the third) searches in all.
    pub planned: usize,
    /// The position being searched now.
    pub current: Option<usize>,
    /// The third look is planned: the queue holds its positions.
    pub third: bool,
}

/// How far a running review has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewProgress {
    /// The first pass.
    FirstPass {
        /// Positions judged.
        done: usize,
        /// Positions in the game.
        total: usize,
    },
    /// The second look.
    SecondLook {
        /// Positions searched again.
        done: usize,
        /// Positions it searches again in all.
        total: usize,
    },
    /// The third look: a count of its own, so that the bar starts again rather than the
    /// second look's full bar falling back when the third's positions are known.
    ThirdLook {
        /// Positions searched a third time.
        done: usize,
        /// Positions it searches in all.
        total: usize,
    },
}

/// Where a review stands.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum ReviewState {
    /// None asked for.
    #[default]
    Idle,
    /// Judging the positions one by one.
    Running {
        /// The main line's nodes, the root first.
        nodes: Vec<NodeId>,
        /// The verdicts of the game's last `done.len()` positions, in order (the first pass
        /// goes from the end).
        done: Vec<PositionEval>,
        /// The search under way.
        pending: Option<Pending>,
        /// The best report of that search so far.
        latest: Option<PositionEval>,
        /// The second look, once the first pass is done.
        second_look: Option<SecondLook>,
    },
    /// Finished.
    Done(Review),
}

impl ReviewState {
    /// The finished review.
    pub fn result(&self) -> Option<&Review> {
        match self {
            ReviewState::Done(review) => Some(review),
            _ => None,
        }
    }

    /// How far it has got, while running.
    pub fn progress(&self) -> Option<ReviewProgress> {
        let ReviewState::Running {
            nodes,
            done,
            second_look,
            ..
        } = self
        else {
            return None;
        };
        let Some(look) = second_look else {
            return Some(ReviewProgress::FirstPass {
                done: done.len(),
                total: nodes.len(),
            });
        };
        let done = look.planned - look.queue.len() - usize::from(look.current.is_some());
        let total = look.planned;
        Some(match look.third {
            false => ReviewProgress::SecondLook { done, total },
            true => ReviewProgress::ThirdLook { done, total },
        })
    }

    /// The review of the move at a node.
    pub fn of_node(&self, node: NodeId) -> Option<&MoveReview> {
        self.result()?.moves.iter().find(|m| m.node == node)
    }
}

/// Our centipawns read on the scale of those lichess's curve was fitted to (Stockfish's): ours
/// run a little smaller, so the review called fewer mistakes than Stockfish where the two
/// disagree by a few points near the line. Measured with `crates/engine/tools/review_agreement.py`
/// (`--scale`) on its 40 committed games and 30 others (`games-2.pgn`), for each network: with
/// `ke11w`, x1.05 gave precision 82% and recall 81% on the 40, 81% and 82% on the 30; x1.1 79%
/// and 84%, 76% and 82% (the network before, `kq10w`, read x1.1: 80%, 86%). With `kt14` and
/// the search after search22, x1.05 read 81% and 78% on the 40, 77% and 85% on the 30 (more
/// moves flagged than Stockfish's); x1.03 86% and 80%, 82% and 81%. With lichess's classes
/// (from 5 points lost, not 10: `judgement.rs`) and the search after search91, x1.03 read 83%
/// and 80% on the 40, 84% and 80% on the 30 (fewer flagged than Stockfish's); x1.05 83% and
/// 83%, and on the 30 see the README.
pub const CENTIPAWN_SCALE: f64 = 1.05;

/// Winning chances (0-100) for White of a score from White's side (by the engine's scale).
pub fn win_percent(score: Score) -> f64 {
    match score {
        Score::Mate(n) if n > 0 => 100.0,
        Score::Mate(_) => 0.0,
        Score::Centipawns(cp) => lichess_win_percent(f64::from(cp) * CENTIPAWN_SCALE),
    }
}

/// Lichess's published winning chances (0-100) of a score in Stockfish's centipawns, capped at
/// ten pawns either way.
pub fn lichess_win_percent(cp: f64) -> f64 {
    let cp = cp.clamp(-1000.0, 1000.0);
    50.0 + 50.0 * (2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0)
}

/// Winning chances (0-100) for `color` of a score from White's side.
pub fn win_percent_for(score: Score, color: Color) -> f64 {
    match color {
        Color::White => win_percent(score),
        Color::Black => 100.0 - win_percent(score),
    }
}

/// Winning chances (0-100) for `color` as lichess's accuracy reads a score: a mate as the
/// ten-pawn ceiling it caps centipawns at (`forceAsCp`), so a mate is a little short of a
/// certainty and moves between a mate and a won position cost nearly nothing.
fn accuracy_percent_for(score: Score, color: Color) -> f64 {
    win_percent_for(Score::Centipawns(centipawns(score)), color)
}

/// A score as centipawns, mates counted as a large capped value.
fn centipawns(score: Score) -> i32 {
    match score {
        Score::Centipawns(cp) => cp.clamp(-1000, 1000),
        Score::Mate(n) if n > 0 => 1000,
        Score::Mate(_) => -1000,
    }
}

/// A move's accuracy from the mover's winning chances before and after.
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let raw = 103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * (before - after)).exp()
        - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// Judges every move from the positions' verdicts (`positions[i]` before move `i`).
pub fn review(nodes: &[NodeId], positions: Vec<PositionEval>, first_mover: Color) -> Review {
    let mut moves = Vec::new();
    let mut mover = first_mover;
    for (i, pair) in positions.windows(2).enumerate() {
        let (before, after) = (&pair[0], &pair[1]);
        let chances_before = accuracy_percent_for(before.score, mover);
        let chances_after = accuracy_percent_for(after.score, mover);
        let drop = (chances_before - chances_after).max(0.0);
        let cp_sign = if mover == Color::White { 1 } else { -1 };
        let centipawn_loss =
            (cp_sign * (centipawns(before.score) - centipawns(after.score))).max(0);
        let played = nodes.get(i + 1).copied().unwrap_or_default();
        let judgement = Judgement::of_move(before.score, after.score, mover);
        moves.push(MoveReview {
            node: played,
            mover,
            score_after: after.score,
            drop,
            accuracy: move_accuracy(chances_before, chances_after),
            centipawn_loss,
            judgement,
            better: judgement.map(|_| before.clone()),
        });
        mover = !mover;
    }
    let players = [Color::White, Color::Black].map(|color| summary(&positions, &moves, color));
    Review {
        positions,
        moves,
        players,
    }
}

/// A player's accuracy (lichess's blend of a volatility-weighted mean and the harmonic mean),
/// average centipawn loss and counts.
fn summary(positions: &[PositionEval], moves: &[MoveReview], color: Color) -> PlayerSummary {
    let chances: Vec<f64> = positions
        .iter()
        .map(|p| accuracy_percent_for(p.score, Color::White))
        .collect();
    let weights = volatility_weights(&chances, moves.len());
    let mine: Vec<(f64, f64, i32)> = moves
        .iter()
        .zip(&weights)
        .filter(|(m, _)| m.mover == color)
        .map(|(m, &w)| (m.accuracy, w, m.centipawn_loss))
        .collect();
    if mine.is_empty() {
        return PlayerSummary::default();
    }
    let weighted = mine.iter().map(|(a, w, _)| a * w).sum::<f64>()
        / mine.iter().map(|(_, w, _)| w).sum::<f64>();
    let harmonic = mine.len() as f64 / mine.iter().map(|(a, _, _)| 1.0 / a.max(1.0)).sum::<f64>();
    let count = |j| {
        moves
            .iter()
            .filter(|m| m.mover == color && m.judgement == Some(j))
            .count()
    };
    PlayerSummary {
        accuracy: (weighted + harmonic) / 2.0,
        acpl: mine.iter().map(|(_, _, l)| f64::from(*l)).sum::<f64>() / mine.len() as f64,
        counts: [
            count(Judgement::Inaccuracy),
            count(Judgement::Mistake),
            count(Judgement::Blunder),
        ],
    }
}

/// Each move's weight in a player's mean accuracy: how much the winning chances swing in a
/// window of `moves / 10` positions (2 to 8), as lichess takes them: the window starting two
/// positions before the move's end, so it holds the move itself (the first few moves share
/// the game's first window).
fn volatility_weights(chances: &[f64], moves: usize) -> Vec<f64> {
    let window = (moves / 10).clamp(2, 8);
    (0..moves)
        .map(|i| {
            let start = (i + 2).saturating_sub(window);
            let slice = &chances[start..(start + window).min(chances.len())];
            standard_deviation(slice).clamp(0.5, 12.0)
        })
        .collect()
}

fn standard_deviation(values: &[f64]) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    let mean = values.iter().sum::<f64>() / values.len() as f64;
    (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / values.len() as f64).sqrt()
}

/// A verdict from the last report of a search of a position where `turn` was to move.
pub fn verdict(score: Score, line: Vec<Move>, turn: Color) -> PositionEval {
    PositionEval {
        score: for_white(score, turn),
        best: line.first().copied(),
        line,
    }
}

mod judgement;
pub mod learn;
mod run;
pub mod verdict;

#[cfg(test)]
mod tests;
