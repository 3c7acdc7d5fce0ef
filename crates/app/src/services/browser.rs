//! Small services of the browser: the clipboard, downloads, the address bar and the service
//! worker.

use wasm_bindgen::prelude::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Copies text to the clipboard; the future resolves to whether it worked.
pub async fn copy(text: String) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let promise = window.navigator().clipboard().write_text(&text);
    JsFuture::from(promise).await.is_ok()
}

/// Offers text as a file download.
pub fn download(file_name: &str, text: &str, mime: &str) -> bool {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return false;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return false;
    };
    let Ok(link) = document
        .create_element("a")
        .map(|e| e.unchecked_into::<web_sys::HtmlAnchorElement>())
    else {
        return false;
    };
    link.set_href(&url);
    link.set_download(file_name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    true
}

/// The `fen` parameter of the page's address, if any.
pub fn fen_in_address() -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&search)
        .ok()?
        .get("fen")
}

/// Removes the query from the address bar (so a reload does not load a shared position again).
pub fn clear_address_query() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(path) = window.location().pathname() else {
        return;
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}

/// A link to this page that opens the given position.
pub fn link_to_position(fen: &str) -> Option<String> {
    let location = web_sys::window()?.location();
    let base = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
    let query = web_sys::UrlSearchParams::new().ok()?;
    query.set("fen", fen);
    Some(format!("{base}?{}", String::from(query.to_string())))
}

/// Today's date as PGN writes it: `YYYY.MM.DD`.
pub fn today() -> String {
    let date = js_sys::Date::new_0();
    format!(
        "{:04}.{:02}.{:02}",
        date.get_full_year(),
        date.get_month() + 1,
        date.get_date()
    )
}

/// A parameter of the page's address (`?name=value`), if present.
pub fn query_param(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    web_sys::UrlSearchParams::new_with_str(&search)
        .ok()?
        .get(name)
}

fn service_workers() -> Option<web_sys::ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    js_sys::Reflect::has(&navigator, &"serviceWorker".into())
        .unwrap_or(false)
        .then(|| navigator.service_worker())
}

/// Registers the service worker that keeps the app working offline (ignored where
/// unsupported). A new version found later waits until the player agrees to reload
/// (`on_update` is called then): until that, this page keeps being served the files of the
/// version it loaded, never a mix.
pub fn register_service_worker(on_update: impl Fn() + 'static) {
    let Some(container) = service_workers() else {
        return;
    };
    let promise = container.register("./sw.js");
    let on_update = std::rc::Rc::new(on_update);
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(registration) = JsFuture::from(promise).await else {
            return;
        };
        let Ok(registration) = registration.dyn_into::<web_sys::ServiceWorkerRegistration>() else {
            return;
        };
        let controlled = move || service_workers().and_then(|c| c.controller()).is_some();
        if registration.waiting().is_some() && controlled() {
            on_update();
        }
        let watched = registration.clone();
        let onupdatefound = Closure::<dyn Fn()>::new(move || {
            let Some(installing) = watched.installing() else {
                return;
            };
            let on_update = on_update.clone();
            let worker = installing.clone();
            let onstatechange = Closure::<dyn Fn()>::new(move || {
                if worker.state() == web_sys::ServiceWorkerState::Installed && controlled() {
                    on_update();
                }
            });
            installing.set_onstatechange(Some(onstatechange.as_ref().unchecked_ref()));
            onstatechange.forget();
        });
        registration.set_onupdatefound(Some(onupdatefound.as_ref().unchecked_ref()));
        onupdatefound.forget();
        // Look for a new version now and then while the page stays open.
        let checked = registration.clone();
        gloo::timers::callback::Interval::new(30 * 60 * 1000, move || {
            let _ = checked.update();
        })
        .forget();
    });
}

/// Lets the waiting new version take over, then reloads the page into it.
pub fn apply_update() {
    let Some(container) = service_workers() else {
        return;
    };
    let reload = Closure::<dyn Fn()>::new(|| {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    });
    container.set_oncontrollerchange(Some(reload.as_ref().unchecked_ref()));
    reload.forget();
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(registration) = JsFuture::from(container.get_registration()).await else {
            return;
        };
        let waiting = registration
            .dyn_into::<web_sys::ServiceWorkerRegistration>()
            .ok()
            .and_then(|r| r.waiting());
        match waiting {
            Some(waiting) => {
                let _ = waiting.post_message(&"skip-waiting".into());
            }
            None => {
                if let Some(window) = web_sys::window() {
                    let _ = window.location().reload();
                }
            }
        }
    });
}

/// Scrolls the page just enough to show the first element matching `selector` whole (or as
/// much of it as fits).
pub fn scroll_into_view(selector: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten());
    if let Some(element) = element {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        element.scroll_into_view_with_scroll_into_view_options(&options);
    }
}

/// A file of the site as text (`None`: not there, or no network and not cached).
pub async fn fetch_text(url: &str) -> Option<String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let window = web_sys::window()?;
    let response = JsFuture::from(window.fetch_with_str(url)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}
