# Die Texte der App auf Deutsch (dieselben Schlüssel wie en.ftl).

## The menu

title = Schach
menu-new-game = Neue Partie
menu-new-short = Neu
menu-games = Partien
menu-puzzles = Aufgaben
menu-editor = Brett-Editor
menu-editor-short = Editor
menu-import = Importieren
menu-import-short = Import
menu-export = Exportieren
menu-export-short = Export
menu-settings = Einstellungen
menu-settings-short = Optionen
menu-shortcuts = Tastenkürzel
menu-label = Menü
title-start = Start: gegen den Computer, gegen einen Freund, Aufgaben…
zen-leave = Zen-Modus verlassen

## The start choices

start-region = Start
start-heading = Schach spielen
start-continue = Weiterspielen
start-computer = Gegen den Computer
start-level = Stufe { $level }
start-elo = etwa { $elo } Elo
start-levels = Stufe
start-friend = Gegen einen Freund
start-puzzles = Aufgaben
start-analysis = Analysebrett
start-editor = Brett-Editor
start-more = Weitere Optionen (Farbe, Bedenkzeit, Chess960)…
start-kept = Eine neue Partie bewahrt die laufende unter „Partien“ auf.

## Settings

settings-language = Sprache
cancel = Abbrechen

## Banners

banner-update = Eine neue Version der App ist bereit.
banner-update-reload = Update verfügbar: neu laden
banner-changed-elsewhere = Diese Partie wurde in einem anderen Tab geändert; die Züge dieses Tabs werden nicht gespeichert.
banner-load-latest = Neuesten Stand laden
banner-keep-ours = Version dieses Tabs behalten
banner-adding-games = Partien werden hinzugefügt: { $done } von { $total }
banner-importing = Partien werden importiert

## The board's column and the players

board-region = Brett
strip-computer = Computer · { $level }
strip-you = Du
strip-white-player = Weiß
strip-black-player = Schwarz
color-white = Weiß
color-black = Schwarz

## The panel

opening-chess960 = Chess960 · Stellung { $number }
engine-opponent = Computer: { $level }
discard-question = { $later ->
    [one] { $move } hier spielen? Der spätere Zug wird zurückgenommen.
   *[other] { $move } hier spielen? Die { $later } späteren Züge werden zurückgenommen.
}
discard-confirm = Spielen und verwerfen
confirm-move-question = { $move } spielen?
confirm-move = Bestätigen
game-over = Partie beendet
game-end-review = Partie auswerten
game-end-analyse = Analysieren
game-end-rematch = Revanche
tree-this-move = Dieser Zug
tree-promote = Variante hochstufen
tree-main-line = Zur Hauptvariante machen
tree-delete = Ab hier löschen
tree-delete-title = Diesen Zug und alle folgenden löschen
tree-comment = Kommentar zu diesem Zug
tree-deleted = { $move } und die Züge danach gelöscht.
tree-record-kept = Eine beendete Partie behält ihre Züge: Ändere ihre Varianten, oder wähle Analysieren, um die Partie selbst zu ändern.

## How games end

outcome-win-checkmate = { $winner } gewinnt durch Schachmatt
outcome-win-resignation = { $winner } gewinnt durch Aufgabe
outcome-win-time = { $winner } gewinnt auf Zeit
outcome-win = { $winner } gewinnt
outcome-draw-stalemate = Remis durch Patt
outcome-draw-material = Remis durch ungenügendes Material
outcome-draw-threefold = Remis durch dreifache Stellungswiederholung
outcome-draw-fivefold = Remis durch fünffache Stellungswiederholung
outcome-draw-fifty = Remis durch die 50-Züge-Regel
outcome-draw-seventy-five = Remis durch die 75-Züge-Regel
outcome-draw-agreement = Remis durch Vereinbarung
outcome-draw-timeout = Remis auf Zeit: die Seite mit Restzeit hätte nicht mehr mattsetzen können
outcome-draw = Remis
reason-checkmate = Schachmatt
reason-resignation = Aufgabe
reason-time = Zeitüberschreitung
reason-recorded = laut Aufzeichnung
reason-stalemate = Patt
reason-material = ungenügendes Material
reason-threefold = dreifache Stellungswiederholung
reason-fivefold = fünffache Stellungswiederholung
reason-fifty = 50-Züge-Regel
reason-seventy-five = 75-Züge-Regel
reason-agreement = Vereinbarung
reason-timeout = Zeitüberschreitung gegen ungenügendes Material

## The status line and what is said

status-to-move = { $side } am Zug
status-to-move-check = { $side } am Zug — Schach
status-analysis = Analyse
status-viewing-earlier = Du siehst eine frühere Stellung: → oder Ende führt zurück
speech-to-move = { $side } am Zug.
speech-to-move-check = { $side } am Zug. Schach.
notice-game-over = Die Partie ist beendet: { $outcome }
notice-not-your-turn = Du bist nicht am Zug

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Remis beanspruchen: { $reason }
toolbar-claim = Remis beanspruchen
toolbar-offer-draw = Remis anbieten
toolbar-offer-draw-title = Dem Computer Remis anbieten
toolbar-draw = Remis
toolbar-draw-title = Beide Spieler einigen sich auf Remis
toolbar-label = Partiesteuerung
toolbar-navigation = Zugnavigation
toolbar-first = Ausgangsstellung
toolbar-previous = Vorheriger Zug
toolbar-next = Nächster Zug
toolbar-last = Letzte Stellung
toolbar-flip = Brett drehen
toolbar-undo = Zurücknehmen
toolbar-undo-title = Den letzten Zug zurücknehmen
toolbar-resign = Aufgeben

## Chess words

role-pawn = Bauer
role-knight = Springer
role-bishop = Läufer
role-rook = Turm
role-queen = Dame
role-king = König
strip-clock = Uhr von { $side }
strip-no-material = Noch nichts geschlagen
strip-has-taken = Hat geschlagen: { $pieces }
strip-ahead = { $taken }; { $lead } im Vorteil

## The engine and analysis

analysis-depth = Tiefe { $depth }
analysis-waiting = Analysiere…
analysis-checkmate = Schachmatt: die Partie ist beendet.
analysis-stalemate = Patt: die Partie ist beendet.
analysis-lines = Analysevarianten
analysis-lines-count = { $n ->
    [one] { $n } Variante
   *[other] { $n } Varianten
}
engine-thinking = Der Computer denkt nach…
engine-hint-pending = Suche einen Tipp…
engine-region = Engine
engine-move-now = Jetzt ziehen
engine-hint = Tipp
engine-analysis = Analyse
threat-show-title = Die Drohung zeigen
threat-show = Drohung zeigen
threat-label = Drohung: die besten Züge, wenn { $side } am Zug wäre
threat-in-check = Im Schach wird keine Drohung gezeigt.

## Confirmations

close = Schließen
games-unavailable = Deine Partien können in diesem Browser nicht gespeichert werden: { $reason }
confirm-resign-title = Aufgeben?
confirm-resign-message = Die Partie endet und dein Gegner gewinnt.
confirm-resign-button = Aufgeben
confirm-agree-draw-title = Remis vereinbaren?
confirm-agree-draw-message = Beide Spieler sind einverstanden: die Partie endet remis.
confirm-agree-draw-button = Remis vereinbaren
confirm-new-game-title = Diese Partie verlassen?
confirm-new-game-message = Sie bleibt unbeendet unter „Partien“; dort kannst du sie wieder öffnen.
confirm-new-game-button = Verlassen und neue Partie beginnen
confirm-leave-for-editor-title = Diese Partie für den Brett-Editor verlassen?
confirm-leave-for-editor-message = Die Partie läuft weiter, während du bearbeitest (auch ihre Uhr), und bleibt unter „Partien“.
confirm-leave-for-editor-button = Brett-Editor öffnen
confirm-leave-for-puzzles-title = Diese Partie für Aufgaben verlassen?
confirm-leave-for-puzzles-message = Die Partie läuft weiter, während du löst (auch ihre Uhr), und bleibt unter „Partien“.
confirm-leave-for-puzzles-button = Aufgaben öffnen

## The moves

judgement-inaccuracy = Ungenauigkeit
judgement-mistake = Fehler
judgement-blunder = Patzer
moves-clock-after = Uhr nach dem Zug
moves-earlier = { $count } frühere Züge
moves-later = { $count } spätere Züge
moves-label = Züge
moves-none = Noch keine Züge
move-input-label = Zug eingeben (SAN oder UCI)
move-input-placeholder = Zug eingeben: Nf3 oder g1f3
move-input-play = Ziehen
dismiss = Schließen
eval-label = Bewertung
eval-graph-label = Bewertungsverlauf: die Gewinnchancen von Weiß nach jedem Zug

## Learn from your mistakes

learn-title = Aus deinen Fehlern lernen
learn-view-solution = Lösung zeigen
learn-skip = Diesen Zug überspringen
learn-done = Fertig: du hast { $found } von { $total } gefunden.
learn-again = Noch einmal
learn-finding = { $judgement ->
    [inaccuracy] { $move } war eine Ungenauigkeit. Finde einen besseren Zug für { $side }.
    [mistake] { $move } war ein Fehler. Finde einen besseren Zug für { $side }.
   *[blunder] { $move } war ein Patzer. Finde einen besseren Zug für { $side }.
}
learn-judging = Dein Zug wird bewertet…
learn-wrong = { $move }: das geht besser. Versuche einen anderen Zug.
learn-right = { $move }: guter Zug! Die Variante der Engine: { $line }
learn-next = Weiter
learn-solution = Lösung: { $line }
learn-count = { $number } von { $total }
learn-leave = Beenden

## The review

verdict-engine-move = { $move }: der Zug der Engine.
verdict-good-move = { $move }: ein guter Zug.
verdict-judged = { $move }: { $judgement }.
verdict-best = Am besten war
verdict-eval = Bewertung { $before } → { $after }
review-progress = Auswertung: { $done } von { $total } Stellungen
review-second-look = Zweiter, tieferer Blick auf die teuren Züge: { $done } von { $total } Stellungen
review-third-look = Dritter, noch tieferer Blick auf die Grenzfälle: { $done } von { $total } Stellungen
review-progress-label = Fortschritt der Auswertung
review-accuracy = Genauigkeit
review-average-loss = Ø Verlust
review-inaccuracies = Ungenauigkeiten
review-mistakes = Fehler
review-blunders = Patzer
review-label = Partieauswertung

## Puzzles

theme-mate-in-1 = Matt in 1
theme-mate-in-2 = Matt in 2
theme-mate-in-3 = Matt in 3
theme-fork = Gabel
theme-pin = Fesselung
theme-skewer = Spieß
theme-discovered-attack = Abzugsangriff
theme-hanging-piece = Ungedeckte Figur
theme-sacrifice = Opfer
theme-back-rank-mate = Grundreihenmatt
theme-opening = Eröffnung
theme-middlegame = Mittelspiel
theme-endgame = Endspiel
theme-long = Lange Aufgaben
puzzles-mistakes-due = Deine Fehler ({ $due })
puzzles-mistakes = Deine Fehler
puzzles-tab-puzzles = Aufgaben
puzzles-rating = Deine Aufgabenwertung:
puzzles-score = Serie { $streak } · { $solved } von { $played } gelöst
puzzles-theme = Thema
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Alle Themen ({ $count })
puzzles-loading = Aufgaben werden geladen…
puzzles-unavailable = Die Aufgaben konnten nicht geladen werden: öffne die Seite einmal online, damit sie gespeichert werden.
puzzles-none-of-theme = Keine Aufgabe zu diesem Thema: wähle ein anderes.
puzzles-about = Aufgabe { $id } · Wertung { $rating }
puzzles-opponent-played = Dein Gegner spielte { $move }.
puzzles-opponent-moves = Dein Gegner zieht…
puzzles-your-turn = Du bist dran: finde den besten Zug für { $side }.
puzzles-best-move = Bester Zug!
puzzles-keep-going = Weiter so…
puzzles-wrong = Das ist nicht der Zug! Versuche etwas anderes.
puzzles-checking = Dein Zug wird geprüft…
puzzles-solved = Aufgabe gelöst! Gut gemacht.
puzzles-complete = Aufgabe beendet (nicht als gelöst gezählt).
puzzles-view-solution = Lösung zeigen
puzzles-retry = Noch einmal
puzzles-next = Nächste Aufgabe
puzzles-back = Zurück zur Partie

## Your mistakes

mistakes-count = { $due } jetzt fällig · { $all } insgesamt
mistakes-your-turn = Dein Gegner spielte { $opponent }. In dieser Partie hast du dann { $played } gespielt. Finde einen besseren Zug für { $side }.
mistakes-right-going = Richtig! Weiter so…
mistakes-wrong = Nicht gut genug: die Auswertung kannte einen besseren (du hast { $played } gespielt). Versuche es noch einmal.
mistakes-right = Richtig! Der Zug der Auswertung war { $best }.
mistakes-shown = Der Zug der Auswertung war { $best }.
mistakes-comes-back = { $days ->
    [0] Er bleibt fällig.
    [one] Er kommt morgen wieder.
   *[other] Er kommt in { $days } Tagen wieder.
}
mistakes-reading = Deine ausgewerteten Partien werden gelesen…
mistakes-none = Noch keine Fehler. Werte eine Partie aus („Partie auswerten“, sobald sie Züge hat), dann kommen ihre Fehler und Patzer hierher zum Üben.
mistakes-nothing-due = { $days ->
    [one] Gerade ist nichts fällig: der nächste Fehler kommt morgen wieder. Übe trotzdem einen von unten.
   *[other] Gerade ist nichts fällig: der nächste Fehler kommt in { $days } Tagen wieder. Übe trotzdem einen von unten.
}
mistakes-next = Nächster Fehler
mistakes-when = { $days ->
    [0] fällig
    [one] morgen
   *[other] in { $days } Tagen
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Weiß
choice-color-black = Schwarz
choice-variant-standard = Standard
choice-variant-chess960 = Chess960
choice-variant-position = Aus einer Stellung
choice-side-white = Weiß
choice-side-black = Schwarz
choice-side-random = Zufällig
choice-sounds-tones = Töne
choice-sounds-wood = Holz
choice-auto-queen-premove = Bei Vorauszügen
choice-auto-queen-always = Immer
choice-auto-queen-never = Nie
choice-blindfold-off = Aus
choice-blindfold-opponent = Figuren des Gegners verbergen
choice-blindfold-own = Meine Figuren verbergen
choice-blindfold-all = Alle Figuren verbergen
choice-board-wood = Holz
choice-board-blue = Blau
choice-board-green = Grün
choice-board-slate = Schiefer
choice-pieces-classic = Klassisch
choice-pieces-modern = Modern
choice-pieces-contrast = Hoher Kontrast
choice-pieces-letters = Buchstaben
choice-page-system = Wie das System (hell oder dunkel)
choice-page-light = Hell
choice-page-dark = Dunkel
choice-coordinates-inside = Im Brett
choice-coordinates-outside = Um das Brett
choice-coordinates-off = Aus
choice-language-browser = Wie der Browser
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
choice-win-checkmate = Schachmatt
choice-win-resignation = Aufgabe
choice-win-time-forfeit = Zeitüberschreitung
choice-win-recorded = Laut Aufzeichnung
choice-draw-stalemate = Patt
choice-draw-insufficient-material = Ungenügendes Material
choice-draw-threefold-repetition = Dreifache Wiederholung
choice-draw-fivefold-repetition = Fünffache Wiederholung
choice-draw-fifty-move-rule = 50-Züge-Regel
choice-draw-seventy-five-move-rule = 75-Züge-Regel
choice-draw-agreement = Vereinbarung
choice-draw-timeout-vs-insufficient-material = Zeit abgelaufen, kein Mattmaterial
choice-draw-recorded = Laut Aufzeichnung

## New game

level-label = Stufe { $level }, etwa { $elo }
levels-measured = Die Stärke jeder Stufe wurde in Partien gegen Stockfish mit fest eingestellter Wertung gemessen. Die Stufen 1 bis 8 spielen auf jedem Gerät gleich; Stufe 9 ist auf einem schnelleren stärker.
new-game-opponent = Gegner
new-game-computer = Der Computer
new-game-friend = Ein Freund an diesem Gerät
new-game-colour = Farbe
new-game-level = Stufe
new-game-variant = Variante
new-game-fen = Stellung (FEN)
new-game-start = Starten
time-bullet = Bullet
time-blitz = Blitz
time-rapid = Schnellschach
time-classical = Klassisch
new-game-quick-times = Schnellwahl der Bedenkzeit
new-game-no-clock = Ohne Uhr
new-game-time = Bedenkzeit
new-game-untimed = Ohne Zeitbegrenzung
new-game-custom = Eigene
new-game-minutes = Minuten
new-game-increment-seconds = Inkrement (Sekunden)
new-game-increment = Inkrement

## Settings (the controls)

settings-sound = Ton
settings-sounds = Klänge
settings-animate = Züge animieren
settings-confirm-moves = Züge bestätigen (ein Zug auf dem Brett wartet auf „Bestätigen“)
settings-figurines = Figurinen-Notation (♘f3)
settings-board = Brett
settings-pieces = Figuren
settings-board-previews = Brettfarben
settings-piece-previews = Figurensätze
settings-page = Seite
settings-coordinates = Koordinaten
settings-auto-queen = Automatisch Dame
settings-blindfold = Blindschach
settings-board-size-value = Brettgröße: { $size } %
settings-board-size = Brettgröße
settings-zen = Zen-Modus (nur Brett und Uhren; z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
games-computer = Computer (Stufe { $level })
games-no-opening = keine Eröffnung benannt
games-reviewed = ausgewertet
games-this-game = diese Partie
games-open = Öffnen
games-delete = Löschen
games-deleted = Gelöscht: { $players }.
games-undo = Rückgängig
games-search = Nach Spieler oder Eröffnung suchen
games-download-all = Alle herunterladen
games-loading = Wird geladen…
games-none = Noch keine Partien: Jede Partie, die du spielst, wird hier Zug um Zug gespeichert.
games-none-found = Keine Partie passt zur Suche.
games-show-more = Mehr zeigen (noch { $hidden }; die Suche findet alle)
games-won = Gewonnen
games-lost = Verloren
games-drawn = Remis
games-other = Unbeendet oder nicht deine
games-result = Ergebnis
games-any-result = Jedes Ergebnis
games-your-colour = Deine Farbe
games-any-colour = Jede Farbe
games-had-white = Du hattest Weiß
games-had-black = Du hattest Schwarz
games-opening = Eröffnung
games-any-opening = Jede Eröffnung

## Keyboard shortcuts

shortcut-prev-next = Vorheriger und nächster Zug
shortcut-variations = Vorherige und nächste Variante an einer Verzweigung
shortcut-first-last = Erste und letzte Stellung
shortcut-flip = Brett drehen
shortcut-threat = Die Drohung zeigen (den besten Zug des Gegners, wäre er am Zug)
shortcut-squares = Zwischen den Feldern des Bretts wechseln
shortcut-pick = Eine Figur aufnehmen, dann absetzen
shortcut-escape = Auswahl oder Umwandlung verwerfen
shortcut-right-click = Ein Feld einkreisen; mit Rechtsziehen: ein Pfeil
shortcut-brushes = Mit Rechtsklick: rot, blau (beide: gelb)
shortcut-new-game = Neue Partie
shortcut-zen = Zen-Modus: nur Brett und Uhren, oder wieder alles
shortcut-list = Diese Liste
keys-home-end = Pos1 Ende
keys-tab-arrows = Tab, dann Pfeiltasten
keys-enter-space = Eingabe oder Leertaste
keys-escape = Esc
keys-right-click = Rechtsklick
keys-shift-alt = Umschalt, Alt

## Import and export

records-title = Importieren und exportieren
records-copied-fen = FEN kopiert
records-copied-link = Link kopiert
records-copied-pgn = PGN kopiert
records-copy-failed-fen = Die FEN konnte nicht in die Zwischenablage kopiert werden; markiere und kopiere sie von Hand
records-copy-failed-link = Der Link konnte nicht in die Zwischenablage kopiert werden; markiere und kopiere ihn von Hand
records-copy-failed-pgn = Die PGN konnte nicht in die Zwischenablage kopiert werden; markiere und kopiere sie von Hand
records-text = FEN oder PGN zum Laden
records-placeholder = Eine FEN oder eine PGN einfügen (eine Partie oder viele)
records-load = Laden
records-load-analyse = Laden und analysieren
records-load-computer = Laden und gegen den Computer spielen
records-add-all = Alle zu meinen Partien hinzufügen
records-downloaded = PGN heruntergeladen
records-download-failed = Die PGN konnte nicht heruntergeladen werden
records-copy-fen = FEN kopieren
records-copy-link = Link kopieren
records-copy-pgn = PGN kopieren
records-download = PGN herunterladen

## The board

piece-white-pawn = weißer Bauer
piece-white-knight = weißer Springer
piece-white-bishop = weißer Läufer
piece-white-rook = weißer Turm
piece-white-queen = weiße Dame
piece-white-king = weißer König
piece-black-pawn = schwarzer Bauer
piece-black-knight = schwarzer Springer
piece-black-bishop = schwarzer Läufer
piece-black-rook = schwarzer Turm
piece-black-queen = schwarze Dame
piece-black-king = schwarzer König
square-empty = leer
board-label = Schachbrett
promote-to = Umwandeln in: { $piece }
promote-choose = Wähle die Figur für die Umwandlung

## The board editor

editor-pieces = Figuren
editor-hand-title = Figuren verschieben
editor-hand = Verschieben
editor-delete-title = Figuren entfernen
editor-delete = Entfernen
editor-start-position = Grundstellung
editor-clear = Leeren
editor-flip = Drehen
editor-castling-right = { $side } { $castling }
editor-turn = Am Zug
editor-white-to-play = Weiß am Zug
editor-black-to-play = Schwarz am Zug
editor-castling = Rochade
editor-en-passant = En passant
editor-none = Keins
editor-chess960 = Chess960-Stellung
editor-fen = FEN
editor-play-computer = Von hier gegen den Computer spielen
editor-play-friend = Von hier gegen einen Freund spielen

## What is said and the notices of play

said-new-game = Neue Partie.
said-game-restored = Partie wiederhergestellt.
said-game-loaded = Partie geladen.
said-played = { $side } spielt { $move }.
said-taken-back = Zug zurückgenommen.
notice-clocks-paused = Die Uhren standen still, solange die Seite geschlossen war; jetzt laufen sie wieder.
notice-over-keeps-result = Die Partie ist beendet und behält ihr Ergebnis: analysiere sie, um andere Züge zu probieren
notice-nothing-to-take-back = Es gibt keinen Zug zum Zurücknehmen

## Notices

notice-draw-accepted = Der Computer nimmt das Remis an.
notice-draw-declined = Der Computer lehnt das Remis ab und spielt weiter.
notice-engine-restarted = Die Engine antwortete nicht mehr und wurde neu gestartet; sie denkt wieder.
notice-held-elsewhere = Deine Partie ist in einem anderen Tab geöffnet, daher beginnt dieser Tab eine neue; beide bleiben unter „Partien“.
notice-link-invalid = Die Stellung im Link ist ungültig: { $error }
records-loaded-but = Die Partie wurde geladen, aber { $warning }.
records-empty = Füge zuerst eine FEN oder eine PGN ein
records-fen-invalid = Diese FEN ist ungültig: { $error }
records-pgn-invalid = Diese PGN konnte nicht gelesen werden: { $error }
records-many-games = Diese PGN enthält { $count } Partien: die erste ist geöffnet, und alle werden unter „Partien“ aufbewahrt.

## Notices at start

notice-shared-position = Die geteilte Stellung ist geöffnet. Deine vorige Partie bleibt unter „Partien“.

## Dates and other notices

month-1 = Jan.
month-2 = Feb.
month-3 = März
month-4 = Apr.
month-5 = Mai
month-6 = Juni
month-7 = Juli
month-8 = Aug.
month-9 = Sept.
month-10 = Okt.
month-11 = Nov.
month-12 = Dez.
date-day-month-year = { $day }. { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = Datum unbekannt
new-game-fen-missing = Gib die Ausgangsstellung als FEN an.
new-game-fen-invalid = Diese Stellung kann nicht gespielt werden: { $error }.
new-game-fen-over = In dieser Stellung ist die Partie schon beendet.
puzzles-not-kept = Aufgabe { $id } ist nicht unter den { $count } hier gespeicherten Aufgaben; hier ist eine andere.
mistakes-engine-unavailable = Hier zählt nur der Zug der Auswertung: die Engine kann andere nicht beurteilen ({ $reason }).

## Speech and the library

speech-castles-kingside = kurze Rochade
speech-castles-queenside = lange Rochade
speech-passes = passt
speech-takes = schlägt
speech-promotes = wandelt um in { $piece }
library-delete-failed = Die Partie konnte nicht gelöscht werden: { $error }
library-open-failed = Diese Partie konnte nicht geöffnet werden: { $error }
library-gone = Diese Partie ist nicht mehr in der Sammlung
library-download-failed = Die Partien konnten nicht heruntergeladen werden
library-add-unavailable = Die Partienliste ist in diesem Browser nicht verfügbar, daher konnten die Partien nicht hinzugefügt werden
library-storage-refused = Der Speicher des Browsers hat die Partien abgelehnt: er ist vielleicht voll
library-added = { $added } Partien zu deinen Partien hinzugefügt.
library-added-some-failed = { $added } Partien zu deinen Partien hinzugefügt ({ $failed } konnten nicht gelesen werden und wurden ausgelassen).

## Storage, crashes and the engine

storage-unavailable = Dieser Browser lässt die Seite keine Daten speichern (privater Modus oder Speicher ausgeschaltet): deine Partie geht weiter, wird aber nach dem Verlassen nicht aufbewahrt.
storage-full = Der Speicher des Browsers ist voll: deine Partie geht weiter, aber ihre letzten Züge werden nicht gespeichert. Lösche alte Partien aus der Liste „Partien“, um Platz zu schaffen.
storage-kept-aside = Sie wurde im Speicher dieses Browsers als „{ $key }“ aufbewahrt.
storage-left = Sie blieb, wo sie war, als „{ $key }“.
storage-unrestorable = Deine gespeicherte Partie konnte nicht wiederhergestellt werden: { $error }. Eine neue Partie wurde begonnen.
crash-label = Etwas ist schiefgegangen
crash-title = Etwas ist schiefgegangen: lade die Seite neu. Deine Partie ist so gespeichert wie vor der letzten Aktion.
engine-unavailable = Die Engine konnte in diesem Browser nicht starten: spiele gegen einen Freund oder versuche einen anderen Browser.
library-unavailable = die Partienliste ist in diesem Browser nicht verfügbar ({ $reason })
library-updated-elsewhere = Die App wurde in einem anderen Tab aktualisiert: lade diesen Tab neu, um deine Partien weiter zu nutzen.

## Crash

crash-reload = Neu laden

## Saved games that cannot be read

saved-damaged = die gespeicherten Daten sind beschädigt ({ $error })
saved-newer = sie wurde von einer neueren Version der App gespeichert (Format { $format }, diese liest bis { $known })
saved-start = ihre Ausgangsstellung ist falsch: { $error }
saved-move = ihr Zug { $index } ({ $move }) ist nicht regelgemäß
saved-pgn = ihre Züge können nicht gelesen werden: { $error }
saved-field = ihr Feld „{ $field }“ hat einen Wert, den diese App nicht kennt

## Why a move is not legal

placed-piece = { $role ->
    [queen] die Dame auf { $square }
   *[other] der { $piece } auf { $square }
}
castling-kingside = kurz
castling-queenside = lang
illegal-empty-square = Auf { $square } steht keine Figur
illegal-not-your-turn = { $side } ist am Zug
illegal-no-movement = Ein Zug muss die Figur auf ein anderes Feld bringen
illegal-own-piece = Eine Figur darf nicht auf ein Feld ziehen, auf dem eine eigene steht: { $piece } gehört dir
illegal-shape-pawn = Ein Bauer zieht ein Feld geradeaus (zwei von seinem Ausgangsfeld) und schlägt ein Feld schräg nach vorn
illegal-shape-knight = Ein Springer zieht in einem L: zwei Felder in eine Richtung, dann eins zur Seite
illegal-shape-bishop = Ein Läufer zieht nur diagonal
illegal-shape-rook = Ein Turm zieht nur entlang von Reihen und Linien
illegal-shape-queen = Eine Dame zieht entlang von Reihen, Linien und Diagonalen
illegal-shape-king = Ein König zieht ein Feld in jede Richtung (zwei nur bei der Rochade)
illegal-blocked = Im Weg steht { $piece }: nur der Springer springt über andere Figuren
illegal-pawn-backward = Ein Bauer zieht nie rückwärts
illegal-pawn-straight-capture = Ein Bauer schlägt nur schräg
illegal-pawn-diagonal = Ein Bauer zieht nur schräg, wenn er schlägt
illegal-en-passant-late = En passant ist nur direkt im Zug nach dem Doppelschritt des Bauern erlaubt
illegal-double-step = Ein Bauer darf nur von seinem Ausgangsfeld zwei Felder ziehen
illegal-promotion-required = Ein Bauer, der die letzte Reihe erreicht, muss umgewandelt werden: wähle Dame, Turm, Läufer oder Springer
illegal-promotion-not-allowed = Nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt
illegal-promotion-piece = Ein Bauer kann nur in Dame, Turm, Läufer oder Springer umgewandelt werden, nicht in: { $piece }
illegal-castling-king-moved = Die { $side }e Rochade ist nicht mehr erlaubt: der König hat schon gezogen
illegal-castling-rook-moved = Die { $side }e Rochade ist nicht mehr erlaubt: dieser Turm hat schon gezogen
illegal-castling-rook-captured = Die { $side }e Rochade ist nicht mehr erlaubt: dieser Turm wurde geschlagen
illegal-castling-lost = Die { $side }e Rochade ist nicht mehr erlaubt: der König oder dieser Turm hat schon gezogen
illegal-castling-blocked = Rochade ist nicht erlaubt, solange eine Figur zwischen König und Turm steht: { $piece }
illegal-castling-destination = Rochade ist nicht erlaubt, solange eine Figur dort steht, wo König oder Turm landen würden: { $piece }
illegal-castling-in-check = Rochade ist nicht erlaubt, solange der König im Schach steht ({ $piece } gibt Schach)
illegal-castling-through = Der König würde über { $square } ziehen, das { $piece } angreift
illegal-castling-into = Der König würde auf { $square } landen, das { $piece } angreift
illegal-king-into-check = Dein König stünde im Schach: { $piece } greift dieses Feld an
illegal-kings-adjacent = Die Könige dürfen nie nebeneinander stehen
illegal-still-in-check = Nach diesem Zug stünde dein König weiter im Schach: { $piece } greift ihn an
illegal-en-passant-exposes = Der En-passant-Schlag nähme beide Bauern von der Linie und gäbe deinen König frei: { $piece } griffe ihn an
illegal-pinned = { $pinned } ist gefesselt: zieht die Figur, greift { $piece } deinen König an
typed-not-san = „{ $move }“ ist kein Zug in algebraischer Notation
typed-illegal = { $move } ist in dieser Stellung kein regelgemäßer Zug
typed-ambiguous = { $move } kann mehr als ein Zug sein; gib die Linie oder Reihe an, von der die Figur kommt
typed-not-uci = „{ $move }“ ist kein UCI-Zug (zwei Felder und ein optionaler Umwandlungsbuchstabe, etwa e7e8q)

## Training kept in the browser

library-upgrade-blocked = Die Partienliste wird aktualisiert: schließe die anderen Tabs der App (die vor dem Update geöffnet wurden), um fertig zu werden.
puzzles-progress-unreadable = Deine Aufgabenwertung und dein Verlauf konnten nicht gelesen werden und beginnen neu (die unlesbare Kopie wird aufbewahrt).
mistakes-unreadable = Der Übungsplan deiner Fehler konnte nicht gelesen werden und beginnt neu aus deinen ausgewerteten Partien.
puzzles-not-saved = Dein Aufgabenfortschritt konnte nicht gespeichert werden (der Speicher des Browsers ist voll oder lehnt ab): er bleibt auf dieser Seite, bis sie geschlossen wird.

## Why a FEN cannot be read or a position cannot be played

fen-empty = die FEN ist leer
fen-field-count = eine FEN hat 6 durch Leerzeichen getrennte Felder (Brett, Zugrecht, Rochade, En passant, Halbzugzähler, Zugnummer), mindestens die ersten 4; diese hat { $count }
fen-rank-count = das Brettfeld braucht 8 durch „/“ getrennte Reihen; dieses hat { $count }
fen-rank-length = Reihe { $rank } des Brettfelds beschreibt { $count } statt 8 Felder
fen-piece-letter = „{ $letter }“ auf Reihe { $rank } ist kein Figurenbuchstabe (KQRBNP für Weiß, kqrbnp für Schwarz, 1-8 für leere Felder)
fen-side-to-move = das Zugrecht muss „w“ oder „b“ sein, nicht „{ $text }“
fen-castling = das Rochadefeld muss „-“ oder Buchstaben aus „KQkq“ sein (oder die Linien der Türme, etwa „HAha“), jeder höchstens einmal, nicht „{ $text }“
fen-en-passant = das En-passant-Feld muss „-“ oder ein Feld wie e3 sein, nicht „{ $text }“
fen-halfmove-clock = der Halbzugzähler muss eine ganze Zahl ab 0 sein, nicht „{ $text }“
fen-move-number = die Zugnummer muss eine ganze Zahl ab 1 sein, nicht „{ $text }“
fen-impossible = unmögliche Stellung: { $reason }
position-no-king = { $side } hat keinen König
position-kings = { $side } hat mehr als einen König
position-pawn-back-rank = auf { $square } steht ein Bauer, aber Bauern stehen nie auf der ersten oder letzten Reihe
position-pawns = { $side } hat mehr als 8 Bauern
position-pieces = { $side } hat mehr als 16 Figuren
position-castling-pieces = { $side } kann kein Recht auf die { $castling }e Rochade haben: dazu muss der König auf { $king } und der Turm auf { $rook } stehen
position-960-castling-h = { $side } kann kein Recht auf die { $castling }e Rochade haben: dazu muss der König auf Reihe { $rank } stehen, mit einem Turm zu seiner h-Seite
position-960-castling-a = { $side } kann kein Recht auf die { $castling }e Rochade haben: dazu muss der König auf Reihe { $rank } stehen, mit einem Turm zu seiner a-Seite
position-en-passant = { $square } kann nicht das En-passant-Feld sein: kein Bauer kann gerade zwei Felder darüber hinweg gezogen sein
position-opponent-in-check = { $side } steht im Schach, ist aber nicht am Zug, was nicht vorkommen kann
position-checkers = der König steht im Schach von { $count } Figuren zugleich, was kein Zug bewirken kann

## The editor's FEN

editor-fen-unreadable = Diese FEN kann nicht gelesen werden: { $error }.

## Why a PGN cannot be read

pgn-where = Zeile { $line }, Spalte { $column }: { $what }
pgn-empty = hier steht keine Partie
pgn-bad-tag = ein Tag muss so aussehen: [Name "Wert"]
pgn-open-comment = dieser { $open }-Kommentar wird nie mit { $close } geschlossen
pgn-open-variation = diese (-Variante wird nie mit ) geschlossen
pgn-stray-parenthesis = diese ) schließt keine Variante
pgn-variation-first = eine (-Variante muss auf den Zug folgen, den sie ersetzt
pgn-bad-fen = das FEN-Tag ist falsch: { $error }
pgn-variant = die Variante „{ $variant }“ wird nicht unterstützt (nur normales Schach und Chess960)
pgn-move = Zug
pgn-null-move = Zug { $move } ist ein Nullzug (--), kein Zug des Schachs: er und die Züge nach ihm in seiner Variante wurden ausgelassen
pgn-no-draw-to-claim = Remis kann nur nach dreifacher Stellungswiederholung oder fünfzig Zügen ohne Schlagen oder Bauernzug beansprucht werden
