# Texty aplikácie po slovensky (kľúče ako v en.ftl). Strany sa píšu v jednotnom čísle ("Biely na
# ťahu"); kde veta potrebuje iný pád alebo malé písmeno, volí sa podľa kľúča farby (`color`).

## The menu

title = Šach
menu-new-game = Nová partia
menu-new-short = Nová
menu-games = Partie
menu-puzzles = Úlohy
menu-editor = Editor pozície
menu-editor-short = Editor
menu-import = Import
menu-import-short = Import
menu-export = Export
menu-export-short = Export
menu-settings = Nastavenia
menu-settings-short = Nastavenia
menu-shortcuts = Klávesové skratky
menu-label = Menu
title-start = Začať: hra s počítačom, s priateľom, úlohy…
zen-leave = Opustiť režim zen

## The start choices

start-region = Začiatok
start-heading = Hrať šach
start-continue = Pokračovať
start-computer = Hrať s počítačom
start-level = Úroveň { $level }
start-elo = asi { $elo } Elo
start-levels = Úroveň
start-friend = Hrať s priateľom
start-puzzles = Úlohy
start-analysis = Analýza
start-editor = Editor pozície
start-more = Ďalšie možnosti (farba, čas, Chess960)…
start-kept = Nová partia nechá rozohranú partiu v Partiách.

## Settings

settings-language = Jazyk
cancel = Zrušiť

## Banners

banner-update = Je pripravená nová verzia aplikácie.
banner-update-reload = Je k dispozícii aktualizácia: načítať znova
banner-changed-elsewhere = Táto partia bola zmenená na inej karte; ťahy z tejto karty sa neukladajú.
banner-load-latest = Načítať najnovšiu
banner-keep-ours = Ponechať verziu z tejto karty
banner-adding-games = Pridávanie partií: { $done } z { $total }
banner-importing = Import partií

## The board's column and the players

board-region = Šachovnica
strip-computer = Počítač · { $level }
strip-you = Ty
strip-white-player = Hráč s bielymi
strip-black-player = Hráč s čiernymi
color-white = Biely
color-black = Čierny

## The panel

opening-chess960 = Chess960 · pozícia { $number }
engine-opponent = Počítač: { $level }
discard-question = { $later ->
    [one] Zahrať tu { $move }? Neskorší ťah bude vzatý späť.
    [few] Zahrať tu { $move }? { $later } neskoršie ťahy budú vzaté späť.
   *[other] Zahrať tu { $move }? { $later } neskorších ťahov bude vzatých späť.
}
discard-confirm = Zahrať a zahodiť
confirm-move-question = Zahrať { $move }?
confirm-move = Potvrdiť
game-over = Koniec partie
game-end-review = Rozbor partie
game-end-analyse = Analyzovať
game-end-rematch = Odveta
tree-this-move = Tento ťah
tree-promote = Povýšiť variant
tree-main-line = Urobiť hlavným variantom
tree-delete = Zmazať odtiaľto
tree-delete-title = Zmazať tento ťah a všetko, čo nasleduje
tree-comment = Komentovať tento ťah
tree-deleted = Zmazaný ťah { $move } a ťahy po ňom.
tree-record-kept = Dohraná partia si ponecháva svoje ťahy: meňte jej varianty alebo zvoľte Analyzovať a meňte samotnú partiu.

## How games end

outcome-win-checkmate = { $winner } vyhráva matom
outcome-win-resignation = { $winner } vyhráva, súper sa vzdal
outcome-win-time = { $winner } vyhráva na čas
outcome-win = { $winner } vyhráva
outcome-draw-stalemate = Remíza patom
outcome-draw-material = Remíza: nedostatok materiálu
outcome-draw-threefold = Remíza trojnásobným opakovaním pozície
outcome-draw-fivefold = Remíza päťnásobným opakovaním pozície
outcome-draw-fifty = Remíza podľa pravidla päťdesiatich ťahov
outcome-draw-seventy-five = Remíza podľa pravidla sedemdesiatich piatich ťahov
outcome-draw-agreement = Remíza dohodou
outcome-draw-timeout = Remíza na čas: strana, ktorej zostával čas, už nemohla dať mat
outcome-draw = Remíza
reason-checkmate = mat
reason-resignation = vzdanie sa
reason-time = prekročenie času
reason-recorded = podľa záznamu
reason-stalemate = pat
reason-material = nedostatok materiálu
reason-threefold = trojnásobné opakovanie pozície
reason-fivefold = päťnásobné opakovanie pozície
reason-fifty = pravidlo päťdesiatich ťahov
reason-seventy-five = pravidlo sedemdesiatich piatich ťahov
reason-agreement = dohoda
reason-timeout = prekročenie času bez matového materiálu

## The status line and what is said

status-to-move = { $side } na ťahu
status-to-move-check = { $side } na ťahu — šach
status-analysis = Analýza
status-viewing-earlier = Zobrazená skoršia pozícia: → alebo End na návrat
speech-to-move = { $side } na ťahu.
speech-to-move-check = { $side } na ťahu. Šach.
notice-game-over = Partia sa skončila: { $outcome }
notice-not-your-turn = Nie si na ťahu

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Požiadať o remízu: { $reason }
toolbar-claim = Požiadať o remízu
toolbar-offer-draw = Ponúknuť remízu
toolbar-offer-draw-title = Ponúknuť počítaču remízu
toolbar-draw = Remíza
toolbar-draw-title = Obaja hráči súhlasia s remízou
toolbar-label = Ovládanie partie
toolbar-navigation = Prechádzanie ťahov
toolbar-first = Prvá pozícia
toolbar-previous = Predchádzajúci ťah
toolbar-next = Ďalší ťah
toolbar-last = Posledná pozícia
toolbar-flip = Otočiť šachovnicu
toolbar-undo = Späť
toolbar-undo-title = Vziať späť posledný ťah
toolbar-resign = Vzdať sa

## Chess words

role-pawn = pešiak
role-knight = jazdec
role-bishop = strelec
role-rook = veža
role-queen = dáma
role-king = kráľ
strip-clock = { $color ->
    [white] Hodiny bieleho
   *[black] Hodiny čierneho
}
strip-no-material = Žiadny zobraný materiál
strip-has-taken = Zobrané: { $pieces }
strip-ahead = { $taken }; náskok { $lead }

## The engine and analysis

analysis-depth = hĺbka { $depth }
analysis-waiting = Analyzujem…
analysis-checkmate = Mat: partia sa skončila.
analysis-stalemate = Pat: partia sa skončila.
analysis-lines = Varianty analýzy
analysis-lines-count = { $n ->
    [one] { $n } variant
    [few] { $n } varianty
   *[other] { $n } variantov
}
engine-thinking = Počítač premýšľa…
engine-hint-pending = Hľadám radu…
engine-region = Motor
engine-move-now = Ťahať hneď
engine-hint = Rada
engine-analysis = Analýza
threat-show-title = Ukázať hrozbu
threat-show = Ukázať hrozbu
threat-label = { $color ->
    [white] Hrozba: najlepšie ťahy, keby bol na ťahu biely
   *[black] Hrozba: najlepšie ťahy, keby bol na ťahu čierny
}
threat-in-check = Pri šachu sa hrozba neukazuje.

## Confirmations

close = Zavrieť
games-unavailable = Tvoje partie sa v tomto prehliadači nedajú ukladať: { $reason }
confirm-resign-title = Vzdať sa?
confirm-resign-message = Partia sa skončí a súper vyhrá.
confirm-resign-button = Vzdať sa
confirm-agree-draw-title = Súhlasiť s remízou?
confirm-agree-draw-message = Obaja hráči súhlasia: partia sa končí remízou.
confirm-agree-draw-button = Súhlasiť s remízou
confirm-new-game-title = Opustiť túto partiu?
confirm-new-game-message = Zostane nedohraná v tvojich Partiách; odtiaľ ju môžeš znova otvoriť.
confirm-new-game-button = Opustiť a začať novú partiu
confirm-leave-for-editor-title = Opustiť túto partiu kvôli editoru pozície?
confirm-leave-for-editor-message = Partia beží ďalej, kým upravuješ (aj jej hodiny), a zostáva v tvojich Partiách.
confirm-leave-for-editor-button = Otvoriť editor pozície
confirm-leave-for-puzzles-title = Opustiť túto partiu kvôli úlohám?
confirm-leave-for-puzzles-message = Partia beží ďalej, kým riešiš (aj jej hodiny), a zostáva v tvojich Partiách.
confirm-leave-for-puzzles-button = Otvoriť úlohy

## The moves

judgement-inaccuracy = Nepresnosť
judgement-mistake = Chyba
judgement-blunder = Hrubá chyba
moves-clock-after = Čas po ťahu
moves-earlier = { $count ->
    [one] { $count } skorší ťah
    [few] { $count } skoršie ťahy
   *[other] { $count } skorších ťahov
}
moves-later = { $count ->
    [one] { $count } neskorší ťah
    [few] { $count } neskoršie ťahy
   *[other] { $count } neskorších ťahov
}
moves-label = Ťahy
moves-none = Zatiaľ žiadne ťahy
move-input-label = Napíš ťah (SAN alebo UCI)
move-input-placeholder = Napíš ťah: Nf3 alebo g1f3
move-input-play = Zahrať
dismiss = Zavrieť
eval-label = Hodnotenie
eval-graph-label = Graf hodnotenia: šance bieleho na výhru po každom ťahu

## Learn from your mistakes

learn-title = Uč sa zo svojich chýb
learn-view-solution = Ukázať riešenie
learn-skip = Preskočiť tento ťah
learn-done = Hotovo: nájdené { $found } z { $total }.
learn-again = Znova
learn-finding = { $judgement ->
    [inaccuracy] Ťah { $move } bol nepresný.
    [mistake] Ťah { $move } bol chybou.
   *[blunder] Ťah { $move } bol hrubou chybou.
} { $color ->
    [white] Nájdi lepší ťah za bieleho.
   *[black] Nájdi lepší ťah za čierneho.
}
learn-judging = Hodnotím tvoj ťah…
learn-wrong = { $move }: dá sa to lepšie. Skús iný ťah.
learn-right = { $move }: dobrý ťah! Variant motora: { $line }
learn-next = Ďalej
learn-solution = Riešenie: { $line }
learn-count = { $number } z { $total }
learn-leave = Odísť

## The review

verdict-engine-move = { $move }: ťah motora.
verdict-good-move = { $move }: dobrý ťah.
verdict-judged = { $move }: { $judgement }.
verdict-best = Najlepšie bolo
verdict-eval = Hodnotenie { $before } → { $after }
review-progress = Rozbor: { $done } z { $total } pozícií
review-second-look = Ešte raz a hlbšie pri drahých ťahoch: { $done } z { $total } pozícií
review-third-look = Tretí, ešte hlbší pohľad na hraničné ťahy: { $done } z { $total } pozícií
review-progress-label = Priebeh rozboru
review-accuracy = Presnosť
review-average-loss = Priem. strata
review-inaccuracies = Nepresnosti
review-mistakes = Chyby
review-blunders = Hrubé chyby
review-label = Rozbor partie

## Puzzles

theme-mate-in-1 = Mat 1. ťahom
theme-mate-in-2 = Mat 2. ťahom
theme-mate-in-3 = Mat 3. ťahom
theme-fork = Vidlička
theme-pin = Väzba
theme-skewer = Röntgen
theme-discovered-attack = Odťahový útok
theme-hanging-piece = Visiaca figúrka
theme-sacrifice = Obeť
theme-back-rank-mate = Mat na poslednom rade
theme-opening = Otvorenie
theme-middlegame = Stredná hra
theme-endgame = Koncovka
theme-long = Dlhé úlohy
puzzles-mistakes-due = Tvoje chyby ({ $due })
puzzles-mistakes = Tvoje chyby
puzzles-tab-puzzles = Úlohy
puzzles-rating = Tvoj rating v úlohách:
puzzles-score = Séria { $streak } · vyriešené { $solved } z { $played }
puzzles-theme = Téma
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Akákoľvek téma ({ $count })
puzzles-loading = Načítavam úlohy…
puzzles-unavailable = Úlohy sa nepodarilo načítať: otvor stránku raz online, aby sa uložili.
puzzles-none-of-theme = Úloha s touto témou tu nie je: vyber inú.
puzzles-about = Úloha { $id } · rating { $rating }
puzzles-opponent-played = Súper zahral { $move }.
puzzles-opponent-moves = Súper ťahá…
puzzles-your-turn = { $color ->
    [white] Si na ťahu: nájdi najlepší ťah za bieleho.
   *[black] Si na ťahu: nájdi najlepší ťah za čierneho.
}
puzzles-best-move = Najlepší ťah!
puzzles-keep-going = Pokračuj…
puzzles-wrong = To nie je ten ťah! Skús niečo iné.
puzzles-checking = Kontrolujem tvoj ťah…
puzzles-solved = Úloha vyriešená! Výborne.
puzzles-complete = Úloha dokončená (neráta sa ako vyriešená).
puzzles-view-solution = Ukázať riešenie
puzzles-retry = Skúsiť znova
puzzles-next = Ďalšia úloha
puzzles-back = Späť k partii

## Your mistakes

mistakes-count = { $due } na zopakovanie teraz · { $all } spolu
mistakes-your-turn = Súper zahral { $opponent }. V tejto partii potom nasledoval tvoj ťah { $played }. { $color ->
    [white] Nájdi lepší ťah za bieleho.
   *[black] Nájdi lepší ťah za čierneho.
}
mistakes-right-going = Správne! Pokračuj…
mistakes-wrong = Nestačí: rozbor si ponechal lepší ťah (tvoj ťah v partii: { $played }). Skús to znova.
mistakes-right = Správne! Ťah z rozboru bol { $best }.
mistakes-shown = Ťah z rozboru bol { $best }.
mistakes-comes-back = { $days ->
    [0] Zostáva na zopakovanie.
    [one] Vráti sa zajtra.
    [few] Vráti sa o { $days } dni.
   *[other] Vráti sa o { $days } dní.
}
mistakes-reading = Čítam tvoje rozobrané partie…
mistakes-none = Zatiaľ žiadne chyby. Urob rozbor partie (Rozbor partie, keď má ťahy) a jej chyby a hrubé chyby sa sem dostanú na precvičenie.
mistakes-nothing-due = { $days ->
    [one] Teraz nič na zopakovanie: ďalšia chyba sa vráti zajtra. Aj tak si jednu nižšie precvič.
    [few] Teraz nič na zopakovanie: ďalšia chyba sa vráti o { $days } dni. Aj tak si jednu nižšie precvič.
   *[other] Teraz nič na zopakovanie: ďalšia chyba sa vráti o { $days } dní. Aj tak si jednu nižšie precvič.
}
mistakes-next = Ďalšia chyba
mistakes-when = { $days ->
    [0] teraz
    [one] zajtra
    [few] o { $days } dni
   *[other] o { $days } dní
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Biele
choice-color-black = Čierne
choice-variant-standard = Štandardný
choice-variant-chess960 = Chess960
choice-variant-position = Z pozície
choice-side-white = Biele
choice-side-black = Čierne
choice-side-random = Náhodne
choice-sounds-tones = Tóny
choice-sounds-wood = Drevo
choice-auto-queen-premove = Pri predťahu
choice-auto-queen-always = Vždy
choice-auto-queen-never = Nikdy
choice-blindfold-off = Vypnuté
choice-blindfold-opponent = Skryť súperove figúrky
choice-blindfold-own = Skryť moje figúrky
choice-blindfold-all = Skryť všetky figúrky
choice-board-wood = Drevo
choice-board-blue = Modrá
choice-board-green = Zelená
choice-board-slate = Bridlica
choice-pieces-classic = Klasické
choice-pieces-modern = Moderné
choice-pieces-contrast = Vysoký kontrast
choice-pieces-letters = Písmená
choice-page-system = Podľa systému (svetlá alebo tmavá)
choice-page-light = Svetlá
choice-page-dark = Tmavá
choice-coordinates-inside = Vnútri šachovnice
choice-coordinates-outside = Okolo šachovnice
choice-coordinates-off = Vypnuté
choice-language-browser = Podľa prehliadača
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
choice-win-resignation = Vzdanie sa
choice-win-time-forfeit = Prekročenie času
choice-win-recorded = Podľa záznamu
choice-draw-stalemate = Pat
choice-draw-insufficient-material = Nedostatok materiálu
choice-draw-threefold-repetition = Trojnásobné opakovanie
choice-draw-fivefold-repetition = Päťnásobné opakovanie
choice-draw-fifty-move-rule = Pravidlo 50 ťahov
choice-draw-seventy-five-move-rule = Pravidlo 75 ťahov
choice-draw-agreement = Dohoda
choice-draw-timeout-vs-insufficient-material = Prekročenie času, bez matového materiálu
choice-draw-recorded = Podľa záznamu

## New game

level-label = Úroveň { $level }, asi { $elo }
levels-measured = Sila každej úrovne bola zmeraná v partiách proti Stockfishu nastavenému na daný rating. Úrovne 1 až 8 hrajú na každom zariadení rovnako; úroveň 9 je silnejšia na rýchlejšom.
new-game-opponent = Súper
new-game-computer = Počítač
new-game-friend = Priateľ na tomto zariadení
new-game-colour = Farba
new-game-level = Úroveň
new-game-variant = Variant
new-game-fen = Pozícia (FEN)
new-game-start = Začať
time-bullet = Bullet
time-blitz = Blitz
time-rapid = Rapid
time-classical = Klasické
new-game-quick-times = Rýchla voľba tempa
new-game-no-clock = Bez hodín
new-game-time = Tempo
new-game-untimed = Bez časového limitu
new-game-custom = Vlastné
new-game-minutes = Minúty
new-game-increment-seconds = Prídavok (sekundy)
new-game-increment = Prídavok

## Settings (the controls)

settings-sound = Zvuk
settings-sounds = Zvuky
settings-animate = Animovať ťahy
settings-confirm-moves = Potvrdzovať ťahy (ťah na šachovnici čaká na Potvrdiť)
settings-figurines = Figúrková notácia (♘f3)
settings-board = Šachovnica
settings-pieces = Figúrky
settings-board-previews = Motívy šachovnice
settings-piece-previews = Sady figúrok
settings-page = Stránka
settings-coordinates = Súradnice
settings-auto-queen = Automaticky dáma
settings-blindfold = Naslepo
settings-board-size-value = Veľkosť šachovnice: { $size } %
settings-board-size = Veľkosť šachovnice
settings-zen = Režim zen (len šachovnica a hodiny; z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } ťah
    [few] { $count } ťahy
   *[other] { $count } ťahov
}
games-computer = Počítač (úroveň { $level })
games-no-opening = otvorenie bez názvu
games-reviewed = rozobrané
games-this-game = táto partia
games-open = Otvoriť
games-delete = Zmazať
games-deleted = Zmazané: { $players }.
games-undo = Vrátiť
games-search = Hľadať podľa hráča alebo otvorenia
games-download-all = Stiahnuť všetko
games-loading = Načítavam…
games-none = Zatiaľ žiadne partie: každá partia, ktorú hráš, sa sem ukladá ťah po ťahu.
games-none-found = Vyhľadávaniu nezodpovedá žiadna partia.
games-show-more = Zobraziť ďalšie (ešte { $hidden }; hľadanie nájde ktorúkoľvek)
games-won = Výhry
games-lost = Prehry
games-drawn = Remízy
games-other = Nedohrané alebo nie tvoje
games-result = Výsledok
games-any-result = Akýkoľvek výsledok
games-your-colour = Tvoja farba
games-any-colour = Akákoľvek farba
games-had-white = Ty s bielymi
games-had-black = Ty s čiernymi
games-opening = Otvorenie
games-any-opening = Akékoľvek otvorenie

## Keyboard shortcuts

shortcut-prev-next = Predchádzajúci a ďalší ťah
shortcut-variations = Predchádzajúci a ďalší variant na rázcestí
shortcut-first-last = Prvá a posledná pozícia
shortcut-flip = Otočiť šachovnicu
shortcut-threat = Ukázať hrozbu (najlepší ťah súpera, keby bol na ťahu)
shortcut-squares = Pohyb medzi poľami šachovnice
shortcut-pick = Zdvihnúť figúrku a potom ju položiť
shortcut-escape = Zrušiť výber alebo premenu
shortcut-right-click = Zakrúžkovať pole; ťahanie pravým tlačidlom: šípka
shortcut-brushes = S pravým kliknutím: červená, modrá (obe: žltá)
shortcut-new-game = Nová partia
shortcut-zen = Režim zen: len šachovnica a hodiny, alebo zase všetko
shortcut-list = Tento zoznam
keys-home-end = Home End
keys-tab-arrows = Tab, potom šípky
keys-enter-space = Enter alebo medzerník
keys-escape = Esc
keys-right-click = Pravé tlačidlo
keys-shift-alt = Shift, Alt

## Import and export

records-title = Import a export
records-copied-fen = FEN skopírovaný
records-copied-link = odkaz skopírovaný
records-copied-pgn = PGN skopírované
records-copy-failed-fen = FEN sa nepodarilo skopírovať do schránky; označ ho a skopíruj ručne
records-copy-failed-link = Odkaz sa nepodarilo skopírovať do schránky; označ ho a skopíruj ručne
records-copy-failed-pgn = PGN sa nepodarilo skopírovať do schránky; označ ho a skopíruj ručne
records-text = FEN alebo PGN na načítanie
records-placeholder = Vlož FEN alebo PGN (jednu partiu alebo viac)
records-load = Načítať
records-load-analyse = Načítať a analyzovať
records-load-computer = Načítať a hrať s počítačom
records-add-all = Pridať všetko do mojich partií
records-downloaded = PGN stiahnuté
records-download-failed = PGN sa nepodarilo stiahnuť
records-copy-fen = Kopírovať FEN
records-copy-link = Kopírovať odkaz
records-copy-pgn = Kopírovať PGN
records-download = Stiahnuť PGN

## The board

piece-white-pawn = biely pešiak
piece-white-knight = biely jazdec
piece-white-bishop = biely strelec
piece-white-rook = biela veža
piece-white-queen = biela dáma
piece-white-king = biely kráľ
piece-black-pawn = čierny pešiak
piece-black-knight = čierny jazdec
piece-black-bishop = čierny strelec
piece-black-rook = čierna veža
piece-black-queen = čierna dáma
piece-black-king = čierny kráľ
square-empty = prázdne
board-label = Šachovnica
promote-to = Premena: { $piece }
promote-choose = Vyber figúrku na premenu

## The board editor

editor-pieces = Figúrky
editor-hand-title = Presúvať figúrky
editor-hand = Presunúť
editor-delete-title = Odoberať figúrky
editor-delete = Odobrať
editor-start-position = Základné postavenie
editor-clear = Vyprázdniť
editor-flip = Otočiť
editor-castling-right = { $side }: { $castling }
editor-turn = Na ťahu
editor-white-to-play = Biely na ťahu
editor-black-to-play = Čierny na ťahu
editor-castling = Rošáda
editor-en-passant = Branie mimochodom
editor-none = Žiadne
editor-chess960 = Pozícia Chess960
editor-fen = FEN
editor-play-computer = Hrať odtiaľto s počítačom
editor-play-friend = Hrať odtiaľto s priateľom

## What is said and the notices of play

said-new-game = Nová partia.
said-game-restored = Partia obnovená.
said-game-loaded = Partia načítaná.
said-played = { $side }: { $move }.
said-taken-back = Ťah vzatý späť.
notice-clocks-paused = Hodiny stáli, kým bola stránka zatvorená; teraz znova bežia.
notice-over-keeps-result = Partia sa skončila a jej výsledok platí: analyzuj ju, ak chceš skúšať iné ťahy
notice-nothing-to-take-back = Nie je žiadny ťah, ktorý by sa dal vziať späť

## Notices

notice-draw-accepted = Počítač remízu prijíma.
notice-draw-declined = Počítač remízu odmieta a hrá ďalej.
notice-engine-restarted = Motor prestal odpovedať a bol reštartovaný; znova premýšľa.
notice-held-elsewhere = Tvoja partia je otvorená na inej karte, preto táto karta začína novú; obe zostávajú v Partiách.
notice-link-invalid = Pozícia v odkaze nie je platná: { $error }
records-loaded-but = Partia bola načítaná, ale { $warning }.
records-empty = Najprv vlož FEN alebo PGN
records-fen-invalid = Tento FEN nie je platný: { $error }
records-pgn-invalid = Toto PGN sa nepodarilo prečítať: { $error }
records-many-games = Toto PGN obsahuje viac partií ({ $count }): prvá je otvorená a všetky sú uložené v Partiách.

## Notices at start

notice-shared-position = Zdieľaná pozícia je otvorená. Tvoja predchádzajúca partia zostáva v Partiách.

## Dates and other notices

month-1 = jan.
month-2 = feb.
month-3 = mar.
month-4 = apr.
month-5 = máj
month-6 = jún
month-7 = júl
month-8 = aug.
month-9 = sep.
month-10 = okt.
month-11 = nov.
month-12 = dec.
date-day-month-year = { $day }. { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = neznámy dátum
new-game-fen-missing = Zadaj východiskovú pozíciu ako FEN.
new-game-fen-invalid = Túto pozíciu nemožno hrať: { $error }.
new-game-fen-over = V tejto pozícii sa partia už skončila.
puzzles-not-kept = Úloha { $id } nie je medzi úlohami uloženými tu ({ $count }); tu je iná.
mistakes-engine-unavailable = Ráta sa tu len ťah z rozboru: motor nemôže posúdiť iné ({ $reason }).

## Speech and the library

speech-castles-kingside = krátka rošáda
speech-castles-queenside = dlhá rošáda
speech-passes = vynecháva ťah
speech-takes = berie
speech-promotes = premena: { $piece }
library-delete-failed = Partiu sa nepodarilo zmazať: { $error }
library-open-failed = Túto partiu sa nepodarilo otvoriť: { $error }
library-gone = Táto partia už v knižnici nie je
library-download-failed = Partie sa nepodarilo stiahnuť
library-add-unavailable = Zoznam partií nie je v tomto prehliadači k dispozícii, preto sa partie nedali pridať
library-storage-refused = Úložisko prehliadača partie odmietlo: možno je plné
library-added = Pridané do tvojich partií: { $added }.
library-added-some-failed = Pridané do tvojich partií: { $added } (neprečítané a vynechané: { $failed }).

## Storage, crashes and the engine

storage-unavailable = Tento prehliadač nedovoľuje stránke ukladať údaje (súkromný režim alebo vypnuté úložisko): partia pokračuje, ale po odchode sa neuloží.
storage-full = Úložisko prehliadača je plné: partia pokračuje, ale jej posledné ťahy sa neukladajú. Zmaž staré partie zo zoznamu Partie, aby bolo miesto.
storage-kept-aside = Bola uložená v úložisku tohto prehliadača ako „{ $key }“.
storage-left = Zostala, kde bola, ako „{ $key }“.
storage-unrestorable = Uloženú partiu nebolo možné obnoviť: { $error }. Začala sa nová partia.
crash-label = Niečo sa pokazilo
crash-title = Niečo sa pokazilo: načítaj stránku znova. Partia zostala taká, aká bola pred poslednou akciou.
engine-unavailable = Motor sa v tomto prehliadači nemohol spustiť: hraj s priateľom alebo skús iný prehliadač.
library-unavailable = zoznam partií nie je v tomto prehliadači k dispozícii ({ $reason })
library-updated-elsewhere = Aplikácia bola aktualizovaná na inej karte: načítaj túto kartu znova a potom budeš môcť ďalej používať svoje partie.

## Crash

crash-reload = Načítať znova

## Saved games that cannot be read

saved-damaged = uložené údaje sú poškodené ({ $error })
saved-newer = bola uložená novšou verziou aplikácie (formát { $format }, táto číta najviac { $known })
saved-start = jej východisková pozícia je chybná: { $error }
saved-move = jej ťah { $index } ({ $move }) nie je povolený
saved-pgn = jej ťahy sa nedajú prečítať: { $error }
saved-field = jej pole '{ $field }' má hodnotu, ktorú táto aplikácia nepozná

## Why a move is not legal

placed-piece = { $piece } na { $square }
castling-kingside = krátka
castling-queenside = dlhá
illegal-empty-square = Na poli { $square } nie je žiadna figúrka
illegal-not-your-turn = { $color ->
    [white] Na ťahu je biely
   *[black] Na ťahu je čierny
}
illegal-no-movement = Ťah musí figúrku premiestniť na iné pole
illegal-own-piece = Figúrka nesmie vstúpiť na pole obsadené vlastnou figúrkou: { $piece } je tvoja figúrka
illegal-shape-pawn = Pešiak ťahá o jedno pole rovno dopredu (zo základného poľa o dve) a berie o jedno pole šikmo dopredu
illegal-shape-knight = Jazdec ťahá do L: o dve polia jedným smerom a potom o jedno nabok
illegal-shape-bishop = Strelec ťahá len po diagonálach
illegal-shape-rook = Veža ťahá len po radoch a stĺpcoch
illegal-shape-queen = Dáma ťahá po radoch, stĺpcoch a diagonálach
illegal-shape-king = Kráľ ťahá o jedno pole ľubovoľným smerom (o dve len pri rošáde)
illegal-blocked = Cestu blokuje { $piece }: cez figúrky preskakuje len jazdec
illegal-pawn-backward = Pešiak nikdy neťahá dozadu
illegal-pawn-straight-capture = Pešiak berie len šikmo
illegal-pawn-diagonal = Pešiak ťahá šikmo len vtedy, keď berie
illegal-en-passant-late = Brať mimochodom možno len v ťahu hneď po dvojkroku pešiaka
illegal-double-step = Pešiak smie ťahať o dve polia len zo svojho základného poľa
illegal-promotion-required = Pešiak, ktorý dôjde na posledný rad, sa musí premeniť: vyber dámu, vežu, strelca alebo jazdca
illegal-promotion-not-allowed = Premení sa len pešiak, ktorý dôjde na posledný rad
illegal-promotion-piece = Pešiak sa môže premeniť len na dámu, vežu, strelca alebo jazdca (nie: { $piece })
illegal-castling-king-moved = { $side } rošáda už nie je povolená: kráľ už ťahal
illegal-castling-rook-moved = { $side } rošáda už nie je povolená: tá veža už ťahala
illegal-castling-rook-captured = { $side } rošáda už nie je povolená: tá veža bola zobraná
illegal-castling-lost = { $side } rošáda už nie je povolená: už ťahal kráľ alebo tá veža
illegal-castling-blocked = Rošáda nie je povolená, kým medzi kráľom a vežou stojí figúrka: { $piece }
illegal-castling-destination = Rošáda nie je povolená, kým na poli, kam by prišiel kráľ alebo veža, stojí figúrka: { $piece }
illegal-castling-in-check = Rošáda nie je povolená, keď je kráľ v šachu (šach dáva { $piece })
illegal-castling-through = Kráľ by prešiel poľom { $square }, ktoré napáda { $piece }
illegal-castling-into = Kráľ by sa dostal na pole { $square }, ktoré napáda { $piece }
illegal-king-into-check = Tvoj kráľ by bol v šachu: šach by dával { $piece }
illegal-kings-adjacent = Králi nikdy nesmú stáť vedľa seba
illegal-still-in-check = Po tomto ťahu by tvoj kráľ zostal v šachu: šach dáva { $piece }
illegal-en-passant-exposes = Branie mimochodom by z radu odstránilo oboch pešiakov a tvoj kráľ by bol v šachu, ktorý dáva { $piece }
illegal-pinned = { $pinned } je vo väzbe: ťahom by sa tvoj kráľ ocitol v šachu, ktorý dáva { $piece }
typed-not-san = „{ $move }“ nie je ťah v algebraickej notácii
typed-illegal = { $move } nie je v tejto pozícii povolený ťah
typed-ambiguous = { $move } môže znamenať viac ako jeden ťah; doplň stĺpec alebo rad, odkiaľ figúrka ťahá
typed-not-uci = „{ $move }“ nie je ťah UCI (dve polia a prípadne písmeno premeny, napríklad e7e8q)

## Training kept in the browser

library-upgrade-blocked = Zoznam partií sa aktualizuje: zavri ostatné karty aplikácie (otvorené pred aktualizáciou), aby sa dokončil.
puzzles-progress-unreadable = Tvoj rating a históriu úloh nebolo možné prečítať, preto začínajú odznova (nečitateľná kópia je odložená bokom).
mistakes-unreadable = Plán precvičovania tvojich chýb nebolo možné prečítať, preto začína odznova z tvojich rozobraných partií.
puzzles-not-saved = Tvoj postup v úlohách sa nepodarilo uložiť (úložisko prehliadača je plné alebo odmietlo): zostane na tejto stránke, kým ju nezatvoríš.

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN je prázdny
fen-field-count = FEN má 6 polí oddelených medzerami (šachovnica, strana na ťahu, rošády, branie mimochodom, počítadlo poťahov, číslo ťahu), aspoň prvé 4; tento ich má { $count }
fen-rank-count = pole šachovnice potrebuje 8 radov oddelených '/'; toto ich má { $count }
fen-rank-length = rad { $rank } v poli šachovnice opisuje iný počet polí ako 8: { $count }
fen-piece-letter = '{ $letter }' na rade { $rank } nie je písmeno figúrky (KQRBNP pre bieleho, kqrbnp pre čierneho, 1-8 pre prázdne polia)
fen-side-to-move = strana na ťahu musí byť 'w' alebo 'b', nie '{ $text }'
fen-castling = pole rošád musí byť '-' alebo písmená z 'KQkq' (alebo stĺpce veží, napríklad 'HAha'), každé najviac raz, nie '{ $text }'
fen-en-passant = pole brania mimochodom musí byť '-' alebo pole ako e3, nie '{ $text }'
fen-halfmove-clock = počítadlo poťahov musí byť celé číslo od 0, nie '{ $text }'
fen-move-number = číslo ťahu musí byť celé číslo od 1, nie '{ $text }'
fen-impossible = nemožná pozícia: { $reason }
position-no-king = { $color ->
    [white] biely nemá kráľa
   *[black] čierny nemá kráľa
}
position-kings = { $color ->
    [white] biely má viac ako jedného kráľa
   *[black] čierny má viac ako jedného kráľa
}
position-pawn-back-rank = na poli { $square } stojí pešiak, ale pešiaci nikdy nestoja na prvom ani poslednom rade
position-pawns = { $color ->
    [white] biely má viac ako 8 pešiakov
   *[black] čierny má viac ako 8 pešiakov
}
position-pieces = { $color ->
    [white] biely má viac ako 16 figúrok
   *[black] čierny má viac ako 16 figúrok
}
position-castling-pieces = { $color ->
    [white] biely nemôže mať právo na rošádu
   *[black] čierny nemôže mať právo na rošádu
} ({ $castling }): na ňu treba kráľa na { $king } a vežu na { $rook }
position-960-castling-h = { $color ->
    [white] biely nemôže mať právo na rošádu
   *[black] čierny nemôže mať právo na rošádu
} ({ $castling }): na ňu treba kráľa na rade { $rank } s vežou na jeho strane smerom k stĺpcu h
position-960-castling-a = { $color ->
    [white] biely nemôže mať právo na rošádu
   *[black] čierny nemôže mať právo na rošádu
} ({ $castling }): na ňu treba kráľa na rade { $rank } s vežou na jeho strane smerom k stĺpcu a
position-en-passant = { $square } nemôže byť poľom brania mimochodom: žiadny pešiak cez neho nemohol práve prejsť dvojkrokom
position-opponent-in-check = { $color ->
    [white] biely je v šachu, ale nie je na ťahu, čo sa nemôže stať
   *[black] čierny je v šachu, ale nie je na ťahu, čo sa nemôže stať
}
position-checkers = kráľ je v šachu od viacerých figúrok naraz ({ $count }), čo žiadny ťah nemôže spôsobiť

## The editor's FEN

editor-fen-unreadable = Tento FEN sa nedá prečítať: { $error }.

## Why a PGN cannot be read

pgn-where = riadok { $line }, stĺpec { $column }: { $what }
pgn-empty = nie je tu žiadna partia
pgn-bad-tag = značka musí vyzerať ako [Name "value"]
pgn-open-comment = tento komentár { $open } nie je nikde uzavretý znakom { $close }
pgn-open-variation = tento variant ( nie je nikde uzavretý znakom )
pgn-stray-parenthesis = táto ) neuzatvára žiadny variant
pgn-variation-first = variant ( musí nasledovať po ťahu, ktorý nahrádza
pgn-bad-fen = značka FEN je chybná: { $error }
pgn-variant = variant '{ $variant }' nie je podporovaný (len štandardný šach a Chess960)
pgn-move = ťah
pgn-null-move = ťah { $move } je nulový ťah (--), čo nie je šachový ťah: on aj ťahy po ňom v jeho variante boli vynechané
pgn-no-draw-to-claim = O remízu možno požiadať len po trojnásobnom opakovaní pozície alebo po päťdesiatich ťahoch bez brania a ťahu pešiakom
