# Os textos do aplicativo em português do Brasil (as mesmas chaves que en.ftl).

## The menu

title = Xadrez
menu-new-game = Nova partida
menu-new-short = Nova
menu-games = Partidas
menu-puzzles = Problemas
menu-editor = Editor de tabuleiro
menu-editor-short = Editor
menu-import = Importar
menu-import-short = Importar
menu-export = Exportar
menu-export-short = Exportar
menu-settings = Configurações
menu-settings-short = Ajustes
menu-shortcuts = Atalhos de teclado
menu-label = Menu principal
title-start = Início: jogar contra o computador, com um amigo, problemas…
zen-leave = Sair do modo zen

## The start choices

start-region = Início
start-heading = Jogar xadrez
start-continue = Continuar
start-computer = Jogar contra o computador
start-level = Nível { $level }
start-elo = cerca de { $elo } Elo
start-levels = Nível
start-friend = Jogar com um amigo
start-puzzles = Problemas
start-analysis = Tabuleiro de análise
start-editor = Editor de tabuleiro
start-more = Mais opções (cor, tempo, Chess960)…
start-kept = Uma nova partida guarda a que está em andamento em Partidas.

## Settings

settings-language = Idioma
cancel = Cancelar

## Banners

banner-update = Uma nova versão do aplicativo está pronta.
banner-update-reload = Atualização disponível: recarregar
banner-changed-elsewhere = Esta partida foi alterada em outra aba; os lances desta aba não estão sendo guardados.
banner-load-latest = Carregar a mais recente
banner-keep-ours = Manter a versão desta aba
banner-adding-games = Adicionando partidas: { $done } de { $total }
banner-importing = Importando partidas

## The board's column and the players

board-region = Tabuleiro
strip-computer = Computador · { $level }
strip-you = Você
strip-white-player = Jogador das brancas
strip-black-player = Jogador das pretas
color-white = Brancas
color-black = Pretas

## The panel

opening-chess960 = Chess960 · posição { $number }
engine-opponent = Computador: { $level }
discard-question = { $later ->
    [one] Jogar { $move } aqui? O lance seguinte será desfeito.
   *[other] Jogar { $move } aqui? Os { $later } lances seguintes serão desfeitos.
}
discard-confirm = Jogar e descartar
confirm-move-question = Jogar { $move }?
confirm-move = Confirmar
game-over = Fim de partida
game-end-review = Revisar partida
game-end-analyse = Analisar
game-end-rematch = Revanche
tree-this-move = Este lance
tree-promote = Promover variante
tree-main-line = Tornar linha principal
tree-delete = Apagar a partir daqui
tree-delete-title = Apagar este lance e os que o seguem
tree-comment = Comentar este lance
tree-deleted = { $move } e os lances seguintes foram apagados.
tree-record-kept = Uma partida terminada mantém os seus lances: altere as variantes, ou escolha Analisar para alterar a própria partida.

## How games end

outcome-win-checkmate = { $winner } vencem por xeque-mate
outcome-win-resignation = { $winner } vencem por desistência
outcome-win-time = { $winner } vencem por tempo
outcome-win = { $winner } vencem
outcome-draw-stalemate = Empate por afogamento
outcome-draw-material = Empate por material insuficiente
outcome-draw-threefold = Empate por repetição tripla
outcome-draw-fivefold = Empate por repetição quíntupla
outcome-draw-fifty = Empate pela regra dos cinquenta lances
outcome-draw-seventy-five = Empate pela regra dos setenta e cinco lances
outcome-draw-agreement = Empate por acordo
outcome-draw-timeout = Empate por tempo: o lado que ainda tinha tempo não poderia dar xeque-mate
outcome-draw = Empate
reason-checkmate = xeque-mate
reason-resignation = desistência
reason-time = perda por tempo
reason-recorded = conforme registrado
reason-stalemate = afogamento
reason-material = material insuficiente
reason-threefold = repetição tripla
reason-fivefold = repetição quíntupla
reason-fifty = regra dos cinquenta lances
reason-seventy-five = regra dos setenta e cinco lances
reason-agreement = acordo
reason-timeout = tempo esgotado contra material insuficiente

## The status line and what is said

status-to-move = Vez das { $side }
status-to-move-check = Vez das { $side } — xeque
status-analysis = Análise
status-viewing-earlier = Vendo uma posição anterior: → ou End para voltar
speech-to-move = Vez das { $side }.
speech-to-move-check = Vez das { $side }. Xeque.
notice-game-over = A partida terminou: { $outcome }
notice-not-your-turn = Não é a sua vez

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Reivindicar empate por { $reason }
toolbar-claim = Reivindicar empate
toolbar-offer-draw = Oferecer empate
toolbar-offer-draw-title = Oferecer empate ao computador
toolbar-draw = Empate
toolbar-draw-title = Os dois jogadores concordam com o empate
toolbar-label = Controles da partida
toolbar-navigation = Navegação pelos lances
toolbar-first = Primeira posição
toolbar-previous = Lance anterior
toolbar-next = Próximo lance
toolbar-last = Última posição
toolbar-flip = Girar o tabuleiro
toolbar-undo = Desfazer
toolbar-undo-title = Voltar o último lance
toolbar-resign = Desistir

## Chess words

role-pawn = peão
role-knight = cavalo
role-bishop = bispo
role-rook = torre
role-queen = dama
role-king = rei
strip-clock = Relógio das { $side }
strip-no-material = Nenhuma peça capturada
strip-has-taken = Capturou: { $pieces }
strip-ahead = { $taken }; à frente por { $lead }

## The engine and analysis

analysis-depth = profundidade { $depth }
analysis-waiting = Analisando…
analysis-checkmate = Xeque-mate: a partida terminou.
analysis-stalemate = Afogamento: a partida terminou.
analysis-lines = Linhas de análise
analysis-lines-count = { $n ->
    [one] { $n } linha
   *[other] { $n } linhas
}
engine-thinking = O computador está pensando…
engine-hint-pending = Procurando uma dica…
engine-region = Motor
engine-move-now = Jogar agora
engine-hint = Dica
engine-analysis = Análise
threat-show-title = Mostrar a ameaça
threat-show = Mostrar ameaça
threat-label = Ameaça: os melhores lances se fosse a vez das { $side }
threat-in-check = Nenhuma ameaça é mostrada enquanto o rei está em xeque.

## Confirmations

close = Fechar
games-unavailable = Suas partidas não podem ser guardadas neste navegador: { $reason }
confirm-resign-title = Desistir?
confirm-resign-message = A partida termina e seu adversário vence.
confirm-resign-button = Desistir
confirm-agree-draw-title = Concordar com o empate?
confirm-agree-draw-message = Os dois jogadores concordam: a partida termina empatada.
confirm-agree-draw-button = Concordar com o empate
confirm-new-game-title = Sair desta partida?
confirm-new-game-message = Ela fica em suas Partidas, inacabada; você pode abri-la de novo lá.
confirm-new-game-button = Sair e começar uma nova partida
confirm-leave-for-editor-title = Sair desta partida para o editor de tabuleiro?
confirm-leave-for-editor-message = A partida continua enquanto você edita (o relógio também) e fica em suas Partidas.
confirm-leave-for-editor-button = Abrir o editor de tabuleiro
confirm-leave-for-puzzles-title = Sair desta partida para os problemas?
confirm-leave-for-puzzles-message = A partida continua enquanto você resolve (o relógio também) e fica em suas Partidas.
confirm-leave-for-puzzles-button = Abrir os problemas

## The moves

judgement-inaccuracy = Imprecisão
judgement-mistake = Erro
judgement-blunder = Erro grave
moves-clock-after = Relógio depois do lance
moves-earlier = { $count ->
    [one] { $count } lance anterior
   *[other] { $count } lances anteriores
}
moves-later = { $count ->
    [one] { $count } lance seguinte
   *[other] { $count } lances seguintes
}
moves-label = Lances
moves-none = Nenhum lance ainda
move-input-label = Digite um lance (SAN ou UCI)
move-input-placeholder = Digite um lance: Nf3 ou g1f3
move-input-play = Jogar
dismiss = Dispensar
eval-label = Avaliação
eval-graph-label = Gráfico de avaliação: as chances de vitória das brancas depois de cada lance

## Learn from your mistakes

learn-title = Aprenda com seus erros
learn-view-solution = Ver a solução
learn-skip = Pular este lance
learn-done = Pronto: você encontrou { $found } de { $total }.
learn-again = Fazer de novo
learn-finding = { $judgement ->
    [inaccuracy] { $move } foi uma imprecisão. Encontre um lance melhor para as { $side }.
    [mistake] { $move } foi um erro. Encontre um lance melhor para as { $side }.
   *[blunder] { $move } foi um erro grave. Encontre um lance melhor para as { $side }.
}
learn-judging = Avaliando o seu lance…
learn-wrong = { $move }: dá para fazer melhor. Tente outro lance.
learn-right = { $move }: bom lance! A linha do motor: { $line }
learn-next = Próximo
learn-solution = Solução: { $line }
learn-count = { $number } de { $total }
learn-leave = Sair

## The review

verdict-engine-move = { $move }: o lance do motor.
verdict-good-move = { $move }: um bom lance.
verdict-judged = { $move }: { $judgement }.
verdict-best = O melhor era
verdict-eval = Avaliação { $before } → { $after }
review-progress = Revisando: { $done } de { $total } posições
review-second-look = Olhando de novo, mais a fundo, os lances que custaram caro: { $done } de { $total } posições
review-third-look = Um terceiro olhar, ainda mais a fundo, aos lances limítrofes: { $done } de { $total } posições
review-progress-label = Progresso da revisão
review-accuracy = Precisão
review-average-loss = Perda média
review-inaccuracies = Imprecisões
review-mistakes = Erros
review-blunders = Erros graves
review-label = Revisão da partida

## Puzzles

theme-mate-in-1 = Mate em 1
theme-mate-in-2 = Mate em 2
theme-mate-in-3 = Mate em 3
theme-fork = Garfo
theme-pin = Cravada
theme-skewer = Espeto
theme-discovered-attack = Ataque descoberto
theme-hanging-piece = Peça pendurada
theme-sacrifice = Sacrifício
theme-back-rank-mate = Mate do corredor
theme-opening = Abertura
theme-middlegame = Meio-jogo
theme-endgame = Final
theme-long = Problemas longos
puzzles-mistakes-due = Seus erros ({ $due })
puzzles-mistakes = Seus erros
puzzles-tab-puzzles = Problemas
puzzles-rating = Seu rating de problemas:
puzzles-score = Sequência { $streak } · resolvidos { $solved } de { $played }
puzzles-theme = Tema
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Qualquer tema ({ $count })
puzzles-loading = Carregando problemas…
puzzles-unavailable = Os problemas não puderam ser carregados: abra a página uma vez conectado para guardá-los.
puzzles-none-of-theme = Não há problema deste tema aqui: escolha outro.
puzzles-about = Problema { $id } · rating { $rating }
puzzles-opponent-played = Seu adversário jogou { $move }.
puzzles-opponent-moves = Seu adversário está jogando…
puzzles-your-turn = Sua vez: encontre o melhor lance para as { $side }.
puzzles-best-move = Melhor lance!
puzzles-keep-going = Continue…
puzzles-wrong = Não é esse o lance! Tente outra coisa.
puzzles-checking = Verificando o seu lance…
puzzles-solved = Problema resolvido! Muito bem.
puzzles-complete = Problema concluído (não conta como resolvido).
puzzles-view-solution = Ver a solução
puzzles-retry = Tentar de novo
puzzles-next = Próximo problema
puzzles-back = Voltar à partida

## Your mistakes

mistakes-count = { $due } para hoje · { $all } no total
mistakes-your-turn = Seu adversário jogou { $opponent }. Nesta partida você jogou então { $played }. Encontre um lance melhor para as { $side }.
mistakes-right-going = Certo! Continue…
mistakes-wrong = Não é bom o suficiente: a revisão guardou um lance melhor que esse (você jogou { $played }). Tente de novo.
mistakes-right = Certo! O lance da revisão era { $best }.
mistakes-shown = O lance da revisão era { $best }.
mistakes-comes-back = { $days ->
    [0] Continua para hoje.
    [one] Volta amanhã.
   *[other] Volta em { $days } dias.
}
mistakes-reading = Lendo as suas partidas revisadas…
mistakes-none = Nenhum erro ainda. Revise uma partida (Revisar partida, quando ela tiver lances) e os erros e erros graves dela vêm para cá para você praticar.
mistakes-nothing-due = { $days ->
    [one] Nada para hoje: o próximo erro volta amanhã. Pratique um abaixo mesmo assim.
   *[other] Nada para hoje: o próximo erro volta em { $days } dias. Pratique um abaixo mesmo assim.
}
mistakes-next = Próximo erro
mistakes-when = { $days ->
    [0] para hoje
    [one] amanhã
   *[other] em { $days } dias
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Brancas
choice-color-black = Pretas
choice-variant-standard = Padrão
choice-variant-chess960 = Chess960
choice-variant-position = A partir de uma posição
choice-side-white = Brancas
choice-side-black = Pretas
choice-side-random = Aleatório
choice-sounds-tones = Tons
choice-sounds-wood = Madeira
choice-auto-queen-premove = Ao fazer pré-lances
choice-auto-queen-always = Sempre
choice-auto-queen-never = Nunca
choice-blindfold-off = Desligado
choice-blindfold-opponent = Esconder as peças do adversário
choice-blindfold-own = Esconder as minhas peças
choice-blindfold-all = Esconder todas as peças
choice-board-wood = Madeira
choice-board-blue = Azul
choice-board-green = Verde
choice-board-slate = Ardósia
choice-pieces-classic = Clássicas
choice-pieces-modern = Modernas
choice-pieces-contrast = Alto contraste
choice-pieces-letters = Letras
choice-page-system = Como o sistema (claro ou escuro)
choice-page-light = Claro
choice-page-dark = Escuro
choice-coordinates-inside = Dentro do tabuleiro
choice-coordinates-outside = Em volta do tabuleiro
choice-coordinates-off = Desligadas
choice-language-browser = Como o navegador
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
choice-win-checkmate = Xeque-mate
choice-win-resignation = Desistência
choice-win-time-forfeit = Perda por tempo
choice-win-recorded = Conforme registrado
choice-draw-stalemate = Afogamento
choice-draw-insufficient-material = Material insuficiente
choice-draw-threefold-repetition = Repetição tripla
choice-draw-fivefold-repetition = Repetição quíntupla
choice-draw-fifty-move-rule = Regra dos cinquenta lances
choice-draw-seventy-five-move-rule = Regra dos setenta e cinco lances
choice-draw-agreement = Acordo
choice-draw-timeout-vs-insufficient-material = Tempo esgotado, sem material para dar mate
choice-draw-recorded = Conforme registrado

## New game

level-label = Nível { $level }, cerca de { $elo }
levels-measured = A força de cada nível foi medida em partidas contra o Stockfish ajustado para jogar com um rating dado. Os níveis 1 a 8 jogam igual em qualquer aparelho; o nível 9 é mais forte num aparelho mais rápido.
new-game-opponent = Adversário
new-game-computer = O computador
new-game-friend = Um amigo neste aparelho
new-game-colour = Cor
new-game-level = Nível
new-game-variant = Variante
new-game-fen = Posição (FEN)
new-game-start = Começar
time-bullet = Bullet
time-blitz = Blitz
time-rapid = Rápida
time-classical = Clássica
new-game-quick-times = Controles de tempo rápidos
new-game-no-clock = Sem relógio
new-game-time = Controle de tempo
new-game-untimed = Sem tempo
new-game-custom = Personalizado
new-game-minutes = Minutos
new-game-increment-seconds = Incremento (segundos)
new-game-increment = Incremento

## Settings (the controls)

settings-sound = Som
settings-sounds = Sons
settings-animate = Animar os lances
settings-confirm-moves = Confirmar lances (um lance no tabuleiro espera por Confirmar)
settings-figurines = Notação com figuras (♘f3)
settings-board = Tabuleiro
settings-pieces = Peças
settings-board-previews = Temas de tabuleiro
settings-piece-previews = Conjuntos de peças
settings-page = Página
settings-coordinates = Coordenadas
settings-auto-queen = Promoção automática a dama
settings-blindfold = Às cegas
settings-board-size-value = Tamanho do tabuleiro: { $size }%
settings-board-size = Tamanho do tabuleiro
settings-zen = Modo zen (só o tabuleiro e os relógios; z)

## Games (the library)

games-moves = { $count ->
    [0] { $count } lances
    [one] { $count } lance
   *[other] { $count } lances
}
games-computer = Computador (nível { $level })
games-no-opening = abertura sem nome
games-reviewed = revisada
games-this-game = esta partida
games-open = Abrir
games-delete = Apagar
games-deleted = Apagada: { $players }.
games-undo = Desfazer
games-search = Buscar por jogador ou abertura
games-download-all = Baixar todas
games-loading = Carregando…
games-none = Ainda não há partidas: cada partida que você joga fica guardada aqui, lance a lance.
games-none-found = Nenhuma partida corresponde à busca.
games-show-more = Mostrar mais ({ $hidden } a mais; uma busca encontra qualquer uma)
games-won = Vitórias
games-lost = Derrotas
games-drawn = Empates
games-other = Inacabadas, ou não suas
games-result = Resultado
games-any-result = Qualquer resultado
games-your-colour = Sua cor
games-any-colour = Qualquer cor
games-had-white = Você jogou de brancas
games-had-black = Você jogou de pretas
games-opening = Abertura
games-any-opening = Qualquer abertura

## Keyboard shortcuts

shortcut-prev-next = Lance anterior e seguinte
shortcut-variations = Variante anterior e seguinte numa bifurcação
shortcut-first-last = Primeira e última posição
shortcut-flip = Girar o tabuleiro
shortcut-threat = Mostrar a ameaça (o melhor lance do adversário se fosse a vez dele)
shortcut-squares = Andar pelas casas do tabuleiro
shortcut-pick = Pegar uma peça e depois soltá-la
shortcut-escape = Largar a seleção ou uma promoção
shortcut-right-click = Circular uma casa; arrastar com o botão direito: uma seta
shortcut-brushes = Com um clique direito: vermelho, azul (os dois: amarelo)
shortcut-new-game = Nova partida
shortcut-zen = Modo zen: só o tabuleiro e os relógios, ou tudo de novo
shortcut-list = Esta lista
keys-home-end = Home End
keys-tab-arrows = Tab, depois as setas
keys-enter-space = Enter ou Espaço
keys-escape = Esc
keys-right-click = Clique direito
keys-shift-alt = Shift, Alt

## Import and export

records-title = Importar e exportar
records-copied-fen = FEN copiado
records-copied-link = link copiado
records-copied-pgn = PGN copiado
records-copy-failed-fen = O FEN não pôde ser copiado para a área de transferência; selecione-o e copie à mão
records-copy-failed-link = O link não pôde ser copiado para a área de transferência; selecione-o e copie à mão
records-copy-failed-pgn = O PGN não pôde ser copiado para a área de transferência; selecione-o e copie à mão
records-text = FEN ou PGN para carregar
records-placeholder = Cole um FEN ou um PGN (uma partida ou várias)
records-load = Carregar
records-load-analyse = Carregar e analisar
records-load-computer = Carregar e jogar contra o computador
records-add-all = Adicionar todas às minhas partidas
records-downloaded = PGN baixado
records-download-failed = O PGN não pôde ser baixado
records-copy-fen = Copiar FEN
records-copy-link = Copiar link
records-copy-pgn = Copiar PGN
records-download = Baixar PGN

## The board

piece-white-pawn = peão branco
piece-white-knight = cavalo branco
piece-white-bishop = bispo branco
piece-white-rook = torre branca
piece-white-queen = dama branca
piece-white-king = rei branco
piece-black-pawn = peão preto
piece-black-knight = cavalo preto
piece-black-bishop = bispo preto
piece-black-rook = torre preta
piece-black-queen = dama preta
piece-black-king = rei preto
square-empty = vazia
board-label = Tabuleiro de xadrez
promote-to = Promover a { $piece }
promote-choose = Escolha a peça para a promoção

## The board editor

editor-pieces = Peças
editor-hand-title = Mover peças
editor-hand = Mover
editor-delete-title = Remover peças
editor-delete = Remover
editor-start-position = Posição inicial
editor-clear = Limpar
editor-flip = Girar
editor-castling-right = { $side }: { $castling }
editor-turn = Lado a jogar
editor-white-to-play = Brancas jogam
editor-black-to-play = Pretas jogam
editor-castling = Roque
editor-en-passant = En passant
editor-none = Nenhum
editor-chess960 = Posição de Chess960
editor-fen = FEN
editor-play-computer = Jogar contra o computador daqui
editor-play-friend = Jogar com um amigo daqui

## What is said and the notices of play

said-new-game = Nova partida.
said-game-restored = Partida restaurada.
said-game-loaded = Partida carregada.
said-played = As { $side } jogaram { $move }.
said-taken-back = Lance desfeito.
notice-clocks-paused = Os relógios ficaram parados enquanto a página estava fechada; agora voltam a correr.
notice-over-keeps-result = A partida terminou e mantém o seu resultado: analise-a para tentar outros lances
notice-nothing-to-take-back = Não há lance para voltar

## Notices

notice-draw-accepted = O computador aceita o empate.
notice-draw-declined = O computador recusa o empate e continua jogando.
notice-engine-restarted = O motor parou de responder e foi reiniciado; está pensando de novo.
notice-held-elsewhere = Sua partida está aberta em outra aba, então esta aba começa uma nova; as duas ficam em Partidas.
notice-link-invalid = A posição do link não é válida: { $error }
records-loaded-but = A partida foi carregada, mas { $warning }.
records-empty = Cole um FEN ou um PGN primeiro
records-fen-invalid = Este FEN não é válido: { $error }
records-pgn-invalid = Este PGN não pôde ser lido: { $error }
records-many-games = Este PGN tem { $count } partidas: a primeira está aberta, e todas ficam guardadas em Partidas.

## Notices at start

notice-shared-position = A posição compartilhada está aberta. Sua partida anterior fica guardada em Partidas.

## Dates and other notices

month-1 = jan
month-2 = fev
month-3 = mar
month-4 = abr
month-5 = mai
month-6 = jun
month-7 = jul
month-8 = ago
month-9 = set
month-10 = out
month-11 = nov
month-12 = dez
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = data desconhecida
new-game-fen-missing = Informe a posição inicial como um FEN.
new-game-fen-invalid = Essa posição não pode ser jogada: { $error }.
new-game-fen-over = A partida já terminou nessa posição.
puzzles-not-kept = O problema { $id } não está entre os { $count } problemas guardados aqui; aqui está outro.
mistakes-engine-unavailable = Aqui só vale o lance da revisão: o motor não pode julgar outros ({ $reason }).

## Speech and the library

speech-castles-kingside = roque pequeno
speech-castles-queenside = roque grande
speech-passes = passa
speech-takes = captura
speech-promotes = promove a { $piece }
library-delete-failed = A partida não pôde ser apagada: { $error }
library-open-failed = Esta partida não pôde ser aberta: { $error }
library-gone = Esta partida não está mais na biblioteca
library-download-failed = As partidas não puderam ser baixadas
library-add-unavailable = A lista de partidas não está disponível neste navegador, então as partidas não puderam ser adicionadas
library-storage-refused = O armazenamento do navegador recusou as partidas: ele pode estar cheio
library-added = { $added ->
    [one] { $added } partida adicionada às suas partidas.
   *[other] { $added } partidas adicionadas às suas partidas.
}
library-added-some-failed = { $added ->
    [one] { $added } partida adicionada às suas partidas (não lidas, deixadas de fora: { $failed }).
   *[other] { $added } partidas adicionadas às suas partidas (não lidas, deixadas de fora: { $failed }).
}

## Storage, crashes and the engine

storage-unavailable = Este navegador não deixa a página guardar dados (modo privado ou armazenamento desativado): sua partida continua, mas não será guardada quando você sair.
storage-full = O armazenamento do navegador está cheio: sua partida continua, mas os últimos lances não estão sendo guardados. Apague partidas antigas da lista de Partidas para abrir espaço.
storage-kept-aside = Ela foi guardada no armazenamento deste navegador como "{ $key }".
storage-left = Ela ficou onde estava, como "{ $key }".
storage-unrestorable = Sua partida guardada não pôde ser restaurada: { $error }. Uma nova partida foi começada.
crash-label = Algo deu errado
crash-title = Algo deu errado: recarregue a página. Sua partida fica como estava antes da última ação.
engine-unavailable = O motor não pôde ser iniciado neste navegador: jogue com um amigo ou tente outro navegador.
library-unavailable = a lista de partidas não está disponível neste navegador ({ $reason })
library-updated-elsewhere = O aplicativo foi atualizado em outra aba: recarregue esta aba para continuar usando suas partidas.

## Crash

crash-reload = Recarregar

## Saved games that cannot be read

saved-damaged = os dados guardados estão danificados ({ $error })
saved-newer = ela foi guardada por uma versão mais nova do aplicativo (formato { $format }, esta lê até o { $known })
saved-start = a posição inicial dela está errada: { $error }
saved-move = o lance { $index } dela ({ $move }) não é legal
saved-pgn = os lances dela não podem ser lidos: { $error }
saved-field = o campo '{ $field }' dela tem um valor que este aplicativo não conhece

## Why a move is not legal

placed-piece = { $role ->
    [rook] a torre em { $square }
    [queen] a dama em { $square }
   *[other] o { $piece } em { $square }
}
castling-kingside = pequeno
castling-queenside = grande
illegal-empty-square = Não há peça em { $square }
illegal-not-your-turn = É a vez das { $side }
illegal-no-movement = Um lance precisa levar a peça a outra casa
illegal-own-piece = Uma peça não pode ir para uma casa ocupada pelo próprio lado: lá está { $piece }
illegal-shape-pawn = O peão anda uma casa para a frente (duas a partir da casa inicial) e captura uma casa na diagonal para a frente
illegal-shape-knight = O cavalo anda em L: duas casas numa direção, depois uma para o lado
illegal-shape-bishop = O bispo anda só nas diagonais
illegal-shape-rook = A torre anda só pelas fileiras e colunas
illegal-shape-queen = A dama anda pelas fileiras, colunas e diagonais
illegal-shape-king = O rei anda uma casa em qualquer direção (duas só no roque)
illegal-blocked = { $piece } bloqueia o caminho: só o cavalo salta por cima das peças
illegal-pawn-backward = O peão nunca anda para trás
illegal-pawn-straight-capture = O peão só captura na diagonal
illegal-pawn-diagonal = O peão só anda na diagonal quando captura
illegal-en-passant-late = A captura en passant só é permitida no lance logo depois do avanço duplo do peão
illegal-double-step = O peão só pode andar duas casas a partir da casa inicial
illegal-promotion-required = O peão que chega à última fileira precisa ser promovido: escolha dama, torre, bispo ou cavalo
illegal-promotion-not-allowed = Só é promovido o peão que chega à última fileira
illegal-promotion-piece = O peão só pode ser promovido a dama, torre, bispo ou cavalo, não a { $piece }
illegal-castling-king-moved = O roque { $side } não é mais permitido: o rei já se moveu
illegal-castling-rook-moved = O roque { $side } não é mais permitido: essa torre já se moveu
illegal-castling-rook-captured = O roque { $side } não é mais permitido: essa torre foi capturada
illegal-castling-lost = O roque { $side } não é mais permitido: o rei ou essa torre já se moveu
illegal-castling-blocked = O roque não é permitido com uma peça entre o rei e a torre: { $piece }
illegal-castling-destination = O roque não é permitido com uma peça onde o rei ou a torre iriam parar: { $piece }
illegal-castling-in-check = O roque não é permitido com o rei em xeque: { $piece } dá xeque
illegal-castling-through = O rei passaria por { $square }, que { $piece } ataca
illegal-castling-into = O rei iria parar em { $square }, que { $piece } ataca
illegal-king-into-check = Seu rei ficaria em xeque: { $piece } ataca essa casa
illegal-kings-adjacent = Os reis nunca podem ficar lado a lado
illegal-still-in-check = Esse lance deixaria seu rei em xeque: { $piece } o ataca
illegal-en-passant-exposes = A captura en passant tiraria os dois peões da linha e deixaria seu rei exposto: { $piece } o atacaria
illegal-pinned = Não é possível mover { $pinned }: a peça está cravada e { $piece } atacaria seu rei
typed-not-san = '{ $move }' não é um lance em notação algébrica
typed-illegal = { $move } não é um lance legal nesta posição
typed-ambiguous = { $move } pode ser mais de um lance; acrescente a coluna ou a fileira de onde a peça sai
typed-not-uci = '{ $move }' não é um lance UCI (duas casas e uma letra de promoção opcional, como e7e8q)

## Training kept in the browser

library-upgrade-blocked = A lista de partidas está sendo atualizada: feche as outras abas do aplicativo (abertas antes da atualização) para terminar.
puzzles-progress-unreadable = Seu rating e seu histórico de problemas não puderam ser lidos, então recomeçam do zero (a cópia ilegível fica guardada à parte).
mistakes-unreadable = A agenda de prática dos seus erros não pôde ser lida, então recomeça a partir das suas partidas revisadas.
puzzles-not-saved = Seu progresso nos problemas não pôde ser guardado (o armazenamento do navegador está cheio ou recusou): ele fica nesta página até ela ser fechada.

## Why a FEN cannot be read or a position cannot be played

fen-empty = o FEN está vazio
fen-field-count = um FEN tem 6 campos separados por espaços (tabuleiro, lado a jogar, roque, en passant, contador de meios-lances, número do lance), pelo menos os 4 primeiros; este tem { $count }
fen-rank-count = o campo do tabuleiro precisa de 8 fileiras separadas por '/'; este tem { $count }
fen-rank-length = a fileira { $rank } do campo do tabuleiro descreve { $count } casas em vez de 8
fen-piece-letter = '{ $letter }' na fileira { $rank } não é uma letra de peça (KQRBNP para as brancas, kqrbnp para as pretas, 1-8 para casas vazias)
fen-side-to-move = o lado a jogar deve ser 'w' ou 'b', não '{ $text }'
fen-castling = o campo do roque deve ser '-' ou letras de 'KQkq' (ou as colunas das torres, como 'HAha'), cada uma no máximo uma vez, não '{ $text }'
fen-en-passant = o campo en passant deve ser '-' ou uma casa como e3, não '{ $text }'
fen-halfmove-clock = o contador de meios-lances deve ser um número inteiro a partir de 0, não '{ $text }'
fen-move-number = o número do lance deve ser um número inteiro a partir de 1, não '{ $text }'
fen-impossible = posição impossível: { $reason }
position-no-king = as { $side } não têm rei
position-kings = as { $side } têm mais de um rei
position-pawn-back-rank = há um peão em { $square }, mas os peões nunca ficam na primeira nem na última fileira
position-pawns = as { $side } têm mais de 8 peões
position-pieces = as { $side } têm mais de 16 peças
position-castling-pieces = as { $side } não podem ter direito ao roque { $castling }: para isso o rei precisa estar em { $king } e a torre em { $rook }
position-960-castling-h = as { $side } não podem ter direito ao roque { $castling }: para isso o rei precisa estar na fileira { $rank } com uma torre do seu lado da coluna h
position-960-castling-a = as { $side } não podem ter direito ao roque { $castling }: para isso o rei precisa estar na fileira { $rank } com uma torre do seu lado da coluna a
position-en-passant = { $square } não pode ser a casa de en passant: nenhum peão pode ter acabado de passar por ela com um avanço duplo
position-opponent-in-check = as { $side } estão em xeque mas não é a vez delas, o que não pode acontecer
position-checkers = o rei está em xeque por { $count } peças ao mesmo tempo, o que nenhum lance pode causar

## The editor's FEN

editor-fen-unreadable = Esse FEN não pode ser lido: { $error }.

## Why a PGN cannot be read

pgn-where = linha { $line }, coluna { $column }: { $what }
pgn-empty = não há partida aqui
pgn-bad-tag = uma tag deve ter a forma [Nome "valor"]
pgn-open-comment = este comentário { $open } nunca é fechado com { $close }
pgn-open-variation = esta variante ( nunca é fechada com )
pgn-stray-parenthesis = este ) não fecha nenhuma variante
pgn-variation-first = uma variante ( deve vir depois do lance que ela substitui
pgn-bad-fen = a tag FEN está errada: { $error }
pgn-variant = a variante '{ $variant }' não é suportada (só o xadrez padrão e o Chess960)
pgn-move = lance
pgn-null-move = o lance { $move } é um lance nulo (--), que não é um lance de xadrez: ele e os lances seguintes da sua linha ficaram de fora
pgn-no-draw-to-claim = Só se pode reivindicar empate depois de uma repetição tripla ou de cinquenta lances sem captura nem movimento de peão
