# Los textos de la aplicación en español (las mismas claves que en.ftl).

## El menú

menu-new-game = Nueva partida
menu-new-short = Nueva
menu-games = Partidas
menu-puzzles = Problemas
menu-editor = Editor de tablero
menu-editor-short = Editor
menu-import = Importar
menu-export = Exportar
menu-settings = Ajustes
menu-shortcuts = Atajos de teclado
menu-label = Menú
title-start = Inicio: jugar contra el ordenador, un amigo, problemas…
zen-leave = Salir del modo zen

## Las opciones de inicio

start-region = Inicio
start-heading = Jugar al ajedrez
start-continue = Continuar
start-computer = Jugar contra el ordenador
start-level = Nivel { $level }
start-elo = unos { $elo } Elo
start-levels = Nivel
start-friend = Jugar contra un amigo
start-puzzles = Problemas
start-analysis = Tablero de análisis
start-editor = Editor de tablero
start-more = Más opciones (color, ritmo, Chess960)…
start-kept = Una partida nueva guarda la que está en curso en Partidas.

## Ajustes

settings-language = Idioma
