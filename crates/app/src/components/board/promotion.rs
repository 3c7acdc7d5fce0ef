//! The promotion picker: queen, rook, bishop and knight over the promotion square. Escape or a
//! click outside cancels the move.

use chess_rules::{Color, Piece, Role, Square};
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use super::geometry::{piece_code, screen_cell};
use crate::state::translate::{tr, tr_with};
use crate::state::words::role_name;

/// Where to show the picker and what to report.
#[derive(Properties, PartialEq, Clone)]
pub struct PromotionProps {
    /// The square the pawn promotes on.
    pub square: Square,
    /// The promoting side.
    pub color: Color,
    /// The board's orientation, to place the picker over the square.
    pub orientation: Color,
    /// Receives the chosen piece.
    pub on_choose: Callback<Role>,
    /// Called when the player cancels.
    pub on_cancel: Callback<()>,
}

/// The picker.
#[function_component(PromotionDialog)]
pub fn promotion_dialog(props: &PromotionProps) -> Html {
    let first_button = use_node_ref();
    {
        // Keyboard users land on the first choice.
        let first_button = first_button.clone();
        use_effect_with((), move |_| {
            if let Some(button) = first_button.cast::<HtmlElement>() {
                let _ = button.focus();
            }
        });
    }
    let (row, column) = screen_cell(props.orientation, props.square);
    // The four choices stack from the promotion square towards the board's middle; the
    // column is a class (no inline styles under the CSP).
    let from_top = row == 0;
    let column_class = format!("column-{column}");
    let onclick_outside = {
        let on_cancel = props.on_cancel.clone();
        Callback::from(move |event: MouseEvent| {
            let inside = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|e| e.closest("[data-promotion]").ok().flatten())
                .is_some();
            if !inside {
                on_cancel.emit(());
            }
        })
    };
    let onkeydown = {
        let on_cancel = props.on_cancel.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                event.stop_propagation();
                on_cancel.emit(());
            }
        })
    };
    let buttons = Role::PROMOTIONS.iter().enumerate().map(|(i, &role)| {
        let on_choose = props.on_choose.clone();
        let code = piece_code(Piece::new(props.color, role));
        let label = tr_with("promote-to", &[("piece", role_name(role).into())]);
        html! {
            <button type="button" class="promotion-choice" data-promotion={role.lower_char().to_string()}
                    aria-label={label} title={role_name(role)}
                    ref={if i == 0 { first_button.clone() } else { NodeRef::default() }}
                    onclick={Callback::from(move |_| on_choose.emit(role))}>
                <span class={classes!("piece", code)}></span>
            </button>
        }
    });
    // A transparent backdrop over the whole page catches clicks outside the picker; a shade
    // dims the board under it.
    html! {
        <div class="promotion-layer" onclick={onclick_outside} {onkeydown}>
            <div class="promotion-backdrop"></div>
            <div class="promotion-shade"></div>
            <div class={classes!("promotion", if from_top { "from-top" } else { "from-bottom" }, column_class)}
                 role="dialog" aria-modal="true" aria-label={tr("promote-choose")}>
                { for buttons }
            </div>
        </div>
    }
}
