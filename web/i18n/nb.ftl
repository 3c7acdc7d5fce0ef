# Appens tekster på norsk bokmål (de samme nøklene som en.ftl). En brikke på sitt felt står i
# bestemt form, valgt etter briktypen (`role`): "springeren på d2".

## The menu

title = Sjakk
menu-new-game = Nytt parti
menu-new-short = Nytt
menu-games = Partier
menu-puzzles = Oppgaver
menu-editor = Brettredigering
menu-editor-short = Rediger
menu-import = Importer
menu-import-short = Importer
menu-export = Eksporter
menu-export-short = Eksporter
menu-settings = Innstillinger
menu-settings-short = Innstillinger
menu-shortcuts = Hurtigtaster
menu-label = Meny
title-start = Start: spill mot datamaskinen, mot en venn, oppgaver…
zen-leave = Gå ut av zenmodus

## The start choices

start-region = Start
start-heading = Spill sjakk
start-continue = Fortsett
start-computer = Spill mot datamaskinen
start-level = Nivå { $level }
start-elo = cirka { $elo } Elo
start-levels = Nivå
start-friend = Spill mot en venn
start-puzzles = Oppgaver
start-analysis = Analysebrett
start-editor = Brettredigering
start-more = Flere valg (farge, tid, Chess960)…
start-kept = Et nytt parti tar vare på det pågående i Partier.

## Settings

settings-language = Språk
cancel = Avbryt

## Banners

banner-update = En ny versjon av appen er klar.
banner-update-reload = Oppdatering klar: last inn på nytt
banner-changed-elsewhere = Partiet ble endret i en annen fane; trekkene i denne fanen lagres ikke.
banner-load-latest = Last inn den nyeste
banner-keep-ours = Behold versjonen i denne fanen
banner-adding-games = Legger til partier: { $done } av { $total }
banner-importing = Importerer partier

## The board's column and the players

board-region = Brett
strip-computer = Datamaskin · { $level }
strip-you = Du
strip-white-player = Spilleren med hvit
strip-black-player = Spilleren med svart
color-white = Hvit
color-black = Svart

## The panel

opening-chess960 = Chess960 · stilling { $number }
engine-opponent = Datamaskin: { $level }
discard-question = { $later ->
    [one] Spille { $move } her? Det senere trekket tas tilbake.
   *[other] Spille { $move } her? De { $later } senere trekkene tas tilbake.
}
discard-confirm = Spill og forkast
confirm-move-question = Spille { $move }?
confirm-move = Bekreft
game-over = Partiet er slutt
game-end-review = Gå gjennom partiet
game-end-analyse = Analyser
game-end-rematch = Omkamp
tree-this-move = Dette trekket
tree-promote = Flytt varianten opp
tree-main-line = Gjør til hovedvariant
tree-delete = Slett herfra
tree-delete-title = Slett dette trekket og alt som følger
tree-comment = Kommenter dette trekket
tree-deleted = { $move } og trekkene etter er slettet.
tree-record-kept = Et ferdig parti beholder trekkene sine: endre variantene, eller velg Analyser for å endre selve partiet.

## How games end

outcome-win-checkmate = { $winner } vinner ved sjakkmatt
outcome-win-resignation = { $winner } vinner ved oppgivelse
outcome-win-time = { $winner } vinner på tid
outcome-win = { $winner } vinner
outcome-draw-stalemate = Remis ved patt
outcome-draw-material = Remis: utilstrekkelig materiell
outcome-draw-threefold = Remis ved trekkgjentakelse tre ganger
outcome-draw-fivefold = Remis ved trekkgjentakelse fem ganger
outcome-draw-fifty = Remis etter 50-trekksregelen
outcome-draw-seventy-five = Remis etter 75-trekksregelen
outcome-draw-agreement = Remis etter avtale
outcome-draw-timeout = Remis på tid: siden med tid igjen kunne ikke ha satt matt
outcome-draw = Remis
reason-checkmate = sjakkmatt
reason-resignation = oppgivelse
reason-time = tidsoverskridelse
reason-recorded = som notert
reason-stalemate = patt
reason-material = utilstrekkelig materiell
reason-threefold = gjentakelse tre ganger
reason-fivefold = gjentakelse fem ganger
reason-fifty = 50-trekksregelen
reason-seventy-five = 75-trekksregelen
reason-agreement = avtale
reason-timeout = tiden ute uten mattmateriell

## The status line and what is said

status-to-move = { $side } i trekket
status-to-move-check = { $side } i trekket — sjakk
status-analysis = Analyse
status-viewing-earlier = Viser en tidligere stilling: → eller End for å gå tilbake
speech-to-move = { $side } i trekket.
speech-to-move-check = { $side } i trekket. Sjakk.
notice-game-over = Partiet er slutt: { $outcome }
notice-not-your-turn = Det er ikke ditt trekk

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Krev remis: { $reason }
toolbar-claim = Krev remis
toolbar-offer-draw = Tilby remis
toolbar-offer-draw-title = Tilby datamaskinen remis
toolbar-draw = Remis
toolbar-draw-title = Begge spillerne er enige om remis
toolbar-label = Partiets knapper
toolbar-navigation = Bla gjennom trekkene
toolbar-first = Første stilling
toolbar-previous = Forrige trekk
toolbar-next = Neste trekk
toolbar-last = Siste stilling
toolbar-flip = Snu brettet
toolbar-undo = Angre
toolbar-undo-title = Ta tilbake det siste trekket
toolbar-resign = Gi opp

## Chess words

role-pawn = bonde
role-knight = springer
role-bishop = løper
role-rook = tårn
role-queen = dronning
role-king = konge
strip-clock = { $color ->
    [white] Hvits klokke
   *[black] Svarts klokke
}
strip-no-material = Ikke noe materiell slått
strip-has-taken = Har slått: { $pieces }
strip-ahead = { $taken }; foran med { $lead }

## The engine and analysis

analysis-depth = dybde { $depth }
analysis-waiting = Analyserer…
analysis-checkmate = Sjakkmatt: partiet er slutt.
analysis-stalemate = Patt: partiet er slutt.
analysis-lines = Analysevarianter
analysis-lines-count = { $n ->
    [one] { $n } variant
   *[other] { $n } varianter
}
engine-thinking = Datamaskinen tenker…
engine-hint-pending = Leter etter et tips…
engine-region = Motor
engine-move-now = Trekk nå
engine-hint = Tips
engine-analysis = Analyse
threat-show-title = Vis trusselen
threat-show = Vis trussel
threat-label = { $color ->
    [white] Trussel: de beste trekkene hvis hvit var i trekket
   *[black] Trussel: de beste trekkene hvis svart var i trekket
}
threat-in-check = Ingen trussel vises mens kongen står i sjakk.

## Confirmations

close = Lukk
games-unavailable = Partiene dine kan ikke lagres i denne nettleseren: { $reason }
confirm-resign-title = Gi opp?
confirm-resign-message = Partiet slutter, og motstanderen din vinner.
confirm-resign-button = Gi opp
confirm-agree-draw-title = Bli enige om remis?
confirm-agree-draw-message = Begge spillerne er enige: partiet ender remis.
confirm-agree-draw-button = Bli enige om remis
confirm-new-game-title = Forlate dette partiet?
confirm-new-game-message = Det blir liggende i Partier, uferdig; der kan du åpne det igjen.
confirm-new-game-button = Forlat og start et nytt parti
confirm-leave-for-editor-title = Forlate partiet for brettredigeringen?
confirm-leave-for-editor-message = Partiet fortsetter mens du redigerer (klokken også), og blir liggende i Partier.
confirm-leave-for-editor-button = Åpne brettredigeringen
confirm-leave-for-puzzles-title = Forlate partiet for oppgavene?
confirm-leave-for-puzzles-message = Partiet fortsetter mens du løser (klokken også), og blir liggende i Partier.
confirm-leave-for-puzzles-button = Åpne oppgavene

## The moves

judgement-inaccuracy = Unøyaktighet
judgement-mistake = Feil
judgement-blunder = Tabbe
moves-clock-after = Klokken etter trekket
moves-earlier = { $count } tidligere trekk
moves-later = { $count } senere trekk
moves-label = Trekk
moves-none = Ingen trekk ennå
move-input-label = Skriv et trekk (SAN eller UCI)
move-input-placeholder = Skriv et trekk: Nf3 eller g1f3
move-input-play = Spill
dismiss = Lukk
eval-label = Vurdering
eval-graph-label = Vurderingsgraf: hvits vinnersjanser etter hvert trekk

## Learn from your mistakes

learn-title = Lær av feilene dine
learn-view-solution = Se løsningen
learn-skip = Hopp over trekket
learn-done = Ferdig: du fant { $found } av { $total }.
learn-again = Gjør det igjen
learn-finding = { $judgement ->
    [inaccuracy] { $move } var en unøyaktighet.
    [mistake] { $move } var en feil.
   *[blunder] { $move } var en tabbe.
} { $color ->
    [white] Finn et bedre trekk for hvit.
   *[black] Finn et bedre trekk for svart.
}
learn-judging = Vurderer trekket ditt…
learn-wrong = { $move }: det går an å gjøre det bedre. Prøv et annet trekk.
learn-right = { $move }: godt trekk! Motorens variant: { $line }
learn-next = Neste
learn-solution = Løsning: { $line }
learn-count = { $number } av { $total }
learn-leave = Avslutt

## The review

verdict-engine-move = { $move }: motorens trekk.
verdict-good-move = { $move }: et godt trekk.
verdict-judged = { $move }: { $judgement }.
verdict-best = Best var
verdict-eval = Vurdering { $before } → { $after }
review-progress = Går gjennom: { $done } av { $total } stillinger
review-second-look = Ser igjen, dypere, på de dyre trekkene: { $done } av { $total } stillinger
review-third-look = Et tredje, enda dypere blikk på grensetilfellene: { $done } av { $total } stillinger
review-progress-label = Gjennomgangens fremdrift
review-accuracy = Presisjon
review-average-loss = Snitt tap
review-inaccuracies = Unøyaktigheter
review-mistakes = Feil
review-blunders = Tabber
review-label = Gjennomgang av partiet

## Puzzles

theme-mate-in-1 = Matt i 1
theme-mate-in-2 = Matt i 2
theme-mate-in-3 = Matt i 3
theme-fork = Gaffel
theme-pin = Binding
theme-skewer = Spidd
theme-discovered-attack = Avdekket angrep
theme-hanging-piece = Hengende brikke
theme-sacrifice = Offer
theme-back-rank-mate = Baklinjematt
theme-opening = Åpning
theme-middlegame = Midtspill
theme-endgame = Sluttspill
theme-long = Lange oppgaver
puzzles-mistakes-due = Feilene dine ({ $due })
puzzles-mistakes = Feilene dine
puzzles-tab-puzzles = Oppgaver
puzzles-rating = Din oppgaverating:
puzzles-score = Rekke { $streak } · løst { $solved } av { $played }
puzzles-theme = Tema
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Alle temaer ({ $count })
puzzles-loading = Laster inn oppgaver…
puzzles-unavailable = Oppgavene kunne ikke lastes inn: åpne siden én gang på nett for å ta vare på dem.
puzzles-none-of-theme = Ingen oppgave med det temaet her: velg et annet.
puzzles-about = Oppgave { $id } · rating { $rating }
puzzles-opponent-played = Motstanderen din spilte { $move }.
puzzles-opponent-moves = Motstanderen din trekker…
puzzles-your-turn = { $color ->
    [white] Ditt trekk: finn det beste trekket for hvit.
   *[black] Ditt trekk: finn det beste trekket for svart.
}
puzzles-best-move = Beste trekk!
puzzles-keep-going = Fortsett…
puzzles-wrong = Det er ikke trekket! Prøv noe annet.
puzzles-checking = Sjekker trekket ditt…
puzzles-solved = Oppgaven er løst! Bra jobbet.
puzzles-complete = Oppgaven er ferdig (teller ikke som løst).
puzzles-view-solution = Se løsningen
puzzles-retry = Prøv igjen
puzzles-next = Neste oppgave
puzzles-back = Tilbake til partiet

## Your mistakes

mistakes-count = { $due } å øve på nå · { $all } i alt
mistakes-your-turn = Motstanderen din spilte { $opponent }. I partiet spilte du så { $played }. { $color ->
    [white] Finn et bedre trekk for hvit.
   *[black] Finn et bedre trekk for svart.
}
mistakes-right-going = Riktig! Fortsett…
mistakes-wrong = Ikke godt nok: gjennomgangen tok vare på et bedre trekk enn det (du spilte { $played }). Prøv igjen.
mistakes-right = Riktig! Gjennomgangens trekk var { $best }.
mistakes-shown = Gjennomgangens trekk var { $best }.
mistakes-comes-back = { $days ->
    [0] Det skal øves på nå.
    [one] Det kommer tilbake i morgen.
   *[other] Det kommer tilbake om { $days } dager.
}
mistakes-reading = Leser partiene du har gått gjennom…
mistakes-none = Ingen feil ennå. Gå gjennom et parti (Gå gjennom partiet, når det har trekk), så kommer feilene og tabbene der hit til øving.
mistakes-nothing-due = { $days ->
    [one] Ingenting å øve på nå: neste feil kommer tilbake i morgen. Øv likevel på en nedenfor.
   *[other] Ingenting å øve på nå: neste feil kommer tilbake om { $days } dager. Øv likevel på en nedenfor.
}
mistakes-next = Neste feil
mistakes-when = { $days ->
    [0] nå
    [one] i morgen
   *[other] om { $days } dager
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Hvit
choice-color-black = Svart
choice-variant-standard = Standard
choice-variant-chess960 = Chess960
choice-variant-position = Fra stilling
choice-side-white = Hvit
choice-side-black = Svart
choice-side-random = Tilfeldig
choice-sounds-tones = Toner
choice-sounds-wood = Tre
choice-auto-queen-premove = Ved forhåndstrekk
choice-auto-queen-always = Alltid
choice-auto-queen-never = Aldri
choice-blindfold-off = Av
choice-blindfold-opponent = Skjul motstanderens brikker
choice-blindfold-own = Skjul mine brikker
choice-blindfold-all = Skjul alle brikker
choice-board-wood = Tre
choice-board-blue = Blå
choice-board-green = Grønn
choice-board-slate = Skifer
choice-pieces-classic = Klassiske
choice-pieces-modern = Moderne
choice-pieces-contrast = Høy kontrast
choice-pieces-letters = Bokstaver
choice-page-system = Som systemet (lyst eller mørkt)
choice-page-light = Lys
choice-page-dark = Mørk
choice-coordinates-inside = Inne på brettet
choice-coordinates-outside = Rundt brettet
choice-coordinates-off = Av
choice-language-browser = Som nettleseren
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
choice-win-checkmate = Sjakkmatt
choice-win-resignation = Oppgivelse
choice-win-time-forfeit = Tidsoverskridelse
choice-win-recorded = Som notert
choice-draw-stalemate = Patt
choice-draw-insufficient-material = Utilstrekkelig materiell
choice-draw-threefold-repetition = Gjentakelse tre ganger
choice-draw-fivefold-repetition = Gjentakelse fem ganger
choice-draw-fifty-move-rule = 50-trekksregelen
choice-draw-seventy-five-move-rule = 75-trekksregelen
choice-draw-agreement = Avtale
choice-draw-timeout-vs-insufficient-material = Tiden ute, ikke mattmateriell
choice-draw-recorded = Som notert

## New game

level-label = Nivå { $level }, cirka { $elo }
levels-measured = Styrken til hvert nivå ble målt i partier mot Stockfish innstilt på å spille på en gitt rating. Nivå 1 til 8 spiller likt på alle enheter; nivå 9 er sterkere på en raskere.
new-game-opponent = Motstander
new-game-computer = Datamaskinen
new-game-friend = En venn på denne enheten
new-game-colour = Farge
new-game-level = Nivå
new-game-variant = Variant
new-game-fen = Stilling (FEN)
new-game-start = Start
time-bullet = Bullet
time-blitz = Lynsjakk
time-rapid = Hurtigsjakk
time-classical = Langsjakk
new-game-quick-times = Raske tidskontroller
new-game-no-clock = Ingen klokke
new-game-time = Tidskontroll
new-game-untimed = Uten tid
new-game-custom = Egendefinert
new-game-minutes = Minutter
new-game-increment-seconds = Tillegg (sekunder)
new-game-increment = Tillegg

## Settings (the controls)

settings-sound = Lyd
settings-sounds = Lydtype
settings-animate = Animer trekk
settings-confirm-moves = Bekreft trekk (et trekk på brettet venter på Bekreft)
settings-figurines = Figurnotasjon (♘f3)
settings-board = Brett
settings-pieces = Brikker
settings-board-previews = Bretttemaer
settings-piece-previews = Brikkesett
settings-page = Side
settings-coordinates = Koordinater
settings-auto-queen = Automatisk dronning
settings-blindfold = Blindsjakk
settings-board-size-value = Brettets størrelse: { $size } %
settings-board-size = Brettets størrelse
settings-zen = Zenmodus (bare brettet og klokkene; z)

## Games (the library)

games-moves = { $count } trekk
games-computer = Datamaskin (nivå { $level })
games-no-opening = ingen navngitt åpning
games-reviewed = gjennomgått
games-this-game = dette partiet
games-open = Åpne
games-delete = Slett
games-deleted = Slettet { $players }.
games-undo = Angre
games-search = Søk etter spiller eller åpning
games-download-all = Last ned alle
games-loading = Laster inn…
games-none = Ingen partier ennå: hvert parti du spiller, lagres her trekk for trekk.
games-none-found = Ingen partier passer til søket.
games-show-more = Vis flere ({ $hidden } til; et søk finner hvilket som helst)
games-won = Vunnet
games-lost = Tapt
games-drawn = Remis
games-other = Uferdige, eller ikke dine
games-result = Resultat
games-any-result = Alle resultater
games-your-colour = Din farge
games-any-colour = Alle farger
games-had-white = Du hadde hvit
games-had-black = Du hadde svart
games-opening = Åpning
games-any-opening = Alle åpninger

## Keyboard shortcuts

shortcut-prev-next = Forrige og neste trekk
shortcut-variations = Forrige og neste variant ved en forgreining
shortcut-first-last = Første og siste stilling
shortcut-flip = Snu brettet
shortcut-threat = Vis trusselen (motstanderens beste trekk hvis motstanderen var i trekket)
shortcut-squares = Flytt mellom brettets felter
shortcut-pick = Løft en brikke, og sett den så ned
shortcut-escape = Slipp markeringen eller en forvandling
shortcut-right-click = Sett ring rundt et felt; høyredra: en pil
shortcut-brushes = Med et høyreklikk: rød, blå (begge: gul)
shortcut-new-game = Nytt parti
shortcut-zen = Zenmodus: bare brettet og klokkene, eller alt igjen
shortcut-list = Denne listen
keys-home-end = Home End
keys-tab-arrows = Tab, deretter piltaster
keys-enter-space = Enter eller mellomrom
keys-escape = Esc
keys-right-click = Høyreklikk
keys-shift-alt = Skift, Alt

## Import and export

records-title = Import og eksport
records-copied-fen = FEN kopiert
records-copied-link = lenken kopiert
records-copied-pgn = PGN kopiert
records-copy-failed-fen = FEN kunne ikke kopieres til utklippstavlen; marker den og kopier den selv
records-copy-failed-link = Lenken kunne ikke kopieres til utklippstavlen; marker den og kopier den selv
records-copy-failed-pgn = PGN kunne ikke kopieres til utklippstavlen; marker den og kopier den selv
records-text = FEN eller PGN som skal lastes inn
records-placeholder = Lim inn en FEN eller en PGN (ett parti eller flere)
records-load = Last inn
records-load-analyse = Last inn og analyser
records-load-computer = Last inn og spill mot datamaskinen
records-add-all = Legg alle til i partiene mine
records-downloaded = PGN lastet ned
records-download-failed = PGN kunne ikke lastes ned
records-copy-fen = Kopier FEN
records-copy-link = Kopier lenke
records-copy-pgn = Kopier PGN
records-download = Last ned PGN

## The board

piece-white-pawn = hvit bonde
piece-white-knight = hvit springer
piece-white-bishop = hvit løper
piece-white-rook = hvitt tårn
piece-white-queen = hvit dronning
piece-white-king = hvit konge
piece-black-pawn = svart bonde
piece-black-knight = svart springer
piece-black-bishop = svart løper
piece-black-rook = svart tårn
piece-black-queen = svart dronning
piece-black-king = svart konge
square-empty = tomt
board-label = Sjakkbrett
promote-to = Forvandle til { $piece }
promote-choose = Velg en brikke å forvandle til

## The board editor

editor-pieces = Brikker
editor-hand-title = Flytt brikker
editor-hand = Flytt
editor-delete-title = Fjern brikker
editor-delete = Fjern
editor-start-position = Utgangsstilling
editor-clear = Tøm
editor-flip = Snu
editor-castling-right = { $side }: { $castling }
editor-turn = I trekket
editor-white-to-play = Hvit i trekket
editor-black-to-play = Svart i trekket
editor-castling = Rokade
editor-en-passant = En passant
editor-none = Ingen
editor-chess960 = Chess960-stilling
editor-fen = FEN
editor-play-computer = Spill mot datamaskinen herfra
editor-play-friend = Spill mot en venn herfra

## What is said and the notices of play

said-new-game = Nytt parti.
said-game-restored = Partiet er gjenopprettet.
said-game-loaded = Partiet er lastet inn.
said-played = { $side } spilte { $move }.
said-taken-back = Trekket er tatt tilbake.
notice-clocks-paused = Klokkene sto stille mens siden var lukket; nå går de igjen.
notice-over-keeps-result = Partiet er slutt og beholder resultatet sitt: analyser det for å prøve andre trekk
notice-nothing-to-take-back = Det finnes ikke noe trekk å ta tilbake

## Notices

notice-draw-accepted = Datamaskinen godtar remis.
notice-draw-declined = Datamaskinen avslår remis og spiller videre.
notice-engine-restarted = Motoren sluttet å svare og ble startet på nytt; den tenker igjen.
notice-held-elsewhere = Partiet ditt er åpent i en annen fane, så denne fanen starter et nytt; begge blir liggende i Partier.
notice-link-invalid = Stillingen i lenken er ikke gyldig: { $error }
records-loaded-but = Partiet ble lastet inn, men { $warning }.
records-empty = Lim inn en FEN eller en PGN først
records-fen-invalid = Denne FEN-en er ikke gyldig: { $error }
records-pgn-invalid = Denne PGN-en kunne ikke leses: { $error }
records-many-games = Denne PGN-en inneholder { $count } partier: det første er åpent, og alle blir liggende i Partier.

## Notices at start

notice-shared-position = Den delte stillingen er åpen. Det forrige partiet ditt ligger i Partier.

## Dates and other notices

month-1 = jan.
month-2 = feb.
month-3 = mar.
month-4 = apr.
month-5 = mai
month-6 = jun.
month-7 = jul.
month-8 = aug.
month-9 = sep.
month-10 = okt.
month-11 = nov.
month-12 = des.
date-day-month-year = { $day }. { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = ukjent dato
new-game-fen-missing = Oppgi stillingen det skal startes fra som en FEN.
new-game-fen-invalid = Den stillingen kan ikke spilles: { $error }.
new-game-fen-over = Partiet er allerede slutt i den stillingen.
puzzles-not-kept = Oppgave { $id } er ikke blant de { $count } oppgavene som er lagret her; her er en annen.
mistakes-engine-unavailable = Bare gjennomgangens trekk teller her: motoren kan ikke vurdere andre ({ $reason }).

## Speech and the library

speech-castles-kingside = kort rokade
speech-castles-queenside = lang rokade
speech-passes = pass
speech-takes = slår
speech-promotes = forvandles til { $piece }
library-delete-failed = Partiet kunne ikke slettes: { $error }
library-open-failed = Partiet kunne ikke åpnes: { $error }
library-gone = Partiet finnes ikke lenger i biblioteket
library-download-failed = Partiene kunne ikke lastes ned
library-add-unavailable = Partilisten finnes ikke i denne nettleseren, så partiene kunne ikke legges til
library-storage-refused = Nettleserens lagring avviste partiene: den kan være full
library-added = { $added } partier lagt til i partiene dine.
library-added-some-failed = { $added } partier lagt til i partiene dine ({ $failed } kunne ikke leses og ble utelatt).

## Storage, crashes and the engine

storage-unavailable = Denne nettleseren lar ikke siden lagre data (privat modus eller lagring slått av): partiet fortsetter, men det lagres ikke når du går.
storage-full = Nettleserens lagring er full: partiet fortsetter, men de siste trekkene lagres ikke. Slett gamle partier i listen Partier for å få plass.
storage-kept-aside = Det ble lagret i nettleserens lagring som «{ $key }».
storage-left = Det ble latt ligge der det var, som «{ $key }».
storage-unrestorable = Det lagrede partiet ditt kunne ikke gjenopprettes: { $error }. Et nytt parti ble startet.
crash-label = Noe gikk galt
crash-title = Noe gikk galt: last inn siden på nytt. Partiet ditt er lagret slik det var før den siste handlingen.
engine-unavailable = Motoren kunne ikke starte i denne nettleseren: spill mot en venn, eller prøv en annen nettleser.
library-unavailable = partilisten finnes ikke i denne nettleseren ({ $reason })
library-updated-elsewhere = Appen ble oppdatert i en annen fane: last inn denne fanen på nytt for å fortsette å bruke partiene dine.

## Crash

crash-reload = Last inn på nytt

## Saved games that cannot be read

saved-damaged = de lagrede dataene er skadet ({ $error })
saved-newer = det ble lagret av en nyere versjon av appen (format { $format }, denne leser opp til { $known })
saved-start = utgangsstillingen er feil: { $error }
saved-move = trekk { $index } ({ $move }) er ikke lovlig
saved-pgn = trekkene kan ikke leses: { $error }
saved-field = feltet '{ $field }' har en verdi denne appen ikke kjenner

## Why a move is not legal

placed-piece = { $role ->
    [pawn] bonden på { $square }
    [knight] springeren på { $square }
    [bishop] løperen på { $square }
    [rook] tårnet på { $square }
    [queen] dronningen på { $square }
   *[king] kongen på { $square }
}
castling-kingside = kort
castling-queenside = lang
illegal-empty-square = Det står ingen brikke på { $square }
illegal-not-your-turn = { $color ->
    [white] Det er hvit som er i trekket
   *[black] Det er svart som er i trekket
}
illegal-no-movement = Et trekk må flytte brikken til et annet felt
illegal-own-piece = En brikke kan ikke flytte til et felt der ens egen side står: { $piece } tilhører deg
illegal-shape-pawn = En bonde går ett felt rett frem (to fra utgangsfeltet) og slår ett felt skrått fremover
illegal-shape-knight = En springer går i en L: to felter i én retning, så ett felt til siden
illegal-shape-bishop = En løper går bare diagonalt
illegal-shape-rook = Et tårn går bare langs rader og linjer
illegal-shape-queen = En dronning går langs rader, linjer og diagonaler
illegal-shape-king = En konge går ett felt i alle retninger (to bare ved rokade)
illegal-blocked = Veien er sperret av { $piece }: bare springeren hopper over brikker
illegal-pawn-backward = En bonde går aldri bakover
illegal-pawn-straight-capture = En bonde slår bare diagonalt
illegal-pawn-diagonal = En bonde går bare diagonalt når den slår
illegal-en-passant-late = En passant er bare tillatt i trekket rett etter bondens dobbelttrekk
illegal-double-step = En bonde kan bare gå to felter fra utgangsfeltet sitt
illegal-promotion-required = En bonde som når siste rad, må forvandles: velg dronning, tårn, løper eller springer
illegal-promotion-not-allowed = Bare en bonde som når siste rad, forvandles
illegal-promotion-piece = En bonde kan bare forvandles til dronning, tårn, løper eller springer, ikke { $piece }
illegal-castling-king-moved = { $side } rokade er ikke lenger tillatt: kongen har flyttet
illegal-castling-rook-moved = { $side } rokade er ikke lenger tillatt: det tårnet har flyttet
illegal-castling-rook-captured = { $side } rokade er ikke lenger tillatt: det tårnet er slått
illegal-castling-lost = { $side } rokade er ikke lenger tillatt: kongen eller det tårnet har allerede flyttet
illegal-castling-blocked = Rokade er ikke tillatt mens en brikke står mellom kongen og tårnet: { $piece }
illegal-castling-destination = Rokade er ikke tillatt mens en brikke står der kongen eller tårnet skulle lande: { $piece }
illegal-castling-in-check = Rokade er ikke tillatt mens kongen står i sjakk (fra { $piece })
illegal-castling-through = Kongen ville passert { $square }, som { $piece } angriper
illegal-castling-into = Kongen ville landet på { $square }, som { $piece } angriper
illegal-king-into-check = Kongen din ville stått i sjakk fra { $piece }
illegal-kings-adjacent = Kongene kan aldri stå ved siden av hverandre
illegal-still-in-check = Det trekket ville latt kongen din stå i sjakk fra { $piece }
illegal-en-passant-exposes = Å slå en passant ville fjerne begge bøndene fra raden og blottstille kongen din for { $piece }
illegal-pinned = { $pinned } kan ikke flytte: da blottstilles kongen din for { $piece }
typed-not-san = '{ $move }' er ikke et trekk i algebraisk notasjon
typed-illegal = { $move } er ikke et lovlig trekk i denne stillingen
typed-ambiguous = { $move } kan være mer enn ett trekk; legg til linjen eller raden brikken kommer fra
typed-not-uci = '{ $move }' er ikke et UCI-trekk (to felter og eventuelt en forvandlingsbokstav, som e7e8q)

## Training kept in the browser

library-upgrade-blocked = Partilisten oppdateres: lukk appens andre faner (åpnet før oppdateringen) for å gjøre den ferdig.
puzzles-progress-unreadable = Oppgaveratingen og historikken din kunne ikke leses, så de starter på nytt (den uleselige kopien er lagt til side).
mistakes-unreadable = Øvingsplanen for feilene dine kunne ikke leses, så den starter på nytt fra partiene du har gått gjennom.
puzzles-not-saved = Fremgangen din i oppgavene kunne ikke lagres (nettleserens lagring er full eller avviste den): den blir værende på siden til den lukkes.

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN-en er tom
fen-field-count = en FEN har 6 felter atskilt med mellomrom (brett, side i trekket, rokade, en passant, halvtrekksteller, trekknummer), minst de 4 første; denne har { $count }
fen-rank-count = brettfeltet trenger 8 rader atskilt med '/'; dette har { $count }
fen-rank-length = rad { $rank } i brettfeltet beskriver { $count } felter i stedet for 8
fen-piece-letter = '{ $letter }' på rad { $rank } er ikke en brikkebokstav (KQRBNP for hvit, kqrbnp for svart, 1-8 for tomme felter)
fen-side-to-move = siden i trekket må være 'w' eller 'b', ikke '{ $text }'
fen-castling = rokadefeltet må være '-' eller bokstaver fra 'KQkq' (eller tårnenes linjer, som 'HAha'), hver høyst én gang, ikke '{ $text }'
fen-en-passant = en passant-feltet må være '-' eller et felt som e3, ikke '{ $text }'
fen-halfmove-clock = halvtrekkstelleren må være et heltall fra 0, ikke '{ $text }'
fen-move-number = trekknummeret må være et heltall fra 1, ikke '{ $text }'
fen-impossible = umulig stilling: { $reason }
position-no-king = { $color ->
    [white] hvit har ingen konge
   *[black] svart har ingen konge
}
position-kings = { $color ->
    [white] hvit har mer enn én konge
   *[black] svart har mer enn én konge
}
position-pawn-back-rank = det står en bonde på { $square }, men bønder står aldri på første eller siste rad
position-pawns = { $color ->
    [white] hvit har mer enn 8 bønder
   *[black] svart har mer enn 8 bønder
}
position-pieces = { $color ->
    [white] hvit har mer enn 16 brikker
   *[black] svart har mer enn 16 brikker
}
position-castling-pieces = { $color ->
    [white] hvit kan ikke ha rett til { $castling } rokade
   *[black] svart kan ikke ha rett til { $castling } rokade
}: det krever kongen på { $king } og tårnet på { $rook }
position-960-castling-h = { $color ->
    [white] hvit kan ikke ha rett til { $castling } rokade
   *[black] svart kan ikke ha rett til { $castling } rokade
}: det krever kongen på rad { $rank } med et tårn på siden mot h-linjen
position-960-castling-a = { $color ->
    [white] hvit kan ikke ha rett til { $castling } rokade
   *[black] svart kan ikke ha rett til { $castling } rokade
}: det krever kongen på rad { $rank } med et tårn på siden mot a-linjen
position-en-passant = { $square } kan ikke være en passant-feltet: ingen bonde kan nettopp ha gått to felter forbi det
position-opponent-in-check = { $color ->
    [white] hvit står i sjakk selv om det ikke er hvits trekk, noe som ikke kan skje
   *[black] svart står i sjakk selv om det ikke er svarts trekk, noe som ikke kan skje
}
position-checkers = kongen står i sjakk fra { $count } brikker samtidig, noe ingen trekk kan forårsake

## The editor's FEN

editor-fen-unreadable = Den FEN-en kan ikke leses: { $error }.

## Why a PGN cannot be read

pgn-where = linje { $line }, kolonne { $column }: { $what }
pgn-empty = det finnes ikke noe parti her
pgn-bad-tag = en tagg må se ut som [Name "value"]
pgn-open-comment = denne { $open }-kommentaren lukkes aldri med { $close }
pgn-open-variation = denne ( varianten lukkes aldri med )
pgn-stray-parenthesis = denne ) lukker ingen variant
pgn-variation-first = en ( variant må følge trekket den erstatter
pgn-bad-fen = FEN-taggen er feil: { $error }
pgn-variant = varianten '{ $variant }' støttes ikke (bare vanlig sjakk og Chess960)
pgn-move = trekk
pgn-null-move = trekk { $move } er et nulltrekk (--), som ikke er et sjakktrekk: det og trekkene etter det i varianten ble utelatt
pgn-no-draw-to-claim = Remis kan bare kreves etter gjentakelse tre ganger eller femti trekk uten slag eller bondetrekk
