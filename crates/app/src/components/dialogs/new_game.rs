//! The "New game" dialog: the opponent (the computer or a friend on this device), the colour,
//! the computer's level (each shown with its measured strength), the time control and the
//! variant (standard chess or Chess960).

use super::choice_select::choice_options;
use super::modal::Modal;
use crate::hooks::use_language::use_spoken;
use crate::state::choice::Choice;
use crate::state::clock::TimeControl;
use crate::state::decimal::shortest;
use crate::state::new_game_prefs::{NewGamePrefs, Side, TimeChoice, Variant};
use crate::state::translate::{tr, tr_with};
use crate::state::GameSetup;
use chess_engine::LEVELS;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// "Level 4, about 1400".
pub fn level_label(level: u8) -> String {
    let level = chess_engine::Level::number(level);
    tr_with(
        "level-label",
        &[
            ("level", level.number.into()),
            ("elo", level.elo.to_string().into()),
        ],
    )
}

/// How the levels' strength was measured, in a line.
pub fn levels_measured() -> String {
    tr("levels-measured")
}

/// What the dialog reports.
#[derive(Properties, PartialEq, Clone)]
pub struct NewGameProps {
    /// The choices to start from.
    pub prefs: NewGamePrefs,
    /// Start: the choices made and the set-up they make.
    pub on_start: Callback<(NewGamePrefs, GameSetup)>,
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
    use_spoken();
    let prefs = use_state(|| props.prefs.clone());
    let error = use_state(|| None::<String>);
    let set = |change: fn(&mut NewGamePrefs, String)| {
        let (prefs, error) = (prefs.clone(), error.clone());
        Callback::from(move |event: Event| {
            let mut next = (*prefs).clone();
            change(&mut next, value(&event));
            prefs.set(next);
            error.set(None);
        })
    };
    let on_opponent = set(|p, v| p.computer = v == "computer");
    let on_colour = set(|p, v| p.colour = Side::named(&v).unwrap_or(p.colour));
    let on_level = set(|p, v| p.level = v.parse().unwrap_or(p.level));
    let on_time = set(|p, v| p.time = TimeChoice::from_value(&v));
    let quick_time = {
        let prefs = prefs.clone();
        Callback::from(move |choice: TimeChoice| {
            prefs.set(NewGamePrefs {
                time: choice,
                ..(*prefs).clone()
            })
        })
    };
    let on_minutes = time_field(&prefs, NewGamePrefs::set_custom_minutes, minutes_text);
    let on_increment = time_field(&prefs, NewGamePrefs::set_custom_increment, increment_text);
    let on_variant = set(|p, v| p.variant = Variant::named(&v).unwrap_or(p.variant));
    let on_fen = set(|p, v| p.fen = v);
    let start = {
        let (prefs, error, on_start) = (prefs.clone(), error.clone(), props.on_start.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match prefs.setup(js_sys::Math::random()) {
                Ok(setup) => on_start.emit(((*prefs).clone(), setup)),
                Err(message) => error.set(Some(message)),
            }
        })
    };
    let p = (*prefs).clone();
    let levels = LEVELS.iter().map(|l| {
        html! { <option value={l.number.to_string()} selected={l.number == p.level}>{ level_label(l.number) }</option> }
    });
    html! {
        <Modal title={tr("menu-new-game")} on_close={props.on_close.clone()} class="new-game">
            <form class="form" onsubmit={start}>
                <label>{ tr("new-game-opponent") }
                    <select aria-label={tr("new-game-opponent")} onchange={on_opponent}>
                        <option value="computer" selected={p.computer}>{ tr("new-game-computer") }</option>
                        <option value="friend" selected={!p.computer}>{ tr("new-game-friend") }</option>
                    </select>
                </label>
                if p.computer {
                    <label>{ tr("new-game-colour") }
                        <select aria-label={tr("new-game-colour")} onchange={on_colour}>
                            { choice_options(p.colour) }
                        </select>
                    </label>
                    <label>{ tr("new-game-level") }
                        <select aria-label={tr("new-game-level")} onchange={on_level}>{ for levels }</select>
                    </label>
                    <p class="hint-text">{ levels_measured() }</p>
                }
                { quick_times(&p, &quick_time) }
                { time_fields(&p, on_time, on_minutes, on_increment) }
                <label>{ tr("new-game-variant") }
                    <select aria-label={tr("new-game-variant")} onchange={on_variant}>
                        { choice_options(p.variant) }
                    </select>
                </label>
                if p.variant == Variant::FromPosition {
                    <label>{ tr("new-game-fen") }
                        <input type="text" aria-label={tr("new-game-fen")} spellcheck="false" value={p.fen.clone()}
                               placeholder="8/8/8/4k3/8/8/8/2B1K3 w - - 0 1" onchange={on_fen}
                               aria-invalid={error.is_some().then_some("true")} aria-describedby="new-game-error" />
                    </label>
                }
                if let Some(message) = (*error).clone() {
                    <p class="field-error" id="new-game-error" role="alert" data-testid="new-game-error">{ message }</p>
                }
                <div class="dialog-buttons">
                    <button type="submit" class="primary">{ tr("new-game-start") }</button>
                </div>
            </form>
        </Modal>
    }
}

/// The usual time controls in one click, named as players name them.
fn quick_times(p: &NewGamePrefs, choose: &Callback<TimeChoice>) -> Html {
    let kind = |control: TimeControl| {
        let estimate = control.base_seconds + 40 * control.increment_seconds;
        match estimate {
            0..180 => tr("time-bullet"),
            180..480 => tr("time-blitz"),
            480..1500 => tr("time-rapid"),
            _ => tr("time-classical"),
        }
    };
    let button = |choice: TimeChoice, label: String| {
        html! {
            <button type="button" aria-pressed={(p.time == choice).to_string()}
                    onclick={choose.reform(move |_: MouseEvent| choice)}>{ label }</button>
        }
    };
    let presets = TimeControl::PRESETS.iter().enumerate().map(|(i, control)| {
        button(
            TimeChoice::Preset(i),
            format!("{} {}", control.label(), kind(*control)),
        )
    });
    html! {
        <div class="quick-times" role="group" aria-label={tr("new-game-quick-times")}>
            { button(TimeChoice::Untimed, tr("new-game-no-clock")) }
            { for presets }
        </div>
    }
}

/// A field of the custom time: the choices read its text, and the field then shows what they
/// kept (rounded, kept in range, or as before when it was not a number), so what is shown is
/// what is played. Yew would not write the field back when the choices are unchanged, so it is
/// written here.
fn time_field(
    prefs: &UseStateHandle<NewGamePrefs>,
    change: fn(&mut NewGamePrefs, &str),
    shown: fn(&NewGamePrefs) -> String,
) -> Callback<Event> {
    let prefs = prefs.clone();
    Callback::from(move |event: Event| {
        let mut next = (*prefs).clone();
        change(&mut next, &value(&event));
        if let Some(input) = event.target_dyn_into::<HtmlInputElement>() {
            input.set_value(&shown(&next));
        }
        prefs.set(next);
    })
}

/// The custom minutes as their field shows them ("0.25", "10").
fn minutes_text(p: &NewGamePrefs) -> String {
    shortest(p.custom_minutes())
}

/// The custom increment as its field shows it.
fn increment_text(p: &NewGamePrefs) -> String {
    p.custom.increment_seconds.to_string()
}

/// The time control's choice, with the custom minutes and increment when chosen.
fn time_fields(
    p: &NewGamePrefs,
    on_time: Callback<Event>,
    on_minutes: Callback<Event>,
    on_increment: Callback<Event>,
) -> Html {
    let presets = TimeControl::PRESETS.iter().enumerate().map(|(i, t)| {
        html! { <option value={i.to_string()} selected={p.time == TimeChoice::Preset(i)}>{ t.label() }</option> }
    });
    html! {
        <>
            <label>{ tr("new-game-time") }
                <select aria-label={tr("new-game-time")} onchange={on_time}>
                    <option value="untimed" selected={p.time == TimeChoice::Untimed}>{ tr("new-game-untimed") }</option>
                    { for presets }
                    <option value="custom" selected={p.time == TimeChoice::Custom}>{ tr("new-game-custom") }</option>
                </select>
            </label>
            if p.time == TimeChoice::Custom {
                <div class="custom-time">
                    <label>{ tr("new-game-minutes") }
                        <input type="number" min="0.25" max="180" step="0.25" inputmode="decimal" aria-label={tr("new-game-minutes")} value={minutes_text(p)} onchange={on_minutes} />
                    </label>
                    <label>{ tr("new-game-increment-seconds") }
                        <input type="number" min="0" max="180" inputmode="numeric" aria-label={tr("new-game-increment")} value={increment_text(p)} onchange={on_increment} />
                    </label>
                </div>
            }
        </>
    }
}
