# Teks aplikasi dalam bahasa Indonesia (kunci yang sama dengan en.ftl).

## The menu

title = Catur
menu-new-game = Permainan baru
menu-new-short = Baru
menu-games = Permainan
menu-puzzles = Teka-teki
menu-editor = Editor papan
menu-editor-short = Editor
menu-import = Impor
menu-import-short = Impor
menu-export = Ekspor
menu-export-short = Ekspor
menu-settings = Pengaturan
menu-settings-short = Atur
menu-shortcuts = Pintasan papan ketik
menu-label = Menu utama
title-start = Mulai: lawan komputer, lawan teman, teka-teki…
zen-leave = Keluar dari mode zen

## The start choices

start-region = Mulai
start-heading = Main catur
start-continue = Lanjutkan
start-computer = Lawan komputer
start-level = Level { $level }
start-elo = sekitar { $elo } Elo
start-levels = Level
start-friend = Lawan teman
start-puzzles = Teka-teki
start-analysis = Papan analisis
start-editor = Editor papan
start-more = Pilihan lain (warna, waktu, Chess960)…
start-kept = Permainan baru menyimpan permainan yang sedang berjalan di Permainan.

## Settings

settings-language = Bahasa
cancel = Batal

## Banners

banner-update = Versi baru aplikasi sudah siap.
banner-update-reload = Ada pembaruan: muat ulang
banner-changed-elsewhere = Permainan ini diubah di tab lain; langkah di tab ini tidak disimpan.
banner-load-latest = Muat yang terbaru
banner-keep-ours = Pertahankan versi tab ini
banner-adding-games = Menambahkan permainan: { $done } dari { $total }
banner-importing = Mengimpor permainan

## The board's column and the players

board-region = Papan
strip-computer = Komputer · { $level }
strip-you = Anda
strip-white-player = Pemain putih
strip-black-player = Pemain hitam
color-white = Putih
color-black = Hitam

## The panel

opening-chess960 = Chess960 · posisi { $number }
engine-opponent = Komputer: { $level }
discard-question = { $later ->
    [1] Mainkan { $move } di sini? Langkah berikutnya akan dibatalkan.
   *[other] Mainkan { $move } di sini? { $later } langkah berikutnya akan dibatalkan.
}
discard-confirm = Mainkan dan buang
confirm-move-question = Mainkan { $move }?
confirm-move = Konfirmasi
game-over = Permainan selesai
game-end-review = Tinjau permainan
game-end-analyse = Analisis
game-end-rematch = Main lagi
tree-this-move = Langkah ini
tree-promote = Naikkan variasi
tree-main-line = Jadikan jalur utama
tree-delete = Hapus dari sini
tree-delete-title = Hapus langkah ini dan semua sesudahnya
tree-comment = Komentari langkah ini
tree-deleted = { $move } dan langkah sesudahnya dihapus.
tree-record-kept = Permainan yang sudah selesai menyimpan langkahnya: ubah variasinya, atau pilih Analisis untuk mengubah permainannya sendiri.

## How games end

outcome-win-checkmate = { $winner } menang dengan skakmat
outcome-win-resignation = { $winner } menang karena lawan menyerah
outcome-win-time = { $winner } menang waktu
outcome-win = { $winner } menang
outcome-draw-stalemate = Remis karena pat
outcome-draw-material = Remis karena materi tidak cukup
outcome-draw-threefold = Remis karena pengulangan tiga kali
outcome-draw-fivefold = Remis karena pengulangan lima kali
outcome-draw-fifty = Remis karena aturan lima puluh langkah
outcome-draw-seventy-five = Remis karena aturan tujuh puluh lima langkah
outcome-draw-agreement = Remis atas kesepakatan
outcome-draw-timeout = Remis waktu: pihak yang masih punya waktu tidak mungkin memberi skakmat
outcome-draw = Remis
reason-checkmate = skakmat
reason-resignation = menyerah
reason-time = kehabisan waktu
reason-recorded = sesuai catatan
reason-stalemate = pat
reason-material = materi tidak cukup
reason-threefold = pengulangan tiga kali
reason-fivefold = pengulangan lima kali
reason-fifty = aturan lima puluh langkah
reason-seventy-five = aturan tujuh puluh lima langkah
reason-agreement = kesepakatan
reason-timeout = waktu habis melawan materi yang tidak cukup

## The status line and what is said

status-to-move = Giliran { $side }
status-to-move-check = Giliran { $side } — skak
status-analysis = Analisis
status-viewing-earlier = Melihat posisi sebelumnya: → atau End untuk kembali
speech-to-move = Giliran { $side }.
speech-to-move-check = Giliran { $side }. Skak.
notice-game-over = Permainan sudah selesai: { $outcome }
notice-not-your-turn = Belum giliran Anda

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Klaim remis karena { $reason }
toolbar-claim = Klaim remis
toolbar-offer-draw = Tawarkan remis
toolbar-offer-draw-title = Tawarkan remis kepada komputer
toolbar-draw = Remis
toolbar-draw-title = Kedua pemain sepakat remis
toolbar-label = Kontrol permainan
toolbar-navigation = Navigasi langkah
toolbar-first = Posisi pertama
toolbar-previous = Langkah sebelumnya
toolbar-next = Langkah berikutnya
toolbar-last = Posisi terakhir
toolbar-flip = Balik papan
toolbar-undo = Urungkan
toolbar-undo-title = Tarik kembali langkah terakhir
toolbar-resign = Menyerah

## Chess words

role-pawn = pion
role-knight = kuda
role-bishop = gajah
role-rook = benteng
role-queen = menteri
role-king = raja
strip-clock = Jam { $side }
strip-no-material = Belum ada bidak yang dimakan
strip-has-taken = Sudah memakan: { $pieces }
strip-ahead = { $taken }; unggul { $lead }

## The engine and analysis

analysis-depth = kedalaman { $depth }
analysis-waiting = Menganalisis…
analysis-checkmate = Skakmat: permainan selesai.
analysis-stalemate = Pat: permainan selesai.
analysis-lines = Jalur analisis
analysis-lines-count = { $n } jalur
engine-thinking = Komputer sedang berpikir…
engine-hint-pending = Mencari petunjuk…
engine-region = Mesin
engine-move-now = Langkah sekarang
engine-hint = Petunjuk
engine-analysis = Analisis
threat-show-title = Tampilkan ancaman
threat-show = Tampilkan ancaman
threat-label = Ancaman: langkah terbaik jika giliran { $side }
threat-in-check = Ancaman tidak ditampilkan saat raja terkena skak.

## Confirmations

close = Tutup
games-unavailable = Permainan Anda tidak dapat disimpan di peramban ini: { $reason }
confirm-resign-title = Menyerah?
confirm-resign-message = Permainan berakhir dan lawan Anda menang.
confirm-resign-button = Menyerah
confirm-agree-draw-title = Sepakat remis?
confirm-agree-draw-message = Kedua pemain sepakat: permainan berakhir remis.
confirm-agree-draw-button = Sepakat remis
confirm-new-game-title = Tinggalkan permainan ini?
confirm-new-game-message = Permainan tetap ada di Permainan Anda, belum selesai; Anda bisa membukanya lagi di sana.
confirm-new-game-button = Tinggalkan dan mulai permainan baru
confirm-leave-for-editor-title = Tinggalkan permainan ini untuk editor papan?
confirm-leave-for-editor-message = Permainan terus berjalan selama Anda mengedit (jamnya juga), dan tetap ada di Permainan Anda.
confirm-leave-for-editor-button = Buka editor papan
confirm-leave-for-puzzles-title = Tinggalkan permainan ini untuk teka-teki?
confirm-leave-for-puzzles-message = Permainan terus berjalan selama Anda memecahkan teka-teki (jamnya juga), dan tetap ada di Permainan Anda.
confirm-leave-for-puzzles-button = Buka teka-teki

## The moves

judgement-inaccuracy = Kurang tepat
judgement-mistake = Kesalahan
judgement-blunder = Kesalahan fatal
moves-clock-after = Jam setelah langkah
moves-earlier = { $count } langkah sebelumnya
moves-later = { $count } langkah berikutnya
moves-label = Langkah
moves-none = Belum ada langkah
move-input-label = Ketik langkah (SAN atau UCI)
move-input-placeholder = Ketik langkah: Nf3 atau g1f3
move-input-play = Mainkan
dismiss = Tutup pesan
eval-label = Evaluasi
eval-graph-label = Grafik evaluasi: peluang menang putih setelah setiap langkah

## Learn from your mistakes

learn-title = Belajar dari kesalahan Anda
learn-view-solution = Lihat solusi
learn-skip = Lewati langkah ini
learn-done = Selesai: Anda menemukan { $found } dari { $total }.
learn-again = Ulangi
learn-finding = { $judgement ->
    [inaccuracy] { $move } kurang tepat. Temukan langkah yang lebih baik untuk { $side }.
    [mistake] { $move } adalah kesalahan. Temukan langkah yang lebih baik untuk { $side }.
   *[blunder] { $move } adalah kesalahan fatal. Temukan langkah yang lebih baik untuk { $side }.
}
learn-judging = Menilai langkah Anda…
learn-wrong = { $move }: masih bisa lebih baik. Coba langkah lain.
learn-right = { $move }: langkah bagus! Jalur mesin: { $line }
learn-next = Berikutnya
learn-solution = Solusi: { $line }
learn-count = { $number } dari { $total }
learn-leave = Keluar

## The review

verdict-engine-move = { $move }: langkah mesin.
verdict-good-move = { $move }: langkah yang bagus.
verdict-judged = { $move }: { $judgement }.
verdict-best = Yang terbaik adalah
verdict-eval = Evaluasi { $before } → { $after }
review-progress = Meninjau: { $done } dari { $total } posisi
review-second-look = Melihat lagi lebih dalam langkah-langkah yang mahal: { $done } dari { $total } posisi
review-third-look = Melihat untuk ketiga kalinya, lebih dalam lagi, langkah-langkah yang meragukan: { $done } dari { $total } posisi
review-progress-label = Kemajuan tinjauan
review-accuracy = Akurasi
review-average-loss = Rata-rata rugi
review-inaccuracies = Kurang tepat
review-mistakes = Kesalahan
review-blunders = Kesalahan fatal
review-label = Tinjauan permainan

## Puzzles

theme-mate-in-1 = Mat dalam 1
theme-mate-in-2 = Mat dalam 2
theme-mate-in-3 = Mat dalam 3
theme-fork = Garpu
theme-pin = Pin
theme-skewer = Tusuk sate
theme-discovered-attack = Serangan terbuka
theme-hanging-piece = Bidak tak terlindungi
theme-sacrifice = Pengorbanan
theme-back-rank-mate = Mat baris belakang
theme-opening = Pembukaan
theme-middlegame = Permainan tengah
theme-endgame = Permainan akhir
theme-long = Teka-teki panjang
puzzles-mistakes-due = Kesalahan Anda ({ $due })
puzzles-mistakes = Kesalahan Anda
puzzles-tab-puzzles = Teka-teki
puzzles-rating = Rating teka-teki Anda:
puzzles-score = Beruntun { $streak } · terpecahkan { $solved } dari { $played }
puzzles-theme = Tema
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Tema apa saja ({ $count })
puzzles-loading = Memuat teka-teki…
puzzles-unavailable = Teka-teki tidak dapat dimuat: buka halaman sekali saat daring untuk menyimpannya.
puzzles-none-of-theme = Tidak ada teka-teki dengan tema ini di sini: pilih tema lain.
puzzles-about = Teka-teki { $id } · rating { $rating }
puzzles-opponent-played = Lawan Anda memainkan { $move }.
puzzles-opponent-moves = Lawan Anda melangkah…
puzzles-your-turn = Giliran Anda: temukan langkah terbaik untuk { $side }.
puzzles-best-move = Langkah terbaik!
puzzles-keep-going = Lanjutkan…
puzzles-wrong = Bukan langkah itu! Coba yang lain.
puzzles-checking = Memeriksa langkah Anda…
puzzles-solved = Teka-teki terpecahkan! Bagus sekali.
puzzles-complete = Teka-teki selesai (tidak dihitung terpecahkan).
puzzles-view-solution = Lihat solusi
puzzles-retry = Coba lagi
puzzles-next = Teka-teki berikutnya
puzzles-back = Kembali ke permainan

## Your mistakes

mistakes-count = { $due } jatuh tempo · { $all } semuanya
mistakes-your-turn = Lawan Anda memainkan { $opponent }. Di permainan ini Anda lalu memainkan { $played }. Temukan langkah yang lebih baik untuk { $side }.
mistakes-right-going = Benar! Lanjutkan…
mistakes-wrong = Belum cukup baik: tinjauan menyimpan langkah yang lebih baik dari itu (Anda memainkan { $played }). Coba lagi.
mistakes-right = Benar! Langkah tinjauan adalah { $best }.
mistakes-shown = Langkah tinjauan adalah { $best }.
mistakes-comes-back = { $days ->
    [0] Tetap jatuh tempo.
    [1] Kembali besok.
   *[other] Kembali dalam { $days } hari.
}
mistakes-reading = Membaca permainan Anda yang sudah ditinjau…
mistakes-none = Belum ada kesalahan. Tinjau sebuah permainan (Tinjau permainan, setelah ada langkah) dan kesalahan serta kesalahan fatalnya akan muncul di sini untuk dilatih.
mistakes-nothing-due = { $days ->
    [1] Tidak ada yang jatuh tempo: kesalahan berikutnya kembali besok. Latih saja salah satu di bawah.
   *[other] Tidak ada yang jatuh tempo: kesalahan berikutnya kembali dalam { $days } hari. Latih saja salah satu di bawah.
}
mistakes-next = Kesalahan berikutnya
mistakes-when = { $days ->
    [0] jatuh tempo
    [1] besok
   *[other] dalam { $days } hari
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Putih
choice-color-black = Hitam
choice-variant-standard = Standar
choice-variant-chess960 = Chess960
choice-variant-position = Dari posisi
choice-side-white = Putih
choice-side-black = Hitam
choice-side-random = Acak
choice-sounds-tones = Nada
choice-sounds-wood = Kayu
choice-auto-queen-premove = Saat pralangkah
choice-auto-queen-always = Selalu
choice-auto-queen-never = Tidak pernah
choice-blindfold-off = Mati
choice-blindfold-opponent = Sembunyikan bidak lawan
choice-blindfold-own = Sembunyikan bidak saya
choice-blindfold-all = Sembunyikan semua bidak
choice-board-wood = Kayu
choice-board-blue = Biru
choice-board-green = Hijau
choice-board-slate = Batu tulis
choice-pieces-classic = Klasik
choice-pieces-modern = Modern
choice-pieces-contrast = Kontras tinggi
choice-pieces-letters = Huruf
choice-page-system = Mengikuti sistem (terang atau gelap)
choice-page-light = Terang
choice-page-dark = Gelap
choice-coordinates-inside = Di dalam papan
choice-coordinates-outside = Di sekeliling papan
choice-coordinates-off = Mati
choice-language-browser = Mengikuti peramban
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
choice-win-checkmate = Skakmat
choice-win-resignation = Menyerah
choice-win-time-forfeit = Kehabisan waktu
choice-win-recorded = Sesuai catatan
choice-draw-stalemate = Pat
choice-draw-insufficient-material = Materi tidak cukup
choice-draw-threefold-repetition = Pengulangan tiga kali
choice-draw-fivefold-repetition = Pengulangan lima kali
choice-draw-fifty-move-rule = Aturan lima puluh langkah
choice-draw-seventy-five-move-rule = Aturan tujuh puluh lima langkah
choice-draw-agreement = Kesepakatan
choice-draw-timeout-vs-insufficient-material = Waktu habis, tanpa materi untuk skakmat
choice-draw-recorded = Sesuai catatan

## New game

level-label = Level { $level }, sekitar { $elo }
levels-measured = Kekuatan setiap level diukur dalam permainan melawan Stockfish yang diatur bermain pada rating tertentu. Level 1 sampai 8 bermain sama di perangkat apa pun; level 9 lebih kuat di perangkat yang lebih cepat.
new-game-opponent = Lawan
new-game-computer = Komputer
new-game-friend = Teman di perangkat ini
new-game-colour = Warna
new-game-level = Level
new-game-variant = Varian
new-game-fen = Posisi (FEN)
new-game-start = Mulai
time-bullet = Peluru
time-blitz = Kilat
time-rapid = Cepat
time-classical = Klasik
new-game-quick-times = Kontrol waktu cepat
new-game-no-clock = Tanpa jam
new-game-time = Kontrol waktu
new-game-untimed = Tanpa batas waktu
new-game-custom = Kustom
new-game-minutes = Menit
new-game-increment-seconds = Tambahan (detik)
new-game-increment = Tambahan

## Settings (the controls)

settings-sound = Suara
settings-sounds = Suara efek
settings-animate = Animasikan langkah
settings-confirm-moves = Konfirmasi langkah (langkah di papan menunggu Konfirmasi)
settings-figurines = Notasi figur (♘f3)
settings-board = Papan
settings-pieces = Bidak
settings-board-previews = Tema papan
settings-piece-previews = Set bidak
settings-page = Halaman
settings-coordinates = Koordinat
settings-auto-queen = Menteri otomatis
settings-blindfold = Tutup mata
settings-board-size-value = Ukuran papan: { $size }%
settings-board-size = Ukuran papan
settings-zen = Mode zen (hanya papan dan jam; z)

## Games (the library)

games-moves = { $count } langkah
games-computer = Komputer (level { $level })
games-no-opening = pembukaan tanpa nama
games-reviewed = sudah ditinjau
games-this-game = permainan ini
games-open = Buka
games-delete = Hapus
games-deleted = { $players } dihapus.
games-undo = Urungkan
games-search = Cari menurut pemain atau pembukaan
games-download-all = Unduh semua
games-loading = Memuat…
games-none = Belum ada permainan: setiap permainan yang Anda mainkan disimpan di sini, langkah demi langkah.
games-none-found = Tidak ada permainan yang cocok dengan pencarian.
games-show-more = Tampilkan lebih banyak ({ $hidden } lagi; pencarian menemukan yang mana saja)
games-won = Menang
games-lost = Kalah
games-drawn = Remis
games-other = Belum selesai, atau bukan milik Anda
games-result = Hasil
games-any-result = Hasil apa saja
games-your-colour = Warna Anda
games-any-colour = Warna apa saja
games-had-white = Anda memegang putih
games-had-black = Anda memegang hitam
games-opening = Pembukaan
games-any-opening = Pembukaan apa saja

## Keyboard shortcuts

shortcut-prev-next = Langkah sebelumnya dan berikutnya
shortcut-variations = Variasi sebelumnya dan berikutnya di percabangan
shortcut-first-last = Posisi pertama dan terakhir
shortcut-flip = Balik papan
shortcut-threat = Tampilkan ancaman (langkah terbaik lawan jika gilirannya)
shortcut-squares = Berpindah antarpetak di papan
shortcut-pick = Ambil bidak, lalu letakkan
shortcut-escape = Lepaskan pilihan atau promosi
shortcut-right-click = Lingkari petak; seret dengan klik kanan: panah
shortcut-brushes = Dengan klik kanan: merah, biru (keduanya: kuning)
shortcut-new-game = Permainan baru
shortcut-zen = Mode zen: hanya papan dan jam, atau semuanya lagi
shortcut-list = Daftar ini
keys-home-end = Home End
keys-tab-arrows = Tab, lalu panah
keys-enter-space = Enter atau Spasi
keys-escape = Esc
keys-right-click = Klik kanan
keys-shift-alt = Shift, Alt

## Import and export

records-title = Impor dan ekspor
records-copied-fen = FEN disalin
records-copied-link = tautan disalin
records-copied-pgn = PGN disalin
records-copy-failed-fen = FEN tidak dapat disalin ke papan klip; pilih dan salin secara manual
records-copy-failed-link = Tautan tidak dapat disalin ke papan klip; pilih dan salin secara manual
records-copy-failed-pgn = PGN tidak dapat disalin ke papan klip; pilih dan salin secara manual
records-text = FEN atau PGN untuk dimuat
records-placeholder = Tempel FEN atau PGN (satu permainan, atau banyak)
records-load = Muat
records-load-analyse = Muat dan analisis
records-load-computer = Muat dan lawan komputer
records-add-all = Tambahkan semua ke permainan saya
records-downloaded = PGN diunduh
records-download-failed = PGN tidak dapat diunduh
records-copy-fen = Salin FEN
records-copy-link = Salin tautan
records-copy-pgn = Salin PGN
records-download = Unduh PGN

## The board

piece-white-pawn = pion putih
piece-white-knight = kuda putih
piece-white-bishop = gajah putih
piece-white-rook = benteng putih
piece-white-queen = menteri putih
piece-white-king = raja putih
piece-black-pawn = pion hitam
piece-black-knight = kuda hitam
piece-black-bishop = gajah hitam
piece-black-rook = benteng hitam
piece-black-queen = menteri hitam
piece-black-king = raja hitam
square-empty = kosong
board-label = Papan catur
promote-to = Promosi menjadi { $piece }
promote-choose = Pilih bidak untuk promosi

## The board editor

editor-pieces = Bidak
editor-hand-title = Pindahkan bidak
editor-hand = Pindah
editor-delete-title = Singkirkan bidak
editor-delete = Singkirkan
editor-start-position = Posisi awal
editor-clear = Kosongkan
editor-flip = Balik
editor-castling-right = { $side } { $castling }
editor-turn = Giliran
editor-white-to-play = Giliran putih
editor-black-to-play = Giliran hitam
editor-castling = Rokade
editor-en-passant = En passant
editor-none = Tidak ada
editor-chess960 = Posisi Chess960
editor-fen = FEN
editor-play-computer = Lawan komputer dari sini
editor-play-friend = Lawan teman dari sini

## What is said and the notices of play

said-new-game = Permainan baru.
said-game-restored = Permainan dipulihkan.
said-game-loaded = Permainan dimuat.
said-played = { $side } memainkan { $move }.
said-taken-back = Langkah ditarik kembali.
notice-clocks-paused = Jam dijeda selama halaman ditutup; sekarang jam berjalan lagi.
notice-over-keeps-result = Permainan sudah selesai dan hasilnya tetap: analisis untuk mencoba langkah lain
notice-nothing-to-take-back = Tidak ada langkah untuk ditarik kembali

## Notices

notice-draw-accepted = Komputer menerima remis.
notice-draw-declined = Komputer menolak remis dan terus bermain.
notice-engine-restarted = Mesin berhenti menjawab dan telah dimulai ulang; mesin berpikir lagi.
notice-held-elsewhere = Permainan Anda terbuka di tab lain, jadi tab ini memulai permainan baru; keduanya tersimpan di Permainan.
notice-link-invalid = Posisi di tautan tidak valid: { $error }
records-loaded-but = Permainan dimuat, tetapi { $warning }.
records-empty = Tempel FEN atau PGN terlebih dahulu
records-fen-invalid = FEN ini tidak valid: { $error }
records-pgn-invalid = PGN ini tidak dapat dibaca: { $error }
records-many-games = PGN ini berisi { $count } permainan: yang pertama dibuka, dan semuanya tersimpan di Permainan.

## Notices at start

notice-shared-position = Posisi yang dibagikan sudah terbuka. Permainan Anda sebelumnya tersimpan di Permainan.

## Dates and other notices

month-1 = Jan
month-2 = Feb
month-3 = Mar
month-4 = Apr
month-5 = Mei
month-6 = Jun
month-7 = Jul
month-8 = Agu
month-9 = Sep
month-10 = Okt
month-11 = Nov
month-12 = Des
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = tanggal tidak diketahui
new-game-fen-missing = Berikan posisi awal sebagai FEN.
new-game-fen-invalid = Posisi itu tidak bisa dimainkan: { $error }.
new-game-fen-over = Permainan sudah selesai di posisi itu.
puzzles-not-kept = Teka-teki { $id } tidak termasuk { $count } teka-teki yang disimpan di sini; ini teka-teki lain.
mistakes-engine-unavailable = Hanya langkah tinjauan yang dihitung di sini: mesin tidak dapat menilai langkah lain ({ $reason }).

## Speech and the library

speech-castles-kingside = rokade pendek
speech-castles-queenside = rokade panjang
speech-passes = lewat
speech-takes = memakan
speech-promotes = promosi menjadi { $piece }
library-delete-failed = Permainan tidak dapat dihapus: { $error }
library-open-failed = Permainan ini tidak dapat dibuka: { $error }
library-gone = Permainan ini sudah tidak ada di pustaka
library-download-failed = Permainan tidak dapat diunduh
library-add-unavailable = Daftar permainan tidak tersedia di peramban ini, jadi permainan tidak dapat ditambahkan
library-storage-refused = Penyimpanan peramban menolak permainan: mungkin sudah penuh
library-added = { $added } permainan ditambahkan ke permainan Anda.
library-added-some-failed = { $added } permainan ditambahkan ke permainan Anda ({ $failed } tidak dapat dibaca dan dilewati).

## Storage, crashes and the engine

storage-unavailable = Peramban ini tidak mengizinkan halaman menyimpan data (mode pribadi atau penyimpanan dimatikan): permainan Anda berlanjut, tetapi tidak akan disimpan setelah Anda pergi.
storage-full = Penyimpanan peramban penuh: permainan Anda berlanjut, tetapi langkah terakhirnya tidak disimpan. Hapus permainan lama dari daftar Permainan untuk memberi ruang.
storage-kept-aside = Permainan itu disimpan di penyimpanan peramban ini sebagai "{ $key }".
storage-left = Permainan itu dibiarkan di tempatnya, sebagai "{ $key }".
storage-unrestorable = Permainan tersimpan Anda tidak dapat dipulihkan: { $error }. Permainan baru dimulai.
crash-label = Terjadi kesalahan
crash-title = Terjadi kesalahan: muat ulang halaman. Permainan Anda tersimpan seperti sebelum tindakan terakhir.
engine-unavailable = Mesin tidak dapat berjalan di peramban ini: lawan teman, atau coba peramban lain.
library-unavailable = daftar permainan tidak tersedia di peramban ini ({ $reason })
library-updated-elsewhere = Aplikasi diperbarui di tab lain: muat ulang tab ini untuk terus menggunakan permainan Anda.

## Crash

crash-reload = Muat ulang

## Saved games that cannot be read

saved-damaged = data tersimpan rusak ({ $error })
saved-newer = permainan itu disimpan oleh versi aplikasi yang lebih baru (format { $format }, versi ini membaca sampai { $known })
saved-start = posisi awalnya salah: { $error }
saved-move = langkah ke-{ $index } ({ $move }) tidak sah
saved-pgn = langkah-langkahnya tidak dapat dibaca: { $error }
saved-field = kolom '{ $field }' berisi nilai yang tidak dikenal aplikasi ini

## Why a move is not legal

placed-piece = { $piece } di { $square }
castling-kingside = pendek
castling-queenside = panjang
illegal-empty-square = Tidak ada bidak di { $square }
illegal-not-your-turn = Sekarang giliran { $side }
illegal-no-movement = Sebuah langkah harus membawa bidak ke petak lain
illegal-own-piece = Bidak tidak boleh pindah ke petak yang ditempati bidak sendiri: { $piece } milik Anda
illegal-shape-pawn = Pion maju satu petak lurus (dua dari petak awalnya) dan memakan satu petak diagonal ke depan
illegal-shape-knight = Kuda melangkah membentuk huruf L: dua petak ke satu arah, lalu satu petak ke samping
illegal-shape-bishop = Gajah hanya bergerak diagonal
illegal-shape-rook = Benteng hanya bergerak sepanjang baris dan lajur
illegal-shape-queen = Menteri bergerak sepanjang baris, lajur, dan diagonal
illegal-shape-king = Raja bergerak satu petak ke segala arah (dua hanya saat rokade)
illegal-blocked = { $mover } tidak bisa melompati { $piece }: hanya kuda yang melompat
illegal-pawn-backward = Pion tidak pernah mundur
illegal-pawn-straight-capture = Pion hanya memakan secara diagonal
illegal-pawn-diagonal = Pion bergerak diagonal hanya saat memakan
illegal-en-passant-late = En passant hanya boleh dilakukan tepat setelah pion melangkah dua petak
illegal-double-step = Pion hanya boleh maju dua petak dari petak awalnya
illegal-promotion-required = Pion yang mencapai baris terakhir harus dipromosikan: pilih menteri, benteng, gajah, atau kuda
illegal-promotion-not-allowed = Hanya pion yang mencapai baris terakhir yang dipromosikan
illegal-promotion-piece = Pion hanya dapat dipromosikan menjadi menteri, benteng, gajah, atau kuda, bukan { $piece }
illegal-castling-king-moved = Rokade { $side } tidak lagi diizinkan: raja sudah bergerak
illegal-castling-rook-moved = Rokade { $side } tidak lagi diizinkan: benteng itu sudah bergerak
illegal-castling-rook-captured = Rokade { $side } tidak lagi diizinkan: benteng itu sudah dimakan
illegal-castling-lost = Rokade { $side } tidak lagi diizinkan: raja atau benteng itu sudah bergerak
illegal-castling-blocked = Rokade tidak diizinkan selama ada bidak di antara raja dan benteng: { $piece }
illegal-castling-destination = Rokade tidak diizinkan selama ada bidak di tempat raja atau benteng akan mendarat: { $piece }
illegal-castling-in-check = Rokade tidak diizinkan saat raja terkena skak (dari { $piece })
illegal-castling-through = Raja akan melewati { $square }, yang diserang { $piece }
illegal-castling-into = Raja akan mendarat di { $square }, yang diserang { $piece }
illegal-king-into-check = Raja Anda akan terkena skak dari { $piece }
illegal-kings-adjacent = Kedua raja tidak boleh bersebelahan
illegal-still-in-check = Langkah itu membuat raja Anda tetap terkena skak dari { $piece }
illegal-en-passant-exposes = Memakan en passant akan menyingkirkan kedua pion dari jalur itu dan membuka raja Anda bagi { $piece }
illegal-pinned = { $pinned } terkena pin: memindahkannya akan membuka raja Anda bagi { $piece }
typed-not-san = '{ $move }' bukan langkah dalam notasi aljabar
typed-illegal = { $move } bukan langkah sah di posisi ini
typed-ambiguous = { $move } bisa berarti lebih dari satu langkah; tambahkan lajur atau baris asal bidak
typed-not-uci = '{ $move }' bukan langkah UCI (dua petak dan huruf promosi opsional, seperti e7e8q)

## Training kept in the browser

library-upgrade-blocked = Daftar permainan sedang diperbarui: tutup tab aplikasi lainnya (yang dibuka sebelum pembaruan) untuk menyelesaikannya.
puzzles-progress-unreadable = Rating dan riwayat teka-teki Anda tidak dapat dibaca, jadi dimulai dari awal (salinan yang tidak terbaca disimpan terpisah).
mistakes-unreadable = Jadwal latihan kesalahan Anda tidak dapat dibaca, jadi dimulai lagi dari permainan Anda yang sudah ditinjau.
puzzles-not-saved = Kemajuan teka-teki Anda tidak dapat disimpan (penyimpanan peramban penuh atau menolak): kemajuan tetap ada di halaman ini sampai ditutup.

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN kosong
fen-field-count = FEN memiliki 6 kolom yang dipisahkan spasi (papan, giliran, rokade, en passant, penghitung setengah langkah, nomor langkah), setidaknya 4 yang pertama; yang ini memiliki { $count }
fen-rank-count = kolom papan memerlukan 8 baris yang dipisahkan '/'; yang ini memiliki { $count }
fen-rank-length = baris { $rank } kolom papan menggambarkan { $count } petak, bukan 8
fen-piece-letter = '{ $letter }' di baris { $rank } bukan huruf bidak (KQRBNP untuk putih, kqrbnp untuk hitam, 1-8 untuk petak kosong)
fen-side-to-move = giliran harus 'w' atau 'b', bukan '{ $text }'
fen-castling = kolom rokade harus '-' atau huruf dari 'KQkq' (atau lajur benteng, seperti 'HAha'), masing-masing paling banyak sekali, bukan '{ $text }'
fen-en-passant = kolom en passant harus '-' atau petak seperti e3, bukan '{ $text }'
fen-halfmove-clock = penghitung setengah langkah harus bilangan bulat mulai 0, bukan '{ $text }'
fen-move-number = nomor langkah harus bilangan bulat mulai 1, bukan '{ $text }'
fen-impossible = posisi mustahil: { $reason }
position-no-king = { $side } tidak punya raja
position-kings = { $side } punya lebih dari satu raja
position-pawn-back-rank = ada pion di { $square }, padahal pion tidak pernah berada di baris pertama atau terakhir
position-pawns = { $side } punya lebih dari 8 pion
position-pieces = { $side } punya lebih dari 16 bidak
position-castling-pieces = { $side } tidak dapat memiliki hak rokade { $castling }: untuk itu raja harus di { $king } dan benteng di { $rook }
position-960-castling-h = { $side } tidak dapat memiliki hak rokade { $castling }: untuk itu raja harus di baris { $rank } dengan benteng di sisi lajur h-nya
position-960-castling-a = { $side } tidak dapat memiliki hak rokade { $castling }: untuk itu raja harus di baris { $rank } dengan benteng di sisi lajur a-nya
position-en-passant = { $square } tidak dapat menjadi petak en passant: tidak ada pion yang baru saja melewatinya dengan langkah dua petak
position-opponent-in-check = { $side } terkena skak padahal bukan gilirannya, dan itu tidak mungkin terjadi
position-checkers = raja terkena skak dari { $count } bidak sekaligus, yang tidak mungkin disebabkan oleh satu langkah

## The editor's FEN

editor-fen-unreadable = FEN itu tidak dapat dibaca: { $error }.

## Why a PGN cannot be read

pgn-where = baris { $line }, kolom { $column }: { $what }
pgn-empty = tidak ada permainan di sini
pgn-bad-tag = tag harus berbentuk [Nama "nilai"]
pgn-open-comment = komentar { $open } ini tidak pernah ditutup dengan { $close }
pgn-open-variation = variasi ( ini tidak pernah ditutup dengan )
pgn-stray-parenthesis = ) ini tidak menutup variasi apa pun
pgn-variation-first = variasi ( harus mengikuti langkah yang digantikannya
pgn-bad-fen = tag FEN salah: { $error }
pgn-variant = varian '{ $variant }' tidak didukung (hanya catur standar dan Chess960)
pgn-move = langkah
pgn-null-move = langkah { $move } adalah langkah nol (--), yang bukan langkah catur: langkah itu dan langkah-langkah sesudahnya di jalurnya dilewati
pgn-no-draw-to-claim = Remis hanya dapat diklaim setelah pengulangan tiga kali atau lima puluh langkah tanpa makan bidak atau langkah pion
