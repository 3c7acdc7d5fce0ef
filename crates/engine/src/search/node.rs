//! A node of the search: how deep, in which window, how far from the root, and of which kind;
//! and what its move loop knows of it and of each move it is about to search.

use chess_rules::Move;

/// What kind of node: on the principal variation (full window), or a zero-window node, which
/// may try a null move unless it follows one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum NodeKind {
    /// On the principal variation.
    Pv,
    /// Off it.
    NonPv,
    /// Just after a null move: no second one in a row.
    AfterNull,
}

/// A node to search: how deep, in which window, how far from the root.
#[derive(Copy, Clone, Debug)]
pub(super) struct Node {
    pub depth: i32,
    pub alpha: i32,
    pub beta: i32,
    pub ply: usize,
    pub kind: NodeKind,
    /// Expected to fail high (a cut node): a zero-window node whose parent's move was not
    /// the parent's first, or the first child of an expected fail-low node. Its late moves
    /// are reduced more.
    pub cut: bool,
}

impl Node {
    pub(super) fn is_pv(&self) -> bool {
        self.kind == NodeKind::Pv
    }

    /// The child of this node for a move searched `depth` deep in `(alpha, beta)` from the
    /// child's side.
    pub(super) fn child(&self, depth: i32, alpha: i32, beta: i32, kind: NodeKind) -> Node {
        Node {
            depth,
            alpha,
            beta,
            ply: self.ply + 1,
            kind,
            cut: false,
        }
    }

    /// This node, expected to fail high or not.
    pub(super) fn expecting_cut(self, cut: bool) -> Node {
        Node { cut, ..self }
    }
}

/// A move about to be searched, and what the loop knows of it.
#[derive(Copy, Clone)]
pub(super) struct Candidate {
    pub mv: Move,
    /// 1 for the first move tried.
    pub index: usize,
    /// Neither a capture nor a promotion.
    pub is_quiet: bool,
    /// A capture or promotion known not to lose material.
    pub wins_exchange: bool,
    pub gives_check: bool,
    /// Plies added to (or taken from) the move's depth: the singular extension's.
    pub extension: i32,
    /// The best score of the moves searched before it.
    pub best_so_far: i32,
    /// A quiet move's history score, when it was ordered by it.
    pub history: Option<i32>,
}

/// What the move loop knows about the node it searches.
pub(super) struct MoveLoop {
    /// The evaluation corrected by the correction history (what the correction learns from).
    pub static_eval: i32,
    /// What pruning compares: the corrected evaluation, or the table's score where its bound
    /// shows it nearer the truth.
    pub pruning_eval: i32,
    /// The evaluation itself (what the table keeps).
    pub raw_eval: i32,
    pub in_check: bool,
    pub improving: bool,
    pub tt_move: Option<Move>,
    /// The table's move takes something: the quiet moves after it are less likely to matter.
    pub tt_capture: bool,
    /// How much deeper the table's move is searched (see `singular.rs`).
    pub tt_extension: i32,
    /// The move left out by a singular search of this node, if it is one.
    pub excluded: Option<Move>,
}
