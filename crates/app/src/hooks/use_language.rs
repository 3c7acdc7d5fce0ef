//! The page's language: the one chosen in Settings, or the first of the browser's the app
//! speaks; its messages fetched when it is not English (built in), then spoken. The app gives
//! the language spoken to the components below it in a context ([`Spoken`]).

use crate::services::browser::fetch_text;
use crate::services::i18n;
use crate::state::settings::Language;
use yew::prelude::*;

/// The language spoken now, following the setting. `on_spoken` is told when a language starts
/// being spoken, in the same task (so what it changes renders with the language, never after
/// it: an effect of the render could run only once Yew has yielded to the browser).
#[hook]
pub fn use_language(choice: Language, on_spoken: Callback<()>) -> &'static str {
    let spoken = use_state(crate::state::translate::spoken);
    {
        let spoken = spoken.clone();
        use_effect_with(choice, move |&choice| {
            let code = choice.code(&i18n::browser_languages());
            wasm_bindgen_futures::spawn_local(async move {
                let messages = match code {
                    "en" => Some(String::new()),
                    _ if i18n::load_formatter().await => {
                        fetch_text(&format!("./i18n/{code}.ftl")).await
                    }
                    _ => None,
                };
                // Offline before the file was ever fetched: the page stays in English.
                if let Some(messages) = messages {
                    i18n::speak(code, &messages);
                    spoken.set(code);
                    on_spoken.emit(());
                }
            });
        });
    }
    *spoken
}

/// The language spoken, given by the app to every component below it: a component whose
/// texts are translated calls [`use_spoken`], so a change of language renders it again.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spoken(pub &'static str);

/// Renders the calling component again when the language changes.
#[hook]
pub fn use_spoken() -> &'static str {
    use_context::<Spoken>().map_or("en", |spoken| spoken.0)
}
