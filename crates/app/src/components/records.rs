//! The game's records: the position as FEN (with a link to share it), importing a pasted FEN
//! or PGN, and exporting the game as PGN (shown, copied or downloaded).

use crate::services::browser;
use crate::state::{Action, Mode};
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// What the panel shows and where it reports.
#[derive(Properties, PartialEq, Clone)]
pub struct RecordsProps {
    /// The position on the board, as FEN.
    pub fen: String,
    /// The game as PGN.
    pub pgn: String,
    /// The mode "Load and play the computer" starts.
    pub computer_mode: Mode,
    /// Receives actions (imports, notices).
    pub on_action: Callback<Action>,
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
                feedback.set(format!("{what} copied"));
            } else {
                on_action.emit(Action::ShowNotice(format!(
                    "The {what} could not be copied to the clipboard; select it and copy it by hand"
                )));
            }
        });
    })
}

/// The panel.
#[function_component(Records)]
pub fn records(props: &RecordsProps) -> Html {
    let import_open = use_state(|| false);
    let export_open = use_state(|| false);
    let feedback = use_state(String::new);
    let text_ref = use_node_ref();

    let toggle = |open: &UseStateHandle<bool>| {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let load = |mode: Mode| {
        let text_ref = text_ref.clone();
        let on_action = props.on_action.clone();
        let import_open = import_open.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(area) = text_ref.cast::<HtmlTextAreaElement>() else {
                return;
            };
            let text = area.value();
            let valid = crate::state::records::read_record(&text).is_ok();
            on_action.emit(Action::Import { text, mode });
            if valid {
                area.set_value("");
                import_open.set(false);
            }
        })
    };
    let on_download = {
        let pgn = props.pgn.clone();
        let on_action = props.on_action.clone();
        let feedback = feedback.clone();
        Callback::from(move |_: MouseEvent| {
            if browser::download("chess-game.pgn", &pgn, "application/x-chess-pgn") {
                feedback.set("PGN downloaded".to_string());
            } else {
                on_action.emit(Action::ShowNotice(
                    "The PGN could not be downloaded".to_string(),
                ));
            }
        })
    };
    let link = browser::link_to_position(&props.fen).unwrap_or_default();
    let stop_keys = Callback::from(|event: KeyboardEvent| event.stop_propagation());
    html! {
        <section class="records" aria-label="Game records">
            <p class="fen-line">
                <span class="label">{ "FEN " }</span>
                <code data-testid="fen">{ props.fen.clone() }</code>
            </p>
            <div class="game-buttons">
                <button type="button" onclick={copy_callback(props.fen.clone(), "FEN", feedback.clone(), props.on_action.clone())}>{ "Copy FEN" }</button>
                <button type="button" onclick={copy_callback(link, "link", feedback.clone(), props.on_action.clone())}>{ "Copy link" }</button>
                <button type="button" onclick={copy_callback(props.pgn.clone(), "PGN", feedback.clone(), props.on_action.clone())}>{ "Copy PGN" }</button>
                <button type="button" onclick={on_download}>{ "Download PGN" }</button>
            </div>
            <div class="game-buttons">
                <button type="button" aria-expanded={import_open.to_string()} onclick={toggle(&import_open)}>{ "Import" }</button>
                <button type="button" aria-expanded={export_open.to_string()} onclick={toggle(&export_open)}>{ "Export" }</button>
                <span class="feedback" role="status">{ (*feedback).clone() }</span>
            </div>
            if *import_open {
                <div class="import">
                    <textarea ref={text_ref.clone()} data-testid="import-text" rows="6" spellcheck="false"
                              aria-label="FEN or PGN to load" placeholder="Paste a FEN or a PGN" onkeydown={stop_keys} />
                    <div class="game-buttons">
                        <button type="button" onclick={load(Mode::TwoPlayers)}>{ "Load" }</button>
                        <button type="button" onclick={load(props.computer_mode)}>{ "Load and play the computer" }</button>
                    </div>
                </div>
            }
            if *export_open {
                <pre class="pgn" data-testid="pgn">{ props.pgn.clone() }</pre>
            }
        </section>
    }
}
