//! The tree edits' transitions (see the folder's `mod.rs` for the rules they keep).

use super::{DeletedLine, TreeEdits};
use crate::state::game_state::{GameState, Mode};
use crate::state::notation::line_san;
use crate::state::translate::{tr, tr_with};
use chess_rules::{MoveTree, NodeId};

impl GameState {
    /// Is the main line the record of a game played to its end (not an analysis)?
    pub fn record_is_kept(&self) -> bool {
        self.setup.mode != Mode::Analysis && self.game.is_over()
    }

    /// The edits that would change something at `node` and keep the game's record.
    pub fn tree_edits_at(&self, node: NodeId) -> TreeEdits {
        TreeEdits {
            delete: self.may_delete(node),
            promote: self.may_promote(node),
            make_main_line: self.may_make_main_line(node),
        }
    }

    fn may_delete(&self, node: NodeId) -> bool {
        node != MoveTree::ROOT
            && self.keeps_record(|tree| {
                tree.delete_from(node);
            })
    }

    fn may_promote(&self, node: NodeId) -> bool {
        !self.tree.is_main_line(node) && self.keeps_record(|tree| tree.promote(node))
    }

    fn may_make_main_line(&self, node: NodeId) -> bool {
        !self.tree.is_main_line(node) && self.keeps_record(|tree| tree.make_main_line(node))
    }

    /// Would the edit leave a kept record's main line (and its result) as it is?
    fn keeps_record(&self, edit: impl FnOnce(&mut MoveTree)) -> bool {
        if !self.record_is_kept() {
            return true;
        }
        let mut edited = self.tree.clone();
        edit(&mut edited);
        edited.main_line() == self.tree.main_line()
            && edited.declared_outcome() == self.tree.declared_outcome()
    }

    /// Deletes `node` and what follows it, saying how to undo it.
    pub(in crate::state) fn delete_line(&mut self, node: NodeId) {
        if !self.tree.contains(node) || node == MoveTree::ROOT {
            return;
        }
        if !self.may_delete(node) {
            return self.refuse(tr("tree-record-kept"));
        }
        let parent = self.tree.node(node).parent.unwrap_or(MoveTree::ROOT);
        let played = self
            .tree
            .node(node)
            .mv
            .map(|mv| line_san(self.tree.position(parent), &[mv], 1));
        let (tree, game, cursor, trail) = (
            self.tree.clone(),
            self.game.clone(),
            self.cursor,
            self.trail,
        );
        let (shapes, review) = (self.shapes.clone(), self.review.clone());
        self.delete_from(node);
        let notice = tr_with(
            "tree-deleted",
            &[("move", played.unwrap_or_default().into())],
        );
        self.notice = Some(notice.clone());
        self.deleted = Some(Box::new(DeletedLine {
            tree,
            game,
            cursor,
            trail,
            shapes,
            review,
            left: self.tree.clone(),
            notice,
        }));
    }

    /// A deletion is undone from its notice: when the notice goes, so does the undo.
    pub(in crate::state) fn forget_deletion_with_its_notice(&mut self) {
        if self.notice.is_none() {
            self.deleted = None;
        }
    }

    /// May the last deletion be undone (its notice shows, the tree is as it left it)?
    pub fn can_restore_deleted(&self) -> bool {
        self.deleted.as_ref().is_some_and(|deleted| {
            deleted.left == self.tree && self.notice.as_deref() == Some(deleted.notice.as_str())
        })
    }

    /// Puts back what the last deletion took away.
    pub(in crate::state) fn restore_deleted(&mut self) {
        if !self.can_restore_deleted() {
            return;
        }
        let Some(deleted) = self.deleted.take() else {
            return;
        };
        let DeletedLine {
            tree,
            game,
            cursor,
            trail,
            shapes,
            review,
            ..
        } = *deleted;
        (self.tree, self.game, self.cursor, self.trail) = (tree, game, cursor, trail);
        (self.shapes, self.review) = (shapes, review);
        self.notice = None;
        self.engine.reset_game_searches();
        self.start_analysis_if_wanted();
    }

    /// Moves the variation holding `node` one place up, unless that replaces a kept record.
    pub(in crate::state) fn promote_line(&mut self, node: NodeId) {
        if self.may_promote(node) {
            self.edit_tree(|tree| tree.promote(node));
        } else if self.record_is_kept() {
            self.refuse(tr("tree-record-kept"));
        }
    }

    /// Makes the line through `node` the main line, unless that replaces a kept record.
    pub(in crate::state) fn make_main_line(&mut self, node: NodeId) {
        if self.may_make_main_line(node) {
            self.edit_tree(|tree| tree.make_main_line(node));
        } else if self.record_is_kept() {
            self.refuse(tr("tree-record-kept"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::game_state::{Action, GameSetup};

    fn after(sans: &[&str]) -> GameState {
        let mut state = GameState::new(GameSetup::untimed(Mode::TwoPlayers));
        for san in sans {
            state.apply(Action::PlayText((*san).into()));
        }
        state
    }

    fn main_sans(state: &GameState) -> Vec<String> {
        let tree = state.tree();
        let sans = tree
            .main_line()
            .into_iter()
            .filter_map(|n| tree.node(n).san);
        sans.map(|san| san.to_string()).collect()
    }

    #[test]
    fn a_deleted_line_comes_back_from_its_notice() {
        let mut state = after(&["e4", "e5", "Nf3", "Nc6"]);
        let nf3 = state.tree().main_line()[2];
        state.apply(Action::DeleteFrom(nf3));
        assert_eq!(main_sans(&state), ["e4", "e5"]);
        assert_eq!(
            state.notice(),
            Some("Deleted 2. Nf3 and the moves after it.")
        );
        assert!(state.can_restore_deleted());
        state.apply(Action::RestoreDeleted);
        assert_eq!(main_sans(&state), ["e4", "e5", "Nf3", "Nc6"]);
        assert_eq!(state.cursor(), state.tree().main_line_end());
        assert_eq!(state.notice(), None);
        assert!(!state.can_restore_deleted(), "once");
    }

    #[test]
    fn the_undo_goes_with_its_notice_or_a_change_of_the_moves() {
        let mut state = after(&["e4", "e5", "Nf3"]);
        let nf3 = state.tree().main_line()[2];
        state.apply(Action::DeleteFrom(nf3));
        state.apply(Action::DismissNotice);
        state.apply(Action::RestoreDeleted);
        assert_eq!(
            main_sans(&state),
            ["e4", "e5"],
            "dismissed, it stays deleted"
        );
        assert_eq!(
            state.cursor(),
            state.tree().main_line()[1],
            "the move before"
        );
        let mut state = after(&["e4", "e5", "Nf3"]);
        state.apply(Action::DeleteFrom(state.tree().main_line()[2]));
        state.apply(Action::PlayText("Nc3".into()));
        state.apply(Action::RestoreDeleted);
        assert_eq!(
            main_sans(&state),
            ["e4", "e5", "Nc3"],
            "a move played since stays"
        );
        let mut state = after(&["e4", "e5", "Nf3"]);
        state.apply(Action::DeleteFrom(state.tree().main_line()[2]));
        state.apply(Action::PlayText("Ke3".into()));
        assert!(state.notice().is_some(), "the illegal move's reason");
        assert!(
            !state.can_restore_deleted(),
            "no undo beside another notice"
        );
    }

    #[test]
    fn a_finished_game_keeps_its_moves_and_result_until_it_is_analysed() {
        let mut state = after(&["e4", "e5", "Nf3"]);
        state.apply(Action::Resign);
        let result = state.outcome().map(|o| o.result());
        assert!(result.is_some());
        let e5 = state.tree().main_line()[1];
        assert_eq!(state.tree_edits_at(e5), TreeEdits::default());
        state.apply(Action::DeleteFrom(e5));
        assert_eq!(main_sans(&state), ["e4", "e5", "Nf3"]);
        assert_eq!(state.outcome().map(|o| o.result()), result);
        assert!(state
            .notice()
            .unwrap()
            .starts_with("A finished game keeps its moves"));
        // A variation may be added, and deleted, but not put in the game's place.
        state.apply(Action::Navigate(crate::state::Navigation::Node(e5)));
        state.apply(Action::PlayText("Nc3".into()));
        let nc3 = state.cursor();
        assert!(!state.tree().is_main_line(nc3));
        let edits = state.tree_edits_at(nc3);
        assert!(edits.delete && !edits.promote && !edits.make_main_line);
        state.apply(Action::MakeMainLine(nc3));
        state.apply(Action::PromoteVariation(nc3));
        assert_eq!(main_sans(&state), ["e4", "e5", "Nf3"]);
        state.apply(Action::DeleteFrom(nc3));
        assert!(state.tree().contains(e5) && !state.tree().contains(nc3));
        assert_eq!(state.cursor(), e5, "back to where the variation began");
        // As an analysis, the game's own moves may go too (and come back).
        state.apply(Action::Analyse);
        state.apply(Action::DeleteFrom(e5));
        assert_eq!(main_sans(&state), ["e4"]);
        state.apply(Action::RestoreDeleted);
        assert_eq!(main_sans(&state), ["e4", "e5", "Nf3"]);
        assert_eq!(state.outcome().map(|o| o.result()), result);
    }
}
