//! Standard Algebraic Notation as a value: [`San`] (the move) and [`SanPlus`] (with `+` or `#`),
//! read leniently from text ([`FromStr`]), written exactly ([`fmt::Display`]), made from a move
//! of a position and matched back against its legal moves.

use crate::castling::CastlingSide;
use crate::moves::Move;
use crate::piece::Role;
use crate::position::Position;
use crate::square::{File, Rank, Square};
use std::fmt;
use std::str::FromStr;

/// Why a text could not be read as a move of this position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// The text is not written like a move.
    Syntax(String),
    /// No legal move matches it.
    Illegal(String),
    /// More than one legal move matches it.
    Ambiguous(String),
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(text) => write!(f, "'{text}' is not a move in algebraic notation"),
            SanError::Illegal(text) => write!(f, "{text} is not a legal move in this position"),
            SanError::Ambiguous(text) => write!(
                f,
                "{text} could be more than one move; add the file or rank the piece comes from"
            ),
        }
    }
}

impl std::error::Error for SanError {}

/// A move in SAN, without the check suffix.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum San {
    /// A move of a piece or pawn.
    Normal {
        /// The moving piece.
        role: Role,
        /// The origin's file, when written (a pawn capture, or to tell two pieces apart).
        file: Option<File>,
        /// The origin's rank, when written.
        rank: Option<Rank>,
        /// Does it capture (`x`)?
        capture: bool,
        /// The destination.
        to: Square,
        /// The piece a pawn becomes.
        promotion: Option<Role>,
    },
    /// `O-O` or `O-O-O`.
    Castle(CastlingSide),
    /// `--`: passing the turn, which PGN allows in analysis but chess does not.
    Null,
}

/// What follows a move in SAN: check or checkmate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Suffix {
    /// `+`
    Check,
    /// `#`
    Checkmate,
}

/// A move in SAN with its check suffix, as a game record writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SanPlus {
    /// The move.
    pub san: San,
    /// `+`, `#` or nothing.
    pub suffix: Option<Suffix>,
}

impl San {
    /// The SAN of a legal move of `position` (with the file or rank that tells it apart from a
    /// twin move, `x` for captures, `=Q` for promotions).
    pub fn from_move(position: &Position, mv: Move) -> San {
        if let Some(side) = mv.castling_side() {
            return San::Castle(side);
        }
        let role = position.board().role_at(mv.from()).unwrap_or(Role::Pawn);
        let capture = position.is_capture(mv);
        let (file, rank) = if role == Role::Pawn {
            (capture.then(|| mv.from().file()), None)
        } else {
            disambiguation(position, mv, role)
        };
        San::Normal {
            role,
            file,
            rank,
            capture,
            to: mv.to(),
            promotion: mv.promotion(),
        }
    }

    /// The one legal move of `position` this SAN names.
    ///
    /// # Errors
    /// [`SanError::Illegal`] if none matches, [`SanError::Ambiguous`] if several do.
    pub fn to_move(&self, position: &Position) -> Result<Move, SanError> {
        let mut matches = position
            .legal_moves()
            .into_iter()
            .filter(|&mv| self.matches(position, mv));
        match (matches.next(), matches.next()) {
            (Some(mv), None) => Ok(mv),
            (None, _) => Err(SanError::Illegal(self.to_string())),
            (Some(_), Some(_)) => Err(SanError::Ambiguous(self.to_string())),
        }
    }

    /// Does this SAN describe `mv` (a legal move of `position`)? A capture mark is not required.
    fn matches(&self, position: &Position, mv: Move) -> bool {
        match *self {
            San::Castle(side) => mv.castling_side() == Some(side),
            San::Null => false,
            San::Normal {
                role,
                file,
                rank,
                to,
                promotion,
                ..
            } => {
                !mv.is_castle()
                    && position.board().role_at(mv.from()) == Some(role)
                    && mv.to() == to
                    && mv.promotion() == promotion
                    && file.is_none_or(|f| f == mv.from().file())
                    && rank.is_none_or(|r| r == mv.from().rank())
            }
        }
    }

    /// The moving piece (the king for castling), if not a null move.
    pub fn role(&self) -> Option<Role> {
        match *self {
            San::Normal { role, .. } => Some(role),
            San::Castle(_) => Some(Role::King),
            San::Null => None,
        }
    }
}

impl SanPlus {
    /// The SAN of a legal move of `position`, with `+` or `#` if it gives check or mate.
    pub fn from_move(position: &Position, mv: Move) -> SanPlus {
        let mut after = position.clone();
        after.play_unchecked(mv);
        SanPlus::from_move_and_result(position, mv, &after)
    }

    /// As [`SanPlus::from_move`], given the position the move leads to (saves playing it again).
    pub fn from_move_and_result(position: &Position, mv: Move, after: &Position) -> SanPlus {
        let suffix = after.is_check().then(|| {
            if after.has_legal_moves() {
                Suffix::Check
            } else {
                Suffix::Checkmate
            }
        });
        SanPlus {
            san: San::from_move(position, mv),
            suffix,
        }
    }
}

/// The file, rank or both that SAN adds when another piece of the same kind could also go there.
fn disambiguation(position: &Position, mv: Move, role: Role) -> (Option<File>, Option<Rank>) {
    let from = mv.from();
    let rivals: Vec<Square> = position
        .legal_moves()
        .iter()
        .filter(|other| other.to() == mv.to() && other.from() != from && !other.is_castle())
        .filter(|other| position.board().role_at(other.from()) == Some(role))
        .map(|other| other.from())
        .collect();
    if rivals.is_empty() {
        (None, None)
    } else if rivals.iter().all(|sq| sq.file() != from.file()) {
        (Some(from.file()), None)
    } else if rivals.iter().all(|sq| sq.rank() != from.rank()) {
        (None, Some(from.rank()))
    } else {
        (Some(from.file()), Some(from.rank()))
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            San::Castle(side) => f.write_str(side.san()),
            San::Null => f.write_str("--"),
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                if role != Role::Pawn {
                    write!(f, "{}", role.upper_char())?;
                }
                if let Some(file) = file {
                    write!(f, "{file}")?;
                }
                if let Some(rank) = rank {
                    write!(f, "{rank}")?;
                }
                if capture {
                    f.write_str("x")?;
                }
                write!(f, "{to}")?;
                if let Some(promotion) = promotion {
                    write!(f, "={}", promotion.upper_char())?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for SanPlus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.san)?;
        match self.suffix {
            Some(Suffix::Check) => f.write_str("+"),
            Some(Suffix::Checkmate) => f.write_str("#"),
            None => Ok(()),
        }
    }
}

/// Reads SAN leniently: `O-O` or `0-0`, `e8=Q`, `e8Q`, `e8(Q)` or `e8/Q`, with or without `x`,
/// annotation marks (`!`, `?`) after the move, `e.p.`, and long algebraic such as `Ng1-f3`.
impl FromStr for SanPlus {
    type Err = SanError;

    fn from_str(text: &str) -> Result<SanPlus, SanError> {
        let trimmed = text.trim().trim_end_matches(['!', '?']);
        let suffix = if trimmed.ends_with('#') {
            Some(Suffix::Checkmate)
        } else if trimmed.ends_with('+') {
            Some(Suffix::Check)
        } else {
            None
        };
        let body = trimmed.trim_end_matches(['+', '#', '!', '?']);
        let san = parse_san(body).ok_or_else(|| SanError::Syntax(text.trim().to_string()))?;
        Ok(SanPlus { san, suffix })
    }
}

/// As [`SanPlus`]'s reading, without keeping the suffix.
impl FromStr for San {
    type Err = SanError;

    fn from_str(text: &str) -> Result<San, SanError> {
        text.parse::<SanPlus>().map(|plus| plus.san)
    }
}

fn parse_san(text: &str) -> Option<San> {
    let text = text.strip_suffix("e.p.").unwrap_or(text).trim_end();
    match text {
        "O-O" | "0-0" | "o-o" => return Some(San::Castle(CastlingSide::KingSide)),
        "O-O-O" | "0-0-0" | "o-o-o" => return Some(San::Castle(CastlingSide::QueenSide)),
        "--" | "Z0" => return Some(San::Null),
        _ => {}
    }
    let mut chars: Vec<char> = text.chars().collect();
    let mut role = Role::Pawn;
    if let Some(&first) = chars.first() {
        if first.is_ascii_uppercase() {
            role = Role::from_char(first).filter(|r| *r != Role::Pawn)?;
            chars.remove(0);
        }
    }
    let promotion = take_promotion(&mut chars)?;
    if promotion.is_some() && role != Role::Pawn {
        return None;
    }
    // The destination is the last two characters; what comes before is the origin hint.
    let split = chars.len().checked_sub(2)?;
    let to: Square = chars[split..].iter().collect::<String>().parse().ok()?;
    let (mut file, mut rank, mut capture) = (None, None, false);
    for &c in &chars[..split] {
        match c {
            'x' | ':' => capture = true,
            '-' => {}
            _ => {
                if let Some(f) = File::from_char(c).filter(|_| file.is_none()) {
                    file = Some(f);
                } else if let Some(r) = Rank::from_char(c).filter(|_| rank.is_none()) {
                    rank = Some(r);
                } else {
                    return None;
                }
            }
        }
    }
    Some(San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    })
}

/// Strips a promotion suffix (`=Q`, `Q`, `(Q)`, `/Q`, any case) off the end of `chars`.
/// Returns `None` for a malformed suffix, `Some(None)` when there is none.
fn take_promotion(chars: &mut Vec<char>) -> Option<Option<Role>> {
    if chars.last() == Some(&')') {
        chars.pop();
        let role = Role::from_char(chars.pop()?).filter(|r| Role::PROMOTIONS.contains(r))?;
        (chars.pop()? == '(').then_some(())?;
        return Some(Some(role));
    }
    let last = *chars.last()?;
    let before = chars.len().checked_sub(2).map(|i| chars[i]);
    let is_suffix = matches!(before, Some('=' | '/')) || before.is_some_and(|c| c.is_ascii_digit());
    if !last.is_ascii_alphabetic() || !is_suffix {
        return Some(None);
    }
    let role = Role::from_char(last).filter(|r| Role::PROMOTIONS.contains(r))?;
    chars.pop();
    if matches!(chars.last(), Some('=' | '/')) {
        chars.pop();
    }
    Some(Some(role))
}

impl Position {
    /// The move in SAN, e.g. `Nbd7`, `exd6`, `e8=Q+`, `O-O-O#`. The move must be legal.
    pub fn san(&self, mv: Move) -> SanPlus {
        SanPlus::from_move(self, mv)
    }

    /// Reads a move in SAN, leniently (see [`SanPlus`]'s `FromStr`).
    ///
    /// # Errors
    /// [`SanError`] if the text is not a move, matches no legal move, or matches several.
    ///
    /// ```
    /// use chess_rules::Position;
    /// let position = Position::new();
    /// let mv = position.parse_san("Nf3").unwrap();
    /// assert_eq!(mv.to_string(), "g1f3");
    /// assert!(position.parse_san("Nf4").is_err());
    /// ```
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        let san: San = text.parse()?;
        san.to_move(self).map_err(|error| match error {
            SanError::Illegal(_) => SanError::Illegal(text.trim().to_string()),
            SanError::Ambiguous(_) => SanError::Ambiguous(text.trim().to_string()),
            syntax => syntax,
        })
    }
}

#[cfg(test)]
mod tests;
