//! The engine as a UCI program: reads commands on stdin, writes answers on stdout. Searches
//! run on a second thread so `stop` and `isready` are answered while it thinks.

use chess_engine::{Environment, Request, Session};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Instant;

/// The native clock, stop flag and ponder flag.
struct Native {
    start: Instant,
    stop: Arc<AtomicBool>,
    pondering: Arc<AtomicBool>,
}

impl Environment for Native {
    fn now_ms(&self) -> f64 {
        self.start.elapsed().as_secs_f64() * 1000.0
    }

    fn stop_requested(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    fn pondering(&self) -> bool {
        self.pondering.load(Ordering::Relaxed)
    }
}

fn print_line(line: &str) {
    let mut stdout = std::io::stdout().lock();
    let _ = writeln!(stdout, "{line}");
    let _ = stdout.flush();
}

fn finish(search: &mut Option<JoinHandle<()>>, stop: &AtomicBool) {
    if let Some(handle) = search.take() {
        stop.store(true, Ordering::Relaxed);
        let _ = handle.join();
    }
}

fn main() {
    let session = Arc::new(Mutex::new(Session::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let pondering = Arc::new(AtomicBool::new(false));
    let start = Instant::now();
    let mut search: Option<JoinHandle<()>> = None;
    let mut infinite = false;
    let mut quit = false;
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let command = line.split_whitespace().next().unwrap_or("");
        // These are answered at once, even while a search holds the session.
        match command {
            "isready" => {
                print_line("readyok");
                continue;
            }
            "stop" => {
                pondering.store(false, Ordering::Relaxed);
                finish(&mut search, &stop);
                // A search that ended before `stop` left its bestmove for now.
                if let Ok(mut session) = session.lock() {
                    session.handle(&line, &mut print_line);
                }
                continue;
            }
            "ponderhit" => {
                // The search goes on, now on the clock; one that already ended answers now.
                pondering.store(false, Ordering::Relaxed);
                if search.as_ref().is_none_or(|handle| handle.is_finished()) {
                    if let Some(handle) = search.take() {
                        let _ = handle.join();
                    }
                    if let Ok(mut session) = session.lock() {
                        session.handle(&line, &mut print_line);
                    }
                }
                continue;
            }
            "quit" => {
                quit = true;
                break;
            }
            _ => {}
        }
        // Anything else waits for a running search to end, as a GUI would expect.
        if let Some(handle) = search.take() {
            let _ = handle.join();
        }
        let request = session.lock().map(|mut s| s.handle(&line, &mut print_line));
        match request {
            Ok(Request::Go(go)) => {
                stop.store(false, Ordering::Relaxed);
                let (is_infinite, is_ponder) = match &go {
                    chess_engine::Go::Search(limits) => (limits.infinite, limits.ponder),
                    _ => (false, false),
                };
                infinite = is_infinite || is_ponder;
                pondering.store(is_ponder, Ordering::Relaxed);
                let session = Arc::clone(&session);
                let env = Native {
                    start,
                    stop: Arc::clone(&stop),
                    pondering: Arc::clone(&pondering),
                };
                search = Some(std::thread::spawn(move || {
                    if let Ok(mut session) = session.lock() {
                        session.go(&go, &env, &mut print_line);
                    }
                }));
            }
            Ok(Request::Stop) => finish(&mut search, &stop),
            Ok(Request::Quit) | Err(_) => break,
            Ok(Request::Done) => {}
        }
    }
    // At the end of input a finite search may finish (so `echo "go depth 8" | engine` works);
    // after `quit` or during `go infinite` it stops.
    if !quit && !infinite {
        if let Some(handle) = search.take() {
            let _ = handle.join();
        }
    }
    finish(&mut search, &stop);
}
