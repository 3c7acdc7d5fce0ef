//! The 8x8 board. It draws a [`BoardView`] and reports what the player does as
//! [`BoardEvent`]s; it knows no chess and none of the app's actions. Its own hooks sit beside
//! it: dragging (`drag.rs`), drawing shapes (`shape_drawing.rs`) and sliding (`slide.rs`), with
//! the screen geometry they share (`geometry.rs`); this file lays out the squares.

mod drag;
mod focus_origin;
pub mod geometry;
mod overlay;
pub mod promotion;
mod shape_drawing;
mod slide;

use crate::hooks::use_language::use_spoken;
use crate::state::animation::Slide;
use crate::state::choice::Choice;
use crate::state::settings::{Blindfold, BoardTheme, Coordinates, PieceSet};
use crate::state::translate::tr;
use crate::state::words::piece_name;
use crate::state::{display_order, BoardEvent, BoardView, SquareView};
use chess_rules::{Color, Square};
use drag::{use_drag, DragHandlers};
use focus_origin::{use_focus_origin, FocusOrigin};
use geometry::{piece_code, screen_cell};
use promotion::PromotionDialog;
use shape_drawing::{use_shape_drawing, ShapeHandlers};
use slide::use_slide;
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
    /// The colours.
    #[prop_or_default]
    pub theme: BoardTheme,
    /// The pieces' drawings.
    #[prop_or_default]
    pub pieces: PieceSet,
    /// Where the coordinates go.
    #[prop_or_default]
    pub coordinates: Coordinates,
    /// Which pieces are hidden (blindfold play).
    #[prop_or_default]
    pub blindfold: Blindfold,
    /// Receives what the player does on the board.
    #[prop_or_default]
    pub on_event: Callback<BoardEvent>,
}

/// How a square is read aloud: "e4, white knight" or "e4, empty".
fn accessible_name(view: &SquareView) -> String {
    let what = view.piece.map_or_else(|| tr("square-empty"), piece_name);
    format!("{}, {what}", view.square)
}

/// The square element an event happened on, and its square.
fn square_of_event(event: &Event) -> Option<Square> {
    let target: Element = event.target()?.dyn_into().ok()?;
    let element = target.closest("[data-square]").ok()??;
    element.get_attribute("data-square")?.parse().ok()
}

/// After the DOM is updated: the time from the pointer's release to here (board latency).
fn measure_drop_to_render() {
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
}

/// Blindfold: the colours whose pieces are hidden, as the board's `data-hidden-pieces`
/// ("white", "black", "white black"), or none.
fn hidden_pieces(blindfold: Blindfold, orientation: Color) -> Option<String> {
    let hidden = blindfold.hidden(orientation);
    (!hidden.is_empty()).then(|| {
        let names: Vec<&str> = hidden.iter().map(|c| c.name()).collect();
        names.join(" ").to_ascii_lowercase()
    })
}

/// The board.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    use_spoken();
    let board_ref = use_node_ref();
    let focused = use_state(|| None::<Square>);
    let slides = use_slide(&props.view.pieces, props.animate);
    let drag = use_drag(board_ref.clone(), &props.view, props.on_event.clone());
    let shapes = use_shape_drawing(board_ref.clone(), &props.view, props.on_event.clone());
    use_effect(measure_drop_to_render);

    let view = &props.view;
    let orientation = view.orientation;
    let focus_origin = use_focus_origin();
    let PointerCallbacks {
        onpointerdown,
        onpointermove,
        onpointerup,
        onpointercancel,
    } = pointer_callbacks(&drag, &shapes, &focus_origin);
    let oncontextmenu = Callback::from(|event: MouseEvent| event.prevent_default());
    // The wheel over the board steps through the moves, as on lichess (down: forward).
    let onwheel = props.on_event.reform(|event: WheelEvent| {
        event.prevent_default();
        BoardEvent::Wheel {
            forward: event.delta_y() > 0.0,
        }
    });
    let onkeydown = keyboard_handler(
        props.on_event.clone(),
        focused.clone(),
        focus_origin.clone(),
        board_ref.clone(),
        orientation,
    );
    let onfocusin = {
        let focused = focused.clone();
        Callback::from(move |event: FocusEvent| {
            focus_origin.focus_in();
            if let Some(square) = square_of_event(&event) {
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
    let inside = props.coordinates == Coordinates::Inside;
    let squares = view.squares.iter().enumerate().map(|(index, square_view)| {
        let slide = slides.slides.iter().find(|s| s.to == square_view.square);
        let cell = Cell {
            index,
            tab_stop,
            slide,
            generation: slides.generation,
            orientation,
            coordinates: inside,
        };
        render_square(square_view, &cell)
    });
    let hidden_pieces = hidden_pieces(props.blindfold, orientation);
    let orientation_name = match orientation {
        Color::White => "white",
        Color::Black => "black",
    };
    let promotion = view.promotion.map(|(square, color)| {
        let on_choose = props.on_event.reform(BoardEvent::Promote);
        let on_cancel = props.on_event.reform(|_| BoardEvent::CancelPromotion);
        html! { <PromotionDialog {square} {color} {orientation} {on_choose} {on_cancel} /> }
    });
    let outside =
        (props.coordinates == Coordinates::Outside).then(|| outside_coordinates(orientation));
    html! {
        <div class={classes!("board-wrap", format!("coords-{}", props.coordinates.name()))}>
            <div ref={board_ref} class="board" data-testid="board" data-orientation={orientation_name} data-coordinates={props.coordinates.name()}
                 data-theme={props.theme.name()} data-pieces={props.pieces.name()} data-hidden-pieces={hidden_pieces}
                 role="group" aria-label={tr("board-label")}
                 {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {oncontextmenu} {onwheel} {onkeydown} {onfocusin}>
                { for squares }
                <overlay::Overlay orientation={orientation} shapes={view.shapes.clone()} arrow={view.arrow} threat={view.threat} />
            </div>
            { for outside }
            { for promotion }
        </div>
    }
}

/// The board's pointer handlers: a drag with the left button, shapes with the right; each
/// press and release noted for the focus's origin.
struct PointerCallbacks {
    onpointerdown: Callback<PointerEvent>,
    onpointermove: Callback<PointerEvent>,
    onpointerup: Callback<PointerEvent>,
    onpointercancel: Callback<PointerEvent>,
}

fn pointer_callbacks(
    drag: &DragHandlers,
    shapes: &ShapeHandlers,
    focus_origin: &FocusOrigin,
) -> PointerCallbacks {
    let onpointerdown = {
        let (drag, shapes, focus_origin) = (drag.clone(), shapes.clone(), focus_origin.clone());
        Callback::from(move |event: PointerEvent| {
            focus_origin.pointer_down();
            if !(shapes.down)(&event) && event.button() == 0 {
                (drag.down)(&event);
            }
        })
    };
    let onpointermove = {
        let drag = drag.clone();
        Callback::from(move |event: PointerEvent| (drag.moved)(&event))
    };
    let onpointerup = {
        let (drag, shapes, focus_origin) = (drag.clone(), shapes.clone(), focus_origin.clone());
        Callback::from(move |event: PointerEvent| {
            focus_origin.pointer_up();
            if !(shapes.up)(&event) {
                (drag.up)(&event, true);
            }
        })
    };
    let onpointercancel = {
        let (drag, focus_origin) = (drag.clone(), focus_origin.clone());
        Callback::from(move |event: PointerEvent| {
            focus_origin.pointer_up();
            (drag.up)(&event, false)
        })
    };
    PointerCallbacks {
        onpointerdown,
        onpointermove,
        onpointerup,
        onpointercancel,
    }
}

fn keyboard_handler(
    on_event: Callback<BoardEvent>,
    focused: UseStateHandle<Option<Square>>,
    focus_origin: FocusOrigin,
    board_ref: NodeRef,
    orientation: Color,
) -> Callback<KeyboardEvent> {
    Callback::from(move |event: KeyboardEvent| {
        let Some(square) = square_of_event(&event) else {
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
                on_event.emit(BoardEvent::Click(square));
                None
            }
            "Escape" => {
                on_event.emit(BoardEvent::Deselect);
                None
            }
            _ => None,
        };
        let Some((dr, dc)) = step else { return };
        if !focus_origin.by_keyboard() {
            // A square the mouse focused leaves the arrow keys to the page: they step
            // through the moves, as on lichess. It gives up the focus, whose ring the browser
            // would draw from this key on, over a square the player is not on.
            if let Some(square) = event
                .target()
                .and_then(|t| t.dyn_into::<HtmlElement>().ok())
            {
                let _ = square.blur();
            }
            return;
        }
        event.prevent_default();
        event.stop_propagation();
        let (row, column) = ((row + dr).clamp(0, 7), (column + dc).clamp(0, 7));
        let next = display_order(orientation)[(row * 8 + column) as usize];
        focused.set(Some(next));
        let element = board_ref
            .cast::<Element>()
            .and_then(|board| {
                board
                    .query_selector(&format!("[data-square={next}]"))
                    .ok()
                    .flatten()
            })
            .and_then(|e| e.dyn_into::<HtmlElement>().ok());
        if let Some(element) = element {
            let _ = element.focus();
        }
    })
}

/// Where a square stands and how it is drawn.
struct Cell<'a> {
    index: usize,
    tab_stop: Square,
    slide: Option<&'a Slide>,
    generation: u32,
    orientation: Color,
    coordinates: bool,
}

fn render_square(view: &SquareView, cell: &Cell) -> Html {
    let square = view.square;
    let shade = if square.is_dark() { "dark" } else { "light" };
    let (row, column) = (cell.index / 8, cell.index % 8);
    let piece = view.piece.map(|piece| {
        let code = piece_code(piece);
        match cell.slide {
            Some(slide) => {
                // The offset it slides from, as classes (no inline styles under the CSP).
                let (from_row, from_column) = screen_cell(cell.orientation, slide.from);
                let dx = format!("dx{}", from_column - column as i32);
                let dy = format!("dy{}", from_row - row as i32);
                html! { <div key={format!("slide-{}", cell.generation)} class={classes!("piece", code, "slide", dx, dy)}></div> }
            }
            None => html! { <div key="still" class={classes!("piece", code)}></div> },
        }
    });
    // The letters are drawn by the style sheet from `data-label`: text inside the square would
    // be left out of its accessible name (which says the square and its piece).
    let label = |class: &'static str, text: char| {
        html! { <span class={classes!("coord", class)} data-label={text.to_string()} aria-hidden="true"></span> }
    };
    let file_label = (cell.coordinates && row == 7).then(|| label("file", square.file().to_char()));
    let rank_label =
        (cell.coordinates && column == 0).then(|| label("rank", square.rank().to_char()));
    let premove = view.premove.map(|from| if from { "from" } else { "to" });
    html! {
        <div key={square.index()}
             class={classes!("square", shade)}
             data-square={square.to_string()}
             data-piece={view.piece.map(piece_code)}
             data-selected={view.selected.then_some("")}
             data-hint={view.hint.map(|h| h.as_str())}
             data-last-move={view.last_move.then_some("")}
             data-check={view.check.then_some("")}
             data-premove={premove}
             role="button"
             tabindex={if square == cell.tab_stop { "0" } else { "-1" }}
             aria-label={accessible_name(view)}
             aria-pressed={view.selected.then_some("true")}>
            { for rank_label }
            { for file_label }
            { for piece }
        </div>
    }
}

/// Files below and ranks beside the board, for the "outside" coordinates setting.
fn outside_coordinates(orientation: Color) -> Html {
    let order = display_order(orientation);
    let files = order[56..]
        .iter()
        .map(|sq| html! { <span>{ sq.file().to_char() }</span> });
    let ranks = (0..8).map(|row| html! { <span>{ order[row * 8].rank().to_char() }</span> });
    html! {
        <>
            <div class="outside-files" aria-hidden="true">{ for files }</div>
            <div class="outside-ranks" aria-hidden="true">{ for ranks }</div>
        </>
    }
}
