//! How bad a move was, by lichess's rules (lila's `Advice`): between two centipawn scores by
//! the winning chances it lost, on a forced mate by the centipawns on the other side of it.

use super::{win_percent_for, CENTIPAWN_SCALE};
use crate::state::engine::for_white;
use chess_engine::Score;
use chess_rules::Color;

/// The losses in winning chances (points of 0-100) from which a move is an inaccuracy, a
/// mistake and a blunder: lichess's .1, .2 and .3 on its -1..+1 scale of winning chances.
const THRESHOLDS: [(f64, Judgement); 3] = [
    (15.0, Judgement::Blunder),
    (10.0, Judgement::Mistake),
    (5.0, Judgement::Inaccuracy),
];

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Judgement {
    /// Lost 5 to 10 points of winning chances.
    Inaccuracy,
    /// Lost 10 to 15.
    Mistake,
    /// Lost 15 or more.
    Blunder,
}

impl Judgement {
    /// The `data-judgement` name.
    pub fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }

    /// The PGN annotation glyph: `?!` ($6), `?` ($2), `??` ($4).
    pub fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }

    /// The mark shown after the move.
    pub fn symbol(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    /// The class of a drop in winning chances (percentage points), if any.
    pub fn of_drop(drop: f64) -> Option<Judgement> {
        THRESHOLDS
            .iter()
            .find(|(threshold, _)| drop >= *threshold)
            .map(|&(_, judgement)| judgement)
    }

    /// The class of a move from the scores before and after it (White's view): between two
    /// centipawn scores by the winning chances the mover lost; a move that lets the mover be
    /// mated by the centipawns it had, and one that lets its forced mate go by those it keeps
    /// (a blunder unless it stays seven pawns up); any other move to or from a mate none (a
    /// slower mate, or a mate escaped).
    pub fn of_move(before: Score, after: Score, mover: Color) -> Option<Judgement> {
        match (for_white(before, mover), for_white(after, mover)) {
            (Score::Centipawns(_), Score::Centipawns(_)) => {
                let lost = win_percent_for(before, mover) - win_percent_for(after, mover);
                Judgement::of_drop(lost)
            }
            (Score::Centipawns(had), Score::Mate(n)) if n < 0 => Some(Judgement::by_margin(-had)),
            (Score::Mate(m), Score::Centipawns(kept)) if m > 0 => Some(Judgement::by_margin(kept)),
            (Score::Mate(m), Score::Mate(n)) if m > 0 && n <= 0 => Some(Judgement::by_margin(0)),
            _ => None,
        }
    }

    /// The class of a mate created or let go, by the centipawns of the side the mate favours
    /// on the other side of it (read on Stockfish's scale, which lichess's rule is written in):
    /// the farther ahead that side is anyway, the less the mate changes.
    fn by_margin(centipawns: i32) -> Judgement {
        match f64::from(centipawns) * CENTIPAWN_SCALE {
            margin if margin > 999.0 => Judgement::Inaccuracy,
            margin if margin > 700.0 => Judgement::Mistake,
            _ => Judgement::Blunder,
        }
    }
}
