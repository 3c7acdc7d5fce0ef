//! The training positions: read from `datagen`'s lines once, kept as the inputs each sets from
//! the side to move's view (the other view is derived) and where each side's king bucket's rows
//! start, with the label the loss aims at.

use chess_engine::eval::evaluate;
use chess_engine::eval::nnue::{active_inputs, KingBuckets, SCALE};
use chess_rules::{Color, Position};

/// Every position, packed: the inputs of position `i` are `inputs[starts[i]..starts[i + 1]]`.
pub struct Positions {
    pub inputs: Vec<u16>,
    pub starts: Vec<u32>,
    /// Where the side to move's set of input rows starts (its king's bucket), then the other
    /// side's.
    pub first_rows: Vec<[u16; 2]>,
    /// The search's score from the side to move's view, in centipawns.
    pub scores: Vec<f32>,
    /// The game's result from the side to move's view: 1, 0.5 or 0.
    pub results: Vec<f32>,
    /// The hand-written evaluation's score from the side to move's view (for comparison).
    pub hand_written: Vec<f32>,
}

impl Positions {
    pub fn len(&self) -> usize {
        self.scores.len()
    }

    pub fn inputs_of(&self, i: usize) -> &[u16] {
        &self.inputs[self.starts[i] as usize..self.starts[i + 1] as usize]
    }

    /// The label: a blend of the score's win probability and the game's result.
    pub fn target(&self, i: usize, score_share: f32) -> f32 {
        score_share * sigmoid(self.scores[i] / SCALE as f32) + (1.0 - score_share) * self.results[i]
    }
}

pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// Reads `FEN | White's score | White's result` lines; others are skipped and counted.
pub fn load(paths: &[String], limit: usize, king_buckets: &KingBuckets) -> Positions {
    let mut positions = Positions {
        inputs: Vec::new(),
        starts: vec![0],
        first_rows: Vec::new(),
        scores: Vec::new(),
        results: Vec::new(),
        hand_written: Vec::new(),
    };
    let mut skipped = 0;
    for path in paths {
        let text =
            std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
        for line in text.lines() {
            if positions.len() >= limit {
                break;
            }
            if !add(&mut positions, line, king_buckets) {
                skipped += 1;
            }
        }
    }
    eprintln!(
        "{} positions read, {skipped} lines skipped",
        positions.len()
    );
    positions
}

fn add(positions: &mut Positions, line: &str, king_buckets: &KingBuckets) -> bool {
    let mut fields = line.split('|').map(str::trim);
    let (Some(fen), Some(score), Some(result)) = (fields.next(), fields.next(), fields.next())
    else {
        return false;
    };
    let (Ok(position), Ok(score), Ok(result)) = (
        Position::from_fen(fen),
        score.parse::<f32>(),
        result.parse::<f32>(),
    ) else {
        return false;
    };
    let mover = position.turn();
    let first_row = |side| {
        let king = position
            .board()
            .king_of(side)
            .map_or(0, |square| square.index());
        king_buckets.first_row(side, king) as u16
    };
    positions
        .first_rows
        .push([first_row(mover), first_row(!mover)]);
    let (score, result) = match mover {
        Color::White => (score, result),
        Color::Black => (-score, 1.0 - result),
    };
    positions
        .inputs
        .extend(active_inputs(&position, mover).map(|input| input as u16));
    positions.starts.push(positions.inputs.len() as u32);
    positions.scores.push(score);
    positions.results.push(result);
    positions.hand_written.push(evaluate(&position) as f32);
    true
}
