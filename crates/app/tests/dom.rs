//! Components rendered in a real browser, checked through the DOM.

#![cfg(target_arch = "wasm32")]

use chess_app::components::board::{Board, BoardProps};
use chess_rules::{Color, Position};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn mount_point() -> web_sys::Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    root
}

/// Lets Yew's scheduler render.
async fn settle() {
    gloo::timers::future::TimeoutFuture::new(10).await;
}

#[wasm_bindgen_test]
async fn board_shows_the_starting_position() {
    let root = mount_point();
    let props = BoardProps {
        position: Position::new(),
        orientation: Color::White,
    };
    yew::Renderer::<Board>::with_root_and_props(root.clone(), props).render();
    settle().await;
    assert_eq!(
        root.query_selector_all("[data-square]").unwrap().length(),
        64
    );
    assert_eq!(
        root.query_selector_all("[data-piece]").unwrap().length(),
        32
    );
    let e1 = root.query_selector("[data-square=e1]").unwrap().unwrap();
    assert_eq!(e1.get_attribute("data-piece").as_deref(), Some("wK"));
    let first = root.query_selector("[data-square]").unwrap().unwrap();
    assert_eq!(first.get_attribute("data-square").as_deref(), Some("a8"));
}

#[wasm_bindgen_test]
async fn board_flipped_for_black_starts_at_h1() {
    let root = mount_point();
    let props = BoardProps {
        position: Position::new(),
        orientation: Color::Black,
    };
    yew::Renderer::<Board>::with_root_and_props(root.clone(), props).render();
    settle().await;
    let board = root.query_selector("[data-testid=board]").unwrap().unwrap();
    assert_eq!(
        board.get_attribute("data-orientation").as_deref(),
        Some("black")
    );
    let first = root.query_selector("[data-square]").unwrap().unwrap();
    assert_eq!(first.get_attribute("data-square").as_deref(), Some("h1"));
}
