//! Game records in and out: reading a pasted FEN or PGN, and writing the game as PGN.

use super::game_state::{GameState, Mode};
use chess_rules::pgn;
use chess_rules::{Color, Game, Position};

/// A game read from pasted text, with the PGN's tags (none for a FEN).
pub type Imported = (Game, Vec<(String, String)>);

/// Reads a FEN or a PGN. What the text looks like decides which; the error says what is wrong
/// with it (with the field, or the line and column).
///
/// # Errors
/// A message for the player.
pub fn read_record(text: &str) -> Result<Imported, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("Paste a FEN or a PGN first".to_string());
    }
    let looks_like_pgn = text.starts_with('[') || text.contains("1.") || text.lines().count() > 1;
    if looks_like_pgn {
        let read = pgn::read(text).map_err(|e| format!("This PGN could not be read: {e}"))?;
        return Ok((read.game, read.tags));
    }
    match Position::from_fen(text) {
        Ok(position) => Ok((Game::from_position(position), Vec::new())),
        Err(fen_error) => match pgn::read(text) {
            // A bare list of moves ("e4 e5 Nf3") is a PGN without tags.
            Ok(read) if !read.game.is_empty() => Ok((read.game, read.tags)),
            _ => Err(format!("This FEN is not valid: {fen_error}")),
        },
    }
}

/// The players' names as the PGN writes them.
fn player_names(mode: Mode) -> (String, String) {
    match mode {
        Mode::TwoPlayers => ("White player".to_string(), "Black player".to_string()),
        Mode::VsComputer { human, level } => {
            let computer = format!("Computer (level {level})");
            match human {
                Color::White => ("You".to_string(), computer),
                Color::Black => (computer, "You".to_string()),
            }
        }
    }
}

/// The game as PGN, dated `date` (`YYYY.MM.DD`). An imported game keeps its own tags.
pub fn export_pgn(state: &GameState, date: &str) -> String {
    let (white, black) = player_names(state.mode());
    let mut tags: Vec<(String, String)> = state.tags().to_vec();
    let mut set = |name: &str, value: String| {
        if !tags.iter().any(|(n, _)| n == name) {
            tags.push((name.to_string(), value));
        }
    };
    set("Event", "Casual game".to_string());
    set("Site", "Chess in the browser".to_string());
    set("Date", date.to_string());
    set("Round", "-".to_string());
    set("White", white);
    set("Black", black);
    pgn::write(state.game(), &tags)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::game_state::Action;

    #[test]
    fn reads_fen_pgn_and_bare_moves() {
        let (game, tags) = read_record("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        assert_eq!(
            game.start_position().to_fen(),
            "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
        );
        assert!(tags.is_empty());
        let (game, tags) =
            read_record("[White \"Ann\"]\n\n1. e4 {good} e5 (1... c5) 2. Nf3 *").unwrap();
        assert_eq!(game.len(), 3);
        assert_eq!(tags, [("White".to_string(), "Ann".to_string())]);
        let (game, _) = read_record("e4 e5 Nf3").unwrap();
        assert_eq!(game.len(), 3);
    }

    #[test]
    fn bad_records_say_what_is_wrong() {
        assert_eq!(
            read_record("  "),
            Err("Paste a FEN or a PGN first".to_string())
        );
        assert_eq!(
            read_record("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"),
            Err("This FEN is not valid: the side to move must be 'w' or 'b', not 'x'".to_string())
        );
        let error = read_record("1. e4 e5 2. Nf9").unwrap_err();
        assert!(
            error.starts_with("This PGN could not be read: line 1, column 13: move 2. Nf9"),
            "{error}"
        );
    }

    #[test]
    fn export_names_the_players_and_round_trips() {
        let mut state = GameState::new(Mode::VsComputer {
            human: Color::Black,
            level: 4,
        });
        state.apply(Action::Import {
            text: "1. d4 d5 2. c4".into(),
            mode: Mode::VsComputer {
                human: Color::Black,
                level: 4,
            },
        });
        let pgn = export_pgn(&state, "2026.11.21");
        assert!(pgn.contains("[White \"Computer (level 4)\"]"), "{pgn}");
        assert!(pgn.contains("[Black \"You\"]"));
        assert!(pgn.contains("[Date \"2026.11.21\"]"));
        assert!(pgn.contains("1. d4 d5 2. c4 *"));
        let (again, _) = read_record(&pgn).unwrap();
        assert_eq!(again.history(), state.game().history());
    }
}
