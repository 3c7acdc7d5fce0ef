//! Where squares are on screen: the board and the promotion picker share these, so neither
//! imports the other.

use crate::state::display_order;
use chess_rules::{Color, Square};
use web_sys::Element;

/// Row and column of a square on screen (0, 0 is the top left).
pub fn screen_cell(orientation: Color, square: Square) -> (i32, i32) {
    let index = display_order(orientation)
        .iter()
        .position(|&s| s == square)
        .unwrap_or(0) as i32;
    (index / 8, index % 8)
}

/// The square under a point of the page, if on the board.
pub fn square_at(board: &Element, orientation: Color, x: i32, y: i32) -> Option<Square> {
    let rect = board.get_bounding_client_rect();
    let column = ((f64::from(x) - rect.left()) / (rect.width() / 8.0)).floor();
    let row = ((f64::from(y) - rect.top()) / (rect.height() / 8.0)).floor();
    if !(0.0..8.0).contains(&column) || !(0.0..8.0).contains(&row) {
        return None;
    }
    display_order(orientation)
        .get(row as usize * 8 + column as usize)
        .copied()
}

/// The centre of a square in board units (the board is 8 by 8).
pub fn centre(orientation: Color, square: Square) -> (f64, f64) {
    let (row, column) = screen_cell(orientation, square);
    (f64::from(column) + 0.5, f64::from(row) + 0.5)
}

/// The `data-piece` code of a piece: colour `w`/`b`, then `K Q R B N P`.
pub fn piece_code(piece: chess_rules::Piece) -> String {
    format!("{}{}", piece.color.to_char(), piece.role.upper_char())
}
