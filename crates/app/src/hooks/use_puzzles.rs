//! The Puzzles screen's state and its effects: the puzzles fetched (the build's
//! `puzzles.tsv`, cached by the service worker for offline use), the player's training read
//! and kept (`use_training_store`), the opponent's moves played a moment after they are due,
//! and the engine judging moves in one's own mistakes.

use super::use_engine::use_engine_service;
use super::use_training_store::use_training_store;
use crate::services::browser::fetch_text;
use crate::services::library_db::LibraryHandle;
use crate::state::puzzles::{PuzzleBook, Trainer, TrainerAction};
use std::rc::Rc;
use yew::prelude::*;

/// The screen's reducer, at the page's time (when a mistake comes back is counted from it).
impl Reducible for Trainer {
    type Action = TrainerAction;

    fn reduce(self: Rc<Self>, action: TrainerAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action, js_sys::Date::now());
        Rc::new(next)
    }
}

/// The trainer for the Puzzles screen, opening the puzzle `wanted` (a link's) first; the
/// training is kept with the games (`library`).
#[hook]
pub fn use_puzzles(wanted: Option<String>, library: &LibraryHandle) -> UseReducerHandle<Trainer> {
    let trainer = use_reducer(move || {
        let seed = (js_sys::Math::random() * u32::MAX as f64) as u64;
        Trainer::new(seed, wanted)
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
    use_training_store(&trainer, library);
    use_opponent_moves(&trainer);
    let dispatcher = trainer.dispatcher();
    use_engine_service(
        trainer.engine(),
        Rc::new(move |reply| dispatcher.dispatch(TrainerAction::Engine(reply))),
    );
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
