//! The games list: every game kept in the library, most recent first, with its date, players,
//! result, opening, length and whether it was reviewed; open one, delete one (with undo),
//! search by player or opening, and download all as one PGN file.

use super::modal::Modal;
use crate::state::library::{matches, GameSummary};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The list and what can be done with it.
#[derive(Properties, PartialEq, Clone)]
pub struct GamesProps {
    /// The games, most recent first (none yet while loading).
    pub games: Option<Vec<GameSummary>>,
    /// The game this tab plays.
    pub current: String,
    /// Why the library is not there, if it is not.
    pub unavailable: Option<String>,
    /// The game deleted last (it can be brought back).
    pub deleted: Option<GameSummary>,
    /// Opens a game.
    pub on_open: Callback<String>,
    /// Deletes a game.
    pub on_delete: Callback<String>,
    /// Brings the deleted game back.
    pub on_undo_delete: Callback<()>,
    /// Downloads every game as PGN.
    pub on_download_all: Callback<()>,
    /// Closes the dialog.
    pub on_close: Callback<()>,
}

/// Games listed at a time: a library of thousands lists the most recent, and a search or
/// "Show more" reaches the rest, so the dialog opens at once.
const PAGE: usize = 200;

/// The dialog.
#[function_component(GamesDialog)]
pub fn games_dialog(props: &GamesProps) -> Html {
    let search = use_state(String::new);
    let shown = use_state(|| PAGE);
    let on_search = {
        let (search, shown) = (search.clone(), shown.clone());
        Callback::from(move |event: InputEvent| {
            if let Some(input) = event.target_dyn_into::<HtmlInputElement>() {
                search.set(input.value());
                shown.set(PAGE);
            }
        })
    };
    let found: Vec<&GameSummary> = props
        .games
        .iter()
        .flatten()
        .filter(|g| matches(g, &search))
        .collect();
    let hidden = found.len().saturating_sub(*shown);
    let show_more = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(*shown + PAGE))
    };
    let rows = props.games.as_ref().map(|_| {
        found
            .iter()
            .take(*shown)
            .map(|game| {
                let id = game.id.clone();
                let open = props.on_open.reform({
                    let id = id.clone();
                    move |_: MouseEvent| id.clone()
                });
                let delete = props.on_delete.reform({
                    let id = id.clone();
                    move |_: MouseEvent| id.clone()
                });
                let current = game.id == props.current;
                let moves = game.plies.div_ceil(2);
                html! {
                    <li key={id.clone()} class={classes!("game-item", current.then_some("current"))} data-game-id={id}>
                        <div class="game-players">{ format!("{} – {}", game.white, game.black) }<span class={classes!("game-result", game.outcome().class())}>{ game.result.clone() }</span></div>
                        <div class="game-details">
                            { format!("{} · {} move{} · {}", game.date_label(), moves, if moves == 1 { "" } else { "s" }, if game.opening.is_empty() { "no opening named" } else { &game.opening }) }
                            if game.reviewed { <span class="reviewed">{ " · reviewed" }</span> }
                            if current { <span class="playing">{ " · this game" }</span> }
                        </div>
                        <div class="game-buttons">
                            <button type="button" onclick={open} disabled={current}>{ "Open" }</button>
                            <button type="button" onclick={delete} disabled={current}>{ "Delete" }</button>
                        </div>
                    </li>
                }
            })
            .collect::<Html>()
    });
    let undo = props.on_undo_delete.reform(|_: MouseEvent| ());
    let download = props.on_download_all.reform(|_: MouseEvent| ());
    html! {
        <Modal title="Games" on_close={props.on_close.clone()} class="games">
            if let Some(reason) = props.unavailable.clone() {
                <p class="field-error" role="alert">{ reason }</p>
            }
            if let Some(deleted) = props.deleted.clone() {
                <p class="undo-line" role="status">
                    { format!("Deleted {} – {}. ", deleted.white, deleted.black) }
                    <button type="button" onclick={undo}>{ "Undo" }</button>
                </p>
            }
            <div class="games-tools">
                <input type="search" aria-label="Search by player or opening" placeholder="Search by player or opening"
                       value={(*search).clone()} oninput={on_search} />
                <button type="button" onclick={download}>{ "Download all" }</button>
            </div>
            <ul class="game-list" data-testid="game-list">
                { rows.unwrap_or_else(|| html! { <li class="loading">{ "Loading…" }</li> }) }
            </ul>
            if hidden > 0 {
                <button type="button" class="show-more" onclick={show_more}>
                    { format!("Show more ({hidden} more; a search finds any)") }
                </button>
            }
        </Modal>
    }
}
