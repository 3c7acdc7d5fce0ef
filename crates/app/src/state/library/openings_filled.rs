//! Opening names for games kept before the names arrived: the openings book loads after the
//! page (it is not part of the first paint), so a game kept or imported before it came has
//! no name in its summary. Once the book is there, the library names them from their moves.

use super::GameSummary;
use crate::state::openings;
use crate::state::saved::SavedGame;

/// Does the summary wait for a name (moves played, none named)?
pub fn lacks_opening(summary: &GameSummary) -> bool {
    summary.opening.is_empty() && summary.plies > 0
}

/// The summary with its opening named from the saved game's moves; `None` when the saved
/// game cannot be read or no book line names its moves.
pub fn with_opening_named(summary: &GameSummary, saved: &str) -> Option<GameSummary> {
    let restored = SavedGame::restore(saved).ok()?;
    let tree = restored.state.tree();
    let opening = openings::of_line(tree, tree.main_line_end())?.label();
    Some(GameSummary {
        opening,
        ..summary.clone()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::library::record;
    use crate::state::openings::OpeningBook;
    use crate::state::{GameSetup, GameState, Mode};

    #[test]
    fn a_game_kept_before_the_book_arrived_is_named_once_it_is_there() {
        let mut state = GameState::new(GameSetup::untimed(Mode::TwoPlayers));
        for san in ["e4", "e5", "Nf3", "Nc6", "Bb5"] {
            state.apply(crate::state::Action::PlayText(san.into()));
        }
        openings::uninstall();
        let kept = record("g1", &state, 0.0, "2026.11.24");
        assert!(lacks_opening(&kept.summary), "no book yet: no name");
        let mut book = OpeningBook::default();
        book.add("[ECO \"C60\"]\n[Opening \"Ruy Lopez\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n");
        openings::install(book);
        let named = with_opening_named(&kept.summary, &kept.saved).unwrap();
        assert_eq!(named.opening, "C60 Ruy Lopez");
        assert_eq!(
            (named.id.as_str(), named.plies),
            ("g1", 5),
            "the rest as it was"
        );
        assert!(!lacks_opening(&named));
        assert!(with_opening_named(&kept.summary, "not json").is_none());
        openings::uninstall();
    }
}
