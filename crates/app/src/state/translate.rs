//! Every text of the app in the language spoken: `tr("key")`, `tr_with("key", args)`. English
//! is built in (`web/i18n/en.ftl`, read by `state::messages`) and is what native tests see;
//! another language's formatter is installed by `services::i18n` when that language arrives.
//! Any message the other language lacks is said in English.

use super::messages::{Arg, Messages};
use std::cell::RefCell;

/// English, the reference (and the fallback for a message missing elsewhere).
const ENGLISH: &str = include_str!("../../../../web/i18n/en.ftl");

/// Formats a message of another language: `None` when that language lacks it.
pub type Formatter = Box<dyn Fn(&str, &[(&str, Arg)]) -> Option<String>>;

thread_local! {
    static ENGLISH_MESSAGES: Messages = Messages::read(ENGLISH);
    /// The language spoken now and its formatter (none for English).
    static SPOKEN: RefCell<(&'static str, Option<Formatter>)> = const { RefCell::new(("en", None)) };
}

/// Speaks `code` from now on, formatted by `formatter` (none: English).
pub fn speak(code: &'static str, formatter: Option<Formatter>) {
    SPOKEN.with(|spoken| *spoken.borrow_mut() = (code, formatter));
}

/// The language spoken now.
pub fn spoken() -> &'static str {
    SPOKEN.with(|spoken| spoken.borrow().0)
}

/// A message with no argument.
pub fn tr(key: &str) -> String {
    tr_with(key, &[])
}

/// A message with its arguments (name, value): numbers as numbers, so plurals follow them.
pub fn tr_with(key: &str, args: &[(&str, Arg)]) -> String {
    // `try_borrow`: the crash screen asks for its words from the panic hook, which may run
    // while the language is being changed.
    let translated = SPOKEN.with(|spoken| {
        let spoken = spoken.try_borrow().ok()?;
        spoken.1.as_ref().and_then(|format| format(key, args))
    });
    translated
        .or_else(|| ENGLISH_MESSAGES.with(|english| english.format(key, args)))
        .unwrap_or_else(|| key.to_string())
}

/// Whole sentences one after another (an empty one left out), joined as the language spoken
/// joins two (`sentence-pair`: a space between them, none in Chinese or Japanese).
pub fn sentences<S: AsRef<str>>(parts: &[S]) -> String {
    parts
        .iter()
        .map(AsRef::as_ref)
        .filter(|part| !part.is_empty())
        .fold(None, |said: Option<String>, part| {
            Some(match said {
                None => part.to_string(),
                Some(first) => tr_with(
                    "sentence-pair",
                    &[("first", Arg::Text(first)), ("second", part.into())],
                ),
            })
        })
        .unwrap_or_default()
}

/// `text` (a message that is a clause, such as why a move is illegal) ended as a sentence, as
/// the language spoken ends one (`sentence-ended`: "." in English, "。" in Japanese).
pub fn as_sentence(text: &str) -> String {
    tr_with("sentence-ended", &[("clause", text.into())])
}

/// A text written in English before the language spoken arrived (a notice given at start-up,
/// such as "Your game is open in another tab…"), in the language spoken: each whole English
/// message in it (plain, of a sentence's length) is replaced by its translation.
pub fn retranslated(text: &str) -> String {
    if spoken() == "en" {
        return text.to_string();
    }
    ENGLISH_MESSAGES.with(|english| {
        english
            .plain(20)
            .fold(text.to_string(), |out, (key, sentence)| {
                if out.contains(sentence) {
                    out.replace(sentence, &tr(key))
                } else {
                    out
                }
            })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_unless_another_language_has_the_message() {
        assert_eq!(tr("menu-new-game"), "New game");
        speak(
            "de",
            Some(Box::new(|key, _| {
                (key == "menu-games").then(|| "Partien".to_string())
            })),
        );
        assert_eq!((spoken(), tr("menu-games")), ("de", "Partien".to_string()));
        assert_eq!(tr("menu-new-game"), "New game", "missing: English");
        assert_eq!(tr("no-such-key"), "no-such-key");
        speak("en", None);
        assert_eq!(tr("menu-games"), "Games");
    }

    #[test]
    fn a_notice_written_before_the_language_arrived_is_said_in_it() {
        let held = tr("notice-held-elsewhere");
        let shared = tr("notice-shared-position");
        let both = format!("{held} {shared}");
        assert_eq!(retranslated(&both), both, "English: as written");
        speak(
            "de",
            Some(Box::new(|key, _| {
                (key == "notice-held-elsewhere").then(|| "Anderswo offen.".to_string())
            })),
        );
        assert_eq!(retranslated(&both), format!("Anderswo offen. {shared}"));
        speak("en", None);
    }

    #[test]
    fn sentences_are_joined_and_ended_by_the_language_messages() {
        assert_eq!(
            sentences(&["White played e4.", "Black to move.", "Check."]),
            "White played e4. Black to move. Check."
        );
        assert_eq!(sentences(&["", "Your turn."]), "Your turn.");
        assert_eq!(sentences::<&str>(&[]), "");
        assert_eq!(
            as_sentence("A pawn never moves backward"),
            "A pawn never moves backward."
        );
        // A language whose sentences have no space between them and end with "。", its two
        // messages read by the same reader as English's.
        let japanese =
            Messages::read("sentence-pair = { $first }{ $second }\nsentence-ended = { $clause }。");
        speak(
            "ja",
            Some(Box::new(move |key, args| japanese.format(key, args))),
        );
        assert_eq!(
            sentences(&["白が e4 を指しました。", "黒の手番。", "チェック。"]),
            "白が e4 を指しました。黒の手番。チェック。"
        );
        assert_eq!(
            as_sentence("ポーンは後ろには動けません"),
            "ポーンは後ろには動けません。"
        );
        speak("en", None);
    }
}
