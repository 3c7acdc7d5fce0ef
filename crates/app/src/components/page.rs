//! The page's parts: the top bar with its menu, the banners, the board's column (the players'
//! strips, the board, the status) and the panel beside it (the opening, the moves, the
//! controls, the engine and the review). They render the state and send actions; `app.rs`
//! holds the state and wires them.

use super::analysis::AnalysisPanel;
use super::board::Board;
use super::dialogs::new_game::level_label;
use super::eval_bar::EvalBar;
use super::learning::LearningBox;
use super::move_input::MoveInput;
use super::move_list::MoveList;
use super::player_strip::PlayerStrip;
use super::review::ReviewPanel;
use super::status::Status;
use super::toast::Toast;
use super::toolbar::Toolbar;
use crate::services::browser;
use crate::state::material::captured;
use crate::state::play::{actions_for, Question};
use crate::state::settings::{Blindfold, Settings};
use crate::state::shell::{Dialog, RecordsTab, Screen, ShellAction};
use crate::state::translate::{tr, tr_with};
use crate::state::words::{outcome_reason, outcome_text};
use crate::state::{board_view, openings, Action, GameState, Mode, MoveSource, Start};
use chess_rules::{Color, Outcome};
use yew::prelude::*;

/// The top bar: the title and the menu. "New game" asks first when a game would be lost.
pub fn top_bar(
    game_in_progress: bool,
    viewed_fen: &str,
    shell: &Callback<ShellAction>,
    refresh_games: &Callback<()>,
    zen: bool,
) -> Html {
    let open = |which: Dialog| shell.reform(move |_: MouseEvent| ShellAction::Open(which.clone()));
    let new_game =
        shell.reform(move |_: MouseEvent| ShellAction::AskForNewGame { game_in_progress });
    // The editor opens on the position on the board, as lichess's does from an analysis.
    let editor = {
        let fen = viewed_fen.to_string();
        shell.reform(move |_: MouseEvent| ShellAction::Show {
            game_in_progress,
            screen: Screen::Editor(fen.clone()),
        })
    };
    let puzzles = shell.reform(move |_: MouseEvent| ShellAction::Show {
        game_in_progress,
        screen: Screen::Puzzles(None),
    });
    let games = {
        let (refresh, open) = (refresh_games.clone(), open(Dialog::Games));
        Callback::from(move |event| {
            refresh.emit(());
            open.emit(event)
        })
    };
    html! {
        <header class="topbar">
            <h1 class="title">
                <button type="button" class="title-button" title={tr("title-start")}
                        onclick={shell.reform(|_: MouseEvent| ShellAction::ShowHome)}>
                    <span class="title-text">{ tr("title") }</span>
                    // On a phone a knight stands for the name (which screen readers still read).
                    <span class="title-icon" aria-hidden="true">{ "♞" }</span>
                </button>
            </h1>
            <nav class="menu" aria-label={tr("menu-label")}>
                if zen {
                    <button type="button" class="zen-exit" onclick={shell.reform(|_: MouseEvent| ShellAction::ToggleZen)}>{ tr("zen-leave") }</button>
                }
                // On a phone the longer names shorten so the menu stays one row in view.
                <button type="button" aria-label={tr("menu-new-game")} onclick={new_game}><span class="wide-only">{ tr("menu-new-game") }</span><span class="narrow-only">{ tr("menu-new-short") }</span></button>
                <button type="button" onclick={games}>{ tr("menu-games") }</button>
                <button type="button" onclick={puzzles}>{ tr("menu-puzzles") }</button>
                <button type="button" aria-label={tr("menu-editor")} onclick={editor}><span class="wide-only">{ tr("menu-editor") }</span><span class="narrow-only">{ tr("menu-editor-short") }</span></button>
                <button type="button" onclick={open(Dialog::Records(RecordsTab::Import))}>{ wide_or_narrow("menu-import") }</button>
                <button type="button" onclick={open(Dialog::Records(RecordsTab::Export))}>{ wide_or_narrow("menu-export") }</button>
                <button type="button" onclick={open(Dialog::Settings)}>{ wide_or_narrow("menu-settings") }</button>
                <button type="button" class="wide-only" aria-label={tr("menu-shortcuts")} title={format!("{} (?)", tr("menu-shortcuts"))} onclick={open(Dialog::Shortcuts)}>{ "?" }</button>
            </nav>
        </header>
    }
}

/// A menu button's name, and on a phone its short form (`<key>-short`), so the menu stays one
/// row in every language.
fn wide_or_narrow(key: &str) -> Html {
    html! {
        <>
            <span class="wide-only">{ tr(key) }</span>
            <span class="narrow-only">{ tr(&format!("{key}-short")) }</span>
        </>
    }
}

/// The banners: a new version ready; this game changed in another tab (with the choice to load
/// the latest or keep this tab's version); an import's progress (floating at the page's foot).
pub fn banners(
    update_available: bool,
    changed_elsewhere: Option<(Callback<()>, Callback<()>)>,
    progress: Option<(usize, usize)>,
) -> Html {
    html! {
        <>
            if update_available {
                <div class="banner" data-testid="update" role="status">
                    { tr("banner-update") }{ " " }
                    <button type="button" onclick={Callback::from(|_| browser::apply_update())}>{ tr("banner-update-reload") }</button>
                </div>
            }
            if let Some((load_latest, keep_ours)) = changed_elsewhere {
                <div class="banner" data-testid="changed-elsewhere" role="status">
                    { tr("banner-changed-elsewhere") }{ " " }
                    <button type="button" onclick={load_latest.reform(|_| ())}>{ tr("banner-load-latest") }</button>
                    <button type="button" onclick={keep_ours.reform(|_| ())}>{ tr("banner-keep-ours") }</button>
                </div>
            }
            if let Some((done, total)) = progress {
                <div class="banner progress-banner" data-testid="import-progress" role="status">
                    <label>{ tr_with("banner-adding-games", &[("done", done.into()), ("total", total.into())]) }
                        <progress aria-label={tr("banner-importing")} aria-valuemin="0" aria-valuemax={total.to_string()}
                                  aria-valuenow={done.to_string()} max={total.to_string()} value={done.to_string()}></progress>
                    </label>
                </div>
            }
        </>
    }
}

/// What the board's column and the panel are drawn from.
pub struct Page<'a> {
    /// The game.
    pub state: &'a GameState,
    /// The player's settings.
    pub settings: &'a Settings,
    /// Where actions go.
    pub dispatch: &'a Callback<Action>,
    /// Where the page's own actions go (dialogs, confirmations).
    pub shell: &'a Callback<ShellAction>,
    /// Have the opening names arrived?
    pub openings_loaded: bool,
    /// The notice to show over the board, if any.
    pub notice: Option<String>,
    /// The start choices, first in the panel, when shown.
    pub start: Option<Html>,
}

impl Page<'_> {
    /// A player's strip: the name (or the computer and its level), the clock, the material.
    fn strip(&self, place: &'static str, color: Color) -> Html {
        let state = self.state;
        let tag = |name: &str| state.tags().known(name).map(str::to_string);
        let name = match state.mode() {
            Mode::VsComputer { human, level } if human != color => {
                tr_with("strip-computer", &[("level", level_label(level).into())])
            }
            Mode::VsComputer { .. } => tr("strip-you"),
            _ => match (tag("White"), tag("Black")) {
                (Some(white), Some(black)) => {
                    if color == Color::White {
                        white
                    } else {
                        black
                    }
                }
                _ => tr(if color == Color::White {
                    "strip-white-player"
                } else {
                    "strip-black-player"
                }),
            },
        };
        let clock = state
            .clock()
            .map(|c| (c.left(color), c.running() == Some(color), c.is_low(color)));
        let [white, black] = captured(state.viewed_position().board());
        let captured = if color == Color::White { white } else { black };
        let to_move = state.in_progress() && state.game().position().turn() == color;
        html! { <PlayerStrip {place} {color} {name} {clock} {captured} {to_move} /> }
    }

    /// The board between the strips, with the evaluation bar and the notice, and the status.
    pub fn board_column(&self) -> Html {
        let (state, settings, dispatch) = (self.state, self.settings, self.dispatch);
        let (analysis_on, _) = state.analysis();
        // The threat's score is the opponent's, not the position's: no bar meanwhile.
        let eval = (analysis_on && state.threat_position().is_none()).then(|| {
            let score = state
                .analysis_lines()
                .and_then(|l| l.first())
                .map(|l| l.score);
            html! { <EvalBar {score} orientation={state.orientation()} /> }
        });
        let view = board_view(state);
        let on_board = {
            let (dispatch, auto_queen) = (dispatch.clone(), settings.auto_queen);
            let confirm = settings.confirm_moves;
            Callback::from(move |event| {
                for action in actions_for(event, auto_queen, confirm) {
                    dispatch.emit(action);
                }
            })
        };
        let animate = settings.animate && state.last_move_source() != MoveSource::Drag;
        html! {
            <section class="board-column" aria-label={tr("board-region")}>
                { self.strip("top", !state.orientation()) }
                <div class={classes!("board-row", eval.is_some().then_some("with-eval"))}>
                    { for eval }
                    <Board {view} {animate} theme={settings.board} pieces={settings.pieces} blindfold={settings.blindfold}
                           coordinates={settings.coordinates} on_event={on_board} />
                </div>
                { self.strip("bottom", state.orientation()) }
                if settings.blindfold != Blindfold::Off {
                    // Blindfold: what happened, in words, for the eyes too.
                    <p class="blindfold-moves" data-testid="blindfold-moves" aria-hidden="true">{ state.announcement() }</p>
                }
                <div class="status-row">
                    <Status game={state.game().clone()} viewing_earlier={!state.at_end()} analysis={state.mode() == Mode::Analysis} />
                    <Toast message={self.notice.clone()} on_dismiss={dispatch.reform(|_| Action::DismissNotice)}
                           undo={self.state.can_restore_deleted().then(|| dispatch.reform(|_| Action::RestoreDeleted))} />
                </div>
            </section>
        }
    }

    /// The panel: the opening, a pending question, the moves, the controls, the engine, the
    /// review.
    pub fn panel(&self) -> Html {
        let (state, settings, dispatch) = (self.state, self.settings, self.dispatch);
        let game = state.game();
        // A Chess960 game names its start position by number (openings are standard chess's).
        let opening = match state.setup().start {
            Start::Chess960(number) => {
                Some(tr_with("opening-chess960", &[("number", number.into())]))
            }
            _ => self
                .openings_loaded
                .then(|| openings::of_line(state.tree(), state.cursor()))
                .flatten()
                .map(|o| o.label()),
        };
        let claimable_draw = game
            .claimable_draw()
            .filter(|_| state.in_progress())
            .map(|r| outcome_reason(&Outcome::Draw(r)));
        html! {
            <aside class="panel">
                { self.start.clone().unwrap_or_default() }
                // First in the panel: beside the board on a wide screen, right under it on a phone.
                if let Some(view) = state.learning_view() {
                    <LearningBox {view} on_action={dispatch.clone()} />
                }
                <p class="opening" data-testid="opening">{ opening.unwrap_or_default() }</p>
                { pending_question(state, dispatch) }
                <MoveList tree={state.tree().clone()} cursor={state.cursor()} review={state.review().clone()}
                          figurines={settings.figurines} clocks={state.clock().is_none() || !state.in_progress()} on_navigate={dispatch.reform(Action::Navigate)} />
                { game_end(state, dispatch, self.shell) }
                <Toolbar can_undo={state.can_take_back()} in_progress={state.in_progress()}
                         vs_computer={matches!(state.mode(), Mode::VsComputer { .. })} {claimable_draw}
                         at_start={state.cursor() == chess_rules::MoveTree::ROOT}
                         at_end={state.tree().node(state.cursor()).children.is_empty()}
                         on_action={dispatch.clone()} on_confirm={self.shell.reform(|what| ShellAction::Open(Dialog::Confirm(what)))} />
                { tree_tools(state, dispatch) }
                <MoveInput on_submit={dispatch.reform(Action::PlayText)} />
                { self.engine_panel() }
                <ReviewPanel review={state.review().clone()} can_start={state.can_review()}
                             start_elsewhere={game_end_shown(state)} verdict={state.verdict_here()}
                             cursor={state.cursor()} ending={state.review_ending()} moments={state.learnable_moments().len()} learning={state.learning().is_some()}
                             on_action={dispatch.clone()} />
            </aside>
        }
    }

    /// The engine: thinking, hints, the analysis lines.
    fn engine_panel(&self) -> Html {
        let state = self.state;
        let opponent = match state.mode() {
            Mode::VsComputer { level, .. } => Some(tr_with(
                "engine-opponent",
                &[("level", level_label(level).into())],
            )),
            _ => None,
        };
        let can_hint = state.movable_color().is_some()
            && !state.engine_thinking()
            && state.engine().hint_pending.is_none();
        html! {
            <AnalysisPanel thinking={state.engine_thinking()} can_move_now={state.can_move_now()} {opponent} {can_hint}
                           hint_pending={state.engine().hint_pending.is_some()} analysis={state.analysis()}
                           lines={state.analysis_lines().map(<[_]>::to_vec)} position={state.viewed_position().clone()}
                           node={state.cursor()} can_play={!state.is_linear()} figurines={self.settings.figurines}
                           threat_on={state.threat_shown()} threat={state.threat_position()}
                           on_action={self.dispatch.clone()} />
        }
    }
}

/// The move that waits for the player's word: discard later moves, or claim a draw.
fn pending_question(state: &GameState, dispatch: &Callback<Action>) -> Html {
    let Some(pending) = state.pending() else {
        return html! {};
    };
    let act = |action: Action| dispatch.reform(move |_: MouseEvent| action.clone());
    match pending.question {
        Question::Confirm => html! {
            <div class="question" role="group" aria-labelledby="confirm-title" data-testid="confirm-move">
                <p id="confirm-title">{ tr_with("confirm-move-question", &[("move", pending.san.as_str().into())]) }</p>
                <button type="button" class="primary" onclick={act(Action::ConfirmDiscard)}>{ tr("confirm-move") }</button>
                <button type="button" onclick={act(Action::CancelDiscard)}>{ tr("cancel") }</button>
            </div>
        },
        Question::Discard(later) => {
            html! {
                <div class="question" role="group" aria-labelledby="discard-title">
                    <p id="discard-title">{ tr_with("discard-question", &[("move", pending.san.as_str().into()), ("later", later.into())]) }</p>
                    <button type="button" onclick={act(Action::ConfirmDiscard)}>{ tr("discard-confirm") }</button>
                    <button type="button" onclick={act(Action::CancelDiscard)}>{ tr("cancel") }</button>
                </div>
            }
        }
    }
}

/// At the end of a game: review it, a rematch, a new game.
fn game_end(state: &GameState, dispatch: &Callback<Action>, shell: &Callback<ShellAction>) -> Html {
    let Some(outcome) = state.outcome().filter(|_| game_end_shown(state)) else {
        return html! {};
    };
    let rematch = {
        let mut setup = state.setup().clone();
        if let Mode::VsComputer { human, level } = setup.mode {
            setup.mode = Mode::VsComputer {
                human: !human,
                level,
            };
        }
        if let Start::Chess960(_) = setup.start {
            setup.start = Start::Chess960((js_sys::Math::random() * 960.0) as u16 % 960);
        }
        dispatch.reform(move |_: MouseEvent| Action::NewGame(setup.clone()))
    };
    let new_game = shell.reform(|_: MouseEvent| ShellAction::Open(Dialog::NewGame));
    // Starts the review, or shows the one already done (the review panel brings a review that
    // starts into sight itself).
    let review = dispatch.reform(|_: MouseEvent| {
        crate::services::browser::scroll_into_view("[data-testid=review-panel]");
        Action::Review(crate::state::review::ReviewAction::Start)
    });
    html! {
        <div class="game-end" role="group" aria-label={tr("game-over")} data-testid="result-box">
            <p class="game-end-result">
                <strong>{ outcome.result().replace("1/2", "½") }</strong>
                { format!(" · {}", outcome_text(&outcome)) }
            </p>
            <button type="button" onclick={review}>{ tr("game-end-review") }</button>
            <button type="button" onclick={dispatch.reform(|_: MouseEvent| Action::Analyse)}>{ tr("game-end-analyse") }</button>
            if state.rematch_makes_sense() {
                <button type="button" onclick={rematch}>{ tr("game-end-rematch") }</button>
            }
            <button type="button" onclick={new_game}>{ tr("menu-new-game") }</button>
        </div>
    }
}

/// Is the box of the game's end (Review game, Analyse, Rematch, New game) shown?
fn game_end_shown(state: &GameState) -> bool {
    state.outcome().is_some() && state.mode() != Mode::Analysis
}

/// Editing the tree at the move shown: promote, make main line, delete, comment.
fn tree_tools(state: &GameState, dispatch: &Callback<Action>) -> Html {
    let node = state.cursor();
    if node == chess_rules::MoveTree::ROOT || state.is_linear() {
        return html! {};
    }
    let edits = state.tree_edits_at(node);
    let act = |action: Action| dispatch.reform(move |_: MouseEvent| action.clone());
    let on_comment = dispatch.reform(|event: Event| {
        let text = event
            .target_dyn_into::<web_sys::HtmlInputElement>()
            .map(|i| i.value())
            .unwrap_or_default();
        Action::SetComment(text)
    });
    let comment = state.comment_words_here();
    html! {
        <div class="tree-tools" role="group" aria-label={tr("tree-this-move")}>
            if edits.promote {
                <button type="button" class="icon" aria-label={tr("tree-promote")} title={tr("tree-promote")}
                        onclick={act(Action::PromoteVariation(node))}>{ "↑" }</button>
            }
            if edits.make_main_line {
                <button type="button" class="icon" aria-label={tr("tree-main-line")} title={tr("tree-main-line")}
                        onclick={act(Action::MakeMainLine(node))}>{ "⤒" }</button>
            }
            if edits.delete {
                <button type="button" class="icon" aria-label={tr("tree-delete")} title={tr("tree-delete-title")}
                        onclick={act(Action::DeleteFrom(node))}>{ "✕" }</button>
            }
            <input type="text" class="comment-input" aria-label={tr("tree-comment")} placeholder={tr("tree-comment")}
                   value={comment} onchange={on_comment} onkeydown={Callback::from(|e: KeyboardEvent| e.stop_propagation())} />
        </div>
    }
}
