//! The games list: every game kept in the library, most recent first, with a small board of its
//! final position, its date, players, result, opening, length and whether it was reviewed;
//! open one, delete one (with undo), search by player or opening, filter by result, colour and
//! opening, and download all as one PGN file.

use super::modal::Modal;
use crate::components::mini_board::mini_board;
use crate::hooks::use_language::use_spoken;
use crate::state::library::filter::{families, ListFilter};
use crate::state::library::{GameSummary, Outcome};
use crate::state::translate::{tr, tr_with};
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
    use_spoken();
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
                        <div class="game-players">{ game.players_label() }<span class={classes!("game-result", game.outcome().class())}>{ game.result.clone() }</span></div>
                        <div class="game-details">
                            { format!("{} · {} · {}", game.date_label(), tr_with("games-moves", &[("count", moves.into())]), if game.opening.is_empty() { tr("games-no-opening") } else { game.opening.clone() }) }
                            if game.reviewed { <span class="reviewed">{ format!(" · {}", tr("games-reviewed")) }</span> }
                            if current { <span class="playing">{ format!(" · {}", tr("games-this-game")) }</span> }
                        </div>
                        <div class="game-buttons">
                            <button type="button" onclick={open} disabled={current}>{ tr("games-open") }</button>
                            <button type="button" onclick={delete} disabled={current}>{ tr("games-delete") }</button>
                        </div>
                    </li>
                }
            })
            .collect::<Html>()
    });
    let undo = props.on_undo_delete.reform(|_: MouseEvent| ());
    let download = props.on_download_all.reform(|_: MouseEvent| ());
    html! {
        <Modal title={tr("menu-games")} on_close={props.on_close.clone()} class="games">
            if let Some(reason) = props.unavailable.clone() {
                <p class="field-error" role="alert">{ reason }</p>
            }
            if let Some(deleted) = props.deleted.clone() {
                <p class="undo-line" role="status">
                    { tr_with("games-deleted", &[("players", deleted.players_label().into())]) }{ " " }
                    <button type="button" onclick={undo}>{ tr("games-undo") }</button>
                </p>
            }
            <div class="games-tools">
                <input type="search" aria-label={tr("games-search")} placeholder={tr("games-search")}
                       value={filter.search.clone()} oninput={on_search} />
                <button type="button" onclick={download}>{ tr("games-download-all") }</button>
            </div>
            { filters(props, &filter, change) }
            <ul class="game-list" data-testid="game-list">
                { rows.unwrap_or_else(|| html! { <li class="loading">{ tr("games-loading") }</li> }) }
            </ul>
            if let Some(key) = empty_list_key(props.games.as_deref(), found.len()) {
                <p class="games-empty" data-testid="games-empty">{ tr(key) }</p>
            }
            if hidden > 0 {
                <button type="button" class="show-more" onclick={show_more}>
                    { tr_with("games-show-more", &[("hidden", hidden.into())]) }
                </button>
            }
        </Modal>
    }
}

/// What to say where the list is empty: that nothing is kept yet, or that the search and filters
/// leave nothing (nothing while the games are still loading).
fn empty_list_key(games: Option<&[GameSummary]>, found: usize) -> Option<&'static str> {
    match games {
        Some([]) => Some("games-none"),
        Some(_) if found == 0 => Some("games-none-found"),
        _ => None,
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
        (Outcome::Won, "games-won"),
        (Outcome::Lost, "games-lost"),
        (Outcome::Drawn, "games-drawn"),
        (Outcome::Other, "games-other"),
    ];
    let outcome_options = outcomes.iter().map(|(outcome, label)| {
        html! { <option value={outcome.class()} selected={filter.outcome == Some(*outcome)}>{ tr(label) }</option> }
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
            <select aria-label={tr("games-result")} onchange={on(|f, v| {
                f.outcome = [Outcome::Won, Outcome::Lost, Outcome::Drawn, Outcome::Other]
                    .into_iter()
                    .find(|o| o.class() == v)
            })}>
                <option value="" selected={filter.outcome.is_none()}>{ tr("games-any-result") }</option>
                { for outcome_options }
            </select>
            <select aria-label={tr("games-your-colour")} onchange={on(|f, v| {
                f.colour = Color::ALL.into_iter().find(|c| match c {
                    Color::White => v == "white",
                    Color::Black => v == "black",
                })
            })}>
                <option value="" selected={filter.colour.is_none()}>{ tr("games-any-colour") }</option>
                <option value={colour(Color::White)} selected={filter.colour == Some(Color::White)}>{ tr("games-had-white") }</option>
                <option value={colour(Color::Black)} selected={filter.colour == Some(Color::Black)}>{ tr("games-had-black") }</option>
            </select>
            <select aria-label={tr("games-opening")} onchange={on(|f, v| f.opening = (!v.is_empty()).then_some(v))}>
                <option value="" selected={filter.opening.is_none()}>{ tr("games-any-opening") }</option>
                { for opening_options }
            </select>
        </div>
    }
}
