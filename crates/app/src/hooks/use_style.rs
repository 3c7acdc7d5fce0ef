//! Styles set through the CSSOM, after render: the Content-Security-Policy forbids inline
//! `style` attributes (`style-src 'self'`, no `'unsafe-inline'`), but allows a script of the
//! page's own to set an element's style properties.

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
