# Les textes de l'application en français (les mêmes clés que en.ftl).

## The menu

title = Échecs
menu-new-game = Nouvelle partie
menu-new-short = Nouvelle
menu-games = Parties
menu-puzzles = Problèmes
menu-editor = Éditeur d'échiquier
menu-editor-short = Éditeur
menu-import = Importer
menu-import-short = Import
menu-export = Exporter
menu-export-short = Export
menu-settings = Réglages
menu-settings-short = Réglages
menu-shortcuts = Raccourcis clavier
menu-label = Menu
title-start = Accueil : jouer contre l'ordinateur, un ami, des problèmes…
zen-leave = Quitter le mode zen

## The start choices

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

## Settings

settings-language = Langue
cancel = Annuler

## Banners

banner-update = Une nouvelle version de l'application est prête.
banner-update-reload = Mise à jour disponible : recharger
banner-changed-elsewhere = Cette partie a été modifiée dans un autre onglet ; les coups de cet onglet ne sont plus enregistrés.
banner-load-latest = Charger la dernière version
banner-keep-ours = Garder la version de cet onglet
banner-adding-games = Ajout des parties : { $done } sur { $total }
banner-importing = Importation des parties

## The board's column and the players

board-region = Échiquier
strip-computer = Ordinateur · { $level }
strip-you = Vous
strip-white-player = Blancs
strip-black-player = Noirs
color-white = Blancs
color-black = Noirs

## The panel

opening-chess960 = Chess960 · position { $number }
engine-opponent = Ordinateur : { $level }
discard-question = { $later ->
    [one] Jouer { $move } ici ? Le coup suivant sera repris.
   *[other] Jouer { $move } ici ? Les { $later } coups suivants seront repris.
}
discard-confirm = Jouer et effacer la suite
confirm-move-question = Jouer { $move } ?
confirm-move = Confirmer
game-over = Partie terminée
game-end-review = Analyser la partie
game-end-analyse = Analyser
game-end-rematch = Revanche
tree-this-move = Ce coup
tree-promote = Remonter la variante
tree-main-line = En faire la ligne principale
tree-delete = Supprimer à partir d'ici
tree-delete-title = Supprimer ce coup et la suite
tree-comment = Commenter ce coup
tree-deleted = { $move } et les coups suivants ont été supprimés.
tree-record-kept = Une partie terminée garde ses coups : modifiez ses variantes, ou choisissez Analyser pour modifier la partie elle-même.

## How games end

outcome-win-checkmate = Les { $winner } gagnent par échec et mat
outcome-win-resignation = Les { $winner } gagnent par abandon
outcome-win-time = Les { $winner } gagnent au temps
outcome-win = Les { $winner } gagnent
outcome-draw-stalemate = Nulle par pat
outcome-draw-material = Nulle par manque de matériel
outcome-draw-threefold = Nulle par triple répétition
outcome-draw-fivefold = Nulle par quintuple répétition
outcome-draw-fifty = Nulle par la règle des 50 coups
outcome-draw-seventy-five = Nulle par la règle des 75 coups
outcome-draw-agreement = Nulle par accord mutuel
outcome-draw-timeout = Nulle au temps : le camp à qui il restait du temps ne pouvait plus mater
outcome-draw = Nulle
reason-checkmate = échec et mat
reason-resignation = abandon
reason-time = dépassement du temps
reason-recorded = selon la partie enregistrée
reason-stalemate = pat
reason-material = manque de matériel
reason-threefold = triple répétition
reason-fivefold = quintuple répétition
reason-fifty = règle des 50 coups
reason-seventy-five = règle des 75 coups
reason-agreement = accord mutuel
reason-timeout = temps écoulé contre matériel insuffisant

## The status line and what is said

status-to-move = Trait aux { $side }
status-to-move-check = Trait aux { $side } — échec
status-analysis = Analyse
status-viewing-earlier = Vous regardez une position antérieure : → ou Fin pour revenir
speech-to-move = Trait aux { $side }.
speech-to-move-check = Trait aux { $side }. Échec.
notice-game-over = La partie est terminée : { $outcome }
notice-not-your-turn = Ce n'est pas votre tour

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Réclamer la nulle : { $reason }
toolbar-claim = Réclamer la nulle
toolbar-offer-draw = Proposer la nulle
toolbar-offer-draw-title = Proposer la nulle à l'ordinateur
toolbar-draw = Nulle
toolbar-draw-title = Les deux joueurs conviennent de la nulle
toolbar-label = Commandes de la partie
toolbar-navigation = Navigation dans les coups
toolbar-first = Position de départ
toolbar-previous = Coup précédent
toolbar-next = Coup suivant
toolbar-last = Dernière position
toolbar-flip = Retourner l'échiquier
toolbar-undo = Reprendre
toolbar-undo-title = Reprendre le dernier coup
toolbar-resign = Abandonner

## Chess words

role-pawn = pion
role-knight = cavalier
role-bishop = fou
role-rook = tour
role-queen = dame
role-king = roi
strip-clock = Pendule des { $side }
strip-no-material = Aucune prise
strip-has-taken = A pris : { $pieces }
strip-ahead = { $taken } ; avance de { $lead }

## The engine and analysis

analysis-depth = profondeur { $depth }
analysis-waiting = Analyse en cours…
analysis-checkmate = Échec et mat : la partie est terminée.
analysis-stalemate = Pat : la partie est terminée.
analysis-lines = Lignes d'analyse
analysis-lines-count = { $n ->
    [one] { $n } ligne
   *[other] { $n } lignes
}
engine-thinking = L'ordinateur réfléchit…
engine-hint-pending = Recherche d'un indice…
engine-region = Moteur
engine-move-now = Jouer maintenant
engine-hint = Indice
engine-analysis = Analyse
threat-show-title = Montrer la menace
threat-show = Menace
threat-label = Menace : les meilleurs coups si les { $side } avaient le trait
threat-in-check = Pas de menace affichée en cas d'échec.

## Confirmations

close = Fermer
games-unavailable = Vos parties ne peuvent pas être gardées dans ce navigateur : { $reason }
confirm-resign-title = Abandonner ?
confirm-resign-message = La partie s'arrête et votre adversaire gagne.
confirm-resign-button = Abandonner
confirm-agree-draw-title = Convenir de la nulle ?
confirm-agree-draw-message = Les deux joueurs sont d'accord : la partie est nulle.
confirm-agree-draw-button = Convenir de la nulle
confirm-new-game-title = Quitter cette partie ?
confirm-new-game-message = Elle reste inachevée dans vos Parties ; vous pourrez l'y rouvrir.
confirm-new-game-button = Quitter et commencer une nouvelle partie
confirm-leave-for-editor-title = Quitter cette partie pour l'éditeur ?
confirm-leave-for-editor-message = La partie continue pendant que vous éditez (sa pendule aussi) et reste dans vos Parties.
confirm-leave-for-editor-button = Ouvrir l'éditeur
confirm-leave-for-puzzles-title = Quitter cette partie pour les problèmes ?
confirm-leave-for-puzzles-message = La partie continue pendant que vous résolvez (sa pendule aussi) et reste dans vos Parties.
confirm-leave-for-puzzles-button = Ouvrir les problèmes

## The moves

judgement-inaccuracy = Imprécision
judgement-mistake = Erreur
judgement-blunder = Gaffe
moves-clock-after = Pendule après le coup
moves-earlier = { $count } coups précédents
moves-later = { $count } coups suivants
moves-label = Coups
moves-none = Pas encore de coup
move-input-label = Saisir un coup (SAN ou UCI)
move-input-placeholder = Saisir un coup : Nf3 ou g1f3
move-input-play = Jouer
dismiss = Fermer
eval-label = Évaluation
eval-graph-label = Courbe d'évaluation : les chances de gain des Blancs après chaque coup

## Learn from your mistakes

learn-title = Apprendre de vos erreurs
learn-view-solution = Voir la solution
learn-skip = Passer ce coup
learn-done = Terminé : vous en avez trouvé { $found } sur { $total }.
learn-again = Recommencer
learn-finding = { $judgement ->
    [inaccuracy] { $move } était une imprécision. Trouvez un meilleur coup pour les { $side }.
    [mistake] { $move } était une erreur. Trouvez un meilleur coup pour les { $side }.
   *[blunder] { $move } était une gaffe. Trouvez un meilleur coup pour les { $side }.
}
learn-judging = Évaluation de votre coup…
learn-wrong = { $move } : vous pouvez faire mieux. Essayez un autre coup.
learn-right = { $move } : bon coup ! La ligne du moteur : { $line }
learn-next = Suivant
learn-solution = Solution : { $line }
learn-count = { $number } sur { $total }
learn-leave = Quitter

## The review

verdict-engine-move = { $move } : le coup du moteur.
verdict-good-move = { $move } : un bon coup.
verdict-judged = { $move } : { $judgement }.
verdict-best = Le meilleur était
verdict-eval = Évaluation { $before } → { $after }
review-progress = Analyse : { $done } positions sur { $total }
review-second-look = Nouvel examen, plus profond, des coups coûteux : { $done } positions sur { $total }
review-third-look = Troisième examen, plus profond encore, des coups limites : { $done } positions sur { $total }
review-progress-label = Progression de l'analyse
review-accuracy = Précision
review-average-loss = Perte moy.
review-inaccuracies = Imprécisions
review-mistakes = Erreurs
review-blunders = Gaffes
review-label = Analyse de la partie

## Puzzles

theme-mate-in-1 = Mat en 1
theme-mate-in-2 = Mat en 2
theme-mate-in-3 = Mat en 3
theme-fork = Fourchette
theme-pin = Clouage
theme-skewer = Enfilade
theme-discovered-attack = Attaque à la découverte
theme-hanging-piece = Pièce en prise
theme-sacrifice = Sacrifice
theme-back-rank-mate = Mat du couloir
theme-opening = Ouverture
theme-middlegame = Milieu de partie
theme-endgame = Finale
theme-long = Problèmes longs
puzzles-mistakes-due = Vos erreurs ({ $due })
puzzles-mistakes = Vos erreurs
puzzles-tab-puzzles = Problèmes
puzzles-rating = Votre classement en problèmes :
puzzles-score = Série { $streak } · { $solved } résolus sur { $played }
puzzles-theme = Thème
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Tous les thèmes ({ $count })
puzzles-loading = Chargement des problèmes…
puzzles-unavailable = Les problèmes n'ont pas pu être chargés : ouvrez la page une fois en ligne pour les garder.
puzzles-none-of-theme = Aucun problème de ce thème ici : choisissez-en un autre.
puzzles-about = Problème { $id } · classement { $rating }
puzzles-opponent-played = Votre adversaire a joué { $move }.
puzzles-opponent-moves = Votre adversaire joue…
puzzles-your-turn = À vous : trouvez le meilleur coup pour les { $side }.
puzzles-best-move = Meilleur coup !
puzzles-keep-going = Continuez…
puzzles-wrong = Ce n'est pas le bon coup ! Essayez autre chose.
puzzles-checking = Vérification de votre coup…
puzzles-solved = Problème résolu ! Bravo.
puzzles-complete = Problème terminé (non compté comme résolu).
puzzles-view-solution = Voir la solution
puzzles-retry = Réessayer
puzzles-next = Problème suivant
puzzles-back = Retour à la partie

## Your mistakes

mistakes-count = { $due } à revoir maintenant · { $all } en tout
mistakes-your-turn = Votre adversaire a joué { $opponent }. Dans cette partie, vous avez ensuite joué { $played }. Trouvez un meilleur coup pour les { $side }.
mistakes-right-going = Exact ! Continuez…
mistakes-wrong = Pas assez bon : l'analyse a retenu un meilleur coup que celui-là (vous aviez joué { $played }). Réessayez.
mistakes-right = Exact ! Le coup de l'analyse était { $best }.
mistakes-shown = Le coup de l'analyse était { $best }.
mistakes-comes-back = { $days ->
    [0] Elle reste à revoir.
    [one] Elle revient demain.
   *[other] Elle revient dans { $days } jours.
}
mistakes-reading = Lecture de vos parties analysées…
mistakes-none = Pas encore d'erreur. Analysez une partie (Analyser la partie, dès qu'elle a des coups) : ses erreurs et ses gaffes viendront ici pour s'entraîner.
mistakes-nothing-due = { $days ->
    [one] Rien à revoir maintenant : la prochaine erreur revient demain. Entraînez-vous quand même sur une erreur ci-dessous.
   *[other] Rien à revoir maintenant : la prochaine erreur revient dans { $days } jours. Entraînez-vous quand même sur une erreur ci-dessous.
}
mistakes-next = Erreur suivante
mistakes-when = { $days ->
    [0] à revoir
    [one] demain
   *[other] dans { $days } jours
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Blancs
choice-color-black = Noirs
choice-variant-standard = Standard
choice-variant-chess960 = Chess960
choice-variant-position = Depuis une position
choice-side-white = Blancs
choice-side-black = Noirs
choice-side-random = Au hasard
choice-sounds-tones = Tonalités
choice-sounds-wood = Bois
choice-auto-queen-premove = En pré-coup
choice-auto-queen-always = Toujours
choice-auto-queen-never = Jamais
choice-blindfold-off = Non
choice-blindfold-opponent = Cacher les pièces adverses
choice-blindfold-own = Cacher mes pièces
choice-blindfold-all = Cacher toutes les pièces
choice-board-wood = Bois
choice-board-blue = Bleu
choice-board-green = Vert
choice-board-slate = Ardoise
choice-pieces-classic = Classiques
choice-pieces-modern = Modernes
choice-pieces-contrast = Contraste élevé
choice-pieces-letters = Lettres
choice-page-system = Comme le système (clair ou sombre)
choice-page-light = Clair
choice-page-dark = Sombre
choice-coordinates-inside = Sur l'échiquier
choice-coordinates-outside = Autour de l'échiquier
choice-coordinates-off = Non
choice-language-browser = Comme le navigateur
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
choice-win-checkmate = Échec et mat
choice-win-resignation = Abandon
choice-win-time-forfeit = Temps dépassé
choice-win-recorded = Selon l'enregistrement
choice-draw-stalemate = Pat
choice-draw-insufficient-material = Manque de matériel
choice-draw-threefold-repetition = Triple répétition
choice-draw-fivefold-repetition = Quintuple répétition
choice-draw-fifty-move-rule = Règle des 50 coups
choice-draw-seventy-five-move-rule = Règle des 75 coups
choice-draw-agreement = Accord mutuel
choice-draw-timeout-vs-insufficient-material = Temps écoulé, pas de matériel pour mater
choice-draw-recorded = Selon l'enregistrement

## New game

level-label = Niveau { $level }, environ { $elo }
levels-measured = La force de chaque niveau a été mesurée en parties contre Stockfish réglé pour jouer à un classement donné. Les niveaux 1 à 8 jouent de la même façon sur tout appareil ; le niveau 9 est plus fort sur un appareil plus rapide.
new-game-opponent = Adversaire
new-game-computer = L'ordinateur
new-game-friend = Un ami sur cet appareil
new-game-colour = Couleur
new-game-level = Niveau
new-game-variant = Variante
new-game-fen = Position (FEN)
new-game-start = Commencer
time-bullet = Bullet
time-blitz = Blitz
time-rapid = Rapide
time-classical = Classique
new-game-quick-times = Cadences rapides
new-game-no-clock = Sans pendule
new-game-time = Cadence
new-game-untimed = Sans limite
new-game-custom = Personnalisée
new-game-minutes = Minutes
new-game-increment-seconds = Incrément (secondes)
new-game-increment = Incrément

## Settings (the controls)

settings-sound = Son
settings-sounds = Sons
settings-animate = Animer les coups
settings-confirm-moves = Confirmer les coups (un coup joué sur l'échiquier attend « Confirmer »)
settings-figurines = Notation figurine (♘f3)
settings-board = Échiquier
settings-pieces = Pièces
settings-board-previews = Couleurs d'échiquier
settings-piece-previews = Jeux de pièces
settings-page = Page
settings-coordinates = Coordonnées
settings-auto-queen = Dame automatique
settings-blindfold = À l'aveugle
settings-board-size-value = Taille de l'échiquier : { $size } %
settings-board-size = Taille de l'échiquier
settings-zen = Mode zen (l'échiquier et les pendules seulement ; z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
games-computer = Ordinateur (niveau { $level })
games-no-opening = ouverture sans nom
games-reviewed = analysée
games-this-game = cette partie
games-open = Ouvrir
games-delete = Supprimer
games-deleted = Supprimée : { $players }.
games-undo = Annuler
games-search = Chercher par joueur ou ouverture
games-download-all = Tout télécharger
games-loading = Chargement…
games-none = Aucune partie pour l’instant : chaque partie que vous jouez est gardée ici, coup par coup.
games-none-found = Aucune partie ne correspond à la recherche.
games-show-more = Afficher plus ({ $hidden } de plus ; la recherche les trouve toutes)
games-won = Gagnées
games-lost = Perdues
games-drawn = Nulles
games-other = Inachevées, ou pas les vôtres
games-result = Résultat
games-any-result = Tout résultat
games-your-colour = Votre couleur
games-any-colour = Toute couleur
games-had-white = Vous aviez les Blancs
games-had-black = Vous aviez les Noirs
games-opening = Ouverture
games-any-opening = Toute ouverture

## Keyboard shortcuts

shortcut-prev-next = Coup précédent et suivant
shortcut-variations = Variante précédente et suivante à un embranchement
shortcut-first-last = Première et dernière position
shortcut-flip = Retourner l'échiquier
shortcut-threat = Montrer la menace (le meilleur coup adverse s'il avait le trait)
shortcut-squares = Se déplacer entre les cases de l'échiquier
shortcut-pick = Prendre une pièce, puis la poser
shortcut-escape = Abandonner la sélection ou une promotion
shortcut-right-click = Entourer une case ; clic droit glissé : une flèche
shortcut-brushes = Avec un clic droit : rouge, bleu (les deux : jaune)
shortcut-new-game = Nouvelle partie
shortcut-zen = Mode zen : l'échiquier et les pendules seulement, ou tout à nouveau
shortcut-list = Cette liste
keys-home-end = Début Fin
keys-tab-arrows = Tab, puis les flèches
keys-enter-space = Entrée ou Espace
keys-escape = Échap
keys-right-click = Clic droit
keys-shift-alt = Maj, Alt

## Import and export

records-title = Importer et exporter
records-copied-fen = FEN copiée
records-copied-link = lien copié
records-copied-pgn = PGN copié
records-copy-failed-fen = La FEN n'a pas pu être copiée dans le presse-papiers ; sélectionnez-la et copiez-la à la main
records-copy-failed-link = Le lien n'a pas pu être copié dans le presse-papiers ; sélectionnez-le et copiez-le à la main
records-copy-failed-pgn = Le PGN n'a pas pu être copié dans le presse-papiers ; sélectionnez-le et copiez-le à la main
records-text = FEN ou PGN à charger
records-placeholder = Collez une FEN ou un PGN (une partie ou plusieurs)
records-load = Charger
records-load-analyse = Charger et analyser
records-load-computer = Charger et jouer contre l'ordinateur
records-add-all = Tout ajouter à mes parties
records-downloaded = PGN téléchargé
records-download-failed = Le PGN n'a pas pu être téléchargé
records-copy-fen = Copier la FEN
records-copy-link = Copier le lien
records-copy-pgn = Copier le PGN
records-download = Télécharger le PGN

## The board

piece-white-pawn = pion blanc
piece-white-knight = cavalier blanc
piece-white-bishop = fou blanc
piece-white-rook = tour blanche
piece-white-queen = dame blanche
piece-white-king = roi blanc
piece-black-pawn = pion noir
piece-black-knight = cavalier noir
piece-black-bishop = fou noir
piece-black-rook = tour noire
piece-black-queen = dame noire
piece-black-king = roi noir
square-empty = vide
board-label = Échiquier
promote-to = Promouvoir en { $piece }
promote-choose = Choisissez la pièce de la promotion

## The board editor

editor-pieces = Pièces
editor-hand-title = Déplacer les pièces
editor-hand = Déplacer
editor-delete-title = Retirer des pièces
editor-delete = Retirer
editor-start-position = Position initiale
editor-clear = Vider
editor-flip = Retourner
editor-castling-right = { $side } { $castling }
editor-turn = Trait
editor-white-to-play = Trait aux Blancs
editor-black-to-play = Trait aux Noirs
editor-castling = Roque
editor-en-passant = En passant
editor-none = Aucune
editor-chess960 = Position Chess960
editor-fen = FEN
editor-play-computer = Jouer contre l'ordinateur d'ici
editor-play-friend = Jouer contre un ami d'ici

## What is said and the notices of play

said-new-game = Nouvelle partie.
said-game-restored = Partie restaurée.
said-game-loaded = Partie chargée.
said-played = Les { $side } jouent { $move }.
said-taken-back = Coup repris.
notice-clocks-paused = Les pendules étaient arrêtées pendant que la page était fermée ; elles repartent maintenant.
notice-over-keeps-result = La partie est terminée et garde son résultat : analysez-la pour essayer d'autres coups
notice-nothing-to-take-back = Il n'y a aucun coup à reprendre

## Notices

notice-draw-accepted = L'ordinateur accepte la nulle.
notice-draw-declined = L'ordinateur refuse la nulle et continue.
notice-engine-restarted = Le moteur ne répondait plus et a été relancé ; il réfléchit de nouveau.
notice-held-elsewhere = Votre partie est ouverte dans un autre onglet, donc cet onglet en commence une nouvelle ; les deux sont gardées dans Parties.
notice-link-invalid = La position du lien n'est pas valide : { $error }
records-loaded-but = La partie a été chargée, mais { $warning }.
records-empty = Collez d'abord une FEN ou un PGN
records-fen-invalid = Cette FEN n'est pas valide : { $error }
records-pgn-invalid = Ce PGN n'a pas pu être lu : { $error }
records-many-games = Ce PGN contient { $count } parties : la première est ouverte, et toutes sont gardées dans Parties.

## Notices at start

notice-shared-position = La position partagée est ouverte. Votre partie précédente est gardée dans Parties.

## Dates and other notices

month-1 = janv.
month-2 = févr.
month-3 = mars
month-4 = avr.
month-5 = mai
month-6 = juin
month-7 = juil.
month-8 = août
month-9 = sept.
month-10 = oct.
month-11 = nov.
month-12 = déc.
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = date inconnue
new-game-fen-missing = Indiquez la position de départ sous forme de FEN.
new-game-fen-invalid = Cette position ne peut pas être jouée : { $error }.
new-game-fen-over = La partie est déjà terminée dans cette position.
puzzles-not-kept = Le problème { $id } ne fait pas partie des { $count } problèmes gardés ici ; en voici un autre.
mistakes-engine-unavailable = Seul le coup de l'analyse compte ici : le moteur ne peut pas juger les autres ({ $reason }).

## Speech and the library

speech-castles-kingside = petit roque
speech-castles-queenside = grand roque
speech-passes = passe
speech-takes = prend
speech-promotes = promotion en { $piece }
library-delete-failed = La partie n'a pas pu être supprimée : { $error }
library-open-failed = Cette partie n'a pas pu être ouverte : { $error }
library-gone = Cette partie n'est plus dans la bibliothèque
library-download-failed = Les parties n'ont pas pu être téléchargées
library-add-unavailable = La liste des parties n'est pas disponible dans ce navigateur, donc les parties n'ont pas pu être ajoutées
library-storage-refused = Le stockage du navigateur a refusé les parties : il est peut-être plein
library-added = { $added } parties ajoutées à vos parties.
library-added-some-failed = { $added } parties ajoutées à vos parties ({ $failed } illisibles ont été laissées de côté).

## Storage, crashes and the engine

storage-unavailable = Ce navigateur ne laisse pas la page garder de données (navigation privée ou stockage désactivé) : votre partie continue, mais elle ne sera pas gardée après votre départ.
storage-full = Le stockage du navigateur est plein : votre partie continue, mais ses derniers coups ne sont pas enregistrés. Supprimez d'anciennes parties de la liste Parties pour faire de la place.
storage-kept-aside = Elle a été gardée dans le stockage de ce navigateur sous « { $key } ».
storage-left = Elle est restée où elle était, sous « { $key } ».
storage-unrestorable = Votre partie enregistrée n'a pas pu être restaurée : { $error }. Une nouvelle partie a commencé.
crash-label = Un problème est survenu
crash-title = Un problème est survenu : rechargez la page. Votre partie est gardée telle qu'elle était avant la dernière action.
engine-unavailable = Le moteur n'a pas pu démarrer dans ce navigateur : jouez contre un ami, ou essayez un autre navigateur.
library-unavailable = la liste des parties n'est pas disponible dans ce navigateur ({ $reason })
library-updated-elsewhere = L'application a été mise à jour dans un autre onglet : rechargez cet onglet pour continuer à utiliser vos parties.

## Crash

crash-reload = Recharger

## Saved games that cannot be read

saved-damaged = les données enregistrées sont abîmées ({ $error })
saved-newer = elle a été enregistrée par une version plus récente de l'application (format { $format }, celle-ci lit jusqu'au { $known })
saved-start = sa position de départ est fausse : { $error }
saved-move = son coup { $index } ({ $move }) n'est pas légal
saved-pgn = ses coups ne peuvent pas être lus : { $error }
saved-field = son champ « { $field } » a une valeur que cette application ne connaît pas

## Why a move is not legal

placed-piece = { $role ->
    [rook] la tour en { $square }
    [queen] la dame en { $square }
   *[other] le { $piece } en { $square }
}
castling-kingside = petit
castling-queenside = grand
illegal-empty-square = Il n'y a aucune pièce en { $square }
illegal-not-your-turn = C'est aux { $side } de jouer
illegal-no-movement = Un coup doit amener la pièce sur une autre case
illegal-own-piece = Une pièce ne peut pas aller sur une case occupée par son propre camp : { $piece } est à vous
illegal-shape-pawn = Un pion avance d'une case tout droit (de deux depuis sa case de départ) et prend d'une case en diagonale vers l'avant
illegal-shape-knight = Un cavalier se déplace en L : deux cases dans une direction, puis une case sur le côté
illegal-shape-bishop = Un fou se déplace seulement en diagonale
illegal-shape-rook = Une tour se déplace seulement le long des rangées et des colonnes
illegal-shape-queen = Une dame se déplace le long des rangées, des colonnes et des diagonales
illegal-shape-king = Un roi se déplace d'une case dans toutes les directions (de deux seulement pour roquer)
illegal-blocked = Le chemin est barré par { $piece } : seul le cavalier saute par-dessus les pièces
illegal-pawn-backward = Un pion ne recule jamais
illegal-pawn-straight-capture = Un pion ne prend qu'en diagonale
illegal-pawn-diagonal = Un pion ne va en diagonale que pour prendre
illegal-en-passant-late = La prise en passant n'est permise qu'au coup qui suit immédiatement le double pas du pion
illegal-double-step = Un pion ne peut avancer de deux cases que depuis sa case de départ
illegal-promotion-required = Un pion qui atteint la dernière rangée doit être promu : choisissez une dame, une tour, un fou ou un cavalier
illegal-promotion-not-allowed = Seul un pion qui atteint la dernière rangée est promu
illegal-promotion-piece = Un pion ne peut être promu qu'en dame, tour, fou ou cavalier, pas en { $piece }
illegal-castling-king-moved = Le { $side } roque n'est plus permis : le roi a bougé
illegal-castling-rook-moved = Le { $side } roque n'est plus permis : cette tour a bougé
illegal-castling-rook-captured = Le { $side } roque n'est plus permis : cette tour a été prise
illegal-castling-lost = Le { $side } roque n'est plus permis : le roi ou cette tour a déjà bougé
illegal-castling-blocked = Le roque n'est pas permis tant qu'une pièce se trouve entre le roi et la tour : { $piece }
illegal-castling-destination = Le roque n'est pas permis tant qu'une pièce occupe la case d'arrivée du roi ou de la tour : { $piece }
illegal-castling-in-check = Le roque n'est pas permis quand le roi est en échec (par { $piece })
illegal-castling-through = Le roi passerait par { $square }, que { $piece } attaque
illegal-castling-into = Le roi arriverait en { $square }, que { $piece } attaque
illegal-king-into-check = Votre roi serait en échec par { $piece }
illegal-kings-adjacent = Les rois ne peuvent jamais se toucher
illegal-still-in-check = Ce coup laisserait votre roi en échec par { $piece }
illegal-en-passant-exposes = La prise en passant retirerait les deux pions de la ligne et exposerait votre roi à { $piece }
illegal-pinned = { $pinned } est une pièce clouée : la bouger exposerait votre roi à { $piece }
typed-not-san = « { $move } » n'est pas un coup en notation algébrique
typed-illegal = { $move } n'est pas un coup légal dans cette position
typed-ambiguous = { $move } peut désigner plusieurs coups ; ajoutez la colonne ou la rangée de départ de la pièce
typed-not-uci = « { $move } » n'est pas un coup UCI (deux cases et une lettre de promotion facultative, comme e7e8q)

## Training kept in the browser

library-upgrade-blocked = La liste des parties est en cours de mise à jour : fermez les autres onglets de l'application (ouverts avant la mise à jour) pour terminer.
puzzles-progress-unreadable = Votre classement et votre historique de problèmes n'ont pas pu être lus, ils repartent de zéro (la copie illisible est mise de côté).
mistakes-unreadable = Le calendrier d'entraînement de vos erreurs n'a pas pu être lu, il repart de vos parties analysées.
puzzles-not-saved = Votre progression en problèmes n'a pas pu être enregistrée (le stockage du navigateur est plein ou refuse) : elle reste sur cette page jusqu'à sa fermeture.

## Why a FEN cannot be read or a position cannot be played

fen-empty = la FEN est vide
fen-field-count = une FEN a 6 champs séparés par des espaces (échiquier, trait, roques, en passant, compteur de demi-coups, numéro du coup), au moins les 4 premiers ; celle-ci en a { $count }
fen-rank-count = le champ de l'échiquier demande 8 rangées séparées par « / » ; celui-ci en a { $count }
fen-rank-length = la rangée { $rank } du champ de l'échiquier décrit { $count } cases au lieu de 8
fen-piece-letter = « { $letter } » sur la rangée { $rank } n'est pas une lettre de pièce (KQRBNP pour les Blancs, kqrbnp pour les Noirs, 1-8 pour les cases vides)
fen-side-to-move = le trait doit être « w » ou « b », pas « { $text } »
fen-castling = le champ des roques doit être « - » ou des lettres de « KQkq » (ou les colonnes des tours, comme « HAha »), chacune au plus une fois, pas « { $text } »
fen-en-passant = le champ en passant doit être « - » ou une case comme e3, pas « { $text } »
fen-halfmove-clock = le compteur de demi-coups doit être un nombre entier à partir de 0, pas « { $text } »
fen-move-number = le numéro du coup doit être un nombre entier à partir de 1, pas « { $text } »
fen-impossible = position impossible : { $reason }
position-no-king = les { $side } n'ont pas de roi
position-kings = les { $side } ont plus d'un roi
position-pawn-back-rank = il y a un pion en { $square }, mais les pions ne se trouvent jamais sur la première ou la dernière rangée
position-pawns = les { $side } ont plus de 8 pions
position-pieces = les { $side } ont plus de 16 pièces
position-castling-pieces = les { $side } ne peuvent pas avoir le droit au { $castling } roque : il faut le roi en { $king } et la tour en { $rook }
position-960-castling-h = les { $side } ne peuvent pas avoir le droit au { $castling } roque : il faut le roi sur la rangée { $rank } avec une tour de son côté h
position-960-castling-a = les { $side } ne peuvent pas avoir le droit au { $castling } roque : il faut le roi sur la rangée { $rank } avec une tour de son côté a
position-en-passant = { $square } ne peut pas être la case en passant : aucun pion ne peut venir de la dépasser de deux cases
position-opponent-in-check = les { $side } sont en échec mais n'ont pas le trait, ce qui ne peut pas arriver
position-checkers = le roi est en échec par { $count } pièces à la fois, ce qu'aucun coup ne peut produire

## The editor's FEN

editor-fen-unreadable = Cette FEN ne peut pas être lue : { $error }.

## Why a PGN cannot be read

pgn-where = ligne { $line }, colonne { $column } : { $what }
pgn-empty = il n'y a pas de partie ici
pgn-bad-tag = une balise doit avoir la forme [Nom "valeur"]
pgn-open-comment = ce commentaire { $open } n'est jamais fermé par { $close }
pgn-open-variation = cette variante ( n'est jamais fermée par )
pgn-stray-parenthesis = cette ) ne ferme aucune variante
pgn-variation-first = une variante ( doit suivre le coup qu'elle remplace
pgn-bad-fen = la balise FEN est fausse : { $error }
pgn-variant = la variante « { $variant } » n'est pas prise en charge (seulement les échecs standard et Chess960)
pgn-move = coup
pgn-null-move = le coup { $move } est un coup nul (--), qui n'est pas un coup d'échecs : lui et les coups qui le suivent dans sa ligne ont été laissés de côté
pgn-no-draw-to-claim = La nulle ne peut être réclamée qu'après une triple répétition ou cinquante coups sans prise ni coup de pion
