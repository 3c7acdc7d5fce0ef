# Texty aplikace česky (klíče jako v en.ftl). Strany se píší v jednotném čísle ("Bílý na tahu");
# kde věta potřebuje jiný pád nebo malé písmeno, volí se podle klíče barvy (`color`).

## The menu

title = Šachy
menu-new-game = Nová partie
menu-new-short = Nová
menu-games = Partie
menu-puzzles = Úlohy
menu-editor = Editor pozice
menu-editor-short = Editor
menu-import = Import
menu-import-short = Import
menu-export = Export
menu-export-short = Export
menu-settings = Nastavení
menu-settings-short = Nastavení
menu-shortcuts = Klávesové zkratky
menu-label = Menu
title-start = Začít: hra s počítačem, s přítelem, úlohy…
zen-leave = Opustit režim zen

## The start choices

start-region = Začátek
start-heading = Hrát šachy
start-continue = Pokračovat
start-computer = Hrát s počítačem
start-level = Úroveň { $level }
start-elo = asi { $elo } Elo
start-levels = Úroveň
start-friend = Hrát s přítelem
start-puzzles = Úlohy
start-analysis = Analýza
start-editor = Editor pozice
start-more = Další možnosti (barva, čas, Chess960)…
start-kept = Nová partie nechá rozehranou partii v Partiích.

## Settings

settings-language = Jazyk
cancel = Zrušit

## Banners

banner-update = Je připravena nová verze aplikace.
banner-update-reload = Je k dispozici aktualizace: načíst znovu
banner-changed-elsewhere = Tato partie byla změněna v jiné kartě; tahy z této karty se neukládají.
banner-load-latest = Načíst nejnovější
banner-keep-ours = Ponechat verzi z této karty
banner-adding-games = Přidávání partií: { $done } z { $total }
banner-importing = Import partií

## The board's column and the players

board-region = Šachovnice
strip-computer = Počítač · { $level }
strip-you = Ty
strip-white-player = Hráč s bílými
strip-black-player = Hráč s černými
color-white = Bílý
color-black = Černý

## The panel

opening-chess960 = Chess960 · pozice { $number }
engine-opponent = Počítač: { $level }
discard-question = { $later ->
    [one] Zahrát zde { $move }? Pozdější tah bude vzat zpět.
    [few] Zahrát zde { $move }? { $later } pozdější tahy budou vzaty zpět.
   *[other] Zahrát zde { $move }? { $later } pozdějších tahů bude vzato zpět.
}
discard-confirm = Zahrát a zahodit
confirm-move-question = Zahrát { $move }?
confirm-move = Potvrdit
game-over = Konec partie
game-end-review = Rozbor partie
game-end-analyse = Analyzovat
game-end-rematch = Odveta
tree-this-move = Tento tah
tree-promote = Povýšit variantu
tree-main-line = Udělat hlavní variantou
tree-delete = Smazat odsud
tree-delete-title = Smazat tento tah a vše, co následuje
tree-comment = Komentovat tento tah
tree-deleted = Smazán tah { $move } a tahy po něm.
tree-record-kept = Dohraná partie si ponechává své tahy: měňte její varianty, nebo zvolte Analyzovat a měňte partii samotnou.

## How games end

outcome-win-checkmate = { $winner } vyhrává matem
outcome-win-resignation = { $winner } vyhrává, soupeř se vzdal
outcome-win-time = { $winner } vyhrává na čas
outcome-win = { $winner } vyhrává
outcome-draw-stalemate = Remíza patem
outcome-draw-material = Remíza: nedostatek materiálu
outcome-draw-threefold = Remíza trojím opakováním pozice
outcome-draw-fivefold = Remíza pětinásobným opakováním pozice
outcome-draw-fifty = Remíza podle pravidla padesáti tahů
outcome-draw-seventy-five = Remíza podle pravidla sedmdesáti pěti tahů
outcome-draw-agreement = Remíza dohodou
outcome-draw-timeout = Remíza na čas: strana, které zbýval čas, už nemohla dát mat
outcome-draw = Remíza
reason-checkmate = mat
reason-resignation = vzdání
reason-time = překročení času
reason-recorded = podle záznamu
reason-stalemate = pat
reason-material = nedostatek materiálu
reason-threefold = trojí opakování pozice
reason-fivefold = pětinásobné opakování pozice
reason-fifty = pravidlo padesáti tahů
reason-seventy-five = pravidlo sedmdesáti pěti tahů
reason-agreement = dohoda
reason-timeout = překročení času bez matového materiálu

## The status line and what is said

status-to-move = { $side } na tahu
status-to-move-check = { $side } na tahu — šach
status-analysis = Analýza
status-viewing-earlier = Zobrazena dřívější pozice: → nebo End pro návrat
speech-to-move = { $side } na tahu.
speech-to-move-check = { $side } na tahu. Šach.
notice-game-over = Partie skončila: { $outcome }
notice-not-your-turn = Nejsi na tahu

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Požádat o remízu: { $reason }
toolbar-claim = Požádat o remízu
toolbar-offer-draw = Nabídnout remízu
toolbar-offer-draw-title = Nabídnout počítači remízu
toolbar-draw = Remíza
toolbar-draw-title = Oba hráči souhlasí s remízou
toolbar-label = Ovládání partie
toolbar-navigation = Procházení tahů
toolbar-first = První pozice
toolbar-previous = Předchozí tah
toolbar-next = Další tah
toolbar-last = Poslední pozice
toolbar-flip = Otočit šachovnici
toolbar-undo = Zpět
toolbar-undo-title = Vzít zpět poslední tah
toolbar-resign = Vzdát se

## Chess words

role-pawn = pěšec
role-knight = jezdec
role-bishop = střelec
role-rook = věž
role-queen = dáma
role-king = král
strip-clock = { $color ->
    [white] Hodiny bílého
   *[black] Hodiny černého
}
strip-no-material = Žádný sebraný materiál
strip-has-taken = Sebráno: { $pieces }
strip-ahead = { $taken }; náskok { $lead }

## The engine and analysis

analysis-depth = hloubka { $depth }
analysis-waiting = Analyzuji…
analysis-checkmate = Mat: partie skončila.
analysis-stalemate = Pat: partie skončila.
analysis-lines = Varianty analýzy
analysis-lines-count = { $n ->
    [one] { $n } varianta
    [few] { $n } varianty
   *[other] { $n } variant
}
engine-thinking = Počítač přemýšlí…
engine-hint-pending = Hledám nápovědu…
engine-region = Motor
engine-move-now = Táhnout hned
engine-hint = Nápověda
engine-analysis = Analýza
threat-show-title = Ukázat hrozbu
threat-show = Ukázat hrozbu
threat-label = { $color ->
    [white] Hrozba: nejlepší tahy, kdyby byl na tahu bílý
   *[black] Hrozba: nejlepší tahy, kdyby byl na tahu černý
}
threat-in-check = Při šachu se hrozba neukazuje.

## Confirmations

close = Zavřít
games-unavailable = Tvé partie nelze v tomto prohlížeči ukládat: { $reason }
confirm-resign-title = Vzdát se?
confirm-resign-message = Partie skončí a soupeř vyhraje.
confirm-resign-button = Vzdát se
confirm-agree-draw-title = Souhlasit s remízou?
confirm-agree-draw-message = Oba hráči souhlasí: partie končí remízou.
confirm-agree-draw-button = Souhlasit s remízou
confirm-new-game-title = Opustit tuto partii?
confirm-new-game-message = Zůstane nedohraná v tvých Partiích; odtud ji můžeš znovu otevřít.
confirm-new-game-button = Opustit a začít novou partii
confirm-leave-for-editor-title = Opustit tuto partii kvůli editoru pozice?
confirm-leave-for-editor-message = Partie běží dál, zatímco upravuješ (i její hodiny), a zůstává v tvých Partiích.
confirm-leave-for-editor-button = Otevřít editor pozice
confirm-leave-for-puzzles-title = Opustit tuto partii kvůli úlohám?
confirm-leave-for-puzzles-message = Partie běží dál, zatímco řešíš (i její hodiny), a zůstává v tvých Partiích.
confirm-leave-for-puzzles-button = Otevřít úlohy

## The moves

judgement-inaccuracy = Nepřesnost
judgement-mistake = Chyba
judgement-blunder = Hrubá chyba
moves-clock-after = Čas po tahu
moves-earlier = { $count ->
    [one] { $count } dřívější tah
    [few] { $count } dřívější tahy
   *[other] { $count } dřívějších tahů
}
moves-later = { $count ->
    [one] { $count } pozdější tah
    [few] { $count } pozdější tahy
   *[other] { $count } pozdějších tahů
}
moves-label = Tahy
moves-none = Zatím žádné tahy
move-input-label = Napiš tah (SAN nebo UCI)
move-input-placeholder = Napiš tah: Nf3 nebo g1f3
move-input-play = Zahrát
dismiss = Zavřít
eval-label = Hodnocení
eval-graph-label = Graf hodnocení: šance bílého na výhru po každém tahu

## Learn from your mistakes

learn-title = Uč se ze svých chyb
learn-view-solution = Ukázat řešení
learn-skip = Přeskočit tento tah
learn-done = Hotovo: nalezeno { $found } z { $total }.
learn-again = Znovu
learn-finding = { $judgement ->
    [inaccuracy] Tah { $move } byl nepřesný.
    [mistake] Tah { $move } byl chybou.
   *[blunder] Tah { $move } byl hrubou chybou.
} { $color ->
    [white] Najdi lepší tah za bílé.
   *[black] Najdi lepší tah za černé.
}
learn-judging = Hodnotím tvůj tah…
learn-wrong = { $move }: to jde lépe. Zkus jiný tah.
learn-right = { $move }: dobrý tah! Varianta motoru: { $line }
learn-next = Další
learn-solution = Řešení: { $line }
learn-count = { $number } z { $total }
learn-leave = Odejít

## The review

verdict-engine-move = { $move }: tah motoru.
verdict-good-move = { $move }: dobrý tah.
verdict-judged = { $move }: { $judgement }.
verdict-best = Nejlepší bylo
verdict-eval = Hodnocení { $before } → { $after }
review-progress = Rozbor: { $done } z { $total } pozic
review-second-look = Ještě jednou a hlouběji u drahých tahů: { $done } z { $total } pozic
review-third-look = Třetí, ještě hlubší pohled na hraniční tahy: { $done } z { $total } pozic
review-progress-label = Průběh rozboru
review-accuracy = Přesnost
review-average-loss = Prům. ztráta
review-inaccuracies = Nepřesnosti
review-mistakes = Chyby
review-blunders = Hrubé chyby
review-label = Rozbor partie

## Puzzles

theme-mate-in-1 = Mat 1. tahem
theme-mate-in-2 = Mat 2. tahem
theme-mate-in-3 = Mat 3. tahem
theme-fork = Vidlička
theme-pin = Vazba
theme-skewer = Špíz
theme-discovered-attack = Odtažný útok
theme-hanging-piece = Visící figura
theme-sacrifice = Oběť
theme-back-rank-mate = Mat na poslední řadě
theme-opening = Zahájení
theme-middlegame = Střední hra
theme-endgame = Koncovka
theme-long = Dlouhé úlohy
puzzles-mistakes-due = Tvé chyby ({ $due })
puzzles-mistakes = Tvé chyby
puzzles-tab-puzzles = Úlohy
puzzles-rating = Tvůj rating v úlohách:
puzzles-score = Série { $streak } · vyřešeno { $solved } z { $played }
puzzles-theme = Téma
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Jakékoli téma ({ $count })
puzzles-loading = Načítám úlohy…
puzzles-unavailable = Úlohy se nepodařilo načíst: otevři stránku jednou online, aby se uložily.
puzzles-none-of-theme = Úloha s tímto tématem tu není: vyber jiné.
puzzles-about = Úloha { $id } · rating { $rating }
puzzles-opponent-played = Soupeř zahrál { $move }.
puzzles-opponent-moves = Soupeř táhne…
puzzles-your-turn = { $color ->
    [white] Jsi na tahu: najdi nejlepší tah za bílé.
   *[black] Jsi na tahu: najdi nejlepší tah za černé.
}
puzzles-best-move = Nejlepší tah!
puzzles-keep-going = Pokračuj…
puzzles-wrong = To není ten tah! Zkus něco jiného.
puzzles-checking = Kontroluji tvůj tah…
puzzles-solved = Úloha vyřešena! Výborně.
puzzles-complete = Úloha dokončena (nepočítá se jako vyřešená).
puzzles-view-solution = Ukázat řešení
puzzles-retry = Zkusit znovu
puzzles-next = Další úloha
puzzles-back = Zpět k partii

## Your mistakes

mistakes-count = { $due } k opakování teď · { $all } celkem
mistakes-your-turn = Soupeř zahrál { $opponent }. V této partii pak následoval tvůj tah { $played }. { $color ->
    [white] Najdi lepší tah za bílé.
   *[black] Najdi lepší tah za černé.
}
mistakes-right-going = Správně! Pokračuj…
mistakes-wrong = Nestačí: rozbor si ponechal lepší tah (tvůj tah v partii: { $played }). Zkus to znovu.
mistakes-right = Správně! Tah z rozboru byl { $best }.
mistakes-shown = Tah z rozboru byl { $best }.
mistakes-comes-back = { $days ->
    [0] Zůstává k opakování.
    [one] Vrátí se zítra.
    [few] Vrátí se za { $days } dny.
   *[other] Vrátí se za { $days } dní.
}
mistakes-reading = Čtu tvé rozebrané partie…
mistakes-none = Zatím žádné chyby. Udělej rozbor partie (Rozbor partie, jakmile má tahy) a její chyby a hrubé chyby se sem dostanou k procvičení.
mistakes-nothing-due = { $days ->
    [one] Teď nic k opakování: další chyba se vrátí zítra. Přesto si jednu níže procvič.
    [few] Teď nic k opakování: další chyba se vrátí za { $days } dny. Přesto si jednu níže procvič.
   *[other] Teď nic k opakování: další chyba se vrátí za { $days } dní. Přesto si jednu níže procvič.
}
mistakes-next = Další chyba
mistakes-when = { $days ->
    [0] teď
    [one] zítra
    [few] za { $days } dny
   *[other] za { $days } dní
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Bílé
choice-color-black = Černé
choice-variant-standard = Standardní
choice-variant-chess960 = Chess960
choice-variant-position = Z pozice
choice-side-white = Bílé
choice-side-black = Černé
choice-side-random = Náhodně
choice-sounds-tones = Tóny
choice-sounds-wood = Dřevo
choice-auto-queen-premove = Při předtahu
choice-auto-queen-always = Vždy
choice-auto-queen-never = Nikdy
choice-blindfold-off = Vypnuto
choice-blindfold-opponent = Skrýt soupeřovy figury
choice-blindfold-own = Skrýt mé figury
choice-blindfold-all = Skrýt všechny figury
choice-board-wood = Dřevo
choice-board-blue = Modrá
choice-board-green = Zelená
choice-board-slate = Břidlice
choice-pieces-classic = Klasické
choice-pieces-modern = Moderní
choice-pieces-contrast = Vysoký kontrast
choice-pieces-letters = Písmena
choice-page-system = Podle systému (světlá nebo tmavá)
choice-page-light = Světlá
choice-page-dark = Tmavá
choice-coordinates-inside = Uvnitř šachovnice
choice-coordinates-outside = Kolem šachovnice
choice-coordinates-off = Vypnuto
choice-language-browser = Podle prohlížeče
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
choice-win-resignation = Vzdání
choice-win-time-forfeit = Překročení času
choice-win-recorded = Podle záznamu
choice-draw-stalemate = Pat
choice-draw-insufficient-material = Nedostatek materiálu
choice-draw-threefold-repetition = Trojí opakování
choice-draw-fivefold-repetition = Pětinásobné opakování
choice-draw-fifty-move-rule = Pravidlo 50 tahů
choice-draw-seventy-five-move-rule = Pravidlo 75 tahů
choice-draw-agreement = Dohoda
choice-draw-timeout-vs-insufficient-material = Překročení času, bez matového materiálu
choice-draw-recorded = Podle záznamu

## New game

level-label = Úroveň { $level }, asi { $elo }
levels-measured = Síla každé úrovně byla změřena v partiích proti Stockfishi nastavenému na daný rating. Úrovně 1 až 8 hrají na každém zařízení stejně; úroveň 9 je silnější na rychlejším.
new-game-opponent = Soupeř
new-game-computer = Počítač
new-game-friend = Přítel na tomto zařízení
new-game-colour = Barva
new-game-level = Úroveň
new-game-variant = Varianta
new-game-fen = Pozice (FEN)
new-game-start = Začít
time-bullet = Bullet
time-blitz = Blitz
time-rapid = Rapid
time-classical = Klasické
new-game-quick-times = Rychlá volba tempa
new-game-no-clock = Bez hodin
new-game-time = Tempo
new-game-untimed = Bez časového limitu
new-game-custom = Vlastní
new-game-minutes = Minuty
new-game-increment-seconds = Přídavek (sekundy)
new-game-increment = Přídavek

## Settings (the controls)

settings-sound = Zvuk
settings-sounds = Zvuky
settings-animate = Animovat tahy
settings-confirm-moves = Potvrzovat tahy (tah na šachovnici čeká na Potvrdit)
settings-figurines = Figurková notace (♘f3)
settings-board = Šachovnice
settings-pieces = Figury
settings-board-previews = Motivy šachovnice
settings-piece-previews = Sady figur
settings-page = Stránka
settings-coordinates = Souřadnice
settings-auto-queen = Automaticky dáma
settings-blindfold = Naslepo
settings-board-size-value = Velikost šachovnice: { $size } %
settings-board-size = Velikost šachovnice
settings-zen = Režim zen (jen šachovnice a hodiny; z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } tah
    [few] { $count } tahy
   *[other] { $count } tahů
}
games-computer = Počítač (úroveň { $level })
games-no-opening = zahájení bez názvu
games-reviewed = rozebráno
games-this-game = tato partie
games-open = Otevřít
games-delete = Smazat
games-deleted = Smazáno: { $players }.
games-undo = Vrátit
games-search = Hledat podle hráče nebo zahájení
games-download-all = Stáhnout vše
games-loading = Načítám…
games-none = Zatím žádné partie: každá partie, kterou hraješ, se sem ukládá tah po tahu.
games-none-found = Hledání neodpovídá žádná partie.
games-show-more = Zobrazit další (ještě { $hidden }; hledání najde kteroukoli)
games-won = Výhry
games-lost = Prohry
games-drawn = Remízy
games-other = Nedohrané nebo ne tvoje
games-result = Výsledek
games-any-result = Jakýkoli výsledek
games-your-colour = Tvá barva
games-any-colour = Jakákoli barva
games-had-white = Ty s bílými
games-had-black = Ty s černými
games-opening = Zahájení
games-any-opening = Jakékoli zahájení

## Keyboard shortcuts

shortcut-prev-next = Předchozí a další tah
shortcut-variations = Předchozí a další varianta na rozcestí
shortcut-first-last = První a poslední pozice
shortcut-flip = Otočit šachovnici
shortcut-threat = Ukázat hrozbu (nejlepší tah soupeře, kdyby byl na tahu)
shortcut-squares = Pohyb mezi poli šachovnice
shortcut-pick = Zvednout figuru a pak ji položit
shortcut-escape = Zrušit výběr nebo proměnu
shortcut-right-click = Zakroužkovat pole; tažení pravým tlačítkem: šipka
shortcut-brushes = S pravým kliknutím: červená, modrá (obě: žlutá)
shortcut-new-game = Nová partie
shortcut-zen = Režim zen: jen šachovnice a hodiny, nebo zase vše
shortcut-list = Tento seznam
keys-home-end = Home End
keys-tab-arrows = Tab, pak šipky
keys-enter-space = Enter nebo mezerník
keys-escape = Esc
keys-right-click = Pravé tlačítko
keys-shift-alt = Shift, Alt

## Import and export

records-title = Import a export
records-copied-fen = FEN zkopírován
records-copied-link = odkaz zkopírován
records-copied-pgn = PGN zkopírován
records-copy-failed-fen = FEN se nepodařilo zkopírovat do schránky; označ ho a zkopíruj ručně
records-copy-failed-link = Odkaz se nepodařilo zkopírovat do schránky; označ ho a zkopíruj ručně
records-copy-failed-pgn = PGN se nepodařilo zkopírovat do schránky; označ ho a zkopíruj ručně
records-text = FEN nebo PGN k načtení
records-placeholder = Vlož FEN nebo PGN (jednu partii nebo více)
records-load = Načíst
records-load-analyse = Načíst a analyzovat
records-load-computer = Načíst a hrát s počítačem
records-add-all = Přidat vše do mých partií
records-downloaded = PGN staženo
records-download-failed = PGN se nepodařilo stáhnout
records-copy-fen = Kopírovat FEN
records-copy-link = Kopírovat odkaz
records-copy-pgn = Kopírovat PGN
records-download = Stáhnout PGN

## The board

piece-white-pawn = bílý pěšec
piece-white-knight = bílý jezdec
piece-white-bishop = bílý střelec
piece-white-rook = bílá věž
piece-white-queen = bílá dáma
piece-white-king = bílý král
piece-black-pawn = černý pěšec
piece-black-knight = černý jezdec
piece-black-bishop = černý střelec
piece-black-rook = černá věž
piece-black-queen = černá dáma
piece-black-king = černý král
square-empty = prázdné
board-label = Šachovnice
promote-to = Proměna: { $piece }
promote-choose = Vyber figuru pro proměnu

## The board editor

editor-pieces = Figury
editor-hand-title = Přesouvat figury
editor-hand = Přesunout
editor-delete-title = Odebírat figury
editor-delete = Odebrat
editor-start-position = Výchozí pozice
editor-clear = Vyprázdnit
editor-flip = Otočit
editor-castling-right = { $side }: { $castling }
editor-turn = Na tahu
editor-white-to-play = Bílý na tahu
editor-black-to-play = Černý na tahu
editor-castling = Rošáda
editor-en-passant = Braní mimochodem
editor-none = Žádné
editor-chess960 = Pozice Chess960
editor-fen = FEN
editor-play-computer = Hrát odsud s počítačem
editor-play-friend = Hrát odsud s přítelem

## What is said and the notices of play

said-new-game = Nová partie.
said-game-restored = Partie obnovena.
said-game-loaded = Partie načtena.
said-played = { $side }: { $move }.
said-taken-back = Tah vzat zpět.
notice-clocks-paused = Hodiny stály, zatímco byla stránka zavřená; teď znovu běží.
notice-over-keeps-result = Partie skončila a její výsledek platí: analyzuj ji, chceš-li zkoušet jiné tahy
notice-nothing-to-take-back = Není žádný tah, který by šel vzít zpět

## Notices

notice-draw-accepted = Počítač remízu přijímá.
notice-draw-declined = Počítač remízu odmítá a hraje dál.
notice-engine-restarted = Motor přestal odpovídat a byl restartován; znovu přemýšlí.
notice-held-elsewhere = Tvoje partie je otevřená v jiné kartě, takže tato karta začíná novou; obě zůstávají v Partiích.
notice-link-invalid = Pozice v odkazu není platná: { $error }
records-loaded-but = Partie byla načtena, ale { $warning }.
records-empty = Nejdřív vlož FEN nebo PGN
records-fen-invalid = Tento FEN není platný: { $error }
records-pgn-invalid = Toto PGN se nepodařilo přečíst: { $error }
records-many-games = Toto PGN obsahuje více partií ({ $count }): první je otevřená a všechny jsou uloženy v Partiích.

## Notices at start

notice-shared-position = Sdílená pozice je otevřená. Tvoje předchozí partie zůstává v Partiích.

## Dates and other notices

month-1 = led
month-2 = úno
month-3 = bře
month-4 = dub
month-5 = kvě
month-6 = čvn
month-7 = čvc
month-8 = srp
month-9 = zář
month-10 = říj
month-11 = lis
month-12 = pro
date-day-month-year = { $day }. { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = neznámé datum
new-game-fen-missing = Zadej výchozí pozici jako FEN.
new-game-fen-invalid = Tuto pozici nelze hrát: { $error }.
new-game-fen-over = V této pozici už partie skončila.
puzzles-not-kept = Úloha { $id } není mezi úlohami uloženými zde ({ $count }); tady je jiná.
mistakes-engine-unavailable = Počítá se tu jen tah z rozboru: motor nemůže posoudit jiné ({ $reason }).

## Speech and the library

speech-castles-kingside = krátká rošáda
speech-castles-queenside = dlouhá rošáda
speech-passes = vynechává tah
speech-takes = bere
speech-promotes = proměna: { $piece }
library-delete-failed = Partii se nepodařilo smazat: { $error }
library-open-failed = Tuto partii se nepodařilo otevřít: { $error }
library-gone = Tato partie už v knihovně není
library-download-failed = Partie se nepodařilo stáhnout
library-add-unavailable = Seznam partií není v tomto prohlížeči k dispozici, takže partie nešlo přidat
library-storage-refused = Úložiště prohlížeče partie odmítlo: možná je plné
library-added = Přidáno do tvých partií: { $added }.
library-added-some-failed = Přidáno do tvých partií: { $added } (nepřečtené a vynechané: { $failed }).

## Storage, crashes and the engine

storage-unavailable = Tento prohlížeč nedovoluje stránce ukládat data (anonymní režim nebo vypnuté úložiště): partie pokračuje, ale po odchodu se neuloží.
storage-full = Úložiště prohlížeče je plné: partie pokračuje, ale její poslední tahy se neukládají. Smaž staré partie ze seznamu Partie, aby bylo místo.
storage-kept-aside = Byla uložena v úložišti tohoto prohlížeče jako „{ $key }“.
storage-left = Zůstala, kde byla, jako „{ $key }“.
storage-unrestorable = Uloženou partii nešlo obnovit: { $error }. Byla zahájena nová partie.
crash-label = Něco se pokazilo
crash-title = Něco se pokazilo: načti stránku znovu. Partie zůstala taková, jaká byla před poslední akcí.
engine-unavailable = Motor se v tomto prohlížeči nemohl spustit: hraj s přítelem, nebo zkus jiný prohlížeč.
library-unavailable = seznam partií není v tomto prohlížeči k dispozici ({ $reason })
library-updated-elsewhere = Aplikace byla aktualizována v jiné kartě: načti tuto kartu znovu a pak budeš moci dál používat své partie.

## Crash

crash-reload = Načíst znovu

## Saved games that cannot be read

saved-damaged = uložená data jsou poškozená ({ $error })
saved-newer = byla uložena novější verzí aplikace (formát { $format }, tato čte nejvýše { $known })
saved-start = její výchozí pozice je chybná: { $error }
saved-move = její tah { $index } ({ $move }) není povolený
saved-pgn = její tahy nelze přečíst: { $error }
saved-field = její pole '{ $field }' má hodnotu, kterou tato aplikace nezná

## Why a move is not legal

placed-piece = { $piece } na { $square }
castling-kingside = krátká
castling-queenside = dlouhá
illegal-empty-square = Na poli { $square } není žádná figura
illegal-not-your-turn = { $color ->
    [white] Na tahu je bílý
   *[black] Na tahu je černý
}
illegal-no-movement = Tah musí figuru přemístit na jiné pole
illegal-own-piece = Figura nesmí vstoupit na pole obsazené vlastní figurou: { $piece } je tvoje figura
illegal-shape-pawn = Pěšec táhne o jedno pole rovně vpřed (z výchozího pole o dvě) a bere o jedno pole šikmo vpřed
illegal-shape-knight = Jezdec táhne do L: o dvě pole jedním směrem a pak o jedno stranou
illegal-shape-bishop = Střelec táhne jen po diagonálách
illegal-shape-rook = Věž táhne jen po řadách a sloupcích
illegal-shape-queen = Dáma táhne po řadách, sloupcích a diagonálách
illegal-shape-king = Král táhne o jedno pole libovolným směrem (o dvě jen při rošádě)
illegal-blocked = Cestu blokuje { $piece }: přes figury přeskakuje jen jezdec
illegal-pawn-backward = Pěšec nikdy netáhne zpět
illegal-pawn-straight-capture = Pěšec bere jen šikmo
illegal-pawn-diagonal = Pěšec táhne šikmo jen tehdy, když bere
illegal-en-passant-late = Brát mimochodem lze jen v tahu hned po dvojkroku pěšce
illegal-double-step = Pěšec smí táhnout o dvě pole jen ze svého výchozího pole
illegal-promotion-required = Pěšec, který dojde na poslední řadu, se musí proměnit: vyber dámu, věž, střelce nebo jezdce
illegal-promotion-not-allowed = Promění se jen pěšec, který dojde na poslední řadu
illegal-promotion-piece = Pěšec se může proměnit jen v dámu, věž, střelce nebo jezdce (ne: { $piece })
illegal-castling-king-moved = { $side } rošáda už není povolena: král už táhl
illegal-castling-rook-moved = { $side } rošáda už není povolena: ta věž už táhla
illegal-castling-rook-captured = { $side } rošáda už není povolena: ta věž byla sebrána
illegal-castling-lost = { $side } rošáda už není povolena: už táhl král nebo ta věž
illegal-castling-blocked = Rošáda není povolena, dokud mezi králem a věží stojí figura: { $piece }
illegal-castling-destination = Rošáda není povolena, dokud na poli, kam by došel král nebo věž, stojí figura: { $piece }
illegal-castling-in-check = Rošáda není povolena, když je král v šachu (šach dává { $piece })
illegal-castling-through = Král by prošel polem { $square }, které napadá { $piece }
illegal-castling-into = Král by se dostal na pole { $square }, které napadá { $piece }
illegal-king-into-check = Tvůj král by byl v šachu: šach by dával { $piece }
illegal-kings-adjacent = Králové nikdy nesmějí stát vedle sebe
illegal-still-in-check = Po tomto tahu by tvůj král zůstal v šachu: šach dává { $piece }
illegal-en-passant-exposes = Braní mimochodem by z řady odstranilo oba pěšce a vystavilo tvého krále útoku: útočí { $piece }
illegal-pinned = { $pinned } je ve vazbě: tahem by se tvůj král ocitl v šachu, který dává { $piece }
typed-not-san = „{ $move }“ není tah v algebraické notaci
typed-illegal = { $move } není v této pozici povolený tah
typed-ambiguous = { $move } může znamenat více než jeden tah; doplň sloupec nebo řadu, odkud figura táhne
typed-not-uci = „{ $move }“ není tah UCI (dvě pole a případně písmeno proměny, například e7e8q)

## Training kept in the browser

library-upgrade-blocked = Seznam partií se aktualizuje: zavři ostatní karty aplikace (otevřené před aktualizací), aby se dokončil.
puzzles-progress-unreadable = Tvůj rating a historii úloh nešlo přečíst, takže začínají znovu (nečitelná kopie je uložena stranou).
mistakes-unreadable = Plán procvičování tvých chyb nešlo přečíst, takže začíná znovu z tvých rozebraných partií.
puzzles-not-saved = Tvůj postup v úlohách nešlo uložit (úložiště prohlížeče je plné nebo odmítlo): zůstane na této stránce, dokud ji nezavřeš.

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN je prázdný
fen-field-count = FEN má 6 polí oddělených mezerami (šachovnice, strana na tahu, rošády, braní mimochodem, počítadlo půltahů, číslo tahu), nejméně první 4; tento jich má { $count }
fen-rank-count = pole šachovnice potřebuje 8 řad oddělených '/'; toto jich má { $count }
fen-rank-length = řada { $rank } v poli šachovnice popisuje jiný počet polí než 8: { $count }
fen-piece-letter = '{ $letter }' na řadě { $rank } není písmeno figury (KQRBNP pro bílého, kqrbnp pro černého, 1-8 pro prázdná pole)
fen-side-to-move = strana na tahu musí být 'w' nebo 'b', ne '{ $text }'
fen-castling = pole rošád musí být '-' nebo písmena z 'KQkq' (nebo sloupce věží, například 'HAha'), každé nejvýše jednou, ne '{ $text }'
fen-en-passant = pole braní mimochodem musí být '-' nebo pole jako e3, ne '{ $text }'
fen-halfmove-clock = počítadlo půltahů musí být celé číslo od 0, ne '{ $text }'
fen-move-number = číslo tahu musí být celé číslo od 1, ne '{ $text }'
fen-impossible = nemožná pozice: { $reason }
position-no-king = { $color ->
    [white] bílý nemá krále
   *[black] černý nemá krále
}
position-kings = { $color ->
    [white] bílý má víc než jednoho krále
   *[black] černý má víc než jednoho krále
}
position-pawn-back-rank = na poli { $square } stojí pěšec, ale pěšci nikdy nestojí na první ani poslední řadě
position-pawns = { $color ->
    [white] bílý má víc než 8 pěšců
   *[black] černý má víc než 8 pěšců
}
position-pieces = { $color ->
    [white] bílý má víc než 16 figur
   *[black] černý má víc než 16 figur
}
position-castling-pieces = { $color ->
    [white] bílý nemůže mít právo na rošádu
   *[black] černý nemůže mít právo na rošádu
} ({ $castling }): k ní je třeba krále na { $king } a věž na { $rook }
position-960-castling-h = { $color ->
    [white] bílý nemůže mít právo na rošádu
   *[black] černý nemůže mít právo na rošádu
} ({ $castling }): k ní je třeba krále na řadě { $rank } s věží na jeho straně k sloupci h
position-960-castling-a = { $color ->
    [white] bílý nemůže mít právo na rošádu
   *[black] černý nemůže mít právo na rošádu
} ({ $castling }): k ní je třeba krále na řadě { $rank } s věží na jeho straně k sloupci a
position-en-passant = { $square } nemůže být polem braní mimochodem: žádný pěšec přes něj nemohl právě přejít dvojkrokem
position-opponent-in-check = { $color ->
    [white] bílý je v šachu, ale není na tahu, což nemůže nastat
   *[black] černý je v šachu, ale není na tahu, což nemůže nastat
}
position-checkers = král je v šachu od více figur najednou ({ $count }), což žádný tah nemůže způsobit

## The editor's FEN

editor-fen-unreadable = Tento FEN nelze přečíst: { $error }.

## Why a PGN cannot be read

pgn-where = řádek { $line }, sloupec { $column }: { $what }
pgn-empty = není tu žádná partie
pgn-bad-tag = značka musí vypadat jako [Name "value"]
pgn-open-comment = tento komentář { $open } není nikde uzavřen znakem { $close }
pgn-open-variation = tato varianta ( není nikde uzavřena znakem )
pgn-stray-parenthesis = tato ) neuzavírá žádnou variantu
pgn-variation-first = varianta ( musí následovat po tahu, který nahrazuje
pgn-bad-fen = značka FEN je chybná: { $error }
pgn-variant = varianta '{ $variant }' není podporována (jen standardní šachy a Chess960)
pgn-move = tah
pgn-null-move = tah { $move } je nulový tah (--), což není šachový tah: on i tahy po něm v jeho variantě byly vynechány
pgn-no-draw-to-claim = O remízu lze požádat jen po trojím opakování pozice nebo po padesáti tazích bez braní a tahu pěšcem
