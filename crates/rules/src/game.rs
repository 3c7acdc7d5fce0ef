//! A game: the start position and every move since, with SAN, repetition counting and the
//! outcome, including the draws a player may claim and the ones that happen by themselves.

use crate::explain::{IllegalMoveReason, RightLostBy};
use crate::moves::Move;
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::piece::{Color, Role};
use crate::position::Position;
use crate::san::{SanError, SanPlus};
use crate::square::Square;
use crate::uci::UciError;
use std::fmt;

/// One move of a game, with what it led to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// The move in SAN, as it was written in the position it was played in.
    pub san: SanPlus,
    /// The position after the move.
    pub position: Position,
    /// The position's Zobrist hash, for repetition counting.
    hash: u64,
}

/// Why a game refused a move or a claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has ended; no more moves.
    GameOver(Outcome),
    /// The move breaks a rule.
    Illegal(IllegalMoveReason),
    /// A SAN text matched no single legal move.
    San(SanError),
    /// A UCI text matched no legal move.
    Uci(UciError),
    /// A draw was claimed but neither threefold repetition nor the fifty-move rule applies.
    NoDrawToClaim,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver(outcome) => write!(f, "The game is over: {outcome}"),
            GameError::Illegal(reason) => write!(f, "{reason}"),
            GameError::San(e) => write!(f, "{e}"),
            GameError::Uci(e) => write!(f, "{e}"),
            GameError::NoDrawToClaim => f.write_str(
                "A draw can be claimed only after a threefold repetition or fifty moves without a capture or pawn move",
            ),
        }
    }
}

impl std::error::Error for GameError {}

/// A game from a start position, move by move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    start_hash: u64,
    history: Vec<PlayedMove>,
    /// An end the players declared (resignation, agreement, a claimed draw) or a record gave.
    declared: Option<Outcome>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A game from the starting position.
    pub fn new() -> Game {
        Game::from_position(Position::new())
    }

    /// A game from any legal position.
    pub fn from_position(start: Position) -> Game {
        Game {
            start_hash: start.hash(),
            start,
            history: Vec::new(),
            declared: None,
        }
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.history
            .last()
            .map_or(&self.start, |last| &last.position)
    }

    /// The position after `ply` half-moves (0 is the start), if the game is that long.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        match ply {
            0 => Some(&self.start),
            _ => self.history.get(ply - 1).map(|played| &played.position),
        }
    }

    /// Every move so far, with its SAN and resulting position.
    pub fn history(&self) -> &[PlayedMove] {
        &self.history
    }

    /// The moves so far.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.history.iter().map(|played| played.mv)
    }

    /// How many half-moves have been played.
    pub fn len(&self) -> usize {
        self.history.len()
    }

    /// Has no move been played yet?
    pub fn is_empty(&self) -> bool {
        self.history.is_empty()
    }

    /// How the game ended, if it has: a declared end, checkmate, stalemate, a dead position,
    /// the seventy-five-move rule or fivefold repetition.
    pub fn outcome(&self) -> Option<Outcome> {
        self.declared
            .or_else(|| self.position().outcome())
            .or_else(|| {
                (self.repetitions() >= 5).then_some(Outcome::Draw(DrawReason::FivefoldRepetition))
            })
    }

    /// The end declared outside the board (resignation, agreement, a claimed draw, a record's
    /// result), if any; unlike [`Game::outcome`], not the ends the position itself decides.
    pub fn declared_outcome(&self) -> Option<Outcome> {
        self.declared
    }

    /// Has the game ended?
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Plays a move. A king moved onto its own rook, or two squares towards it, is castling;
    /// any other move must be one of the legal moves.
    ///
    /// # Errors
    /// [`GameError::GameOver`] after the end, or [`GameError::Illegal`] with the rule broken;
    /// the game is unchanged.
    pub fn play(&mut self, mv: Move) -> Result<&PlayedMove, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let position = self.position();
        let mv = if position.is_legal(mv) {
            mv
        } else {
            self.check_move(mv.from(), mv.to(), mv.promotion())
                .map_err(GameError::Illegal)?
        };
        let mut next = position.clone();
        next.play_unchecked(mv);
        let san = SanPlus::from_move_and_result(position, mv, &next);
        self.history.push(PlayedMove {
            mv,
            san,
            hash: next.hash(),
            position: next,
        });
        Ok(&self.history[self.history.len() - 1])
    }

    /// Checks a move a player attempts in the current position, as
    /// [`Position::check_move`] does, and says from the game's history what ended a castling
    /// right (the king's move, the rook's move or its capture).
    ///
    /// # Errors
    /// The [`IllegalMoveReason`] naming the rule the move breaks.
    pub fn check_move(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<Move, IllegalMoveReason> {
        self.position()
            .check_move(from, to, promotion)
            .map_err(|reason| match reason {
                IllegalMoveReason::CastlingRightLost { side, by } => {
                    let by = self.castling_right_lost_by(side).unwrap_or(by);
                    IllegalMoveReason::CastlingRightLost { side, by }
                }
                other => other,
            })
    }

    /// The move of this game that ended the side to move's right to castle on `side`, as a cause.
    fn castling_right_lost_by(&self, side: crate::CastlingSide) -> Option<RightLostBy> {
        let us = self.position().turn();
        let mut before = &self.start;
        for played in &self.history {
            if let Some(rook) = before.castling_rights().rook(us, side) {
                if !played.position.castling_rights().has(us, side) {
                    let mv = played.mv;
                    return Some(if before.turn() != us {
                        RightLostBy::RookCaptured
                    } else if mv.from() == rook && !mv.is_castle() {
                        RightLostBy::RookMoved
                    } else {
                        RightLostBy::KingMoved
                    });
                }
            }
            before = &played.position;
        }
        None
    }

    /// Plays a move written in SAN (read leniently, see [`Position::parse_san`]).
    ///
    /// # Errors
    /// [`GameError::San`] if the text names no single legal move, or as [`Game::play`].
    pub fn play_san(&mut self, san: &str) -> Result<&PlayedMove, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let mv = self.position().parse_san(san).map_err(GameError::San)?;
        self.play(mv)
    }

    /// Plays a move written in UCI notation.
    ///
    /// # Errors
    /// [`GameError::Uci`] if the text names no legal move, or as [`Game::play`].
    pub fn play_uci(&mut self, uci: &str) -> Result<&PlayedMove, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let mv = self.position().parse_uci(uci).map_err(GameError::Uci)?;
        self.play(mv)
    }

    /// Takes back the last move (and any declared end), returning it.
    pub fn undo(&mut self) -> Option<Move> {
        self.declared = None;
        self.history.pop().map(|played| played.mv)
    }

    /// Keeps only the first `plies` half-moves (and drops any declared end).
    pub fn truncate(&mut self, plies: usize) {
        if plies < self.history.len() {
            self.declared = None;
            self.history.truncate(plies);
        }
    }

    /// How many times the current position has occurred, counting now.
    pub fn repetitions(&self) -> usize {
        let current = self.position();
        let hash = self
            .history
            .last()
            .map_or(self.start_hash, |last| last.hash);
        let earlier = std::iter::once((self.start_hash, &self.start)).chain(
            self.history
                .iter()
                .map(|played| (played.hash, &played.position)),
        );
        earlier
            .filter(|&(h, position)| h == hash && same_for_repetition(position, current))
            .count()
    }

    /// The draw the side to move may claim now, if any: threefold repetition or the fifty-move rule.
    pub fn claimable_draw(&self) -> Option<DrawReason> {
        if self.is_over() {
            None
        } else if self.repetitions() >= 3 {
            Some(DrawReason::ThreefoldRepetition)
        } else if self.position().halfmove_clock() >= 100 {
            Some(DrawReason::FiftyMoveRule)
        } else {
            None
        }
    }

    /// The draw the side to move could claim by declaring `mv` (FIDE 9.2.1.1 and 9.3.1: a move
    /// that will make the position occur a third time, or complete fifty moves without a
    /// capture or pawn move), if playing it does not end the game by itself.
    pub fn claimable_draw_after(&self, mv: Move) -> Option<DrawReason> {
        if self.is_over() {
            return None;
        }
        let mut after = self.clone();
        after.play(mv).ok()?;
        if after.is_over() {
            return None;
        }
        if after.repetitions() >= 3 {
            Some(DrawReason::ThreefoldRepetition)
        } else if after.position().halfmove_clock() >= 100 {
            Some(DrawReason::FiftyMoveRule)
        } else {
            None
        }
    }

    /// Claims the draw that [`Game::claimable_draw`] offers, ending the game.
    ///
    /// # Errors
    /// [`GameError::NoDrawToClaim`] if there is none, [`GameError::GameOver`] after the end.
    pub fn claim_draw(&mut self) -> Result<Outcome, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let reason = self.claimable_draw().ok_or(GameError::NoDrawToClaim)?;
        self.declare(Outcome::Draw(reason))
    }

    /// Plays `mv` and claims the draw it brings about ([`Game::claimable_draw_after`]).
    ///
    /// # Errors
    /// [`GameError::NoDrawToClaim`] (the move is not played) if the move brings no draw to
    /// claim, or as [`Game::play`].
    pub fn play_and_claim_draw(&mut self, mv: Move) -> Result<Outcome, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        let reason = self
            .claimable_draw_after(mv)
            .ok_or(GameError::NoDrawToClaim)?;
        self.play(mv)?;
        self.declare(Outcome::Draw(reason))
    }

    /// `loser` resigns: the other side wins.
    ///
    /// # Errors
    /// [`GameError::GameOver`] if the game has already ended.
    pub fn resign(&mut self, loser: Color) -> Result<Outcome, GameError> {
        self.declare(Outcome::Win {
            winner: !loser,
            reason: WinReason::Resignation,
        })
    }

    /// Ends the game with an outcome decided outside the board (agreement, a game record's result).
    ///
    /// # Errors
    /// [`GameError::GameOver`] if the game has already ended.
    pub fn declare(&mut self, outcome: Outcome) -> Result<Outcome, GameError> {
        if let Some(existing) = self.outcome() {
            return Err(GameError::GameOver(existing));
        }
        self.declared = Some(outcome);
        Ok(outcome)
    }
}

/// The same position in the sense of the repetition rule: the same pieces on the same squares,
/// the same side to move, the same castling rights and the same en passant possibility.
fn same_for_repetition(a: &Position, b: &Position) -> bool {
    a.board() == b.board()
        && a.turn() == b.turn()
        && a.castling_rights() == b.castling_rights()
        && a.legal_ep_square() == b.legal_ep_square()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::test;

    fn play_all(game: &mut Game, sans: &str) {
        for san in sans.split_whitespace() {
            game.play_san(san).unwrap_or_else(|e| panic!("{san}: {e}"));
        }
    }

    #[test]
    fn game_records_san_and_detects_checkmate() {
        let mut game = Game::new();
        play_all(&mut game, "f3 e5 g4 Qh4");
        let sans: Vec<String> = game.history().iter().map(|p| p.san.to_string()).collect();
        assert_eq!(sans, ["f3", "e5", "g4", "Qh4#"]);
        assert_eq!(
            game.outcome(),
            Some(Outcome::Win {
                winner: Color::Black,
                reason: WinReason::Checkmate
            })
        );
        assert!(matches!(game.play_san("a3"), Err(GameError::GameOver(_))));
        assert_eq!(game.undo().map(|m| m.to_string()), Some("d8h4".to_string()));
        assert!(!game.is_over());
    }

    #[test]
    fn threefold_repetition_is_claimable_and_fivefold_is_automatic() {
        let mut game = Game::new();
        let shuffle = "Nf3 Nf6 Ng1 Ng8";
        play_all(&mut game, shuffle);
        assert_eq!(game.repetitions(), 2);
        assert_eq!(game.claimable_draw(), None);
        assert_eq!(game.claim_draw(), Err(GameError::NoDrawToClaim));
        play_all(&mut game, shuffle);
        assert_eq!(game.repetitions(), 3);
        assert_eq!(game.claimable_draw(), Some(DrawReason::ThreefoldRepetition));
        assert!(!game.is_over(), "threefold is only claimable");
        play_all(&mut game, shuffle);
        play_all(&mut game, shuffle);
        assert_eq!(game.repetitions(), 5);
        assert_eq!(
            game.outcome(),
            Some(Outcome::Draw(DrawReason::FivefoldRepetition))
        );
    }

    #[test]
    fn threefold_repetition_claim_ends_the_game() {
        let mut game = Game::new();
        play_all(&mut game, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
        assert_eq!(
            game.claim_draw(),
            Ok(Outcome::Draw(DrawReason::ThreefoldRepetition))
        );
        assert!(game.is_over());
    }

    #[test]
    fn repetition_needs_the_same_castling_rights() {
        // The king's trip loses the castling rights, so the first position does not repeat.
        let mut game =
            Game::from_position(Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap());
        play_all(&mut game, "Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8");
        assert_eq!(game.repetitions(), 2);
    }

    #[test]
    fn repetition_counts_en_passant_possibility() {
        // After 1. e4, an en passant square is recorded but no capture is possible, so the
        // position is the same as when the knights come back later.
        let start = "4k3/8/8/8/8/8/4P3/4K1N1 w - - 0 1";
        let mut game = Game::from_position(Position::from_fen(start).unwrap());
        play_all(&mut game, "e4 Kd7 Nf3 Ke8 Ng1 Kd7 Nf3 Ke8 Ng1");
        assert_eq!(game.repetitions(), 3);
    }

    #[test]
    fn fifty_move_rule_claimable_and_seventy_five_automatic() {
        let mut game =
            Game::from_position(Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").unwrap());
        assert_eq!(game.claimable_draw(), None);
        play_all(&mut game, "Ra2");
        assert_eq!(game.claimable_draw(), Some(DrawReason::FiftyMoveRule));
        let seventy_five = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 149 100").unwrap();
        let mut game = Game::from_position(seventy_five);
        play_all(&mut game, "Ra2");
        assert_eq!(
            game.outcome(),
            Some(Outcome::Draw(DrawReason::SeventyFiveMoveRule))
        );
    }

    #[test]
    fn resignation_and_illegal_moves() {
        let mut game = Game::new();
        let reason = game.play_uci("e2e5").unwrap_err();
        assert_eq!(
            reason.to_string(),
            "e2e5 is not a legal move in this position"
        );
        let illegal = game
            .play(Move::new(crate::Square::E2, crate::Square::E5, None))
            .unwrap_err();
        assert_eq!(illegal.to_string(), "A pawn moves one square straight ahead (two from its starting square) and captures one square diagonally ahead");
        assert_eq!(game.len(), 0);
        game.resign(Color::White).unwrap();
        assert_eq!(
            game.outcome().unwrap().to_string(),
            "Black wins by resignation"
        );
    }
}
