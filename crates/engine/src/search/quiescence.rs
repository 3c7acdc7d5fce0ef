//! The quiescence search: at the horizon, captures (and, in check, every move until one is
//! found that is not mated) are played out until the position is quiet, so no exchange is cut
//! off in the middle. It reads and writes the transposition table as depth 0.

use super::alpha_beta::{bound_of, cuts};
use super::parameters::DELTA_MARGIN;
use super::pruning::sharpened;
use super::{Environment, Searcher};
use crate::defs::{MATE, MATE_BOUND, MAX_PLY};
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
            if !in_check && !worth_trying(position, picked, stand_pat, alpha) {
                continue;
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

/// Underpromotions, captures that cannot bring the score near alpha (delta pruning) and
/// captures that lose material are not worth searching here.
fn worth_trying(position: &Position, picked: Picked, stand_pat: i32, alpha: i32) -> bool {
    let mv = picked.mv;
    if mv.promotion().is_some_and(|r| r != Role::Queen) {
        return false;
    }
    if stand_pat + captured_value(position, mv) + DELTA_MARGIN.get() <= alpha {
        return false;
    }
    picked.wins_exchange || see_at_least(position, mv, 0)
}

fn captured_value(position: &Position, mv: Move) -> i32 {
    let victim = position
        .board()
        .role_at(mv.to())
        .map_or(value(Role::Pawn), value);
    victim + mv.promotion().map_or(0, |r| value(r) - value(Role::Pawn))
}
