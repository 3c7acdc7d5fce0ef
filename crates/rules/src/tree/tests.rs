//! The move tree: variations, promotion, deletion, comments, and games along a line.

use super::*;
use crate::testing::test;

fn play(tree: &mut MoveTree, from: NodeId, sans: &str) -> NodeId {
    let mut at = from;
    for san in sans.split_whitespace() {
        let mv = tree.position(at).parse_san(san).expect(san);
        at = tree.play(at, mv).expect(san);
    }
    at
}

fn sans(tree: &MoveTree, ids: &[NodeId]) -> Vec<String> {
    ids.iter()
        .map(|&id| tree.node(id).san.map(|s| s.to_string()).unwrap_or_default())
        .collect()
}

#[test]
fn a_different_move_from_an_earlier_position_starts_a_variation() {
    let mut tree = MoveTree::new(Position::new());
    let end = play(&mut tree, MoveTree::ROOT, "e4 e5 Nf3 Nc6");
    let e5 = tree.main_line()[1];
    let e4 = tree.main_line()[0];
    let sicilian = play(&mut tree, e4, "c5 Nf3");
    assert_eq!(sans(&tree, &tree.main_line()), ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(tree.main_line_end(), end);
    assert!(!tree.is_main_line(sicilian));
    assert_eq!(sans(&tree, &tree.path_to(sicilian)), ["e4", "c5", "Nf3"]);
    // Playing a move that exists already goes to it.
    let again = play(&mut tree, e4, "e5");
    assert_eq!(again, e5);
    assert_eq!(tree.move_count(), 6);
}

#[test]
fn promote_and_make_main_line() {
    let mut tree = MoveTree::new(Position::new());
    play(&mut tree, MoveTree::ROOT, "e4 e5");
    let e4 = tree.main_line()[0];
    let c5 = play(&mut tree, e4, "c5");
    let c6 = play(&mut tree, e4, "c6 d4");
    assert_eq!(sans(&tree, &tree.node(e4).children), ["e5", "c5", "c6"]);
    tree.promote(c6);
    assert_eq!(sans(&tree, &tree.node(e4).children), ["e5", "c6", "c5"]);
    tree.promote(c6);
    assert_eq!(sans(&tree, &tree.main_line()), ["e4", "c6", "d4"]);
    tree.make_main_line(c5);
    assert_eq!(sans(&tree, &tree.main_line()), ["e4", "c5"]);
    assert!(tree.is_main_line(c5));
}

#[test]
fn delete_from_a_move_removes_what_follows() {
    let mut tree = MoveTree::new(Position::new());
    play(&mut tree, MoveTree::ROOT, "d4 d5 c4 e6");
    let c4 = tree.main_line()[2];
    let e6 = tree.main_line()[3];
    assert_eq!(tree.delete_from(c4), tree.main_line()[1]);
    assert_eq!(sans(&tree, &tree.main_line()), ["d4", "d5"]);
    assert!(!tree.contains(c4) && !tree.contains(e6));
    assert_eq!(tree.delete_from(MoveTree::ROOT), MoveTree::ROOT);
    // Ids of removed nodes are not reused.
    let end = tree.main_line_end();
    let next = play(&mut tree, end, "Nf3");
    assert!(next > e6);
}

#[test]
fn comments_and_nags_are_kept_per_move() {
    let mut tree = MoveTree::new(Position::new());
    let e4 = play(&mut tree, MoveTree::ROOT, "e4");
    tree.set_comment(e4, "  best by test ");
    tree.set_nags(e4, vec![1]);
    assert_eq!(tree.node(e4).comment.as_deref(), Some("best by test"));
    tree.set_comment(e4, "");
    assert_eq!(tree.node(e4).comment, None);
    assert_eq!(tree.node(e4).nags, [1]);
}

#[test]
fn a_line_is_a_game_with_its_repetitions_and_end() {
    let mut tree = MoveTree::new(Position::new());
    let end = play(&mut tree, MoveTree::ROOT, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(
        tree.game_to(end).claimable_draw(),
        Some(crate::DrawReason::ThreefoldRepetition)
    );
    let mut game = Game::new();
    game.play_san("f3").unwrap();
    game.resign(crate::Color::White).unwrap();
    let tree = MoveTree::from_game(&game);
    assert_eq!(tree.main_game(), game);
    assert_eq!(tree.game_to(MoveTree::ROOT).outcome(), None);
}

#[test]
fn illegal_moves_change_nothing() {
    let mut tree = MoveTree::new(Position::new());
    let before = tree.clone();
    let mv = Move::new(crate::Square::E2, crate::Square::E5, None);
    assert!(matches!(
        tree.play(MoveTree::ROOT, mv),
        Err(GameError::Illegal(_))
    ));
    assert_eq!(tree, before);
}

#[test]
fn a_moves_ply_counts_from_the_start_in_any_line() {
    let mut tree = MoveTree::new(Position::new());
    let end = play(&mut tree, MoveTree::ROOT, "e4 e5 Nf3");
    let e4 = tree.main_line()[0];
    let sicilian = play(&mut tree, e4, "c5");
    assert_eq!(tree.ply(MoveTree::ROOT), 0);
    assert_eq!(tree.ply(e4), 1);
    assert_eq!(tree.ply(end), 3);
    assert_eq!(tree.ply(sicilian), 2);
}

#[test]
fn the_declared_end_stays_until_the_main_line_changes_at_its_end() {
    let mut tree = MoveTree::new(Position::new());
    play(&mut tree, MoveTree::ROOT, "e4 e5 Nf3");
    let e4 = tree.main_line()[0];
    let sicilian = play(&mut tree, e4, "c5");
    let resigned = crate::Outcome::Win {
        winner: crate::Color::White,
        reason: crate::WinReason::Resignation,
    };
    tree.set_declared_outcome(Some(resigned));
    assert_eq!(tree.declared_outcome(), Some(resigned));
    // A variation goes, and goes again (already gone): the main line's end stands.
    tree.delete_from(sicilian);
    assert_eq!(tree.delete_from(sicilian), MoveTree::ROOT);
    assert_eq!(tree.declared_outcome(), Some(resigned));
    let nf3 = tree.main_line_end();
    tree.delete_from(nf3);
    assert_eq!(
        tree.declared_outcome(),
        None,
        "the end belonged to the removed move"
    );
}
