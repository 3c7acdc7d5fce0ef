//! Import and export: the position as FEN (with a link to share it), a pasted FEN or PGN to
//! load (or a file of many games to add to the library), and the game as PGN (shown, copied or
//! downloaded).

use super::modal::Modal;
use crate::hooks::use_language::use_spoken;
use crate::services::browser;
use crate::state::shell::RecordsTab;
use crate::state::translate::tr;
use crate::state::{records, Action, Mode};
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// What the dialog shows and where it reports.
#[derive(Properties, PartialEq, Clone)]
pub struct RecordsProps {
    /// Which tab opens.
    pub tab: RecordsTab,
    /// The position on the board, as FEN.
    pub fen: String,
    /// The game as PGN.
    pub pgn: String,
    /// The mode "Load and play the computer" starts.
    pub computer_mode: Mode,
    /// Receives actions (imports, notices).
    pub on_action: Callback<Action>,
    /// Adds every game of a PGN to the library.
    pub on_import_all: Callback<String>,
    /// Adds the games of a PGN to the library without opening one (the games after the first
    /// when a Load opens the first).
    pub on_add_rest: Callback<String>,
    /// Closes the dialog.
    pub on_close: Callback<()>,
}

/// Copies text, reporting "Copied" in `feedback` or a notice on failure.
fn copy_callback(
    text: String,
    what: &'static str,
    feedback: UseStateHandle<String>,
    on_action: Callback<Action>,
) -> Callback<MouseEvent> {
    Callback::from(move |_| {
        let (text, feedback, on_action) = (text.clone(), feedback.clone(), on_action.clone());
        wasm_bindgen_futures::spawn_local(async move {
            if browser::copy(text).await {
                feedback.set(tr(&format!("records-copied-{what}")));
            } else {
                on_action.emit(Action::ShowNotice(tr(&format!(
                    "records-copy-failed-{what}"
                ))));
            }
        });
    })
}

/// The dialog.
#[function_component(RecordsDialog)]
pub fn records_dialog(props: &RecordsProps) -> Html {
    use_spoken();
    let tab = use_state(|| props.tab);
    let feedback = use_state(String::new);
    let error = use_state(|| None::<String>);
    let text_ref = use_node_ref();
    let load = |mode: Mode| {
        let (text_ref, on_action, on_close, error) = (
            text_ref.clone(),
            props.on_action.clone(),
            props.on_close.clone(),
            error.clone(),
        );
        let on_add_rest = props.on_add_rest.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(area) = text_ref.cast::<HtmlTextAreaElement>() else {
                return;
            };
            // Read once, here (the text crosses from JavaScript to wasm once), and parsed once:
            // the game read goes to the state as it is.
            let text = area.value();
            match records::read_record(&text) {
                Ok(record) => {
                    on_action.emit(Action::Load {
                        record: Box::new(record),
                        mode,
                    });
                    // A file of many games: the first opens, every other one is kept too.
                    if let Some(rest) = records::games_after_the_first(&text) {
                        on_add_rest.emit(rest);
                    }
                    on_close.emit(());
                }
                // The error stays here, beside the text that caused it.
                Err(message) => error.set(Some(message)),
            }
        })
    };
    let import_all = {
        let (text_ref, on_import_all, on_close) = (
            text_ref.clone(),
            props.on_import_all.clone(),
            props.on_close.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            if let Some(area) = text_ref.cast::<HtmlTextAreaElement>() {
                on_import_all.emit(area.value());
                on_close.emit(());
            }
        })
    };
    let clear_error = {
        let error = error.clone();
        Callback::from(move |_: InputEvent| error.set(None))
    };
    let switch = |to: RecordsTab| {
        let tab = tab.clone();
        Callback::from(move |_: MouseEvent| tab.set(to))
    };
    html! {
        <Modal title={tr("records-title")} on_close={props.on_close.clone()} class="records">
            <div class="tabs" role="tablist">
                <button type="button" role="tab" aria-selected={(*tab == RecordsTab::Import).to_string()} onclick={switch(RecordsTab::Import)}>{ tr("menu-import") }</button>
                <button type="button" role="tab" aria-selected={(*tab == RecordsTab::Export).to_string()} onclick={switch(RecordsTab::Export)}>{ tr("menu-export") }</button>
            </div>
            if *tab == RecordsTab::Import {
                <div class="import">
                    <textarea ref={text_ref.clone()} data-testid="import-text" rows="8" spellcheck="false"
                              aria-label={tr("records-text")} placeholder={tr("records-placeholder")}
                              aria-invalid={error.is_some().then_some("true")} oninput={clear_error} />
                    if let Some(message) = (*error).clone() {
                        <p class="field-error" data-testid="import-error" role="alert">{ message }</p>
                    }
                    <div class="dialog-buttons">
                        <button type="button" class="primary" onclick={load(Mode::TwoPlayers)}>{ tr("records-load") }</button>
                        <button type="button" onclick={load(Mode::Analysis)}>{ tr("records-load-analyse") }</button>
                        <button type="button" onclick={load(props.computer_mode)}>{ tr("records-load-computer") }</button>
                        <button type="button" onclick={import_all}>{ tr("records-add-all") }</button>
                    </div>
                </div>
            } else {
                { export_tab(props, &feedback) }
            }
        </Modal>
    }
}

/// The export tab: the FEN and the PGN, to copy, link or download.
fn export_tab(props: &RecordsProps, feedback: &UseStateHandle<String>) -> Html {
    let on_download = {
        let (pgn, on_action, feedback) =
            (props.pgn.clone(), props.on_action.clone(), feedback.clone());
        Callback::from(move |_: MouseEvent| {
            if browser::download("chess-game.pgn", &pgn, "application/x-chess-pgn") {
                feedback.set(tr("records-downloaded"));
            } else {
                on_action.emit(Action::ShowNotice(tr("records-download-failed")));
            }
        })
    };
    let link = browser::link_to_position(&props.fen).unwrap_or_default();
    html! {
        <div class="export">
            <p class="fen-line">
                <span class="label">{ "FEN " }</span>
                <code data-testid="fen">{ props.fen.clone() }</code>
            </p>
            <div class="dialog-buttons">
                <button type="button" onclick={copy_callback(props.fen.clone(), "fen", feedback.clone(), props.on_action.clone())}>{ tr("records-copy-fen") }</button>
                <button type="button" onclick={copy_callback(link, "link", feedback.clone(), props.on_action.clone())}>{ tr("records-copy-link") }</button>
                <button type="button" onclick={copy_callback(props.pgn.clone(), "pgn", feedback.clone(), props.on_action.clone())}>{ tr("records-copy-pgn") }</button>
                <button type="button" onclick={on_download}>{ tr("records-download") }</button>
                <span class="feedback" role="status">{ (**feedback).clone() }</span>
            </div>
            <pre class="pgn" data-testid="pgn">{ props.pgn.clone() }</pre>
        </div>
    }
}
