//! Starting games: two players on this device, or against the computer as White, Black or a
//! random colour, at a chosen level (each shown with its measured strength).

use crate::state::{Action, Mode};
use chess_engine::LEVELS;
use chess_rules::Color;
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The choices and where the new game goes.
#[derive(Properties, PartialEq, Clone)]
pub struct NewGameProps {
    /// The current game's mode (preselects the choices).
    pub mode: Mode,
    /// Receives the new game.
    pub on_action: Callback<Action>,
}

/// The colour the player chose against the computer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Side {
    White,
    Black,
    Random,
}

/// "Level 3, about 1200".
pub fn level_label(level: u8) -> String {
    let level = chess_engine::Level::number(level);
    format!("Level {}, about {}", level.number, level.elo)
}

fn select_value(event: &Event) -> Option<String> {
    event
        .target()
        .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
        .map(|s| s.value())
}

/// The new-game controls.
#[function_component(NewGame)]
pub fn new_game(props: &NewGameProps) -> Html {
    let (initial_side, initial_level) = match props.mode {
        Mode::VsComputer { human, level } => (
            if human == Color::White {
                Side::White
            } else {
                Side::Black
            },
            level,
        ),
        Mode::TwoPlayers => (Side::White, 3),
    };
    let side = use_state(|| initial_side);
    let level = use_state(|| initial_level);
    let on_side = {
        let side = side.clone();
        Callback::from(move |event: Event| {
            side.set(match select_value(&event).as_deref() {
                Some("black") => Side::Black,
                Some("random") => Side::Random,
                _ => Side::White,
            })
        })
    };
    let on_level = {
        let level = level.clone();
        Callback::from(move |event: Event| {
            if let Some(value) = select_value(&event).and_then(|v| v.parse().ok()) {
                level.set(value);
            }
        })
    };
    let play_computer = {
        let on_action = props.on_action.clone();
        let (side, level) = (*side, *level);
        Callback::from(move |_: MouseEvent| {
            let human = match side {
                Side::White => Color::White,
                Side::Black => Color::Black,
                Side::Random => {
                    if js_sys::Math::random() < 0.5 {
                        Color::White
                    } else {
                        Color::Black
                    }
                }
            };
            on_action.emit(Action::NewGame(Mode::VsComputer { human, level }));
        })
    };
    let same_mode = {
        let on_action = props.on_action.clone();
        let mode = props.mode;
        Callback::from(move |_: MouseEvent| on_action.emit(Action::NewGame(mode)))
    };
    let two_players = props
        .on_action
        .reform(|_: MouseEvent| Action::NewGame(Mode::TwoPlayers));
    let levels = LEVELS.iter().map(|l| {
        html! { <option value={l.number.to_string()} selected={l.number == *level}>{ level_label(l.number) }</option> }
    });
    let side_option = |value: &'static str, label: &'static str, this: Side| {
        html! { <option {value} selected={*side == this}>{ label }</option> }
    };
    html! {
        <div class="new-game">
            <div class="game-buttons">
                <button type="button" onclick={same_mode}>{ "New game" }</button>
                <button type="button" onclick={play_computer}>{ "Play the computer" }</button>
                <button type="button" onclick={two_players}>{ "Two players" }</button>
            </div>
            <div class="computer-options">
                <label>{ "Play as " }
                    <select aria-label="Your colour against the computer" onchange={on_side}>
                        { side_option("white", "White", Side::White) }
                        { side_option("black", "Black", Side::Black) }
                        { side_option("random", "Random", Side::Random) }
                    </select>
                </label>
                <label>{ " at " }
                    <select aria-label="Computer level" onchange={on_level}>{ for levels }</select>
                </label>
            </div>
        </div>
    }
}
