//! The Puzzles screen: the puzzle's board, and beside it two tabs: Lichess's puzzles (the
//! player's rating and streak, the theme) and the player's own mistakes
//! (`puzzles/mistakes.rs`); what the last move was worth, and the buttons (view the solution,
//! retry, next). The solving is `state::puzzles`; this only renders it and forwards events.

mod mistakes;

use super::board::Board;
use crate::hooks::use_persistence::LibraryHandle;
use crate::hooks::use_puzzles::use_puzzles;
use crate::state::puzzles::{
    Feedback, Solving, SolvingState, Trainer, TrainerAction, TrainerMode, THEMES,
};
use crate::state::settings::{AutoQueen, Settings};
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
            <section class="board-column" aria-label="Board">
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
        format!("Your mistakes ({due})")
    } else {
        "Your mistakes".to_string()
    };
    html! {
        <div class="puzzle-tabs" role="tablist" aria-label="Puzzles">
            { tab(TrainerMode::Puzzles, "Puzzles".to_string()) }
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
            <p>{ "Your puzzle rating: " }
                <strong data-testid="puzzle-rating">{ progress.rating() }</strong>
                { if progress.provisional() { "?" } else { "" } }
            </p>
            <p class="puzzle-score">
                { format!("Streak {} · solved {solved} of {played}", progress.streak) }
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
                { format!("{name} ({count})") }
            </option>
        }
    });
    let on_change = send.reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        let value = select.value();
        TrainerAction::Theme((!value.is_empty()).then_some(value))
    });
    html! {
        <label class="puzzle-theme">{ "Theme " }
            <select onchange={on_change}>
                <option value="" selected={chosen.is_none()}>{ format!("Any theme ({})", book.len()) }</option>
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
        None if !trainer.loaded() => "Loading puzzles…".to_string(),
        None if trainer.book().is_empty() => {
            "The puzzles could not be loaded: open the page once online to keep them.".to_string()
        }
        None => "No puzzle of this theme here: choose another.".to_string(),
    };
    let class = trainer.solving().map(|s| s.state().as_str());
    html! {
        <div class={classes!("puzzle-message", class)} role="status" aria-live="polite">
            { for notice }
            <p>{ body }</p>
            if let Some(solving) = trainer.solving() {
                <p class="puzzle-about">{ format!("Puzzle {} · rated {}", solving.puzzle().id, solving.puzzle().rating) }</p>
            }
        </div>
    }
}

fn feedback_text(solving: &Solving) -> String {
    let side = solving.player().name();
    let played = solving
        .opponents_last_move()
        .map(|san| format!("Your opponent played {san}. "))
        .unwrap_or_default();
    match solving.feedback() {
        Feedback::YourTurn if solving.opponent_to_move() => "Your opponent moves…".to_string(),
        Feedback::YourTurn => format!("{played}Your turn: find the best move for {side}."),
        Feedback::Right if solving.opponent_to_move() => "Best move! Keep going…".to_string(),
        Feedback::Right => format!("Best move! {played}Keep going…"),
        Feedback::Wrong => "That is not the move! Try something else.".to_string(),
        Feedback::Illegal(reason) => format!("{reason}."),
        Feedback::Judging => "Checking your move…".to_string(),
        Feedback::Complete if solving.state() == SolvingState::Solved => {
            "Puzzle solved! Well done.".to_string()
        }
        Feedback::Complete => "Puzzle complete (not counted as solved).".to_string(),
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
                <button type="button" onclick={act(TrainerAction::ViewSolution)}>{ "View the solution" }</button>
            }
            if finished {
                <button type="button" onclick={act(TrainerAction::Retry)}>{ "Retry" }</button>
            }
            <button type="button" class={classes!(finished.then_some("primary"))}
                    onclick={act(TrainerAction::Next)}>{ "Next puzzle" }</button>
            <button type="button" onclick={on_close.reform(|_| ())}>{ "Back to the game" }</button>
        </div>
    }
}
