//! Moving through the move tree: the position shown (the cursor) steps back and forth, to the
//! ends, to a node, or to the neighbouring variation; forward follows the line last walked (the
//! trail). The root's own: every feature that shows another position goes through here.

use crate::state::game_state::GameState;
use crate::state::vocabulary::{MoveSource, Navigation};
use chess_rules::{MoveTree, NodeId};

impl GameState {
    /// Shows another position of the tree; the analysis follows it.
    pub(in crate::state) fn navigate(&mut self, to: Navigation) {
        let on_trail = child_towards(&self.tree, self.cursor, self.trail).is_some();
        if !on_trail {
            self.trail = self.cursor;
        }
        let node = self.tree.node(self.cursor);
        self.cursor = match to {
            Navigation::Start => MoveTree::ROOT,
            Navigation::Back => node.parent.unwrap_or(MoveTree::ROOT),
            Navigation::Forward => child_towards(&self.tree, self.cursor, self.trail)
                .or_else(|| node.children.first().copied())
                .unwrap_or(self.cursor),
            Navigation::End if on_trail => line_end(&self.tree, self.trail),
            Navigation::End => line_end(&self.tree, self.cursor),
            Navigation::Node(id) if self.tree.contains(id) => id,
            Navigation::Node(_) => self.cursor,
            Navigation::PreviousVariation => sibling(&self.tree, self.cursor, -1),
            Navigation::NextVariation => sibling(&self.tree, self.cursor, 1),
        };
        self.clear_pending();
        self.last_move_source = MoveSource::Text;
        self.start_analysis_if_wanted();
    }
}

/// The child of `from` on the way to `to`, if `to` lies below `from`.
fn child_towards(tree: &MoveTree, from: NodeId, to: NodeId) -> Option<NodeId> {
    if !tree.contains(to) {
        return None;
    }
    let mut at = to;
    while let Some(parent) = tree.node(at).parent {
        if parent == from {
            return Some(at);
        }
        at = parent;
    }
    None
}

/// The end of the line through `node`: its first children, one after another.
fn line_end(tree: &MoveTree, node: NodeId) -> NodeId {
    let mut at = node;
    while let Some(&next) = tree.node(at).children.first() {
        at = next;
    }
    at
}

/// The neighbouring variation at the nearest fork above `node` (or at `node` itself).
fn sibling(tree: &MoveTree, node: NodeId, step: isize) -> NodeId {
    let mut at = node;
    while let Some(parent) = tree.node(at).parent {
        let siblings = &tree.node(parent).children;
        if siblings.len() > 1 {
            let index = siblings.iter().position(|&c| c == at).unwrap_or(0) as isize;
            let next = (index + step).clamp(0, siblings.len() as isize - 1) as usize;
            return siblings[next];
        }
        at = parent;
    }
    node
}
