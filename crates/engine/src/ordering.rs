//! Move ordering: the best move first makes alpha-beta cut early. What the search learns of
//! moves as it goes (killers, the histories of `crate::history`, the root moves' scores) is
//! kept here; `crate::picker` hands out a node's moves in that order.

use crate::defs::MAX_PLY;
use crate::history::{bonus, Continuation, History, PieceTo, HISTORY_MAX};
use chess_rules::{Color, Move, Position};

/// What the search learns about moves as it goes.
pub struct MoveOrdering {
    history: History,
    killers: [[Option<Move>; 2]; MAX_PLY + 1],
    /// Root moves and their scores in the current iteration.
    root: Vec<(Move, i32)>,
}

impl Default for MoveOrdering {
    fn default() -> Self {
        MoveOrdering::new()
    }
}

/// A quiet move that caused a cut-off, and the moves tried before it at that node.
pub struct Cutoff<'a> {
    /// The move that reached beta.
    pub best: Move,
    /// The quiet moves searched before it.
    pub quiets_tried: &'a [Move],
    /// The depth the node was searched to.
    pub depth: i32,
    /// The node's distance from the root.
    pub ply: usize,
}

impl MoveOrdering {
    /// Nothing learned yet.
    pub fn new() -> MoveOrdering {
        MoveOrdering {
            history: History::new(),
            killers: [[None; 2]; MAX_PLY + 1],
            root: Vec::new(),
        }
    }

    /// Halves the history at a new search, so older lessons fade, and forgets the killers.
    pub fn age_history(&mut self) {
        self.history.age();
        self.killers = [[None; 2]; MAX_PLY + 1];
    }

    /// What the histories hold.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The killer moves of the node `ply` plies from the root.
    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers[ply.min(MAX_PLY)]
    }

    /// How much less to reduce a quiet move with a good history (more for a bad one): its
    /// butterfly history (in the cell of the node's threats) counted twice and its
    /// continuation histories, a ply for each `HISTORY_MAX` of their sum (up to four either way).
    pub fn history_bias(&self, position: &Position, mv: Move, context: &Continuation) -> i32 {
        let butterfly = self
            .history
            .butterfly(position.turn(), mv, context.threatened);
        (butterfly + self.history.quiet(position, mv, context)) / HISTORY_MAX
    }

    /// A quiet move caused a cut-off: it becomes a killer and its histories grow, while the
    /// quiet moves tried before it shrink.
    pub fn reward_cutoff(&mut self, position: &Position, cutoff: &Cutoff, context: &Continuation) {
        let bonus = bonus(cutoff.depth);
        let killers = &mut self.killers[cutoff.ply];
        if killers[0] != Some(cutoff.best) {
            killers[1] = killers[0];
            killers[0] = Some(cutoff.best);
        }
        self.history
            .update_quiet(position, cutoff.best, context, bonus);
        for &tried in cutoff.quiets_tried {
            self.history.update_quiet(position, tried, context, -bonus);
        }
    }

    /// The quiet move `mv` of `color` (its piece and square `piece_to`) left its opponent
    /// nothing better than alpha: it is rewarded as a cut-off would be, since the node it was
    /// played at may not cut (a PV node, or one whose later move does).
    pub fn reward_refuting_quiet(
        &mut self,
        color: Color,
        played: (Move, PieceTo),
        context: &Continuation,
        depth: i32,
    ) {
        self.history
            .update_quiet_of(color, played, context, bonus(depth));
    }

    /// A capture caused a cut-off: its history grows, the captures tried before it shrink.
    pub fn reward_capture(
        &mut self,
        position: &Position,
        best: Move,
        captures_tried: &[Move],
        depth: i32,
    ) {
        let bonus = bonus(depth);
        self.history.update_capture(position, best, bonus);
        for &tried in captures_tried {
            self.history.update_capture(position, tried, -bonus);
        }
    }

    /// Notes a root move's score (`first`: the iteration's first move, which starts a new list).
    pub fn record_root_score(&mut self, mv: Move, score: i32, first: bool) {
        if first {
            self.root.clear();
        }
        self.root.retain(|(m, _)| *m != mv);
        self.root.push((mv, score));
    }

    /// The root moves of the last iteration, best first.
    pub fn root_scores(&self) -> Vec<(Move, i32)> {
        let mut scores = self.root.clone();
        scores.sort_by_key(|&(_, score)| -score);
        scores
    }
}
