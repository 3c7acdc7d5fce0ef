//! ProbCut: at a deep zero-window node, a capture that wins so much material that a shallow
//! search of it clears beta by a wide margin would almost surely clear beta at full depth too,
//! so the node fails high without its full search. Each capture is first checked by its
//! exchange and by the quiescence search, which cost little, before the reduced search.

use super::node::{Node, NodeKind};
use super::parameters::{PROBCUT_MARGIN, PROBCUT_MIN_DEPTH, PROBCUT_REDUCTION};
use super::{Environment, Played, Searcher};
use crate::defs::MATE_BOUND;
use crate::history::Continuation;
use crate::picker::MovePicker;
use crate::see::see_at_least;
use crate::tt::{Bound, Entry, Store};
use chess_rules::Position;

impl Searcher {
    /// The score of a capture proving the node's fail-high, if one does. The node is a
    /// zero-window one, not in check, with no move left out.
    pub(super) fn probcut(
        &mut self,
        position: &Position,
        hash: u64,
        node: &Node,
        (entry, static_eval, raw_eval): (Option<Entry>, i32, i32),
        env: &dyn Environment,
    ) -> Option<i32> {
        let probcut_beta = node.beta + PROBCUT_MARGIN.get();
        if node.depth < PROBCUT_MIN_DEPTH || node.beta.abs() >= MATE_BOUND {
            return None;
        }
        // A table result from nearly as deep that stays below the raised beta: no capture
        // will clear it at the reduced depth either.
        let refuted = entry.is_some_and(|e| {
            e.depth() > node.depth - PROBCUT_REDUCTION
                && e.score(node.ply as i32, position.halfmove_clock())
                    .is_some_and(|score| score < probcut_beta)
        });
        if refuted {
            return None;
        }
        let tt_move = entry.and_then(|e| e.best_move());
        let mut picker = MovePicker::captures(tt_move);
        let no_context = Continuation::default();
        self.path.push(hash);
        let mut found = None;
        while let Some(picked) = picker.next(position, &self.ordering, &no_context) {
            let mv = picked.mv;
            if !see_at_least(position, mv, probcut_beta - static_eval) {
                continue;
            }
            let key = self.tt.prefetch_after(position, mv);
            let mut child = position.clone();
            child.play_unchecked_with_key(mv, key);
            self.played[node.ply] = Some(Played::of(position, mv, false));
            let window = (-probcut_beta, -probcut_beta + 1);
            let mut score = -self.quiescence(&child, window.0, window.1, node.ply + 1, env);
            if score >= probcut_beta {
                let depth = node.depth - PROBCUT_REDUCTION;
                let reduced = node
                    .child(depth, window.0, window.1, NodeKind::NonPv)
                    .expecting_cut(!node.cut);
                score = -self.negamax(&child, reduced, env);
            }
            if self.stopped || score >= probcut_beta {
                found = Some((mv, score));
                break;
            }
        }
        self.path.pop();
        if self.stopped {
            return Some(0);
        }
        let (mv, score) = found?;
        self.tt.store(
            hash,
            Store {
                mv: Some(mv),
                score,
                eval: raw_eval,
                depth: node.depth - PROBCUT_REDUCTION + 1,
                bound: Bound::Lower,
                ply: node.ply as i32,
            },
        );
        Some(score)
    }
}
