//! Standard Algebraic Notation: writing (with disambiguation, `+` and `#`) and lenient reading.

use crate::castling::CastlingSide;
use crate::moves::Move;
use crate::piece::Role;
use crate::position::Position;
use crate::square::{File, Rank, Square};
use std::fmt;

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

/// What a SAN text says about a move, before matching it against the legal moves.
#[derive(Debug, Default)]
struct SanPattern {
    role: Option<Role>,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    to: Option<Square>,
    promotion: Option<Role>,
    castling: Option<CastlingSide>,
}

impl Position {
    /// The move in SAN, e.g. `Nbd7`, `exd6`, `e8=Q+`, `O-O-O#`. The move must be legal.
    pub fn san(&self, mv: Move) -> String {
        let mut san = self.san_without_suffix(mv);
        let mut after = self.clone();
        after.play_unchecked(mv);
        if after.is_check() {
            san.push(if after.has_legal_moves() { '+' } else { '#' });
        }
        san
    }

    fn san_without_suffix(&self, mv: Move) -> String {
        let (from, to) = (mv.from(), mv.to());
        let Some(role) = self.board().role_at(from) else {
            return mv.to_string();
        };
        if role == Role::King {
            if let Some(side) = CastlingSide::of_king_move(self.turn(), from, to) {
                return side.san().to_string();
            }
        }
        let is_capture =
            self.board().piece_at(to).is_some() || (role == Role::Pawn && from.file() != to.file());
        let mut san = String::with_capacity(8);
        if role == Role::Pawn {
            if is_capture {
                san.push(from.file().to_char());
            }
        } else {
            san.push(role.upper_char());
            san.push_str(&self.disambiguation(mv, role));
        }
        if is_capture {
            san.push('x');
        }
        san.push_str(&to.to_string());
        if let Some(promotion) = mv.promotion() {
            san.push('=');
            san.push(promotion.upper_char());
        }
        san
    }

    /// The file, rank or square SAN adds when another piece of the same kind could also go there.
    fn disambiguation(&self, mv: Move, role: Role) -> String {
        let rivals: Vec<Square> = self
            .legal_moves()
            .iter()
            .filter(|other| other.to() == mv.to() && other.from() != mv.from())
            .filter(|other| self.board().role_at(other.from()) == Some(role))
            .map(|other| other.from())
            .collect();
        let from = mv.from();
        if rivals.is_empty() {
            String::new()
        } else if rivals.iter().all(|sq| sq.file() != from.file()) {
            from.file().to_string()
        } else if rivals.iter().all(|sq| sq.rank() != from.rank()) {
            from.rank().to_string()
        } else {
            from.to_string()
        }
    }

    /// Reads a move in SAN, leniently: `O-O` or `0-0`, `e8=Q` or `e8Q`, with or without `x`,
    /// `+`, `#`, `!` or `?`, and long algebraic such as `Ng1-f3`.
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
        let pattern = parse_pattern(text).ok_or_else(|| SanError::Syntax(text.to_string()))?;
        let mut matches = self
            .legal_moves()
            .into_iter()
            .filter(|&mv| self.san_pattern_matches(&pattern, mv));
        match (matches.next(), matches.next()) {
            (Some(mv), None) => Ok(mv),
            (None, _) => Err(SanError::Illegal(text.trim().to_string())),
            (Some(_), Some(_)) => Err(SanError::Ambiguous(text.trim().to_string())),
        }
    }

    fn san_pattern_matches(&self, pattern: &SanPattern, mv: Move) -> bool {
        let role = self.board().role_at(mv.from());
        if let Some(side) = pattern.castling {
            return role == Some(Role::King)
                && CastlingSide::of_king_move(self.turn(), mv.from(), mv.to()) == Some(side);
        }
        role == Some(pattern.role.unwrap_or(Role::Pawn))
            && pattern.to == Some(mv.to())
            && pattern.promotion == mv.promotion()
            && pattern.from_file.is_none_or(|f| f == mv.from().file())
            && pattern.from_rank.is_none_or(|r| r == mv.from().rank())
    }
}

fn parse_pattern(text: &str) -> Option<SanPattern> {
    let text = text.trim().trim_end_matches(['+', '#', '!', '?']);
    let text = text.strip_suffix("e.p.").unwrap_or(text).trim_end();
    let castling = match text {
        "O-O" | "0-0" | "o-o" => Some(CastlingSide::KingSide),
        "O-O-O" | "0-0-0" | "o-o-o" => Some(CastlingSide::QueenSide),
        _ => None,
    };
    if castling.is_some() {
        return Some(SanPattern {
            castling,
            ..SanPattern::default()
        });
    }
    let mut chars: Vec<char> = text.chars().collect();
    let mut pattern = SanPattern::default();
    if let Some(&first) = chars.first() {
        if first.is_ascii_uppercase() {
            pattern.role = Some(Role::from_char(first)?).filter(|r| *r != Role::Pawn);
            chars.remove(0);
        }
    }
    pattern.promotion = take_promotion(&mut chars)?;
    // The destination is the last two characters; what comes before is the origin hint.
    let split = chars.len().checked_sub(2)?;
    let to: String = chars[split..].iter().collect();
    pattern.to = Some(to.parse().ok()?);
    for &c in chars[..split]
        .iter()
        .filter(|c| !matches!(c, 'x' | ':' | '-'))
    {
        if let Some(file) = File::from_char(c).filter(|_| pattern.from_file.is_none()) {
            pattern.from_file = Some(file);
        } else if let Some(rank) = Rank::from_char(c).filter(|_| pattern.from_rank.is_none()) {
            pattern.from_rank = Some(rank);
        } else {
            return None;
        }
    }
    if pattern.promotion.is_some() && pattern.role.is_some() {
        return None;
    }
    Some(pattern)
}

/// Strips a promotion suffix (`=Q`, `Q`, `(Q)`, `/Q`, any case) off the end of `chars`.
/// Returns `None` for a malformed suffix, `Some(None)` when there is none.
fn take_promotion(chars: &mut Vec<char>) -> Option<Option<Role>> {
    if chars.last() == Some(&')') {
        chars.pop();
        let role = Role::from_char(chars.pop()?)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::test;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    fn san_of(fen: &str, uci: &str) -> String {
        let position = position(fen);
        let mv = position.parse_uci(uci).unwrap();
        position.san(mv)
    }

    #[test]
    fn san_writes_pieces_captures_and_promotions() {
        assert_eq!(san_of(crate::STARTING_FEN, "g1f3"), "Nf3");
        assert_eq!(san_of(crate::STARTING_FEN, "e2e4"), "e4");
        assert_eq!(san_of("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q"), "b8=Q+");
        assert_eq!(
            san_of(
                "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
                "e4d5"
            ),
            "exd5"
        );
    }

    #[test]
    fn san_disambiguates_by_file_then_rank_then_square() {
        // Knights on b1 and f1 can both reach d2; rooks on a1 and a5 both reach a3.
        let fen = "4k3/8/8/R7/8/8/8/RN2KN2 w - - 0 1";
        assert_eq!(san_of(fen, "b1d2"), "Nbd2");
        assert_eq!(san_of(fen, "a1a3"), "R1a3");
        let queens = "1k6/8/8/8/Q6Q/8/8/Q3K3 w - - 0 1";
        // a4 shares a rank with h4 and a file with a1: only the full square tells them apart.
        assert_eq!(san_of(queens, "a4d4"), "Qa4d4");
        assert_eq!(san_of(queens, "a1d4"), "Q1d4");
    }

    #[test]
    fn san_marks_check_and_checkmate() {
        let fools_mate = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
        assert_eq!(san_of(fools_mate, "d8h4"), "Qh4#");
        assert_eq!(san_of("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1"), "O-O-O");
        assert_eq!(san_of("4k3/8/8/8/8/8/8/3RK3 w - - 0 1", "d1d8"), "Rd8+");
    }

    #[test]
    fn san_reading_is_lenient() {
        let start = Position::new();
        assert_eq!(start.parse_san("Nf3").unwrap().to_string(), "g1f3");
        assert_eq!(start.parse_san("Ng1f3").unwrap().to_string(), "g1f3");
        assert_eq!(start.parse_san("Ng1-f3!?").unwrap().to_string(), "g1f3");
        assert_eq!(start.parse_san("e4").unwrap().to_string(), "e2e4");
        let castle = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        for text in ["O-O", "0-0", "O-O+", "o-o"] {
            assert_eq!(
                castle.parse_san(text).unwrap().to_string(),
                "e1g1",
                "{text}"
            );
        }
        assert_eq!(castle.parse_san("0-0-0").unwrap().to_string(), "e1c1");
        let promote = position("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        for text in ["a8=Q", "a8Q", "a8q", "a8(Q)", "a8/Q", "a8=Q+"] {
            assert_eq!(
                promote.parse_san(text).unwrap().to_string(),
                "a7a8q",
                "{text}"
            );
        }
        for text in ["axb8=N", "ab8N", "xb8N", "axb8n"] {
            assert_eq!(
                promote.parse_san(text).unwrap().to_string(),
                "a7b8n",
                "{text}"
            );
        }
        let capture = position("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
        assert_eq!(capture.parse_san("exd5").unwrap().to_string(), "e4d5");
        assert_eq!(capture.parse_san("ed5").unwrap().to_string(), "e4d5");
    }

    #[test]
    fn san_reading_errors() {
        let start = Position::new();
        assert!(matches!(start.parse_san("Nf4"), Err(SanError::Illegal(_))));
        assert!(matches!(start.parse_san("hello"), Err(SanError::Syntax(_))));
        assert!(matches!(start.parse_san(""), Err(SanError::Syntax(_))));
        assert!(matches!(start.parse_san("e8=K"), Err(SanError::Syntax(_))));
        let fen = "4k3/8/8/8/8/8/8/RN2KN2 w - - 0 1";
        assert!(matches!(
            position(fen).parse_san("Nd2"),
            Err(SanError::Ambiguous(_))
        ));
        let promote = position("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assert!(matches!(promote.parse_san("a8"), Err(SanError::Illegal(_))));
    }
}
