//! Chess960: castling with king and rooks on any file, start positions by number, X-FEN and
//! Shredder-FEN, UCI king-takes-rook. Perft counts come from python-chess, an independent
//! implementation (`tools/chess960_oracle.py` wrote `data/chess960.epd`); those of start
//! positions 0, 518 and 959 are the published ones.

use chess_rules::perft::perft;
use chess_rules::{CastlingMode, CastlingSide, Color, Game, Move, Position, Square};

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

const ORACLE: &str = include_str!("data/chess960.epd");

fn check_oracle(max_depth: u32) -> usize {
    let mut checked = 0;
    for line in ORACLE.lines().filter(|l| !l.trim().is_empty()) {
        let mut fields = line.split(';');
        let fen = fields.next().unwrap().trim();
        let position = Position::from_fen_with(fen, CastlingMode::Chess960)
            .unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(position.to_shredder_fen(), fen, "Shredder-FEN written back");
        for field in fields {
            let (depth, count) = field.trim().split_once(' ').unwrap();
            let depth: u32 = depth[1..].parse().unwrap();
            if depth <= max_depth {
                assert_eq!(
                    perft(&position, depth),
                    count.parse::<u64>().unwrap(),
                    "perft {depth} of {fen}"
                );
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn chess960_perft_matches_the_oracle_to_depth_3() {
    assert!(check_oracle(3) >= 62 * 3);
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn chess960_perft_matches_the_oracle_at_every_depth() {
    assert!(check_oracle(u32::MAX) > 62 * 3);
}

#[test]
fn start_positions_0_518_959_to_depth_4_by_number() {
    for (number, counts) in [
        (0, [20, 400, 9006, 201_143]),
        (518, [20, 400, 8902, 197_281]),
        (959, [20, 400, 9006, 201_143]),
    ] {
        let start = Position::chess960(number).unwrap();
        for (depth, &count) in (1..).zip(counts.iter()) {
            assert_eq!(perft(&start, depth), count, "start {number}, depth {depth}");
        }
    }
}

#[test]
fn x_fen_and_shredder_fen_are_read_and_written() {
    let x_fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
    let shredder = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
    for fen in [x_fen, shredder] {
        let position = Position::from_fen_with(fen, CastlingMode::Chess960).unwrap();
        assert_eq!(position.to_fen(), x_fen);
        assert_eq!(position.to_shredder_fen(), shredder);
        assert_eq!(position, Position::chess960(0).unwrap());
    }
    // X-FEN names the rook's file when it is not the outermost one on its side.
    let inner = "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1";
    let position = Position::from_fen_with(inner, CastlingMode::Chess960).unwrap();
    assert_eq!(
        position
            .castling_rights()
            .rook(Color::White, CastlingSide::QueenSide),
        Some(Square::B1)
    );
    assert_eq!(position.to_fen(), inner);
    // Standard chess keeps its rule: the king on e1 and the rooks in the corners.
    assert!(Position::from_fen(x_fen).is_err());
}

#[test]
fn castling_as_king_takes_rook_and_the_squares_it_needs() {
    // King b1, rook a1: queenside castling puts the king on c1 and the rook on d1.
    let fen = "r3k2r/8/8/8/8/8/8/RK4R1 w AGah - 0 1";
    let position = Position::from_fen_with(fen, CastlingMode::Chess960).unwrap();
    let long = position.parse_uci("b1a1").unwrap();
    assert_eq!(long, Move::castle(Square::B1, Square::A1));
    assert_eq!(position.san(long).to_string(), "O-O-O");
    assert_eq!(position.uci(long), "b1a1");
    let after = position.play(long).unwrap();
    assert_eq!(after.to_fen(), "r3k2r/8/8/8/8/8/8/2KR2R1 b kq - 1 1");
    let short = position.parse_san("O-O").unwrap();
    assert_eq!(short, Move::castle(Square::B1, Square::G1));
    // The king's move to its castled square is read as castling when that is not a king step.
    assert_eq!(position.parse_uci("b1g1"), Ok(short));
    // A piece on a square the rook must land on blocks castling.
    let blocked =
        Position::from_fen_with("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1", CastlingMode::Chess960).unwrap();
    assert!(blocked.parse_san("O-O-O").is_err());
    let reason = blocked
        .check_move(Square::B1, Square::A1, None)
        .unwrap_err();
    assert_eq!(
        reason.to_string(),
        "Castling is not allowed while a piece stands where the king or the rook would land: the knight on d1"
    );
}

#[test]
fn a_rook_that_shields_the_kings_destination_does_not_count() {
    // After O-O-O the king on c1 would face the a1 rook's rank: the castling rook on b1 stood
    // between them, but it moves away.
    let fen = "4k3/8/8/8/8/8/8/rR1K4 w B - 0 1";
    let position = Position::from_fen_with(fen, CastlingMode::Chess960).unwrap();
    assert!(position.legal_moves().iter().all(|mv| !mv.is_castle()));
    let reason = position
        .check_move(Square::D1, Square::B1, None)
        .unwrap_err();
    assert_eq!(
        reason.to_string(),
        "The king would land on c1, which the rook on a1 attacks"
    );
}

#[test]
fn king_already_on_its_castled_square() {
    // King g1, rook h1: O-O leaves the king where it is and brings the rook to f1.
    let fen = "6k1/8/8/8/8/8/8/6KR w H - 0 1";
    let position = Position::from_fen_with(fen, CastlingMode::Chess960).unwrap();
    let mut game = Game::from_position(position);
    let played = game.play_san("O-O").unwrap();
    assert_eq!(played.mv.to_uci(CastlingMode::Chess960), "g1h1");
    assert_eq!(game.position().to_fen(), "6k1/8/8/8/8/8/8/5RK1 b - - 1 1");
}
