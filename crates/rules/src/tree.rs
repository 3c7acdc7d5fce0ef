//! A game with variations: a tree of moves from a start position, each move with the SAN it
//! was written in, the position it led to, a comment and NAGs. The first child of a node is its
//! main continuation; the others are variations. Node ids never change while the tree lives,
//! so a move list can name its moves by them.

use crate::game::{Game, GameError};
use crate::moves::Move;
use crate::outcome::Outcome;
use crate::position::Position;
use crate::san::SanPlus;

/// A node's id in its tree; [`MoveTree::ROOT`] is the start position.
pub type NodeId = usize;

/// One move of the tree (or the root, which has none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The move that led here (none at the root).
    pub mv: Option<Move>,
    /// The move in SAN, as written in the position before it.
    pub san: Option<SanPlus>,
    /// The position after the move.
    pub position: Position,
    /// The node before (none at the root).
    pub parent: Option<NodeId>,
    /// The moves played from here: the main continuation first.
    pub children: Vec<NodeId>,
    /// A comment written after the move (at the root: before the first move).
    pub comment: Option<String>,
    /// A comment written before the move (PGN allows one before a variation's first move).
    pub comment_before: Option<String>,
    /// Numeric annotation glyphs (`$1` = `!`, `$2` = `?`, …).
    pub nags: Vec<u8>,
}

/// A tree of moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveTree {
    nodes: Vec<Node>,
    /// An end of the main line declared outside the board (resignation, agreement, time).
    declared: Option<Outcome>,
}

impl MoveTree {
    /// The root's id.
    pub const ROOT: NodeId = 0;

    /// A tree with no move yet.
    pub fn new(start: Position) -> MoveTree {
        MoveTree {
            nodes: vec![Node {
                mv: None,
                san: None,
                position: start,
                parent: None,
                children: Vec::new(),
                comment: None,
                comment_before: None,
                nags: Vec::new(),
            }],
            declared: None,
        }
    }

    /// A tree whose main line is the game (with its declared end, if any).
    pub fn from_game(game: &Game) -> MoveTree {
        let mut tree = MoveTree::new(game.start_position().clone());
        let mut at = MoveTree::ROOT;
        for played in game.history() {
            at = tree.push_child(at, played.mv, played.san, played.position.clone());
        }
        tree.declared = game.declared_outcome();
        tree
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.nodes[MoveTree::ROOT].position
    }

    /// A node. Ids come from this tree; an unknown id gives the root.
    pub fn node(&self, id: NodeId) -> &Node {
        self.nodes.get(id).unwrap_or(&self.nodes[MoveTree::ROOT])
    }

    /// Is this the id of a node still in the tree?
    pub fn contains(&self, id: NodeId) -> bool {
        id == MoveTree::ROOT || self.nodes.get(id).is_some_and(|node| node.parent.is_some())
    }

    /// The position at a node.
    pub fn position(&self, id: NodeId) -> &Position {
        &self.node(id).position
    }

    /// The ids from the root's first move to `id`, in order (empty for the root).
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = if self.contains(id) {
            id
        } else {
            MoveTree::ROOT
        };
        while let Some(parent) = self.nodes[at].parent {
            path.push(at);
            at = parent;
        }
        path.reverse();
        path
    }

    /// The main line: the first child of every node from the root.
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = MoveTree::ROOT;
        while let Some(&next) = self.nodes[at].children.first() {
            line.push(next);
            at = next;
        }
        line
    }

    /// The last node of the main line (the root if there is no move).
    pub fn main_line_end(&self) -> NodeId {
        self.main_line().last().copied().unwrap_or(MoveTree::ROOT)
    }

    /// Is the node on the main line?
    pub fn is_main_line(&self, id: NodeId) -> bool {
        self.path_to(id)
            .iter()
            .all(|&node| self.nodes[self.parent_of(node)].children.first() == Some(&node))
    }

    fn parent_of(&self, id: NodeId) -> NodeId {
        self.nodes[id].parent.unwrap_or(MoveTree::ROOT)
    }

    /// How many moves from the start.
    pub fn ply(&self, id: NodeId) -> usize {
        self.path_to(id).len()
    }

    /// The end declared for the main line (resignation, agreement, time), if any.
    pub fn declared_outcome(&self) -> Option<Outcome> {
        self.declared
    }

    /// Declares (or clears) the main line's end.
    pub fn set_declared_outcome(&mut self, outcome: Option<Outcome>) {
        self.declared = outcome;
    }

    /// The line from the start to `id` as a game: its repetitions, draw claims and outcome.
    /// The declared end applies only to the main line's last node.
    pub fn game_to(&self, id: NodeId) -> Game {
        let mut game = Game::from_position(self.start().clone());
        for node in self.path_to(id) {
            if let Some(mv) = self.nodes[node].mv {
                // Every move in the tree was legal where it stands.
                let _ = game.play(mv);
            }
        }
        if let Some(outcome) = self.declared.filter(|_| id == self.main_line_end()) {
            let _ = game.declare(outcome);
        }
        game
    }

    /// The main line as a game, with the declared end.
    pub fn main_game(&self) -> Game {
        self.game_to(self.main_line_end())
    }

    /// Plays `mv` after `parent`: the existing child if that move was played before, else a new
    /// variation (the main continuation when it is the first). A king moved onto its own rook
    /// or two squares towards it is castling. Moves may go on after a declared end or a
    /// repetition, as analysis needs; only the position's own rules apply.
    ///
    /// # Errors
    /// [`GameError::Illegal`] with the rule broken; the tree is unchanged.
    pub fn play(&mut self, parent: NodeId, mv: Move) -> Result<NodeId, GameError> {
        let parent = if self.contains(parent) {
            parent
        } else {
            MoveTree::ROOT
        };
        let position = &self.nodes[parent].position;
        let mv = if position.is_legal(mv) {
            mv
        } else {
            position
                .check_move(mv.from(), mv.to(), mv.promotion())
                .map_err(GameError::Illegal)?
        };
        if let Some(&existing) = self.nodes[parent]
            .children
            .iter()
            .find(|&&child| self.nodes[child].mv == Some(mv))
        {
            return Ok(existing);
        }
        let mut after = position.clone();
        after.play_unchecked(mv);
        let san = SanPlus::from_move_and_result(position, mv, &after);
        Ok(self.push_child(parent, mv, san, after))
    }

    /// Adds a node without checking the move (it comes from a checked game).
    pub(crate) fn push_child(
        &mut self,
        parent: NodeId,
        mv: Move,
        san: SanPlus,
        position: Position,
    ) -> NodeId {
        let id = self.nodes.len();
        self.nodes.push(Node {
            mv: Some(mv),
            san: Some(san),
            position,
            parent: Some(parent),
            children: Vec::new(),
            comment: None,
            comment_before: None,
            nags: Vec::new(),
        });
        self.nodes[parent].children.push(id);
        id
    }

    /// Moves the variation holding `id` one place up among its siblings at the fork where it
    /// branches off (to the main continuation if it was second).
    pub fn promote(&mut self, id: NodeId) {
        let Some(branch) = self.branch_point(id) else {
            return;
        };
        let parent = self.parent_of(branch);
        let siblings = &mut self.nodes[parent].children;
        if let Some(index) = siblings.iter().position(|&child| child == branch) {
            siblings.swap(index, index - 1);
        }
    }

    /// Makes the line through `id` the main line: at every fork on its path it comes first.
    pub fn make_main_line(&mut self, id: NodeId) {
        for node in self.path_to(id) {
            let parent = self.parent_of(node);
            let siblings = &mut self.nodes[parent].children;
            if let Some(index) = siblings.iter().position(|&child| child == node) {
                let child = siblings.remove(index);
                siblings.insert(0, child);
            }
        }
    }

    /// The nearest node on the path to `id` that is not its parent's first child.
    fn branch_point(&self, id: NodeId) -> Option<NodeId> {
        self.path_to(id)
            .into_iter()
            .rev()
            .find(|&node| self.nodes[self.parent_of(node)].children.first() != Some(&node))
    }

    /// Removes `id` and every move after it; returns its parent. The root stays.
    pub fn delete_from(&mut self, id: NodeId) -> NodeId {
        if id == MoveTree::ROOT || !self.contains(id) {
            return MoveTree::ROOT;
        }
        let parent = self.parent_of(id);
        if self.is_main_line(id) {
            self.declared = None;
        }
        self.nodes[parent].children.retain(|&child| child != id);
        self.detach(id);
        parent
    }

    /// Marks a removed subtree's nodes as gone (their ids are never reused).
    fn detach(&mut self, id: NodeId) {
        let children = std::mem::take(&mut self.nodes[id].children);
        self.nodes[id].parent = None;
        for child in children {
            self.detach(child);
        }
    }

    /// Sets the comment after a move (an empty text removes it).
    pub fn set_comment(&mut self, id: NodeId, text: &str) {
        if let Some(node) = self.nodes.get_mut(id) {
            let text = text.trim();
            node.comment = (!text.is_empty()).then(|| text.to_string());
        }
    }

    /// Sets the comment before a move (an empty text removes it).
    pub fn set_comment_before(&mut self, id: NodeId, text: &str) {
        if let Some(node) = self.nodes.get_mut(id) {
            let text = text.trim();
            node.comment_before = (!text.is_empty()).then(|| text.to_string());
        }
    }

    /// Sets a move's NAGs.
    pub fn set_nags(&mut self, id: NodeId, nags: Vec<u8>) {
        if let Some(node) = self.nodes.get_mut(id) {
            node.nags = nags;
        }
    }

    /// The ids of the nodes still in the tree, root first, each before its children.
    pub fn ids(&self) -> Vec<NodeId> {
        let mut ids = Vec::new();
        let mut stack = vec![MoveTree::ROOT];
        while let Some(id) = stack.pop() {
            ids.push(id);
            stack.extend(self.nodes[id].children.iter().rev());
        }
        ids
    }

    /// How many moves the tree holds, variations included.
    pub fn move_count(&self) -> usize {
        self.ids().len() - 1
    }
}

#[cfg(test)]
mod tests;
