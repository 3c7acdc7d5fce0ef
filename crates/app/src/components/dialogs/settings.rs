//! The settings: sound, animation, the board's colours, the pieces, a light or dark page, the
//! coordinates and figurine notation.

use super::choice_select::ChoiceSelect;
use super::modal::Modal;
use crate::services::i18n::tr;
use crate::state::choice::Choice;
use crate::state::settings::{Language, Settings, BOARD_SIZES};
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The settings and where changes go.
#[derive(Properties, PartialEq, Clone)]
pub struct SettingsProps {
    /// The settings now.
    pub settings: Settings,
    /// A changed setting.
    pub on_change: Callback<Settings>,
    /// Closes the dialog.
    pub on_close: Callback<()>,
}

fn checked(event: &Event) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        .is_some_and(|i| i.checked())
}

/// A callback that changes one setting to the value it is given and hands on the result.
fn setter<T: 'static>(props: &SettingsProps, apply: fn(&mut Settings, T)) -> Callback<T> {
    let (settings, on_change) = (props.settings, props.on_change.clone());
    Callback::from(move |value| {
        let mut next = settings;
        apply(&mut next, value);
        on_change.emit(next);
    })
}

/// A drop-down for one setting that is a [`Choice`].
fn select<T: Choice>(
    props: &SettingsProps,
    label: &'static str,
    value: T,
    apply: fn(&mut Settings, T),
) -> Html {
    html! { <ChoiceSelect<T> {label} {value} on_change={setter(props, apply)} /> }
}

/// A slider's value as a board size (the slider keeps it in range).
fn range_value(event: &InputEvent) -> u8 {
    let input: HtmlInputElement = event.target_unchecked_into();
    input
        .value()
        .parse()
        .unwrap_or(100)
        .clamp(*BOARD_SIZES.start(), *BOARD_SIZES.end())
}

/// The dialog.
#[function_component(SettingsDialog)]
pub fn settings_dialog(props: &SettingsProps) -> Html {
    let s = props.settings;
    let check = |apply: fn(&mut Settings, bool)| {
        setter(props, apply).reform(|event: Event| checked(&event))
    };
    html! {
        <Modal title="Settings" on_close={props.on_close.clone()} class="settings">
            <div class="form">
                <label class="check"><input type="checkbox" checked={s.sound} onchange={check(|s, on| s.sound = on)} />{ "Sound" }</label>
                <label class="check"><input type="checkbox" checked={s.animate} onchange={check(|s, on| s.animate = on)} />{ "Animate moves" }</label>
                <label class="check"><input type="checkbox" checked={s.figurines} onchange={check(|s, on| s.figurines = on)} />{ "Figurine notation (♘f3)" }</label>
                { select(props, "Board", s.board, |s, v| s.board = v) }
                { select(props, "Pieces", s.pieces, |s, v| s.pieces = v) }
                { select(props, "Page", s.page, |s, v| s.page = v) }
                { select(props, "Coordinates", s.coordinates, |s, v| s.coordinates = v) }
                { select(props, "Auto-queen", s.auto_queen, |s, v| s.auto_queen = v) }
                { select(props, "Blindfold", s.blindfold, |s, v| s.blindfold = v) }
                <ChoiceSelect<Language> label={tr("settings-language")} value={s.language}
                                        on_change={setter(props, |s, v| s.language = v)} />
                <label>{ format!("Board size: {}%", s.board_size) }
                    <input type="range" aria-label="Board size" min={BOARD_SIZES.start().to_string()}
                           max={BOARD_SIZES.end().to_string()} step="5" value={s.board_size.to_string()}
                           oninput={setter(props, |s, v: u8| s.board_size = v).reform(|event: InputEvent| range_value(&event))} />
                </label>
                <label class="check"><input type="checkbox" checked={s.zen} onchange={check(|s, on| s.zen = on)} />{ "Zen mode (the board and clocks only; z)" }</label>
            </div>
        </Modal>
    }
}
