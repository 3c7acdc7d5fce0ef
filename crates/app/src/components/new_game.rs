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
    /// The current game's mode.
    pub mode: Mode,
    /// The colour and level chosen for games against the computer.
    pub prefs: ComputerPrefs,
    /// Receives changed choices.
    pub on_prefs: Callback<ComputerPrefs>,
    /// Receives the new game.
    pub on_action: Callback<Action>,
}

/// The colour the player chooses against the computer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Side {
    /// Play White.
    White,
    /// Play Black.
    Black,
    /// Toss a coin at the start of each game.
    Random,
}

/// How the player likes to play the computer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ComputerPrefs {
    /// The colour.
    pub side: Side,
    /// The engine's level.
    pub level: u8,
}

impl ComputerPrefs {
    /// The choices a game's mode implies (level 3 for a two-player game).
    pub fn from_mode(mode: Mode) -> ComputerPrefs {
        match mode {
            Mode::VsComputer { human, level } => ComputerPrefs {
                side: if human == Color::White {
                    Side::White
                } else {
                    Side::Black
                },
                level,
            },
            Mode::TwoPlayers => ComputerPrefs {
                side: Side::White,
                level: 3,
            },
        }
    }

    /// The mode of a new game against the computer (tossing the coin for a random colour).
    pub fn mode(self) -> Mode {
        let human = match self.side {
            Side::White => Color::White,
            Side::Black => Color::Black,
            Side::Random if js_sys::Math::random() < 0.5 => Color::White,
            Side::Random => Color::Black,
        };
        Mode::VsComputer {
            human,
            level: self.level,
        }
    }
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
    let prefs = props.prefs;
    let on_side = {
        let on_prefs = props.on_prefs.clone();
        Callback::from(move |event: Event| {
            let side = match select_value(&event).as_deref() {
                Some("black") => Side::Black,
                Some("random") => Side::Random,
                _ => Side::White,
            };
            on_prefs.emit(ComputerPrefs { side, ..prefs });
        })
    };
    let on_level = {
        let on_prefs = props.on_prefs.clone();
        Callback::from(move |event: Event| {
            if let Some(level) = select_value(&event).and_then(|v| v.parse().ok()) {
                on_prefs.emit(ComputerPrefs { level, ..prefs });
            }
        })
    };
    let play_computer = props
        .on_action
        .reform(move |_: MouseEvent| Action::NewGame(prefs.mode()));
    let same_mode = {
        let on_action = props.on_action.clone();
        let mode = props.mode;
        Callback::from(move |_: MouseEvent| on_action.emit(Action::NewGame(mode)))
    };
    let two_players = props
        .on_action
        .reform(|_: MouseEvent| Action::NewGame(Mode::TwoPlayers));
    let levels = LEVELS.iter().map(|l| {
        html! { <option value={l.number.to_string()} selected={l.number == prefs.level}>{ level_label(l.number) }</option> }
    });
    let side_option = |value: &'static str, label: &'static str, this: Side| {
        html! { <option {value} selected={prefs.side == this}>{ label }</option> }
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
