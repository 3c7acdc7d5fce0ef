# Die Texte der App auf Deutsch (dieselben Schlüssel wie en.ftl).

## Das Menü

menu-new-game = Neue Partie
menu-new-short = Neu
menu-games = Partien
menu-puzzles = Aufgaben
menu-editor = Brett-Editor
menu-editor-short = Editor
menu-import = Importieren
menu-export = Exportieren
menu-settings = Einstellungen
menu-shortcuts = Tastenkürzel
menu-label = Menü
title-start = Start: gegen den Computer, gegen einen Freund, Aufgaben…
zen-leave = Zen-Modus verlassen

## Die Startauswahl

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

## Einstellungen

settings-language = Sprache
