//! The page around the game: which game it is (its id in the library), this tab's id, the
//! settings, the new-game choices, the dialog open and the screen shown (the game or the
//! board editor). The decisions between them live here,
//! tested natively: which dialog "New game" opens, what a confirmation leads to, when the game
//! gets a new id. What the shell cannot do itself (keeping a game, a tab's lease, writing the
//! browser's storage) the app's hooks carry out around it.

use super::new_game_prefs::NewGamePrefs;
use super::settings::Settings;
use super::Action;
use std::rc::Rc;
use yew::Reducible;

/// Which tab of the Import/Export dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordsTab {
    /// Paste a FEN or PGN.
    Import,
    /// The game's FEN, PGN and link.
    Export,
}

/// What asks for confirmation before it is done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// Resign the game.
    Resign,
    /// Agree to a draw (two players on this device).
    AgreeDraw,
    /// Leave the game for a new one.
    NewGame,
    /// Leave a game in progress for another screen.
    LeaveFor(Away),
}

/// A screen away from the game (see [`Screen`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Away {
    /// The board editor.
    Editor,
    /// Puzzles.
    Puzzles,
}

impl Confirm {
    /// The game action a confirmation carries out, if any (leaving the game only opens the
    /// New game dialog: the game changes when the new one starts).
    pub fn game_action(self) -> Option<Action> {
        match self {
            Confirm::Resign => Some(Action::Resign),
            Confirm::AgreeDraw => Some(Action::AgreeDraw),
            Confirm::NewGame | Confirm::LeaveFor(_) => None,
        }
    }
}

/// The dialog open over the page, if any.
#[derive(Clone, Debug, PartialEq)]
pub enum Dialog {
    /// None.
    None,
    /// Setting up a new game.
    NewGame,
    /// Asking before an action that ends or leaves a game.
    Confirm(Confirm),
    /// Import or export.
    Records(RecordsTab),
    /// The games list.
    Games,
    /// The settings.
    Settings,
    /// The keyboard shortcuts.
    Shortcuts,
}

/// What the page shows beside the menu.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    /// The game (or analysis), its board and panel.
    Game,
    /// The board editor, opened on this FEN.
    Editor(String),
    /// Puzzles, opening the one with this id if given (a link's).
    Puzzles(Option<String>),
}

impl Screen {
    /// Which screen away from the game this is (`None`: the game).
    pub fn away(&self) -> Option<Away> {
        match self {
            Screen::Game => None,
            Screen::Editor(_) => Some(Away::Editor),
            Screen::Puzzles(_) => Some(Away::Puzzles),
        }
    }
}

/// Whether the start choices (play the computer, a friend, puzzles...) show beside the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Home {
    /// While the game on the board has no move (a first visit); its first move hides them.
    UntilAMove,
    /// Asked for (the title): shown until a choice is made or a move played.
    Shown,
    /// Not shown.
    Hidden,
}

impl Home {
    /// Are the choices shown, for a game with or without moves?
    pub fn shown(self, game_has_moves: bool) -> bool {
        match self {
            Home::UntilAMove => !game_has_moves,
            Home::Shown => true,
            Home::Hidden => false,
        }
    }
}

/// The page around the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Shell {
    /// The game's id in the library.
    pub game_id: String,
    /// This tab's id (for the lease on the game it plays).
    pub tab: String,
    /// The player's settings.
    pub settings: Settings,
    /// The choices of the last new game, offered again.
    pub prefs: NewGamePrefs,
    /// The dialog open.
    pub dialog: Dialog,
    /// The game or the board editor.
    pub screen: Screen,
    /// The screen shown once leaving the game is confirmed.
    screen_waiting: Option<Screen>,
    /// The start choices beside the board.
    pub home: Home,
}

/// What changes the shell.
#[derive(Clone, Debug, PartialEq)]
pub enum ShellAction {
    /// Open a dialog.
    Open(Dialog),
    /// Close the dialog open.
    Close,
    /// "New game" from the menu, a shortcut or the result box: asks first when a game in
    /// progress would be left.
    AskForNewGame {
        /// Would a game in progress be left?
        game_in_progress: bool,
    },
    /// The player confirmed what the dialog asked.
    Confirmed,
    /// A new game was set up with these choices (kept to offer again); the dialog closes.
    Started(NewGamePrefs),
    /// The page now shows another game, with this id.
    SwitchTo(String),
    /// The settings changed.
    ChangeSettings(Settings),
    /// Zen mode on or off (`z`, or its button).
    ToggleZen,
    /// "Board editor" or "Puzzles" from the menu: asks first when a game in progress would be
    /// left (its clock would run on unseen).
    Show {
        /// Would a game in progress be left?
        game_in_progress: bool,
        /// The screen to show.
        screen: Screen,
    },
    /// Back to the game.
    BackToGame,
    /// The start choices (the title): shown over the side panel, the board in place.
    ShowHome,
    /// A choice was made, a move played, or "Continue": the start choices go.
    LeaveHome,
}

impl Shell {
    /// A shell for this game, tab, settings and choices, with no dialog open.
    pub fn new(game_id: String, tab: String, settings: Settings, prefs: NewGamePrefs) -> Self {
        Shell {
            game_id,
            tab,
            settings,
            prefs,
            dialog: Dialog::None,
            screen: Screen::Game,
            screen_waiting: None,
            home: Home::UntilAMove,
        }
    }

    /// Carries out an action.
    pub fn apply(&mut self, action: ShellAction) {
        match action {
            ShellAction::Open(dialog) => self.dialog = dialog,
            ShellAction::Close => self.dialog = Dialog::None,
            ShellAction::AskForNewGame { game_in_progress } => {
                self.dialog = if game_in_progress {
                    Dialog::Confirm(Confirm::NewGame)
                } else {
                    Dialog::NewGame
                }
            }
            ShellAction::Confirmed => {
                if let Dialog::Confirm(Confirm::LeaveFor(_)) = self.dialog {
                    self.screen = self.screen_waiting.take().unwrap_or(Screen::Game);
                }
                self.dialog = self.after_confirmation();
            }
            ShellAction::Started(prefs) => {
                self.prefs = prefs;
                self.dialog = Dialog::None;
                self.screen = Screen::Game;
                self.home = Home::Hidden;
            }
            ShellAction::Show {
                game_in_progress,
                screen,
            } => match screen.away() {
                Some(away) if game_in_progress && self.screen == Screen::Game => {
                    self.screen_waiting = Some(screen);
                    self.dialog = Dialog::Confirm(Confirm::LeaveFor(away));
                }
                _ => {
                    self.dialog = Dialog::None;
                    self.screen = screen;
                }
            },
            ShellAction::BackToGame => self.screen = Screen::Game,
            ShellAction::ShowHome => {
                self.screen = Screen::Game;
                self.dialog = Dialog::None;
                self.home = Home::Shown;
            }
            ShellAction::LeaveHome => self.home = Home::Hidden,
            ShellAction::SwitchTo(game_id) => self.game_id = game_id,
            ShellAction::ChangeSettings(settings) => self.settings = settings,
            ShellAction::ToggleZen => self.settings.zen = !self.settings.zen,
        }
    }

    /// The dialog after a confirmation: leaving the game leads to setting up the next one;
    /// anything else is done, and the dialog closes.
    fn after_confirmation(&self) -> Dialog {
        match self.dialog {
            Dialog::Confirm(Confirm::NewGame) => Dialog::NewGame,
            _ => Dialog::None,
        }
    }
}

impl Reducible for Shell {
    type Action = ShellAction;

    fn reduce(self: Rc<Self>, action: ShellAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shell() -> Shell {
        Shell::new(
            "game-1".into(),
            "tab-1".into(),
            Settings::default(),
            NewGamePrefs::default(),
        )
    }

    fn after(actions: impl IntoIterator<Item = ShellAction>) -> Shell {
        let mut shell = shell();
        for action in actions {
            shell.apply(action);
        }
        shell
    }

    #[test]
    fn the_start_choices_show_until_a_move_then_on_asking_until_a_choice() {
        let first = shell();
        assert!(
            first.home.shown(false),
            "a first visit: the board has no move"
        );
        assert!(!first.home.shown(true), "a game with moves shows the game");
        let asked = after([ShellAction::ShowHome]);
        assert!(
            asked.home.shown(true),
            "the title shows them over a game too"
        );
        assert!(!after([ShellAction::ShowHome, ShellAction::LeaveHome])
            .home
            .shown(false));
        let started = after([
            ShellAction::ShowHome,
            ShellAction::Started(NewGamePrefs::default()),
        ]);
        assert!(
            !started.home.shown(false),
            "a new game from them hides them"
        );
        let from_puzzles = after([
            ShellAction::Show {
                game_in_progress: false,
                screen: Screen::Puzzles(None),
            },
            ShellAction::ShowHome,
        ]);
        assert_eq!(
            from_puzzles.screen,
            Screen::Game,
            "the title leads back from any screen"
        );
    }

    #[test]
    fn new_game_asks_first_only_when_a_game_in_progress_would_be_left() {
        let asked = after([ShellAction::AskForNewGame {
            game_in_progress: true,
        }]);
        assert_eq!(asked.dialog, Dialog::Confirm(Confirm::NewGame));
        let direct = after([ShellAction::AskForNewGame {
            game_in_progress: false,
        }]);
        assert_eq!(direct.dialog, Dialog::NewGame);
    }

    #[test]
    fn confirming_to_leave_the_game_opens_the_new_game_dialog() {
        let shell = after([
            ShellAction::AskForNewGame {
                game_in_progress: true,
            },
            ShellAction::Confirmed,
        ]);
        assert_eq!(shell.dialog, Dialog::NewGame);
        assert_eq!(
            shell.game_id, "game-1",
            "the game changes only when one starts"
        );
    }

    #[test]
    fn confirming_a_resignation_closes_the_dialog_and_carries_the_action() {
        let shell = after([
            ShellAction::Open(Dialog::Confirm(Confirm::Resign)),
            ShellAction::Confirmed,
        ]);
        assert_eq!(shell.dialog, Dialog::None);
        assert_eq!(Confirm::Resign.game_action(), Some(Action::Resign));
        assert_eq!(Confirm::AgreeDraw.game_action(), Some(Action::AgreeDraw));
        assert_eq!(Confirm::NewGame.game_action(), None);
    }

    #[test]
    fn starting_a_game_keeps_its_choices_and_closes_the_dialog() {
        let chosen = NewGamePrefs {
            level: 7,
            ..NewGamePrefs::default()
        };
        let shell = after([
            ShellAction::Open(Dialog::NewGame),
            ShellAction::Started(chosen.clone()),
        ]);
        assert_eq!(shell.prefs, chosen);
        assert_eq!(shell.dialog, Dialog::None);
    }

    #[test]
    fn switching_changes_the_game_id_and_nothing_else() {
        let before = after([ShellAction::Open(Dialog::Games)]);
        let mut switched = before.clone();
        switched.apply(ShellAction::SwitchTo("game-2".into()));
        assert_eq!(switched.game_id, "game-2");
        assert_eq!(switched.tab, before.tab);
        assert_eq!(switched.dialog, before.dialog);
    }

    #[test]
    fn the_editor_opens_at_once_or_after_leaving_a_game_in_progress_is_confirmed() {
        let ask = |game_in_progress| ShellAction::Show {
            game_in_progress,
            screen: Screen::Editor("a fen".into()),
        };
        let direct = after([ask(false)]);
        assert_eq!(direct.screen, Screen::Editor("a fen".into()));
        let asked = after([ask(true)]);
        assert_eq!(asked.screen, Screen::Game);
        assert_eq!(
            asked.dialog,
            Dialog::Confirm(Confirm::LeaveFor(Away::Editor))
        );
        let confirmed = after([ask(true), ShellAction::Confirmed]);
        assert_eq!(confirmed.screen, Screen::Editor("a fen".into()));
        assert_eq!(confirmed.dialog, Dialog::None);
        let cancelled = after([ask(true), ShellAction::Close]);
        assert_eq!(cancelled.screen, Screen::Game);
        assert_eq!(Confirm::LeaveFor(Away::Puzzles).game_action(), None);
        // From the editor to puzzles: no game is left (it was already).
        let across = after([
            ask(false),
            ShellAction::Show {
                game_in_progress: true,
                screen: Screen::Puzzles(None),
            },
        ]);
        assert_eq!(across.screen, Screen::Puzzles(None));
    }

    #[test]
    fn starting_a_game_from_the_editor_or_going_back_shows_the_game() {
        let started = after([
            ShellAction::Show {
                game_in_progress: false,
                screen: Screen::Editor("a fen".into()),
            },
            ShellAction::Started(NewGamePrefs::default()),
        ]);
        assert_eq!(started.screen, Screen::Game);
        let back = after([
            ShellAction::Show {
                game_in_progress: false,
                screen: Screen::Editor("a fen".into()),
            },
            ShellAction::BackToGame,
        ]);
        assert_eq!(back.screen, Screen::Game);
    }

    #[test]
    fn changed_settings_are_kept_and_the_dialog_stays_open() {
        let settings = Settings {
            sound: !Settings::default().sound,
            ..Settings::default()
        };
        let shell = after([
            ShellAction::Open(Dialog::Settings),
            ShellAction::ChangeSettings(settings),
        ]);
        assert_eq!(shell.settings, settings);
        assert_eq!(shell.dialog, Dialog::Settings);
    }
}
