//! Settings' previews: each board theme and each piece set drawn small (two squares of each
//! colour with a knight and a king), a click choosing it, as lichess's settings show them.

use crate::state::choice::Choice;
use crate::state::settings::{BoardTheme, PieceSet};
use crate::state::translate::tr;
use yew::prelude::*;

/// A 2×2 corner of a board: light and dark squares, a white knight and a black king.
fn corner() -> Html {
    html! {
        <span class="preview-board" aria-hidden="true">
            <span class="light"><span class="piece wN"></span></span>
            <span class="dark"></span>
            <span class="dark"></span>
            <span class="light"><span class="piece bK"></span></span>
        </span>
    }
}

/// The board themes, each with the pieces chosen.
pub fn board_previews(
    current: BoardTheme,
    pieces: PieceSet,
    on_pick: Callback<BoardTheme>,
) -> Html {
    let buttons = BoardTheme::all().iter().map(|&theme| {
        html! {
            <button type="button" class="preview" data-theme={theme.name()} data-pieces={pieces.name()}
                    aria-pressed={(theme == current).to_string()} aria-label={theme.label()} title={theme.label()}
                    onclick={on_pick.reform(move |_: MouseEvent| theme)}>{ corner() }</button>
        }
    });
    html! { <div class="previews" role="group" aria-label={tr("settings-board-previews")}>{ for buttons }</div> }
}

/// The piece sets, each on the board chosen.
pub fn piece_previews(current: PieceSet, theme: BoardTheme, on_pick: Callback<PieceSet>) -> Html {
    let buttons = PieceSet::all().iter().map(|&set| {
        html! {
            <button type="button" class="preview" data-theme={theme.name()} data-pieces={set.name()}
                    aria-pressed={(set == current).to_string()} aria-label={set.label()} title={set.label()}
                    onclick={on_pick.reform(move |_: MouseEvent| set)}>{ corner() }</button>
        }
    });
    html! { <div class="previews" role="group" aria-label={tr("settings-piece-previews")}>{ for buttons }</div> }
}
