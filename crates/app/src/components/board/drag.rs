//! Dragging pieces with the primary button (mouse, pen or finger). The drag path is hot: the
//! dragged piece follows the pointer by a CSS transform set on its element, without rendering
//! the board again; only the pick-up and the drop become actions.

use super::geometry::square_at;
use crate::state::{BoardEvent, BoardView};
use chess_rules::{Color, Square};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, PointerEvent};
use yew::prelude::*;

/// A pointer press on a piece that may become a drag.
struct Drag {
    from: Square,
    pointer_id: i32,
    start: (i32, i32),
    piece: HtmlElement,
    moved: bool,
    /// The piece was already selected: a press and release without moving deselects it.
    was_selected: bool,
    /// The square under the pointer, highlighted while dragging.
    hovered: Option<Element>,
}

/// A pointer handler.
pub type PointerHandler = Rc<dyn Fn(&PointerEvent)>;
/// The release handler: the event, and whether it was a release (not a cancel).
pub type ReleaseHandler = Rc<dyn Fn(&PointerEvent, bool)>;

/// The pointer handlers of the primary button, for the board element.
#[derive(Clone)]
pub struct DragHandlers {
    /// Press: picks a piece up, or clicks a square.
    pub down: PointerHandler,
    /// Move: the piece follows.
    pub moved: PointerHandler,
    /// Release (`true`) or cancel (`false`): drops the piece.
    pub up: ReleaseHandler,
}

fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(name);
    }
}

fn square_element(board: &Element, square: Square) -> Option<Element> {
    board
        .query_selector(&format!("[data-square={square}]"))
        .ok()
        .flatten()
}

/// Dragging and clicking on the board whose element `board_ref` holds.
#[hook]
pub fn use_drag(
    board_ref: NodeRef,
    view: &BoardView,
    on_event: Callback<BoardEvent>,
) -> DragHandlers {
    let drag: Rc<RefCell<Option<Drag>>> = use_mut_ref(|| None);
    let view = Rc::new(view.clone());
    let orientation = view.orientation;
    let down = {
        let (drag, board_ref, on_event, view) = (
            drag.clone(),
            board_ref.clone(),
            on_event.clone(),
            view.clone(),
        );
        Rc::new(move |event: &PointerEvent| press(event, &board_ref, &view, &on_event, &drag))
    };
    let moved = {
        let (drag, board_ref) = (drag.clone(), board_ref.clone());
        Rc::new(move |event: &PointerEvent| follow(event, &board_ref, orientation, &drag))
    };
    let up = Rc::new(move |event: &PointerEvent, released: bool| {
        release(event, released, &board_ref, orientation, &on_event, &drag)
    });
    DragHandlers { down, moved, up }
}

fn press(
    event: &PointerEvent,
    board_ref: &NodeRef,
    view: &BoardView,
    on_event: &Callback<BoardEvent>,
    drag: &Rc<RefCell<Option<Drag>>>,
) {
    // From the coordinates, not the event's target: a piece still sliding past may be under
    // the pointer, drawn over a square it does not stand on.
    let Some(board) = board_ref.cast::<Element>() else {
        return;
    };
    let Some(square) = square_at(&board, view.orientation, event.client_x(), event.client_y())
    else {
        return;
    };
    let square_view = view.squares.iter().find(|s| s.square == square);
    let is_target = square_view.is_some_and(|s| s.hint.is_some());
    let movable = square_view.and_then(|s| s.piece).is_some_and(|p| {
        view.any_piece_movable
            || Some(p.color) == view.movable_color
            || Some(p.color) == view.premove_color
    });
    if !view.shapes.is_empty() {
        on_event.emit(BoardEvent::ClearShapes);
    }
    if is_target || !movable {
        mark("drop");
        on_event.emit(BoardEvent::Click(square));
        return;
    }
    event.prevent_default();
    let piece = square_element(&board, square)
        .and_then(|e| e.query_selector(".piece").ok().flatten())
        .and_then(|p| p.dyn_into::<HtmlElement>().ok());
    let Some(piece) = piece else {
        return;
    };
    let _ = board.set_pointer_capture(event.pointer_id());
    let was_selected = square_view.is_some_and(|s| s.selected);
    *drag.borrow_mut() = Some(Drag {
        from: square,
        pointer_id: event.pointer_id(),
        start: (event.client_x(), event.client_y()),
        piece,
        moved: false,
        was_selected,
        hovered: None,
    });
    if !was_selected {
        on_event.emit(BoardEvent::PickUp(square));
    }
}

fn follow(
    event: &PointerEvent,
    board_ref: &NodeRef,
    orientation: Color,
    drag: &Rc<RefCell<Option<Drag>>>,
) {
    let mut drag = drag.borrow_mut();
    let Some(drag) = drag.as_mut().filter(|d| d.pointer_id == event.pointer_id()) else {
        return;
    };
    let (dx, dy) = (
        event.client_x() - drag.start.0,
        event.client_y() - drag.start.1,
    );
    if !drag.moved && dx.abs() + dy.abs() < 4 {
        return;
    }
    if !drag.moved {
        drag.moved = true;
        let _ = drag.piece.class_list().add_1("dragging");
    }
    let _ = drag
        .piece
        .style()
        .set_property("transform", &format!("translate({dx}px, {dy}px)"));
    let Some(board) = board_ref.cast::<Element>() else {
        return;
    };
    let over = square_at(&board, orientation, event.client_x(), event.client_y())
        .and_then(|sq| square_element(&board, sq));
    if over != drag.hovered {
        if let Some(old) = drag.hovered.take() {
            let _ = old.class_list().remove_1("drag-over");
        }
        if let Some(new) = &over {
            let _ = new.class_list().add_1("drag-over");
        }
        drag.hovered = over;
    }
}

fn release(
    event: &PointerEvent,
    released: bool,
    board_ref: &NodeRef,
    orientation: Color,
    on_event: &Callback<BoardEvent>,
    drag: &Rc<RefCell<Option<Drag>>>,
) {
    let Some(finished) = drag.borrow_mut().take() else {
        return;
    };
    if finished.pointer_id != event.pointer_id() {
        *drag.borrow_mut() = Some(finished);
        return;
    }
    // Put the piece back in its square at once; the re-render moves it if the move is legal.
    let _ = finished.piece.style().remove_property("transform");
    let _ = finished.piece.class_list().remove_1("dragging");
    if let Some(hovered) = finished.hovered {
        let _ = hovered.class_list().remove_1("drag-over");
    }
    let board = board_ref.cast::<Element>();
    if let Some(board) = &board {
        let _ = board.release_pointer_capture(finished.pointer_id);
    }
    if finished.moved {
        mark("drop");
        let to = board
            .filter(|_| released)
            .and_then(|b| square_at(&b, orientation, event.client_x(), event.client_y()));
        on_event.emit(BoardEvent::Drop {
            from: finished.from,
            to,
        });
    } else if finished.was_selected {
        on_event.emit(BoardEvent::Deselect);
    }
}
