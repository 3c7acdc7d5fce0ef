//! The game as the app holds it: a plain value changed only by [`Action`]s, so every rule of
//! the interface (selecting, moving, promoting, undoing, navigating) is tested with
//! `cargo test`, without a browser. The rules themselves all come from `chess-rules`.

use super::computer::{engine_move, parse_info, ComputerState, Pending, Purpose};
use chess_rules::{Color, Game, Move, Outcome, Position, Role, Square};

/// Who plays which side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Two people on this device, taking turns.
    TwoPlayers,
    /// A person against the engine.
    VsComputer {
        /// The person's colour.
        human: Color,
        /// The engine's difficulty level.
        level: u8,
    },
}

/// How a move was entered: a dragged piece is already where it lands, so it does not slide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSource {
    /// Clicked (or chosen with the keyboard) square by square.
    Click,
    /// Dragged and dropped.
    Drag,
    /// Typed in the move box, or played by the engine.
    Text,
}

/// Where the move list's cursor goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Navigation {
    /// The start position.
    Start,
    /// One half-move back.
    Back,
    /// One half-move forward.
    Forward,
    /// The current position.
    End,
    /// The position after this many half-moves.
    Ply(usize),
}

/// Everything the player can do.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A click, or Enter/Space, on a square: select a piece, move the selected one there, or
    /// clear the selection.
    ClickSquare(Square),
    /// A piece picked up with the pointer: selects it (showing its moves) without toggling.
    PickUp(Square),
    /// A dragged piece released over a square, or off the board (`None`).
    Drop {
        /// Where the piece was picked up.
        from: Square,
        /// Where it was released.
        to: Option<Square>,
    },
    /// Clears the selection.
    Deselect,
    /// Completes a pending promotion with this piece.
    Promote(Role),
    /// Takes back a pending promotion: the pawn stays where it was.
    CancelPromotion,
    /// Plays the move that waits for confirmation, discarding the later moves.
    ConfirmDiscard,
    /// Drops the move that waits for confirmation.
    CancelDiscard,
    /// A move typed in SAN or UCI.
    PlayText(String),
    /// Takes back the last move (against the computer: its reply and your move).
    Undo,
    /// Moves through the game's positions.
    Navigate(Navigation),
    /// Starts a new game.
    NewGame(Mode),
    /// The player resigns.
    Resign,
    /// Claims a draw by threefold repetition or the fifty-move rule.
    ClaimDraw,
    /// Turns the board around.
    Flip,
    /// Turns move animation on or off.
    SetAnimation(bool),
    /// Hides the notice.
    DismissNotice,
    /// A request was sent to the engine (the id comes from the worker service).
    EngineRequested {
        /// What it is for.
        purpose: Purpose,
        /// Its id.
        id: u32,
    },
    /// A line the engine wrote in answer to a request.
    EngineLine {
        /// The request's id.
        id: u32,
        /// The UCI line (`info …` or `bestmove …`).
        line: String,
    },
    /// Plays the best move the engine has found so far (the Stop / Move now button).
    MoveNow,
    /// Asks the engine for a hint.
    RequestHint,
    /// Turns the analysis panel on or off.
    SetAnalysis(bool),
    /// Shows a message from outside the game (an engine that failed to start).
    ShowNotice(String),
    /// Loads a game from a pasted FEN or PGN, to be played in this mode. A bad record only
    /// shows what is wrong; the current game stays.
    Import {
        /// The FEN or PGN.
        text: String,
        /// Who plays the loaded game.
        mode: Mode,
    },
    /// Switches to a whole game kept in the browser (the one a shared link replaced).
    Resume(Box<GameState>),
}

/// A pawn move waiting for the player to choose a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PendingPromotion {
    /// The pawn's square.
    pub from: Square,
    /// The square it promotes on.
    pub to: Square,
    source: MoveSource,
}

/// A move made in an earlier position, waiting for the player to agree to discard what follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingDiscard {
    /// The move.
    pub mv: Move,
    /// The move in SAN.
    pub san: String,
    /// How many later half-moves it would discard.
    pub discarded: usize,
    source: MoveSource,
}

/// The app's game state.
#[derive(Clone, Debug, PartialEq)]
pub struct GameState {
    game: Game,
    /// The number of half-moves into the game of the position on the board.
    cursor: usize,
    selected: Option<Square>,
    promotion: Option<PendingPromotion>,
    discard: Option<PendingDiscard>,
    orientation: Color,
    mode: Mode,
    notice: Option<String>,
    announcement: String,
    animate: bool,
    last_move_source: MoveSource,
    computer: ComputerState,
    /// The tags of an imported PGN (kept for export).
    tags: Vec<(String, String)>,
}

impl Default for GameState {
    fn default() -> GameState {
        GameState::new(Mode::TwoPlayers)
    }
}

impl GameState {
    /// A new game from the starting position.
    pub fn new(mode: Mode) -> GameState {
        GameState::from_game(Game::new(), mode)
    }

    /// A state around an existing game, looking at its current position.
    pub fn from_game(game: Game, mode: Mode) -> GameState {
        let orientation = match mode {
            Mode::TwoPlayers => Color::White,
            Mode::VsComputer { human, .. } => human,
        };
        let mut state = GameState {
            cursor: game.len(),
            game,
            selected: None,
            promotion: None,
            discard: None,
            orientation,
            mode,
            notice: None,
            announcement: String::new(),
            animate: true,
            last_move_source: MoveSource::Text,
            computer: ComputerState::default(),
            tags: Vec::new(),
        };
        state.announcement = state.turn_announcement();
        state
    }

    /// A state as it was saved (see [`super::saved`]).
    pub fn restore(
        game: Game,
        mode: Mode,
        orientation: Color,
        cursor: usize,
        animate: bool,
        analysis_on: bool,
        tags: Vec<(String, String)>,
    ) -> GameState {
        let mut state = GameState::from_game(game, mode);
        state.orientation = orientation;
        state.cursor = cursor.min(state.game.len());
        state.animate = animate;
        state.computer.analysis_on = analysis_on;
        state.tags = tags;
        state
    }

    /// The tags of an imported PGN.
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// The whole game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How many half-moves into the game the board is.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Is the board showing the current position (not an earlier one)?
    pub fn at_end(&self) -> bool {
        self.cursor == self.game.len()
    }

    /// The position on the board.
    pub fn viewed_position(&self) -> &Position {
        self.game
            .position_at(self.cursor)
            .unwrap_or_else(|| self.game.position())
    }

    /// The move that led to the position on the board.
    pub fn viewed_last_move(&self) -> Option<Move> {
        self.cursor
            .checked_sub(1)
            .map(|ply| self.game.history()[ply].mv)
    }

    /// The selected square.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The promotion waiting for a choice.
    pub fn promotion(&self) -> Option<PendingPromotion> {
        self.promotion
    }

    /// The move waiting for agreement to discard the later moves.
    pub fn discard(&self) -> Option<&PendingDiscard> {
        self.discard.as_ref()
    }

    /// Which side is at the bottom of the board.
    pub fn orientation(&self) -> Color {
        self.orientation
    }

    /// Who plays which side.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The latest message for the player: why a move was refused, or another problem.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// What a screen reader announces: the latest move and whose turn it is.
    pub fn announcement(&self) -> &str {
        &self.announcement
    }

    /// Do moves slide?
    pub fn animate(&self) -> bool {
        self.animate
    }

    /// How the latest move was entered.
    pub fn last_move_source(&self) -> MoveSource {
        self.last_move_source
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// The colour whose pieces the player may move on the board now, if any.
    pub fn movable_color(&self) -> Option<Color> {
        if self.promotion.is_some() || self.discard.is_some() {
            return None;
        }
        let turn = self.viewed_position().turn();
        if self.at_end() && self.game.is_over() {
            return None;
        }
        match self.mode {
            Mode::TwoPlayers => Some(turn),
            Mode::VsComputer { human, .. } => (turn == human).then_some(turn),
        }
    }

    /// Applies an action. Anything refused leaves the game as it was and says why in the notice.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::ClickSquare(square) => self.click(square),
            Action::PickUp(square) => self.pick_up(square),
            Action::Drop { from, to } => self.drop(from, to),
            Action::Deselect => self.selected = None,
            Action::Promote(role) => self.promote(role),
            Action::CancelPromotion => {
                self.promotion = None;
                self.selected = None;
            }
            Action::ConfirmDiscard => self.confirm_discard(),
            Action::CancelDiscard => self.discard = None,
            Action::PlayText(text) => self.play_text(&text),
            Action::Undo => self.undo(),
            Action::Navigate(to) => self.navigate(to),
            Action::NewGame(mode) => {
                let (animate, analysis_on) = (self.animate, self.computer.analysis_on);
                *self = GameState::new(mode);
                self.animate = animate;
                // Analysis stays as chosen in two-player games; against the engine it starts off.
                self.computer.analysis_on = analysis_on && mode == Mode::TwoPlayers;
            }
            Action::Resign => self.resign(),
            Action::ClaimDraw => self.claim_draw(),
            Action::Flip => self.orientation = !self.orientation,
            Action::SetAnimation(on) => self.animate = on,
            Action::DismissNotice => self.notice = None,
            Action::EngineRequested { purpose, id } => self.engine_requested(purpose, id),
            Action::EngineLine { id, line } => self.engine_line(id, &line),
            Action::MoveNow => self.move_now(),
            Action::RequestHint => {
                self.computer.hint_wanted = Some(self.cursor);
                self.computer.hint = None;
            }
            Action::ShowNotice(message) => self.notice = Some(message),
            Action::Import { text, mode } => self.import(&text, mode),
            Action::Resume(kept) => {
                *self = *kept;
                self.announcement = format!("Game restored. {}", self.turn_announcement());
            }
            Action::SetAnalysis(on) => {
                self.computer.analysis_on = on;
                self.computer.analysis_pending = None;
                self.computer.analysis = None;
            }
        }
    }

    fn import(&mut self, text: &str, mode: Mode) {
        match super::records::read_record(text) {
            Ok((game, tags)) => {
                let (animate, analysis_on) = (self.animate, self.computer.analysis_on);
                *self = GameState::from_game(game, mode);
                self.animate = animate;
                self.computer.analysis_on = analysis_on && mode == Mode::TwoPlayers;
                self.tags = tags;
                self.announcement = format!("Game loaded. {}", self.turn_announcement());
            }
            Err(message) => self.notice = Some(message),
        }
    }

    /// The engine's side of the state.
    pub fn computer(&self) -> &ComputerState {
        &self.computer
    }

    /// Is it the engine's turn in a game against it (and has no search been asked for yet)?
    pub fn wants_engine_move(&self) -> bool {
        match self.mode {
            Mode::VsComputer { human, .. } => {
                self.game.position().turn() != human
                    && !self.game.is_over()
                    && self.computer.thinking.is_none()
            }
            Mode::TwoPlayers => false,
        }
    }

    /// Is the engine searching its move?
    pub fn engine_thinking(&self) -> bool {
        self.computer.thinking.is_some()
    }

    /// Does the player wait for a hint that has not been asked of the engine yet?
    pub fn wants_hint(&self) -> bool {
        self.computer.hint_wanted == Some(self.cursor)
            && self.computer.hint_pending.is_none()
            && !self.game_over_here()
    }

    /// Should the engine start analysing the position on the board?
    pub fn wants_analysis(&self) -> bool {
        self.computer.analysis_on
            && self
                .computer
                .analysis_pending
                .is_none_or(|p| p.ply != self.cursor)
            && !self.game_over_here()
    }

    /// The suggested move, if the hint is for the position on the board.
    pub fn hint(&self) -> Option<Move> {
        self.computer
            .hint
            .filter(|(ply, _)| *ply == self.cursor)
            .map(|(_, mv)| mv)
    }

    fn game_over_here(&self) -> bool {
        !self.viewed_position().has_legal_moves()
    }

    fn engine_requested(&mut self, purpose: Purpose, id: u32) {
        let computer = &mut self.computer;
        match purpose {
            Purpose::Move => {
                computer.thinking = Some(Pending {
                    id,
                    ply: self.game.len(),
                });
                computer.best_so_far = None;
            }
            Purpose::Hint => {
                computer.hint_pending = Some(Pending {
                    id,
                    ply: self.cursor,
                })
            }
            Purpose::Analysis => {
                computer.analysis_pending = Some(Pending {
                    id,
                    ply: self.cursor,
                });
                computer.analysis = None;
            }
        }
    }

    fn engine_line(&mut self, id: u32, line: &str) {
        let Some(purpose) = self.computer.purpose_of(id) else {
            return; // A reply to a request nobody waits for any more.
        };
        let searched = match purpose {
            Purpose::Move => self.game.position().clone(),
            Purpose::Hint | Purpose::Analysis => self.viewed_position().clone(),
        };
        let ply = match purpose {
            Purpose::Move => self.game.len(),
            _ => self.cursor,
        };
        if let Some(info) = parse_info(line) {
            let first = info.pv.first().and_then(|uci| engine_move(&searched, uci));
            match purpose {
                Purpose::Move => self.computer.best_so_far = first.or(self.computer.best_so_far),
                Purpose::Hint => {}
                Purpose::Analysis => self.computer.analysis = Some((ply, info)),
            }
            return;
        }
        let Some(best) = line.strip_prefix("bestmove ") else {
            return;
        };
        let best = best
            .split_whitespace()
            .next()
            .and_then(|uci| engine_move(&searched, uci));
        match purpose {
            Purpose::Move => {
                self.computer.thinking = None;
                if let Some(mv) = best {
                    self.play_computer_move(mv);
                }
            }
            Purpose::Hint => {
                self.computer.hint_pending = None;
                self.computer.hint_wanted = None;
                self.computer.hint = best.map(|mv| (ply, mv));
            }
            Purpose::Analysis => {}
        }
    }

    fn move_now(&mut self) {
        if let (Some(_), Some(mv)) = (self.computer.thinking, self.computer.best_so_far) {
            self.computer.thinking = None;
            self.play_computer_move(mv);
        }
    }

    /// Plays the engine's move at the end of the game; a player looking at an earlier
    /// position keeps looking at it.
    fn play_computer_move(&mut self, mv: Move) {
        let following = self.at_end();
        let cursor = self.cursor;
        if self.play(mv, MoveSource::Text).is_ok() && !following {
            self.cursor = cursor;
        }
    }

    fn can_pick(&self, square: Square) -> bool {
        let piece = self.viewed_position().piece_at(square);
        piece.is_some_and(|p| Some(p.color) == self.movable_color())
    }

    fn click(&mut self, square: Square) {
        if self.movable_color().is_none() {
            self.selected = None;
            return;
        }
        match self.selected {
            Some(from) if from == square => self.selected = None,
            Some(from) if self.can_pick(square) && !self.is_castling_onto_rook(from, square) => {
                self.selected = Some(square);
            }
            Some(from) => self.try_move(from, square, MoveSource::Click),
            None if self.can_pick(square) => {
                self.selected = Some(square);
                self.notice = None;
            }
            None => {}
        }
    }

    /// A king clicked or dropped onto its own rook means castling, when castling is legal.
    fn is_castling_onto_rook(&self, from: Square, to: Square) -> bool {
        let position = self.viewed_position();
        position
            .piece_at(from)
            .is_some_and(|p| p.role == Role::King)
            && position.piece_at(to).is_some_and(|p| p.role == Role::Rook)
            && position.check_move(from, to, None).is_ok()
    }

    fn pick_up(&mut self, square: Square) {
        if self.can_pick(square) {
            self.selected = Some(square);
            self.notice = None;
        }
    }

    fn drop(&mut self, from: Square, to: Option<Square>) {
        match to {
            // Off the board, or back where it started: the piece goes back, still selected
            // when released on its own square so a click can finish the move.
            None => self.selected = None,
            Some(to) if to == from => self.selected = Some(from),
            Some(to) if self.can_pick(from) => self.try_move(from, to, MoveSource::Drag),
            Some(_) => self.selected = None,
        }
    }

    fn try_move(&mut self, from: Square, to: Square, source: MoveSource) {
        let position = self.viewed_position();
        if needs_promotion(position, from, to) {
            match position.check_move(from, to, Some(Role::Queen)) {
                Ok(_) => {
                    self.selected = Some(from);
                    self.promotion = Some(PendingPromotion { from, to, source });
                }
                Err(reason) => self.refuse(reason.to_string()),
            }
            return;
        }
        match position.check_move(from, to, None) {
            Ok(mv) => self.commit(mv, source),
            Err(reason) => self.refuse(reason.to_string()),
        }
    }

    fn refuse(&mut self, reason: String) {
        self.notice = Some(reason);
        self.selected = None;
    }

    fn promote(&mut self, role: Role) {
        let Some(PendingPromotion { from, to, source }) = self.promotion.take() else {
            return;
        };
        match self.viewed_position().check_move(from, to, Some(role)) {
            Ok(mv) => self.commit(mv, source),
            Err(reason) => self.refuse(reason.to_string()),
        }
    }

    /// Plays a legal move in the viewed position: at once at the end of the game, or after
    /// the player agrees to discard the later moves.
    fn commit(&mut self, mv: Move, source: MoveSource) {
        if self.at_end() {
            let _ = self.play(mv, source);
        } else {
            self.selected = None;
            self.discard = Some(PendingDiscard {
                san: self.viewed_position().san(mv),
                mv,
                discarded: self.game.len() - self.cursor,
                source,
            });
        }
    }

    fn confirm_discard(&mut self) {
        if let Some(PendingDiscard { mv, source, .. }) = self.discard.take() {
            self.computer.reset();
            self.game.truncate(self.cursor);
            let _ = self.play(mv, source);
        }
    }

    fn play(&mut self, mv: Move, source: MoveSource) -> Result<(), String> {
        let mover = self.game.position().turn();
        match self.game.play(mv) {
            Ok(played) => {
                let san = played.san.clone();
                self.computer.hint = None;
                self.computer.hint_wanted = None;
                self.cursor = self.game.len();
                self.selected = None;
                self.notice = None;
                self.last_move_source = source;
                self.announcement = format!(
                    "{mover} played {}. {}",
                    spoken_san(&san),
                    self.turn_announcement()
                );
                Ok(())
            }
            Err(e) => {
                self.refuse(e.to_string());
                Err(e.to_string())
            }
        }
    }

    fn play_text(&mut self, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        if self.movable_color().is_none() {
            self.notice = Some(self.why_no_move_now());
            return;
        }
        let position = self.viewed_position();
        let parsed = position
            .parse_san(text)
            .or_else(|san_error| position.parse_uci(text).map_err(|_| san_error));
        match parsed {
            Ok(mv) => self.commit(mv, MoveSource::Text),
            Err(e) => self.notice = Some(capitalise(&e.to_string())),
        }
    }

    fn why_no_move_now(&self) -> String {
        if self.at_end() {
            if let Some(outcome) = self.game.outcome() {
                return format!("The game is over: {outcome}");
            }
        }
        "It is not your turn".to_string()
    }

    fn undo(&mut self) {
        self.clear_pending();
        let human = match self.mode {
            Mode::TwoPlayers => None,
            Mode::VsComputer { human, .. } => Some(human),
        };
        if self.game.undo().is_none() {
            self.notice = Some("There is no move to take back".to_string());
            return;
        }
        self.computer.reset();
        // Against the computer, take back its reply too, so it is the player's turn again.
        if let Some(human) = human {
            while self.game.position().turn() != human && self.game.undo().is_some() {}
        }
        self.cursor = self.game.len();
        self.notice = None;
        self.last_move_source = MoveSource::Text;
        self.announcement = format!("Move taken back. {}", self.turn_announcement());
    }

    fn navigate(&mut self, to: Navigation) {
        let last = self.game.len();
        self.cursor = match to {
            Navigation::Start => 0,
            Navigation::Back => self.cursor.saturating_sub(1),
            Navigation::Forward => (self.cursor + 1).min(last),
            Navigation::End => last,
            Navigation::Ply(ply) => ply.min(last),
        };
        self.clear_pending();
        self.computer.hint_wanted = None;
        self.last_move_source = MoveSource::Text;
    }

    fn clear_pending(&mut self) {
        self.selected = None;
        self.promotion = None;
        self.discard = None;
    }

    fn resign(&mut self) {
        if self.game.is_over() {
            return;
        }
        let loser = match self.mode {
            Mode::TwoPlayers => self.game.position().turn(),
            Mode::VsComputer { human, .. } => human,
        };
        self.cursor = self.game.len();
        self.clear_pending();
        self.computer.reset();
        if let Ok(outcome) = self.game.resign(loser) {
            self.announcement = format!("{outcome}.");
        }
    }

    fn claim_draw(&mut self) {
        match self.game.claim_draw() {
            Ok(outcome) => {
                self.cursor = self.game.len();
                self.clear_pending();
                self.announcement = format!("{outcome}.");
            }
            Err(e) => self.notice = Some(e.to_string()),
        }
    }

    fn turn_announcement(&self) -> String {
        match self.game.outcome() {
            Some(outcome) => format!("{outcome}."),
            None => {
                let position = self.game.position();
                let check = if position.is_check() { " Check." } else { "" };
                format!("{} to move.{check}", position.turn())
            }
        }
    }
}

/// Does moving the piece on `from` to `to` make a pawn reach its last rank?
fn needs_promotion(position: &Position, from: Square, to: Square) -> bool {
    let Some(piece) = position.piece_at(from) else {
        return false;
    };
    let last_rank = match piece.color {
        Color::White => 7,
        Color::Black => 0,
    };
    piece.role == Role::Pawn && to.rank().index() == last_rank
}

/// SAN as a screen reader should say it: "Nf3" reads better as "knight f3".
fn spoken_san(san: &str) -> String {
    let mut words = Vec::new();
    let body = san.trim_end_matches(['+', '#']);
    match body {
        "O-O" => words.push("castles kingside".to_string()),
        "O-O-O" => words.push("castles queenside".to_string()),
        _ => {
            let mut rest = body;
            if let Some(role) = rest
                .chars()
                .next()
                .filter(char::is_ascii_uppercase)
                .and_then(Role::from_char)
            {
                words.push(role.name().to_string());
                rest = &rest[1..];
            }
            let (moves, promotion) = rest.split_once('=').unwrap_or((rest, ""));
            words.push(moves.replace('x', " takes ").trim().to_string());
            if let Some(role) = promotion.chars().next().and_then(Role::from_char) {
                words.push(format!("promotes to {}", role.name()));
            }
        }
    }
    words.join(" ")
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn state_after(sans: &[&str]) -> GameState {
        let mut game = Game::new();
        for san in sans {
            game.play_san(san).unwrap();
        }
        GameState::from_game(game, Mode::TwoPlayers)
    }

    fn click(state: &mut GameState, squares: &[&str]) {
        for name in squares {
            state.apply(Action::ClickSquare(sq(name)));
        }
    }

    #[test]
    fn click_selects_then_moves() {
        let mut state = GameState::default();
        click(&mut state, &["e2"]);
        assert_eq!(state.selected(), Some(sq("e2")));
        click(&mut state, &["e4"]);
        assert_eq!(state.game().len(), 1);
        assert_eq!(state.selected(), None);
        assert_eq!(state.announcement(), "White played e4. Black to move.");
    }

    #[test]
    fn only_the_side_to_move_can_be_selected() {
        let mut state = GameState::default();
        click(&mut state, &["e7"]);
        assert_eq!(state.selected(), None);
        state.apply(Action::PickUp(sq("e7")));
        assert_eq!(state.selected(), None);
        state.apply(Action::Drop {
            from: sq("e7"),
            to: Some(sq("e5")),
        });
        assert_eq!(state.game().len(), 0);
    }

    #[test]
    fn clicking_the_selected_piece_deselects_and_another_own_piece_reselects() {
        let mut state = GameState::default();
        click(&mut state, &["g1", "g1"]);
        assert_eq!(state.selected(), None);
        click(&mut state, &["g1", "b1"]);
        assert_eq!(state.selected(), Some(sq("b1")));
    }

    #[test]
    fn illegal_click_move_explains_and_changes_nothing() {
        let mut state = GameState::default();
        click(&mut state, &["e2", "e5"]);
        assert_eq!(state.game().len(), 0);
        assert_eq!(state.selected(), None);
        assert!(state
            .notice()
            .unwrap()
            .starts_with("A pawn moves one square straight ahead"));
    }

    #[test]
    fn drag_and_drop_moves_and_illegal_drop_snaps_back_with_reason() {
        let mut state = GameState::default();
        state.apply(Action::PickUp(sq("g1")));
        state.apply(Action::Drop {
            from: sq("g1"),
            to: Some(sq("f3")),
        });
        assert_eq!(state.game().history()[0].san, "Nf3");
        assert_eq!(state.last_move_source(), MoveSource::Drag);
        state.apply(Action::PickUp(sq("e7")));
        state.apply(Action::Drop {
            from: sq("e7"),
            to: Some(sq("e4")),
        });
        assert_eq!(state.game().len(), 1);
        assert_eq!(
            state.notice(),
            Some("A pawn moves one square straight ahead (two from its starting square) and captures one square diagonally ahead")
        );
    }

    #[test]
    fn drop_off_the_board_puts_the_piece_back() {
        let mut state = GameState::default();
        state.apply(Action::PickUp(sq("e2")));
        state.apply(Action::Drop {
            from: sq("e2"),
            to: None,
        });
        assert_eq!(state.game().len(), 0);
        assert_eq!(state.notice(), None);
        assert_eq!(state.selected(), None);
    }

    #[test]
    fn drop_on_its_own_square_keeps_the_selection_for_a_click() {
        let mut state = GameState::default();
        state.apply(Action::PickUp(sq("e2")));
        state.apply(Action::Drop {
            from: sq("e2"),
            to: Some(sq("e2")),
        });
        assert_eq!(state.selected(), Some(sq("e2")));
        click(&mut state, &["e4"]);
        assert_eq!(state.game().len(), 1);
    }

    #[test]
    fn promotion_waits_for_a_choice_and_can_be_cancelled() {
        let game =
            Game::from_position(Position::from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap());
        let mut state = GameState::from_game(game, Mode::TwoPlayers);
        click(&mut state, &["b7", "b8"]);
        assert_eq!(state.promotion().map(|p| p.to), Some(sq("b8")));
        assert_eq!(
            state.movable_color(),
            None,
            "the board waits for the choice"
        );
        state.apply(Action::CancelPromotion);
        assert_eq!(state.promotion(), None);
        assert_eq!(state.game().len(), 0);
        state.apply(Action::PickUp(sq("b7")));
        state.apply(Action::Drop {
            from: sq("b7"),
            to: Some(sq("b8")),
        });
        state.apply(Action::Promote(Role::Knight));
        assert_eq!(state.game().history()[0].san, "b8=N");
    }

    #[test]
    fn castling_by_moving_the_king_two_squares_or_onto_its_rook() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let mut state = GameState::from_game(
            Game::from_position(Position::from_fen(fen).unwrap()),
            Mode::TwoPlayers,
        );
        click(&mut state, &["e1", "h1"]);
        assert_eq!(state.game().history()[0].san, "O-O");
        state.apply(Action::PickUp(sq("e8")));
        state.apply(Action::Drop {
            from: sq("e8"),
            to: Some(sq("a8")),
        });
        assert_eq!(state.game().history()[1].san, "O-O-O");
    }

    #[test]
    fn king_clicked_then_rook_selects_the_rook_when_castling_is_illegal() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1";
        let mut state = GameState::from_game(
            Game::from_position(Position::from_fen(fen).unwrap()),
            Mode::TwoPlayers,
        );
        click(&mut state, &["e1", "h1"]);
        assert_eq!(state.selected(), Some(sq("h1")));
    }

    #[test]
    fn undo_takes_back_one_move_or_the_computers_reply_and_yours() {
        let mut state = state_after(&["e4", "e5"]);
        state.apply(Action::Undo);
        assert_eq!(state.game().len(), 1);
        let mut game = Game::new();
        game.play_san("e4").unwrap();
        game.play_san("e5").unwrap();
        let mut state = GameState::from_game(
            game,
            Mode::VsComputer {
                human: Color::White,
                level: 1,
            },
        );
        state.apply(Action::Undo);
        assert_eq!(state.game().len(), 0);
        state.apply(Action::Undo);
        assert_eq!(state.notice(), Some("There is no move to take back"));
    }

    #[test]
    fn navigate_through_the_game_and_back_to_the_end() {
        let mut state = state_after(&["e4", "e5", "Nf3"]);
        state.apply(Action::Navigate(Navigation::Back));
        assert_eq!(state.cursor(), 2);
        assert_eq!(
            state.viewed_last_move().map(|m| m.to_string()),
            Some("e7e5".to_string())
        );
        state.apply(Action::Navigate(Navigation::Start));
        assert_eq!(state.cursor(), 0);
        assert_eq!(state.viewed_last_move(), None);
        state.apply(Action::Navigate(Navigation::Back));
        assert_eq!(state.cursor(), 0);
        state.apply(Action::Navigate(Navigation::Ply(2)));
        assert_eq!(state.cursor(), 2);
        state.apply(Action::Navigate(Navigation::End));
        assert!(state.at_end());
        state.apply(Action::Navigate(Navigation::Forward));
        assert_eq!(state.cursor(), 3);
    }

    #[test]
    fn moving_from_an_earlier_position_asks_before_discarding() {
        let mut state = state_after(&["e4", "e5", "Nf3", "Nc6"]);
        state.apply(Action::Navigate(Navigation::Ply(2)));
        click(&mut state, &["d2", "d4"]);
        assert_eq!(state.game().len(), 4, "nothing discarded yet");
        let pending = state.discard().unwrap();
        assert_eq!((pending.san.as_str(), pending.discarded), ("d4", 2));
        state.apply(Action::CancelDiscard);
        assert_eq!(state.game().len(), 4);
        click(&mut state, &["d2", "d4"]);
        state.apply(Action::ConfirmDiscard);
        let sans: Vec<&str> = state
            .game()
            .history()
            .iter()
            .map(|p| p.san.as_str())
            .collect();
        assert_eq!(sans, ["e4", "e5", "d4"]);
        assert!(state.at_end());
    }

    #[test]
    fn typed_moves_in_san_or_uci() {
        let mut state = GameState::default();
        state.apply(Action::PlayText("Nf3".into()));
        state.apply(Action::PlayText("d7d5".into()));
        assert_eq!(state.game().len(), 2);
        state.apply(Action::PlayText("Qxd5".into()));
        assert_eq!(
            state.notice(),
            Some("Qxd5 is not a legal move in this position")
        );
        state.apply(Action::PlayText("hello".into()));
        assert_eq!(
            state.notice(),
            Some("'hello' is not a move in algebraic notation")
        );
        assert_eq!(state.game().len(), 2);
    }

    #[test]
    fn checkmate_ends_the_game_and_stops_moves() {
        let mut state = state_after(&["f3", "e5", "g4"]);
        state.apply(Action::PlayText("Qh4".into()));
        assert_eq!(state.outcome().map(|o| o.result()), Some("0-1"));
        assert_eq!(
            state.announcement(),
            "Black played queen h4. Black wins by checkmate."
        );
        assert_eq!(state.movable_color(), None);
        click(&mut state, &["a2"]);
        assert_eq!(state.selected(), None);
    }

    #[test]
    fn resign_and_claim_draw() {
        let mut state = state_after(&["e4"]);
        state.apply(Action::Resign);
        assert_eq!(
            state.outcome().map(|o| o.to_string()).as_deref(),
            Some("White wins by resignation")
        );
        let mut state = state_after(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"]);
        state.apply(Action::ClaimDraw);
        assert_eq!(
            state.outcome().map(|o| o.to_string()).as_deref(),
            Some("Draw by threefold repetition")
        );
        let mut early = state_after(&["e4"]);
        early.apply(Action::ClaimDraw);
        assert!(early
            .notice()
            .unwrap()
            .starts_with("A draw can be claimed only"));
    }

    #[test]
    fn against_the_computer_only_the_humans_pieces_move() {
        let mut state = GameState::new(Mode::VsComputer {
            human: Color::Black,
            level: 1,
        });
        assert_eq!(state.orientation(), Color::Black);
        click(&mut state, &["e2"]);
        assert_eq!(state.selected(), None);
        assert!(state.wants_engine_move());
        state.apply(Action::EngineRequested {
            purpose: Purpose::Move,
            id: 1,
        });
        assert!(!state.wants_engine_move());
        state.apply(Action::EngineLine {
            id: 1,
            line: "bestmove e2e4 ponder e7e5".into(),
        });
        click(&mut state, &["e7", "e5"]);
        assert_eq!(state.game().len(), 2);
    }

    fn vs_computer_after(sans: &[&str]) -> GameState {
        let mut game = Game::new();
        for san in sans {
            game.play_san(san).unwrap();
        }
        GameState::from_game(
            game,
            Mode::VsComputer {
                human: Color::White,
                level: 3,
            },
        )
    }

    #[test]
    fn engine_replies_to_old_requests_are_ignored() {
        let mut state = vs_computer_after(&["e4"]);
        state.apply(Action::EngineRequested {
            purpose: Purpose::Move,
            id: 7,
        });
        state.apply(Action::EngineLine {
            id: 6,
            line: "bestmove e7e5".into(),
        });
        assert_eq!(state.game().len(), 1, "id 6 is not awaited");
        // Undo during the search: the answer to request 7 must not be played.
        state.apply(Action::Undo);
        state.apply(Action::EngineLine {
            id: 7,
            line: "bestmove e7e5".into(),
        });
        assert_eq!(state.game().len(), 0);
        // New game during a search.
        let mut state = vs_computer_after(&["e4"]);
        state.apply(Action::EngineRequested {
            purpose: Purpose::Move,
            id: 8,
        });
        state.apply(Action::NewGame(Mode::VsComputer {
            human: Color::White,
            level: 3,
        }));
        state.apply(Action::EngineLine {
            id: 8,
            line: "bestmove e7e5".into(),
        });
        assert_eq!(state.game().len(), 0);
    }

    #[test]
    fn move_now_plays_the_best_move_so_far() {
        let mut state = vs_computer_after(&["e4"]);
        state.apply(Action::EngineRequested {
            purpose: Purpose::Move,
            id: 3,
        });
        state.apply(Action::MoveNow);
        assert_eq!(state.game().len(), 1, "nothing found yet");
        state.apply(Action::EngineLine {
            id: 3,
            line:
                "info depth 4 seldepth 6 score cp 20 nodes 9 nps 9 hashfull 0 time 5 pv c7c5 g1f3"
                    .into(),
        });
        state.apply(Action::MoveNow);
        assert_eq!(state.game().history()[1].san, "c5");
        assert!(!state.engine_thinking());
        state.apply(Action::EngineLine {
            id: 3,
            line: "bestmove e7e5".into(),
        });
        assert_eq!(state.game().len(), 2, "the late answer is ignored");
    }

    #[test]
    fn engine_move_arriving_while_looking_back_keeps_the_view() {
        let mut state = vs_computer_after(&["e4"]);
        state.apply(Action::EngineRequested {
            purpose: Purpose::Move,
            id: 1,
        });
        state.apply(Action::Navigate(Navigation::Start));
        state.apply(Action::EngineLine {
            id: 1,
            line: "bestmove e7e5".into(),
        });
        assert_eq!(state.game().len(), 2);
        assert_eq!(state.cursor(), 0);
    }

    #[test]
    fn hint_and_analysis_follow_the_viewed_position() {
        let mut state = state_after(&["e4"]);
        assert!(!state.wants_hint());
        state.apply(Action::RequestHint);
        assert!(state.wants_hint());
        state.apply(Action::EngineRequested {
            purpose: Purpose::Hint,
            id: 4,
        });
        state.apply(Action::EngineLine {
            id: 4,
            line: "bestmove e7e5".into(),
        });
        assert_eq!(state.hint().map(|m| m.to_string()).as_deref(), Some("e7e5"));
        state.apply(Action::PlayText("c5".into()));
        assert_eq!(state.hint(), None, "a move clears the hint");
        state.apply(Action::SetAnalysis(true));
        assert!(state.wants_analysis());
        state.apply(Action::EngineRequested {
            purpose: Purpose::Analysis,
            id: 5,
        });
        assert!(!state.wants_analysis());
        state.apply(Action::EngineLine {
            id: 5,
            line: "info depth 3 seldepth 3 score cp 40 nodes 9 nps 9 hashfull 0 time 5 pv g1f3"
                .into(),
        });
        assert_eq!(
            state
                .computer()
                .analysis
                .as_ref()
                .map(|(_, info)| info.depth),
            Some(3)
        );
        state.apply(Action::Navigate(Navigation::Back));
        assert!(
            state.wants_analysis(),
            "a new position needs a new analysis"
        );
    }

    #[test]
    fn import_loads_a_game_or_leaves_the_current_one_untouched() {
        let mut state = state_after(&["e4", "e5"]);
        let before = state.clone();
        state.apply(Action::Import {
            text: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
            mode: Mode::TwoPlayers,
        });
        assert_eq!(
            state.notice(),
            Some("This FEN is not valid: impossible position: White has no king")
        );
        assert_eq!(state.game(), before.game());
        state.apply(Action::Import {
            text: "[Event \"x\"]\n1. d4 d5 2. c4 e6 *".into(),
            mode: Mode::TwoPlayers,
        });
        assert_eq!(state.game().len(), 4);
        assert!(state.at_end());
        assert_eq!(state.tags(), [("Event".to_string(), "x".to_string())]);
        let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";
        state.apply(Action::Import {
            text: fen.into(),
            mode: Mode::VsComputer {
                human: Color::White,
                level: 2,
            },
        });
        assert_eq!(state.game().start_position().to_fen(), fen);
        assert!(
            state.wants_engine_move(),
            "Black to move: the computer starts"
        );
    }

    #[test]
    fn resume_switches_to_a_kept_game_whole() {
        let kept = state_after(&["d4", "d5", "c4"]);
        let mut state = state_after(&["e4"]);
        state.apply(Action::Resume(Box::new(kept.clone())));
        assert_eq!(state.game(), kept.game());
        assert_eq!(state.mode(), kept.mode());
        assert!(state.announcement().starts_with("Game restored."));
    }

    #[test]
    fn new_game_and_flip() {
        let mut state = state_after(&["e4"]);
        state.apply(Action::Flip);
        assert_eq!(state.orientation(), Color::Black);
        state.apply(Action::SetAnimation(false));
        state.apply(Action::NewGame(Mode::TwoPlayers));
        assert_eq!(state.game().len(), 0);
        assert_eq!(state.orientation(), Color::White);
        assert!(!state.animate(), "settings survive a new game");
    }

    #[test]
    fn spoken_san_reads_well() {
        assert_eq!(spoken_san("Nxf3+"), "knight takes f3");
        assert_eq!(spoken_san("exd8=Q#"), "e takes d8 promotes to queen");
        assert_eq!(spoken_san("O-O-O"), "castles queenside");
    }
}
