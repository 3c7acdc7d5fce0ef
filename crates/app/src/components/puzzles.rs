//! The Puzzles screen: the puzzle's board, and beside it two tabs: Lichess's puzzles (the
//! player's rating and streak, the theme) and the player's own mistakes
//! (`puzzles/mistakes.rs`); what the last move was worth, and the buttons (view the solution,
//! retry, next). The solving is `state::puzzles`; this only renders it and forwards events.

mod mistakes;

use super::board::Board;
use crate::hooks::use_language::use_spoken;
use crate::hooks::use_puzzles::use_puzzles;
use crate::services::library_db::LibraryHandle;
use crate::state::puzzles::{
    Feedback, Solving, SolvingState, Trainer, TrainerAction, TrainerMode, THEMES,
};
use crate::state::settings::{AutoQueen, Settings};
use crate::state::translate::{as_sentence, sentences, tr, tr_with};
use crate::state::words::side_args;
use crate::state::BoardEvent;
use chess_rules::Role;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// What the Puzzles screen needs.
#[derive(Properties, PartialEq, Clone)]
pub struct PuzzlesProps {
    /// The puzzle a link asked for.
    pub wanted: Option<String>,
    /// The board's looks.
    pub settings: Settings,
    /// The game library, where the training is kept and the reviewed games are read.
    pub library: LibraryHandle,
    /// Back to the game.
    pub on_close: Callback<()>,
}

/// The Puzzles screen.
#[function_component(PuzzlesScreen)]
pub fn puzzles_screen(props: &PuzzlesProps) -> Html {
    use_spoken();
    let trainer = use_puzzles(props.wanted.clone(), &props.library);
    let send = {
        let trainer = trainer.clone();
        Callback::from(move |action: TrainerAction| trainer.dispatch(action))
    };
    let settings = props.settings;
    // Auto-queen always: a promotion asked for is answered with a queen at once.
    let on_board = {
        let (send, always) = (send.clone(), settings.auto_queen == AutoQueen::Always);
        Callback::from(move |event: BoardEvent| {
            let asks = event.may_ask_promotion();
            send.emit(TrainerAction::Board(event));
            if always && asks {
                send.emit(TrainerAction::Board(BoardEvent::Promote(Role::Queen)));
            }
        })
    };
    let solving = trainer.solving();
    let state = solving.map_or("playing", |s| s.state().as_str());
    let board = solving.map(|solving| {
        html! {
            <Board view={solving.board_view()} animate={settings.animate} theme={settings.board}
                   pieces={settings.pieces} coordinates={settings.coordinates}
                   on_event={on_board.clone()} />
        }
    });
    html! {
        <main class="layout puzzles" data-testid="puzzle" data-state={state}
              data-puzzle-id={solving.map(|s| s.puzzle().id.clone())}>
            <section class="board-column" aria-label={tr("board-region")}>
                <div class="board-row">{ for board }</div>
            </section>
            <aside class="panel puzzle-panel">
                { tabs(&trainer, &send) }
                if trainer.mode() == TrainerMode::Mistakes {
                    { mistakes::panel(&trainer, &send, &props.on_close) }
                } else {
                    { rating(&trainer) }
                    { theme_choice(&trainer, &send) }
                    { message(&trainer) }
                    { buttons(solving, &send, &props.on_close) }
                }
            </aside>
        </main>
    }
}

/// Lichess's puzzles or one's own mistakes (with how many are due).
fn tabs(trainer: &Trainer, send: &Callback<TrainerAction>) -> Html {
    let due = trainer.deck().due(js_sys::Date::now()).len();
    let tab = |mode: TrainerMode, label: String| {
        let selected = trainer.mode() == mode;
        html! {
            <button type="button" role="tab" aria-selected={selected.to_string()}
                    class={classes!("puzzle-tab", selected.then_some("selected"))}
                    onclick={send.reform(move |_| TrainerAction::Mode(mode))}>{ label }</button>
        }
    };
    let mistakes = if due > 0 {
        tr_with("puzzles-mistakes-due", &[("due", due.into())])
    } else {
        tr("puzzles-mistakes")
    };
    html! {
        <div class="puzzle-tabs" role="tablist" aria-label={tr("puzzles-tab-puzzles")}>
            { tab(TrainerMode::Puzzles, tr("puzzles-tab-puzzles")) }
            { tab(TrainerMode::Mistakes, mistakes) }
        </div>
    }
}

/// The rating (with "?" while provisional, as lichess shows it), the streak, the score.
fn rating(trainer: &Trainer) -> Html {
    let progress = trainer.progress();
    let (solved, played) = progress.score();
    html! {
        <div class="puzzle-rating">
            <p>{ tr("puzzles-rating") }{ " " }
                <strong data-testid="puzzle-rating">{ progress.rating() }</strong>
                { if progress.provisional() { "?" } else { "" } }
            </p>
            <p class="puzzle-score">
                { tr_with("puzzles-score", &[("streak", progress.streak.into()), ("solved", solved.into()), ("played", played.into())]) }
            </p>
        </div>
    }
}

fn theme_choice(trainer: &Trainer, send: &Callback<TrainerAction>) -> Html {
    let chosen = trainer.theme().map(str::to_string);
    let book = trainer.book();
    let options = THEMES.iter().map(|(key, name)| {
        let count = book.count_with(Some(key));
        html! {
            <option value={*key} selected={chosen.as_deref() == Some(*key)}>
                { tr_with("puzzles-theme-count", &[("name", tr(name).into()), ("count", count.into())]) }
            </option>
        }
    });
    let on_change = send.reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        let value = select.value();
        TrainerAction::Theme((!value.is_empty()).then_some(value))
    });
    html! {
        <label class="puzzle-theme">{ tr("puzzles-theme") }{ " " }
            <select onchange={on_change}>
                <option value="" selected={chosen.is_none()}>{ tr_with("puzzles-any-theme", &[("count", book.len().into())]) }</option>
                { for options }
            </select>
        </label>
    }
}

/// What the player is told: whose move, right or wrong, the end, a notice.
fn message(trainer: &Trainer) -> Html {
    let notice = trainer
        .notice()
        .map(|text| html! { <p class="puzzle-notice" role="status">{ text }</p> });
    let body = match trainer.solving() {
        Some(solving) => feedback_text(solving),
        None if !trainer.loaded() => tr("puzzles-loading"),
        None if trainer.book().is_empty() => tr("puzzles-unavailable"),
        None => tr("puzzles-none-of-theme"),
    };
    let class = trainer.solving().map(|s| s.state().as_str());
    html! {
        <div class={classes!("puzzle-message", class)} role="status" aria-live="polite">
            { for notice }
            <p>{ body }</p>
            if let Some(solving) = trainer.solving() {
                <p class="puzzle-about">{ tr_with("puzzles-about", &[("id", solving.puzzle().id.as_str().into()), ("rating", solving.puzzle().rating.to_string().into())]) }</p>
            }
        </div>
    }
}

fn feedback_text(solving: &Solving) -> String {
    let played = solving
        .opponents_last_move()
        .map(|san| tr_with("puzzles-opponent-played", &[("move", san.into())]))
        .unwrap_or_default();
    match solving.feedback() {
        Feedback::YourTurn if solving.opponent_to_move() => tr("puzzles-opponent-moves"),
        Feedback::YourTurn => sentences(&[
            &played,
            &tr_with("puzzles-your-turn", &side_args(solving.player())),
        ]),
        Feedback::Right if solving.opponent_to_move() => {
            sentences(&[&tr("puzzles-best-move"), &tr("puzzles-keep-going")])
        }
        Feedback::Right => {
            sentences(&[&tr("puzzles-best-move"), &played, &tr("puzzles-keep-going")])
        }
        Feedback::Wrong => tr("puzzles-wrong"),
        Feedback::Illegal(reason) => as_sentence(reason),
        Feedback::Judging => tr("puzzles-checking"),
        Feedback::Complete if solving.state() == SolvingState::Solved => tr("puzzles-solved"),
        Feedback::Complete => tr("puzzles-complete"),
    }
}

fn buttons(
    solving: Option<&Solving>,
    send: &Callback<TrainerAction>,
    on_close: &Callback<()>,
) -> Html {
    let finished = solving.is_some_and(Solving::finished);
    let act = |action: TrainerAction| send.reform(move |_: MouseEvent| action.clone());
    html! {
        <div class="puzzle-buttons">
            if solving.is_some() && !finished {
                <button type="button" onclick={act(TrainerAction::ViewSolution)}>{ tr("puzzles-view-solution") }</button>
            }
            if finished {
                <button type="button" onclick={act(TrainerAction::Retry)}>{ tr("puzzles-retry") }</button>
            }
            <button type="button" class={classes!(finished.then_some("primary"))}
                    onclick={act(TrainerAction::Next)}>{ tr("puzzles-next") }</button>
            <button type="button" onclick={on_close.reform(|_| ())}>{ tr("puzzles-back") }</button>
        </div>
    }
}
