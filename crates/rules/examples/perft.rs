//! Counts the legal move tree's leaves, the standard check of a move generator.
//!
//! `cargo run --release -p chess-rules --example perft -- [--divide] DEPTH [FEN]`
//!
//! With `--divide`, prints `UCI_MOVE: COUNT` for each legal move first. The total node count is
//! always alone on the last line. A FEN whose castling field names rook files (Shredder-FEN,
//! `HAha`) or that standard chess refuses but Chess960 allows (X-FEN) is read as Chess960, and
//! its castling moves are printed king takes rook.

use chess_rules::perft::{divide, perft};
use chess_rules::{CastlingMode, Position};
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
        Some(fen) => read_position(&fen.join(" "))?,
        None => Position::new(),
    };
    let total = if show_divide {
        let moves = divide(&position, depth);
        for (mv, count) in &moves {
            println!("{}: {count}", position.uci(*mv));
        }
        moves.iter().map(|(_, count)| count).sum()
    } else {
        perft(&position, depth)
    };
    println!("{total}");
    Ok(())
}

/// Standard chess when the FEN says so, else Chess960.
fn read_position(fen: &str) -> Result<Position, String> {
    let castling = fen.split_whitespace().nth(2).unwrap_or("-");
    let names_rook_files = castling.chars().any(|c| !"KQkq-".contains(c));
    if !names_rook_files {
        if let Ok(position) = Position::from_fen(fen) {
            return Ok(position);
        }
    }
    Position::from_fen_with(fen, CastlingMode::Chess960).map_err(|e| format!("bad FEN: {e}"))
}
