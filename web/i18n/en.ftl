# The app's texts in English: the reference every other language follows (the same keys).
# Project Fluent syntax: https://projectfluent.org/fluent/guide/

## The menu

title = Chess
menu-new-game = New game
menu-new-short = New
menu-games = Games
menu-puzzles = Puzzles
menu-editor = Board editor
menu-editor-short = Editor
menu-import = Import
menu-import-short = Import
menu-export = Export
menu-export-short = Export
menu-settings = Settings
menu-settings-short = Settings
menu-shortcuts = Keyboard shortcuts
menu-label = Menu
title-start = Start: play the computer, a friend, puzzles…
zen-leave = Leave zen mode

## The start choices

start-region = Start
start-heading = Play chess
start-continue = Continue
start-computer = Play the computer
start-level = Level { $level }
start-elo = about { $elo } Elo
start-levels = Level
start-friend = Play a friend
start-puzzles = Puzzles
start-analysis = Analysis board
start-editor = Board editor
start-more = More choices (colour, time, Chess960)…
start-kept = A new game keeps the one in progress in Games.

## Settings

settings-language = Language
cancel = Cancel

## Banners

banner-update = A new version of the app is ready.
banner-update-reload = Update available: reload
banner-changed-elsewhere = This game was changed in another tab; this tab's moves are not being kept.
banner-load-latest = Load the latest
banner-keep-ours = Keep this tab's version
banner-adding-games = Adding games: { $done } of { $total }
banner-importing = Importing games

## The board's column and the players

board-region = Board
strip-computer = Computer · { $level }
strip-you = You
strip-white-player = White player
strip-black-player = Black player
color-white = White
color-black = Black

## The panel

opening-chess960 = Chess960 · position { $number }
engine-opponent = Computer: { $level }
discard-question = { $later ->
    [one] Play { $move } here? The later move will be taken back.
   *[other] Play { $move } here? The { $later } later moves will be taken back.
}
discard-confirm = Play and discard
confirm-move-question = Play { $move }?
confirm-move = Confirm
game-over = Game over
game-end-review = Review game
game-end-analyse = Analyse
game-end-rematch = Rematch
tree-this-move = This move
tree-promote = Promote variation
tree-main-line = Make main line
tree-delete = Delete from here
tree-delete-title = Delete this move and what follows
tree-comment = Comment on this move
tree-deleted = Deleted { $move } and the moves after it.
tree-record-kept = A finished game keeps its moves: change its variations, or choose Analyse to change the game itself.

## How games end

outcome-win-checkmate = { $winner } wins by checkmate
outcome-win-resignation = { $winner } wins by resignation
outcome-win-time = { $winner } wins on time
outcome-win = { $winner } wins
outcome-draw-stalemate = Draw by stalemate
outcome-draw-material = Draw by insufficient material
outcome-draw-threefold = Draw by threefold repetition
outcome-draw-fivefold = Draw by fivefold repetition
outcome-draw-fifty = Draw by fifty-move rule
outcome-draw-seventy-five = Draw by seventy-five-move rule
outcome-draw-agreement = Draw by agreement
outcome-draw-timeout = Draw on time: the side with time left could not have checkmated
outcome-draw = Draw
reason-checkmate = checkmate
reason-resignation = resignation
reason-time = time forfeit
reason-recorded = as recorded
reason-stalemate = stalemate
reason-material = insufficient material
reason-threefold = threefold repetition
reason-fivefold = fivefold repetition
reason-fifty = fifty-move rule
reason-seventy-five = seventy-five-move rule
reason-agreement = agreement
reason-timeout = timeout vs insufficient material

## The status line and what is said

status-to-move = { $side } to move
status-to-move-check = { $side } to move — check
status-analysis = Analysis
status-viewing-earlier = Viewing an earlier position: → or End to return
speech-to-move = { $side } to move.
speech-to-move-check = { $side } to move. Check.
notice-game-over = The game is over: { $outcome }
notice-not-your-turn = It is not your turn

## Sentences the code puts together

# Two sentences one after the other (what is said after a move, a notice and the next one),
# and a clause (why a move is illegal, how a game ended) ended as a sentence. Chinese and
# Japanese put no space between sentences and end them with "。"; Hindi ends them with "।".
sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Claim a draw by { $reason }
toolbar-claim = Claim draw
toolbar-offer-draw = Offer draw
toolbar-offer-draw-title = Offer the computer a draw
toolbar-draw = Draw
toolbar-draw-title = Both players agree to a draw
toolbar-label = Game controls
toolbar-navigation = Move navigation
toolbar-first = First position
toolbar-previous = Previous move
toolbar-next = Next move
toolbar-last = Last position
toolbar-flip = Flip board
toolbar-undo = Undo
toolbar-undo-title = Take back the last move
toolbar-resign = Resign

## Chess words

role-pawn = pawn
role-knight = knight
role-bishop = bishop
role-rook = rook
role-queen = queen
role-king = king
strip-clock = { $side } clock
strip-no-material = No material taken
strip-has-taken = Has taken: { $pieces }
strip-ahead = { $taken }; ahead by { $lead }

## The engine and analysis

analysis-depth = depth { $depth }
analysis-waiting = Analysing…
analysis-checkmate = Checkmate: the game is over.
analysis-stalemate = Stalemate: the game is over.
analysis-lines = Analysis lines
analysis-lines-count = { $n ->
    [one] { $n } line
   *[other] { $n } lines
}
engine-thinking = Computer is thinking…
engine-hint-pending = Looking for a hint…
engine-region = Engine
engine-move-now = Move now
engine-hint = Hint
engine-analysis = Analysis
threat-show-title = Show the threat
threat-show = Show threat
threat-label = Threat: the best moves if { $side } were to move
threat-in-check = No threat shown while in check.

## Confirmations

close = Close
games-unavailable = Your games cannot be kept in this browser: { $reason }
confirm-resign-title = Resign?
confirm-resign-message = The game ends and your opponent wins.
confirm-resign-button = Resign
confirm-agree-draw-title = Agree to a draw?
confirm-agree-draw-message = Both players agree: the game ends in a draw.
confirm-agree-draw-button = Agree to a draw
confirm-new-game-title = Leave this game?
confirm-new-game-message = It stays in your Games, unfinished; you can open it again there.
confirm-new-game-button = Leave and start a new game
confirm-leave-for-editor-title = Leave this game for the board editor?
confirm-leave-for-editor-message = The game goes on while you edit (its clock too), and stays in your Games.
confirm-leave-for-editor-button = Open the board editor
confirm-leave-for-puzzles-title = Leave this game for puzzles?
confirm-leave-for-puzzles-message = The game goes on while you solve (its clock too), and stays in your Games.
confirm-leave-for-puzzles-button = Open puzzles

## The moves

judgement-inaccuracy = Inaccuracy
judgement-mistake = Mistake
judgement-blunder = Blunder
moves-clock-after = Clock after the move
moves-earlier = { $count } earlier moves
moves-later = { $count } later moves
moves-label = Moves
moves-none = No moves yet
move-input-label = Type a move (SAN or UCI)
move-input-placeholder = Type a move: Nf3 or g1f3
move-input-play = Play
dismiss = Dismiss
eval-label = Evaluation
eval-graph-label = Evaluation graph: White's winning chances after each move

## Learn from your mistakes

learn-title = Learn from your mistakes
learn-view-solution = View the solution
learn-skip = Skip this move
learn-done = Done: you found { $found } of { $total }.
learn-again = Do it again
learn-finding = { $judgement ->
    [inaccuracy] { $move } was an inaccuracy. Find a better move for { $side }.
    [mistake] { $move } was a mistake. Find a better move for { $side }.
   *[blunder] { $move } was a blunder. Find a better move for { $side }.
}
learn-judging = Evaluating your move…
learn-wrong = { $move }: you can do better. Try another move.
learn-right = { $move }: good move! The engine's line: { $line }
learn-next = Next
learn-solution = Solution: { $line }
learn-count = { $number } of { $total }
learn-leave = Leave

## The review

verdict-engine-move = { $move }: the engine's move.
verdict-good-move = { $move }: a good move.
verdict-judged = { $move }: { $judgement }.
verdict-best = Best was
verdict-eval = Evaluation { $before } → { $after }
review-progress = Reviewing: { $done } of { $total } positions
review-second-look = Looking again, deeper, at the costly moves: { $done } of { $total } positions
review-third-look = A third look, deeper still, at the borderline moves: { $done } of { $total } positions
review-progress-label = Review progress
review-accuracy = Accuracy
review-average-loss = Avg. loss
review-inaccuracies = Inaccuracies
review-mistakes = Mistakes
review-blunders = Blunders
review-label = Game review

## Puzzles

theme-mate-in-1 = Mate in 1
theme-mate-in-2 = Mate in 2
theme-mate-in-3 = Mate in 3
theme-fork = Fork
theme-pin = Pin
theme-skewer = Skewer
theme-discovered-attack = Discovered attack
theme-hanging-piece = Hanging piece
theme-sacrifice = Sacrifice
theme-back-rank-mate = Back-rank mate
theme-opening = Opening
theme-middlegame = Middlegame
theme-endgame = Endgame
theme-long = Long puzzles
puzzles-mistakes-due = Your mistakes ({ $due })
puzzles-mistakes = Your mistakes
puzzles-tab-puzzles = Puzzles
puzzles-rating = Your puzzle rating:
puzzles-score = Streak { $streak } · solved { $solved } of { $played }
puzzles-theme = Theme
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Any theme ({ $count })
puzzles-loading = Loading puzzles…
puzzles-unavailable = The puzzles could not be loaded: open the page once online to keep them.
puzzles-none-of-theme = No puzzle of this theme here: choose another.
puzzles-about = Puzzle { $id } · rated { $rating }
puzzles-opponent-played = Your opponent played { $move }.
puzzles-opponent-moves = Your opponent moves…
puzzles-your-turn = Your turn: find the best move for { $side }.
puzzles-best-move = Best move!
puzzles-keep-going = Keep going…
puzzles-wrong = That is not the move! Try something else.
puzzles-checking = Checking your move…
puzzles-solved = Puzzle solved! Well done.
puzzles-complete = Puzzle complete (not counted as solved).
puzzles-view-solution = View the solution
puzzles-retry = Retry
puzzles-next = Next puzzle
puzzles-back = Back to the game

## Your mistakes

mistakes-count = { $due } due now · { $all } in all
mistakes-your-turn = Your opponent played { $opponent }. In this game you then played { $played }. Find a better move for { $side }.
mistakes-right-going = Right! Keep going…
mistakes-wrong = Not good enough: the review kept a better one than that (you played { $played }). Try again.
mistakes-right = Right! The review's move was { $best }.
mistakes-shown = The review's move was { $best }.
mistakes-comes-back = { $days ->
    [0] It stays due.
    [one] It comes back tomorrow.
   *[other] It comes back in { $days } days.
}
mistakes-reading = Reading your reviewed games…
mistakes-none = No mistakes yet. Review a game (Review game, once it has moves) and its mistakes and blunders come here to practise.
mistakes-nothing-due = { $days ->
    [one] Nothing due now: the next mistake comes back tomorrow. Practise one below anyway.
   *[other] Nothing due now: the next mistake comes back in { $days } days. Practise one below anyway.
}
mistakes-next = Next mistake
mistakes-when = { $days ->
    [0] due
    [one] tomorrow
   *[other] in { $days } days
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = White
choice-color-black = Black
choice-variant-standard = Standard
choice-variant-chess960 = Chess960
choice-variant-position = From position
choice-side-white = White
choice-side-black = Black
choice-side-random = Random
choice-sounds-tones = Tones
choice-sounds-wood = Wood
choice-auto-queen-premove = When premoving
choice-auto-queen-always = Always
choice-auto-queen-never = Never
choice-blindfold-off = Off
choice-blindfold-opponent = Hide the opponent's pieces
choice-blindfold-own = Hide my pieces
choice-blindfold-all = Hide all pieces
choice-board-wood = Wood
choice-board-blue = Blue
choice-board-green = Green
choice-board-slate = Slate
choice-pieces-classic = Classic
choice-pieces-modern = Modern
choice-pieces-contrast = High contrast
choice-pieces-letters = Letters
choice-page-system = As the system (light or dark)
choice-page-light = Light
choice-page-dark = Dark
choice-coordinates-inside = Inside the board
choice-coordinates-outside = Around the board
choice-coordinates-off = Off
choice-language-browser = As the browser
choice-language-en = English
choice-language-de = Deutsch
choice-language-fr = Français
choice-language-es = Español
choice-language-ca = Català
choice-language-it = Italiano
choice-language-pt = Português
choice-language-ro = Română
choice-language-ru = Русский
choice-language-uk = Українська
choice-language-pl = Polski
choice-language-cs = Čeština
choice-language-sk = Slovenčina
choice-language-sv = Svenska
choice-language-da = Dansk
choice-language-nb = Norsk bokmål
choice-language-nl = Nederlands
choice-language-tr = Türkçe
choice-language-el = Ελληνικά
choice-language-zh = 中文（简体）
choice-language-zh-Hant = 中文（繁體）
choice-language-ja = 日本語
choice-language-ko = 한국어
choice-language-hi = हिन्दी
choice-language-id = Bahasa Indonesia
choice-language-ar = العربية
choice-language-fa = فارسی
choice-language-he = עברית
choice-language-vi = Tiếng Việt
choice-win-checkmate = Checkmate
choice-win-resignation = Resignation
choice-win-time-forfeit = Time forfeit
choice-win-recorded = As recorded
choice-draw-stalemate = Stalemate
choice-draw-insufficient-material = Insufficient material
choice-draw-threefold-repetition = Threefold repetition
choice-draw-fivefold-repetition = Fivefold repetition
choice-draw-fifty-move-rule = Fifty-move rule
choice-draw-seventy-five-move-rule = Seventy-five-move rule
choice-draw-agreement = Agreement
choice-draw-timeout-vs-insufficient-material = Time out, no mating material
choice-draw-recorded = As recorded

## New game

level-label = Level { $level }, about { $elo }
levels-measured = Each level's strength was measured in games against Stockfish set to play at a given rating. Levels 1 to 8 play the same on any device; level 9 is stronger on a faster one.
new-game-opponent = Opponent
new-game-computer = The computer
new-game-friend = A friend on this device
new-game-colour = Colour
new-game-level = Level
new-game-variant = Variant
new-game-fen = Position (FEN)
new-game-start = Start
time-bullet = Bullet
time-blitz = Blitz
time-rapid = Rapid
time-classical = Classical
new-game-quick-times = Quick time controls
new-game-no-clock = No clock
new-game-time = Time control
new-game-untimed = Untimed
new-game-custom = Custom
new-game-minutes = Minutes
new-game-increment-seconds = Increment (seconds)
new-game-increment = Increment

## Settings (the controls)

settings-sound = Sound
settings-sounds = Sounds
settings-animate = Animate moves
settings-confirm-moves = Confirm moves (a move on the board waits for Confirm)
settings-figurines = Figurine notation (♘f3)
settings-board = Board
settings-pieces = Pieces
settings-board-previews = Board themes
settings-piece-previews = Piece sets
settings-page = Page
settings-coordinates = Coordinates
settings-auto-queen = Auto-queen
settings-blindfold = Blindfold
settings-board-size-value = Board size: { $size }%
settings-board-size = Board size
settings-zen = Zen mode (the board and clocks only; z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
games-computer = Computer (level { $level })
games-no-opening = no opening named
games-reviewed = reviewed
games-this-game = this game
games-open = Open
games-delete = Delete
games-deleted = Deleted { $players }.
games-undo = Undo
games-search = Search by player or opening
games-download-all = Download all
games-loading = Loading…
games-none = No games yet: every game you play is kept here, move by move.
games-none-found = No game matches the search.
games-show-more = Show more ({ $hidden } more; a search finds any)
games-won = Won
games-lost = Lost
games-drawn = Drawn
games-other = Unfinished, or not yours
games-result = Result
games-any-result = Any result
games-your-colour = Your colour
games-any-colour = Any colour
games-had-white = You had White
games-had-black = You had Black
games-opening = Opening
games-any-opening = Any opening

## Keyboard shortcuts

shortcut-prev-next = Previous and next move
shortcut-variations = Previous and next variation at a fork
shortcut-first-last = First and last position
shortcut-flip = Flip the board
shortcut-threat = Show the threat (the opponent's best move if it were their turn)
shortcut-squares = Move between squares on the board
shortcut-pick = Pick up a piece, then put it down
shortcut-escape = Drop the selection or a promotion
shortcut-right-click = Circle a square; right-drag: an arrow
shortcut-brushes = With a right-click: red, blue (both: yellow)
shortcut-new-game = New game
shortcut-zen = Zen mode: the board and clocks only, or everything again
shortcut-list = This list
keys-home-end = Home End
keys-tab-arrows = Tab, then arrows
keys-enter-space = Enter or Space
keys-escape = Escape
keys-right-click = Right-click
keys-shift-alt = Shift, Alt

## Import and export

records-title = Import and export
records-copied-fen = FEN copied
records-copied-link = link copied
records-copied-pgn = PGN copied
records-copy-failed-fen = The FEN could not be copied to the clipboard; select it and copy it by hand
records-copy-failed-link = The link could not be copied to the clipboard; select it and copy it by hand
records-copy-failed-pgn = The PGN could not be copied to the clipboard; select it and copy it by hand
records-text = FEN or PGN to load
records-placeholder = Paste a FEN or a PGN (one game, or many)
records-load = Load
records-load-analyse = Load and analyse
records-load-computer = Load and play the computer
records-add-all = Add all to my games
records-downloaded = PGN downloaded
records-download-failed = The PGN could not be downloaded
records-copy-fen = Copy FEN
records-copy-link = Copy link
records-copy-pgn = Copy PGN
records-download = Download PGN

## The board

piece-white-pawn = white pawn
piece-white-knight = white knight
piece-white-bishop = white bishop
piece-white-rook = white rook
piece-white-queen = white queen
piece-white-king = white king
piece-black-pawn = black pawn
piece-black-knight = black knight
piece-black-bishop = black bishop
piece-black-rook = black rook
piece-black-queen = black queen
piece-black-king = black king
square-empty = empty
board-label = Chess board
promote-to = Promote to { $piece }
promote-choose = Choose a piece to promote to

## The board editor

editor-pieces = Pieces
editor-hand-title = Move pieces
editor-hand = Move
editor-delete-title = Remove pieces
editor-delete = Remove
editor-start-position = Start position
editor-clear = Clear
editor-flip = Flip
editor-castling-right = { $side } { $castling }
editor-turn = Side to move
editor-white-to-play = White to play
editor-black-to-play = Black to play
editor-castling = Castling
editor-en-passant = En passant
editor-none = None
editor-chess960 = Chess960 position
editor-fen = FEN
editor-play-computer = Play the computer from here
editor-play-friend = Play a friend from here

## What is said and the notices of play

said-new-game = New game.
said-game-restored = Game restored.
said-game-loaded = Game loaded.
said-played = { $side } played { $move }.
said-taken-back = Move taken back.
notice-clocks-paused = The clocks were paused while the page was closed; they run again now.
notice-over-keeps-result = The game is over and keeps its result: Analyse it to try other moves
notice-nothing-to-take-back = There is no move to take back

## Notices

notice-draw-accepted = The computer accepts the draw.
notice-draw-declined = The computer declines the draw and plays on.
notice-engine-restarted = The engine stopped answering and was restarted; it is thinking again.
notice-held-elsewhere = Your game is open in another tab, so this tab starts a new one; both are kept in Games.
notice-link-invalid = The position in the link is not valid: { $error }
records-loaded-but = The game was loaded, but { $warning }.
records-empty = Paste a FEN or a PGN first
records-fen-invalid = This FEN is not valid: { $error }
records-pgn-invalid = This PGN could not be read: { $error }
records-many-games = This PGN holds { $count } games: the first is open, and every one is kept in Games.

## Notices at start

notice-shared-position = The shared position is open. Your game from before is kept in Games.

## Dates and other notices

month-1 = Jan
month-2 = Feb
month-3 = Mar
month-4 = Apr
month-5 = May
month-6 = Jun
month-7 = Jul
month-8 = Aug
month-9 = Sep
month-10 = Oct
month-11 = Nov
month-12 = Dec
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = unknown date
new-game-fen-missing = Give the position to start from as a FEN.
new-game-fen-invalid = That position cannot be played: { $error }.
new-game-fen-over = The game is already over in that position.
puzzles-not-kept = Puzzle { $id } is not among the { $count } puzzles kept here; here is another.
mistakes-engine-unavailable = Only the review's move counts here: the engine cannot judge others ({ $reason }).

## Speech and the library

speech-castles-kingside = castles kingside
speech-castles-queenside = castles queenside
speech-passes = passes
speech-takes = takes
speech-promotes = promotes to { $piece }
library-delete-failed = The game could not be deleted: { $error }
library-open-failed = This game could not be opened: { $error }
library-gone = This game is no longer in the library
library-download-failed = The games could not be downloaded
library-add-unavailable = The games list is not available in this browser, so the games could not be added
library-storage-refused = The browser's storage refused the games: it may be full
library-added = { $added } games added to your games.
library-added-some-failed = { $added } games added to your games ({ $failed } could not be read and were left out).

## Storage, crashes and the engine

storage-unavailable = This browser does not let the page keep data (private mode or storage turned off): your game goes on, but it will not be kept after you leave.
storage-full = The browser's storage is full: your game goes on, but its latest moves are not kept. Delete old games from the Games list to make room.
storage-kept-aside = It was kept in this browser's storage as "{ $key }".
storage-left = It was left where it was, as "{ $key }".
storage-unrestorable = Your saved game could not be restored: { $error }. A new game was started.
crash-label = Something went wrong
crash-title = Something went wrong: reload the page. Your game is kept as it was before the last action.
engine-unavailable = The engine could not start in this browser: play a friend, or try another browser.
library-unavailable = the games list is not available in this browser ({ $reason })
library-updated-elsewhere = The app was updated in another tab: reload this tab to keep using your games.

## Crash

crash-reload = Reload

## Saved games that cannot be read

saved-damaged = the saved data is damaged ({ $error })
saved-newer = it was saved by a newer version of the app (format { $format }, this one reads up to { $known })
saved-start = its start position is wrong: { $error }
saved-move = its move { $index } ({ $move }) is not legal
saved-pgn = its moves cannot be read: { $error }
saved-field = its '{ $field }' field has a value this app does not know

## Why a move is not legal

placed-piece = the { $piece } on { $square }
castling-kingside = kingside
castling-queenside = queenside
illegal-empty-square = There is no piece on { $square }
illegal-not-your-turn = It is { $side }'s turn to move
illegal-no-movement = A move must take the piece to another square
illegal-own-piece = A piece may not move to a square held by its own side: { $piece } is yours
illegal-shape-pawn = A pawn moves one square straight ahead (two from its starting square) and captures one square diagonally ahead
illegal-shape-knight = A knight moves in an L: two squares in one direction, then one square to the side
illegal-shape-bishop = A bishop moves only diagonally
illegal-shape-rook = A rook moves only along ranks and files
illegal-shape-queen = A queen moves along ranks, files and diagonals
illegal-shape-king = A king moves one square in any direction (two only when castling)
illegal-blocked = The { $mover } cannot jump over { $piece }: only the knight jumps
illegal-pawn-backward = A pawn never moves backward
illegal-pawn-straight-capture = A pawn captures only diagonally
illegal-pawn-diagonal = A pawn moves diagonally only when it captures
illegal-en-passant-late = En passant is allowed only on the move right after the pawn's double step
illegal-double-step = A pawn may move two squares only from its starting square
illegal-promotion-required = A pawn that reaches the last rank must be promoted: choose a queen, rook, bishop or knight
illegal-promotion-not-allowed = Only a pawn that reaches the last rank is promoted
illegal-promotion-piece = A pawn can be promoted only to a queen, rook, bishop or knight, not a { $piece }
illegal-castling-king-moved = Castling { $side } is no longer allowed: the king has moved
illegal-castling-rook-moved = Castling { $side } is no longer allowed: that rook has moved
illegal-castling-rook-captured = Castling { $side } is no longer allowed: that rook was captured
illegal-castling-lost = Castling { $side } is no longer allowed: the king or that rook has already moved
illegal-castling-blocked = Castling is not allowed while a piece stands between the king and the rook: { $piece }
illegal-castling-destination = Castling is not allowed while a piece stands where the king or the rook would land: { $piece }
illegal-castling-in-check = Castling is not allowed while the king is in check (from { $piece })
illegal-castling-through = The king would pass through { $square }, which { $piece } attacks
illegal-castling-into = The king would land on { $square }, which { $piece } attacks
illegal-king-into-check = Your king would be in check from { $piece }
illegal-kings-adjacent = The kings may never stand next to each other
illegal-still-in-check = That move would leave your king in check from { $piece }
illegal-en-passant-exposes = Capturing en passant would take both pawns off the line and expose your king to { $piece }
illegal-pinned = { $pinned } is pinned: moving it would expose your king to { $piece }
typed-not-san = '{ $move }' is not a move in algebraic notation
typed-illegal = { $move } is not a legal move in this position
typed-ambiguous = { $move } could be more than one move; add the file or rank the piece comes from
typed-not-uci = '{ $move }' is not a UCI move (two squares and an optional promotion letter, like e7e8q)

## Training kept in the browser

library-upgrade-blocked = The games list is being updated: close the app's other tabs (opened before the update) to finish.
puzzles-progress-unreadable = Your puzzle rating and history could not be read, so they start afresh (the unreadable copy is kept aside).
mistakes-unreadable = Your mistakes' practice schedule could not be read, so it starts afresh from your reviewed games.
puzzles-not-saved = Your puzzle progress could not be kept (the browser's storage is full or refused): it stays on this page until it is closed.

## Why a FEN cannot be read or a position cannot be played

fen-empty = the FEN is empty
fen-field-count = a FEN has 6 fields separated by spaces (board, side to move, castling, en passant, halfmove clock, move number), at least the first 4; this one has { $count }
fen-rank-count = the board field needs 8 ranks separated by '/'; this one has { $count }
fen-rank-length = rank { $rank } of the board field describes { $count } squares instead of 8
fen-piece-letter = '{ $letter }' on rank { $rank } is not a piece letter (KQRBNP for White, kqrbnp for Black, 1-8 for empty squares)
fen-side-to-move = the side to move must be 'w' or 'b', not '{ $text }'
fen-castling = the castling field must be '-' or letters from 'KQkq' (or the rooks' files, like 'HAha'), each at most once, not '{ $text }'
fen-en-passant = the en passant field must be '-' or a square such as e3, not '{ $text }'
fen-halfmove-clock = the halfmove clock must be a whole number from 0, not '{ $text }'
fen-move-number = the move number must be a whole number from 1, not '{ $text }'
fen-impossible = impossible position: { $reason }
position-no-king = { $side } has no king
position-kings = { $side } has more than one king
position-pawn-back-rank = there is a pawn on { $square }, but pawns never stand on the first or last rank
position-pawns = { $side } has more than 8 pawns
position-pieces = { $side } has more than 16 pieces
position-castling-pieces = { $side } cannot have the right to castle { $castling }: that needs the king on { $king } and the rook on { $rook }
position-960-castling-h = { $side } cannot have the right to castle { $castling }: that needs the king on rank { $rank } with a rook on its h-file side
position-960-castling-a = { $side } cannot have the right to castle { $castling }: that needs the king on rank { $rank } with a rook on its a-file side
position-en-passant = { $square } cannot be the en passant square: no pawn can just have moved two squares past it
position-opponent-in-check = { $side } is in check but it is not { $side }'s turn, which cannot happen
position-checkers = the king is in check from { $count } pieces at once, which no move can cause

## The editor's FEN

editor-fen-unreadable = That FEN cannot be read: { $error }.

## Why a PGN cannot be read

pgn-where = line { $line }, column { $column }: { $what }
pgn-empty = there is no game here
pgn-bad-tag = a tag must look like [Name "value"]
pgn-open-comment = this { $open } comment is never closed with { $close }
pgn-open-variation = this ( variation is never closed with )
pgn-stray-parenthesis = this ) closes no variation
pgn-variation-first = a ( variation must follow the move it replaces
pgn-bad-fen = the FEN tag is wrong: { $error }
pgn-variant = the variant '{ $variant }' is not supported (only standard chess and Chess960)
pgn-move = move
pgn-null-move = move { $move } is a null move (--), which is not a move of chess: it and the moves after it in its line were left out
pgn-no-draw-to-claim = A draw can be claimed only after a threefold repetition or fifty moves without a capture or pawn move
