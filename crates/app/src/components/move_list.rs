//! The moves: the main line as a two-column numbered table, with each variation inline (in
//! parentheses, nested ones inside) after the move it is an alternative to, and comments, NAGs
//! and the review's marks. Every move can be clicked to show its position.

use crate::hooks::use_language::use_spoken;
use crate::state::comments::{shown_comment, ShownComment};
use crate::state::notation::figurine;
use crate::state::review::ReviewState;
use crate::state::translate::{tr, tr_with};
use crate::state::Navigation;
use chess_rules::{Color, MoveTree, NodeId};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Element, ResizeObserver};
use yew::prelude::*;

/// The tree and which move the board shows.
#[derive(Properties, PartialEq, Clone)]
pub struct MoveListProps {
    /// The moves.
    pub tree: MoveTree,
    /// The node on the board.
    pub cursor: NodeId,
    /// The review, for its marks.
    #[prop_or_default]
    pub review: ReviewState,
    /// Write pieces as figurines.
    #[prop_or_default]
    pub figurines: bool,
    /// Show the clock recorded after each move (not while a timed game is played, as on lichess).
    #[prop_or(true)]
    pub clocks: bool,
    /// Receives navigation.
    pub on_navigate: Callback<Navigation>,
}

/// A NAG as a mark, for the common ones.
fn nag_text(nag: u8) -> String {
    match nag {
        1 => "!".to_string(),
        2 => "?".to_string(),
        3 => "!!".to_string(),
        4 => "??".to_string(),
        5 => "!?".to_string(),
        6 => "?!".to_string(),
        n => format!(" ${n}"),
    }
}

/// A comment as the list shows it: a very long one is cut (the export keeps it whole), so a
/// pasted book does not stall the page's layout.
fn shown(comment: &str) -> String {
    const LONGEST: usize = 400;
    match comment.char_indices().nth(LONGEST) {
        Some((cut, _)) => format!("{}…", &comment[..cut]),
        None => comment.to_string(),
    }
}

/// Does the move's comment hold words (not only commands such as its clock)? Then it breaks
/// the row of moves.
fn has_words(tree: &MoveTree, node: NodeId) -> bool {
    let comment = tree.node(node).comment.as_deref();
    comment.is_some_and(|c| shown_comment(c).text.is_some())
}

struct Writer<'a> {
    props: &'a MoveListProps,
}

impl Writer<'_> {
    /// A move's button: its SAN, marks, and what it carries for tests and styles.
    fn move_button(&self, node: NodeId, ply: Option<usize>, number: Option<String>) -> Html {
        let tree = &self.props.tree;
        let data = tree.node(node);
        let mut san = data.san.map(|s| s.to_string()).unwrap_or_default();
        if self.props.figurines {
            san = figurine(&san);
        }
        let marks: String = data.nags.iter().map(|&n| nag_text(n)).collect();
        let judged = self.props.review.of_node(node).and_then(|m| m.judgement);
        let on_navigate = self.props.on_navigate.clone();
        let current = node == self.props.cursor;
        let label = number.map(|n| html! { <span class="inline-number">{ n }</span> });
        let ShownComment { clock, text } = data
            .comment
            .as_deref()
            .map(shown_comment)
            .unwrap_or_default();
        let comment = text.map(|c| html! { <span class="comment">{ shown(&c) }</span> });
        html! {
            <>
                <button type="button" class={classes!("move", judged.map(|j| j.name()))}
                        data-ply={ply.map(|p| p.to_string())} data-path={node.to_string()} data-san={san.clone()}
                        data-judgement={judged.map(|j| j.name())}
                        aria-current={current.then_some("true")}
                        onclick={Callback::from(move |_| on_navigate.emit(Navigation::Node(node)))}>
                    { for label }{ san }{ marks }
                    if let Some(j) = judged {
                        <span class="judgement" title={tr(&format!("judgement-{}", j.name()))}>{ j.symbol() }</span>
                    }
                    if let Some(clock) = clock.filter(|_| self.props.clocks) {
                        <span class="clk" data-testid="clk" title={tr("moves-clock-after")}>{ clock }</span>
                    }
                </button>
                { for comment }
            </>
        }
    }

    /// A variation: from `first` along its first children, with the alternatives met on the
    /// way nested in parentheses.
    fn line(&self, first: NodeId) -> Html {
        let tree = &self.props.tree;
        let mut items = Vec::new();
        let mut at = Some(first);
        let mut number_black = true;
        while let Some(node) = at {
            let parent = tree.node(node).parent.unwrap_or(MoveTree::ROOT);
            let before = tree.position(parent);
            let number = match before.turn() {
                Color::White => Some(format!("{}.", before.fullmove_number())),
                Color::Black if number_black => Some(format!("{}...", before.fullmove_number())),
                Color::Black => None,
            };
            if let Some(before_comment) = tree.node(node).comment_before.clone() {
                items.push(html! { <span class="comment">{ shown(&before_comment) }</span> });
            }
            items.push(self.move_button(node, None, number));
            number_black = has_words(tree, node);
            let children = &tree.node(node).children;
            for &alternative in children.iter().skip(1) {
                items.push(html! { <span class="nested" data-variation="">{ "(" }{ self.line(alternative) }{ ")" }</span> });
                number_black = true;
            }
            at = children.first().copied();
        }
        html! { <>{ for items }</> }
    }

    /// The alternatives to a main-line move, each its own variation block.
    fn variations(&self, main: NodeId) -> Option<Html> {
        let tree = &self.props.tree;
        let parent = tree.node(main).parent?;
        let alternatives: Vec<NodeId> =
            tree.node(parent).children.iter().skip(1).copied().collect();
        if alternatives.is_empty() {
            return None;
        }
        let blocks = alternatives.into_iter().map(|first| {
            html! { <div class="variation" data-variation="">{ self.line(first) }</div> }
        });
        Some(html! { <li class="variations">{ for blocks }</li> })
    }

    /// The main line as rows of a move number and White's and Black's moves; a variation or a
    /// comment breaks the row. A very long game shows a window of moves around the one on the
    /// board, with the moves before and after it a click away: the page never lays out
    /// thousands of moves at once.
    fn rows(&self) -> Vec<Html> {
        let tree = &self.props.tree;
        let line = tree.main_line();
        let (first, end) = shown_window(line.len(), self.main_line_index(&line));
        let mut rows = Vec::new();
        if first > 0 {
            rows.push(self.more(
                line[first - 1],
                tr_with("moves-earlier", &[("count", first.into())]),
            ));
        }
        let mut cells: Vec<Html> = Vec::new();
        let mut row_number = String::new();
        let flush = |cells: &mut Vec<Html>, rows: &mut Vec<Html>, number: &str| {
            if !cells.is_empty() {
                let taken = std::mem::take(cells);
                rows.push(html! { <li class="row"><span class="move-number">{ number.to_string() }</span>{ for taken }</li> });
            }
        };
        for (index, &node) in line.iter().enumerate().take(end).skip(first) {
            let before = tree.position(tree.node(node).parent.unwrap_or(MoveTree::ROOT));
            if before.turn() == Color::White {
                flush(&mut cells, &mut rows, &row_number);
                row_number = format!("{}.", before.fullmove_number());
            } else if cells.is_empty() {
                row_number = format!("{}.", before.fullmove_number());
                cells.push(html! { <span class="move empty">{ "…" }</span> });
            }
            cells.push(self.move_button(node, Some(index + 1), None));
            let variations = self.variations(node);
            if variations.is_some() || has_words(tree, node) {
                if before.turn() == Color::White {
                    cells.push(html! { <span class="move empty">{ "…" }</span> });
                }
                flush(&mut cells, &mut rows, &row_number);
                rows.extend(variations);
            }
        }
        flush(&mut cells, &mut rows, &row_number);
        if end < line.len() {
            rows.push(self.more(
                line[end],
                tr_with("moves-later", &[("count", (line.len() - end).into())]),
            ));
        }
        rows
    }

    /// The index in the main line of the move shown (or of the main-line move its variation
    /// leaves from).
    fn main_line_index(&self, line: &[NodeId]) -> usize {
        let tree = &self.props.tree;
        let mut at = self.props.cursor;
        while !tree.is_main_line(at) {
            at = tree.node(at).parent.unwrap_or(MoveTree::ROOT);
        }
        line.iter().position(|&n| n == at).map_or(0, |i| i + 1)
    }

    /// A row standing for moves not shown: a click goes to the nearest of them.
    fn more(&self, node: NodeId, label: String) -> Html {
        let on_navigate = self.props.on_navigate.clone();
        html! {
            <li class="more-moves">
                <button type="button" onclick={Callback::from(move |_| on_navigate.emit(Navigation::Node(node)))}>{ label }</button>
            </li>
        }
    }
}

/// The most main-line moves the list shows at once.
const WINDOW: usize = 400;

/// The main-line moves shown, `first..end`, for a line of `length` moves with the board at
/// move `at` (0: the start): all of a normal game, else a window with `at` inside.
fn shown_window(length: usize, at: usize) -> (usize, usize) {
    if length <= WINDOW {
        return (0, length);
    }
    // Whole moves (pairs of plies) keep the rows aligned.
    let first = (at.saturating_sub(WINDOW / 2) / 2 * 2).min((length - WINDOW) / 2 * 2);
    (first, (first + WINDOW).min(length))
}

/// Scrolls the list alone, just enough to show its current move whole: the page stays where it
/// is (on a phone, on the board).
fn keep_current_in_view(list: &Element) {
    let Ok(Some(current)) = list.query_selector("[aria-current=true]") else {
        return;
    };
    let (outer, inner) = (
        list.get_bounding_client_rect(),
        current.get_bounding_client_rect(),
    );
    let above = inner.top() - outer.top();
    let below = inner.bottom() - outer.bottom();
    if above < 0.0 {
        list.set_scroll_top(list.scroll_top() + above.floor() as i32);
    } else if below > 0.0 {
        list.set_scroll_top(list.scroll_top() + below.ceil() as i32);
    }
}

/// Keeps the current move in view when the list changes size: it shrinks from below when the
/// opening's name above it takes a second line or a claim is offered under it, which would
/// hide the last move.
#[hook]
fn use_keep_in_view_on_resize(list_ref: NodeRef) {
    use_effect_with((), move |_| {
        let observer = list_ref.cast::<Element>().and_then(|list| {
            let observed = list.clone();
            let on_resize = Closure::<dyn Fn()>::new(move || keep_current_in_view(&observed));
            let observer = ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok()?;
            observer.observe(&list);
            Some((observer, on_resize))
        });
        move || {
            if let Some((observer, _on_resize)) = observer {
                observer.disconnect();
            }
        }
    });
}

/// The move list.
#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    use_spoken();
    let list_ref = use_node_ref();
    {
        // As the game grows or the player steps through it, or the clocks come under the moves
        // at the game's end (each row grows a line).
        let list_ref = list_ref.clone();
        use_effect_with(
            (props.cursor, props.tree.move_count(), props.clocks),
            move |_| {
                if let Some(list) = list_ref.cast::<Element>() {
                    keep_current_in_view(&list);
                }
            },
        );
    }
    use_keep_in_view_on_resize(list_ref.clone());
    let rows = Writer { props }.rows();
    let intro = props.tree.node(MoveTree::ROOT).comment.clone();
    html! {
        <ol ref={list_ref} class="moves" data-testid="moves" aria-label={tr("moves-label")}>
            if let Some(intro) = intro {
                <li class="intro comment">{ shown(&intro) }</li>
            }
            if rows.is_empty() {
                <li class="no-moves">{ tr("moves-none") }</li>
            }
            { for rows }
        </ol>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_game_shows_a_window_of_whole_moves_around_the_board() {
        assert_eq!(shown_window(80, 40), (0, 80));
        assert_eq!(shown_window(5000, 0), (0, WINDOW));
        assert_eq!(shown_window(5000, 5000), (4600, 5000));
        let (first, end) = shown_window(5000, 2501);
        assert!(first % 2 == 0 && first < 2501 && 2501 <= end && end - first == WINDOW);
    }
}
