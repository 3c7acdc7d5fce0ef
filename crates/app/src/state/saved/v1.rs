//! Version 1 of the saved game, as the first release wrote it: the start position as FEN, the
//! moves in UCI, the end by its words at the time, the cursor as a ply, and the animation
//! setting. Read only.

use super::{color_named, read_mode, LoadError, Restored};
use crate::state::game_state::GameState;
use crate::state::json::{self, Record};
use chess_rules::pgn::Tags;
use chess_rules::{DrawReason, Game, MoveTree, Outcome, Position, WinReason};

/// The end of a version-1 game, from the words version 1 wrote (a fixed list: the status
/// line's wording may change, these never do).
fn ending(saved: &Record) -> Result<Outcome, LoadError> {
    let winner = saved
        .str("winner")
        .map(|w| color_named(w, "ending"))
        .transpose()?;
    let win = |reason| winner.map(|winner| Outcome::Win { winner, reason });
    let outcome = match saved.str("reason").unwrap_or_default() {
        "checkmate" => win(WinReason::Checkmate),
        "resignation" => win(WinReason::Resignation),
        "time forfeit" => win(WinReason::TimeForfeit),
        "as recorded" if winner.is_some() => win(WinReason::Recorded),
        "as recorded" => Some(Outcome::Draw(DrawReason::Recorded)),
        "threefold repetition" => Some(Outcome::Draw(DrawReason::ThreefoldRepetition)),
        "fifty-move rule" => Some(Outcome::Draw(DrawReason::FiftyMoveRule)),
        "agreement" => Some(Outcome::Draw(DrawReason::Agreement)),
        "stalemate" => Some(Outcome::Draw(DrawReason::Stalemate)),
        "insufficient material" => Some(Outcome::Draw(DrawReason::InsufficientMaterial)),
        _ => None,
    };
    outcome.ok_or(LoadError::Field("ending"))
}

/// The tags, saved as `[name, value]` pairs.
fn tags(saved: &Record) -> Result<Tags, LoadError> {
    let pair = |value: &json::JsonValue| match value {
        json::JsonValue::Array(pair) if pair.len() == 2 => Some((
            json::text(&pair[0])?.to_string(),
            json::text(&pair[1])?.to_string(),
        )),
        _ => None,
    };
    let items = saved.array("tags").unwrap_or_default();
    items
        .iter()
        .map(|item| pair(item).ok_or(LoadError::Field("tags")))
        .collect()
}

fn replay(saved: &Record) -> Result<Game, LoadError> {
    let missing = |field: &str| LoadError::Malformed(format!("no '{field}'"));
    let start = saved.str("start").ok_or_else(|| missing("start"))?;
    let start = Position::from_fen(start).map_err(|e| LoadError::Start(e.to_string()))?;
    let mut game = Game::from_position(start);
    let moves = saved.array("moves").ok_or_else(|| missing("moves"))?;
    for (index, item) in moves.iter().enumerate() {
        let uci = json::text(item).unwrap_or_default();
        let error = || LoadError::Move {
            index: index + 1,
            uci: uci.to_string(),
        };
        let mv = game.position().parse_uci(uci).map_err(|_| error())?;
        game.play(mv).map_err(|_| error())?;
    }
    if let Some(saved_ending) = saved.record("ending") {
        game.declare(ending(&saved_ending)?)
            .map_err(|_| LoadError::Field("ending"))?;
    }
    Ok(game)
}

pub(super) fn restore(saved: &Record) -> Result<Restored, LoadError> {
    let game = replay(saved)?;
    let mode = read_mode(&saved.record("mode").ok_or(LoadError::Field("mode"))?)?;
    let cursor = saved.u64("cursor").ok_or(LoadError::Field("cursor"))? as usize;
    if cursor > game.len() {
        return Err(LoadError::Field("cursor"));
    }
    let mut state = GameState::from_game(game, mode);
    state.orientation = color_named(saved.str("orientation").unwrap_or_default(), "orientation")?;
    state.cursor = match cursor {
        0 => MoveTree::ROOT,
        ply => state
            .tree
            .main_line()
            .get(ply - 1)
            .copied()
            .unwrap_or(MoveTree::ROOT),
    };
    state.analysis.on = saved.bool("analysis").unwrap_or(false);
    state.tags = tags(saved)?;
    Ok(Restored {
        state,
        animate: saved.bool("animate"),
    })
}
