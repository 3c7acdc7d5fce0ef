//! The quiescence search: at the horizon, captures (and, in check, every move until one is
//! found that is not mated) are played out until the position is quiet, so no exchange is cut
//! off in the middle. It reads and writes the transposition table as depth 0.

use super::alpha_beta::{bound_of, cuts};
use super::parameters::DELTA_MARGIN;
use super::pruning::sharpened;
use super::{Environment, Searcher};
use crate::defs::{INFINITY, MATE, MATE_BOUND, MAX_PLY};
use crate::history::Continuation;
use crate::picker::{MovePicker, Picked};
use crate::see::{see_at_least, value};
use crate::tt::{Entry, Store, NO_EVAL};
use chess_rules::{Move, Position, Role};

impl Searcher {
    pub(super) fn quiescence(
        &mut self,
        position: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        env: &dyn Environment,
    ) -> i32 {
        self.seldepth = self.seldepth.max(ply);
        if !self.enter_node(ply, env) {
            return 0;
        }
        let in_check = position.is_check();
        if ply >= MAX_PLY - 1 {
            return self.evaluate(position, ply);
        }
        let hash = position.hash();
        let entry = self.tt.probe(hash);
        if let Some(entry) = entry {
            let score = entry.score(ply as i32, position.halfmove_clock());
            if let Some(score) = score.filter(|&s| cuts(entry.bound(), s, alpha, beta)) {
                return score;
            }
        }
        let (raw_eval, stand_pat) = self.stand_pat(position, entry, ply, in_check);
        if stand_pat >= beta {
            // Halfway to beta: standing pat is only a guess of how far above it the node is.
            return if stand_pat.abs() < MATE_BOUND {
                (stand_pat + beta) / 2
            } else {
                stand_pat
            };
        }
        let original_alpha = alpha;
        alpha = alpha.max(stand_pat);
        let tt_move = entry.and_then(|e| e.best_move());
        let mut picker = if in_check {
            MovePicker::new(tt_move, self.ordering.killers(ply))
        } else {
            MovePicker::captures(tt_move)
        };
        let (mut best, mut best_move) = (stand_pat, None);
        let mut legal = 0;
        let mut prepared = false;
        let context = Continuation::default();
        while let Some(picked) = picker.next(position, &self.ordering, &context) {
            legal += 1;
            if !in_check {
                if let Some(reachable) = skipped(position, picked, stand_pat, alpha) {
                    // Fail-soft: the node's upper bound must not claim less than a skipped
                    // capture might have reached.
                    best = best.max(reachable);
                    continue;
                }
            }
            // In check, once a move is known not to be mated, quiet evasions are left.
            if in_check && picked.is_quiet && best > -MATE_BOUND {
                continue;
            }
            let mv = picked.mv;
            // The child's table entry starts loading before the move is made.
            let key = self.tt.prefetch_after(position, mv);
            if !prepared {
                self.prepare_children(position, ply);
                prepared = true;
            }
            let mut child = position.clone();
            child.play_unchecked_with_key(mv, key);
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1, env);
            if self.stopped {
                return 0;
            }
            if score > best {
                (best, best_move) = (score, Some(mv));
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        if in_check && legal == 0 {
            return -MATE + ply as i32;
        }
        let bound = bound_of(best, original_alpha, beta, best_move.is_some());
        let eval = if in_check { NO_EVAL } else { raw_eval };
        let result = Store {
            mv: best_move,
            score: best,
            eval,
            depth: 0,
            bound,
            ply: ply as i32,
        };
        self.tt.store(hash, result);
        best
    }

    /// The raw evaluation (for the table) and the stand-pat score: the corrected evaluation
    /// sharpened by the table's score where its bound allows, as in the main search's pruning.
    /// In check there is none.
    fn stand_pat(
        &mut self,
        position: &Position,
        entry: Option<Entry>,
        ply: usize,
        in_check: bool,
    ) -> (i32, i32) {
        let (raw_eval, eval) = self.evaluations(position, entry, ply, in_check);
        if in_check {
            return (raw_eval, eval);
        }
        let stand_pat = entry.map_or(eval, |e| sharpened(e, eval, ply, position.halfmove_clock()));
        (raw_eval, stand_pat)
    }
}

/// Is a capture not worth searching here? Then the score it might have reached (as
/// Stockfish's): with the victim's value and a margin, a capture that cannot bring the score
/// to alpha (delta pruning); with the margin alone, one that does not win material where the
/// margin cannot reach alpha either. Underpromotions and captures that lose material are
/// skipped as well, claiming nothing (they are the main search's business).
fn skipped(position: &Position, picked: Picked, stand_pat: i32, alpha: i32) -> Option<i32> {
    let mv = picked.mv;
    if mv.promotion().is_some_and(|r| r != Role::Queen) {
        return Some(-INFINITY);
    }
    let futility_base = stand_pat + DELTA_MARGIN.get();
    let futility_value = futility_base + captured_value(position, mv);
    if futility_value <= alpha {
        return Some(futility_value);
    }
    if futility_base <= alpha {
        // A capture that wins material does not lose it: no second exchange to evaluate.
        return (!see_at_least(position, mv, 1)).then_some(futility_base);
    }
    let loses_material = !picked.wins_exchange && !see_at_least(position, mv, 0);
    loses_material.then_some(-INFINITY)
}

fn captured_value(position: &Position, mv: Move) -> i32 {
    let victim = position
        .board()
        .role_at(mv.to())
        .map_or(value(Role::Pawn), value);
    victim + mv.promotion().map_or(0, |r| value(r) - value(Role::Pawn))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `skipped` says of the capture `uci` in `fen`, with this stand pat and alpha.
    fn skipped_capture(fen: &str, uci: &str, stand_pat: i32, alpha: i32) -> Option<i32> {
        let position = Position::from_fen(fen).unwrap();
        let mv = position.parse_uci(uci).unwrap();
        let picked = Picked {
            mv,
            is_quiet: false,
            wins_exchange: see_at_least(&position, mv, 0),
            history: None,
        };
        skipped(&position, picked, stand_pat, alpha)
    }

    #[test]
    fn a_skipped_capture_claims_what_it_might_have_reached() {
        let margin = DELTA_MARGIN.get();
        let pawn = value(Role::Pawn);
        // A rook takes an undefended pawn: skipped only when even the pawn and the margin
        // cannot reach alpha, and then it claims both.
        let free_pawn = "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1";
        let reachable = margin + pawn;
        assert_eq!(
            skipped_capture(free_pawn, "d1d5", 0, reachable),
            Some(reachable)
        );
        assert_eq!(skipped_capture(free_pawn, "d1d5", 0, reachable - 1), None);
        // An even trade of pawns wins nothing: skipped where the margin alone cannot reach alpha.
        let even_trade = "4k3/8/4p3/3p4/4P3/8/8/4K3 w - - 0 1";
        assert_eq!(skipped_capture(even_trade, "e4d5", 0, margin), Some(margin));
        assert_eq!(skipped_capture(even_trade, "e4d5", 0, margin - 1), None);
        // A rook for a defended pawn loses material: skipped, claiming nothing.
        let defended = "4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1";
        assert_eq!(skipped_capture(defended, "d1d5", 0, 0), Some(-INFINITY));
    }
}
