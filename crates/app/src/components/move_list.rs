//! The moves in SAN with move numbers. A click shows the position after that move.

use crate::state::Navigation;
use chess_rules::Color;
use web_sys::Element;
use yew::prelude::*;

/// The moves and which one the board shows.
#[derive(Properties, PartialEq, Clone)]
pub struct MoveListProps {
    /// The moves in SAN, first to last.
    pub sans: Vec<String>,
    /// The move number of the first move.
    pub first_number: u32,
    /// Whether the first move is White's or Black's.
    pub first_color: Color,
    /// The ply on the board (0: the start position).
    pub cursor: usize,
    /// Receives navigation.
    pub on_navigate: Callback<Navigation>,
}

/// The move list.
#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let list_ref = use_node_ref();
    {
        // Keep the shown move in view as the game grows or the player steps through it.
        let list_ref = list_ref.clone();
        use_effect_with((props.cursor, props.sans.len()), move |_| {
            let current = list_ref
                .cast::<Element>()
                .and_then(|list| list.query_selector("[aria-current=true]").ok().flatten());
            if let Some(current) = current {
                let options = web_sys::ScrollIntoViewOptions::new();
                options.set_block(web_sys::ScrollLogicalPosition::Nearest);
                current.scroll_into_view_with_scroll_into_view_options(&options);
            }
        });
    }
    // Rows of one move number each; a game that starts with Black leaves White's cell empty.
    let offset = usize::from(props.first_color == Color::Black);
    let rows = (props.sans.len() + offset).div_ceil(2);
    let cell = |ply: usize| -> Html {
        // `ply` counts from 1; index 0 of `sans` is ply 1.
        match ply.checked_sub(1).and_then(|i| props.sans.get(i)) {
            Some(san) => {
                let on_navigate = props.on_navigate.clone();
                let current = ply == props.cursor;
                html! {
                    <button type="button" class="move" data-ply={ply.to_string()}
                            aria-current={current.then_some("true")}
                            onclick={Callback::from(move |_| on_navigate.emit(Navigation::Ply(ply)))}>
                        { san }
                    </button>
                }
            }
            None => html! { <span class="move empty"></span> },
        }
    };
    let rows = (0..rows).map(|row| {
        let number = props.first_number as usize + row;
        let white_ply = row * 2 + 1 - offset.min(1);
        let white = if row == 0 && offset == 1 {
            html! { <span class="move empty">{ "…" }</span> }
        } else {
            cell(white_ply)
        };
        let black_ply = row * 2 + 2 - offset;
        html! {
            <li key={row}>
                <span class="move-number">{ format!("{number}.") }</span>
                { white }
                { cell(black_ply) }
            </li>
        }
    });
    html! {
        <ol ref={list_ref} class="moves" data-testid="moves" aria-label="Moves">
            { for rows }
        </ol>
    }
}
