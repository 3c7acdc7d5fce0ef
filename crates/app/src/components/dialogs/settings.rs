//! The settings: sound, animation, the board's colours, the pieces, a light or dark page, the
//! coordinates and figurine notation.

use super::modal::Modal;
use crate::state::settings::{BoardTheme, Coordinates, PageTheme, PieceSet, Settings};
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
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

fn selected(event: &Event) -> String {
    event
        .target()
        .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
        .map(|s| s.value())
        .unwrap_or_default()
}

/// The dialog.
#[function_component(SettingsDialog)]
pub fn settings_dialog(props: &SettingsProps) -> Html {
    let s = props.settings;
    let change = |edit: fn(&mut Settings, &Event)| {
        let on_change = props.on_change.clone();
        Callback::from(move |event: Event| {
            let mut next = s;
            edit(&mut next, &event);
            on_change.emit(next);
        })
    };
    let on_sound = change(|s, e| s.sound = checked(e));
    let on_animate = change(|s, e| s.animate = checked(e));
    let on_figurines = change(|s, e| s.figurines = checked(e));
    let on_board = change(|s, e| {
        let name = selected(e);
        s.board = BoardTheme::ALL
            .into_iter()
            .find(|t| t.name() == name)
            .unwrap_or_default();
    });
    let on_pieces = change(|s, e| {
        let name = selected(e);
        s.pieces = PieceSet::ALL
            .into_iter()
            .find(|t| t.name() == name)
            .unwrap_or_default();
    });
    let on_page = change(|s, e| {
        let name = selected(e);
        s.page = PageTheme::ALL
            .into_iter()
            .find(|t| t.name() == name)
            .unwrap_or_default();
    });
    let on_coordinates = change(|s, e| {
        let name = selected(e);
        s.coordinates = Coordinates::ALL
            .into_iter()
            .find(|t| t.name() == name)
            .unwrap_or_default();
    });
    let options = |names: Vec<(&'static str, &'static str)>, current: &'static str| {
        names
            .into_iter()
            .map(|(value, label)| html! { <option {value} selected={value == current}>{ label }</option> })
            .collect::<Html>()
    };
    html! {
        <Modal title="Settings" on_close={props.on_close.clone()} class="settings">
            <div class="form">
                <label class="check"><input type="checkbox" checked={s.sound} onchange={on_sound} />{ "Sound" }</label>
                <label class="check"><input type="checkbox" checked={s.animate} onchange={on_animate} />{ "Animate moves" }</label>
                <label class="check"><input type="checkbox" checked={s.figurines} onchange={on_figurines} />{ "Figurine notation (♘f3)" }</label>
                <label>{ "Board" }
                    <select aria-label="Board" onchange={on_board}>
                        { options(vec![("wood", "Wood"), ("blue", "Blue"), ("green", "Green"), ("slate", "Slate")], s.board.name()) }
                    </select>
                </label>
                <label>{ "Pieces" }
                    <select aria-label="Pieces" onchange={on_pieces}>
                        { options(vec![("classic", "Classic"), ("modern", "Modern")], s.pieces.name()) }
                    </select>
                </label>
                <label>{ "Page" }
                    <select aria-label="Page" onchange={on_page}>
                        { options(vec![("system", "As the system (light or dark)"), ("light", "Light"), ("dark", "Dark")], s.page.name()) }
                    </select>
                </label>
                <label>{ "Coordinates" }
                    <select aria-label="Coordinates" onchange={on_coordinates}>
                        { options(vec![("inside", "Inside the board"), ("outside", "Around the board"), ("off", "Off")], s.coordinates.name()) }
                    </select>
                </label>
            </div>
        </Modal>
    }
}
