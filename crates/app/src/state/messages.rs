//! English, the app's built-in language, read from `web/i18n/en.ftl` without Fluent's
//! formatter: the first paint cannot afford it (its script is fetched with the first other
//! language). English keeps to a subset of Fluent's syntax that this reads exactly as Fluent
//! does, and `tests/node/i18n.test.mjs` holds it to it: comments, messages of text with
//! `{ $variable }` placeables, and a selection on a number by its English plural category
//! (`{ $n -> [one] … *[other] … }`) or an exact value (`[0]`).

use crate::state::decimal;
use std::collections::HashMap;

/// The messages of an FTL file in that subset, by key.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Messages {
    by_key: HashMap<String, Pattern>,
}

/// A message's value.
#[derive(Clone, Debug, PartialEq)]
enum Pattern {
    /// Text with placeables.
    Text(String),
    /// A choice on a number variable: the variants (key, text) and the default's index.
    Select {
        variable: String,
        variants: Vec<(String, String)>,
        default: usize,
    },
}

/// A message's argument.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A number (selections follow it).
    Number(f64),
    /// A text.
    Text(String),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

macro_rules! number_args {
    ($($number:ty),*) => {$(
        impl From<$number> for Arg {
            fn from(n: $number) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

impl Arg {
    fn text(&self) -> String {
        match self {
            Arg::Number(n) => decimal::shortest(*n),
            Arg::Text(text) => text.clone(),
        }
    }
}

impl Messages {
    /// Reads an FTL file (lines it does not understand are skipped; the key test keeps English
    /// free of them).
    pub fn read(ftl: &str) -> Messages {
        let mut by_key = HashMap::new();
        let mut lines = ftl.lines().peekable();
        while let Some(line) = lines.next() {
            let Some((key, value)) = line.split_once(" = ") else {
                continue;
            };
            if key.starts_with([' ', '#']) || key.is_empty() {
                continue;
            }
            let pattern = match select_variable(value) {
                Some(variable) => {
                    let mut variants = Vec::new();
                    let mut default = 0;
                    while let Some(variant) = lines.next_if(|l| l.trim() != "}") {
                        let variant = variant.trim();
                        let starred = variant.starts_with('*');
                        let Some((name, text)) = variant
                            .trim_start_matches('*')
                            .strip_prefix('[')
                            .and_then(|rest| rest.split_once(']'))
                        else {
                            continue;
                        };
                        if starred {
                            default = variants.len();
                        }
                        variants.push((name.trim().to_string(), text.trim().to_string()));
                    }
                    lines.next();
                    Pattern::Select {
                        variable,
                        variants,
                        default,
                    }
                }
                None => Pattern::Text(value.to_string()),
            };
            by_key.insert(key.trim().to_string(), pattern);
        }
        Messages { by_key }
    }

    /// A message with its arguments; `None` if there is no such message.
    pub fn format(&self, key: &str, args: &[(&str, Arg)]) -> Option<String> {
        let text = match self.by_key.get(key)? {
            Pattern::Text(text) => text,
            Pattern::Select {
                variable,
                variants,
                default,
            } => {
                let value = args
                    .iter()
                    .find(|(name, _)| name == variable)
                    .map(|(_, v)| v);
                let chosen = value.and_then(|value| {
                    variants
                        .iter()
                        .position(|(name, _)| *name == value.text())
                        .or_else(|| {
                            let category = english_plural(value);
                            variants.iter().position(|(name, _)| name == category)
                        })
                });
                &variants.get(chosen.unwrap_or(*default))?.1
            }
        };
        Some(fill(text, args))
    }
}

impl Messages {
    /// The messages that are plain text (no placeable, no selection) of at least `min_len`
    /// bytes: (key, text).
    pub fn plain(&self, min_len: usize) -> impl Iterator<Item = (&str, &str)> {
        self.by_key
            .iter()
            .filter_map(move |(key, pattern)| match pattern {
                Pattern::Text(text) if text.len() >= min_len && !text.contains("{ $") => {
                    Some((key.as_str(), text.as_str()))
                }
                _ => None,
            })
    }
}

/// `{ $n ->` opening a selection: the variable's name.
fn select_variable(value: &str) -> Option<String> {
    let inner = value.trim().strip_prefix("{ $")?.strip_suffix("->")?;
    Some(inner.trim().to_string())
}

/// English's plural categories: one for 1, other for the rest.
fn english_plural(value: &Arg) -> &'static str {
    match value {
        Arg::Number(n) if *n == 1.0 => "one",
        _ => "other",
    }
}

/// The text with each `{ $name }` replaced by its argument (kept as written if missing).
fn fill(text: &str, args: &[(&str, Arg)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("{ $") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 3..];
        let Some(end) = after.find('}') else {
            out.push_str(&rest[start..]);
            return out;
        };
        let name = after[..end].trim();
        match args.iter().find(|(n, _)| *n == name) {
            Some((_, value)) => out.push_str(&value.text()),
            None => out.push_str(&rest[start..start + 3 + end + 1]),
        }
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const FTL: &str = "# A comment\n\n## A section\n\nhello = Hello, { $name }!\nplain = Play chess\n\
                       moves = { $count ->\n    [0] No move\n    [one] { $count } move\n   *[other] { $count } moves\n}\nafter = After\n";

    #[test]
    fn text_placeables_and_plural_choices_read_as_fluent_does() {
        let messages = Messages::read(FTL);
        let text = |key: &str, args: &[(&str, Arg)]| messages.format(key, args).unwrap();
        assert_eq!(text("plain", &[]), "Play chess");
        assert_eq!(
            text("hello", &[("name", Arg::Text("Ann".into()))]),
            "Hello, Ann!"
        );
        let count = |n: f64| text("moves", &[("count", Arg::Number(n))]);
        assert_eq!(count(0.0), "No move", "an exact value first");
        assert_eq!(count(1.0), "1 move");
        assert_eq!(count(7.0), "7 moves");
        assert_eq!(
            text("moves", &[]),
            "{ $count } moves",
            "no value: the default"
        );
        assert_eq!(
            text("after", &[]),
            "After",
            "the selection ends at its brace"
        );
        assert_eq!(messages.format("missing", &[]), None);
    }

    #[test]
    fn the_english_file_reads_whole() {
        let english = include_str!("../../../../web/i18n/en.ftl");
        let messages = Messages::read(english);
        let keys = english
            .lines()
            .filter(|l| !l.starts_with(['#', ' ', '*', '[', '}']) && l.contains(" = "))
            .count();
        assert_eq!(messages.by_key.len(), keys);
        assert_eq!(
            messages.format("menu-new-game", &[]).as_deref(),
            Some("New game")
        );
    }
}
