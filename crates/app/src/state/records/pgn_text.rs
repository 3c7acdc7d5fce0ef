//! Why a PGN cannot be read, in the language spoken: the rules crate's reader says where and
//! what (`PgnError`); the app says it.

use crate::state::explain::{illegal_move_text, parse_move_text};
use crate::state::position_text::fen_error_text;
use crate::state::translate::{tr, tr_with};
use crate::state::words::outcome_text;
use chess_rules::pgn::{PgnError, PgnErrorKind, PgnWarning};
use chess_rules::{Color, GameError, ParseMoveError};

/// "line 3, column 5: this { comment is never closed with }".
pub fn pgn_error_text(error: &PgnError) -> String {
    let what = match &error.kind {
        PgnErrorKind::Empty => tr("pgn-empty"),
        PgnErrorKind::BadTag => tr("pgn-bad-tag"),
        // The braces are arguments: Fluent reads a brace in a message as a placeable.
        PgnErrorKind::UnterminatedComment => tr_with(
            "pgn-open-comment",
            &[("open", "{".into()), ("close", "}".into())],
        ),
        PgnErrorKind::UnterminatedVariation => tr("pgn-open-variation"),
        PgnErrorKind::UnexpectedParenthesis => tr("pgn-stray-parenthesis"),
        PgnErrorKind::VariationWithoutMove => tr("pgn-variation-first"),
        PgnErrorKind::BadFen(e) => tr_with("pgn-bad-fen", &[("error", fen_error_text(e).into())]),
        PgnErrorKind::UnsupportedVariant(variant) => {
            tr_with("pgn-variant", &[("variant", variant.as_str().into())])
        }
        PgnErrorKind::BadMove {
            number,
            color,
            san,
            error,
        } => {
            let dots = if *color == Color::White { "." } else { "..." };
            let error = game_error_text(error);
            format!("{} {number}{dots} {san}: {error}", tr("pgn-move"))
        }
    };
    tr_with(
        "pgn-where",
        &[
            ("line", error.line.into()),
            ("column", error.column.into()),
            ("what", what.into()),
        ],
    )
}

/// What the reader left out of a game it read.
pub fn pgn_warning_text(warning: &PgnWarning) -> String {
    match *warning {
        PgnWarning::NullMove { number, color } => {
            let dots = if color == Color::White { "." } else { "..." };
            tr_with(
                "pgn-null-move",
                &[("move", format!("{number}{dots}").into())],
            )
        }
    }
}

/// Why a game refused a move.
pub fn game_error_text(error: &GameError) -> String {
    match error {
        GameError::GameOver(outcome) => tr_with(
            "notice-game-over",
            &[("outcome", outcome_text(outcome).into())],
        ),
        GameError::Illegal(reason) => illegal_move_text(reason),
        GameError::San(e) => parse_move_text(&ParseMoveError::Notation(e.clone())),
        GameError::Uci(e) => parse_move_text(&ParseMoveError::Uci(e.clone())),
        GameError::NoDrawToClaim => tr("pgn-no-draw-to-claim"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_rules::pgn;

    /// English says what the rules crate says, for PGNs broken each way.
    #[test]
    fn english_matches_the_rules_crate() {
        let broken = [
            "",
            "[Event \"x\"\n1. e4",
            "1. e4 { never closed",
            "1. e4 (1. d4",
            "1. e4 e5 )",
            "( 1. e4 ) 1. d4",
            "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*",
            "[Variant \"Atomic\"]\n\n1. e4 *",
            "1. e4 e5 2. Ke3 *",
            "1. e4 e5 2. Nf4 *",
        ];
        for text in broken {
            let error = pgn::read(text).unwrap_err();
            assert_eq!(pgn_error_text(&error), error.to_string(), "{text:?}");
        }
        let read = pgn::read("1. e4 e5 2. Nf3 -- 3. Bb5 *").unwrap();
        let warning = &read.warnings[0];
        assert_eq!(pgn_warning_text(warning), warning.to_string());
    }
}
