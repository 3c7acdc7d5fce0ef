//! Singular extensions: when the table's move is far better than every other move of a node
//! (a search of the node without it, shallower and just below the table's score, fails low),
//! the line hangs on it and it is searched a ply deeper. When even the other moves reach
//! beta, the node is cut at once (multi-cut). Otherwise it is searched shallower (a negative
//! extension): two plies when the table's score reaches beta (the move is expected to fail
//! high anyway), one at a cut node or when the others scored as well as the table's score.
//! Far below (off the principal variation), it is searched two plies deeper, a limited
//! number of times along a path.

use super::node::{Node, NodeKind};
use super::parameters::{
    SE_DEPTH_MARGIN, SE_DOUBLE_MARGIN, SE_MARGIN_PER_PLY, SE_MAX_DOUBLE, SE_MIN_DEPTH,
};
use super::{Environment, Searcher};
use crate::defs::MATE_BOUND;
use crate::tt::{Bound, Entry};
use chess_rules::{Move, Position};

/// What the singular search says about a node's table move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Singularity {
    /// Search the table's move this many plies deeper (negative: shallower).
    Extend(i32),
    /// Other moves reach beta too: the node fails high with this score.
    MultiCut(i32),
}

impl Searcher {
    /// Tests whether the table's move is singular at `node`: `None` when the node does not
    /// qualify (too shallow, no trusted lower bound, already excluding a move, too far from
    /// the root).
    pub(super) fn singularity(
        &mut self,
        position: &Position,
        node: &Node,
        entry: Option<Entry>,
        env: &dyn Environment,
    ) -> Option<Singularity> {
        let (tt_move, tt_score) = self.singular_candidate(position, node, entry)?;
        let singular_beta = tt_score - SE_MARGIN_PER_PLY * node.depth;
        let probe = Node {
            depth: (node.depth - 1) / 2,
            alpha: singular_beta - 1,
            beta: singular_beta,
            ply: node.ply,
            kind: NodeKind::NonPv,
            cut: node.cut,
        };
        self.excluded[node.ply] = Some(tt_move);
        let score = self.negamax(position, probe, env);
        self.excluded[node.ply] = None;
        Some(if score < singular_beta {
            // Far below: the line hangs on this move alone; two plies, a few times a path.
            let double = !node.is_pv()
                && score < singular_beta - SE_DOUBLE_MARGIN.get()
                && self.double_extensions[node.ply] < SE_MAX_DOUBLE;
            Singularity::Extend(if double { 2 } else { 1 })
        } else if singular_beta >= node.beta {
            Singularity::MultiCut(singular_beta)
        } else if tt_score >= node.beta {
            // Not singular, and the table expects this move to fail high anyway: a shallower
            // search of it is likely to say so too, leaving the depth to the others.
            Singularity::Extend(-2)
        } else if node.cut || tt_score <= score {
            // Not singular: a cut node expected to fail high by some move, or the others
            // scored at least what the table holds for this one.
            Singularity::Extend(-1)
        } else {
            Singularity::Extend(0)
        })
    }

    /// The table's move and score when the node may test it: deep enough, away from the root
    /// and not twice as deep as the iteration, the stored result a lower bound (or exact) from
    /// nearly as deep, and not a mate score.
    fn singular_candidate(
        &self,
        position: &Position,
        node: &Node,
        entry: Option<Entry>,
    ) -> Option<(Move, i32)> {
        let entry = entry?;
        let deep_enough = node.depth >= SE_MIN_DEPTH
            && entry.depth() >= node.depth - SE_DEPTH_MARGIN
            && entry.bound() != Bound::Upper;
        let in_range = node.ply > 0 && (node.ply as i32) < 2 * self.root_depth;
        if !deep_enough || !in_range || self.excluded[node.ply].is_some() {
            return None;
        }
        let score = entry.score(node.ply as i32, position.halfmove_clock())?;
        let mv = entry.best_move()?;
        (score.abs() < MATE_BOUND).then_some((mv, score))
    }
}
