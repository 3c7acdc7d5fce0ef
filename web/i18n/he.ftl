# טקסטי היישום בעברית (אותם מפתחות כמו ב-en.ftl). הדף נכתב מימין לשמאל, והלוח והמסעים (SAN)
# משמאל לימין. מספרים בספרות לטיניות, כמו בשעונים ובמסעים. Fluent מבודד כל משתנה; טקסט קבוע
# משמאל לימין עם סימנים (♘f3, [Name "value"]) נתון בין "\u2066" ל-"\u2069".

## The menu

title = שחמט
menu-new-game = משחק חדש
menu-new-short = חדש
menu-games = משחקים
menu-puzzles = חידות
menu-editor = עורך לוח
menu-editor-short = עורך
menu-import = ייבוא
menu-import-short = ייבוא
menu-export = ייצוא
menu-export-short = ייצוא
menu-settings = הגדרות
menu-settings-short = הגדרות
menu-shortcuts = קיצורי מקלדת
menu-label = תפריט
title-start = התחלה: לשחק נגד המחשב, עם חבר, חידות…
zen-leave = יציאה ממצב זן

## The start choices

start-region = התחלה
start-heading = לשחק שחמט
start-continue = המשך
start-computer = לשחק נגד המחשב
start-level = רמה { $level }
start-elo = בערך { $elo } אלו
start-levels = רמה
start-friend = לשחק עם חבר
start-puzzles = חידות
start-analysis = לוח ניתוח
start-editor = עורך לוח
start-more = אפשרויות נוספות (צבע, זמן, Chess960)…
start-kept = משחק חדש שומר את המשחק הנוכחי ב«משחקים».

## Settings

settings-language = שפה
cancel = ביטול

## Banners

banner-update = גרסה חדשה של היישום מוכנה.
banner-update-reload = יש עדכון: טענו מחדש
banner-changed-elsewhere = המשחק הזה השתנה בכרטיסייה אחרת; המסעים של כרטיסייה זו אינם נשמרים.
banner-load-latest = לטעון את הגרסה האחרונה
banner-keep-ours = לשמור את הגרסה של כרטיסייה זו
banner-adding-games = מוסיף משחקים: { $done } מתוך { $total }
banner-importing = ייבוא משחקים

## The board's column and the players

board-region = לוח
strip-computer = מחשב · { $level }
strip-you = את/ה
strip-white-player = שחקן הלבן
strip-black-player = שחקן השחור
color-white = לבן
color-black = שחור

## The panel

opening-chess960 = Chess960 · עמדה { $number }
engine-opponent = מחשב: { $level }
discard-question = { $later ->
    [one] לשחק כאן { $move }? המסע שאחריו יבוטל.
   *[other] לשחק כאן { $move }? { $later } המסעים שאחריו יבוטלו.
}
discard-confirm = לשחק ולמחוק את ההמשך
confirm-move-question = לשחק { $move }?
confirm-move = אישור
game-over = המשחק נגמר
game-end-review = סקירת המשחק
game-end-analyse = ניתוח
game-end-rematch = משחק חוזר
tree-this-move = המסע הזה
tree-promote = קידום הווריאציה
tree-main-line = הפיכה לקו הראשי
tree-delete = מחיקה מכאן
tree-delete-title = מחיקת המסע הזה ומה שאחריו
tree-comment = הערה למסע הזה
tree-deleted = { $move } והמסעים שאחריו נמחקו.
tree-record-kept = משחק שהסתיים שומר על המסעים שלו: שנו את הווריאציות שלו, או בחרו ניתוח כדי לשנות את המשחק עצמו.

## How games end

outcome-win-checkmate = { $winner } ניצח במט
outcome-win-resignation = { $winner } ניצח בכניעה
outcome-win-time = { $winner } ניצח בזמן
outcome-win = { $winner } ניצח
outcome-draw-stalemate = תיקו בפט
outcome-draw-material = תיקו בשל חומר בלתי מספיק
outcome-draw-threefold = תיקו בחזרה משולשת
outcome-draw-fivefold = תיקו בחזרה מחומשת
outcome-draw-fifty = תיקו לפי חוק חמישים המסעים
outcome-draw-seventy-five = תיקו לפי חוק שבעים וחמישה המסעים
outcome-draw-agreement = תיקו בהסכמה
outcome-draw-timeout = תיקו בזמן: לצד שנותר לו זמן לא הייתה אפשרות לתת מט
outcome-draw = תיקו
reason-checkmate = מט
reason-resignation = כניעה
reason-time = נגמר הזמן
reason-recorded = כפי שנרשם
reason-stalemate = פט
reason-material = חומר בלתי מספיק
reason-threefold = חזרה משולשת
reason-fivefold = חזרה מחומשת
reason-fifty = חוק חמישים המסעים
reason-seventy-five = חוק שבעים וחמישה המסעים
reason-agreement = הסכמה
reason-timeout = נגמר הזמן מול חומר בלתי מספיק

## The status line and what is said

status-to-move = תור { $side }
status-to-move-check = תור { $side } — שח
status-analysis = ניתוח
status-viewing-earlier = מוצגת עמדה קודמת: → או End כדי לחזור
speech-to-move = תור { $side }.
speech-to-move-check = תור { $side }. שח.
notice-game-over = המשחק נגמר: { $outcome }
notice-not-your-turn = זה לא התור שלך

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = לתבוע תיקו בשל { $reason }
toolbar-claim = לתבוע תיקו
toolbar-offer-draw = להציע תיקו
toolbar-offer-draw-title = להציע למחשב תיקו
toolbar-draw = תיקו
toolbar-draw-title = שני השחקנים מסכימים לתיקו
toolbar-label = פקדי המשחק
toolbar-navigation = ניווט בין המסעים
toolbar-first = העמדה הראשונה
toolbar-previous = המסע הקודם
toolbar-next = המסע הבא
toolbar-last = העמדה האחרונה
toolbar-flip = היפוך הלוח
toolbar-undo = ביטול
toolbar-undo-title = לבטל את המסע האחרון
toolbar-resign = כניעה

## Chess words

role-pawn = רגלי
role-knight = פרש
role-bishop = רץ
role-rook = צריח
role-queen = מלכה
role-king = מלך
strip-clock = השעון של { $side }
strip-no-material = לא הוכו כלים
strip-has-taken = הכה: { $pieces }
strip-ahead = { $taken }; יתרון של { $lead }

## The engine and analysis

analysis-depth = עומק { $depth }
analysis-waiting = מנתח…
analysis-checkmate = מט: המשחק נגמר.
analysis-stalemate = פט: המשחק נגמר.
analysis-lines = קווי ניתוח
analysis-lines-count = { $n ->
    [one] קו אחד
   *[other] { $n } קווים
}
engine-thinking = המחשב חושב…
engine-hint-pending = מחפש רמז…
engine-region = מנוע
engine-move-now = לשחק עכשיו
engine-hint = רמז
engine-analysis = ניתוח
threat-show-title = הצגת האיום
threat-show = הצגת איום
threat-label = איום: המסעים הטובים ביותר אילו היה תור { $side }
threat-in-check = לא מוצג איום בזמן שח.

## Confirmations

close = סגירה
games-unavailable = לא ניתן לשמור את המשחקים שלך בדפדפן הזה: { $reason }
confirm-resign-title = להיכנע?
confirm-resign-message = המשחק נגמר והיריב מנצח.
confirm-resign-button = כניעה
confirm-agree-draw-title = להסכים לתיקו?
confirm-agree-draw-message = שני השחקנים מסכימים: המשחק נגמר בתיקו.
confirm-agree-draw-button = הסכמה לתיקו
confirm-new-game-title = לעזוב את המשחק הזה?
confirm-new-game-message = הוא נשאר ב«משחקים», לא גמור; אפשר לפתוח אותו שוב משם.
confirm-new-game-button = לעזוב ולהתחיל משחק חדש
confirm-leave-for-editor-title = לעזוב את המשחק לטובת עורך הלוח?
confirm-leave-for-editor-message = המשחק ממשיך בזמן העריכה (גם השעון שלו), ונשאר ב«משחקים».
confirm-leave-for-editor-button = פתיחת עורך הלוח
confirm-leave-for-puzzles-title = לעזוב את המשחק לטובת חידות?
confirm-leave-for-puzzles-message = המשחק ממשיך בזמן הפתרון (גם השעון שלו), ונשאר ב«משחקים».
confirm-leave-for-puzzles-button = פתיחת החידות

## The moves

judgement-inaccuracy = אי-דיוק
judgement-mistake = טעות
judgement-blunder = טעות חמורה
moves-clock-after = השעון אחרי המסע
moves-earlier = { $count ->
    [one] מסע קודם אחד
   *[other] { $count } מסעים קודמים
}
moves-later = { $count ->
    [one] מסע נוסף אחד
   *[other] { $count } מסעים נוספים
}
moves-label = מסעים
moves-none = עדיין אין מסעים
move-input-label = הקלדת מסע (SAN או UCI)
move-input-placeholder = הקלדת מסע: Nf3 או g1f3
move-input-play = לשחק
dismiss = סגירה
eval-label = הערכה
eval-graph-label = גרף הערכה: סיכויי הניצחון של הלבן אחרי כל מסע

## Learn from your mistakes

learn-title = ללמוד מהטעויות
learn-view-solution = הצגת הפתרון
learn-skip = דילוג על המסע הזה
learn-done = סיום: מצאת { $found } מתוך { $total }.
learn-again = שוב
learn-finding = { $judgement ->
    [inaccuracy] { $move } היה אי-דיוק. מצאו מסע טוב יותר עבור { $side }.
    [mistake] { $move } היה טעות. מצאו מסע טוב יותר עבור { $side }.
   *[blunder] { $move } היה טעות חמורה. מצאו מסע טוב יותר עבור { $side }.
}
learn-judging = מעריך את המסע שלך…
learn-wrong = { $move }: אפשר טוב יותר. נסו מסע אחר.
learn-right = { $move }: מסע טוב! הקו של המנוע: { $line }
learn-next = הבא
learn-solution = פתרון: { $line }
learn-count = { $number } מתוך { $total }
learn-leave = יציאה

## The review

verdict-engine-move = { $move }: המסע של המנוע.
verdict-good-move = { $move }: מסע טוב.
verdict-judged = { $move }: { $judgement }.
verdict-best = הטוב ביותר:
verdict-eval = הערכה { $before } ← { $after }
review-progress = סוקר: { $done } מתוך { $total } עמדות
review-second-look = מבט שני, עמוק יותר, על המסעים היקרים: { $done } מתוך { $total } עמדות
review-third-look = מבט שלישי, עמוק עוד יותר, על המסעים הגבוליים: { $done } מתוך { $total } עמדות
review-progress-label = התקדמות הסקירה
review-accuracy = דיוק
review-average-loss = הפסד ממוצע
review-inaccuracies = אי-דיוקים
review-mistakes = טעויות
review-blunders = טעויות חמורות
review-label = סקירת המשחק

## Puzzles

theme-mate-in-1 = מט במסע אחד
theme-mate-in-2 = מט בשני מסעים
theme-mate-in-3 = מט בשלושה מסעים
theme-fork = מזלג
theme-pin = ריתוק
theme-skewer = שיפוד
theme-discovered-attack = התקפה נגלית
theme-hanging-piece = כלי לא מוגן
theme-sacrifice = הקרבה
theme-back-rank-mate = מט בשורה האחורית
theme-opening = פתיחה
theme-middlegame = אמצע המשחק
theme-endgame = סיום
theme-long = חידות ארוכות
puzzles-mistakes-due = הטעויות שלך ({ $due })
puzzles-mistakes = הטעויות שלך
puzzles-tab-puzzles = חידות
puzzles-rating = דירוג החידות שלך:
puzzles-score = רצף { $streak } · נפתרו { $solved } מתוך { $played }
puzzles-theme = נושא
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = כל נושא ({ $count })
puzzles-loading = טוען חידות…
puzzles-unavailable = לא ניתן היה לטעון את החידות: פתחו את הדף פעם אחת באינטרנט כדי לשמור אותן.
puzzles-none-of-theme = אין כאן חידה בנושא הזה: בחרו נושא אחר.
puzzles-about = חידה { $id } · דירוג { $rating }
puzzles-opponent-played = היריב שיחק { $move }.
puzzles-opponent-moves = היריב משחק…
puzzles-your-turn = תורך: מצאו את המסע הטוב ביותר עבור { $side }.
puzzles-best-move = המסע הטוב ביותר!
puzzles-keep-going = המשיכו…
puzzles-wrong = זה לא המסע! נסו משהו אחר.
puzzles-checking = בודק את המסע שלך…
puzzles-solved = החידה נפתרה! כל הכבוד.
puzzles-complete = החידה הושלמה (לא נחשבת כפתורה).
puzzles-view-solution = הצגת הפתרון
puzzles-retry = שוב
puzzles-next = החידה הבאה
puzzles-back = חזרה למשחק

## Your mistakes

mistakes-count = { $due } לתרגול עכשיו · { $all } בסך הכול
mistakes-your-turn = היריב שיחק { $opponent }. במשחק הזה שיחקת אז { $played }. מצאו מסע טוב יותר עבור { $side }.
mistakes-right-going = נכון! המשיכו…
mistakes-wrong = לא מספיק טוב: הסקירה שמרה מסע טוב יותר מזה (שיחקת { $played }). נסו שוב.
mistakes-right = נכון! המסע של הסקירה היה { $best }.
mistakes-shown = המסע של הסקירה היה { $best }.
mistakes-comes-back = { $days ->
    [0] היא נשארת לתרגול.
    [one] היא חוזרת מחר.
    [two] היא חוזרת בעוד יומיים.
   *[other] היא חוזרת בעוד { $days } ימים.
}
mistakes-reading = קורא את המשחקים שנסקרו…
mistakes-none = עדיין אין טעויות. סקרו משחק («סקירת המשחק», כשיש בו מסעים), והטעויות והטעויות החמורות שבו יגיעו לכאן לתרגול.
mistakes-nothing-due = { $days ->
    [one] אין כרגע מה לתרגל: הטעות הבאה חוזרת מחר. אפשר לתרגל אחת מלמטה בכל זאת.
    [two] אין כרגע מה לתרגל: הטעות הבאה חוזרת בעוד יומיים. אפשר לתרגל אחת מלמטה בכל זאת.
   *[other] אין כרגע מה לתרגל: הטעות הבאה חוזרת בעוד { $days } ימים. אפשר לתרגל אחת מלמטה בכל זאת.
}
mistakes-next = הטעות הבאה
mistakes-when = { $days ->
    [0] לתרגול
    [one] מחר
    [two] בעוד יומיים
   *[other] בעוד { $days } ימים
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = לבן
choice-color-black = שחור
choice-variant-standard = רגיל
choice-variant-chess960 = Chess960
choice-variant-position = מעמדה
choice-side-white = לבן
choice-side-black = שחור
choice-side-random = אקראי
choice-sounds-tones = צלילים
choice-sounds-wood = עץ
choice-auto-queen-premove = במסע מוקדם
choice-auto-queen-always = תמיד
choice-auto-queen-never = אף פעם
choice-blindfold-off = כבוי
choice-blindfold-opponent = הסתרת הכלים של היריב
choice-blindfold-own = הסתרת הכלים שלי
choice-blindfold-all = הסתרת כל הכלים
choice-board-wood = עץ
choice-board-blue = כחול
choice-board-green = ירוק
choice-board-slate = צפחה
choice-pieces-classic = קלאסי
choice-pieces-modern = מודרני
choice-pieces-contrast = ניגודיות גבוהה
choice-pieces-letters = אותיות
choice-page-system = כמו המערכת (בהיר או כהה)
choice-page-light = בהיר
choice-page-dark = כהה
choice-coordinates-inside = בתוך הלוח
choice-coordinates-outside = מסביב ללוח
choice-coordinates-off = כבוי
choice-language-browser = כמו הדפדפן
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
choice-win-checkmate = מט
choice-win-resignation = כניעה
choice-win-time-forfeit = הפסד בזמן
choice-win-recorded = כפי שנרשם
choice-draw-stalemate = פט
choice-draw-insufficient-material = חומר בלתי מספיק
choice-draw-threefold-repetition = חזרה משולשת
choice-draw-fivefold-repetition = חזרה מחומשת
choice-draw-fifty-move-rule = חוק חמישים המסעים
choice-draw-seventy-five-move-rule = חוק שבעים וחמישה המסעים
choice-draw-agreement = הסכמה
choice-draw-timeout-vs-insufficient-material = נגמר הזמן, בלי חומר למט
choice-draw-recorded = כפי שנרשם

## New game

level-label = רמה { $level }, בערך { $elo }
levels-measured = החוזק של כל רמה נמדד במשחקים נגד Stockfish שכוון לשחק בדירוג מסוים. רמות 1 עד 8 משחקות אותו דבר בכל מכשיר; רמה 9 חזקה יותר במכשיר מהיר יותר.
new-game-opponent = יריב
new-game-computer = המחשב
new-game-friend = חבר במכשיר הזה
new-game-colour = צבע
new-game-level = רמה
new-game-variant = סוג
new-game-fen = עמדה (FEN)
new-game-start = התחלה
time-bullet = קליע
time-blitz = בזק
time-rapid = מהיר
time-classical = קלאסי
new-game-quick-times = בקרות זמן מהירות
new-game-no-clock = בלי שעון
new-game-time = בקרת זמן
new-game-untimed = בלי הגבלת זמן
new-game-custom = מותאם אישית
new-game-minutes = דקות
new-game-increment-seconds = תוספת (שניות)
new-game-increment = תוספת

## Settings (the controls)

settings-sound = קול
settings-sounds = צלילים
settings-animate = הנפשת מסעים
settings-confirm-moves = אישור מסעים (מסע על הלוח ממתין ל«אישור»)
settings-figurines = כתיב בצלמיות ({ "\u2066" }♘f3{ "\u2069" })
settings-board = לוח
settings-pieces = כלים
settings-board-previews = ערכות לוח
settings-piece-previews = ערכות כלים
settings-page = דף
settings-coordinates = קואורדינטות
settings-auto-queen = הכתרה אוטומטית למלכה
settings-blindfold = משחק עיוור
settings-board-size-value = גודל הלוח: { $size }%
settings-board-size = גודל הלוח
settings-zen = מצב זן (הלוח והשעונים בלבד; z)

## Games (the library)

games-moves = { $count ->
    [one] מסע אחד
   *[other] { $count } מסעים
}
games-computer = מחשב (רמה { $level })
games-no-opening = פתיחה ללא שם
games-reviewed = נסקר
games-this-game = המשחק הזה
games-open = פתיחה
games-delete = מחיקה
games-deleted = נמחק: { $players }.
games-undo = ביטול
games-search = חיפוש לפי שחקן או פתיחה
games-download-all = הורדת הכול
games-loading = טוען…
games-none = אין עדיין משחקים: כל משחק שתשחק נשמר כאן, מסע אחר מסע.
games-none-found = אין משחק שמתאים לחיפוש.
games-show-more = להציג עוד ({ $hidden } נוספים; חיפוש מוצא כל אחד)
games-won = ניצחון
games-lost = הפסד
games-drawn = תיקו
games-other = לא גמור, או לא שלך
games-result = תוצאה
games-any-result = כל תוצאה
games-your-colour = הצבע שלך
games-any-colour = כל צבע
games-had-white = שיחקת בלבן
games-had-black = שיחקת בשחור
games-opening = פתיחה
games-any-opening = כל פתיחה

## Keyboard shortcuts

shortcut-prev-next = המסע הקודם והבא
shortcut-variations = הווריאציה הקודמת והבאה בהסתעפות
shortcut-first-last = העמדה הראשונה והאחרונה
shortcut-flip = היפוך הלוח
shortcut-threat = הצגת האיום (המסע הטוב ביותר של היריב אילו היה תורו)
shortcut-squares = מעבר בין משבצות הלוח
shortcut-pick = להרים כלי, ואז להניח אותו
shortcut-escape = ביטול הבחירה או ההכתרה
shortcut-right-click = עיגול משבצת; גרירה בלחצן ימני: חץ
shortcut-brushes = עם לחיצה ימנית: אדום, כחול (שניהם: צהוב)
shortcut-new-game = משחק חדש
shortcut-zen = מצב זן: הלוח והשעונים בלבד, או שוב הכול
shortcut-list = הרשימה הזו
keys-home-end = Home End
keys-tab-arrows = Tab, ואז החיצים
keys-enter-space = Enter או רווח
keys-escape = Esc
keys-right-click = לחיצה ימנית
keys-shift-alt = Shift, Alt

## Import and export

records-title = ייבוא וייצוא
records-copied-fen = ה-FEN הועתק
records-copied-link = הקישור הועתק
records-copied-pgn = ה-PGN הועתק
records-copy-failed-fen = לא ניתן היה להעתיק את ה-FEN ללוח; סמנו והעתיקו אותו ידנית
records-copy-failed-link = לא ניתן היה להעתיק את הקישור ללוח; סמנו והעתיקו אותו ידנית
records-copy-failed-pgn = לא ניתן היה להעתיק את ה-PGN ללוח; סמנו והעתיקו אותו ידנית
records-text = FEN או PGN לטעינה
records-placeholder = הדביקו FEN או PGN (משחק אחד, או רבים)
records-load = טעינה
records-load-analyse = טעינה וניתוח
records-load-computer = טעינה ומשחק נגד המחשב
records-add-all = הוספת הכול למשחקים שלי
records-downloaded = ה-PGN הורד
records-download-failed = לא ניתן היה להוריד את ה-PGN
records-copy-fen = העתקת FEN
records-copy-link = העתקת קישור
records-copy-pgn = העתקת PGN
records-download = הורדת PGN

## The board

piece-white-pawn = רגלי לבן
piece-white-knight = פרש לבן
piece-white-bishop = רץ לבן
piece-white-rook = צריח לבן
piece-white-queen = מלכה לבנה
piece-white-king = מלך לבן
piece-black-pawn = רגלי שחור
piece-black-knight = פרש שחור
piece-black-bishop = רץ שחור
piece-black-rook = צריח שחור
piece-black-queen = מלכה שחורה
piece-black-king = מלך שחור
square-empty = ריקה
board-label = לוח שחמט
promote-to = הכתרה ל{ $piece }
promote-choose = בחרו כלי להכתרה

## The board editor

editor-pieces = כלים
editor-hand-title = הזזת כלים
editor-hand = הזזה
editor-delete-title = הסרת כלים
editor-delete = הסרה
editor-start-position = עמדת פתיחה
editor-clear = ניקוי
editor-flip = היפוך
editor-castling-right = { $side } { $castling }
editor-turn = תור
editor-white-to-play = תור הלבן
editor-black-to-play = תור השחור
editor-castling = הצרחה
editor-en-passant = הכאה דרך הילוכו
editor-none = אין
editor-chess960 = עמדת Chess960
editor-fen = FEN
editor-play-computer = לשחק מכאן נגד המחשב
editor-play-friend = לשחק מכאן עם חבר

## What is said and the notices of play

said-new-game = משחק חדש.
said-game-restored = המשחק שוחזר.
said-game-loaded = המשחק נטען.
said-played = { $side } שיחק { $move }.
said-taken-back = המסע בוטל.
notice-clocks-paused = השעונים נעצרו כשהדף היה סגור; הם פועלים שוב עכשיו.
notice-over-keeps-result = המשחק נגמר ותוצאתו נשמרת: «ניתוח» כדי לנסות מסעים אחרים
notice-nothing-to-take-back = אין מסע לבטל

## Notices

notice-draw-accepted = המחשב מקבל את התיקו.
notice-draw-declined = המחשב דוחה את התיקו וממשיך לשחק.
notice-engine-restarted = המנוע הפסיק להגיב והופעל מחדש; הוא חושב שוב.
notice-held-elsewhere = המשחק שלך פתוח בכרטיסייה אחרת, ולכן כרטיסייה זו מתחילה משחק חדש; שניהם נשמרים ב«משחקים».
notice-link-invalid = העמדה שבקישור אינה תקינה: { $error }
records-loaded-but = המשחק נטען, אבל { $warning }.
records-empty = הדביקו קודם FEN או PGN
records-fen-invalid = ה-FEN הזה אינו תקין: { $error }
records-pgn-invalid = לא ניתן היה לקרוא את ה-PGN הזה: { $error }
records-many-games = ב-PGN הזה יש { $count } משחקים: הראשון פתוח, וכולם נשמרים ב«משחקים».

## Notices at start

notice-shared-position = העמדה המשותפת פתוחה. המשחק הקודם שלך נשמר ב«משחקים».

## Dates and other notices

month-1 = ינו׳
month-2 = פבר׳
month-3 = מרץ
month-4 = אפר׳
month-5 = מאי
month-6 = יוני
month-7 = יולי
month-8 = אוג׳
month-9 = ספט׳
month-10 = אוק׳
month-11 = נוב׳
month-12 = דצמ׳
date-day-month-year = { $day } ב{ $month } { $year }
date-month-year = { $month } { $year }
date-unknown = תאריך לא ידוע
new-game-fen-missing = יש לתת את עמדת ההתחלה כ-FEN.
new-game-fen-invalid = אי אפשר לשחק מהעמדה הזו: { $error }.
new-game-fen-over = המשחק כבר נגמר בעמדה הזו.
puzzles-not-kept = חידה { $id } אינה בין { $count } החידות השמורות כאן; הנה חידה אחרת.
mistakes-engine-unavailable = כאן נחשב רק המסע של הסקירה: המנוע לא יכול לשפוט מסעים אחרים ({ $reason }).

## Speech and the library

speech-castles-kingside = מצריח הצרחה קצרה
speech-castles-queenside = מצריח הצרחה ארוכה
speech-passes = מוותר על התור
speech-takes = מכה
speech-promotes = מוכתר ל{ $piece }
library-delete-failed = לא ניתן היה למחוק את המשחק: { $error }
library-open-failed = לא ניתן היה לפתוח את המשחק: { $error }
library-gone = המשחק הזה כבר לא בספרייה
library-download-failed = לא ניתן היה להוריד את המשחקים
library-add-unavailable = רשימת המשחקים אינה זמינה בדפדפן הזה, ולכן לא ניתן היה להוסיף את המשחקים
library-storage-refused = האחסון של הדפדפן דחה את המשחקים: ייתכן שהוא מלא
library-added = { $added ->
    [one] משחק אחד נוסף למשחקים שלך.
   *[other] { $added } משחקים נוספו למשחקים שלך.
}
library-added-some-failed = { $added } משחקים נוספו למשחקים שלך (לא ניתן היה לקרוא { $failed }, והם הושמטו).

## Storage, crashes and the engine

storage-unavailable = הדפדפן הזה לא מאפשר לדף לשמור נתונים (גלישה פרטית או אחסון כבוי): המשחק שלך ממשיך, אבל לא יישמר אחרי שתצאו.
storage-full = האחסון של הדפדפן מלא: המשחק שלך ממשיך, אבל המסעים האחרונים שלו לא נשמרים. מחקו משחקים ישנים מרשימת «משחקים» כדי לפנות מקום.
storage-kept-aside = הוא נשמר באחסון של הדפדפן הזה בשם "{ $key }".
storage-left = הוא הושאר במקומו, בשם "{ $key }".
storage-unrestorable = לא ניתן היה לשחזר את המשחק השמור שלך: { $error }. התחיל משחק חדש.
crash-label = משהו השתבש
crash-title = משהו השתבש: טענו את הדף מחדש. המשחק שלך נשמר כפי שהיה לפני הפעולה האחרונה.
engine-unavailable = המנוע לא הצליח לפעול בדפדפן הזה: שחקו עם חבר, או נסו דפדפן אחר.
library-unavailable = רשימת המשחקים אינה זמינה בדפדפן הזה ({ $reason })
library-updated-elsewhere = היישום עודכן בכרטיסייה אחרת: טענו מחדש את הכרטיסייה הזו כדי להמשיך להשתמש במשחקים שלכם.

## Crash

crash-reload = טעינה מחדש

## Saved games that cannot be read

saved-damaged = הנתונים השמורים פגומים ({ $error })
saved-newer = הוא נשמר בגרסה חדשה יותר של היישום (תבנית { $format }, גרסה זו קוראת עד { $known })
saved-start = עמדת ההתחלה שלו שגויה: { $error }
saved-move = המסע מספר { $index } שלו ({ $move }) אינו חוקי
saved-pgn = לא ניתן לקרוא את המסעים שלו: { $error }
saved-field = בשדה '{ $field }' שלו יש ערך שהיישום הזה אינו מכיר

## Why a move is not legal

placed-piece = { $role ->
    [pawn] הרגלי
    [knight] הפרש
    [bishop] הרץ
    [rook] הצריח
    [queen] המלכה
   *[king] המלך
} ב-{ $square }
castling-kingside = קצרה
castling-queenside = ארוכה
illegal-empty-square = אין כלי ב-{ $square }
illegal-not-your-turn = זה התור של { $side }
illegal-no-movement = מסע חייב להעביר את הכלי למשבצת אחרת
illegal-own-piece = כלי לא יכול לעבור למשבצת שתפוסה בכלי מצבעו: { $piece } שלך
illegal-shape-pawn = רגלי מתקדם משבצת אחת ישר קדימה (שתיים ממשבצת המוצא שלו) ומכה משבצת אחת באלכסון קדימה
illegal-shape-knight = פרש נע בצורת L: שתי משבצות בכיוון אחד, ואז משבצת אחת הצידה
illegal-shape-bishop = רץ נע רק באלכסון
illegal-shape-rook = צריח נע רק לאורך שורות וטורים
illegal-shape-queen = מלכה נעה לאורך שורות, טורים ואלכסונים
illegal-shape-king = מלך נע משבצת אחת לכל כיוון (שתיים רק בהצרחה)
illegal-blocked = הכלי ({ $mover }) לא יכול לדלג מעל { $piece }: רק הפרש מדלג
illegal-pawn-backward = רגלי לעולם אינו נע אחורה
illegal-pawn-straight-capture = רגלי מכה רק באלכסון
illegal-pawn-diagonal = רגלי נע באלכסון רק כשהוא מכה
illegal-en-passant-late = הכאה דרך הילוכו מותרת רק במסע שמיד אחרי צעד כפול של הרגלי
illegal-double-step = רגלי יכול להתקדם שתי משבצות רק ממשבצת המוצא שלו
illegal-promotion-required = רגלי שמגיע לשורה האחרונה חייב להיות מוכתר: בחרו מלכה, צריח, רץ או פרש
illegal-promotion-not-allowed = רק רגלי שמגיע לשורה האחרונה מוכתר
illegal-promotion-piece = רגלי יכול להיות מוכתר רק למלכה, צריח, רץ או פרש, לא ל{ $piece }
illegal-castling-king-moved = הצרחה { $side } כבר אינה מותרת: המלך זז
illegal-castling-rook-moved = הצרחה { $side } כבר אינה מותרת: הצריח הזה זז
illegal-castling-rook-captured = הצרחה { $side } כבר אינה מותרת: הצריח הזה הוכה
illegal-castling-lost = הצרחה { $side } כבר אינה מותרת: המלך או הצריח הזה כבר זזו
illegal-castling-blocked = אין להצריח כשכלי עומד בין המלך לצריח: { $piece }
illegal-castling-destination = אין להצריח כשכלי עומד במקום שאליו יגיעו המלך או הצריח: { $piece }
illegal-castling-in-check = אין להצריח כשהמלך בשח (מ{ $piece })
illegal-castling-through = המלך יעבור דרך { $square }, שמותקפת על ידי { $piece }
illegal-castling-into = המלך ינחת על { $square }, שמותקפת על ידי { $piece }
illegal-king-into-check = המלך שלך יהיה בשח מ{ $piece }
illegal-kings-adjacent = המלכים לעולם אינם יכולים לעמוד זה לצד זה
illegal-still-in-check = המסע הזה משאיר את המלך שלך בשח מ{ $piece }
illegal-en-passant-exposes = הכאה דרך הילוכו מוציאה את שני הרגלים מהקו וחושפת את המלך שלך אל { $piece }
illegal-pinned = יש ריתוק על { $pinned }: הזזת הכלי חושפת את המלך שלך אל { $piece }
typed-not-san = '{ $move }' אינו מסע בכתיב אלגברי
typed-illegal = { $move } אינו מסע חוקי בעמדה הזו
typed-ambiguous = { $move } יכול להיות יותר ממסע אחד; הוסיפו את הטור או השורה של משבצת המוצא
typed-not-uci = '{ $move }' אינו מסע UCI (שתי משבצות ואות הכתרה אופציונלית, כמו e7e8q)

## Training kept in the browser

library-upgrade-blocked = רשימת המשחקים מתעדכנת: סגרו את הכרטיסיות האחרות של היישום (שנפתחו לפני העדכון) כדי לסיים.
puzzles-progress-unreadable = לא ניתן היה לקרוא את דירוג החידות וההיסטוריה שלך, ולכן הם מתחילים מחדש (העותק שלא נקרא נשמר בצד).
mistakes-unreadable = לא ניתן היה לקרוא את לוח התרגול של הטעויות שלך, ולכן הוא מתחיל מחדש מהמשחקים שנסקרו.
puzzles-not-saved = לא ניתן היה לשמור את ההתקדמות שלך בחידות (האחסון של הדפדפן מלא או סירב): היא נשארת בדף הזה עד שייסגר.

## Why a FEN cannot be read or a position cannot be played

fen-empty = ה-FEN ריק
fen-field-count = ל-FEN יש 6 שדות המופרדים ברווחים (לוח, תור, הצרחה, הכאה דרך הילוכו, מונה חצאי המסעים, מספר המסע), לפחות 4 הראשונים; בזה יש { $count }
fen-rank-count = שדה הלוח צריך 8 שורות המופרדות ב-'/'; בזה יש { $count }
fen-rank-length = שורה { $rank } בשדה הלוח מתארת { $count } משבצות במקום 8
fen-piece-letter = '{ $letter }' בשורה { $rank } אינה אות של כלי (KQRBNP ללבן, kqrbnp לשחור, 1-8 למשבצות ריקות)
fen-side-to-move = התור חייב להיות 'w' או 'b', לא '{ $text }'
fen-castling = שדה ההצרחה חייב להיות '-' או אותיות מתוך 'KQkq' (או טורי הצריחים, כמו 'HAha'), כל אחת פעם אחת לכל היותר, לא '{ $text }'
fen-en-passant = שדה ההכאה דרך הילוכו חייב להיות '-' או משבצת כמו e3, לא '{ $text }'
fen-halfmove-clock = מונה חצאי המסעים חייב להיות מספר שלם מ-0 ומעלה, לא '{ $text }'
fen-move-number = מספר המסע חייב להיות מספר שלם מ-1 ומעלה, לא '{ $text }'
fen-impossible = עמדה בלתי אפשרית: { $reason }
position-no-king = ל{ $side } אין מלך
position-kings = ל{ $side } יש יותר ממלך אחד
position-pawn-back-rank = יש רגלי ב-{ $square }, אבל רגלים לעולם אינם עומדים בשורה הראשונה או האחרונה
position-pawns = ל{ $side } יש יותר מ-8 רגלים
position-pieces = ל{ $side } יש יותר מ-16 כלים
position-castling-pieces = ל{ $side } לא יכולה להיות זכות הצרחה { $castling }: לשם כך המלך צריך להיות ב-{ $king } והצריח ב-{ $rook }
position-960-castling-h = ל{ $side } לא יכולה להיות זכות הצרחה { $castling }: לשם כך המלך צריך להיות בשורה { $rank } עם צריח בצד טור h שלו
position-960-castling-a = ל{ $side } לא יכולה להיות זכות הצרחה { $castling }: לשם כך המלך צריך להיות בשורה { $rank } עם צריח בצד טור a שלו
position-en-passant = { $square } לא יכולה להיות משבצת ההכאה דרך הילוכו: אף רגלי לא יכול היה זה עתה להתקדם שתי משבצות מעבר לה
position-opponent-in-check = { $side } בשח אבל זה לא התור של { $side }, וזה לא יכול לקרות
position-checkers = המלך בשח מ-{ $count } כלים בבת אחת, ושום מסע אינו יכול לגרום לכך

## The editor's FEN

editor-fen-unreadable = לא ניתן לקרוא את ה-FEN הזה: { $error }.

## Why a PGN cannot be read

pgn-where = שורה { $line }, עמודה { $column }: { $what }
pgn-empty = אין כאן משחק
pgn-bad-tag = תגית צריכה להיראות כמו { "\u2066" }[Name "value"]{ "\u2069" }
pgn-open-comment = ההערה הזו { $open } לעולם אינה נסגרת ב-{ $close }
pgn-open-variation = הווריאציה הזו ( לעולם אינה נסגרת ב-)
pgn-stray-parenthesis = הסוגר הזה ) אינו סוגר שום וריאציה
pgn-variation-first = וריאציה ( חייבת לבוא אחרי המסע שהיא מחליפה
pgn-bad-fen = תגית ה-FEN שגויה: { $error }
pgn-variant = הסוג '{ $variant }' אינו נתמך (רק שחמט רגיל ו-Chess960)
pgn-move = מסע
pgn-null-move = המסע { $move } הוא מסע ריק (--), שאינו מסע שחמט: הוא והמסעים שאחריו בקו שלו הושמטו
pgn-no-draw-to-claim = אפשר לתבוע תיקו רק אחרי חזרה משולשת או חמישים מסעים בלי הכאה או מסע רגלי
