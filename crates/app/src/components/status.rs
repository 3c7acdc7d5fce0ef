//! The status line: whose turn, check, and at the end the result with its reason.

use crate::hooks::use_language::use_spoken;
use crate::state::translate::{tr, tr_with};
use crate::state::words::{outcome_text, side_args};
use chess_rules::Game;
use yew::prelude::*;

/// The game the status describes.
#[derive(Properties, PartialEq, Clone)]
pub struct StatusProps {
    /// The game.
    pub game: Game,
    /// The position on the board is not the game's current one.
    #[prop_or_default]
    pub viewing_earlier: bool,
    /// An analysis board (no game to win or lose).
    #[prop_or_default]
    pub analysis: bool,
}

/// The status text for a game.
pub fn status_text(game: &Game) -> String {
    match game.outcome() {
        Some(outcome) => format!(
            "{} ({})",
            outcome_text(&outcome),
            outcome.result().replace("1/2", "½")
        ),
        None => {
            let position = game.position();
            let key = if position.is_check() {
                "status-to-move-check"
            } else {
                "status-to-move"
            };
            tr_with(key, &side_args(position.turn()))
        }
    }
}

/// The status line.
#[function_component(Status)]
pub fn status(props: &StatusProps) -> Html {
    use_spoken();
    let result = props.game.outcome().map_or("*", |o| o.result());
    html! {
        <div class="status-block">
            <p class="status" data-testid="status" data-result={result} role="status">
                if props.analysis && props.game.outcome().is_none() {
                    { tr("status-analysis") }{ " — " }
                }
                { status_text(&props.game) }
            </p>
            if props.viewing_earlier {
                <p class="viewing">{ tr("status-viewing-earlier") }</p>
            }
        </div>
    }
}
