# Los textos de la aplicación en español (las mismas claves que en.ftl).

## The menu

title = Ajedrez
menu-new-game = Nueva partida
menu-new-short = Nueva
menu-games = Partidas
menu-puzzles = Problemas
menu-editor = Editor de tablero
menu-editor-short = Editor
menu-import = Importar
menu-import-short = Importar
menu-export = Exportar
menu-export-short = Exportar
menu-settings = Ajustes
menu-settings-short = Ajustes
menu-shortcuts = Atajos de teclado
menu-label = Menú
title-start = Inicio: jugar contra el ordenador, un amigo, problemas…
zen-leave = Salir del modo zen

## The start choices

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

## Settings

settings-language = Idioma
cancel = Cancelar

## Banners

banner-update = Hay una nueva versión de la aplicación lista.
banner-update-reload = Actualización disponible: recargar
banner-changed-elsewhere = Esta partida se cambió en otra pestaña; las jugadas de esta pestaña no se están guardando.
banner-load-latest = Cargar la más reciente
banner-keep-ours = Conservar la versión de esta pestaña
banner-adding-games = Añadiendo partidas: { $done } de { $total }
banner-importing = Importando partidas

## The board's column and the players

board-region = Tablero
strip-computer = Ordenador · { $level }
strip-you = Tú
strip-white-player = Blancas
strip-black-player = Negras
color-white = Blancas
color-black = Negras

## The panel

opening-chess960 = Chess960 · posición { $number }
engine-opponent = Ordenador: { $level }
discard-question = { $later ->
    [one] ¿Jugar { $move } aquí? Se anulará la jugada posterior.
   *[other] ¿Jugar { $move } aquí? Se anularán las { $later } jugadas posteriores.
}
discard-confirm = Jugar y descartar
confirm-move-question = ¿Jugar { $move }?
confirm-move = Confirmar
game-over = Partida terminada
game-end-review = Revisar la partida
game-end-analyse = Analizar
game-end-rematch = Revancha
tree-this-move = Esta jugada
tree-promote = Subir la variante
tree-main-line = Convertir en línea principal
tree-delete = Borrar desde aquí
tree-delete-title = Borrar esta jugada y las siguientes
tree-comment = Comentar esta jugada
tree-deleted = Se ha borrado { $move } y las jugadas siguientes.
tree-record-kept = Una partida terminada conserva sus jugadas: cambia sus variantes, o elige Analizar para cambiar la partida misma.

## How games end

outcome-win-checkmate = Ganan las { $winner } por jaque mate
outcome-win-resignation = Ganan las { $winner } por abandono
outcome-win-time = Ganan las { $winner } por tiempo
outcome-win = Ganan las { $winner }
outcome-draw-stalemate = Tablas por ahogado
outcome-draw-material = Tablas por material insuficiente
outcome-draw-threefold = Tablas por triple repetición
outcome-draw-fivefold = Tablas por quíntuple repetición
outcome-draw-fifty = Tablas por la regla de las 50 jugadas
outcome-draw-seventy-five = Tablas por la regla de las 75 jugadas
outcome-draw-agreement = Tablas de mutuo acuerdo
outcome-draw-timeout = Tablas por tiempo: el bando con tiempo no podía dar mate
outcome-draw = Tablas
reason-checkmate = jaque mate
reason-resignation = abandono
reason-time = tiempo agotado
reason-recorded = según lo registrado
reason-stalemate = ahogado
reason-material = material insuficiente
reason-threefold = triple repetición
reason-fivefold = quíntuple repetición
reason-fifty = regla de las 50 jugadas
reason-seventy-five = regla de las 75 jugadas
reason-agreement = mutuo acuerdo
reason-timeout = tiempo agotado contra material insuficiente

## The status line and what is said

status-to-move = Juegan las { $side }
status-to-move-check = Juegan las { $side } — jaque
status-analysis = Análisis
status-viewing-earlier = Estás viendo una posición anterior: → o Fin para volver
speech-to-move = Juegan las { $side }.
speech-to-move-check = Juegan las { $side }. Jaque.
notice-game-over = La partida ha terminado: { $outcome }
notice-not-your-turn = No es tu turno

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Reclamar tablas por { $reason }
toolbar-claim = Reclamar tablas
toolbar-offer-draw = Ofrecer tablas
toolbar-offer-draw-title = Ofrecer tablas al ordenador
toolbar-draw = Tablas
toolbar-draw-title = Ambos jugadores acuerdan tablas
toolbar-label = Controles de la partida
toolbar-navigation = Navegación por las jugadas
toolbar-first = Posición inicial
toolbar-previous = Jugada anterior
toolbar-next = Jugada siguiente
toolbar-last = Última posición
toolbar-flip = Girar el tablero
toolbar-undo = Deshacer
toolbar-undo-title = Anular la última jugada
toolbar-resign = Abandonar

## Chess words

role-pawn = peón
role-knight = caballo
role-bishop = alfil
role-rook = torre
role-queen = dama
role-king = rey
strip-clock = Reloj de las { $side }
strip-no-material = Sin capturas
strip-has-taken = Ha capturado: { $pieces }
strip-ahead = { $taken }; ventaja de { $lead }

## The engine and analysis

analysis-depth = profundidad { $depth }
analysis-waiting = Analizando…
analysis-checkmate = Jaque mate: la partida ha terminado.
analysis-stalemate = Ahogado: la partida ha terminado.
analysis-lines = Líneas de análisis
analysis-lines-count = { $n ->
    [one] { $n } línea
   *[other] { $n } líneas
}
engine-thinking = El ordenador está pensando…
engine-hint-pending = Buscando una pista…
engine-region = Motor
engine-move-now = Jugar ya
engine-hint = Pista
engine-analysis = Análisis
threat-show-title = Mostrar la amenaza
threat-show = Amenaza
threat-label = Amenaza: las mejores jugadas si jugaran las { $side }
threat-in-check = No se muestra la amenaza en jaque.

## Confirmations

close = Cerrar
games-unavailable = Tus partidas no se pueden guardar en este navegador: { $reason }
confirm-resign-title = ¿Abandonar?
confirm-resign-message = La partida termina y gana tu rival.
confirm-resign-button = Abandonar
confirm-agree-draw-title = ¿Acordar tablas?
confirm-agree-draw-message = Ambos jugadores están de acuerdo: la partida termina en tablas.
confirm-agree-draw-button = Acordar tablas
confirm-new-game-title = ¿Dejar esta partida?
confirm-new-game-message = Queda sin terminar en tus Partidas; puedes volver a abrirla allí.
confirm-new-game-button = Dejarla y empezar una nueva
confirm-leave-for-editor-title = ¿Dejar esta partida por el editor?
confirm-leave-for-editor-message = La partida sigue mientras editas (también su reloj) y queda en tus Partidas.
confirm-leave-for-editor-button = Abrir el editor
confirm-leave-for-puzzles-title = ¿Dejar esta partida por los problemas?
confirm-leave-for-puzzles-message = La partida sigue mientras resuelves (también su reloj) y queda en tus Partidas.
confirm-leave-for-puzzles-button = Abrir los problemas

## The moves

judgement-inaccuracy = Imprecisión
judgement-mistake = Error
judgement-blunder = Error grave
moves-clock-after = Reloj tras la jugada
moves-earlier = { $count } jugadas anteriores
moves-later = { $count } jugadas posteriores
moves-label = Jugadas
moves-none = Aún no hay jugadas
move-input-label = Escribe una jugada (SAN o UCI)
move-input-placeholder = Escribe una jugada: Nf3 o g1f3
move-input-play = Jugar
dismiss = Cerrar
eval-label = Evaluación
eval-graph-label = Gráfica de evaluación: las opciones de ganar de las blancas tras cada jugada

## Learn from your mistakes

learn-title = Aprende de tus errores
learn-view-solution = Ver la solución
learn-skip = Saltar esta jugada
learn-done = Hecho: encontraste { $found } de { $total }.
learn-again = Otra vez
learn-finding = { $judgement ->
    [inaccuracy] { $move } fue una imprecisión. Encuentra una jugada mejor para las { $side }.
    [mistake] { $move } fue un error. Encuentra una jugada mejor para las { $side }.
   *[blunder] { $move } fue un error grave. Encuentra una jugada mejor para las { $side }.
}
learn-judging = Evaluando tu jugada…
learn-wrong = { $move }: puedes hacerlo mejor. Prueba otra jugada.
learn-right = { $move }: ¡buena jugada! La línea del motor: { $line }
learn-next = Siguiente
learn-solution = Solución: { $line }
learn-count = { $number } de { $total }
learn-leave = Salir

## The review

verdict-engine-move = { $move }: la jugada del motor.
verdict-good-move = { $move }: una buena jugada.
verdict-judged = { $move }: { $judgement }.
verdict-best = Lo mejor era
verdict-eval = Evaluación { $before } → { $after }
review-progress = Revisando: { $done } de { $total } posiciones
review-second-look = Segunda mirada, más profunda, a las jugadas costosas: { $done } de { $total } posiciones
review-third-look = Tercera mirada, aún más profunda, a las jugadas dudosas: { $done } de { $total } posiciones
review-progress-label = Progreso de la revisión
review-accuracy = Precisión
review-average-loss = Pérdida media
review-inaccuracies = Imprecisiones
review-mistakes = Errores
review-blunders = Errores graves
review-label = Revisión de la partida

## Puzzles

theme-mate-in-1 = Mate en 1
theme-mate-in-2 = Mate en 2
theme-mate-in-3 = Mate en 3
theme-fork = Ataque doble
theme-pin = Clavada
theme-skewer = Enfilada
theme-discovered-attack = Ataque a la descubierta
theme-hanging-piece = Pieza colgada
theme-sacrifice = Sacrificio
theme-back-rank-mate = Mate del pasillo
theme-opening = Apertura
theme-middlegame = Medio juego
theme-endgame = Final
theme-long = Problemas largos
puzzles-mistakes-due = Tus errores ({ $due })
puzzles-mistakes = Tus errores
puzzles-tab-puzzles = Problemas
puzzles-rating = Tu puntuación en problemas:
puzzles-score = Racha { $streak } · { $solved } resueltos de { $played }
puzzles-theme = Tema
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Cualquier tema ({ $count })
puzzles-loading = Cargando problemas…
puzzles-unavailable = No se pudieron cargar los problemas: abre la página una vez con conexión para guardarlos.
puzzles-none-of-theme = No hay problemas de este tema aquí: elige otro.
puzzles-about = Problema { $id } · puntuación { $rating }
puzzles-opponent-played = Tu rival jugó { $move }.
puzzles-opponent-moves = Tu rival mueve…
puzzles-your-turn = Tu turno: encuentra la mejor jugada para las { $side }.
puzzles-best-move = ¡La mejor jugada!
puzzles-keep-going = Sigue…
puzzles-wrong = ¡Esa no es la jugada! Prueba otra cosa.
puzzles-checking = Comprobando tu jugada…
puzzles-solved = ¡Problema resuelto! Bien hecho.
puzzles-complete = Problema terminado (no cuenta como resuelto).
puzzles-view-solution = Ver la solución
puzzles-retry = Reintentar
puzzles-next = Siguiente problema
puzzles-back = Volver a la partida

## Your mistakes

mistakes-count = { $due } pendientes ahora · { $all } en total
mistakes-your-turn = Tu rival jugó { $opponent }. En esta partida tú jugaste entonces { $played }. Encuentra una jugada mejor para las { $side }.
mistakes-right-going = ¡Correcto! Sigue…
mistakes-wrong = No es suficiente: la revisión encontró una mejor que esa (jugaste { $played }). Inténtalo de nuevo.
mistakes-right = ¡Correcto! La jugada de la revisión era { $best }.
mistakes-shown = La jugada de la revisión era { $best }.
mistakes-comes-back = { $days ->
    [0] Sigue pendiente.
    [one] Vuelve mañana.
   *[other] Vuelve dentro de { $days } días.
}
mistakes-reading = Leyendo tus partidas revisadas…
mistakes-none = Aún no hay errores. Revisa una partida (Revisar la partida, cuando tenga jugadas) y sus errores vendrán aquí para practicar.
mistakes-nothing-due = { $days ->
    [one] Nada pendiente ahora: el próximo error vuelve mañana. Practica uno de abajo de todos modos.
   *[other] Nada pendiente ahora: el próximo error vuelve dentro de { $days } días. Practica uno de abajo de todos modos.
}
mistakes-next = Siguiente error
mistakes-when = { $days ->
    [0] pendiente
    [one] mañana
   *[other] dentro de { $days } días
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Blancas
choice-color-black = Negras
choice-variant-standard = Estándar
choice-variant-chess960 = Chess960
choice-variant-position = Desde una posición
choice-side-white = Blancas
choice-side-black = Negras
choice-side-random = Al azar
choice-sounds-tones = Tonos
choice-sounds-wood = Madera
choice-auto-queen-premove = Al premover
choice-auto-queen-always = Siempre
choice-auto-queen-never = Nunca
choice-blindfold-off = No
choice-blindfold-opponent = Ocultar las piezas del rival
choice-blindfold-own = Ocultar mis piezas
choice-blindfold-all = Ocultar todas las piezas
choice-board-wood = Madera
choice-board-blue = Azul
choice-board-green = Verde
choice-board-slate = Pizarra
choice-pieces-classic = Clásicas
choice-pieces-modern = Modernas
choice-pieces-contrast = Alto contraste
choice-pieces-letters = Letras
choice-page-system = Como el sistema (claro u oscuro)
choice-page-light = Claro
choice-page-dark = Oscuro
choice-coordinates-inside = Dentro del tablero
choice-coordinates-outside = Alrededor del tablero
choice-coordinates-off = No
choice-language-browser = Como el navegador
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
choice-win-checkmate = Jaque mate
choice-win-resignation = Abandono
choice-win-time-forfeit = Tiempo agotado
choice-win-recorded = Según lo registrado
choice-draw-stalemate = Ahogado
choice-draw-insufficient-material = Material insuficiente
choice-draw-threefold-repetition = Triple repetición
choice-draw-fivefold-repetition = Quíntuple repetición
choice-draw-fifty-move-rule = Regla de las 50 jugadas
choice-draw-seventy-five-move-rule = Regla de las 75 jugadas
choice-draw-agreement = Mutuo acuerdo
choice-draw-timeout-vs-insufficient-material = Tiempo agotado, sin material para dar mate
choice-draw-recorded = Según lo registrado

## New game

level-label = Nivel { $level }, unos { $elo }
levels-measured = La fuerza de cada nivel se midió en partidas contra Stockfish ajustado a una puntuación dada. Los niveles 1 a 8 juegan igual en cualquier dispositivo; el nivel 9 es más fuerte en uno más rápido.
new-game-opponent = Rival
new-game-computer = El ordenador
new-game-friend = Un amigo en este dispositivo
new-game-colour = Color
new-game-level = Nivel
new-game-variant = Variante
new-game-fen = Posición (FEN)
new-game-start = Empezar
time-bullet = Bala
time-blitz = Blitz
time-rapid = Rápidas
time-classical = Clásicas
new-game-quick-times = Ritmos rápidos
new-game-no-clock = Sin reloj
new-game-time = Ritmo de juego
new-game-untimed = Sin límite
new-game-custom = Personalizado
new-game-minutes = Minutos
new-game-increment-seconds = Incremento (segundos)
new-game-increment = Incremento

## Settings (the controls)

settings-sound = Sonido
settings-sounds = Sonidos
settings-animate = Animar las jugadas
settings-confirm-moves = Confirmar las jugadas (una jugada en el tablero espera a «Confirmar»)
settings-figurines = Notación con figuras (♘f3)
settings-board = Tablero
settings-pieces = Piezas
settings-board-previews = Colores del tablero
settings-piece-previews = Juegos de piezas
settings-page = Página
settings-coordinates = Coordenadas
settings-auto-queen = Dama automática
settings-blindfold = A ciegas
settings-board-size-value = Tamaño del tablero: { $size } %
settings-board-size = Tamaño del tablero
settings-zen = Modo zen (solo el tablero y los relojes; z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}
games-computer = Ordenador (nivel { $level })
games-no-opening = apertura sin nombre
games-reviewed = revisada
games-this-game = esta partida
games-open = Abrir
games-delete = Borrar
games-deleted = Borrada: { $players }.
games-undo = Deshacer
games-search = Buscar por jugador o apertura
games-download-all = Descargar todas
games-loading = Cargando…
games-none = Aún no hay partidas: cada partida que juegues se guarda aquí, jugada a jugada.
games-none-found = Ninguna partida coincide con la búsqueda.
games-show-more = Mostrar más ({ $hidden } más; la búsqueda encuentra cualquiera)
games-won = Ganadas
games-lost = Perdidas
games-drawn = Tablas
games-other = Sin terminar, o no tuyas
games-result = Resultado
games-any-result = Cualquier resultado
games-your-colour = Tu color
games-any-colour = Cualquier color
games-had-white = Llevabas blancas
games-had-black = Llevabas negras
games-opening = Apertura
games-any-opening = Cualquier apertura

## Keyboard shortcuts

shortcut-prev-next = Jugada anterior y siguiente
shortcut-variations = Variante anterior y siguiente en una bifurcación
shortcut-first-last = Primera y última posición
shortcut-flip = Girar el tablero
shortcut-threat = Mostrar la amenaza (la mejor jugada del rival si le tocara)
shortcut-squares = Moverse entre las casillas del tablero
shortcut-pick = Coger una pieza y luego soltarla
shortcut-escape = Soltar la selección o una coronación
shortcut-right-click = Marcar una casilla; arrastrar con el botón derecho: una flecha
shortcut-brushes = Con el clic derecho: rojo, azul (ambas: amarillo)
shortcut-new-game = Partida nueva
shortcut-zen = Modo zen: solo el tablero y los relojes, o todo de nuevo
shortcut-list = Esta lista
keys-home-end = Inicio Fin
keys-tab-arrows = Tab, luego las flechas
keys-enter-space = Intro o Espacio
keys-escape = Esc
keys-right-click = Clic derecho
keys-shift-alt = Mayús, Alt

## Import and export

records-title = Importar y exportar
records-copied-fen = FEN copiada
records-copied-link = enlace copiado
records-copied-pgn = PGN copiado
records-copy-failed-fen = No se pudo copiar la FEN al portapapeles; selecciónala y cópiala a mano
records-copy-failed-link = No se pudo copiar el enlace al portapapeles; selecciónalo y cópialo a mano
records-copy-failed-pgn = No se pudo copiar el PGN al portapapeles; selecciónalo y cópialo a mano
records-text = FEN o PGN para cargar
records-placeholder = Pega una FEN o un PGN (una partida o varias)
records-load = Cargar
records-load-analyse = Cargar y analizar
records-load-computer = Cargar y jugar contra el ordenador
records-add-all = Añadir todas a mis partidas
records-downloaded = PGN descargado
records-download-failed = No se pudo descargar el PGN
records-copy-fen = Copiar FEN
records-copy-link = Copiar enlace
records-copy-pgn = Copiar PGN
records-download = Descargar PGN

## The board

piece-white-pawn = peón blanco
piece-white-knight = caballo blanco
piece-white-bishop = alfil blanco
piece-white-rook = torre blanca
piece-white-queen = dama blanca
piece-white-king = rey blanco
piece-black-pawn = peón negro
piece-black-knight = caballo negro
piece-black-bishop = alfil negro
piece-black-rook = torre negra
piece-black-queen = dama negra
piece-black-king = rey negro
square-empty = vacía
board-label = Tablero de ajedrez
promote-to = Coronar { $piece }
promote-choose = Elige la pieza de la coronación

## The board editor

editor-pieces = Piezas
editor-hand-title = Mover piezas
editor-hand = Mover
editor-delete-title = Quitar piezas
editor-delete = Quitar
editor-start-position = Posición inicial
editor-clear = Vaciar
editor-flip = Girar
editor-castling-right = { $side } { $castling }
editor-turn = Turno
editor-white-to-play = Juegan blancas
editor-black-to-play = Juegan negras
editor-castling = Enroque
editor-en-passant = Al paso
editor-none = Ninguna
editor-chess960 = Posición Chess960
editor-fen = FEN
editor-play-computer = Jugar contra el ordenador desde aquí
editor-play-friend = Jugar con un amigo desde aquí

## What is said and the notices of play

said-new-game = Partida nueva.
said-game-restored = Partida recuperada.
said-game-loaded = Partida cargada.
said-played = Las { $side } juegan { $move }.
said-taken-back = Jugada anulada.
notice-clocks-paused = Los relojes se pararon mientras la página estaba cerrada; ahora vuelven a correr.
notice-over-keeps-result = La partida ha terminado y conserva su resultado: analízala para probar otras jugadas
notice-nothing-to-take-back = No hay ninguna jugada que anular

## Notices

notice-draw-accepted = El ordenador acepta las tablas.
notice-draw-declined = El ordenador rechaza las tablas y sigue jugando.
notice-engine-restarted = El motor dejó de responder y se reinició; vuelve a pensar.
notice-held-elsewhere = Tu partida está abierta en otra pestaña, así que esta empieza una nueva; ambas se guardan en Partidas.
notice-link-invalid = La posición del enlace no es válida: { $error }
records-loaded-but = La partida se cargó, pero { $warning }.
records-empty = Pega primero una FEN o un PGN
records-fen-invalid = Esta FEN no es válida: { $error }
records-pgn-invalid = No se pudo leer este PGN: { $error }
records-many-games = Este PGN contiene { $count } partidas: la primera está abierta, y todas se guardan en Partidas.

## Notices at start

notice-shared-position = La posición compartida está abierta. Tu partida anterior se guarda en Partidas.

## Dates and other notices

month-1 = ene
month-2 = feb
month-3 = mar
month-4 = abr
month-5 = may
month-6 = jun
month-7 = jul
month-8 = ago
month-9 = sept
month-10 = oct
month-11 = nov
month-12 = dic
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = fecha desconocida
new-game-fen-missing = Indica la posición de partida como FEN.
new-game-fen-invalid = Esa posición no se puede jugar: { $error }.
new-game-fen-over = La partida ya ha terminado en esa posición.
puzzles-not-kept = El problema { $id } no está entre los { $count } problemas guardados aquí; aquí tienes otro.
mistakes-engine-unavailable = Aquí solo cuenta la jugada de la revisión: el motor no puede juzgar otras ({ $reason }).

## Speech and the library

speech-castles-kingside = enroque corto
speech-castles-queenside = enroque largo
speech-passes = pasa
speech-takes = captura en
speech-promotes = corona { $piece }
library-delete-failed = No se pudo borrar la partida: { $error }
library-open-failed = No se pudo abrir esta partida: { $error }
library-gone = Esta partida ya no está en la biblioteca
library-download-failed = No se pudieron descargar las partidas
library-add-unavailable = La lista de partidas no está disponible en este navegador, así que no se pudieron añadir las partidas
library-storage-refused = El almacenamiento del navegador rechazó las partidas: puede que esté lleno
library-added = { $added } partidas añadidas a tus partidas.
library-added-some-failed = { $added } partidas añadidas a tus partidas ({ $failed } no se pudieron leer y se dejaron fuera).

## Storage, crashes and the engine

storage-unavailable = Este navegador no deja que la página guarde datos (modo privado o almacenamiento desactivado): tu partida sigue, pero no se guardará cuando salgas.
storage-full = El almacenamiento del navegador está lleno: tu partida sigue, pero sus últimas jugadas no se guardan. Borra partidas antiguas de la lista Partidas para hacer sitio.
storage-kept-aside = Se guardó en el almacenamiento de este navegador como «{ $key }».
storage-left = Se dejó donde estaba, como «{ $key }».
storage-unrestorable = No se pudo recuperar tu partida guardada: { $error }. Se empezó una partida nueva.
crash-label = Algo salió mal
crash-title = Algo salió mal: recarga la página. Tu partida se guarda tal como estaba antes de la última acción.
engine-unavailable = El motor no pudo arrancar en este navegador: juega con un amigo o prueba otro navegador.
library-unavailable = la lista de partidas no está disponible en este navegador ({ $reason })
library-updated-elsewhere = La aplicación se actualizó en otra pestaña: recarga esta pestaña para seguir usando tus partidas.

## Crash

crash-reload = Recargar

## Saved games that cannot be read

saved-damaged = los datos guardados están dañados ({ $error })
saved-newer = se guardó con una versión más nueva de la aplicación (formato { $format }, esta lee hasta el { $known })
saved-start = su posición inicial es errónea: { $error }
saved-move = su jugada { $index } ({ $move }) no es legal
saved-pgn = sus jugadas no se pueden leer: { $error }
saved-field = su campo «{ $field }» tiene un valor que esta aplicación no conoce

## Why a move is not legal

placed-piece = { $role ->
    [rook] la torre de { $square }
    [queen] la dama de { $square }
   *[other] el { $piece } de { $square }
}
castling-kingside = corto
castling-queenside = largo
illegal-empty-square = No hay ninguna pieza en { $square }
illegal-not-your-turn = Les toca jugar a las { $side }
illegal-no-movement = Una jugada debe llevar la pieza a otra casilla
illegal-own-piece = Una pieza no puede ir a una casilla ocupada por su propio bando: { $piece } es de tu bando
illegal-shape-pawn = Un peón avanza una casilla recto (dos desde su casilla inicial) y captura una casilla en diagonal hacia delante
illegal-shape-knight = Un caballo se mueve en L: dos casillas en una dirección y luego una hacia un lado
illegal-shape-bishop = Un alfil solo se mueve en diagonal
illegal-shape-rook = Una torre solo se mueve por filas y columnas
illegal-shape-queen = Una dama se mueve por filas, columnas y diagonales
illegal-shape-king = Un rey se mueve una casilla en cualquier dirección (dos solo al enrocar)
illegal-blocked = En el camino está { $piece }: solo el caballo salta por encima de otras piezas
illegal-pawn-backward = Un peón nunca retrocede
illegal-pawn-straight-capture = Un peón solo captura en diagonal
illegal-pawn-diagonal = Un peón solo va en diagonal cuando captura
illegal-en-passant-late = La captura al paso solo se permite en la jugada inmediatamente posterior al doble paso del peón
illegal-double-step = Un peón solo puede avanzar dos casillas desde su casilla inicial
illegal-promotion-required = Un peón que llega a la última fila debe coronar: elige dama, torre, alfil o caballo
illegal-promotion-not-allowed = Solo corona un peón que llega a la última fila
illegal-promotion-piece = Un peón solo puede coronar en dama, torre, alfil o caballo, no en { $piece }
illegal-castling-king-moved = El enroque { $side } ya no está permitido: el rey se ha movido
illegal-castling-rook-moved = El enroque { $side } ya no está permitido: esa torre se ha movido
illegal-castling-rook-captured = El enroque { $side } ya no está permitido: esa torre fue capturada
illegal-castling-lost = El enroque { $side } ya no está permitido: el rey o esa torre ya se han movido
illegal-castling-blocked = No se puede enrocar mientras haya una pieza entre el rey y la torre: { $piece }
illegal-castling-destination = No se puede enrocar mientras haya una pieza donde llegarían el rey o la torre: { $piece }
illegal-castling-in-check = No se puede enrocar con el rey en jaque (lo da { $piece })
illegal-castling-through = El rey pasaría por { $square }, que ataca { $piece }
illegal-castling-into = El rey llegaría a { $square }, que ataca { $piece }
illegal-king-into-check = Tu rey quedaría en jaque: lo atacaría { $piece }
illegal-kings-adjacent = Los reyes nunca pueden estar uno junto al otro
illegal-still-in-check = Esa jugada deja a tu rey en jaque: lo ataca { $piece }
illegal-en-passant-exposes = La captura al paso quitaría ambos peones de la línea y dejaría a tu rey expuesto: lo atacaría { $piece }
illegal-pinned = { $pinned } sufre una clavada: si se mueve, { $piece } ataca a tu rey
typed-not-san = «{ $move }» no es una jugada en notación algebraica
typed-illegal = { $move } no es una jugada legal en esta posición
typed-ambiguous = { $move } puede ser más de una jugada; añade la columna o la fila de la que viene la pieza
typed-not-uci = «{ $move }» no es una jugada UCI (dos casillas y una letra de coronación opcional, como e7e8q)

## Training kept in the browser

library-upgrade-blocked = La lista de partidas se está actualizando: cierra las otras pestañas de la aplicación (abiertas antes de la actualización) para terminar.
puzzles-progress-unreadable = No se pudieron leer tu puntuación ni tu historial de problemas, así que empiezan de cero (la copia ilegible se guarda aparte).
mistakes-unreadable = No se pudo leer el calendario de práctica de tus errores, así que se rehace desde tus partidas revisadas.
puzzles-not-saved = No se pudo guardar tu progreso en problemas (el almacenamiento del navegador está lleno o lo rechazó): se queda en esta página hasta que la cierres.

## Why a FEN cannot be read or a position cannot be played

fen-empty = la FEN está vacía
fen-field-count = una FEN tiene 6 campos separados por espacios (tablero, turno, enroque, al paso, contador de medias jugadas, número de jugada), al menos los 4 primeros; esta tiene { $count }
fen-rank-count = el campo del tablero necesita 8 filas separadas por «/»; este tiene { $count }
fen-rank-length = la fila { $rank } del campo del tablero describe { $count } casillas en vez de 8
fen-piece-letter = «{ $letter }» en la fila { $rank } no es una letra de pieza (KQRBNP para blancas, kqrbnp para negras, 1-8 para casillas vacías)
fen-side-to-move = el turno debe ser «w» o «b», no «{ $text }»
fen-castling = el campo de enroque debe ser «-» o letras de «KQkq» (o las columnas de las torres, como «HAha»), cada una como mucho una vez, no «{ $text }»
fen-en-passant = el campo al paso debe ser «-» o una casilla como e3, no «{ $text }»
fen-halfmove-clock = el contador de medias jugadas debe ser un número entero desde 0, no «{ $text }»
fen-move-number = el número de jugada debe ser un número entero desde 1, no «{ $text }»
fen-impossible = posición imposible: { $reason }
position-no-king = las { $side } no tienen rey
position-kings = las { $side } tienen más de un rey
position-pawn-back-rank = hay un peón en { $square }, pero los peones nunca están en la primera ni en la última fila
position-pawns = las { $side } tienen más de 8 peones
position-pieces = las { $side } tienen más de 16 piezas
position-castling-pieces = las { $side } no pueden tener derecho al enroque { $castling }: hace falta el rey en { $king } y la torre en { $rook }
position-960-castling-h = las { $side } no pueden tener derecho al enroque { $castling }: hace falta el rey en la fila { $rank } con una torre de su lado h
position-960-castling-a = las { $side } no pueden tener derecho al enroque { $castling }: hace falta el rey en la fila { $rank } con una torre de su lado a
position-en-passant = { $square } no puede ser la casilla al paso: ningún peón puede acabar de pasarla con un doble paso
position-opponent-in-check = las { $side } están en jaque pero no les toca jugar, lo que no puede ocurrir
position-checkers = el rey está en jaque de { $count } piezas a la vez, algo que ninguna jugada puede causar

## The editor's FEN

editor-fen-unreadable = Esa FEN no se puede leer: { $error }.

## Why a PGN cannot be read

pgn-where = línea { $line }, columna { $column }: { $what }
pgn-empty = aquí no hay ninguna partida
pgn-bad-tag = una etiqueta debe tener la forma [Nombre "valor"]
pgn-open-comment = este comentario { $open } nunca se cierra con { $close }
pgn-open-variation = esta variante ( nunca se cierra con )
pgn-stray-parenthesis = este ) no cierra ninguna variante
pgn-variation-first = una variante ( debe ir tras la jugada a la que sustituye
pgn-bad-fen = la etiqueta FEN es errónea: { $error }
pgn-variant = la variante «{ $variant }» no se admite (solo el ajedrez estándar y Chess960)
pgn-move = jugada
pgn-null-move = la jugada { $move } es una jugada nula (--), que no es una jugada de ajedrez: ella y las jugadas que la siguen en su línea se dejaron fuera
pgn-no-draw-to-claim = Solo se pueden reclamar tablas tras una triple repetición o cincuenta jugadas sin captura ni movimiento de peón
