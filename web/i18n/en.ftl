# The app's texts in English: the reference every other language follows (the same keys).
# Project Fluent syntax: https://projectfluent.org/fluent/guide/

## The menu

menu-new-game = New game
menu-new-short = New
menu-games = Games
menu-puzzles = Puzzles
menu-editor = Board editor
menu-editor-short = Editor
menu-import = Import
menu-export = Export
menu-settings = Settings
menu-shortcuts = Keyboard shortcuts
menu-label = Menu
title-start = Start: play the computer, a friend, puzzles…
zen-leave = Leave zen mode

## The start choices

start-region = Start
start-heading = Play chess
start-continue = Continue
start-computer = Play the computer
start-level = Level { $level }
start-elo = about { $elo } Elo
start-levels = Level
start-friend = Play a friend
start-puzzles = Puzzles
start-analysis = Analysis board
start-editor = Board editor
start-more = More choices (colour, time, Chess960)…
start-kept = A new game keeps the one in progress in Games.

## Settings

settings-language = Language
