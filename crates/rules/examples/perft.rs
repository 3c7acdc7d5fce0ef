//! Counts the legal move tree's leaves, the standard check of a move generator.
//!
//! `cargo run --release -p chess-rules --example perft -- [--divide] DEPTH [FEN]`
//!
//! With `--divide`, prints `UCI_MOVE: COUNT` for each legal move first. The total node count is
//! always alone on the last line.

use chess_rules::perft::{divide, perft};
use chess_rules::Position;
use std::process::ExitCode;

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            eprintln!("usage: perft [--divide] DEPTH [FEN]");
            ExitCode::from(2)
        }
    }
}

fn run(mut args: Vec<String>) -> Result<(), String> {
    let show_divide = args.first().is_some_and(|a| a == "--divide");
    if show_divide {
        args.remove(0);
    }
    let depth: u32 = args
        .first()
        .ok_or("missing DEPTH")?
        .parse()
        .map_err(|_| format!("DEPTH must be a whole number, not '{}'", args[0]))?;
    let position = match args.get(1..).filter(|rest| !rest.is_empty()) {
        Some(fen) => Position::from_fen(&fen.join(" ")).map_err(|e| format!("bad FEN: {e}"))?,
        None => Position::new(),
    };
    let total = if show_divide {
        let moves = divide(&position, depth);
        for (mv, count) in &moves {
            println!("{mv}: {count}");
        }
        moves.iter().map(|(_, count)| count).sum()
    } else {
        perft(&position, depth)
    };
    println!("{total}");
    Ok(())
}
