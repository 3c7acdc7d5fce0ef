# Textele aplicației în română (aceleași chei ca en.ftl). Taberele au articol ("Albul la mutare");
# unde propoziția cere alt caz, se alege după cheia culorii (`color`), iar o piesă pe câmpul ei
# după tipul piesei (`role`): "calul de pe d2".

## The menu

title = Șah
menu-new-game = Partidă nouă
menu-new-short = Nouă
menu-games = Partide
menu-puzzles = Probleme
menu-editor = Editor de poziție
menu-editor-short = Editor
menu-import = Importă
menu-import-short = Importă
menu-export = Exportă
menu-export-short = Exportă
menu-settings = Setări
menu-settings-short = Setări
menu-shortcuts = Comenzi rapide
menu-label = Meniu
title-start = Început: joacă cu calculatorul, cu un prieten, probleme…
zen-leave = Ieși din modul zen

## The start choices

start-region = Început
start-heading = Joacă șah
start-continue = Continuă
start-computer = Joacă cu calculatorul
start-level = Nivelul { $level }
start-elo = circa { $elo } Elo
start-levels = Nivel
start-friend = Joacă cu un prieten
start-puzzles = Probleme
start-analysis = Tablă de analiză
start-editor = Editor de poziție
start-more = Mai multe opțiuni (culoare, timp, Chess960)…
start-kept = O partidă nouă păstrează partida în curs în Partide.

## Settings

settings-language = Limbă
cancel = Anulează

## Banners

banner-update = O versiune nouă a aplicației este gata.
banner-update-reload = Actualizare disponibilă: reîncarcă
banner-changed-elsewhere = Partida a fost schimbată în altă filă; mutările din această filă nu se păstrează.
banner-load-latest = Încarcă cea mai recentă
banner-keep-ours = Păstrează versiunea din această filă
banner-adding-games = Se adaugă partide: { $done } din { $total }
banner-importing = Se importă partide

## The board's column and the players

board-region = Tablă
strip-computer = Calculator · { $level }
strip-you = Tu
strip-white-player = Jucătorul cu albele
strip-black-player = Jucătorul cu negrele
color-white = Albul
color-black = Negrul

## The panel

opening-chess960 = Chess960 · poziția { $number }
engine-opponent = Calculator: { $level }
discard-question = { $later ->
    [one] Joci { $move } aici? Mutarea de după va fi retrasă.
    [few] Joci { $move } aici? Cele { $later } mutări de după vor fi retrase.
   *[other] Joci { $move } aici? Cele { $later } de mutări de după vor fi retrase.
}
discard-confirm = Joacă și renunță
confirm-move-question = Joci { $move }?
confirm-move = Confirmă
game-over = Partidă încheiată
game-end-review = Analizează partida
game-end-analyse = Analiză
game-end-rematch = Revanșă
tree-this-move = Această mutare
tree-promote = Urcă varianta
tree-main-line = Fă-o variantă principală
tree-delete = Șterge de aici
tree-delete-title = Șterge această mutare și ce urmează
tree-comment = Comentează această mutare
tree-deleted = S-au șters { $move } și mutările de după.
tree-record-kept = O partidă încheiată își păstrează mutările: schimbă-i variantele sau alege Analiză ca să schimbi partida însăși.

## How games end

outcome-win-checkmate = { $winner } câștigă prin mat
outcome-win-resignation = { $winner } câștigă prin abandon
outcome-win-time = { $winner } câștigă la timp
outcome-win = { $winner } câștigă
outcome-draw-stalemate = Remiză prin pat
outcome-draw-material = Remiză: material insuficient
outcome-draw-threefold = Remiză prin repetarea poziției de trei ori
outcome-draw-fivefold = Remiză prin repetarea poziției de cinci ori
outcome-draw-fifty = Remiză după regula celor cincizeci de mutări
outcome-draw-seventy-five = Remiză după regula celor șaptezeci și cinci de mutări
outcome-draw-agreement = Remiză prin acord
outcome-draw-timeout = Remiză la timp: tabăra care mai avea timp nu putea da mat
outcome-draw = Remiză
reason-checkmate = mat
reason-resignation = abandon
reason-time = depășirea timpului
reason-recorded = conform înregistrării
reason-stalemate = pat
reason-material = material insuficient
reason-threefold = repetarea poziției de trei ori
reason-fivefold = repetarea poziției de cinci ori
reason-fifty = regula celor cincizeci de mutări
reason-seventy-five = regula celor șaptezeci și cinci de mutări
reason-agreement = acord
reason-timeout = timp expirat fără material de mat

## The status line and what is said

status-to-move = { $side } la mutare
status-to-move-check = { $side } la mutare — șah
status-analysis = Analiză
status-viewing-earlier = Vezi o poziție anterioară: → sau End pentru a reveni
speech-to-move = { $side } la mutare.
speech-to-move-check = { $side } la mutare. Șah.
notice-game-over = Partida s-a încheiat: { $outcome }
notice-not-your-turn = Nu este rândul tău

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Cere remiză: { $reason }
toolbar-claim = Cere remiză
toolbar-offer-draw = Oferă remiză
toolbar-offer-draw-title = Oferă calculatorului remiză
toolbar-draw = Remiză
toolbar-draw-title = Ambii jucători acceptă remiza
toolbar-label = Comenzile partidei
toolbar-navigation = Navigare prin mutări
toolbar-first = Prima poziție
toolbar-previous = Mutarea anterioară
toolbar-next = Mutarea următoare
toolbar-last = Ultima poziție
toolbar-flip = Întoarce tabla
toolbar-undo = Anulează
toolbar-undo-title = Retrage ultima mutare
toolbar-resign = Abandonează

## Chess words

role-pawn = pion
role-knight = cal
role-bishop = nebun
role-rook = turn
role-queen = damă
role-king = rege
strip-clock = { $color ->
    [white] Ceasul albului
   *[black] Ceasul negrului
}
strip-no-material = Niciun material capturat
strip-has-taken = A capturat: { $pieces }
strip-ahead = { $taken }; avantaj { $lead }

## The engine and analysis

analysis-depth = adâncime { $depth }
analysis-waiting = Se analizează…
analysis-checkmate = Mat: partida s-a încheiat.
analysis-stalemate = Pat: partida s-a încheiat.
analysis-lines = Variante de analiză
analysis-lines-count = { $n ->
    [one] { $n } variantă
    [few] { $n } variante
   *[other] { $n } de variante
}
engine-thinking = Calculatorul se gândește…
engine-hint-pending = Se caută un indiciu…
engine-region = Motor
engine-move-now = Mută acum
engine-hint = Indiciu
engine-analysis = Analiză
threat-show-title = Arată amenințarea
threat-show = Arată amenințarea
threat-label = { $color ->
    [white] Amenințare: cele mai bune mutări dacă albul ar fi la mutare
   *[black] Amenințare: cele mai bune mutări dacă negrul ar fi la mutare
}
threat-in-check = Nicio amenințare nu este arătată în timpul unui șah.

## Confirmations

close = Închide
games-unavailable = Partidele tale nu pot fi păstrate în acest browser: { $reason }
confirm-resign-title = Abandonezi?
confirm-resign-message = Partida se încheie și adversarul câștigă.
confirm-resign-button = Abandonează
confirm-agree-draw-title = Acceptați remiza?
confirm-agree-draw-message = Ambii jucători sunt de acord: partida se încheie remiză.
confirm-agree-draw-button = Acceptă remiza
confirm-new-game-title = Părăsești această partidă?
confirm-new-game-message = Rămâne neterminată în Partide; o poți deschide din nou de acolo.
confirm-new-game-button = Părăsește și începe o partidă nouă
confirm-leave-for-editor-title = Părăsești partida pentru editorul de poziție?
confirm-leave-for-editor-message = Partida continuă cât timp editezi (și ceasul ei) și rămâne în Partide.
confirm-leave-for-editor-button = Deschide editorul de poziție
confirm-leave-for-puzzles-title = Părăsești partida pentru probleme?
confirm-leave-for-puzzles-message = Partida continuă cât timp rezolvi (și ceasul ei) și rămâne în Partide.
confirm-leave-for-puzzles-button = Deschide problemele

## The moves

judgement-inaccuracy = Imprecizie
judgement-mistake = Greșeală
judgement-blunder = Gafă
moves-clock-after = Ceasul după mutare
moves-earlier = { $count ->
    [one] { $count } mutare anterioară
    [few] { $count } mutări anterioare
   *[other] { $count } de mutări anterioare
}
moves-later = { $count ->
    [one] { $count } mutare ulterioară
    [few] { $count } mutări ulterioare
   *[other] { $count } de mutări ulterioare
}
moves-label = Mutări
moves-none = Nicio mutare încă
move-input-label = Scrie o mutare (SAN sau UCI)
move-input-placeholder = Scrie o mutare: Nf3 sau g1f3
move-input-play = Joacă
dismiss = Închide
eval-label = Evaluare
eval-graph-label = Graficul evaluării: șansele albului de câștig după fiecare mutare

## Learn from your mistakes

learn-title = Învață din greșeli
learn-view-solution = Vezi soluția
learn-skip = Sari peste mutare
learn-done = Gata: ai găsit { $found } din { $total }.
learn-again = Din nou
learn-finding = { $judgement ->
    [inaccuracy] { $move } a fost o imprecizie.
    [mistake] { $move } a fost o greșeală.
   *[blunder] { $move } a fost o gafă.
} { $color ->
    [white] Găsește o mutare mai bună pentru alb.
   *[black] Găsește o mutare mai bună pentru negru.
}
learn-judging = Se evaluează mutarea ta…
learn-wrong = { $move }: se poate mai bine. Încearcă altă mutare.
learn-right = { $move }: mutare bună! Varianta motorului: { $line }
learn-next = Următoarea
learn-solution = Soluția: { $line }
learn-count = { $number } din { $total }
learn-leave = Ieși

## The review

verdict-engine-move = { $move }: mutarea motorului.
verdict-good-move = { $move }: o mutare bună.
verdict-judged = { $move }: { $judgement }.
verdict-best = Cel mai bine era
verdict-eval = Evaluare { $before } → { $after }
review-progress = Analiză: { $done } din { $total } poziții
review-second-look = Încă o privire, mai adâncă, la mutările costisitoare: { $done } din { $total } poziții
review-third-look = A treia privire, și mai adâncă, la mutările la limită: { $done } din { $total } poziții
review-progress-label = Progresul analizei
review-accuracy = Precizie
review-average-loss = Pierdere medie
review-inaccuracies = Imprecizii
review-mistakes = Greșeli
review-blunders = Gafe
review-label = Analiza partidei

## Puzzles

theme-mate-in-1 = Mat într-o mutare
theme-mate-in-2 = Mat în 2 mutări
theme-mate-in-3 = Mat în 3 mutări
theme-fork = Furculiță
theme-pin = Legare
theme-skewer = Frigare
theme-discovered-attack = Atac descoperit
theme-hanging-piece = Piesă neapărată
theme-sacrifice = Sacrificiu
theme-back-rank-mate = Mat pe ultima linie
theme-opening = Deschidere
theme-middlegame = Joc de mijloc
theme-endgame = Final
theme-long = Probleme lungi
puzzles-mistakes-due = Greșelile tale ({ $due })
puzzles-mistakes = Greșelile tale
puzzles-tab-puzzles = Probleme
puzzles-rating = Ratingul tău la probleme:
puzzles-score = Serie { $streak } · rezolvate { $solved } din { $played }
puzzles-theme = Temă
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Orice temă ({ $count })
puzzles-loading = Se încarcă problemele…
puzzles-unavailable = Problemele nu au putut fi încărcate: deschide pagina o dată online ca să le păstrezi.
puzzles-none-of-theme = Nicio problemă cu această temă aici: alege alta.
puzzles-about = Problema { $id } · rating { $rating }
puzzles-opponent-played = Adversarul a jucat { $move }.
puzzles-opponent-moves = Adversarul mută…
puzzles-your-turn = { $color ->
    [white] Rândul tău: găsește cea mai bună mutare pentru alb.
   *[black] Rândul tău: găsește cea mai bună mutare pentru negru.
}
puzzles-best-move = Cea mai bună mutare!
puzzles-keep-going = Continuă…
puzzles-wrong = Nu aceasta este mutarea! Încearcă altceva.
puzzles-checking = Se verifică mutarea ta…
puzzles-solved = Problemă rezolvată! Bravo.
puzzles-complete = Problemă terminată (nu se numără ca rezolvată).
puzzles-view-solution = Vezi soluția
puzzles-retry = Reîncearcă
puzzles-next = Problema următoare
puzzles-back = Înapoi la partidă

## Your mistakes

mistakes-count = { $due } de repetat acum · { $all } în total
mistakes-your-turn = Adversarul a jucat { $opponent }. În această partidă ai jucat apoi { $played }. { $color ->
    [white] Găsește o mutare mai bună pentru alb.
   *[black] Găsește o mutare mai bună pentru negru.
}
mistakes-right-going = Corect! Continuă…
mistakes-wrong = Nu e destul de bine: analiza a păstrat o mutare mai bună decât aceasta (ai jucat { $played }). Încearcă din nou.
mistakes-right = Corect! Mutarea analizei era { $best }.
mistakes-shown = Mutarea analizei era { $best }.
mistakes-comes-back = { $days ->
    [0] Rămâne de repetat.
    [one] Revine mâine.
    [few] Revine peste { $days } zile.
   *[other] Revine peste { $days } de zile.
}
mistakes-reading = Se citesc partidele tale analizate…
mistakes-none = Nicio greșeală încă. Analizează o partidă (Analizează partida, când are mutări) și greșelile și gafele ei vin aici pentru exersare.
mistakes-nothing-due = { $days ->
    [one] Nimic de repetat acum: următoarea greșeală revine mâine. Exersează totuși una mai jos.
    [few] Nimic de repetat acum: următoarea greșeală revine peste { $days } zile. Exersează totuși una mai jos.
   *[other] Nimic de repetat acum: următoarea greșeală revine peste { $days } de zile. Exersează totuși una mai jos.
}
mistakes-next = Greșeala următoare
mistakes-when = { $days ->
    [0] acum
    [one] mâine
    [few] peste { $days } zile
   *[other] peste { $days } de zile
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Albe
choice-color-black = Negre
choice-variant-standard = Standard
choice-variant-chess960 = Chess960
choice-variant-position = Dintr-o poziție
choice-side-white = Albe
choice-side-black = Negre
choice-side-random = Aleatoriu
choice-sounds-tones = Tonuri
choice-sounds-wood = Lemn
choice-auto-queen-premove = La premutare
choice-auto-queen-always = Întotdeauna
choice-auto-queen-never = Niciodată
choice-blindfold-off = Oprit
choice-blindfold-opponent = Ascunde piesele adversarului
choice-blindfold-own = Ascunde piesele mele
choice-blindfold-all = Ascunde toate piesele
choice-board-wood = Lemn
choice-board-blue = Albastru
choice-board-green = Verde
choice-board-slate = Ardezie
choice-pieces-classic = Clasice
choice-pieces-modern = Moderne
choice-pieces-contrast = Contrast ridicat
choice-pieces-letters = Litere
choice-page-system = Ca sistemul (luminos sau întunecat)
choice-page-light = Luminos
choice-page-dark = Întunecat
choice-coordinates-inside = În interiorul tablei
choice-coordinates-outside = În jurul tablei
choice-coordinates-off = Oprit
choice-language-browser = Ca browserul
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
choice-win-checkmate = Mat
choice-win-resignation = Abandon
choice-win-time-forfeit = Depășirea timpului
choice-win-recorded = Conform înregistrării
choice-draw-stalemate = Pat
choice-draw-insufficient-material = Material insuficient
choice-draw-threefold-repetition = Repetare de trei ori
choice-draw-fivefold-repetition = Repetare de cinci ori
choice-draw-fifty-move-rule = Regula celor 50 de mutări
choice-draw-seventy-five-move-rule = Regula celor 75 de mutări
choice-draw-agreement = Acord
choice-draw-timeout-vs-insufficient-material = Timp expirat, fără material de mat
choice-draw-recorded = Conform înregistrării

## New game

level-label = Nivelul { $level }, circa { $elo }
levels-measured = Puterea fiecărui nivel a fost măsurată în partide cu Stockfish reglat să joace la un anumit rating. Nivelurile 1-8 joacă la fel pe orice dispozitiv; nivelul 9 este mai puternic pe unul mai rapid.
new-game-opponent = Adversar
new-game-computer = Calculatorul
new-game-friend = Un prieten pe acest dispozitiv
new-game-colour = Culoare
new-game-level = Nivel
new-game-variant = Variantă
new-game-fen = Poziție (FEN)
new-game-start = Începe
time-bullet = Bullet
time-blitz = Blitz
time-rapid = Rapid
time-classical = Clasic
new-game-quick-times = Controale de timp rapide
new-game-no-clock = Fără ceas
new-game-time = Control de timp
new-game-untimed = Fără limită de timp
new-game-custom = Personalizat
new-game-minutes = Minute
new-game-increment-seconds = Adaos (secunde)
new-game-increment = Adaos

## Settings (the controls)

settings-sound = Sunet
settings-sounds = Sunete
settings-animate = Animă mutările
settings-confirm-moves = Confirmă mutările (o mutare pe tablă așteaptă Confirmă)
settings-figurines = Notație cu figurine (♘f3)
settings-board = Tablă
settings-pieces = Piese
settings-board-previews = Teme de tablă
settings-piece-previews = Seturi de piese
settings-page = Pagină
settings-coordinates = Coordonate
settings-auto-queen = Damă automată
settings-blindfold = Șah orb
settings-board-size-value = Mărimea tablei: { $size }%
settings-board-size = Mărimea tablei
settings-zen = Modul zen (doar tabla și ceasurile; z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } mutare
    [few] { $count } mutări
   *[other] { $count } de mutări
}
games-computer = Calculator (nivelul { $level })
games-no-opening = deschidere fără nume
games-reviewed = analizată
games-this-game = această partidă
games-open = Deschide
games-delete = Șterge
games-deleted = Șters: { $players }.
games-undo = Anulează
games-search = Caută după jucător sau deschidere
games-download-all = Descarcă toate
games-loading = Se încarcă…
games-none = Încă nu există partide: fiecare partidă jucată este păstrată aici, mutare cu mutare.
games-none-found = Nicio partidă nu se potrivește căutării.
games-show-more = Arată mai multe (încă { $hidden }; o căutare găsește oricare)
games-won = Câștigate
games-lost = Pierdute
games-drawn = Remize
games-other = Neterminate sau nu ale tale
games-result = Rezultat
games-any-result = Orice rezultat
games-your-colour = Culoarea ta
games-any-colour = Orice culoare
games-had-white = Ai avut albele
games-had-black = Ai avut negrele
games-opening = Deschidere
games-any-opening = Orice deschidere

## Keyboard shortcuts

shortcut-prev-next = Mutarea anterioară și următoare
shortcut-variations = Varianta anterioară și următoare la o ramificație
shortcut-first-last = Prima și ultima poziție
shortcut-flip = Întoarce tabla
shortcut-threat = Arată amenințarea (cea mai bună mutare a adversarului dacă ar fi rândul lui)
shortcut-squares = Deplasare între câmpurile tablei
shortcut-pick = Ridică o piesă, apoi pune-o jos
shortcut-escape = Renunță la selecție sau la o transformare
shortcut-right-click = Încercuiește un câmp; trage cu dreapta: o săgeată
shortcut-brushes = Cu un clic dreapta: roșu, albastru (amândouă: galben)
shortcut-new-game = Partidă nouă
shortcut-zen = Modul zen: doar tabla și ceasurile, sau totul din nou
shortcut-list = Această listă
keys-home-end = Home End
keys-tab-arrows = Tab, apoi săgeți
keys-enter-space = Enter sau Spațiu
keys-escape = Esc
keys-right-click = Clic dreapta
keys-shift-alt = Shift, Alt

## Import and export

records-title = Import și export
records-copied-fen = FEN copiat
records-copied-link = link copiat
records-copied-pgn = PGN copiat
records-copy-failed-fen = FEN-ul nu a putut fi copiat în clipboard; selectează-l și copiază-l manual
records-copy-failed-link = Linkul nu a putut fi copiat în clipboard; selectează-l și copiază-l manual
records-copy-failed-pgn = PGN-ul nu a putut fi copiat în clipboard; selectează-l și copiază-l manual
records-text = FEN sau PGN de încărcat
records-placeholder = Lipește un FEN sau un PGN (o partidă sau mai multe)
records-load = Încarcă
records-load-analyse = Încarcă și analizează
records-load-computer = Încarcă și joacă cu calculatorul
records-add-all = Adaugă toate la partidele mele
records-downloaded = PGN descărcat
records-download-failed = PGN-ul nu a putut fi descărcat
records-copy-fen = Copiază FEN
records-copy-link = Copiază linkul
records-copy-pgn = Copiază PGN
records-download = Descarcă PGN

## The board

piece-white-pawn = pion alb
piece-white-knight = cal alb
piece-white-bishop = nebun alb
piece-white-rook = turn alb
piece-white-queen = damă albă
piece-white-king = rege alb
piece-black-pawn = pion negru
piece-black-knight = cal negru
piece-black-bishop = nebun negru
piece-black-rook = turn negru
piece-black-queen = damă neagră
piece-black-king = rege negru
square-empty = gol
board-label = Tablă de șah
promote-to = Transformă în { $piece }
promote-choose = Alege piesa în care se transformă

## The board editor

editor-pieces = Piese
editor-hand-title = Mută piese
editor-hand = Mută
editor-delete-title = Scoate piese
editor-delete = Scoate
editor-start-position = Poziția inițială
editor-clear = Golește
editor-flip = Întoarce
editor-castling-right = { $side }: { $castling }
editor-turn = La mutare
editor-white-to-play = Albul la mutare
editor-black-to-play = Negrul la mutare
editor-castling = Rocadă
editor-en-passant = En passant
editor-none = Niciunul
editor-chess960 = Poziție Chess960
editor-fen = FEN
editor-play-computer = Joacă de aici cu calculatorul
editor-play-friend = Joacă de aici cu un prieten

## What is said and the notices of play

said-new-game = Partidă nouă.
said-game-restored = Partidă restaurată.
said-game-loaded = Partidă încărcată.
said-played = { $side } a jucat { $move }.
said-taken-back = Mutare retrasă.
notice-clocks-paused = Ceasurile au stat cât pagina a fost închisă; acum merg din nou.
notice-over-keeps-result = Partida s-a încheiat și își păstrează rezultatul: analizeaz-o pentru a încerca alte mutări
notice-nothing-to-take-back = Nu există nicio mutare de retras

## Notices

notice-draw-accepted = Calculatorul acceptă remiza.
notice-draw-declined = Calculatorul refuză remiza și joacă mai departe.
notice-engine-restarted = Motorul nu mai răspundea și a fost repornit; se gândește din nou.
notice-held-elsewhere = Partida ta este deschisă în altă filă, așa că această filă începe una nouă; amândouă rămân în Partide.
notice-link-invalid = Poziția din link nu este validă: { $error }
records-loaded-but = Partida a fost încărcată, dar { $warning }.
records-empty = Lipește mai întâi un FEN sau un PGN
records-fen-invalid = Acest FEN nu este valid: { $error }
records-pgn-invalid = Acest PGN nu a putut fi citit: { $error }
records-many-games = Acest PGN conține mai multe partide ({ $count }): prima este deschisă și toate se păstrează în Partide.

## Notices at start

notice-shared-position = Poziția partajată este deschisă. Partida ta de dinainte rămâne în Partide.

## Dates and other notices

month-1 = ian.
month-2 = feb.
month-3 = mar.
month-4 = apr.
month-5 = mai
month-6 = iun.
month-7 = iul.
month-8 = aug.
month-9 = sept.
month-10 = oct.
month-11 = nov.
month-12 = dec.
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = dată necunoscută
new-game-fen-missing = Dă poziția de început ca FEN.
new-game-fen-invalid = Poziția aceasta nu poate fi jucată: { $error }.
new-game-fen-over = Partida s-a încheiat deja în această poziție.
puzzles-not-kept = Problema { $id } nu este printre problemele păstrate aici ({ $count }); iată alta.
mistakes-engine-unavailable = Aici contează doar mutarea analizei: motorul nu le poate judeca pe altele ({ $reason }).

## Speech and the library

speech-castles-kingside = rocada mică
speech-castles-queenside = rocada mare
speech-passes = pas
speech-takes = ia
speech-promotes = se transformă în { $piece }
library-delete-failed = Partida nu a putut fi ștearsă: { $error }
library-open-failed = Partida nu a putut fi deschisă: { $error }
library-gone = Partida nu mai este în bibliotecă
library-download-failed = Partidele nu au putut fi descărcate
library-add-unavailable = Lista de partide nu este disponibilă în acest browser, așa că partidele nu au putut fi adăugate
library-storage-refused = Spațiul de stocare al browserului a refuzat partidele: poate fi plin
library-added = Partide adăugate la partidele tale: { $added }.
library-added-some-failed = Partide adăugate la partidele tale: { $added } (necitite și lăsate deoparte: { $failed }).

## Storage, crashes and the engine

storage-unavailable = Acest browser nu lasă pagina să păstreze date (mod privat sau stocare oprită): partida continuă, dar nu va fi păstrată după ce pleci.
storage-full = Spațiul de stocare al browserului este plin: partida continuă, dar ultimele ei mutări nu se păstrează. Șterge partide vechi din lista Partide ca să faci loc.
storage-kept-aside = A fost păstrată în spațiul de stocare al acestui browser ca „{ $key }”.
storage-left = A fost lăsată unde era, ca „{ $key }”.
storage-unrestorable = Partida salvată nu a putut fi restaurată: { $error }. A început o partidă nouă.
crash-label = Ceva nu a mers bine
crash-title = Ceva nu a mers bine: reîncarcă pagina. Partida ta e păstrată cum era înainte de ultima acțiune.
engine-unavailable = Motorul nu a putut porni în acest browser: joacă cu un prieten sau încearcă alt browser.
library-unavailable = lista de partide nu este disponibilă în acest browser ({ $reason })
library-updated-elsewhere = Aplicația a fost actualizată în altă filă: reîncarcă această filă ca să folosești în continuare partidele tale.

## Crash

crash-reload = Reîncarcă

## Saved games that cannot be read

saved-damaged = datele salvate sunt deteriorate ({ $error })
saved-newer = a fost salvată de o versiune mai nouă a aplicației (formatul { $format }, aceasta citește până la { $known })
saved-start = poziția ei de început este greșită: { $error }
saved-move = mutarea ei { $index } ({ $move }) nu este legală
saved-pgn = mutările ei nu pot fi citite: { $error }
saved-field = câmpul ei '{ $field }' are o valoare pe care aplicația nu o cunoaște

## Why a move is not legal

placed-piece = { $role ->
    [pawn] pionul de pe { $square }
    [knight] calul de pe { $square }
    [bishop] nebunul de pe { $square }
    [rook] turnul de pe { $square }
    [queen] dama de pe { $square }
   *[king] regele de pe { $square }
}
castling-kingside = mică
castling-queenside = mare
illegal-empty-square = Nu există nicio piesă pe { $square }
illegal-not-your-turn = { $color ->
    [white] Este rândul albului la mutare
   *[black] Este rândul negrului la mutare
}
illegal-no-movement = O mutare trebuie să ducă piesa pe alt câmp
illegal-own-piece = O piesă nu poate muta pe un câmp ocupat de propria tabără: { $piece } îți aparține
illegal-shape-pawn = Pionul merge un câmp drept înainte (două de pe câmpul inițial) și ia un câmp în diagonală înainte
illegal-shape-knight = Calul merge în L: două câmpuri într-o direcție, apoi unul în lateral
illegal-shape-bishop = Nebunul merge doar pe diagonale
illegal-shape-rook = Turnul merge doar pe orizontale și verticale
illegal-shape-queen = Dama merge pe orizontale, verticale și diagonale
illegal-shape-king = Regele merge un câmp în orice direcție (două doar la rocadă)
illegal-blocked = Drumul e blocat de { $piece }: doar calul sare peste piese
illegal-pawn-backward = Pionul nu merge niciodată înapoi
illegal-pawn-straight-capture = Pionul ia doar în diagonală
illegal-pawn-diagonal = Pionul merge în diagonală doar când ia
illegal-en-passant-late = Luarea en passant este permisă doar imediat după pasul dublu al pionului
illegal-double-step = Pionul poate avansa două câmpuri doar de pe câmpul inițial
illegal-promotion-required = Un pion care ajunge pe ultima linie trebuie transformat: alege damă, turn, nebun sau cal
illegal-promotion-not-allowed = Doar un pion care ajunge pe ultima linie se transformă
illegal-promotion-piece = Un pion se poate transforma doar în damă, turn, nebun sau cal, nu în { $piece }
illegal-castling-king-moved = Rocada { $side } nu mai este permisă: regele a mutat
illegal-castling-rook-moved = Rocada { $side } nu mai este permisă: acel turn a mutat
illegal-castling-rook-captured = Rocada { $side } nu mai este permisă: acel turn a fost capturat
illegal-castling-lost = Rocada { $side } nu mai este permisă: regele sau acel turn a mutat deja
illegal-castling-blocked = Rocada nu este permisă cât timp o piesă stă între rege și turn: { $piece }
illegal-castling-destination = Rocada nu este permisă cât timp o piesă stă unde ar ajunge regele sau turnul: { $piece }
illegal-castling-in-check = Rocada nu este permisă cât timp regele este în șah (de la { $piece })
illegal-castling-through = Regele ar trece prin { $square }, atacat de { $piece }
illegal-castling-into = Regele ar ajunge pe { $square }, atacat de { $piece }
illegal-king-into-check = Regele tău ar fi în șah de la { $piece }
illegal-kings-adjacent = Regii nu pot sta niciodată unul lângă altul
illegal-still-in-check = Mutarea aceasta ar lăsa regele tău în șah de la { $piece }
illegal-en-passant-exposes = Luarea en passant ar scoate ambii pioni de pe linie și ar lăsa regele tău în șah de la { $piece }
illegal-pinned = { $pinned } nu poate muta: ar lăsa regele tău în șah de la { $piece }
typed-not-san = „{ $move }” nu este o mutare în notație algebrică
typed-illegal = { $move } nu este o mutare legală în această poziție
typed-ambiguous = { $move } poate fi mai mult de o mutare; adaugă coloana sau linia de unde vine piesa
typed-not-uci = „{ $move }” nu este o mutare UCI (două câmpuri și, opțional, litera transformării, ca e7e8q)

## Training kept in the browser

library-upgrade-blocked = Lista de partide se actualizează: închide celelalte file ale aplicației (deschise înainte de actualizare) ca să se termine.
puzzles-progress-unreadable = Ratingul și istoricul tău la probleme nu au putut fi citite, așa că încep de la zero (copia ilizibilă e pusă deoparte).
mistakes-unreadable = Programul de exersare a greșelilor tale nu a putut fi citit, așa că începe din nou din partidele tale analizate.
puzzles-not-saved = Progresul tău la probleme nu a putut fi păstrat (spațiul de stocare al browserului e plin sau a refuzat): rămâne pe această pagină până o închizi.

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN-ul este gol
fen-field-count = un FEN are 6 câmpuri separate prin spații (tabla, cine mută, rocada, en passant, contorul de semimutări, numărul mutării), cel puțin primele 4; acesta are { $count }
fen-rank-count = câmpul tablei are nevoie de 8 linii separate prin '/'; acesta are { $count }
fen-rank-length = linia { $rank } din câmpul tablei descrie { $count } câmpuri în loc de 8
fen-piece-letter = '{ $letter }' de pe linia { $rank } nu este o literă de piesă (KQRBNP pentru alb, kqrbnp pentru negru, 1-8 pentru câmpuri goale)
fen-side-to-move = tabăra la mutare trebuie să fie 'w' sau 'b', nu '{ $text }'
fen-castling = câmpul rocadei trebuie să fie '-' sau litere din 'KQkq' (sau coloanele turnurilor, ca 'HAha'), fiecare cel mult o dată, nu '{ $text }'
fen-en-passant = câmpul en passant trebuie să fie '-' sau un câmp ca e3, nu '{ $text }'
fen-halfmove-clock = contorul de semimutări trebuie să fie un număr întreg de la 0, nu '{ $text }'
fen-move-number = numărul mutării trebuie să fie un număr întreg de la 1, nu '{ $text }'
fen-impossible = poziție imposibilă: { $reason }
position-no-king = { $color ->
    [white] albul nu are rege
   *[black] negrul nu are rege
}
position-kings = { $color ->
    [white] albul are mai mult de un rege
   *[black] negrul are mai mult de un rege
}
position-pawn-back-rank = pe { $square } stă un pion, dar pionii nu stau niciodată pe prima sau pe ultima linie
position-pawns = { $color ->
    [white] albul are mai mult de 8 pioni
   *[black] negrul are mai mult de 8 pioni
}
position-pieces = { $color ->
    [white] albul are mai mult de 16 piese
   *[black] negrul are mai mult de 16 piese
}
position-castling-pieces = { $color ->
    [white] albul nu poate avea dreptul la rocada { $castling }
   *[black] negrul nu poate avea dreptul la rocada { $castling }
}: ea cere regele pe { $king } și turnul pe { $rook }
position-960-castling-h = { $color ->
    [white] albul nu poate avea dreptul la rocada { $castling }
   *[black] negrul nu poate avea dreptul la rocada { $castling }
}: ea cere regele pe linia { $rank } cu un turn de partea coloanei h
position-960-castling-a = { $color ->
    [white] albul nu poate avea dreptul la rocada { $castling }
   *[black] negrul nu poate avea dreptul la rocada { $castling }
}: ea cere regele pe linia { $rank } cu un turn de partea coloanei a
position-en-passant = { $square } nu poate fi câmpul en passant: niciun pion nu poate să fi trecut tocmai peste el cu pasul dublu
position-opponent-in-check = { $color ->
    [white] albul este în șah, dar nu este rândul lui, ceea ce nu se poate întâmpla
   *[black] negrul este în șah, dar nu este rândul lui, ceea ce nu se poate întâmpla
}
position-checkers = regele este în șah de la mai multe piese deodată ({ $count }), ceea ce nicio mutare nu poate produce

## The editor's FEN

editor-fen-unreadable = FEN-ul acesta nu poate fi citit: { $error }.

## Why a PGN cannot be read

pgn-where = rândul { $line }, coloana { $column }: { $what }
pgn-empty = nu există nicio partidă aici
pgn-bad-tag = o etichetă trebuie să arate ca [Name "value"]
pgn-open-comment = acest comentariu { $open } nu este închis niciodată cu { $close }
pgn-open-variation = această variantă ( nu este închisă niciodată cu )
pgn-stray-parenthesis = această ) nu închide nicio variantă
pgn-variation-first = o variantă ( trebuie să urmeze mutarea pe care o înlocuiește
pgn-bad-fen = eticheta FEN este greșită: { $error }
pgn-variant = varianta '{ $variant }' nu este acceptată (doar șahul standard și Chess960)
pgn-move = mutarea
pgn-null-move = mutarea { $move } este o mutare nulă (--), care nu e o mutare de șah: ea și mutările de după ea din varianta ei au fost lăsate deoparte
pgn-no-draw-to-claim = Remiza poate fi cerută doar după repetarea poziției de trei ori sau după cincizeci de mutări fără captură sau mutare de pion
