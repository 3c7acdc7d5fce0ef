//! The 8x8 board: squares, coordinates and pieces, drawn from a position.

use chess_rules::{Color, File, Piece, Position, Rank, Square};
use yew::prelude::*;

/// What the board shows.
#[derive(Properties, PartialEq, Clone)]
pub struct BoardProps {
    /// The position to draw.
    pub position: Position,
    /// Which side is at the bottom.
    pub orientation: Color,
}

/// The `data-piece` code of a piece: colour `w`/`b`, then `K Q R B N P`.
pub fn piece_code(piece: Piece) -> String {
    format!("{}{}", piece.color.to_char(), piece.role.upper_char())
}

/// The squares in display order: top-left first, as the player sees them.
pub fn display_order(orientation: Color) -> Vec<Square> {
    let ranks: Vec<Rank> = match orientation {
        Color::White => Rank::all().rev().collect(),
        Color::Black => Rank::all().collect(),
    };
    let files: Vec<File> = match orientation {
        Color::White => File::all().collect(),
        Color::Black => File::all().rev().collect(),
    };
    ranks
        .iter()
        .flat_map(|&rank| {
            files
                .iter()
                .map(move |&file| Square::from_coords(file, rank))
        })
        .collect()
}

/// The board.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let orientation = match props.orientation {
        Color::White => "white",
        Color::Black => "black",
    };
    let squares = display_order(props.orientation).into_iter().map(|sq| {
        let piece = props.position.piece_at(sq);
        let shade = if sq.is_dark() { "dark" } else { "light" };
        html! {
            <div key={sq.index()} class={classes!("square", shade)} data-square={sq.to_string()}
                 data-piece={piece.map(piece_code)}>
                if let Some(piece) = piece {
                    <div class={classes!("piece", piece_code(piece))}></div>
                }
            </div>
        }
    });
    html! {
        <div class="board" data-testid="board" data-orientation={orientation}>
            { for squares }
        </div>
    }
}
