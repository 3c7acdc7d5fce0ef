//! "Your mistakes": every mistake and blunder a finished review found becomes a puzzle of the
//! player's own, practised again after 1, 3, 7 and 21 days (a failure brings it back the next
//! day), as a spaced-repetition deck.
//!
//! A card opens, as a Lichess puzzle does, on the position before the opponent's previous
//! move, which is played first; then the player looks for a better move than the one played.
//! The review's best move is right at once, the game's move wrong at once; any other move is
//! judged by the engine (see [`Acceptance`]). Whose mistakes: the player's in a game against
//! the computer, both sides' in any other game (two players on one device, imported games).

use super::Puzzle;
use crate::state::json::{self, JsonValue, Record, Writer};
use crate::state::library::GameSummary;
use crate::state::review::{win_percent_for, Judgement};
use crate::state::saved::SavedGame;
use crate::state::translate::tr;
use chess_rules::{Color, Move, MoveTree, NodeId, Position};
use std::collections::BTreeMap;

/// The days before a card comes back, by how many times in a row it was solved.
pub const INTERVAL_DAYS: [f64; 4] = [1.0, 3.0, 7.0, 21.0];
const DAY_MS: f64 = 86_400_000.0;

/// How a move other than the review's is judged: the game's own move is wrong; another is
/// right when it keeps the mover's winning chances within the learning's margin of `best`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Acceptance {
    /// The move played in the game.
    pub played: Move,
    /// The mover's winning chances (0-100) after the review's best move.
    pub best_chances: f64,
}

/// One mistake to practise.
#[derive(Clone, Debug, PartialEq)]
pub struct MistakeCard {
    /// `<game id>/<ply>`: the same mistake found again keeps its card.
    pub id: String,
    /// The library game it comes from.
    pub game: String,
    /// The game as the list names it: "You – Computer · 22 Nov 2026".
    pub about: String,
    /// The position before the opponent's previous move.
    pub fen: String,
    /// The opponent's previous move and the review's best answer, in UCI.
    pub moves: Vec<String>,
    /// The move played in the game, in UCI.
    pub played: String,
    /// The same in SAN with its number and mark: "14...Qxb2??".
    pub played_label: String,
    /// A blunder (else a mistake).
    pub blunder: bool,
    /// The mover's winning chances after the review's best move.
    pub best_chances: f64,
    /// Times solved in a row.
    pub solved_in_a_row: u32,
    /// When it is due again (milliseconds since 1970).
    pub due: f64,
}

impl MistakeCard {
    fn to_value(&self) -> JsonValue {
        let moves = self.moves.iter().map(|m| json::text_value(m));
        Writer::new()
            .str("id", &self.id)
            .str("game", &self.game)
            .str("about", &self.about)
            .str("fen", &self.fen)
            .value("moves", json::array(moves))
            .str("played", &self.played)
            .str("played_label", &self.played_label)
            .bool("blunder", self.blunder)
            .f64("best_chances", self.best_chances)
            .u64("solved_in_a_row", u64::from(self.solved_in_a_row))
            .f64("due", self.due)
            .into_value()
    }

    /// Every field there and of its type, else `None`.
    fn read(value: &JsonValue) -> Option<MistakeCard> {
        let card = json::record(value)?;
        let text = |name: &str| card.str(name).map(str::to_string);
        Some(MistakeCard {
            id: text("id")?,
            game: text("game")?,
            about: text("about")?,
            fen: text("fen")?,
            moves: card
                .array("moves")?
                .iter()
                .map(|m| json::text(m).map(str::to_string))
                .collect::<Option<_>>()?,
            played: text("played")?,
            played_label: text("played_label")?,
            blunder: card.bool("blunder")?,
            best_chances: card.f64("best_chances")?,
            solved_in_a_row: u32::try_from(card.u64("solved_in_a_row")?).ok()?,
            due: card.f64("due")?,
        })
    }

    /// The card as a puzzle to solve, and how other moves are judged. `None` if its moves no
    /// longer read (a card from a broken record).
    pub fn puzzle(&self) -> Option<(Puzzle, Acceptance)> {
        let position = Position::from_fen(&self.fen).ok()?;
        let mut after = position.clone();
        let mut moves = Vec::new();
        for text in &self.moves {
            let mv = after.parse_uci(text).ok()?;
            after = after.play(mv).ok()?;
            moves.push(mv);
        }
        let before_mistake = position.play(*moves.first()?).ok()?;
        let played = before_mistake.parse_uci(&self.played).ok()?;
        let puzzle = Puzzle {
            id: self.id.clone(),
            position,
            moves,
            rating: 0,
            deviation: 0,
            themes: Vec::new(),
        };
        let acceptance = Acceptance {
            played,
            best_chances: self.best_chances,
        };
        Some((puzzle, acceptance))
    }

    /// The review's move, in SAN ("Nf3").
    pub fn best_san(&self) -> Option<String> {
        let (puzzle, _) = self.puzzle()?;
        let before = puzzle.position.play(puzzle.moves[0]).ok()?;
        Some(before.san(*puzzle.moves.get(1)?).to_string())
    }

    /// Is it due at `now`?
    pub fn is_due(&self, now: f64) -> bool {
        self.due <= now
    }

    /// Whole days until it is due (0 when due).
    pub fn days_until_due(&self, now: f64) -> u32 {
        ((self.due - now) / DAY_MS).ceil().max(0.0) as u32
    }

    /// Schedules the next time: further off after each success, the next day after a failure.
    fn schedule(&mut self, solved: bool, now: f64) {
        self.solved_in_a_row = if solved { self.solved_in_a_row + 1 } else { 0 };
        let step = (self.solved_in_a_row as usize).saturating_sub(1);
        self.due = now + INTERVAL_DAYS[step.min(INTERVAL_DAYS.len() - 1)] * DAY_MS;
    }
}

/// Every card, and which reviewed games were read for them (by the time they were last
/// changed, so a game reviewed again is read again).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MistakeDeck {
    /// The cards, in the order they were found.
    pub cards: Vec<MistakeCard>,
    /// Game id → its `updated` time when read.
    pub scanned: BTreeMap<String, f64>,
}

impl MistakeDeck {
    /// Should this library game be read for cards (reviewed, and new or changed since)?
    pub fn needs_reading(&self, summary: &GameSummary) -> bool {
        summary.reviewed && self.scanned.get(&summary.id) != Some(&summary.updated)
    }

    /// Takes the cards of a library game (its saved form), due at once; a card already in the
    /// deck keeps its schedule, and the game's cards no longer found (a review run again) go.
    pub fn take_game(&mut self, summary: &GameSummary, saved: &str, now: f64) {
        self.take_cards(summary, cards_of_game(summary, saved, now));
    }

    /// The same with the game's cards found already ([`cards_of_game`]).
    pub fn take_cards(&mut self, summary: &GameSummary, found: Vec<MistakeCard>) {
        self.scanned.insert(summary.id.clone(), summary.updated);
        let old: Vec<MistakeCard> = self
            .cards
            .iter()
            .filter(|c| c.game == summary.id)
            .cloned()
            .collect();
        self.cards.retain(|c| c.game != summary.id);
        self.cards.extend(found.into_iter().map(|card| {
            match old
                .iter()
                .find(|o| o.id == card.id && o.moves == card.moves)
            {
                Some(kept) => kept.clone(),
                None => card,
            }
        }));
    }

    /// The card with this id.
    pub fn find(&self, id: &str) -> Option<&MistakeCard> {
        self.cards.iter().find(|c| c.id == id)
    }

    /// The cards due at `now`, the longest waiting first.
    pub fn due(&self, now: f64) -> Vec<&MistakeCard> {
        let mut due: Vec<&MistakeCard> = self.cards.iter().filter(|c| c.is_due(now)).collect();
        due.sort_by(|a, b| a.due.total_cmp(&b.due));
        due
    }

    /// Every card, the soonest due first (the list the player reads).
    pub fn by_due(&self) -> Vec<&MistakeCard> {
        let mut all: Vec<&MistakeCard> = self.cards.iter().collect();
        all.sort_by(|a, b| a.due.total_cmp(&b.due));
        all
    }

    /// Records a try at a card: solved or not, at `now`.
    pub fn record(&mut self, id: &str, solved: bool, now: f64) {
        if let Some(card) = self.cards.iter_mut().find(|c| c.id == id) {
            card.schedule(solved, now);
        }
    }

    /// The deck as kept with the library.
    pub fn to_json(&self) -> String {
        let scanned = self
            .scanned
            .iter()
            .fold(Writer::new(), |writer, (game, updated)| {
                writer.f64(game, *updated)
            });
        Writer::new()
            .value(
                "cards",
                json::array(self.cards.iter().map(MistakeCard::to_value)),
            )
            .object("scanned", scanned)
            .finish()
    }

    /// A deck read back.
    ///
    /// # Errors
    /// Text that is not a deck: the caller starts afresh (the games are read again) and says so.
    pub fn from_json(text: &str) -> Result<MistakeDeck, String> {
        let read = |record: Record| {
            let cards = record.array("cards")?.iter().map(MistakeCard::read);
            let scanned = match record.get("scanned")? {
                JsonValue::Object(fields) => fields
                    .iter()
                    .map(|(game, updated)| Some((game.clone(), json::number(updated)?)))
                    .collect::<Option<_>>()?,
                _ => return None,
            };
            Some(MistakeDeck {
                cards: cards.collect::<Option<_>>()?,
                scanned,
            })
        };
        json::parse_object(text)
            .ok()
            .and_then(read)
            .ok_or_else(|| tr("mistakes-unreadable"))
    }
}

/// The cards of one reviewed game (none if it cannot be read or has no finished review).
pub fn cards_of_game(summary: &GameSummary, saved: &str, now: f64) -> Vec<MistakeCard> {
    let Ok(restored) = SavedGame::restore(saved) else {
        return Vec::new();
    };
    let state = restored.state;
    let Some(review) = state.review().result() else {
        return Vec::new();
    };
    let tree = state.tree();
    let whose = players_of(summary);
    let about = format!("{} · {}", summary.players_label(), summary.date_label());
    let mut cards = Vec::new();
    for (index, judged) in review.moves.iter().enumerate() {
        let bad = matches!(
            judged.judgement,
            Some(Judgement::Mistake | Judgement::Blunder)
        );
        if !bad || !whose.contains(&judged.mover) {
            continue;
        }
        let mistake = tree.node(judged.node);
        // The opponent's previous move is played first, so the first move of a game has none.
        let Some(previous) = mistake.parent.filter(|&p| p != MoveTree::ROOT) else {
            continue;
        };
        let (Some(best), Some(played), Some(previous_move), Some(start)) = (
            judged.better.as_ref().and_then(|b| b.best),
            mistake.mv,
            tree.node(previous).mv,
            tree.node(previous).parent,
        ) else {
            continue;
        };
        if best == played {
            continue;
        }
        let (start, before_mistake) = (tree.position(start), tree.position(previous));
        let better_score = judged.better.as_ref().map(|b| b.score);
        cards.push(MistakeCard {
            id: format!("{}/{}", summary.id, index + 1),
            game: summary.id.clone(),
            about: about.clone(),
            fen: start.to_fen(),
            moves: vec![start.uci(previous_move), before_mistake.uci(best)],
            played: before_mistake.uci(played),
            played_label: played_label(tree, judged.node, index, judged.judgement),
            blunder: judged.judgement == Some(Judgement::Blunder),
            best_chances: better_score.map_or(50.0, |s| win_percent_for(s, judged.mover)),
            solved_in_a_row: 0,
            due: now,
        });
    }
    cards
}

/// Whose mistakes a game gives: the player's ("You") against the computer, else both sides'.
fn players_of(summary: &GameSummary) -> Vec<Color> {
    match (summary.white == "You", summary.black == "You") {
        (true, false) => vec![Color::White],
        (false, true) => vec![Color::Black],
        _ => vec![Color::White, Color::Black],
    }
}

/// "14...Qxb2??": the move's number, SAN and mark (`index` counts the game's moves from 0).
fn played_label(tree: &MoveTree, node: NodeId, index: usize, mark: Option<Judgement>) -> String {
    let san = tree
        .node(node)
        .san
        .map(|s| s.to_string())
        .unwrap_or_default();
    let start = tree.start();
    let ply = index + usize::from(start.turn() == Color::Black);
    let number = start.fullmove_number() as usize + ply / 2;
    let dots = if ply % 2 == 0 { "." } else { "..." };
    let mark = mark.map_or("", Judgement::symbol);
    format!("{number}{dots}{san}{mark}")
}
