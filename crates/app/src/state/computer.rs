//! What the app knows about the engine's work: which request it waits for, what the engine
//! has said so far, the hint and the analysis. Requests carry ids; a reply to an id that is not
//! awaited any more (after New game, Undo or navigation) is ignored, so no stale move is played.

use chess_rules::{Color, Move, Position};

/// Why the engine is asked to search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// To play its move in a game against the player.
    Move,
    /// To suggest a move to the player.
    Hint,
    /// To analyse the position on the board.
    Analysis,
}

/// An engine score, from the side to move's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineScore {
    /// Centipawns.
    Centipawns(i32),
    /// Mate in this many moves (negative: being mated).
    Mate(i32),
}

impl EngineScore {
    /// The score from White's point of view, given whose turn it is.
    pub fn for_white(self, turn: Color) -> EngineScore {
        match (self, turn) {
            (score, Color::White) => score,
            (EngineScore::Centipawns(cp), Color::Black) => EngineScore::Centipawns(-cp),
            (EngineScore::Mate(n), Color::Black) => EngineScore::Mate(-n),
        }
    }

    /// As shown beside the evaluation bar: "+0.35", "-1.20", "M3", "-M2".
    pub fn label(self) -> String {
        match self {
            EngineScore::Centipawns(cp) => format!("{:+.2}", f64::from(cp) / 100.0),
            EngineScore::Mate(n) if n > 0 => format!("M{n}"),
            EngineScore::Mate(n) => format!("-M{}", -n),
        }
    }

    /// White's share of the evaluation bar, 0 to 100.
    pub fn white_share(self) -> f64 {
        match self {
            EngineScore::Mate(n) => {
                if n > 0 {
                    100.0
                } else {
                    0.0
                }
            }
            // A logistic curve: ±4 pawns fill most of the bar.
            EngineScore::Centipawns(cp) => 100.0 / (1.0 + (-f64::from(cp) / 250.0).exp()),
        }
    }
}

/// One report of a search in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineInfo {
    /// The depth reached.
    pub depth: u32,
    /// The score, side to move's view.
    pub score: EngineScore,
    /// The principal variation in UCI notation.
    pub pv: Vec<String>,
}

/// A request sent and not yet answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pending {
    /// The request's id.
    pub id: u32,
    /// The game length (move) or cursor (hint, analysis) it was made for.
    pub ply: usize,
}

/// The engine's side of the state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ComputerState {
    /// The engine move being searched.
    pub thinking: Option<Pending>,
    /// The best move the thinking search has reported so far (for "Move now").
    pub best_so_far: Option<Move>,
    /// The player asked for a hint at this cursor.
    pub hint_wanted: Option<usize>,
    /// The hint search.
    pub hint_pending: Option<Pending>,
    /// The hint: the move suggested, at this cursor.
    pub hint: Option<(usize, Move)>,
    /// Is the analysis panel on?
    pub analysis_on: bool,
    /// The analysis search.
    pub analysis_pending: Option<Pending>,
    /// The latest analysis report, at this cursor.
    pub analysis: Option<(usize, EngineInfo)>,
}

impl ComputerState {
    /// Forgets every request (their replies will be ignored) and every result.
    pub fn reset(&mut self) {
        let analysis_on = self.analysis_on;
        *self = ComputerState {
            analysis_on,
            ..ComputerState::default()
        };
    }

    /// The request an id answers, if it is still awaited.
    pub fn purpose_of(&self, id: u32) -> Option<Purpose> {
        let is = |pending: Option<Pending>| pending.is_some_and(|p| p.id == id);
        if is(self.thinking) {
            Some(Purpose::Move)
        } else if is(self.hint_pending) {
            Some(Purpose::Hint)
        } else if is(self.analysis_pending) {
            Some(Purpose::Analysis)
        } else {
            None
        }
    }
}

/// Reads a UCI move reported by the engine against the position it was searching.
pub fn engine_move(position: &Position, uci: &str) -> Option<Move> {
    position.parse_uci(uci).ok()
}

/// Reads an `info` line's depth, score and PV; `None` for other lines.
pub fn parse_info(line: &str) -> Option<EngineInfo> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.first() != Some(&"info") {
        return None;
    }
    let after = |key: &str| {
        words
            .iter()
            .position(|w| *w == key)
            .and_then(|i| words.get(i + 1))
    };
    let depth = after("depth")?.parse().ok()?;
    let score_at = words.iter().position(|w| *w == "score")?;
    let value: i32 = words.get(score_at + 2)?.parse().ok()?;
    let score = match *words.get(score_at + 1)? {
        "cp" => EngineScore::Centipawns(value),
        "mate" => EngineScore::Mate(value),
        _ => return None,
    };
    let pv = words
        .iter()
        .position(|w| *w == "pv")
        .map(|i| words[i + 1..].iter().map(|w| w.to_string()).collect())
        .unwrap_or_default();
    Some(EngineInfo { depth, score, pv })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_are_read() {
        let info = parse_info(
            "info depth 7 seldepth 12 score cp -35 nodes 1 nps 2 hashfull 0 time 3 pv e7e5 g1f3",
        )
        .unwrap();
        assert_eq!(
            info,
            EngineInfo {
                depth: 7,
                score: EngineScore::Centipawns(-35),
                pv: vec!["e7e5".into(), "g1f3".into()]
            }
        );
        let mate = parse_info(
            "info depth 9 seldepth 9 score mate -2 nodes 1 nps 1 hashfull 0 time 1 pv a1a2",
        )
        .unwrap();
        assert_eq!(mate.score, EngineScore::Mate(-2));
        assert_eq!(parse_info("info string hello"), None);
        assert_eq!(parse_info("bestmove e2e4"), None);
    }

    #[test]
    fn scores_for_the_bar() {
        assert_eq!(EngineScore::Centipawns(35).label(), "+0.35");
        assert_eq!(
            EngineScore::Centipawns(-120)
                .for_white(Color::Black)
                .label(),
            "+1.20"
        );
        assert_eq!(EngineScore::Mate(3).for_white(Color::Black).label(), "-M3");
        assert_eq!(EngineScore::Centipawns(0).white_share(), 50.0);
        assert!(EngineScore::Centipawns(400).white_share() > 80.0);
        assert_eq!(EngineScore::Mate(-1).white_share(), 0.0);
    }
}
