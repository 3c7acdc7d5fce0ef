//! Switching the whole game: a new game, one resumed from the library or a link, an imported
//! record, the game turned into an analysis, a restored clock.

use super::clock::Clock;
use super::game_state::{GameSetup, GameState, Mode};
use super::records::export::player_names;
use super::records::Record;
use super::shapes::Shapes;
use crate::state::translate::{sentences, tr};

impl GameState {
    pub(in crate::state) fn new_game(&mut self, setup: GameSetup) {
        let mut next = GameState::new(setup);
        next.analysis.lines = self.analysis.lines;
        next.engine.seed = self.engine.seed;
        self.resume(next);
        self.announcement = sentences(&[&tr("said-new-game"), &self.turn_announcement()]);
    }

    pub(in crate::state) fn resume(&mut self, mut kept: GameState) {
        self.engine.reset_game_searches();
        self.engine.stop_analysis();
        kept.engine.continue_ids_from(&self.engine);
        kept.engine.take_outbox_from(&self.engine);
        kept.engine.thinking = None;
        kept.engine.analysis_pending = None;
        kept.announcement = sentences(&[&tr("said-game-restored"), &kept.turn_announcement()]);
        *self = kept;
        self.start_engine_if_its_turn();
        self.start_analysis_if_wanted();
    }

    /// Stops playing and analyses the game: moves go anywhere, variations are kept.
    pub(in crate::state) fn analyse(&mut self) {
        self.stop_play();
        // The players keep their names (the analysis board would call them White and Black).
        let (white, black) = player_names(self.setup.mode);
        self.tags.fill("White", white);
        self.tags.fill("Black", black);
        self.setup.mode = Mode::Analysis;
        self.analysis.on = true;
        self.start_analysis_if_wanted();
    }

    /// Is a rematch (the same set-up again, colours swapped against the computer) a game this
    /// board can offer? Not for an imported game between named players: they are not here.
    pub fn rematch_makes_sense(&self) -> bool {
        let named = self.tags.known("White").is_some() || self.tags.known("Black").is_some();
        matches!(self.setup.mode, Mode::VsComputer { .. }) || !named
    }

    /// Switches to a game read from a FEN or PGN, played in `mode`.
    pub(in crate::state) fn load(&mut self, record: Record, mode: Mode) {
        let mut tree = record.tree;
        let shapes = Shapes::taken_from(&mut tree);
        let mut next = GameState::from_tree(tree, mode);
        next.tags = record.tags;
        next.shapes = shapes;
        next.notice = record.notice;
        next.analysis.lines = self.analysis.lines;
        self.resume(next);
        self.announcement = sentences(&[&tr("said-game-loaded"), &self.turn_announcement()]);
    }

    /// A restored timed game: its clock waits, paused, and the player is told.
    pub fn with_paused_clock(mut self, clock: Option<Clock>) -> GameState {
        if let Some(clock) = clock {
            if clock.started() && self.in_progress() {
                self.notice = Some(tr("notice-clocks-paused"));
            }
            self.clock = Some(clock);
        }
        self
    }
}
