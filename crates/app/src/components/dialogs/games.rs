//! The games list: every game kept in the library, most recent first, with a small board of its
//! final position, its date, players, result, opening, length and whether it was reviewed;
//! open one, delete one (with undo), search by player or opening, filter by result, colour and
//! opening, and download all as one PGN file.

use super::modal::Modal;
use crate::components::mini_board::mini_board;
use crate::state::library::filter::{families, ListFilter};
use crate::state::library::{GameSummary, Outcome};
use chess_rules::Color;
use web_sys::{HtmlInputElement, HtmlSelectElement};
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
    let filter = use_state(ListFilter::default);
    let shown = use_state(|| PAGE);
    let change = |apply: fn(&mut ListFilter, String)| {
        let (filter, shown) = (filter.clone(), shown.clone());
        move |value: String| {
            let mut next = (*filter).clone();
            apply(&mut next, value);
            filter.set(next);
            shown.set(PAGE);
        }
    };
    let on_search = {
        let change = change(|f, v| f.search = v);
        Callback::from(move |event: InputEvent| {
            if let Some(input) = event.target_dyn_into::<HtmlInputElement>() {
                change(input.value());
            }
        })
    };
    let found: Vec<&GameSummary> = props
        .games
        .iter()
        .flatten()
        .filter(|g| filter.keeps(g))
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
                        { mini_board(&game.fen) }
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
                       value={filter.search.clone()} oninput={on_search} />
                <button type="button" onclick={download}>{ "Download all" }</button>
            </div>
            { filters(props, &filter, change) }
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

/// The result, colour and opening filters.
fn filters<F: Fn(String) + 'static>(
    props: &GamesProps,
    filter: &ListFilter,
    change: impl Fn(fn(&mut ListFilter, String)) -> F,
) -> Html {
    let on = |apply: fn(&mut ListFilter, String)| {
        let change = change(apply);
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            change(select.value())
        })
    };
    let outcomes = [
        (Outcome::Won, "Won"),
        (Outcome::Lost, "Lost"),
        (Outcome::Drawn, "Drawn"),
        (Outcome::Other, "Unfinished, or not yours"),
    ];
    let outcome_options = outcomes.iter().map(|(outcome, label)| {
        html! { <option value={outcome.class()} selected={filter.outcome == Some(*outcome)}>{ *label }</option> }
    });
    let opening_options = families(props.games.iter().flatten()).into_iter().map(|(family, count)| {
        let selected = filter.opening.as_deref() == Some(family.as_str());
        html! { <option value={family.clone()} {selected}>{ format!("{family} ({count})") }</option> }
    });
    let colour = |c: Color| match c {
        Color::White => "white",
        Color::Black => "black",
    };
    html! {
        <div class="games-filters">
            <select aria-label="Result" onchange={on(|f, v| {
                f.outcome = [Outcome::Won, Outcome::Lost, Outcome::Drawn, Outcome::Other]
                    .into_iter()
                    .find(|o| o.class() == v)
            })}>
                <option value="" selected={filter.outcome.is_none()}>{ "Any result" }</option>
                { for outcome_options }
            </select>
            <select aria-label="Your colour" onchange={on(|f, v| {
                f.colour = Color::ALL.into_iter().find(|c| match c {
                    Color::White => v == "white",
                    Color::Black => v == "black",
                })
            })}>
                <option value="" selected={filter.colour.is_none()}>{ "Any colour" }</option>
                <option value={colour(Color::White)} selected={filter.colour == Some(Color::White)}>{ "You had White" }</option>
                <option value={colour(Color::Black)} selected={filter.colour == Some(Color::Black)}>{ "You had Black" }</option>
            </select>
            <select aria-label="Opening" onchange={on(|f, v| f.opening = (!v.is_empty()).then_some(v))}>
                <option value="" selected={filter.opening.is_none()}>{ "Any opening" }</option>
                { for opening_options }
            </select>
        </div>
    }
}
