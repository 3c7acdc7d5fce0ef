//! PGN reading and writing: tags, comments, NAGs, variations, set-up positions, errors, and
//! PGN as people write it.

use super::*;
use crate::outcome::{DrawReason, Outcome};
use crate::position::Position;
use crate::testing::test;

fn sans(game: &Game) -> Vec<String> {
    game.history().iter().map(|p| p.san.to_string()).collect()
}

#[test]
fn pgn_reads_tags_comments_nags_and_variations() {
    let pgn = r#"[Event "Live Chess"]
[Site "Chess.com"]
[White "Alice \"The Rook\""]
[Black "Bob"]
[Result "1-0"]
[TimeControl "180+2"]

% an escaped line that is ignored
1. e4 {[%clk 0:03:00]} 1... e5 $1 2. Nf3!? (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 ; a rest-of-line comment
3.Bb5 a6 4. Ba4 Nf6 5. O-O 1-0
"#;
    let read = read(pgn).unwrap();
    assert_eq!(read.tag("White"), Some("Alice \"The Rook\""));
    assert_eq!(read.tag("TimeControl"), Some("180+2"));
    assert_eq!(read.result.as_deref(), Some("1-0"));
    assert_eq!(
        sans(&read.game()),
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"]
    );
    assert_eq!(read.game().outcome().map(Outcome::result), Some("1-0"));
    // The variations and comments are kept in the tree.
    assert_eq!(read.tree.move_count(), 9 + 4);
    let e4 = read.tree.main_line()[0];
    assert_eq!(
        read.tree.node(e4).comment.as_deref(),
        Some("[%clk 0:03:00]")
    );
    let nf3 = read.tree.main_line()[2];
    assert_eq!(read.tree.node(nf3).nags, [5]);
}

#[test]
fn pgn_reads_a_setup_position() {
    let pgn = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\"]\n\n1. O-O-O Kf7 *";
    let read = read(pgn).unwrap();
    assert_eq!(
        read.game().position().to_fen(),
        "8/5k2/8/8/8/8/8/2KR4 w - - 2 2"
    );
    assert!(!read.game().is_over());
}

#[test]
fn pgn_errors_say_where() {
    let err = read("1. e4 e5 2. Nf6 Nc6").unwrap_err();
    assert_eq!((err.line, err.column), (1, 13));
    assert_eq!(
        err.to_string(),
        "line 1, column 13: move 2. Nf6: Nf6 is not a legal move in this position"
    );
    let err = read("[Event \"x\"]\n1. e4 { never closed").unwrap_err();
    assert_eq!(err.kind, PgnErrorKind::UnterminatedComment);
    assert_eq!((err.line, err.column), (2, 7));
    // Read past as one slice, a comment over lines still leaves the place of what follows.
    let err = read("1. e4 { two\nlines, é } e5 { and\n\n three } 2. Ke3").unwrap_err();
    assert_eq!((err.line, err.column), (4, 13), "{err}");
    let err = read("1. e4 {é} Ke7").unwrap_err();
    assert_eq!((err.line, err.column), (1, 11), "{err}");
    assert_eq!(read("[Event x]").unwrap_err().kind, PgnErrorKind::BadTag);
    assert_eq!(
        read("1. e4 (1. d4").unwrap_err().kind,
        PgnErrorKind::UnterminatedVariation
    );
    assert_eq!(
        read("1. e4 )").unwrap_err().kind,
        PgnErrorKind::UnexpectedParenthesis
    );
    assert_eq!(read("   ").unwrap_err().kind, PgnErrorKind::Empty);
    assert!(matches!(
        read("[FEN \"8/8 w - -\"]\n*").unwrap_err().kind,
        PgnErrorKind::BadFen(_)
    ));
    assert!(matches!(
        read("[Variant \"Crazyhouse\"]\n*").unwrap_err().kind,
        PgnErrorKind::UnsupportedVariant(_)
    ));
    assert_eq!(
        read("(1. d4) 1. e4 *").unwrap_err().kind,
        PgnErrorKind::VariationWithoutMove
    );
    let black = read("1. e4 e5 2. d4 Ke6").unwrap_err();
    assert!(black.to_string().contains("move 2... Ke6"), "{black}");
}

#[test]
fn pgn_writes_seven_tag_roster_and_wraps_at_80_columns() {
    let mut game = Game::new();
    let moves = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 \
                 c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7";
    for san in moves.split_whitespace() {
        game.play_san(san).unwrap();
    }
    let tags = Tags::from([("White", "You"), ("Annotator", "me")]);
    let pgn = write(&game, &tags);
    let lines: Vec<&str> = pgn.lines().collect();
    assert_eq!(
        &lines[..8],
        [
            "[Event \"?\"]",
            "[Site \"?\"]",
            "[Date \"????.??.??\"]",
            "[Round \"?\"]",
            "[White \"You\"]",
            "[Black \"?\"]",
            "[Result \"*\"]",
            "[Annotator \"me\"]",
        ]
    );
    assert!(lines.iter().all(|line| line.len() <= 80));
    assert!(pgn.trim_end().ends_with("18. Bxe7 Qxe7 *"));
    let again = read(&pgn).unwrap();
    assert_eq!(again.game().history(), game.history());
}

#[test]
fn pgn_tags_stay_on_one_line() {
    // Found by fuzzing: an escaped line break inside a tag value.
    assert_eq!(
        read("[Event \"a\\\nb\"]\n*").unwrap_err().kind,
        PgnErrorKind::BadTag
    );
    let tags = Tags::from([("Event", "two\nlines\tand a tab")]);
    let written = write(&Game::new(), &tags);
    assert!(
        written.contains("[Event \"two lines and a tab\"]"),
        "{written}"
    );
    assert!(read(&written).is_ok());
}

#[test]
fn pgn_round_trips_a_setup_and_a_finished_game() {
    let start = Position::from_fen("k7/8/1K6/8/8/8/8/7R b - - 3 40").unwrap();
    let mut game = Game::from_position(start);
    for san in ["Kb8", "Rh8#"] {
        game.play_san(san).unwrap();
    }
    let pgn = write(&game, &Tags::new());
    assert!(pgn.contains("[FEN \"k7/8/1K6/8/8/8/8/7R b - - 3 40\"]"));
    assert!(pgn.contains("[Termination \"checkmate\"]"));
    assert!(pgn.contains("40... Kb8 41. Rh8# 1-0"));
    let again = read(&pgn).unwrap();
    assert_eq!(again.game(), game);
}

#[test]
fn pgn_castling_written_with_zeros_as_its_own_word() {
    let read = read("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5. d3 0-0 *").unwrap();
    let game = read.game();
    assert_eq!(sans(&game)[6..], ["O-O", "Nf6", "d3", "O-O"]);
}

#[test]
fn pgn_nags_glued_to_a_move_and_marks() {
    let read = read("1. e4$1 e5$2$18 2. Nf3!! Nc6?? *").unwrap();
    let nags: Vec<Vec<u8>> = read
        .tree
        .main_line()
        .iter()
        .map(|&id| read.tree.node(id).nags.clone())
        .collect();
    assert_eq!(nags, [vec![1], vec![2, 18], vec![3], vec![4]]);
}

#[test]
fn pgn_null_move_skips_the_rest_of_its_line_with_a_warning() {
    // In a variation: the variation keeps its moves before the null move.
    let read = read("1. e4 e5 (1... c5 2. -- d6 3. d4) 2. Nf3 *").unwrap();
    assert_eq!(sans(&read.game()), ["e4", "e5", "Nf3"]);
    assert_eq!(read.tree.move_count(), 4, "e4 e5 Nf3 and c5");
    assert_eq!(read.warnings.len(), 1);
    assert!(
        read.warnings[0]
            .to_string()
            .starts_with("move 2. is a null move"),
        "{:?}",
        read.warnings
    );
    // In the main line: the game ends before it.
    let read = super::read("1. d4 d5 2. -- Nf6 3. c4 1-0").unwrap();
    assert_eq!(sans(&read.game()), ["d4", "d5"]);
    assert_eq!(read.result.as_deref(), Some("1-0"));
    assert_eq!(read.warnings.len(), 1);
    // ChessBase writes a null move as Z0 (python-chess reads it too): read the same way.
    let chessbase = super::read("1. d4 d5 2. Z0 Nf6 3. c4 1-0").unwrap();
    assert_eq!(sans(&chessbase.game()), ["d4", "d5"]);
    assert_eq!(chessbase.warnings, read.warnings);
}

#[test]
fn pgn_movetext_in_long_algebraic() {
    let read = read("1. g1f3 c7c5 2. e2e4 b8c6 3. e1g1 *");
    let error = read.unwrap_err();
    assert!(
        error.to_string().contains("e1g1"),
        "castling needs the f1 bishop gone: {error}"
    );
    let read = super::read("1. g1f3 c7c5 2. e2e4 b8c6 3. f1e2 g8f6 4. e1g1 e7e7q *");
    assert!(read.is_err(), "a malformed promotion is refused");
    let read = super::read("1. g1f3 c7c5 2. e2e4 b8c6 3. f1e2 g8f6 4. e1g1 *").unwrap();
    assert_eq!(
        sans(&read.game()),
        ["Nf3", "c5", "e4", "Nc6", "Be2", "Nf6", "O-O"]
    );
}

#[test]
fn pgn_multi_game_file_reads_every_game() {
    let text = "[Event \"one\"]\n\n1. e4 e5 1-0\n\n[Event \"two\"]\n\n1. d4 Nf6 \
                2. c4 *\n\n[Event \"three\"]\n\n1. Nf6 *\n\n[Event \"four\"]\n1. c4 0-1\n";
    let games = read_all(text);
    assert_eq!(games.len(), 4);
    assert_eq!(games[0].as_ref().unwrap().tag("Event"), Some("one"));
    assert_eq!(games[1].as_ref().unwrap().game().len(), 3);
    let error = games[2].as_ref().unwrap_err();
    assert_eq!((error.line, error.column), (11, 4), "{error}");
    assert_eq!(games[3].as_ref().unwrap().tag("Event"), Some("four"));
    assert_eq!(count_games(text), 4);
    let texts = split_games(text);
    assert_eq!(texts.len(), 4);
    assert!(texts[1].starts_with("[Event \"two\"]") && texts[1].contains("2. c4 *"));
    assert_eq!(read(texts[3]).unwrap().tag("Event"), Some("four"));
    assert_eq!(split_games("1. e4 e5 *"), ["1. e4 e5 *"]);
    // Several tags a game, with or without a blank line before the moves.
    let tagged =
        "[Event \"a\"]\n[White \"X\"]\n\n1. e4 *\n\n[Event \"b\"]\n[White \"Y\"]\n1. d4 *\n";
    let texts = split_games(tagged);
    assert_eq!(texts.len(), 2, "{texts:?}");
    assert!(texts[1].starts_with("[Event \"b\"]\n[White \"Y\"]"));
    // The first game alone is what read() gives.
    assert_eq!(read(text).unwrap(), *games[0].as_ref().unwrap());
}

#[test]
fn pgn_after_a_broken_game_reading_resumes_at_the_next_tag_that_starts_a_line() {
    // The broken game's movetext goes on over lines, one with a '[' inside a comment: neither a
    // line start nor a '[' alone starts the next game.
    let text = "[Event \"broken\"]\n\n1. e4 Ke3 2. d4 d5\n3. c4 {a [bracket]} c6\n4. Nc3 *\n\n\
                [Event \"good\"]\n\n1. d4 d5 *\n";
    let games = read_all(text);
    assert_eq!(games.len(), 2, "{games:?}");
    assert!(games[0].is_err());
    let good = games[1].as_ref().unwrap();
    assert_eq!(good.tag("Event"), Some("good"));
    assert_eq!(sans(&good.game()), ["d4", "d5"]);
}

#[test]
fn pgn_a_game_needs_tags_or_moves_or_a_result() {
    // Moves without tags or result, a result alone, tags without moves: each is a game.
    assert_eq!(sans(&read("1. e4 e5").unwrap().game()), ["e4", "e5"]);
    assert_eq!(read("*").unwrap().result.as_deref(), Some("*"));
    assert_eq!(read("[Event \"x\"]").unwrap().tag("Event"), Some("x"));
    // Nothing at all is not.
    assert!(read("  \n ").is_err());
}

#[test]
fn pgn_claimed_draws_keep_their_reason_through_write_and_read() {
    let mut game = Game::new();
    for san in "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8".split_whitespace() {
        game.play_san(san).unwrap();
    }
    game.claim_draw().unwrap();
    let again = read(&write(&game, &Tags::new())).unwrap();
    assert_eq!(
        again.game().outcome(),
        Some(Outcome::Draw(DrawReason::ThreefoldRepetition))
    );
    let fifty = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").unwrap();
    let mut game = Game::from_position(fifty);
    game.play_san("Ra2").unwrap();
    game.claim_draw().unwrap();
    let again = read(&write(&game, &Tags::new())).unwrap();
    assert_eq!(
        again.game().outcome(),
        Some(Outcome::Draw(DrawReason::FiftyMoveRule))
    );
    // A Termination tag that the moves do not bear out is kept only as a recorded draw.
    let claimed =
        read("[Result \"1/2-1/2\"]\n[Termination \"threefold repetition\"]\n1. e4 1/2-1/2")
            .unwrap();
    assert_eq!(
        claimed.game().outcome(),
        Some(Outcome::Draw(DrawReason::Recorded))
    );
    // Time forfeits, with the mating material rule.
    let on_time = read("[Termination \"time forfeit\"]\n1. e4 1-0").unwrap();
    assert_eq!(
        on_time.game().outcome().unwrap().to_string(),
        "White wins on time"
    );
}

#[test]
fn pgn_variations_comments_and_nags_round_trip_exactly() {
    let text = "{Opening notes} 1. e4 {main} e5 (1... c5 {Sicilian} 2. Nf3 (2. c3 d5 (2... Nf6)) \
                2... d6) (1... e6 $2 2. d4) 2. Nf3 $1 {develops} Nc6 3. Bb5 a6 *";
    let first = read(text).unwrap();
    let written = write_tree(&first.tree, &first.tags);
    let again = read(&written).unwrap();
    assert_eq!(again.tree, first.tree, "{written}");
    assert_eq!(write_tree(&again.tree, &again.tags), written);
    let one_line = written.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(one_line.contains("{ Opening notes } 1. e4 { main } 1... e5 (1... c5 { Sicilian } 2. Nf3 (2. c3 d5 (2... Nf6)) 2... d6) (1... e6 $2 2. d4) 2. Nf3 $1 { develops } 2... Nc6"), "{written}");
    assert!(written.lines().all(|line| line.chars().count() <= 80));
    let variation_start = read("1. e4 ({Or} 1. d4 d5) 1... e5 *").unwrap();
    let d4 = variation_start.tree.node(MoveTree::ROOT).children[1];
    assert_eq!(
        variation_start.tree.node(d4).comment_before.as_deref(),
        Some("Or")
    );
    let round = read(&write_tree(&variation_start.tree, &Tags::new())).unwrap();
    assert_eq!(round.tree, variation_start.tree);
}

#[test]
fn pgn_chess960_games_read_and_write() {
    let text = "[Variant \"Chess960\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n\n\
                1. d4 d5 2. Nd3 Nd6 3. Ne3 Ne6 4. Qd2 Qd7 5. O-O-O O-O-O *";
    let read = read(text).unwrap();
    let game = read.game();
    assert_eq!(sans(&game)[8..], ["O-O-O", "O-O-O"]);
    // The king went from g1 to c1 and the f1 rook to d1 (as python-chess plays it).
    assert_eq!(
        game.position().to_fen(),
        "bbkr3r/pppqpppp/3nn3/3p4/3P4/3NN3/PPPQPPPP/BBKR3R w - - 8 6"
    );
    let written = write(&game, &Tags::new());
    assert!(written.contains("[Variant \"Chess960\"]"), "{written}");
    assert!(
        written.contains("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]"),
        "{written}"
    );
    assert_eq!(super::read(&written).unwrap().game(), game);
}

#[test]
fn white_space_collapses_to_single_spaces_and_collapsed_text_is_borrowed() {
    use std::borrow::Cow;
    for (text, collapsed) in [
        ("  a \t b\r\n c  ", "a b c"),
        ("a  b", "a b"),
        ("a\u{a0}b", "a b"),
        ("a\u{b}b\u{c}c", "a b c"),
    ] {
        assert!(
            matches!(collapse_whitespace(text), Cow::Owned(_)),
            "{text:?}"
        );
        assert_eq!(collapse_whitespace(text), collapsed, "{text:?}");
    }
    for (text, collapsed) in [
        ("a b c", "a b c"),
        (" déjà vu\n", "déjà vu"),
        ("x", "x"),
        ("a\u{1c}b", "a\u{1c}b"),
        (" ", ""),
        ("", ""),
    ] {
        assert!(
            matches!(collapse_whitespace(text), Cow::Borrowed(_)),
            "{text:?}"
        );
        assert_eq!(collapse_whitespace(text), collapsed, "{text:?}");
    }
    let long = "x".repeat(100_000);
    let game = read(&format!("1. e4 {{ {long}\n}} e5 *")).unwrap();
    let e4 = game.tree.main_line()[0];
    assert_eq!(game.tree.node(e4).comment.as_deref(), Some(long.as_str()));
}
