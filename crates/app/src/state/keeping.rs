//! The decisions of keeping a game in the browser, apart from the storage itself (which is a
//! service): which game a new tab opens, whether a tab may write its game over what is stored,
//! and whether another tab's lease on a game still holds. Each is a plain function of what the
//! storage holds, so the two-tab rules are tested natively.

use super::game_state::{GameState, Mode};
use super::json;
use crate::state::position_text::fen_error_text;
use crate::state::translate::tr_with;
use chess_rules::{CastlingMode, Game, Position};

/// A lease older than this is free to take (its tab closed or crashed).
pub const LEASE_MS: f64 = 6_000.0;

/// Which game a tab opens at start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opening {
    /// The game with this id: the tab's own after a reload, or the browser's current game.
    Stored(String),
    /// A new game (with what to tell the player, if anything).
    New(Option<&'static str>),
}

/// What a new tab learns when the browser's current game is played in another tab (the key
/// of the message).
pub const HELD_ELSEWHERE: &str = "notice-held-elsewhere";

/// A reload finds its own game (`own`, kept for the tab's session), whoever else has it open;
/// a new tab takes the browser's current game only if no other tab holds it.
pub fn opening(
    own: Option<String>,
    current: Option<String>,
    held_elsewhere: impl FnOnce(&str) -> bool,
) -> Opening {
    if let Some(own) = own {
        return Opening::Stored(own);
    }
    match current {
        None => Opening::New(None),
        Some(id) if held_elsewhere(&id) => Opening::New(Some(HELD_ELSEWHERE)),
        Some(id) => Opening::Stored(id),
    }
}

/// May this tab write `next` under its game's key? Not when what is stored is neither what the
/// tab last wrote or saw (`last_seen`) nor `next` itself: another tab changed the game since.
pub fn changed_elsewhere(stored: Option<&str>, last_seen: Option<&str>, next: &str) -> bool {
    match (stored, last_seen) {
        (Some(stored), Some(seen)) => stored != seen && stored != next,
        _ => false,
    }
}

/// Has the tab just switched to the game `id` while its state still holds the game it left?
/// Then the text to write (`next`) is still the last one written (`previous`, with its id), and
/// writing it would put the game left under the new id, which another tab showing that game
/// would take for a change of its own. Written after the two-tab test failed once under load
/// that way; the suspected cause, the switch's two updates (the id, then the state) rendering
/// apart, does not hold: Yew 0.23 applies a reducer's action at once and renders later, in a
/// microtask, so one render sees both. The cause is not known; this guard stays until it is.
/// (It failed once more on 2026-12-05, in 1 of about 50 runs; the test now logs every write of
/// a game in both tabs with the time, so the next failure's report shows which write it was.
/// On 2026-12-06 the library's e2e test saw the other way round once, in 12 runs four at a
/// time: after opening Anand's game, then Kasparov's, "Download all" held Kasparov's game
/// twice, once under Anand's id, and Anand's not at all. That one's cause was found: a Yew
/// 0.23 reducer handle reads the latest dispatch's state, not its render's, and the library's
/// copy, 800 ms after a change, paired its render's id with the handle's state. When the timer
/// fell between a switch's dispatch and its effects (the scheduler yields there after 16 ms of
/// rendering), the game opened went under the id of the game left. The copy now carries the
/// state of its render. This direction's cause, in the local copy, is still not known.)
pub fn state_behind_switch(
    previous: Option<(&str, &str)>,
    id: &str,
    next: &str,
    stored: Option<&str>,
) -> bool {
    previous.is_some_and(|(previous_id, previous_text)| {
        previous_id != id && previous_text == next && stored.is_some_and(|stored| stored != next)
    })
}

/// Does the lease (as stored: `{"tab": …, "at": ms}`) belong to another tab and still hold at
/// `now`?
pub fn lease_held_by_other(lease: Option<&str>, tab: &str, now: f64) -> bool {
    let lease = lease.and_then(|text| json::parse_object(text).ok());
    lease.is_some_and(|lease| {
        let at = lease.f64("at").unwrap_or(0.0);
        lease.str("tab") != Some(tab) && now - at < LEASE_MS
    })
}

/// May a tab drop the local copy of a game it just put into the library? Only when the copy
/// was kept there, no tab shows the game (neither this one nor one holding its lease), and the
/// local copy is still the text that was kept (`stored_now` against `kept_text`): a tab whose
/// lease lapsed (hidden, its timers slowed) may have written a move since.
pub fn may_drop_local_copy(
    kept: bool,
    kept_text: &str,
    stored_now: Option<&str>,
    shown_here: bool,
    held_elsewhere: bool,
) -> bool {
    kept && stored_now == Some(kept_text) && !shown_here && !held_elsewhere
}

/// A position shared by link (`?fen=…`), for two players: standard FEN, else X-FEN or
/// Shredder-FEN as Chess960.
///
/// # Errors
/// What the player is told of a bad one.
pub fn shared_game(fen: &str) -> Result<GameState, String> {
    let position = Position::from_fen(fen)
        .or_else(|e| Position::from_fen_with(fen, CastlingMode::Chess960).map_err(|_| e));
    match position {
        Ok(position) => Ok(GameState::from_game(
            Game::from_position(position),
            Mode::TwoPlayers,
        )),
        Err(error) => Err(tr_with(
            "notice-link-invalid",
            &[("error", fen_error_text(&error).into())],
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_local_copy_goes_only_when_kept_unchanged_and_shown_nowhere() {
        let kept = "{\"pgn\":\"1. e4 e5\"}";
        assert!(may_drop_local_copy(true, kept, Some(kept), false, false));
        // Written again while the library's copy was made: the newer move stays.
        let newer = "{\"pgn\":\"1. e4 e5 2. Nf3\"}";
        assert!(!may_drop_local_copy(true, kept, Some(newer), false, false));
        assert!(!may_drop_local_copy(false, kept, Some(kept), false, false));
        assert!(!may_drop_local_copy(true, kept, Some(kept), true, false));
        assert!(!may_drop_local_copy(true, kept, Some(kept), false, true));
    }

    #[test]
    fn a_reload_keeps_its_game_and_a_new_tab_leaves_a_held_one() {
        let held = |_: &str| true;
        let free = |_: &str| false;
        let (own, current) = (Some("a".to_string()), Some("b".to_string()));
        assert_eq!(
            opening(own, current.clone(), held),
            Opening::Stored("a".into())
        );
        assert_eq!(
            opening(None, current.clone(), free),
            Opening::Stored("b".into())
        );
        assert_eq!(
            opening(None, current, held),
            Opening::New(Some(HELD_ELSEWHERE))
        );
        assert_eq!(opening(None, None, free), Opening::New(None));
    }

    #[test]
    fn the_game_left_is_not_written_under_the_next_games_id() {
        let left = Some(("a", "game a"));
        assert!(state_behind_switch(left, "b", "game a", Some("game b")));
        assert!(
            !state_behind_switch(left, "b", "game b", Some("game b")),
            "caught up"
        );
        assert!(
            !state_behind_switch(left, "a", "game a", Some("game x")),
            "no switch"
        );
        assert!(
            !state_behind_switch(left, "b", "game a", None),
            "a new game: nothing stored"
        );
        assert!(
            !state_behind_switch(left, "b", "game a", Some("game a")),
            "the same text"
        );
        assert!(!state_behind_switch(None, "b", "game a", Some("game b")));
    }

    #[test]
    fn another_tabs_write_stops_this_tab_writing() {
        assert!(!changed_elsewhere(None, Some("x"), "y"), "nothing stored");
        assert!(!changed_elsewhere(Some("x"), None, "y"), "never seen");
        assert!(!changed_elsewhere(Some("x"), Some("x"), "y"), "ours");
        assert!(
            !changed_elsewhere(Some("y"), Some("x"), "y"),
            "already the same"
        );
        assert!(changed_elsewhere(Some("z"), Some("x"), "y"));
    }

    #[test]
    fn a_lease_holds_for_six_seconds_and_never_against_its_own_tab() {
        let lease = r#"{"tab": "t1", "at": 1000}"#;
        assert!(lease_held_by_other(Some(lease), "t2", 6_999.0));
        assert!(!lease_held_by_other(Some(lease), "t2", 7_000.0));
        assert!(!lease_held_by_other(Some(lease), "t1", 2_000.0));
        assert!(!lease_held_by_other(Some("not json"), "t2", 2_000.0));
        assert!(!lease_held_by_other(None, "t2", 2_000.0));
    }

    #[test]
    fn a_shared_position_opens_for_two_players_or_says_what_is_wrong() {
        let state = shared_game("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        assert_eq!(state.mode(), Mode::TwoPlayers);
        let chess960 =
            shared_game("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
        assert!(chess960.is_ok());
        let error = shared_game("8/8/8 w - - 0 1").unwrap_err();
        assert!(
            error.starts_with("The position in the link is not valid"),
            "{error}"
        );
    }
}
