//! Chess's words in the language spoken: colours, pieces, how a game ended ("White wins by
//! checkmate"). The rules crate names these things; the app says them.

use super::messages::Arg;
use super::translate::{tr, tr_with};
use chess_rules::{Color, DrawReason, Outcome, Piece, Role, WinReason};

/// "White wins by checkmate", "Draw by stalemate".
pub fn outcome_text(outcome: &Outcome) -> String {
    match *outcome {
        Outcome::Win { winner, reason } => {
            let key = match reason {
                WinReason::Checkmate => "outcome-win-checkmate",
                WinReason::Resignation => "outcome-win-resignation",
                WinReason::TimeForfeit => "outcome-win-time",
                WinReason::Recorded => "outcome-win",
            };
            let [(_, name), color] = side_args(winner);
            tr_with(key, &[("winner", name), color])
        }
        Outcome::Draw(reason) => tr(draw_keys(reason).0),
    }
}

/// Why it ended, alone: "checkmate", "threefold repetition" (a claimable draw's button).
pub fn outcome_reason(outcome: &Outcome) -> String {
    match *outcome {
        Outcome::Win { reason, .. } => tr(match reason {
            WinReason::Checkmate => "reason-checkmate",
            WinReason::Resignation => "reason-resignation",
            WinReason::TimeForfeit => "reason-time",
            WinReason::Recorded => "reason-recorded",
        }),
        Outcome::Draw(reason) => tr(draw_keys(reason).1),
    }
}

/// A draw's keys: the whole sentence's and the reason's alone.
fn draw_keys(reason: DrawReason) -> (&'static str, &'static str) {
    match reason {
        DrawReason::Stalemate => ("outcome-draw-stalemate", "reason-stalemate"),
        DrawReason::InsufficientMaterial => ("outcome-draw-material", "reason-material"),
        DrawReason::ThreefoldRepetition => ("outcome-draw-threefold", "reason-threefold"),
        DrawReason::FivefoldRepetition => ("outcome-draw-fivefold", "reason-fivefold"),
        DrawReason::FiftyMoveRule => ("outcome-draw-fifty", "reason-fifty"),
        DrawReason::SeventyFiveMoveRule => ("outcome-draw-seventy-five", "reason-seventy-five"),
        DrawReason::Agreement => ("outcome-draw-agreement", "reason-agreement"),
        DrawReason::TimeoutVsInsufficientMaterial => ("outcome-draw-timeout", "reason-timeout"),
        DrawReason::Recorded => ("outcome-draw", "reason-recorded"),
    }
}

/// A side's arguments to a message: `side`, its name ("White"), and `color`, its key
/// ("white"), on which a language that declines the name selects its form ("Ход белых").
pub fn side_args(color: Color) -> [(&'static str, Arg); 2] {
    let key = match color {
        Color::White => "white",
        Color::Black => "black",
    };
    [("side", color_name(color).into()), ("color", key.into())]
}

/// "White", "Black".
pub fn color_name(color: Color) -> String {
    tr(match color {
        Color::White => "color-white",
        Color::Black => "color-black",
    })
}

/// "pawn", "knight"... (lower case, as within a sentence).
pub fn role_name(role: Role) -> String {
    tr(&format!("role-{}", role_key(role)))
}

/// "white knight", "black queen" (lower case, as within a sentence: "e4, white knight").
pub fn piece_name(piece: Piece) -> String {
    let color = match piece.color {
        Color::White => "white",
        Color::Black => "black",
    };
    tr(&format!("piece-{color}-{}", role_key(piece.role)))
}

/// The text with its first letter a capital ("white king" → "White king").
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A role's name in message keys: "pawn", "knight"...
pub fn role_key(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_outcome_reads_as_the_rules_crate_says_it_in_english() {
        let wins = [
            WinReason::Checkmate,
            WinReason::Resignation,
            WinReason::TimeForfeit,
            WinReason::Recorded,
        ];
        let draws = [
            DrawReason::Stalemate,
            DrawReason::InsufficientMaterial,
            DrawReason::ThreefoldRepetition,
            DrawReason::FivefoldRepetition,
            DrawReason::FiftyMoveRule,
            DrawReason::SeventyFiveMoveRule,
            DrawReason::Agreement,
            DrawReason::TimeoutVsInsufficientMaterial,
            DrawReason::Recorded,
        ];
        let outcomes = wins
            .iter()
            .flat_map(|&reason| {
                [Color::White, Color::Black].map(|winner| Outcome::Win { winner, reason })
            })
            .chain(draws.map(Outcome::Draw));
        for outcome in outcomes {
            assert_eq!(outcome_text(&outcome), outcome.to_string());
            assert_eq!(outcome_reason(&outcome), outcome.reason());
        }
    }
}
