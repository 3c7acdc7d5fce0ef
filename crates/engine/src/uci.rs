//! The Universal Chess Interface: the engine's one protocol, spoken by the native binary (to
//! any chess GUI, to python-chess) and by the Web Worker (to the app).
//!
//! A [`Session`] holds the position and options. [`Session::handle`] answers every command at
//! once except `go`, which it hands back so the caller can run [`Session::go`] where searching
//! cannot block input (a thread natively, the worker itself in the browser).

use crate::bench;
use crate::eval::evaluate;
use crate::levels::{Level, LEVELS};
use crate::random::Random;
use crate::search::{Environment, Score, SearchInfo, Searcher};
use crate::time::SearchLimits;
use chess_rules::perft::divide;
use chess_rules::{Move, Position};

/// The engine's name, as `uci` reports it.
pub const NAME: &str = "Rook and Roll";
const DEFAULT_HASH_MB: usize = 16;
const MAX_HASH_MB: usize = 1024;

/// What a `go` asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Go {
    /// A search within limits.
    Search(SearchLimits),
    /// `go perft N`: count the move tree, move by move.
    Perft(u32),
    /// `bench`: the fixed search that gives a node-count signature and a speed.
    Bench,
}

/// What the caller must do after a command.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Nothing more.
    Done,
    /// Run [`Session::go`] with this.
    Go(Go),
    /// Stop a running search.
    Stop,
    /// Leave.
    Quit,
}

/// The engine's state between commands.
pub struct Session {
    searcher: Searcher,
    position: Position,
    /// Hashes of the positions before the current one, oldest first.
    history: Vec<u64>,
    skill: u8,
    limit_strength: bool,
    elo: u32,
    random: Random,
}

impl Default for Session {
    fn default() -> Session {
        Session::new()
    }
}

impl Session {
    /// A session at the starting position, at full strength.
    pub fn new() -> Session {
        Session {
            searcher: Searcher::new(DEFAULT_HASH_MB),
            position: Position::new(),
            history: Vec::new(),
            skill: Level::full_strength().number,
            limit_strength: false,
            elo: Level::full_strength().elo,
            random: Random::new(0x5EED),
        }
    }

    /// Seeds the randomness of the weaker levels.
    pub fn seed(&mut self, seed: u64) {
        self.random = Random::new(seed);
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The level the engine plays at.
    pub fn level(&self) -> Level {
        if self.limit_strength {
            Level::nearest_to_elo(self.elo)
        } else {
            Level::number(self.skill)
        }
    }

    /// Handles one line of input, writing any answer to `out` (one line per call).
    pub fn handle(&mut self, line: &str, out: &mut dyn FnMut(&str)) -> Request {
        let mut words = line.split_whitespace();
        let Some(command) = words.next() else {
            return Request::Done;
        };
        let rest: Vec<&str> = words.collect();
        match command {
            "uci" => self.identify(out),
            "isready" => out("readyok"),
            "ucinewgame" => {
                self.searcher.clear();
                self.position = Position::new();
                self.history.clear();
            }
            "position" => {
                if let Err(message) = self.set_position(&rest) {
                    out(&format!("info string error: {message}"));
                }
            }
            "setoption" => {
                if let Err(message) = self.set_option(&rest) {
                    out(&format!("info string error: {message}"));
                }
            }
            "go" => match parse_go(&rest) {
                Ok(go) => return Request::Go(go),
                Err(message) => out(&format!("info string error: {message}")),
            },
            "stop" => return Request::Stop,
            "quit" => return Request::Quit,
            "bench" => return Request::Go(Go::Bench),
            "d" => out(&format!("info string fen {}", self.position.to_fen())),
            "eval" => out(&format!(
                "info string eval {} (side to move)",
                evaluate(&self.position)
            )),
            "ponderhit" => {}
            other => out(&format!("info string unknown command: {other}")),
        }
        Request::Done
    }

    fn identify(&self, out: &mut dyn FnMut(&str)) {
        let (weakest, strongest) = (LEVELS[0], Level::full_strength());
        out(&format!("id name {NAME}"));
        out("id author The chess app team");
        out(&format!(
            "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"
        ));
        out(&format!(
            "option name Skill Level type spin default {0} min 1 max {0}",
            strongest.number
        ));
        out("option name UCI_LimitStrength type check default false");
        out(&format!(
            "option name UCI_Elo type spin default {} min {} max {}",
            strongest.elo, weakest.elo, strongest.elo
        ));
        out("uciok");
    }

    fn set_position(&mut self, args: &[&str]) -> Result<(), String> {
        let moves_at = args
            .iter()
            .position(|&w| w == "moves")
            .unwrap_or(args.len());
        let start = match args.first() {
            Some(&"startpos") => Position::new(),
            Some(&"fen") => {
                Position::from_fen(&args[1..moves_at].join(" ")).map_err(|e| e.to_string())?
            }
            _ => return Err("position needs 'startpos' or 'fen <FEN>'".to_string()),
        };
        let mut position = start;
        let mut history = Vec::new();
        for text in args.get(moves_at + 1..).unwrap_or_default() {
            let mv = position.parse_uci(text).map_err(|e| e.to_string())?;
            history.push(position.hash());
            position.play_unchecked(mv);
        }
        self.position = position;
        self.history = history;
        Ok(())
    }

    fn set_option(&mut self, args: &[&str]) -> Result<(), String> {
        let value_at = args
            .iter()
            .position(|&w| w == "value")
            .unwrap_or(args.len());
        let name = args
            .get(1..value_at)
            .unwrap_or_default()
            .join(" ")
            .to_ascii_lowercase();
        let value = args.get(value_at + 1..).unwrap_or_default().join(" ");
        let number = || {
            value
                .trim()
                .parse::<u64>()
                .map_err(|_| format!("'{value}' is not a number"))
        };
        match name.as_str() {
            "hash" => self
                .searcher
                .set_hash(number()?.clamp(1, MAX_HASH_MB as u64) as usize),
            "skill level" => self.skill = number()?.clamp(1, LEVELS.len() as u64) as u8,
            "uci_limitstrength" => self.limit_strength = value.trim().eq_ignore_ascii_case("true"),
            "uci_elo" => self.elo = number()? as u32,
            "clear hash" => self.searcher.clear(),
            other => return Err(format!("no option named '{other}'")),
        }
        Ok(())
    }

    /// Runs a `go`: searches (reporting each depth) and writes `bestmove`, or counts perft.
    pub fn go(&mut self, go: &Go, env: &dyn Environment, out: &mut dyn FnMut(&str)) {
        match go {
            Go::Bench => self.bench(env, out),
            Go::Perft(depth) => {
                let moves = divide(&self.position, *depth);
                for (mv, count) in &moves {
                    out(&format!("{mv}: {count}"));
                }
                out("");
                out(&format!(
                    "Nodes searched: {}",
                    moves.iter().map(|(_, n)| n).sum::<u64>()
                ));
            }
            Go::Search(limits) => {
                let best = self.search(limits, env, out);
                out(&bestmove_line(best.0, best.1));
            }
        }
    }

    /// Searches the current position at the session's level: (move, expected reply).
    pub fn search(
        &mut self,
        limits: &SearchLimits,
        env: &dyn Environment,
        out: &mut dyn FnMut(&str),
    ) -> (Option<Move>, Option<Move>) {
        let level = self.level();
        let mut limits = limits.clone();
        if let Some(depth) = level.depth {
            limits.depth = Some(limits.depth.map_or(depth, |d| d.min(depth)));
        }
        if let Some(nodes) = level.nodes {
            limits.nodes = Some(limits.nodes.map_or(nodes, |n| n.min(nodes)));
        }
        self.searcher.set_exact_root_scores(level.is_randomised());
        let result =
            self.searcher
                .search(&self.position, &self.history, &limits, env, &mut |info| {
                    out(&info_line(info))
                });
        let chosen = level.choose(&result, self.random.next_f64());
        let reply = result
            .info
            .as_ref()
            .filter(|info| info.pv.first() == chosen.as_ref())
            .and_then(|info| info.pv.get(1).copied());
        (chosen, reply)
    }

    fn bench(&mut self, env: &dyn Environment, out: &mut dyn FnMut(&str)) {
        let (nodes, elapsed) = bench::run(env);
        out(&format!("Total time (ms) : {}", elapsed.round()));
        out(&format!("Nodes searched  : {nodes}"));
        out(&format!(
            "Nodes/second    : {}",
            (nodes as f64 * 1000.0 / elapsed.max(1.0)).round()
        ));
    }
}

/// `bestmove e2e4 ponder e7e5`, or `bestmove 0000` with no legal move.
pub fn bestmove_line(best: Option<Move>, ponder: Option<Move>) -> String {
    match (best, ponder) {
        (Some(best), Some(ponder)) => format!("bestmove {best} ponder {ponder}"),
        (Some(best), None) => format!("bestmove {best}"),
        (None, _) => "bestmove 0000".to_string(),
    }
}

/// A search report as a UCI `info` line.
pub fn info_line(info: &SearchInfo) -> String {
    let score = match info.score {
        Score::Centipawns(cp) => format!("cp {cp}"),
        Score::Mate(moves) => format!("mate {moves}"),
    };
    let pv: Vec<String> = info.pv.iter().map(ToString::to_string).collect();
    format!(
        "info depth {} seldepth {} score {score} nodes {} nps {} hashfull {} time {} pv {}",
        info.depth,
        info.seldepth,
        info.nodes,
        info.nps(),
        info.hashfull,
        info.time_ms,
        pv.join(" ")
    )
}

/// Reads the arguments of `go`.
///
/// # Errors
/// A message naming the argument that is not understood.
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
        match args[i] {
            "perft" => return Ok(Go::Perft(number(i)?.max(1) as u32)),
            "infinite" => limits.infinite = true,
            "ponder" => {}
            "depth" => limits.depth = Some(number(i)? as u32),
            "nodes" => limits.nodes = Some(number(i)?),
            "movetime" => limits.movetime = Some(number(i)?),
            "wtime" => limits.time[0] = Some(number(i)?),
            "btime" => limits.time[1] = Some(number(i)?),
            "winc" => limits.increment[0] = number(i)?,
            "binc" => limits.increment[1] = number(i)?,
            "movestogo" => limits.moves_to_go = Some(number(i)? as u32),
            "mate" => limits.depth = Some(number(i)? as u32 * 2),
            "searchmoves" => break,
            other => return Err(format!("unknown go argument '{other}'")),
        }
        i += if matches!(args[i], "infinite" | "ponder") {
            1
        } else {
            2
        };
    }
    Ok(Go::Search(limits))
}
