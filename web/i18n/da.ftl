# Appens tekster på dansk (de samme nøgler som en.ftl). En brik på sit felt står i bestemt form,
# valgt efter briktypen (`role`): "springeren på d2".

## The menu

title = Skak
menu-new-game = Nyt parti
menu-new-short = Nyt
menu-games = Partier
menu-puzzles = Opgaver
menu-editor = Brætredigering
menu-editor-short = Rediger
menu-import = Importér
menu-import-short = Importér
menu-export = Eksportér
menu-export-short = Eksportér
menu-settings = Indstillinger
menu-settings-short = Indstillinger
menu-shortcuts = Tastaturgenveje
menu-label = Menu
title-start = Start: spil mod computeren, mod en ven, opgaver…
zen-leave = Forlad zentilstand

## The start choices

start-region = Start
start-heading = Spil skak
start-continue = Fortsæt
start-computer = Spil mod computeren
start-level = Niveau { $level }
start-elo = cirka { $elo } Elo
start-levels = Niveau
start-friend = Spil mod en ven
start-puzzles = Opgaver
start-analysis = Analysebræt
start-editor = Brætredigering
start-more = Flere valg (farve, tid, Chess960)…
start-kept = Et nyt parti gemmer det igangværende i Partier.

## Settings

settings-language = Sprog
cancel = Annullér

## Banners

banner-update = En ny version af appen er klar.
banner-update-reload = Opdatering klar: genindlæs
banner-changed-elsewhere = Partiet blev ændret i en anden fane; denne fanes træk gemmes ikke.
banner-load-latest = Indlæs den nyeste
banner-keep-ours = Behold denne fanes version
banner-adding-games = Tilføjer partier: { $done } af { $total }
banner-importing = Importerer partier

## The board's column and the players

board-region = Bræt
strip-computer = Computer · { $level }
strip-you = Dig
strip-white-player = Spilleren med hvid
strip-black-player = Spilleren med sort
color-white = Hvid
color-black = Sort

## The panel

opening-chess960 = Chess960 · stilling { $number }
engine-opponent = Computer: { $level }
discard-question = { $later ->
    [one] Spil { $move } her? Det senere træk bliver taget tilbage.
   *[other] Spil { $move } her? De { $later } senere træk bliver taget tilbage.
}
discard-confirm = Spil og kassér
confirm-move-question = Spil { $move }?
confirm-move = Bekræft
game-over = Partiet er slut
game-end-review = Gennemgå partiet
game-end-analyse = Analysér
game-end-rematch = Revanche
tree-this-move = Dette træk
tree-promote = Ryk varianten op
tree-main-line = Gør til hovedvariant
tree-delete = Slet herfra
tree-delete-title = Slet dette træk og alt, hvad der følger
tree-comment = Kommentér dette træk
tree-deleted = { $move } og trækkene efter det er slettet.
tree-record-kept = Et færdigt parti beholder sine træk: ændr dets varianter, eller vælg Analysér for at ændre selve partiet.

## How games end

outcome-win-checkmate = { $winner } vinder ved skakmat
outcome-win-resignation = { $winner } vinder ved opgivelse
outcome-win-time = { $winner } vinder på tid
outcome-win = { $winner } vinder
outcome-draw-stalemate = Remis ved pat
outcome-draw-material = Remis: utilstrækkeligt materiale
outcome-draw-threefold = Remis ved trefoldig gentagelse
outcome-draw-fivefold = Remis ved femfoldig gentagelse
outcome-draw-fifty = Remis efter 50-træksreglen
outcome-draw-seventy-five = Remis efter 75-træksreglen
outcome-draw-agreement = Remis efter aftale
outcome-draw-timeout = Remis på tid: siden med tid tilbage kunne ikke have sat mat
outcome-draw = Remis
reason-checkmate = skakmat
reason-resignation = opgivelse
reason-time = tidsoverskridelse
reason-recorded = som noteret
reason-stalemate = pat
reason-material = utilstrækkeligt materiale
reason-threefold = trefoldig gentagelse
reason-fivefold = femfoldig gentagelse
reason-fifty = 50-træksreglen
reason-seventy-five = 75-træksreglen
reason-agreement = aftale
reason-timeout = tiden udløbet uden matmateriale

## The status line and what is said

status-to-move = { $side } i trækket
status-to-move-check = { $side } i trækket — skak
status-analysis = Analyse
status-viewing-earlier = Viser en tidligere stilling: → eller End for at vende tilbage
speech-to-move = { $side } i trækket.
speech-to-move-check = { $side } i trækket. Skak.
notice-game-over = Partiet er slut: { $outcome }
notice-not-your-turn = Det er ikke dit træk

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Kræv remis: { $reason }
toolbar-claim = Kræv remis
toolbar-offer-draw = Tilbyd remis
toolbar-offer-draw-title = Tilbyd computeren remis
toolbar-draw = Remis
toolbar-draw-title = Begge spillere er enige om remis
toolbar-label = Partiets knapper
toolbar-navigation = Bladr i trækkene
toolbar-first = Første stilling
toolbar-previous = Forrige træk
toolbar-next = Næste træk
toolbar-last = Sidste stilling
toolbar-flip = Vend brættet
toolbar-undo = Fortryd
toolbar-undo-title = Tag det sidste træk tilbage
toolbar-resign = Opgiv

## Chess words

role-pawn = bonde
role-knight = springer
role-bishop = løber
role-rook = tårn
role-queen = dronning
role-king = konge
strip-clock = { $color ->
    [white] Hvids ur
   *[black] Sorts ur
}
strip-no-material = Intet materiale slået
strip-has-taken = Har slået: { $pieces }
strip-ahead = { $taken }; foran med { $lead }

## The engine and analysis

analysis-depth = dybde { $depth }
analysis-waiting = Analyserer…
analysis-checkmate = Skakmat: partiet er slut.
analysis-stalemate = Pat: partiet er slut.
analysis-lines = Analysevarianter
analysis-lines-count = { $n ->
    [one] { $n } variant
   *[other] { $n } varianter
}
engine-thinking = Computeren tænker…
engine-hint-pending = Leder efter et tip…
engine-region = Motor
engine-move-now = Træk nu
engine-hint = Tip
engine-analysis = Analyse
threat-show-title = Vis truslen
threat-show = Vis trussel
threat-label = { $color ->
    [white] Trussel: de bedste træk, hvis hvid var i trækket
   *[black] Trussel: de bedste træk, hvis sort var i trækket
}
threat-in-check = Ingen trussel vises, mens kongen står i skak.

## Confirmations

close = Luk
games-unavailable = Dine partier kan ikke gemmes i denne browser: { $reason }
confirm-resign-title = Opgive?
confirm-resign-message = Partiet slutter, og din modstander vinder.
confirm-resign-button = Opgiv
confirm-agree-draw-title = Blive enige om remis?
confirm-agree-draw-message = Begge spillere er enige: partiet ender remis.
confirm-agree-draw-button = Bliv enige om remis
confirm-new-game-title = Forlade dette parti?
confirm-new-game-message = Det bliver i dine Partier, uafsluttet; der kan du åbne det igen.
confirm-new-game-button = Forlad og start et nyt parti
confirm-leave-for-editor-title = Forlade partiet for brætredigeringen?
confirm-leave-for-editor-message = Partiet fortsætter, mens du redigerer (uret også), og bliver i dine Partier.
confirm-leave-for-editor-button = Åbn brætredigeringen
confirm-leave-for-puzzles-title = Forlade partiet for opgaverne?
confirm-leave-for-puzzles-message = Partiet fortsætter, mens du løser (uret også), og bliver i dine Partier.
confirm-leave-for-puzzles-button = Åbn opgaverne

## The moves

judgement-inaccuracy = Unøjagtighed
judgement-mistake = Fejl
judgement-blunder = Brøler
moves-clock-after = Uret efter trækket
moves-earlier = { $count } tidligere træk
moves-later = { $count } senere træk
moves-label = Træk
moves-none = Ingen træk endnu
move-input-label = Skriv et træk (SAN eller UCI)
move-input-placeholder = Skriv et træk: Nf3 eller g1f3
move-input-play = Spil
dismiss = Luk
eval-label = Vurdering
eval-graph-label = Vurderingsgraf: hvids vinderchancer efter hvert træk

## Learn from your mistakes

learn-title = Lær af dine fejl
learn-view-solution = Se løsningen
learn-skip = Spring trækket over
learn-done = Færdig: du fandt { $found } af { $total }.
learn-again = Gør det igen
learn-finding = { $judgement ->
    [inaccuracy] { $move } var en unøjagtighed.
    [mistake] { $move } var en fejl.
   *[blunder] { $move } var en brøler.
} { $color ->
    [white] Find et bedre træk for hvid.
   *[black] Find et bedre træk for sort.
}
learn-judging = Vurderer dit træk…
learn-wrong = { $move }: det kan gøres bedre. Prøv et andet træk.
learn-right = { $move }: godt træk! Motorens variant: { $line }
learn-next = Næste
learn-solution = Løsning: { $line }
learn-count = { $number } af { $total }
learn-leave = Forlad

## The review

verdict-engine-move = { $move }: motorens træk.
verdict-good-move = { $move }: et godt træk.
verdict-judged = { $move }: { $judgement }.
verdict-best = Bedst var
verdict-eval = Vurdering { $before } → { $after }
review-progress = Gennemgår: { $done } af { $total } stillinger
review-second-look = Ser igen, dybere, på de dyre træk: { $done } af { $total } stillinger
review-third-look = Et tredje, endnu dybere blik på grænsetilfældene: { $done } af { $total } stillinger
review-progress-label = Gennemgangens fremskridt
review-accuracy = Præcision
review-average-loss = Gns. tab
review-inaccuracies = Unøjagtigheder
review-mistakes = Fejl
review-blunders = Brølere
review-label = Gennemgang af partiet

## Puzzles

theme-mate-in-1 = Mat i 1
theme-mate-in-2 = Mat i 2
theme-mate-in-3 = Mat i 3
theme-fork = Gaffel
theme-pin = Binding
theme-skewer = Spid
theme-discovered-attack = Afdækket angreb
theme-hanging-piece = Hængende brik
theme-sacrifice = Offer
theme-back-rank-mate = Grundrækkemat
theme-opening = Åbning
theme-middlegame = Midtspil
theme-endgame = Slutspil
theme-long = Lange opgaver
puzzles-mistakes-due = Dine fejl ({ $due })
puzzles-mistakes = Dine fejl
puzzles-tab-puzzles = Opgaver
puzzles-rating = Din opgaverating:
puzzles-score = Stime { $streak } · løst { $solved } af { $played }
puzzles-theme = Tema
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Alle temaer ({ $count })
puzzles-loading = Indlæser opgaver…
puzzles-unavailable = Opgaverne kunne ikke indlæses: åbn siden én gang online for at gemme dem.
puzzles-none-of-theme = Ingen opgave med det tema her: vælg et andet.
puzzles-about = Opgave { $id } · rating { $rating }
puzzles-opponent-played = Din modstander spillede { $move }.
puzzles-opponent-moves = Din modstander trækker…
puzzles-your-turn = { $color ->
    [white] Dit træk: find det bedste træk for hvid.
   *[black] Dit træk: find det bedste træk for sort.
}
puzzles-best-move = Bedste træk!
puzzles-keep-going = Fortsæt…
puzzles-wrong = Det er ikke trækket! Prøv noget andet.
puzzles-checking = Tjekker dit træk…
puzzles-solved = Opgaven er løst! Godt gået.
puzzles-complete = Opgaven er færdig (tæller ikke som løst).
puzzles-view-solution = Se løsningen
puzzles-retry = Prøv igen
puzzles-next = Næste opgave
puzzles-back = Tilbage til partiet

## Your mistakes

mistakes-count = { $due } at øve nu · { $all } i alt
mistakes-your-turn = Din modstander spillede { $opponent }. I partiet spillede du derefter { $played }. { $color ->
    [white] Find et bedre træk for hvid.
   *[black] Find et bedre træk for sort.
}
mistakes-right-going = Rigtigt! Fortsæt…
mistakes-wrong = Ikke godt nok: gennemgangen gemte et bedre træk end det (du spillede { $played }). Prøv igen.
mistakes-right = Rigtigt! Gennemgangens træk var { $best }.
mistakes-shown = Gennemgangens træk var { $best }.
mistakes-comes-back = { $days ->
    [0] Det skal øves nu.
    [one] Det kommer igen i morgen.
   *[other] Det kommer igen om { $days } dage.
}
mistakes-reading = Læser dine gennemgåede partier…
mistakes-none = Ingen fejl endnu. Gennemgå et parti (Gennemgå partiet, når det har træk), så kommer dets fejl og brølere her til øvelse.
mistakes-nothing-due = { $days ->
    [one] Intet at øve nu: den næste fejl kommer igen i morgen. Øv alligevel en nedenfor.
   *[other] Intet at øve nu: den næste fejl kommer igen om { $days } dage. Øv alligevel en nedenfor.
}
mistakes-next = Næste fejl
mistakes-when = { $days ->
    [0] nu
    [one] i morgen
   *[other] om { $days } dage
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Hvid
choice-color-black = Sort
choice-variant-standard = Standard
choice-variant-chess960 = Chess960
choice-variant-position = Fra stilling
choice-side-white = Hvid
choice-side-black = Sort
choice-side-random = Tilfældig
choice-sounds-tones = Toner
choice-sounds-wood = Træ
choice-auto-queen-premove = Ved forhåndstræk
choice-auto-queen-always = Altid
choice-auto-queen-never = Aldrig
choice-blindfold-off = Fra
choice-blindfold-opponent = Skjul modstanderens brikker
choice-blindfold-own = Skjul mine brikker
choice-blindfold-all = Skjul alle brikker
choice-board-wood = Træ
choice-board-blue = Blå
choice-board-green = Grøn
choice-board-slate = Skifer
choice-pieces-classic = Klassiske
choice-pieces-modern = Moderne
choice-pieces-contrast = Høj kontrast
choice-pieces-letters = Bogstaver
choice-page-system = Som systemet (lyst eller mørkt)
choice-page-light = Lys
choice-page-dark = Mørk
choice-coordinates-inside = Inde på brættet
choice-coordinates-outside = Rundt om brættet
choice-coordinates-off = Fra
choice-language-browser = Som browseren
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
choice-win-checkmate = Skakmat
choice-win-resignation = Opgivelse
choice-win-time-forfeit = Tidsoverskridelse
choice-win-recorded = Som noteret
choice-draw-stalemate = Pat
choice-draw-insufficient-material = Utilstrækkeligt materiale
choice-draw-threefold-repetition = Trefoldig gentagelse
choice-draw-fivefold-repetition = Femfoldig gentagelse
choice-draw-fifty-move-rule = 50-træksreglen
choice-draw-seventy-five-move-rule = 75-træksreglen
choice-draw-agreement = Aftale
choice-draw-timeout-vs-insufficient-material = Tiden udløbet, intet matmateriale
choice-draw-recorded = Som noteret

## New game

level-label = Niveau { $level }, cirka { $elo }
levels-measured = Hvert niveaus styrke blev målt i partier mod Stockfish indstillet til at spille på en given rating. Niveau 1 til 8 spiller ens på alle enheder; niveau 9 er stærkere på en hurtigere.
new-game-opponent = Modstander
new-game-computer = Computeren
new-game-friend = En ven på denne enhed
new-game-colour = Farve
new-game-level = Niveau
new-game-variant = Variant
new-game-fen = Stilling (FEN)
new-game-start = Start
time-bullet = Bullet
time-blitz = Lyn
time-rapid = Hurtigskak
time-classical = Klassisk
new-game-quick-times = Hurtige tidskontroller
new-game-no-clock = Intet ur
new-game-time = Tidskontrol
new-game-untimed = Uden tid
new-game-custom = Egen
new-game-minutes = Minutter
new-game-increment-seconds = Tillæg (sekunder)
new-game-increment = Tillæg

## Settings (the controls)

settings-sound = Lyd
settings-sounds = Lydtype
settings-animate = Animér træk
settings-confirm-moves = Bekræft træk (et træk på brættet venter på Bekræft)
settings-figurines = Figurnotation (♘f3)
settings-board = Bræt
settings-pieces = Brikker
settings-board-previews = Brættemaer
settings-piece-previews = Briksæt
settings-page = Side
settings-coordinates = Koordinater
settings-auto-queen = Automatisk dronning
settings-blindfold = Blindskak
settings-board-size-value = Brættets størrelse: { $size } %
settings-board-size = Brættets størrelse
settings-zen = Zentilstand (kun brættet og urene; z)

## Games (the library)

games-moves = { $count } træk
games-computer = Computer (niveau { $level })
games-no-opening = ingen navngiven åbning
games-reviewed = gennemgået
games-this-game = dette parti
games-open = Åbn
games-delete = Slet
games-deleted = Slettede { $players }.
games-undo = Fortryd
games-search = Søg efter spiller eller åbning
games-download-all = Hent alle
games-loading = Indlæser…
games-none = Ingen partier endnu: hvert parti, du spiller, gemmes her træk for træk.
games-none-found = Intet parti passer til søgningen.
games-show-more = Vis flere ({ $hidden } til; en søgning finder hvilket som helst)
games-won = Vundne
games-lost = Tabte
games-drawn = Remis
games-other = Uafsluttede eller ikke dine
games-result = Resultat
games-any-result = Alle resultater
games-your-colour = Din farve
games-any-colour = Alle farver
games-had-white = Du havde hvid
games-had-black = Du havde sort
games-opening = Åbning
games-any-opening = Alle åbninger

## Keyboard shortcuts

shortcut-prev-next = Forrige og næste træk
shortcut-variations = Forrige og næste variant ved en forgrening
shortcut-first-last = Første og sidste stilling
shortcut-flip = Vend brættet
shortcut-threat = Vis truslen (modstanderens bedste træk, hvis modstanderen var i trækket)
shortcut-squares = Flyt mellem brættets felter
shortcut-pick = Løft en brik, og sæt den så ned
shortcut-escape = Slip markeringen eller en forvandling
shortcut-right-click = Sæt ring om et felt; højretræk: en pil
shortcut-brushes = Med et højreklik: rød, blå (begge: gul)
shortcut-new-game = Nyt parti
shortcut-zen = Zentilstand: kun brættet og urene, eller alt igen
shortcut-list = Denne liste
keys-home-end = Home End
keys-tab-arrows = Tab, derefter piletaster
keys-enter-space = Enter eller mellemrum
keys-escape = Esc
keys-right-click = Højreklik
keys-shift-alt = Skift, Alt

## Import and export

records-title = Import og eksport
records-copied-fen = FEN kopieret
records-copied-link = link kopieret
records-copied-pgn = PGN kopieret
records-copy-failed-fen = FEN kunne ikke kopieres til udklipsholderen; markér den, og kopiér den selv
records-copy-failed-link = Linket kunne ikke kopieres til udklipsholderen; markér det, og kopiér det selv
records-copy-failed-pgn = PGN kunne ikke kopieres til udklipsholderen; markér den, og kopiér den selv
records-text = FEN eller PGN, der skal indlæses
records-placeholder = Indsæt en FEN eller en PGN (ét parti eller flere)
records-load = Indlæs
records-load-analyse = Indlæs og analysér
records-load-computer = Indlæs og spil mod computeren
records-add-all = Føj alle til mine partier
records-downloaded = PGN hentet
records-download-failed = PGN kunne ikke hentes
records-copy-fen = Kopiér FEN
records-copy-link = Kopiér link
records-copy-pgn = Kopiér PGN
records-download = Hent PGN

## The board

piece-white-pawn = hvid bonde
piece-white-knight = hvid springer
piece-white-bishop = hvid løber
piece-white-rook = hvidt tårn
piece-white-queen = hvid dronning
piece-white-king = hvid konge
piece-black-pawn = sort bonde
piece-black-knight = sort springer
piece-black-bishop = sort løber
piece-black-rook = sort tårn
piece-black-queen = sort dronning
piece-black-king = sort konge
square-empty = tomt
board-label = Skakbræt
promote-to = Forvandl til { $piece }
promote-choose = Vælg en brik at forvandle til

## The board editor

editor-pieces = Brikker
editor-hand-title = Flyt brikker
editor-hand = Flyt
editor-delete-title = Fjern brikker
editor-delete = Fjern
editor-start-position = Udgangsstilling
editor-clear = Ryd
editor-flip = Vend
editor-castling-right = { $side }: { $castling }
editor-turn = I trækket
editor-white-to-play = Hvid i trækket
editor-black-to-play = Sort i trækket
editor-castling = Rokade
editor-en-passant = En passant
editor-none = Ingen
editor-chess960 = Chess960-stilling
editor-fen = FEN
editor-play-computer = Spil mod computeren herfra
editor-play-friend = Spil mod en ven herfra

## What is said and the notices of play

said-new-game = Nyt parti.
said-game-restored = Partiet er gendannet.
said-game-loaded = Partiet er indlæst.
said-played = { $side } spillede { $move }.
said-taken-back = Trækket er taget tilbage.
notice-clocks-paused = Urene stod stille, mens siden var lukket; nu går de igen.
notice-over-keeps-result = Partiet er slut og beholder sit resultat: analysér det for at prøve andre træk
notice-nothing-to-take-back = Der er intet træk at tage tilbage

## Notices

notice-draw-accepted = Computeren accepterer remis.
notice-draw-declined = Computeren afslår remis og spiller videre.
notice-engine-restarted = Motoren holdt op med at svare og blev genstartet; den tænker igen.
notice-held-elsewhere = Dit parti er åbent i en anden fane, så denne fane starter et nyt; begge gemmes i Partier.
notice-link-invalid = Stillingen i linket er ikke gyldig: { $error }
records-loaded-but = Partiet blev indlæst, men { $warning }.
records-empty = Indsæt først en FEN eller en PGN
records-fen-invalid = Denne FEN er ikke gyldig: { $error }
records-pgn-invalid = Denne PGN kunne ikke læses: { $error }
records-many-games = Denne PGN indeholder { $count } partier: det første er åbent, og alle gemmes i Partier.

## Notices at start

notice-shared-position = Den delte stilling er åben. Dit tidligere parti er gemt i Partier.

## Dates and other notices

month-1 = jan.
month-2 = feb.
month-3 = mar.
month-4 = apr.
month-5 = maj
month-6 = jun.
month-7 = jul.
month-8 = aug.
month-9 = sep.
month-10 = okt.
month-11 = nov.
month-12 = dec.
date-day-month-year = { $day }. { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = ukendt dato
new-game-fen-missing = Angiv stillingen, der skal startes fra, som en FEN.
new-game-fen-invalid = Den stilling kan ikke spilles: { $error }.
new-game-fen-over = Partiet er allerede slut i den stilling.
puzzles-not-kept = Opgave { $id } er ikke blandt de { $count } opgaver, der er gemt her; her er en anden.
mistakes-engine-unavailable = Kun gennemgangens træk tæller her: motoren kan ikke vurdere andre ({ $reason }).

## Speech and the library

speech-castles-kingside = kort rokade
speech-castles-queenside = lang rokade
speech-passes = pas
speech-takes = slår
speech-promotes = forvandles til { $piece }
library-delete-failed = Partiet kunne ikke slettes: { $error }
library-open-failed = Partiet kunne ikke åbnes: { $error }
library-gone = Partiet er ikke længere i biblioteket
library-download-failed = Partierne kunne ikke hentes
library-add-unavailable = Partilisten findes ikke i denne browser, så partierne kunne ikke tilføjes
library-storage-refused = Browserens lager afviste partierne: det er måske fuldt
library-added = { $added } partier føjet til dine partier.
library-added-some-failed = { $added } partier føjet til dine partier ({ $failed } kunne ikke læses og blev udeladt).

## Storage, crashes and the engine

storage-unavailable = Denne browser lader ikke siden gemme data (privat tilstand eller lager slået fra): partiet fortsætter, men det gemmes ikke, når du går.
storage-full = Browserens lager er fuldt: partiet fortsætter, men dets seneste træk gemmes ikke. Slet gamle partier i listen Partier for at få plads.
storage-kept-aside = Det blev gemt i browserens lager som “{ $key }”.
storage-left = Det blev ladt, hvor det var, som “{ $key }”.
storage-unrestorable = Dit gemte parti kunne ikke gendannes: { $error }. Et nyt parti blev startet.
crash-label = Noget gik galt
crash-title = Noget gik galt: genindlæs siden. Dit parti er gemt, som det var før den sidste handling.
engine-unavailable = Motoren kunne ikke starte i denne browser: spil mod en ven, eller prøv en anden browser.
library-unavailable = partilisten findes ikke i denne browser ({ $reason })
library-updated-elsewhere = Appen blev opdateret i en anden fane: genindlæs denne fane for at blive ved med at bruge dine partier.

## Crash

crash-reload = Genindlæs

## Saved games that cannot be read

saved-damaged = de gemte data er beskadigede ({ $error })
saved-newer = det blev gemt af en nyere version af appen (format { $format }, denne læser op til { $known })
saved-start = dets udgangsstilling er forkert: { $error }
saved-move = dets træk { $index } ({ $move }) er ikke lovligt
saved-pgn = dets træk kan ikke læses: { $error }
saved-field = dets felt '{ $field }' har en værdi, som denne app ikke kender

## Why a move is not legal

placed-piece = { $role ->
    [pawn] bonden på { $square }
    [knight] springeren på { $square }
    [bishop] løberen på { $square }
    [rook] tårnet på { $square }
    [queen] dronningen på { $square }
   *[king] kongen på { $square }
}
castling-kingside = kort
castling-queenside = lang
illegal-empty-square = Der står ingen brik på { $square }
illegal-not-your-turn = { $color ->
    [white] Det er hvid, der er i trækket
   *[black] Det er sort, der er i trækket
}
illegal-no-movement = Et træk skal flytte brikken til et andet felt
illegal-own-piece = En brik må ikke flytte til et felt, hvor ens egen side står: { $piece } tilhører dig
illegal-shape-pawn = En bonde går ét felt lige frem (to fra sit udgangsfelt) og slår ét felt skråt frem
illegal-shape-knight = En springer går i et L: to felter i én retning, så ét felt til siden
illegal-shape-bishop = En løber går kun diagonalt
illegal-shape-rook = Et tårn går kun langs rækker og linjer
illegal-shape-queen = En dronning går langs rækker, linjer og diagonaler
illegal-shape-king = En konge går ét felt i alle retninger (to kun ved rokade)
illegal-blocked = Vejen er spærret af { $piece }: kun springeren springer over brikker
illegal-pawn-backward = En bonde går aldrig baglæns
illegal-pawn-straight-capture = En bonde slår kun diagonalt
illegal-pawn-diagonal = En bonde går kun diagonalt, når den slår
illegal-en-passant-late = En passant er kun tilladt i trækket lige efter bondens dobbelttræk
illegal-double-step = En bonde må kun gå to felter fra sit udgangsfelt
illegal-promotion-required = En bonde, der når sidste række, skal forvandles: vælg dronning, tårn, løber eller springer
illegal-promotion-not-allowed = Kun en bonde, der når sidste række, forvandles
illegal-promotion-piece = En bonde kan kun forvandles til dronning, tårn, løber eller springer, ikke { $piece }
illegal-castling-king-moved = { $side } rokade er ikke længere tilladt: kongen har flyttet
illegal-castling-rook-moved = { $side } rokade er ikke længere tilladt: det tårn har flyttet
illegal-castling-rook-captured = { $side } rokade er ikke længere tilladt: det tårn er slået
illegal-castling-lost = { $side } rokade er ikke længere tilladt: kongen eller det tårn har allerede flyttet
illegal-castling-blocked = Rokade er ikke tilladt, mens en brik står mellem kongen og tårnet: { $piece }
illegal-castling-destination = Rokade er ikke tilladt, mens en brik står, hvor kongen eller tårnet skulle lande: { $piece }
illegal-castling-in-check = Rokade er ikke tilladt, mens kongen står i skak (fra { $piece })
illegal-castling-through = Kongen ville passere { $square }, som { $piece } angriber
illegal-castling-into = Kongen ville lande på { $square }, som { $piece } angriber
illegal-king-into-check = Din konge ville stå i skak fra { $piece }
illegal-kings-adjacent = Kongerne må aldrig stå ved siden af hinanden
illegal-still-in-check = Det træk ville efterlade din konge i skak fra { $piece }
illegal-en-passant-exposes = At slå en passant ville fjerne begge bønder fra rækken og blotte din konge for { $piece }
illegal-pinned = { $pinned } kan ikke flytte: så blottes din konge for { $piece }
typed-not-san = '{ $move }' er ikke et træk i algebraisk notation
typed-illegal = { $move } er ikke et lovligt træk i denne stilling
typed-ambiguous = { $move } kan være mere end ét træk; tilføj linjen eller rækken, brikken kommer fra
typed-not-uci = '{ $move }' er ikke et UCI-træk (to felter og evt. et forvandlingsbogstav, som e7e8q)

## Training kept in the browser

library-upgrade-blocked = Partilisten bliver opdateret: luk appens andre faner (åbnet før opdateringen) for at gøre det færdigt.
puzzles-progress-unreadable = Din opgaverating og historik kunne ikke læses, så de starter forfra (den ulæselige kopi er lagt til side).
mistakes-unreadable = Øveplanen for dine fejl kunne ikke læses, så den starter forfra fra dine gennemgåede partier.
puzzles-not-saved = Dine fremskridt i opgaverne kunne ikke gemmes (browserens lager er fuldt eller afviste): de bliver på siden, til den lukkes.

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN'en er tom
fen-field-count = en FEN har 6 felter adskilt af mellemrum (bræt, side i trækket, rokade, en passant, halvtrækstæller, træknummer), mindst de første 4; denne har { $count }
fen-rank-count = brætfeltet skal have 8 rækker adskilt af '/'; dette har { $count }
fen-rank-length = række { $rank } i brætfeltet beskriver { $count } felter i stedet for 8
fen-piece-letter = '{ $letter }' på række { $rank } er ikke et brikbogstav (KQRBNP for hvid, kqrbnp for sort, 1-8 for tomme felter)
fen-side-to-move = siden i trækket skal være 'w' eller 'b', ikke '{ $text }'
fen-castling = rokadefeltet skal være '-' eller bogstaver fra 'KQkq' (eller tårnenes linjer, som 'HAha'), hver højst én gang, ikke '{ $text }'
fen-en-passant = en passant-feltet skal være '-' eller et felt som e3, ikke '{ $text }'
fen-halfmove-clock = halvtrækstælleren skal være et heltal fra 0, ikke '{ $text }'
fen-move-number = træknummeret skal være et heltal fra 1, ikke '{ $text }'
fen-impossible = umulig stilling: { $reason }
position-no-king = { $color ->
    [white] hvid har ingen konge
   *[black] sort har ingen konge
}
position-kings = { $color ->
    [white] hvid har mere end én konge
   *[black] sort har mere end én konge
}
position-pawn-back-rank = der står en bonde på { $square }, men bønder står aldrig på første eller sidste række
position-pawns = { $color ->
    [white] hvid har mere end 8 bønder
   *[black] sort har mere end 8 bønder
}
position-pieces = { $color ->
    [white] hvid har mere end 16 brikker
   *[black] sort har mere end 16 brikker
}
position-castling-pieces = { $color ->
    [white] hvid kan ikke have ret til { $castling } rokade
   *[black] sort kan ikke have ret til { $castling } rokade
}: det kræver kongen på { $king } og tårnet på { $rook }
position-960-castling-h = { $color ->
    [white] hvid kan ikke have ret til { $castling } rokade
   *[black] sort kan ikke have ret til { $castling } rokade
}: det kræver kongen på række { $rank } med et tårn på dens side mod h-linjen
position-960-castling-a = { $color ->
    [white] hvid kan ikke have ret til { $castling } rokade
   *[black] sort kan ikke have ret til { $castling } rokade
}: det kræver kongen på række { $rank } med et tårn på dens side mod a-linjen
position-en-passant = { $square } kan ikke være en passant-feltet: ingen bonde kan lige have gået to felter forbi det
position-opponent-in-check = { $color ->
    [white] hvid står i skak, selv om det ikke er hvids træk, hvilket ikke kan ske
   *[black] sort står i skak, selv om det ikke er sorts træk, hvilket ikke kan ske
}
position-checkers = kongen står i skak fra { $count } brikker på én gang, hvilket intet træk kan forårsage

## The editor's FEN

editor-fen-unreadable = Den FEN kan ikke læses: { $error }.

## Why a PGN cannot be read

pgn-where = linje { $line }, kolonne { $column }: { $what }
pgn-empty = der er intet parti her
pgn-bad-tag = et tag skal se ud som [Name "value"]
pgn-open-comment = denne { $open }-kommentar lukkes aldrig med { $close }
pgn-open-variation = denne ( variant lukkes aldrig med )
pgn-stray-parenthesis = denne ) lukker ingen variant
pgn-variation-first = en ( variant skal følge trækket, den erstatter
pgn-bad-fen = FEN-tagget er forkert: { $error }
pgn-variant = varianten '{ $variant }' understøttes ikke (kun almindelig skak og Chess960)
pgn-move = træk
pgn-null-move = træk { $move } er et nultræk (--), som ikke er et skaktræk: det og trækkene efter det i dets variant blev udeladt
pgn-no-draw-to-claim = Remis kan kun kræves efter trefoldig gentagelse eller halvtreds træk uden slag eller bondetræk
