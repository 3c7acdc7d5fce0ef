use super::*;
use crate::state::setup::Start;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn piece(letter: char) -> Piece {
    Piece::from_char(letter).unwrap()
}

fn editor_after(start: &str, actions: impl IntoIterator<Item = EditorAction>) -> Editor {
    let mut editor = Editor::from_fen(start);
    for action in actions {
        editor.apply(action);
    }
    editor
}

fn click(square: &str) -> EditorAction {
    EditorAction::Board(BoardEvent::Click(sq(square)))
}

const KINGS: &str = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";

#[test]
fn the_editor_opens_on_the_starting_position_which_can_be_played() {
    let editor = Editor::default();
    assert_eq!(editor.fen(), chess_rules::STARTING_FEN);
    assert_eq!(editor.problem(), None);
    assert_eq!(editor.start(), Some(Start::Standard));
}

#[test]
fn a_palette_piece_is_put_where_clicked_and_a_second_click_takes_it_away() {
    let mut editor = editor_after(KINGS, [EditorAction::Choose(Tool::Put(piece('Q')))]);
    editor.apply(click("d4"));
    assert_eq!(editor.fen(), "4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1");
    editor.apply(click("d4"));
    assert_eq!(editor.fen(), KINGS);
    // Another piece replaces the one there.
    editor.apply(click("e1"));
    assert_eq!(editor.fen(), "4k3/8/8/8/8/8/8/4Q3 w - - 0 1");
    assert_eq!(editor.problem().as_deref(), Some("White has no king."));
}

#[test]
fn the_hand_moves_pieces_by_drag_or_two_clicks_and_off_the_board_removes_them() {
    let drop = |from: &str, to: Option<&str>| {
        EditorAction::Board(BoardEvent::Drop {
            from: sq(from),
            to: to.map(sq),
        })
    };
    let editor = editor_after(KINGS, [drop("e1", Some("d2"))]);
    assert_eq!(editor.fen(), "4k3/8/8/8/8/8/3K4/8 w - - 0 1");
    let editor = editor_after(
        KINGS,
        [
            EditorAction::Board(BoardEvent::PickUp(sq("e8"))),
            click("a8"),
        ],
    );
    assert_eq!(editor.fen(), "k7/8/8/8/8/8/8/4K3 w - - 0 1");
    let editor = editor_after(KINGS, [drop("e8", None)]);
    assert_eq!(editor.fen(), "8/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(editor.problem().as_deref(), Some("Black has no king."));
}

#[test]
fn a_palette_piece_dragged_onto_a_square_is_put_there_whatever_the_tool() {
    let editor = editor_after(
        KINGS,
        [
            EditorAction::Choose(Tool::Delete),
            EditorAction::Place(sq("e1"), piece('R')),
            EditorAction::Place(sq("a1"), piece('K')),
        ],
    );
    assert_eq!(editor.fen(), "4k3/8/8/8/8/8/8/K3R3 w - - 0 1");
    assert_eq!(editor.tool(), Tool::Delete);
}

#[test]
fn delete_and_right_click_remove_a_piece() {
    let circle = EditorAction::Board(BoardEvent::DrawShape(Shape::Circle {
        square: sq("e2"),
        brush: crate::state::shapes::Brush::Green,
    }));
    let editor = editor_after(chess_rules::STARTING_FEN, [circle]);
    assert!(editor
        .fen()
        .starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR"));
    let editor = editor_after(
        chess_rules::STARTING_FEN,
        [EditorAction::Choose(Tool::Delete), click("d1")],
    );
    assert!(editor
        .fen()
        .starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR"));
}

#[test]
fn a_position_that_cannot_be_played_is_explained_and_cannot_start() {
    let cases = [
        ("8/8/8/8/8/8/8/8 w - - 0 1", "White has no king."),
        (
            "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
            "There is a pawn on a1, but pawns never stand on the first or last rank.",
        ),
        (
            "4k3/8/8/8/8/8/8/4KK2 w - - 0 1",
            "White has more than one king.",
        ),
    ];
    for (fen, reason) in cases {
        let editor = Editor::from_fen(fen);
        assert_eq!(editor.problem().as_deref(), Some(reason), "{fen}");
        assert_eq!(editor.start(), None);
    }
    // The side not to move in check: Black to move could take White's king.
    let editor = Editor::from_fen("4k3/8/8/8/8/8/8/r3K3 b - - 0 1");
    assert!(
        editor.problem().unwrap().contains("check"),
        "{:?}",
        editor.problem()
    );
}

#[test]
fn castling_is_offered_only_while_the_king_and_rook_stand_ready() {
    let mut editor = Editor::default();
    assert!(editor.castles(Color::White, CastlingSide::KingSide));
    editor.apply(EditorAction::Board(BoardEvent::Drop {
        from: sq("h1"),
        to: Some(sq("h3")),
    }));
    assert!(!editor.castling_possible(Color::White, CastlingSide::KingSide));
    assert!(!editor.castles(Color::White, CastlingSide::KingSide));
    assert!(editor.fen().contains(" w Qkq "), "{}", editor.fen());
    // The rook back: the right wished for is back too.
    editor.apply(EditorAction::Board(BoardEvent::Drop {
        from: sq("h3"),
        to: Some(sq("h1")),
    }));
    assert!(editor.fen().contains(" w KQkq "));
    editor.apply(EditorAction::Castling(
        Color::Black,
        CastlingSide::QueenSide,
        false,
    ));
    assert!(editor.fen().contains(" w KQk "));
    assert_eq!(editor.problem(), None);
}

#[test]
fn the_side_to_move_and_the_en_passant_square_are_set_where_possible() {
    let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1";
    let mut editor = Editor::from_fen(fen);
    assert_eq!(editor.en_passant_choices(), vec![sq("d6")]);
    editor.apply(EditorAction::EnPassant(Some(sq("d6"))));
    assert_eq!(editor.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    editor.apply(EditorAction::Turn(Color::Black));
    // With Black to move, d6 is no square a black pawn just skipped.
    assert_eq!(editor.en_passant(), None);
    assert_eq!(editor.fen(), "4k3/8/8/3pP3/8/8/8/4K3 b - - 0 1");
    assert!(editor.en_passant_choices().is_empty());
}

#[test]
fn a_fen_is_read_both_ways_and_a_bad_one_changes_nothing() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20";
    let mut editor = Editor::from_fen(fen);
    assert_eq!(editor.fen(), fen);
    assert_eq!(editor.turn(), Color::Black);
    editor.apply(EditorAction::Fen("not a fen".into()));
    assert_eq!(editor.fen(), fen);
    assert!(editor
        .fen_problem()
        .unwrap()
        .starts_with("That FEN cannot be read"));
    editor.apply(EditorAction::Flip);
    assert_eq!(
        editor.fen_problem(),
        None,
        "the next action clears the message"
    );
}

#[test]
fn chess960_positions_by_number_keep_their_castling() {
    let mut editor = Editor::default();
    editor.apply(EditorAction::Chess960(0));
    let expected = Position::chess960(0).unwrap();
    assert_eq!(editor.fen(), expected.to_fen());
    assert_eq!(editor.start(), Some(Start::Chess960(0)));
    assert!(editor.castles(Color::White, CastlingSide::QueenSide));
    // A Chess960 FEN typed in is read as Chess960, its castling kept.
    let typed = Editor::from_fen(&expected.to_shredder_fen());
    assert_eq!(typed.start(), Some(Start::Chess960(0)));
}

#[test]
fn clear_empties_the_board_and_start_position_restores_it() {
    let mut editor = Editor::default();
    editor.apply(EditorAction::Flip);
    editor.apply(EditorAction::Clear);
    assert_eq!(editor.fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
    editor.apply(EditorAction::StartPosition);
    assert_eq!(editor.fen(), chess_rules::STARTING_FEN);
    assert_eq!(
        editor.board_view().orientation,
        Color::Black,
        "the view is kept"
    );
}

#[test]
fn the_board_lets_the_hand_pick_up_any_piece_and_a_palette_piece_none() {
    let mut editor = Editor::default();
    assert!(editor.board_view().any_piece_movable);
    editor.apply(EditorAction::Choose(Tool::Put(piece('n'))));
    let view = editor.board_view();
    assert!(!view.any_piece_movable);
    assert_eq!(view.movable_color, None);
    assert!(view.squares.iter().all(|s| s.hint.is_none()));
}

#[test]
fn a_position_set_up_here_starts_a_game_from_it() {
    let editor = Editor::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    let Some(Start::Position(position)) = editor.start() else {
        panic!("a position start");
    };
    assert_eq!(position.to_fen(), "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
}
