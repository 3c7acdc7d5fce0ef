# I testi dell'app in italiano (le stesse chiavi di en.ftl).

## The menu

title = Scacchi
menu-new-game = Nuova partita
menu-new-short = Nuova
menu-games = Partite
menu-puzzles = Problemi
menu-editor = Editor della scacchiera
menu-editor-short = Editor
menu-import = Importa
menu-import-short = Importa
menu-export = Esporta
menu-export-short = Esporta
menu-settings = Impostazioni
menu-settings-short = Opzioni
menu-shortcuts = Scorciatoie da tastiera
menu-label = Menu
title-start = Inizio: gioca contro il computer, un amico, problemi…
zen-leave = Esci dalla modalità zen

## The start choices

start-region = Inizio
start-heading = Gioca a scacchi
start-continue = Continua
start-computer = Gioca contro il computer
start-level = Livello { $level }
start-elo = circa { $elo } Elo
start-levels = Livello
start-friend = Gioca contro un amico
start-puzzles = Problemi
start-analysis = Scacchiera d'analisi
start-editor = Editor della scacchiera
start-more = Altre scelte (colore, cadenza, Chess960)…
start-kept = Una nuova partita conserva quella in corso in Partite.

## Settings

settings-language = Lingua
cancel = Annulla

## Banners

banner-update = Una nuova versione dell'app è pronta.
banner-update-reload = Aggiornamento disponibile: ricarica
banner-changed-elsewhere = Questa partita è stata modificata in un'altra scheda; le mosse di questa scheda non vengono salvate.
banner-load-latest = Carica la più recente
banner-keep-ours = Tieni la versione di questa scheda
banner-adding-games = Aggiunta delle partite: { $done } di { $total }
banner-importing = Importazione delle partite

## The board's column and the players

board-region = Scacchiera
strip-computer = Computer · { $level }
strip-you = Tu
strip-white-player = Bianco
strip-black-player = Nero
color-white = Bianco
color-black = Nero

## The panel

opening-chess960 = Chess960 · posizione { $number }
engine-opponent = Computer: { $level }
discard-question = { $later ->
    [one] Giocare { $move } qui? La mossa successiva verrà ritirata.
   *[other] Giocare { $move } qui? Le { $later } mosse successive verranno ritirate.
}
discard-confirm = Gioca e scarta
confirm-move-question = Giocare { $move }?
confirm-move = Conferma
game-over = Partita finita
game-end-review = Rivedi la partita
game-end-analyse = Analizza
game-end-rematch = Rivincita
tree-this-move = Questa mossa
tree-promote = Promuovi la variante
tree-main-line = Rendi linea principale
tree-delete = Elimina da qui
tree-delete-title = Elimina questa mossa e le seguenti
tree-comment = Commenta questa mossa
tree-deleted = Eliminate { $move } e le mosse successive.
tree-record-kept = Una partita finita conserva le sue mosse: cambia le sue varianti, oppure scegli Analizza per cambiare la partita stessa.

## How games end

outcome-win-checkmate = Il { $winner } vince per scacco matto
outcome-win-resignation = Il { $winner } vince per abbandono
outcome-win-time = Il { $winner } vince per tempo
outcome-win = Il { $winner } vince
outcome-draw-stalemate = Patta per stallo
outcome-draw-material = Patta per materiale insufficiente
outcome-draw-threefold = Patta per triplice ripetizione
outcome-draw-fivefold = Patta per quintuplice ripetizione
outcome-draw-fifty = Patta per la regola delle 50 mosse
outcome-draw-seventy-five = Patta per la regola delle 75 mosse
outcome-draw-agreement = Patta d'accordo
outcome-draw-timeout = Patta per tempo: il giocatore con tempo residuo non avrebbe potuto dare matto
outcome-draw = Patta
reason-checkmate = scacco matto
reason-resignation = abbandono
reason-time = tempo scaduto
reason-recorded = come registrato
reason-stalemate = stallo
reason-material = materiale insufficiente
reason-threefold = triplice ripetizione
reason-fivefold = quintuplice ripetizione
reason-fifty = regola delle 50 mosse
reason-seventy-five = regola delle 75 mosse
reason-agreement = accordo
reason-timeout = tempo scaduto contro materiale insufficiente

## The status line and what is said

status-to-move = Muove il { $side }
status-to-move-check = Muove il { $side } — scacco
status-analysis = Analisi
status-viewing-earlier = Stai guardando una posizione precedente: → o Fine per tornare
speech-to-move = Muove il { $side }.
speech-to-move-check = Muove il { $side }. Scacco.
notice-game-over = La partita è finita: { $outcome }
notice-not-your-turn = Non è il tuo turno

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Reclama la patta per { $reason }
toolbar-claim = Reclama la patta
toolbar-offer-draw = Offri la patta
toolbar-offer-draw-title = Offri la patta al computer
toolbar-draw = Patta
toolbar-draw-title = Entrambi i giocatori concordano la patta
toolbar-label = Comandi della partita
toolbar-navigation = Navigazione tra le mosse
toolbar-first = Posizione iniziale
toolbar-previous = Mossa precedente
toolbar-next = Mossa successiva
toolbar-last = Ultima posizione
toolbar-flip = Gira la scacchiera
toolbar-undo = Annulla mossa
toolbar-undo-title = Ritira l'ultima mossa
toolbar-resign = Abbandona

## Chess words

role-pawn = pedone
role-knight = cavallo
role-bishop = alfiere
role-rook = torre
role-queen = donna
role-king = re
strip-clock = Orologio del { $side }
strip-no-material = Nessuna cattura
strip-has-taken = Ha catturato: { $pieces }
strip-ahead = { $taken }; in vantaggio di { $lead }

## The engine and analysis

analysis-depth = profondità { $depth }
analysis-waiting = Analisi in corso…
analysis-checkmate = Scacco matto: la partita è finita.
analysis-stalemate = Stallo: la partita è finita.
analysis-lines = Linee di analisi
analysis-lines-count = { $n ->
    [one] { $n } linea
   *[other] { $n } linee
}
engine-thinking = Il computer sta pensando…
engine-hint-pending = Cerco un suggerimento…
engine-region = Motore
engine-move-now = Muovi ora
engine-hint = Suggerimento
engine-analysis = Analisi
threat-show-title = Mostra la minaccia
threat-show = Minaccia
threat-label = Minaccia: le mosse migliori se toccasse al { $side }
threat-in-check = Nessuna minaccia mostrata sotto scacco.

## Confirmations

close = Chiudi
games-unavailable = Le tue partite non possono essere salvate in questo browser: { $reason }
confirm-resign-title = Abbandonare?
confirm-resign-message = La partita finisce e vince il tuo avversario.
confirm-resign-button = Abbandona
confirm-agree-draw-title = Concordare la patta?
confirm-agree-draw-message = Entrambi i giocatori sono d'accordo: la partita finisce patta.
confirm-agree-draw-button = Concorda la patta
confirm-new-game-title = Lasciare questa partita?
confirm-new-game-message = Resta non finita nelle tue Partite; puoi riaprirla da lì.
confirm-new-game-button = Lascia e inizia una nuova partita
confirm-leave-for-editor-title = Lasciare questa partita per l'editor?
confirm-leave-for-editor-message = La partita continua mentre modifichi (anche il suo orologio) e resta nelle tue Partite.
confirm-leave-for-editor-button = Apri l'editor
confirm-leave-for-puzzles-title = Lasciare questa partita per i problemi?
confirm-leave-for-puzzles-message = La partita continua mentre risolvi (anche il suo orologio) e resta nelle tue Partite.
confirm-leave-for-puzzles-button = Apri i problemi

## The moves

judgement-inaccuracy = Imprecisione
judgement-mistake = Errore
judgement-blunder = Svista
moves-clock-after = Orologio dopo la mossa
moves-earlier = { $count } mosse precedenti
moves-later = { $count } mosse successive
moves-label = Mosse
moves-none = Ancora nessuna mossa
move-input-label = Scrivi una mossa (SAN o UCI)
move-input-placeholder = Scrivi una mossa: Nf3 o g1f3
move-input-play = Gioca
dismiss = Chiudi
eval-label = Valutazione
eval-graph-label = Grafico della valutazione: le probabilità di vittoria del Bianco dopo ogni mossa

## Learn from your mistakes

learn-title = Impara dai tuoi errori
learn-view-solution = Vedi la soluzione
learn-skip = Salta questa mossa
learn-done = Fatto: ne hai trovate { $found } su { $total }.
learn-again = Di nuovo
learn-finding = { $judgement ->
    [inaccuracy] { $move } era un'imprecisione. Trova una mossa migliore per il { $side }.
    [mistake] { $move } era un errore. Trova una mossa migliore per il { $side }.
   *[blunder] { $move } era una svista. Trova una mossa migliore per il { $side }.
}
learn-judging = Valuto la tua mossa…
learn-wrong = { $move }: puoi fare di meglio. Prova un'altra mossa.
learn-right = { $move }: bella mossa! La linea del motore: { $line }
learn-next = Avanti
learn-solution = Soluzione: { $line }
learn-count = { $number } di { $total }
learn-leave = Esci

## The review

verdict-engine-move = { $move }: la mossa del motore.
verdict-good-move = { $move }: una buona mossa.
verdict-judged = { $move }: { $judgement }.
verdict-best = La migliore era
verdict-eval = Valutazione { $before } → { $after }
review-progress = Revisione: { $done } di { $total } posizioni
review-second-look = Secondo sguardo, più profondo, alle mosse costose: { $done } di { $total } posizioni
review-third-look = Terzo sguardo, ancora più profondo, alle mosse al limite: { $done } di { $total } posizioni
review-progress-label = Avanzamento della revisione
review-accuracy = Precisione
review-average-loss = Perdita media
review-inaccuracies = Imprecisioni
review-mistakes = Errori
review-blunders = Sviste
review-label = Revisione della partita

## Puzzles

theme-mate-in-1 = Matto in 1
theme-mate-in-2 = Matto in 2
theme-mate-in-3 = Matto in 3
theme-fork = Forchetta
theme-pin = Inchiodatura
theme-skewer = Infilata
theme-discovered-attack = Attacco di scoperta
theme-hanging-piece = Pezzo indifeso
theme-sacrifice = Sacrificio
theme-back-rank-mate = Matto sull'ultima traversa
theme-opening = Apertura
theme-middlegame = Mediogioco
theme-endgame = Finale
theme-long = Problemi lunghi
puzzles-mistakes-due = I tuoi errori ({ $due })
puzzles-mistakes = I tuoi errori
puzzles-tab-puzzles = Problemi
puzzles-rating = Il tuo punteggio nei problemi:
puzzles-score = Serie { $streak } · { $solved } risolti su { $played }
puzzles-theme = Tema
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Qualsiasi tema ({ $count })
puzzles-loading = Caricamento dei problemi…
puzzles-unavailable = Non è stato possibile caricare i problemi: apri la pagina una volta online per conservarli.
puzzles-none-of-theme = Nessun problema di questo tema qui: scegline un altro.
puzzles-about = Problema { $id } · punteggio { $rating }
puzzles-opponent-played = Il tuo avversario ha giocato { $move }.
puzzles-opponent-moves = Il tuo avversario muove…
puzzles-your-turn = Tocca a te: trova la mossa migliore per il { $side }.
puzzles-best-move = Mossa migliore!
puzzles-keep-going = Continua…
puzzles-wrong = Non è la mossa giusta! Prova qualcos'altro.
puzzles-checking = Controllo la tua mossa…
puzzles-solved = Problema risolto! Ben fatto.
puzzles-complete = Problema completato (non conta come risolto).
puzzles-view-solution = Vedi la soluzione
puzzles-retry = Riprova
puzzles-next = Problema successivo
puzzles-back = Torna alla partita

## Your mistakes

mistakes-count = { $due } da ripassare ora · { $all } in tutto
mistakes-your-turn = Il tuo avversario ha giocato { $opponent }. In questa partita tu hai poi giocato { $played }. Trova una mossa migliore per il { $side }.
mistakes-right-going = Giusto! Continua…
mistakes-wrong = Non basta: la revisione ne ha trovata una migliore (avevi giocato { $played }). Riprova.
mistakes-right = Giusto! La mossa della revisione era { $best }.
mistakes-shown = La mossa della revisione era { $best }.
mistakes-comes-back = { $days ->
    [0] Resta da ripassare.
    [one] Torna domani.
   *[other] Torna tra { $days } giorni.
}
mistakes-reading = Lettura delle tue partite revisionate…
mistakes-none = Ancora nessun errore. Rivedi una partita (Rivedi la partita, quando ha delle mosse) e i suoi errori e le sue sviste arriveranno qui per allenarti.
mistakes-nothing-due = { $days ->
    [one] Niente da ripassare ora: il prossimo errore torna domani. Allenati comunque su uno qui sotto.
   *[other] Niente da ripassare ora: il prossimo errore torna tra { $days } giorni. Allenati comunque su uno qui sotto.
}
mistakes-next = Errore successivo
mistakes-when = { $days ->
    [0] da ripassare
    [one] domani
   *[other] tra { $days } giorni
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Bianco
choice-color-black = Nero
choice-variant-standard = Standard
choice-variant-chess960 = Chess960
choice-variant-position = Da una posizione
choice-side-white = Bianco
choice-side-black = Nero
choice-side-random = A caso
choice-sounds-tones = Toni
choice-sounds-wood = Legno
choice-auto-queen-premove = Nelle premosse
choice-auto-queen-always = Sempre
choice-auto-queen-never = Mai
choice-blindfold-off = No
choice-blindfold-opponent = Nascondi i pezzi dell'avversario
choice-blindfold-own = Nascondi i miei pezzi
choice-blindfold-all = Nascondi tutti i pezzi
choice-board-wood = Legno
choice-board-blue = Blu
choice-board-green = Verde
choice-board-slate = Ardesia
choice-pieces-classic = Classici
choice-pieces-modern = Moderni
choice-pieces-contrast = Alto contrasto
choice-pieces-letters = Lettere
choice-page-system = Come il sistema (chiaro o scuro)
choice-page-light = Chiaro
choice-page-dark = Scuro
choice-coordinates-inside = Sulla scacchiera
choice-coordinates-outside = Attorno alla scacchiera
choice-coordinates-off = No
choice-language-browser = Come il browser
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
choice-win-checkmate = Scacco matto
choice-win-resignation = Abbandono
choice-win-time-forfeit = Tempo scaduto
choice-win-recorded = Come registrato
choice-draw-stalemate = Stallo
choice-draw-insufficient-material = Materiale insufficiente
choice-draw-threefold-repetition = Triplice ripetizione
choice-draw-fivefold-repetition = Quintuplice ripetizione
choice-draw-fifty-move-rule = Regola delle 50 mosse
choice-draw-seventy-five-move-rule = Regola delle 75 mosse
choice-draw-agreement = Accordo
choice-draw-timeout-vs-insufficient-material = Tempo scaduto, nessun materiale per il matto
choice-draw-recorded = Come registrato

## New game

level-label = Livello { $level }, circa { $elo }
levels-measured = La forza di ogni livello è stata misurata in partite contro Stockfish impostato su un dato punteggio. I livelli da 1 a 8 giocano allo stesso modo su ogni dispositivo; il livello 9 è più forte su uno più veloce.
new-game-opponent = Avversario
new-game-computer = Il computer
new-game-friend = Un amico su questo dispositivo
new-game-colour = Colore
new-game-level = Livello
new-game-variant = Variante
new-game-fen = Posizione (FEN)
new-game-start = Inizia
time-bullet = Bullet
time-blitz = Blitz
time-rapid = Rapid
time-classical = Classica
new-game-quick-times = Cadenze rapide
new-game-no-clock = Senza orologio
new-game-time = Cadenza
new-game-untimed = Senza limite
new-game-custom = Personalizzata
new-game-minutes = Minuti
new-game-increment-seconds = Incremento (secondi)
new-game-increment = Incremento

## Settings (the controls)

settings-sound = Suono
settings-sounds = Suoni
settings-animate = Anima le mosse
settings-confirm-moves = Conferma le mosse (una mossa sulla scacchiera attende «Conferma»)
settings-figurines = Notazione con figurine (♘f3)
settings-board = Scacchiera
settings-pieces = Pezzi
settings-board-previews = Colori della scacchiera
settings-piece-previews = Serie di pezzi
settings-page = Pagina
settings-coordinates = Coordinate
settings-auto-queen = Donna automatica
settings-blindfold = Alla cieca
settings-board-size-value = Dimensione della scacchiera: { $size }%
settings-board-size = Dimensione della scacchiera
settings-zen = Modalità zen (solo la scacchiera e gli orologi; z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } mossa
   *[other] { $count } mosse
}
games-computer = Computer (livello { $level })
games-no-opening = apertura senza nome
games-reviewed = revisionata
games-this-game = questa partita
games-open = Apri
games-delete = Elimina
games-deleted = Eliminata: { $players }.
games-undo = Annulla
games-search = Cerca per giocatore o apertura
games-download-all = Scarica tutte
games-loading = Caricamento…
games-none = Ancora nessuna partita: ogni partita che giochi viene salvata qui, mossa dopo mossa.
games-none-found = Nessuna partita corrisponde alla ricerca.
games-show-more = Mostra altre ({ $hidden } ancora; la ricerca le trova tutte)
games-won = Vinte
games-lost = Perse
games-drawn = Patte
games-other = Non finite, o non tue
games-result = Risultato
games-any-result = Qualsiasi risultato
games-your-colour = Il tuo colore
games-any-colour = Qualsiasi colore
games-had-white = Avevi il Bianco
games-had-black = Avevi il Nero
games-opening = Apertura
games-any-opening = Qualsiasi apertura

## Keyboard shortcuts

shortcut-prev-next = Mossa precedente e successiva
shortcut-variations = Variante precedente e successiva a un bivio
shortcut-first-last = Prima e ultima posizione
shortcut-flip = Gira la scacchiera
shortcut-threat = Mostra la minaccia (la mossa migliore dell'avversario se toccasse a lui)
shortcut-squares = Spostarsi tra le case della scacchiera
shortcut-pick = Prendi un pezzo, poi posalo
shortcut-escape = Lascia la selezione o una promozione
shortcut-right-click = Cerchia una casa; trascinando col destro: una freccia
shortcut-brushes = Con il clic destro: rosso, blu (entrambi: giallo)
shortcut-new-game = Nuova partita
shortcut-zen = Modalità zen: solo la scacchiera e gli orologi, o di nuovo tutto
shortcut-list = Questo elenco
keys-home-end = Inizio Fine
keys-tab-arrows = Tab, poi le frecce
keys-enter-space = Invio o Spazio
keys-escape = Esc
keys-right-click = Clic destro
keys-shift-alt = Maiusc, Alt

## Import and export

records-title = Importa ed esporta
records-copied-fen = FEN copiata
records-copied-link = link copiato
records-copied-pgn = PGN copiato
records-copy-failed-fen = Non è stato possibile copiare la FEN negli appunti; selezionala e copiala a mano
records-copy-failed-link = Non è stato possibile copiare il link negli appunti; selezionalo e copialo a mano
records-copy-failed-pgn = Non è stato possibile copiare il PGN negli appunti; selezionalo e copialo a mano
records-text = FEN o PGN da caricare
records-placeholder = Incolla una FEN o un PGN (una partita o molte)
records-load = Carica
records-load-analyse = Carica e analizza
records-load-computer = Carica e gioca contro il computer
records-add-all = Aggiungi tutte alle mie partite
records-downloaded = PGN scaricato
records-download-failed = Non è stato possibile scaricare il PGN
records-copy-fen = Copia la FEN
records-copy-link = Copia il link
records-copy-pgn = Copia il PGN
records-download = Scarica il PGN

## The board

piece-white-pawn = pedone bianco
piece-white-knight = cavallo bianco
piece-white-bishop = alfiere bianco
piece-white-rook = torre bianca
piece-white-queen = donna bianca
piece-white-king = re bianco
piece-black-pawn = pedone nero
piece-black-knight = cavallo nero
piece-black-bishop = alfiere nero
piece-black-rook = torre nera
piece-black-queen = donna nera
piece-black-king = re nero
square-empty = vuota
board-label = Scacchiera
promote-to = Promuovi a { $piece }
promote-choose = Scegli il pezzo della promozione

## The board editor

editor-pieces = Pezzi
editor-hand-title = Sposta i pezzi
editor-hand = Sposta
editor-delete-title = Togli i pezzi
editor-delete = Togli
editor-start-position = Posizione iniziale
editor-clear = Svuota
editor-flip = Gira
editor-castling-right = { $side } { $castling }
editor-turn = Tratto
editor-white-to-play = Muove il Bianco
editor-black-to-play = Muove il Nero
editor-castling = Arrocco
editor-en-passant = En passant
editor-none = Nessuna
editor-chess960 = Posizione Chess960
editor-fen = FEN
editor-play-computer = Gioca contro il computer da qui
editor-play-friend = Gioca con un amico da qui

## What is said and the notices of play

said-new-game = Nuova partita.
said-game-restored = Partita ripristinata.
said-game-loaded = Partita caricata.
said-played = Il { $side } gioca { $move }.
said-taken-back = Mossa ritirata.
notice-clocks-paused = Gli orologi si sono fermati mentre la pagina era chiusa; ora ripartono.
notice-over-keeps-result = La partita è finita e mantiene il suo risultato: analizzala per provare altre mosse
notice-nothing-to-take-back = Non c'è nessuna mossa da ritirare

## Notices

notice-draw-accepted = Il computer accetta la patta.
notice-draw-declined = Il computer rifiuta la patta e continua.
notice-engine-restarted = Il motore non rispondeva più ed è stato riavviato; sta pensando di nuovo.
notice-held-elsewhere = La tua partita è aperta in un'altra scheda, quindi questa scheda ne inizia una nuova; entrambe restano in Partite.
notice-link-invalid = La posizione del link non è valida: { $error }
records-loaded-but = La partita è stata caricata, ma { $warning }.
records-empty = Incolla prima una FEN o un PGN
records-fen-invalid = Questa FEN non è valida: { $error }
records-pgn-invalid = Non è stato possibile leggere questo PGN: { $error }
records-many-games = Questo PGN contiene { $count } partite: la prima è aperta, e tutte restano in Partite.

## Notices at start

notice-shared-position = La posizione condivisa è aperta. La tua partita di prima resta in Partite.

## Dates and other notices

month-1 = gen
month-2 = feb
month-3 = mar
month-4 = apr
month-5 = mag
month-6 = giu
month-7 = lug
month-8 = ago
month-9 = set
month-10 = ott
month-11 = nov
month-12 = dic
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = data sconosciuta
new-game-fen-missing = Indica la posizione di partenza come FEN.
new-game-fen-invalid = Quella posizione non si può giocare: { $error }.
new-game-fen-over = In quella posizione la partita è già finita.
puzzles-not-kept = Il problema { $id } non è tra i { $count } problemi salvati qui; eccone un altro.
mistakes-engine-unavailable = Qui conta solo la mossa della revisione: il motore non può giudicare le altre ({ $reason }).

## Speech and the library

speech-castles-kingside = arrocco corto
speech-castles-queenside = arrocco lungo
speech-passes = passa
speech-takes = cattura in
speech-promotes = promuove a { $piece }
library-delete-failed = Non è stato possibile eliminare la partita: { $error }
library-open-failed = Non è stato possibile aprire questa partita: { $error }
library-gone = Questa partita non è più nella raccolta
library-download-failed = Non è stato possibile scaricare le partite
library-add-unavailable = L'elenco delle partite non è disponibile in questo browser, quindi le partite non sono state aggiunte
library-storage-refused = La memoria del browser ha rifiutato le partite: forse è piena
library-added = { $added } partite aggiunte alle tue partite.
library-added-some-failed = { $added } partite aggiunte alle tue partite ({ $failed } illeggibili sono state tralasciate).

## Storage, crashes and the engine

storage-unavailable = Questo browser non permette alla pagina di salvare dati (modalità privata o memoria disattivata): la tua partita continua, ma non verrà conservata quando esci.
storage-full = La memoria del browser è piena: la tua partita continua, ma le sue ultime mosse non vengono salvate. Elimina vecchie partite dall'elenco Partite per fare spazio.
storage-kept-aside = È stata conservata nella memoria di questo browser come «{ $key }».
storage-left = È rimasta dov'era, come «{ $key }».
storage-unrestorable = Non è stato possibile ripristinare la tua partita salvata: { $error }. È stata iniziata una nuova partita.
crash-label = Qualcosa è andato storto
crash-title = Qualcosa è andato storto: ricarica la pagina. La tua partita è salvata com'era prima dell'ultima azione.
engine-unavailable = Il motore non è riuscito ad avviarsi in questo browser: gioca con un amico o prova un altro browser.
library-unavailable = l'elenco delle partite non è disponibile in questo browser ({ $reason })
library-updated-elsewhere = L'app è stata aggiornata in un'altra scheda: ricarica questa scheda per continuare a usare le tue partite.

## Crash

crash-reload = Ricarica

## Saved games that cannot be read

saved-damaged = i dati salvati sono danneggiati ({ $error })
saved-newer = è stata salvata da una versione più recente dell'app (formato { $format }, questa legge fino al { $known })
saved-start = la sua posizione iniziale è sbagliata: { $error }
saved-move = la sua mossa { $index } ({ $move }) non è legale
saved-pgn = le sue mosse non si possono leggere: { $error }
saved-field = il suo campo «{ $field }» ha un valore che questa app non conosce

## Why a move is not legal

placed-piece = { $role ->
    [bishop] l'alfiere in { $square }
    [rook] la torre in { $square }
    [queen] la donna in { $square }
   *[other] il { $piece } in { $square }
}
castling-kingside = corto
castling-queenside = lungo
illegal-empty-square = Non c'è nessun pezzo in { $square }
illegal-not-your-turn = Tocca al { $side } muovere
illegal-no-movement = Una mossa deve portare il pezzo su un'altra casa
illegal-own-piece = Un pezzo non può andare su una casa occupata dal proprio colore: { $piece } è del tuo colore
illegal-shape-pawn = Un pedone avanza di una casa dritto (di due dalla casa iniziale) e cattura di una casa in diagonale in avanti
illegal-shape-knight = Un cavallo si muove a L: due case in una direzione, poi una di lato
illegal-shape-bishop = Un alfiere si muove solo in diagonale
illegal-shape-rook = Una torre si muove solo lungo traverse e colonne
illegal-shape-queen = Una donna si muove lungo traverse, colonne e diagonali
illegal-shape-king = Un re si muove di una casa in ogni direzione (di due solo arroccando)
illegal-blocked = Sulla strada c'è { $piece }: solo il cavallo salta gli altri pezzi
illegal-pawn-backward = Un pedone non torna mai indietro
illegal-pawn-straight-capture = Un pedone cattura solo in diagonale
illegal-pawn-diagonal = Un pedone va in diagonale solo quando cattura
illegal-en-passant-late = La presa en passant è permessa solo alla mossa subito dopo il doppio passo del pedone
illegal-double-step = Un pedone può avanzare di due case solo dalla sua casa iniziale
illegal-promotion-required = Un pedone che raggiunge l'ultima traversa deve essere promosso: scegli donna, torre, alfiere o cavallo
illegal-promotion-not-allowed = Solo un pedone che raggiunge l'ultima traversa viene promosso
illegal-promotion-piece = Un pedone può essere promosso solo a donna, torre, alfiere o cavallo, non a { $piece }
illegal-castling-king-moved = L'arrocco { $side } non è più permesso: il re si è già mosso
illegal-castling-rook-moved = L'arrocco { $side } non è più permesso: quella torre si è già mossa
illegal-castling-rook-captured = L'arrocco { $side } non è più permesso: quella torre è stata catturata
illegal-castling-lost = L'arrocco { $side } non è più permesso: il re o quella torre si sono già mossi
illegal-castling-blocked = Non si può arroccare finché c'è un pezzo tra il re e la torre: { $piece }
illegal-castling-destination = Non si può arroccare finché un pezzo occupa la casa d'arrivo del re o della torre: { $piece }
illegal-castling-in-check = Non si può arroccare con il re sotto scacco (lo dà { $piece })
illegal-castling-through = Il re passerebbe per { $square }, attaccata da: { $piece }
illegal-castling-into = Il re arriverebbe in { $square }, attaccata da: { $piece }
illegal-king-into-check = Il tuo re sarebbe sotto scacco: lo attacca { $piece }
illegal-kings-adjacent = I re non possono mai stare uno accanto all'altro
illegal-still-in-check = Con quella mossa il tuo re resta sotto scacco: lo attacca { $piece }
illegal-en-passant-exposes = La presa en passant toglierebbe entrambi i pedoni dalla linea e scoprirebbe il tuo re: lo attaccherebbe { $piece }
illegal-pinned = { $pinned } subisce un'inchiodatura: se si muove, { $piece } attacca il tuo re
typed-not-san = «{ $move }» non è una mossa in notazione algebrica
typed-illegal = { $move } non è una mossa legale in questa posizione
typed-ambiguous = { $move } può indicare più mosse; aggiungi la colonna o la traversa da cui parte il pezzo
typed-not-uci = «{ $move }» non è una mossa UCI (due case e una lettera di promozione facoltativa, come e7e8q)

## Training kept in the browser

library-upgrade-blocked = L'elenco delle partite si sta aggiornando: chiudi le altre schede dell'app (aperte prima dell'aggiornamento) per finire.
puzzles-progress-unreadable = Non è stato possibile leggere il tuo punteggio e la cronologia dei problemi, quindi ripartono da zero (la copia illeggibile viene messa da parte).
mistakes-unreadable = Non è stato possibile leggere il calendario di ripasso dei tuoi errori, quindi riparte dalle tue partite revisionate.
puzzles-not-saved = Non è stato possibile salvare i tuoi progressi nei problemi (la memoria del browser è piena o li rifiuta): restano in questa pagina finché non viene chiusa.

## Why a FEN cannot be read or a position cannot be played

fen-empty = la FEN è vuota
fen-field-count = una FEN ha 6 campi separati da spazi (scacchiera, tratto, arrocco, en passant, contatore delle semimosse, numero della mossa), almeno i primi 4; questa ne ha { $count }
fen-rank-count = il campo della scacchiera richiede 8 traverse separate da «/»; questo ne ha { $count }
fen-rank-length = la traversa { $rank } del campo della scacchiera descrive { $count } case invece di 8
fen-piece-letter = «{ $letter }» sulla traversa { $rank } non è la lettera di un pezzo (KQRBNP per il Bianco, kqrbnp per il Nero, 1-8 per le case vuote)
fen-side-to-move = il tratto deve essere «w» o «b», non «{ $text }»
fen-castling = il campo dell'arrocco deve essere «-» o lettere di «KQkq» (o le colonne delle torri, come «HAha»), ognuna al massimo una volta, non «{ $text }»
fen-en-passant = il campo en passant deve essere «-» o una casa come e3, non «{ $text }»
fen-halfmove-clock = il contatore delle semimosse deve essere un numero intero da 0, non «{ $text }»
fen-move-number = il numero della mossa deve essere un numero intero da 1, non «{ $text }»
fen-impossible = posizione impossibile: { $reason }
position-no-king = il { $side } non ha il re
position-kings = il { $side } ha più di un re
position-pawn-back-rank = c'è un pedone in { $square }, ma i pedoni non stanno mai sulla prima o sull'ultima traversa
position-pawns = il { $side } ha più di 8 pedoni
position-pieces = il { $side } ha più di 16 pezzi
position-castling-pieces = il { $side } non può avere il diritto all'arrocco { $castling }: servono il re in { $king } e la torre in { $rook }
position-960-castling-h = il { $side } non può avere il diritto all'arrocco { $castling }: serve il re sulla traversa { $rank } con una torre dal suo lato h
position-960-castling-a = il { $side } non può avere il diritto all'arrocco { $castling }: serve il re sulla traversa { $rank } con una torre dal suo lato a
position-en-passant = { $square } non può essere la casa en passant: nessun pedone può averla appena superata con un doppio passo
position-opponent-in-check = il { $side } è sotto scacco ma non ha il tratto, il che non può succedere
position-checkers = il re è sotto scacco da { $count } pezzi insieme, cosa che nessuna mossa può causare

## The editor's FEN

editor-fen-unreadable = Quella FEN non si può leggere: { $error }.

## Why a PGN cannot be read

pgn-where = riga { $line }, colonna { $column }: { $what }
pgn-empty = qui non c'è nessuna partita
pgn-bad-tag = un tag deve avere la forma [Nome "valore"]
pgn-open-comment = questo commento { $open } non viene mai chiuso con { $close }
pgn-open-variation = questa variante ( non viene mai chiusa con )
pgn-stray-parenthesis = questa ) non chiude nessuna variante
pgn-variation-first = una variante ( deve seguire la mossa che sostituisce
pgn-bad-fen = il tag FEN è sbagliato: { $error }
pgn-variant = la variante «{ $variant }» non è supportata (solo gli scacchi standard e Chess960)
pgn-move = mossa
pgn-null-move = la mossa { $move } è una mossa nulla (--), che non è una mossa degli scacchi: lei e le mosse che la seguono nella sua linea sono state tralasciate
pgn-no-draw-to-claim = La patta si può reclamare solo dopo una triplice ripetizione o cinquanta mosse senza catture né mosse di pedone
