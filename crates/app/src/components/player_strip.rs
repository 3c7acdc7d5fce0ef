//! A player's strip above or below the board: the name (or the computer's level), the clock,
//! and the material that side has taken with its advantage.

use crate::hooks::use_language::use_spoken;
use crate::state::clock::{format_time, TENTHS_BELOW_MS};
use crate::state::material::Captured;
use crate::state::translate::{tr, tr_with};
use crate::state::words::{role_name, side_args};
use chess_rules::{Color, Piece};
use yew::prelude::*;

/// What a strip shows.
#[derive(Properties, PartialEq, Clone)]
pub struct PlayerStripProps {
    /// "top" or "bottom".
    pub place: &'static str,
    /// The side.
    pub color: Color,
    /// The name.
    pub name: String,
    /// The clock: time left (ms), running, low.
    pub clock: Option<(u64, bool, bool)>,
    /// What this side has taken.
    pub captured: Captured,
    /// It is this side's turn (and the game goes on).
    pub to_move: bool,
}

fn colour_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The strip.
#[function_component(PlayerStrip)]
pub fn player_strip(props: &PlayerStripProps) -> Html {
    use_spoken();
    let colour = colour_name(props.color);
    let clock = props.clock.map(|(left, running, low)| {
        let classes = classes!(
            "clock",
            running.then_some("running"),
            low.then_some("low"),
            (left < TENTHS_BELOW_MS).then_some("tenths")
        );
        html! {
            <span class={classes} data-testid={format!("clock-{colour}")} data-running={running.to_string()}
                  role="timer" aria-label={tr_with("strip-clock", &side_args(props.color))}>
                { format_time(left) }
            </span>
        }
    });
    // The pieces taken are the opponent's.
    let taken = props.captured.pieces.iter().map(|&role| {
        let code = crate::components::board::geometry::piece_code(Piece::new(!props.color, role));
        html! { <span class={classes!("taken", "piece", code)} aria-hidden="true"></span> }
    });
    let advantage =
        (props.captured.advantage > 0).then(|| format!("+{}", props.captured.advantage));
    let material_label = if props.captured.pieces.is_empty() {
        tr("strip-no-material")
    } else {
        let names: Vec<String> = props
            .captured
            .pieces
            .iter()
            .map(|&r| role_name(r))
            .collect();
        tr_with("strip-has-taken", &[("pieces", names.join(", ").into())])
    };
    let material_label = match props.captured.advantage {
        lead if lead > 0 => tr_with(
            "strip-ahead",
            &[("taken", material_label.into()), ("lead", lead.into())],
        ),
        _ => material_label,
    };
    html! {
        <div class={classes!("player-strip", props.place, props.to_move.then_some("to-move"))}
             data-testid={format!("player-{}", props.place)} data-color={props.color.to_char().to_string()}>
            <span class={classes!("player-dot", colour)} aria-hidden="true"></span>
            <span class="player-name">{ props.name.clone() }</span>
            // One picture for screen readers: what was taken and the lead, in words.
            <span class="material" data-testid={format!("material-{colour}")} role="img" aria-label={material_label}>
                { for taken }
                if let Some(advantage) = advantage {
                    <span class="advantage">{ advantage }</span>
                }
            </span>
            { for clock }
        </div>
    }
}
