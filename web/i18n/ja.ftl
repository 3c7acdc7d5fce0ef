# アプリの日本語テキスト（キーは en.ftl と同じ）。日本語に複数形はない：「1 手」「5 手」。

## The menu

title = チェス
menu-new-game = 新しい対局
menu-new-short = 新規
menu-games = 対局一覧
menu-puzzles = パズル
menu-editor = 盤面エディター
menu-editor-short = エディター
menu-import = インポート
menu-import-short = 読込
menu-export = エクスポート
menu-export-short = 書出
menu-settings = 設定
menu-settings-short = 設定
menu-shortcuts = キーボードショートカット
menu-label = メニュー
title-start = スタート：コンピューター、友達と対局、パズル…
zen-leave = 集中モードを終了

## The start choices

start-region = スタート
start-heading = チェスを指す
start-continue = 続ける
start-computer = コンピューターと対局
start-level = レベル { $level }
start-elo = 約 { $elo } Elo
start-levels = レベル
start-friend = 友達と対局
start-puzzles = パズル
start-analysis = 解析ボード
start-editor = 盤面エディター
start-more = その他の設定（色、持ち時間、Chess960）…
start-kept = 新しい対局を始めても、進行中の対局は「対局一覧」に残ります。

## Settings

settings-language = 言語
cancel = キャンセル

## Banners

banner-update = アプリの新しいバージョンの準備ができました。
banner-update-reload = 更新があります：再読み込み
banner-changed-elsewhere = この対局は別のタブで変更されました。このタブの指し手は保存されません。
banner-load-latest = 最新版を読み込む
banner-keep-ours = このタブの版を残す
banner-adding-games = 対局を追加中：{ $done } / { $total }
banner-importing = 対局をインポート中

## The board's column and the players

board-region = 盤
strip-computer = コンピューター · { $level }
strip-you = あなた
strip-white-player = 白のプレイヤー
strip-black-player = 黒のプレイヤー
color-white = 白
color-black = 黒

## The panel

opening-chess960 = Chess960 · 配置 { $number }
engine-opponent = コンピューター：{ $level }
discard-question = ここで { $move } を指しますか？ 後の { $later } 手は取り消されます。
discard-confirm = 指して後を消す
confirm-move-question = { $move } を指しますか？
confirm-move = 確定
game-over = 対局終了
game-end-review = 対局を振り返る
game-end-analyse = 解析
game-end-rematch = 再戦
tree-this-move = この手
tree-promote = 変化を上げる
tree-main-line = 本線にする
tree-delete = ここから削除
tree-delete-title = この手と以降の手を削除
tree-comment = この手へのコメント
tree-deleted = { $move }以降の手を削除しました。
tree-record-kept = 終わった対局は指し手をそのまま残します。変化を変えるか、「解析」を選んで対局そのものを変えてください。

## How games end

outcome-win-checkmate = チェックメイトで{ $winner }の勝ち
outcome-win-resignation = 投了で{ $winner }の勝ち
outcome-win-time = 時間切れで{ $winner }の勝ち
outcome-win = { $winner }の勝ち
outcome-draw-stalemate = ステイルメイトで引き分け
outcome-draw-material = 駒不足で引き分け
outcome-draw-threefold = 3回同形で引き分け
outcome-draw-fivefold = 5回同形で引き分け
outcome-draw-fifty = 50手ルールで引き分け
outcome-draw-seventy-five = 75手ルールで引き分け
outcome-draw-agreement = 合意で引き分け
outcome-draw-timeout = 時間切れで引き分け：時間の残った側はメイトできなかった
outcome-draw = 引き分け
reason-checkmate = チェックメイト
reason-resignation = 投了
reason-time = 時間切れ
reason-recorded = 記録どおり
reason-stalemate = ステイルメイト
reason-material = 駒不足
reason-threefold = 3回同形
reason-fivefold = 5回同形
reason-fifty = 50手ルール
reason-seventy-five = 75手ルール
reason-agreement = 合意
reason-timeout = 時間切れ対駒不足

## The status line and what is said

status-to-move = { $side }の手番
status-to-move-check = { $side }の手番 — チェック
status-analysis = 解析
status-viewing-earlier = 前の局面を表示中：→ または End で戻る
speech-to-move = { $side }の手番。
speech-to-move-check = { $side }の手番。チェック。
notice-game-over = 対局は終了しています：{ $outcome }
notice-not-your-turn = あなたの手番ではありません

## Sentences the code puts together

sentence-pair = { $first }{ $second }
sentence-ended = { $clause }。

## The toolbar

toolbar-claim-title = { $reason }により引き分けを申請
toolbar-claim = 引き分けを申請
toolbar-offer-draw = 引き分けを提案
toolbar-offer-draw-title = コンピューターに引き分けを提案
toolbar-draw = 引き分け
toolbar-draw-title = 両者が引き分けに合意
toolbar-label = 対局の操作
toolbar-navigation = 指し手の移動
toolbar-first = 最初の局面
toolbar-previous = 前の手
toolbar-next = 次の手
toolbar-last = 最後の局面
toolbar-flip = 盤を反転
toolbar-undo = 待った
toolbar-undo-title = 最後の手を取り消す
toolbar-resign = 投了

## Chess words

role-pawn = ポーン
role-knight = ナイト
role-bishop = ビショップ
role-rook = ルーク
role-queen = クイーン
role-king = キング
strip-clock = { $side }の時計
strip-no-material = 取った駒なし
strip-has-taken = 取った駒：{ $pieces }
strip-ahead = { $taken }。{ $lead } 点リード

## The engine and analysis

analysis-depth = 深さ { $depth }
analysis-waiting = 解析中…
analysis-checkmate = チェックメイト：対局は終了しています。
analysis-stalemate = ステイルメイト：対局は終了しています。
analysis-lines = 解析ライン
analysis-lines-count = { $n } ライン
engine-thinking = コンピューターが考えています…
engine-hint-pending = ヒントを探しています…
engine-region = エンジン
engine-move-now = すぐ指す
engine-hint = ヒント
engine-analysis = 解析
threat-show-title = 脅威を表示
threat-show = 脅威を表示
threat-label = 脅威：{ $side }の手番だった場合の最善手
threat-in-check = チェック中は脅威を表示しません。

## Confirmations

close = 閉じる
games-unavailable = このブラウザーでは対局を保存できません：{ $reason }
confirm-resign-title = 投了しますか？
confirm-resign-message = 対局は終わり、相手の勝ちになります。
confirm-resign-button = 投了する
confirm-agree-draw-title = 引き分けに合意しますか？
confirm-agree-draw-message = 両者が合意し、対局は引き分けで終わります。
confirm-agree-draw-button = 引き分けに合意
confirm-new-game-title = この対局を離れますか？
confirm-new-game-message = 対局は未完了のまま「対局一覧」に残り、そこから再び開けます。
confirm-new-game-button = 離れて新しい対局を始める
confirm-leave-for-editor-title = この対局を離れて盤面エディターを開きますか？
confirm-leave-for-editor-message = 編集中も対局は続き（時計も）、「対局一覧」に残ります。
confirm-leave-for-editor-button = 盤面エディターを開く
confirm-leave-for-puzzles-title = この対局を離れてパズルを開きますか？
confirm-leave-for-puzzles-message = パズル中も対局は続き（時計も）、「対局一覧」に残ります。
confirm-leave-for-puzzles-button = パズルを開く

## The moves

judgement-inaccuracy = 不正確
judgement-mistake = 悪手
judgement-blunder = 大悪手
moves-clock-after = 指した後の残り時間
moves-earlier = 前の { $count } 手
moves-later = 後の { $count } 手
moves-label = 指し手
moves-none = まだ指し手はありません
move-input-label = 指し手を入力（SAN または UCI）
move-input-placeholder = 指し手を入力：Nf3 または g1f3
move-input-play = 指す
dismiss = 閉じる
eval-label = 評価値
eval-graph-label = 評価値グラフ：各手の後の白の勝率

## Learn from your mistakes

learn-title = ミスから学ぶ
learn-view-solution = 正解を見る
learn-skip = この手を飛ばす
learn-done = 完了：{ $total } 問中 { $found } 問見つけました。
learn-again = もう一度
learn-finding = { $judgement ->
    [inaccuracy] { $move } は不正確な手でした。{ $side }のより良い手を見つけてください。
    [mistake] { $move } は悪手でした。{ $side }のより良い手を見つけてください。
   *[blunder] { $move } は大悪手でした。{ $side }のより良い手を見つけてください。
}
learn-judging = あなたの手を評価中…
learn-wrong = { $move }：もっと良い手があります。別の手を試してください。
learn-right = { $move }：好手！ エンジンの読み筋：{ $line }
learn-next = 次へ
learn-solution = 正解：{ $line }
learn-count = { $total } 問中 { $number } 問目
learn-leave = 終了

## The review

verdict-engine-move = { $move }：エンジンの手。
verdict-good-move = { $move }：良い手。
verdict-judged = { $move }：{ $judgement }。
verdict-best = 最善手は
verdict-eval = 評価値 { $before } → { $after }
review-progress = 振り返り中：{ $total } 局面中 { $done }
review-second-look = 損の大きい手をより深く再検討中：{ $total } 局面中 { $done }
review-third-look = 判定の分かれ目にある手をさらに深く再検討中：{ $total } 局面中 { $done }
review-progress-label = 振り返りの進み具合
review-accuracy = 正確度
review-average-loss = 平均損失
review-inaccuracies = 不正確
review-mistakes = 悪手
review-blunders = 大悪手
review-label = 対局の振り返り

## Puzzles

theme-mate-in-1 = 1手メイト
theme-mate-in-2 = 2手メイト
theme-mate-in-3 = 3手メイト
theme-fork = フォーク
theme-pin = ピン
theme-skewer = スキュア
theme-discovered-attack = ディスカバードアタック
theme-hanging-piece = 浮き駒
theme-sacrifice = サクリファイス
theme-back-rank-mate = バックランクメイト
theme-opening = オープニング
theme-middlegame = ミドルゲーム
theme-endgame = エンドゲーム
theme-long = 長いパズル
puzzles-mistakes-due = あなたのミス（{ $due }）
puzzles-mistakes = あなたのミス
puzzles-tab-puzzles = パズル
puzzles-rating = パズルのレーティング：
puzzles-score = 連続正解 { $streak } · { $played } 問中 { $solved } 問正解
puzzles-theme = テーマ
puzzles-theme-count = { $name }（{ $count }）
puzzles-any-theme = すべてのテーマ（{ $count }）
puzzles-loading = パズルを読み込み中…
puzzles-unavailable = パズルを読み込めませんでした：オンラインで一度ページを開くと保存されます。
puzzles-none-of-theme = このテーマのパズルはここにありません：別のテーマを選んでください。
puzzles-about = パズル { $id } · レーティング { $rating }
puzzles-opponent-played = 相手は { $move } を指しました。
puzzles-opponent-moves = 相手が指しています…
puzzles-your-turn = あなたの番：{ $side }の最善手を見つけてください。
puzzles-best-move = 最善手！
puzzles-keep-going = 続けてください…
puzzles-wrong = その手ではありません！ 別の手を試してください。
puzzles-checking = あなたの手を確認中…
puzzles-solved = 正解！ お見事です。
puzzles-complete = パズル完了（正解には数えません）。
puzzles-view-solution = 正解を見る
puzzles-retry = やり直す
puzzles-next = 次のパズル
puzzles-back = 対局に戻る

## Your mistakes

mistakes-count = 今日の復習 { $due } · 全 { $all }
mistakes-your-turn = 相手は { $opponent } を指しました。この対局であなたは続いて { $played } を指しました。{ $side }のより良い手を見つけてください。
mistakes-right-going = 正解！ 続けてください…
mistakes-wrong = まだ足りません：振り返りではそれより良い手が見つかっています（あなたの手は { $played }）。もう一度どうぞ。
mistakes-right = 正解！ 振り返りの手は { $best } でした。
mistakes-shown = 振り返りの手は { $best } でした。
mistakes-comes-back = { $days ->
    [0] 引き続き復習対象です。
    [1] 明日また出題されます。
   *[other] { $days } 日後にまた出題されます。
}
mistakes-reading = 振り返った対局を読み込み中…
mistakes-none = まだミスはありません。対局を振り返ると（指し手があれば「対局を振り返る」）、その悪手と大悪手がここに練習用として集まります。
mistakes-nothing-due = { $days ->
    [1] 今は復習するものがありません：次のミスは明日出題されます。下のミスをどれでも練習できます。
   *[other] 今は復習するものがありません：次のミスは { $days } 日後に出題されます。下のミスをどれでも練習できます。
}
mistakes-next = 次のミス
mistakes-when = { $days ->
    [0] 復習時期
    [1] 明日
   *[other] { $days } 日後
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = 白
choice-color-black = 黒
choice-variant-standard = 標準
choice-variant-chess960 = Chess960
choice-variant-position = 局面から
choice-side-white = 白
choice-side-black = 黒
choice-side-random = ランダム
choice-sounds-tones = 電子音
choice-sounds-wood = 木の音
choice-auto-queen-premove = 予約手のとき
choice-auto-queen-always = 常に
choice-auto-queen-never = しない
choice-blindfold-off = オフ
choice-blindfold-opponent = 相手の駒を隠す
choice-blindfold-own = 自分の駒を隠す
choice-blindfold-all = すべての駒を隠す
choice-board-wood = 木目
choice-board-blue = 青
choice-board-green = 緑
choice-board-slate = スレート
choice-pieces-classic = クラシック
choice-pieces-modern = モダン
choice-pieces-contrast = ハイコントラスト
choice-pieces-letters = 文字
choice-page-system = システムに合わせる（ライトまたはダーク）
choice-page-light = ライト
choice-page-dark = ダーク
choice-coordinates-inside = 盤の内側
choice-coordinates-outside = 盤の周り
choice-coordinates-off = オフ
choice-language-browser = ブラウザーに合わせる
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
choice-win-checkmate = チェックメイト
choice-win-resignation = 投了
choice-win-time-forfeit = 時間切れ
choice-win-recorded = 記録どおり
choice-draw-stalemate = ステイルメイト
choice-draw-insufficient-material = 駒不足
choice-draw-threefold-repetition = 3回同形
choice-draw-fivefold-repetition = 5回同形
choice-draw-fifty-move-rule = 50手ルール
choice-draw-seventy-five-move-rule = 75手ルール
choice-draw-agreement = 合意
choice-draw-timeout-vs-insufficient-material = 時間切れ、メイトできる駒なし
choice-draw-recorded = 記録どおり

## New game

level-label = レベル { $level }、約 { $elo }
levels-measured = 各レベルの強さは、特定のレーティングに設定した Stockfish との対局で測定しました。レベル 1〜8 はどの端末でも同じように指し、レベル 9 は速い端末ほど強くなります。
new-game-opponent = 相手
new-game-computer = コンピューター
new-game-friend = この端末で友達と
new-game-colour = 色
new-game-level = レベル
new-game-variant = バリアント
new-game-fen = 局面（FEN）
new-game-start = 開始
time-bullet = バレット
time-blitz = ブリッツ
time-rapid = ラピッド
time-classical = クラシカル
new-game-quick-times = 持ち時間のプリセット
new-game-no-clock = 時計なし
new-game-time = 持ち時間
new-game-untimed = 時間無制限
new-game-custom = カスタム
new-game-minutes = 分
new-game-increment-seconds = 加算（秒）
new-game-increment = 加算

## Settings (the controls)

settings-sound = サウンド
settings-sounds = 効果音
settings-animate = 駒の移動アニメーション
settings-confirm-moves = 指し手の確定（盤上の手は「確定」を待つ）
settings-figurines = 駒の記号で表記（♘f3）
settings-board = 盤
settings-pieces = 駒
settings-board-previews = 盤のテーマ
settings-piece-previews = 駒のセット
settings-page = ページ
settings-coordinates = 座標
settings-auto-queen = 自動でクイーンに昇格
settings-blindfold = 目隠しチェス
settings-board-size-value = 盤の大きさ：{ $size }%
settings-board-size = 盤の大きさ
settings-zen = 集中モード（盤と時計だけ；z）

## Games (the library)

games-moves = { $count } 手
games-computer = コンピューター（レベル { $level }）
games-no-opening = 名前のないオープニング
games-reviewed = 振り返り済み
games-this-game = この対局
games-open = 開く
games-delete = 削除
games-deleted = { $players } を削除しました。
games-undo = 元に戻す
games-search = プレイヤー名またはオープニングで検索
games-download-all = すべてダウンロード
games-loading = 読み込み中…
games-none = まだ対局はありません。対局は一手ごとにここに保存されます。
games-none-found = 検索に一致する対局はありません。
games-show-more = さらに表示（残り { $hidden } 局。検索ならどれでも見つかります）
games-won = 勝ち
games-lost = 負け
games-drawn = 引き分け
games-other = 未完了、またはあなたの対局ではない
games-result = 結果
games-any-result = すべての結果
games-your-colour = あなたの色
games-any-colour = すべての色
games-had-white = あなたが白
games-had-black = あなたが黒
games-opening = オープニング
games-any-opening = すべてのオープニング

## Keyboard shortcuts

shortcut-prev-next = 前の手と次の手
shortcut-variations = 分岐での前後の変化
shortcut-first-last = 最初と最後の局面
shortcut-flip = 盤を反転
shortcut-threat = 脅威を表示（相手の手番だった場合の相手の最善手）
shortcut-squares = 盤のマスを移動
shortcut-pick = 駒を持ち上げて置く
shortcut-escape = 選択または昇格を取り消す
shortcut-right-click = マスに丸印；右ドラッグ：矢印
shortcut-brushes = 右クリックと一緒に：赤、青（両方：黄）
shortcut-new-game = 新しい対局
shortcut-zen = 集中モード：盤と時計だけ、またはすべて表示
shortcut-list = この一覧
keys-home-end = Home End
keys-tab-arrows = Tab の後に矢印キー
keys-enter-space = Enter または Space キー
keys-escape = Esc
keys-right-click = 右クリック
keys-shift-alt = Shift、Alt

## Import and export

records-title = インポートとエクスポート
records-copied-fen = FEN をコピーしました
records-copied-link = リンクをコピーしました
records-copied-pgn = PGN をコピーしました
records-copy-failed-fen = FEN をクリップボードにコピーできませんでした。選択して手動でコピーしてください
records-copy-failed-link = リンクをクリップボードにコピーできませんでした。選択して手動でコピーしてください
records-copy-failed-pgn = PGN をクリップボードにコピーできませんでした。選択して手動でコピーしてください
records-text = 読み込む FEN または PGN
records-placeholder = FEN または PGN を貼り付け（1 局でも複数局でも）
records-load = 読み込む
records-load-analyse = 読み込んで解析
records-load-computer = 読み込んでコンピューターと対局
records-add-all = すべてを自分の対局に追加
records-downloaded = PGN をダウンロードしました
records-download-failed = PGN をダウンロードできませんでした
records-copy-fen = FEN をコピー
records-copy-link = リンクをコピー
records-copy-pgn = PGN をコピー
records-download = PGN をダウンロード

## The board

piece-white-pawn = 白のポーン
piece-white-knight = 白のナイト
piece-white-bishop = 白のビショップ
piece-white-rook = 白のルーク
piece-white-queen = 白のクイーン
piece-white-king = 白のキング
piece-black-pawn = 黒のポーン
piece-black-knight = 黒のナイト
piece-black-bishop = 黒のビショップ
piece-black-rook = 黒のルーク
piece-black-queen = 黒のクイーン
piece-black-king = 黒のキング
square-empty = 空き
board-label = チェス盤
promote-to = { $piece }に昇格
promote-choose = 昇格する駒を選んでください

## The board editor

editor-pieces = 駒
editor-hand-title = 駒を動かす
editor-hand = 移動
editor-delete-title = 駒を取り除く
editor-delete = 削除
editor-start-position = 初期配置
editor-clear = クリア
editor-flip = 反転
editor-castling-right = { $side } { $castling }
editor-turn = 手番
editor-white-to-play = 白の手番
editor-black-to-play = 黒の手番
editor-castling = キャスリング
editor-en-passant = アンパッサン
editor-none = なし
editor-chess960 = Chess960 の配置
editor-fen = FEN
editor-play-computer = ここからコンピューターと対局
editor-play-friend = ここから友達と対局

## What is said and the notices of play

said-new-game = 新しい対局。
said-game-restored = 対局を復元しました。
said-game-loaded = 対局を読み込みました。
said-played = { $side }が { $move } を指しました。
said-taken-back = 手を取り消しました。
notice-clocks-paused = ページを閉じている間、時計は止まっていました。今また動いています。
notice-over-keeps-result = 対局は終了し、結果はそのままです：ほかの手を試すには「解析」へ
notice-nothing-to-take-back = 取り消せる手はありません

## Notices

notice-draw-accepted = コンピューターは引き分けを受け入れました。
notice-draw-declined = コンピューターは引き分けを断り、対局を続けます。
notice-engine-restarted = エンジンが応答しなくなったため再起動しました。再び考えています。
notice-held-elsewhere = あなたの対局は別のタブで開かれているため、このタブでは新しい対局を始めます。どちらも「対局一覧」に残ります。
notice-link-invalid = リンクの局面が正しくありません：{ $error }
records-loaded-but = 対局を読み込みましたが、{ $warning }。
records-empty = まず FEN または PGN を貼り付けてください
records-fen-invalid = この FEN は正しくありません：{ $error }
records-pgn-invalid = この PGN を読み取れませんでした：{ $error }
records-many-games = この PGN には { $count } 局あります：最初の対局を開き、すべてを「対局一覧」に保存しました。

## Notices at start

notice-shared-position = 共有された局面を開きました。以前の対局は「対局一覧」に残っています。

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
date-unknown = 日付不明
new-game-fen-missing = 開始局面を FEN で指定してください。
new-game-fen-invalid = その局面からは対局できません：{ $error }。
new-game-fen-over = その局面ではすでに対局が終わっています。
puzzles-not-kept = パズル { $id } はここに保存された { $count } 問に含まれていません。別のパズルをどうぞ。
mistakes-engine-unavailable = ここでは振り返りの手だけが正解です：エンジンがほかの手を判定できません（{ $reason }）。

## Speech and the library

speech-castles-kingside = キングサイドにキャスリング
speech-castles-queenside = クイーンサイドにキャスリング
speech-passes = パス
speech-takes = 取る
speech-promotes = { $piece }に昇格
library-delete-failed = 対局を削除できませんでした：{ $error }
library-open-failed = この対局を開けませんでした：{ $error }
library-gone = この対局はもうライブラリにありません
library-download-failed = 対局をダウンロードできませんでした
library-add-unavailable = このブラウザーでは対局一覧が使えないため、対局を追加できませんでした
library-storage-refused = ブラウザーのストレージが対局を受け付けませんでした：いっぱいかもしれません
library-added = { $added } 局をあなたの対局に追加しました。
library-added-some-failed = { $added } 局をあなたの対局に追加しました（{ $failed } 局は読み取れず除外しました）。

## Storage, crashes and the engine

storage-unavailable = このブラウザーではページがデータを保存できません（プライベートモード、またはストレージが無効）：対局は続きますが、ページを離れると保存されません。
storage-full = ブラウザーのストレージがいっぱいです：対局は続きますが、最新の手は保存されません。「対局一覧」から古い対局を削除して空きを作ってください。
storage-kept-aside = このブラウザーのストレージに "{ $key }" として保存しました。
storage-left = 元の場所に "{ $key }" として残しました。
storage-unrestorable = 保存した対局を復元できませんでした：{ $error }。新しい対局を始めました。
crash-label = 問題が発生しました
crash-title = 問題が発生しました：ページを再読み込みしてください。対局は最後の操作の前の状態で保存されています。
engine-unavailable = このブラウザーではエンジンを起動できませんでした：友達と対局するか、別のブラウザーを試してください。
library-unavailable = このブラウザーでは対局一覧を使えません（{ $reason }）
library-updated-elsewhere = 別のタブでアプリが更新されました：対局を引き続き使うには、このタブを再読み込みしてください。

## Crash

crash-reload = 再読み込み

## Saved games that cannot be read

saved-damaged = 保存データが壊れています（{ $error }）
saved-newer = より新しいバージョンのアプリで保存されています（形式 { $format }、このバージョンが読めるのは { $known } まで）
saved-start = 開始局面が正しくありません：{ $error }
saved-move = { $index } 手目（{ $move }）が合法手ではありません
saved-pgn = 指し手を読み取れません：{ $error }
saved-field = 項目 '{ $field }' の値をこのアプリは知りません

## Why a move is not legal

placed-piece = { $square }の{ $piece }
castling-kingside = キングサイド
castling-queenside = クイーンサイド
illegal-empty-square = { $square } に駒がありません
illegal-not-your-turn = { $side }の手番です
illegal-no-movement = 手は駒を別のマスに動かさなければなりません
illegal-own-piece = 自分の駒があるマスには動けません：{ $piece }はあなたの駒です
illegal-shape-pawn = ポーンはまっすぐ前に 1 マス進み（初期位置からは 2 マス）、斜め前 1 マスの駒を取ります
illegal-shape-knight = ナイトは L 字に動きます：一方向に 2 マス、そこから横に 1 マス
illegal-shape-bishop = ビショップは斜めにしか動けません
illegal-shape-rook = ルークは縦と横にしか動けません
illegal-shape-queen = クイーンは縦、横、斜めに動きます
illegal-shape-king = キングはどの方向にも 1 マス動きます（2 マスはキャスリングのときだけ）
illegal-blocked = { $mover }は{ $piece }を飛び越えられません：飛び越えられるのはナイトだけです
illegal-pawn-backward = ポーンは後ろには動けません
illegal-pawn-straight-capture = ポーンは斜めにしか駒を取れません
illegal-pawn-diagonal = ポーンが斜めに動けるのは駒を取るときだけです
illegal-en-passant-late = アンパッサンは、相手のポーンが 2 マス進んだ直後の手でしかできません
illegal-double-step = ポーンが 2 マス進めるのは初期位置からだけです
illegal-promotion-required = 最終段に着いたポーンは昇格しなければなりません：クイーン、ルーク、ビショップ、ナイトから選んでください
illegal-promotion-not-allowed = 昇格できるのは最終段に着いたポーンだけです
illegal-promotion-piece = ポーンはクイーン、ルーク、ビショップ、ナイトにしか昇格できません（{ $piece }は不可）
illegal-castling-king-moved = { $side }へのキャスリングはもうできません：キングが動いています
illegal-castling-rook-moved = { $side }へのキャスリングはもうできません：そのルークが動いています
illegal-castling-rook-captured = { $side }へのキャスリングはもうできません：そのルークは取られています
illegal-castling-lost = { $side }へのキャスリングはもうできません：キングかそのルークがすでに動いています
illegal-castling-blocked = キングとルークの間に駒があるとキャスリングできません：{ $piece }
illegal-castling-destination = キングかルークの行き先に駒があるとキャスリングできません：{ $piece }
illegal-castling-in-check = キングがチェックされているとキャスリングできません（{ $piece }から）
illegal-castling-through = キングは { $square } を通りますが、そこは{ $piece }に利かされています
illegal-castling-into = キングは { $square } に着きますが、そこは{ $piece }に利かされています
illegal-king-into-check = キングが{ $piece }からチェックされます
illegal-kings-adjacent = キング同士は隣り合えません
illegal-still-in-check = その手ではキングが{ $piece }からチェックされたままです
illegal-en-passant-exposes = アンパッサンで両方のポーンがその筋から消え、キングが{ $piece }にさらされます
illegal-pinned = { $pinned }はピンされています：動かすとキングが{ $piece }にさらされます
typed-not-san = '{ $move }' は代数式表記の手ではありません
typed-illegal = { $move } はこの局面で合法手ではありません
typed-ambiguous = { $move } は複数の手に当てはまります。駒の元の列か段を書き加えてください
typed-not-uci = '{ $move }' は UCI の手ではありません（2 つのマスと省略可能な昇格の文字、例：e7e8q）

## Training kept in the browser

library-upgrade-blocked = 対局一覧を更新中です：完了させるには、更新前に開いたこのアプリの他のタブを閉じてください。
puzzles-progress-unreadable = パズルのレーティングと履歴を読み取れなかったため、最初からになります（読めなかったデータは別に保存しています）。
mistakes-unreadable = ミスの復習スケジュールを読み取れなかったため、振り返った対局から作り直します。
puzzles-not-saved = パズルの進み具合を保存できませんでした（ブラウザーのストレージがいっぱいか、拒否されました）：このページを閉じるまでは残ります。

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN が空です
fen-field-count = FEN にはスペースで区切られた 6 つの項目（盤面、手番、キャスリング、アンパッサン、ハーフムーブ数、手数）があり、少なくとも最初の 4 つが必要です；この FEN は { $count } 個です
fen-rank-count = 盤面の項目には '/' で区切られた 8 段が必要です；これは { $count } 段です
fen-rank-length = 盤面の項目の { $rank } 段目が 8 マスではなく { $count } マスを表しています
fen-piece-letter = { $rank } 段目の '{ $letter }' は駒の文字ではありません（白は KQRBNP、黒は kqrbnp、空きマスは 1-8）
fen-side-to-move = 手番は 'w' か 'b' でなければなりません（'{ $text }' ではなく）
fen-castling = キャスリングの項目は '-' か 'KQkq' の文字（またはルークの列、例 'HAha'）で、各文字は 1 回までです（'{ $text }' ではなく）
fen-en-passant = アンパッサンの項目は '-' か e3 のようなマスでなければなりません（'{ $text }' ではなく）
fen-halfmove-clock = ハーフムーブ数は 0 以上の整数でなければなりません（'{ $text }' ではなく）
fen-move-number = 手数は 1 以上の整数でなければなりません（'{ $text }' ではなく）
fen-impossible = ありえない局面：{ $reason }
position-no-king = { $side }にキングがありません
position-kings = { $side }のキングが 2 つ以上あります
position-pawn-back-rank = { $square } にポーンがありますが、ポーンは最初の段にも最後の段にも立てません
position-pawns = { $side }のポーンが 8 つを超えています
position-pieces = { $side }の駒が 16 を超えています
position-castling-pieces = { $side }は{ $castling }へのキャスリング権を持てません：そのためにはキングが { $king }、ルークが { $rook } にいる必要があります
position-960-castling-h = { $side }は{ $castling }へのキャスリング権を持てません：そのためにはキングが { $rank } 段目にいて、その h 列側にルークがある必要があります
position-960-castling-a = { $side }は{ $castling }へのキャスリング権を持てません：そのためにはキングが { $rank } 段目にいて、その a 列側にルークがある必要があります
position-en-passant = { $square } はアンパッサンのマスになりえません：そこを 2 マスで通過したばかりのポーンがありえないからです
position-opponent-in-check = { $side }がチェックされていますが{ $side }の手番ではなく、これはありえません
position-checkers = キングが同時に { $count } つの駒からチェックされていますが、これはどの手でも起こりえません

## The editor's FEN

editor-fen-unreadable = その FEN を読み取れません：{ $error }。

## Why a PGN cannot be read

pgn-where = { $line } 行目、{ $column } 列目：{ $what }
pgn-empty = 対局がありません
pgn-bad-tag = タグは [Name "value"] の形でなければなりません
pgn-open-comment = この { $open } コメントが { $close } で閉じられていません
pgn-open-variation = この ( 変化が ) で閉じられていません
pgn-stray-parenthesis = この ) はどの変化も閉じていません
pgn-variation-first = ( 変化は、それが置き換える手の後に続かなければなりません
pgn-bad-fen = FEN タグが正しくありません：{ $error }
pgn-variant = バリアント '{ $variant }' には対応していません（標準チェスと Chess960 のみ）
pgn-move = 手
pgn-null-move = { $move } 手目はヌルムーブ（--）で、チェスの手ではありません：その手と同じ流れのそれ以降の手は除外しました
pgn-no-draw-to-claim = 引き分けを申請できるのは、3回同形か、駒取りとポーンの移動のない 50 手の後だけです
