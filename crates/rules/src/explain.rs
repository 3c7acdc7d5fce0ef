//! Why a move is not legal, in words naming the rule: what the board shows when it refuses a
//! move. [`Position::check_move`] returns either the legal move or an [`IllegalMoveReason`].

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::castling::{CastlingMode, CastlingSide, STANDARD_KING_FILE};
use crate::moves::Move;
use crate::piece::{Color, Piece, Role};
use crate::position::Position;
use crate::square::{Rank, Square};
use std::fmt;

/// A piece and where it stands, as explanations name it ("the bishop on c4").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PlacedPiece {
    /// The piece's role.
    pub role: Role,
    /// Its square.
    pub square: Square,
}

impl fmt::Display for PlacedPiece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the {} on {}", self.role, self.square)
    }
}

/// The rule an attempted move breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMoveReason {
    /// There is no piece on the origin square.
    EmptySquare(Square),
    /// The piece belongs to the side that is not to move.
    NotYourTurn {
        /// The colour whose turn it is.
        turn: Color,
    },
    /// The destination is the origin.
    NoMovement,
    /// The destination holds a piece of the mover's own side.
    OwnPieceOnTarget(PlacedPiece),
    /// The piece does not move that way at all.
    WrongShape(Role),
    /// A piece stands in the way of a bishop, rook, queen or pawn.
    Blocked {
        /// The piece trying to move.
        mover: Role,
        /// The piece in the way.
        blocker: PlacedPiece,
    },
    /// Pawns only move forward.
    PawnBackward,
    /// A pawn tried to move straight onto a piece.
    PawnCapturesOnlyDiagonally,
    /// A pawn tried to move diagonally onto an empty square.
    PawnDiagonalNeedsCapture,
    /// An en passant capture one move too late.
    EnPassantTooLate,
    /// A two-square pawn move from a square other than the pawn's starting square.
    PawnDoubleStepNotFromStart,
    /// A pawn reaching the last rank needs a piece to become.
    PromotionRequired,
    /// A promotion piece was given for a move that is not a promotion.
    PromotionNotAllowed,
    /// A pawn may not become a king or stay a pawn.
    BadPromotionPiece(Role),
    /// The castling right was lost earlier.
    CastlingRightLost {
        /// The side castled to.
        side: CastlingSide,
        /// What ended the right, as far as is known.
        by: RightLostBy,
    },
    /// A piece stands between the king and the rook.
    CastlingBlocked(PlacedPiece),
    /// A piece stands on a square the king or the rook would land on (Chess960).
    CastlingDestinationBlocked(PlacedPiece),
    /// The king is in check.
    CastlingInCheck(PlacedPiece),
    /// The king would cross an attacked square.
    CastlingThroughAttack {
        /// The square crossed.
        square: Square,
        /// A piece attacking it.
        attacker: PlacedPiece,
    },
    /// The king would land on an attacked square.
    CastlingIntoCheck {
        /// The king's destination.
        square: Square,
        /// A piece attacking it.
        attacker: PlacedPiece,
    },
    /// The king would step onto an attacked square.
    KingIntoCheck(PlacedPiece),
    /// The kings would stand next to each other.
    KingNextToKing,
    /// The side to move is in check and the move does not end it.
    StillInCheck(PlacedPiece),
    /// Capturing en passant would take both pawns off the king's rank (or a line through the
    /// captured pawn) and expose the king, though neither pawn is pinned by itself.
    EnPassantExposesKing(PlacedPiece),
    /// The moving piece is pinned: moving it would expose the king.
    Pinned {
        /// The pinned piece.
        piece: PlacedPiece,
        /// The piece that would then give check.
        attacker: PlacedPiece,
    },
}

/// What ended a castling right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RightLostBy {
    /// The king has moved.
    KingMoved,
    /// That rook has moved.
    RookMoved,
    /// That rook was captured.
    RookCaptured,
    /// Not known from the position alone (the game started without the right, or king and rook
    /// went back to their squares).
    Earlier,
}

impl fmt::Display for IllegalMoveReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalMoveReason::*;
        match self {
            EmptySquare(sq) => write!(f, "There is no piece on {sq}"),
            NotYourTurn { turn } => write!(f, "It is {turn}'s turn to move"),
            NoMovement => f.write_str("A move must take the piece to another square"),
            OwnPieceOnTarget(own) => write!(
                f,
                "A piece may not move to a square held by its own side: {own} is yours"
            ),
            WrongShape(role) => f.write_str(match role {
                Role::Pawn => "A pawn moves one square straight ahead (two from its starting square) and captures one square diagonally ahead",
                Role::Knight => "A knight moves in an L: two squares in one direction, then one square to the side",
                Role::Bishop => "A bishop moves only diagonally",
                Role::Rook => "A rook moves only along ranks and files",
                Role::Queen => "A queen moves along ranks, files and diagonals",
                Role::King => "A king moves one square in any direction (two only when castling)",
            }),
            Blocked { mover, blocker } => write!(
                f,
                "The {mover} cannot jump over {blocker}: only the knight jumps"
            ),
            PawnBackward => f.write_str("A pawn never moves backward"),
            PawnCapturesOnlyDiagonally => f.write_str("A pawn captures only diagonally"),
            PawnDiagonalNeedsCapture => f.write_str("A pawn moves diagonally only when it captures"),
            EnPassantTooLate => f.write_str(
                "En passant is allowed only on the move right after the pawn's double step",
            ),
            PawnDoubleStepNotFromStart => {
                f.write_str("A pawn may move two squares only from its starting square")
            }
            PromotionRequired => f.write_str(
                "A pawn that reaches the last rank must be promoted: choose a queen, rook, bishop or knight",
            ),
            PromotionNotAllowed => f.write_str("Only a pawn that reaches the last rank is promoted"),
            BadPromotionPiece(role) => write!(
                f,
                "A pawn can be promoted only to a queen, rook, bishop or knight, not a {role}"
            ),
            CastlingRightLost { side, by } => write!(
                f,
                "Castling {} is no longer allowed: {}",
                side.name(),
                match by {
                    RightLostBy::KingMoved => "the king has moved",
                    RightLostBy::RookMoved => "that rook has moved",
                    RightLostBy::RookCaptured => "that rook was captured",
                    RightLostBy::Earlier => "the king or that rook has already moved",
                }
            ),
            CastlingBlocked(blocker) => write!(
                f,
                "Castling is not allowed while a piece stands between the king and the rook: {blocker}"
            ),
            CastlingDestinationBlocked(blocker) => write!(
                f,
                "Castling is not allowed while a piece stands where the king or the rook would land: {blocker}"
            ),
            CastlingInCheck(checker) => write!(
                f,
                "Castling is not allowed while the king is in check (from {checker})"
            ),
            CastlingThroughAttack { square, attacker } => write!(
                f,
                "The king would pass through {square}, which {attacker} attacks"
            ),
            CastlingIntoCheck { square, attacker } => write!(
                f,
                "The king would land on {square}, which {attacker} attacks"
            ),
            KingIntoCheck(attacker) => write!(f, "Your king would be in check from {attacker}"),
            KingNextToKing => f.write_str("The kings may never stand next to each other"),
            StillInCheck(attacker) => write!(
                f,
                "That move would leave your king in check from {attacker}"
            ),
            EnPassantExposesKing(attacker) => write!(
                f,
                "Capturing en passant would take both pawns off the line and expose your king to {attacker}"
            ),
            Pinned { piece, attacker } => {
                let mut piece = piece.to_string();
                if let Some(first) = piece.get_mut(0..1) {
                    first.make_ascii_uppercase();
                }
                write!(f, "{piece} is pinned: moving it would expose your king to {attacker}")
            }
        }
    }
}

impl std::error::Error for IllegalMoveReason {}

impl Position {
    /// Checks a move a player attempts: the legal [`Move`], or the rule it breaks. A king moved
    /// onto its own rook is read as castling, as boards allow.
    ///
    /// # Errors
    /// The [`IllegalMoveReason`] naming the rule the move breaks.
    ///
    /// ```
    /// use chess_rules::{Position, Square};
    /// let position = Position::new();
    /// let reason = position.check_move(Square::F1, Square::C4, None).unwrap_err();
    /// assert_eq!(reason.to_string(), "The bishop cannot jump over the pawn on e2: only the knight jumps");
    /// ```
    pub fn check_move(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<Move, IllegalMoveReason> {
        let piece = self
            .piece_at(from)
            .ok_or(IllegalMoveReason::EmptySquare(from))?;
        if piece.color != self.turn() {
            return Err(IllegalMoveReason::NotYourTurn { turn: self.turn() });
        }
        if from == to {
            return Err(IllegalMoveReason::NoMovement);
        }
        if piece.role != Role::Pawn && promotion.is_some() {
            return Err(IllegalMoveReason::PromotionNotAllowed);
        }
        if piece.role == Role::King {
            if let Some(side) = self.castling_attempt(from, to) {
                return self.check_castling(side);
            }
        }
        if let Some(target) = self.piece_at(to).filter(|p| p.color == piece.color) {
            return Err(IllegalMoveReason::OwnPieceOnTarget(PlacedPiece {
                role: target.role,
                square: to,
            }));
        }
        self.check_shape(piece, from, to)?;
        self.check_promotion(piece, to, promotion)?;
        let mv = Move::new(from, to, promotion);
        if self.is_legal(mv) {
            return Ok(mv);
        }
        Err(self.explain_king_exposure(piece.role, mv))
    }

    /// A king's move that means castling: onto its own castling rook, or to its castled square
    /// when that is two squares away or more (in standard chess, from the e-file only).
    fn castling_attempt(&self, from: Square, to: Square) -> Option<CastlingSide> {
        let us = self.turn();
        if from.rank() != Rank::First.relative_to(us)
            || (self.castling_mode() == CastlingMode::Standard && from.file() != STANDARD_KING_FILE)
        {
            return None;
        }
        let onto_rook = self.piece_at(to) == Some(Piece::new(us, Role::Rook));
        CastlingSide::ALL.into_iter().find(|&side| {
            let rook = self.castling_rights().rook(us, side);
            let rook_attempt = onto_rook
                && to.rank() == from.rank()
                && CastlingSide::of_rook(from, to) == side
                && rook.is_none_or(|rook| rook == to);
            rook_attempt || (to == side.king_to(us) && from.distance(to) >= 2)
        })
    }

    fn check_castling(&self, side: CastlingSide) -> Result<Move, IllegalMoveReason> {
        let us = self.turn();
        let king = self.our_king();
        let Some(rook) = self.castling_rights().rook(us, side) else {
            let by = self.right_lost_by(side);
            return Err(IllegalMoveReason::CastlingRightLost { side, by });
        };
        let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
        let others = self.board().occupied().without(king).without(rook);
        let between = attacks::between(king, rook) & others;
        if let Some(blocker) = between.into_iter().min_by_key(|sq| sq.distance(king)) {
            return Err(IllegalMoveReason::CastlingBlocked(self.placed(blocker)));
        }
        let landing = (attacks::between(king, king_to).with(king_to)
            | attacks::between(rook, rook_to).with(rook_to))
            & others;
        if let Some(blocker) = landing.first() {
            return Err(IllegalMoveReason::CastlingDestinationBlocked(
                self.placed(blocker),
            ));
        }
        if let Some(checker) = self.checkers().first() {
            return Err(IllegalMoveReason::CastlingInCheck(self.placed(checker)));
        }
        // The squares the king crosses, nearest first, then the one it lands on.
        let mut path: Vec<Square> = attacks::between(king, king_to)
            .with(king_to)
            .into_iter()
            .collect();
        path.sort_by_key(|sq| sq.distance(king));
        for square in path {
            let attackers = self
                .board()
                .attackers_with(attacks::tables(), square, !us, others);
            if let Some(attacker) = attackers.first() {
                let attacker = self.placed(attacker);
                return Err(if square == king_to {
                    IllegalMoveReason::CastlingIntoCheck { square, attacker }
                } else {
                    IllegalMoveReason::CastlingThroughAttack { square, attacker }
                });
            }
        }
        Ok(Move::castle(king, rook))
    }

    /// What the position tells of why a castling right is gone: in standard chess a king off
    /// its e-file square has moved; otherwise only the game's history can tell.
    fn right_lost_by(&self, _side: CastlingSide) -> RightLostBy {
        let home = Square::from_coords(STANDARD_KING_FILE, Rank::First.relative_to(self.turn()));
        if self.castling_mode() == CastlingMode::Standard && self.our_king() != home {
            RightLostBy::KingMoved
        } else {
            RightLostBy::Earlier
        }
    }

    /// Does the piece move like that at all, on this board (ignoring its own king's safety)?
    fn check_shape(&self, piece: Piece, from: Square, to: Square) -> Result<(), IllegalMoveReason> {
        let wrong_shape = Err(IllegalMoveReason::WrongShape(piece.role));
        match piece.role {
            Role::Knight if !attacks::knight_attacks(from).contains(to) => wrong_shape,
            Role::King if !attacks::king_attacks(from).contains(to) => wrong_shape,
            Role::Bishop | Role::Rook | Role::Queen => {
                let empty_board = match piece.role {
                    Role::Bishop => attacks::bishop_attacks(from, Bitboard::EMPTY),
                    Role::Rook => attacks::rook_attacks(from, Bitboard::EMPTY),
                    _ => attacks::queen_attacks(from, Bitboard::EMPTY),
                };
                if !empty_board.contains(to) {
                    return wrong_shape;
                }
                self.check_path(piece.role, from, to)
            }
            Role::Pawn => self.check_pawn_shape(piece.color, from, to),
            _ => Ok(()),
        }
    }

    fn check_path(&self, mover: Role, from: Square, to: Square) -> Result<(), IllegalMoveReason> {
        let blockers = attacks::between(from, to) & self.board().occupied();
        // The blocker nearest the moving piece is the one it would hit first.
        let nearest = blockers.min_by_key(|sq| sq.distance(from));
        match nearest {
            Some(blocker) => Err(IllegalMoveReason::Blocked {
                mover,
                blocker: self.placed(blocker),
            }),
            None => Ok(()),
        }
    }

    fn check_pawn_shape(
        &self,
        color: Color,
        from: Square,
        to: Square,
    ) -> Result<(), IllegalMoveReason> {
        let forward = |sq: Square| sq.rank().relative_to(color).index() as i8;
        let ranks_ahead = forward(to) - forward(from);
        let files_aside = (to.file().index() as i8 - from.file().index() as i8).abs();
        let occupied = self.board().occupied();
        match (files_aside, ranks_ahead) {
            (_, r) if r < 0 => Err(IllegalMoveReason::PawnBackward),
            (0, 1) | (0, 2) if occupied.contains(to) => {
                Err(IllegalMoveReason::PawnCapturesOnlyDiagonally)
            }
            (0, 1) => Ok(()),
            (0, 2) if forward(from) != 1 => Err(IllegalMoveReason::PawnDoubleStepNotFromStart),
            (0, 2) => self.check_path(Role::Pawn, from, to),
            (1, 1) if occupied.contains(to) || self.ep_square() == Some(to) => Ok(()),
            (1, 1) => Err(self.explain_empty_diagonal(color, from, to)),
            _ => Err(IllegalMoveReason::WrongShape(Role::Pawn)),
        }
    }

    /// A pawn's diagonal step onto an empty square: too-late en passant, or no capture at all.
    fn explain_empty_diagonal(&self, color: Color, from: Square, to: Square) -> IllegalMoveReason {
        let beside = Square::from_coords(to.file(), from.rank());
        if from.rank() == Rank::Fifth.relative_to(color)
            && self.piece_at(beside) == Some(Piece::new(!color, Role::Pawn))
        {
            IllegalMoveReason::EnPassantTooLate
        } else {
            IllegalMoveReason::PawnDiagonalNeedsCapture
        }
    }

    fn check_promotion(
        &self,
        piece: Piece,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<(), IllegalMoveReason> {
        let promotes =
            piece.role == Role::Pawn && to.rank() == Rank::Eighth.relative_to(piece.color);
        match (promotes, promotion) {
            (true, None) => Err(IllegalMoveReason::PromotionRequired),
            (true, Some(role)) if !Role::PROMOTIONS.contains(&role) => {
                Err(IllegalMoveReason::BadPromotionPiece(role))
            }
            (false, Some(_)) => Err(IllegalMoveReason::PromotionNotAllowed),
            _ => Ok(()),
        }
    }

    /// The move has a legal shape, so it fails on king safety: say which piece would check.
    fn explain_king_exposure(&self, role: Role, mv: Move) -> IllegalMoveReason {
        let mut after = self.clone();
        after.play_unchecked(mv);
        let king = if role == Role::King {
            mv.to()
        } else {
            self.our_king()
        };
        let attackers = after.board().attackers(king, !self.turn());
        // Prefer a piece already giving check: "still in check" is the clearer story.
        let attacker = (attackers & self.checkers()).first().or(attackers.first());
        let Some(attacker) = attacker else {
            debug_assert!(false, "{mv} is illegal but leaves the king safe");
            return IllegalMoveReason::WrongShape(role);
        };
        let attacker = after.placed(attacker);
        if role == Role::King {
            if attacker.role == Role::King {
                IllegalMoveReason::KingNextToKing
            } else {
                IllegalMoveReason::KingIntoCheck(attacker)
            }
        } else if self.checkers().contains(attacker.square) {
            IllegalMoveReason::StillInCheck(attacker)
        } else if role == Role::Pawn
            && Some(mv.to()) == self.ep_square()
            && !self.pinned().contains(mv.from())
        {
            IllegalMoveReason::EnPassantExposesKing(attacker)
        } else {
            IllegalMoveReason::Pinned {
                piece: PlacedPiece {
                    role,
                    square: mv.from(),
                },
                attacker,
            }
        }
    }

    fn placed(&self, square: Square) -> PlacedPiece {
        let role = self.board().role_at(square).unwrap_or(Role::Pawn);
        PlacedPiece { role, square }
    }
}

#[cfg(test)]
mod tests;
