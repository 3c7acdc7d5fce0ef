//! The board editor's screen: the board, and beside it the palette, the position's settings,
//! its FEN both ways, why it cannot be played, and the ways to go on from it. The editing
//! itself is `state::editor`; this only renders it and forwards events (a palette piece
//! dragged onto the board: `palette_drag.rs`).

mod fen_field;
mod palette_drag;

use super::board::geometry::piece_code;
use super::board::Board;
use crate::hooks::use_language::use_spoken;
use crate::state::editor::{Editor, EditorAction, Tool};
use crate::state::settings::Settings;
use crate::state::translate::{tr, tr_with};
use crate::state::words::{capitalised, piece_name, side_args};
use crate::state::{GameSetup, Mode};
use chess_rules::{CastlingSide, Color, Piece, Role, Square};
use fen_field::FenField;
use palette_drag::{use_palette_drag, PaletteDrag};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// What the editor needs.
#[derive(Properties, PartialEq, Clone)]
pub struct EditorProps {
    /// The position it opens on.
    pub fen: String,
    /// The board's looks.
    pub settings: Settings,
    /// The level a game against the computer from here is played at.
    pub level: u8,
    /// An analysis or a game from the position set up.
    pub on_start: Callback<GameSetup>,
    /// Back to the game.
    pub on_close: Callback<()>,
}

/// The editor.
#[function_component(EditorScreen)]
pub fn editor_screen(props: &EditorProps) -> Html {
    use_spoken();
    let editor = {
        let fen = props.fen.clone();
        use_reducer(move || Editor::from_fen(&fen))
    };
    let send = {
        let editor = editor.clone();
        Callback::from(move |action: EditorAction| editor.dispatch(action))
    };
    let settings = props.settings;
    let drag = use_palette_drag(
        editor.orientation(),
        send.reform(|(square, piece)| EditorAction::Place(square, piece)),
    );
    html! {
        <main class="layout editor" data-testid="editor">
            <div ref={drag.floating.clone()} class="palette-floating" aria-hidden="true"></div>
            <section class="board-column" aria-label={tr("board-region")}>
                <div class="board-row">
                    <Board view={editor.board_view()} animate={false} theme={settings.board}
                           pieces={settings.pieces} coordinates={settings.coordinates}
                           on_event={send.reform(EditorAction::Board)} />
                </div>
            </section>
            <aside class="panel editor-panel">
                { palette(&editor, &send, &drag) }
                { board_buttons(&send) }
                { position_settings(&editor, &send) }
                <FenField fen={editor.fen()} problem={fen_problem(&editor)}
                          on_fen={send.reform(EditorAction::Fen)} />
                { go_on(&editor, props) }
            </aside>
        </main>
    }
}

/// The tools: the hand, the twelve pieces, the eraser.
fn palette(editor: &Editor, send: &Callback<EditorAction>, drag: &PaletteDrag) -> Html {
    let choose = |tool: Tool| {
        let (send, drag) = (send.clone(), drag.clone());
        Callback::from(move |_: MouseEvent| {
            if !drag.swallow_click() {
                send.emit(EditorAction::Choose(tool));
            }
        })
    };
    let tool_button = |tool: Tool, label: String, content: Html, code: Option<String>| {
        let pressed = editor.tool() == tool;
        let (onpointerdown, onpointermove, onpointerup) = match tool {
            Tool::Put(piece) => {
                let (down, moved, up) = drag.handlers(piece);
                (Some(down), Some(moved), Some(up))
            }
            _ => (None, None, None),
        };
        html! {
            <button type="button" class={classes!("palette-tool", pressed.then_some("chosen"))}
                    aria-pressed={pressed.to_string()} aria-label={label.clone()} title={label}
                    data-palette-piece={code} {onpointerdown} {onpointermove} {onpointerup}
                    onclick={choose(tool)}>
                { content }
            </button>
        }
    };
    let pieces = |color: Color| {
        Role::ALL.iter().rev().map(move |&role| {
            let piece = Piece::new(color, role);
            let code = piece_code(piece);
            let label = capitalised(&piece_name(piece));
            let drawing = html! { <span class={classes!("piece", code.clone())}></span> };
            tool_button(Tool::Put(piece), label, drawing, Some(code))
        })
    };
    html! {
        <div class="palette" role="toolbar" aria-label={tr("editor-pieces")}>
            { tool_button(Tool::Hand, tr("editor-hand-title"), html! { tr("editor-hand") }, None) }
            { tool_button(Tool::Delete, tr("editor-delete-title"), html! { tr("editor-delete") }, None) }
            <div class="palette-row">{ for pieces(Color::White) }</div>
            <div class="palette-row">{ for pieces(Color::Black) }</div>
        </div>
    }
}

fn board_buttons(send: &Callback<EditorAction>) -> Html {
    let button = |key: &str, action: EditorAction| {
        html! { <button type="button" onclick={send.reform(move |_| action.clone())}>{ tr(key) }</button> }
    };
    html! {
        <div class="editor-buttons">
            { button("editor-start-position", EditorAction::StartPosition) }
            { button("editor-clear", EditorAction::Clear) }
            { button("editor-flip", EditorAction::Flip) }
        </div>
    }
}

/// The side to move, castling, en passant and a Chess960 start by number.
fn position_settings(editor: &Editor, send: &Callback<EditorAction>) -> Html {
    let on_turn = send.reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        EditorAction::Turn(if select.value() == "b" {
            Color::Black
        } else {
            Color::White
        })
    });
    let turn = editor.turn();
    let castling = Color::ALL.iter().flat_map(|&color| {
        CastlingSide::ALL.iter().map(move |&side| {
            let [name, key] = side_args(color);
            let label = tr_with(
                "editor-castling-right",
                &[name, key, ("castling", side.san().into())],
            );
            let on_change = send.reform(move |event: Event| {
                let input: HtmlInputElement = event.target_unchecked_into();
                EditorAction::Castling(color, side, input.checked())
            });
            html! {
                <label class="castling-right">
                    <input type="checkbox" checked={editor.castles(color, side)}
                           disabled={!editor.castling_possible(color, side)} onchange={on_change} />
                    { label }
                </label>
            }
        })
    });
    let on_ep = send.reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        EditorAction::EnPassant(select.value().parse::<Square>().ok())
    });
    let ep = editor.en_passant();
    let ep_choices = editor.en_passant_choices().into_iter().map(|square| {
        html! { <option value={square.to_string()} selected={ep == Some(square)}>{ square.to_string() }</option> }
    });
    let on_960 = send.reform(|event: Event| {
        let input: HtmlInputElement = event.target_unchecked_into();
        let number = input.value().parse::<u16>().unwrap_or(0).min(959);
        EditorAction::Chess960(number)
    });
    html! {
        <div class="editor-settings">
            <label>{ tr("editor-turn") }{ " " }
                <select onchange={on_turn}>
                    <option value="w" selected={turn == Color::White}>{ tr("editor-white-to-play") }</option>
                    <option value="b" selected={turn == Color::Black}>{ tr("editor-black-to-play") }</option>
                </select>
            </label>
            <fieldset class="castling">
                <legend>{ tr("editor-castling") }</legend>
                { for castling }
            </fieldset>
            <label>{ tr("editor-en-passant") }{ " " }
                <select onchange={on_ep} disabled={editor.en_passant_choices().is_empty()}>
                    <option value="-" selected={ep.is_none()}>{ tr("editor-none") }</option>
                    { for ep_choices }
                </select>
            </label>
            <label>{ tr("editor-chess960") }{ " " }
                <input type="number" min="0" max="959" placeholder="0-959" onchange={on_960} />
            </label>
        </div>
    }
}

/// Why the last FEN given could not be read, else why the position cannot be played.
fn fen_problem(editor: &Editor) -> Option<String> {
    editor
        .fen_problem()
        .map(str::to_string)
        .or_else(|| editor.problem())
}

/// Analyse, play the computer or a friend from here (only a position that can be played), or
/// go back to the game.
fn go_on(editor: &Editor, props: &EditorProps) -> Html {
    let start = editor.start();
    let disabled = start.is_none();
    let setup_for = |mode: Mode| {
        let (start, on_start) = (start.clone(), props.on_start.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(start) = start.clone() {
                on_start.emit(GameSetup {
                    mode,
                    time_control: None,
                    start,
                });
            }
        })
    };
    let computer = Mode::VsComputer {
        human: editor.turn(),
        level: props.level,
    };
    html! {
        <div class="editor-go-on">
            <button type="button" class="primary" {disabled} onclick={setup_for(Mode::Analysis)}>{ tr("game-end-analyse") }</button>
            <button type="button" {disabled} onclick={setup_for(computer)}>{ tr("editor-play-computer") }</button>
            <button type="button" {disabled} onclick={setup_for(Mode::TwoPlayers)}>{ tr("editor-play-friend") }</button>
            <button type="button" onclick={props.on_close.reform(|_| ())}>{ tr("puzzles-back") }</button>
        </div>
    }
}
