//! The review's evaluation graph: White's winning chances move by move, the bad moves marked,
//! the position shown marked too; a click on the graph goes to that move.

use crate::state::decimal::fixed;
use crate::state::engine::score_label;
use crate::state::review::{win_percent, Review};
use crate::state::translate::tr;
use chess_rules::NodeId;
use yew::prelude::*;

/// The review to draw.
#[derive(Properties, PartialEq, Clone)]
pub struct EvalGraphProps {
    /// The review.
    pub review: Review,
    /// The node on the board.
    pub cursor: NodeId,
    /// How the game ended on the board after its last move, if it left no move
    /// (`GameState::review_ending`): said in place of that move's score.
    #[prop_or_default]
    pub ending: Option<String>,
    /// Goes to a move's node.
    pub on_navigate: Callback<NodeId>,
}

const WIDTH: f64 = 100.0;
const HEIGHT: f64 = 30.0;

/// The graph.
#[function_component(EvalGraph)]
pub fn eval_graph(props: &EvalGraphProps) -> Html {
    let moves = &props.review.moves;
    let count = moves.len().max(1) as f64;
    let x = |i: usize| (i as f64 + 0.5) * WIDTH / count;
    let y = |chances: f64| HEIGHT - chances / 100.0 * HEIGHT;
    let black_first = moves
        .first()
        .is_some_and(|m| m.mover == chess_rules::Color::Black);
    let points: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            format!(
                "{},{}",
                fixed(x(i), 2),
                fixed(y(win_percent(m.score_after)), 2)
            )
        })
        .collect();
    let (width, height, middle) = (fixed(WIDTH, 0), fixed(HEIGHT, 0), fixed(HEIGHT / 2.0, 0));
    let area = format!("0,{height} {} {width},{height}", points.join(" "));
    let marks = moves.iter().enumerate().filter_map(|(i, m)| {
        let judgement = m.judgement?;
        Some(html! {
            <circle class={classes!("mark", judgement.name())} data-judgement={judgement.name()} cx={fixed(x(i), 2)}
                    cy={fixed(y(win_percent(m.score_after)), 2)} r="1.1" />
        })
    });
    let columns = moves.iter().enumerate().map(|(i, m)| {
        let node = m.node;
        let on_navigate = props.on_navigate.clone();
        let current = node == props.cursor;
        // Hovering a column tells its move and evaluation (an SVG title is the tooltip).
        let number = i / 2 + 1;
        let dots = if (i % 2 == 1) != black_first { "..." } else { "." };
        let last = i + 1 == moves.len();
        let after = (props.ending.clone().filter(|_| last))
            .unwrap_or_else(|| score_label(m.score_after));
        let title = format!("{number}{dots} {after}");
        html! {
            <rect class={classes!("column", current.then_some("current"))} x={fixed(i as f64 * WIDTH / count, 2)} y="0"
                  width={fixed(WIDTH / count, 2)} height={height.clone()} data-path={node.to_string()}
                  data-ply={(i + 1).to_string()} data-score={score_label(m.score_after)}
                  onclick={Callback::from(move |_| on_navigate.emit(node))}>
                <title>{ title }</title>
            </rect>
        }
    });
    html! {
        <svg class="eval-graph" data-testid="eval-graph" viewBox={format!("0 0 {width} {height}")} preserveAspectRatio="none"
             role="img" aria-label={tr("eval-graph-label")}>
            <line class="midline" x1="0" y1={middle.clone()} x2={width.clone()} y2={middle} />
            <polygon class="advantage" points={area} />
            { for columns }
            { for marks }
        </svg>
    }
}
