//! A move's comment as the move list shows it. Games from lichess or chess.com carry commands
//! in their comments: the clock after the move (`[%clk 0:02:59]`), an evaluation (`[%eval
//! 0.17]`), the time spent (`[%emt …]`), shapes (`[%cal …]`, `[%csl …]`). The clock is shown as
//! a time under the move, as lichess does; the other commands are for tools, not readers; the
//! words that remain are the comment.

use super::clock::format_time;
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
    let mut shown = ShownComment::default();
    let mut words = String::new();
    let mut rest = comment;
    while let Some(open) = rest.find("[%") {
        words.push_str(&rest[..open]);
        let Some(close) = rest[open..].find(']') else {
            rest = &rest[open..];
            break;
        };
        let command = &rest[open + 2..open + close];
        if let Some(time) = command.strip_prefix("clk") {
            shown.clock = clock_ms(time.trim()).map(format_time).or(shown.clock);
        }
        rest = &rest[open + close + 1..];
    }
    words.push_str(rest);
    let words = collapse_whitespace(&words).into_owned();
    shown.text = (!words.is_empty()).then_some(words);
    shown
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
}
