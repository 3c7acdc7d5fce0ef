//! SAN writing, lenient reading and the value types.

use super::*;
use crate::testing::test;

fn position(fen: &str) -> Position {
    Position::from_fen(fen).unwrap()
}

fn san_of(fen: &str, uci: &str) -> String {
    let position = position(fen);
    let mv = position.parse_uci(uci).unwrap();
    position.san(mv).to_string()
}

#[test]
fn san_writes_pieces_captures_and_promotions() {
    assert_eq!(san_of(crate::STARTING_FEN, "g1f3"), "Nf3");
    assert_eq!(san_of(crate::STARTING_FEN, "e2e4"), "e4");
    assert_eq!(san_of("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q"), "b8=Q+");
    assert_eq!(
        san_of(
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
            "e4d5"
        ),
        "exd5"
    );
}

#[test]
fn san_disambiguates_by_file_then_rank_then_square() {
    // Knights on b1 and f1 can both reach d2; rooks on a1 and a5 both reach a3.
    let fen = "4k3/8/8/R7/8/8/8/RN2KN2 w - - 0 1";
    assert_eq!(san_of(fen, "b1d2"), "Nbd2");
    assert_eq!(san_of(fen, "a1a3"), "R1a3");
    let queens = "1k6/8/8/8/Q6Q/8/8/Q3K3 w - - 0 1";
    // a4 shares a rank with h4 and a file with a1: only the full square tells them apart.
    assert_eq!(san_of(queens, "a4d4"), "Qa4d4");
    assert_eq!(san_of(queens, "a1d4"), "Q1d4");
}

#[test]
fn san_marks_check_and_checkmate() {
    let fools_mate = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
    assert_eq!(san_of(fools_mate, "d8h4"), "Qh4#");
    assert_eq!(san_of("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1"), "O-O-O");
    assert_eq!(san_of("4k3/8/8/8/8/8/8/3RK3 w - - 0 1", "d1d8"), "Rd8+");
}

#[test]
fn san_reading_is_lenient() {
    let start = Position::new();
    assert_eq!(start.parse_san("Nf3").unwrap().to_string(), "g1f3");
    assert_eq!(start.parse_san("Ng1f3").unwrap().to_string(), "g1f3");
    assert_eq!(start.parse_san("Ng1-f3!?").unwrap().to_string(), "g1f3");
    assert_eq!(start.parse_san("e4").unwrap().to_string(), "e2e4");
    let castle = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for text in ["O-O", "0-0", "O-O+", "o-o"] {
        assert_eq!(
            castle.parse_san(text).unwrap().to_string(),
            "e1g1",
            "{text}"
        );
    }
    assert_eq!(castle.parse_san("0-0-0").unwrap().to_string(), "e1c1");
    let promote = position("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    for text in ["a8=Q", "a8Q", "a8q", "a8(Q)", "a8/Q", "a8=Q+"] {
        assert_eq!(
            promote.parse_san(text).unwrap().to_string(),
            "a7a8q",
            "{text}"
        );
    }
    for text in ["axb8=N", "ab8N", "xb8N", "axb8n"] {
        assert_eq!(
            promote.parse_san(text).unwrap().to_string(),
            "a7b8n",
            "{text}"
        );
    }
    let capture = position("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
    assert_eq!(capture.parse_san("exd5").unwrap().to_string(), "e4d5");
    assert_eq!(capture.parse_san("ed5").unwrap().to_string(), "e4d5");
}

#[test]
fn san_reading_errors() {
    let start = Position::new();
    assert!(matches!(start.parse_san("Nf4"), Err(SanError::Illegal(_))));
    assert!(matches!(start.parse_san("hello"), Err(SanError::Syntax(_))));
    assert!(matches!(start.parse_san(""), Err(SanError::Syntax(_))));
    assert!(matches!(start.parse_san("e8=K"), Err(SanError::Syntax(_))));
    let fen = "4k3/8/8/8/8/8/8/RN2KN2 w - - 0 1";
    assert!(matches!(
        position(fen).parse_san("Nd2"),
        Err(SanError::Ambiguous(_))
    ));
    let promote = position("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert!(matches!(promote.parse_san("a8"), Err(SanError::Illegal(_))));
}

#[test]
fn san_is_a_value_that_round_trips_through_text() {
    for text in [
        "Nbd7", "exd6", "e8=Q+", "O-O-O#", "R1a3", "Qa4d4", "--", "Kxe2",
    ] {
        let plus: SanPlus = text.parse().unwrap();
        assert_eq!(plus.to_string(), text);
    }
    let plus: SanPlus = "exd8=Q#".parse().unwrap();
    assert_eq!(plus.suffix, Some(Suffix::Checkmate));
    assert_eq!(
        plus.san,
        San::Normal {
            role: Role::Pawn,
            file: Some(File::E),
            rank: None,
            capture: true,
            to: Square::D8,
            promotion: Some(Role::Queen),
        }
    );
    assert_eq!(
        "0-0".parse::<San>(),
        Ok(San::Castle(CastlingSide::KingSide))
    );
    assert_eq!("Nf3!?".parse::<San>().unwrap().role(), Some(Role::Knight));
    assert!("Pe4x".parse::<San>().is_err());
}
