//! What the board shows, derived from the game state: the board component draws this and
//! knows no chess. Legal-move hints come from the rules crate, never from board code.

use super::game_state::GameState;
use super::play::Question;
use super::shapes::{Brush, Shape};
use chess_rules::{Board, Color, File, Move, Piece, Position, Rank, Square};

/// The mark on a square the selected piece may move to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// An empty square: a dot.
    Move,
    /// A capture: a ring.
    Capture,
}

impl Hint {
    /// The `data-hint` value.
    pub fn as_str(self) -> &'static str {
        match self {
            Hint::Move => "move",
            Hint::Capture => "capture",
        }
    }
}

/// One square as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareView {
    /// Which square.
    pub square: Square,
    /// The piece on it.
    pub piece: Option<Piece>,
    /// A legal destination of the selected piece.
    pub hint: Option<Hint>,
    /// The selected piece's square.
    pub selected: bool,
    /// One of the last move's two squares.
    pub last_move: bool,
    /// A king in check stands here.
    pub check: bool,
    /// One end of the queued premove: `Some(true)` where it starts, `Some(false)` where it goes.
    pub premove: Option<bool>,
}

/// The whole board as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// The 64 squares in display order: the top-left square first.
    pub squares: Vec<SquareView>,
    /// The pieces, as the rules crate holds them (for animation plans).
    pub pieces: Board,
    /// Which side is at the bottom.
    pub orientation: Color,
    /// The colour whose pieces may be picked up, if any.
    pub movable_color: Option<Color>,
    /// The colour whose pieces may be picked up for a premove, if any.
    pub premove_color: Option<Color>,
    /// May every piece be picked up, whatever its colour (the board editor's hand)?
    pub any_piece_movable: bool,
    /// The promotion choice to show: the square and the promoting side.
    pub promotion: Option<(Square, Color)>,
    /// The engine's arrow (a hint, or the analysis's best move): from, to.
    pub arrow: Option<(Square, Square)>,
    /// The threat's arrow: the opponent's best move if it were their turn.
    pub threat: Option<(Square, Square)>,
    /// The player's arrows and circles on this position.
    pub shapes: Vec<Shape>,
    /// May the player draw shapes here (always, but while a promotion is chosen)?
    pub drawable: bool,
}

/// Where the engine's arrow of a move points: for castling, the king's destination.
fn arrow_of(mv: Move) -> (Square, Square) {
    (mv.from(), mv.destination())
}

/// The default brush of the player's shapes.
pub const DEFAULT_BRUSH: Brush = Brush::Green;

/// The squares in display order for an orientation: what the player sees top-left first.
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

/// What marks a position's squares: the selected piece (its legal destinations hinted), the
/// last move, a premove.
#[derive(Clone, Copy, Debug, Default)]
pub struct Marks {
    /// The selected piece's square.
    pub selected: Option<Square>,
    /// The move that led here.
    pub last_move: Option<Move>,
    /// A queued premove's two squares.
    pub premove: Option<(Square, Square)>,
}

/// The 64 squares of a position as drawn for an orientation, with its marks and the king in
/// check (the game's board and the puzzles' share it).
pub fn squares_of(position: &Position, orientation: Color, marks: Marks) -> Vec<SquareView> {
    let destinations = marks
        .selected
        .map(|from| position.legal_destinations(from))
        .unwrap_or_default();
    let checked_king = position.is_check().then(|| position.our_king());
    let is_capture = |from: Square, to: Square| position.is_capture(Move::new(from, to, None));
    display_order(orientation)
        .into_iter()
        .map(|square| SquareView {
            square,
            piece: position.piece_at(square),
            hint: match marks.selected {
                Some(from) if destinations.contains(square) => Some(if is_capture(from, square) {
                    Hint::Capture
                } else {
                    Hint::Move
                }),
                _ => None,
            },
            selected: marks.selected == Some(square),
            last_move: marks
                .last_move
                .is_some_and(|mv| mv.from() == square || mv.destination() == square),
            check: checked_king == Some(square),
            premove: marks.premove.and_then(|(from, to)| {
                if from == square {
                    Some(true)
                } else if to == square {
                    Some(false)
                } else {
                    None
                }
            }),
        })
        .collect()
}

/// The board for the state's viewed position.
pub fn board_view(state: &GameState) -> BoardView {
    // A move waiting for Confirm is shown made, as lichess shows it, until confirmed or not.
    let waiting = state
        .pending()
        .filter(|pending| pending.question == Question::Confirm)
        .and_then(|pending| Some((pending.mv, state.viewed_position().play(pending.mv).ok()?)));
    let position = waiting
        .as_ref()
        .map_or(state.viewed_position(), |(_, after)| after);
    let marks = Marks {
        selected: state.selected(),
        last_move: waiting
            .as_ref()
            .map(|(mv, _)| *mv)
            .or(state.viewed_last_move()),
        premove: state.premove().map(|p| (p.from, p.to)),
    };
    let squares = squares_of(position, state.orientation(), marks);
    let best_line = state
        .analysis_lines()
        .and_then(|lines| lines.first())
        .and_then(|line| line.pv.first().copied());
    // With the threat shown, the analysis's best move is the opponent's: the threat arrow.
    let (best_line, threat) = match state.threat_position() {
        Some(_) => (None, best_line),
        None => (best_line, None),
    };
    BoardView {
        squares,
        pieces: position.board().clone(),
        orientation: state.orientation(),
        movable_color: state.movable_color(),
        premove_color: state.premove_color(),
        any_piece_movable: false,
        promotion: state
            .promotion()
            .and_then(|p| position.piece_at(p.from).map(|piece| (p.to, piece.color))),
        arrow: state
            .hint()
            .or(best_line)
            .or_else(|| state.better_move_here())
            .map(arrow_of),
        threat: threat.map(arrow_of),
        shapes: state.shapes_here().to_vec(),
        drawable: state.promotion().is_none(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::game_state::Action;
    use crate::state::game_state::Mode;
    use chess_rules::{Game, Position};

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn find(view: &BoardView, name: &str) -> SquareView {
        view.squares
            .iter()
            .find(|s| s.square == sq(name))
            .unwrap()
            .clone()
    }

    #[test]
    fn display_order_follows_the_orientation() {
        let white = display_order(Color::White);
        assert_eq!((white[0], white[63]), (sq("a8"), sq("h1")));
        let black = display_order(Color::Black);
        assert_eq!((black[0], black[63]), (sq("h1"), sq("a8")));
    }

    #[test]
    fn hints_mark_moves_and_captures_of_the_selected_piece_only() {
        let fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
        let mut state = GameState::from_game(
            Game::from_position(Position::from_fen(fen).unwrap()),
            Mode::TwoPlayers,
        );
        assert!(board_view(&state).squares.iter().all(|s| s.hint.is_none()));
        state.apply(Action::ClickSquare(sq("e4")));
        let view = board_view(&state);
        assert!(find(&view, "e4").selected);
        assert_eq!(find(&view, "e5").hint, Some(Hint::Move));
        assert_eq!(find(&view, "d5").hint, Some(Hint::Capture));
        assert_eq!(view.squares.iter().filter(|s| s.hint.is_some()).count(), 2);
    }

    #[test]
    fn en_passant_is_marked_as_a_capture() {
        let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
        let mut state = GameState::from_game(
            Game::from_position(Position::from_fen(fen).unwrap()),
            Mode::TwoPlayers,
        );
        state.apply(Action::ClickSquare(sq("e5")));
        assert_eq!(find(&board_view(&state), "d6").hint, Some(Hint::Capture));
    }

    #[test]
    fn last_move_and_check_are_marked() {
        let mut state = GameState::default();
        for san in ["e4", "f5", "Qh5"] {
            state.apply(Action::PlayText(san.into()));
        }
        let view = board_view(&state);
        assert!(find(&view, "d1").last_move && find(&view, "h5").last_move);
        assert!(find(&view, "e8").check);
        assert_eq!(view.squares.iter().filter(|s| s.last_move).count(), 2);
    }

    #[test]
    fn a_premove_marks_its_two_squares_and_the_hints_name_themselves() {
        let mut game = Game::new();
        game.play_san("e4").unwrap();
        let human = Mode::VsComputer {
            human: Color::White,
            level: 1,
        };
        let mut state = GameState::from_game(game, human).start();
        for square in ["g1", "f3"] {
            state.apply(Action::ClickSquare(sq(square)));
        }
        let view = board_view(&state);
        assert_eq!(
            (find(&view, "g1").premove, find(&view, "f3").premove),
            (Some(true), Some(false))
        );
        assert_eq!(
            view.squares.iter().filter(|s| s.premove.is_some()).count(),
            2
        );
        assert_eq!(
            (Hint::Move.as_str(), Hint::Capture.as_str()),
            ("move", "capture")
        );
    }
}
