//! A game's PGN tags: the one place that knows the Seven Tag Roster, the order tags are
//! written in, how one is looked up, and which are derived from the game itself (`Result`,
//! `SetUp`, `FEN`, `Variant`, `Termination`) rather than taken from what was given.

use crate::castling::CastlingMode;
use crate::outcome::Outcome;
use crate::tree::MoveTree;
use crate::STARTING_FEN;

/// The tags every PGN game carries, in the order PGN writes them.
pub const SEVEN_TAG_ROSTER: [&str; 7] =
    ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Tags written from the game, whatever was given for them (`Termination` only when none was).
const DERIVED: [&str; 4] = ["SetUp", "FEN", "Termination", "Variant"];

/// Tag pairs in the order they were read or added. Names are unique: setting a name again
/// replaces its value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tags(Vec<(String, String)>);

impl Tags {
    /// No tags.
    pub fn new() -> Tags {
        Tags::default()
    }

    /// The value of a tag, if present.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The value of a tag when it says something: not the marks PGN writes for "unknown"
    /// (`?`, `????.??.??`) and not empty.
    pub fn known(&self, name: &str) -> Option<&str> {
        self.get(name).filter(|v| !is_unknown(v))
    }

    /// Sets a tag unless a value that says something is there ([`Tags::known`]): what a writer
    /// fills in for a tag the game left unknown.
    pub fn fill(&mut self, name: &str, value: impl Into<String>) {
        if self.known(name).is_none() {
            self.set(name, value);
        }
    }

    /// Sets a tag, replacing its value if it is there (in its place), adding it at the end if not.
    pub fn set(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.0.iter_mut().find(|(n, _)| n == name) {
            Some(pair) => pair.1 = value,
            None => self.0.push((name.to_string(), value)),
        }
    }

    /// The pairs in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    /// How many tags.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// No tags at all?
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The tags as PGN writes them for `tree`: the Seven Tag Roster first (`?`, or
    /// `????.??.??` for the date, where none was given; `Result` always the game's), then
    /// `Variant`, `SetUp` and `FEN` when the game needs them, `Termination` for a finished game,
    /// then every other tag in its order.
    pub fn written_for(&self, tree: &MoveTree) -> Tags {
        let outcome = tree.main_game().outcome();
        let mut out = Tags::new();
        for name in SEVEN_TAG_ROSTER {
            let value = match (name, self.get(name)) {
                ("Result", _) => outcome.map_or("*", Outcome::result),
                (_, Some(given)) => given,
                ("Date", None) => "????.??.??",
                (_, None) => "?",
            };
            out.set(name, value);
        }
        let start = tree.start();
        let chess960 = start.castling_mode() == CastlingMode::Chess960;
        if chess960 {
            out.set("Variant", "Chess960");
        }
        let start_fen = start.to_fen();
        if start_fen != STARTING_FEN || chess960 {
            out.set("SetUp", "1");
            out.set("FEN", start_fen);
        }
        if let Some(outcome) = outcome {
            let reason = outcome.reason().to_string();
            out.set("Termination", self.get("Termination").unwrap_or(&reason));
        }
        for (name, value) in self.iter() {
            if !SEVEN_TAG_ROSTER.contains(&name) && !DERIVED.contains(&name) {
                out.set(name, value);
            }
        }
        out
    }
}

/// Is this the mark of an unknown value (`?`, `????.??.??`, or nothing)?
fn is_unknown(value: &str) -> bool {
    value.trim().is_empty() || value.chars().all(|c| matches!(c, '?' | '.'))
}

impl FromIterator<(String, String)> for Tags {
    /// Later pairs of the same name replace earlier ones.
    fn from_iter<I: IntoIterator<Item = (String, String)>>(pairs: I) -> Tags {
        let mut tags = Tags::new();
        for (name, value) in pairs {
            tags.set(&name, value);
        }
        tags
    }
}

impl<const N: usize> From<[(&str, &str); N]> for Tags {
    fn from(pairs: [(&str, &str); N]) -> Tags {
        pairs
            .into_iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Position};

    #[test]
    fn setting_a_name_again_replaces_it_in_place() {
        let mut tags = Tags::from([("White", "Ann"), ("Black", "Bob")]);
        tags.set("White", "Cy");
        tags.fill("Black", "Dee");
        tags.fill("Event", "Club");
        let pairs: Vec<_> = tags.iter().collect();
        assert_eq!(
            pairs,
            [("White", "Cy"), ("Black", "Bob"), ("Event", "Club")]
        );
        assert_eq!(tags.get("Round"), None);
    }

    #[test]
    fn unknown_marks_say_nothing_and_are_filled() {
        let mut tags = Tags::from([("Date", "????.??.??"), ("Round", "?"), ("White", "Ann")]);
        assert_eq!(tags.known("Date"), None);
        assert_eq!(tags.known("Round"), None);
        assert_eq!(tags.known("White"), Some("Ann"));
        tags.fill("Round", "-");
        tags.fill("White", "Bob");
        tags.fill("Event", "Casual game");
        assert_eq!(tags.get("Round"), Some("-"));
        assert_eq!(tags.get("White"), Some("Ann"));
        assert_eq!(tags.get("Event"), Some("Casual game"));
    }

    #[test]
    fn written_tags_put_the_roster_first_and_derive_what_the_game_says() {
        let given = Tags::from([
            ("Annotator", "me"),
            ("White", "Ann"),
            ("Result", "0-1"),
            ("FEN", "stale"),
        ]);
        let tree = MoveTree::from_game(&Game::new());
        let written = given.written_for(&tree);
        let names: Vec<_> = written.iter().map(|(n, _)| n).collect();
        assert_eq!(
            names,
            [
                "Event",
                "Site",
                "Date",
                "Round",
                "White",
                "Black",
                "Result",
                "Annotator"
            ]
        );
        assert_eq!(
            written.get("Result"),
            Some("*"),
            "the game's result, not the tag's"
        );
        assert_eq!(written.get("Date"), Some("????.??.??"));
        assert_eq!(written.get("White"), Some("Ann"));
        let from_position =
            MoveTree::new(Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap());
        let written = given.written_for(&from_position);
        assert_eq!(written.get("SetUp"), Some("1"));
        assert_eq!(written.get("FEN"), Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    }
}
