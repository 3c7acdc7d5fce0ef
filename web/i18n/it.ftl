# I testi dell'app in italiano (le stesse chiavi di en.ftl).

## Il menu

menu-new-game = Nuova partita
menu-new-short = Nuova
menu-games = Partite
menu-puzzles = Problemi
menu-editor = Editor della scacchiera
menu-editor-short = Editor
menu-import = Importa
menu-export = Esporta
menu-settings = Impostazioni
menu-shortcuts = Scorciatoie da tastiera
menu-label = Menu
title-start = Inizio: gioca contro il computer, un amico, problemi…
zen-leave = Esci dalla modalità zen

## Le scelte d'inizio

start-region = Inizio
start-heading = Gioca a scacchi
start-continue = Continua
start-computer = Gioca contro il computer
start-level = Livello { $level }
start-elo = circa { $elo } Elo
start-levels = Livello
start-friend = Gioca contro un amico
start-puzzles = Problemi
start-analysis = Scacchiera d'analisi
start-editor = Editor della scacchiera
start-more = Altre scelte (colore, cadenza, Chess960)…
start-kept = Una nuova partita conserva quella in corso in Partite.

## Impostazioni

settings-language = Lingua
