//! A small picture of a position (the games list's final positions): the pieces on a grid
//! drawn by the style sheet, from White's side; hidden from screen readers (the list says the
//! game in words).

use chess_rules::{Position, Square};
use yew::prelude::*;

/// The position of `fen` as a small board (nothing for a FEN that cannot be read).
pub fn mini_board(fen: &str) -> Html {
    let Ok(position) = Position::from_fen(fen) else {
        return html! {};
    };
    let pieces = Square::all().filter_map(|square| {
        let piece = position.piece_at(square)?;
        let code = format!("{}{}", piece.color.to_char(), piece.role.upper_char());
        // Rows from the top (rank 8), columns from the a-file: classes the style sheet places.
        let row = format!("r{}", 8 - square.rank().index());
        let column = format!("c{}", square.file().index() + 1);
        Some(html! { <span class={classes!("piece", code, row, column)}></span> })
    });
    html! { <div class="mini-board" aria-hidden="true">{ for pieces }</div> }
}
