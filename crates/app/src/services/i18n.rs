//! The page's languages, by Project Fluent: the messages live in `web/i18n/<code>.ftl`. English
//! is built in (`state::translate`), so the first paint carries no formatter; another language
//! is fetched when chosen, with Fluent's own formatter (`@fluent/bundle`, `fluent-bundle.js`:
//! the Rust crate would have added a sixth to the first paint), installed as the formatter
//! `tr` asks first. Both are cached for offline use like every file of the site.

use crate::state::messages::Arg;
use crate::state::settings::Language;
use crate::state::translate;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
const bundles = {};
export function fluent_load() {
  if (globalThis.FluentBundle) return Promise.resolve(true);
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = './fluent-bundle.js';
    script.onload = () => resolve(true);
    script.onerror = () => resolve(false);
    document.head.append(script);
  });
}
export function fluent_add(code, ftl, isolating) {
  const F = globalThis.FluentBundle;
  if (!F) return 'the Fluent script is missing';
  // Numbers in Latin digits in every language, as the clocks, the moves and the board write them
  // (an Arabic or Persian browser's own default may be its Eastern Arabic digits).
  const bundle = new F.FluentBundle(`${code}-u-nu-latn`, { useIsolating: isolating });
  const errors = bundle.addResource(new F.FluentResource(ftl));
  bundles[code] = bundle;
  return errors.map(String).join('; ');
}
export function fluent_format(code, key, args) {
  const bundle = bundles[code];
  const message = bundle && bundle.getMessage(key);
  if (!message || !message.value) return undefined;
  return bundle.formatPattern(message.value, args);
}
"#)]
extern "C" {
    fn fluent_load() -> js_sys::Promise;
    fn fluent_add(code: &str, ftl: &str, isolating: bool) -> String;
    fn fluent_format(code: &str, key: &str, args: &JsValue) -> Option<String>;
}

/// Loads Fluent's formatter (once); false if it could not be fetched.
pub async fn load_formatter() -> bool {
    wasm_bindgen_futures::JsFuture::from(fluent_load())
        .await
        .ok()
        .and_then(|loaded| loaded.as_bool())
        .unwrap_or(false)
}

/// Speaks `code` from now on, its messages read from `ftl` (a language's file; English's is
/// built in). Call [`load_formatter`] first for any other language.
pub fn speak(code: &'static str, ftl: &str) {
    let direction = Language::direction(code);
    let formatter: Option<translate::Formatter> = (code != "en").then(|| {
        // In a right-to-left sentence each value (a move, a square, a FEN) is isolated, so
        // "Nf3" or "e8=Q+" keeps its own left-to-right order and its signs stay where they are.
        let problems = fluent_add(code, ftl, direction == "rtl");
        if !problems.is_empty() {
            web_sys::console::error_1(&format!("{code}.ftl: {problems}").into());
        }
        Box::new(move |key: &str, args: &[(&str, Arg)]| fluent_format(code, key, &js_args(args)))
            as translate::Formatter
    });
    translate::speak(code, formatter);
    set_page_language(code, direction);
}

fn js_args(args: &[(&str, Arg)]) -> JsValue {
    let object = js_sys::Object::new();
    for (name, value) in args {
        let value = match value {
            Arg::Number(n) => JsValue::from_f64(*n),
            Arg::Text(text) => JsValue::from_str(text),
        };
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str(name), &value);
    }
    object.into()
}

/// `<html lang>` follows the language (screen readers pronounce by it), and `<html dir>` the
/// direction it is written in (the page's CSS keeps the board left to right).
fn set_page_language(code: &str, direction: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", code);
        let _ = root.set_attribute("dir", direction);
    }
}

/// The browser's languages, in its order of preference.
pub fn browser_languages() -> Vec<String> {
    web_sys::window()
        .map(|w| w.navigator().languages())
        .map(|list| list.iter().filter_map(|v| v.as_string()).collect())
        .unwrap_or_default()
}
