//! The Puzzles screen's state and its effects: the player's progress read from the browser
//! (unreadable progress kept aside, and said), the puzzles fetched (the build's
//! `puzzles.tsv`, cached by the service worker for offline use), progress kept after each
//! change, the opponent's moves played a moment after they are due.

use crate::services::browser::fetch_text;
use crate::services::storage;
use crate::state::puzzles::{Progress, PuzzleBook, Trainer, TrainerAction};
use std::rc::Rc;
use yew::prelude::*;

/// The stored progress, or a fresh start with the reason.
fn stored_progress() -> (Progress, Option<String>) {
    let Some(text) = storage::get(storage::PUZZLES_KEY) else {
        return (Progress::default(), None);
    };
    match Progress::from_json(&text) {
        Ok(progress) => (progress, None),
        Err(reason) => {
            let _ = storage::set(storage::PUZZLES_UNREADABLE_KEY, &text);
            (Progress::default(), Some(reason))
        }
    }
}

/// The trainer for the Puzzles screen, opening the puzzle `wanted` (a link's) first.
#[hook]
pub fn use_puzzles(wanted: Option<String>) -> UseReducerHandle<Trainer> {
    let trainer = use_reducer(move || {
        let (progress, notice) = stored_progress();
        let seed = (js_sys::Math::random() * u32::MAX as f64) as u64;
        Trainer::new(progress, seed, wanted, notice)
    });
    {
        let dispatcher = trainer.dispatcher();
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                let text = fetch_text("./puzzles.tsv").await.unwrap_or_default();
                dispatcher.dispatch(TrainerAction::Loaded(Rc::new(PuzzleBook::read(&text))));
            });
        });
    }
    use_effect_with(trainer.progress().to_json(), |json| {
        let _ = storage::set(storage::PUZZLES_KEY, json);
    });
    use_opponent_moves(&trainer);
    trainer
}

/// How long the opponent's move waits, so the player sees the board before it and then the
/// move itself (lichess shows a puzzle's first move the same way).
const OPPONENT_DELAY_MS: u32 = 500;

/// Plays the opponent's move a moment after it is due (a new due move restarts the wait; one
/// no longer due is dropped with its timer).
#[hook]
fn use_opponent_moves(trainer: &UseReducerHandle<Trainer>) {
    let due = trainer
        .solving()
        .filter(|s| s.opponent_to_move())
        .map(|s| (s.puzzle().id.clone(), s.position().to_fen()));
    let dispatcher = trainer.dispatcher();
    use_effect_with(due, move |due| {
        let timer = due.is_some().then(|| {
            gloo::timers::callback::Timeout::new(OPPONENT_DELAY_MS, move || {
                dispatcher.dispatch(TrainerAction::OpponentMoves)
            })
        });
        move || drop(timer)
    });
}
