//! A small chess.js-like JavaScript API over `chess-rules`, through wasm-bindgen.
//!
//! ```js
//! const chess = new Chess();            // or new Chess(fen)
//! chess.moves();                        // ["a3", "a4", ..., "Nh3"] in SAN
//! chess.movesUci();                     // ["a2a3", ...]
//! chess.move("e4");                     // SAN or UCI; returns the SAN played
//! chess.fen(); chess.status();          // "*", "1-0", "0-1" or "1/2-1/2"
//! chess.perft(5);                       // leaf count
//! ```

use chess_rules::{pgn, Game, GameError, Position, Square};
use wasm_bindgen::prelude::*;

/// A game, as chess.js's `Chess` object.
#[wasm_bindgen]
pub struct Chess {
    game: Game,
}

fn js_error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

#[wasm_bindgen]
impl Chess {
    /// A game from the starting position, or from `fen` if given.
    ///
    /// # Errors
    /// The FEN's problem, as an `Error` whose message says what is wrong.
    #[wasm_bindgen(constructor)]
    pub fn new(fen: Option<String>) -> Result<Chess, JsError> {
        let start = match fen {
            Some(fen) => Position::from_fen(&fen).map_err(js_error)?,
            None => Position::new(),
        };
        Ok(Chess {
            game: Game::from_position(start),
        })
    }

    /// A game read from PGN (its first game).
    ///
    /// # Errors
    /// The PGN's problem, with its line and column.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(text: &str) -> Result<Chess, JsError> {
        let read = pgn::read(text).map_err(js_error)?;
        Ok(Chess { game: read.game })
    }

    /// The current position as FEN.
    pub fn fen(&self) -> String {
        self.game.position().to_fen()
    }

    /// The legal moves in SAN.
    pub fn moves(&self) -> Vec<String> {
        let position = self.game.position();
        position
            .legal_moves()
            .iter()
            .map(|&mv| position.san(mv))
            .collect()
    }

    /// The legal moves in UCI notation.
    #[wasm_bindgen(js_name = movesUci)]
    pub fn moves_uci(&self) -> Vec<String> {
        self.game
            .position()
            .legal_moves()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// Plays a move given in SAN or UCI notation and returns its SAN.
    ///
    /// # Errors
    /// Why the move cannot be played; the game is unchanged.
    #[wasm_bindgen(js_name = "move")]
    pub fn play(&mut self, text: &str) -> Result<String, JsError> {
        let played = match self.game.play_san(text) {
            Ok(played) => played.san.clone(),
            Err(GameError::San(san_error)) => match self.game.play_uci(text) {
                Ok(played) => played.san.clone(),
                Err(GameError::Uci(chess_rules::UciError::Syntax(_))) => {
                    return Err(js_error(san_error))
                }
                Err(e) => return Err(js_error(e)),
            },
            Err(e) => return Err(js_error(e)),
        };
        Ok(played)
    }

    /// Why moving the piece on `from` to `to` is not legal, or `undefined` if it is.
    #[wasm_bindgen(js_name = whyNot)]
    pub fn why_not(&self, from: &str, to: &str, promotion: Option<String>) -> Option<String> {
        let (Ok(from), Ok(to)) = (from.parse::<Square>(), to.parse::<Square>()) else {
            return Some("Squares are named by a file a-h and a rank 1-8, like e4".to_string());
        };
        let promotion = promotion
            .and_then(|p| p.chars().next())
            .and_then(chess_rules::Role::from_char);
        self.game
            .position()
            .check_move(from, to, promotion)
            .err()
            .map(|reason| reason.to_string())
    }

    /// Takes back the last move, returning its SAN.
    pub fn undo(&mut self) -> Option<String> {
        let san = self.game.history().last()?.san.clone();
        self.game.undo();
        Some(san)
    }

    /// The moves played, in SAN.
    pub fn history(&self) -> Vec<String> {
        self.game
            .history()
            .iter()
            .map(|played| played.san.clone())
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

    /// Is the game over (checkmate, stalemate or an automatic draw)?
    #[wasm_bindgen(js_name = isGameOver)]
    pub fn is_game_over(&self) -> bool {
        self.game.is_over()
    }

    /// Could the side to move claim a draw (threefold repetition, fifty moves)?
    #[wasm_bindgen(js_name = canClaimDraw)]
    pub fn can_claim_draw(&self) -> bool {
        self.game.claimable_draw().is_some()
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
        pgn::write(&self.game, &[])
    }

    /// The number of leaf nodes `depth` plies deep (as a JS number: exact up to 2^53).
    pub fn perft(&self, depth: u32) -> f64 {
        chess_rules::perft::perft(self.game.position(), depth) as f64
    }
}
