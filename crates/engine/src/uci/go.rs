//! The text of `go` and of the engine's answers: reading `go`'s arguments, writing `info` and
//! `bestmove` lines, and reading `info` lines back (for a program, such as the app, that drives
//! the engine over UCI).

use super::Go;
use crate::search::{Score, SearchInfo};
use crate::time::SearchLimits;
use chess_rules::{CastlingMode, Move};

/// Reads the arguments of `go`. Words it does not know are passed over (so a newer GUI's
/// argument never hangs the engine); `searchmoves` and its moves too.
///
/// # Errors
/// A message naming an argument whose number is missing or malformed.
pub fn parse_go(args: &[&str]) -> Result<Go, String> {
    let mut limits = SearchLimits::default();
    let mut i = 0;
    let number = |i: usize| -> Result<u64, String> {
        let word = args
            .get(i + 1)
            .ok_or_else(|| format!("'{}' needs a number", args[i]))?;
        word.parse::<i64>()
            .map(|n| n.max(0) as u64)
            .map_err(|_| format!("'{word}' is not a number"))
    };
    while i < args.len() {
        let takes_number = match args[i] {
            "perft" => return Ok(Go::Perft(number(i)?.max(1) as u32)),
            "infinite" => {
                limits.infinite = true;
                false
            }
            "ponder" => {
                limits.ponder = true;
                false
            }
            "depth" => set(&mut limits.depth, number(i)? as u32),
            "nodes" => set(&mut limits.nodes, number(i)?),
            "movetime" => set(&mut limits.movetime, number(i)?),
            "wtime" => set(&mut limits.time[0], number(i)?),
            "btime" => set(&mut limits.time[1], number(i)?),
            "winc" => {
                limits.increment[0] = number(i)?;
                true
            }
            "binc" => {
                limits.increment[1] = number(i)?;
                true
            }
            "movestogo" => set(&mut limits.moves_to_go, number(i)? as u32),
            "mate" => set(&mut limits.depth, number(i)? as u32 * 2),
            _ => false, // unknown words, searchmoves and the moves after it
        };
        i += if takes_number { 2 } else { 1 };
    }
    Ok(Go::Search(limits))
}

fn set<T>(slot: &mut Option<T>, value: T) -> bool {
    *slot = Some(value);
    true
}

/// `bestmove e2e4 ponder e7e5`, or `bestmove 0000` with no legal move.
pub fn bestmove_line(best: Option<Move>, ponder: Option<Move>, mode: CastlingMode) -> String {
    match (best, ponder) {
        (Some(best), Some(ponder)) => {
            format!(
                "bestmove {} ponder {}",
                best.to_uci(mode),
                ponder.to_uci(mode)
            )
        }
        (Some(best), None) => format!("bestmove {}", best.to_uci(mode)),
        (None, _) => "bestmove 0000".to_string(),
    }
}

/// A search report as a UCI `info` line.
pub fn info_line(info: &SearchInfo, mode: CastlingMode) -> String {
    let score = match info.score {
        Score::Centipawns(cp) => format!("cp {cp}"),
        Score::Mate(moves) => format!("mate {moves}"),
    };
    let pv: Vec<String> = info.pv.iter().map(|mv| mv.to_uci(mode)).collect();
    format!(
        "info depth {} seldepth {} multipv {} score {score} nodes {} nps {} hashfull {} time {} pv {}",
        info.depth,
        info.seldepth,
        info.multipv,
        info.nodes,
        info.nps(),
        info.hashfull,
        info.time_ms,
        pv.join(" ")
    )
}

/// Reads an `info` line with a score back into a report; `None` for other lines. The moves of
/// the PV are read as notation only: a castling move comes back as the king's move, to be
/// matched against the position (`Position::parse_uci`).
pub fn parse_info(line: &str) -> Option<SearchInfo> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.first() != Some(&"info") {
        return None;
    }
    let after = |key: &str| -> Option<u64> {
        let at = words.iter().position(|w| *w == key)?;
        words.get(at + 1)?.parse().ok()
    };
    let score_at = words.iter().position(|w| *w == "score")?;
    let value: i32 = words.get(score_at + 2)?.parse().ok()?;
    let score = match *words.get(score_at + 1)? {
        "cp" => Score::Centipawns(value),
        "mate" => Score::Mate(value),
        _ => return None,
    };
    let pv = words
        .iter()
        .position(|w| *w == "pv")
        .map(|i| {
            words[i + 1..]
                .iter()
                .map_while(|w| w.parse().ok())
                .collect()
        })
        .unwrap_or_default();
    Some(SearchInfo {
        depth: after("depth")? as u32,
        multipv: after("multipv").unwrap_or(1) as u32,
        seldepth: after("seldepth").unwrap_or(0) as u32,
        score,
        nodes: after("nodes").unwrap_or(0),
        time_ms: after("time").unwrap_or(0),
        pv,
        hashfull: after("hashfull").unwrap_or(0) as u32,
    })
}

/// Reads a `bestmove` line: the move's notation (`None` for `0000`); `None` for other lines.
pub fn parse_bestmove(line: &str) -> Option<Option<Move>> {
    let mut words = line.split_whitespace();
    (words.next()? == "bestmove").then(|| words.next().and_then(|w| w.parse().ok()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_round_trip() {
        let info = SearchInfo {
            depth: 7,
            multipv: 2,
            seldepth: 12,
            score: Score::Centipawns(-35),
            nodes: 1000,
            time_ms: 3,
            pv: vec!["e7e5".parse().unwrap(), "g1f3".parse().unwrap()],
            hashfull: 4,
        };
        let line = info_line(&info, CastlingMode::Standard);
        assert_eq!(parse_info(&line), Some(info));
        let mate = parse_info("info depth 9 score mate -2 nodes 1 pv a1a2").unwrap();
        assert_eq!((mate.score, mate.multipv), (Score::Mate(-2), 1));
        assert_eq!(parse_info("info string hello"), None);
        assert_eq!(
            parse_bestmove("bestmove e2e4 ponder e7e5")
                .flatten()
                .map(|m| m.to_string())
                .as_deref(),
            Some("e2e4")
        );
        assert_eq!(parse_bestmove("bestmove 0000"), Some(None));
        assert_eq!(parse_bestmove("info depth 1"), None);
    }

    #[test]
    fn go_passes_over_what_it_does_not_know() {
        let Ok(Go::Search(limits)) = parse_go(&[
            "wtime",
            "1000",
            "frobnicate",
            "searchmoves",
            "e2e4",
            "movetime",
            "50",
        ]) else {
            panic!("a search");
        };
        assert_eq!((limits.time[0], limits.movetime), (Some(1000), Some(50)));
        assert!(parse_go(&["depth", "x"]).is_err());
        let Ok(Go::Search(limits)) = parse_go(&["ponder", "infinite"]) else {
            panic!("a search");
        };
        assert!(limits.ponder && limits.infinite);
    }
}
