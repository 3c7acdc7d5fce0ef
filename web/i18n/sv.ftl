# Appens texter på svenska (samma nycklar som en.ftl). En pjäs på sin ruta står i bestämd form,
# vald efter pjästypen (`role`): "springaren på d2".

## The menu

title = Schack
menu-new-game = Nytt parti
menu-new-short = Nytt
menu-games = Partier
menu-puzzles = Problem
menu-editor = Bräderedigerare
menu-editor-short = Redigera
menu-import = Importera
menu-import-short = Importera
menu-export = Exportera
menu-export-short = Exportera
menu-settings = Inställningar
menu-settings-short = Inställningar
menu-shortcuts = Kortkommandon
menu-label = Meny
title-start = Start: spela mot datorn, mot en vän, problem…
zen-leave = Lämna zenläget

## The start choices

start-region = Start
start-heading = Spela schack
start-continue = Fortsätt
start-computer = Spela mot datorn
start-level = Nivå { $level }
start-elo = cirka { $elo } Elo
start-levels = Nivå
start-friend = Spela mot en vän
start-puzzles = Problem
start-analysis = Analysbräde
start-editor = Bräderedigerare
start-more = Fler val (färg, tid, Chess960)…
start-kept = Ett nytt parti behåller det pågående i Partier.

## Settings

settings-language = Språk
cancel = Avbryt

## Banners

banner-update = En ny version av appen är klar.
banner-update-reload = Uppdatering finns: ladda om
banner-changed-elsewhere = Partiet ändrades i en annan flik; den här flikens drag sparas inte.
banner-load-latest = Ladda den senaste
banner-keep-ours = Behåll den här flikens version
banner-adding-games = Lägger till partier: { $done } av { $total }
banner-importing = Importerar partier

## The board's column and the players

board-region = Bräde
strip-computer = Dator · { $level }
strip-you = Du
strip-white-player = Spelaren med vit
strip-black-player = Spelaren med svart
color-white = Vit
color-black = Svart

## The panel

opening-chess960 = Chess960 · ställning { $number }
engine-opponent = Dator: { $level }
discard-question = { $later ->
    [one] Spela { $move } här? Det senare draget tas tillbaka.
   *[other] Spela { $move } här? De { $later } senare dragen tas tillbaka.
}
discard-confirm = Spela och släng
confirm-move-question = Spela { $move }?
confirm-move = Bekräfta
game-over = Partiet är slut
game-end-review = Granska partiet
game-end-analyse = Analysera
game-end-rematch = Returparti
tree-this-move = Det här draget
tree-promote = Flytta upp varianten
tree-main-line = Gör till huvudvariant
tree-delete = Radera härifrån
tree-delete-title = Radera det här draget och allt som följer
tree-comment = Kommentera det här draget
tree-deleted = { $move } och dragen efter har raderats.
tree-record-kept = Ett färdigt parti behåller sina drag: ändra dess varianter, eller välj Analysera för att ändra själva partiet.

## How games end

outcome-win-checkmate = { $winner } vinner genom schackmatt
outcome-win-resignation = { $winner } vinner genom uppgivet parti
outcome-win-time = { $winner } vinner på tid
outcome-win = { $winner } vinner
outcome-draw-stalemate = Remi genom patt
outcome-draw-material = Remi: otillräckligt material
outcome-draw-threefold = Remi genom tre upprepningar
outcome-draw-fivefold = Remi genom fem upprepningar
outcome-draw-fifty = Remi enligt femtiodragsregeln
outcome-draw-seventy-five = Remi enligt sjuttiofemdragsregeln
outcome-draw-agreement = Remi efter överenskommelse
outcome-draw-timeout = Remi på tid: sidan med tid kvar kunde inte ha gjort matt
outcome-draw = Remi
reason-checkmate = schackmatt
reason-resignation = uppgivet parti
reason-time = tidsöverskridande
reason-recorded = enligt protokollet
reason-stalemate = patt
reason-material = otillräckligt material
reason-threefold = tre upprepningar
reason-fivefold = fem upprepningar
reason-fifty = femtiodragsregeln
reason-seventy-five = sjuttiofemdragsregeln
reason-agreement = överenskommelse
reason-timeout = tiden slut utan mattmaterial

## The status line and what is said

status-to-move = { $color ->
    [white] Vit vid draget
   *[black] Svart vid draget
}
status-to-move-check = { $color ->
    [white] Vit vid draget — schack
   *[black] Svart vid draget — schack
}
status-analysis = Analys
status-viewing-earlier = Visar en tidigare ställning: → eller End för att gå tillbaka
speech-to-move = { $color ->
    [white] Vit vid draget.
   *[black] Svart vid draget.
}
speech-to-move-check = { $color ->
    [white] Vit vid draget. Schack.
   *[black] Svart vid draget. Schack.
}
notice-game-over = Partiet är slut: { $outcome }
notice-not-your-turn = Det är inte ditt drag

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Kräv remi: { $reason }
toolbar-claim = Kräv remi
toolbar-offer-draw = Erbjud remi
toolbar-offer-draw-title = Erbjud datorn remi
toolbar-draw = Remi
toolbar-draw-title = Båda spelarna kommer överens om remi
toolbar-label = Partiets kontroller
toolbar-navigation = Bläddra bland dragen
toolbar-first = Första ställningen
toolbar-previous = Föregående drag
toolbar-next = Nästa drag
toolbar-last = Sista ställningen
toolbar-flip = Vänd brädet
toolbar-undo = Ångra
toolbar-undo-title = Ta tillbaka det senaste draget
toolbar-resign = Ge upp

## Chess words

role-pawn = bonde
role-knight = springare
role-bishop = löpare
role-rook = torn
role-queen = dam
role-king = kung
strip-clock = { $color ->
    [white] Vits klocka
   *[black] Svarts klocka
}
strip-no-material = Inget material slaget
strip-has-taken = Har slagit: { $pieces }
strip-ahead = { $taken }; leder med { $lead }

## The engine and analysis

analysis-depth = djup { $depth }
analysis-waiting = Analyserar…
analysis-checkmate = Schackmatt: partiet är slut.
analysis-stalemate = Patt: partiet är slut.
analysis-lines = Analysvarianter
analysis-lines-count = { $n ->
    [one] { $n } variant
   *[other] { $n } varianter
}
engine-thinking = Datorn tänker…
engine-hint-pending = Letar efter en ledtråd…
engine-region = Motor
engine-move-now = Dra nu
engine-hint = Ledtråd
engine-analysis = Analys
threat-show-title = Visa hotet
threat-show = Visa hot
threat-label = { $color ->
    [white] Hot: de bästa dragen om vit vore vid draget
   *[black] Hot: de bästa dragen om svart vore vid draget
}
threat-in-check = Inget hot visas när kungen står i schack.

## Confirmations

close = Stäng
games-unavailable = Dina partier kan inte sparas i den här webbläsaren: { $reason }
confirm-resign-title = Ge upp?
confirm-resign-message = Partiet tar slut och din motståndare vinner.
confirm-resign-button = Ge upp
confirm-agree-draw-title = Komma överens om remi?
confirm-agree-draw-message = Båda spelarna är överens: partiet slutar remi.
confirm-agree-draw-button = Kom överens om remi
confirm-new-game-title = Lämna det här partiet?
confirm-new-game-message = Det ligger kvar i dina Partier, oavslutat; där kan du öppna det igen.
confirm-new-game-button = Lämna och starta ett nytt parti
confirm-leave-for-editor-title = Lämna partiet för bräderedigeraren?
confirm-leave-for-editor-message = Partiet fortsätter medan du redigerar (klockan också) och ligger kvar i dina Partier.
confirm-leave-for-editor-button = Öppna bräderedigeraren
confirm-leave-for-puzzles-title = Lämna partiet för problemen?
confirm-leave-for-puzzles-message = Partiet fortsätter medan du löser (klockan också) och ligger kvar i dina Partier.
confirm-leave-for-puzzles-button = Öppna problemen

## The moves

judgement-inaccuracy = Felaktighet
judgement-mistake = Misstag
judgement-blunder = Blunder
moves-clock-after = Klockan efter draget
moves-earlier = { $count } tidigare drag
moves-later = { $count } senare drag
moves-label = Drag
moves-none = Inga drag än
move-input-label = Skriv ett drag (SAN eller UCI)
move-input-placeholder = Skriv ett drag: Nf3 eller g1f3
move-input-play = Spela
dismiss = Stäng
eval-label = Värdering
eval-graph-label = Värderingsgraf: vits vinstchanser efter varje drag

## Learn from your mistakes

learn-title = Lär dig av dina misstag
learn-view-solution = Visa lösningen
learn-skip = Hoppa över draget
learn-done = Klart: du hittade { $found } av { $total }.
learn-again = Gör det igen
learn-finding = { $judgement ->
    [inaccuracy] { $move } var en felaktighet.
    [mistake] { $move } var ett misstag.
   *[blunder] { $move } var en blunder.
} { $color ->
    [white] Hitta ett bättre drag åt vit.
   *[black] Hitta ett bättre drag åt svart.
}
learn-judging = Bedömer ditt drag…
learn-wrong = { $move }: det finns bättre. Prova ett annat drag.
learn-right = { $move }: bra drag! Motorns variant: { $line }
learn-next = Nästa
learn-solution = Lösning: { $line }
learn-count = { $number } av { $total }
learn-leave = Lämna

## The review

verdict-engine-move = { $move }: motorns drag.
verdict-good-move = { $move }: ett bra drag.
verdict-judged = { $move }: { $judgement }.
verdict-best = Bäst var
verdict-eval = Värdering { $before } → { $after }
review-progress = Granskar: { $done } av { $total } ställningar
review-second-look = Tittar igen, djupare, på de dyra dragen: { $done } av { $total } ställningar
review-third-look = En tredje, ännu djupare titt på gränsfallen: { $done } av { $total } ställningar
review-progress-label = Granskningens förlopp
review-accuracy = Precision
review-average-loss = Snittförlust
review-inaccuracies = Felaktigheter
review-mistakes = Misstag
review-blunders = Blundrar
review-label = Granskning av partiet

## Puzzles

theme-mate-in-1 = Matt i 1
theme-mate-in-2 = Matt i 2
theme-mate-in-3 = Matt i 3
theme-fork = Gaffel
theme-pin = Bindning
theme-skewer = Spett
theme-discovered-attack = Avdragsangrepp
theme-hanging-piece = Hängande pjäs
theme-sacrifice = Offer
theme-back-rank-mate = Baslinjematt
theme-opening = Öppning
theme-middlegame = Mittspel
theme-endgame = Slutspel
theme-long = Långa problem
puzzles-mistakes-due = Dina misstag ({ $due })
puzzles-mistakes = Dina misstag
puzzles-tab-puzzles = Problem
puzzles-rating = Din problemrating:
puzzles-score = Svit { $streak } · löst { $solved } av { $played }
puzzles-theme = Tema
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Alla teman ({ $count })
puzzles-loading = Laddar problem…
puzzles-unavailable = Problemen kunde inte laddas: öppna sidan en gång när du är uppkopplad för att spara dem.
puzzles-none-of-theme = Inget problem med det temat här: välj ett annat.
puzzles-about = Problem { $id } · rating { $rating }
puzzles-opponent-played = Din motståndare spelade { $move }.
puzzles-opponent-moves = Din motståndare drar…
puzzles-your-turn = { $color ->
    [white] Ditt drag: hitta det bästa draget åt vit.
   *[black] Ditt drag: hitta det bästa draget åt svart.
}
puzzles-best-move = Bästa draget!
puzzles-keep-going = Fortsätt…
puzzles-wrong = Det är inte draget! Prova något annat.
puzzles-checking = Kontrollerar ditt drag…
puzzles-solved = Problemet löst! Bra gjort.
puzzles-complete = Problemet klart (räknas inte som löst).
puzzles-view-solution = Visa lösningen
puzzles-retry = Försök igen
puzzles-next = Nästa problem
puzzles-back = Tillbaka till partiet

## Your mistakes

mistakes-count = { $due } att öva nu · { $all } totalt
mistakes-your-turn = Din motståndare spelade { $opponent }. I partiet spelade du sedan { $played }. { $color ->
    [white] Hitta ett bättre drag åt vit.
   *[black] Hitta ett bättre drag åt svart.
}
mistakes-right-going = Rätt! Fortsätt…
mistakes-wrong = Inte tillräckligt bra: granskningen sparade ett bättre drag än det (du spelade { $played }). Försök igen.
mistakes-right = Rätt! Granskningens drag var { $best }.
mistakes-shown = Granskningens drag var { $best }.
mistakes-comes-back = { $days ->
    [0] Det ska övas nu.
    [one] Det kommer tillbaka i morgon.
   *[other] Det kommer tillbaka om { $days } dagar.
}
mistakes-reading = Läser dina granskade partier…
mistakes-none = Inga misstag än. Granska ett parti (Granska partiet, när det har drag) så hamnar dess misstag och blundrar här för övning.
mistakes-nothing-due = { $days ->
    [one] Inget att öva nu: nästa misstag kommer tillbaka i morgon. Öva ändå på ett nedan.
   *[other] Inget att öva nu: nästa misstag kommer tillbaka om { $days } dagar. Öva ändå på ett nedan.
}
mistakes-next = Nästa misstag
mistakes-when = { $days ->
    [0] nu
    [one] i morgon
   *[other] om { $days } dagar
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Vit
choice-color-black = Svart
choice-variant-standard = Standard
choice-variant-chess960 = Chess960
choice-variant-position = Från ställning
choice-side-white = Vit
choice-side-black = Svart
choice-side-random = Slumpvis
choice-sounds-tones = Toner
choice-sounds-wood = Trä
choice-auto-queen-premove = Vid förhandsdrag
choice-auto-queen-always = Alltid
choice-auto-queen-never = Aldrig
choice-blindfold-off = Av
choice-blindfold-opponent = Dölj motståndarens pjäser
choice-blindfold-own = Dölj mina pjäser
choice-blindfold-all = Dölj alla pjäser
choice-board-wood = Trä
choice-board-blue = Blå
choice-board-green = Grön
choice-board-slate = Skiffer
choice-pieces-classic = Klassiska
choice-pieces-modern = Moderna
choice-pieces-contrast = Hög kontrast
choice-pieces-letters = Bokstäver
choice-page-system = Som systemet (ljust eller mörkt)
choice-page-light = Ljus
choice-page-dark = Mörk
choice-coordinates-inside = Inne på brädet
choice-coordinates-outside = Runt brädet
choice-coordinates-off = Av
choice-language-browser = Som webbläsaren
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
choice-win-checkmate = Schackmatt
choice-win-resignation = Uppgivet parti
choice-win-time-forfeit = Tidsöverskridande
choice-win-recorded = Enligt protokollet
choice-draw-stalemate = Patt
choice-draw-insufficient-material = Otillräckligt material
choice-draw-threefold-repetition = Tre upprepningar
choice-draw-fivefold-repetition = Fem upprepningar
choice-draw-fifty-move-rule = Femtiodragsregeln
choice-draw-seventy-five-move-rule = Sjuttiofemdragsregeln
choice-draw-agreement = Överenskommelse
choice-draw-timeout-vs-insufficient-material = Tiden slut, inget mattmaterial
choice-draw-recorded = Enligt protokollet

## New game

level-label = Nivå { $level }, cirka { $elo }
levels-measured = Varje nivås styrka mättes i partier mot Stockfish inställd på att spela på ett visst rating. Nivå 1 till 8 spelar likadant på alla enheter; nivå 9 är starkare på en snabbare.
new-game-opponent = Motståndare
new-game-computer = Datorn
new-game-friend = En vän på den här enheten
new-game-colour = Färg
new-game-level = Nivå
new-game-variant = Variant
new-game-fen = Ställning (FEN)
new-game-start = Starta
time-bullet = Bullet
time-blitz = Blixt
time-rapid = Snabbschack
time-classical = Långparti
new-game-quick-times = Snabba tidskontroller
new-game-no-clock = Ingen klocka
new-game-time = Tidskontroll
new-game-untimed = Utan tid
new-game-custom = Egen
new-game-minutes = Minuter
new-game-increment-seconds = Tillägg (sekunder)
new-game-increment = Tillägg

## Settings (the controls)

settings-sound = Ljud
settings-sounds = Ljudtyp
settings-animate = Animera drag
settings-confirm-moves = Bekräfta drag (ett drag på brädet väntar på Bekräfta)
settings-figurines = Figurnotation (♘f3)
settings-board = Bräde
settings-pieces = Pjäser
settings-board-previews = Brädteman
settings-piece-previews = Pjässatser
settings-page = Sida
settings-coordinates = Koordinater
settings-auto-queen = Automatisk dam
settings-blindfold = Blindschack
settings-board-size-value = Brädets storlek: { $size } %
settings-board-size = Brädets storlek
settings-zen = Zenläge (bara brädet och klockorna; z)

## Games (the library)

games-moves = { $count } drag
games-computer = Dator (nivå { $level })
games-no-opening = ingen namngiven öppning
games-reviewed = granskat
games-this-game = det här partiet
games-open = Öppna
games-delete = Radera
games-deleted = Raderade { $players }.
games-undo = Ångra
games-search = Sök på spelare eller öppning
games-download-all = Ladda ner alla
games-loading = Laddar…
games-none = Inga partier än: varje parti du spelar sparas här drag för drag.
games-none-found = Inget parti matchar sökningen.
games-show-more = Visa fler ({ $hidden } till; en sökning hittar vilket som helst)
games-won = Vunna
games-lost = Förlorade
games-drawn = Remier
games-other = Oavslutade, eller inte dina
games-result = Resultat
games-any-result = Alla resultat
games-your-colour = Din färg
games-any-colour = Alla färger
games-had-white = Du hade vit
games-had-black = Du hade svart
games-opening = Öppning
games-any-opening = Alla öppningar

## Keyboard shortcuts

shortcut-prev-next = Föregående och nästa drag
shortcut-variations = Föregående och nästa variant vid en förgrening
shortcut-first-last = Första och sista ställningen
shortcut-flip = Vänd brädet
shortcut-threat = Visa hotet (motståndarens bästa drag om motståndaren vore vid draget)
shortcut-squares = Flytta mellan brädets rutor
shortcut-pick = Lyft en pjäs och sätt sedan ner den
shortcut-escape = Släpp markeringen eller en förvandling
shortcut-right-click = Ringa in en ruta; högerdrag: en pil
shortcut-brushes = Med ett högerklick: röd, blå (båda: gul)
shortcut-new-game = Nytt parti
shortcut-zen = Zenläge: bara brädet och klockorna, eller allt igen
shortcut-list = Den här listan
keys-home-end = Home End
keys-tab-arrows = Tabb, sedan piltangenter
keys-enter-space = Enter eller blanksteg
keys-escape = Esc
keys-right-click = Högerklick
keys-shift-alt = Skift, Alt

## Import and export

records-title = Importera och exportera
records-copied-fen = FEN kopierad
records-copied-link = länken kopierad
records-copied-pgn = PGN kopierad
records-copy-failed-fen = FEN kunde inte kopieras till urklipp; markera och kopiera den för hand
records-copy-failed-link = Länken kunde inte kopieras till urklipp; markera och kopiera den för hand
records-copy-failed-pgn = PGN kunde inte kopieras till urklipp; markera och kopiera den för hand
records-text = FEN eller PGN att ladda
records-placeholder = Klistra in en FEN eller en PGN (ett parti eller flera)
records-load = Ladda
records-load-analyse = Ladda och analysera
records-load-computer = Ladda och spela mot datorn
records-add-all = Lägg till alla i mina partier
records-downloaded = PGN nedladdad
records-download-failed = PGN kunde inte laddas ner
records-copy-fen = Kopiera FEN
records-copy-link = Kopiera länk
records-copy-pgn = Kopiera PGN
records-download = Ladda ner PGN

## The board

piece-white-pawn = vit bonde
piece-white-knight = vit springare
piece-white-bishop = vit löpare
piece-white-rook = vitt torn
piece-white-queen = vit dam
piece-white-king = vit kung
piece-black-pawn = svart bonde
piece-black-knight = svart springare
piece-black-bishop = svart löpare
piece-black-rook = svart torn
piece-black-queen = svart dam
piece-black-king = svart kung
square-empty = tom
board-label = Schackbräde
promote-to = Förvandla till { $piece }
promote-choose = Välj en pjäs att förvandla till

## The board editor

editor-pieces = Pjäser
editor-hand-title = Flytta pjäser
editor-hand = Flytta
editor-delete-title = Ta bort pjäser
editor-delete = Ta bort
editor-start-position = Utgångsställning
editor-clear = Töm
editor-flip = Vänd
editor-castling-right = { $side }: { $castling }
editor-turn = Vid draget
editor-white-to-play = Vit vid draget
editor-black-to-play = Svart vid draget
editor-castling = Rockad
editor-en-passant = En passant
editor-none = Ingen
editor-chess960 = Chess960-ställning
editor-fen = FEN
editor-play-computer = Spela mot datorn härifrån
editor-play-friend = Spela mot en vän härifrån

## What is said and the notices of play

said-new-game = Nytt parti.
said-game-restored = Partiet återställt.
said-game-loaded = Partiet laddat.
said-played = { $side } spelade { $move }.
said-taken-back = Draget tillbakataget.
notice-clocks-paused = Klockorna stod still medan sidan var stängd; nu går de igen.
notice-over-keeps-result = Partiet är slut och behåller sitt resultat: analysera det för att prova andra drag
notice-nothing-to-take-back = Det finns inget drag att ta tillbaka

## Notices

notice-draw-accepted = Datorn accepterar remi.
notice-draw-declined = Datorn avböjer remi och spelar vidare.
notice-engine-restarted = Motorn slutade svara och startades om; den tänker igen.
notice-held-elsewhere = Ditt parti är öppet i en annan flik, så den här fliken börjar ett nytt; båda sparas i Partier.
notice-link-invalid = Ställningen i länken är inte giltig: { $error }
records-loaded-but = Partiet laddades, men { $warning }.
records-empty = Klistra in en FEN eller en PGN först
records-fen-invalid = Den här FEN:en är inte giltig: { $error }
records-pgn-invalid = Den här PGN:en kunde inte läsas: { $error }
records-many-games = Den här PGN:en innehåller { $count } partier: det första är öppet och alla sparas i Partier.

## Notices at start

notice-shared-position = Den delade ställningen är öppen. Ditt tidigare parti finns kvar i Partier.

## Dates and other notices

month-1 = jan.
month-2 = feb.
month-3 = mars
month-4 = apr.
month-5 = maj
month-6 = juni
month-7 = juli
month-8 = aug.
month-9 = sep.
month-10 = okt.
month-11 = nov.
month-12 = dec.
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = okänt datum
new-game-fen-missing = Ange ställningen att börja från som en FEN.
new-game-fen-invalid = Den ställningen kan inte spelas: { $error }.
new-game-fen-over = Partiet är redan slut i den ställningen.
puzzles-not-kept = Problem { $id } finns inte bland de { $count } problem som sparas här; här är ett annat.
mistakes-engine-unavailable = Bara granskningens drag räknas här: motorn kan inte bedöma andra ({ $reason }).

## Speech and the library

speech-castles-kingside = kort rockad
speech-castles-queenside = lång rockad
speech-passes = pass
speech-takes = slår
speech-promotes = förvandlas till { $piece }
library-delete-failed = Partiet kunde inte raderas: { $error }
library-open-failed = Partiet kunde inte öppnas: { $error }
library-gone = Partiet finns inte längre i biblioteket
library-download-failed = Partierna kunde inte laddas ner
library-add-unavailable = Partilistan finns inte i den här webbläsaren, så partierna kunde inte läggas till
library-storage-refused = Webbläsarens lagring tog inte emot partierna: den kan vara full
library-added = { $added } partier tillagda i dina partier.
library-added-some-failed = { $added } partier tillagda i dina partier ({ $failed } kunde inte läsas och utelämnades).

## Storage, crashes and the engine

storage-unavailable = Den här webbläsaren låter inte sidan spara data (privat läge eller lagring avstängd): partiet fortsätter, men det sparas inte när du lämnar.
storage-full = Webbläsarens lagring är full: partiet fortsätter, men dess senaste drag sparas inte. Radera gamla partier i listan Partier för att få plats.
storage-kept-aside = Det sparades i webbläsarens lagring som ”{ $key }”.
storage-left = Det lämnades där det var, som ”{ $key }”.
storage-unrestorable = Ditt sparade parti kunde inte återställas: { $error }. Ett nytt parti startades.
crash-label = Något gick fel
crash-title = Något gick fel: ladda om sidan. Ditt parti är sparat som det var före den senaste åtgärden.
engine-unavailable = Motorn kunde inte starta i den här webbläsaren: spela mot en vän eller prova en annan webbläsare.
library-unavailable = partilistan finns inte i den här webbläsaren ({ $reason })
library-updated-elsewhere = Appen uppdaterades i en annan flik: ladda om den här fliken för att fortsätta använda dina partier.

## Crash

crash-reload = Ladda om

## Saved games that cannot be read

saved-damaged = den sparade datan är skadad ({ $error })
saved-newer = det sparades av en nyare version av appen (format { $format }, den här läser upp till { $known })
saved-start = dess utgångsställning är fel: { $error }
saved-move = dess drag { $index } ({ $move }) är inte tillåtet
saved-pgn = dess drag kan inte läsas: { $error }
saved-field = dess fält '{ $field }' har ett värde som den här appen inte känner till

## Why a move is not legal

placed-piece = { $role ->
    [pawn] bonden på { $square }
    [knight] springaren på { $square }
    [bishop] löparen på { $square }
    [rook] tornet på { $square }
    [queen] damen på { $square }
   *[king] kungen på { $square }
}
castling-kingside = kort
castling-queenside = lång
illegal-empty-square = Det står ingen pjäs på { $square }
illegal-not-your-turn = { $color ->
    [white] Det är vit som är vid draget
   *[black] Det är svart som är vid draget
}
illegal-no-movement = Ett drag måste flytta pjäsen till en annan ruta
illegal-own-piece = En pjäs får inte flytta till en ruta där den egna sidan står: { $piece } tillhör dig
illegal-shape-pawn = En bonde går en ruta rakt fram (två från sin utgångsruta) och slår en ruta snett framåt
illegal-shape-knight = En springare går i ett L: två rutor åt ett håll, sedan en ruta åt sidan
illegal-shape-bishop = En löpare går bara diagonalt
illegal-shape-rook = Ett torn går bara längs rader och linjer
illegal-shape-queen = En dam går längs rader, linjer och diagonaler
illegal-shape-king = En kung går en ruta åt vilket håll som helst (två bara vid rockad)
illegal-blocked = Vägen är blockerad av { $piece }: bara springaren hoppar över pjäser
illegal-pawn-backward = En bonde går aldrig bakåt
illegal-pawn-straight-capture = En bonde slår bara diagonalt
illegal-pawn-diagonal = En bonde går diagonalt bara när den slår
illegal-en-passant-late = En passant är tillåtet bara i draget direkt efter bondens dubbelsteg
illegal-double-step = En bonde får gå två rutor bara från sin utgångsruta
illegal-promotion-required = En bonde som når sista raden måste förvandlas: välj dam, torn, löpare eller springare
illegal-promotion-not-allowed = Bara en bonde som når sista raden förvandlas
illegal-promotion-piece = En bonde kan bara förvandlas till dam, torn, löpare eller springare, inte { $piece }
illegal-castling-king-moved = { $side } rockad är inte längre tillåten: kungen har flyttat
illegal-castling-rook-moved = { $side } rockad är inte längre tillåten: det tornet har flyttat
illegal-castling-rook-captured = { $side } rockad är inte längre tillåten: det tornet har slagits
illegal-castling-lost = { $side } rockad är inte längre tillåten: kungen eller det tornet har redan flyttat
illegal-castling-blocked = Rockad är inte tillåten medan en pjäs står mellan kungen och tornet: { $piece }
illegal-castling-destination = Rockad är inte tillåten medan en pjäs står där kungen eller tornet skulle hamna: { $piece }
illegal-castling-in-check = Rockad är inte tillåten när kungen står i schack (från { $piece })
illegal-castling-through = Kungen skulle passera { $square }, som { $piece } anfaller
illegal-castling-into = Kungen skulle hamna på { $square }, som { $piece } anfaller
illegal-king-into-check = Din kung skulle stå i schack från { $piece }
illegal-kings-adjacent = Kungarna får aldrig stå bredvid varandra
illegal-still-in-check = Det draget skulle lämna din kung i schack från { $piece }
illegal-en-passant-exposes = Att slå en passant skulle ta bort båda bönderna från raden och blotta din kung för { $piece }
illegal-pinned = { $pinned } kan inte flytta: då blottas din kung för { $piece }
typed-not-san = '{ $move }' är inte ett drag i algebraisk notation
typed-illegal = { $move } är inte ett tillåtet drag i den här ställningen
typed-ambiguous = { $move } kan vara mer än ett drag; lägg till linjen eller raden pjäsen kommer från
typed-not-uci = '{ $move }' är inte ett UCI-drag (två rutor och eventuellt en förvandlingsbokstav, som e7e8q)

## Training kept in the browser

library-upgrade-blocked = Partilistan uppdateras: stäng appens andra flikar (öppnade före uppdateringen) för att slutföra.
puzzles-progress-unreadable = Din problemrating och din historik kunde inte läsas, så de börjar om (den oläsbara kopian har sparats undan).
mistakes-unreadable = Övningsschemat för dina misstag kunde inte läsas, så det börjar om från dina granskade partier.
puzzles-not-saved = Dina framsteg i problemen kunde inte sparas (webbläsarens lagring är full eller vägrade): de finns kvar på sidan tills den stängs.

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN:en är tom
fen-field-count = en FEN har 6 fält åtskilda av mellanslag (bräde, vem som är vid draget, rockad, en passant, halvdragsräknare, dragnummer), minst de första 4; den här har { $count }
fen-rank-count = brädfältet behöver 8 rader åtskilda av '/'; det här har { $count }
fen-rank-length = rad { $rank } i brädfältet beskriver { $count } rutor i stället för 8
fen-piece-letter = '{ $letter }' på rad { $rank } är ingen pjäsbokstav (KQRBNP för vit, kqrbnp för svart, 1-8 för tomma rutor)
fen-side-to-move = sidan vid draget måste vara 'w' eller 'b', inte '{ $text }'
fen-castling = rockadfältet måste vara '-' eller bokstäver ur 'KQkq' (eller tornens linjer, som 'HAha'), var och en högst en gång, inte '{ $text }'
fen-en-passant = en passant-fältet måste vara '-' eller en ruta som e3, inte '{ $text }'
fen-halfmove-clock = halvdragsräknaren måste vara ett heltal från 0, inte '{ $text }'
fen-move-number = dragnumret måste vara ett heltal från 1, inte '{ $text }'
fen-impossible = omöjlig ställning: { $reason }
position-no-king = { $color ->
    [white] vit har ingen kung
   *[black] svart har ingen kung
}
position-kings = { $color ->
    [white] vit har mer än en kung
   *[black] svart har mer än en kung
}
position-pawn-back-rank = det står en bonde på { $square }, men bönder står aldrig på första eller sista raden
position-pawns = { $color ->
    [white] vit har mer än 8 bönder
   *[black] svart har mer än 8 bönder
}
position-pieces = { $color ->
    [white] vit har mer än 16 pjäser
   *[black] svart har mer än 16 pjäser
}
position-castling-pieces = { $color ->
    [white] vit kan inte ha rätt till { $castling } rockad
   *[black] svart kan inte ha rätt till { $castling } rockad
}: det kräver kungen på { $king } och tornet på { $rook }
position-960-castling-h = { $color ->
    [white] vit kan inte ha rätt till { $castling } rockad
   *[black] svart kan inte ha rätt till { $castling } rockad
}: det kräver kungen på rad { $rank } med ett torn på dess sida mot h-linjen
position-960-castling-a = { $color ->
    [white] vit kan inte ha rätt till { $castling } rockad
   *[black] svart kan inte ha rätt till { $castling } rockad
}: det kräver kungen på rad { $rank } med ett torn på dess sida mot a-linjen
position-en-passant = { $square } kan inte vara en passant-rutan: ingen bonde kan just ha gått två steg förbi den
position-opponent-in-check = { $color ->
    [white] vit står i schack fast det inte är vits drag, vilket inte kan hända
   *[black] svart står i schack fast det inte är svarts drag, vilket inte kan hända
}
position-checkers = kungen står i schack från { $count } pjäser samtidigt, vilket inget drag kan orsaka

## The editor's FEN

editor-fen-unreadable = Den FEN:en kan inte läsas: { $error }.

## Why a PGN cannot be read

pgn-where = rad { $line }, kolumn { $column }: { $what }
pgn-empty = det finns inget parti här
pgn-bad-tag = en tagg måste se ut som [Name "value"]
pgn-open-comment = den här { $open }-kommentaren stängs aldrig med { $close }
pgn-open-variation = den här ( varianten stängs aldrig med )
pgn-stray-parenthesis = den här ) stänger ingen variant
pgn-variation-first = en ( variant måste följa draget den ersätter
pgn-bad-fen = FEN-taggen är fel: { $error }
pgn-variant = varianten '{ $variant }' stöds inte (bara vanligt schack och Chess960)
pgn-move = drag
pgn-null-move = drag { $move } är ett nolldrag (--), vilket inte är ett schackdrag: det och dragen efter det i dess variant utelämnades
pgn-no-draw-to-claim = Remi kan krävas bara efter tre upprepningar eller femtio drag utan slag eller bondedrag
