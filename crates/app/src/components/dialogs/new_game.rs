//! The "New game" dialog: the opponent (the computer or a friend on this device), the colour,
//! the computer's level (each shown with its measured strength), the time control and the
//! variant (standard chess or Chess960).

use super::modal::Modal;
use crate::state::clock::TimeControl;
use crate::state::new_game_prefs::{NewGamePrefs, Side, TimeChoice};
use chess_engine::LEVELS;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// "Level 4, about 1350".
pub fn level_label(level: u8) -> String {
    let level = chess_engine::Level::number(level);
    format!("Level {}, about {}", level.number, level.elo)
}

/// How the levels' strength was measured, in a line.
pub const LEVELS_MEASURED: &str = "Elo on Stockfish 15.1's UCI_Elo scale, measured by matches at 100 ms a move (see the README); levels 1-8 play the same on any device, level 9 depends on its speed.";

/// What the dialog reports.
#[derive(Properties, PartialEq, Clone)]
pub struct NewGameProps {
    /// The choices to start from.
    pub prefs: NewGamePrefs,
    /// Start: the choices made.
    pub on_start: Callback<NewGamePrefs>,
    /// Closed without starting.
    pub on_close: Callback<()>,
}

fn value(event: &Event) -> String {
    let target = event.target();
    target
        .clone()
        .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
        .map(|s| s.value())
        .or_else(|| {
            target
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
                .map(|i| i.value())
        })
        .unwrap_or_default()
}

/// The dialog.
#[function_component(NewGameDialog)]
pub fn new_game_dialog(props: &NewGameProps) -> Html {
    let prefs = use_state(|| props.prefs);
    let set = |change: fn(&mut NewGamePrefs, String)| {
        let prefs = prefs.clone();
        Callback::from(move |event: Event| {
            let mut next = *prefs;
            change(&mut next, value(&event));
            prefs.set(next);
        })
    };
    let on_opponent = set(|p, v| p.computer = v == "computer");
    let on_colour = set(|p, v| {
        p.colour = crate::state::json::by_name(&Side::ALL, Side::name, &v).unwrap_or(p.colour)
    });
    let on_level = set(|p, v| p.level = v.parse().unwrap_or(p.level));
    let on_time = set(|p, v| p.time = TimeChoice::from_value(&v));
    let on_minutes = set(|p, v| p.custom.0 = v.parse().unwrap_or(p.custom.0).clamp(1, 180));
    let on_increment = set(|p, v| p.custom.1 = v.parse().unwrap_or(p.custom.1).min(180));
    let on_variant = set(|p, v| p.chess960 = v == "chess960");
    let start = {
        let (prefs, on_start) = (prefs.clone(), props.on_start.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            on_start.emit(*prefs);
        })
    };
    let p = *prefs;
    let levels = LEVELS.iter().map(|l| {
        html! { <option value={l.number.to_string()} selected={l.number == p.level}>{ level_label(l.number) }</option> }
    });
    let presets = TimeControl::PRESETS.iter().enumerate().map(|(i, t)| {
        html! { <option value={i.to_string()} selected={p.time == TimeChoice::Preset(i)}>{ t.label() }</option> }
    });
    html! {
        <Modal title="New game" on_close={props.on_close.clone()} class="new-game">
            <form class="form" onsubmit={start}>
                <label>{ "Opponent" }
                    <select aria-label="Opponent" onchange={on_opponent}>
                        <option value="computer" selected={p.computer}>{ "The computer" }</option>
                        <option value="friend" selected={!p.computer}>{ "A friend on this device" }</option>
                    </select>
                </label>
                if p.computer {
                    <label>{ "Colour" }
                        <select aria-label="Colour" onchange={on_colour}>
                            <option value="white" selected={p.colour == Side::White}>{ "White" }</option>
                            <option value="black" selected={p.colour == Side::Black}>{ "Black" }</option>
                            <option value="random" selected={p.colour == Side::Random}>{ "Random" }</option>
                        </select>
                    </label>
                    <label>{ "Level" }
                        <select aria-label="Level" onchange={on_level}>{ for levels }</select>
                    </label>
                    <p class="hint-text">{ LEVELS_MEASURED }</p>
                }
                <label>{ "Time control" }
                    <select aria-label="Time control" onchange={on_time}>
                        <option value="untimed" selected={p.time == TimeChoice::Untimed}>{ "Untimed" }</option>
                        { for presets }
                        <option value="custom" selected={p.time == TimeChoice::Custom}>{ "Custom" }</option>
                    </select>
                </label>
                if p.time == TimeChoice::Custom {
                    <div class="custom-time">
                        <label>{ "Minutes" }
                            <input type="number" min="1" max="180" aria-label="Minutes" value={p.custom.0.to_string()} onchange={on_minutes} />
                        </label>
                        <label>{ "Increment (seconds)" }
                            <input type="number" min="0" max="180" aria-label="Increment" value={p.custom.1.to_string()} onchange={on_increment} />
                        </label>
                    </div>
                }
                <label>{ "Variant" }
                    <select aria-label="Variant" onchange={on_variant}>
                        <option value="standard" selected={!p.chess960}>{ "Standard" }</option>
                        <option value="chess960" selected={p.chess960}>{ "Chess960" }</option>
                    </select>
                </label>
                <div class="dialog-buttons">
                    <button type="submit" class="primary">{ "Start" }</button>
                </div>
            </form>
        </Modal>
    }
}
