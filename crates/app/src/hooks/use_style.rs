//! Styles set through the CSSOM, after render: the Content-Security-Policy forbids inline
//! `style` attributes (`style-src 'self'`, no `'unsafe-inline'`), but allows a script of the
//! page's own to set an element's style properties.

use crate::state::decimal::fixed;
use web_sys::HtmlElement;
use yew::prelude::*;

/// Sets CSS properties (name, value) on the element `node` holds, whenever they change.
#[hook]
pub fn use_style(node: NodeRef, properties: Vec<(&'static str, String)>) {
    use_effect_with(properties, move |properties| {
        if let Some(element) = node.cast::<HtmlElement>() {
            let style = element.style();
            for (name, value) in properties {
                let _ = style.set_property(name, value);
            }
        }
    });
}

/// The board's room, on the page's root where the style sheet computes `--board`: the "Board
/// size" setting (percent) as `--board-scale`, and in zen mode no side panel to leave room for.
#[hook]
pub fn use_board_room(size_percent: u8, zen: bool) {
    use_effect_with((size_percent, zen), |&(size, zen)| {
        let root = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<HtmlElement>(e).ok());
        if let Some(root) = root {
            let style = root.style();
            let _ = style.set_property("--board-scale", &fixed(f64::from(size) / 100.0, 2));
            let _ = match zen {
                true => style.set_property("--panel-width", "0px"),
                false => style.remove_property("--panel-width").map(drop),
            };
        }
    });
}
