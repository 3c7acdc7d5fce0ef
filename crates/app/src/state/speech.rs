//! What a screen reader says for a move: "knight takes f3", "castles kingside", read from the
//! SAN value the rules crate gives, never from re-parsed text.

use crate::state::translate::{as_sentence, tr, tr_with};
use crate::state::words::{outcome_text, role_name, side_args};
use chess_rules::{San, SanPlus};

/// A move as a screen reader should say it.
pub fn spoken(san: Option<SanPlus>) -> String {
    let Some(SanPlus { san, .. }) = san else {
        return String::new();
    };
    match san {
        San::Castle(chess_rules::CastlingSide::KingSide) => tr("speech-castles-kingside"),
        San::Castle(chess_rules::CastlingSide::QueenSide) => tr("speech-castles-queenside"),
        San::Null => tr("speech-passes"),
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let mut words = Vec::new();
            if role != chess_rules::Role::Pawn {
                words.push(role_name(role));
            }
            let origin: String = file
                .map(|f| f.to_char().to_string())
                .into_iter()
                .chain(rank.map(|r| r.to_char().to_string()))
                .collect();
            if !origin.is_empty() {
                words.push(origin);
            }
            if capture {
                words.push(tr("speech-takes"));
            }
            words.push(to.to_string());
            if let Some(role) = promotion {
                words.push(tr_with(
                    "speech-promotes",
                    &[("piece", role_name(role).into())],
                ));
            }
            words.join(" ")
        }
    }
}

impl super::game_state::GameState {
    pub(in crate::state) fn turn_announcement(&self) -> String {
        match self.game.outcome() {
            Some(outcome) => as_sentence(&outcome_text(&outcome)),
            None => {
                let position = self.game.position();
                let key = if position.is_check() {
                    "speech-to-move-check"
                } else {
                    "speech-to-move"
                };
                tr_with(key, &side_args(position.turn()))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn say(text: &str) -> String {
        spoken(Some(text.parse().unwrap()))
    }

    #[test]
    fn spoken_san_reads_well() {
        assert_eq!(say("Nxf3+"), "knight takes f3");
        assert_eq!(say("exd8=Q#"), "e takes d8 promotes to queen");
        assert_eq!(say("O-O-O"), "castles queenside");
        assert_eq!(say("Rad1"), "rook a d1");
        assert_eq!(say("e4"), "e4");
    }
}
