# Văn bản của ứng dụng bằng tiếng Việt (cùng các khóa như en.ftl). Tiếng Việt không có dạng số
# nhiều: "1 nước đi", "5 nước đi".

## The menu

title = Cờ vua
menu-new-game = Ván mới
menu-new-short = Mới
menu-games = Các ván
menu-puzzles = Câu đố
menu-editor = Chỉnh sửa bàn cờ
menu-editor-short = Chỉnh sửa
menu-import = Nhập
menu-import-short = Nhập
menu-export = Xuất
menu-export-short = Xuất
menu-settings = Cài đặt
menu-settings-short = Cài đặt
menu-shortcuts = Phím tắt
menu-label = Trình đơn
title-start = Bắt đầu: chơi với máy, với bạn, giải câu đố…
zen-leave = Thoát chế độ tập trung

## The start choices

start-region = Bắt đầu
start-heading = Chơi cờ vua
start-continue = Tiếp tục
start-computer = Chơi với máy
start-level = Cấp { $level }
start-elo = khoảng { $elo } Elo
start-levels = Cấp
start-friend = Chơi với bạn
start-puzzles = Câu đố
start-analysis = Bàn phân tích
start-editor = Chỉnh sửa bàn cờ
start-more = Thêm lựa chọn (màu quân, thời gian, Chess960)…
start-kept = Ván mới vẫn giữ ván đang chơi trong Các ván.

## Settings

settings-language = Ngôn ngữ
cancel = Hủy

## Banners

banner-update = Đã có phiên bản mới của ứng dụng.
banner-update-reload = Có bản cập nhật: tải lại
banner-changed-elsewhere = Ván này đã bị thay đổi ở thẻ khác; các nước đi ở thẻ này không được lưu.
banner-load-latest = Tải bản mới nhất
banner-keep-ours = Giữ bản của thẻ này
banner-adding-games = Đang thêm ván: { $done } / { $total }
banner-importing = Đang nhập các ván

## The board's column and the players

board-region = Bàn cờ
strip-computer = Máy · { $level }
strip-you = Bạn
strip-white-player = Người cầm Trắng
strip-black-player = Người cầm Đen
color-white = Trắng
color-black = Đen

## The panel

opening-chess960 = Chess960 · thế số { $number }
engine-opponent = Máy: { $level }
discard-question = Đi { $move } ở đây? { $later } nước đi sau đó sẽ bị hủy.
discard-confirm = Đi và bỏ phần sau
confirm-move-question = Đi { $move }?
confirm-move = Xác nhận
game-over = Ván cờ kết thúc
game-end-review = Xem lại ván cờ
game-end-analyse = Phân tích
game-end-rematch = Chơi lại
tree-this-move = Nước đi này
tree-promote = Nâng biến
tree-main-line = Đặt làm biến chính
tree-delete = Xóa từ đây
tree-delete-title = Xóa nước đi này và các nước sau nó
tree-comment = Ghi chú cho nước đi này
tree-deleted = Đã xóa { $move } và các nước sau đó.
tree-record-kept = Ván đã kết thúc giữ nguyên các nước đi: hãy đổi các biến, hoặc chọn Phân tích để đổi chính ván cờ.

## How games end

outcome-win-checkmate = { $winner } thắng bằng chiếu hết
outcome-win-resignation = { $winner } thắng do đối thủ xin thua
outcome-win-time = { $winner } thắng do đối thủ hết giờ
outcome-win = { $winner } thắng
outcome-draw-stalemate = Hòa do hết nước đi (pat)
outcome-draw-material = Hòa do không đủ quân
outcome-draw-threefold = Hòa do lặp lại ba lần
outcome-draw-fivefold = Hòa do lặp lại năm lần
outcome-draw-fifty = Hòa theo luật 50 nước
outcome-draw-seventy-five = Hòa theo luật 75 nước
outcome-draw-agreement = Hòa do thỏa thuận
outcome-draw-timeout = Hòa khi hết giờ: bên còn thời gian không thể chiếu hết
outcome-draw = Hòa
reason-checkmate = chiếu hết
reason-resignation = xin thua
reason-time = hết giờ
reason-recorded = như đã ghi
reason-stalemate = hết nước đi (pat)
reason-material = không đủ quân
reason-threefold = lặp lại ba lần
reason-fivefold = lặp lại năm lần
reason-fifty = luật 50 nước
reason-seventy-five = luật 75 nước
reason-agreement = thỏa thuận
reason-timeout = hết giờ khi đối thủ không đủ quân

## The status line and what is said

status-to-move = Đến lượt { $side }
status-to-move-check = Đến lượt { $side } — chiếu
status-analysis = Phân tích
status-viewing-earlier = Đang xem thế cờ trước: → hoặc End để quay lại
speech-to-move = Đến lượt { $side }.
speech-to-move-check = Đến lượt { $side }. Chiếu.
notice-game-over = Ván cờ đã kết thúc: { $outcome }
notice-not-your-turn = Chưa đến lượt bạn

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Yêu cầu hòa do { $reason }
toolbar-claim = Yêu cầu hòa
toolbar-offer-draw = Đề nghị hòa
toolbar-offer-draw-title = Đề nghị máy hòa
toolbar-draw = Hòa
toolbar-draw-title = Hai người chơi đồng ý hòa
toolbar-label = Điều khiển ván cờ
toolbar-navigation = Di chuyển giữa các nước
toolbar-first = Thế đầu tiên
toolbar-previous = Nước trước
toolbar-next = Nước sau
toolbar-last = Thế cuối cùng
toolbar-flip = Lật bàn cờ
toolbar-undo = Hoàn tác
toolbar-undo-title = Đi lại nước vừa rồi
toolbar-resign = Xin thua

## Chess words

role-pawn = tốt
role-knight = mã
role-bishop = tượng
role-rook = xe
role-queen = hậu
role-king = vua
strip-clock = Đồng hồ của { $side }
strip-no-material = Chưa ăn quân nào
strip-has-taken = Đã ăn: { $pieces }
strip-ahead = { $taken }; hơn { $lead }

## The engine and analysis

analysis-depth = độ sâu { $depth }
analysis-waiting = Đang phân tích…
analysis-checkmate = Chiếu hết: ván cờ đã kết thúc.
analysis-stalemate = Hết nước đi: ván cờ đã kết thúc.
analysis-lines = Các biến phân tích
analysis-lines-count = { $n } biến
engine-thinking = Máy đang suy nghĩ…
engine-hint-pending = Đang tìm gợi ý…
engine-region = Máy
engine-move-now = Đi ngay
engine-hint = Gợi ý
engine-analysis = Phân tích
threat-show-title = Hiện mối đe dọa
threat-show = Hiện đe dọa
threat-label = Đe dọa: các nước tốt nhất nếu đến lượt { $side }
threat-in-check = Không hiện đe dọa khi đang bị chiếu.

## Confirmations

close = Đóng
games-unavailable = Không thể lưu các ván của bạn trong trình duyệt này: { $reason }
confirm-resign-title = Xin thua?
confirm-resign-message = Ván cờ kết thúc và đối thủ của bạn thắng.
confirm-resign-button = Xin thua
confirm-agree-draw-title = Đồng ý hòa?
confirm-agree-draw-message = Hai người chơi đồng ý: ván cờ kết thúc với kết quả hòa.
confirm-agree-draw-button = Đồng ý hòa
confirm-new-game-title = Rời ván này?
confirm-new-game-message = Ván vẫn còn trong Các ván, chưa kết thúc; bạn có thể mở lại ở đó.
confirm-new-game-button = Rời đi và bắt đầu ván mới
confirm-leave-for-editor-title = Rời ván này để chỉnh sửa bàn cờ?
confirm-leave-for-editor-message = Ván cờ vẫn tiếp tục khi bạn chỉnh sửa (cả đồng hồ), và vẫn còn trong Các ván.
confirm-leave-for-editor-button = Mở trình chỉnh sửa bàn cờ
confirm-leave-for-puzzles-title = Rời ván này để giải câu đố?
confirm-leave-for-puzzles-message = Ván cờ vẫn tiếp tục khi bạn giải (cả đồng hồ), và vẫn còn trong Các ván.
confirm-leave-for-puzzles-button = Mở câu đố

## The moves

judgement-inaccuracy = Thiếu chính xác
judgement-mistake = Sai lầm
judgement-blunder = Sai lầm nghiêm trọng
moves-clock-after = Đồng hồ sau nước đi
moves-earlier = { $count } nước trước đó
moves-later = { $count } nước sau đó
moves-label = Các nước đi
moves-none = Chưa có nước đi nào
move-input-label = Nhập nước đi (SAN hoặc UCI)
move-input-placeholder = Nhập nước đi: Nf3 hoặc g1f3
move-input-play = Đi
dismiss = Đóng
eval-label = Đánh giá
eval-graph-label = Biểu đồ đánh giá: cơ hội thắng của Trắng sau mỗi nước

## Learn from your mistakes

learn-title = Học từ sai lầm
learn-view-solution = Xem lời giải
learn-skip = Bỏ qua nước này
learn-done = Xong: bạn tìm được { $found } / { $total }.
learn-again = Làm lại
learn-finding = { $judgement ->
    [inaccuracy] { $move } là nước thiếu chính xác. Hãy tìm nước tốt hơn cho { $side }.
    [mistake] { $move } là một sai lầm. Hãy tìm nước tốt hơn cho { $side }.
   *[blunder] { $move } là sai lầm nghiêm trọng. Hãy tìm nước tốt hơn cho { $side }.
}
learn-judging = Đang đánh giá nước đi của bạn…
learn-wrong = { $move }: bạn có thể đi tốt hơn. Hãy thử nước khác.
learn-right = { $move }: nước hay! Biến của máy: { $line }
learn-next = Tiếp
learn-solution = Lời giải: { $line }
learn-count = { $number } / { $total }
learn-leave = Thoát

## The review

verdict-engine-move = { $move }: nước đi của máy.
verdict-good-move = { $move }: nước đi tốt.
verdict-judged = { $move }: { $judgement }.
verdict-best = Tốt nhất là
verdict-eval = Đánh giá { $before } → { $after }
review-progress = Đang xem lại: { $done } / { $total } thế cờ
review-second-look = Xem lại kỹ hơn các nước mất nhiều: { $done } / { $total } thế cờ
review-third-look = Xem lần thứ ba, kỹ hơn nữa, các nước ở ranh giới: { $done } / { $total } thế cờ
review-progress-label = Tiến độ xem lại
review-accuracy = Độ chính xác
review-average-loss = Mất trung bình
review-inaccuracies = Thiếu chính xác
review-mistakes = Sai lầm
review-blunders = Sai lầm nghiêm trọng
review-label = Xem lại ván cờ

## Puzzles

theme-mate-in-1 = Chiếu hết sau 1 nước
theme-mate-in-2 = Chiếu hết sau 2 nước
theme-mate-in-3 = Chiếu hết sau 3 nước
theme-fork = Chĩa đôi
theme-pin = Ghim
theme-skewer = Xiên
theme-discovered-attack = Tấn công mở
theme-hanging-piece = Quân bị bỏ ngỏ
theme-sacrifice = Thí quân
theme-back-rank-mate = Chiếu hết hàng cuối
theme-opening = Khai cuộc
theme-middlegame = Trung cuộc
theme-endgame = Tàn cuộc
theme-long = Câu đố dài
puzzles-mistakes-due = Sai lầm của bạn ({ $due })
puzzles-mistakes = Sai lầm của bạn
puzzles-tab-puzzles = Câu đố
puzzles-rating = Điểm câu đố của bạn:
puzzles-score = Chuỗi { $streak } · đã giải { $solved } / { $played }
puzzles-theme = Chủ đề
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Mọi chủ đề ({ $count })
puzzles-loading = Đang tải câu đố…
puzzles-unavailable = Không tải được câu đố: hãy mở trang một lần khi có mạng để lưu chúng.
puzzles-none-of-theme = Không có câu đố nào thuộc chủ đề này: hãy chọn chủ đề khác.
puzzles-about = Câu đố { $id } · điểm { $rating }
puzzles-opponent-played = Đối thủ đã đi { $move }.
puzzles-opponent-moves = Đối thủ đang đi…
puzzles-your-turn = Đến lượt bạn: tìm nước tốt nhất cho { $side }.
puzzles-best-move = Nước tốt nhất!
puzzles-keep-going = Tiếp tục…
puzzles-wrong = Không phải nước đó! Hãy thử nước khác.
puzzles-checking = Đang kiểm tra nước đi của bạn…
puzzles-solved = Đã giải xong! Giỏi lắm.
puzzles-complete = Câu đố hoàn tất (không tính là đã giải).
puzzles-view-solution = Xem lời giải
puzzles-retry = Thử lại
puzzles-next = Câu đố tiếp theo
puzzles-back = Quay lại ván cờ

## Your mistakes

mistakes-count = { $due } cần ôn bây giờ · { $all } tổng cộng
mistakes-your-turn = Đối thủ đã đi { $opponent }. Trong ván này bạn đã đáp { $played }. Hãy tìm nước tốt hơn cho { $side }.
mistakes-right-going = Đúng! Tiếp tục…
mistakes-wrong = Chưa đủ tốt: phần xem lại đã giữ một nước tốt hơn (bạn đã đi { $played }). Hãy thử lại.
mistakes-right = Đúng! Nước của phần xem lại là { $best }.
mistakes-shown = Nước của phần xem lại là { $best }.
mistakes-comes-back = { $days ->
    [0] Vẫn cần ôn.
    [1] Sẽ quay lại vào ngày mai.
   *[other] Sẽ quay lại sau { $days } ngày.
}
mistakes-reading = Đang đọc các ván đã xem lại…
mistakes-none = Chưa có sai lầm nào. Hãy xem lại một ván (Xem lại ván cờ, khi ván đã có nước đi) và các sai lầm của nó sẽ đến đây để luyện tập.
mistakes-nothing-due = { $days ->
    [1] Chưa có gì cần ôn: sai lầm tiếp theo sẽ quay lại vào ngày mai. Bạn vẫn có thể luyện một sai lầm bên dưới.
   *[other] Chưa có gì cần ôn: sai lầm tiếp theo sẽ quay lại sau { $days } ngày. Bạn vẫn có thể luyện một sai lầm bên dưới.
}
mistakes-next = Sai lầm tiếp theo
mistakes-when = { $days ->
    [0] cần ôn
    [1] ngày mai
   *[other] sau { $days } ngày
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Trắng
choice-color-black = Đen
choice-variant-standard = Tiêu chuẩn
choice-variant-chess960 = Chess960
choice-variant-position = Từ thế cờ
choice-side-white = Trắng
choice-side-black = Đen
choice-side-random = Ngẫu nhiên
choice-sounds-tones = Âm sắc
choice-sounds-wood = Gỗ
choice-auto-queen-premove = Khi đi trước
choice-auto-queen-always = Luôn luôn
choice-auto-queen-never = Không bao giờ
choice-blindfold-off = Tắt
choice-blindfold-opponent = Ẩn quân đối thủ
choice-blindfold-own = Ẩn quân của tôi
choice-blindfold-all = Ẩn tất cả quân
choice-board-wood = Gỗ
choice-board-blue = Xanh dương
choice-board-green = Xanh lá
choice-board-slate = Đá phiến
choice-pieces-classic = Cổ điển
choice-pieces-modern = Hiện đại
choice-pieces-contrast = Tương phản cao
choice-pieces-letters = Chữ cái
choice-page-system = Theo hệ thống (sáng hoặc tối)
choice-page-light = Sáng
choice-page-dark = Tối
choice-coordinates-inside = Trong bàn cờ
choice-coordinates-outside = Quanh bàn cờ
choice-coordinates-off = Tắt
choice-language-browser = Theo trình duyệt
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
choice-win-checkmate = Chiếu hết
choice-win-resignation = Xin thua
choice-win-time-forfeit = Hết giờ
choice-win-recorded = Như đã ghi
choice-draw-stalemate = Hết nước đi
choice-draw-insufficient-material = Không đủ quân
choice-draw-threefold-repetition = Lặp lại ba lần
choice-draw-fivefold-repetition = Lặp lại năm lần
choice-draw-fifty-move-rule = Luật 50 nước
choice-draw-seventy-five-move-rule = Luật 75 nước
choice-draw-agreement = Thỏa thuận
choice-draw-timeout-vs-insufficient-material = Hết giờ, không đủ quân để chiếu hết
choice-draw-recorded = Như đã ghi

## New game

level-label = Cấp { $level }, khoảng { $elo }
levels-measured = Sức mạnh của mỗi cấp được đo bằng các ván đấu với Stockfish đặt ở một mức điểm nhất định. Cấp 1 đến 8 chơi như nhau trên mọi thiết bị; cấp 9 mạnh hơn trên thiết bị nhanh hơn.
new-game-opponent = Đối thủ
new-game-computer = Máy
new-game-friend = Một người bạn trên thiết bị này
new-game-colour = Màu quân
new-game-level = Cấp
new-game-variant = Biến thể
new-game-fen = Thế cờ (FEN)
new-game-start = Bắt đầu
time-bullet = Cờ đạn
time-blitz = Cờ chớp
time-rapid = Cờ nhanh
time-classical = Cờ tiêu chuẩn
new-game-quick-times = Thời gian nhanh
new-game-no-clock = Không đồng hồ
new-game-time = Kiểm soát thời gian
new-game-untimed = Không giới hạn
new-game-custom = Tùy chỉnh
new-game-minutes = Phút
new-game-increment-seconds = Cộng thêm (giây)
new-game-increment = Cộng thêm

## Settings (the controls)

settings-sound = Âm thanh
settings-sounds = Bộ âm thanh
settings-animate = Hiệu ứng nước đi
settings-confirm-moves = Xác nhận nước đi (nước đi trên bàn cờ chờ Xác nhận)
settings-figurines = Ký hiệu bằng hình quân (♘f3)
settings-board = Bàn cờ
settings-pieces = Quân cờ
settings-board-previews = Giao diện bàn cờ
settings-piece-previews = Bộ quân cờ
settings-page = Trang
settings-coordinates = Tọa độ
settings-auto-queen = Tự phong hậu
settings-blindfold = Cờ mù
settings-board-size-value = Cỡ bàn cờ: { $size }%
settings-board-size = Cỡ bàn cờ
settings-zen = Chế độ tập trung (chỉ bàn cờ và đồng hồ; z)

## Games (the library)

games-moves = { $count } nước
games-computer = Máy (cấp { $level })
games-no-opening = khai cuộc chưa có tên
games-reviewed = đã xem lại
games-this-game = ván này
games-open = Mở
games-delete = Xóa
games-deleted = Đã xóa { $players }.
games-undo = Hoàn tác
games-search = Tìm theo người chơi hoặc khai cuộc
games-download-all = Tải tất cả
games-loading = Đang tải…
games-none = Chưa có ván nào: mỗi ván bạn chơi được lưu ở đây, từng nước một.
games-none-found = Không có ván nào khớp với tìm kiếm.
games-show-more = Hiện thêm (còn { $hidden }; tìm kiếm sẽ thấy mọi ván)
games-won = Thắng
games-lost = Thua
games-drawn = Hòa
games-other = Chưa xong, hoặc không phải của bạn
games-result = Kết quả
games-any-result = Mọi kết quả
games-your-colour = Màu quân của bạn
games-any-colour = Mọi màu
games-had-white = Bạn cầm Trắng
games-had-black = Bạn cầm Đen
games-opening = Khai cuộc
games-any-opening = Mọi khai cuộc

## Keyboard shortcuts

shortcut-prev-next = Nước trước và nước sau
shortcut-variations = Biến trước và biến sau ở chỗ rẽ nhánh
shortcut-first-last = Thế đầu tiên và cuối cùng
shortcut-flip = Lật bàn cờ
shortcut-threat = Hiện mối đe dọa (nước tốt nhất của đối thủ nếu đến lượt họ)
shortcut-squares = Di chuyển giữa các ô trên bàn cờ
shortcut-pick = Nhấc một quân lên, rồi đặt xuống
shortcut-escape = Bỏ chọn hoặc bỏ phong cấp
shortcut-right-click = Khoanh tròn một ô; kéo chuột phải: mũi tên
shortcut-brushes = Khi nhấp chuột phải: đỏ, xanh (cả hai: vàng)
shortcut-new-game = Ván mới
shortcut-zen = Chế độ tập trung: chỉ bàn cờ và đồng hồ, hoặc hiện lại tất cả
shortcut-list = Danh sách này
keys-home-end = Home End
keys-tab-arrows = Tab, rồi các phím mũi tên
keys-enter-space = Enter hoặc Space
keys-escape = Esc
keys-right-click = Nhấp chuột phải
keys-shift-alt = Shift, Alt

## Import and export

records-title = Nhập và xuất
records-copied-fen = Đã sao chép FEN
records-copied-link = Đã sao chép liên kết
records-copied-pgn = Đã sao chép PGN
records-copy-failed-fen = Không sao chép được FEN vào bộ nhớ tạm; hãy chọn và sao chép thủ công
records-copy-failed-link = Không sao chép được liên kết vào bộ nhớ tạm; hãy chọn và sao chép thủ công
records-copy-failed-pgn = Không sao chép được PGN vào bộ nhớ tạm; hãy chọn và sao chép thủ công
records-text = FEN hoặc PGN để tải
records-placeholder = Dán một FEN hoặc PGN (một ván, hoặc nhiều ván)
records-load = Tải
records-load-analyse = Tải và phân tích
records-load-computer = Tải và chơi với máy
records-add-all = Thêm tất cả vào các ván của tôi
records-downloaded = Đã tải PGN xuống
records-download-failed = Không tải xuống được PGN
records-copy-fen = Sao chép FEN
records-copy-link = Sao chép liên kết
records-copy-pgn = Sao chép PGN
records-download = Tải PGN xuống

## The board

piece-white-pawn = tốt trắng
piece-white-knight = mã trắng
piece-white-bishop = tượng trắng
piece-white-rook = xe trắng
piece-white-queen = hậu trắng
piece-white-king = vua trắng
piece-black-pawn = tốt đen
piece-black-knight = mã đen
piece-black-bishop = tượng đen
piece-black-rook = xe đen
piece-black-queen = hậu đen
piece-black-king = vua đen
square-empty = trống
board-label = Bàn cờ vua
promote-to = Phong thành { $piece }
promote-choose = Chọn quân để phong cấp

## The board editor

editor-pieces = Quân cờ
editor-hand-title = Di chuyển quân
editor-hand = Di chuyển
editor-delete-title = Xóa quân
editor-delete = Xóa
editor-start-position = Thế ban đầu
editor-clear = Xóa hết
editor-flip = Lật
editor-castling-right = { $side } { $castling }
editor-turn = Bên đi
editor-white-to-play = Trắng đi
editor-black-to-play = Đen đi
editor-castling = Nhập thành
editor-en-passant = Bắt tốt qua đường
editor-none = Không
editor-chess960 = Thế Chess960
editor-fen = FEN
editor-play-computer = Chơi với máy từ đây
editor-play-friend = Chơi với bạn từ đây

## What is said and the notices of play

said-new-game = Ván mới.
said-game-restored = Đã khôi phục ván cờ.
said-game-loaded = Đã tải ván cờ.
said-played = { $side } đi { $move }.
said-taken-back = Đã đi lại nước vừa rồi.
notice-clocks-paused = Đồng hồ đã dừng khi trang bị đóng; giờ chúng chạy lại.
notice-over-keeps-result = Ván cờ đã kết thúc và giữ nguyên kết quả: hãy Phân tích để thử các nước khác
notice-nothing-to-take-back = Không có nước nào để đi lại

## Notices

notice-draw-accepted = Máy chấp nhận hòa.
notice-draw-declined = Máy từ chối hòa và chơi tiếp.
notice-engine-restarted = Máy không phản hồi nên đã được khởi động lại; máy đang suy nghĩ lại.
notice-held-elsewhere = Ván của bạn đang mở ở thẻ khác, nên thẻ này bắt đầu ván mới; cả hai đều được giữ trong Các ván.
notice-link-invalid = Thế cờ trong liên kết không hợp lệ: { $error }
records-loaded-but = Đã tải ván cờ, nhưng { $warning }.
records-empty = Hãy dán một FEN hoặc PGN trước
records-fen-invalid = FEN này không hợp lệ: { $error }
records-pgn-invalid = Không đọc được PGN này: { $error }
records-many-games = PGN này có { $count } ván: ván đầu tiên đang mở, và tất cả đều được giữ trong Các ván.

## Notices at start

notice-shared-position = Thế cờ được chia sẻ đang mở. Ván trước của bạn được giữ trong Các ván.

## Dates and other notices

month-1 = Th1
month-2 = Th2
month-3 = Th3
month-4 = Th4
month-5 = Th5
month-6 = Th6
month-7 = Th7
month-8 = Th8
month-9 = Th9
month-10 = Th10
month-11 = Th11
month-12 = Th12
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = không rõ ngày
new-game-fen-missing = Hãy cho thế cờ bắt đầu dưới dạng FEN.
new-game-fen-invalid = Không thể chơi thế cờ đó: { $error }.
new-game-fen-over = Ván cờ đã kết thúc ở thế cờ đó.
puzzles-not-kept = Câu đố { $id } không có trong { $count } câu đố được lưu ở đây; đây là một câu khác.
mistakes-engine-unavailable = Ở đây chỉ tính nước của phần xem lại: máy không thể đánh giá nước khác ({ $reason }).

## Speech and the library

speech-castles-kingside = nhập thành gần
speech-castles-queenside = nhập thành xa
speech-passes = bỏ lượt
speech-takes = ăn
speech-promotes = phong thành { $piece }
library-delete-failed = Không xóa được ván cờ: { $error }
library-open-failed = Không mở được ván này: { $error }
library-gone = Ván này không còn trong thư viện
library-download-failed = Không tải xuống được các ván
library-add-unavailable = Danh sách ván không có trong trình duyệt này, nên không thêm được các ván
library-storage-refused = Bộ nhớ của trình duyệt từ chối các ván: có thể đã đầy
library-added = Đã thêm { $added } ván vào các ván của bạn.
library-added-some-failed = Đã thêm { $added } ván vào các ván của bạn ({ $failed } ván không đọc được và đã bị bỏ qua).

## Storage, crashes and the engine

storage-unavailable = Trình duyệt này không cho trang lưu dữ liệu (chế độ riêng tư hoặc bộ nhớ bị tắt): ván cờ vẫn tiếp tục, nhưng sẽ không được lưu sau khi bạn rời đi.
storage-full = Bộ nhớ của trình duyệt đã đầy: ván cờ vẫn tiếp tục, nhưng các nước mới nhất không được lưu. Hãy xóa các ván cũ khỏi danh sách Các ván để có chỗ.
storage-kept-aside = Nó đã được giữ trong bộ nhớ của trình duyệt này với tên "{ $key }".
storage-left = Nó được để nguyên chỗ cũ, với tên "{ $key }".
storage-unrestorable = Không khôi phục được ván đã lưu của bạn: { $error }. Một ván mới đã được bắt đầu.
crash-label = Đã xảy ra lỗi
crash-title = Đã xảy ra lỗi: hãy tải lại trang. Ván cờ của bạn được giữ như trước thao tác cuối cùng.
engine-unavailable = Máy không khởi động được trong trình duyệt này: hãy chơi với bạn, hoặc thử trình duyệt khác.
library-unavailable = danh sách ván không có trong trình duyệt này ({ $reason })
library-updated-elsewhere = Ứng dụng đã được cập nhật ở thẻ khác: hãy tải lại thẻ này để tiếp tục dùng các ván của bạn.

## Crash

crash-reload = Tải lại

## Saved games that cannot be read

saved-damaged = dữ liệu đã lưu bị hỏng ({ $error })
saved-newer = nó được lưu bởi phiên bản mới hơn của ứng dụng (định dạng { $format }, phiên bản này đọc được đến { $known })
saved-start = thế cờ bắt đầu của nó sai: { $error }
saved-move = nước thứ { $index } của nó ({ $move }) không hợp lệ
saved-pgn = không đọc được các nước đi của nó: { $error }
saved-field = trường '{ $field }' của nó có giá trị mà ứng dụng này không biết

## Why a move is not legal

placed-piece = { $piece } ở { $square }
castling-kingside = gần
castling-queenside = xa
illegal-empty-square = Không có quân nào ở { $square }
illegal-not-your-turn = Đang là lượt của { $side }
illegal-no-movement = Một nước đi phải đưa quân sang ô khác
illegal-own-piece = Quân không được đi vào ô có quân cùng màu: { $piece } là quân của bạn
illegal-shape-pawn = Tốt đi thẳng một ô về phía trước (hai ô từ ô xuất phát) và ăn chéo một ô về phía trước
illegal-shape-knight = Mã đi hình chữ L: hai ô theo một hướng, rồi một ô sang ngang
illegal-shape-bishop = Tượng chỉ đi chéo
illegal-shape-rook = Xe chỉ đi theo hàng ngang và cột dọc
illegal-shape-queen = Hậu đi theo hàng ngang, cột dọc và đường chéo
illegal-shape-king = Vua đi một ô theo mọi hướng (hai ô chỉ khi nhập thành)
illegal-blocked = Quân { $mover } không thể nhảy qua { $piece }: chỉ có mã nhảy được
illegal-pawn-backward = Tốt không bao giờ đi lùi
illegal-pawn-straight-capture = Tốt chỉ ăn chéo
illegal-pawn-diagonal = Tốt chỉ đi chéo khi ăn quân
illegal-en-passant-late = Bắt tốt qua đường chỉ được phép ngay ở nước sau khi tốt đối phương đi hai ô
illegal-double-step = Tốt chỉ được đi hai ô từ ô xuất phát của nó
illegal-promotion-required = Tốt đến hàng cuối phải được phong cấp: hãy chọn hậu, xe, tượng hoặc mã
illegal-promotion-not-allowed = Chỉ tốt đến hàng cuối mới được phong cấp
illegal-promotion-piece = Tốt chỉ được phong thành hậu, xe, tượng hoặc mã, không phải { $piece }
illegal-castling-king-moved = Không còn được nhập thành { $side }: vua đã di chuyển
illegal-castling-rook-moved = Không còn được nhập thành { $side }: xe đó đã di chuyển
illegal-castling-rook-captured = Không còn được nhập thành { $side }: xe đó đã bị ăn
illegal-castling-lost = Không còn được nhập thành { $side }: vua hoặc xe đó đã di chuyển
illegal-castling-blocked = Không được nhập thành khi có quân đứng giữa vua và xe: { $piece }
illegal-castling-destination = Không được nhập thành khi có quân đứng ở ô mà vua hoặc xe sẽ đến: { $piece }
illegal-castling-in-check = Không được nhập thành khi vua đang bị chiếu (bởi { $piece })
illegal-castling-through = Vua sẽ đi qua { $square }, ô đang bị { $piece } tấn công
illegal-castling-into = Vua sẽ đứng ở { $square }, ô đang bị { $piece } tấn công
illegal-king-into-check = Vua của bạn sẽ bị { $piece } chiếu
illegal-kings-adjacent = Hai vua không bao giờ được đứng cạnh nhau
illegal-still-in-check = Nước đi đó để vua của bạn vẫn bị { $piece } chiếu
illegal-en-passant-exposes = Bắt tốt qua đường sẽ đưa cả hai tốt khỏi đường và để lộ vua của bạn trước { $piece }
illegal-pinned = { $pinned } đang bị ghim: di chuyển nó sẽ để lộ vua của bạn trước { $piece }
typed-not-san = '{ $move }' không phải là nước đi theo ký hiệu đại số
typed-illegal = { $move } không phải là nước đi hợp lệ ở thế cờ này
typed-ambiguous = { $move } có thể là nhiều nước đi; hãy thêm cột hoặc hàng mà quân xuất phát
typed-not-uci = '{ $move }' không phải là nước đi UCI (hai ô và một chữ phong cấp tùy chọn, như e7e8q)

## Training kept in the browser

library-upgrade-blocked = Danh sách ván đang được cập nhật: hãy đóng các thẻ khác của ứng dụng (mở trước khi cập nhật) để hoàn tất.
puzzles-progress-unreadable = Không đọc được điểm và lịch sử câu đố của bạn, nên chúng bắt đầu lại từ đầu (bản không đọc được đã được để riêng).
mistakes-unreadable = Không đọc được lịch ôn sai lầm của bạn, nên nó bắt đầu lại từ các ván đã xem lại.
puzzles-not-saved = Không lưu được tiến độ câu đố của bạn (bộ nhớ trình duyệt đã đầy hoặc từ chối): nó vẫn còn trên trang này cho đến khi trang bị đóng.

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN trống
fen-field-count = FEN có 6 trường cách nhau bởi dấu cách (bàn cờ, bên đi, nhập thành, bắt tốt qua đường, đếm nửa nước, số nước), ít nhất 4 trường đầu; FEN này có { $count }
fen-rank-count = trường bàn cờ cần 8 hàng cách nhau bởi '/'; trường này có { $count }
fen-rank-length = hàng { $rank } của trường bàn cờ mô tả { $count } ô thay vì 8
fen-piece-letter = '{ $letter }' ở hàng { $rank } không phải là chữ quân cờ (KQRBNP cho Trắng, kqrbnp cho Đen, 1-8 cho ô trống)
fen-side-to-move = bên đi phải là 'w' hoặc 'b', không phải '{ $text }'
fen-castling = trường nhập thành phải là '-' hoặc các chữ trong 'KQkq' (hoặc cột của các xe, như 'HAha'), mỗi chữ nhiều nhất một lần, không phải '{ $text }'
fen-en-passant = trường bắt tốt qua đường phải là '-' hoặc một ô như e3, không phải '{ $text }'
fen-halfmove-clock = số đếm nửa nước phải là số nguyên từ 0, không phải '{ $text }'
fen-move-number = số nước phải là số nguyên từ 1, không phải '{ $text }'
fen-impossible = thế cờ không thể có: { $reason }
position-no-king = { $side } không có vua
position-kings = { $side } có nhiều hơn một vua
position-pawn-back-rank = có tốt ở { $square }, nhưng tốt không bao giờ đứng ở hàng đầu hoặc hàng cuối
position-pawns = { $side } có nhiều hơn 8 tốt
position-pieces = { $side } có nhiều hơn 16 quân
position-castling-pieces = { $side } không thể có quyền nhập thành { $castling }: điều đó cần vua ở { $king } và xe ở { $rook }
position-960-castling-h = { $side } không thể có quyền nhập thành { $castling }: điều đó cần vua ở hàng { $rank } với một xe ở phía cột h
position-960-castling-a = { $side } không thể có quyền nhập thành { $castling }: điều đó cần vua ở hàng { $rank } với một xe ở phía cột a
position-en-passant = { $square } không thể là ô bắt tốt qua đường: không có tốt nào vừa đi hai ô qua nó
position-opponent-in-check = { $side } đang bị chiếu nhưng không đến lượt { $side }, điều không thể xảy ra
position-checkers = vua đang bị { $count } quân chiếu cùng lúc, điều mà không nước đi nào gây ra được

## The editor's FEN

editor-fen-unreadable = Không đọc được FEN đó: { $error }.

## Why a PGN cannot be read

pgn-where = dòng { $line }, cột { $column }: { $what }
pgn-empty = không có ván cờ nào ở đây
pgn-bad-tag = thẻ phải có dạng [Name "value"]
pgn-open-comment = ghi chú { $open } này không bao giờ được đóng bằng { $close }
pgn-open-variation = biến ( này không bao giờ được đóng bằng )
pgn-stray-parenthesis = dấu ) này không đóng biến nào
pgn-variation-first = một biến ( phải đứng sau nước đi mà nó thay thế
pgn-bad-fen = thẻ FEN sai: { $error }
pgn-variant = biến thể '{ $variant }' không được hỗ trợ (chỉ cờ vua tiêu chuẩn và Chess960)
pgn-move = nước đi
pgn-null-move = nước { $move } là nước rỗng (--), không phải một nước cờ: nó và các nước sau nó trong biến của nó đã bị bỏ qua
pgn-no-draw-to-claim = Chỉ có thể yêu cầu hòa sau khi lặp lại ba lần hoặc 50 nước không ăn quân và không đi tốt
