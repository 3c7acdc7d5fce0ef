# متن‌های برنامه به فارسی (همان کلیدهای en.ftl). صفحه از راست به چپ نوشته می‌شود و صفحهٔ شطرنج و
# حرکت‌ها (SAN) از چپ به راست. عددها با رقم لاتین، مانند ساعت‌ها و حرکت‌ها. Fluent هر متغیر را
# جدا نگه می‌دارد؛ متن ثابتِ چپ‌به‌راستِ دارای نشانه (♘f3، [Name "value"]) میان "\u2066" و "\u2069" است.

## The menu

title = شطرنج
menu-new-game = بازی جدید
menu-new-short = جدید
menu-games = بازی‌ها
menu-puzzles = معماها
menu-editor = ویرایشگر صفحه
menu-editor-short = ویرایشگر
menu-import = وارد کردن
menu-import-short = ورود
menu-export = خروجی
menu-export-short = خروجی
menu-settings = تنظیمات
menu-settings-short = تنظیمات
menu-shortcuts = میان‌برهای صفحه‌کلید
menu-label = منو
title-start = شروع: بازی با رایانه، با یک دوست، معماها…
zen-leave = خروج از حالت تمرکز

## The start choices

start-region = شروع
start-heading = شطرنج بازی کنید
start-continue = ادامه
start-computer = بازی با رایانه
start-level = سطح { $level }
start-elo = حدود { $elo } الو
start-levels = سطح
start-friend = بازی با یک دوست
start-puzzles = معماها
start-analysis = صفحهٔ تحلیل
start-editor = ویرایشگر صفحه
start-more = گزینه‌های بیشتر (رنگ، زمان، Chess960)…
start-kept = بازی جدید، بازی در جریان را در «بازی‌ها» نگه می‌دارد.

## Settings

settings-language = زبان
cancel = لغو

## Banners

banner-update = نسخهٔ تازه‌ای از برنامه آماده است.
banner-update-reload = به‌روزرسانی آماده است: دوباره بارگیری کنید
banner-changed-elsewhere = این بازی در زبانهٔ دیگری تغییر کرد؛ حرکت‌های این زبانه نگه داشته نمی‌شوند.
banner-load-latest = بارگیری تازه‌ترین نسخه
banner-keep-ours = نگه داشتن نسخهٔ این زبانه
banner-adding-games = افزودن بازی‌ها: { $done } از { $total }
banner-importing = وارد کردن بازی‌ها

## The board's column and the players

board-region = صفحه
strip-computer = رایانه · { $level }
strip-you = شما
strip-white-player = بازیکن سفید
strip-black-player = بازیکن سیاه
color-white = سفید
color-black = سیاه

## The panel

opening-chess960 = Chess960 · وضعیت { $number }
engine-opponent = رایانه: { $level }
discard-question = { $later ->
    [one] { $move } را اینجا بازی می‌کنید؟ حرکت بعدی پس گرفته می‌شود.
   *[other] { $move } را اینجا بازی می‌کنید؟ { $later } حرکت بعدی پس گرفته می‌شوند.
}
discard-confirm = بازی کن و بقیه را کنار بگذار
confirm-move-question = { $move } را بازی می‌کنید؟
confirm-move = تأیید
game-over = بازی تمام شد
game-end-review = بازبینی بازی
game-end-analyse = تحلیل
game-end-rematch = بازی دوباره
tree-this-move = این حرکت
tree-promote = بالا بردن شاخه
tree-main-line = خط اصلی کردن
tree-delete = حذف از اینجا
tree-delete-title = این حرکت و حرکت‌های پس از آن را حذف کن
tree-comment = یادداشت برای این حرکت
tree-deleted = { $move } و حرکت‌های پس از آن حذف شد.
tree-record-kept = بازی تمام‌شده حرکت‌هایش را نگه می‌دارد: شاخه‌هایش را تغییر دهید، یا «تحلیل» را بزنید تا خود بازی را تغییر دهید.

## How games end

outcome-win-checkmate = { $winner } با مات برد
outcome-win-resignation = { $winner } با انصراف حریف برد
outcome-win-time = { $winner } با تمام شدن وقت حریف برد
outcome-win = { $winner } برد
outcome-draw-stalemate = تساوی با پات
outcome-draw-material = تساوی به دلیل کافی نبودن مهره‌ها
outcome-draw-threefold = تساوی با تکرار سه‌باره
outcome-draw-fivefold = تساوی با تکرار پنج‌باره
outcome-draw-fifty = تساوی با قانون پنجاه حرکت
outcome-draw-seventy-five = تساوی با قانون هفتاد و پنج حرکت
outcome-draw-agreement = تساوی با توافق
outcome-draw-timeout = تساوی در وقت: طرفی که وقت داشت نمی‌توانست مات کند
outcome-draw = تساوی
reason-checkmate = مات
reason-resignation = انصراف
reason-time = تمام شدن وقت
reason-recorded = طبق ثبت
reason-stalemate = پات
reason-material = کافی نبودن مهره‌ها
reason-threefold = تکرار سه‌باره
reason-fivefold = تکرار پنج‌باره
reason-fifty = قانون پنجاه حرکت
reason-seventy-five = قانون هفتاد و پنج حرکت
reason-agreement = توافق
reason-timeout = تمام شدن وقت در برابر مهره‌های ناکافی

## The status line and what is said

status-to-move = نوبت { $side }
status-to-move-check = نوبت { $side } — کیش
status-analysis = تحلیل
status-viewing-earlier = وضعیتی پیشین را می‌بینید: برای بازگشت → یا End
speech-to-move = نوبت { $side }.
speech-to-move-check = نوبت { $side }. کیش.
notice-game-over = بازی تمام شده است: { $outcome }
notice-not-your-turn = نوبت شما نیست

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = ادعای تساوی به دلیل { $reason }
toolbar-claim = ادعای تساوی
toolbar-offer-draw = پیشنهاد تساوی
toolbar-offer-draw-title = پیشنهاد تساوی به رایانه
toolbar-draw = تساوی
toolbar-draw-title = هر دو بازیکن با تساوی موافق‌اند
toolbar-label = کنترل‌های بازی
toolbar-navigation = پیمایش حرکت‌ها
toolbar-first = نخستین وضعیت
toolbar-previous = حرکت قبلی
toolbar-next = حرکت بعدی
toolbar-last = آخرین وضعیت
toolbar-flip = چرخاندن صفحه
toolbar-undo = برگرداندن
toolbar-undo-title = پس گرفتن آخرین حرکت
toolbar-resign = انصراف

## Chess words

role-pawn = سرباز
role-knight = اسب
role-bishop = فیل
role-rook = رخ
role-queen = وزیر
role-king = شاه
strip-clock = ساعت { $side }
strip-no-material = مهره‌ای نگرفته
strip-has-taken = گرفته: { $pieces }
strip-ahead = { $taken }؛ { $lead } امتیاز جلو

## The engine and analysis

analysis-depth = عمق { $depth }
analysis-waiting = در حال تحلیل…
analysis-checkmate = مات: بازی تمام شده است.
analysis-stalemate = پات: بازی تمام شده است.
analysis-lines = خط‌های تحلیل
analysis-lines-count = { $n } خط
engine-thinking = رایانه فکر می‌کند…
engine-hint-pending = در جست‌وجوی راهنمایی…
engine-region = موتور
engine-move-now = همین حالا حرکت کن
engine-hint = راهنمایی
engine-analysis = تحلیل
threat-show-title = نمایش تهدید
threat-show = نمایش تهدید
threat-label = تهدید: بهترین حرکت‌ها اگر نوبت { $side } بود
threat-in-check = هنگام کیش تهدیدی نشان داده نمی‌شود.

## Confirmations

close = بستن
games-unavailable = بازی‌های شما در این مرورگر نگه داشته نمی‌شوند: { $reason }
confirm-resign-title = انصراف می‌دهید؟
confirm-resign-message = بازی تمام می‌شود و حریفتان می‌برد.
confirm-resign-button = انصراف
confirm-agree-draw-title = با تساوی موافقید؟
confirm-agree-draw-message = هر دو بازیکن موافق‌اند: بازی مساوی تمام می‌شود.
confirm-agree-draw-button = موافقت با تساوی
confirm-new-game-title = این بازی را ترک می‌کنید؟
confirm-new-game-message = بازی ناتمام در «بازی‌ها» می‌ماند؛ می‌توانید دوباره از آنجا بازش کنید.
confirm-new-game-button = ترک و شروع بازی جدید
confirm-leave-for-editor-title = این بازی را برای ویرایشگر صفحه ترک می‌کنید؟
confirm-leave-for-editor-message = بازی در مدت ویرایش ادامه دارد (ساعتش هم)، و در «بازی‌ها» می‌ماند.
confirm-leave-for-editor-button = باز کردن ویرایشگر صفحه
confirm-leave-for-puzzles-title = این بازی را برای معماها ترک می‌کنید؟
confirm-leave-for-puzzles-message = بازی در مدت حل معما ادامه دارد (ساعتش هم)، و در «بازی‌ها» می‌ماند.
confirm-leave-for-puzzles-button = باز کردن معماها

## The moves

judgement-inaccuracy = بی‌دقتی
judgement-mistake = اشتباه
judgement-blunder = اشتباه بزرگ
moves-clock-after = ساعت پس از حرکت
moves-earlier = { $count } حرکت پیشین
moves-later = { $count } حرکت بعدی
moves-label = حرکت‌ها
moves-none = هنوز حرکتی نیست
move-input-label = حرکتی بنویسید (SAN یا UCI)
move-input-placeholder = حرکتی بنویسید: Nf3 یا g1f3
move-input-play = بازی
dismiss = بستن
eval-label = ارزیابی
eval-graph-label = نمودار ارزیابی: شانس بردن سفید پس از هر حرکت

## Learn from your mistakes

learn-title = از اشتباه‌هایتان بیاموزید
learn-view-solution = دیدن پاسخ
learn-skip = رد شدن از این حرکت
learn-done = تمام شد: { $found } از { $total } را یافتید.
learn-again = دوباره
learn-finding = { $judgement ->
    [inaccuracy] { $move } یک بی‌دقتی بود. حرکت بهتری برای { $side } پیدا کنید.
    [mistake] { $move } یک اشتباه بود. حرکت بهتری برای { $side } پیدا کنید.
   *[blunder] { $move } یک اشتباه بزرگ بود. حرکت بهتری برای { $side } پیدا کنید.
}
learn-judging = در حال ارزیابی حرکت شما…
learn-wrong = { $move }: می‌توانید بهتر بازی کنید. حرکت دیگری را امتحان کنید.
learn-right = { $move }: حرکت خوب! خط موتور: { $line }
learn-next = بعدی
learn-solution = پاسخ: { $line }
learn-count = { $number } از { $total }
learn-leave = خروج

## The review

verdict-engine-move = { $move }: حرکت موتور.
verdict-good-move = { $move }: حرکت خوب.
verdict-judged = { $move }: { $judgement }.
verdict-best = بهترین حرکت:
verdict-eval = ارزیابی { $before } ← { $after }
review-progress = بازبینی: { $done } از { $total } وضعیت
review-second-look = نگاه دوباره و عمیق‌تر به حرکت‌های پرهزینه: { $done } از { $total } وضعیت
review-third-look = نگاه سوم و باز هم عمیق‌تر به حرکت‌های مرزی: { $done } از { $total } وضعیت
review-progress-label = پیشرفت بازبینی
review-accuracy = دقت
review-average-loss = میانگین زیان
review-inaccuracies = بی‌دقتی‌ها
review-mistakes = اشتباه‌ها
review-blunders = اشتباه‌های بزرگ
review-label = بازبینی بازی

## Puzzles

theme-mate-in-1 = مات در 1 حرکت
theme-mate-in-2 = مات در 2 حرکت
theme-mate-in-3 = مات در 3 حرکت
theme-fork = چنگال
theme-pin = آچمز
theme-skewer = سیخ
theme-discovered-attack = حملهٔ آشکار
theme-hanging-piece = مهرهٔ بی‌دفاع
theme-sacrifice = قربانی
theme-back-rank-mate = مات ردیف آخر
theme-opening = گشایش
theme-middlegame = وسط بازی
theme-endgame = آخر بازی
theme-long = معماهای طولانی
puzzles-mistakes-due = اشتباه‌های شما ({ $due })
puzzles-mistakes = اشتباه‌های شما
puzzles-tab-puzzles = معماها
puzzles-rating = ریتینگ معمای شما:
puzzles-score = پیاپی { $streak } · { $solved } حل‌شده از { $played }
puzzles-theme = موضوع
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = هر موضوعی ({ $count })
puzzles-loading = در حال بارگیری معماها…
puzzles-unavailable = معماها بارگیری نشدند: صفحه را یک بار آنلاین باز کنید تا نگه داشته شوند.
puzzles-none-of-theme = معمایی با این موضوع اینجا نیست: موضوع دیگری برگزینید.
puzzles-about = معمای { $id } · ریتینگ { $rating }
puzzles-opponent-played = حریفتان { $move } را بازی کرد.
puzzles-opponent-moves = حریفتان حرکت می‌کند…
puzzles-your-turn = نوبت شما: بهترین حرکت را برای { $side } پیدا کنید.
puzzles-best-move = بهترین حرکت!
puzzles-keep-going = ادامه دهید…
puzzles-wrong = این حرکت نیست! چیز دیگری امتحان کنید.
puzzles-checking = در حال بررسی حرکت شما…
puzzles-solved = معما حل شد! آفرین.
puzzles-complete = معما کامل شد (حل‌شده به حساب نمی‌آید).
puzzles-view-solution = دیدن پاسخ
puzzles-retry = دوباره
puzzles-next = معمای بعدی
puzzles-back = بازگشت به بازی

## Your mistakes

mistakes-count = { $due } برای امروز · { $all } روی هم
mistakes-your-turn = حریفتان { $opponent } را بازی کرد. در این بازی شما سپس { $played } را بازی کردید. حرکت بهتری برای { $side } پیدا کنید.
mistakes-right-going = درست است! ادامه دهید…
mistakes-wrong = به اندازهٔ کافی خوب نیست: بازبینی حرکت بهتری از آن نگه داشته است (شما { $played } را بازی کردید). دوباره امتحان کنید.
mistakes-right = درست است! حرکت بازبینی { $best } بود.
mistakes-shown = حرکت بازبینی { $best } بود.
mistakes-comes-back = { $days ->
    [0] برای امروز می‌ماند.
    [one] فردا برمی‌گردد.
   *[other] { $days } روز دیگر برمی‌گردد.
}
mistakes-reading = در حال خواندن بازی‌های بازبینی‌شدهٔ شما…
mistakes-none = هنوز اشتباهی نیست. بازی‌ای را بازبینی کنید («بازبینی بازی»، وقتی حرکتی دارد) تا اشتباه‌ها و اشتباه‌های بزرگش برای تمرین به اینجا بیایند.
mistakes-nothing-due = { $days ->
    [one] اکنون چیزی برای امروز نیست: اشتباه بعدی فردا برمی‌گردد. با این حال یکی از اشتباه‌های زیر را تمرین کنید.
   *[other] اکنون چیزی برای امروز نیست: اشتباه بعدی { $days } روز دیگر برمی‌گردد. با این حال یکی از اشتباه‌های زیر را تمرین کنید.
}
mistakes-next = اشتباه بعدی
mistakes-when = { $days ->
    [0] امروز
    [one] فردا
   *[other] { $days } روز دیگر
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = سفید
choice-color-black = سیاه
choice-variant-standard = استاندارد
choice-variant-chess960 = Chess960
choice-variant-position = از یک وضعیت
choice-side-white = سفید
choice-side-black = سیاه
choice-side-random = تصادفی
choice-sounds-tones = نواها
choice-sounds-wood = چوب
choice-auto-queen-premove = هنگام پیش‌حرکت
choice-auto-queen-always = همیشه
choice-auto-queen-never = هرگز
choice-blindfold-off = خاموش
choice-blindfold-opponent = پنهان کردن مهره‌های حریف
choice-blindfold-own = پنهان کردن مهره‌های من
choice-blindfold-all = پنهان کردن همهٔ مهره‌ها
choice-board-wood = چوب
choice-board-blue = آبی
choice-board-green = سبز
choice-board-slate = سنگ لوح
choice-pieces-classic = کلاسیک
choice-pieces-modern = مدرن
choice-pieces-contrast = کنتراست بالا
choice-pieces-letters = حروف
choice-page-system = مانند سیستم (روشن یا تیره)
choice-page-light = روشن
choice-page-dark = تیره
choice-coordinates-inside = درون صفحه
choice-coordinates-outside = پیرامون صفحه
choice-coordinates-off = خاموش
choice-language-browser = مانند مرورگر
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
choice-win-checkmate = مات
choice-win-resignation = انصراف
choice-win-time-forfeit = تمام شدن وقت
choice-win-recorded = طبق ثبت
choice-draw-stalemate = پات
choice-draw-insufficient-material = مهره‌های ناکافی
choice-draw-threefold-repetition = تکرار سه‌باره
choice-draw-fivefold-repetition = تکرار پنج‌باره
choice-draw-fifty-move-rule = قانون پنجاه حرکت
choice-draw-seventy-five-move-rule = قانون هفتاد و پنج حرکت
choice-draw-agreement = توافق
choice-draw-timeout-vs-insufficient-material = تمام شدن وقت، بدون مهرهٔ کافی برای مات
choice-draw-recorded = طبق ثبت

## New game

level-label = سطح { $level }، حدود { $elo }
levels-measured = قدرت هر سطح در بازی با Stockfish تنظیم‌شده روی ریتینگی معین اندازه گرفته شده است. سطح‌های 1 تا 8 روی هر دستگاهی یکسان بازی می‌کنند؛ سطح 9 روی دستگاه سریع‌تر قوی‌تر است.
new-game-opponent = حریف
new-game-computer = رایانه
new-game-friend = دوستی روی همین دستگاه
new-game-colour = رنگ
new-game-level = سطح
new-game-variant = نوع
new-game-fen = وضعیت (FEN)
new-game-start = شروع
time-bullet = گلوله‌ای
time-blitz = برق‌آسا
time-rapid = سریع
time-classical = کلاسیک
new-game-quick-times = کنترل‌های زمانی آماده
new-game-no-clock = بدون ساعت
new-game-time = کنترل زمان
new-game-untimed = بدون زمان
new-game-custom = دلخواه
new-game-minutes = دقیقه
new-game-increment-seconds = افزایش (ثانیه)
new-game-increment = افزایش

## Settings (the controls)

settings-sound = صدا
settings-sounds = صداها
settings-animate = حرکت نرم مهره‌ها
settings-confirm-moves = تأیید حرکت‌ها (حرکت روی صفحه منتظر «تأیید» می‌ماند)
settings-figurines = نمادگذاری با شکل مهره ({ "\u2066" }♘f3{ "\u2069" })
settings-board = صفحه
settings-pieces = مهره‌ها
settings-board-previews = طرح‌های صفحه
settings-piece-previews = دسته‌های مهره
settings-page = صفحهٔ برنامه
settings-coordinates = مختصات
settings-auto-queen = ارتقای خودکار به وزیر
settings-blindfold = چشم‌بسته
settings-board-size-value = اندازهٔ صفحه: { $size }%
settings-board-size = اندازهٔ صفحه
settings-zen = حالت تمرکز (فقط صفحه و ساعت‌ها؛ z)

## Games (the library)

games-moves = { $count } حرکت
games-computer = رایانه (سطح { $level })
games-no-opening = گشایش بی‌نام
games-reviewed = بازبینی‌شده
games-this-game = همین بازی
games-open = باز کردن
games-delete = حذف
games-deleted = { $players } حذف شد.
games-undo = برگرداندن
games-search = جست‌وجو با نام بازیکن یا گشایش
games-download-all = دریافت همه
games-loading = در حال بارگیری…
games-none = هنوز بازی‌ای نیست: هر بازی که انجام می‌دهید، حرکت به حرکت اینجا نگه داشته می‌شود.
games-none-found = هیچ بازی‌ای با جست‌وجو جور نیست.
games-show-more = نمایش بیشتر ({ $hidden } بازی دیگر؛ جست‌وجو هر کدام را پیدا می‌کند)
games-won = برده
games-lost = باخته
games-drawn = مساوی
games-other = ناتمام، یا نه از آنِ شما
games-result = نتیجه
games-any-result = هر نتیجه‌ای
games-your-colour = رنگ شما
games-any-colour = هر رنگی
games-had-white = شما سفید بودید
games-had-black = شما سیاه بودید
games-opening = گشایش
games-any-opening = هر گشایشی

## Keyboard shortcuts

shortcut-prev-next = حرکت قبلی و بعدی
shortcut-variations = شاخهٔ قبلی و بعدی در یک دوراهی
shortcut-first-last = نخستین و آخرین وضعیت
shortcut-flip = چرخاندن صفحه
shortcut-threat = نمایش تهدید (بهترین حرکت حریف اگر نوبت او بود)
shortcut-squares = رفتن میان خانه‌های صفحه
shortcut-pick = برداشتن مهره، سپس گذاشتن آن
shortcut-escape = رها کردن انتخاب یا ارتقا
shortcut-right-click = دایره روی یک خانه؛ کشیدن با کلیک راست: پیکان
shortcut-brushes = همراه کلیک راست: قرمز، آبی (هر دو: زرد)
shortcut-new-game = بازی جدید
shortcut-zen = حالت تمرکز: فقط صفحه و ساعت‌ها، یا دوباره همه چیز
shortcut-list = همین فهرست
keys-home-end = Home End
keys-tab-arrows = Tab، سپس کلیدهای جهت
keys-enter-space = Enter یا فاصله
keys-escape = Esc
keys-right-click = کلیک راست
keys-shift-alt = Shift، Alt

## Import and export

records-title = وارد کردن و خروجی
records-copied-fen = FEN رونوشت شد
records-copied-link = پیوند رونوشت شد
records-copied-pgn = PGN رونوشت شد
records-copy-failed-fen = FEN در حافظهٔ موقت رونوشت نشد؛ آن را برگزینید و دستی رونوشت کنید
records-copy-failed-link = پیوند در حافظهٔ موقت رونوشت نشد؛ آن را برگزینید و دستی رونوشت کنید
records-copy-failed-pgn = PGN در حافظهٔ موقت رونوشت نشد؛ آن را برگزینید و دستی رونوشت کنید
records-text = FEN یا PGN برای بارگیری
records-placeholder = یک FEN یا PGN بچسبانید (یک بازی یا چند بازی)
records-load = بارگیری
records-load-analyse = بارگیری و تحلیل
records-load-computer = بارگیری و بازی با رایانه
records-add-all = افزودن همه به بازی‌هایم
records-downloaded = PGN دریافت شد
records-download-failed = PGN دریافت نشد
records-copy-fen = رونوشت FEN
records-copy-link = رونوشت پیوند
records-copy-pgn = رونوشت PGN
records-download = دریافت PGN

## The board

piece-white-pawn = سرباز سفید
piece-white-knight = اسب سفید
piece-white-bishop = فیل سفید
piece-white-rook = رخ سفید
piece-white-queen = وزیر سفید
piece-white-king = شاه سفید
piece-black-pawn = سرباز سیاه
piece-black-knight = اسب سیاه
piece-black-bishop = فیل سیاه
piece-black-rook = رخ سیاه
piece-black-queen = وزیر سیاه
piece-black-king = شاه سیاه
square-empty = خالی
board-label = صفحهٔ شطرنج
promote-to = ارتقا به { $piece }
promote-choose = مهره‌ای برای ارتقا برگزینید

## The board editor

editor-pieces = مهره‌ها
editor-hand-title = جابه‌جا کردن مهره‌ها
editor-hand = جابه‌جایی
editor-delete-title = برداشتن مهره‌ها
editor-delete = برداشتن
editor-start-position = وضعیت آغازین
editor-clear = خالی کردن
editor-flip = چرخاندن
editor-castling-right = { $side } { $castling }
editor-turn = نوبت حرکت
editor-white-to-play = نوبت سفید
editor-black-to-play = نوبت سیاه
editor-castling = قلعه‌رفتن
editor-en-passant = آن‌پاسان
editor-none = هیچ
editor-chess960 = وضعیت Chess960
editor-fen = FEN
editor-play-computer = بازی با رایانه از اینجا
editor-play-friend = بازی با یک دوست از اینجا

## What is said and the notices of play

said-new-game = بازی جدید.
said-game-restored = بازی بازیابی شد.
said-game-loaded = بازی بارگیری شد.
said-played = { $side } { $move } را بازی کرد.
said-taken-back = حرکت پس گرفته شد.
notice-clocks-paused = ساعت‌ها در مدتی که صفحه بسته بود متوقف بودند؛ اکنون دوباره کار می‌کنند.
notice-over-keeps-result = بازی تمام شده و نتیجه‌اش می‌ماند: برای امتحان حرکت‌های دیگر «تحلیل» را بزنید
notice-nothing-to-take-back = حرکتی برای پس گرفتن نیست

## Notices

notice-draw-accepted = رایانه تساوی را می‌پذیرد.
notice-draw-declined = رایانه تساوی را نمی‌پذیرد و بازی را ادامه می‌دهد.
notice-engine-restarted = موتور پاسخ نمی‌داد و دوباره راه‌اندازی شد؛ دوباره در حال فکر کردن است.
notice-held-elsewhere = بازی شما در زبانهٔ دیگری باز است، پس این زبانه بازی جدیدی شروع می‌کند؛ هر دو در «بازی‌ها» نگه داشته می‌شوند.
notice-link-invalid = وضعیتِ درون پیوند معتبر نیست: { $error }
records-loaded-but = بازی بارگیری شد، اما { $warning }.
records-empty = نخست یک FEN یا PGN بچسبانید
records-fen-invalid = این FEN معتبر نیست: { $error }
records-pgn-invalid = این PGN خوانده نشد: { $error }
records-many-games = این PGN { $count } بازی دارد: نخستین باز است، و همه در «بازی‌ها» نگه داشته می‌شوند.

## Notices at start

notice-shared-position = وضعیتِ هم‌رسانی‌شده باز است. بازی پیشین شما در «بازی‌ها» نگه داشته شده است.

## Dates and other notices

month-1 = ژانویه
month-2 = فوریه
month-3 = مارس
month-4 = آوریل
month-5 = مه
month-6 = ژوئن
month-7 = ژوئیه
month-8 = اوت
month-9 = سپتامبر
month-10 = اکتبر
month-11 = نوامبر
month-12 = دسامبر
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = تاریخ نامعلوم
new-game-fen-missing = وضعیت آغاز را به صورت FEN بدهید.
new-game-fen-invalid = از این وضعیت نمی‌توان بازی کرد: { $error }.
new-game-fen-over = بازی در این وضعیت از پیش تمام شده است.
puzzles-not-kept = معمای { $id } در میان { $count } معمای نگه‌داشته‌شده در اینجا نیست؛ این هم معمایی دیگر.
mistakes-engine-unavailable = اینجا فقط حرکت بازبینی به حساب می‌آید: موتور نمی‌تواند حرکت‌های دیگر را داوری کند ({ $reason }).

## Speech and the library

speech-castles-kingside = قلعهٔ کوچک می‌رود
speech-castles-queenside = قلعهٔ بزرگ می‌رود
speech-passes = نوبت را واگذار می‌کند
speech-takes = می‌گیرد
speech-promotes = به { $piece } ارتقا می‌یابد
library-delete-failed = بازی حذف نشد: { $error }
library-open-failed = این بازی باز نشد: { $error }
library-gone = این بازی دیگر در کتابخانه نیست
library-download-failed = بازی‌ها دریافت نشدند
library-add-unavailable = فهرست بازی‌ها در این مرورگر در دسترس نیست، پس بازی‌ها افزوده نشدند
library-storage-refused = فضای ذخیرهٔ مرورگر بازی‌ها را نپذیرفت: شاید پر است
library-added = { $added } بازی به بازی‌هایتان افزوده شد.
library-added-some-failed = { $added } بازی به بازی‌هایتان افزوده شد ({ $failed } بازی خوانده نشد و کنار گذاشته شد).

## Storage, crashes and the engine

storage-unavailable = این مرورگر اجازه نمی‌دهد صفحه داده نگه دارد (حالت خصوصی یا ذخیره‌سازی خاموش): بازی‌تان ادامه دارد، ولی پس از رفتن شما نگه داشته نمی‌شود.
storage-full = فضای ذخیرهٔ مرورگر پر است: بازی‌تان ادامه دارد، ولی تازه‌ترین حرکت‌هایش نگه داشته نمی‌شوند. برای باز کردن جا، بازی‌های قدیمی را از فهرست «بازی‌ها» حذف کنید.
storage-kept-aside = در فضای ذخیرهٔ این مرورگر با نام "{ $key }" نگه داشته شد.
storage-left = همان‌جا که بود با نام "{ $key }" ماند.
storage-unrestorable = بازی ذخیره‌شدهٔ شما بازیابی نشد: { $error }. بازی جدیدی شروع شد.
crash-label = مشکلی پیش آمد
crash-title = مشکلی پیش آمد: صفحه را دوباره بارگیری کنید. بازی شما همان‌گونه که پیش از آخرین کار بود نگه داشته شده است.
engine-unavailable = موتور در این مرورگر راه نیفتاد: با یک دوست بازی کنید، یا مرورگر دیگری را امتحان کنید.
library-unavailable = فهرست بازی‌ها در این مرورگر در دسترس نیست ({ $reason })
library-updated-elsewhere = برنامه در زبانهٔ دیگری به‌روز شد: برای ادامهٔ کار با بازی‌هایتان این زبانه را دوباره بارگیری کنید.

## Crash

crash-reload = بارگیری دوباره

## Saved games that cannot be read

saved-damaged = دادهٔ ذخیره‌شده آسیب دیده است ({ $error })
saved-newer = با نسخهٔ تازه‌تری از برنامه ذخیره شده است (قالب { $format }، این نسخه تا { $known } را می‌خواند)
saved-start = وضعیت آغازش نادرست است: { $error }
saved-move = حرکت شمارهٔ { $index } آن ({ $move }) قانونی نیست
saved-pgn = حرکت‌هایش خوانده نمی‌شوند: { $error }
saved-field = فیلد '{ $field }' آن مقداری دارد که این برنامه نمی‌شناسد

## Why a move is not legal

placed-piece = { $piece } در { $square }
castling-kingside = کوچک
castling-queenside = بزرگ
illegal-empty-square = در { $square } مهره‌ای نیست
illegal-not-your-turn = نوبت { $side } است
illegal-no-movement = حرکت باید مهره را به خانهٔ دیگری ببرد
illegal-own-piece = مهره نمی‌تواند به خانه‌ای برود که مهرهٔ خودی در آن است: { $piece } از آنِ شماست
illegal-shape-pawn = سرباز یک خانه مستقیم به جلو می‌رود (از خانهٔ آغازینش دو خانه) و یک خانه اریب به جلو می‌گیرد
illegal-shape-knight = اسب به شکل L حرکت می‌کند: دو خانه در یک جهت، سپس یک خانه به پهلو
illegal-shape-bishop = فیل فقط اریب حرکت می‌کند
illegal-shape-rook = رخ فقط در ردیف‌ها و ستون‌ها حرکت می‌کند
illegal-shape-queen = وزیر در ردیف‌ها، ستون‌ها و قطرها حرکت می‌کند
illegal-shape-king = شاه یک خانه در هر جهت حرکت می‌کند (دو خانه فقط هنگام قلعه‌رفتن)
illegal-blocked = { $mover } نمی‌تواند از روی { $piece } بپرد: فقط اسب می‌پرد
illegal-pawn-backward = سرباز هرگز به عقب نمی‌رود
illegal-pawn-straight-capture = سرباز فقط اریب می‌گیرد
illegal-pawn-diagonal = سرباز فقط هنگام گرفتن اریب حرکت می‌کند
illegal-en-passant-late = آن‌پاسان فقط درست در حرکتِ پس از دوخانه رفتن سرباز مجاز است
illegal-double-step = سرباز فقط از خانهٔ آغازینش می‌تواند دو خانه برود
illegal-promotion-required = سربازی که به ردیف آخر می‌رسد باید ارتقا یابد: وزیر، رخ، فیل یا اسب را برگزینید
illegal-promotion-not-allowed = فقط سربازی که به ردیف آخر می‌رسد ارتقا می‌یابد
illegal-promotion-piece = سرباز فقط به وزیر، رخ، فیل یا اسب ارتقا می‌یابد، نه به { $piece }
illegal-castling-king-moved = قلعه‌رفتنِ { $side } دیگر مجاز نیست: شاه حرکت کرده است
illegal-castling-rook-moved = قلعه‌رفتنِ { $side } دیگر مجاز نیست: آن رخ حرکت کرده است
illegal-castling-rook-captured = قلعه‌رفتنِ { $side } دیگر مجاز نیست: آن رخ گرفته شده است
illegal-castling-lost = قلعه‌رفتنِ { $side } دیگر مجاز نیست: شاه یا آن رخ پیش‌تر حرکت کرده است
illegal-castling-blocked = تا وقتی مهره‌ای میان شاه و رخ است قلعه‌رفتن مجاز نیست: { $piece }
illegal-castling-destination = تا وقتی مهره‌ای در جایی است که شاه یا رخ باید برود قلعه‌رفتن مجاز نیست: { $piece }
illegal-castling-in-check = وقتی شاه کیش است قلعه‌رفتن مجاز نیست (از سوی { $piece })
illegal-castling-through = شاه از { $square } می‌گذرد که { $piece } به آن حمله می‌کند
illegal-castling-into = شاه در { $square } می‌ایستد که { $piece } به آن حمله می‌کند
illegal-king-into-check = شاه شما از سوی { $piece } کیش می‌شود
illegal-kings-adjacent = دو شاه هرگز نمی‌توانند کنار هم بایستند
illegal-still-in-check = این حرکت شاه شما را در کیشِ { $piece } باقی می‌گذارد
illegal-en-passant-exposes = گرفتن آن‌پاسان هر دو سرباز را از آن خط برمی‌دارد و شاه شما را در برابر { $piece } بی‌دفاع می‌گذارد
illegal-pinned = { $pinned } آچمز است: حرکت دادنش شاه شما را در برابر { $piece } بی‌دفاع می‌گذارد
typed-not-san = '{ $move }' حرکتی با نمادگذاری جبری نیست
typed-illegal = { $move } در این وضعیت حرکت قانونی نیست
typed-ambiguous = { $move } ممکن است بیش از یک حرکت باشد؛ ستون یا ردیفی را که مهره از آن می‌آید بیفزایید
typed-not-uci = '{ $move }' حرکت UCI نیست (دو خانه و یک حرف ارتقای اختیاری، مانند e7e8q)

## Training kept in the browser

library-upgrade-blocked = فهرست بازی‌ها در حال به‌روزرسانی است: برای پایانش زبانه‌های دیگر برنامه را (که پیش از به‌روزرسانی باز شده‌اند) ببندید.
puzzles-progress-unreadable = ریتینگ و پیشینهٔ معماهای شما خوانده نشد، پس از نو شروع می‌شوند (نسخهٔ ناخوانا کنار گذاشته شده است).
mistakes-unreadable = برنامهٔ تمرین اشتباه‌هایتان خوانده نشد، پس از نو و از بازی‌های بازبینی‌شده‌تان شروع می‌شود.
puzzles-not-saved = پیشرفت معماهای شما نگه داشته نشد (فضای ذخیرهٔ مرورگر پر است یا نپذیرفت): تا بسته شدن این صفحه در آن می‌ماند.

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN خالی است
fen-field-count = FEN شش فیلد دارد که با فاصله جدا می‌شوند (صفحه، نوبت، قلعه‌رفتن، آن‌پاسان، شمارندهٔ نیم‌حرکت، شمارهٔ حرکت)، دست‌کم چهار فیلد نخست؛ این یکی { $count } فیلد دارد
fen-rank-count = فیلد صفحه 8 ردیف جداشده با '/' می‌خواهد؛ این یکی { $count } ردیف دارد
fen-rank-length = ردیف { $rank } در فیلد صفحه به جای 8 خانه { $count } خانه را وصف می‌کند
fen-piece-letter = '{ $letter }' در ردیف { $rank } حرف مهره نیست (KQRBNP برای سفید، kqrbnp برای سیاه، 1-8 برای خانه‌های خالی)
fen-side-to-move = نوبت باید 'w' یا 'b' باشد، نه '{ $text }'
fen-castling = فیلد قلعه‌رفتن باید '-' یا حرف‌هایی از 'KQkq' باشد (یا ستون‌های رخ‌ها، مانند 'HAha')، هر کدام حداکثر یک بار، نه '{ $text }'
fen-en-passant = فیلد آن‌پاسان باید '-' یا خانه‌ای مانند e3 باشد، نه '{ $text }'
fen-halfmove-clock = شمارندهٔ نیم‌حرکت باید عددی درست از 0 به بالا باشد، نه '{ $text }'
fen-move-number = شمارهٔ حرکت باید عددی درست از 1 به بالا باشد، نه '{ $text }'
fen-impossible = وضعیت ناممکن: { $reason }
position-no-king = { $side } شاه ندارد
position-kings = { $side } بیش از یک شاه دارد
position-pawn-back-rank = در { $square } سربازی هست، ولی سربازها هرگز در ردیف نخست یا آخر نمی‌ایستند
position-pawns = { $side } بیش از 8 سرباز دارد
position-pieces = { $side } بیش از 16 مهره دارد
position-castling-pieces = { $side } نمی‌تواند حق قلعه‌رفتنِ { $castling } داشته باشد: برای آن شاه باید در { $king } و رخ در { $rook } باشد
position-960-castling-h = { $side } نمی‌تواند حق قلعه‌رفتنِ { $castling } داشته باشد: برای آن شاه باید در ردیف { $rank } باشد و رخی در سمت ستون h آن
position-960-castling-a = { $side } نمی‌تواند حق قلعه‌رفتنِ { $castling } داشته باشد: برای آن شاه باید در ردیف { $rank } باشد و رخی در سمت ستون a آن
position-en-passant = { $square } نمی‌تواند خانهٔ آن‌پاسان باشد: هیچ سربازی نمی‌تواند همین حالا با دو خانه رفتن از آن گذشته باشد
position-opponent-in-check = { $side } کیش است ولی نوبت { $side } نیست، و این نمی‌تواند رخ دهد
position-checkers = شاه هم‌زمان از سوی { $count } مهره کیش است، و هیچ حرکتی این را پدید نمی‌آورد

## The editor's FEN

editor-fen-unreadable = این FEN خوانده نمی‌شود: { $error }.

## Why a PGN cannot be read

pgn-where = سطر { $line }، ستون { $column }: { $what }
pgn-empty = اینجا بازی‌ای نیست
pgn-bad-tag = برچسب باید به شکل { "\u2066" }[Name "value"]{ "\u2069" } باشد
pgn-open-comment = این یادداشتِ { $open } هرگز با { $close } بسته نمی‌شود
pgn-open-variation = این شاخهٔ ( هرگز با ) بسته نمی‌شود
pgn-stray-parenthesis = این ) هیچ شاخه‌ای را نمی‌بندد
pgn-variation-first = شاخهٔ ( باید پس از حرکتی بیاید که جایگزینش می‌شود
pgn-bad-fen = برچسب FEN نادرست است: { $error }
pgn-variant = نوع '{ $variant }' پشتیبانی نمی‌شود (فقط شطرنج استاندارد و Chess960)
pgn-move = حرکت
pgn-null-move = حرکت { $move } حرکتی تهی (--) است که در شطرنج حرکت نیست: آن و حرکت‌های پس از آن در همان خط کنار گذاشته شدند
pgn-no-draw-to-claim = ادعای تساوی فقط پس از تکرار سه‌باره یا پنجاه حرکت بدون گرفتن مهره یا حرکت سرباز ممکن است
