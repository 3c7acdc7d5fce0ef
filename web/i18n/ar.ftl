# نصوص التطبيق بالعربية (المفاتيح نفسها كما في en.ftl). تُكتب الصفحة من اليمين إلى اليسار،
# والرقعة والنقلات (SAN) من اليسار إلى اليمين. الأعداد بالأرقام اللاتينية، كما في الساعات والنقلات.
# Fluent يعزل كل متغير ({ $move }...) فيبقى اتجاهه؛ والنص الثابت من اليسار إلى اليمين ذو العلامات
# (♘f3، [Name "value"]) يُحاط بـ "\u2066" و"\u2069" (عزل من اليسار إلى اليمين).

## The menu

title = شطرنج
menu-new-game = مباراة جديدة
menu-new-short = جديدة
menu-games = المباريات
menu-puzzles = الألغاز
menu-editor = محرر الرقعة
menu-editor-short = المحرر
menu-import = استيراد
menu-import-short = استيراد
menu-export = تصدير
menu-export-short = تصدير
menu-settings = الإعدادات
menu-settings-short = الإعدادات
menu-shortcuts = اختصارات لوحة المفاتيح
menu-label = القائمة
title-start = البداية: العب ضد الحاسوب أو مع صديق، حل الألغاز…
zen-leave = الخروج من وضع التركيز

## The start choices

start-region = البداية
start-heading = العب الشطرنج
start-continue = تابع
start-computer = العب ضد الحاسوب
start-level = المستوى { $level }
start-elo = نحو { $elo } إيلو
start-levels = المستوى
start-friend = العب مع صديق
start-puzzles = الألغاز
start-analysis = رقعة التحليل
start-editor = محرر الرقعة
start-more = خيارات أخرى (اللون، الوقت، Chess960)…
start-kept = المباراة الجديدة تُبقي المباراة الجارية محفوظة في «المباريات».

## Settings

settings-language = اللغة
cancel = إلغاء

## Banners

banner-update = إصدار جديد من التطبيق جاهز.
banner-update-reload = يتوفر تحديث: أعد التحميل
banner-changed-elsewhere = تغيّرت هذه المباراة في علامة تبويب أخرى؛ نقلات هذه العلامة لا تُحفظ.
banner-load-latest = حمّل أحدث نسخة
banner-keep-ours = احتفظ بنسخة هذه العلامة
banner-adding-games = إضافة المباريات: { $done } من { $total }
banner-importing = استيراد المباريات

## The board's column and the players

board-region = الرقعة
strip-computer = الحاسوب · { $level }
strip-you = أنت
strip-white-player = لاعب الأبيض
strip-black-player = لاعب الأسود
color-white = الأبيض
color-black = الأسود

## The panel

opening-chess960 = Chess960 · الوضعية { $number }
engine-opponent = الحاسوب: { $level }
discard-question = { $later ->
    [one] أتلعب { $move } هنا؟ ستُلغى النقلة التالية.
    [two] أتلعب { $move } هنا؟ ستُلغى النقلتان التاليتان.
    [few] أتلعب { $move } هنا؟ ستُلغى النقلات الـ{ $later } التالية.
   *[other] أتلعب { $move } هنا؟ ستُلغى { $later } نقلة تالية.
}
discard-confirm = العب واحذف ما بعدها
confirm-move-question = أتلعب { $move }؟
confirm-move = تأكيد
game-over = انتهت المباراة
game-end-review = مراجعة المباراة
game-end-analyse = تحليل
game-end-rematch = مباراة أخرى
tree-this-move = هذه النقلة
tree-promote = رفع التفريعة
tree-main-line = اجعلها الخط الرئيسي
tree-delete = احذف من هنا
tree-delete-title = احذف هذه النقلة وما يليها
tree-comment = علّق على هذه النقلة
tree-deleted = حُذفت { $move } والنقلات التي تليها.
tree-record-kept = تحتفظ المباراة المنتهية بنقلاتها: غيّر تفرعاتها، أو اختر «تحليل» لتغيير المباراة نفسها.

## How games end

outcome-win-checkmate = فاز { $winner } بكش مات
outcome-win-resignation = فاز { $winner } باستسلام الخصم
outcome-win-time = فاز { $winner } بانتهاء وقت الخصم
outcome-win = فاز { $winner }
outcome-draw-stalemate = تعادل بالجمود (لا نقلة قانونية ولا كش)
outcome-draw-material = تعادل لعدم كفاية القطع
outcome-draw-threefold = تعادل بتكرار الوضعية ثلاث مرات
outcome-draw-fivefold = تعادل بتكرار الوضعية خمس مرات
outcome-draw-fifty = تعادل بقاعدة الخمسين نقلة
outcome-draw-seventy-five = تعادل بقاعدة الخمس والسبعين نقلة
outcome-draw-agreement = تعادل بالاتفاق
outcome-draw-timeout = تعادل بالوقت: الطرف الذي بقي له وقت ما كان ليستطيع الكش مات
outcome-draw = تعادل
reason-checkmate = كش مات
reason-resignation = الاستسلام
reason-time = انتهاء الوقت
reason-recorded = كما هو مسجّل
reason-stalemate = الجمود
reason-material = عدم كفاية القطع
reason-threefold = تكرار الوضعية ثلاث مرات
reason-fivefold = تكرار الوضعية خمس مرات
reason-fifty = قاعدة الخمسين نقلة
reason-seventy-five = قاعدة الخمس والسبعين نقلة
reason-agreement = الاتفاق
reason-timeout = انتهاء الوقت مع عدم كفاية القطع

## The status line and what is said

status-to-move = الدور على { $side }
status-to-move-check = الدور على { $side } — كش
status-analysis = تحليل
status-viewing-earlier = تعرض وضعية سابقة: → أو End للعودة
speech-to-move = الدور على { $side }.
speech-to-move-check = الدور على { $side }. كش.
notice-game-over = انتهت المباراة: { $outcome }
notice-not-your-turn = ليس دورك

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = اطلب التعادل بسبب { $reason }
toolbar-claim = اطلب التعادل
toolbar-offer-draw = اعرض التعادل
toolbar-offer-draw-title = اعرض التعادل على الحاسوب
toolbar-draw = تعادل
toolbar-draw-title = يتفق اللاعبان على التعادل
toolbar-label = أدوات المباراة
toolbar-navigation = التنقل بين النقلات
toolbar-first = الوضعية الأولى
toolbar-previous = النقلة السابقة
toolbar-next = النقلة التالية
toolbar-last = الوضعية الأخيرة
toolbar-flip = اقلب الرقعة
toolbar-undo = تراجع
toolbar-undo-title = استرجع النقلة الأخيرة
toolbar-resign = استسلام

## Chess words

role-pawn = بيدق
role-knight = حصان
role-bishop = فيل
role-rook = قلعة
role-queen = وزير
role-king = ملك
strip-clock = ساعة { $side }
strip-no-material = لم يأخذ أي قطعة
strip-has-taken = أخذ: { $pieces }
strip-ahead = { $taken }؛ متقدم بفارق { $lead }

## The engine and analysis

analysis-depth = العمق { $depth }
analysis-waiting = جارٍ التحليل…
analysis-checkmate = كش مات: انتهت المباراة.
analysis-stalemate = جمود: انتهت المباراة.
analysis-lines = خطوط التحليل
analysis-lines-count = { $n ->
    [one] خط واحد
    [two] خطان
    [few] { $n } خطوط
   *[other] { $n } خطًا
}
engine-thinking = الحاسوب يفكر…
engine-hint-pending = البحث عن تلميح…
engine-region = المحرك
engine-move-now = العب الآن
engine-hint = تلميح
engine-analysis = تحليل
threat-show-title = أظهر التهديد
threat-show = أظهر التهديد
threat-label = التهديد: أفضل النقلات لو كان الدور على { $side }
threat-in-check = لا يظهر التهديد أثناء الكش.

## Confirmations

close = إغلاق
games-unavailable = لا يمكن حفظ مبارياتك في هذا المتصفح: { $reason }
confirm-resign-title = أتستسلم؟
confirm-resign-message = تنتهي المباراة ويفوز خصمك.
confirm-resign-button = استسلم
confirm-agree-draw-title = أتتفقان على التعادل؟
confirm-agree-draw-message = يتفق اللاعبان: تنتهي المباراة بالتعادل.
confirm-agree-draw-button = اتفقا على التعادل
confirm-new-game-title = أتغادر هذه المباراة؟
confirm-new-game-message = تبقى في «المباريات» غير منتهية، ويمكنك فتحها مجددًا من هناك.
confirm-new-game-button = غادر وابدأ مباراة جديدة
confirm-leave-for-editor-title = أتغادر هذه المباراة إلى محرر الرقعة؟
confirm-leave-for-editor-message = تستمر المباراة أثناء التحرير (وساعتها أيضًا)، وتبقى في «المباريات».
confirm-leave-for-editor-button = افتح محرر الرقعة
confirm-leave-for-puzzles-title = أتغادر هذه المباراة إلى الألغاز؟
confirm-leave-for-puzzles-message = تستمر المباراة أثناء الحل (وساعتها أيضًا)، وتبقى في «المباريات».
confirm-leave-for-puzzles-button = افتح الألغاز

## The moves

judgement-inaccuracy = عدم دقة
judgement-mistake = خطأ
judgement-blunder = خطأ فادح
moves-clock-after = الساعة بعد النقلة
moves-earlier = { $count ->
    [one] نقلة سابقة
    [two] نقلتان سابقتان
    [few] { $count } نقلات سابقة
   *[other] { $count } نقلة سابقة
}
moves-later = { $count ->
    [one] نقلة لاحقة
    [two] نقلتان لاحقتان
    [few] { $count } نقلات لاحقة
   *[other] { $count } نقلة لاحقة
}
moves-label = النقلات
moves-none = لا نقلات بعد
move-input-label = اكتب نقلة (SAN أو UCI)
move-input-placeholder = اكتب نقلة: Nf3 أو g1f3
move-input-play = العب
dismiss = إخفاء
eval-label = التقييم
eval-graph-label = منحنى التقييم: فرص فوز الأبيض بعد كل نقلة

## Learn from your mistakes

learn-title = تعلّم من أخطائك
learn-view-solution = اعرض الحل
learn-skip = تخطَّ هذه النقلة
learn-done = انتهى: وجدت { $found } من { $total }.
learn-again = أعد المحاولة
learn-finding = { $judgement ->
    [inaccuracy] كانت { $move } نقلة غير دقيقة. جد نقلة أفضل يلعبها { $side }.
    [mistake] كانت { $move } خطأ. جد نقلة أفضل يلعبها { $side }.
   *[blunder] كانت { $move } خطأً فادحًا. جد نقلة أفضل يلعبها { $side }.
}
learn-judging = تقييم نقلتك…
learn-wrong = { $move }: يمكنك أفضل من ذلك. جرّب نقلة أخرى.
learn-right = { $move }: نقلة جيدة! خط المحرك: { $line }
learn-next = التالي
learn-solution = الحل: { $line }
learn-count = { $number } من { $total }
learn-leave = مغادرة

## The review

verdict-engine-move = { $move }: نقلة المحرك.
verdict-good-move = { $move }: نقلة جيدة.
verdict-judged = { $move }: { $judgement }.
verdict-best = الأفضل كان
verdict-eval = التقييم { $before } ← { $after }
review-progress = المراجعة: { $done } من { $total } وضعية
review-second-look = نظرة ثانية أعمق على النقلات المكلفة: { $done } من { $total } وضعية
review-third-look = نظرة ثالثة أعمق على النقلات الحدّية: { $done } من { $total } وضعية
review-progress-label = تقدّم المراجعة
review-accuracy = الدقة
review-average-loss = متوسط الخسارة
review-inaccuracies = عدم دقة
review-mistakes = أخطاء
review-blunders = أخطاء فادحة
review-label = مراجعة المباراة

## Puzzles

theme-mate-in-1 = كش مات في نقلة
theme-mate-in-2 = كش مات في نقلتين
theme-mate-in-3 = كش مات في ثلاث نقلات
theme-fork = شوكة
theme-pin = تثبيت
theme-skewer = سيخ
theme-discovered-attack = هجوم مكشوف
theme-hanging-piece = قطعة غير محمية
theme-sacrifice = تضحية
theme-back-rank-mate = كش مات في الصف الأخير
theme-opening = الافتتاح
theme-middlegame = وسط المباراة
theme-endgame = نهاية المباراة
theme-long = ألغاز طويلة
puzzles-mistakes-due = أخطاؤك ({ $due })
puzzles-mistakes = أخطاؤك
puzzles-tab-puzzles = الألغاز
puzzles-rating = تقييمك في الألغاز:
puzzles-score = سلسلة { $streak } · حُلّ { $solved } من { $played }
puzzles-theme = الموضوع
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = أي موضوع ({ $count })
puzzles-loading = تحميل الألغاز…
puzzles-unavailable = تعذّر تحميل الألغاز: افتح الصفحة مرة متصلًا بالإنترنت لتحفظها.
puzzles-none-of-theme = لا لغز من هذا الموضوع هنا: اختر موضوعًا آخر.
puzzles-about = اللغز { $id } · تقييمه { $rating }
puzzles-opponent-played = لعب خصمك { $move }.
puzzles-opponent-moves = خصمك يلعب…
puzzles-your-turn = دورك: جد أفضل نقلة يلعبها { $side }.
puzzles-best-move = أفضل نقلة!
puzzles-keep-going = واصل…
puzzles-wrong = ليست هذه النقلة! جرّب غيرها.
puzzles-checking = التحقق من نقلتك…
puzzles-solved = حُلّ اللغز! أحسنت.
puzzles-complete = اكتمل اللغز (لا يُحسب محلولًا).
puzzles-view-solution = اعرض الحل
puzzles-retry = أعد المحاولة
puzzles-next = اللغز التالي
puzzles-back = العودة إلى المباراة

## Your mistakes

mistakes-count = { $due } مستحق الآن · { $all } في المجموع
mistakes-your-turn = لعب خصمك { $opponent }. في هذه المباراة لعبت بعدها { $played }. جد نقلة أفضل يلعبها { $side }.
mistakes-right-going = صحيح! واصل…
mistakes-wrong = ليست جيدة بما يكفي: حفظت المراجعة نقلة أفضل منها (لعبت { $played }). حاول مجددًا.
mistakes-right = صحيح! نقلة المراجعة كانت { $best }.
mistakes-shown = نقلة المراجعة كانت { $best }.
mistakes-comes-back = { $days ->
    [0] يبقى مستحقًا.
    [one] يعود غدًا.
    [two] يعود بعد يومين.
    [few] يعود بعد { $days } أيام.
   *[other] يعود بعد { $days } يومًا.
}
mistakes-reading = قراءة مبارياتك المراجَعة…
mistakes-none = لا أخطاء بعد. راجع مباراة («مراجعة المباراة» بعد أن تكون فيها نقلات)، فتأتي أخطاؤها وأخطاؤها الفادحة إلى هنا للتمرّن عليها.
mistakes-nothing-due = { $days ->
    [one] لا شيء مستحق الآن: يعود الخطأ التالي غدًا. تمرّن على أحد الأخطاء أدناه على أي حال.
    [two] لا شيء مستحق الآن: يعود الخطأ التالي بعد يومين. تمرّن على أحد الأخطاء أدناه على أي حال.
    [few] لا شيء مستحق الآن: يعود الخطأ التالي بعد { $days } أيام. تمرّن على أحد الأخطاء أدناه على أي حال.
   *[other] لا شيء مستحق الآن: يعود الخطأ التالي بعد { $days } يومًا. تمرّن على أحد الأخطاء أدناه على أي حال.
}
mistakes-next = الخطأ التالي
mistakes-when = { $days ->
    [0] مستحق
    [one] غدًا
    [two] بعد يومين
    [few] بعد { $days } أيام
   *[other] بعد { $days } يومًا
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = الأبيض
choice-color-black = الأسود
choice-variant-standard = عادي
choice-variant-chess960 = Chess960
choice-variant-position = من وضعية
choice-side-white = الأبيض
choice-side-black = الأسود
choice-side-random = عشوائي
choice-sounds-tones = نغمات
choice-sounds-wood = خشب
choice-auto-queen-premove = عند النقلة المسبقة
choice-auto-queen-always = دائمًا
choice-auto-queen-never = أبدًا
choice-blindfold-off = معطّل
choice-blindfold-opponent = إخفاء قطع الخصم
choice-blindfold-own = إخفاء قطعي
choice-blindfold-all = إخفاء كل القطع
choice-board-wood = خشب
choice-board-blue = أزرق
choice-board-green = أخضر
choice-board-slate = أردوازي
choice-pieces-classic = كلاسيكي
choice-pieces-modern = حديث
choice-pieces-contrast = تباين عالٍ
choice-pieces-letters = حروف
choice-page-system = حسب النظام (فاتح أو داكن)
choice-page-light = فاتح
choice-page-dark = داكن
choice-coordinates-inside = داخل الرقعة
choice-coordinates-outside = حول الرقعة
choice-coordinates-off = معطّلة
choice-language-browser = حسب المتصفح
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
choice-win-checkmate = كش مات
choice-win-resignation = الاستسلام
choice-win-time-forfeit = انتهاء الوقت
choice-win-recorded = كما هو مسجّل
choice-draw-stalemate = الجمود
choice-draw-insufficient-material = عدم كفاية القطع
choice-draw-threefold-repetition = التكرار ثلاث مرات
choice-draw-fivefold-repetition = التكرار خمس مرات
choice-draw-fifty-move-rule = قاعدة الخمسين نقلة
choice-draw-seventy-five-move-rule = قاعدة الخمس والسبعين نقلة
choice-draw-agreement = الاتفاق
choice-draw-timeout-vs-insufficient-material = انتهاء الوقت دون قطع كافية للكش مات
choice-draw-recorded = كما هو مسجّل

## New game

level-label = المستوى { $level }، نحو { $elo }
levels-measured = قيست قوة كل مستوى في مباريات ضد Stockfish مضبوطًا على تقييم معين. المستويات من 1 إلى 8 تلعب بالطريقة نفسها على أي جهاز؛ والمستوى 9 أقوى على الجهاز الأسرع.
new-game-opponent = الخصم
new-game-computer = الحاسوب
new-game-friend = صديق على هذا الجهاز
new-game-colour = اللون
new-game-level = المستوى
new-game-variant = النوع
new-game-fen = الوضعية (FEN)
new-game-start = ابدأ
time-bullet = رصاصة
time-blitz = خاطف
time-rapid = سريع
time-classical = كلاسيكي
new-game-quick-times = ضوابط وقت سريعة
new-game-no-clock = دون ساعة
new-game-time = ضابط الوقت
new-game-untimed = دون وقت
new-game-custom = مخصص
new-game-minutes = الدقائق
new-game-increment-seconds = الزيادة (بالثواني)
new-game-increment = الزيادة

## Settings (the controls)

settings-sound = الصوت
settings-sounds = الأصوات
settings-animate = تحريك النقلات
settings-confirm-moves = تأكيد النقلات (النقلة على الرقعة تنتظر «تأكيد»)
settings-figurines = الترميز بالأشكال ({ "\u2066" }♘f3{ "\u2069" })
settings-board = الرقعة
settings-pieces = القطع
settings-board-previews = ألوان الرقعة
settings-piece-previews = مجموعات القطع
settings-page = الصفحة
settings-coordinates = الإحداثيات
settings-auto-queen = الترقية التلقائية إلى وزير
settings-blindfold = اللعب معصوب العينين
settings-board-size-value = حجم الرقعة: { $size }%
settings-board-size = حجم الرقعة
settings-zen = وضع التركيز (الرقعة والساعتان فقط؛ z)

## Games (the library)

games-moves = { $count ->
    [zero] { $count } نقلة
    [one] نقلة واحدة
    [two] نقلتان
    [few] { $count } نقلات
   *[other] { $count } نقلة
}
games-computer = الحاسوب (المستوى { $level })
games-no-opening = افتتاح بلا اسم
games-reviewed = روجعت
games-this-game = هذه المباراة
games-open = فتح
games-delete = حذف
games-deleted = حُذفت { $players }.
games-undo = تراجع
games-search = ابحث باسم لاعب أو افتتاح
games-download-all = نزّل الكل
games-loading = التحميل…
games-none = لا توجد مباريات بعد: تُحفظ هنا كل مباراة تلعبها، نقلةً بنقلة.
games-none-found = لا توجد مباراة تطابق البحث.
games-show-more = أظهر المزيد ({ $hidden } أخرى؛ البحث يجد أيًّا منها)
games-won = فوز
games-lost = خسارة
games-drawn = تعادل
games-other = غير منتهية، أو ليست لك
games-result = النتيجة
games-any-result = أي نتيجة
games-your-colour = لونك
games-any-colour = أي لون
games-had-white = لعبت بالأبيض
games-had-black = لعبت بالأسود
games-opening = الافتتاح
games-any-opening = أي افتتاح

## Keyboard shortcuts

shortcut-prev-next = النقلة السابقة والتالية
shortcut-variations = التفريعة السابقة والتالية عند التفرّع
shortcut-first-last = الوضعية الأولى والأخيرة
shortcut-flip = اقلب الرقعة
shortcut-threat = أظهر التهديد (أفضل نقلة للخصم لو كان الدور عليه)
shortcut-squares = التنقل بين مربعات الرقعة
shortcut-pick = ارفع قطعة ثم ضعها
shortcut-escape = ألغِ التحديد أو الترقية
shortcut-right-click = ضع دائرة على مربع؛ السحب بالزر الأيمن: سهم
shortcut-brushes = مع النقر بالزر الأيمن: أحمر، أزرق (كلاهما: أصفر)
shortcut-new-game = مباراة جديدة
shortcut-zen = وضع التركيز: الرقعة والساعتان فقط، أو كل شيء مجددًا
shortcut-list = هذه القائمة
keys-home-end = Home End
keys-tab-arrows = Tab ثم الأسهم
keys-enter-space = Enter أو مفتاح المسافة
keys-escape = Esc
keys-right-click = النقر بالزر الأيمن
keys-shift-alt = Shift، Alt

## Import and export

records-title = الاستيراد والتصدير
records-copied-fen = نُسخ FEN
records-copied-link = نُسخ الرابط
records-copied-pgn = نُسخ PGN
records-copy-failed-fen = تعذّر نسخ FEN إلى الحافظة؛ حدّده وانسخه يدويًا
records-copy-failed-link = تعذّر نسخ الرابط إلى الحافظة؛ حدّده وانسخه يدويًا
records-copy-failed-pgn = تعذّر نسخ PGN إلى الحافظة؛ حدّده وانسخه يدويًا
records-text = FEN أو PGN للتحميل
records-placeholder = الصق FEN أو PGN (مباراة واحدة أو عدة مباريات)
records-load = حمّل
records-load-analyse = حمّل وحلّل
records-load-computer = حمّل والعب ضد الحاسوب
records-add-all = أضف الكل إلى مبارياتي
records-downloaded = نُزّل PGN
records-download-failed = تعذّر تنزيل PGN
records-copy-fen = انسخ FEN
records-copy-link = انسخ الرابط
records-copy-pgn = انسخ PGN
records-download = نزّل PGN

## The board

piece-white-pawn = بيدق أبيض
piece-white-knight = حصان أبيض
piece-white-bishop = فيل أبيض
piece-white-rook = قلعة بيضاء
piece-white-queen = وزير أبيض
piece-white-king = ملك أبيض
piece-black-pawn = بيدق أسود
piece-black-knight = حصان أسود
piece-black-bishop = فيل أسود
piece-black-rook = قلعة سوداء
piece-black-queen = وزير أسود
piece-black-king = ملك أسود
square-empty = فارغ
board-label = رقعة الشطرنج
promote-to = الترقية إلى { $piece }
promote-choose = اختر قطعة للترقية

## The board editor

editor-pieces = القطع
editor-hand-title = تحريك القطع
editor-hand = تحريك
editor-delete-title = إزالة القطع
editor-delete = إزالة
editor-start-position = وضعية البداية
editor-clear = إفراغ
editor-flip = قلب
editor-castling-right = { $side } { $castling }
editor-turn = صاحب الدور
editor-white-to-play = الدور على الأبيض
editor-black-to-play = الدور على الأسود
editor-castling = التبييت
editor-en-passant = الأخذ بالمرور
editor-none = لا شيء
editor-chess960 = وضعية Chess960
editor-fen = FEN
editor-play-computer = العب ضد الحاسوب من هنا
editor-play-friend = العب مع صديق من هنا

## What is said and the notices of play

said-new-game = مباراة جديدة.
said-game-restored = استُعيدت المباراة.
said-game-loaded = حُمّلت المباراة.
said-played = لعب { $side } { $move }.
said-taken-back = استُرجعت النقلة.
notice-clocks-paused = توقفت الساعتان أثناء إغلاق الصفحة؛ وهما تعملان الآن من جديد.
notice-over-keeps-result = انتهت المباراة وتحتفظ بنتيجتها: اختر «تحليل» لتجرّب نقلات أخرى
notice-nothing-to-take-back = لا نقلة لاسترجاعها

## Notices

notice-draw-accepted = يقبل الحاسوب التعادل.
notice-draw-declined = يرفض الحاسوب التعادل ويواصل اللعب.
notice-engine-restarted = توقف المحرك عن الاستجابة فأعيد تشغيله؛ وهو يفكر من جديد.
notice-held-elsewhere = مباراتك مفتوحة في علامة تبويب أخرى، لذا تبدأ هذه العلامة مباراة جديدة؛ وكلتاهما محفوظة في «المباريات».
notice-link-invalid = الوضعية في الرابط غير صالحة: { $error }
records-loaded-but = حُمّلت المباراة، لكن { $warning }.
records-empty = الصق FEN أو PGN أولًا
records-fen-invalid = هذا الـFEN غير صالح: { $error }
records-pgn-invalid = تعذّرت قراءة هذا الـPGN: { $error }
records-many-games = عدد المباريات في هذا الـPGN: { $count }. الأولى مفتوحة، وكلها محفوظة في «المباريات».

## Notices at start

notice-shared-position = الوضعية المشتركة مفتوحة. مباراتك السابقة محفوظة في «المباريات».

## Dates and other notices

month-1 = يناير
month-2 = فبراير
month-3 = مارس
month-4 = أبريل
month-5 = مايو
month-6 = يونيو
month-7 = يوليو
month-8 = أغسطس
month-9 = سبتمبر
month-10 = أكتوبر
month-11 = نوفمبر
month-12 = ديسمبر
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = تاريخ غير معروف
new-game-fen-missing = أدخل وضعية البداية بصيغة FEN.
new-game-fen-invalid = لا يمكن اللعب من هذه الوضعية: { $error }.
new-game-fen-over = المباراة منتهية بالفعل في هذه الوضعية.
puzzles-not-kept = اللغز { $id } ليس بين الألغاز المحفوظة هنا (عددها { $count })؛ إليك لغزًا آخر.
mistakes-engine-unavailable = لا تُحتسب هنا إلا نقلة المراجعة: المحرك لا يستطيع تقييم غيرها ({ $reason }).

## Speech and the library

speech-castles-kingside = تبييت قصير
speech-castles-queenside = تبييت طويل
speech-passes = يمرّر الدور
speech-takes = يأخذ
speech-promotes = يرقّى إلى { $piece }
library-delete-failed = تعذّر حذف المباراة: { $error }
library-open-failed = تعذّر فتح هذه المباراة: { $error }
library-gone = لم تعد هذه المباراة في المكتبة
library-download-failed = تعذّر تنزيل المباريات
library-add-unavailable = قائمة المباريات غير متاحة في هذا المتصفح، لذا تعذّرت إضافة المباريات
library-storage-refused = رفضت مساحة تخزين المتصفح المباريات: قد تكون ممتلئة
library-added = { $added ->
    [one] أُضيفت مباراة واحدة إلى مبارياتك.
    [two] أُضيفت مباراتان إلى مبارياتك.
    [few] أُضيفت { $added } مباريات إلى مبارياتك.
   *[other] أُضيفت { $added } مباراة إلى مبارياتك.
}
library-added-some-failed = المباريات المضافة إلى مبارياتك: { $added } (وتعذّرت قراءة { $failed } فتُركت).

## Storage, crashes and the engine

storage-unavailable = هذا المتصفح لا يسمح للصفحة بحفظ البيانات (وضع التصفح الخاص أو التخزين معطّل): تستمر مباراتك لكنها لن تُحفظ بعد مغادرتك.
storage-full = مساحة تخزين المتصفح ممتلئة: تستمر مباراتك لكن نقلاتها الأخيرة لا تُحفظ. احذف مباريات قديمة من قائمة «المباريات» لإفساح المجال.
storage-kept-aside = حُفظت في مساحة تخزين هذا المتصفح باسم "{ $key }".
storage-left = تُركت في مكانها باسم "{ $key }".
storage-unrestorable = تعذّرت استعادة مباراتك المحفوظة: { $error }. بدأت مباراة جديدة.
crash-label = حدث خطأ ما
crash-title = حدث خطأ ما: أعد تحميل الصفحة. مباراتك محفوظة كما كانت قبل آخر إجراء.
engine-unavailable = تعذّر تشغيل المحرك في هذا المتصفح: العب مع صديق أو جرّب متصفحًا آخر.
library-unavailable = قائمة المباريات غير متاحة في هذا المتصفح ({ $reason })
library-updated-elsewhere = حُدّث التطبيق في علامة تبويب أخرى: أعد تحميل هذه العلامة لتواصل استخدام مبارياتك.

## Crash

crash-reload = أعد التحميل

## Saved games that cannot be read

saved-damaged = البيانات المحفوظة تالفة ({ $error })
saved-newer = حُفظت بإصدار أحدث من التطبيق (الصيغة { $format }، وهذا الإصدار يقرأ حتى { $known })
saved-start = وضعية بدايتها خاطئة: { $error }
saved-move = نقلتها رقم { $index } ({ $move }) غير قانونية
saved-pgn = تعذّرت قراءة نقلاتها: { $error }
saved-field = في حقلها '{ $field }' قيمة لا يعرفها هذا التطبيق

## Why a move is not legal

placed-piece = { $role ->
    [pawn] البيدق
    [knight] الحصان
    [bishop] الفيل
    [rook] القلعة
    [queen] الوزير
   *[king] الملك
} في { $square }
castling-kingside = القصير
castling-queenside = الطويل
illegal-empty-square = لا قطعة في { $square }
illegal-not-your-turn = الدور على { $side }
illegal-no-movement = يجب أن تنقل النقلةُ القطعةَ إلى مربع آخر
illegal-own-piece = لا يجوز لقطعة أن تنتقل إلى مربع تشغله قطعة من لونها: { $piece } لك
illegal-shape-pawn = يتقدم البيدق مربعًا واحدًا إلى الأمام (ومربعين من مربع بدايته)، ويأخذ مربعًا واحدًا قطريًا إلى الأمام
illegal-shape-knight = يتحرك الحصان على شكل حرف L: مربعين في اتجاه، ثم مربعًا واحدًا إلى الجانب
illegal-shape-bishop = يتحرك الفيل قطريًا فقط
illegal-shape-rook = تتحرك القلعة على الصفوف والأعمدة فقط
illegal-shape-queen = يتحرك الوزير على الصفوف والأعمدة والأقطار
illegal-shape-king = يتحرك الملك مربعًا واحدًا في أي اتجاه (ومربعين عند التبييت فقط)
illegal-blocked = لا تستطيع هذه القطعة ({ $mover }) القفز فوق { $piece }: الحصان وحده يقفز
illegal-pawn-backward = لا يتراجع البيدق أبدًا
illegal-pawn-straight-capture = لا يأخذ البيدق إلا قطريًا
illegal-pawn-diagonal = لا يتحرك البيدق قطريًا إلا عندما يأخذ
illegal-en-passant-late = الأخذ بالمرور جائز فقط في النقلة التي تلي مباشرةً تقدّم البيدق مربعين
illegal-double-step = لا يتقدم البيدق مربعين إلا من مربع بدايته
illegal-promotion-required = البيدق الذي يبلغ الصف الأخير يجب أن يُرقّى: اختر وزيرًا أو قلعة أو فيلًا أو حصانًا
illegal-promotion-not-allowed = لا يُرقّى إلا البيدق الذي يبلغ الصف الأخير
illegal-promotion-piece = لا يُرقّى البيدق إلا إلى وزير أو قلعة أو فيل أو حصان، لا إلى { $piece }
illegal-castling-king-moved = لم يعد التبييت { $side } جائزًا: تحرك الملك
illegal-castling-rook-moved = لم يعد التبييت { $side } جائزًا: تحركت تلك القلعة
illegal-castling-rook-captured = لم يعد التبييت { $side } جائزًا: أُخذت تلك القلعة
illegal-castling-lost = لم يعد التبييت { $side } جائزًا: سبق أن تحرك الملك أو تلك القلعة
illegal-castling-blocked = لا يجوز التبييت ما دامت قطعة تقف بين الملك والقلعة: { $piece }
illegal-castling-destination = لا يجوز التبييت ما دامت قطعة تقف حيث سيصل الملك أو القلعة: { $piece }
illegal-castling-in-check = لا يجوز التبييت والملك في حالة كش (من { $piece })
illegal-castling-through = سيمر الملك عبر { $square }، وهو مربع تحت هجوم { $piece }
illegal-castling-into = سيصل الملك إلى { $square }، وهو مربع تحت هجوم { $piece }
illegal-king-into-check = سيكون ملكك في حالة كش من { $piece }
illegal-kings-adjacent = لا يجوز أن يتجاور الملكان أبدًا
illegal-still-in-check = هذه النقلة تترك ملكك في حالة كش من { $piece }
illegal-en-passant-exposes = الأخذ بالمرور يُخرج البيدقين كليهما من الخط فيصير ملكك مكشوفًا أمام { $piece }
illegal-pinned = { $pinned } في وضع تثبيت: تحريك هذه القطعة يكشف ملكك أمام { $piece }
typed-not-san = '{ $move }' ليست نقلة بالترميز الجبري
typed-illegal = { $move } ليست نقلة قانونية في هذه الوضعية
typed-ambiguous = { $move } قد تعني أكثر من نقلة؛ أضف العمود أو الصف الذي تأتي منه القطعة
typed-not-uci = '{ $move }' ليست نقلة UCI (مربعان وحرف ترقية اختياري، مثل e7e8q)

## Training kept in the browser

library-upgrade-blocked = قائمة المباريات قيد التحديث: أغلق علامات التبويب الأخرى للتطبيق (المفتوحة قبل التحديث) لإتمامه.
puzzles-progress-unreadable = تعذّرت قراءة تقييمك وسجلك في الألغاز، فيبدآن من جديد (النسخة غير المقروءة محفوظة جانبًا).
mistakes-unreadable = تعذّرت قراءة جدول تمرّنك على أخطائك، فيبدأ من جديد من مبارياتك المراجَعة.
puzzles-not-saved = تعذّر حفظ تقدّمك في الألغاز (مساحة تخزين المتصفح ممتلئة أو رفضت): يبقى في هذه الصفحة حتى تُغلق.

## Why a FEN cannot be read or a position cannot be played

fen-empty = الـFEN فارغ
fen-field-count = للـFEN ستة حقول تفصلها مسافات (الرقعة، صاحب الدور، التبييت، الأخذ بالمرور، عدّاد أنصاف النقلات، رقم النقلة)، والأربعة الأولى على الأقل؛ وعدد حقول هذا: { $count }
fen-rank-count = يحتاج حقل الرقعة إلى 8 صفوف تفصلها '/'؛ وعدد صفوف هذا: { $count }
fen-rank-length = الصف { $rank } من حقل الرقعة يصف { $count } مربعًا بدلًا من 8
fen-piece-letter = '{ $letter }' في الصف { $rank } ليس حرف قطعة (KQRBNP للأبيض، kqrbnp للأسود، 1-8 للمربعات الفارغة)
fen-side-to-move = يجب أن يكون صاحب الدور 'w' أو 'b'، لا '{ $text }'
fen-castling = يجب أن يكون حقل التبييت '-' أو أحرفًا من 'KQkq' (أو أعمدة القلاع، مثل 'HAha')، كل حرف مرة واحدة على الأكثر، لا '{ $text }'
fen-en-passant = يجب أن يكون حقل الأخذ بالمرور '-' أو مربعًا مثل e3، لا '{ $text }'
fen-halfmove-clock = يجب أن يكون عدّاد أنصاف النقلات عددًا صحيحًا من 0، لا '{ $text }'
fen-move-number = يجب أن يكون رقم النقلة عددًا صحيحًا من 1، لا '{ $text }'
fen-impossible = وضعية مستحيلة: { $reason }
position-no-king = ليس لدى { $side } ملك
position-kings = لدى { $side } أكثر من ملك
position-pawn-back-rank = يوجد بيدق في { $square }، لكن البيادق لا تقف أبدًا على الصف الأول أو الأخير
position-pawns = لدى { $side } أكثر من 8 بيادق
position-pieces = لدى { $side } أكثر من 16 قطعة
position-castling-pieces = لا يمكن أن يملك { $side } حق التبييت { $castling }: فذلك يتطلب الملك في { $king } والقلعة في { $rook }
position-960-castling-h = لا يمكن أن يملك { $side } حق التبييت { $castling }: فذلك يتطلب الملك على الصف { $rank } وقلعة في جهة العمود h منه
position-960-castling-a = لا يمكن أن يملك { $side } حق التبييت { $castling }: فذلك يتطلب الملك على الصف { $rank } وقلعة في جهة العمود a منه
position-en-passant = لا يمكن أن يكون { $square } مربع الأخذ بالمرور: لا بيدق يمكن أن يكون قد تقدّم للتو مربعين متجاوزًا إياه
position-opponent-in-check = { $side } في حالة كش والدور ليس عليه، وهذا لا يمكن أن يحدث
position-checkers = الملك في حالة كش من { $count } قطع في آن واحد، وهذا لا تسببه أي نقلة

## The editor's FEN

editor-fen-unreadable = تعذّرت قراءة هذا الـFEN: { $error }.

## Why a PGN cannot be read

pgn-where = السطر { $line }، العمود { $column }: { $what }
pgn-empty = لا توجد مباراة هنا
pgn-bad-tag = يجب أن يكون الوسم على الشكل { "\u2066" }[Name "value"]{ "\u2069" }
pgn-open-comment = هذا التعليق { $open } لا يُغلق أبدًا بالرمز { $close }
pgn-open-variation = هذه التفريعة ( لا تُغلق أبدًا بالقوس )
pgn-stray-parenthesis = هذا القوس ) لا يُغلق أي تفريعة
pgn-variation-first = يجب أن تلي التفريعة ( النقلة التي تحل محلها
pgn-bad-fen = وسم FEN خاطئ: { $error }
pgn-variant = النوع '{ $variant }' غير مدعوم (الشطرنج العادي وChess960 فقط)
pgn-move = نقلة
pgn-null-move = النقلة { $move } نقلة فارغة (--)، وهي ليست نقلة في الشطرنج: تُركت هي وما بعدها في خطها
pgn-no-draw-to-claim = لا يمكن طلب التعادل إلا بعد تكرار الوضعية ثلاث مرات أو خمسين نقلة دون أخذ أو تحريك بيدق
