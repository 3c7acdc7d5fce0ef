# Тексты приложения на русском языке (те же ключи, что в en.ftl). Цвет стороны склоняется
# по аргументу $color ("white" или "black"); $side — её название в именительном падеже.

## The menu

title = Шахматы
menu-new-game = Новая партия
menu-new-short = Новая
menu-games = Партии
menu-puzzles = Задачи
menu-editor = Редактор доски
menu-editor-short = Редактор
menu-import = Импорт
menu-import-short = Импорт
menu-export = Экспорт
menu-export-short = Экспорт
menu-settings = Настройки
menu-settings-short = Настройки
menu-shortcuts = Горячие клавиши
menu-label = Меню
title-start = Начало: игра с компьютером, с другом, задачи…
zen-leave = Выйти из режима дзен

## The start choices

start-region = Начало
start-heading = Играть в шахматы
start-continue = Продолжить
start-computer = Играть с компьютером
start-level = Уровень { $level }
start-elo = около { $elo } Эло
start-levels = Уровень
start-friend = Играть с другом
start-puzzles = Задачи
start-analysis = Доска анализа
start-editor = Редактор доски
start-more = Другие настройки (цвет, контроль, Chess960)…
start-kept = Новая партия сохраняет текущую в списке «Партии».

## Settings

settings-language = Язык
cancel = Отмена

## Banners

banner-update = Готова новая версия приложения.
banner-update-reload = Доступно обновление: перезагрузить
banner-changed-elsewhere = Эта партия изменена в другой вкладке; ходы этой вкладки не сохраняются.
banner-load-latest = Загрузить последнюю
banner-keep-ours = Оставить версию этой вкладки
banner-adding-games = Добавление партий: { $done } из { $total }
banner-importing = Импорт партий

## The board's column and the players

board-region = Доска
strip-computer = Компьютер · { $level }
strip-you = Вы
strip-white-player = Игрок белыми
strip-black-player = Игрок чёрными
color-white = Белые
color-black = Чёрные

## The panel

opening-chess960 = Chess960 · позиция { $number }
engine-opponent = Компьютер: { $level }
discard-question = { $later ->
    [one] Сыграть здесь { $move }? { $later } следующий ход будет отменён.
    [few] Сыграть здесь { $move }? { $later } следующих хода будут отменены.
   *[many] Сыграть здесь { $move }? { $later } следующих ходов будут отменены.
}
discard-confirm = Сыграть и отбросить
confirm-move-question = Сыграть { $move }?
confirm-move = Подтвердить
game-over = Партия окончена
game-end-review = Разбор партии
game-end-analyse = Анализ
game-end-rematch = Реванш
tree-this-move = Этот ход
tree-promote = Поднять вариант
tree-main-line = Сделать главным
tree-delete = Удалить отсюда
tree-delete-title = Удалить этот ход и всё, что после него
tree-comment = Комментарий к ходу
tree-deleted = Ход { $move } и следующие за ним удалены.
tree-record-kept = Завершённая партия сохраняет свои ходы: меняйте её варианты или выберите «Анализ», чтобы изменить саму партию.

## How games end

outcome-win-checkmate = { $winner } победили: мат
outcome-win-resignation = { $winner } победили: соперник сдался
outcome-win-time = { $winner } победили по времени
outcome-win = { $winner } победили
outcome-draw-stalemate = Ничья: пат
outcome-draw-material = Ничья: недостаточно материала
outcome-draw-threefold = Ничья: троекратное повторение
outcome-draw-fivefold = Ничья: пятикратное повторение
outcome-draw-fifty = Ничья по правилу 50 ходов
outcome-draw-seventy-five = Ничья по правилу 75 ходов
outcome-draw-agreement = Ничья по соглашению
outcome-draw-timeout = Ничья по времени: у стороны, у которой осталось время, не хватило бы материала для мата
outcome-draw = Ничья
reason-checkmate = мат
reason-resignation = сдача
reason-time = просрочка времени
reason-recorded = по записи
reason-stalemate = пат
reason-material = недостаточно материала
reason-threefold = троекратное повторение
reason-fivefold = пятикратное повторение
reason-fifty = правило 50 ходов
reason-seventy-five = правило 75 ходов
reason-agreement = соглашение
reason-timeout = время истекло, но у соперника недостаточно материала

## The status line and what is said

status-to-move = { $color ->
    [white] Ход белых
   *[black] Ход чёрных
}
status-to-move-check = { $color ->
    [white] Ход белых — шах
   *[black] Ход чёрных — шах
}
status-analysis = Анализ
status-viewing-earlier = Просмотр прежней позиции: → или End — вернуться
speech-to-move = { $color ->
    [white] Ход белых.
   *[black] Ход чёрных.
}
speech-to-move-check = { $color ->
    [white] Ход белых. Шах.
   *[black] Ход чёрных. Шах.
}
notice-game-over = Партия окончена: { $outcome }
notice-not-your-turn = Сейчас не ваш ход

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Потребовать ничью: { $reason }
toolbar-claim = Потребовать ничью
toolbar-offer-draw = Предложить ничью
toolbar-offer-draw-title = Предложить компьютеру ничью
toolbar-draw = Ничья
toolbar-draw-title = Оба игрока согласны на ничью
toolbar-label = Управление партией
toolbar-navigation = Переход по ходам
toolbar-first = Начальная позиция
toolbar-previous = Предыдущий ход
toolbar-next = Следующий ход
toolbar-last = Последняя позиция
toolbar-flip = Перевернуть доску
toolbar-undo = Отменить
toolbar-undo-title = Взять назад последний ход
toolbar-resign = Сдаться

## Chess words

role-pawn = пешка
role-knight = конь
role-bishop = слон
role-rook = ладья
role-queen = ферзь
role-king = король
strip-clock = { $color ->
    [white] Часы белых
   *[black] Часы чёрных
}
strip-no-material = Взятий нет
strip-has-taken = Взято: { $pieces }
strip-ahead = { $taken }; перевес { $lead }

## The engine and analysis

analysis-depth = глубина { $depth }
analysis-waiting = Анализ…
analysis-checkmate = Мат: партия окончена.
analysis-stalemate = Пат: партия окончена.
analysis-lines = Линии анализа
analysis-lines-count = { $n ->
    [one] { $n } линия
    [few] { $n } линии
   *[many] { $n } линий
}
engine-thinking = Компьютер думает…
engine-hint-pending = Ищем подсказку…
engine-region = Движок
engine-move-now = Ходи сейчас
engine-hint = Подсказка
engine-analysis = Анализ
threat-show-title = Показать угрозу
threat-show = Показать угрозу
threat-label = { $color ->
    [white] Угроза: лучшие ходы, если бы ходили белые
   *[black] Угроза: лучшие ходы, если бы ходили чёрные
}
threat-in-check = Когда король под шахом, угроза не показывается.

## Confirmations

close = Закрыть
games-unavailable = Ваши партии не могут сохраняться в этом браузере: { $reason }
confirm-resign-title = Сдаться?
confirm-resign-message = Партия закончится, и победит соперник.
confirm-resign-button = Сдаться
confirm-agree-draw-title = Согласиться на ничью?
confirm-agree-draw-message = Оба игрока согласны: партия заканчивается вничью.
confirm-agree-draw-button = Согласиться на ничью
confirm-new-game-title = Покинуть эту партию?
confirm-new-game-message = Она останется в ваших партиях неоконченной; её можно будет снова открыть там.
confirm-new-game-button = Покинуть и начать новую
confirm-leave-for-editor-title = Перейти из партии в редактор доски?
confirm-leave-for-editor-message = Партия идёт дальше, пока вы редактируете (часы тоже), и остаётся в ваших партиях.
confirm-leave-for-editor-button = Открыть редактор доски
confirm-leave-for-puzzles-title = Перейти из партии к задачам?
confirm-leave-for-puzzles-message = Партия идёт дальше, пока вы решаете (часы тоже), и остаётся в ваших партиях.
confirm-leave-for-puzzles-button = Открыть задачи

## The moves

judgement-inaccuracy = Неточность
judgement-mistake = Ошибка
judgement-blunder = Грубая ошибка
moves-clock-after = Время на часах после хода
moves-earlier = { $count ->
    [one] { $count } предыдущий ход
    [few] { $count } предыдущих хода
   *[many] { $count } предыдущих ходов
}
moves-later = { $count ->
    [one] { $count } следующий ход
    [few] { $count } следующих хода
   *[many] { $count } следующих ходов
}
moves-label = Ходы
moves-none = Ходов пока нет
move-input-label = Введите ход (SAN или UCI)
move-input-placeholder = Введите ход: Nf3 или g1f3
move-input-play = Ход
dismiss = Скрыть
eval-label = Оценка
eval-graph-label = График оценки: шансы белых на победу после каждого хода

## Learn from your mistakes

learn-title = Учитесь на своих ошибках
learn-view-solution = Показать решение
learn-skip = Пропустить этот ход
learn-done = Готово: найдено { $found } из { $total }.
learn-again = Ещё раз
learn-finding = { $judgement ->
    [inaccuracy] { $move } — неточность.
    [mistake] { $move } — ошибка.
   *[blunder] { $move } — грубая ошибка.
} { $color ->
    [white] Найдите ход лучше за белых.
   *[black] Найдите ход лучше за чёрных.
}
learn-judging = Оцениваем ваш ход…
learn-wrong = { $move }: можно сыграть лучше. Попробуйте другой ход.
learn-right = { $move }: хороший ход! Линия движка: { $line }
learn-next = Дальше
learn-solution = Решение: { $line }
learn-count = { $number } из { $total }
learn-leave = Выйти

## The review

verdict-engine-move = { $move }: ход движка.
verdict-good-move = { $move }: хороший ход.
verdict-judged = { $move }: { $judgement }.
verdict-best = Лучше было
verdict-eval = Оценка { $before } → { $after }
review-progress = Разбор: { $done } из { $total } позиций
review-second-look = Ещё раз, глубже, о дорогих ходах: { $done } из { $total } позиций
review-third-look = Третий, ещё более глубокий взгляд на пограничные ходы: { $done } из { $total } позиций
review-progress-label = Ход разбора
review-accuracy = Точность
review-average-loss = Ср. потери
review-inaccuracies = Неточности
review-mistakes = Ошибки
review-blunders = Грубые ошибки
review-label = Разбор партии

## Puzzles

theme-mate-in-1 = Мат в 1 ход
theme-mate-in-2 = Мат в 2 хода
theme-mate-in-3 = Мат в 3 хода
theme-fork = Вилка
theme-pin = Связка
theme-skewer = Линейный удар
theme-discovered-attack = Вскрытое нападение
theme-hanging-piece = Незащищённая фигура
theme-sacrifice = Жертва
theme-back-rank-mate = Мат по последней горизонтали
theme-opening = Дебют
theme-middlegame = Миттельшпиль
theme-endgame = Эндшпиль
theme-long = Длинные задачи
puzzles-mistakes-due = Ваши ошибки ({ $due })
puzzles-mistakes = Ваши ошибки
puzzles-tab-puzzles = Задачи
puzzles-rating = Ваш рейтинг в задачах:
puzzles-score = Серия { $streak } · решено { $solved } из { $played }
puzzles-theme = Тема
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Любая тема ({ $count })
puzzles-loading = Загрузка задач…
puzzles-unavailable = Задачи не удалось загрузить: откройте страницу хотя бы раз с интернетом, чтобы они сохранились.
puzzles-none-of-theme = Здесь нет задач на эту тему: выберите другую.
puzzles-about = Задача { $id } · рейтинг { $rating }
puzzles-opponent-played = Соперник сыграл { $move }.
puzzles-opponent-moves = Соперник делает ход…
puzzles-your-turn = { $color ->
    [white] Ваш ход: найдите лучший ход за белых.
   *[black] Ваш ход: найдите лучший ход за чёрных.
}
puzzles-best-move = Лучший ход!
puzzles-keep-going = Продолжайте…
puzzles-wrong = Это не тот ход! Попробуйте что-нибудь другое.
puzzles-checking = Проверяем ваш ход…
puzzles-solved = Задача решена! Отлично.
puzzles-complete = Задача пройдена (не засчитана как решённая).
puzzles-view-solution = Показать решение
puzzles-retry = Ещё раз
puzzles-next = Следующая задача
puzzles-back = Вернуться к партии

## Your mistakes

mistakes-count = к повторению: { $due } · всего: { $all }
mistakes-your-turn = Соперник сыграл { $opponent }. В этой партии вы ответили { $played }. { $color ->
    [white] Найдите ход лучше за белых.
   *[black] Найдите ход лучше за чёрных.
}
mistakes-right-going = Верно! Продолжайте…
mistakes-wrong = Недостаточно хорошо: в разборе сохранён ход лучше (вы сыграли { $played }). Попробуйте ещё раз.
mistakes-right = Верно! Ход из разбора: { $best }.
mistakes-shown = Ход из разбора: { $best }.
mistakes-comes-back = { $days ->
    [0] Она остаётся к повторению.
    [one] { $days ->
        [1] Она вернётся завтра.
       *[other] Она вернётся через { $days } день.
    }
    [few] Она вернётся через { $days } дня.
   *[many] Она вернётся через { $days } дней.
}
mistakes-reading = Читаем ваши разобранные партии…
mistakes-none = Ошибок пока нет. Разберите партию (кнопка «Разбор партии», когда в ней есть ходы), и её ошибки и грубые ошибки появятся здесь для тренировки.
mistakes-nothing-due = { $days ->
    [one] { $days ->
        [1] Сейчас повторять нечего: следующая ошибка вернётся завтра. Можно потренировать любую из списка ниже.
       *[other] Сейчас повторять нечего: следующая ошибка вернётся через { $days } день. Можно потренировать любую из списка ниже.
    }
    [few] Сейчас повторять нечего: следующая ошибка вернётся через { $days } дня. Можно потренировать любую из списка ниже.
   *[many] Сейчас повторять нечего: следующая ошибка вернётся через { $days } дней. Можно потренировать любую из списка ниже.
}
mistakes-next = Следующая ошибка
mistakes-when = { $days ->
    [0] пора
    [one] { $days ->
        [1] завтра
       *[other] через { $days } день
    }
    [few] через { $days } дня
   *[many] через { $days } дней
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Белые
choice-color-black = Чёрные
choice-variant-standard = Стандартные
choice-variant-chess960 = Chess960
choice-variant-position = С позиции
choice-side-white = Белые
choice-side-black = Чёрные
choice-side-random = Случайно
choice-sounds-tones = Тоны
choice-sounds-wood = Дерево
choice-auto-queen-premove = При предварительном ходе
choice-auto-queen-always = Всегда
choice-auto-queen-never = Никогда
choice-blindfold-off = Выключено
choice-blindfold-opponent = Скрыть фигуры соперника
choice-blindfold-own = Скрыть мои фигуры
choice-blindfold-all = Скрыть все фигуры
choice-board-wood = Дерево
choice-board-blue = Синяя
choice-board-green = Зелёная
choice-board-slate = Сланец
choice-pieces-classic = Классические
choice-pieces-modern = Современные
choice-pieces-contrast = Высокий контраст
choice-pieces-letters = Буквы
choice-page-system = Как в системе (светлая или тёмная)
choice-page-light = Светлая
choice-page-dark = Тёмная
choice-coordinates-inside = На доске
choice-coordinates-outside = Вокруг доски
choice-coordinates-off = Выключены
choice-language-browser = Как в браузере
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
choice-win-checkmate = Мат
choice-win-resignation = Сдача
choice-win-time-forfeit = Просрочка времени
choice-win-recorded = По записи
choice-draw-stalemate = Пат
choice-draw-insufficient-material = Недостаточно материала
choice-draw-threefold-repetition = Троекратное повторение
choice-draw-fivefold-repetition = Пятикратное повторение
choice-draw-fifty-move-rule = Правило 50 ходов
choice-draw-seventy-five-move-rule = Правило 75 ходов
choice-draw-agreement = Соглашение
choice-draw-timeout-vs-insufficient-material = Время истекло, нет материала для мата
choice-draw-recorded = По записи

## New game

level-label = Уровень { $level }, около { $elo }
levels-measured = Сила каждого уровня измерена в партиях против Stockfish, настроенного на игру с заданным рейтингом. Уровни 1–8 играют одинаково на любом устройстве; уровень 9 сильнее на более быстром.
new-game-opponent = Соперник
new-game-computer = Компьютер
new-game-friend = Друг на этом устройстве
new-game-colour = Цвет
new-game-level = Уровень
new-game-variant = Вариант
new-game-fen = Позиция (FEN)
new-game-start = Начать
time-bullet = Пуля
time-blitz = Блиц
time-rapid = Рапид
time-classical = Классика
new-game-quick-times = Быстрый выбор контроля
new-game-no-clock = Без часов
new-game-time = Контроль времени
new-game-untimed = Без контроля
new-game-custom = Свой
new-game-minutes = Минуты
new-game-increment-seconds = Добавление (секунды)
new-game-increment = Добавление

## Settings (the controls)

settings-sound = Звук
settings-sounds = Звуки
settings-animate = Анимация ходов
settings-confirm-moves = Подтверждать ходы (ход на доске ждёт кнопки «Подтвердить»)
settings-figurines = Нотация с фигурками (♘f3)
settings-board = Доска
settings-pieces = Фигуры
settings-board-previews = Темы доски
settings-piece-previews = Наборы фигур
settings-page = Страница
settings-coordinates = Координаты
settings-auto-queen = Автоферзь
settings-blindfold = Вслепую
settings-board-size-value = Размер доски: { $size }%
settings-board-size = Размер доски
settings-zen = Режим дзен (только доска и часы; z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}
games-computer = Компьютер (уровень { $level })
games-no-opening = дебют без названия
games-reviewed = разобрана
games-this-game = эта партия
games-open = Открыть
games-delete = Удалить
games-deleted = Удалено: { $players }.
games-undo = Вернуть
games-search = Поиск по игроку или дебюту
games-download-all = Скачать все
games-loading = Загрузка…
games-none = Пока нет партий: каждая сыгранная партия сохраняется здесь ход за ходом.
games-none-found = Ни одна партия не подходит под поиск.
games-show-more = Показать ещё (скрыто: { $hidden }; поиск найдёт любую)
games-won = Победы
games-lost = Поражения
games-drawn = Ничьи
games-other = Неоконченные или не ваши
games-result = Результат
games-any-result = Любой результат
games-your-colour = Ваш цвет
games-any-colour = Любой цвет
games-had-white = Вы играли белыми
games-had-black = Вы играли чёрными
games-opening = Дебют
games-any-opening = Любой дебют

## Keyboard shortcuts

shortcut-prev-next = Предыдущий и следующий ход
shortcut-variations = Предыдущий и следующий вариант на развилке
shortcut-first-last = Первая и последняя позиция
shortcut-flip = Перевернуть доску
shortcut-threat = Показать угрозу (лучший ход соперника, будь сейчас его очередь)
shortcut-squares = Перемещение по полям доски
shortcut-pick = Взять фигуру, затем поставить
shortcut-escape = Сбросить выбор или превращение
shortcut-right-click = Обвести поле; протянуть правой кнопкой — стрелка
shortcut-brushes = С правым щелчком: красный, синий (обе — жёлтый)
shortcut-new-game = Новая партия
shortcut-zen = Режим дзен: только доска и часы или снова всё
shortcut-list = Этот список
keys-home-end = Home End
keys-tab-arrows = Tab, затем стрелки
keys-enter-space = Enter или пробел
keys-escape = Esc
keys-right-click = Правый щелчок
keys-shift-alt = Shift, Alt

## Import and export

records-title = Импорт и экспорт
records-copied-fen = FEN скопирован
records-copied-link = ссылка скопирована
records-copied-pgn = PGN скопирован
records-copy-failed-fen = Не удалось скопировать FEN в буфер обмена; выделите и скопируйте его вручную
records-copy-failed-link = Не удалось скопировать ссылку в буфер обмена; выделите и скопируйте её вручную
records-copy-failed-pgn = Не удалось скопировать PGN в буфер обмена; выделите и скопируйте его вручную
records-text = FEN или PGN для загрузки
records-placeholder = Вставьте FEN или PGN (одну партию или несколько)
records-load = Загрузить
records-load-analyse = Загрузить и анализировать
records-load-computer = Загрузить и играть с компьютером
records-add-all = Добавить все в мои партии
records-downloaded = PGN скачан
records-download-failed = Не удалось скачать PGN
records-copy-fen = Копировать FEN
records-copy-link = Копировать ссылку
records-copy-pgn = Копировать PGN
records-download = Скачать PGN

## The board

piece-white-pawn = белая пешка
piece-white-knight = белый конь
piece-white-bishop = белый слон
piece-white-rook = белая ладья
piece-white-queen = белый ферзь
piece-white-king = белый король
piece-black-pawn = чёрная пешка
piece-black-knight = чёрный конь
piece-black-bishop = чёрный слон
piece-black-rook = чёрная ладья
piece-black-queen = чёрный ферзь
piece-black-king = чёрный король
square-empty = пусто
board-label = Шахматная доска
promote-to = Превращение: { $piece }
promote-choose = Выберите фигуру для превращения

## The board editor

editor-pieces = Фигуры
editor-hand-title = Передвигать фигуры
editor-hand = Двигать
editor-delete-title = Убирать фигуры
editor-delete = Убрать
editor-start-position = Начальная позиция
editor-clear = Очистить
editor-flip = Перевернуть
editor-castling-right = { $side }: { $castling }
editor-turn = Чей ход
editor-white-to-play = Ход белых
editor-black-to-play = Ход чёрных
editor-castling = Рокировка
editor-en-passant = Взятие на проходе
editor-none = Нет
editor-chess960 = Позиция Chess960
editor-fen = FEN
editor-play-computer = Играть с компьютером отсюда
editor-play-friend = Играть с другом отсюда

## What is said and the notices of play

said-new-game = Новая партия.
said-game-restored = Партия восстановлена.
said-game-loaded = Партия загружена.
said-played = { $side } сыграли { $move }.
said-taken-back = Ход взят назад.
notice-clocks-paused = Пока страница была закрыта, часы стояли; теперь они снова идут.
notice-over-keeps-result = Партия окончена, её результат сохраняется: откройте анализ, чтобы попробовать другие ходы
notice-nothing-to-take-back = Нет хода, который можно взять назад

## Notices

notice-draw-accepted = Компьютер согласен на ничью.
notice-draw-declined = Компьютер отклоняет ничью и играет дальше.
notice-engine-restarted = Движок перестал отвечать и был перезапущен; он снова думает.
notice-held-elsewhere = Ваша партия открыта в другой вкладке, поэтому здесь начата новая; обе сохраняются в списке «Партии».
notice-link-invalid = Позиция в ссылке некорректна: { $error }
records-loaded-but = Партия загружена, но { $warning }.
records-empty = Сначала вставьте FEN или PGN
records-fen-invalid = Этот FEN некорректен: { $error }
records-pgn-invalid = Не удалось прочитать этот PGN: { $error }
records-many-games = Партий в этом PGN: { $count }. Первая открыта, а все сохранены в списке «Партии».

## Notices at start

notice-shared-position = Открыта присланная позиция. Ваша прежняя партия сохранена в списке «Партии».

## Dates and other notices

month-1 = янв.
month-2 = февр.
month-3 = мар.
month-4 = апр.
month-5 = мая
month-6 = июн.
month-7 = июл.
month-8 = авг.
month-9 = сент.
month-10 = окт.
month-11 = нояб.
month-12 = дек.
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = дата неизвестна
new-game-fen-missing = Укажите начальную позицию в виде FEN.
new-game-fen-invalid = С этой позиции играть нельзя: { $error }.
new-game-fen-over = В этой позиции партия уже окончена.
puzzles-not-kept = Задачи { $id } нет среди задач, хранящихся здесь ({ $count }); вот другая.
mistakes-engine-unavailable = Здесь засчитывается только ход из разбора: движок не может оценить другие ({ $reason }).

## Speech and the library

speech-castles-kingside = короткая рокировка
speech-castles-queenside = длинная рокировка
speech-passes = пропуск хода
speech-takes = берёт
speech-promotes = превращение: { $piece }
library-delete-failed = Не удалось удалить партию: { $error }
library-open-failed = Не удалось открыть эту партию: { $error }
library-gone = Этой партии больше нет в библиотеке
library-download-failed = Не удалось скачать партии
library-add-unavailable = Список партий недоступен в этом браузере, поэтому партии не удалось добавить
library-storage-refused = Хранилище браузера не приняло партии: возможно, оно заполнено
library-added = Добавлено в ваши партии: { $added }.
library-added-some-failed = Добавлено в ваши партии: { $added } (не удалось прочитать и пропущено: { $failed }).

## Storage, crashes and the engine

storage-unavailable = Этот браузер не позволяет странице хранить данные (приватный режим или хранилище отключено): партия продолжается, но после ухода со страницы не сохранится.
storage-full = Хранилище браузера заполнено: партия продолжается, но её последние ходы не сохраняются. Удалите старые партии из списка «Партии», чтобы освободить место.
storage-kept-aside = Она сохранена в хранилище этого браузера под именем «{ $key }».
storage-left = Она осталась на месте, под именем «{ $key }».
storage-unrestorable = Не удалось восстановить сохранённую партию: { $error }. Начата новая партия.
crash-label = Что-то пошло не так
crash-title = Что-то пошло не так: перезагрузите страницу. Партия сохранена такой, какой была до последнего действия.
engine-unavailable = Движок не удалось запустить в этом браузере: играйте с другом или попробуйте другой браузер.
library-unavailable = список партий недоступен в этом браузере ({ $reason })
library-updated-elsewhere = Приложение обновлено в другой вкладке: перезагрузите эту вкладку, чтобы и дальше работать с партиями.

## Crash

crash-reload = Перезагрузить

## Saved games that cannot be read

saved-damaged = сохранённые данные повреждены ({ $error })
saved-newer = она сохранена более новой версией приложения (формат { $format }, эта версия читает до { $known })
saved-start = её начальная позиция неверна: { $error }
saved-move = её ход { $index } ({ $move }) невозможен по правилам
saved-pgn = её ходы не удаётся прочитать: { $error }
saved-field = в её поле «{ $field }» значение, которого это приложение не знает

## Why a move is not legal

placed-piece = { $piece } на { $square }
castling-kingside = короткая
castling-queenside = длинная
illegal-empty-square = На поле { $square } нет фигуры
illegal-not-your-turn = { $color ->
    [white] Сейчас ход белых
   *[black] Сейчас ход чёрных
}
illegal-no-movement = Ход должен переставить фигуру на другое поле
illegal-own-piece = Нельзя пойти на поле, занятое своей фигурой ({ $piece })
illegal-shape-pawn = Пешка ходит на одно поле прямо вперёд (с начального поля — на два) и бьёт на одно поле по диагонали вперёд
illegal-shape-knight = Конь ходит буквой «Г»: на два поля в одну сторону, затем на одно вбок
illegal-shape-bishop = Слон ходит только по диагоналям
illegal-shape-rook = Ладья ходит только по горизонталям и вертикалям
illegal-shape-queen = Ферзь ходит по горизонталям, вертикалям и диагоналям
illegal-shape-king = Король ходит на одно поле в любую сторону (на два — только при рокировке)
illegal-blocked = Путь преграждает { $piece }: перепрыгивать через фигуры может только конь
illegal-pawn-backward = Пешка никогда не ходит назад
illegal-pawn-straight-capture = Пешка бьёт только по диагонали
illegal-pawn-diagonal = По диагонали пешка ходит, только когда бьёт
illegal-en-passant-late = Взятие на проходе возможно только сразу после того, как пешка сделала двойной ход
illegal-double-step = На два поля пешка может пойти только с начального поля
illegal-promotion-required = Пешка, дошедшая до последней горизонтали, должна превратиться: выберите ферзя, ладью, слона или коня
illegal-promotion-not-allowed = Превращается только пешка, дошедшая до последней горизонтали
illegal-promotion-piece = Пешка может превратиться только в ферзя, ладью, слона или коня (не: { $piece })
illegal-castling-king-moved = { $side } рокировка больше невозможна: король уже ходил
illegal-castling-rook-moved = { $side } рокировка больше невозможна: эта ладья уже ходила
illegal-castling-rook-captured = { $side } рокировка больше невозможна: эта ладья была взята
illegal-castling-lost = { $side } рокировка больше невозможна: король или эта ладья уже ходили
illegal-castling-blocked = Рокировка невозможна, пока между королём и ладьёй стоит фигура: { $piece }
illegal-castling-destination = Рокировка невозможна, пока на поле, куда встанет король или ладья, стоит фигура: { $piece }
illegal-castling-in-check = Рокировка невозможна, когда король под шахом (шах даёт { $piece })
illegal-castling-through = Король прошёл бы через поле { $square }, которое атакует { $piece }
illegal-castling-into = Король встал бы на поле { $square }, которое атакует { $piece }
illegal-king-into-check = Ваш король оказался бы под шахом: это поле атакует { $piece }
illegal-kings-adjacent = Короли никогда не могут стоять рядом
illegal-still-in-check = После этого хода ваш король остался бы под шахом: его атакует { $piece }
illegal-en-passant-exposes = Взятие на проходе убрало бы с линии обе пешки и открыло бы вашего короля для удара: { $piece }
illegal-pinned = Связка: если уйдёт { $pinned }, вашего короля атакует { $piece }
typed-not-san = «{ $move }» — не ход в алгебраической нотации
typed-illegal = { $move } — невозможный ход в этой позиции
typed-ambiguous = { $move } может означать несколько ходов; добавьте вертикаль или горизонталь, откуда идёт фигура
typed-not-uci = «{ $move }» — не ход UCI (два поля и, если нужно, буква превращения, например e7e8q)

## Training kept in the browser

library-upgrade-blocked = Список партий обновляется: закройте другие вкладки приложения (открытые до обновления), чтобы завершить.
puzzles-progress-unreadable = Ваш рейтинг и история задач не читаются, поэтому начинаются заново (нечитаемая копия отложена в сторону).
mistakes-unreadable = Расписание тренировки ваших ошибок не читается, поэтому оно составлено заново по разобранным партиям.
puzzles-not-saved = Ваш прогресс в задачах не удалось сохранить (хранилище браузера заполнено или отказало): он остаётся на этой странице, пока она открыта.

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN пуст
fen-field-count = в FEN 6 полей через пробел (доска, очередь хода, рокировка, взятие на проходе, счётчик полуходов, номер хода), нужны хотя бы первые 4; здесь их { $count }
fen-rank-count = в поле доски нужно 8 горизонталей через '/'; здесь их { $count }
fen-rank-length = горизонталь { $rank } поля доски описывает { $count } полей вместо 8
fen-piece-letter = '{ $letter }' на горизонтали { $rank } — не буква фигуры (KQRBNP для белых, kqrbnp для чёрных, 1-8 для пустых полей)
fen-side-to-move = очередь хода должна быть 'w' или 'b', а не '{ $text }'
fen-castling = поле рокировки должно быть '-' или буквами из 'KQkq' (или вертикалями ладей, например 'HAha'), каждая не больше одного раза, а не '{ $text }'
fen-en-passant = поле взятия на проходе должно быть '-' или полем вроде e3, а не '{ $text }'
fen-halfmove-clock = счётчик полуходов должен быть целым числом от 0, а не '{ $text }'
fen-move-number = номер хода должен быть целым числом от 1, а не '{ $text }'
fen-impossible = невозможная позиция: { $reason }
position-no-king = { $color ->
    [white] у белых нет короля
   *[black] у чёрных нет короля
}
position-kings = { $color ->
    [white] у белых больше одного короля
   *[black] у чёрных больше одного короля
}
position-pawn-back-rank = на поле { $square } стоит пешка, но пешки никогда не стоят на первой и последней горизонталях
position-pawns = { $color ->
    [white] у белых больше 8 пешек
   *[black] у чёрных больше 8 пешек
}
position-pieces = { $color ->
    [white] у белых больше 16 фигур
   *[black] у чёрных больше 16 фигур
}
position-castling-pieces = { $color ->
    [white] у белых
   *[black] у чёрных
} не может быть права на рокировку ({ $castling }): для неё король должен стоять на { $king }, а ладья — на { $rook }
position-960-castling-h = { $color ->
    [white] у белых
   *[black] у чёрных
} не может быть права на рокировку ({ $castling }): для неё король должен стоять на { $rank }-й горизонтали, а ладья — со стороны вертикали h от него
position-960-castling-a = { $color ->
    [white] у белых
   *[black] у чёрных
} не может быть права на рокировку ({ $castling }): для неё король должен стоять на { $rank }-й горизонтали, а ладья — со стороны вертикали a от него
position-en-passant = { $square } не может быть полем взятия на проходе: ни одна пешка не могла только что пройти через него двойным ходом
position-opponent-in-check = { $color ->
    [white] белым объявлен шах, хотя сейчас не их ход, а так быть не может
   *[black] чёрным объявлен шах, хотя сейчас не их ход, а так быть не может
}
position-checkers = королю шах сразу от { $count } фигур, чего не может вызвать ни один ход

## The editor's FEN

editor-fen-unreadable = Этот FEN не читается: { $error }.

## Why a PGN cannot be read

pgn-where = строка { $line }, столбец { $column }: { $what }
pgn-empty = здесь нет партии
pgn-bad-tag = тег должен выглядеть так: [Name "value"]
pgn-open-comment = этот комментарий { $open } нигде не закрыт знаком { $close }
pgn-open-variation = этот вариант ( нигде не закрыт знаком )
pgn-stray-parenthesis = эта ) не закрывает никакого варианта
pgn-variation-first = вариант ( должен идти после хода, который он заменяет
pgn-bad-fen = тег FEN неверен: { $error }
pgn-variant = вариант «{ $variant }» не поддерживается (только классические шахматы и Chess960)
pgn-move = ход
pgn-null-move = ход { $move } — нулевой ход (--), а не шахматный: он и следующие ходы его линии пропущены
pgn-no-draw-to-claim = Потребовать ничью можно только после троекратного повторения или пятидесяти ходов без взятий и ходов пешкой
