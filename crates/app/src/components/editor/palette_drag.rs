//! Dragging a palette piece onto the board: the piece follows the pointer (a floating copy,
//! moved through the CSSOM: the page's CSP allows no inline styles), and where it is let go
//! over the board it is put. A press without a drag is a click: the piece becomes the tool.

use crate::components::board::geometry::{piece_code, square_at};
use crate::state::decimal::fixed;
use chess_rules::{Color, Piece, Square};
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::{Element, HtmlElement, PointerEvent};
use yew::prelude::*;

/// A press on a palette piece that may become a drag.
struct Press {
    piece: Piece,
    pointer_id: i32,
    start: (i32, i32),
    moved: bool,
}

/// What the palette's pieces need: the floating copy to render, and the pointer handlers for
/// a piece.
#[derive(Clone)]
pub struct PaletteDrag {
    /// The floating copy's element (render it once, anywhere on the page).
    pub floating: NodeRef,
    press: Rc<RefCell<Option<Press>>>,
    /// A drag just ended: the click the browser sends after it is not a choice of tool.
    dragged: Rc<std::cell::Cell<bool>>,
    on_put: Callback<(Square, Piece)>,
    orientation: Color,
}

/// The board the piece is dropped on: the editor's.
fn editor_board() -> Option<Element> {
    gloo::utils::document()
        .query_selector("[data-testid=editor] [data-testid=board]")
        .ok()
        .flatten()
}

impl PaletteDrag {
    /// The pointer handlers of the palette piece `piece`: down, move, up.
    pub fn handlers(
        &self,
        piece: Piece,
    ) -> (
        Callback<PointerEvent>,
        Callback<PointerEvent>,
        Callback<PointerEvent>,
    ) {
        let down = {
            let press = self.press.clone();
            Callback::from(move |event: PointerEvent| {
                if event.button() != 0 {
                    return;
                }
                if let Some(target) = event.target_dyn_into::<Element>() {
                    let _ = target.set_pointer_capture(event.pointer_id());
                }
                *press.borrow_mut() = Some(Press {
                    piece,
                    pointer_id: event.pointer_id(),
                    start: (event.client_x(), event.client_y()),
                    moved: false,
                });
            })
        };
        let moved = {
            let (press, floating) = (self.press.clone(), self.floating.clone());
            Callback::from(move |event: PointerEvent| follow(&event, &press, &floating))
        };
        let up = {
            let this = self.clone();
            Callback::from(move |event: PointerEvent| this.release(&event))
        };
        (down, moved, up)
    }

    /// Was the click just received the end of a drag (and so no choice)? Asks once.
    pub fn swallow_click(&self) -> bool {
        self.dragged.replace(false)
    }

    fn release(&self, event: &PointerEvent) {
        let Some(press) = self.press.borrow_mut().take() else {
            return;
        };
        if let Some(floating) = self.floating.cast::<HtmlElement>() {
            let _ = floating.class_list().remove_1("dragging-in");
        }
        if !press.moved || press.pointer_id != event.pointer_id() {
            return;
        }
        self.dragged.set(true);
        let square = editor_board().and_then(|board| {
            square_at(&board, self.orientation, event.client_x(), event.client_y())
        });
        if let Some(square) = square {
            self.on_put.emit((square, press.piece));
        }
    }
}

/// Moves the floating copy with the pointer, once it has moved a few pixels.
fn follow(event: &PointerEvent, press: &Rc<RefCell<Option<Press>>>, floating: &NodeRef) {
    let mut press = press.borrow_mut();
    let Some(press) = press
        .as_mut()
        .filter(|p| p.pointer_id == event.pointer_id())
    else {
        return;
    };
    let (dx, dy) = (
        event.client_x() - press.start.0,
        event.client_y() - press.start.1,
    );
    if !press.moved && dx.abs() + dy.abs() < 4 {
        return;
    }
    let Some(element) = floating.cast::<HtmlElement>() else {
        return;
    };
    let size = editor_board().map_or(48.0, |b| b.get_bounding_client_rect().width() / 8.0);
    if !press.moved {
        press.moved = true;
        element.set_class_name(&format!(
            "piece palette-floating dragging-in {}",
            piece_code(press.piece)
        ));
    }
    let style = element.style();
    let size_px = format!("{}px", fixed(size, 2));
    let _ = style.set_property("width", &size_px);
    let _ = style.set_property("height", &size_px);
    let (x, y) = (
        f64::from(event.client_x()) - size / 2.0,
        f64::from(event.client_y()) - size / 2.0,
    );
    let _ = style.set_property(
        "transform",
        &format!("translate({}px, {}px)", fixed(x, 2), fixed(y, 2)),
    );
}

/// The palette's drag: `on_put` receives the square and the piece let go there.
#[hook]
pub fn use_palette_drag(orientation: Color, on_put: Callback<(Square, Piece)>) -> PaletteDrag {
    let floating = use_node_ref();
    let press = use_mut_ref(|| None::<Press>);
    let dragged = (*use_memo((), |_| Rc::new(std::cell::Cell::new(false)))).clone();
    PaletteDrag {
        floating,
        press,
        dragged,
        on_put,
        orientation,
    }
}
