//! The engine service, fed after every render with the commands a state queued since the
//! last time, its replies dispatched back as actions.

use crate::services::engine::{EngineService, ReplyHandler};
use crate::state::engine::EngineState;
use crate::state::{Action, GameState};
use std::rc::Rc;
use yew::prelude::*;

/// The service for the app's state (one per page).
#[hook]
pub fn use_engine(state: &UseReducerHandle<GameState>) -> EngineService {
    let dispatcher = state.dispatcher();
    use_engine_service(
        state.engine(),
        Rc::new(move |reply| dispatcher.dispatch(Action::Engine(reply))),
    )
}

/// A service of its own for a state's searches (`engine`), its replies to `on_reply` (the
/// first render's: a reducer's dispatcher does not change). Its workers end with it.
#[hook]
pub fn use_engine_service(engine: &EngineState, on_reply: ReplyHandler) -> EngineService {
    let service = use_memo((), move |_| EngineService::new(on_reply));
    let sent = use_mut_ref(|| 0u64);
    let commands: Vec<_> = engine.commands_after(*sent.borrow()).cloned().collect();
    {
        let service = service.clone();
        use_effect(move || {
            for (sequence, command) in &commands {
                service.run(command);
                *sent.borrow_mut() = *sequence;
            }
        });
    }
    (*service).clone()
}
