//! History heuristics: what the search learns about moves from the cut-offs they caused, to
//! try the likely best ones first and reduce the rest. A quiet move's reduction follows its
//! butterfly history counted twice plus its continuation histories (bundle E's SPRT); an
//! earlier variant that added a capture history there lost its own (`matches/sprt.log`).
//!
//! Two tables of quiet moves, both kept in range by "gravity" (an update moves a value less
//! the closer it is to the bound):
//! - the butterfly history, by side, from-square and to-square, and whether the opponent
//!   attacks each of the two squares (a move out of an attack and one into it are different
//!   plans, whatever the squares);
//! - the continuation history, by the piece and square of the move played one, two or four
//!   plies before (and whether that move took or promoted) and the piece and square of this
//!   one: good replies to a move, and good follow-ups of one's own last moves (one table for
//!   the three, as the piece-to pairs are the same kind of lesson).

use chess_rules::{Bitboard, Color, Move, Position, Role};

/// The bound every history value stays within.
pub const HISTORY_MAX: i32 = 16_384;

/// A moving piece (12) and the square it lands on (64): an index into the tables.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PieceTo(u16);

const PIECE_TO_COUNT: usize = 12 * 64;

impl PieceTo {
    /// The piece `mv` moves in `position` (before it is played), and where it lands.
    pub fn of(position: &Position, mv: Move) -> PieceTo {
        // The mover is the side to move: only the role needs looking up.
        let role = position.board().role_at(mv.from()).unwrap_or(Role::Pawn);
        let piece = position.turn().index() * 6 + role.index();
        PieceTo((piece * 64 + mv.destination().index()) as u16)
    }

    fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A move played before a node, as the continuation history is keyed by it: its piece and
/// square, and whether it took something or promoted. A recapture is the usual reply to a
/// capture, and not to a quiet move to the same square, so the two learn apart (Stockfish keys
/// its continuation history so).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Preceding(u16);

impl Preceding {
    /// The move whose piece and square are `piece_to`, tactical (a capture or promotion) or not.
    pub fn new(piece_to: PieceTo, tactical: bool) -> Preceding {
        let offset = if tactical { PIECE_TO_COUNT as u16 } else { 0 };
        Preceding(piece_to.0 + offset)
    }

    fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// The moves played one, two and four plies before a node (none after a null move or before
/// the root), and the squares the opponent attacks there.
#[derive(Copy, Clone, Debug, Default)]
pub struct Continuation {
    /// One ply before, then two, then four.
    pub previous: [Option<Preceding>; 3],
    /// The squares the side to move's opponent attacks (the butterfly history's threat index).
    pub threatened: Bitboard,
}

/// The two tables.
pub struct History {
    /// By side, whether the opponent attacks the from- and the to-square, from and to.
    butterfly: Vec<i32>,
    /// [previous move (tactical or not, piece-to)][piece-to].
    continuation: Vec<i16>,
    /// Captures: by the capturing piece, its square and the role taken.
    capture: Vec<i32>,
}

impl Default for History {
    fn default() -> Self {
        History::new()
    }
}

/// Moves `entry` towards `bonus` (negative for a malus), never past the bound.
fn apply_gravity(entry: i32, bonus: i32) -> i32 {
    let bonus = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
    entry + bonus - entry * bonus.abs() / HISTORY_MAX
}

impl History {
    /// Nothing learned yet.
    pub fn new() -> History {
        History {
            butterfly: vec![0; 2 * 4 * 64 * 64],
            continuation: vec![0; 2 * PIECE_TO_COUNT * PIECE_TO_COUNT],
            capture: vec![0; PIECE_TO_COUNT * 6],
        }
    }

    /// Halves every value at a new search, so older lessons fade.
    pub fn age(&mut self) {
        self.butterfly.iter_mut().for_each(|value| *value /= 2);
        self.continuation.iter_mut().for_each(|value| *value /= 2);
        self.capture.iter_mut().for_each(|value| *value /= 2);
    }

    /// How often this capture (this piece taking this role on this square) caused a cut-off.
    pub fn capture(&self, position: &Position, mv: Move) -> i32 {
        self.capture[capture_cell(position, mv)]
    }

    /// A capture caused a cut-off (`bonus` > 0) or was tried before the one that did.
    pub fn update_capture(&mut self, position: &Position, mv: Move, bonus: i32) {
        let entry = &mut self.capture[capture_cell(position, mv)];
        *entry = apply_gravity(*entry, bonus);
    }

    /// A quiet move's butterfly history alone, where the opponent attacks `threatened`.
    pub fn butterfly(&self, color: Color, mv: Move, threatened: Bitboard) -> i32 {
        self.butterfly[butterfly_cell(color, mv, threatened)]
    }

    /// A quiet move's score in `position`: its butterfly history plus its continuation
    /// histories.
    pub fn quiet(&self, position: &Position, mv: Move, context: &Continuation) -> i32 {
        let piece_to = PieceTo::of(position, mv);
        self.butterfly(position.turn(), mv, context.threatened)
            + context
                .previous
                .iter()
                .flatten()
                .map(|&previous| i32::from(self.continuation[cell(previous, piece_to)]))
                .sum::<i32>()
    }

    /// Rewards (or, with a negative bonus, punishes) a quiet move of `position` in every table
    /// it is in.
    pub fn update_quiet(
        &mut self,
        position: &Position,
        mv: Move,
        context: &Continuation,
        bonus: i32,
    ) {
        let piece_to = PieceTo::of(position, mv);
        self.update_quiet_of(position.turn(), (mv, piece_to), context, bonus);
    }

    /// As `update_quiet`, for a move of `color` already played (its piece and square known).
    pub fn update_quiet_of(
        &mut self,
        color: Color,
        (mv, piece_to): (Move, PieceTo),
        context: &Continuation,
        bonus: i32,
    ) {
        let entry = &mut self.butterfly[butterfly_cell(color, mv, context.threatened)];
        *entry = apply_gravity(*entry, bonus);
        for &previous in context.previous.iter().flatten() {
            let entry = &mut self.continuation[cell(previous, piece_to)];
            *entry = apply_gravity(i32::from(*entry), bonus) as i16;
        }
    }
}

/// The capture table's cell of a move: the mover's piece and square, the role taken (a pawn
/// for en passant).
fn capture_cell(position: &Position, mv: Move) -> usize {
    let taken = position.board().role_at(mv.to()).unwrap_or(Role::Pawn);
    PieceTo::of(position, mv).index() * 6 + taken.index()
}

/// The butterfly table's cell of a quiet move of `color` where the opponent attacks
/// `threatened`.
fn butterfly_cell(color: Color, mv: Move, threatened: Bitboard) -> usize {
    let (from, to) = (mv.from(), mv.destination());
    let threat = 2 * usize::from(threatened.contains(from)) + usize::from(threatened.contains(to));
    ((color.index() * 4 + threat) * 64 + from.index()) * 64 + to.index()
}

fn cell(previous: Preceding, current: PieceTo) -> usize {
    previous.index() * PIECE_TO_COUNT + current.index()
}

/// The bonus for a move that caused a cut-off at `depth` (and the malus for those tried
/// before it): larger the deeper the search that proved it.
pub fn bonus(depth: i32) -> i32 {
    (depth * depth).min(400) * 16
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quiet(piece_to: PieceTo) -> Preceding {
        Preceding::new(piece_to, false)
    }

    fn start_move(uci: &str) -> (Position, Move) {
        let position = Position::new();
        let mv = position.parse_move(uci).unwrap();
        (position, mv)
    }

    #[test]
    fn gravity_keeps_values_within_the_bound() {
        let mut value = 0;
        for _ in 0..1_000 {
            value = apply_gravity(value, 7_000);
        }
        let near_the_top = HISTORY_MAX * 9 / 10..=HISTORY_MAX;
        assert!(near_the_top.contains(&value), "{value}");
        for _ in 0..1_000 {
            value = apply_gravity(value, -7_000);
        }
        let near_the_bottom = -HISTORY_MAX..=-HISTORY_MAX * 9 / 10;
        assert!(near_the_bottom.contains(&value), "{value}");
    }

    #[test]
    fn a_reply_is_rewarded_only_after_the_move_it_answered() {
        let mut history = History::new();
        let (after_e4, e4) = start_move("e2e4");
        let mut position = after_e4.clone();
        position.play_unchecked(e4);
        let reply = position.parse_move("c7c5").unwrap();
        let after_e4_context = Continuation {
            previous: [Some(quiet(PieceTo::of(&after_e4, e4))), None, None],
            ..Continuation::default()
        };
        history.update_quiet(&position, reply, &after_e4_context, bonus(6));
        let other_context = Continuation {
            previous: [
                Some(quiet(PieceTo::of(
                    &after_e4,
                    after_e4.parse_move("d2d4").unwrap(),
                ))),
                None,
                None,
            ],
            ..Continuation::default()
        };
        let with = history.quiet(&position, reply, &after_e4_context);
        let without = history.quiet(&position, reply, &other_context);
        assert!(with > without && without > 0, "{with} {without}");
    }

    #[test]
    fn a_move_out_of_an_attack_learns_apart_from_the_same_move_unattacked() {
        let mut history = History::new();
        let (position, mv) = start_move("g1f3");
        let attacked = Continuation {
            threatened: Bitboard::from(mv.from()),
            ..Continuation::default()
        };
        history.update_quiet(&position, mv, &attacked, bonus(6));
        let color = position.turn();
        assert!(history.butterfly(color, mv, attacked.threatened) > 0);
        assert_eq!(history.butterfly(color, mv, Bitboard::EMPTY), 0);
        let onto_an_attack = Bitboard::from(mv.destination());
        assert_eq!(history.butterfly(color, mv, onto_an_attack), 0);
    }
}
