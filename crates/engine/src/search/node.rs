//! A node of the search: how deep, in which window, how far from the root, and of which kind.

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
