//! The 8x8 board. It draws a [`BoardView`] and reports what the player does as [`Action`]s; it
//! knows no chess. The drag path is hot: while a piece is dragged it follows the pointer by a
//! CSS transform set directly on its element, without re-rendering the board.

use crate::components::promotion::PromotionDialog;
use crate::state::animation::{self, Slide};
use crate::state::{display_order, Action, BoardView, SquareView};
use chess_rules::{Board as Pieces, Color, Piece, Square};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, KeyboardEvent, PointerEvent};
use yew::prelude::*;

/// What the board shows and where it reports to.
#[derive(Properties, PartialEq, Clone)]
pub struct BoardProps {
    /// The squares, pieces and marks to draw.
    pub view: BoardView,
    /// Should the next change of position slide the pieces?
    #[prop_or(true)]
    pub animate: bool,
    /// Receives the player's actions.
    #[prop_or_default]
    pub on_action: Callback<Action>,
}

/// The `data-piece` code of a piece: colour `w`/`b`, then `K Q R B N P`.
pub fn piece_code(piece: Piece) -> String {
    format!("{}{}", piece.color.to_char(), piece.role.upper_char())
}

/// How a square is read aloud: "e4, white knight" or "e4, empty".
fn accessible_name(view: &SquareView) -> String {
    match view.piece {
        Some(piece) => format!(
            "{}, {} {}",
            view.square,
            piece.color.name().to_lowercase(),
            piece.role
        ),
        None => format!("{}, empty", view.square),
    }
}

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

/// Pieces' positions before the last change, and the slides that change started.
struct AnimationMemory {
    pieces: Pieces,
    slides: Vec<Slide>,
    generation: u32,
}

/// The square element an event happened on, and its square.
fn square_of_event(event: &Event) -> Option<(Element, Square)> {
    let target: Element = event.target()?.dyn_into().ok()?;
    let element = target.closest("[data-square]").ok()??;
    let square = element.get_attribute("data-square")?.parse().ok()?;
    Some((element, square))
}

/// The square under a point of the page, if on the board.
fn square_at(board: &Element, orientation: Color, x: i32, y: i32) -> Option<Square> {
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

/// Row and column of a square on screen.
fn screen_cell(orientation: Color, square: Square) -> (i32, i32) {
    let index = display_order(orientation)
        .iter()
        .position(|&s| s == square)
        .unwrap_or(0) as i32;
    (index / 8, index % 8)
}

fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(name);
    }
}

/// The board.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let board_ref = use_node_ref();
    let drag: Rc<RefCell<Option<Drag>>> = use_mut_ref(|| None);
    let focused = use_state(|| None::<Square>);
    let memory = use_mut_ref(|| AnimationMemory {
        pieces: props.view.pieces.clone(),
        slides: Vec::new(),
        generation: 0,
    });
    {
        // A new position: plan the slides once; later renders of it keep the same plan.
        let mut memory = memory.borrow_mut();
        if memory.pieces != props.view.pieces {
            memory.slides = if props.animate {
                animation::plan(&memory.pieces, &props.view.pieces)
            } else {
                Vec::new()
            };
            memory.pieces = props.view.pieces.clone();
            memory.generation = memory.generation.wrapping_add(1);
        }
    }
    // After the DOM is updated: measure from the pointer's release to here.
    use_effect(|| {
        if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
            if performance
                .get_entries_by_name_with_entry_type("drop", "mark")
                .length()
                > 0
            {
                let _ = performance.measure_with_start_mark("drop-to-render", "drop");
                performance.clear_marks_with_mark_name("drop");
            }
        }
    });

    let view = &props.view;
    let orientation = view.orientation;

    let onpointerdown = {
        let drag = drag.clone();
        let on_action = props.on_action.clone();
        let board_ref = board_ref.clone();
        let view = view.clone();
        Callback::from(move |event: PointerEvent| {
            if event.button() != 0 {
                return;
            }
            // From the coordinates, not the event's target: a piece still sliding past may be
            // under the pointer, drawn over a square it does not stand on.
            let Some(board) = board_ref.cast::<Element>() else {
                return;
            };
            let Some(square) =
                square_at(&board, view.orientation, event.client_x(), event.client_y())
            else {
                return;
            };
            let Some(element) = board
                .query_selector(&format!("[data-square={square}]"))
                .ok()
                .flatten()
            else {
                return;
            };
            let square_view = view.squares.iter().find(|s| s.square == square);
            let is_target = square_view.is_some_and(|s| s.hint.is_some());
            let movable = square_view
                .and_then(|s| s.piece)
                .is_some_and(|p| Some(p.color) == view.movable_color);
            if is_target || !movable {
                mark("drop");
                on_action.emit(Action::ClickSquare(square));
                return;
            }
            event.prevent_default();
            let Some(piece) = element.query_selector(".piece").ok().flatten() else {
                return;
            };
            let Ok(piece) = piece.dyn_into::<HtmlElement>() else {
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
                on_action.emit(Action::PickUp(square));
            }
        })
    };

    let onpointermove = {
        let drag = drag.clone();
        let board_ref = board_ref.clone();
        Callback::from(move |event: PointerEvent| {
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
            let over = square_at(&board, orientation, event.client_x(), event.client_y());
            let over = over.and_then(|sq| {
                board
                    .query_selector(&format!("[data-square={sq}]"))
                    .ok()
                    .flatten()
            });
            if over != drag.hovered {
                if let Some(old) = drag.hovered.take() {
                    let _ = old.class_list().remove_1("drag-over");
                }
                if let Some(new) = &over {
                    let _ = new.class_list().add_1("drag-over");
                }
                drag.hovered = over;
            }
        })
    };

    let end_drag = {
        let drag = drag.clone();
        let on_action = props.on_action.clone();
        let board_ref = board_ref.clone();
        move |event: PointerEvent, released: bool| {
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
                on_action.emit(Action::Drop {
                    from: finished.from,
                    to,
                });
            } else if finished.was_selected {
                on_action.emit(Action::Deselect);
            }
        }
    };
    let onpointerup = {
        let end_drag = end_drag.clone();
        Callback::from(move |event: PointerEvent| end_drag(event, true))
    };
    let onpointercancel = Callback::from(move |event: PointerEvent| end_drag(event, false));

    let onkeydown = {
        let on_action = props.on_action.clone();
        let focused = focused.clone();
        let board_ref = board_ref.clone();
        Callback::from(move |event: KeyboardEvent| {
            let Some((_, square)) = square_of_event(&event) else {
                return;
            };
            let (row, column) = screen_cell(orientation, square);
            let step = match event.key().as_str() {
                "ArrowUp" => Some((-1, 0)),
                "ArrowDown" => Some((1, 0)),
                "ArrowLeft" => Some((0, -1)),
                "ArrowRight" => Some((0, 1)),
                "Enter" | " " => {
                    event.prevent_default();
                    on_action.emit(Action::ClickSquare(square));
                    None
                }
                "Escape" => {
                    on_action.emit(Action::Deselect);
                    None
                }
                _ => None,
            };
            let Some((dr, dc)) = step else { return };
            event.prevent_default();
            event.stop_propagation();
            let (row, column) = ((row + dr).clamp(0, 7), (column + dc).clamp(0, 7));
            let next = display_order(orientation)[(row * 8 + column) as usize];
            focused.set(Some(next));
            if let Some(board) = board_ref.cast::<Element>() {
                let element = board
                    .query_selector(&format!("[data-square={next}]"))
                    .ok()
                    .flatten();
                if let Some(element) = element.and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
                    let _ = element.focus();
                }
            }
        })
    };

    let onfocusin = {
        let focused = focused.clone();
        Callback::from(move |event: FocusEvent| {
            if let Some((_, square)) = square_of_event(&event) {
                if *focused != Some(square) {
                    focused.set(Some(square));
                }
            }
        })
    };

    // One square is in the tab order at a time (a roving tab index).
    let tab_stop = (*focused)
        .or_else(|| view.squares.iter().find(|s| s.selected).map(|s| s.square))
        .unwrap_or(view.squares[56].square);
    let memory = memory.borrow();
    let squares = view.squares.iter().enumerate().map(|(index, square_view)| {
        let slide = memory.slides.iter().find(|s| s.to == square_view.square);
        render_square(
            square_view,
            index,
            tab_stop,
            slide,
            memory.generation,
            orientation,
        )
    });

    let orientation_name = match orientation {
        Color::White => "white",
        Color::Black => "black",
    };
    let promotion = view.promotion.map(|(square, color)| {
        let on_action = props.on_action.clone();
        let on_cancel = props.on_action.reform(|_| Action::CancelPromotion);
        html! {
            <PromotionDialog {square} {color} {orientation}
                on_choose={on_action.reform(Action::Promote)} {on_cancel} />
        }
    });

    let arrow = view
        .arrow
        .map(|(from, to)| render_arrow(orientation, from, to));
    html! {
        <div class="board-wrap">
            { for arrow }
            <div ref={board_ref} class="board" data-testid="board" data-orientation={orientation_name}
                 role="group" aria-label="Chess board"
                 {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown} {onfocusin}>
                { for squares }
            </div>
            { for promotion }
        </div>
    }
}

/// An arrow over the board from one square's centre to another's (a hint).
fn render_arrow(orientation: Color, from: Square, to: Square) -> Html {
    let centre = |square| {
        let (row, column) = screen_cell(orientation, square);
        (column as f64 + 0.5, row as f64 + 0.5)
    };
    let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
    // Stop short of the centre so the head sits on the square, not beyond it.
    let length = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt();
    let (x2, y2) = (x2 - (x2 - x1) / length * 0.3, y2 - (y2 - y1) / length * 0.3);
    html! {
        <svg class="arrows" viewBox="0 0 8 8" aria-hidden="true" data-testid="hint-arrow"
             data-from={from.to_string()} data-to={to.to_string()}>
            <defs>
                <marker id="arrowhead" markerWidth="4" markerHeight="4" refX="2.05" refY="2" orient="auto">
                    <path d="M0,0 V4 L3,2 Z" fill="rgba(21, 120, 27, 0.85)" />
                </marker>
            </defs>
            <line x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()}
                  stroke="rgba(21, 120, 27, 0.8)" stroke-width="0.16" stroke-linecap="round"
                  marker-end="url(#arrowhead)" />
        </svg>
    }
}

fn render_square(
    view: &SquareView,
    index: usize,
    tab_stop: Square,
    slide: Option<&Slide>,
    generation: u32,
    orientation: Color,
) -> Html {
    let square = view.square;
    let shade = if square.is_dark() { "dark" } else { "light" };
    let (row, column) = (index / 8, index % 8);
    let piece = view.piece.map(|piece| {
        let code = piece_code(piece);
        match slide {
            Some(slide) => {
                let (from_row, from_column) = screen_cell(orientation, slide.from);
                let style = format!("--dx: {}; --dy: {};", from_column - column as i32, from_row - row as i32);
                html! { <div key={format!("slide-{generation}")} class={classes!("piece", code, "slide")} {style}></div> }
            }
            None => html! { <div key="still" class={classes!("piece", code)}></div> },
        }
    });
    let file_label = (row == 7).then(
        || html! { <span class="coord file" aria-hidden="true">{ square.file().to_char() }</span> },
    );
    let rank_label = (column == 0).then(
        || html! { <span class="coord rank" aria-hidden="true">{ square.rank().to_char() }</span> },
    );
    html! {
        <div key={square.index()}
             class={classes!("square", shade)}
             data-square={square.to_string()}
             data-piece={view.piece.map(piece_code)}
             data-selected={view.selected.then_some("")}
             data-hint={view.hint.map(|h| h.as_str())}
             data-last-move={view.last_move.then_some("")}
             data-check={view.check.then_some("")}
             role="button"
             tabindex={if square == tab_stop { "0" } else { "-1" }}
             aria-label={accessible_name(view)}
             aria-pressed={view.selected.then_some("true")}>
            { for rank_label }
            { for file_label }
            { for piece }
        </div>
    }
}
