//! A deliberately simple move generator for the property tests: every piece's moves by walking
//! the board square by square, then each move played on a copy and kept only if the king is not
//! attacked. It shares nothing with the fast generator but the types, and knows standard
//! castling only (Chess960 is checked against python-chess's numbers instead).
use chess_rules::{CastlingSide, Color, Move, Piece, Position, Role, Square};

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

pub type Squares = [Option<Piece>; 64];

pub fn squares(position: &Position) -> Squares {
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
        || slides(squares, target, &STRAIGHT).any(|s| holds(Some(s), &[Role::Rook, Role::Queen]))
        || slides(squares, target, &DIAGONAL).any(|s| holds(Some(s), &[Role::Bishop, Role::Queen]))
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

pub fn pseudo_legal(position: &Position, squares: &Squares) -> Vec<Move> {
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
            Role::Knight => targets.extend(KNIGHT.iter().filter_map(|&(f, r)| from.offset(f, r))),
            Role::King => targets.extend(KING.iter().filter_map(|&(f, r)| from.offset(f, r))),
            Role::Bishop => targets.extend(slides(squares, from, &DIAGONAL)),
            Role::Rook => targets.extend(slides(squares, from, &STRAIGHT)),
            Role::Queen => targets
                .extend(slides(squares, from, &STRAIGHT).chain(slides(squares, from, &DIAGONAL))),
            Role::Pawn => {
                let dir = if us == Color::White { 1 } else { -1 };
                let start_rank = if us == Color::White { 1 } else { 6 };
                if let Some(one) = from.offset(0, dir).filter(|s| squares[s.index()].is_none()) {
                    targets.push(one);
                    if from.rank().index() == start_rank {
                        targets.extend(one.offset(0, dir).filter(|s| squares[s.index()].is_none()));
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
        (CastlingSide::KingSide, vec![5, 6], vec![4, 5, 6], 6),
        (CastlingSide::QueenSide, vec![1, 2, 3], vec![4, 3, 2], 2),
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
