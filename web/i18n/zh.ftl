# 应用的简体中文文本（与 en.ftl 的键相同）。

## The menu

title = 国际象棋
menu-new-game = 新对局
menu-new-short = 新局
menu-games = 对局
menu-puzzles = 谜题
menu-editor = 棋盘编辑器
menu-editor-short = 编辑器
menu-import = 导入
menu-import-short = 导入
menu-export = 导出
menu-export-short = 导出
menu-settings = 设置
menu-settings-short = 设置
menu-shortcuts = 键盘快捷键
menu-label = 菜单
title-start = 开始：与电脑对弈、与朋友对弈、谜题……
zen-leave = 退出禅模式

## The start choices

start-region = 开始
start-heading = 下国际象棋
start-continue = 继续
start-computer = 与电脑对弈
start-level = 等级 { $level }
start-elo = 约 { $elo } 等级分
start-levels = 等级
start-friend = 与朋友对弈
start-puzzles = 谜题
start-analysis = 分析棋盘
start-editor = 棋盘编辑器
start-more = 更多选项（颜色、用时、Chess960）……
start-kept = 开始新对局时，进行中的对局会保存在“对局”中。

## Settings

settings-language = 语言
cancel = 取消

## Banners

banner-update = 应用的新版本已准备好。
banner-update-reload = 有可用更新：重新加载
banner-changed-elsewhere = 此对局已在另一个标签页中更改；此标签页的着法不会被保存。
banner-load-latest = 加载最新版本
banner-keep-ours = 保留此标签页的版本
banner-adding-games = 正在添加对局：{ $done } / { $total }
banner-importing = 正在导入对局

## The board's column and the players

board-region = 棋盘
strip-computer = 电脑 · { $level }
strip-you = 你
strip-white-player = 白方棋手
strip-black-player = 黑方棋手
color-white = 白方
color-black = 黑方

## The panel

opening-chess960 = Chess960 · 第 { $number } 号局面
engine-opponent = 电脑：{ $level }
discard-question = 在这里走 { $move }？之后的 { $later } 步将被撤销。
discard-confirm = 走棋并丢弃
confirm-move-question = 走 { $move }？
confirm-move = 确认
game-over = 对局结束
game-end-review = 复盘对局
game-end-analyse = 分析
game-end-rematch = 再来一局
tree-this-move = 这步棋
tree-promote = 提升变化
tree-main-line = 设为主线
tree-delete = 从这里删除
tree-delete-title = 删除这步棋及其后的所有着法
tree-comment = 为这步棋写评注
tree-deleted = 已删除 { $move } 及其后的着法。
tree-record-kept = 已结束的对局会保留它的着法：可以修改变化，或选择“分析”来修改对局本身。

## How games end

outcome-win-checkmate = { $winner }将死获胜
outcome-win-resignation = 对方认输，{ $winner }获胜
outcome-win-time = { $winner }超时胜
outcome-win = { $winner }获胜
outcome-draw-stalemate = 逼和
outcome-draw-material = 子力不足，和棋
outcome-draw-threefold = 三次重复局面，和棋
outcome-draw-fivefold = 五次重复局面，和棋
outcome-draw-fifty = 五十回合规则，和棋
outcome-draw-seventy-five = 七十五回合规则，和棋
outcome-draw-agreement = 双方同意和棋
outcome-draw-timeout = 超时和棋：还有时间的一方无法将死对方
outcome-draw = 和棋
reason-checkmate = 将死
reason-resignation = 认输
reason-time = 超时
reason-recorded = 按记录
reason-stalemate = 逼和
reason-material = 子力不足
reason-threefold = 三次重复局面
reason-fivefold = 五次重复局面
reason-fifty = 五十回合规则
reason-seventy-five = 七十五回合规则
reason-agreement = 双方同意
reason-timeout = 超时，但对方子力不足

## The status line and what is said

status-to-move = 轮到{ $side }走棋
status-to-move-check = 轮到{ $side }走棋——将军
status-analysis = 分析
status-viewing-earlier = 正在查看之前的局面：按 → 或 End 返回
speech-to-move = 轮到{ $side }走棋。
speech-to-move-check = 轮到{ $side }走棋。将军。
notice-game-over = 对局已结束：{ $outcome }
notice-not-your-turn = 还没轮到你

## Sentences the code puts together

sentence-pair = { $first }{ $second }
sentence-ended = { $clause }。

## The toolbar

toolbar-claim-title = 以{ $reason }为由要求和棋
toolbar-claim = 要求和棋
toolbar-offer-draw = 提议和棋
toolbar-offer-draw-title = 向电脑提议和棋
toolbar-draw = 和棋
toolbar-draw-title = 双方同意和棋
toolbar-label = 对局控制
toolbar-navigation = 着法导航
toolbar-first = 第一个局面
toolbar-previous = 上一步
toolbar-next = 下一步
toolbar-last = 最后的局面
toolbar-flip = 翻转棋盘
toolbar-undo = 悔棋
toolbar-undo-title = 撤回上一步
toolbar-resign = 认输

## Chess words

role-pawn = 兵
role-knight = 马
role-bishop = 象
role-rook = 车
role-queen = 后
role-king = 王
strip-clock = { $side }的棋钟
strip-no-material = 尚未吃子
strip-has-taken = 已吃：{ $pieces }
strip-ahead = { $taken }；领先 { $lead }

## The engine and analysis

analysis-depth = 深度 { $depth }
analysis-waiting = 分析中……
analysis-checkmate = 将死：对局已结束。
analysis-stalemate = 逼和：对局已结束。
analysis-lines = 分析线路
analysis-lines-count = { $n } 条线路
engine-thinking = 电脑正在思考……
engine-hint-pending = 正在寻找提示……
engine-region = 引擎
engine-move-now = 立即走棋
engine-hint = 提示
engine-analysis = 分析
threat-show-title = 显示威胁
threat-show = 显示威胁
threat-label = 威胁：如果轮到{ $side }走棋，最好的着法
threat-in-check = 被将军时不显示威胁。

## Confirmations

close = 关闭
games-unavailable = 此浏览器无法保存你的对局：{ $reason }
confirm-resign-title = 认输？
confirm-resign-message = 对局结束，对手获胜。
confirm-resign-button = 认输
confirm-agree-draw-title = 同意和棋？
confirm-agree-draw-message = 双方同意：对局以和棋结束。
confirm-agree-draw-button = 同意和棋
confirm-new-game-title = 离开这局棋？
confirm-new-game-message = 它会作为未完成的对局保留在“对局”中，你可以在那里再次打开。
confirm-new-game-button = 离开并开始新对局
confirm-leave-for-editor-title = 离开这局棋去棋盘编辑器？
confirm-leave-for-editor-message = 你编辑时对局继续进行（棋钟也是），并保留在“对局”中。
confirm-leave-for-editor-button = 打开棋盘编辑器
confirm-leave-for-puzzles-title = 离开这局棋去做谜题？
confirm-leave-for-puzzles-message = 你解题时对局继续进行（棋钟也是），并保留在“对局”中。
confirm-leave-for-puzzles-button = 打开谜题

## The moves

judgement-inaccuracy = 不精确
judgement-mistake = 错着
judgement-blunder = 漏着
moves-clock-after = 走棋后的剩余时间
moves-earlier = 之前 { $count } 步
moves-later = 之后 { $count } 步
moves-label = 着法
moves-none = 还没有着法
move-input-label = 输入着法（SAN 或 UCI）
move-input-placeholder = 输入着法：Nf3 或 g1f3
move-input-play = 走棋
dismiss = 忽略
eval-label = 评估
eval-graph-label = 评估图：每步之后白方的胜率

## Learn from your mistakes

learn-title = 从错误中学习
learn-view-solution = 查看答案
learn-skip = 跳过这步棋
learn-done = 完成：你找到了 { $total } 步中的 { $found } 步。
learn-again = 再来一次
learn-finding = { $judgement ->
    [inaccuracy] { $move } 不精确。为{ $side }找一步更好的棋。
    [mistake] { $move } 是错着。为{ $side }找一步更好的棋。
   *[blunder] { $move } 是漏着。为{ $side }找一步更好的棋。
}
learn-judging = 正在评估你的着法……
learn-wrong = { $move }：还有更好的。试试另一步。
learn-right = { $move }：好棋！引擎的线路：{ $line }
learn-next = 下一个
learn-solution = 答案：{ $line }
learn-count = 第 { $number } / { $total } 个
learn-leave = 离开

## The review

verdict-engine-move = { $move }：引擎的着法。
verdict-good-move = { $move }：好棋。
verdict-judged = { $move }：{ $judgement }。
verdict-best = 最佳着法是
verdict-eval = 评估 { $before } → { $after }
review-progress = 复盘中：{ $done } / { $total } 个局面
review-second-look = 更深入地重新审视代价高的着法：{ $done } / { $total } 个局面
review-third-look = 再更深入地审视处于临界的着法：{ $done } / { $total } 个局面
review-progress-label = 复盘进度
review-accuracy = 准确率
review-average-loss = 平均损失
review-inaccuracies = 不精确
review-mistakes = 错着
review-blunders = 漏着
review-label = 对局复盘

## Puzzles

theme-mate-in-1 = 一步杀
theme-mate-in-2 = 两步杀
theme-mate-in-3 = 三步杀
theme-fork = 捉双
theme-pin = 牵制
theme-skewer = 串击
theme-discovered-attack = 闪击
theme-hanging-piece = 无保护的棋子
theme-sacrifice = 弃子
theme-back-rank-mate = 底线杀
theme-opening = 开局
theme-middlegame = 中局
theme-endgame = 残局
theme-long = 长谜题
puzzles-mistakes-due = 你的错误（{ $due }）
puzzles-mistakes = 你的错误
puzzles-tab-puzzles = 谜题
puzzles-rating = 你的谜题等级分：
puzzles-score = 连胜 { $streak } · 已解 { $solved } / { $played }
puzzles-theme = 主题
puzzles-theme-count = { $name }（{ $count }）
puzzles-any-theme = 任意主题（{ $count }）
puzzles-loading = 正在加载谜题……
puzzles-unavailable = 无法加载谜题：请联网打开一次页面以保存它们。
puzzles-none-of-theme = 这里没有这个主题的谜题：请选择其他主题。
puzzles-about = 谜题 { $id } · 等级分 { $rating }
puzzles-opponent-played = 对手走了 { $move }。
puzzles-opponent-moves = 对手正在走棋……
puzzles-your-turn = 轮到你了：为{ $side }找出最佳着法。
puzzles-best-move = 最佳着法！
puzzles-keep-going = 继续……
puzzles-wrong = 不是这步棋！试试别的。
puzzles-checking = 正在检查你的着法……
puzzles-solved = 谜题已解开！干得好。
puzzles-complete = 谜题完成（不计为解开）。
puzzles-view-solution = 查看答案
puzzles-retry = 重试
puzzles-next = 下一个谜题
puzzles-back = 返回对局

## Your mistakes

mistakes-count = 待练习 { $due } · 共 { $all }
mistakes-your-turn = 对手走了 { $opponent }。在这局棋中你接着走了 { $played }。为{ $side }找一步更好的棋。
mistakes-right-going = 对！继续……
mistakes-wrong = 还不够好：复盘保存了比这更好的着法（你走的是 { $played }）。再试一次。
mistakes-right = 对！复盘的着法是 { $best }。
mistakes-shown = 复盘的着法是 { $best }。
mistakes-comes-back = { $days ->
    [0] 它仍待练习。
    [1] 它明天回来。
   *[other] 它 { $days } 天后回来。
}
mistakes-reading = 正在读取你复盘过的对局……
mistakes-none = 还没有错误。复盘一局棋（有着法后点“复盘对局”），它的错着和漏着就会来到这里供你练习。
mistakes-nothing-due = { $days ->
    [1] 现在没有待练习的：下一个错误明天回来。不妨练习下面的任意一个。
   *[other] 现在没有待练习的：下一个错误 { $days } 天后回来。不妨练习下面的任意一个。
}
mistakes-next = 下一个错误
mistakes-when = { $days ->
    [0] 待练习
    [1] 明天
   *[other] { $days } 天后
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = 白方
choice-color-black = 黑方
choice-variant-standard = 标准
choice-variant-chess960 = Chess960
choice-variant-position = 从局面开始
choice-side-white = 白方
choice-side-black = 黑方
choice-side-random = 随机
choice-sounds-tones = 音调
choice-sounds-wood = 木质
choice-auto-queen-premove = 预走棋时
choice-auto-queen-always = 总是
choice-auto-queen-never = 从不
choice-blindfold-off = 关闭
choice-blindfold-opponent = 隐藏对手的棋子
choice-blindfold-own = 隐藏我的棋子
choice-blindfold-all = 隐藏所有棋子
choice-board-wood = 木纹
choice-board-blue = 蓝色
choice-board-green = 绿色
choice-board-slate = 石板
choice-pieces-classic = 经典
choice-pieces-modern = 现代
choice-pieces-contrast = 高对比度
choice-pieces-letters = 字母
choice-page-system = 跟随系统（浅色或深色）
choice-page-light = 浅色
choice-page-dark = 深色
choice-coordinates-inside = 棋盘内
choice-coordinates-outside = 棋盘四周
choice-coordinates-off = 关闭
choice-language-browser = 跟随浏览器
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
choice-win-checkmate = 将死
choice-win-resignation = 认输
choice-win-time-forfeit = 超时
choice-win-recorded = 按记录
choice-draw-stalemate = 逼和
choice-draw-insufficient-material = 子力不足
choice-draw-threefold-repetition = 三次重复局面
choice-draw-fivefold-repetition = 五次重复局面
choice-draw-fifty-move-rule = 五十回合规则
choice-draw-seventy-five-move-rule = 七十五回合规则
choice-draw-agreement = 双方同意
choice-draw-timeout-vs-insufficient-material = 超时，但无将死所需的子力
choice-draw-recorded = 按记录

## New game

level-label = 等级 { $level }，约 { $elo }
levels-measured = 每个等级的棋力都是通过与设定为指定等级分的 Stockfish 对弈测得的。等级 1 到 8 在任何设备上下法相同；等级 9 在更快的设备上更强。
new-game-opponent = 对手
new-game-computer = 电脑
new-game-friend = 这台设备上的朋友
new-game-colour = 颜色
new-game-level = 等级
new-game-variant = 变体
new-game-fen = 局面（FEN）
new-game-start = 开始
time-bullet = 超快棋
time-blitz = 快棋
time-rapid = 快速棋
time-classical = 慢棋
new-game-quick-times = 快速选择用时
new-game-no-clock = 不计时
new-game-time = 用时
new-game-untimed = 不限时
new-game-custom = 自定义
new-game-minutes = 分钟
new-game-increment-seconds = 每步加秒（秒）
new-game-increment = 每步加秒

## Settings (the controls)

settings-sound = 声音
settings-sounds = 音效
settings-animate = 走棋动画
settings-confirm-moves = 确认着法（棋盘上的着法需点“确认”）
settings-figurines = 图形记谱（♘f3）
settings-board = 棋盘
settings-pieces = 棋子
settings-board-previews = 棋盘主题
settings-piece-previews = 棋子样式
settings-page = 页面
settings-coordinates = 坐标
settings-auto-queen = 自动升后
settings-blindfold = 盲棋
settings-board-size-value = 棋盘大小：{ $size }%
settings-board-size = 棋盘大小
settings-zen = 禅模式（只显示棋盘和棋钟；z）

## Games (the library)

games-moves = { $count } 步
games-computer = 电脑（等级 { $level }）
games-no-opening = 未命名的开局
games-reviewed = 已复盘
games-this-game = 当前对局
games-open = 打开
games-delete = 删除
games-deleted = 已删除 { $players }。
games-undo = 撤销
games-search = 按棋手或开局搜索
games-download-all = 全部下载
games-loading = 加载中……
games-none = 还没有对局：你下的每一盘棋都会一步一步保存在这里。
games-none-found = 没有符合搜索的对局。
games-show-more = 显示更多（还有 { $hidden } 局；搜索可找到任意一局）
games-won = 胜
games-lost = 负
games-drawn = 和
games-other = 未完成，或不是你的对局
games-result = 结果
games-any-result = 任意结果
games-your-colour = 你的颜色
games-any-colour = 任意颜色
games-had-white = 你执白
games-had-black = 你执黑
games-opening = 开局
games-any-opening = 任意开局

## Keyboard shortcuts

shortcut-prev-next = 上一步和下一步
shortcut-variations = 在分支处切换上一个和下一个变化
shortcut-first-last = 第一个和最后的局面
shortcut-flip = 翻转棋盘
shortcut-threat = 显示威胁（如果轮到对手走棋，对手的最佳着法）
shortcut-squares = 在棋盘格子间移动
shortcut-pick = 拿起一枚棋子，再放下
shortcut-escape = 取消选择或升变
shortcut-right-click = 圈出一个格子；右键拖动：箭头
shortcut-brushes = 配合右键：红色、蓝色（同时按：黄色）
shortcut-new-game = 新对局
shortcut-zen = 禅模式：只显示棋盘和棋钟，或恢复全部
shortcut-list = 本列表
keys-home-end = Home End
keys-tab-arrows = Tab，然后方向键
keys-enter-space = Enter 或空格
keys-escape = Esc
keys-right-click = 右键单击
keys-shift-alt = Shift、Alt

## Import and export

records-title = 导入和导出
records-copied-fen = FEN 已复制
records-copied-link = 链接已复制
records-copied-pgn = PGN 已复制
records-copy-failed-fen = 无法将 FEN 复制到剪贴板；请选中后手动复制
records-copy-failed-link = 无法将链接复制到剪贴板；请选中后手动复制
records-copy-failed-pgn = 无法将 PGN 复制到剪贴板；请选中后手动复制
records-text = 要加载的 FEN 或 PGN
records-placeholder = 粘贴 FEN 或 PGN（一局或多局）
records-load = 加载
records-load-analyse = 加载并分析
records-load-computer = 加载并与电脑对弈
records-add-all = 全部添加到我的对局
records-downloaded = PGN 已下载
records-download-failed = 无法下载 PGN
records-copy-fen = 复制 FEN
records-copy-link = 复制链接
records-copy-pgn = 复制 PGN
records-download = 下载 PGN

## The board

piece-white-pawn = 白兵
piece-white-knight = 白马
piece-white-bishop = 白象
piece-white-rook = 白车
piece-white-queen = 白后
piece-white-king = 白王
piece-black-pawn = 黑兵
piece-black-knight = 黑马
piece-black-bishop = 黑象
piece-black-rook = 黑车
piece-black-queen = 黑后
piece-black-king = 黑王
square-empty = 空
board-label = 棋盘
promote-to = 升变为{ $piece }
promote-choose = 选择升变的棋子

## The board editor

editor-pieces = 棋子
editor-hand-title = 移动棋子
editor-hand = 移动
editor-delete-title = 移除棋子
editor-delete = 移除
editor-start-position = 初始局面
editor-clear = 清空
editor-flip = 翻转
editor-castling-right = { $side } { $castling }
editor-turn = 轮到哪方走棋
editor-white-to-play = 白方走棋
editor-black-to-play = 黑方走棋
editor-castling = 王车易位
editor-en-passant = 吃过路兵
editor-none = 无
editor-chess960 = Chess960 局面
editor-fen = FEN
editor-play-computer = 从这里与电脑对弈
editor-play-friend = 从这里与朋友对弈

## What is said and the notices of play

said-new-game = 新对局。
said-game-restored = 对局已恢复。
said-game-loaded = 对局已加载。
said-played = { $side }走了 { $move }。
said-taken-back = 已悔棋。
notice-clocks-paused = 页面关闭期间棋钟已暂停；现在重新开始计时。
notice-over-keeps-result = 对局已结束并保留其结果：分析它以尝试其他着法
notice-nothing-to-take-back = 没有可以撤回的着法

## Notices

notice-draw-accepted = 电脑接受和棋。
notice-draw-declined = 电脑拒绝和棋，继续对弈。
notice-engine-restarted = 引擎停止响应，已重新启动；它正在重新思考。
notice-held-elsewhere = 你的对局已在另一个标签页中打开，因此此标签页开始新对局；两局都保存在“对局”中。
notice-link-invalid = 链接中的局面无效：{ $error }
records-loaded-but = 对局已加载，但{ $warning }。
records-empty = 请先粘贴 FEN 或 PGN
records-fen-invalid = 此 FEN 无效：{ $error }
records-pgn-invalid = 无法读取此 PGN：{ $error }
records-many-games = 此 PGN 包含 { $count } 局：第一局已打开，所有对局都保存在“对局”中。

## Notices at start

notice-shared-position = 已打开分享的局面。你之前的对局保存在“对局”中。

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
new-game-fen-missing = 请以 FEN 给出起始局面。
new-game-fen-invalid = 无法从该局面开始对弈：{ $error }。
new-game-fen-over = 在该局面中对局已经结束。
puzzles-not-kept = 谜题 { $id } 不在此处保存的 { $count } 个谜题中；换一个给你。
mistakes-engine-unavailable = 这里只认复盘的着法：引擎无法评判其他着法（{ $reason }）。

## Speech and the library

speech-castles-kingside = 短易位
speech-castles-queenside = 长易位
speech-passes = 停着
speech-takes = 吃
speech-promotes = 升变为{ $piece }
library-delete-failed = 无法删除对局：{ $error }
library-open-failed = 无法打开此对局：{ $error }
library-gone = 此对局已不在棋库中
library-download-failed = 无法下载对局
library-add-unavailable = 此浏览器中无法使用对局列表，因此无法添加对局
library-storage-refused = 浏览器存储拒绝了这些对局：可能已满
library-added = 已将 { $added } 局添加到你的对局。
library-added-some-failed = 已将 { $added } 局添加到你的对局（{ $failed } 局无法读取，已略过）。

## Storage, crashes and the engine

storage-unavailable = 此浏览器不允许页面保存数据（隐私模式或存储已关闭）：你的对局可以继续，但离开后不会保存。
storage-full = 浏览器存储已满：你的对局可以继续，但最新的着法没有保存。请从“对局”列表中删除旧对局以腾出空间。
storage-kept-aside = 它已以“{ $key }”为名保存在此浏览器的存储中。
storage-left = 它仍以“{ $key }”为名留在原处。
storage-unrestorable = 无法恢复你保存的对局：{ $error }。已开始新对局。
crash-label = 出错了
crash-title = 出错了：请重新加载页面。你的对局保持在上一步操作之前的状态。
engine-unavailable = 引擎无法在此浏览器中启动：请与朋友对弈，或换一个浏览器。
library-unavailable = 此浏览器中无法使用对局列表（{ $reason }）
library-updated-elsewhere = 应用已在另一个标签页中更新：请重新加载此标签页以继续使用你的对局。

## Crash

crash-reload = 重新加载

## Saved games that cannot be read

saved-damaged = 保存的数据已损坏（{ $error }）
saved-newer = 它由更新版本的应用保存（格式 { $format }，此版本最多读取 { $known }）
saved-start = 它的起始局面有误：{ $error }
saved-move = 它的第 { $index } 步（{ $move }）不合规则
saved-pgn = 无法读取它的着法：{ $error }
saved-field = 它的“{ $field }”字段有此应用不认识的值

## Why a move is not legal

placed-piece = { $piece }（{ $square }）
castling-kingside = 短
castling-queenside = 长
illegal-empty-square = { $square } 上没有棋子
illegal-not-your-turn = 现在轮到{ $side }走棋
illegal-no-movement = 走棋必须把棋子移到另一个格子
illegal-own-piece = 棋子不能走到己方棋子所在的格子：那里是你的{ $piece }
illegal-shape-pawn = 兵向前直走一格（从初始格可走两格），向斜前方一格吃子
illegal-shape-knight = 马走“日”字：沿一个方向走两格，再向旁边走一格
illegal-shape-bishop = 象只能斜走
illegal-shape-rook = 车只能沿横线和直线走
illegal-shape-queen = 后可以沿横线、直线和斜线走
illegal-shape-king = 王向任意方向走一格（只有王车易位时走两格）
illegal-blocked = { $mover }不能越过{ $piece }：只有马可以跳
illegal-pawn-backward = 兵永远不能后退
illegal-pawn-straight-capture = 兵只能斜着吃子
illegal-pawn-diagonal = 兵只有吃子时才能斜走
illegal-en-passant-late = 吃过路兵只能在对方的兵走两格之后紧接着进行
illegal-double-step = 兵只有从初始格才能走两格
illegal-promotion-required = 到达底线的兵必须升变：选择后、车、象或马
illegal-promotion-not-allowed = 只有到达底线的兵才能升变
illegal-promotion-piece = 兵只能升变为后、车、象或马，不能升变为{ $piece }
illegal-castling-king-moved = 不能再{ $side }易位：王已经走过
illegal-castling-rook-moved = 不能再{ $side }易位：那个车已经走过
illegal-castling-rook-captured = 不能再{ $side }易位：那个车已被吃掉
illegal-castling-lost = 不能再{ $side }易位：王或那个车已经走过
illegal-castling-blocked = 王和车之间有棋子时不能易位：{ $piece }
illegal-castling-destination = 王或车要落到的格子上有棋子时不能易位：{ $piece }
illegal-castling-in-check = 被将军时不能易位（将军的是{ $piece }）
illegal-castling-through = 王会经过 { $square }，而{ $piece }正攻击那里
illegal-castling-into = 王会落在 { $square }，而{ $piece }正攻击那里
illegal-king-into-check = 你的王会被{ $piece }将军
illegal-kings-adjacent = 两个王永远不能相邻
illegal-still-in-check = 走这步后你的王仍会被{ $piece }将军
illegal-en-passant-exposes = 吃过路兵会让两个兵都离开这条线，使你的王暴露在{ $piece }的攻击下
illegal-pinned = { $pinned }被牵制：走开它会使你的王暴露在{ $piece }的攻击下
typed-not-san = “{ $move }”不是代数记谱法的着法
typed-illegal = { $move } 在此局面中不是合规的着法
typed-ambiguous = { $move } 可能不止一步着法；请加上棋子出发的直线或横线
typed-not-uci = “{ $move }”不是 UCI 着法（两个格子加可选的升变字母，例如 e7e8q）

## Training kept in the browser

library-upgrade-blocked = 对局列表正在更新：请关闭应用的其他标签页（更新前打开的）以完成。
puzzles-progress-unreadable = 无法读取你的谜题等级分和记录，因此重新开始（无法读取的副本已另行保存）。
mistakes-unreadable = 无法读取你的错误练习计划，因此根据复盘过的对局重新开始。
puzzles-not-saved = 无法保存你的谜题进度（浏览器存储已满或拒绝）：在此页面关闭前它会保留在页面上。

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN 为空
fen-field-count = FEN 有 6 个以空格分隔的字段（棋盘、轮走方、易位、吃过路兵、半回合计数、回合数），至少需要前 4 个；这个有 { $count } 个
fen-rank-count = 棋盘字段需要 8 条以“/”分隔的横线；这个有 { $count } 条
fen-rank-length = 棋盘字段的第 { $rank } 横线描述了 { $count } 个格子，而不是 8 个
fen-piece-letter = 第 { $rank } 横线上的“{ $letter }”不是棋子字母（白方 KQRBNP，黑方 kqrbnp，空格用 1-8）
fen-side-to-move = 轮走方必须是“w”或“b”，而不是“{ $text }”
fen-castling = 易位字段必须是“-”或来自“KQkq”的字母（或车所在的直线，如“HAha”），每个最多一次，而不是“{ $text }”
fen-en-passant = 吃过路兵字段必须是“-”或像 e3 这样的格子，而不是“{ $text }”
fen-halfmove-clock = 半回合计数必须是从 0 开始的整数，而不是“{ $text }”
fen-move-number = 回合数必须是从 1 开始的整数，而不是“{ $text }”
fen-impossible = 不可能的局面：{ $reason }
position-no-king = { $side }没有王
position-kings = { $side }有不止一个王
position-pawn-back-rank = { $square } 上有一个兵，但兵永远不会在第一条或最后一条横线上
position-pawns = { $side }的兵超过 8 个
position-pieces = { $side }的棋子超过 16 个
position-castling-pieces = { $side }不能拥有{ $castling }易位权：那需要王在 { $king }、车在 { $rook }
position-960-castling-h = { $side }不能拥有{ $castling }易位权：那需要王在第 { $rank } 横线，并在其 h 线一侧有车
position-960-castling-a = { $side }不能拥有{ $castling }易位权：那需要王在第 { $rank } 横线，并在其 a 线一侧有车
position-en-passant = { $square } 不能是吃过路兵的格子：没有兵能刚刚以两格走法经过它
position-opponent-in-check = { $side }正被将军，但不是{ $side }走棋，这不可能发生
position-checkers = 王同时被 { $count } 个棋子将军，没有任何一步棋能造成这种情况

## The editor's FEN

editor-fen-unreadable = 无法读取该 FEN：{ $error }。

## Why a PGN cannot be read

pgn-where = 第 { $line } 行，第 { $column } 列：{ $what }
pgn-empty = 这里没有对局
pgn-bad-tag = 标签必须形如 [Name "value"]
pgn-open-comment = 这个 { $open } 注释始终没有用 { $close } 关闭
pgn-open-variation = 这个 ( 变化始终没有用 ) 关闭
pgn-stray-parenthesis = 这个 ) 没有关闭任何变化
pgn-variation-first = ( 变化必须跟在它所替代的着法之后
pgn-bad-fen = FEN 标签有误：{ $error }
pgn-variant = 不支持“{ $variant }”变体（只支持标准国际象棋和 Chess960）
pgn-move = 着法
pgn-null-move = 第 { $move } 步是空着（--），不是国际象棋着法：它及其所在线路之后的着法已略去
pgn-no-draw-to-claim = 只有在三次重复局面或五十回合无吃子无兵走动之后才能要求和棋
