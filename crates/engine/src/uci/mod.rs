//! The Universal Chess Interface: the engine's one protocol, spoken by the native binary (to
//! any chess GUI, to python-chess) and by the Web Worker (to the app).
//!
//! A [`Session`] holds the position and options. [`Session::handle`] answers every command at
//! once except `go`, which it hands back so the caller can run [`Session::go`] where searching
//! cannot block input (a thread natively, the worker itself in the browser).

mod go;
mod options;

use crate::bench;
use crate::eval::nnue::Network;
use crate::levels::Level;
use crate::random::Random;
use crate::search::{Environment, Searcher};
use crate::time::{SearchLimits, DEFAULT_OVERHEAD_MS};
use chess_rules::perft::divide;
use chess_rules::{CastlingMode, Move, Position};
pub use go::{bestmove_line, info_line, parse_bestmove, parse_go, parse_info};
use options::DEFAULT_HASH_MB;
use std::sync::Arc;

/// The engine's name, as `uci` reports it.
pub const NAME: &str = "Rook and Roll";

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
    /// UCI_Chess960: castling is king takes rook, in and out.
    chess960: bool,
    move_overhead_ms: u64,
    /// The evaluation network loaded (`EvalFile`, or bytes from the worker), used at full
    /// strength only: the weaker levels were measured with the hand-written evaluation.
    network: Option<Arc<Network>>,
    /// The answer to `go infinite` or `go ponder` when the search ended before `stop` or
    /// `ponderhit`: UCI allows `bestmove` only after those.
    pending_bestmove: Option<String>,
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
            chess960: false,
            move_overhead_ms: DEFAULT_OVERHEAD_MS,
            network: None,
            pending_bestmove: None,
        }
    }

    /// How castling is written in and out: as the king's move, or king takes rook.
    fn mode(&self) -> CastlingMode {
        if self.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
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
            "stop" | "ponderhit" if self.pending_bestmove.is_some() => {
                if let Some(line) = self.pending_bestmove.take() {
                    out(&line);
                }
            }
            "stop" => return Request::Stop,
            "quit" => return Request::Quit,
            "bench" => return Request::Go(Go::Bench),
            "seed" => match rest.first().and_then(|s| s.parse::<u64>().ok()) {
                Some(seed) => self.seed(seed),
                None => out("info string error: seed needs a number"),
            },
            "d" => out(&format!("info string fen {}", self.position.to_fen())),
            "eval" => {
                self.use_level_evaluation();
                let source = match self.searcher.network_handle() {
                    Some(_) => "network",
                    None => "hand-written",
                };
                out(&format!(
                    "info string eval {} (side to move, {source})",
                    self.searcher.evaluate(&self.position, 0)
                ))
            }
            "ponderhit" => {}
            other => out(&format!("info string unknown command: {other}")),
        }
        Request::Done
    }

    fn set_position(&mut self, args: &[&str]) -> Result<(), String> {
        let moves_at = args
            .iter()
            .position(|&w| w == "moves")
            .unwrap_or(args.len());
        let start = match args.first() {
            Some(&"startpos") => Position::from_fen_with(chess_rules::STARTING_FEN, self.mode())
                .map_err(|e| e.to_string())?,
            Some(&"fen") => Position::from_fen_with(&args[1..moves_at].join(" "), self.mode())
                .map_err(|e| e.to_string())?,
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

    /// Runs a `go`: searches (reporting each depth) and writes `bestmove`, or counts perft.
    pub fn go(&mut self, go: &Go, env: &dyn Environment, out: &mut dyn FnMut(&str)) {
        match go {
            Go::Bench => self.bench(env, out),
            Go::Perft(depth) => {
                let moves = divide(&self.position, *depth);
                for (mv, count) in &moves {
                    out(&format!("{}: {count}", mv.to_uci(self.mode())));
                }
                out("");
                out(&format!(
                    "Nodes searched: {}",
                    moves.iter().map(|(_, n)| n).sum::<u64>()
                ));
            }
            Go::Search(limits) => {
                let (best, ponder) = self.search(limits, env, out);
                let line = bestmove_line(best, ponder, self.mode());
                let waits = limits.infinite || (limits.ponder && env.pondering());
                if waits && !env.stop_requested() {
                    self.pending_bestmove = Some(line);
                } else {
                    out(&line);
                }
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
        limits.overhead_ms = self.move_overhead_ms;
        self.pending_bestmove = None;
        if let Some(depth) = level.depth {
            limits.depth = Some(limits.depth.map_or(depth, |d| d.min(depth)));
        }
        if let Some(nodes) = level.nodes {
            limits.nodes = Some(limits.nodes.map_or(nodes, |n| n.min(nodes)));
        }
        self.searcher.set_exact_root_scores(level.is_randomised());
        self.use_level_evaluation();
        let mode = self.mode();
        let result =
            self.searcher
                .search(&self.position, &self.history, &limits, env, &mut |info| {
                    out(&info_line(info, mode))
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
        let (nodes, elapsed) = bench::run_with(env, self.network.clone());
        out(&format!("Total time (ms) : {}", elapsed.round()));
        out(&format!("Nodes searched  : {nodes}"));
        out(&format!(
            "Nodes/second    : {}",
            (nodes as f64 * 1000.0 / elapsed.max(1.0)).round()
        ));
    }
}
