# Teksty aplikacji po polsku (te same klucze co w en.ftl). Kolor strony odmienia się według
# argumentu $color ("white" lub "black"); $side to jej nazwa w mianowniku.

## The menu

title = Szachy
menu-new-game = Nowa partia
menu-new-short = Nowa
menu-games = Partie
menu-puzzles = Zadania
menu-editor = Edytor planszy
menu-editor-short = Edytor
menu-import = Importuj
menu-import-short = Import
menu-export = Eksportuj
menu-export-short = Eksport
menu-settings = Ustawienia
menu-settings-short = Ustawienia
menu-shortcuts = Skróty klawiszowe
menu-label = Menu główne
title-start = Start: gra z komputerem, ze znajomym, zadania…
zen-leave = Wyjdź z trybu zen

## The start choices

start-region = Start gry
start-heading = Zagraj w szachy
start-continue = Kontynuuj
start-computer = Graj z komputerem
start-level = Poziom { $level }
start-elo = około { $elo } Elo
start-levels = Poziom
start-friend = Graj ze znajomym
start-puzzles = Zadania
start-analysis = Plansza analizy
start-editor = Edytor planszy
start-more = Więcej opcji (kolor, tempo, Chess960)…
start-kept = Nowa partia zachowuje trwającą na liście „Partie”.

## Settings

settings-language = Język
cancel = Anuluj

## Banners

banner-update = Nowa wersja aplikacji jest gotowa.
banner-update-reload = Dostępna aktualizacja: odśwież
banner-changed-elsewhere = Ta partia została zmieniona w innej karcie; ruchy z tej karty nie są zapisywane.
banner-load-latest = Wczytaj najnowszą
banner-keep-ours = Zachowaj wersję z tej karty
banner-adding-games = Dodawanie partii: { $done } z { $total }
banner-importing = Importowanie partii

## The board's column and the players

board-region = Plansza
strip-computer = Komputer · { $level }
strip-you = Ty
strip-white-player = Gracz białymi
strip-black-player = Gracz czarnymi
color-white = Białe
color-black = Czarne

## The panel

opening-chess960 = Chess960 · pozycja { $number }
engine-opponent = Komputer: { $level }
discard-question = { $later ->
    [one] Zagrać tu { $move }? Późniejszy ruch zostanie cofnięty.
    [few] Zagrać tu { $move }? { $later } późniejsze ruchy zostaną cofnięte.
   *[many] Zagrać tu { $move }? { $later } późniejszych ruchów zostanie cofniętych.
}
discard-confirm = Zagraj i odrzuć
confirm-move-question = Zagrać { $move }?
confirm-move = Potwierdź
game-over = Koniec partii
game-end-review = Przegląd partii
game-end-analyse = Analizuj
game-end-rematch = Rewanż
tree-this-move = Ten ruch
tree-promote = Przesuń wariant wyżej
tree-main-line = Ustaw jako główną linię
tree-delete = Usuń od tego miejsca
tree-delete-title = Usuń ten ruch i wszystko, co po nim
tree-comment = Komentarz do ruchu
tree-deleted = Usunięto { $move } i kolejne posunięcia.
tree-record-kept = Zakończona partia zachowuje swoje posunięcia: zmieniaj jej warianty albo wybierz Analizuj, aby zmienić samą partię.

## How games end

outcome-win-checkmate = { $winner } wygrywają: mat
outcome-win-resignation = { $winner } wygrywają: przeciwnik się poddał
outcome-win-time = { $winner } wygrywają na czas
outcome-win = { $winner } wygrywają
outcome-draw-stalemate = Remis: pat
outcome-draw-material = Remis: niewystarczający materiał
outcome-draw-threefold = Remis: trzykrotne powtórzenie
outcome-draw-fivefold = Remis: pięciokrotne powtórzenie
outcome-draw-fifty = Remis: zasada 50 ruchów
outcome-draw-seventy-five = Remis: zasada 75 ruchów
outcome-draw-agreement = Remis za zgodą
outcome-draw-timeout = Remis na czas: strona, której został czas, nie mogłaby dać mata
outcome-draw = Remis
reason-checkmate = mat
reason-resignation = poddanie
reason-time = przekroczenie czasu
reason-recorded = według zapisu
reason-stalemate = pat
reason-material = niewystarczający materiał
reason-threefold = trzykrotne powtórzenie
reason-fivefold = pięciokrotne powtórzenie
reason-fifty = zasada 50 ruchów
reason-seventy-five = zasada 75 ruchów
reason-agreement = zgoda
reason-timeout = koniec czasu przy niewystarczającym materiale przeciwnika

## The status line and what is said

status-to-move = { $color ->
    [white] Ruch białych
   *[black] Ruch czarnych
}
status-to-move-check = { $color ->
    [white] Ruch białych — szach
   *[black] Ruch czarnych — szach
}
status-analysis = Analiza
status-viewing-earlier = Oglądasz wcześniejszą pozycję: → lub End, by wrócić
speech-to-move = { $color ->
    [white] Ruch białych.
   *[black] Ruch czarnych.
}
speech-to-move-check = { $color ->
    [white] Ruch białych. Szach.
   *[black] Ruch czarnych. Szach.
}
notice-game-over = Partia się skończyła: { $outcome }
notice-not-your-turn = To nie twój ruch

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Zażądaj remisu: { $reason }
toolbar-claim = Zażądaj remisu
toolbar-offer-draw = Zaproponuj remis
toolbar-offer-draw-title = Zaproponuj komputerowi remis
toolbar-draw = Remis
toolbar-draw-title = Obaj gracze zgadzają się na remis
toolbar-label = Sterowanie partią
toolbar-navigation = Nawigacja po ruchach
toolbar-first = Pierwsza pozycja
toolbar-previous = Poprzedni ruch
toolbar-next = Następny ruch
toolbar-last = Ostatnia pozycja
toolbar-flip = Obróć planszę
toolbar-undo = Cofnij
toolbar-undo-title = Cofnij ostatni ruch
toolbar-resign = Poddaj się

## Chess words

role-pawn = pion
role-knight = skoczek
role-bishop = goniec
role-rook = wieża
role-queen = hetman
role-king = król
strip-clock = { $color ->
    [white] Zegar białych
   *[black] Zegar czarnych
}
strip-no-material = Brak zbitych bierek
strip-has-taken = Zbite: { $pieces }
strip-ahead = { $taken }; przewaga { $lead }

## The engine and analysis

analysis-depth = głębokość { $depth }
analysis-waiting = Analiza…
analysis-checkmate = Mat: partia się skończyła.
analysis-stalemate = Pat: partia się skończyła.
analysis-lines = Linie analizy
analysis-lines-count = { $n ->
    [one] { $n } linia
    [few] { $n } linie
   *[many] { $n } linii
}
engine-thinking = Komputer myśli…
engine-hint-pending = Szukam podpowiedzi…
engine-region = Silnik
engine-move-now = Graj teraz
engine-hint = Podpowiedź
engine-analysis = Analiza
threat-show-title = Pokaż zagrożenie
threat-show = Pokaż zagrożenie
threat-label = { $color ->
    [white] Zagrożenie: najlepsze ruchy, gdyby to był ruch białych
   *[black] Zagrożenie: najlepsze ruchy, gdyby to był ruch czarnych
}
threat-in-check = Przy szachu zagrożenie nie jest pokazywane.

## Confirmations

close = Zamknij
games-unavailable = Twoich partii nie da się zapisać w tej przeglądarce: { $reason }
confirm-resign-title = Poddać się?
confirm-resign-message = Partia się kończy, a przeciwnik wygrywa.
confirm-resign-button = Poddaj się
confirm-agree-draw-title = Zgodzić się na remis?
confirm-agree-draw-message = Obaj gracze się zgadzają: partia kończy się remisem.
confirm-agree-draw-button = Zgódź się na remis
confirm-new-game-title = Opuścić tę partię?
confirm-new-game-message = Zostanie w twoich partiach, niedokończona; możesz ją tam znów otworzyć.
confirm-new-game-button = Opuść i zacznij nową partię
confirm-leave-for-editor-title = Opuścić partię dla edytora planszy?
confirm-leave-for-editor-message = Partia toczy się dalej, gdy edytujesz (jej zegar też), i zostaje w twoich partiach.
confirm-leave-for-editor-button = Otwórz edytor planszy
confirm-leave-for-puzzles-title = Opuścić partię dla zadań?
confirm-leave-for-puzzles-message = Partia toczy się dalej, gdy rozwiązujesz (jej zegar też), i zostaje w twoich partiach.
confirm-leave-for-puzzles-button = Otwórz zadania

## The moves

judgement-inaccuracy = Niedokładność
judgement-mistake = Błąd
judgement-blunder = Poważny błąd
moves-clock-after = Zegar po ruchu
moves-earlier = { $count ->
    [one] { $count } wcześniejszy ruch
    [few] { $count } wcześniejsze ruchy
   *[many] { $count } wcześniejszych ruchów
}
moves-later = { $count ->
    [one] { $count } późniejszy ruch
    [few] { $count } późniejsze ruchy
   *[many] { $count } późniejszych ruchów
}
moves-label = Ruchy
moves-none = Jeszcze nie ma ruchów
move-input-label = Wpisz ruch (SAN lub UCI)
move-input-placeholder = Wpisz ruch: Nf3 lub g1f3
move-input-play = Zagraj
dismiss = Zamknij komunikat
eval-label = Ocena
eval-graph-label = Wykres oceny: szanse białych na wygraną po każdym ruchu

## Learn from your mistakes

learn-title = Ucz się na swoich błędach
learn-view-solution = Pokaż rozwiązanie
learn-skip = Pomiń ten ruch
learn-done = Gotowe: znaleziono { $found } z { $total }.
learn-again = Jeszcze raz
learn-finding = { $judgement ->
    [inaccuracy] { $move } to niedokładność.
    [mistake] { $move } to błąd.
   *[blunder] { $move } to poważny błąd.
} { $color ->
    [white] Znajdź lepszy ruch dla białych.
   *[black] Znajdź lepszy ruch dla czarnych.
}
learn-judging = Oceniam twój ruch…
learn-wrong = { $move }: można lepiej. Spróbuj innego ruchu.
learn-right = { $move }: dobry ruch! Linia silnika: { $line }
learn-next = Dalej
learn-solution = Rozwiązanie: { $line }
learn-count = { $number } z { $total }
learn-leave = Wyjdź

## The review

verdict-engine-move = { $move }: ruch silnika.
verdict-good-move = { $move }: dobry ruch.
verdict-judged = { $move }: { $judgement }.
verdict-best = Najlepszy był
verdict-eval = Ocena { $before } → { $after }
review-progress = Przegląd: { $done } z { $total } pozycji
review-second-look = Jeszcze raz, głębiej, kosztowne ruchy: { $done } z { $total } pozycji
review-third-look = Trzeci, jeszcze głębszy rzut oka na ruchy graniczne: { $done } z { $total } pozycji
review-progress-label = Postęp przeglądu
review-accuracy = Dokładność
review-average-loss = Śr. strata
review-inaccuracies = Niedokładności
review-mistakes = Błędy
review-blunders = Poważne błędy
review-label = Przegląd partii

## Puzzles

theme-mate-in-1 = Mat w 1 ruchu
theme-mate-in-2 = Mat w 2 ruchach
theme-mate-in-3 = Mat w 3 ruchach
theme-fork = Widełki
theme-pin = Związanie
theme-skewer = Rentgen
theme-discovered-attack = Atak z odsłony
theme-hanging-piece = Wisząca bierka
theme-sacrifice = Poświęcenie
theme-back-rank-mate = Mat na ostatniej linii
theme-opening = Debiut
theme-middlegame = Gra środkowa
theme-endgame = Końcówka
theme-long = Długie zadania
puzzles-mistakes-due = Twoje błędy ({ $due })
puzzles-mistakes = Twoje błędy
puzzles-tab-puzzles = Zadania
puzzles-rating = Twój ranking zadań:
puzzles-score = Seria { $streak } · rozwiązane { $solved } z { $played }
puzzles-theme = Motyw
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Dowolny motyw ({ $count })
puzzles-loading = Wczytywanie zadań…
puzzles-unavailable = Nie udało się wczytać zadań: otwórz stronę raz z dostępem do sieci, żeby je zachować.
puzzles-none-of-theme = Nie ma tu zadania z tym motywem: wybierz inny.
puzzles-about = Zadanie { $id } · ranking { $rating }
puzzles-opponent-played = Przeciwnik zagrał { $move }.
puzzles-opponent-moves = Przeciwnik wykonuje ruch…
puzzles-your-turn = { $color ->
    [white] Twój ruch: znajdź najlepszy ruch dla białych.
   *[black] Twój ruch: znajdź najlepszy ruch dla czarnych.
}
puzzles-best-move = Najlepszy ruch!
puzzles-keep-going = Graj dalej…
puzzles-wrong = To nie ten ruch! Spróbuj czegoś innego.
puzzles-checking = Sprawdzam twój ruch…
puzzles-solved = Zadanie rozwiązane! Brawo.
puzzles-complete = Zadanie ukończone (nie liczy się jako rozwiązane).
puzzles-view-solution = Pokaż rozwiązanie
puzzles-retry = Spróbuj ponownie
puzzles-next = Następne zadanie
puzzles-back = Wróć do partii

## Your mistakes

mistakes-count = do powtórki: { $due } · razem: { $all }
mistakes-your-turn = Przeciwnik zagrał { $opponent }. W tej partii twoja odpowiedź to { $played }. { $color ->
    [white] Znajdź lepszy ruch dla białych.
   *[black] Znajdź lepszy ruch dla czarnych.
}
mistakes-right-going = Dobrze! Graj dalej…
mistakes-wrong = Za słabo: przegląd zachował lepszy ruch (twój ruch: { $played }). Spróbuj ponownie.
mistakes-right = Dobrze! Ruch z przeglądu to { $best }.
mistakes-shown = Ruch z przeglądu to { $best }.
mistakes-comes-back = { $days ->
    [0] Zostaje do powtórki.
    [one] Wróci jutro.
    [few] Wróci za { $days } dni.
   *[many] Wróci za { $days } dni.
}
mistakes-reading = Czytam twoje przejrzane partie…
mistakes-none = Jeszcze nie ma błędów. Przejrzyj partię („Przegląd partii”, gdy ma ruchy), a jej błędy i poważne błędy trafią tutaj do ćwiczenia.
mistakes-nothing-due = { $days ->
    [one] Nic do powtórki: następny błąd wróci jutro. Poćwicz mimo to któryś z listy poniżej.
   *[other] Nic do powtórki: następny błąd wróci za { $days } dni. Poćwicz mimo to któryś z listy poniżej.
}
mistakes-next = Następny błąd
mistakes-when = { $days ->
    [0] teraz
    [one] jutro
   *[other] za { $days } dni
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Białe
choice-color-black = Czarne
choice-variant-standard = Standardowe
choice-variant-chess960 = Chess960
choice-variant-position = Od pozycji
choice-side-white = Białe
choice-side-black = Czarne
choice-side-random = Losowo
choice-sounds-tones = Tony
choice-sounds-wood = Drewno
choice-auto-queen-premove = Przy ruchu wyprzedzającym
choice-auto-queen-always = Zawsze
choice-auto-queen-never = Nigdy
choice-blindfold-off = Wyłączone
choice-blindfold-opponent = Ukryj bierki przeciwnika
choice-blindfold-own = Ukryj moje bierki
choice-blindfold-all = Ukryj wszystkie bierki
choice-board-wood = Drewno
choice-board-blue = Niebieska
choice-board-green = Zielona
choice-board-slate = Łupek
choice-pieces-classic = Klasyczne
choice-pieces-modern = Nowoczesne
choice-pieces-contrast = Wysoki kontrast
choice-pieces-letters = Litery
choice-page-system = Jak w systemie (jasna lub ciemna)
choice-page-light = Jasna
choice-page-dark = Ciemna
choice-coordinates-inside = Na planszy
choice-coordinates-outside = Wokół planszy
choice-coordinates-off = Wyłączone
choice-language-browser = Jak w przeglądarce
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
choice-win-resignation = Poddanie
choice-win-time-forfeit = Przekroczenie czasu
choice-win-recorded = Według zapisu
choice-draw-stalemate = Pat
choice-draw-insufficient-material = Niewystarczający materiał
choice-draw-threefold-repetition = Trzykrotne powtórzenie
choice-draw-fivefold-repetition = Pięciokrotne powtórzenie
choice-draw-fifty-move-rule = Zasada 50 ruchów
choice-draw-seventy-five-move-rule = Zasada 75 ruchów
choice-draw-agreement = Zgoda
choice-draw-timeout-vs-insufficient-material = Koniec czasu, brak materiału do mata
choice-draw-recorded = Według zapisu

## New game

level-label = Poziom { $level }, około { $elo }
levels-measured = Siłę każdego poziomu zmierzono w partiach ze Stockfishem ustawionym na grę z danym rankingiem. Poziomy 1–8 grają tak samo na każdym urządzeniu; poziom 9 jest silniejszy na szybszym.
new-game-opponent = Przeciwnik
new-game-computer = Komputer
new-game-friend = Znajomy na tym urządzeniu
new-game-colour = Kolor
new-game-level = Poziom
new-game-variant = Wariant
new-game-fen = Pozycja (FEN)
new-game-start = Zacznij
time-bullet = Bullet
time-blitz = Blitz
time-rapid = Szachy szybkie
time-classical = Klasyczne
new-game-quick-times = Szybki wybór tempa
new-game-no-clock = Bez zegara
new-game-time = Tempo gry
new-game-untimed = Bez limitu czasu
new-game-custom = Własne
new-game-minutes = Minuty
new-game-increment-seconds = Dodatek (sekundy)
new-game-increment = Dodatek

## Settings (the controls)

settings-sound = Dźwięk
settings-sounds = Dźwięki
settings-animate = Animuj ruchy
settings-confirm-moves = Potwierdzaj ruchy (ruch na planszy czeka na „Potwierdź”)
settings-figurines = Notacja z figurkami (♘f3)
settings-board = Plansza
settings-pieces = Bierki
settings-board-previews = Motywy planszy
settings-piece-previews = Zestawy bierek
settings-page = Strona
settings-coordinates = Współrzędne
settings-auto-queen = Automatyczny hetman
settings-blindfold = Na ślepo
settings-board-size-value = Rozmiar planszy: { $size }%
settings-board-size = Rozmiar planszy
settings-zen = Tryb zen (tylko plansza i zegary; z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
}
games-computer = Komputer (poziom { $level })
games-no-opening = debiut bez nazwy
games-reviewed = przejrzana
games-this-game = ta partia
games-open = Otwórz
games-delete = Usuń
games-deleted = Usunięto: { $players }.
games-undo = Cofnij
games-search = Szukaj gracza lub debiutu
games-download-all = Pobierz wszystkie
games-loading = Wczytywanie…
games-none = Nie ma jeszcze partii: każda rozegrana partia jest tu zapisywana ruch po ruchu.
games-none-found = Żadna partia nie pasuje do wyszukiwania.
games-show-more = Pokaż więcej (ukryte: { $hidden }; wyszukiwanie znajdzie każdą)
games-won = Wygrane
games-lost = Przegrane
games-drawn = Remisy
games-other = Niedokończone lub nie twoje
games-result = Wynik
games-any-result = Dowolny wynik
games-your-colour = Twój kolor
games-any-colour = Dowolny kolor
games-had-white = Twoje bierki: białe
games-had-black = Twoje bierki: czarne
games-opening = Debiut
games-any-opening = Dowolny debiut

## Keyboard shortcuts

shortcut-prev-next = Poprzedni i następny ruch
shortcut-variations = Poprzedni i następny wariant na rozgałęzieniu
shortcut-first-last = Pierwsza i ostatnia pozycja
shortcut-flip = Obróć planszę
shortcut-threat = Pokaż zagrożenie (najlepszy ruch przeciwnika, gdyby to był jego ruch)
shortcut-squares = Poruszanie się po polach planszy
shortcut-pick = Podnieś bierkę, potem ją postaw
shortcut-escape = Porzuć wybór lub promocję
shortcut-right-click = Zakreśl pole; przeciągnij prawym przyciskiem: strzałka
shortcut-brushes = Z prawym kliknięciem: czerwony, niebieski (oba: żółty)
shortcut-new-game = Nowa partia
shortcut-zen = Tryb zen: tylko plansza i zegary albo znów wszystko
shortcut-list = Ta lista
keys-home-end = Home End
keys-tab-arrows = Tab, potem strzałki
keys-enter-space = Enter lub spacja
keys-escape = Esc
keys-right-click = Prawy przycisk
keys-shift-alt = Shift, Alt

## Import and export

records-title = Import i eksport
records-copied-fen = FEN skopiowany
records-copied-link = link skopiowany
records-copied-pgn = PGN skopiowany
records-copy-failed-fen = Nie udało się skopiować FEN do schowka; zaznacz go i skopiuj ręcznie
records-copy-failed-link = Nie udało się skopiować linku do schowka; zaznacz go i skopiuj ręcznie
records-copy-failed-pgn = Nie udało się skopiować PGN do schowka; zaznacz go i skopiuj ręcznie
records-text = FEN lub PGN do wczytania
records-placeholder = Wklej FEN lub PGN (jedną partię lub wiele)
records-load = Wczytaj
records-load-analyse = Wczytaj i analizuj
records-load-computer = Wczytaj i graj z komputerem
records-add-all = Dodaj wszystkie do moich partii
records-downloaded = PGN pobrany
records-download-failed = Nie udało się pobrać PGN
records-copy-fen = Kopiuj FEN
records-copy-link = Kopiuj link
records-copy-pgn = Kopiuj PGN
records-download = Pobierz PGN

## The board

piece-white-pawn = biały pion
piece-white-knight = biały skoczek
piece-white-bishop = biały goniec
piece-white-rook = biała wieża
piece-white-queen = biały hetman
piece-white-king = biały król
piece-black-pawn = czarny pion
piece-black-knight = czarny skoczek
piece-black-bishop = czarny goniec
piece-black-rook = czarna wieża
piece-black-queen = czarny hetman
piece-black-king = czarny król
square-empty = puste
board-label = Szachownica
promote-to = Promocja: { $piece }
promote-choose = Wybierz bierkę do promocji

## The board editor

editor-pieces = Bierki
editor-hand-title = Przesuwaj bierki
editor-hand = Przesuń
editor-delete-title = Usuwaj bierki
editor-delete = Usuń
editor-start-position = Pozycja początkowa
editor-clear = Wyczyść
editor-flip = Obróć
editor-castling-right = { $side }: { $castling }
editor-turn = Strona na posunięciu
editor-white-to-play = Ruch białych
editor-black-to-play = Ruch czarnych
editor-castling = Roszada
editor-en-passant = Bicie w przelocie
editor-none = Brak
editor-chess960 = Pozycja Chess960
editor-fen = FEN
editor-play-computer = Graj stąd z komputerem
editor-play-friend = Graj stąd ze znajomym

## What is said and the notices of play

said-new-game = Nowa partia.
said-game-restored = Partia przywrócona.
said-game-loaded = Partia wczytana.
said-played = { $side } zagrały { $move }.
said-taken-back = Ruch cofnięty.
notice-clocks-paused = Gdy strona była zamknięta, zegary stały; teraz znów chodzą.
notice-over-keeps-result = Partia się skończyła i zachowuje swój wynik: przeanalizuj ją, by spróbować innych ruchów
notice-nothing-to-take-back = Nie ma ruchu do cofnięcia

## Notices

notice-draw-accepted = Komputer przyjmuje remis.
notice-draw-declined = Komputer odrzuca remis i gra dalej.
notice-engine-restarted = Silnik przestał odpowiadać i został uruchomiony ponownie; znów myśli.
notice-held-elsewhere = Twoja partia jest otwarta w innej karcie, więc ta karta zaczyna nową; obie zostają na liście „Partie”.
notice-link-invalid = Pozycja w linku jest nieprawidłowa: { $error }
records-loaded-but = Partia została wczytana, ale { $warning }.
records-empty = Najpierw wklej FEN lub PGN
records-fen-invalid = Ten FEN jest nieprawidłowy: { $error }
records-pgn-invalid = Nie udało się odczytać tego PGN: { $error }
records-many-games = Partii w tym PGN: { $count }. Pierwsza jest otwarta, a wszystkie zostają na liście „Partie”.

## Notices at start

notice-shared-position = Udostępniona pozycja jest otwarta. Twoja wcześniejsza partia zostaje na liście „Partie”.

## Dates and other notices

month-1 = sty
month-2 = lut
month-3 = mar
month-4 = kwi
month-5 = maj
month-6 = cze
month-7 = lip
month-8 = sie
month-9 = wrz
month-10 = paź
month-11 = lis
month-12 = gru
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = nieznana data
new-game-fen-missing = Podaj pozycję początkową jako FEN.
new-game-fen-invalid = Z tej pozycji nie da się grać: { $error }.
new-game-fen-over = W tej pozycji partia już się skończyła.
puzzles-not-kept = Zadania { $id } nie ma wśród zadań przechowywanych tutaj ({ $count }); oto inne.
mistakes-engine-unavailable = Liczy się tu tylko ruch z przeglądu: silnik nie może ocenić innych ({ $reason }).

## Speech and the library

speech-castles-kingside = krótka roszada
speech-castles-queenside = długa roszada
speech-passes = pauza
speech-takes = bije
speech-promotes = promocja: { $piece }
library-delete-failed = Nie udało się usunąć partii: { $error }
library-open-failed = Nie udało się otworzyć tej partii: { $error }
library-gone = Tej partii nie ma już w bibliotece
library-download-failed = Nie udało się pobrać partii
library-add-unavailable = Lista partii jest niedostępna w tej przeglądarce, więc nie udało się dodać partii
library-storage-refused = Pamięć przeglądarki odrzuciła partie: może jest pełna
library-added = Dodano do twoich partii: { $added }.
library-added-some-failed = Dodano do twoich partii: { $added } (nieczytelne i pominięte: { $failed }).

## Storage, crashes and the engine

storage-unavailable = Ta przeglądarka nie pozwala stronie przechowywać danych (tryb prywatny lub wyłączona pamięć): partia trwa, ale nie zostanie zachowana po wyjściu.
storage-full = Pamięć przeglądarki jest pełna: partia trwa, ale jej ostatnie ruchy nie są zapisywane. Usuń stare partie z listy „Partie”, by zrobić miejsce.
storage-kept-aside = Została zachowana w pamięci tej przeglądarki jako „{ $key }”.
storage-left = Została tam, gdzie była, jako „{ $key }”.
storage-unrestorable = Nie udało się przywrócić zapisanej partii: { $error }. Zaczęto nową partię.
crash-label = Coś poszło nie tak
crash-title = Coś poszło nie tak: odśwież stronę. Partia jest zachowana w stanie sprzed ostatniej czynności.
engine-unavailable = Nie udało się uruchomić silnika w tej przeglądarce: zagraj ze znajomym albo spróbuj innej przeglądarki.
library-unavailable = lista partii jest niedostępna w tej przeglądarce ({ $reason })
library-updated-elsewhere = Aplikacja została zaktualizowana w innej karcie: odśwież tę kartę, by dalej korzystać z partii.

## Crash

crash-reload = Odśwież

## Saved games that cannot be read

saved-damaged = zapisane dane są uszkodzone ({ $error })
saved-newer = została zapisana przez nowszą wersję aplikacji (format { $format }, ta czyta do { $known })
saved-start = jej pozycja początkowa jest błędna: { $error }
saved-move = jej ruch { $index } ({ $move }) jest niezgodny z przepisami
saved-pgn = nie da się odczytać jej ruchów: { $error }
saved-field = jej pole „{ $field }” ma wartość, której ta aplikacja nie zna

## Why a move is not legal

placed-piece = { $piece } na { $square }
castling-kingside = krótka
castling-queenside = długa
illegal-empty-square = Na polu { $square } nie ma bierki
illegal-not-your-turn = { $color ->
    [white] Teraz ruch białych
   *[black] Teraz ruch czarnych
}
illegal-no-movement = Ruch musi przenieść bierkę na inne pole
illegal-own-piece = Nie można stanąć na polu zajętym przez własną bierkę ({ $piece })
illegal-shape-pawn = Pion idzie o jedno pole prosto do przodu (z pola początkowego o dwa) i bije o jedno pole na ukos do przodu
illegal-shape-knight = Skoczek porusza się po literze L: dwa pola w jednym kierunku, potem jedno w bok
illegal-shape-bishop = Goniec porusza się tylko po przekątnych
illegal-shape-rook = Wieża porusza się tylko po liniach poziomych i pionowych
illegal-shape-queen = Hetman porusza się po liniach poziomych, pionowych i przekątnych
illegal-shape-king = Król idzie o jedno pole w dowolnym kierunku (o dwa tylko przy roszadzie)
illegal-blocked = Drogę zagradza { $piece }: nad bierkami przeskakuje tylko skoczek
illegal-pawn-backward = Pion nigdy nie cofa się
illegal-pawn-straight-capture = Pion bije tylko na ukos
illegal-pawn-diagonal = Pion idzie na ukos tylko wtedy, gdy bije
illegal-en-passant-late = Bicie w przelocie jest dozwolone tylko w ruchu zaraz po podwójnym kroku piona
illegal-double-step = O dwa pola pion może pójść tylko z pola początkowego
illegal-promotion-required = Pion, który dotarł do ostatniej linii, musi zostać promowany: wybierz hetmana, wieżę, gońca lub skoczka
illegal-promotion-not-allowed = Promowany jest tylko pion, który dotarł do ostatniej linii
illegal-promotion-piece = Pion może zostać promowany tylko na hetmana, wieżę, gońca lub skoczka (nie: { $piece })
illegal-castling-king-moved = { $side } roszada nie jest już dozwolona: król już się ruszył
illegal-castling-rook-moved = { $side } roszada nie jest już dozwolona: ta wieża już się ruszyła
illegal-castling-rook-captured = { $side } roszada nie jest już dozwolona: ta wieża została zbita
illegal-castling-lost = { $side } roszada nie jest już dozwolona: ruszył się już król lub ta wieża
illegal-castling-blocked = Roszada jest niedozwolona, gdy między królem a wieżą stoi bierka: { $piece }
illegal-castling-destination = Roszada jest niedozwolona, gdy na polu, na które stanąłby król lub wieża, stoi bierka: { $piece }
illegal-castling-in-check = Roszada jest niedozwolona, gdy król jest szachowany (szachuje { $piece })
illegal-castling-through = Król przeszedłby przez pole { $square }, które atakuje { $piece }
illegal-castling-into = Król stanąłby na polu { $square }, które atakuje { $piece }
illegal-king-into-check = Twój król byłby szachowany: to pole atakuje { $piece }
illegal-kings-adjacent = Królowie nigdy nie mogą stać obok siebie
illegal-still-in-check = Po tym ruchu twój król nadal byłby szachowany: atakuje go { $piece }
illegal-en-passant-exposes = Bicie w przelocie zdjęłoby z linii oba piony i odsłoniło twojego króla na atak: { $piece }
illegal-pinned = Związanie: jeśli odejdzie { $pinned }, twojego króla zaatakuje { $piece }
typed-not-san = „{ $move }” to nie ruch w notacji algebraicznej
typed-illegal = { $move } to nie jest dozwolony ruch w tej pozycji
typed-ambiguous = { $move } może oznaczać więcej niż jeden ruch; dodaj kolumnę lub rząd, z którego idzie bierka
typed-not-uci = „{ $move }” to nie ruch UCI (dwa pola i opcjonalna litera promocji, np. e7e8q)

## Training kept in the browser

library-upgrade-blocked = Lista partii jest aktualizowana: zamknij inne karty aplikacji (otwarte przed aktualizacją), by dokończyć.
puzzles-progress-unreadable = Nie udało się odczytać twojego rankingu i historii zadań, więc zaczynają się od nowa (nieczytelna kopia jest odłożona na bok).
mistakes-unreadable = Nie udało się odczytać planu ćwiczeń twoich błędów, więc zaczyna się od nowa na podstawie przejrzanych partii.
puzzles-not-saved = Nie udało się zapisać postępów w zadaniach (pamięć przeglądarki jest pełna lub odmówiła): zostają na tej stronie, dopóki jest otwarta.

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN jest pusty
fen-field-count = FEN ma 6 pól oddzielonych spacjami (plansza, strona na posunięciu, roszada, bicie w przelocie, licznik półruchów, numer ruchu), co najmniej pierwsze 4; ten ma { $count }
fen-rank-count = pole planszy wymaga 8 rzędów oddzielonych '/'; to ma { $count }
fen-rank-length = rząd { $rank } pola planszy opisuje { $count } pól zamiast 8
fen-piece-letter = '{ $letter }' w rzędzie { $rank } to nie litera bierki (KQRBNP dla białych, kqrbnp dla czarnych, 1-8 dla pustych pól)
fen-side-to-move = strona na posunięciu musi być 'w' lub 'b', nie '{ $text }'
fen-castling = pole roszady musi być '-' lub literami z 'KQkq' (albo kolumnami wież, np. 'HAha'), każda najwyżej raz, nie '{ $text }'
fen-en-passant = pole bicia w przelocie musi być '-' lub polem takim jak e3, nie '{ $text }'
fen-halfmove-clock = licznik półruchów musi być liczbą całkowitą od 0, nie '{ $text }'
fen-move-number = numer ruchu musi być liczbą całkowitą od 1, nie '{ $text }'
fen-impossible = niemożliwa pozycja: { $reason }
position-no-king = { $color ->
    [white] białe nie mają króla
   *[black] czarne nie mają króla
}
position-kings = { $color ->
    [white] białe mają więcej niż jednego króla
   *[black] czarne mają więcej niż jednego króla
}
position-pawn-back-rank = na polu { $square } stoi pion, a piony nigdy nie stoją w pierwszym ani ostatnim rzędzie
position-pawns = { $color ->
    [white] białe mają więcej niż 8 pionów
   *[black] czarne mają więcej niż 8 pionów
}
position-pieces = { $color ->
    [white] białe mają więcej niż 16 bierek
   *[black] czarne mają więcej niż 16 bierek
}
position-castling-pieces = { $color ->
    [white] białe nie mogą mieć prawa do roszady
   *[black] czarne nie mogą mieć prawa do roszady
} ({ $castling }): wymaga ona króla na { $king } i wieży na { $rook }
position-960-castling-h = { $color ->
    [white] białe nie mogą mieć prawa do roszady
   *[black] czarne nie mogą mieć prawa do roszady
} ({ $castling }): wymaga ona króla w rzędzie { $rank } i wieży po jego stronie kolumny h
position-960-castling-a = { $color ->
    [white] białe nie mogą mieć prawa do roszady
   *[black] czarne nie mogą mieć prawa do roszady
} ({ $castling }): wymaga ona króla w rzędzie { $rank } i wieży po jego stronie kolumny a
position-en-passant = { $square } nie może być polem bicia w przelocie: żaden pion nie mógł właśnie przejść przez nie podwójnym krokiem
position-opponent-in-check = { $color ->
    [white] białe są szachowane, choć to nie ich ruch, co jest niemożliwe
   *[black] czarne są szachowane, choć to nie ich ruch, co jest niemożliwe
}
position-checkers = król jest szachowany naraz przez { $count } bierki, czego żaden ruch nie może spowodować

## The editor's FEN

editor-fen-unreadable = Tego FEN nie da się odczytać: { $error }.

## Why a PGN cannot be read

pgn-where = wiersz { $line }, kolumna { $column }: { $what }
pgn-empty = nie ma tu partii
pgn-bad-tag = znacznik musi wyglądać tak: [Nazwa "wartość"]
pgn-open-comment = ten komentarz { $open } nigdzie nie jest zamknięty znakiem { $close }
pgn-open-variation = ten wariant ( nigdzie nie jest zamknięty znakiem )
pgn-stray-parenthesis = ten ) nie zamyka żadnego wariantu
pgn-variation-first = wariant ( musi iść po ruchu, który zastępuje
pgn-bad-fen = znacznik FEN jest błędny: { $error }
pgn-variant = wariant „{ $variant }” nie jest obsługiwany (tylko szachy standardowe i Chess960)
pgn-move = ruch
pgn-null-move = ruch { $move } to ruch zerowy (--), który nie jest ruchem szachowym: on i następne ruchy jego linii zostały pominięte
pgn-no-draw-to-claim = Remisu można zażądać tylko po trzykrotnym powtórzeniu albo po pięćdziesięciu ruchach bez bicia i ruchu pionem
