//! The UCI protocol, through a session and through the native binary.

use chess_engine::{Environment, Go, Request, Session};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A clock that never advances: only depth and node limits end these searches.
struct Frozen;

impl Environment for Frozen {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// Sends lines to a session, running any `go`, and returns everything it wrote.
fn talk(session: &mut Session, lines: &[&str]) -> Vec<String> {
    let mut output = Vec::new();
    for line in lines {
        let mut out = |text: &str| output.push(text.to_string());
        if let Request::Go(go) = session.handle(line, &mut out) {
            session.go(&go, &Frozen, &mut out);
        }
    }
    output
}

#[test]
fn uci_handshake_lists_the_options() {
    let output = talk(&mut Session::new(), &["uci", "isready"]);
    assert!(output[0].starts_with("id name "));
    for option in ["Hash", "Skill Level", "UCI_LimitStrength", "UCI_Elo"] {
        assert!(
            output
                .iter()
                .any(|l| l.starts_with(&format!("option name {option} type"))),
            "{option}"
        );
    }
    assert_eq!(output[output.len() - 2..], ["uciok", "readyok"]);
}

#[test]
fn position_and_go_depth_report_info_and_a_legal_bestmove() {
    let mut session = Session::new();
    let output = talk(
        &mut session,
        &["position startpos moves e2e4 e7e5 g1f3", "go depth 5"],
    );
    assert!(output.iter().any(|l| l.starts_with("info depth 5 seldepth")
        && l.contains(" score cp ")
        && l.contains(" pv ")));
    let best = output
        .last()
        .unwrap()
        .strip_prefix("bestmove ")
        .unwrap()
        .split(' ')
        .next()
        .unwrap();
    assert!(session.position().parse_uci(best).is_ok(), "{best}");
    assert_eq!(session.position().turn(), chess_rules::Color::Black);
}

#[test]
fn position_fen_and_bad_input_leave_the_position_unchanged() {
    let mut session = Session::new();
    talk(
        &mut session,
        &["position fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1 moves e1g1"],
    );
    assert_eq!(
        session.position().to_fen(),
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
    );
    let output = talk(
        &mut session,
        &[
            "position startpos moves e2e5",
            "position fen not a fen",
            "go nonsense depth 2",
            "frobnicate",
        ],
    );
    assert!(output[0].starts_with("info string error: e2e5 is not a legal move"));
    assert!(output[1].starts_with("info string error: a FEN has 6 fields"));
    // An unknown word of `go` is skipped (as UCI asks), not an error and not a hang: the
    // search keeps to the depth given.
    let searched: Vec<&String> = output[2..output.len() - 1].iter().collect();
    assert!(
        searched.iter().any(|l| l.starts_with("info depth 2 ")),
        "{output:?}"
    );
    assert!(
        !searched.iter().any(|l| l.starts_with("info depth 3 ")),
        "{output:?}"
    );
    assert!(
        searched.last().unwrap().starts_with("bestmove "),
        "{output:?}"
    );
    assert_eq!(
        output.last().unwrap(),
        "info string unknown command: frobnicate"
    );
    assert_eq!(
        session.position().to_fen(),
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
    );
}

#[test]
fn go_perft_divides_and_ends_with_the_total() {
    let output = talk(&mut Session::new(), &["position startpos", "go perft 3"]);
    assert_eq!(output.iter().filter(|l| l.contains(": ")).count(), 21);
    assert!(output.contains(&"e2e4: 600".to_string()));
    assert_eq!(output.last().unwrap(), "Nodes searched: 8902");
}

#[test]
fn go_nodes_and_mate_are_understood() {
    let mut session = Session::new();
    let mut out = |_: &str| {};
    assert!(
        matches!(session.handle("go nodes 5000", &mut out), Request::Go(Go::Search(l)) if l.nodes == Some(5000))
    );
    assert!(
        matches!(session.handle("go wtime 1000 btime 900 winc 10 binc 10 movestogo 5", &mut out), Request::Go(Go::Search(l)) if l.time == [Some(1000), Some(900)])
    );
    assert_eq!(session.handle("stop", &mut out), Request::Stop);
    assert_eq!(session.handle("quit", &mut out), Request::Quit);
}

#[test]
fn no_legal_move_gives_bestmove_0000() {
    let output = talk(
        &mut Session::new(),
        &["position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "go depth 3"],
    );
    assert_eq!(output.last().unwrap(), "bestmove 0000");
}

#[test]
fn options_set_the_level() {
    let mut session = Session::new();
    talk(&mut session, &["setoption name Skill Level value 3"]);
    assert_eq!(session.level().number, 3);
    talk(
        &mut session,
        &[
            "setoption name UCI_LimitStrength value true",
            "setoption name UCI_Elo value 100000",
        ],
    );
    assert_eq!(session.level(), chess_engine::Level::full_strength());
    let output = talk(
        &mut session,
        &[
            "setoption name Nonsense value 1",
            "setoption name Hash value 8",
        ],
    );
    assert_eq!(output, ["info string error: no option named 'nonsense'"]);
}

/// The native binary, driven through pipes.
struct Engine {
    child: std::process::Child,
    lines: std::sync::mpsc::Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_chess-engine"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine binary starts");
        let stdout = child.stdout.take().unwrap();
        let (sender, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Engine { child, lines }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.child.stdin.as_mut().unwrap(), "{line}").unwrap();
    }

    /// Waits for a line starting with `prefix`, returning it and the time it took.
    fn wait_for(&mut self, prefix: &str, timeout: Duration) -> (String, Duration) {
        let start = Instant::now();
        loop {
            let left = timeout
                .checked_sub(start.elapsed())
                .expect("timed out waiting for the engine");
            let line = self.lines.recv_timeout(left).expect("the engine answers");
            if line.starts_with(prefix) {
                return (line, start.elapsed());
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

#[test]
fn binary_answers_isready_during_a_search_and_stops_on_stop() {
    let mut engine = Engine::start();
    engine.send("uci");
    engine.wait_for("uciok", Duration::from_secs(5));
    engine.send("position startpos");
    engine.send("go infinite");
    engine.wait_for("info depth 3", Duration::from_secs(5));
    engine.send("isready");
    engine.wait_for("readyok", Duration::from_secs(1));
    engine.send("stop");
    let (bestmove, elapsed) = engine.wait_for("bestmove ", Duration::from_secs(2));
    assert!(
        elapsed < Duration::from_millis(500),
        "stop took {elapsed:?}"
    );
    let mv = bestmove.split_whitespace().nth(1).unwrap();
    assert!(chess_rules::Position::new().parse_uci(mv).is_ok());
    engine.send("quit");
    assert!(engine.child.wait().unwrap().success());
}

#[test]
fn binary_respects_movetime_and_clock_limits() {
    let mut engine = Engine::start();
    engine.send("position startpos moves d2d4 d7d5");
    engine.send("go movetime 300");
    let (_, elapsed) = engine.wait_for("bestmove ", Duration::from_secs(5));
    assert!(
        elapsed >= Duration::from_millis(250) && elapsed < Duration::from_millis(600),
        "{elapsed:?}"
    );
    // With 2 seconds left the engine must answer far sooner.
    engine.send("go wtime 2000 btime 2000 winc 0 binc 0");
    let (_, elapsed) = engine.wait_for("bestmove ", Duration::from_secs(5));
    assert!(elapsed < Duration::from_millis(800), "{elapsed:?}");
}

#[test]
fn eval_file_loads_a_network_and_refuses_what_is_not_one() {
    use chess_engine::eval::nnue::{Network, HIDDEN, INPUTS, OUTPUT_BUCKETS, QB};
    // A network that only counts the mover's pawns (12 of the 255 that saturate a neuron
    // each), so the start position's score is easy to predict and unlike the hand-written one.
    let mut input_weights = vec![0i16; INPUTS * HIDDEN];
    for square in 8..56 {
        input_weights[square * HIDDEN] = 12;
    }
    let mut output_weights = vec![0i16; OUTPUT_BUCKETS * 2 * HIDDEN];
    for bucket in output_weights.chunks_exact_mut(2 * HIDDEN) {
        bucket[0] = QB as i16;
    }
    let biases = [0; OUTPUT_BUCKETS];
    let network = Network::from_parts(&input_weights, &[0; HIDDEN], &output_weights, &biases);
    let dir = std::env::temp_dir().join(format!("eval-file-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (good, bad) = (dir.join("good.nnue"), dir.join("bad.nnue"));
    std::fs::write(&good, network.to_bytes()).unwrap();
    std::fs::write(&bad, b"not a network").unwrap();
    let eval = |session: &mut Session| talk(session, &["eval"])[0].clone();

    let mut session = Session::new();
    talk(&mut session, &["position startpos"]);
    let hand_written = eval(&mut session);
    let refused = talk(
        &mut session,
        &[&format!("setoption name EvalFile value {}", bad.display())],
    );
    assert!(
        refused[0].contains("not an evaluation network"),
        "{refused:?}"
    );
    assert_eq!(
        eval(&mut session),
        hand_written,
        "a refused file changes nothing"
    );

    talk(
        &mut session,
        &[&format!("setoption name EvalFile value {}", good.display())],
    );
    // Eight pawns of 12: 96 of 255, squared, scaled to centipawns.
    let expected = (96 * 96 * 64 / 255) * 400 / (255 * 64);
    assert_eq!(
        eval(&mut session),
        format!("info string eval {expected} (side to move, network)")
    );
    assert_ne!(eval(&mut session), hand_written);

    // Each level plays with the evaluation it was measured with: levels 8 and 9 the network.
    talk(&mut session, &["setoption name Skill Level value 7"]);
    assert_eq!(eval(&mut session), hand_written);
    talk(&mut session, &["setoption name Skill Level value 8"]);
    assert_ne!(eval(&mut session), hand_written);
    talk(&mut session, &["setoption name Skill Level value 9"]);
    assert_ne!(eval(&mut session), hand_written);

    talk(&mut session, &["setoption name EvalFile value <none>"]);
    assert_eq!(eval(&mut session), hand_written);
    std::fs::remove_dir_all(dir).unwrap();
}
