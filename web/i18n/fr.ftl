# Les textes de l'application en français (les mêmes clés que en.ftl).

## Le menu

menu-new-game = Nouvelle partie
menu-new-short = Nouvelle
menu-games = Parties
menu-puzzles = Problèmes
menu-editor = Éditeur d'échiquier
menu-editor-short = Éditeur
menu-import = Importer
menu-export = Exporter
menu-settings = Réglages
menu-shortcuts = Raccourcis clavier
menu-label = Menu
title-start = Accueil : jouer contre l'ordinateur, un ami, des problèmes…
zen-leave = Quitter le mode zen

## Les choix d'accueil

start-region = Accueil
start-heading = Jouer aux échecs
start-continue = Reprendre
start-computer = Jouer contre l'ordinateur
start-level = Niveau { $level }
start-elo = environ { $elo } Elo
start-levels = Niveau
start-friend = Jouer contre un ami
start-puzzles = Problèmes
start-analysis = Échiquier d'analyse
start-editor = Éditeur d'échiquier
start-more = Plus de choix (couleur, cadence, Chess960)…
start-kept = Une nouvelle partie garde celle en cours dans Parties.

## Réglages

settings-language = Langue
