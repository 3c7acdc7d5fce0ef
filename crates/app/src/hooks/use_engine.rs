//! The engine service, fed after every render with the commands the state queued since the
//! last time, its replies dispatched back as actions.

use crate::services::engine::EngineService;
use crate::state::{Action, GameState};
use std::rc::Rc;
use yew::prelude::*;

/// The service for the app's state (one per page).
#[hook]
pub fn use_engine(state: &UseReducerHandle<GameState>) -> EngineService {
    let service = {
        let dispatcher = state.dispatcher();
        use_memo((), move |_| {
            EngineService::new(Rc::new(move |reply| {
                dispatcher.dispatch(Action::Engine(reply))
            }))
        })
    };
    let sent = use_mut_ref(|| 0u64);
    {
        let (state, service) = (state.clone(), service.clone());
        use_effect(move || {
            let mut sent = sent.borrow_mut();
            for (sequence, command) in state.engine().commands_after(*sent) {
                service.run(command);
                *sent = *sequence;
            }
        });
    }
    (*service).clone()
}
