//! Which games the games list shows: a search (words in the players' names or the opening),
//! the result for the player, the player's colour, and the opening's family.

use super::{GameSummary, Outcome};
use chess_rules::Color;

/// The list's filters; the default shows every game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ListFilter {
    /// Words to find in the players' names or the opening.
    pub search: String,
    /// Only games that ended so for the player.
    pub outcome: Option<Outcome>,
    /// Only games where the player ("You") had this colour.
    pub colour: Option<Color>,
    /// Only games of this opening family ("Ruy Lopez").
    pub opening: Option<String>,
}

impl ListFilter {
    /// Does the list show this game?
    pub fn keeps(&self, summary: &GameSummary) -> bool {
        super::matches(summary, &self.search)
            && self.outcome.is_none_or(|o| summary.outcome() == o)
            && self
                .colour
                .is_none_or(|c| players_colour(summary) == Some(c))
            && self
                .opening
                .as_deref()
                .is_none_or(|family| opening_family(&summary.opening) == Some(family))
    }
}

/// The colour the player ("You") had, if the game was theirs.
pub fn players_colour(summary: &GameSummary) -> Option<Color> {
    match (summary.white == "You", summary.black == "You") {
        (true, false) => Some(Color::White),
        (false, true) => Some(Color::Black),
        _ => None,
    }
}

/// An opening's family: its name without the ECO code, the variation or a second name
/// ("C65 Ruy Lopez: Berlin defence" and "C60 Ruy Lopez (Spanish opening)" → "Ruy Lopez").
pub fn opening_family(opening: &str) -> Option<&str> {
    let name = match opening.split_once(' ') {
        Some((code, rest)) if is_eco(code) => rest,
        _ => opening,
    };
    let family = name
        .split([':', '(', ','])
        .next()
        .unwrap_or_default()
        .trim();
    (!family.is_empty()).then_some(family)
}

fn is_eco(code: &str) -> bool {
    let bytes = code.as_bytes();
    bytes.len() == 3 && (b'A'..=b'E').contains(&bytes[0]) && code[1..].parse::<u8>().is_ok()
}

/// The opening families of these games, the most played first (ties by name).
pub fn families<'a>(games: impl Iterator<Item = &'a GameSummary>) -> Vec<(String, usize)> {
    let mut counts = std::collections::BTreeMap::<&str, usize>::new();
    for game in games {
        if let Some(family) = opening_family(&game.opening) {
            *counts.entry(family).or_default() += 1;
        }
    }
    let mut families: Vec<(String, usize)> = counts
        .into_iter()
        .map(|(f, n)| (f.to_string(), n))
        .collect();
    families.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    families
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(white: &str, black: &str, result: &str, opening: &str) -> GameSummary {
        GameSummary {
            id: format!("{white}-{black}-{opening}"),
            updated: 0.0,
            date: String::new(),
            white: white.into(),
            black: black.into(),
            result: result.into(),
            opening: opening.into(),
            plies: 10,
            reviewed: false,
            fen: String::new(),
        }
    }

    #[test]
    fn the_filters_keep_the_games_asked_for_and_all_by_default() {
        let games = [
            game("You", "Computer", "1-0", "C65 Ruy Lopez: Berlin defence"),
            game("Computer", "You", "1-0", "B20 Sicilian defence"),
            game("Ann", "Bob", "1/2-1/2", "C60 Ruy Lopez (Spanish opening)"),
        ];
        let kept = |filter: &ListFilter| games.iter().filter(|g| filter.keeps(g)).count();
        assert_eq!(kept(&ListFilter::default()), 3);
        let won = ListFilter {
            outcome: Some(Outcome::Won),
            ..ListFilter::default()
        };
        assert_eq!(kept(&won), 1);
        let black = ListFilter {
            colour: Some(Color::Black),
            ..ListFilter::default()
        };
        assert_eq!(kept(&black), 1, "the game where You had Black");
        let ruy = ListFilter {
            opening: Some("Ruy Lopez".into()),
            ..ListFilter::default()
        };
        assert_eq!(kept(&ruy), 2, "the Berlin is a Ruy Lopez");
        let both = ListFilter {
            opening: Some("Ruy Lopez".into()),
            search: "bob".into(),
            ..ListFilter::default()
        };
        assert_eq!(kept(&both), 1);
    }

    #[test]
    fn opening_families_are_named_without_code_or_variation_most_played_first() {
        assert_eq!(
            opening_family("C65 Ruy Lopez: Berlin defence"),
            Some("Ruy Lopez")
        );
        assert_eq!(opening_family("Queen's Gambit"), Some("Queen's Gambit"));
        assert_eq!(opening_family(""), None);
        let games = [
            game("a", "b", "*", "B20 Sicilian defence"),
            game("a", "b", "*", "C65 Ruy Lopez: Berlin defence"),
            game("a", "b", "*", "C60 Ruy Lopez (Spanish opening)"),
            game("a", "b", "*", ""),
        ];
        let listed = families(games.iter());
        assert_eq!(listed[0], ("Ruy Lopez".to_string(), 2));
        assert_eq!(listed.len(), 2, "{listed:?}");
    }
}
