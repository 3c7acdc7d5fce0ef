//! The start choices, over the side panel (the board stays in place and takes moves as
//! always): continue the game in progress, play the computer (its level in one more click,
//! each with its strength), play a friend, puzzles, an analysis board, the board editor, or
//! every choice in the New game dialog.

use crate::hooks::use_language::use_spoken;
use crate::state::messages::Arg;
use crate::state::new_game_prefs::{NewGamePrefs, Variant};
use crate::state::shell::{Screen, ShellAction};
use crate::state::translate::{tr, tr_with};
use crate::state::{Action, GameSetup, Mode, Start};
use chess_engine::LEVELS;
use yew::prelude::*;

/// What the start choices need.
#[derive(Properties, PartialEq, Clone)]
pub struct StartProps {
    /// Is a game in progress (then "Continue" leads back to it)?
    pub game_in_progress: bool,
    /// The last new game's choices (colour, time), kept for the games started here.
    pub prefs: NewGamePrefs,
    /// The page's actions.
    pub shell: Callback<ShellAction>,
    /// The game's actions.
    pub dispatch: Callback<Action>,
}

/// The start choices.
#[function_component(StartChoices)]
pub fn start_choices(props: &StartProps) -> Html {
    use_spoken();
    let levels_open = use_state(|| false);
    let game_in_progress = props.game_in_progress;
    let start = |computer: bool, level: u8| {
        let (shell, dispatch, prefs) = (
            props.shell.clone(),
            props.dispatch.clone(),
            props.prefs.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            let chosen = NewGamePrefs {
                computer,
                level,
                variant: Variant::Standard,
                ..prefs.clone()
            };
            if let Ok(setup) = chosen.setup(js_sys::Math::random()) {
                shell.emit(ShellAction::Started(chosen));
                dispatch.emit(Action::NewGame(setup));
            }
        })
    };
    let show = |screen: Screen| {
        props.shell.reform(move |_: MouseEvent| ShellAction::Show {
            game_in_progress,
            screen: screen.clone(),
        })
    };
    let analysis = {
        let (shell, dispatch) = (props.shell.clone(), props.dispatch.clone());
        Callback::from(move |_: MouseEvent| {
            shell.emit(ShellAction::LeaveHome);
            dispatch.emit(Action::NewGame(GameSetup {
                mode: Mode::Analysis,
                time_control: None,
                start: Start::Standard,
            }));
        })
    };
    let toggle_levels = {
        let levels_open = levels_open.clone();
        Callback::from(move |_: MouseEvent| levels_open.set(!*levels_open))
    };
    let levels = LEVELS.iter().map(|level| {
        html! {
            <button type="button" class="start-level" onclick={start(true, level.number)}>
                <span>{ tr_with("start-level", &[("level", Arg::Number(f64::from(level.number)))]) }</span>
                <span class="start-elo">{ tr_with("start-elo", &[("elo", level.elo.to_string().into())]) }</span>
            </button>
        }
    });
    let start_fen = chess_rules::Position::new().to_fen();
    html! {
        <section class="start" data-testid="start" aria-label={tr("start-region")}>
            <h2>{ tr("start-heading") }</h2>
            if game_in_progress {
                <button type="button" class="primary" onclick={props.shell.reform(|_| ShellAction::LeaveHome)}>{ tr("start-continue") }</button>
            }
            <button type="button" class={classes!("start-main", (!game_in_progress).then_some("primary"))}
                    aria-expanded={levels_open.to_string()} onclick={toggle_levels}>{ tr("start-computer") }</button>
            if *levels_open {
                <div class="start-levels" role="group" aria-label={tr("start-levels")}>{ for levels }</div>
            }
            <button type="button" class="start-main" onclick={start(false, props.prefs.level)}>{ tr("start-friend") }</button>
            <div class="start-more">
                <button type="button" onclick={show(Screen::Puzzles(None))}>{ tr("start-puzzles") }</button>
                <button type="button" onclick={analysis}>{ tr("start-analysis") }</button>
                <button type="button" onclick={show(Screen::Editor(start_fen))}>{ tr("start-editor") }</button>
            </div>
            <button type="button" class="link-button"
                    onclick={props.shell.reform(move |_| ShellAction::AskForNewGame { game_in_progress })}>
                { tr("start-more") }
            </button>
            if game_in_progress {
                <p class="hint-text">{ tr("start-kept") }</p>
            }
        </section>
    }
}
