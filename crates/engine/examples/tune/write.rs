//! Writes fitted weights back into the engine's source: the piece-square tables as boards in
//! `src/eval/psqt.rs`, every other weight in `src/eval/weights.rs`.

use chess_engine::eval::feature;
use std::fmt::Write as _;

const ROLES: [&str; 6] = ["PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING"];
const TABLES: usize = 6 * 64;

/// Writes both files from the weight of every feature (middlegame, endgame).
pub fn weights_and_tables(weights: &[(i16, i16)], note: &str) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/eval/");
    let tables = &weights[feature::PST..feature::PST + TABLES];
    let others: Vec<(i16, i16)> = weights[..feature::PST]
        .iter()
        .chain(&weights[feature::PST + TABLES..])
        .copied()
        .collect();
    for (file, text) in [
        ("weights.rs", weights_rs(&others, note)),
        ("psqt.rs", psqt_rs(tables)),
    ] {
        let path = format!("{dir}{file}");
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("cannot write {path}: {e}"));
        println!("wrote {path}");
    }
}

fn weights_rs(others: &[(i16, i16)], note: &str) -> String {
    let mut out = String::from(
        "//! The evaluation weights (middlegame, endgame) in centipawns, one per feature of\n\
         //! [`super::features::feature`] except the piece-square tables (in `psqt.rs`), fitted by\n\
         //! `examples/tune` to Stockfish's scores.\n",
    );
    for line in note.lines() {
        let _ = writeln!(out, "//! {line}");
    }
    out.push_str(
        "\nuse super::features::{feature, Weight};\n\n\
         /// The weight of each feature but the piece-square tables: material, then from\n\
         /// [`feature::KNIGHT_MOBILITY`] on.\n#[rustfmt::skip]\n\
         pub const WEIGHTS: [Weight; feature::COUNT - 6 * 64] = [\n",
    );
    for chunk in others.chunks(8) {
        let pairs: Vec<String> = chunk
            .iter()
            .map(|(mg, eg)| format!("({mg}, {eg}),"))
            .collect();
        let _ = writeln!(out, "    {}", pairs.join(" "));
    }
    out.push_str("];\n");
    out
}

fn psqt_rs(tables: &[(i16, i16)]) -> String {
    let mut out = String::from(PSQT_HEADER);
    for (role, name) in ROLES.iter().enumerate() {
        let squares = &tables[role * 64..(role + 1) * 64];
        let mut title = name.to_lowercase();
        title[..1].make_ascii_uppercase();
        let _ = writeln!(
            out,
            "\n/// {title}s.\n#[rustfmt::skip]\npub const {name}: Tables = Tables {{"
        );
        for (phase, pick) in [("mg", 0), ("eg", 1)] {
            let _ = writeln!(out, "    {phase}: [");
            for rank in (0..8).rev() {
                let row: Vec<String> = squares[rank * 8..rank * 8 + 8]
                    .iter()
                    .map(|&(mg, eg)| format!("{:4},", if pick == 0 { mg } else { eg }))
                    .collect();
                let _ = writeln!(out, "    {}", row.join(" "));
            }
            let _ = writeln!(out, "    ],");
        }
        out.push_str("};\n");
    }
    out.push_str(PSQT_FOOTER);
    out
}

const PSQT_HEADER: &str =
    "//! The piece-square tables, laid out as boards (the eighth rank on top, as White sees it;
//! Black's pieces read them mirrored): the bonus in centipawns for a piece on each square, in
//! the middlegame and the endgame. Fitted with the other weights by `examples/tune`, which
//! writes this file.

/// One table: a value per square, the eighth rank first.
pub type Board = [i16; 64];

/// The middlegame and endgame tables of one role.
pub struct Tables {
    /// Middlegame values.
    pub mg: Board,
    /// Endgame values.
    pub eg: Board,
}
";

const PSQT_FOOTER: &str = "
/// The tables of every role, pawn first (as [`chess_rules::Role::index`] counts).
pub const BY_ROLE: [&Tables; 6] = [&PAWN, &KNIGHT, &BISHOP, &ROOK, &QUEEN, &KING];

/// A table's value for a square index (a1 = 0, as White sees it).
pub const fn at(board: &Board, square: usize) -> i16 {
    board[(7 - square / 8) * 8 + square % 8]
}
";
