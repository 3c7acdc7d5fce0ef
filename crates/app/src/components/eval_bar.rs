//! The vertical evaluation bar beside the board: White's share of it grows with White's
//! winning chances; the score is written at the end.

use crate::hooks::use_style::use_style;
use crate::state::decimal::{fixed, signed};
use crate::state::engine::{score_attribute, score_label, white_share};
use crate::state::translate::tr;
use chess_engine::Score;
use chess_rules::Color;
use yew::prelude::*;

/// The score to show.
#[derive(Properties, PartialEq, Clone)]
pub struct EvalBarProps {
    /// The score from White's side, once known.
    pub score: Option<Score>,
    /// Which side is at the bottom (White's share grows from there).
    pub orientation: Color,
}

/// The score as the bar writes it, in four characters at most: pawns with one decimal under
/// ten ("+1.2"), whole pawns from ten ("+12"), or the mate ("#3").
fn bar_label(score: Score) -> String {
    match score {
        Score::Centipawns(cp) if cp.abs() < 1000 => signed(f64::from(cp) / 100.0, 1),
        Score::Centipawns(cp) => signed(f64::from(cp) / 100.0, 0),
        mate => score_label(mate),
    }
}

/// The bar.
#[function_component(EvalBar)]
pub fn eval_bar(props: &EvalBarProps) -> Html {
    let share = props.score.map_or(50.0, white_share);
    let label = props
        .score
        .map(bar_label)
        .unwrap_or_else(|| "…".to_string());
    // The score is written at the end of the side ahead, in that side's part of the bar.
    let ahead = if share >= 50.0 {
        "white-ahead"
    } else {
        "black-ahead"
    };
    let white = use_node_ref();
    use_style(
        white.clone(),
        vec![("height", format!("{}%", fixed(share, 1)))],
    );
    let from = if props.orientation == Color::White {
        "from-bottom"
    } else {
        "from-top"
    };
    html! {
        <div class={classes!("eval-bar", from, ahead)} data-testid="eval" data-score={props.score.map(score_attribute)}
             role="meter" aria-label={tr("eval-label")} aria-valuemin="0" aria-valuemax="100"
             aria-valuenow={fixed(share, 0)} aria-valuetext={label.clone()}>
            <div ref={white} class="eval-white"></div>
            <span class="eval-label">{ label }</span>
        </div>
    }
}
