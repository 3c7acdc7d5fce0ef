//! The game as PGN: the players' names, the tags an export adds, and a review's verdicts
//! written into the move tree.

use crate::state::decimal::fixed;
use crate::state::game_state::{GameState, Mode};
use crate::state::review::{Judgement, MoveReview, Review};
use chess_engine::Score;
use chess_rules::pgn::{self, Tags};
use chess_rules::{Color, MoveTree};

/// The players' names as the PGN writes them.
pub fn player_names(mode: Mode) -> (String, String) {
    match mode {
        Mode::TwoPlayers | Mode::Analysis => {
            ("White player".to_string(), "Black player".to_string())
        }
        Mode::VsComputer { human, level } => {
            let computer = format!("Computer (level {level})");
            match human {
                Color::White => ("You".to_string(), computer),
                Color::Black => (computer, "You".to_string()),
            }
        }
    }
}

/// The game's tags for export: its own (an imported game's), then the defaults, then the
/// opening and the time control.
pub fn export_tags(state: &GameState, date: &str) -> Tags {
    let (white, black) = player_names(state.mode());
    let mut tags = state.tags().clone();
    // A tag the game left unknown ("?", as a saved game's PGN writes it) is filled too, so
    // every export of the same game says the same.
    let mut set = |name: &str, value: String| tags.fill(name, value);
    set("Event", "Casual game".to_string());
    set("Site", "Chess in the browser".to_string());
    set("Date", date.to_string());
    set("Round", "-".to_string());
    set("White", white);
    set("Black", black);
    if let Some(opening) =
        crate::state::openings::of_line(state.tree(), state.tree().main_line_end())
    {
        set("ECO", opening.eco.to_string());
        set("Opening", opening.name.to_string());
    }
    if let Some(clock) = state.clock() {
        let control = clock.control();
        set(
            "TimeControl",
            format!("{}+{}", control.base_seconds, control.increment_seconds),
        );
    }
    tags
}

/// The game as PGN, dated `date` (`YYYY.MM.DD`): variations, comments and shapes, and the
/// review's verdicts when there is one.
pub fn export_pgn(state: &GameState, date: &str) -> String {
    let mut tree = state.shapes().written_into(state.tree());
    if let Some(review) = state.review().result() {
        annotate(&mut tree, review);
    }
    pgn::write_tree(&tree, &export_tags(state, date))
}

/// Writes a review into the tree: `[%eval]` after every main-line move, the class of the bad
/// ones as a NAG (`?!`, `?`, `??`), and the engine's better line as a variation.
pub fn annotate(tree: &mut MoveTree, review: &Review) {
    for judged in &review.moves {
        let node = judged.node;
        let eval = match judged.score_after {
            Score::Centipawns(cp) => format!("[%eval {}]", fixed(f64::from(cp) / 100.0, 2)),
            Score::Mate(n) => format!("[%eval #{n}]"),
        };
        let comment = match &tree.node(node).comment {
            Some(text) => format!("{eval} {text}"),
            None => eval,
        };
        tree.set_comment(node, &comment);
        if let Some(judgement) = judged.judgement {
            let mut nags = tree.node(node).nags.clone();
            nags.retain(|n| !matches!(n, 1..=6));
            nags.insert(0, judgement.nag());
            tree.set_nags(node, nags);
            add_better_line(tree, node, judged, judgement);
        }
    }
}

fn add_better_line(tree: &mut MoveTree, node: usize, judged: &MoveReview, judgement: Judgement) {
    let (Some(parent), Some(better)) = (tree.node(node).parent, judged.better.as_ref()) else {
        return;
    };
    let mut at = parent;
    for (i, &mv) in better.line.iter().take(8).enumerate() {
        if i == 0 && tree.node(node).mv == Some(mv) {
            return;
        }
        match tree.play(at, mv) {
            Ok(next) => at = next,
            Err(_) => break,
        }
        if i == 0 {
            let what = match judgement {
                Judgement::Inaccuracy => "Inaccuracy",
                Judgement::Mistake => "Mistake",
                Judgement::Blunder => "Blunder",
            };
            tree.set_comment_before(at, &format!("{what}. Best was"));
        }
    }
}
