//! What the app asks of the engine and what it has heard back, as plain data.
//!
//! The state never talks to a worker. When it needs the engine it puts an [`EngineCommand`] in
//! its outbox (a request with a fresh id, or the cancelling of one); the engine service sends
//! them and turns the worker's answers into [`EngineReply`] values that come back as actions.
//! A reply whose id is no longer awaited (after New game, Undo or navigation) is ignored, so
//! no stale move is ever played.

use super::decimal;
use chess_engine::{Score, SearchInfo};
use chess_rules::{CastlingMode, Color, Move, Position};

/// A request's id: unique for the life of the page, across every worker.
pub type RequestId = u32;

/// Why the engine is asked to search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// To play its move in a game against the player.
    Move,
    /// To suggest a move to the player.
    Hint,
    /// To analyse the position on the board, without end.
    Analysis,
    /// To judge one position of a game under review.
    Review,
}

impl Purpose {
    /// Which worker runs it: the opponent's (moves and hints) or the analyst's (analysis and
    /// review), so that analysing never delays a move.
    pub fn worker(self) -> WorkerRole {
        match self {
            Purpose::Move | Purpose::Hint => WorkerRole::Player,
            Purpose::Analysis | Purpose::Review => WorkerRole::Analyst,
        }
    }
}

/// The two engine workers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WorkerRole {
    /// Plays the computer's moves and finds hints.
    Player,
    /// Analyses and reviews.
    Analyst,
}

/// How long or how far a search goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchLimit {
    /// Think this many milliseconds at most.
    Movetime(u64),
    /// Play by the clocks (milliseconds left and increments).
    Clock {
        /// White's and Black's time left.
        left: [u64; 2],
        /// White's and Black's increments.
        increment: [u64; 2],
    },
    /// Search this many nodes.
    Nodes(u64),
    /// Until told to stop.
    Infinite,
}

/// A forced reply is shown this soon…
const ONLY_MOVE_MS: f64 = 120.0;
/// …a recapture this soon…
const RECAPTURE_MS: f64 = 200.0;
/// …and any other move after this, plus this per legal move, at most this.
const THINKING_BASE_MS: f64 = 150.0;
/// See [`THINKING_BASE_MS`].
const THINKING_PER_MOVE_MS: f64 = 8.0;
/// See [`THINKING_BASE_MS`].
const THINKING_MAX_MS: f64 = 450.0;
/// When the player's move has repeated a position a third time, the computer answers no sooner
/// than this: time to press "Claim draw" with the move, as FIDE 9.2.1.1 allows, with no
/// question asked first. (A fifty-move claim needs no window: it stays open on the player's
/// own turn.)
const CLAIM_WINDOW_MS: f64 = 2_500.0;
/// In a clock game every wait above is charged to the computer's clock, so none may cost it
/// the game: a reply's wait is at most this share of the computer's time left (plus its
/// increment, which the move earns back), so the waits alone shrink its clock by at most a
/// fortieth a move and never run it out. With a minute left the waits are as without a clock;
/// with two seconds, a fiftieth of a second.
const PACING_SHARE_OF_CLOCK: f64 = 1.0 / 40.0;
/// The claim window's share of the computer's time left: the whole window from 25 seconds up.
const CLAIM_SHARE_OF_CLOCK: f64 = 1.0 / 10.0;

/// How soon a computer's reply shows, as a person's would.
enum ReplyPace {
    /// After a thought of this many milliseconds.
    Person(f64),
    /// After the window for claiming a threefold repetition.
    ClaimWindow,
}

/// A search the state wants run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineRequest {
    /// Its id; every line answering it carries it.
    pub id: RequestId,
    /// What it is for.
    pub purpose: Purpose,
    /// The game's start position.
    pub start: Position,
    /// The moves from there to the position to search.
    pub moves: Vec<Move>,
    /// The engine's level (the full engine for hints, analysis and review).
    pub level: u8,
    /// How many lines to report (analysis).
    pub lines: u8,
    /// How long to search.
    pub limit: SearchLimit,
    /// A seed for the weaker levels' choices (so a game can be replayed in tests).
    pub seed: Option<u64>,
}

impl EngineRequest {
    /// The soonest the computer's move is shown after it was asked for, as a person would
    /// answer: at once when there is one legal move, quickly for a recapture, later the more
    /// choices the position offers (a reply in no time looks like no thought; a fixed wait,
    /// like a machine); after a move that repeated a position a third time, late enough to
    /// claim the draw. A longer search shows when it ends. In a clock game each wait is cut to
    /// a share of the computer's time left, so that waiting never loses it the game on time.
    pub fn soonest_reply_ms(&self) -> f64 {
        let (pacing_cap, claim_cap) = self.clock_caps_ms();
        match self.reply_pace() {
            ReplyPace::ClaimWindow => CLAIM_WINDOW_MS.min(claim_cap),
            ReplyPace::Person(ms) => ms.min(pacing_cap),
        }
    }

    /// The longest waits a clock game allows, for a reply and for the claim window, from the
    /// computer's time left (without a clock, no limit).
    fn clock_caps_ms(&self) -> (f64, f64) {
        let SearchLimit::Clock { left, increment } = self.limit else {
            return (f64::INFINITY, f64::INFINITY);
        };
        // The side to move after the moves, without playing them again.
        let mover = match self.moves.len() % 2 {
            0 => self.start.turn(),
            _ => !self.start.turn(),
        }
        .index();
        let left = left[mover] as f64;
        let pacing = left * PACING_SHARE_OF_CLOCK + increment[mover] as f64;
        (pacing, left * CLAIM_SHARE_OF_CLOCK)
    }

    /// How soon the reply may show, before any clock's limit.
    fn reply_pace(&self) -> ReplyPace {
        let mut game = chess_rules::Game::from_position(self.start.clone());
        let mut recapture_square = None;
        for &mv in &self.moves {
            recapture_square = game.position().is_capture(mv).then(|| mv.to());
            if game.play(mv).is_err() {
                break;
            }
        }
        if game.claimable_draw() == Some(chess_rules::DrawReason::ThreefoldRepetition) {
            return ReplyPace::ClaimWindow;
        }
        let moves = game.position().legal_moves();
        if moves.len() <= 1 {
            return ReplyPace::Person(ONLY_MOVE_MS);
        }
        if recapture_square.is_some_and(|square| moves.iter().any(|m| m.to() == square)) {
            return ReplyPace::Person(RECAPTURE_MS);
        }
        ReplyPace::Person(
            (THINKING_BASE_MS + THINKING_PER_MOVE_MS * moves.len() as f64).min(THINKING_MAX_MS),
        )
    }

    /// The UCI commands that run this request: the one place they are written.
    pub fn uci_commands(&self) -> Vec<String> {
        let mode = self.start.castling_mode();
        let moves: Vec<String> = self.moves.iter().map(|mv| mv.to_uci(mode)).collect();
        let chess960 = mode == CastlingMode::Chess960;
        let mut commands = vec![
            format!("setoption name UCI_Chess960 value {chess960}"),
            format!("setoption name Skill Level value {}", self.level),
            format!("setoption name MultiPV value {}", self.lines.max(1)),
        ];
        if let Some(seed) = self.seed {
            commands.push(format!("seed {seed}"));
        }
        commands.push(format!(
            "position fen {} moves {}",
            self.start.to_fen(),
            moves.join(" ")
        ));
        commands.push(match self.limit {
            SearchLimit::Movetime(ms) => format!("go movetime {ms}"),
            SearchLimit::Nodes(nodes) => format!("go nodes {nodes}"),
            SearchLimit::Infinite => "go infinite".to_string(),
            SearchLimit::Clock { left, increment } => format!(
                "go wtime {} btime {} winc {} binc {}",
                left[0], left[1], increment[0], increment[1]
            ),
        });
        commands
    }

    /// The position searched.
    pub fn position(&self) -> Position {
        let mut position = self.start.clone();
        for &mv in &self.moves {
            position.play_unchecked(mv);
        }
        position
    }
}

/// What the state asks the engine service to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineCommand {
    /// Run a search.
    Start(Box<EngineRequest>),
    /// Stop a search nobody waits for any more (its answer will be ignored anyway).
    Cancel(RequestId),
}

/// What came back from the engine.
#[derive(Clone, Debug, PartialEq)]
pub enum EngineReply {
    /// A search report.
    Info {
        /// The request it answers.
        id: RequestId,
        /// The report (its PV read as notation only: see [`chess_engine::uci::parse_info`]).
        info: SearchInfo,
    },
    /// The search's answer.
    BestMove {
        /// The request it answers.
        id: RequestId,
        /// The move, as notation (`None`: no legal move).
        mv: Option<Move>,
    },
    /// The worker stopped answering and was started again; its pending search was sent
    /// again (said once to the player).
    Restarted,
    /// The engine cannot run at all in this browser.
    Unavailable(String),
}

/// A request sent and not yet answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pending {
    /// The request's id.
    pub id: RequestId,
    /// The node of the move tree it was asked for.
    pub node: usize,
}

/// One analysis line, as shown: its score from White's side, depth and moves.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisLine {
    /// The score, from White's point of view.
    pub score: Score,
    /// The depth reached.
    pub depth: u32,
    /// The moves, checked against the position (legal all the way).
    pub pv: Vec<Move>,
}

/// The engine's side of the state.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineState {
    /// The next request's id.
    next_id: RequestId,
    /// Commands for the engine service, numbered; it sends those it has not sent yet.
    outbox: Vec<(u64, EngineCommand)>,
    next_sequence: u64,
    /// The engine move being searched.
    pub thinking: Option<Pending>,
    /// The best move the thinking search has reported so far (for "Move now").
    pub best_so_far: Option<Move>,
    /// The hint search, and the hint found: (node, move).
    pub hint_pending: Option<Pending>,
    /// The suggested move and the node it is for.
    pub hint: Option<(usize, Move)>,
    /// The analysis search running.
    pub analysis_pending: Option<Pending>,
    /// The latest analysis lines and the node they are for.
    pub analysis: Option<(usize, Vec<AnalysisLine>)>,
    /// Is the analysis running the threat's search (the position after a null move)?
    pub analysis_threat: bool,
    /// The engine was restarted after a crash and the player has been told (once per stop:
    /// the computer's next move clears it).
    pub restart_told: bool,
    /// A seed for the weaker levels, when set (tests).
    pub seed: Option<u64>,
    /// The engine's last score of the game, in centipawns from its own side (to judge a draw
    /// offer).
    pub last_game_score: Option<i32>,
}

impl Default for EngineState {
    fn default() -> EngineState {
        EngineState {
            next_id: 1,
            outbox: Vec::new(),
            next_sequence: 1,
            thinking: None,
            best_so_far: None,
            hint_pending: None,
            hint: None,
            analysis_pending: None,
            analysis: None,
            analysis_threat: false,
            restart_told: false,
            seed: None,
            last_game_score: None,
        }
    }
}

/// How many outbox commands are kept for the service to read (it reads them on every render).
const OUTBOX_KEPT: usize = 32;

impl EngineState {
    /// Queues a request; returns its id.
    pub fn start(&mut self, mut request: EngineRequest) -> RequestId {
        let id = self.next_id;
        self.next_id += 1;
        request.id = id;
        if request.seed.is_none() && request.purpose == Purpose::Move {
            request.seed = self.seed.map(|seed| seed.wrapping_add(u64::from(id)));
        }
        self.push(EngineCommand::Start(Box::new(request)));
        id
    }

    /// Goes on numbering after `other` (a state replacing another keeps ids unique, so a late
    /// answer to the old state's search is never taken for the new one's).
    pub fn continue_ids_from(&mut self, other: &EngineState) {
        self.next_id = self.next_id.max(other.next_id);
        self.next_sequence = self.next_sequence.max(other.next_sequence);
        self.seed = self.seed.or(other.seed);
    }

    /// Takes over `other`'s unsent commands (its cancellations), numbered before this state's own.
    pub fn take_outbox_from(&mut self, other: &EngineState) {
        let mine = std::mem::take(&mut self.outbox);
        self.outbox = other.outbox.clone();
        self.next_sequence = self.next_sequence.max(other.next_sequence);
        for (_, command) in mine {
            self.push(command);
        }
    }

    /// Queues the cancelling of a request.
    pub fn cancel(&mut self, pending: Option<Pending>) {
        if let Some(pending) = pending {
            self.push(EngineCommand::Cancel(pending.id));
        }
    }

    fn push(&mut self, command: EngineCommand) {
        self.outbox.push((self.next_sequence, command));
        self.next_sequence += 1;
        if self.outbox.len() > OUTBOX_KEPT {
            self.outbox.remove(0);
        }
    }

    /// The commands numbered after `sequence`, with their numbers.
    pub fn commands_after(&self, sequence: u64) -> impl Iterator<Item = &(u64, EngineCommand)> {
        self.outbox.iter().filter(move |(n, _)| *n > sequence)
    }

    /// Forgets every game search (their replies will be ignored) and cancels them; the hint
    /// and the best move so far go too. Analysis is left to its own rules.
    pub fn reset_game_searches(&mut self) {
        let (thinking, hint) = (self.thinking.take(), self.hint_pending.take());
        self.cancel(thinking);
        self.cancel(hint);
        self.best_so_far = None;
        self.hint = None;
    }

    /// Stops the analysis.
    pub fn stop_analysis(&mut self) {
        let analysis = self.analysis_pending.take();
        self.cancel(analysis);
        self.analysis = None;
    }

    /// The request an id answers, if it is still awaited.
    pub fn purpose_of(&self, id: RequestId) -> Option<Purpose> {
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

/// A PV read as notation, checked move by move against the position it starts from: the legal
/// moves, in the rules crate's form (castling as king onto rook), up to the first that is not.
pub fn checked_line(position: &Position, pv: &[Move]) -> Vec<Move> {
    let mut position = position.clone();
    let mut line = Vec::new();
    for notation in pv {
        let Ok(mv) = position.parse_uci(&notation.to_string()) else {
            break;
        };
        line.push(mv);
        position.play_unchecked(mv);
    }
    line
}

/// A score from White's point of view, given whose turn it is.
pub fn for_white(score: Score, turn: Color) -> Score {
    match (score, turn) {
        (score, Color::White) => score,
        (Score::Centipawns(cp), Color::Black) => Score::Centipawns(-cp),
        (Score::Mate(n), Color::Black) => Score::Mate(-n),
    }
}

/// As shown beside the evaluation bar: "+0.35", "-1.20", "#3", "#-2".
pub fn score_label(score: Score) -> String {
    match score {
        Score::Centipawns(cp) => decimal::signed(f64::from(cp) / 100.0, 2),
        Score::Mate(n) => format!("#{n}"),
    }
}

/// The `data-score` form: centipawns, or `#N` for mate (White's view).
pub fn score_attribute(score: Score) -> String {
    match score {
        Score::Centipawns(cp) => cp.to_string(),
        Score::Mate(n) => format!("#{n}"),
    }
}

/// White's share of the evaluation bar, 0 to 100.
pub fn white_share(score: Score) -> f64 {
    match score {
        Score::Mate(n) if n > 0 => 100.0,
        Score::Mate(_) => 0.0,
        // A logistic curve: ±4 pawns fill most of the bar.
        Score::Centipawns(cp) => 100.0 / (1.0 + (-f64::from(cp) / 250.0).exp()),
    }
}

#[cfg(test)]
mod tests;
