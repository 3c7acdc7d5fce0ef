# Els textos de l'aplicació en català (les mateixes claus que en.ftl). Els bàndols, amb l'article
# dins de la frase ("Juguen les blanques"), es trien per la clau del color (`color`); una peça a
# la seva casella, pel tipus de peça (`role`): "l'alfil de c4".

## The menu

title = Escacs
menu-new-game = Partida nova
menu-new-short = Nova
menu-games = Partides
menu-puzzles = Problemes
menu-editor = Editor de posicions
menu-editor-short = Editor
menu-import = Importa
menu-import-short = Importa
menu-export = Exporta
menu-export-short = Exporta
menu-settings = Configuració
menu-settings-short = Opcions
menu-shortcuts = Dreceres de teclat
menu-label = Menú
title-start = Inici: juga contra l'ordinador, contra un amic, problemes…
zen-leave = Surt del mode zen

## The start choices

start-region = Inici
start-heading = Juga a escacs
start-continue = Continua
start-computer = Juga contra l'ordinador
start-level = Nivell { $level }
start-elo = uns { $elo } Elo
start-levels = Nivell
start-friend = Juga contra un amic
start-puzzles = Problemes
start-analysis = Tauler d'anàlisi
start-editor = Editor de posicions
start-more = Més opcions (color, temps, Chess960)…
start-kept = Una partida nova desa la que està en curs a Partides.

## Settings

settings-language = Idioma
cancel = Cancel·la

## Banners

banner-update = Hi ha una versió nova de l'aplicació a punt.
banner-update-reload = Actualització disponible: torna a carregar
banner-changed-elsewhere = Aquesta partida s'ha canviat en una altra pestanya; les jugades d'aquesta pestanya no es desen.
banner-load-latest = Carrega la més recent
banner-keep-ours = Conserva la versió d'aquesta pestanya
banner-adding-games = S'estan afegint partides: { $done } de { $total }
banner-importing = S'estan important partides

## The board's column and the players

board-region = Tauler
strip-computer = Ordinador · { $level }
strip-you = Tu
strip-white-player = Jugador de les blanques
strip-black-player = Jugador de les negres
color-white = Blanques
color-black = Negres

## The panel

opening-chess960 = Chess960 · posició { $number }
engine-opponent = Ordinador: { $level }
discard-question = { $later ->
    [one] Vols jugar { $move } aquí? Es desfarà la jugada posterior.
   *[other] Vols jugar { $move } aquí? Es desfaran les { $later } jugades posteriors.
}
discard-confirm = Juga i descarta
confirm-move-question = Vols jugar { $move }?
confirm-move = Confirma
game-over = Partida acabada
game-end-review = Revisa la partida
game-end-analyse = Analitza
game-end-rematch = Revenja
tree-this-move = Aquesta jugada
tree-promote = Puja la variant
tree-main-line = Fes-la línia principal
tree-delete = Esborra des d'aquí
tree-delete-title = Esborra aquesta jugada i tot el que ve després
tree-comment = Comenta aquesta jugada
tree-deleted = S'ha esborrat { $move } i les jugades següents.
tree-record-kept = Una partida acabada conserva les seves jugades: canvia'n les variants, o tria «Analitza» per canviar la partida mateixa.

## How games end

outcome-win-checkmate = { $color ->
    [white] Guanyen les blanques per escac i mat
   *[black] Guanyen les negres per escac i mat
}
outcome-win-resignation = { $color ->
    [white] Guanyen les blanques per abandonament
   *[black] Guanyen les negres per abandonament
}
outcome-win-time = { $color ->
    [white] Guanyen les blanques per temps
   *[black] Guanyen les negres per temps
}
outcome-win = { $color ->
    [white] Guanyen les blanques
   *[black] Guanyen les negres
}
outcome-draw-stalemate = Taules per ofegat
outcome-draw-material = Taules per material insuficient
outcome-draw-threefold = Taules per triple repetició
outcome-draw-fivefold = Taules per quíntuple repetició
outcome-draw-fifty = Taules per la regla de les cinquanta jugades
outcome-draw-seventy-five = Taules per la regla de les setanta-cinc jugades
outcome-draw-agreement = Taules per acord
outcome-draw-timeout = Taules per temps: el bàndol a qui quedava temps no podia fer mat
outcome-draw = Taules
reason-checkmate = escac i mat
reason-resignation = abandonament
reason-time = temps esgotat
reason-recorded = segons el registre
reason-stalemate = ofegat
reason-material = material insuficient
reason-threefold = triple repetició
reason-fivefold = quíntuple repetició
reason-fifty = la regla de les cinquanta jugades
reason-seventy-five = la regla de les setanta-cinc jugades
reason-agreement = acord
reason-timeout = temps esgotat sense material per fer mat

## The status line and what is said

status-to-move = { $color ->
    [white] Juguen les blanques
   *[black] Juguen les negres
}
status-to-move-check = { $color ->
    [white] Juguen les blanques — escac
   *[black] Juguen les negres — escac
}
status-analysis = Anàlisi
status-viewing-earlier = Es mostra una posició anterior: → o Fi per tornar
speech-to-move = { $color ->
    [white] Juguen les blanques.
   *[black] Juguen les negres.
}
speech-to-move-check = { $color ->
    [white] Juguen les blanques. Escac.
   *[black] Juguen les negres. Escac.
}
notice-game-over = La partida ha acabat: { $outcome }
notice-not-your-turn = No et toca jugar

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Reclama taules: { $reason }
toolbar-claim = Reclama taules
toolbar-offer-draw = Ofereix taules
toolbar-offer-draw-title = Ofereix taules a l'ordinador
toolbar-draw = Taules
toolbar-draw-title = Tots dos jugadors acorden taules
toolbar-label = Controls de la partida
toolbar-navigation = Navegació per les jugades
toolbar-first = Primera posició
toolbar-previous = Jugada anterior
toolbar-next = Jugada següent
toolbar-last = Última posició
toolbar-flip = Gira el tauler
toolbar-undo = Desfés
toolbar-undo-title = Desfés l'última jugada
toolbar-resign = Abandona

## Chess words

role-pawn = peó
role-knight = cavall
role-bishop = alfil
role-rook = torre
role-queen = dama
role-king = rei
strip-clock = { $color ->
    [white] Rellotge de les blanques
   *[black] Rellotge de les negres
}
strip-no-material = Cap peça capturada
strip-has-taken = Ha capturat: { $pieces }
strip-ahead = { $taken }; avantatge de { $lead }

## The engine and analysis

analysis-depth = profunditat { $depth }
analysis-waiting = S'està analitzant…
analysis-checkmate = Escac i mat: la partida ha acabat.
analysis-stalemate = Ofegat: la partida ha acabat.
analysis-lines = Línies d'anàlisi
analysis-lines-count = { $n ->
    [one] { $n } línia
   *[other] { $n } línies
}
engine-thinking = L'ordinador està pensant…
engine-hint-pending = S'està buscant una pista…
engine-region = Motor
engine-move-now = Juga ara
engine-hint = Pista
engine-analysis = Anàlisi
threat-show-title = Mostra l'amenaça
threat-show = Mostra l'amenaça
threat-label = { $color ->
    [white] Amenaça: les millors jugades si juguessin les blanques
   *[black] Amenaça: les millors jugades si juguessin les negres
}
threat-in-check = No es mostra cap amenaça durant un escac.

## Confirmations

close = Tanca
games-unavailable = Les teves partides no es poden desar en aquest navegador: { $reason }
confirm-resign-title = Vols abandonar?
confirm-resign-message = La partida s'acaba i guanya el teu rival.
confirm-resign-button = Abandona
confirm-agree-draw-title = Acordar taules?
confirm-agree-draw-message = Tots dos jugadors hi estan d'acord: la partida acaba en taules.
confirm-agree-draw-button = Acorda taules
confirm-new-game-title = Vols deixar aquesta partida?
confirm-new-game-message = Es queda a Partides, sense acabar; la pots tornar a obrir des d'allà.
confirm-new-game-button = Deixa-la i comença una partida nova
confirm-leave-for-editor-title = Vols deixar la partida per l'editor de posicions?
confirm-leave-for-editor-message = La partida continua mentre edites (també el rellotge) i es queda a Partides.
confirm-leave-for-editor-button = Obre l'editor de posicions
confirm-leave-for-puzzles-title = Vols deixar la partida pels problemes?
confirm-leave-for-puzzles-message = La partida continua mentre resols (també el rellotge) i es queda a Partides.
confirm-leave-for-puzzles-button = Obre els problemes

## The moves

judgement-inaccuracy = Imprecisió
judgement-mistake = Error
judgement-blunder = Errada greu
moves-clock-after = Rellotge després de la jugada
moves-earlier = { $count } jugades anteriors
moves-later = { $count } jugades posteriors
moves-label = Jugades
moves-none = Encara no hi ha jugades
move-input-label = Escriu una jugada (SAN o UCI)
move-input-placeholder = Escriu una jugada: Nf3 o g1f3
move-input-play = Juga
dismiss = Tanca
eval-label = Valoració
eval-graph-label = Gràfic de valoració: possibilitats de guanyar de les blanques després de cada jugada

## Learn from your mistakes

learn-title = Aprèn dels teus errors
learn-view-solution = Mostra la solució
learn-skip = Salta aquesta jugada
learn-done = Fet: n'has trobat { $found } de { $total }.
learn-again = Torna-ho a fer
learn-finding = { $judgement ->
    [inaccuracy] { $move } va ser una imprecisió.
    [mistake] { $move } va ser un error.
   *[blunder] { $move } va ser una errada greu.
} { $color ->
    [white] Troba una jugada millor per a les blanques.
   *[black] Troba una jugada millor per a les negres.
}
learn-judging = S'està valorant la teva jugada…
learn-wrong = { $move }: es pot fer millor. Prova una altra jugada.
learn-right = { $move }: bona jugada! La línia del motor: { $line }
learn-next = Següent
learn-solution = Solució: { $line }
learn-count = { $number } de { $total }
learn-leave = Surt

## The review

verdict-engine-move = { $move }: la jugada del motor.
verdict-good-move = { $move }: una bona jugada.
verdict-judged = { $move }: { $judgement }.
verdict-best = El millor era
verdict-eval = Valoració { $before } → { $after }
review-progress = Revisant: { $done } de { $total } posicions
review-second-look = Tornant a mirar, més a fons, les jugades costoses: { $done } de { $total } posicions
review-third-look = Una tercera mirada, encara més a fons, a les jugades dubtoses: { $done } de { $total } posicions
review-progress-label = Progrés de la revisió
review-accuracy = Precisió
review-average-loss = Pèrdua mitjana
review-inaccuracies = Imprecisions
review-mistakes = Errors
review-blunders = Errades greus
review-label = Revisió de la partida

## Puzzles

theme-mate-in-1 = Mat en 1
theme-mate-in-2 = Mat en 2
theme-mate-in-3 = Mat en 3
theme-fork = Forquilla
theme-pin = Clavada
theme-skewer = Enfilada
theme-discovered-attack = Atac a la descoberta
theme-hanging-piece = Peça penjada
theme-sacrifice = Sacrifici
theme-back-rank-mate = Mat a la darrera fila
theme-opening = Obertura
theme-middlegame = Mig joc
theme-endgame = Final
theme-long = Problemes llargs
puzzles-mistakes-due = Els teus errors ({ $due })
puzzles-mistakes = Els teus errors
puzzles-tab-puzzles = Problemes
puzzles-rating = La teva puntuació de problemes:
puzzles-score = Ratxa { $streak } · resolts { $solved } de { $played }
puzzles-theme = Tema
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Qualsevol tema ({ $count })
puzzles-loading = S'estan carregant els problemes…
puzzles-unavailable = No s'han pogut carregar els problemes: obre la pàgina una vegada amb connexió per desar-los.
puzzles-none-of-theme = Aquí no hi ha cap problema d'aquest tema: tria'n un altre.
puzzles-about = Problema { $id } · puntuació { $rating }
puzzles-opponent-played = El teu rival ha jugat { $move }.
puzzles-opponent-moves = El teu rival juga…
puzzles-your-turn = { $color ->
    [white] Et toca: troba la millor jugada per a les blanques.
   *[black] Et toca: troba la millor jugada per a les negres.
}
puzzles-best-move = La millor jugada!
puzzles-keep-going = Continua…
puzzles-wrong = No és aquesta jugada! Prova una altra cosa.
puzzles-checking = S'està comprovant la teva jugada…
puzzles-solved = Problema resolt! Molt bé.
puzzles-complete = Problema acabat (no compta com a resolt).
puzzles-view-solution = Mostra la solució
puzzles-retry = Torna-ho a provar
puzzles-next = Problema següent
puzzles-back = Torna a la partida

## Your mistakes

mistakes-count = { $due } per repassar ara · { $all } en total
mistakes-your-turn = El teu rival va jugar { $opponent }. En aquella partida tu vas jugar després { $played }. { $color ->
    [white] Troba una jugada millor per a les blanques.
   *[black] Troba una jugada millor per a les negres.
}
mistakes-right-going = Correcte! Continua…
mistakes-wrong = No és prou bona: la revisió va desar una jugada millor que aquesta (vas jugar { $played }). Torna-ho a provar.
mistakes-right = Correcte! La jugada de la revisió era { $best }.
mistakes-shown = La jugada de la revisió era { $best }.
mistakes-comes-back = { $days ->
    [0] Continua pendent.
    [one] Torna demà.
   *[other] Torna d'aquí a { $days } dies.
}
mistakes-reading = S'estan llegint les teves partides revisades…
mistakes-none = Encara no hi ha errors. Revisa una partida (Revisa la partida, quan tingui jugades) i els seus errors i errades greus vindran aquí per practicar-los.
mistakes-nothing-due = { $days ->
    [one] Ara no hi ha res pendent: el proper error torna demà. Practica'n un de sota igualment.
   *[other] Ara no hi ha res pendent: el proper error torna d'aquí a { $days } dies. Practica'n un de sota igualment.
}
mistakes-next = Error següent
mistakes-when = { $days ->
    [0] pendent
    [one] demà
   *[other] d'aquí a { $days } dies
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Blanques
choice-color-black = Negres
choice-variant-standard = Estàndard
choice-variant-chess960 = Chess960
choice-variant-position = Des d'una posició
choice-side-white = Blanques
choice-side-black = Negres
choice-side-random = A l'atzar
choice-sounds-tones = Tons
choice-sounds-wood = Fusta
choice-auto-queen-premove = En prejugar
choice-auto-queen-always = Sempre
choice-auto-queen-never = Mai
choice-blindfold-off = Desactivat
choice-blindfold-opponent = Amaga les peces del rival
choice-blindfold-own = Amaga les meves peces
choice-blindfold-all = Amaga totes les peces
choice-board-wood = Fusta
choice-board-blue = Blau
choice-board-green = Verd
choice-board-slate = Pissarra
choice-pieces-classic = Clàssiques
choice-pieces-modern = Modernes
choice-pieces-contrast = Alt contrast
choice-pieces-letters = Lletres
choice-page-system = Com el sistema (clar o fosc)
choice-page-light = Clar
choice-page-dark = Fosc
choice-coordinates-inside = Dins del tauler
choice-coordinates-outside = Al voltant del tauler
choice-coordinates-off = Desactivades
choice-language-browser = Com el navegador
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
choice-win-checkmate = Escac i mat
choice-win-resignation = Abandonament
choice-win-time-forfeit = Temps esgotat
choice-win-recorded = Segons el registre
choice-draw-stalemate = Ofegat
choice-draw-insufficient-material = Material insuficient
choice-draw-threefold-repetition = Triple repetició
choice-draw-fivefold-repetition = Quíntuple repetició
choice-draw-fifty-move-rule = Regla de les 50 jugades
choice-draw-seventy-five-move-rule = Regla de les 75 jugades
choice-draw-agreement = Acord
choice-draw-timeout-vs-insufficient-material = Temps esgotat, sense material per fer mat
choice-draw-recorded = Segons el registre

## New game

level-label = Nivell { $level }, uns { $elo }
levels-measured = La força de cada nivell s'ha mesurat en partides contra Stockfish configurat per jugar a una puntuació donada. Els nivells 1 a 8 juguen igual en qualsevol dispositiu; el nivell 9 és més fort en un de més ràpid.
new-game-opponent = Rival
new-game-computer = L'ordinador
new-game-friend = Un amic en aquest dispositiu
new-game-colour = Color
new-game-level = Nivell
new-game-variant = Variant
new-game-fen = Posició (FEN)
new-game-start = Comença
time-bullet = Bala
time-blitz = Blitz
time-rapid = Ràpides
time-classical = Clàssiques
new-game-quick-times = Ritmes ràpids
new-game-no-clock = Sense rellotge
new-game-time = Ritme de joc
new-game-untimed = Sense límit de temps
new-game-custom = Personalitzat
new-game-minutes = Minuts
new-game-increment-seconds = Increment (segons)
new-game-increment = Increment

## Settings (the controls)

settings-sound = So
settings-sounds = Sons
settings-animate = Anima les jugades
settings-confirm-moves = Confirma les jugades (una jugada al tauler espera Confirma)
settings-figurines = Notació amb figures (♘f3)
settings-board = Tauler
settings-pieces = Peces
settings-board-previews = Temes de tauler
settings-piece-previews = Jocs de peces
settings-page = Pàgina
settings-coordinates = Coordenades
settings-auto-queen = Dama automàtica
settings-blindfold = A la cega
settings-board-size-value = Mida del tauler: { $size } %
settings-board-size = Mida del tauler
settings-zen = Mode zen (només el tauler i els rellotges; z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } jugada
   *[other] { $count } jugades
}
games-computer = Ordinador (nivell { $level })
games-no-opening = obertura sense nom
games-reviewed = revisada
games-this-game = aquesta partida
games-open = Obre
games-delete = Esborra
games-deleted = S'ha esborrat { $players }.
games-undo = Desfés
games-search = Cerca per jugador o obertura
games-download-all = Baixa-les totes
games-loading = S'està carregant…
games-none = Encara no hi ha cap partida: cada partida que jugues es desa aquí, jugada a jugada.
games-none-found = Cap partida no coincideix amb la cerca.
games-show-more = Mostra'n més ({ $hidden } més; una cerca en troba qualsevol)
games-won = Guanyades
games-lost = Perdudes
games-drawn = Taules
games-other = Sense acabar, o no teves
games-result = Resultat
games-any-result = Qualsevol resultat
games-your-colour = El teu color
games-any-colour = Qualsevol color
games-had-white = Amb blanques
games-had-black = Amb negres
games-opening = Obertura
games-any-opening = Qualsevol obertura

## Keyboard shortcuts

shortcut-prev-next = Jugada anterior i següent
shortcut-variations = Variant anterior i següent en una bifurcació
shortcut-first-last = Primera i última posició
shortcut-flip = Gira el tauler
shortcut-threat = Mostra l'amenaça (la millor jugada del rival si li toqués)
shortcut-squares = Mou-te entre les caselles del tauler
shortcut-pick = Agafa una peça i després deixa-la
shortcut-escape = Deixa la selecció o una promoció
shortcut-right-click = Encercla una casella; arrossegant amb el botó dret: una fletxa
shortcut-brushes = Amb un clic dret: vermell, blau (tots dos: groc)
shortcut-new-game = Partida nova
shortcut-zen = Mode zen: només el tauler i els rellotges, o tot de nou
shortcut-list = Aquesta llista
keys-home-end = Inici Fi
keys-tab-arrows = Tab, després fletxes
keys-enter-space = Retorn o Espai
keys-escape = Esc
keys-right-click = Clic dret
keys-shift-alt = Maj, Alt

## Import and export

records-title = Importa i exporta
records-copied-fen = FEN copiat
records-copied-link = enllaç copiat
records-copied-pgn = PGN copiat
records-copy-failed-fen = No s'ha pogut copiar el FEN al porta-retalls; selecciona'l i copia'l a mà
records-copy-failed-link = No s'ha pogut copiar l'enllaç al porta-retalls; selecciona'l i copia'l a mà
records-copy-failed-pgn = No s'ha pogut copiar el PGN al porta-retalls; selecciona'l i copia'l a mà
records-text = FEN o PGN per carregar
records-placeholder = Enganxa un FEN o un PGN (una partida o moltes)
records-load = Carrega
records-load-analyse = Carrega i analitza
records-load-computer = Carrega i juga contra l'ordinador
records-add-all = Afegeix-les totes a les meves partides
records-downloaded = PGN baixat
records-download-failed = No s'ha pogut baixar el PGN
records-copy-fen = Copia el FEN
records-copy-link = Copia l'enllaç
records-copy-pgn = Copia el PGN
records-download = Baixa el PGN

## The board

piece-white-pawn = peó blanc
piece-white-knight = cavall blanc
piece-white-bishop = alfil blanc
piece-white-rook = torre blanca
piece-white-queen = dama blanca
piece-white-king = rei blanc
piece-black-pawn = peó negre
piece-black-knight = cavall negre
piece-black-bishop = alfil negre
piece-black-rook = torre negra
piece-black-queen = dama negra
piece-black-king = rei negre
square-empty = buida
board-label = Tauler d'escacs
promote-to = Promociona a { $piece }
promote-choose = Tria la peça de la promoció

## The board editor

editor-pieces = Peces
editor-hand-title = Mou peces
editor-hand = Mou
editor-delete-title = Treu peces
editor-delete = Treu
editor-start-position = Posició inicial
editor-clear = Buida
editor-flip = Gira
editor-castling-right = { $side }: { $castling }
editor-turn = Torn
editor-white-to-play = Juguen les blanques
editor-black-to-play = Juguen les negres
editor-castling = Enroc
editor-en-passant = Captura en passant
editor-none = Cap
editor-chess960 = Posició de Chess960
editor-fen = FEN
editor-play-computer = Juga contra l'ordinador des d'aquí
editor-play-friend = Juga contra un amic des d'aquí

## What is said and the notices of play

said-new-game = Partida nova.
said-game-restored = Partida restaurada.
said-game-loaded = Partida carregada.
said-played = { $color ->
    [white] Les blanques juguen { $move }.
   *[black] Les negres juguen { $move }.
}
said-taken-back = Jugada desfeta.
notice-clocks-paused = Els rellotges s'han aturat mentre la pàgina estava tancada; ara tornen a córrer.
notice-over-keeps-result = La partida ha acabat i conserva el resultat: analitza-la per provar altres jugades
notice-nothing-to-take-back = No hi ha cap jugada per desfer

## Notices

notice-draw-accepted = L'ordinador accepta les taules.
notice-draw-declined = L'ordinador rebutja les taules i continua jugant.
notice-engine-restarted = El motor ha deixat de respondre i s'ha reiniciat; torna a pensar.
notice-held-elsewhere = La teva partida està oberta en una altra pestanya, així que aquesta en comença una de nova; totes dues es desen a Partides.
notice-link-invalid = La posició de l'enllaç no és vàlida: { $error }
records-loaded-but = S'ha carregat la partida, però { $warning }.
records-empty = Primer enganxa un FEN o un PGN
records-fen-invalid = Aquest FEN no és vàlid: { $error }
records-pgn-invalid = No s'ha pogut llegir aquest PGN: { $error }
records-many-games = Aquest PGN conté { $count } partides: la primera és oberta, i totes es desen a Partides.

## Notices at start

notice-shared-position = La posició compartida és oberta. La teva partida d'abans es queda a Partides.

## Dates and other notices

month-1 = gen.
month-2 = febr.
month-3 = març
month-4 = abr.
month-5 = maig
month-6 = juny
month-7 = jul.
month-8 = ag.
month-9 = set.
month-10 = oct.
month-11 = nov.
month-12 = des.
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = data desconeguda
new-game-fen-missing = Indica la posició inicial amb un FEN.
new-game-fen-invalid = Aquesta posició no es pot jugar: { $error }.
new-game-fen-over = En aquesta posició la partida ja ha acabat.
puzzles-not-kept = El problema { $id } no és entre els { $count } problemes desats aquí; aquí en tens un altre.
mistakes-engine-unavailable = Aquí només compta la jugada de la revisió: el motor no pot valorar-ne d'altres ({ $reason }).

## Speech and the library

speech-castles-kingside = enroc curt
speech-castles-queenside = enroc llarg
speech-passes = passa
speech-takes = captura a
speech-promotes = promociona a { $piece }
library-delete-failed = No s'ha pogut esborrar la partida: { $error }
library-open-failed = No s'ha pogut obrir aquesta partida: { $error }
library-gone = Aquesta partida ja no és a la biblioteca
library-download-failed = No s'han pogut baixar les partides
library-add-unavailable = La llista de partides no està disponible en aquest navegador, així que no s'han pogut afegir les partides
library-storage-refused = L'emmagatzematge del navegador ha rebutjat les partides: potser és ple
library-added = S'han afegit { $added } partides a les teves partides.
library-added-some-failed = S'han afegit { $added } partides a les teves partides ({ $failed } no s'han pogut llegir i s'han deixat fora).

## Storage, crashes and the engine

storage-unavailable = Aquest navegador no permet que la pàgina desi dades (mode privat o emmagatzematge desactivat): la partida continua, però no es conservarà quan marxis.
storage-full = L'emmagatzematge del navegador és ple: la partida continua, però les últimes jugades no es desen. Esborra partides antigues de la llista de Partides per fer lloc.
storage-kept-aside = S'ha desat a l'emmagatzematge d'aquest navegador com a «{ $key }».
storage-left = S'ha deixat on era, com a «{ $key }».
storage-unrestorable = No s'ha pogut restaurar la partida desada: { $error }. S'ha començat una partida nova.
crash-label = Alguna cosa ha anat malament
crash-title = Alguna cosa ha anat malament: torna a carregar la pàgina. La partida es conserva tal com era abans de l'última acció.
engine-unavailable = El motor no s'ha pogut iniciar en aquest navegador: juga contra un amic o prova un altre navegador.
library-unavailable = la llista de partides no està disponible en aquest navegador ({ $reason })
library-updated-elsewhere = L'aplicació s'ha actualitzat en una altra pestanya: torna a carregar aquesta pestanya per continuar fent servir les teves partides.

## Crash

crash-reload = Torna a carregar

## Saved games that cannot be read

saved-damaged = les dades desades estan malmeses ({ $error })
saved-newer = la va desar una versió més nova de l'aplicació (format { $format }; aquesta en llegeix fins al { $known })
saved-start = la seva posició inicial és incorrecta: { $error }
saved-move = la seva jugada { $index } ({ $move }) no és legal
saved-pgn = les seves jugades no es poden llegir: { $error }
saved-field = el seu camp '{ $field }' té un valor que aquesta aplicació no coneix

## Why a move is not legal

placed-piece = { $role ->
    [pawn] el peó de { $square }
    [knight] el cavall de { $square }
    [bishop] l'alfil de { $square }
    [rook] la torre de { $square }
    [queen] la dama de { $square }
   *[king] el rei de { $square }
}
castling-kingside = curt
castling-queenside = llarg
illegal-empty-square = No hi ha cap peça a { $square }
illegal-not-your-turn = { $color ->
    [white] Ara juguen les blanques
   *[black] Ara juguen les negres
}
illegal-no-movement = Una jugada ha de portar la peça a una altra casella
illegal-own-piece = Una peça no pot anar a una casella ocupada per una peça pròpia: { $piece } és una peça teva
illegal-shape-pawn = El peó avança una casella recte endavant (dues des de la casella inicial) i captura una casella en diagonal endavant
illegal-shape-knight = El cavall es mou en L: dues caselles en una direcció i després una cap al costat
illegal-shape-bishop = L'alfil només es mou en diagonal
illegal-shape-rook = La torre només es mou per files i columnes
illegal-shape-queen = La dama es mou per files, columnes i diagonals
illegal-shape-king = El rei es mou una casella en qualsevol direcció (dues només en enrocar)
illegal-blocked = { $piece } barra el pas: només el cavall salta per sobre de les peces
illegal-pawn-backward = El peó no retrocedeix mai
illegal-pawn-straight-capture = El peó només captura en diagonal
illegal-pawn-diagonal = El peó només es mou en diagonal quan captura
illegal-en-passant-late = La captura en passant només es permet just a la jugada següent al pas doble del peó
illegal-double-step = El peó només pot avançar dues caselles des de la seva casella inicial
illegal-promotion-required = Un peó que arriba a l'última fila s'ha de promocionar: tria dama, torre, alfil o cavall
illegal-promotion-not-allowed = Només es promociona un peó que arriba a l'última fila
illegal-promotion-piece = Un peó només es pot promocionar a dama, torre, alfil o cavall (no: { $piece })
illegal-castling-king-moved = L'enroc { $side } ja no es permet: el rei ja s'ha mogut
illegal-castling-rook-moved = L'enroc { $side } ja no es permet: aquella torre ja s'ha mogut
illegal-castling-rook-captured = L'enroc { $side } ja no es permet: aquella torre ha estat capturada
illegal-castling-lost = L'enroc { $side } ja no es permet: el rei o aquella torre ja s'han mogut
illegal-castling-blocked = No es pot enrocar mentre hi hagi una peça entre el rei i la torre: { $piece }
illegal-castling-destination = No es pot enrocar mentre hi hagi una peça on arribarien el rei o la torre: { $piece }
illegal-castling-in-check = No es pot enrocar mentre el rei està en escac (li fa escac { $piece })
illegal-castling-through = El rei passaria per { $square }, i aquesta casella l'ataca { $piece }
illegal-castling-into = El rei arribaria a { $square }, i aquesta casella l'ataca { $piece }
illegal-king-into-check = El teu rei quedaria en escac: l'atacaria { $piece }
illegal-kings-adjacent = Els reis no poden estar mai l'un al costat de l'altre
illegal-still-in-check = Amb aquesta jugada el teu rei continuaria en escac: l'ataca { $piece }
illegal-en-passant-exposes = Capturar en passant trauria tots dos peons de la fila i deixaria el teu rei en escac: l'atacaria { $piece }
illegal-pinned = { $pinned } no es pot moure: el teu rei quedaria en escac i l'atacaria { $piece }
typed-not-san = '{ $move }' no és una jugada en notació algebraica
typed-illegal = { $move } no és una jugada legal en aquesta posició
typed-ambiguous = { $move } pot ser més d'una jugada; afegeix la columna o la fila d'on surt la peça
typed-not-uci = '{ $move }' no és una jugada UCI (dues caselles i, si cal, la lletra de la promoció, com e7e8q)

## Training kept in the browser

library-upgrade-blocked = La llista de partides s'està actualitzant: tanca les altres pestanyes de l'aplicació (obertes abans de l'actualització) perquè acabi.
puzzles-progress-unreadable = No s'han pogut llegir la teva puntuació ni l'historial de problemes, així que tornen a començar (la còpia il·legible s'ha desat a part).
mistakes-unreadable = No s'ha pogut llegir el calendari de pràctica dels teus errors, així que torna a començar a partir de les teves partides revisades.
puzzles-not-saved = No s'ha pogut desar el teu progrés en els problemes (l'emmagatzematge del navegador és ple o l'ha rebutjat): es queda en aquesta pàgina fins que la tanquis.

## Why a FEN cannot be read or a position cannot be played

fen-empty = el FEN és buit
fen-field-count = un FEN té 6 camps separats per espais (tauler, torn, enroc, en passant, comptador de mitges jugades, número de jugada), com a mínim els 4 primers; aquest en té { $count }
fen-rank-count = el camp del tauler necessita 8 files separades per '/'; aquest en té { $count }
fen-rank-length = la fila { $rank } del camp del tauler descriu { $count } caselles en lloc de 8
fen-piece-letter = '{ $letter }' a la fila { $rank } no és una lletra de peça (KQRBNP per a les blanques, kqrbnp per a les negres, 1-8 per a caselles buides)
fen-side-to-move = el torn ha de ser 'w' o 'b', no '{ $text }'
fen-castling = el camp de l'enroc ha de ser '-' o lletres de 'KQkq' (o les columnes de les torres, com 'HAha'), cadascuna com a màxim una vegada, no '{ $text }'
fen-en-passant = el camp en passant ha de ser '-' o una casella com e3, no '{ $text }'
fen-halfmove-clock = el comptador de mitges jugades ha de ser un nombre enter des de 0, no '{ $text }'
fen-move-number = el número de jugada ha de ser un nombre enter des d'1, no '{ $text }'
fen-impossible = posició impossible: { $reason }
position-no-king = { $color ->
    [white] les blanques no tenen rei
   *[black] les negres no tenen rei
}
position-kings = { $color ->
    [white] les blanques tenen més d'un rei
   *[black] les negres tenen més d'un rei
}
position-pawn-back-rank = hi ha un peó a { $square }, però els peons no poden estar mai a la primera ni a l'última fila
position-pawns = { $color ->
    [white] les blanques tenen més de 8 peons
   *[black] les negres tenen més de 8 peons
}
position-pieces = { $color ->
    [white] les blanques tenen més de 16 peces
   *[black] les negres tenen més de 16 peces
}
position-castling-pieces = { $color ->
    [white] les blanques no poden tenir dret a l'enroc { $castling }
   *[black] les negres no poden tenir dret a l'enroc { $castling }
}: cal el rei a { $king } i la torre a { $rook }
position-960-castling-h = { $color ->
    [white] les blanques no poden tenir dret a l'enroc { $castling }
   *[black] les negres no poden tenir dret a l'enroc { $castling }
}: cal el rei a la fila { $rank } amb una torre al seu costat de la columna h
position-960-castling-a = { $color ->
    [white] les blanques no poden tenir dret a l'enroc { $castling }
   *[black] les negres no poden tenir dret a l'enroc { $castling }
}: cal el rei a la fila { $rank } amb una torre al seu costat de la columna a
position-en-passant = { $square } no pot ser la casella en passant: cap peó no pot haver-hi passat per sobre amb un pas doble
position-opponent-in-check = { $color ->
    [white] les blanques estan en escac però no els toca jugar, cosa que no pot passar
   *[black] les negres estan en escac però no els toca jugar, cosa que no pot passar
}
position-checkers = el rei està en escac de { $count } peces alhora, cosa que cap jugada no pot provocar

## The editor's FEN

editor-fen-unreadable = Aquest FEN no es pot llegir: { $error }.

## Why a PGN cannot be read

pgn-where = línia { $line }, columna { $column }: { $what }
pgn-empty = aquí no hi ha cap partida
pgn-bad-tag = una etiqueta ha de ser com [Name "value"]
pgn-open-comment = aquest comentari { $open } no es tanca mai amb { $close }
pgn-open-variation = aquesta variant ( no es tanca mai amb )
pgn-stray-parenthesis = aquest ) no tanca cap variant
pgn-variation-first = una variant ( ha de seguir la jugada que substitueix
pgn-bad-fen = l'etiqueta FEN és incorrecta: { $error }
pgn-variant = la variant '{ $variant }' no és compatible (només els escacs estàndard i Chess960)
pgn-move = jugada
pgn-null-move = la jugada { $move } és una jugada nul·la (--), que no és una jugada d'escacs: s'han deixat fora aquesta i les jugades que la segueixen a la seva línia
pgn-no-draw-to-claim = Només es poden reclamar taules després d'una triple repetició o de cinquanta jugades sense cap captura ni jugada de peó
