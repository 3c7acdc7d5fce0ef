//! Hands out a node's moves best first, in stages, generating and scoring each kind only when
//! the search gets to it: the table's move before any generation, then the captures that do
//! not lose material (a capture's exchange is evaluated only when it is picked), the two
//! killers, the quiet moves by history, and last the losing captures and underpromotions. Most
//! cut-offs come in the first stages, and then the quiet moves are never generated.

use crate::history::Continuation;
use crate::ordering::MoveOrdering;
use crate::see::{see_at_least, value};
use crate::threats::Threats;
use arrayvec::ArrayVec;
use chess_rules::moves::MAX_MOVES;
use chess_rules::{Move, MoveList, Position, Role};

/// Where a picker is, in the order it goes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Stage {
    TableMove,
    GenerateCaptures,
    GoodCaptures,
    Killers,
    GenerateQuiets,
    Quiets,
    BadCaptures,
    Done,
}

/// Added to a capture's score once its exchange is found to lose material: below every
/// capture not yet looked at, above the underpromotions.
const LOSING: i32 = -1_000_000;
/// Added to an underpromotion's score: last of all.
const UNDERPROMOTION: i32 = -2_000_000;

/// A move the picker hands out.
#[derive(Copy, Clone, Debug)]
pub struct Picked {
    /// The move.
    pub mv: Move,
    /// Neither a capture nor a promotion.
    pub is_quiet: bool,
    /// A capture or promotion whose exchange the picker found not to lose material (so the
    /// search need not evaluate it again).
    pub wins_exchange: bool,
    /// A quiet move's history score, when the picker ordered it by history (not the table's
    /// move nor a killer).
    pub history: Option<i32>,
}

/// A node's moves in stages (see the module's comment).
pub struct MovePicker {
    stage: Stage,
    /// Only captures and promotions that do not lose material (a quiescence node not in check).
    captures_only: bool,
    tt_move: Option<Move>,
    killers: [Option<Move>; 2],
    next_killer: usize,
    /// The captures and promotions, then the quiet moves; `keys` matches it move for move.
    moves: MoveList,
    /// Past the quiet moves' keys, `QUIET_PADDING` keys below all others (see `quiet`).
    keys: ArrayVec<OrderKey, { MAX_MOVES + QUIET_PADDING }>,
    /// Captures not handed out yet are `next_capture..captures_end`.
    next_capture: usize,
    captures_end: usize,
    next_quiet: usize,
    /// What the opponent's pieces attack: given, or found when the quiet moves are generated.
    threats: Option<Threats>,
}

impl MovePicker {
    /// A picker for every move of a node, with the table's move and the node's killers.
    pub fn new(tt_move: Option<Move>, killers: [Option<Move>; 2]) -> MovePicker {
        MovePicker {
            stage: Stage::TableMove,
            captures_only: false,
            tt_move,
            killers,
            next_killer: 0,
            moves: MoveList::new(),
            keys: ArrayVec::new(),
            next_capture: 0,
            captures_end: 0,
            next_quiet: 0,
            threats: None,
        }
    }

    /// This picker with the node's threats already found (else found with the quiet moves).
    pub fn with_threats(self, threats: Threats) -> MovePicker {
        MovePicker {
            threats: Some(threats),
            ..self
        }
    }

    /// A picker for a quiescence node not in check: the table's move if it is a capture or
    /// promotion, then the captures and promotions that do not lose material.
    pub fn captures(tt_move: Option<Move>) -> MovePicker {
        MovePicker {
            captures_only: true,
            ..MovePicker::new(tt_move, [None; 2])
        }
    }

    /// The next move, best first; `None` once every legal move was handed out.
    #[inline(always)]
    pub fn next(
        &mut self,
        position: &Position,
        ordering: &MoveOrdering,
        context: &Continuation,
    ) -> Option<Picked> {
        loop {
            let picked = match self.stage {
                Stage::TableMove => self.table_move(position),
                Stage::GenerateCaptures => {
                    self.generate_captures(position, ordering);
                    None
                }
                Stage::GoodCaptures => self.good_capture(position),
                Stage::Killers => self.killer(position),
                Stage::GenerateQuiets => {
                    self.generate_quiets(position, ordering, context);
                    None
                }
                Stage::Quiets => self.quiet(),
                Stage::BadCaptures => self.bad_capture(),
                Stage::Done => return None,
            };
            if picked.is_some() {
                return picked;
            }
        }
    }

    /// Hands out no more quiet moves (killers included): the search will prune them all.
    /// The losing captures and underpromotions still follow.
    pub fn skip_quiets(&mut self) {
        if matches!(
            self.stage,
            Stage::Killers | Stage::GenerateQuiets | Stage::Quiets
        ) {
            self.stage = Stage::BadCaptures;
        }
    }

    fn advance(&mut self) {
        self.stage = match self.stage {
            Stage::TableMove => Stage::GenerateCaptures,
            Stage::GenerateCaptures => Stage::GoodCaptures,
            Stage::GoodCaptures if self.captures_only => Stage::Done,
            Stage::GoodCaptures => Stage::Killers,
            Stage::Killers => Stage::GenerateQuiets,
            Stage::GenerateQuiets => Stage::Quiets,
            Stage::Quiets => Stage::BadCaptures,
            Stage::BadCaptures | Stage::Done => Stage::Done,
        };
    }

    /// The table's move, if it is legal here (the table can hold a move of another position
    /// with the same key); in a captures-only picker, only a capture or promotion.
    fn table_move(&mut self, position: &Position) -> Option<Picked> {
        self.advance();
        let mv = self.tt_move.filter(|&mv| position.is_legal(mv))?;
        let is_quiet = is_quiet(position, mv);
        if self.captures_only && is_quiet {
            self.tt_move = None;
            return None;
        }
        Some(Picked {
            mv,
            is_quiet,
            wins_exchange: false,
            history: None,
        })
    }

    /// Generates and scores the captures and promotions (all but the table's move): the most
    /// valuable victim by the least valuable attacker, nudged by the capture history;
    /// underpromotions last. (Not inlined: `next` runs a dozen times a node, generation once,
    /// and inlined, its set-up would run at every call.)
    #[inline(never)]
    fn generate_captures(&mut self, position: &Position, ordering: &MoveOrdering) {
        position.extend_with_legal_captures(&mut self.moves);
        let history = ordering.history();
        self.keep_unless_tried(0, false, |mv| {
            (
                mvv_lva(position, mv) + history.capture(position, mv) / 16,
                0,
            )
        });
        self.captures_end = self.moves.len();
        for (&mv, key) in self.moves.iter().zip(self.keys.iter_mut()) {
            if mv.promotion().is_some_and(|role| role != Role::Queen) {
                key.add_to_score(UNDERPROMOTION);
            }
        }
        self.advance();
    }

    /// The best capture left that does not lose material; a losing one found on the way is
    /// marked for the last stage.
    fn good_capture(&mut self, position: &Position) -> Option<Picked> {
        while let Some(best) = best_index(&self.keys, self.next_capture, self.captures_end) {
            if self.keys[best].score() <= LOSING / 2 {
                break; // Only losing captures and underpromotions are left.
            }
            let mv = self.moves[best];
            if !see_at_least(position, mv, 0) {
                self.keys[best].add_to_score(LOSING);
                continue;
            }
            self.take(best, self.next_capture);
            self.next_capture += 1;
            return Some(Picked {
                mv,
                is_quiet: false,
                wins_exchange: true,
                history: None,
            });
        }
        self.advance();
        None
    }

    /// The killers in turn, when legal and quiet here and not the table's move.
    fn killer(&mut self, position: &Position) -> Option<Picked> {
        while let Some(&killer) = self.killers.get(self.next_killer) {
            self.next_killer += 1;
            let Some(mv) = killer.filter(|&mv| Some(mv) != self.tt_move) else {
                continue;
            };
            if is_quiet(position, mv) && position.is_legal(mv) {
                return Some(Picked {
                    mv,
                    is_quiet: true,
                    wins_exchange: false,
                    history: None,
                });
            }
        }
        self.advance();
        None
    }

    /// Generates and scores the quiet moves (all but the table's move and the killers, which
    /// were handed out already if they are among them) by their histories, the threats they
    /// escape or walk into and the safe checks they give. (Not inlined, as
    /// `generate_captures`.)
    #[inline(never)]
    fn generate_quiets(
        &mut self,
        position: &Position,
        ordering: &MoveOrdering,
        context: &Continuation,
    ) {
        position.extend_with_legal_quiets(&mut self.moves);
        self.next_quiet = self.captures_end;
        let history = ordering.history();
        let threats = *self
            .threats
            .get_or_insert_with(|| Threats::against_side_to_move(position));
        self.keep_unless_tried(self.captures_end, true, |mv| {
            let bonus = threats.order_bonus(position, mover(position, mv), mv);
            (
                history.quiet(position, mv, context) + i32::from(bonus),
                bonus,
            )
        });
        for _ in 0..QUIET_PADDING {
            self.keys.push(OrderKey::BELOW_ALL);
        }
        self.advance();
    }

    /// The best quiet move left. The scan of what is left runs over whole groups of
    /// `SCAN_LANES` keys, the last group filled out by the padding: with no remainder to
    /// finish one key at a time, the loop has one exit to guess instead of three. (It hands
    /// out the move as `best_left` does, written out: through a helper shared with it, the
    /// bench measured 3% to 4% slower natively.)
    fn quiet(&mut self) -> Option<Picked> {
        let (front, end) = (self.next_quiet, self.moves.len());
        if front >= end {
            self.advance();
            return None;
        }
        let padded_end = front + (end - front).next_multiple_of(SCAN_LANES);
        self.take(best_in_groups(&self.keys[front..padded_end]), front);
        let mv = self.moves[front];
        // The history alone: pruning judges a move by what the search learned of it.
        let key = self.keys[front];
        let history = key.score() - i32::from(key.bonus());
        self.next_quiet += 1;
        Some(Picked {
            mv,
            is_quiet: true,
            wins_exchange: false,
            history: Some(history),
        })
    }

    /// The losing captures, then the underpromotions, best first.
    fn bad_capture(&mut self) -> Option<Picked> {
        let mv = self.best_left(self.next_capture, self.captures_end)?;
        self.next_capture += 1;
        Some(Picked {
            mv,
            is_quiet: false,
            wins_exchange: false,
            history: None,
        })
    }

    /// The best move of `front..end`, moved to `front`; once the range is empty, `None` and on
    /// to the next stage.
    #[inline(always)]
    fn best_left(&mut self, front: usize, end: usize) -> Option<Move> {
        let Some(best) = best_index(&self.keys, front, end) else {
            self.advance();
            return None;
        };
        self.take(best, front);
        Some(self.moves[front])
    }

    /// Scores the moves generated from `start` on, dropping those handed out before
    /// generation (the table's move; with `killers_tried`, the killers), keeping the
    /// generator's order. `score` gives a move's score and the part of it the threats gave.
    fn keep_unless_tried(
        &mut self,
        start: usize,
        killers_tried: bool,
        score: impl Fn(Move) -> (i32, i16),
    ) {
        let mut kept = start;
        for read in start..self.moves.len() {
            let mv = self.moves[read];
            let tried =
                Some(mv) == self.tt_move || (killers_tried && self.killers.contains(&Some(mv)));
            if tried {
                continue;
            }
            self.moves[kept] = mv;
            let (score, bonus) = score(mv);
            self.keys.push(OrderKey::new(score, kept, bonus));
            kept += 1;
        }
        self.moves.truncate(kept);
    }

    /// Moves the chosen move to the front of what is left (swapping, as a selection sort).
    #[inline(always)]
    fn take(&mut self, chosen: usize, front: usize) {
        self.moves.swap(front, chosen);
        let (chosen_key, front_key) = (self.keys[chosen], self.keys[front]);
        self.keys[front] = chosen_key.moved_to(front);
        self.keys[chosen] = front_key.moved_to(chosen);
    }
}

/// Neither a capture nor a promotion.
pub(crate) fn is_quiet(position: &Position, mv: Move) -> bool {
    !position.is_capture(mv) && mv.promotion().is_none()
}

/// The role of the piece `mv` moves.
fn mover(position: &Position, mv: Move) -> Role {
    position.board().role_at(mv.from()).unwrap_or(Role::Pawn)
}

/// The index of the highest score in `start..end` (the last of equals), if the range is not
/// empty: the largest key's, found by a plain maximum (which compiles to a few instructions a
/// move, where tracking the index beside the score took several).
fn best_index(keys: &[OrderKey], start: usize, end: usize) -> Option<usize> {
    let rest = keys.get(start..end).filter(|rest| !rest.is_empty())?;
    let best = rest.iter().fold(i64::MIN, |best, key| best.max(key.0));
    Some(OrderKey(best).index())
}

/// The place of the largest key of `keys`, whose length is a multiple of `SCAN_LANES`.
#[inline(always)]
fn best_in_groups(keys: &[OrderKey]) -> usize {
    let mut best = [i64::MIN; SCAN_LANES];
    for group in keys.chunks_exact(SCAN_LANES) {
        for (lane, key) in best.iter_mut().zip(group) {
            *lane = (*lane).max(key.0);
        }
    }
    let best = best.into_iter().fold(i64::MIN, i64::max);
    OrderKey(best).index()
}

/// The keys the quiet moves' scan reads at once, and the padding that fills out its last group.
const SCAN_LANES: usize = 4;
const QUIET_PADDING: usize = SCAN_LANES - 1;

/// A move's ordering score and its place in the list in one number: the score in the high
/// bits, the place below it. The largest key is then the best score and, among equal scores,
/// the one placed last (the order the picker has always handed moves out in). The lowest bits
/// keep the part of a quiet move's score its threats gave (`Threats::order_bonus`), so the
/// history alone is known when the move is handed out without working the bonus out again;
/// below the place, which no two keys share, it never decides the order.
#[derive(Copy, Clone, Debug)]
struct OrderKey(i64);

/// The bits of a key that hold the threats' part, then those that hold the move's place.
const BONUS_BITS: u32 = 16;
const PLACE_BITS: u32 = 8;
const SCORE_SHIFT: u32 = BONUS_BITS + PLACE_BITS;
const PLACE_MASK: i64 = ((1 << PLACE_BITS) - 1) << BONUS_BITS;
const _: () = assert!(MAX_MOVES <= 1 << PLACE_BITS);

impl OrderKey {
    /// Below every move's key: the padding past the quiet moves.
    const BELOW_ALL: OrderKey = OrderKey(i64::MIN);

    /// The key of a move at `place` whose `score` includes `bonus` from the threats.
    fn new(score: i32, place: usize, bonus: i16) -> OrderKey {
        OrderKey(
            (i64::from(score) << SCORE_SHIFT)
                | ((place as i64) << BONUS_BITS)
                | i64::from(bonus as u16),
        )
    }

    fn score(self) -> i32 {
        (self.0 >> SCORE_SHIFT) as i32
    }

    fn index(self) -> usize {
        ((self.0 & PLACE_MASK) >> BONUS_BITS) as usize
    }

    /// The part of the score the threats gave.
    fn bonus(self) -> i16 {
        self.0 as u16 as i16
    }

    /// The same score (and bonus) at another place.
    fn moved_to(self, place: usize) -> OrderKey {
        OrderKey((self.0 & !PLACE_MASK) | ((place as i64) << BONUS_BITS))
    }

    /// `amount` added to the score (a penalty: the picker adds only negative ones), the rest kept.
    fn add_to_score(&mut self, amount: i32) {
        self.0 += i64::from(amount) << SCORE_SHIFT;
    }
}

/// The capture score's basis: the most valuable victim by the least valuable attacker, a
/// promotion counted as a capture of the piece it becomes.
fn mvv_lva(position: &Position, mv: Move) -> i32 {
    let board = position.board();
    let victim = board.role_at(mv.to()).map_or(value(Role::Pawn), value);
    let attacker = board.role_at(mv.from()).map_or(0, value);
    let promotion = mv.promotion().map_or(0, value);
    victim * 10 - attacker / 10 + promotion * 10
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_rules::Square;

    const A1: Square = Square::A1;
    const A8: Square = Square::A8;

    /// Every move a picker hands out, in order.
    fn picked(position: &Position, mut picker: MovePicker) -> Vec<Picked> {
        let ordering = MoveOrdering::new();
        let context = Continuation::default();
        std::iter::from_fn(|| picker.next(position, &ordering, &context)).collect()
    }

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn hands_out_every_legal_move_once_in_stage_order() {
        // White's rook on g1 can take an undefended knight, the one on c1 a pawn defended by a
        // pawn (losing a rook for it); e7e8 promotes. The table's move is a quiet one, the first
        // killer is legal here, the second is not (no piece on a1).
        let position = position("k7/4P3/1p6/2p3n1/8/8/8/2R1K1R1 w - - 0 1");
        let uci = |m: &str| position.parse_uci(m).unwrap();
        let killers = [Some(uci("e1d2")), Some(Move::new(A1, A8, None))];
        let moves = picked(&position, MovePicker::new(Some(uci("c1c2")), killers));
        let order: Vec<String> = moves.iter().map(|p| p.mv.to_string()).collect();
        let mut sorted = order.clone();
        sorted.sort();
        let mut legal: Vec<String> = position
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect();
        legal.sort();
        assert_eq!(sorted, legal, "each legal move exactly once");
        assert_eq!(order[..4], ["c1c2", "e7e8q", "g1g5", "e1d2"]);
        assert!(moves[1].wins_exchange && moves[2].wins_exchange);
        assert_eq!(
            order[order.len() - 4..],
            ["c1c5", "e7e8r", "e7e8b", "e7e8n"]
        );
        let quiet = |p: &Picked| !position.is_capture(p.mv) && p.mv.promotion().is_none();
        assert!(moves.iter().all(|p| p.is_quiet == quiet(p)));
    }

    #[test]
    fn a_captures_picker_hands_out_only_what_does_not_lose_material() {
        let position = position("k7/4P3/1p6/2p3n1/8/8/8/2R1K1R1 w - - 0 1");
        let uci = |m: &str| position.parse_uci(m).unwrap();
        let order = |tt: &str| -> Vec<String> {
            let moves = picked(&position, MovePicker::captures(Some(uci(tt))));
            moves.iter().map(|p| p.mv.to_string()).collect()
        };
        assert_eq!(
            order("c1c2"),
            ["e7e8q", "g1g5"],
            "a quiet table move is left out"
        );
        assert_eq!(
            order("c1c5"),
            ["c1c5", "e7e8q", "g1g5"],
            "a noisy one comes first"
        );
    }

    #[test]
    fn the_best_key_is_the_highest_score_and_the_last_of_equals() {
        let keys: Vec<OrderKey> = [5, -3, 9, 9, 2, -1_000_000]
            .iter()
            .enumerate()
            .map(|(place, &score)| OrderKey::new(score, place, 0))
            .collect();
        assert_eq!(best_index(&keys, 0, keys.len()), Some(3));
        assert_eq!(best_index(&keys, 0, 3), Some(2));
        assert_eq!(best_index(&keys, 4, 6), Some(4));
        assert_eq!(best_index(&keys, 5, 5), None);
        let mut padded = keys.clone();
        padded.extend([OrderKey::BELOW_ALL; QUIET_PADDING]);
        assert_eq!(best_in_groups(&padded[0..8]), 3);
        assert_eq!(
            best_in_groups(&padded[4..8]),
            4,
            "the padding is never chosen"
        );
        let mut losing = OrderKey::new(-7, 200, 0);
        losing.add_to_score(LOSING);
        assert_eq!((losing.score(), losing.index()), (LOSING - 7, 200));
        let moved = losing.moved_to(3);
        assert_eq!((moved.score(), moved.index()), (LOSING - 7, 3));
        let quiet = OrderKey::new(-12_345, 17, -20_000).moved_to(250);
        assert_eq!((quiet.score(), quiet.index()), (-12_345, 250));
        assert_eq!(quiet.bonus(), -20_000);
    }

    #[test]
    fn skipping_quiets_goes_on_with_the_losing_captures() {
        let position = position("k7/4P3/1p6/2p3n1/8/8/8/2R1K1R1 w - - 0 1");
        let uci = |m: &str| position.parse_uci(m).unwrap();
        let mut picker = MovePicker::new(Some(uci("c1c2")), [Some(uci("e1d2")), None]);
        let (ordering, context) = (MoveOrdering::new(), Continuation::default());
        let mut next = || picker.next(&position, &ordering, &context).unwrap().mv;
        let first: Vec<Move> = (0..5).map(|_| next()).collect();
        assert_eq!(first[3], uci("e1d2"), "the killer");
        assert!(!position.is_capture(first[4]) && first[4].promotion().is_none());
        picker.skip_quiets();
        let rest = picked(&position, picker);
        let order: Vec<String> = rest.iter().map(|p| p.mv.to_string()).collect();
        assert_eq!(order, ["c1c5", "e7e8r", "e7e8b", "e7e8n"]);
    }

    #[test]
    fn no_moves_when_checkmated() {
        let position = position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
        assert!(picked(&position, MovePicker::new(None, [None; 2])).is_empty());
    }
}
