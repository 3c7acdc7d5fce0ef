//! The board editor: any position set up by hand (pieces put, moved and removed, the side to
//! move, castling rights, the en passant square) or read from a FEN or a Chess960 number. The
//! rules crate says whether the position could be played, and why not in words; a position
//! that can be played starts an analysis or a game (`start`).
//!
//! Castling and en passant are kept as the player's wishes and offered only where the board
//! allows them (as lichess's editor does): a right whose king or rook has left its square is
//! greyed out rather than an error, and comes back with the piece.

#[cfg(test)]
mod tests;

use super::board_view::{display_order, BoardView, SquareView};
use super::setup::Start;
use super::shapes::Shape;
use super::BoardEvent;
use crate::state::position_text::{fen_error_text, position_error_text};
use crate::state::translate::tr_with;
use chess_rules::{
    Board, CastlingMode, CastlingRights, CastlingSide, Color, File, Piece, Position, PositionError,
    Rank, Role, Setup, Square,
};
use std::rc::Rc;
use yew::Reducible;

/// What a click on a square does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Pieces are dragged (or clicked, then their new square clicked); dragged off the board,
    /// removed.
    Hand,
    /// A click puts this piece (or removes it, if it is already there).
    Put(Piece),
    /// A click removes the piece.
    Delete,
}

/// What changes the editor.
#[derive(Clone, Debug, PartialEq)]
pub enum EditorAction {
    /// Something done on the board.
    Board(BoardEvent),
    /// Choose what a click does.
    Choose(Tool),
    /// Put a piece on a square (a palette piece dragged there), replacing what stood there.
    Place(Square, Piece),
    /// An empty board (kings included: the error says they are needed).
    Clear,
    /// Standard chess's starting position.
    StartPosition,
    /// Chess960's starting position of this number (0-959).
    Chess960(u16),
    /// Turn the board around.
    Flip,
    /// Set the side to move.
    Turn(Color),
    /// Allow or forbid a castling.
    Castling(Color, CastlingSide, bool),
    /// Set the en passant square (or none).
    EnPassant(Option<Square>),
    /// Read a FEN typed or pasted; a FEN that cannot be read changes nothing and is explained.
    Fen(String),
}

/// The position being set up.
#[derive(Clone, Debug, PartialEq)]
pub struct Editor {
    /// The pieces, the side to move, the counters; the castling and en passant fields hold the
    /// player's wishes, filtered by the board when read (`setup`).
    wished: Setup,
    /// Standard chess or Chess960 (castling with rooks on other files).
    mode: CastlingMode,
    tool: Tool,
    /// A piece picked up by a click, waiting for the square it goes to.
    lifted: Option<Square>,
    orientation: Color,
    /// Why the last FEN given could not be read.
    fen_problem: Option<String>,
}

impl Default for Editor {
    fn default() -> Self {
        Editor::from_position(&Position::default())
    }
}

impl Editor {
    /// An editor holding this position.
    pub fn from_position(position: &Position) -> Editor {
        Editor {
            wished: position.to_setup(),
            mode: position.castling_mode(),
            tool: Tool::Hand,
            lifted: None,
            orientation: Color::White,
            fen_problem: None,
        }
    }

    /// An editor opened on a FEN (`?editor=<FEN>`); one that cannot be read is explained over
    /// the starting position.
    pub fn from_fen(fen: &str) -> Editor {
        let mut editor = Editor::default();
        editor.apply(EditorAction::Fen(fen.to_string()));
        editor
    }

    /// The set-up as the board allows it: the wished castling rights whose king and rook are
    /// in place, the en passant square if a pawn could just have skipped it.
    pub fn setup(&self) -> Setup {
        let mut setup = self.wished.clone();
        setup.castling = self
            .wished
            .castling
            .iter()
            .filter(|&(color, side, rook)| {
                self.wished
                    .castling_right_is_possible(self.mode, color, side, rook)
            })
            .fold(CastlingRights::NONE, |rights, (color, side, rook)| {
                rights.with_rook(color, side, rook.file())
            });
        setup.ep_square = self
            .wished
            .ep_square
            .filter(|&ep| self.wished.en_passant_square_is_possible(ep));
        setup
    }

    /// The position, or why it cannot be played.
    pub fn position(&self) -> Result<Position, PositionError> {
        Position::from_setup(self.setup(), self.mode)
    }

    /// Why the position cannot be played, in a sentence; `None` when it can.
    pub fn problem(&self) -> Option<String> {
        self.position().err().map(|error| {
            let reason = position_error_text(&error);
            let mut letters = reason.chars();
            let first = letters.next().map(|c| c.to_uppercase().to_string());
            format!("{}{}.", first.unwrap_or_default(), letters.as_str())
        })
    }

    /// How a game or an analysis from here starts, if the position can be played.
    pub fn start(&self) -> Option<Start> {
        self.position().ok().map(|position| Start::of(&position))
    }

    /// The FEN of the set-up (X-FEN castling for Chess960).
    pub fn fen(&self) -> String {
        self.setup().to_fen()
    }

    /// Why the last FEN given was not read, if it was not.
    pub fn fen_problem(&self) -> Option<&str> {
        self.fen_problem.as_deref()
    }

    /// What a click does now.
    pub fn tool(&self) -> Tool {
        self.tool
    }

    /// Which side is at the bottom.
    pub fn orientation(&self) -> Color {
        self.orientation
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.wished.turn
    }

    /// Is this castling allowed (wished, and its king and rook in place)?
    pub fn castles(&self, color: Color, side: CastlingSide) -> bool {
        self.setup().castling.has(color, side)
    }

    /// Could this castling be allowed, with the pieces where they stand?
    pub fn castling_possible(&self, color: Color, side: CastlingSide) -> bool {
        self.castling_rook(color, side).is_some_and(|rook| {
            self.wished
                .castling_right_is_possible(self.mode, color, side, rook)
        })
    }

    /// The en passant square, if set and possible.
    pub fn en_passant(&self) -> Option<Square> {
        self.setup().ep_square
    }

    /// The squares a pawn of the side that just moved could have skipped.
    pub fn en_passant_choices(&self) -> Vec<Square> {
        let rank = Rank::Third.relative_to(!self.wished.turn);
        File::all()
            .map(|file| Square::from_coords(file, rank))
            .filter(|&ep| self.wished.en_passant_square_is_possible(ep))
            .collect()
    }

    /// Carries out an action.
    pub fn apply(&mut self, action: EditorAction) {
        if !matches!(action, EditorAction::Fen(_)) {
            self.fen_problem = None;
        }
        match action {
            EditorAction::Board(event) => self.on_board(event),
            EditorAction::Choose(tool) => {
                self.tool = tool;
                self.lifted = None;
            }
            EditorAction::Place(square, piece) => self.place(square, piece),
            EditorAction::Clear => self.replace_board(Board::empty(), CastlingMode::Standard),
            EditorAction::StartPosition => *self = self.keeping_view(Position::default()),
            EditorAction::Chess960(number) => {
                if let Some(position) = Position::chess960(number) {
                    *self = self.keeping_view(position);
                }
            }
            EditorAction::Flip => self.orientation = !self.orientation,
            EditorAction::Turn(color) => self.wished.turn = color,
            EditorAction::Castling(color, side, allowed) => self.set_castling(color, side, allowed),
            EditorAction::EnPassant(square) => self.wished.ep_square = square,
            EditorAction::Fen(text) => self.read_fen(&text),
        }
    }

    /// A fresh editor on `position`, with this one's tool and orientation.
    fn keeping_view(&self, position: Position) -> Editor {
        Editor {
            tool: self.tool,
            orientation: self.orientation,
            ..Editor::from_position(&position)
        }
    }

    fn replace_board(&mut self, board: Board, mode: CastlingMode) {
        self.wished.board = board;
        self.wished.castling = CastlingRights::NONE;
        self.wished.ep_square = None;
        self.mode = mode;
        self.lifted = None;
    }

    fn on_board(&mut self, event: BoardEvent) {
        match (event, self.tool) {
            (BoardEvent::Drop { from, to }, _) => self.move_piece(from, to),
            (BoardEvent::PickUp(square), Tool::Hand) => self.lifted = Some(square),
            (BoardEvent::Click(square), Tool::Hand) => {
                if let Some(from) = self.lifted.take() {
                    self.move_piece(from, Some(square));
                }
            }
            (BoardEvent::Click(square), Tool::Put(piece)) => self.toggle(square, piece),
            (BoardEvent::Click(square), Tool::Delete) => self.remove(square),
            // A right click (a circle drawn) removes the piece, as in lichess's editor.
            (BoardEvent::DrawShape(Shape::Circle { square, .. }), _) => self.remove(square),
            (BoardEvent::Deselect, _) => self.lifted = None,
            _ => {}
        }
    }

    /// Moves a piece; off the board (`None`), removes it.
    fn move_piece(&mut self, from: Square, to: Option<Square>) {
        self.lifted = None;
        let Some(piece) = self.wished.board.remove(from) else {
            return;
        };
        if let Some(to) = to {
            self.place(to, piece);
        }
    }

    /// Puts a piece, taking away whatever stood there.
    fn place(&mut self, square: Square, piece: Piece) {
        self.wished.board.remove(square);
        self.wished.board.put(square, piece);
    }

    fn toggle(&mut self, square: Square, piece: Piece) {
        if self.wished.board.piece_at(square) == Some(piece) {
            self.remove(square);
        } else {
            self.place(square, piece);
        }
    }

    fn remove(&mut self, square: Square) {
        self.wished.board.remove(square);
        self.lifted = None;
    }

    fn set_castling(&mut self, color: Color, side: CastlingSide, allowed: bool) {
        let rights = self.wished.castling.without(color, side);
        self.wished.castling = match self.castling_rook(color, side).filter(|_| allowed) {
            Some(rook) => rights.with_rook(color, side, rook.file()),
            None => rights,
        };
    }

    /// The rook a castling would use: in standard chess the corner's; in Chess960 the
    /// outermost rook on that side of the king (as X-FEN's `K` and `Q` mean).
    fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        let rank = Rank::First.relative_to(color);
        if self.mode == CastlingMode::Standard {
            return Some(Square::from_coords(side.standard_rook_file(), rank));
        }
        let king = self.wished.board.king_of(color)?;
        let rook = Piece::new(color, Role::Rook);
        let files: Vec<File> = match side {
            CastlingSide::KingSide => File::all().rev().collect(),
            CastlingSide::QueenSide => File::all().collect(),
        };
        files
            .into_iter()
            .map(|file| Square::from_coords(file, rank))
            .take_while(|&square| square != king)
            .find(|&square| self.wished.board.piece_at(square) == Some(rook))
    }

    /// Reads a FEN: standard chess when its castling fits it, else Chess960. A FEN that cannot
    /// be read leaves the position as it was, with the reason.
    fn read_fen(&mut self, text: &str) {
        match Setup::from_fen(text.trim()) {
            Ok(setup) => {
                let standard = Position::from_setup(setup.clone(), CastlingMode::Standard);
                let castling_error =
                    matches!(standard, Err(PositionError::CastlingRightWithoutPieces(..)));
                self.mode = if castling_error {
                    CastlingMode::Chess960
                } else {
                    CastlingMode::Standard
                };
                self.wished = setup;
                self.lifted = None;
                self.fen_problem = None;
            }
            Err(error) => {
                self.fen_problem = Some(tr_with(
                    "editor-fen-unreadable",
                    &[("error", fen_error_text(&error).into())],
                ));
            }
        }
    }

    /// The board to draw: every piece may be picked up with the hand; no legal-move hints.
    pub fn board_view(&self) -> BoardView {
        let board = &self.wished.board;
        let squares = display_order(self.orientation)
            .into_iter()
            .map(|square| SquareView {
                square,
                piece: board.piece_at(square),
                hint: None,
                selected: self.lifted == Some(square),
                last_move: false,
                check: false,
                premove: None,
            })
            .collect();
        BoardView {
            squares,
            pieces: board.clone(),
            orientation: self.orientation,
            movable_color: None,
            premove_color: None,
            any_piece_movable: self.tool == Tool::Hand,
            promotion: None,
            arrow: None,
            threat: None,
            shapes: Vec::new(),
            drawable: true,
        }
    }
}

impl Reducible for Editor {
    type Action = EditorAction;

    fn reduce(self: Rc<Self>, action: EditorAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}
