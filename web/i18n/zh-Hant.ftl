# 應用的繁體中文文字（與 en.ftl 的鍵相同），由 zh.ftl 轉換（OpenCC s2twp）後逐條校訂：
# 后（皇后）不是「後」，棋鐘不是「棋鍾」，復盤不是「覆盤」。

## The menu

title = 西洋棋
menu-new-game = 新對局
menu-new-short = 新局
menu-games = 對局
menu-puzzles = 謎題
menu-editor = 棋盤編輯器
menu-editor-short = 編輯器
menu-import = 匯入
menu-import-short = 匯入
menu-export = 匯出
menu-export-short = 匯出
menu-settings = 設定
menu-settings-short = 設定
menu-shortcuts = 鍵盤快捷鍵
menu-label = 選單
title-start = 開始：與電腦對弈、與朋友對弈、謎題……
zen-leave = 退出禪模式

## The start choices

start-region = 開始
start-heading = 下西洋棋
start-continue = 繼續
start-computer = 與電腦對弈
start-level = 等級 { $level }
start-elo = 約 { $elo } 等級分
start-levels = 等級
start-friend = 與朋友對弈
start-puzzles = 謎題
start-analysis = 分析棋盤
start-editor = 棋盤編輯器
start-more = 更多選項（顏色、用時、Chess960）……
start-kept = 開始新對局時，進行中的對局會儲存在「對局」中。

## Settings

settings-language = 語言
cancel = 取消

## Banners

banner-update = 應用的新版本已準備好。
banner-update-reload = 有可用更新：重新載入
banner-changed-elsewhere = 此對局已在另一個標籤頁中更改；此標籤頁的著法不會被儲存。
banner-load-latest = 載入最新版本
banner-keep-ours = 保留此標籤頁的版本
banner-adding-games = 正在新增對局：{ $done } / { $total }
banner-importing = 正在匯入對局

## The board's column and the players

board-region = 棋盤
strip-computer = 電腦 · { $level }
strip-you = 你
strip-white-player = 白方棋手
strip-black-player = 黑方棋手
color-white = 白方
color-black = 黑方

## The panel

opening-chess960 = Chess960 · 第 { $number } 號局面
engine-opponent = 電腦：{ $level }
discard-question = 在這裡走 { $move }？之後的 { $later } 步將被撤銷。
discard-confirm = 走棋並丟棄
confirm-move-question = 走 { $move }？
confirm-move = 確認
game-over = 對局結束
game-end-review = 復盤對局
game-end-analyse = 分析
game-end-rematch = 再來一局
tree-this-move = 這步棋
tree-promote = 提升變化
tree-main-line = 設為主線
tree-delete = 從這裡刪除
tree-delete-title = 刪除這步棋及其後的所有著法
tree-comment = 為這步棋寫評註
tree-deleted = 已刪除 { $move } 及其後的著法。
tree-record-kept = 已結束的對局會保留它的著法：可以修改變化，或選擇「分析」來修改對局本身。

## How games end

outcome-win-checkmate = { $winner }將死獲勝
outcome-win-resignation = 對方認輸，{ $winner }獲勝
outcome-win-time = { $winner }超時勝
outcome-win = { $winner }獲勝
outcome-draw-stalemate = 逼和
outcome-draw-material = 子力不足，和棋
outcome-draw-threefold = 三次重複局面，和棋
outcome-draw-fivefold = 五次重複局面，和棋
outcome-draw-fifty = 五十回合規則，和棋
outcome-draw-seventy-five = 七十五回合規則，和棋
outcome-draw-agreement = 雙方同意和棋
outcome-draw-timeout = 超時和棋：還有時間的一方無法將死對方
outcome-draw = 和棋
reason-checkmate = 將死
reason-resignation = 認輸
reason-time = 超時
reason-recorded = 按記錄
reason-stalemate = 逼和
reason-material = 子力不足
reason-threefold = 三次重複局面
reason-fivefold = 五次重複局面
reason-fifty = 五十回合規則
reason-seventy-five = 七十五回合規則
reason-agreement = 雙方同意
reason-timeout = 超時，但對方子力不足

## The status line and what is said

status-to-move = 輪到{ $side }走棋
status-to-move-check = 輪到{ $side }走棋——將軍
status-analysis = 分析
status-viewing-earlier = 正在檢視之前的局面：按 → 或 End 返回
speech-to-move = 輪到{ $side }走棋。
speech-to-move-check = 輪到{ $side }走棋。將軍。
notice-game-over = 對局已結束：{ $outcome }
notice-not-your-turn = 還沒輪到你

## Sentences the code puts together

sentence-pair = { $first }{ $second }
sentence-ended = { $clause }。

## The toolbar

toolbar-claim-title = 以{ $reason }為由要求和棋
toolbar-claim = 要求和棋
toolbar-offer-draw = 提議和棋
toolbar-offer-draw-title = 向電腦提議和棋
toolbar-draw = 和棋
toolbar-draw-title = 雙方同意和棋
toolbar-label = 對局控制
toolbar-navigation = 著法導航
toolbar-first = 第一個局面
toolbar-previous = 上一步
toolbar-next = 下一步
toolbar-last = 最後的局面
toolbar-flip = 翻轉棋盤
toolbar-undo = 悔棋
toolbar-undo-title = 撤回上一步
toolbar-resign = 認輸

## Chess words

role-pawn = 兵
role-knight = 馬
role-bishop = 象
role-rook = 車
role-queen = 后
role-king = 王
strip-clock = { $side }的棋鐘
strip-no-material = 尚未吃子
strip-has-taken = 已吃：{ $pieces }
strip-ahead = { $taken }；領先 { $lead }

## The engine and analysis

analysis-depth = 深度 { $depth }
analysis-waiting = 分析中……
analysis-checkmate = 將死：對局已結束。
analysis-stalemate = 逼和：對局已結束。
analysis-lines = 分析線路
analysis-lines-count = { $n } 條線路
engine-thinking = 電腦正在思考……
engine-hint-pending = 正在尋找提示……
engine-region = 引擎
engine-move-now = 立即走棋
engine-hint = 提示
engine-analysis = 分析
threat-show-title = 顯示威脅
threat-show = 顯示威脅
threat-label = 威脅：如果輪到{ $side }走棋，最好的著法
threat-in-check = 被將軍時不顯示威脅。

## Confirmations

close = 關閉
games-unavailable = 此瀏覽器無法儲存你的對局：{ $reason }
confirm-resign-title = 認輸？
confirm-resign-message = 對局結束，對手獲勝。
confirm-resign-button = 認輸
confirm-agree-draw-title = 同意和棋？
confirm-agree-draw-message = 雙方同意：對局以和棋結束。
confirm-agree-draw-button = 同意和棋
confirm-new-game-title = 離開這局棋？
confirm-new-game-message = 它會作為未完成的對局保留在「對局」中，你可以在那裡再次開啟。
confirm-new-game-button = 離開並開始新對局
confirm-leave-for-editor-title = 離開這局棋去棋盤編輯器？
confirm-leave-for-editor-message = 你編輯時對局繼續進行（棋鐘也是），並保留在「對局」中。
confirm-leave-for-editor-button = 開啟棋盤編輯器
confirm-leave-for-puzzles-title = 離開這局棋去做謎題？
confirm-leave-for-puzzles-message = 你解題時對局繼續進行（棋鐘也是），並保留在「對局」中。
confirm-leave-for-puzzles-button = 開啟謎題

## The moves

judgement-inaccuracy = 不精確
judgement-mistake = 錯著
judgement-blunder = 漏著
moves-clock-after = 走棋後的剩餘時間
moves-earlier = 之前 { $count } 步
moves-later = 之後 { $count } 步
moves-label = 著法
moves-none = 還沒有著法
move-input-label = 輸入著法（SAN 或 UCI）
move-input-placeholder = 輸入著法：Nf3 或 g1f3
move-input-play = 走棋
dismiss = 忽略
eval-label = 評估
eval-graph-label = 評估圖：每步之後白方的勝率

## Learn from your mistakes

learn-title = 從錯誤中學習
learn-view-solution = 檢視答案
learn-skip = 跳過這步棋
learn-done = 完成：你找到了 { $total } 步中的 { $found } 步。
learn-again = 再來一次
learn-finding = { $judgement ->
    [inaccuracy] { $move } 不精確。為{ $side }找一步更好的棋。
    [mistake] { $move } 是錯著。為{ $side }找一步更好的棋。
   *[blunder] { $move } 是漏著。為{ $side }找一步更好的棋。
}
learn-judging = 正在評估你的著法……
learn-wrong = { $move }：還有更好的。試試另一步。
learn-right = { $move }：好棋！引擎的線路：{ $line }
learn-next = 下一個
learn-solution = 答案：{ $line }
learn-count = 第 { $number } / { $total } 個
learn-leave = 離開

## The review

verdict-engine-move = { $move }：引擎的著法。
verdict-good-move = { $move }：好棋。
verdict-judged = { $move }：{ $judgement }。
verdict-best = 最佳著法是
verdict-eval = 評估 { $before } → { $after }
review-progress = 復盤中：{ $done } / { $total } 個局面
review-second-look = 更深入地重新審視代價高的著法：{ $done } / { $total } 個局面
review-third-look = 再更深入地審視處於臨界的著法：{ $done } / { $total } 個局面
review-progress-label = 復盤進度
review-accuracy = 準確率
review-average-loss = 平均損失
review-inaccuracies = 不精確
review-mistakes = 錯著
review-blunders = 漏著
review-label = 對局復盤

## Puzzles

theme-mate-in-1 = 一步殺
theme-mate-in-2 = 兩步殺
theme-mate-in-3 = 三步殺
theme-fork = 捉雙
theme-pin = 牽制
theme-skewer = 串擊
theme-discovered-attack = 閃擊
theme-hanging-piece = 無保護的棋子
theme-sacrifice = 棄子
theme-back-rank-mate = 底線殺
theme-opening = 開局
theme-middlegame = 中局
theme-endgame = 殘局
theme-long = 長謎題
puzzles-mistakes-due = 你的錯誤（{ $due }）
puzzles-mistakes = 你的錯誤
puzzles-tab-puzzles = 謎題
puzzles-rating = 你的謎題等級分：
puzzles-score = 連勝 { $streak } · 已解 { $solved } / { $played }
puzzles-theme = 主題
puzzles-theme-count = { $name }（{ $count }）
puzzles-any-theme = 任意主題（{ $count }）
puzzles-loading = 正在載入謎題……
puzzles-unavailable = 無法載入謎題：請在連線時開啟一次頁面以儲存它們。
puzzles-none-of-theme = 這裡沒有這個主題的謎題：請選擇其他主題。
puzzles-about = 謎題 { $id } · 等級分 { $rating }
puzzles-opponent-played = 對手走了 { $move }。
puzzles-opponent-moves = 對手正在走棋……
puzzles-your-turn = 輪到你了：為{ $side }找出最佳著法。
puzzles-best-move = 最佳著法！
puzzles-keep-going = 繼續……
puzzles-wrong = 不是這步棋！試試別的。
puzzles-checking = 正在檢查你的著法……
puzzles-solved = 謎題已解開！幹得好。
puzzles-complete = 謎題完成（不計為解開）。
puzzles-view-solution = 檢視答案
puzzles-retry = 重試
puzzles-next = 下一個謎題
puzzles-back = 返回對局

## Your mistakes

mistakes-count = 待練習 { $due } · 共 { $all }
mistakes-your-turn = 對手走了 { $opponent }。在這局棋中你接著走了 { $played }。為{ $side }找一步更好的棋。
mistakes-right-going = 對！繼續……
mistakes-wrong = 還不夠好：復盤儲存了比這更好的著法（你走的是 { $played }）。再試一次。
mistakes-right = 對！復盤的著法是 { $best }。
mistakes-shown = 復盤的著法是 { $best }。
mistakes-comes-back = { $days ->
    [0] 它仍待練習。
    [1] 它明天回來。
   *[other] 它 { $days } 天後回來。
}
mistakes-reading = 正在讀取你復盤過的對局……
mistakes-none = 還沒有錯誤。復盤一局棋（有著法後點「復盤對局」），它的錯著和漏著就會來到這裡供你練習。
mistakes-nothing-due = { $days ->
    [1] 現在沒有待練習的：下一個錯誤明天回來。不妨練習下面的任意一個。
   *[other] 現在沒有待練習的：下一個錯誤 { $days } 天後回來。不妨練習下面的任意一個。
}
mistakes-next = 下一個錯誤
mistakes-when = { $days ->
    [0] 待練習
    [1] 明天
   *[other] { $days } 天後
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = 白方
choice-color-black = 黑方
choice-variant-standard = 標準
choice-variant-chess960 = Chess960
choice-variant-position = 從局面開始
choice-side-white = 白方
choice-side-black = 黑方
choice-side-random = 隨機
choice-sounds-tones = 音調
choice-sounds-wood = 木質
choice-auto-queen-premove = 預走棋時
choice-auto-queen-always = 總是
choice-auto-queen-never = 從不
choice-blindfold-off = 關閉
choice-blindfold-opponent = 隱藏對手的棋子
choice-blindfold-own = 隱藏我的棋子
choice-blindfold-all = 隱藏所有棋子
choice-board-wood = 木紋
choice-board-blue = 藍色
choice-board-green = 綠色
choice-board-slate = 石板
choice-pieces-classic = 經典
choice-pieces-modern = 現代
choice-pieces-contrast = 高對比度
choice-pieces-letters = 字母
choice-page-system = 跟隨系統（淺色或深色）
choice-page-light = 淺色
choice-page-dark = 深色
choice-coordinates-inside = 棋盤內
choice-coordinates-outside = 棋盤四周
choice-coordinates-off = 關閉
choice-language-browser = 跟隨瀏覽器
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
choice-win-checkmate = 將死
choice-win-resignation = 認輸
choice-win-time-forfeit = 超時
choice-win-recorded = 按記錄
choice-draw-stalemate = 逼和
choice-draw-insufficient-material = 子力不足
choice-draw-threefold-repetition = 三次重複局面
choice-draw-fivefold-repetition = 五次重複局面
choice-draw-fifty-move-rule = 五十回合規則
choice-draw-seventy-five-move-rule = 七十五回合規則
choice-draw-agreement = 雙方同意
choice-draw-timeout-vs-insufficient-material = 超時，但無將死所需的子力
choice-draw-recorded = 按記錄

## New game

level-label = 等級 { $level }，約 { $elo }
levels-measured = 每個等級的棋力都是透過與設定為指定等級分的 Stockfish 對弈測得的。等級 1 到 8 在任何裝置上下法相同；等級 9 在更快的裝置上更強。
new-game-opponent = 對手
new-game-computer = 電腦
new-game-friend = 這臺裝置上的朋友
new-game-colour = 顏色
new-game-level = 等級
new-game-variant = 變體
new-game-fen = 局面（FEN）
new-game-start = 開始
time-bullet = 超快棋
time-blitz = 快棋
time-rapid = 快速棋
time-classical = 慢棋
new-game-quick-times = 快速選擇用時
new-game-no-clock = 不計時
new-game-time = 用時
new-game-untimed = 不限時
new-game-custom = 自訂
new-game-minutes = 分鐘
new-game-increment-seconds = 每步加秒（秒）
new-game-increment = 每步加秒

## Settings (the controls)

settings-sound = 聲音
settings-sounds = 音效
settings-animate = 走棋動畫
settings-confirm-moves = 確認著法（棋盤上的著法需點「確認」）
settings-figurines = 圖形記譜（♘f3）
settings-board = 棋盤
settings-pieces = 棋子
settings-board-previews = 棋盤主題
settings-piece-previews = 棋子樣式
settings-page = 頁面
settings-coordinates = 座標
settings-auto-queen = 自動升后
settings-blindfold = 盲棋
settings-board-size-value = 棋盤大小：{ $size }%
settings-board-size = 棋盤大小
settings-zen = 禪模式（只顯示棋盤和棋鐘；z）

## Games (the library)

games-moves = { $count } 步
games-computer = 電腦（等級 { $level }）
games-no-opening = 未命名的開局
games-reviewed = 已復盤
games-this-game = 當前對局
games-open = 開啟
games-delete = 刪除
games-deleted = 已刪除 { $players }。
games-undo = 撤銷
games-search = 按棋手或開局搜尋
games-download-all = 全部下載
games-loading = 載入中……
games-none = 還沒有對局：你下的每一盤棋都會一步一步保存在這裡。
games-none-found = 沒有符合搜尋的對局。
games-show-more = 顯示更多（還有 { $hidden } 局；搜尋可找到任意一局）
games-won = 勝
games-lost = 負
games-drawn = 和
games-other = 未完成，或不是你的對局
games-result = 結果
games-any-result = 任意結果
games-your-colour = 你的顏色
games-any-colour = 任意顏色
games-had-white = 你執白
games-had-black = 你執黑
games-opening = 開局
games-any-opening = 任意開局

## Keyboard shortcuts

shortcut-prev-next = 上一步和下一步
shortcut-variations = 在分支處切換上一個和下一個變化
shortcut-first-last = 第一個和最後的局面
shortcut-flip = 翻轉棋盤
shortcut-threat = 顯示威脅（如果輪到對手走棋，對手的最佳著法）
shortcut-squares = 在棋盤格子間移動
shortcut-pick = 拿起一枚棋子，再放下
shortcut-escape = 取消選擇或升變
shortcut-right-click = 圈出一個格子；右鍵拖動：箭頭
shortcut-brushes = 配合右鍵：紅色、藍色（同時按：黃色）
shortcut-new-game = 新對局
shortcut-zen = 禪模式：只顯示棋盤和棋鐘，或恢復全部
shortcut-list = 本列表
keys-home-end = Home End
keys-tab-arrows = Tab，然後方向鍵
keys-enter-space = Enter 或空格
keys-escape = Esc
keys-right-click = 右鍵單擊
keys-shift-alt = Shift、Alt

## Import and export

records-title = 匯入和匯出
records-copied-fen = FEN 已複製
records-copied-link = 連結已複製
records-copied-pgn = PGN 已複製
records-copy-failed-fen = 無法將 FEN 複製到剪貼簿；請選中後手動複製
records-copy-failed-link = 無法將連結複製到剪貼簿；請選中後手動複製
records-copy-failed-pgn = 無法將 PGN 複製到剪貼簿；請選中後手動複製
records-text = 要載入的 FEN 或 PGN
records-placeholder = 貼上 FEN 或 PGN（一局或多局）
records-load = 載入
records-load-analyse = 載入並分析
records-load-computer = 載入並與電腦對弈
records-add-all = 全部新增到我的對局
records-downloaded = PGN 已下載
records-download-failed = 無法下載 PGN
records-copy-fen = 複製 FEN
records-copy-link = 複製連結
records-copy-pgn = 複製 PGN
records-download = 下載 PGN

## The board

piece-white-pawn = 白兵
piece-white-knight = 白馬
piece-white-bishop = 白象
piece-white-rook = 白車
piece-white-queen = 白后
piece-white-king = 白王
piece-black-pawn = 黑兵
piece-black-knight = 黑馬
piece-black-bishop = 黑象
piece-black-rook = 黑車
piece-black-queen = 黑后
piece-black-king = 黑王
square-empty = 空
board-label = 棋盤
promote-to = 升變為{ $piece }
promote-choose = 選擇升變的棋子

## The board editor

editor-pieces = 棋子
editor-hand-title = 移動棋子
editor-hand = 移動
editor-delete-title = 移除棋子
editor-delete = 移除
editor-start-position = 初始局面
editor-clear = 清空
editor-flip = 翻轉
editor-castling-right = { $side } { $castling }
editor-turn = 輪到哪方走棋
editor-white-to-play = 白方走棋
editor-black-to-play = 黑方走棋
editor-castling = 王車易位
editor-en-passant = 吃過路兵
editor-none = 無
editor-chess960 = Chess960 局面
editor-fen = FEN
editor-play-computer = 從這裡與電腦對弈
editor-play-friend = 從這裡與朋友對弈

## What is said and the notices of play

said-new-game = 新對局。
said-game-restored = 對局已恢復。
said-game-loaded = 對局已載入。
said-played = { $side }走了 { $move }。
said-taken-back = 已悔棋。
notice-clocks-paused = 頁面關閉期間棋鐘已暫停；現在重新開始計時。
notice-over-keeps-result = 對局已結束並保留其結果：分析它以嘗試其他著法
notice-nothing-to-take-back = 沒有可以撤回的著法

## Notices

notice-draw-accepted = 電腦接受和棋。
notice-draw-declined = 電腦拒絕和棋，繼續對弈。
notice-engine-restarted = 引擎停止響應，已重新啟動；它正在重新思考。
notice-held-elsewhere = 你的對局已在另一個標籤頁中開啟，因此此標籤頁開始新對局；兩局都儲存在「對局」中。
notice-link-invalid = 連結中的局面無效：{ $error }
records-loaded-but = 對局已載入，但{ $warning }。
records-empty = 請先貼上 FEN 或 PGN
records-fen-invalid = 此 FEN 無效：{ $error }
records-pgn-invalid = 無法讀取此 PGN：{ $error }
records-many-games = 此 PGN 包含 { $count } 局：第一局已開啟，所有對局都儲存在「對局」中。

## Notices at start

notice-shared-position = 已開啟分享的局面。你之前的對局儲存在「對局」中。

## Dates and other notices

month-1 = 1月
month-2 = 2月
month-3 = 3月
month-4 = 4月
month-5 = 5月
month-6 = 6月
month-7 = 7月
month-8 = 8月
month-9 = 9月
month-10 = 10月
month-11 = 11月
month-12 = 12月
date-day-month-year = { $year }年{ $month }{ $day }日
date-month-year = { $year }年{ $month }
date-unknown = 日期未知
new-game-fen-missing = 請以 FEN 給出起始局面。
new-game-fen-invalid = 無法從該局面開始對弈：{ $error }。
new-game-fen-over = 在該局面中對局已經結束。
puzzles-not-kept = 謎題 { $id } 不在此處儲存的 { $count } 個謎題中；換一個給你。
mistakes-engine-unavailable = 這裡只認復盤的著法：引擎無法評判其他著法（{ $reason }）。

## Speech and the library

speech-castles-kingside = 短易位
speech-castles-queenside = 長易位
speech-passes = 停著
speech-takes = 吃
speech-promotes = 升變為{ $piece }
library-delete-failed = 無法刪除對局：{ $error }
library-open-failed = 無法開啟此對局：{ $error }
library-gone = 此對局已不在棋庫中
library-download-failed = 無法下載對局
library-add-unavailable = 此瀏覽器中無法使用對局列表，因此無法新增對局
library-storage-refused = 瀏覽器儲存拒絕了這些對局：可能已滿
library-added = 已將 { $added } 局新增到你的對局。
library-added-some-failed = 已將 { $added } 局新增到你的對局（{ $failed } 局無法讀取，已略過）。

## Storage, crashes and the engine

storage-unavailable = 此瀏覽器不允許頁面儲存資料（隱私模式或儲存已關閉）：你的對局可以繼續，但離開後不會儲存。
storage-full = 瀏覽器儲存已滿：你的對局可以繼續，但最新的著法沒有儲存。請從「對局」列表中刪除舊對局以騰出空間。
storage-kept-aside = 它已以「{ $key }」為名儲存在此瀏覽器的儲存中。
storage-left = 它仍以「{ $key }」為名留在原處。
storage-unrestorable = 無法恢復你儲存的對局：{ $error }。已開始新對局。
crash-label = 出錯了
crash-title = 出錯了：請重新載入頁面。你的對局保持在上一步操作之前的狀態。
engine-unavailable = 引擎無法在此瀏覽器中啟動：請與朋友對弈，或換一個瀏覽器。
library-unavailable = 此瀏覽器中無法使用對局列表（{ $reason }）
library-updated-elsewhere = 應用已在另一個標籤頁中更新：請重新載入此標籤頁以繼續使用你的對局。

## Crash

crash-reload = 重新載入

## Saved games that cannot be read

saved-damaged = 儲存的資料已損壞（{ $error }）
saved-newer = 它由更新版本的應用儲存（格式 { $format }，此版本最多讀取 { $known }）
saved-start = 它的起始局面有誤：{ $error }
saved-move = 它的第 { $index } 步（{ $move }）不合規則
saved-pgn = 無法讀取它的著法：{ $error }
saved-field = 它的「{ $field }」欄位有此應用不認識的值

## Why a move is not legal

placed-piece = { $piece }（{ $square }）
castling-kingside = 短
castling-queenside = 長
illegal-empty-square = { $square } 上沒有棋子
illegal-not-your-turn = 現在輪到{ $side }走棋
illegal-no-movement = 走棋必須把棋子移到另一個格子
illegal-own-piece = 棋子不能走到己方棋子所在的格子：那裡是你的{ $piece }
illegal-shape-pawn = 兵向前直走一格（從初始格可走兩格），向斜前方一格吃子
illegal-shape-knight = 馬走「日」字：沿一個方向走兩格，再向旁邊走一格
illegal-shape-bishop = 象只能斜走
illegal-shape-rook = 車只能沿橫線和直線走
illegal-shape-queen = 后可以沿橫線、直線和斜線走
illegal-shape-king = 王向任意方向走一格（只有王車易位時走兩格）
illegal-blocked = { $mover }不能越過{ $piece }：只有馬可以跳
illegal-pawn-backward = 兵永遠不能後退
illegal-pawn-straight-capture = 兵只能斜著吃子
illegal-pawn-diagonal = 兵只有吃子時才能斜走
illegal-en-passant-late = 吃過路兵只能在對方的兵走兩格之後緊接著進行
illegal-double-step = 兵只有從初始格才能走兩格
illegal-promotion-required = 到達底線的兵必須升變：選擇后、車、象或馬
illegal-promotion-not-allowed = 只有到達底線的兵才能升變
illegal-promotion-piece = 兵只能升變為后、車、象或馬，不能升變為{ $piece }
illegal-castling-king-moved = 不能再{ $side }易位：王已經走過
illegal-castling-rook-moved = 不能再{ $side }易位：那個車已經走過
illegal-castling-rook-captured = 不能再{ $side }易位：那個車已被吃掉
illegal-castling-lost = 不能再{ $side }易位：王或那個車已經走過
illegal-castling-blocked = 王和車之間有棋子時不能易位：{ $piece }
illegal-castling-destination = 王或車要落到的格子上有棋子時不能易位：{ $piece }
illegal-castling-in-check = 被將軍時不能易位（將軍的是{ $piece }）
illegal-castling-through = 王會經過 { $square }，而{ $piece }正攻擊那裡
illegal-castling-into = 王會落在 { $square }，而{ $piece }正攻擊那裡
illegal-king-into-check = 你的王會被{ $piece }將軍
illegal-kings-adjacent = 兩個王永遠不能相鄰
illegal-still-in-check = 走這步後你的王仍會被{ $piece }將軍
illegal-en-passant-exposes = 吃過路兵會讓兩個兵都離開這條線，使你的王暴露在{ $piece }的攻擊下
illegal-pinned = { $pinned }被牽制：走開它會使你的王暴露在{ $piece }的攻擊下
typed-not-san = 「{ $move }」不是代數記譜法的著法
typed-illegal = { $move } 在此局面中不是合規的著法
typed-ambiguous = { $move } 可能不止一步著法；請加上棋子出發的直線或橫線
typed-not-uci = 「{ $move }」不是 UCI 著法（兩個格子加可選的升變字母，例如 e7e8q）

## Training kept in the browser

library-upgrade-blocked = 對局列表正在更新：請關閉應用的其他標籤頁（更新前開啟的）以完成。
puzzles-progress-unreadable = 無法讀取你的謎題等級分和記錄，因此重新開始（無法讀取的副本已另行儲存）。
mistakes-unreadable = 無法讀取你的錯誤練習計劃，因此根據復盤過的對局重新開始。
puzzles-not-saved = 無法儲存你的謎題進度（瀏覽器儲存已滿或拒絕）：在此頁面關閉前它會保留在頁面上。

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN 為空
fen-field-count = FEN 有 6 個以空格分隔的欄位（棋盤、輪走方、易位、吃過路兵、半回合計數、回合數），至少需要前 4 個；這個有 { $count } 個
fen-rank-count = 棋盤欄位需要 8 條以「/」分隔的橫線；這個有 { $count } 條
fen-rank-length = 棋盤欄位的第 { $rank } 橫線描述了 { $count } 個格子，而不是 8 個
fen-piece-letter = 第 { $rank } 橫線上的「{ $letter }」不是棋子字母（白方 KQRBNP，黑方 kqrbnp，空格用 1-8）
fen-side-to-move = 輪走方必須是「w」或「b」，而不是「{ $text }」
fen-castling = 易位欄位必須是「-」或來自「KQkq」的字母（或車所在的直線，如「HAha」），每個最多一次，而不是「{ $text }」
fen-en-passant = 吃過路兵欄位必須是「-」或像 e3 這樣的格子，而不是「{ $text }」
fen-halfmove-clock = 半回合計數必須是從 0 開始的整數，而不是「{ $text }」
fen-move-number = 回合數必須是從 1 開始的整數，而不是「{ $text }」
fen-impossible = 不可能的局面：{ $reason }
position-no-king = { $side }沒有王
position-kings = { $side }有不止一個王
position-pawn-back-rank = { $square } 上有一個兵，但兵永遠不會在第一條或最後一條橫線上
position-pawns = { $side }的兵超過 8 個
position-pieces = { $side }的棋子超過 16 個
position-castling-pieces = { $side }不能擁有{ $castling }易位權：那需要王在 { $king }、車在 { $rook }
position-960-castling-h = { $side }不能擁有{ $castling }易位權：那需要王在第 { $rank } 橫線，並在其 h 線一側有車
position-960-castling-a = { $side }不能擁有{ $castling }易位權：那需要王在第 { $rank } 橫線，並在其 a 線一側有車
position-en-passant = { $square } 不能是吃過路兵的格子：沒有兵能剛剛以兩格走法經過它
position-opponent-in-check = { $side }正被將軍，但不是{ $side }走棋，這不可能發生
position-checkers = 王同時被 { $count } 個棋子將軍，沒有任何一步棋能造成這種情況

## The editor's FEN

editor-fen-unreadable = 無法讀取該 FEN：{ $error }。

## Why a PGN cannot be read

pgn-where = 第 { $line } 行，第 { $column } 列：{ $what }
pgn-empty = 這裡沒有對局
pgn-bad-tag = 標籤必須形如 [Name "value"]
pgn-open-comment = 這個 { $open } 註釋始終沒有用 { $close } 關閉
pgn-open-variation = 這個 ( 變化始終沒有用 ) 關閉
pgn-stray-parenthesis = 這個 ) 沒有關閉任何變化
pgn-variation-first = ( 變化必須跟在它所替代的著法之後
pgn-bad-fen = FEN 標籤有誤：{ $error }
pgn-variant = 不支援「{ $variant }」變體（只支援標準西洋棋和 Chess960）
pgn-move = 著法
pgn-null-move = 第 { $move } 步是空著（--），不是西洋棋著法：它及其所在變化中之後的著法已略去
pgn-no-draw-to-claim = 只有在三次重複局面或五十回合無吃子無兵走動之後才能要求和棋
