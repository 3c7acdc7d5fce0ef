//! The engine's side panel: whether it is thinking (with Move now), a hint, and the analysis:
//! its lines (1 to 5) with score and depth, each in SAN and clickable to play into the tree.

use crate::hooks::use_language::use_spoken;
use crate::state::engine::{score_label, AnalysisLine};
use crate::state::notation::figurine;
use crate::state::translate::{tr, tr_with};
use crate::state::words::side_args;
use crate::state::Action;
use chess_rules::{Color, NodeId, Position};
use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// What the panel shows.
#[derive(Properties, PartialEq, Clone)]
pub struct AnalysisProps {
    /// The engine is searching its move.
    pub thinking: bool,
    /// The search has a move to play at once (Move now is enabled).
    pub can_move_now: bool,
    /// The engine's name and level, when it is an opponent.
    pub opponent: Option<String>,
    /// A hint may be asked for now.
    pub can_hint: bool,
    /// A hint is being searched.
    pub hint_pending: bool,
    /// Is the analysis on, and with how many lines?
    pub analysis: (bool, u8),
    /// The analysis lines of the position on the board.
    pub lines: Option<Vec<AnalysisLine>>,
    /// The position on the board.
    pub position: Position,
    /// The node of that position in the tree.
    pub node: NodeId,
    /// Is the threat asked for?
    pub threat_on: bool,
    /// With the threat shown: the position with the opponent to move, whose lines are shown.
    pub threat: Option<Position>,
    /// May a line be played into the tree (not in a live game)?
    pub can_play: bool,
    /// Write pieces as figurines.
    pub figurines: bool,
    /// Receives actions.
    pub on_action: Callback<Action>,
}

/// One line: its score, depth and moves; a click on a move plays the line up to it.
fn render_line(line: &AnalysisLine, props: &AnalysisProps) -> Html {
    let position = props.threat.as_ref().unwrap_or(&props.position);
    let (figurines, on_action) = (props.figurines, &props.on_action);
    let can_play = props.can_play && props.threat.is_none();
    let from = props.node;
    let mut position = position.clone();
    let mut items = Vec::new();
    for (i, &mv) in line.pv.iter().take(12).enumerate() {
        if !position.is_legal(mv) {
            break;
        }
        let number = position.fullmove_number();
        let prefix = match position.turn() {
            Color::White => format!("{number}. "),
            Color::Black if i == 0 => format!("{number}... "),
            Color::Black => String::new(),
        };
        let mut san = position.san(mv).to_string();
        if figurines {
            san = figurine(&san);
        }
        let shown = line.pv[..=i].to_vec();
        let play = on_action.reform(move |_: MouseEvent| Action::PlayLine {
            from,
            moves: shown.clone(),
        });
        items.push(html! {
            <button type="button" class="pv-move" disabled={!can_play} onclick={play}>{ prefix }{ san }</button>
        });
        position.play_unchecked(mv);
    }
    html! {
        <li class="pv" data-testid="pv">
            <span class="pv-score">{ score_label(line.score) }</span>
            <span class="pv-depth">{ tr_with("analysis-depth", &[("depth", line.depth.into())]) }</span>
            <span class="pv-moves">{ for items }</span>
        </li>
    }
}

/// What the analysis says before its first line: the game's end when there is no move to
/// analyse (the engine has nothing to say there), else that it is at work.
fn waiting_text(position: &Position) -> String {
    tr(match (position.has_legal_moves(), position.is_check()) {
        (true, _) => "analysis-waiting",
        (false, true) => "analysis-checkmate",
        (false, false) => "analysis-stalemate",
    })
}

/// The panel.
#[function_component(AnalysisPanel)]
pub fn analysis_panel(props: &AnalysisProps) -> Html {
    use_spoken();
    let act = |action: Action| props.on_action.reform(move |_: MouseEvent| action.clone());
    let (on, count) = props.analysis;
    let on_toggle = props
        .on_action
        .reform(move |_: Event| Action::SetAnalysis(!on));
    let on_lines = props.on_action.reform(|event: Event| {
        let lines = event
            .target()
            .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
            .and_then(|s| s.value().parse().ok())
            .unwrap_or(1);
        Action::SetAnalysisLines(lines)
    });
    let status = if props.thinking {
        tr("engine-thinking")
    } else if props.hint_pending {
        tr("engine-hint-pending")
    } else {
        props.opponent.clone().unwrap_or_default()
    };
    let lines = props
        .lines
        .iter()
        .flatten()
        .map(|line| render_line(line, props));
    let line_options = (1..=5).map(|n| html! { <option value={n.to_string()} selected={n == count}>{ tr_with("analysis-lines-count", &[("n", n.into())]) }</option> });
    html! {
        <section class="engine-panel" aria-label={tr("engine-region")}>
            <p class="engine-status" data-testid="engine-status" data-thinking={props.thinking.then_some("")}>{ status }</p>
            <div class="engine-buttons">
                if props.thinking {
                    <button type="button" disabled={!props.can_move_now} onclick={act(Action::MoveNow)}>{ tr("engine-move-now") }</button>
                }
                <button type="button" disabled={!props.can_hint} onclick={act(Action::RequestHint)}>{ tr("engine-hint") }</button>
                <label class="check"><input type="checkbox" checked={on} onchange={on_toggle} />{ tr("engine-analysis") }</label>
                if on {
                    <select aria-label={tr("analysis-lines")} onchange={on_lines}>{ for line_options }</select>
                }
                <button type="button" aria-pressed={props.threat_on.to_string()} title={format!("{} (x)", tr("threat-show-title"))}
                        onclick={act(Action::ToggleThreat)}>{ tr("threat-show") }</button>
            </div>
            if let Some(threat) = props.threat.as_ref().filter(|_| on) {
                <p class="threat-label" data-testid="threat">
                    { tr_with("threat-label", &side_args(threat.turn())) }
                </p>
            }
            if props.threat_on && props.threat.is_none() && on {
                <p class="threat-label">{ tr("threat-in-check") }</p>
            }
            if on {
                <ol class="analysis" data-testid="analysis" aria-live="off">
                    { for lines }
                    if props.lines.is_none() {
                        <li class="pv-waiting">{ waiting_text(&props.position) }</li>
                    }
                </ol>
            }
        </section>
    }
}
