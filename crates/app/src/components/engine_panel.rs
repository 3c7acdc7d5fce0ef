//! The engine's panel: whether it is thinking (with Stop / Move now), the hint button, and the
//! analysis: an evaluation bar and the principal variation in SAN, deepening as it searches.

use crate::state::{Action, EngineInfo};
use chess_rules::{Color, Position};
use yew::prelude::*;

/// What the panel shows.
#[derive(Properties, PartialEq, Clone)]
pub struct EnginePanelProps {
    /// The engine is searching its move.
    pub thinking: bool,
    /// The engine's name and level, when it is an opponent ("Computer, level 3, about 1200").
    pub opponent: Option<String>,
    /// A hint may be asked for now.
    pub can_hint: bool,
    /// A hint is being searched.
    pub hint_pending: bool,
    /// The analysis panel is on.
    pub analysis_on: bool,
    /// The latest analysis of the position on the board.
    pub analysis: Option<EngineInfo>,
    /// The position on the board (to write the analysis in SAN and orient the score).
    pub position: Position,
    /// Receives actions.
    pub on_action: Callback<Action>,
}

/// The principal variation in SAN with move numbers, as far as it is legal.
pub fn pv_san(position: &Position, pv: &[String]) -> String {
    let mut position = position.clone();
    let mut words = Vec::new();
    for (i, uci) in pv.iter().enumerate() {
        let Ok(mv) = position.parse_uci(uci) else {
            break;
        };
        let number = position.fullmove_number();
        match position.turn() {
            Color::White => words.push(format!("{number}.")),
            Color::Black if i == 0 => words.push(format!("{number}...")),
            Color::Black => {}
        }
        words.push(position.san(mv));
        position.play_unchecked(mv);
    }
    words.join(" ")
}

/// The panel.
#[function_component(EnginePanel)]
pub fn engine_panel(props: &EnginePanelProps) -> Html {
    let act = |action: Action| props.on_action.reform(move |_: MouseEvent| action.clone());
    let on_analysis = {
        let on_action = props.on_action.clone();
        let on = props.analysis_on;
        Callback::from(move |_: Event| on_action.emit(Action::SetAnalysis(!on)))
    };
    let status = if props.thinking {
        "Computer is thinking…".to_string()
    } else if props.hint_pending {
        "Looking for a hint…".to_string()
    } else {
        props.opponent.clone().unwrap_or_default()
    };
    let analysis = props.analysis_on.then(|| {
        let (label, share, depth, line) = match &props.analysis {
            Some(info) => {
                let score = info.score.for_white(props.position.turn());
                (score.label(), score.white_share(), format!("depth {}", info.depth), pv_san(&props.position, &info.pv))
            }
            None => ("…".to_string(), 50.0, String::new(), String::new()),
        };
        html! {
            <div class="analysis" data-testid="eval" aria-live="off">
                <div class="eval-bar" role="meter" aria-label="Evaluation" aria-valuemin="0" aria-valuemax="100"
                     aria-valuenow={format!("{share:.0}")} aria-valuetext={label.clone()}>
                    <div class="eval-white" style={format!("width: {share:.1}%")}></div>
                </div>
                <p class="eval-line">
                    <strong class="eval-score">{ label }</strong>
                    <span class="eval-depth">{ depth }</span>
                </p>
                <p class="pv">{ line }</p>
            </div>
        }
    });
    html! {
        <div class="engine-panel">
            <p class="engine-status" data-testid="engine-status" data-thinking={props.thinking.then_some("")}>{ status }</p>
            <div class="engine-buttons">
                if props.thinking {
                    <button type="button" onclick={act(Action::MoveNow)}>{ "Move now" }</button>
                }
                <button type="button" disabled={!props.can_hint} onclick={act(Action::RequestHint)}>{ "Hint" }</button>
                <label class="setting">
                    <input type="checkbox" checked={props.analysis_on} onchange={on_analysis} />
                    { " Analysis" }
                </label>
            </div>
            { for analysis }
        </div>
    }
}
