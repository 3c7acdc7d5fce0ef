//! A small chess.js-like JavaScript API over `chess-rules`, through wasm-bindgen.
//!
//! ```js
//! const chess = new Chess();            // or new Chess(fen), or Chess.chess960(518)
//! chess.moves();                        // ["a3", "a4", ..., "Nh3"] in SAN
//! chess.movesUci();                     // ["a2a3", ...]
//! chess.move("e4");                     // SAN or UCI; returns the SAN played
//! chess.fen(); chess.status();          // "*", "1-0", "0-1" or "1/2-1/2"
//! Chess.readAll(pgn);                   // every game of a PGN file
//! chess.perft(5);                       // leaf count
//! ```
//!
//! Every failure is a JavaScript `Error` whose message says what is wrong; the game is left
//! unchanged. Nothing here panics, whatever it is given: text arguments are taken as any JS
//! value and checked (wasm-bindgen's string arguments trust the caller to pass a string).

use chess_rules::{pgn, CastlingMode, Game, GameError, Move, Position, Square};
use wasm_bindgen::prelude::*;

/// A game, as chess.js's `Chess` object.
#[wasm_bindgen]
pub struct Chess {
    game: Game,
}

fn js_error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

/// A text argument, or an Error naming what was expected.
fn text(value: &JsValue, what: &str) -> Result<String, JsError> {
    value
        .as_string()
        .ok_or_else(|| js_error(format!("{what} must be a string")))
}

/// An optional text argument: absent (`undefined` or `null`), or text.
fn optional_text(value: &JsValue, what: &str) -> Result<Option<String>, JsError> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else {
        text(value, what).map(Some)
    }
}

/// Reads a FEN of standard chess, or of Chess960 when standard chess refuses its castling.
fn read_fen(fen: &str) -> Result<Position, chess_rules::FenError> {
    Position::from_fen(fen).or_else(|standard| {
        Position::from_fen_with(fen, CastlingMode::Chess960).map_err(|_| standard)
    })
}

#[wasm_bindgen]
impl Chess {
    /// A game from the starting position, or from `fen` if given (standard chess, or Chess960
    /// in X-FEN or Shredder-FEN).
    ///
    /// # Errors
    /// The FEN's problem, as an `Error` whose message says what is wrong.
    #[wasm_bindgen(constructor)]
    pub fn new(fen: JsValue) -> Result<Chess, JsError> {
        let start = match optional_text(&fen, "the FEN")? {
            Some(fen) => read_fen(&fen).map_err(js_error)?,
            None => Position::new(),
        };
        Ok(Chess {
            game: Game::from_position(start),
        })
    }

    /// Chess960 start position `number` (0-959; 518 is the standard one).
    ///
    /// # Errors
    /// A number past 959.
    pub fn chess960(number: u32) -> Result<Chess, JsError> {
        let position = u16::try_from(number)
            .ok()
            .and_then(Position::chess960)
            .ok_or_else(|| {
                js_error(format!(
                    "Chess960 positions are numbered 0 to 959, not {number}"
                ))
            })?;
        Ok(Chess {
            game: Game::from_position(position),
        })
    }

    /// A game read from PGN (its first game).
    ///
    /// # Errors
    /// The PGN's problem, with its line and column.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(pgn: &JsValue) -> Result<Chess, JsError> {
        let read = pgn::read(&text(pgn, "the PGN")?).map_err(js_error)?;
        Ok(Chess { game: read.game() })
    }

    /// Every game of a PGN text, in order.
    ///
    /// # Errors
    /// The first game that cannot be read, with its number, line and column.
    #[wasm_bindgen(js_name = readAll)]
    pub fn read_all(pgn: &JsValue) -> Result<Vec<Chess>, JsError> {
        pgn::read_all(&text(pgn, "the PGN")?)
            .into_iter()
            .enumerate()
            .map(|(i, read)| {
                read.map(|read| Chess { game: read.game() })
                    .map_err(|e| js_error(format!("game {}: {e}", i + 1)))
            })
            .collect()
    }

    /// The current position as FEN (X-FEN for Chess960 castling).
    pub fn fen(&self) -> String {
        self.game.position().to_fen()
    }

    /// The legal moves in SAN.
    pub fn moves(&self) -> Vec<String> {
        let position = self.game.position();
        position
            .legal_moves()
            .iter()
            .map(|&mv| position.san(mv).to_string())
            .collect()
    }

    /// The legal moves in UCI notation (castling as king takes rook in Chess960).
    #[wasm_bindgen(js_name = movesUci)]
    pub fn moves_uci(&self) -> Vec<String> {
        let position = self.game.position();
        position
            .legal_moves()
            .iter()
            .map(|&mv| position.uci(mv))
            .collect()
    }

    fn read_move(&self, value: &JsValue) -> Result<Move, JsError> {
        let written = text(value, "a move")?;
        self.game.position().parse_move(&written).map_err(js_error)
    }

    /// Plays a move given in SAN or UCI notation and returns its SAN.
    ///
    /// # Errors
    /// Why the move cannot be played; the game is unchanged.
    #[wasm_bindgen(js_name = "move")]
    pub fn play(&mut self, text: &JsValue) -> Result<String, JsError> {
        if let Some(outcome) = self.game.outcome() {
            return Err(js_error(GameError::GameOver(outcome)));
        }
        let mv = self.read_move(text)?;
        let played = self.game.play(mv).map_err(js_error)?;
        Ok(played.san.to_string())
    }

    /// Why moving the piece on `from` to `to` is not legal, or `undefined` if it is.
    #[wasm_bindgen(js_name = whyNot)]
    pub fn why_not(&self, from: &JsValue, to: &JsValue, promotion: &JsValue) -> Option<String> {
        let square = |value: &JsValue| value.as_string().and_then(|s| s.parse::<Square>().ok());
        let (Some(from), Some(to)) = (square(from), square(to)) else {
            return Some("Squares are named by a file a-h and a rank 1-8, like e4".to_string());
        };
        let promotion = match optional_text(promotion, "the promotion") {
            Ok(promotion) => promotion,
            Err(_) => return Some("A promotion is one piece letter: q, r, b or n".to_string()),
        };
        let promotion = match promotion.as_deref().map(|p| p.chars().collect::<Vec<_>>()) {
            None => None,
            Some(letters) if letters.len() == 1 => match chess_rules::Role::from_char(letters[0]) {
                Some(role) => Some(role),
                None => {
                    return Some(format!(
                        "'{}' is not a piece letter (q, r, b or n)",
                        letters[0]
                    ))
                }
            },
            Some(_) => return Some("A promotion is one piece letter: q, r, b or n".to_string()),
        };
        self.game
            .check_move(from, to, promotion)
            .err()
            .map(|reason| reason.to_string())
    }

    /// Takes back the last move, returning its SAN.
    pub fn undo(&mut self) -> Option<String> {
        let san = self.game.history().last()?.san.to_string();
        self.game.undo();
        Some(san)
    }

    /// The moves played, in SAN.
    pub fn history(&self) -> Vec<String> {
        self.game
            .history()
            .iter()
            .map(|played| played.san.to_string())
            .collect()
    }

    /// `"w"` or `"b"`.
    pub fn turn(&self) -> String {
        self.game.position().turn().to_char().to_string()
    }

    /// Is the side to move in check?
    #[wasm_bindgen(js_name = isCheck)]
    pub fn is_check(&self) -> bool {
        self.game.position().is_check()
    }

    /// Is the side to move checkmated?
    #[wasm_bindgen(js_name = isCheckmate)]
    pub fn is_checkmate(&self) -> bool {
        self.game.position().is_checkmate()
    }

    /// Is the side to move stalemated?
    #[wasm_bindgen(js_name = isStalemate)]
    pub fn is_stalemate(&self) -> bool {
        self.game.position().is_stalemate()
    }

    /// Is the game over (checkmate, stalemate, an automatic draw, or a declared end)?
    #[wasm_bindgen(js_name = isGameOver)]
    pub fn is_game_over(&self) -> bool {
        self.game.is_over()
    }

    /// Could the side to move claim a draw now (threefold repetition, fifty moves)?
    #[wasm_bindgen(js_name = canClaimDraw)]
    pub fn can_claim_draw(&self) -> bool {
        self.game.claimable_draw().is_some()
    }

    /// Could the side to move claim a draw by declaring this move (FIDE 9.2.1.1, 9.3.1)?
    ///
    /// # Errors
    /// The move cannot be read.
    #[wasm_bindgen(js_name = canClaimDrawAfter)]
    pub fn can_claim_draw_after(&self, text: &JsValue) -> Result<bool, JsError> {
        let mv = self.read_move(text)?;
        Ok(self.game.claimable_draw_after(mv).is_some())
    }

    /// Claims the draw that can be claimed now; returns the outcome in words.
    ///
    /// # Errors
    /// No draw to claim, or the game is over.
    #[wasm_bindgen(js_name = claimDraw)]
    pub fn claim_draw(&mut self) -> Result<String, JsError> {
        self.game
            .claim_draw()
            .map(|o| o.to_string())
            .map_err(js_error)
    }

    /// Plays a move and claims the draw it brings; returns the outcome in words.
    ///
    /// # Errors
    /// The move cannot be played, or brings no draw to claim (then it is not played).
    #[wasm_bindgen(js_name = moveAndClaimDraw)]
    pub fn move_and_claim_draw(&mut self, text: &JsValue) -> Result<String, JsError> {
        let mv = self.read_move(text)?;
        self.game
            .play_and_claim_draw(mv)
            .map(|o| o.to_string())
            .map_err(js_error)
    }

    /// `"*"` while the game goes on, else `"1-0"`, `"0-1"` or `"1/2-1/2"`.
    pub fn status(&self) -> String {
        self.game.outcome().map_or("*", |o| o.result()).to_string()
    }

    /// How the game ended in words ("Black wins by checkmate"), if it has.
    pub fn outcome(&self) -> Option<String> {
        self.game.outcome().map(|o| o.to_string())
    }

    /// The game as PGN.
    pub fn pgn(&self) -> String {
        pgn::write(&self.game, &pgn::Tags::new())
    }

    /// The number of leaf nodes `depth` plies deep (as a JS number: exact up to 2^53). Depths
    /// past 7 are refused (they would freeze the page for minutes).
    ///
    /// # Errors
    /// A depth past 7.
    pub fn perft(&self, depth: u32) -> Result<f64, JsError> {
        if depth > 7 {
            return Err(js_error(format!(
                "perft depth {depth} would take too long; at most 7"
            )));
        }
        Ok(chess_rules::perft::perft(self.game.position(), depth) as f64)
    }
}
