# De teksten van de app in het Nederlands (dezelfde sleutels als en.ftl).

## The menu

title = Schaken
menu-new-game = Nieuwe partij
menu-new-short = Nieuw
menu-games = Partijen
menu-puzzles = Puzzels
menu-editor = Bordeditor
menu-editor-short = Editor
menu-import = Importeren
menu-import-short = Import
menu-export = Exporteren
menu-export-short = Export
menu-settings = Instellingen
menu-settings-short = Opties
menu-shortcuts = Sneltoetsen
menu-label = Hoofdmenu
title-start = Begin: speel tegen de computer, tegen een vriend, puzzels…
zen-leave = Zenmodus verlaten

## The start choices

start-region = Beginnen
start-heading = Schaak spelen
start-continue = Verder spelen
start-computer = Speel tegen de computer
start-level = Niveau { $level }
start-elo = ongeveer { $elo } Elo
start-levels = Niveau
start-friend = Speel tegen een vriend
start-puzzles = Puzzels
start-analysis = Analysebord
start-editor = Bordeditor
start-more = Meer keuzes (kleur, tijd, Chess960)…
start-kept = Een nieuwe partij bewaart de lopende in Partijen.

## Settings

settings-language = Taal
cancel = Annuleren

## Banners

banner-update = Er staat een nieuwe versie van de app klaar.
banner-update-reload = Update beschikbaar: herladen
banner-changed-elsewhere = Deze partij is in een ander tabblad gewijzigd; de zetten van dit tabblad worden niet bewaard.
banner-load-latest = Nieuwste laden
banner-keep-ours = Versie van dit tabblad houden
banner-adding-games = Partijen toevoegen: { $done } van { $total }
banner-importing = Partijen importeren

## The board's column and the players

board-region = Bord
strip-computer = Computer · { $level }
strip-you = Jij
strip-white-player = Speler met wit
strip-black-player = Speler met zwart
color-white = Wit
color-black = Zwart

## The panel

opening-chess960 = Chess960 · stelling { $number }
engine-opponent = Computer: { $level }
discard-question = { $later ->
    [one] { $move } hier spelen? De latere zet wordt teruggenomen.
   *[other] { $move } hier spelen? De { $later } latere zetten worden teruggenomen.
}
discard-confirm = Spelen en weggooien
confirm-move-question = { $move } spelen?
confirm-move = Bevestigen
game-over = Partij afgelopen
game-end-review = Partij beoordelen
game-end-analyse = Analyseren
game-end-rematch = Revanche
tree-this-move = Deze zet
tree-promote = Variant hoger zetten
tree-main-line = Tot hoofdvariant maken
tree-delete = Vanaf hier verwijderen
tree-delete-title = Deze zet en alles erna verwijderen
tree-comment = Commentaar bij deze zet
tree-deleted = { $move } en de zetten daarna zijn verwijderd.
tree-record-kept = Een uitgespeelde partij houdt haar zetten: wijzig de varianten, of kies Analyseren om de partij zelf te wijzigen.

## How games end

outcome-win-checkmate = { $winner } wint door schaakmat
outcome-win-resignation = { $winner } wint door opgave
outcome-win-time = { $winner } wint op tijd
outcome-win = { $winner } wint
outcome-draw-stalemate = Remise door pat
outcome-draw-material = Remise door onvoldoende materiaal
outcome-draw-threefold = Remise door drievoudige herhaling
outcome-draw-fivefold = Remise door vijfvoudige herhaling
outcome-draw-fifty = Remise door de vijftigzettenregel
outcome-draw-seventy-five = Remise door de vijfenzeventigzettenregel
outcome-draw-agreement = Remise in onderling overleg
outcome-draw-timeout = Remise op tijd: de kant met tijd over had niet mat kunnen zetten
outcome-draw = Remise
reason-checkmate = schaakmat
reason-resignation = opgave
reason-time = tijdsoverschrijding
reason-recorded = zoals genoteerd
reason-stalemate = pat
reason-material = onvoldoende materiaal
reason-threefold = drievoudige herhaling
reason-fivefold = vijfvoudige herhaling
reason-fifty = vijftigzettenregel
reason-seventy-five = vijfenzeventigzettenregel
reason-agreement = onderling overleg
reason-timeout = tijd om tegen onvoldoende materiaal

## The status line and what is said

status-to-move = { $side } aan zet
status-to-move-check = { $side } aan zet — schaak
status-analysis = Analyse
status-viewing-earlier = Je bekijkt een eerdere stelling: → of End om terug te gaan
speech-to-move = { $side } aan zet.
speech-to-move-check = { $side } aan zet. Schaak.
notice-game-over = De partij is afgelopen: { $outcome }
notice-not-your-turn = Je bent niet aan zet

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Remise claimen door { $reason }
toolbar-claim = Remise claimen
toolbar-offer-draw = Remise aanbieden
toolbar-offer-draw-title = De computer remise aanbieden
toolbar-draw = Remise
toolbar-draw-title = Beide spelers stemmen in met remise
toolbar-label = Partijbediening
toolbar-navigation = Door de zetten bladeren
toolbar-first = Eerste stelling
toolbar-previous = Vorige zet
toolbar-next = Volgende zet
toolbar-last = Laatste stelling
toolbar-flip = Bord draaien
toolbar-undo = Terugnemen
toolbar-undo-title = De laatste zet terugnemen
toolbar-resign = Opgeven

## Chess words

role-pawn = pion
role-knight = paard
role-bishop = loper
role-rook = toren
role-queen = dame
role-king = koning
strip-clock = Klok van { $side }
strip-no-material = Nog niets geslagen
strip-has-taken = Heeft geslagen: { $pieces }
strip-ahead = { $taken }; voor met { $lead }

## The engine and analysis

analysis-depth = diepte { $depth }
analysis-waiting = Analyseren…
analysis-checkmate = Schaakmat: de partij is afgelopen.
analysis-stalemate = Pat: de partij is afgelopen.
analysis-lines = Analysevarianten
analysis-lines-count = { $n ->
    [one] { $n } variant
   *[other] { $n } varianten
}
engine-thinking = De computer denkt na…
engine-hint-pending = Tip zoeken…
engine-region = Engine
engine-move-now = Zet nu
engine-hint = Tip
engine-analysis = Analyse
threat-show-title = De dreiging tonen
threat-show = Dreiging tonen
threat-label = Dreiging: de beste zetten als { $side } aan zet was
threat-in-check = Geen dreiging getoond zolang de koning schaak staat.

## Confirmations

close = Sluiten
games-unavailable = Je partijen kunnen in deze browser niet worden bewaard: { $reason }
confirm-resign-title = Opgeven?
confirm-resign-message = De partij eindigt en je tegenstander wint.
confirm-resign-button = Opgeven
confirm-agree-draw-title = Instemmen met remise?
confirm-agree-draw-message = Beide spelers stemmen in: de partij eindigt in remise.
confirm-agree-draw-button = Instemmen met remise
confirm-new-game-title = Deze partij verlaten?
confirm-new-game-message = Ze blijft onvoltooid in je Partijen; je kunt haar daar weer openen.
confirm-new-game-button = Verlaten en een nieuwe partij beginnen
confirm-leave-for-editor-title = Deze partij verlaten voor de bordeditor?
confirm-leave-for-editor-message = De partij loopt door terwijl je bewerkt (ook haar klok) en blijft in je Partijen.
confirm-leave-for-editor-button = Bordeditor openen
confirm-leave-for-puzzles-title = Deze partij verlaten voor puzzels?
confirm-leave-for-puzzles-message = De partij loopt door terwijl je puzzelt (ook haar klok) en blijft in je Partijen.
confirm-leave-for-puzzles-button = Puzzels openen

## The moves

judgement-inaccuracy = Onnauwkeurigheid
judgement-mistake = Fout
judgement-blunder = Blunder
moves-clock-after = Klok na de zet
moves-earlier = { $count ->
    [one] { $count } eerdere zet
   *[other] { $count } eerdere zetten
}
moves-later = { $count ->
    [one] { $count } latere zet
   *[other] { $count } latere zetten
}
moves-label = Zetten
moves-none = Nog geen zetten
move-input-label = Typ een zet (SAN of UCI)
move-input-placeholder = Typ een zet: Nf3 of g1f3
move-input-play = Spelen
dismiss = Wegklikken
eval-label = Evaluatie
eval-graph-label = Evaluatiegrafiek: de winstkansen van wit na elke zet

## Learn from your mistakes

learn-title = Leer van je fouten
learn-view-solution = Oplossing tonen
learn-skip = Deze zet overslaan
learn-done = Klaar: je vond er { $found } van de { $total }.
learn-again = Nog een keer
learn-finding = { $judgement ->
    [inaccuracy] { $move } was een onnauwkeurigheid. Vind een betere zet voor { $side }.
    [mistake] { $move } was een fout. Vind een betere zet voor { $side }.
   *[blunder] { $move } was een blunder. Vind een betere zet voor { $side }.
}
learn-judging = Je zet wordt beoordeeld…
learn-wrong = { $move }: het kan beter. Probeer een andere zet.
learn-right = { $move }: goede zet! De variant van de engine: { $line }
learn-next = Volgende
learn-solution = Oplossing: { $line }
learn-count = { $number } van { $total }
learn-leave = Stoppen

## The review

verdict-engine-move = { $move }: de zet van de engine.
verdict-good-move = { $move }: een goede zet.
verdict-judged = { $move }: { $judgement }.
verdict-best = Beste was
verdict-eval = Evaluatie { $before } → { $after }
review-progress = Beoordelen: { $done } van { $total } stellingen
review-second-look = Nog eens, dieper, naar de dure zetten: { $done } van { $total } stellingen
review-third-look = Een derde, nog diepere blik op de twijfelgevallen: { $done } van { $total } stellingen
review-progress-label = Voortgang van de beoordeling
review-accuracy = Nauwkeurigheid
review-average-loss = Gem. verlies
review-inaccuracies = Onnauwkeurigheden
review-mistakes = Fouten
review-blunders = Blunders
review-label = Beoordeling van de partij

## Puzzles

theme-mate-in-1 = Mat in 1
theme-mate-in-2 = Mat in 2
theme-mate-in-3 = Mat in 3
theme-fork = Vork
theme-pin = Penning
theme-skewer = Spies
theme-discovered-attack = Aftrekaanval
theme-hanging-piece = Hangend stuk
theme-sacrifice = Offer
theme-back-rank-mate = Mat op de achterste rij
theme-opening = Opening
theme-middlegame = Middenspel
theme-endgame = Eindspel
theme-long = Lange puzzels
puzzles-mistakes-due = Je fouten ({ $due })
puzzles-mistakes = Je fouten
puzzles-tab-puzzles = Puzzels
puzzles-rating = Je puzzelrating:
puzzles-score = Reeks { $streak } · { $solved } van { $played } opgelost
puzzles-theme = Thema
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Elk thema ({ $count })
puzzles-loading = Puzzels laden…
puzzles-unavailable = De puzzels konden niet worden geladen: open de pagina één keer online om ze te bewaren.
puzzles-none-of-theme = Hier is geen puzzel met dit thema: kies een ander.
puzzles-about = Puzzel { $id } · rating { $rating }
puzzles-opponent-played = Je tegenstander speelde { $move }.
puzzles-opponent-moves = Je tegenstander zet…
puzzles-your-turn = Jij bent aan zet: vind de beste zet voor { $side }.
puzzles-best-move = Beste zet!
puzzles-keep-going = Ga door…
puzzles-wrong = Dat is niet de zet! Probeer iets anders.
puzzles-checking = Je zet wordt gecontroleerd…
puzzles-solved = Puzzel opgelost! Goed gedaan.
puzzles-complete = Puzzel voltooid (telt niet als opgelost).
puzzles-view-solution = Oplossing tonen
puzzles-retry = Opnieuw
puzzles-next = Volgende puzzel
puzzles-back = Terug naar de partij

## Your mistakes

mistakes-count = { $due } te herhalen · { $all } in totaal
mistakes-your-turn = Je tegenstander speelde { $opponent }. In deze partij speelde jij toen { $played }. Vind een betere zet voor { $side }.
mistakes-right-going = Goed! Ga door…
mistakes-wrong = Niet goed genoeg: de beoordeling bewaarde een betere zet dan die (je speelde { $played }). Probeer het opnieuw.
mistakes-right = Goed! De zet van de beoordeling was { $best }.
mistakes-shown = De zet van de beoordeling was { $best }.
mistakes-comes-back = { $days ->
    [0] Hij blijft te herhalen.
    [one] Hij komt morgen terug.
   *[other] Hij komt over { $days } dagen terug.
}
mistakes-reading = Je beoordeelde partijen worden gelezen…
mistakes-none = Nog geen fouten. Beoordeel een partij (Partij beoordelen, zodra er zetten zijn) en haar fouten en blunders komen hier om te oefenen.
mistakes-nothing-due = { $days ->
    [one] Nu niets te herhalen: de volgende fout komt morgen terug. Oefen er hieronder toch een.
   *[other] Nu niets te herhalen: de volgende fout komt over { $days } dagen terug. Oefen er hieronder toch een.
}
mistakes-next = Volgende fout
mistakes-when = { $days ->
    [0] nu
    [one] morgen
   *[other] over { $days } dagen
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Wit
choice-color-black = Zwart
choice-variant-standard = Normaal
choice-variant-chess960 = Chess960
choice-variant-position = Vanaf een stelling
choice-side-white = Wit
choice-side-black = Zwart
choice-side-random = Willekeurig
choice-sounds-tones = Tonen
choice-sounds-wood = Hout
choice-auto-queen-premove = Bij voorzetten
choice-auto-queen-always = Altijd
choice-auto-queen-never = Nooit
choice-blindfold-off = Uit
choice-blindfold-opponent = Stukken van de tegenstander verbergen
choice-blindfold-own = Mijn stukken verbergen
choice-blindfold-all = Alle stukken verbergen
choice-board-wood = Hout
choice-board-blue = Blauw
choice-board-green = Groen
choice-board-slate = Leisteen
choice-pieces-classic = Klassiek
choice-pieces-modern = Modern
choice-pieces-contrast = Hoog contrast
choice-pieces-letters = Letters
choice-page-system = Zoals het systeem (licht of donker)
choice-page-light = Licht
choice-page-dark = Donker
choice-coordinates-inside = Op het bord
choice-coordinates-outside = Rond het bord
choice-coordinates-off = Uit
choice-language-browser = Zoals de browser
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
choice-win-checkmate = Schaakmat
choice-win-resignation = Opgave
choice-win-time-forfeit = Tijdsoverschrijding
choice-win-recorded = Zoals genoteerd
choice-draw-stalemate = Pat
choice-draw-insufficient-material = Onvoldoende materiaal
choice-draw-threefold-repetition = Drievoudige herhaling
choice-draw-fivefold-repetition = Vijfvoudige herhaling
choice-draw-fifty-move-rule = Vijftigzettenregel
choice-draw-seventy-five-move-rule = Vijfenzeventigzettenregel
choice-draw-agreement = Onderling overleg
choice-draw-timeout-vs-insufficient-material = Tijd om, geen materiaal om mat te zetten
choice-draw-recorded = Zoals genoteerd

## New game

level-label = Niveau { $level }, ongeveer { $elo }
levels-measured = De sterkte van elk niveau is gemeten in partijen tegen Stockfish, ingesteld op een bepaalde rating. Niveau 1 tot 8 speelt op elk apparaat hetzelfde; niveau 9 is sterker op een sneller apparaat.
new-game-opponent = Tegenstander
new-game-computer = De computer
new-game-friend = Een vriend op dit apparaat
new-game-colour = Kleur
new-game-level = Niveau
new-game-variant = Variant
new-game-fen = Stelling (FEN)
new-game-start = Beginnen
time-bullet = Bullet
time-blitz = Blitz
time-rapid = Rapid
time-classical = Klassiek
new-game-quick-times = Snelle tijdsinstellingen
new-game-no-clock = Zonder klok
new-game-time = Bedenktijd
new-game-untimed = Zonder tijdslimiet
new-game-custom = Eigen keuze
new-game-minutes = Minuten
new-game-increment-seconds = Toegift (seconden)
new-game-increment = Toegift

## Settings (the controls)

settings-sound = Geluid
settings-sounds = Geluiden
settings-animate = Zetten animeren
settings-confirm-moves = Zetten bevestigen (een zet op het bord wacht op Bevestigen)
settings-figurines = Notatie met figuurtjes (♘f3)
settings-board = Bord
settings-pieces = Stukken
settings-board-previews = Bordthema's
settings-piece-previews = Stukkensets
settings-page = Pagina
settings-coordinates = Coördinaten
settings-auto-queen = Automatisch dame
settings-blindfold = Blind
settings-board-size-value = Bordgrootte: { $size }%
settings-board-size = Bordgrootte
settings-zen = Zenmodus (alleen het bord en de klokken; z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
}
games-computer = Computer (niveau { $level })
games-no-opening = geen opening genoemd
games-reviewed = beoordeeld
games-this-game = deze partij
games-open = Openen
games-delete = Verwijderen
games-deleted = { $players } verwijderd.
games-undo = Ongedaan maken
games-search = Zoeken op speler of opening
games-download-all = Alles downloaden
games-loading = Laden…
games-none = Nog geen partijen: elke partij die je speelt, wordt hier zet voor zet bewaard.
games-none-found = Geen partij past bij de zoekopdracht.
games-show-more = Meer tonen (nog { $hidden }; zoeken vindt elke partij)
games-won = Gewonnen
games-lost = Verloren
games-drawn = Remise
games-other = Onvoltooid, of niet van jou
games-result = Uitslag
games-any-result = Elke uitslag
games-your-colour = Jouw kleur
games-any-colour = Elke kleur
games-had-white = Jij had wit
games-had-black = Jij had zwart
games-opening = Opening
games-any-opening = Elke opening

## Keyboard shortcuts

shortcut-prev-next = Vorige en volgende zet
shortcut-variations = Vorige en volgende variant bij een splitsing
shortcut-first-last = Eerste en laatste stelling
shortcut-flip = Het bord draaien
shortcut-threat = De dreiging tonen (de beste zet van de tegenstander als die aan zet was)
shortcut-squares = Over de velden van het bord bewegen
shortcut-pick = Een stuk oppakken en dan neerzetten
shortcut-escape = De selectie of een promotie laten vallen
shortcut-right-click = Een veld omcirkelen; rechts slepen: een pijl
shortcut-brushes = Met een rechterklik: rood, blauw (beide: geel)
shortcut-new-game = Nieuwe partij
shortcut-zen = Zenmodus: alleen het bord en de klokken, of weer alles
shortcut-list = Deze lijst
keys-home-end = Home End
keys-tab-arrows = Tab, dan pijltjes
keys-enter-space = Enter of spatie
keys-escape = Esc
keys-right-click = Rechterklik
keys-shift-alt = Shift, Alt

## Import and export

records-title = Importeren en exporteren
records-copied-fen = FEN gekopieerd
records-copied-link = link gekopieerd
records-copied-pgn = PGN gekopieerd
records-copy-failed-fen = De FEN kon niet naar het klembord worden gekopieerd; selecteer en kopieer hem met de hand
records-copy-failed-link = De link kon niet naar het klembord worden gekopieerd; selecteer en kopieer hem met de hand
records-copy-failed-pgn = De PGN kon niet naar het klembord worden gekopieerd; selecteer en kopieer hem met de hand
records-text = FEN of PGN om te laden
records-placeholder = Plak een FEN of een PGN (één partij of meer)
records-load = Laden
records-load-analyse = Laden en analyseren
records-load-computer = Laden en tegen de computer spelen
records-add-all = Alle aan mijn partijen toevoegen
records-downloaded = PGN gedownload
records-download-failed = De PGN kon niet worden gedownload
records-copy-fen = FEN kopiëren
records-copy-link = Link kopiëren
records-copy-pgn = PGN kopiëren
records-download = PGN downloaden

## The board

piece-white-pawn = witte pion
piece-white-knight = wit paard
piece-white-bishop = witte loper
piece-white-rook = witte toren
piece-white-queen = witte dame
piece-white-king = witte koning
piece-black-pawn = zwarte pion
piece-black-knight = zwart paard
piece-black-bishop = zwarte loper
piece-black-rook = zwarte toren
piece-black-queen = zwarte dame
piece-black-king = zwarte koning
square-empty = leeg
board-label = Schaakbord
promote-to = Promoveren tot { $piece }
promote-choose = Kies een stuk om tot te promoveren

## The board editor

editor-pieces = Stukken
editor-hand-title = Stukken verplaatsen
editor-hand = Verplaatsen
editor-delete-title = Stukken weghalen
editor-delete = Weghalen
editor-start-position = Beginstelling
editor-clear = Leegmaken
editor-flip = Draaien
editor-castling-right = { $side } { $castling }
editor-turn = Aan zet
editor-white-to-play = Wit aan zet
editor-black-to-play = Zwart aan zet
editor-castling = Rokade
editor-en-passant = En passant
editor-none = Geen
editor-chess960 = Chess960-stelling
editor-fen = FEN
editor-play-computer = Vanaf hier tegen de computer spelen
editor-play-friend = Vanaf hier tegen een vriend spelen

## What is said and the notices of play

said-new-game = Nieuwe partij.
said-game-restored = Partij hersteld.
said-game-loaded = Partij geladen.
said-played = { $side } speelde { $move }.
said-taken-back = Zet teruggenomen.
notice-clocks-paused = De klokken stonden stil terwijl de pagina dicht was; ze lopen nu weer.
notice-over-keeps-result = De partij is afgelopen en houdt haar uitslag: analyseer haar om andere zetten te proberen
notice-nothing-to-take-back = Er is geen zet om terug te nemen

## Notices

notice-draw-accepted = De computer neemt de remise aan.
notice-draw-declined = De computer weigert de remise en speelt door.
notice-engine-restarted = De engine antwoordde niet meer en is herstart; hij denkt weer na.
notice-held-elsewhere = Je partij is open in een ander tabblad, dus dit tabblad begint een nieuwe; beide blijven in Partijen.
notice-link-invalid = De stelling in de link is niet geldig: { $error }
records-loaded-but = De partij is geladen, maar { $warning }.
records-empty = Plak eerst een FEN of een PGN
records-fen-invalid = Deze FEN is niet geldig: { $error }
records-pgn-invalid = Deze PGN kon niet worden gelezen: { $error }
records-many-games = Deze PGN bevat { $count } partijen: de eerste is open, en elke partij wordt bewaard in Partijen.

## Notices at start

notice-shared-position = De gedeelde stelling is open. Je vorige partij blijft bewaard in Partijen.

## Dates and other notices

month-1 = jan
month-2 = feb
month-3 = mrt
month-4 = apr
month-5 = mei
month-6 = jun
month-7 = jul
month-8 = aug
month-9 = sep
month-10 = okt
month-11 = nov
month-12 = dec
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = onbekende datum
new-game-fen-missing = Geef de beginstelling op als FEN.
new-game-fen-invalid = Vanuit die stelling kan niet worden gespeeld: { $error }.
new-game-fen-over = In die stelling is de partij al afgelopen.
puzzles-not-kept = Puzzel { $id } zit niet bij de { $count } puzzels die hier bewaard worden; hier is een andere.
mistakes-engine-unavailable = Hier telt alleen de zet van de beoordeling: de engine kan andere niet beoordelen ({ $reason }).

## Speech and the library

speech-castles-kingside = rokeert kort
speech-castles-queenside = rokeert lang
speech-passes = past
speech-takes = slaat
speech-promotes = promoveert tot { $piece }
library-delete-failed = De partij kon niet worden verwijderd: { $error }
library-open-failed = Deze partij kon niet worden geopend: { $error }
library-gone = Deze partij staat niet meer in de bibliotheek
library-download-failed = De partijen konden niet worden gedownload
library-add-unavailable = De partijenlijst is in deze browser niet beschikbaar, dus de partijen konden niet worden toegevoegd
library-storage-refused = De opslag van de browser weigerde de partijen: misschien is hij vol
library-added = { $added ->
    [one] { $added } partij aan je partijen toegevoegd.
   *[other] { $added } partijen aan je partijen toegevoegd.
}
library-added-some-failed = { $added ->
    [one] { $added } partij aan je partijen toegevoegd ({ $failed } onleesbaar en weggelaten).
   *[other] { $added } partijen aan je partijen toegevoegd ({ $failed } onleesbaar en weggelaten).
}

## Storage, crashes and the engine

storage-unavailable = Deze browser laat de pagina geen gegevens bewaren (privémodus of opslag uitgeschakeld): je partij gaat door, maar wordt niet bewaard als je weggaat.
storage-full = De opslag van de browser is vol: je partij gaat door, maar de laatste zetten worden niet bewaard. Verwijder oude partijen uit de Partijen-lijst om ruimte te maken.
storage-kept-aside = Hij is in de opslag van deze browser bewaard als "{ $key }".
storage-left = Hij is gebleven waar hij was, als "{ $key }".
storage-unrestorable = Je bewaarde partij kon niet worden hersteld: { $error }. Er is een nieuwe partij begonnen.
crash-label = Er ging iets mis
crash-title = Er ging iets mis: herlaad de pagina. Je partij is bewaard zoals ze was vóór de laatste handeling.
engine-unavailable = De engine kon in deze browser niet starten: speel tegen een vriend, of probeer een andere browser.
library-unavailable = de partijenlijst is in deze browser niet beschikbaar ({ $reason })
library-updated-elsewhere = De app is in een ander tabblad bijgewerkt: herlaad dit tabblad om je partijen te blijven gebruiken.

## Crash

crash-reload = Herladen

## Saved games that cannot be read

saved-damaged = de bewaarde gegevens zijn beschadigd ({ $error })
saved-newer = ze is bewaard door een nieuwere versie van de app (formaat { $format }, deze leest tot { $known })
saved-start = haar beginstelling is fout: { $error }
saved-move = haar zet { $index } ({ $move }) is niet legaal
saved-pgn = haar zetten kunnen niet worden gelezen: { $error }
saved-field = haar veld '{ $field }' heeft een waarde die deze app niet kent

## Why a move is not legal

placed-piece = { $role ->
    [knight] het paard op { $square }
   *[other] de { $piece } op { $square }
}
castling-kingside = korte
castling-queenside = lange
illegal-empty-square = Er staat geen stuk op { $square }
illegal-not-your-turn = { $side } is aan zet
illegal-no-movement = Een zet moet het stuk naar een ander veld brengen
illegal-own-piece = Een stuk mag niet naar een veld waar een eigen stuk staat: { $piece } is van jou
illegal-shape-pawn = Een pion gaat één veld recht vooruit (twee vanaf zijn beginveld) en slaat één veld schuin vooruit
illegal-shape-knight = Een paard springt in een L: twee velden in één richting, dan één opzij
illegal-shape-bishop = Een loper gaat alleen schuin
illegal-shape-rook = Een toren gaat alleen over rijen en lijnen
illegal-shape-queen = Een dame gaat over rijen, lijnen en diagonalen
illegal-shape-king = Een koning gaat één veld in elke richting (twee alleen bij de rokade)
illegal-blocked = De { $mover } kan niet over { $piece } heen: alleen het paard springt
illegal-pawn-backward = Een pion gaat nooit achteruit
illegal-pawn-straight-capture = Een pion slaat alleen schuin
illegal-pawn-diagonal = Een pion gaat alleen schuin als hij slaat
illegal-en-passant-late = En passant slaan mag alleen meteen na de dubbele stap van de pion
illegal-double-step = Een pion mag alleen vanaf zijn beginveld twee velden gaan
illegal-promotion-required = Een pion die de laatste rij bereikt moet promoveren: kies een dame, toren, loper of paard
illegal-promotion-not-allowed = Alleen een pion die de laatste rij bereikt promoveert
illegal-promotion-piece = Een pion kan alleen promoveren tot dame, toren, loper of paard, niet tot { $piece }
illegal-castling-king-moved = De { $side } rokade mag niet meer: de koning heeft al gezet
illegal-castling-rook-moved = De { $side } rokade mag niet meer: die toren heeft al gezet
illegal-castling-rook-captured = De { $side } rokade mag niet meer: die toren is geslagen
illegal-castling-lost = De { $side } rokade mag niet meer: de koning of die toren heeft al gezet
illegal-castling-blocked = Rokeren mag niet zolang er een stuk tussen de koning en de toren staat: { $piece }
illegal-castling-destination = Rokeren mag niet zolang er een stuk staat waar de koning of de toren zou komen: { $piece }
illegal-castling-in-check = Rokeren mag niet als de koning schaak staat (door { $piece })
illegal-castling-through = De koning zou over { $square } gaan, dat door { $piece } wordt aangevallen
illegal-castling-into = De koning zou op { $square } komen, dat door { $piece } wordt aangevallen
illegal-king-into-check = Je koning zou schaak staan door { $piece }
illegal-kings-adjacent = De koningen mogen nooit naast elkaar staan
illegal-still-in-check = Na die zet zou je koning schaak staan door { $piece }
illegal-en-passant-exposes = En passant slaan zou beide pionnen van de lijn halen en je koning blootstellen aan { $piece }
illegal-pinned = { $pinned } is gepend: als het stuk weggaat, valt { $piece } je koning aan
typed-not-san = '{ $move }' is geen zet in algebraïsche notatie
typed-illegal = { $move } is geen legale zet in deze stelling
typed-ambiguous = { $move } kan meer dan één zet zijn; voeg de lijn of rij toe waar het stuk vandaan komt
typed-not-uci = '{ $move }' is geen UCI-zet (twee velden en eventueel een promotieletter, zoals e7e8q)

## Training kept in the browser

library-upgrade-blocked = De partijenlijst wordt bijgewerkt: sluit de andere tabbladen van de app (geopend vóór de update) om af te ronden.
puzzles-progress-unreadable = Je puzzelrating en -geschiedenis konden niet worden gelezen en beginnen dus opnieuw (de onleesbare kopie is apart bewaard).
mistakes-unreadable = Het oefenschema van je fouten kon niet worden gelezen en begint dus opnieuw vanuit je beoordeelde partijen.
puzzles-not-saved = Je puzzelvoortgang kon niet worden bewaard (de opslag van de browser is vol of weigerde): hij blijft op deze pagina tot ze wordt gesloten.

## Why a FEN cannot be read or a position cannot be played

fen-empty = de FEN is leeg
fen-field-count = een FEN heeft 6 velden gescheiden door spaties (bord, partij aan zet, rokade, en passant, halvezettenteller, zetnummer), minstens de eerste 4; deze heeft er { $count }
fen-rank-count = het bordveld heeft 8 rijen nodig, gescheiden door '/'; dit heeft er { $count }
fen-rank-length = rij { $rank } van het bordveld beschrijft { $count } velden in plaats van 8
fen-piece-letter = '{ $letter }' op rij { $rank } is geen stukletter (KQRBNP voor wit, kqrbnp voor zwart, 1-8 voor lege velden)
fen-side-to-move = de partij aan zet moet 'w' of 'b' zijn, niet '{ $text }'
fen-castling = het rokadeveld moet '-' zijn of letters uit 'KQkq' (of de lijnen van de torens, zoals 'HAha'), elk hoogstens één keer, niet '{ $text }'
fen-en-passant = het en-passantveld moet '-' zijn of een veld als e3, niet '{ $text }'
fen-halfmove-clock = de halvezettenteller moet een geheel getal vanaf 0 zijn, niet '{ $text }'
fen-move-number = het zetnummer moet een geheel getal vanaf 1 zijn, niet '{ $text }'
fen-impossible = onmogelijke stelling: { $reason }
position-no-king = { $side } heeft geen koning
position-kings = { $side } heeft meer dan één koning
position-pawn-back-rank = er staat een pion op { $square }, maar pionnen staan nooit op de eerste of laatste rij
position-pawns = { $side } heeft meer dan 8 pionnen
position-pieces = { $side } heeft meer dan 16 stukken
position-castling-pieces = { $side } kan het recht op de { $castling } rokade niet hebben: daarvoor moet de koning op { $king } staan en de toren op { $rook }
position-960-castling-h = { $side } kan het recht op de { $castling } rokade niet hebben: daarvoor moet de koning op rij { $rank } staan met een toren aan zijn kant van de h-lijn
position-960-castling-a = { $side } kan het recht op de { $castling } rokade niet hebben: daarvoor moet de koning op rij { $rank } staan met een toren aan zijn kant van de a-lijn
position-en-passant = { $square } kan het en-passantveld niet zijn: geen pion kan er net met een dubbele stap overheen zijn gegaan
position-opponent-in-check = { $side } staat schaak maar is niet aan zet, wat niet kan
position-checkers = de koning staat schaak door { $count } stukken tegelijk, wat geen enkele zet kan veroorzaken

## The editor's FEN

editor-fen-unreadable = Die FEN kan niet worden gelezen: { $error }.

## Why a PGN cannot be read

pgn-where = regel { $line }, kolom { $column }: { $what }
pgn-empty = hier staat geen partij
pgn-bad-tag = een tag moet eruitzien als [Naam "waarde"]
pgn-open-comment = dit { $open }-commentaar wordt nooit gesloten met { $close }
pgn-open-variation = deze ( variant wordt nooit gesloten met )
pgn-stray-parenthesis = deze ) sluit geen variant
pgn-variation-first = een ( variant moet volgen op de zet die ze vervangt
pgn-bad-fen = de FEN-tag is fout: { $error }
pgn-variant = de variant '{ $variant }' wordt niet ondersteund (alleen gewoon schaak en Chess960)
pgn-move = zet
pgn-null-move = zet { $move } is een nulzet (--), die geen schaakzet is: hij en de zetten erna in zijn variant zijn weggelaten
pgn-no-draw-to-claim = Remise kan alleen worden geclaimd na een drievoudige herhaling of vijftig zetten zonder slag of pionzet
