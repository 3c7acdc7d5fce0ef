//! Moves as the page writes them: a line in SAN with move numbers, and figurine notation
//! (♘f3) when the player prefers it.

use chess_rules::{Color, Move, Position};

/// Up to `max` moves of a line from `position`, in SAN with move numbers ("12... Nf6 13. e5").
pub fn line_san(position: &Position, line: &[Move], max: usize) -> String {
    let mut position = position.clone();
    let mut words = Vec::new();
    for (i, &mv) in line.iter().take(max).enumerate() {
        if !position.is_legal(mv) {
            break;
        }
        let number = position.fullmove_number();
        match position.turn() {
            Color::White => words.push(format!("{number}.")),
            Color::Black if i == 0 => words.push(format!("{number}...")),
            Color::Black => {}
        }
        words.push(position.san(mv).to_string());
        position.play_unchecked(mv);
    }
    words.join(" ")
}

/// SAN with the piece letters drawn as figurines (`Nf3` becomes `♘f3`; promotions too).
pub fn figurine(san: &str) -> String {
    san.chars()
        .map(|c| match c {
            'K' => '♔',
            'Q' => '♕',
            'R' => '♖',
            'B' => '♗',
            'N' => '♘',
            other => other,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_numbered_from_either_side() {
        let start = Position::new();
        let moves: Vec<Move> = ["e2e4", "e7e5", "g1f3"]
            .iter()
            .map(|m| start.parse_uci(m).unwrap_or_else(|_| m.parse().unwrap()))
            .collect();
        assert_eq!(line_san(&start, &moves, 10), "1. e4 e5 2. Nf3");
        assert_eq!(line_san(&start, &moves, 1), "1. e4");
        let after = start.play(moves[0]).unwrap();
        assert_eq!(line_san(&after, &moves[1..], 10), "1... e5 2. Nf3");
        assert_eq!(figurine("Nxf3+"), "♘xf3+");
        assert_eq!(figurine("exd8=Q#"), "exd8=♕#");
        assert_eq!(figurine("O-O"), "O-O");
    }
}
