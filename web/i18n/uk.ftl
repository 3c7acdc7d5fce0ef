# Тексти застосунку українською (ті самі ключі, що в en.ftl). Колір сторони відмінюється
# за аргументом $color ("white" або "black"); $side — її назва в називному відмінку.

## The menu

title = Шахи
menu-new-game = Нова партія
menu-new-short = Нова
menu-games = Партії
menu-puzzles = Задачі
menu-editor = Редактор дошки
menu-editor-short = Редактор
menu-import = Імпорт
menu-import-short = Імпорт
menu-export = Експорт
menu-export-short = Експорт
menu-settings = Налаштування
menu-settings-short = Налаштування
menu-shortcuts = Гарячі клавіші
menu-label = Меню
title-start = Початок: гра з комп'ютером, з другом, задачі…
zen-leave = Вийти з режиму дзен

## The start choices

start-region = Початок
start-heading = Грати в шахи
start-continue = Продовжити
start-computer = Грати з комп'ютером
start-level = Рівень { $level }
start-elo = близько { $elo } Ело
start-levels = Рівень
start-friend = Грати з другом
start-puzzles = Задачі
start-analysis = Дошка аналізу
start-editor = Редактор дошки
start-more = Інші налаштування (колір, контроль, Chess960)…
start-kept = Нова партія зберігає поточну в списку «Партії».

## Settings

settings-language = Мова
cancel = Скасувати

## Banners

banner-update = Готова нова версія застосунку.
banner-update-reload = Доступне оновлення: перезавантажити
banner-changed-elsewhere = Цю партію змінено в іншій вкладці; ходи цієї вкладки не зберігаються.
banner-load-latest = Завантажити останню
banner-keep-ours = Залишити версію цієї вкладки
banner-adding-games = Додавання партій: { $done } з { $total }
banner-importing = Імпорт партій

## The board's column and the players

board-region = Дошка
strip-computer = Комп'ютер · { $level }
strip-you = Ви
strip-white-player = Гравець білими
strip-black-player = Гравець чорними
color-white = Білі
color-black = Чорні

## The panel

opening-chess960 = Chess960 · позиція { $number }
engine-opponent = Комп'ютер: { $level }
discard-question = { $later ->
    [one] Зіграти тут { $move }? { $later } наступний хід буде скасовано.
    [few] Зіграти тут { $move }? { $later } наступні ходи буде скасовано.
   *[many] Зіграти тут { $move }? { $later } наступних ходів буде скасовано.
}
discard-confirm = Зіграти й відкинути
confirm-move-question = Зіграти { $move }?
confirm-move = Підтвердити
game-over = Партію закінчено
game-end-review = Розбір партії
game-end-analyse = Аналіз
game-end-rematch = Реванш
tree-this-move = Цей хід
tree-promote = Підняти варіант
tree-main-line = Зробити головним
tree-delete = Видалити звідси
tree-delete-title = Видалити цей хід і все, що після нього
tree-comment = Коментар до ходу
tree-deleted = Хід { $move } і наступні за ним видалено.
tree-record-kept = Завершена партія зберігає свої ходи: змінюйте її варіанти або виберіть «Аналіз», щоб змінити саму партію.

## How games end

outcome-win-checkmate = { $winner } перемогли: мат
outcome-win-resignation = { $winner } перемогли: суперник здався
outcome-win-time = { $winner } перемогли за часом
outcome-win = { $winner } перемогли
outcome-draw-stalemate = Нічия: пат
outcome-draw-material = Нічия: недостатньо матеріалу
outcome-draw-threefold = Нічия: триразове повторення
outcome-draw-fivefold = Нічия: п'ятиразове повторення
outcome-draw-fifty = Нічия за правилом 50 ходів
outcome-draw-seventy-five = Нічия за правилом 75 ходів
outcome-draw-agreement = Нічия за згодою
outcome-draw-timeout = Нічия за часом: сторона, у якої лишився час, не мала б матеріалу для мату
outcome-draw = Нічия
reason-checkmate = мат
reason-resignation = здача
reason-time = прострочення часу
reason-recorded = за записом
reason-stalemate = пат
reason-material = недостатньо матеріалу
reason-threefold = триразове повторення
reason-fivefold = п'ятиразове повторення
reason-fifty = правило 50 ходів
reason-seventy-five = правило 75 ходів
reason-agreement = згода
reason-timeout = час вичерпано, але в суперника недостатньо матеріалу

## The status line and what is said

status-to-move = { $color ->
    [white] Хід білих
   *[black] Хід чорних
}
status-to-move-check = { $color ->
    [white] Хід білих — шах
   *[black] Хід чорних — шах
}
status-analysis = Аналіз
status-viewing-earlier = Перегляд попередньої позиції: → або End — повернутися
speech-to-move = { $color ->
    [white] Хід білих.
   *[black] Хід чорних.
}
speech-to-move-check = { $color ->
    [white] Хід білих. Шах.
   *[black] Хід чорних. Шах.
}
notice-game-over = Партію закінчено: { $outcome }
notice-not-your-turn = Зараз не ваш хід

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Вимагати нічию: { $reason }
toolbar-claim = Вимагати нічию
toolbar-offer-draw = Запропонувати нічию
toolbar-offer-draw-title = Запропонувати комп'ютеру нічию
toolbar-draw = Нічия
toolbar-draw-title = Обидва гравці згодні на нічию
toolbar-label = Керування партією
toolbar-navigation = Перехід між ходами
toolbar-first = Початкова позиція
toolbar-previous = Попередній хід
toolbar-next = Наступний хід
toolbar-last = Остання позиція
toolbar-flip = Перевернути дошку
toolbar-undo = Скасувати
toolbar-undo-title = Повернути останній хід
toolbar-resign = Здатися

## Chess words

role-pawn = пішак
role-knight = кінь
role-bishop = слон
role-rook = тура
role-queen = ферзь
role-king = король
strip-clock = { $color ->
    [white] Годинник білих
   *[black] Годинник чорних
}
strip-no-material = Взять немає
strip-has-taken = Взято: { $pieces }
strip-ahead = { $taken }; перевага { $lead }

## The engine and analysis

analysis-depth = глибина { $depth }
analysis-waiting = Аналіз…
analysis-checkmate = Мат: партію закінчено.
analysis-stalemate = Пат: партію закінчено.
analysis-lines = Лінії аналізу
analysis-lines-count = { $n ->
    [one] { $n } лінія
    [few] { $n } лінії
   *[many] { $n } ліній
}
engine-thinking = Комп'ютер думає…
engine-hint-pending = Шукаємо підказку…
engine-region = Рушій
engine-move-now = Ходи зараз
engine-hint = Підказка
engine-analysis = Аналіз
threat-show-title = Показати загрозу
threat-show = Показати загрозу
threat-label = { $color ->
    [white] Загроза: найкращі ходи, якби ходили білі
   *[black] Загроза: найкращі ходи, якби ходили чорні
}
threat-in-check = Коли король під шахом, загроза не показується.

## Confirmations

close = Закрити
games-unavailable = Ваші партії не можуть зберігатися в цьому браузері: { $reason }
confirm-resign-title = Здатися?
confirm-resign-message = Партія закінчиться, і переможе суперник.
confirm-resign-button = Здатися
confirm-agree-draw-title = Погодитися на нічию?
confirm-agree-draw-message = Обидва гравці згодні: партія закінчується внічию.
confirm-agree-draw-button = Погодитися на нічию
confirm-new-game-title = Залишити цю партію?
confirm-new-game-message = Вона залишиться у ваших партіях незакінченою; її можна буде знову відкрити там.
confirm-new-game-button = Залишити й почати нову
confirm-leave-for-editor-title = Перейти з партії до редактора дошки?
confirm-leave-for-editor-message = Партія триває, поки ви редагуєте (годинник теж), і залишається у ваших партіях.
confirm-leave-for-editor-button = Відкрити редактор дошки
confirm-leave-for-puzzles-title = Перейти з партії до задач?
confirm-leave-for-puzzles-message = Партія триває, поки ви розв'язуєте (годинник теж), і залишається у ваших партіях.
confirm-leave-for-puzzles-button = Відкрити задачі

## The moves

judgement-inaccuracy = Неточність
judgement-mistake = Помилка
judgement-blunder = Груба помилка
moves-clock-after = Час на годиннику після ходу
moves-earlier = { $count ->
    [one] { $count } попередній хід
    [few] { $count } попередні ходи
   *[many] { $count } попередніх ходів
}
moves-later = { $count ->
    [one] { $count } наступний хід
    [few] { $count } наступні ходи
   *[many] { $count } наступних ходів
}
moves-label = Ходи
moves-none = Ходів ще немає
move-input-label = Введіть хід (SAN або UCI)
move-input-placeholder = Введіть хід: Nf3 або g1f3
move-input-play = Хід
dismiss = Сховати
eval-label = Оцінка
eval-graph-label = Графік оцінки: шанси білих на перемогу після кожного ходу

## Learn from your mistakes

learn-title = Вчіться на своїх помилках
learn-view-solution = Показати розв'язок
learn-skip = Пропустити цей хід
learn-done = Готово: знайдено { $found } з { $total }.
learn-again = Ще раз
learn-finding = { $judgement ->
    [inaccuracy] { $move } — неточність.
    [mistake] { $move } — помилка.
   *[blunder] { $move } — груба помилка.
} { $color ->
    [white] Знайдіть кращий хід за білих.
   *[black] Знайдіть кращий хід за чорних.
}
learn-judging = Оцінюємо ваш хід…
learn-wrong = { $move }: можна зіграти краще. Спробуйте інший хід.
learn-right = { $move }: добрий хід! Лінія рушія: { $line }
learn-next = Далі
learn-solution = Розв'язок: { $line }
learn-count = { $number } з { $total }
learn-leave = Вийти

## The review

verdict-engine-move = { $move }: хід рушія.
verdict-good-move = { $move }: добрий хід.
verdict-judged = { $move }: { $judgement }.
verdict-best = Краще було
verdict-eval = Оцінка { $before } → { $after }
review-progress = Розбір: { $done } з { $total } позицій
review-second-look = Ще раз, глибше, про дорогі ходи: { $done } з { $total } позицій
review-third-look = Третій, ще глибший погляд на межові ходи: { $done } з { $total } позицій
review-progress-label = Хід розбору
review-accuracy = Точність
review-average-loss = Сер. втрати
review-inaccuracies = Неточності
review-mistakes = Помилки
review-blunders = Грубі помилки
review-label = Розбір партії

## Puzzles

theme-mate-in-1 = Мат в 1 хід
theme-mate-in-2 = Мат у 2 ходи
theme-mate-in-3 = Мат у 3 ходи
theme-fork = Вилка
theme-pin = Зв'язка
theme-skewer = Лінійний удар
theme-discovered-attack = Розкритий напад
theme-hanging-piece = Незахищена фігура
theme-sacrifice = Жертва
theme-back-rank-mate = Мат по останній горизонталі
theme-opening = Дебют
theme-middlegame = Мітельшпіль
theme-endgame = Ендшпіль
theme-long = Довгі задачі
puzzles-mistakes-due = Ваші помилки ({ $due })
puzzles-mistakes = Ваші помилки
puzzles-tab-puzzles = Задачі
puzzles-rating = Ваш рейтинг у задачах:
puzzles-score = Серія { $streak } · розв'язано { $solved } з { $played }
puzzles-theme = Тема
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Будь-яка тема ({ $count })
puzzles-loading = Завантаження задач…
puzzles-unavailable = Задачі не вдалося завантажити: відкрийте сторінку хоча б раз з інтернетом, щоб вони збереглися.
puzzles-none-of-theme = Тут немає задач на цю тему: виберіть іншу.
puzzles-about = Задача { $id } · рейтинг { $rating }
puzzles-opponent-played = Суперник зіграв { $move }.
puzzles-opponent-moves = Суперник робить хід…
puzzles-your-turn = { $color ->
    [white] Ваш хід: знайдіть найкращий хід за білих.
   *[black] Ваш хід: знайдіть найкращий хід за чорних.
}
puzzles-best-move = Найкращий хід!
puzzles-keep-going = Продовжуйте…
puzzles-wrong = Це не той хід! Спробуйте щось інше.
puzzles-checking = Перевіряємо ваш хід…
puzzles-solved = Задачу розв'язано! Чудово.
puzzles-complete = Задачу пройдено (не зараховано як розв'язану).
puzzles-view-solution = Показати розв'язок
puzzles-retry = Ще раз
puzzles-next = Наступна задача
puzzles-back = Повернутися до партії

## Your mistakes

mistakes-count = до повторення: { $due } · усього: { $all }
mistakes-your-turn = Суперник зіграв { $opponent }. У цій партії ви відповіли { $played }. { $color ->
    [white] Знайдіть кращий хід за білих.
   *[black] Знайдіть кращий хід за чорних.
}
mistakes-right-going = Правильно! Продовжуйте…
mistakes-wrong = Недостатньо добре: у розборі збережено кращий хід (ви зіграли { $played }). Спробуйте ще раз.
mistakes-right = Правильно! Хід із розбору: { $best }.
mistakes-shown = Хід із розбору: { $best }.
mistakes-comes-back = { $days ->
    [0] Вона лишається до повторення.
    [one] { $days ->
        [1] Вона повернеться завтра.
       *[other] Вона повернеться через { $days } день.
    }
    [few] Вона повернеться через { $days } дні.
   *[many] Вона повернеться через { $days } днів.
}
mistakes-reading = Читаємо ваші розібрані партії…
mistakes-none = Помилок ще немає. Розберіть партію (кнопка «Розбір партії», коли в ній є ходи), і її помилки та грубі помилки з'являться тут для тренування.
mistakes-nothing-due = { $days ->
    [one] { $days ->
        [1] Зараз повторювати нічого: наступна помилка повернеться завтра. Можна потренувати будь-яку зі списку нижче.
       *[other] Зараз повторювати нічого: наступна помилка повернеться через { $days } день. Можна потренувати будь-яку зі списку нижче.
    }
    [few] Зараз повторювати нічого: наступна помилка повернеться через { $days } дні. Можна потренувати будь-яку зі списку нижче.
   *[many] Зараз повторювати нічого: наступна помилка повернеться через { $days } днів. Можна потренувати будь-яку зі списку нижче.
}
mistakes-next = Наступна помилка
mistakes-when = { $days ->
    [0] час
    [one] { $days ->
        [1] завтра
       *[other] через { $days } день
    }
    [few] через { $days } дні
   *[many] через { $days } днів
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Білі
choice-color-black = Чорні
choice-variant-standard = Стандартні
choice-variant-chess960 = Chess960
choice-variant-position = З позиції
choice-side-white = Білі
choice-side-black = Чорні
choice-side-random = Випадково
choice-sounds-tones = Тони
choice-sounds-wood = Дерево
choice-auto-queen-premove = При попередньому ході
choice-auto-queen-always = Завжди
choice-auto-queen-never = Ніколи
choice-blindfold-off = Вимкнено
choice-blindfold-opponent = Сховати фігури суперника
choice-blindfold-own = Сховати мої фігури
choice-blindfold-all = Сховати всі фігури
choice-board-wood = Дерево
choice-board-blue = Синя
choice-board-green = Зелена
choice-board-slate = Сланець
choice-pieces-classic = Класичні
choice-pieces-modern = Сучасні
choice-pieces-contrast = Висока контрастність
choice-pieces-letters = Літери
choice-page-system = Як у системі (світла або темна)
choice-page-light = Світла
choice-page-dark = Темна
choice-coordinates-inside = На дошці
choice-coordinates-outside = Навколо дошки
choice-coordinates-off = Вимкнено
choice-language-browser = Як у браузері
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
choice-win-resignation = Здача
choice-win-time-forfeit = Прострочення часу
choice-win-recorded = За записом
choice-draw-stalemate = Пат
choice-draw-insufficient-material = Недостатньо матеріалу
choice-draw-threefold-repetition = Триразове повторення
choice-draw-fivefold-repetition = П'ятиразове повторення
choice-draw-fifty-move-rule = Правило 50 ходів
choice-draw-seventy-five-move-rule = Правило 75 ходів
choice-draw-agreement = Згода
choice-draw-timeout-vs-insufficient-material = Час вичерпано, немає матеріалу для мату
choice-draw-recorded = За записом

## New game

level-label = Рівень { $level }, близько { $elo }
levels-measured = Силу кожного рівня виміряно в партіях проти Stockfish, налаштованого на гру із заданим рейтингом. Рівні 1–8 грають однаково на будь-якому пристрої; рівень 9 сильніший на швидшому.
new-game-opponent = Суперник
new-game-computer = Комп'ютер
new-game-friend = Друг на цьому пристрої
new-game-colour = Колір
new-game-level = Рівень
new-game-variant = Варіант
new-game-fen = Позиція (FEN)
new-game-start = Почати
time-bullet = Куля
time-blitz = Бліц
time-rapid = Рапід
time-classical = Класика
new-game-quick-times = Швидкий вибір контролю
new-game-no-clock = Без годинника
new-game-time = Контроль часу
new-game-untimed = Без контролю
new-game-custom = Свій
new-game-minutes = Хвилини
new-game-increment-seconds = Додавання (секунди)
new-game-increment = Додавання

## Settings (the controls)

settings-sound = Звук
settings-sounds = Звуки
settings-animate = Анімація ходів
settings-confirm-moves = Підтверджувати ходи (хід на дошці чекає кнопки «Підтвердити»)
settings-figurines = Нотація з фігурками (♘f3)
settings-board = Дошка
settings-pieces = Фігури
settings-board-previews = Теми дошки
settings-piece-previews = Набори фігур
settings-page = Сторінка
settings-coordinates = Координати
settings-auto-queen = Автоферзь
settings-blindfold = Наосліп
settings-board-size-value = Розмір дошки: { $size }%
settings-board-size = Розмір дошки
settings-zen = Режим дзен (лише дошка й годинники; z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } хід
    [few] { $count } ходи
   *[many] { $count } ходів
}
games-computer = Комп'ютер (рівень { $level })
games-no-opening = дебют без назви
games-reviewed = розібрана
games-this-game = ця партія
games-open = Відкрити
games-delete = Видалити
games-deleted = Видалено: { $players }.
games-undo = Повернути
games-search = Пошук за гравцем або дебютом
games-download-all = Завантажити всі
games-loading = Завантаження…
games-none = Поки немає партій: кожна зіграна партія зберігається тут хід за ходом.
games-none-found = Жодна партія не відповідає пошуку.
games-show-more = Показати ще (приховано: { $hidden }; пошук знайде будь-яку)
games-won = Перемоги
games-lost = Поразки
games-drawn = Нічиї
games-other = Незакінчені або не ваші
games-result = Результат
games-any-result = Будь-який результат
games-your-colour = Ваш колір
games-any-colour = Будь-який колір
games-had-white = Ви грали білими
games-had-black = Ви грали чорними
games-opening = Дебют
games-any-opening = Будь-який дебют

## Keyboard shortcuts

shortcut-prev-next = Попередній і наступний хід
shortcut-variations = Попередній і наступний варіант на розгалуженні
shortcut-first-last = Перша й остання позиція
shortcut-flip = Перевернути дошку
shortcut-threat = Показати загрозу (найкращий хід суперника, якби зараз була його черга)
shortcut-squares = Переміщення полями дошки
shortcut-pick = Узяти фігуру, потім поставити
shortcut-escape = Скинути вибір або перетворення
shortcut-right-click = Обвести поле; протягнути правою кнопкою — стрілка
shortcut-brushes = З правим клацанням: червоний, синій (обидві — жовтий)
shortcut-new-game = Нова партія
shortcut-zen = Режим дзен: лише дошка й годинники або знову все
shortcut-list = Цей список
keys-home-end = Home End
keys-tab-arrows = Tab, потім стрілки
keys-enter-space = Enter або пробіл
keys-escape = Esc
keys-right-click = Праве клацання
keys-shift-alt = Shift, Alt

## Import and export

records-title = Імпорт і експорт
records-copied-fen = FEN скопійовано
records-copied-link = посилання скопійовано
records-copied-pgn = PGN скопійовано
records-copy-failed-fen = Не вдалося скопіювати FEN у буфер обміну; виділіть і скопіюйте його вручну
records-copy-failed-link = Не вдалося скопіювати посилання в буфер обміну; виділіть і скопіюйте його вручну
records-copy-failed-pgn = Не вдалося скопіювати PGN у буфер обміну; виділіть і скопіюйте його вручну
records-text = FEN або PGN для завантаження
records-placeholder = Вставте FEN або PGN (одну партію чи кілька)
records-load = Завантажити
records-load-analyse = Завантажити й аналізувати
records-load-computer = Завантажити й грати з комп'ютером
records-add-all = Додати всі до моїх партій
records-downloaded = PGN завантажено
records-download-failed = Не вдалося завантажити PGN
records-copy-fen = Копіювати FEN
records-copy-link = Копіювати посилання
records-copy-pgn = Копіювати PGN
records-download = Завантажити PGN

## The board

piece-white-pawn = білий пішак
piece-white-knight = білий кінь
piece-white-bishop = білий слон
piece-white-rook = біла тура
piece-white-queen = білий ферзь
piece-white-king = білий король
piece-black-pawn = чорний пішак
piece-black-knight = чорний кінь
piece-black-bishop = чорний слон
piece-black-rook = чорна тура
piece-black-queen = чорний ферзь
piece-black-king = чорний король
square-empty = порожньо
board-label = Шахова дошка
promote-to = Перетворення: { $piece }
promote-choose = Виберіть фігуру для перетворення

## The board editor

editor-pieces = Фігури
editor-hand-title = Пересувати фігури
editor-hand = Пересувати
editor-delete-title = Прибирати фігури
editor-delete = Прибрати
editor-start-position = Початкова позиція
editor-clear = Очистити
editor-flip = Перевернути
editor-castling-right = { $side }: { $castling }
editor-turn = Чий хід
editor-white-to-play = Хід білих
editor-black-to-play = Хід чорних
editor-castling = Рокіровка
editor-en-passant = Взяття на проході
editor-none = Немає
editor-chess960 = Позиція Chess960
editor-fen = FEN
editor-play-computer = Грати з комп'ютером звідси
editor-play-friend = Грати з другом звідси

## What is said and the notices of play

said-new-game = Нова партія.
said-game-restored = Партію відновлено.
said-game-loaded = Партію завантажено.
said-played = { $side } зіграли { $move }.
said-taken-back = Хід повернуто.
notice-clocks-paused = Поки сторінка була закрита, годинники стояли; тепер вони знову йдуть.
notice-over-keeps-result = Партію закінчено, її результат зберігається: відкрийте аналіз, щоб спробувати інші ходи
notice-nothing-to-take-back = Немає ходу, який можна повернути

## Notices

notice-draw-accepted = Комп'ютер погоджується на нічию.
notice-draw-declined = Комп'ютер відхиляє нічию й грає далі.
notice-engine-restarted = Рушій перестав відповідати й був перезапущений; він знову думає.
notice-held-elsewhere = Ваша партія відкрита в іншій вкладці, тож тут почато нову; обидві зберігаються в списку «Партії».
notice-link-invalid = Позиція в посиланні некоректна: { $error }
records-loaded-but = Партію завантажено, але { $warning }.
records-empty = Спершу вставте FEN або PGN
records-fen-invalid = Цей FEN некоректний: { $error }
records-pgn-invalid = Не вдалося прочитати цей PGN: { $error }
records-many-games = Партій у цьому PGN: { $count }. Першу відкрито, а всі збережено в списку «Партії».

## Notices at start

notice-shared-position = Відкрито надіслану позицію. Вашу попередню партію збережено в списку «Партії».

## Dates and other notices

month-1 = січ.
month-2 = лют.
month-3 = бер.
month-4 = квіт.
month-5 = трав.
month-6 = черв.
month-7 = лип.
month-8 = серп.
month-9 = вер.
month-10 = жовт.
month-11 = лист.
month-12 = груд.
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = дата невідома
new-game-fen-missing = Укажіть початкову позицію у вигляді FEN.
new-game-fen-invalid = З цієї позиції грати не можна: { $error }.
new-game-fen-over = У цій позиції партію вже закінчено.
puzzles-not-kept = Задачі { $id } немає серед задач, що зберігаються тут ({ $count }); ось інша.
mistakes-engine-unavailable = Тут зараховується лише хід із розбору: рушій не може оцінити інші ({ $reason }).

## Speech and the library

speech-castles-kingside = коротка рокіровка
speech-castles-queenside = довга рокіровка
speech-passes = пропуск ходу
speech-takes = б'є
speech-promotes = перетворення: { $piece }
library-delete-failed = Не вдалося видалити партію: { $error }
library-open-failed = Не вдалося відкрити цю партію: { $error }
library-gone = Цієї партії більше немає в бібліотеці
library-download-failed = Не вдалося завантажити партії
library-add-unavailable = Список партій недоступний у цьому браузері, тож партії не вдалося додати
library-storage-refused = Сховище браузера не прийняло партії: можливо, воно заповнене
library-added = Додано до ваших партій: { $added }.
library-added-some-failed = Додано до ваших партій: { $added } (не вдалося прочитати й пропущено: { $failed }).

## Storage, crashes and the engine

storage-unavailable = Цей браузер не дозволяє сторінці зберігати дані (приватний режим або сховище вимкнено): партія триває, але після виходу зі сторінки не збережеться.
storage-full = Сховище браузера заповнене: партія триває, але її останні ходи не зберігаються. Видаліть старі партії зі списку «Партії», щоб звільнити місце.
storage-kept-aside = Її збережено в сховищі цього браузера під назвою «{ $key }».
storage-left = Вона залишилася на місці, під назвою «{ $key }».
storage-unrestorable = Не вдалося відновити збережену партію: { $error }. Почато нову партію.
crash-label = Щось пішло не так
crash-title = Щось пішло не так: перезавантажте сторінку. Партію збережено такою, якою вона була до останньої дії.
engine-unavailable = Рушій не вдалося запустити в цьому браузері: грайте з другом або спробуйте інший браузер.
library-unavailable = список партій недоступний у цьому браузері ({ $reason })
library-updated-elsewhere = Застосунок оновлено в іншій вкладці: перезавантажте цю вкладку, щоб і далі працювати з партіями.

## Crash

crash-reload = Перезавантажити

## Saved games that cannot be read

saved-damaged = збережені дані пошкоджено ({ $error })
saved-newer = її збережено новішою версією застосунку (формат { $format }, ця версія читає до { $known })
saved-start = її початкова позиція неправильна: { $error }
saved-move = її хід { $index } ({ $move }) неможливий за правилами
saved-pgn = її ходи не вдається прочитати: { $error }
saved-field = у її полі «{ $field }» значення, якого цей застосунок не знає

## Why a move is not legal

placed-piece = { $piece } на { $square }
castling-kingside = коротка
castling-queenside = довга
illegal-empty-square = На полі { $square } немає фігури
illegal-not-your-turn = { $color ->
    [white] Зараз хід білих
   *[black] Зараз хід чорних
}
illegal-no-movement = Хід має переставити фігуру на інше поле
illegal-own-piece = Не можна піти на поле, зайняте своєю фігурою ({ $piece })
illegal-shape-pawn = Пішак ходить на одне поле прямо вперед (з початкового поля — на два) і б'є на одне поле по діагоналі вперед
illegal-shape-knight = Кінь ходить буквою «Г»: на два поля в один бік, потім на одне вбік
illegal-shape-bishop = Слон ходить лише по діагоналях
illegal-shape-rook = Тура ходить лише по горизонталях і вертикалях
illegal-shape-queen = Ферзь ходить по горизонталях, вертикалях і діагоналях
illegal-shape-king = Король ходить на одне поле в будь-який бік (на два — лише під час рокіровки)
illegal-blocked = Шлях перегороджує { $piece }: перестрибувати через фігури може лише кінь
illegal-pawn-backward = Пішак ніколи не ходить назад
illegal-pawn-straight-capture = Пішак б'є лише по діагоналі
illegal-pawn-diagonal = По діагоналі пішак ходить, лише коли б'є
illegal-en-passant-late = Взяття на проході можливе лише одразу після того, як пішак зробив подвійний хід
illegal-double-step = На два поля пішак може піти лише з початкового поля
illegal-promotion-required = Пішак, що дійшов до останньої горизонталі, має перетворитися: виберіть ферзя, туру, слона або коня
illegal-promotion-not-allowed = Перетворюється лише пішак, що дійшов до останньої горизонталі
illegal-promotion-piece = Пішак може перетворитися лише на ферзя, туру, слона або коня (не: { $piece })
illegal-castling-king-moved = { $side } рокіровка більше неможлива: король уже ходив
illegal-castling-rook-moved = { $side } рокіровка більше неможлива: ця тура вже ходила
illegal-castling-rook-captured = { $side } рокіровка більше неможлива: цю туру було взято
illegal-castling-lost = { $side } рокіровка більше неможлива: король або ця тура вже ходили
illegal-castling-blocked = Рокіровка неможлива, поки між королем і турою стоїть фігура: { $piece }
illegal-castling-destination = Рокіровка неможлива, поки на полі, куди стане король або тура, стоїть фігура: { $piece }
illegal-castling-in-check = Рокіровка неможлива, коли король під шахом (шах дає { $piece })
illegal-castling-through = Король пройшов би через поле { $square }, яке атакує { $piece }
illegal-castling-into = Король став би на поле { $square }, яке атакує { $piece }
illegal-king-into-check = Ваш король опинився б під шахом: це поле атакує { $piece }
illegal-kings-adjacent = Королі ніколи не можуть стояти поруч
illegal-still-in-check = Після цього ходу ваш король лишився б під шахом: його атакує { $piece }
illegal-en-passant-exposes = Взяття на проході прибрало б з лінії обох пішаків і відкрило б вашого короля для удару: { $piece }
illegal-pinned = Зв'язка: якщо піде { $pinned }, вашого короля атакує { $piece }
typed-not-san = «{ $move }» — не хід в алгебраїчній нотації
typed-illegal = { $move } — неможливий хід у цій позиції
typed-ambiguous = { $move } може означати кілька ходів; додайте вертикаль або горизонталь, звідки йде фігура
typed-not-uci = «{ $move }» — не хід UCI (два поля й, за потреби, літера перетворення, наприклад e7e8q)

## Training kept in the browser

library-upgrade-blocked = Список партій оновлюється: закрийте інші вкладки застосунку (відкриті до оновлення), щоб завершити.
puzzles-progress-unreadable = Ваш рейтинг та історію задач не вдається прочитати, тож вони починаються заново (непрочитану копію відкладено).
mistakes-unreadable = Розклад тренування ваших помилок не вдається прочитати, тож його складено заново за розібраними партіями.
puzzles-not-saved = Ваш поступ у задачах не вдалося зберегти (сховище браузера заповнене або відмовило): він лишається на цій сторінці, поки вона відкрита.

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN порожній
fen-field-count = у FEN 6 полів через пробіл (дошка, черга ходу, рокіровка, взяття на проході, лічильник півходів, номер ходу), потрібні принаймні перші 4; тут їх { $count }
fen-rank-count = у полі дошки потрібно 8 горизонталей через '/'; тут їх { $count }
fen-rank-length = горизонталь { $rank } поля дошки описує { $count } полів замість 8
fen-piece-letter = '{ $letter }' на горизонталі { $rank } — не літера фігури (KQRBNP для білих, kqrbnp для чорних, 1-8 для порожніх полів)
fen-side-to-move = черга ходу має бути 'w' або 'b', а не '{ $text }'
fen-castling = поле рокіровки має бути '-' або літерами з 'KQkq' (або вертикалями тур, наприклад 'HAha'), кожна не більше одного разу, а не '{ $text }'
fen-en-passant = поле взяття на проході має бути '-' або полем на кшталт e3, а не '{ $text }'
fen-halfmove-clock = лічильник півходів має бути цілим числом від 0, а не '{ $text }'
fen-move-number = номер ходу має бути цілим числом від 1, а не '{ $text }'
fen-impossible = неможлива позиція: { $reason }
position-no-king = { $color ->
    [white] у білих немає короля
   *[black] у чорних немає короля
}
position-kings = { $color ->
    [white] у білих більше одного короля
   *[black] у чорних більше одного короля
}
position-pawn-back-rank = на полі { $square } стоїть пішак, але пішаки ніколи не стоять на першій та останній горизонталях
position-pawns = { $color ->
    [white] у білих більше 8 пішаків
   *[black] у чорних більше 8 пішаків
}
position-pieces = { $color ->
    [white] у білих більше 16 фігур
   *[black] у чорних більше 16 фігур
}
position-castling-pieces = { $color ->
    [white] у білих
   *[black] у чорних
} не може бути права на рокіровку ({ $castling }): для неї король має стояти на { $king }, а тура — на { $rook }
position-960-castling-h = { $color ->
    [white] у білих
   *[black] у чорних
} не може бути права на рокіровку ({ $castling }): для неї король має стояти на { $rank }-й горизонталі, а тура — з боку вертикалі h від нього
position-960-castling-a = { $color ->
    [white] у білих
   *[black] у чорних
} не може бути права на рокіровку ({ $castling }): для неї король має стояти на { $rank }-й горизонталі, а тура — з боку вертикалі a від нього
position-en-passant = { $square } не може бути полем взяття на проході: жоден пішак не міг щойно пройти через нього подвійним ходом
position-opponent-in-check = { $color ->
    [white] білим оголошено шах, хоча зараз не їхній хід, а так бути не може
   *[black] чорним оголошено шах, хоча зараз не їхній хід, а так бути не може
}
position-checkers = королю шах одразу від { $count } фігур, чого не може спричинити жоден хід

## The editor's FEN

editor-fen-unreadable = Цей FEN не читається: { $error }.

## Why a PGN cannot be read

pgn-where = рядок { $line }, стовпець { $column }: { $what }
pgn-empty = тут немає партії
pgn-bad-tag = тег має виглядати так: [Name "value"]
pgn-open-comment = цей коментар { $open } ніде не закрито знаком { $close }
pgn-open-variation = цей варіант ( ніде не закрито знаком )
pgn-stray-parenthesis = ця ) не закриває жодного варіанта
pgn-variation-first = варіант ( має йти після ходу, який він замінює
pgn-bad-fen = тег FEN неправильний: { $error }
pgn-variant = варіант «{ $variant }» не підтримується (лише стандартні шахи та Chess960)
pgn-move = хід
pgn-null-move = хід { $move } — нульовий хід (--), а не шаховий: його й наступні ходи його лінії пропущено
pgn-no-draw-to-claim = Вимагати нічию можна лише після триразового повторення або п'ятдесяти ходів без взять і ходів пішаком
