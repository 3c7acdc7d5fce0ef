//! The analysis: the engine on the position shown (1 to 5 lines), switched on and off, its lines
//! played into the move tree on a click. Its settings and lines are here; what it does to the
//! game is in `run.rs`.

mod run;

use super::engine::AnalysisLine;

/// Whether the analysis runs, and how many lines it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalysisSettings {
    /// On or off.
    pub on: bool,
    /// How many lines (1 to 5).
    pub lines: u8,
    /// Show the threat: the analysis of the position as if the opponent were to move (a
    /// null move), its best move an arrow of its own colour, as lichess's `x`.
    pub threat: bool,
}

/// Puts a MultiPV report in its place (line 1 first); a new best line drops lines of an older
/// depth below it.
fn merge_line(
    mut lines: Vec<AnalysisLine>,
    multipv: u32,
    entry: AnalysisLine,
) -> Vec<AnalysisLine> {
    let index = (multipv.max(1) - 1) as usize;
    if index < lines.len() {
        lines[index] = entry;
    } else {
        lines.push(entry);
    }
    lines
}
