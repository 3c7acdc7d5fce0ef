//! The page: the board and what surrounds it.

use crate::components::board::Board;
use chess_rules::{Color, Position};
use yew::prelude::*;

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    let position = use_memo((), |_| Position::new());
    html! {
        <main class="app">
            <Board position={(*position).clone()} orientation={Color::White} />
        </main>
    }
}
