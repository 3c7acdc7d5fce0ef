//! Components rendered in real browsers (Chrome and Firefox), checked through the DOM.

#![cfg(target_arch = "wasm32")]

use chess_app::components::app::App;
use chess_app::components::board::promotion::{PromotionDialog, PromotionProps};
use chess_app::components::board::{Board, BoardProps};
use chess_app::components::eval_bar::{EvalBar, EvalBarProps};
use chess_app::components::move_list::{MoveList, MoveListProps};
use chess_app::components::player_strip::{PlayerStrip, PlayerStripProps};
use chess_app::components::status::{Status, StatusProps};
use chess_app::state::material::captured;
use chess_app::state::shapes::{Brush, Shape};
use chess_app::state::{board_view, Action, GameState, Navigation};
use chess_engine::Score;
use chess_rules::{Color, Game, Position, Square};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, KeyboardEvent, KeyboardEventInit};
use yew::{Callback, Renderer};

wasm_bindgen_test_configure!(run_in_browser);

fn mount_point() -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    root
}

/// Mounts the whole app on a clean slate (no game saved by an earlier test).
fn mount_app() -> Element {
    let storage = gloo::utils::window().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    let root = mount_point();
    Renderer::<App>::with_root(root.clone()).render();
    root
}

/// Lets Yew's scheduler render.
async fn settle() {
    gloo::timers::future::TimeoutFuture::new(20).await;
}

fn attr(root: &Element, selector: &str, name: &str) -> Option<String> {
    root.query_selector(selector).unwrap()?.get_attribute(name)
}

fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn board_props(state: &GameState) -> BoardProps {
    BoardProps {
        view: board_view(state),
        animate: false,
        theme: Default::default(),
        pieces: Default::default(),
        coordinates: Default::default(),
        blindfold: Default::default(),
        on_event: Callback::noop(),
    }
}

#[wasm_bindgen_test]
async fn board_shows_the_starting_position() {
    let root = mount_point();
    Renderer::<Board>::with_root_and_props(root.clone(), board_props(&GameState::default()))
        .render();
    settle().await;
    assert_eq!(count(&root, "[data-square]"), 64);
    assert_eq!(count(&root, "[data-piece]"), 32);
    assert_eq!(
        attr(&root, "[data-square=e1]", "data-piece").as_deref(),
        Some("wK")
    );
    assert_eq!(
        attr(&root, "[data-square=e1]", "aria-label").as_deref(),
        Some("e1, white king")
    );
    assert_eq!(
        attr(&root, "[data-square=e4]", "aria-label").as_deref(),
        Some("e4, empty")
    );
    assert_eq!(
        attr(&root, "[data-square]", "data-square").as_deref(),
        Some("a8")
    );
    assert_eq!(
        count(
            &root,
            "[data-hint], [data-selected], [data-check], [data-last-move]"
        ),
        0
    );
}

#[wasm_bindgen_test]
async fn board_flipped_for_black_starts_at_h1() {
    let root = mount_point();
    let mut state = GameState::default();
    state.apply(Action::Flip);
    Renderer::<Board>::with_root_and_props(root.clone(), board_props(&state)).render();
    settle().await;
    assert_eq!(
        attr(&root, "[data-testid=board]", "data-orientation").as_deref(),
        Some("black")
    );
    assert_eq!(
        attr(&root, "[data-square]", "data-square").as_deref(),
        Some("h1")
    );
}

#[wasm_bindgen_test]
async fn board_marks_selection_hints_last_move_and_check() {
    let root = mount_point();
    let mut state = GameState::default();
    for san in ["e4", "d5"] {
        state.apply(Action::PlayText(san.into()));
    }
    state.apply(Action::ClickSquare(sq("e4")));
    Renderer::<Board>::with_root_and_props(root.clone(), board_props(&state)).render();
    settle().await;
    assert!(attr(&root, "[data-square=e4]", "data-selected").is_some());
    assert_eq!(
        attr(&root, "[data-square=e5]", "data-hint").as_deref(),
        Some("move")
    );
    assert_eq!(
        attr(&root, "[data-square=d5]", "data-hint").as_deref(),
        Some("capture")
    );
    assert_eq!(count(&root, "[data-hint]"), 2);
    assert_eq!(count(&root, "[data-last-move]"), 2);
}

#[wasm_bindgen_test]
async fn promotion_dialog_offers_four_pieces() {
    let root = mount_point();
    let props = PromotionProps {
        square: sq("b8"),
        color: Color::White,
        orientation: Color::White,
        on_choose: Callback::noop(),
        on_cancel: Callback::noop(),
    };
    Renderer::<PromotionDialog>::with_root_and_props(root.clone(), props).render();
    settle().await;
    assert_eq!(count(&root, "[role=dialog] [data-promotion]"), 4);
    let letters: Vec<String> = (0..4)
        .map(|i| {
            root.query_selector_all("[data-promotion]")
                .unwrap()
                .item(i)
                .unwrap()
        })
        .map(|node| {
            node.dyn_into::<Element>()
                .unwrap()
                .get_attribute("data-promotion")
                .unwrap()
        })
        .collect();
    assert_eq!(letters, ["q", "r", "b", "n"]);
}

#[wasm_bindgen_test]
async fn move_list_numbers_moves_shows_variations_and_marks_the_current_one() {
    let root = mount_point();
    let mut state = GameState::default();
    for san in ["e4", "e5", "Nf3"] {
        state.apply(Action::PlayText(san.into()));
    }
    let e4 = state.tree().main_line()[0];
    state.apply(Action::Navigate(Navigation::Node(e4)));
    state.apply(Action::PlayText("c5".into()));
    let props = MoveListProps {
        tree: state.tree().clone(),
        cursor: state.tree().main_line()[1],
        review: Default::default(),
        figurines: true,
        clocks: true,
        on_navigate: Callback::noop(),
    };
    Renderer::<MoveList>::with_root_and_props(root.clone(), props).render();
    settle().await;
    assert_eq!(count(&root, "[data-testid=moves] [data-ply]"), 3);
    let third = root.query_selector("[data-ply='3']").unwrap().unwrap();
    assert_eq!(third.text_content().as_deref(), Some("♘f3"));
    assert_eq!(
        attr(&root, "[data-ply='2']", "aria-current").as_deref(),
        Some("true")
    );
    assert_eq!(count(&root, "[aria-current]"), 1);
    let variation = root
        .query_selector("[data-variation] [data-path]")
        .unwrap()
        .unwrap();
    assert_eq!(variation.text_content().as_deref(), Some("1...c5"));
    assert_eq!(count(&root, "[data-path]"), 4);
}

#[wasm_bindgen_test]
async fn an_empty_move_list_says_so() {
    let root = mount_point();
    let props = MoveListProps {
        tree: GameState::default().tree().clone(),
        cursor: 0,
        review: Default::default(),
        figurines: false,
        clocks: true,
        on_navigate: Callback::noop(),
    };
    Renderer::<MoveList>::with_root_and_props(root.clone(), props).render();
    settle().await;
    let text = root
        .query_selector("[data-testid=moves]")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert_eq!(text, "No moves yet");
}

#[wasm_bindgen_test]
async fn shapes_and_the_premove_are_drawn() {
    let root = mount_point();
    let mut state = GameState::default();
    state.apply(Action::ToggleShape(Shape::Arrow {
        from: sq("g1"),
        to: sq("f3"),
        brush: Brush::Blue,
    }));
    state.apply(Action::ToggleShape(Shape::Circle {
        square: sq("e4"),
        brush: Brush::Green,
    }));
    Renderer::<Board>::with_root_and_props(root.clone(), board_props(&state)).render();
    settle().await;
    assert_eq!(
        attr(
            &root,
            "[data-testid=shapes] [data-shape=arrow]",
            "data-from"
        )
        .as_deref(),
        Some("g1")
    );
    assert_eq!(
        attr(
            &root,
            "[data-testid=shapes] [data-shape=arrow]",
            "data-brush"
        )
        .as_deref(),
        Some("blue")
    );
    assert_eq!(
        attr(
            &root,
            "[data-testid=shapes] [data-shape=circle]",
            "data-square"
        )
        .as_deref(),
        Some("e4")
    );
    assert_eq!(
        attr(&root, "[data-testid=board]", "data-theme").as_deref(),
        Some("wood")
    );
}

#[wasm_bindgen_test]
async fn a_player_strip_shows_the_clock_and_the_material() {
    let root = mount_point();
    let board =
        Position::from_fen("r1bqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
    let [white, _] = captured(board.board());
    let props = PlayerStripProps {
        place: "bottom",
        color: Color::White,
        name: "You".into(),
        clock: Some((9_500, true, true)),
        captured: white,
        to_move: true,
    };
    Renderer::<PlayerStrip>::with_root_and_props(root.clone(), props).render();
    settle().await;
    assert_eq!(
        attr(&root, "[data-testid=player-bottom]", "data-color").as_deref(),
        Some("w")
    );
    let clock = root
        .query_selector("[data-testid=clock-white]")
        .unwrap()
        .unwrap();
    assert_eq!(clock.text_content().as_deref(), Some("9.5"));
    assert_eq!(clock.get_attribute("data-running").as_deref(), Some("true"));
    let material = root
        .query_selector("[data-testid=material-white]")
        .unwrap()
        .unwrap();
    assert_eq!(material.text_content().as_deref(), Some("+2"));
}

#[wasm_bindgen_test]
async fn the_evaluation_bar_carries_its_score() {
    let root = mount_point();
    let props = EvalBarProps {
        score: Some(Score::Mate(-3)),
        orientation: Color::White,
    };
    Renderer::<EvalBar>::with_root_and_props(root.clone(), props).render();
    settle().await;
    assert_eq!(
        attr(&root, "[data-testid=eval]", "data-score").as_deref(),
        Some("#-3")
    );
    assert_eq!(
        attr(&root, "[data-testid=eval]", "aria-valuenow").as_deref(),
        Some("0")
    );
}

#[wasm_bindgen_test]
async fn status_shows_the_result() {
    let root = mount_point();
    let mut game = Game::new();
    for san in ["f3", "e5", "g4", "Qh4#"] {
        game.play_san(san).unwrap();
    }
    Renderer::<Status>::with_root_and_props(
        root.clone(),
        StatusProps {
            game,
            viewing_earlier: false,
            analysis: false,
        },
    )
    .render();
    settle().await;
    assert_eq!(
        attr(&root, "[data-testid=status]", "data-result").as_deref(),
        Some("0-1")
    );
    let text = root
        .query_selector("[data-testid=status]")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert_eq!(text, "Black wins by checkmate (0-1)");
}

fn press(element: &Element, key: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    element.dispatch_event(&event).unwrap();
}

#[wasm_bindgen_test]
async fn the_app_plays_a_move_from_the_keyboard() {
    let root = mount_app();
    settle().await;
    assert_eq!(
        attr(&root, "[data-testid=status]", "data-result").as_deref(),
        Some("*")
    );
    let e2 = root.query_selector("[data-square=e2]").unwrap().unwrap();
    e2.clone()
        .dyn_into::<HtmlElement>()
        .unwrap()
        .focus()
        .unwrap();
    press(&e2, "Enter");
    settle().await;
    assert_eq!(count(&root, "[data-hint]"), 2);
    let e4 = root.query_selector("[data-square=e4]").unwrap().unwrap();
    press(&e4, "Enter");
    settle().await;
    assert_eq!(
        attr(&root, "[data-square=e4]", "data-piece").as_deref(),
        Some("wP")
    );
    let first = root.query_selector("[data-ply='1']").unwrap().unwrap();
    assert_eq!(first.text_content().as_deref(), Some("e4"));
    let status = root
        .query_selector("[data-testid=status]")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert_eq!(status, "Black to move");
}

#[wasm_bindgen_test]
async fn a_refused_move_shows_its_reason() {
    let root = mount_app();
    settle().await;
    for square in ["e2", "e5"] {
        let element = root
            .query_selector(&format!("[data-square={square}]"))
            .unwrap()
            .unwrap();
        press(&element, "Enter");
        settle().await;
    }
    let notice = root
        .query_selector("[data-testid=notice]")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert!(
        notice.starts_with("A pawn moves one square straight ahead"),
        "{notice}"
    );
    assert_eq!(
        attr(&root, "[data-square=e2]", "data-piece").as_deref(),
        Some("wP")
    );
}
