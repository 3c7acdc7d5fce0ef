//! Property tests over positions reached by random games.

#![cfg(not(target_arch = "wasm32"))]

use chess_rules::{pgn, Color, Game, Move, Piece, Position, Role, Square};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// Start positions: the perft suite's, rich in castling, en passant and promotion.
fn start_positions() -> &'static [Position] {
    static STARTS: std::sync::OnceLock<Vec<Position>> = std::sync::OnceLock::new();
    STARTS.get_or_init(|| {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../../shared/data/perft/suite.epd");
        let suite = std::fs::read_to_string(&path).expect("the shared perft suite");
        suite
            .lines()
            .filter_map(|line| line.split(';').next())
            .map(|fen| Position::from_fen(fen.trim()).expect("suite FENs are legal"))
            .collect()
    })
}

/// Plays a random game from one of the start positions (`start` picks it; values past the end
/// of the list mean the normal start): each choice picks one of the legal moves, until the
/// choices run out or the game ends.
fn random_game((start, choices): &(usize, Vec<u16>)) -> Game {
    let start = start_positions().get(*start).cloned().unwrap_or_default();
    let mut game = Game::from_position(start);
    for &choice in choices {
        if game.is_over() {
            break;
        }
        let moves = game.position().legal_moves();
        let mv = moves[choice as usize % moves.len()];
        game.play(mv).expect("a generated move is legal");
    }
    game
}

fn positions(game: &Game) -> impl Iterator<Item = &Position> {
    (0..=game.len()).filter_map(|ply| game.position_at(ply))
}

fn choices() -> impl Strategy<Value = (usize, Vec<u16>)> {
    (0usize..160, prop::collection::vec(any::<u16>(), 0..160))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn fen_round_trip(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            let fen = position.to_fen();
            let again = Position::from_fen(&fen).expect("a written FEN reads back");
            prop_assert_eq!(&again, position);
            prop_assert_eq!(again.to_fen(), fen);
        }
    }

    #[test]
    fn san_and_uci_round_trip(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            for mv in position.legal_moves() {
                let san = position.san(mv);
                prop_assert_eq!(position.parse_san(&san), Ok(mv), "SAN {}", san);
                prop_assert_eq!(position.parse_uci(&mv.to_string()), Ok(mv));
            }
        }
    }

    #[test]
    fn incremental_zobrist_equals_from_scratch(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            prop_assert_eq!(position.hash(), position.hash_from_scratch(), "{}", position.to_fen());
        }
    }

    #[test]
    fn every_generated_move_leaves_the_movers_king_safe(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            let mover = position.turn();
            for mv in position.legal_moves() {
                let after = position.play(mv).expect("generated moves are legal");
                let king = after.board().king_of(mover).expect("a king");
                prop_assert!(after.board().attackers(king, !mover).is_empty(), "{} {}", position.to_fen(), mv);
            }
        }
    }

    #[test]
    fn legal_moves_equal_pseudo_legal_moves_filtered_by_a_slow_check(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            let fast: BTreeSet<String> = position.legal_moves().iter().map(Move::to_string).collect();
            let slow: BTreeSet<String> = reference::legal_moves(position).iter().map(Move::to_string).collect();
            prop_assert_eq!(fast, slow, "{}", position.to_fen());
        }
    }

    #[test]
    fn check_move_accepts_exactly_the_legal_moves(choices in choices(), pick in any::<usize>(), to in 0u8..64) {
        let game = random_game(&choices);
        let position = game.position();
        // Mostly the mover's own pieces (the interesting case), sometimes any square.
        let ours = position.board().by_color(position.turn());
        let from = if pick % 8 == 0 { Square::new((pick / 8 % 64) as u8).unwrap() } else { ours.into_iter().nth(pick / 8 % ours.count() as usize).unwrap() };
        let to = Square::new(to).unwrap();
        for promotion in [None, Some(Role::Queen), Some(Role::Knight)] {
            let legal = position.is_legal(Move::new(from, to, promotion));
            let checked = position.check_move(from, to, promotion);
            // A king dropped on its own rook is castling, a legal move with another destination.
            let castling_by_rook = checked.as_ref().is_ok_and(|mv| mv.to() != to);
            prop_assert_eq!(legal || castling_by_rook, checked.is_ok(), "{} {}{} {:?}", position.to_fen(), from, to, checked);
            if let Err(reason) = checked {
                prop_assert!(!reason.to_string().is_empty());
            }
        }
    }

    #[test]
    fn legal_captures_are_the_captures_and_promotions_among_the_legal_moves(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game) {
            let is_capture = |mv: &Move| {
                position.piece_at(mv.to()).is_some()
                    || (position.piece_at(mv.from()).is_some_and(|p| p.role == Role::Pawn) && mv.from().file() != mv.to().file())
            };
            let expected: BTreeSet<String> = position
                .legal_moves()
                .iter()
                .filter(|mv| is_capture(mv) || mv.promotion().is_some())
                .map(Move::to_string)
                .collect();
            let captures: BTreeSet<String> = position.legal_captures().iter().map(Move::to_string).collect();
            prop_assert_eq!(captures, expected, "{}", position.to_fen());
        }
    }

    #[test]
    fn null_move_hash_equals_from_scratch(choices in choices()) {
        let game = random_game(&choices);
        for position in positions(&game).filter(|p| !p.is_check()) {
            let passed = position.null_move();
            prop_assert_eq!(passed.turn(), !position.turn());
            prop_assert_eq!(passed.hash(), passed.hash_from_scratch());
            prop_assert_eq!(passed.null_move().hash_from_scratch(), position.null_move().null_move().hash());
        }
    }

    #[test]
    fn pgn_round_trip(choices in choices()) {
        let game = random_game(&choices);
        let text = pgn::write(&game, &[]);
        let read = pgn::read(&text).expect("a written PGN reads back");
        prop_assert_eq!(read.game.history(), game.history());
        prop_assert_eq!(read.game.outcome(), game.outcome());
    }
}

/// A deliberately simple move generator: every piece's moves by walking the board square by
/// square, then each move played on a copy and kept only if the king is not attacked. Shares
/// nothing with the fast generator but the types.
mod reference {
    use super::*;

    const KNIGHT: [(i8, i8); 8] = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    const KING: [(i8, i8); 8] = [
        (0, 1),
        (1, 1),
        (1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
        (-1, 0),
        (-1, 1),
    ];
    const STRAIGHT: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

    type Squares = [Option<Piece>; 64];

    fn squares(position: &Position) -> Squares {
        let mut squares = [None; 64];
        for sq in Square::all() {
            squares[sq.index()] = position.piece_at(sq);
        }
        squares
    }

    fn attacked(squares: &Squares, target: Square, by: Color) -> bool {
        let holds = |sq: Option<Square>, roles: &[Role]| {
            sq.and_then(|s| squares[s.index()])
                .is_some_and(|p| p.color == by && roles.contains(&p.role))
        };
        let pawn_dir = if by == Color::White { -1 } else { 1 };
        KNIGHT
            .iter()
            .any(|&(f, r)| holds(target.offset(f, r), &[Role::Knight]))
            || KING
                .iter()
                .any(|&(f, r)| holds(target.offset(f, r), &[Role::King]))
            || [-1, 1]
                .iter()
                .any(|&f| holds(target.offset(f, pawn_dir), &[Role::Pawn]))
            || slides(squares, target, &STRAIGHT)
                .any(|s| holds(Some(s), &[Role::Rook, Role::Queen]))
            || slides(squares, target, &DIAGONAL)
                .any(|s| holds(Some(s), &[Role::Bishop, Role::Queen]))
    }

    /// The squares reached sliding from `from`, stopping on (and including) the first piece.
    fn slides<'a>(
        squares: &'a Squares,
        from: Square,
        dirs: &'a [(i8, i8)],
    ) -> impl Iterator<Item = Square> + 'a {
        dirs.iter().flat_map(move |&(f, r)| {
            let mut current = Some(from);
            let mut stopped = false;
            std::iter::from_fn(move || {
                if stopped {
                    return None;
                }
                current = current?.offset(f, r);
                let sq = current?;
                stopped = squares[sq.index()].is_some();
                Some(sq)
            })
        })
    }

    fn pseudo_legal(position: &Position, squares: &Squares) -> Vec<Move> {
        let us = position.turn();
        let mut moves = Vec::new();
        let own = |sq: Square| squares[sq.index()].is_some_and(|p| p.color == us);
        let enemy = |sq: Square| squares[sq.index()].is_some_and(|p| p.color != us);
        for from in Square::all() {
            let Some(piece) = squares[from.index()].filter(|p| p.color == us) else {
                continue;
            };
            let mut targets = Vec::new();
            match piece.role {
                Role::Knight => {
                    targets.extend(KNIGHT.iter().filter_map(|&(f, r)| from.offset(f, r)))
                }
                Role::King => targets.extend(KING.iter().filter_map(|&(f, r)| from.offset(f, r))),
                Role::Bishop => targets.extend(slides(squares, from, &DIAGONAL)),
                Role::Rook => targets.extend(slides(squares, from, &STRAIGHT)),
                Role::Queen => targets.extend(
                    slides(squares, from, &STRAIGHT).chain(slides(squares, from, &DIAGONAL)),
                ),
                Role::Pawn => {
                    let dir = if us == Color::White { 1 } else { -1 };
                    let start_rank = if us == Color::White { 1 } else { 6 };
                    if let Some(one) = from.offset(0, dir).filter(|s| squares[s.index()].is_none())
                    {
                        targets.push(one);
                        if from.rank().index() == start_rank {
                            targets.extend(
                                one.offset(0, dir).filter(|s| squares[s.index()].is_none()),
                            );
                        }
                    }
                    for f in [-1, 1] {
                        if let Some(diag) = from.offset(f, dir) {
                            if enemy(diag) || position.ep_square() == Some(diag) {
                                targets.push(diag);
                            }
                        }
                    }
                }
            }
            for to in targets.into_iter().filter(|&to| !own(to)) {
                let last_rank = to.rank().index() == 0 || to.rank().index() == 7;
                if piece.role == Role::Pawn && last_rank {
                    for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                        moves.push(Move::new(from, to, Some(role)));
                    }
                } else {
                    moves.push(Move::new(from, to, None));
                }
            }
        }
        moves.extend(castlings(position, squares));
        moves
    }

    fn castlings(position: &Position, squares: &Squares) -> Vec<Move> {
        let us = position.turn();
        let rank = if us == Color::White { 0 } else { 7 };
        let at = |file: u8| Square::new(rank * 8 + file).unwrap();
        let rights = position.castling_rights();
        let mut moves = Vec::new();
        // (right, squares that must be empty, squares the king stands on, passes or lands on, destination)
        let sides = [
            (
                chess_rules::CastlingSide::KingSide,
                vec![5, 6],
                vec![4, 5, 6],
                6,
            ),
            (
                chess_rules::CastlingSide::QueenSide,
                vec![1, 2, 3],
                vec![4, 3, 2],
                2,
            ),
        ];
        for (side, empty, safe, to) in sides {
            if rights.has(us, side)
                && empty.iter().all(|&f| squares[at(f).index()].is_none())
                && safe.iter().all(|&f| !attacked(squares, at(f), !us))
            {
                moves.push(Move::new(at(4), at(to), None));
            }
        }
        moves
    }

    fn play(squares: &Squares, position: &Position, mv: Move) -> Squares {
        let mut after = *squares;
        let piece = after[mv.from().index()].take().unwrap();
        if piece.role == Role::Pawn
            && Some(mv.to()) == position.ep_square()
            && squares[mv.to().index()].is_none()
        {
            let victim = Square::from_coords(mv.to().file(), mv.from().rank());
            after[victim.index()] = None;
        }
        let placed = mv
            .promotion()
            .map_or(piece, |role| Piece::new(piece.color, role));
        after[mv.to().index()] = Some(placed);
        after
    }

    pub fn legal_moves(position: &Position) -> Vec<Move> {
        let squares = squares(position);
        let us = position.turn();
        pseudo_legal(position, &squares)
            .into_iter()
            .filter(|&mv| {
                let after = play(&squares, position, mv);
                let king = Square::all()
                    .find(|s| after[s.index()] == Some(Piece::new(us, Role::King)))
                    .unwrap();
                !attacked(&after, king, !us)
            })
            .collect()
    }
}
