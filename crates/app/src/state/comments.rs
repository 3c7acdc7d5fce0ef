//! A move's comment as the move list shows it. Games from lichess or chess.com carry commands
//! in their comments: the clock after the move (`[%clk 0:02:59]`), an evaluation (`[%eval
//! 0.17]`), the time spent (`[%emt …]`), shapes (`[%cal …]`, `[%csl …]`). The clock is shown as
//! a time under the move, as lichess does; the other commands are for tools, not readers; the
//! words that remain are the comment. A timed game played here records its clock the same way,
//! and the player's words replace only the words.

use super::clock::{format_time, TENTHS_BELOW_MS};
use chess_rules::pgn::collapse_whitespace;

/// What the list shows of a comment.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShownComment {
    /// The clock after the move, as a clock shows it ("2:59", "9.3").
    pub clock: Option<String>,
    /// The words, without the commands; none when nothing is left.
    pub text: Option<String>,
}

/// Splits a comment into its clock and its words.
pub fn shown_comment(comment: &str) -> ShownComment {
    let (commands, words) = split(comment);
    // The last readable clock, should a comment carry two.
    let clock = commands
        .iter()
        .rev()
        .filter_map(|command| command.strip_prefix("clk"))
        .find_map(|time| clock_ms(time.trim()).map(format_time));
    ShownComment {
        clock,
        text: (!words.is_empty()).then_some(words),
    }
}

/// A comment whose words are now `words`, its commands (the clock, an evaluation, shapes) kept
/// before them: what the player writes as a comment replaces only what they can read of it.
pub fn with_words(comment: Option<&str>, words: &str) -> String {
    let (commands, _) = split(comment.unwrap_or_default());
    let mut parts: Vec<String> = commands.iter().map(|c| format!("[%{c}]")).collect();
    parts.push(words.trim().to_string());
    parts.retain(|part| !part.is_empty());
    parts.join(" ")
}

/// The command that records the clock after a move, as lichess writes it: `[%clk 0:02:59]`,
/// with tenths under ten seconds as the clock shows them (`[%clk 0:00:09.3]`).
pub fn clock_command(ms: u64) -> String {
    let seconds = ms / 1000;
    let (hours, minutes) = (seconds / 3600, seconds / 60 % 60);
    let tenths = if ms < TENTHS_BELOW_MS {
        format!(".{}", ms % 1000 / 100)
    } else {
        String::new()
    };
    format!("[%clk {hours}:{minutes:02}:{:02}{tenths}]", seconds % 60)
}

/// A comment's commands (the text inside each `[%…]`) and its words, whitespace collapsed.
fn split(comment: &str) -> (Vec<&str>, String) {
    let mut commands = Vec::new();
    let mut words = String::new();
    let mut rest = comment;
    while let Some(open) = rest.find("[%") {
        words.push_str(&rest[..open]);
        let Some(close) = rest[open..].find(']') else {
            rest = &rest[open..];
            break;
        };
        commands.push(&rest[open + 2..open + close]);
        rest = &rest[open + close + 1..];
    }
    words.push_str(rest);
    (commands, collapse_whitespace(&words).into_owned())
}

/// `H:MM:SS` (seconds may have a fraction) in milliseconds.
fn clock_ms(text: &str) -> Option<u64> {
    let mut parts = text.split(':').rev();
    let seconds = super::json::parse_f64(parts.next()?)?;
    let minutes: u64 = parts.next().map_or(Some(0), |m| m.parse().ok())?;
    let hours: u64 = parts.next().map_or(Some(0), |h| h.parse().ok())?;
    if parts.next().is_some() || !(0.0..60.0).contains(&seconds) {
        return None;
    }
    Some((hours * 3600 + minutes * 60) * 1000 + (seconds * 1000.0).round() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_is_taken_out_and_other_commands_left_out() {
        let shown = shown_comment("[%eval 0.17] [%clk 0:02:59]");
        assert_eq!(shown.clock.as_deref(), Some("2:59"));
        assert_eq!(shown.text, None);
        let shown = shown_comment("A fine move. [%clk 1:05:00] [%emt 0:00:03]");
        assert_eq!(shown.clock.as_deref(), Some("1:05:00"));
        assert_eq!(shown.text.as_deref(), Some("A fine move."));
        assert_eq!(
            shown_comment("[%clk 0:00:09.3]").clock.as_deref(),
            Some("9.3")
        );
    }

    #[test]
    fn a_comment_without_commands_is_its_words_and_a_bad_clock_is_dropped() {
        let shown = shown_comment("  the  plan is f5 ");
        assert_eq!(shown.text.as_deref(), Some("the plan is f5"));
        assert_eq!(shown.clock, None);
        assert_eq!(shown_comment("[%clk soon]").clock, None);
        assert_eq!(
            shown_comment("[%clk 0:99:00]").clock.as_deref(),
            Some("1:39:00")
        );
        let unclosed = shown_comment("look [%clk 0:01:00");
        assert_eq!(unclosed.text.as_deref(), Some("look [%clk 0:01:00"));
    }

    #[test]
    fn new_words_keep_the_commands() {
        let kept = Some("[%eval 0.17] old words [%clk 0:02:59]");
        assert_eq!(
            with_words(kept, " a plan "),
            "[%eval 0.17] [%clk 0:02:59] a plan"
        );
        assert_eq!(with_words(kept, ""), "[%eval 0.17] [%clk 0:02:59]");
        assert_eq!(with_words(None, "words"), "words");
        assert_eq!(with_words(Some("only words"), ""), "");
    }

    #[test]
    fn the_clock_is_written_as_lichess_writes_it_and_read_back() {
        assert_eq!(clock_command(179_400), "[%clk 0:02:59]");
        assert_eq!(clock_command(3_905_000), "[%clk 1:05:05]");
        assert_eq!(clock_command(9_370), "[%clk 0:00:09.3]");
        for ms in [179_400, 3_905_000, 9_370, 0] {
            let shown = shown_comment(&clock_command(ms)).clock;
            assert_eq!(shown, Some(format_time(ms)), "{ms} ms");
        }
    }
}
