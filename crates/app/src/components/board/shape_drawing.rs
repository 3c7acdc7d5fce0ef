//! Drawing on the board with the secondary button, as on lichess: a right-button drag from one
//! square to another draws an arrow, a right-click on a square a circle; Shift (or Ctrl), Alt,
//! or both choose red, blue or yellow instead of green; the same shape again removes it. A
//! right-click also cancels a queued premove.

use super::geometry::square_at;
use crate::state::shapes::{Brush, Shape};
use crate::state::{BoardEvent, BoardView};
use chess_rules::Square;
use std::rc::Rc;
use web_sys::{Element, PointerEvent};
use yew::prelude::*;

/// The secondary button's handlers.
#[derive(Clone)]
pub struct ShapeHandlers {
    /// Press: where the shape starts. True if the event was the secondary button's.
    pub down: Rc<dyn Fn(&PointerEvent) -> bool>,
    /// Release: draws the shape. True if the event was the secondary button's.
    pub up: Rc<dyn Fn(&PointerEvent) -> bool>,
}

/// Shape drawing on the board whose element `board_ref` holds.
#[hook]
pub fn use_shape_drawing(
    board_ref: NodeRef,
    view: &BoardView,
    on_event: Callback<BoardEvent>,
) -> ShapeHandlers {
    let start = use_mut_ref(|| None::<Square>);
    let orientation = view.orientation;
    let drawable = view.drawable;
    let has_premove = view.squares.iter().any(|s| s.premove.is_some());
    let at = {
        let board_ref = board_ref.clone();
        move |event: &PointerEvent| {
            board_ref.cast::<Element>().and_then(|board| {
                square_at(&board, orientation, event.client_x(), event.client_y())
            })
        }
    };
    let down = {
        let (start, at) = (start.clone(), at.clone());
        Rc::new(move |event: &PointerEvent| {
            if event.button() != 2 {
                return false;
            }
            event.prevent_default();
            *start.borrow_mut() = at(event);
            true
        })
    };
    let up = Rc::new(move |event: &PointerEvent| {
        if event.button() != 2 {
            return false;
        }
        event.prevent_default();
        if has_premove {
            on_event.emit(BoardEvent::Deselect);
        }
        let from = start.borrow_mut().take();
        let (Some(from), Some(to)) = (from, at(event)) else {
            return true;
        };
        if !drawable {
            return true;
        }
        let brush = Brush::for_modifiers(event.shift_key(), event.ctrl_key(), event.alt_key());
        let shape = if from == to {
            Shape::Circle {
                square: from,
                brush,
            }
        } else {
            Shape::Arrow { from, to, brush }
        };
        on_event.emit(BoardEvent::DrawShape(shape));
        true
    });
    ShapeHandlers { down, up }
}
