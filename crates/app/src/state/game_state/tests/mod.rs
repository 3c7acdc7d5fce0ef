//! The game state's rules, without a browser: board input, commands, the computer's replies,
//! variations, premoves, the clock and draw claims.

mod board_input;
mod commands;
mod computer;
mod learning;
mod review_second_look;

use super::*;
use crate::state::board_event::BoardEvent;
use crate::state::clock::TimeControl;
use crate::state::engine::{EngineCommand, Purpose};
use crate::state::play::Question;
use crate::state::shapes::{Brush, Shape};
use crate::state::vocabulary::{EventKind, MoveSource, Navigation};
use chess_engine::SearchInfo;
use chess_rules::Role;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn click(state: &mut GameState, squares: &[&str]) {
    for square in squares {
        state.apply(Action::ClickSquare(sq(square)));
    }
}

/// A friendly game after these moves.
fn state_after(sans: &[&str]) -> GameState {
    let mut state = GameState::default();
    for san in sans {
        state.apply(Action::PlayText(san.to_string()));
    }
    state
}

fn sans(state: &GameState) -> Vec<String> {
    state
        .game()
        .history()
        .iter()
        .map(|p| p.san.to_string())
        .collect()
}

fn vs_computer(human: Color, sans: &[&str]) -> GameState {
    let mut game = Game::new();
    for san in sans {
        game.play_san(san).unwrap();
    }
    GameState::from_game(game, Mode::VsComputer { human, level: 3 }).start()
}

/// The last search the state asked for, whole.
fn last_request_whole(state: &GameState) -> crate::state::engine::EngineRequest {
    state
        .engine()
        .commands_after(0)
        .filter_map(|(_, c)| match c {
            EngineCommand::Start(r) => Some((**r).clone()),
            EngineCommand::Cancel(_) => None,
        })
        .last()
        .expect("a request")
}

/// The id of the last search the state asked for, and its purpose.
fn last_request(state: &GameState) -> (u32, Purpose) {
    let request = last_request_whole(state);
    (request.id, request.purpose)
}

fn best(id: u32, uci: &str) -> Action {
    Action::Engine(EngineReply::BestMove {
        id,
        mv: Some(uci.parse().unwrap()),
    })
}

fn info(id: u32, depth: u32, cp: i32, pv: &str) -> Action {
    Action::Engine(EngineReply::Info {
        id,
        info: SearchInfo {
            depth,
            multipv: 1,
            seldepth: depth,
            score: chess_engine::Score::Centipawns(cp),
            nodes: 1,
            time_ms: 1,
            pv: pv.split_whitespace().map(|m| m.parse().unwrap()).collect(),
            hashfull: 0,
        },
    })
}
