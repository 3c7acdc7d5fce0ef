//! The settings: sound, animation, the board's colours, the pieces, a light or dark page, the
//! coordinates and figurine notation.

use super::choice_select::ChoiceSelect;
use super::modal::Modal;
use super::previews::{board_previews, piece_previews};
use crate::hooks::use_language::use_spoken;
use crate::state::choice::Choice;
use crate::state::settings::{Language, Settings, SoundSet, BOARD_SIZES};
use crate::state::translate::{tr, tr_with};
use crate::state::vocabulary::EventKind;
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
    label_key: &'static str,
    value: T,
    apply: fn(&mut Settings, T),
) -> Html {
    html! { <ChoiceSelect<T> label={tr(label_key)} {value} on_change={setter(props, apply)} /> }
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

/// The sounds' voice; choosing one plays a move in it, as lichess does.
fn sound_choice(props: &SettingsProps) -> Html {
    let on = props.settings.sound;
    let apply = setter(props, |s, v| s.sounds = v);
    let on_change = Callback::from(move |set: SoundSet| {
        if on {
            crate::services::sound::play(EventKind::Move, set);
        }
        apply.emit(set);
    });
    html! { <ChoiceSelect<SoundSet> label={tr("settings-sounds")} value={props.settings.sounds} {on_change} /> }
}

/// The dialog.
#[function_component(SettingsDialog)]
pub fn settings_dialog(props: &SettingsProps) -> Html {
    use_spoken();
    let s = props.settings;
    let check = |apply: fn(&mut Settings, bool)| {
        setter(props, apply).reform(|event: Event| checked(&event))
    };
    html! {
        <Modal title={tr("menu-settings")} on_close={props.on_close.clone()} class="settings">
            <div class="form">
                <label class="check"><input type="checkbox" checked={s.sound} onchange={check(|s, on| s.sound = on)} />{ tr("settings-sound") }</label>
                { sound_choice(props) }
                <label class="check"><input type="checkbox" checked={s.animate} onchange={check(|s, on| s.animate = on)} />{ tr("settings-animate") }</label>
                <label class="check"><input type="checkbox" checked={s.confirm_moves} onchange={check(|s, on| s.confirm_moves = on)} />{ tr("settings-confirm-moves") }</label>
                <label class="check"><input type="checkbox" checked={s.figurines} onchange={check(|s, on| s.figurines = on)} />{ tr("settings-figurines") }</label>
                { select(props, "settings-board", s.board, |s, v| s.board = v) }
                { board_previews(s.board, s.pieces, setter(props, |s, v| s.board = v)) }
                { select(props, "settings-pieces", s.pieces, |s, v| s.pieces = v) }
                { piece_previews(s.pieces, s.board, setter(props, |s, v| s.pieces = v)) }
                { select(props, "settings-page", s.page, |s, v| s.page = v) }
                { select(props, "settings-coordinates", s.coordinates, |s, v| s.coordinates = v) }
                { select(props, "settings-auto-queen", s.auto_queen, |s, v| s.auto_queen = v) }
                { select(props, "settings-blindfold", s.blindfold, |s, v| s.blindfold = v) }
                <ChoiceSelect<Language> label={tr("settings-language")} value={s.language}
                                        on_change={setter(props, |s, v| s.language = v)} />
                <label>{ tr_with("settings-board-size-value", &[("size", s.board_size.into())]) }
                    <input type="range" aria-label={tr("settings-board-size")} min={BOARD_SIZES.start().to_string()}
                           max={BOARD_SIZES.end().to_string()} step="5" value={s.board_size.to_string()}
                           oninput={setter(props, |s, v: u8| s.board_size = v).reform(|event: InputEvent| range_value(&event))} />
                </label>
                <label class="check"><input type="checkbox" checked={s.zen} onchange={check(|s, on| s.zen = on)} />{ tr("settings-zen") }</label>
            </div>
        </Modal>
    }
}
