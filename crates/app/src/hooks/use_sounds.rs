//! The game's sounds: each new event of the state is heard, when sound is on. The audio is
//! unlocked by the player's first touch of the page (browsers allow no sound before).

use crate::services::sound;
use crate::state::settings::SoundSet;
use crate::state::GameState;
use gloo::events::{EventListener, EventListenerOptions};
use yew::prelude::*;

/// Plays the state's events while `on`, in the voice `set`.
#[hook]
pub fn use_sounds(state: &UseReducerHandle<GameState>, on: bool, set: SoundSet) {
    use_effect_with((), |_| {
        let document = gloo::utils::document();
        // In the capture phase: a control that stops its events (the move box's Enter) is a
        // gesture all the same.
        let options = EventListenerOptions::run_in_capture_phase();
        let listeners: Vec<EventListener> = ["pointerdown", "keydown"]
            .into_iter()
            .map(|name| {
                EventListener::new_with_options(&document, name, options, |_| sound::unlock())
            })
            .collect();
        move || drop(listeners)
    });
    let event = state.event();
    use_effect_with(event.map(|e| e.serial), move |_| {
        if let (true, Some(event)) = (on, event) {
            sound::play(event.kind, set);
        }
    });
}
