# Uygulamanın Türkçe metinleri (en.ftl ile aynı anahtarlar). Bir tarafın adından sonra gelen
# ekler $color ("white" ya da "black") ile seçilir ("Sıra beyazda", "Sıra siyahta").

## The menu

title = Satranç
menu-new-game = Yeni oyun
menu-new-short = Yeni
menu-games = Oyunlar
menu-puzzles = Bulmacalar
menu-editor = Tahta düzenleyici
menu-editor-short = Editör
menu-import = İçe aktar
menu-import-short = İçe aktar
menu-export = Dışa aktar
menu-export-short = Dışa aktar
menu-settings = Ayarlar
menu-settings-short = Ayarlar
menu-shortcuts = Klavye kısayolları
menu-label = Ana menü
title-start = Başla: bilgisayara ya da bir arkadaşa karşı oyna, bulmacalar…
zen-leave = Zen modundan çık

## The start choices

start-region = Başlangıç
start-heading = Satranç oyna
start-continue = Devam et
start-computer = Bilgisayara karşı oyna
start-level = Seviye { $level }
start-elo = yaklaşık { $elo } Elo
start-levels = Seviye
start-friend = Bir arkadaşla oyna
start-puzzles = Bulmacalar
start-analysis = Analiz tahtası
start-editor = Tahta düzenleyici
start-more = Daha fazla seçenek (renk, süre, Chess960)…
start-kept = Yeni bir oyun, süren oyunu Oyunlar'da saklar.

## Settings

settings-language = Dil
cancel = Vazgeç

## Banners

banner-update = Uygulamanın yeni bir sürümü hazır.
banner-update-reload = Güncelleme var: yeniden yükle
banner-changed-elsewhere = Bu oyun başka bir sekmede değiştirildi; bu sekmenin hamleleri kaydedilmiyor.
banner-load-latest = En yenisini yükle
banner-keep-ours = Bu sekmenin sürümünü koru
banner-adding-games = Oyunlar ekleniyor: { $done } / { $total }
banner-importing = Oyunlar içe aktarılıyor

## The board's column and the players

board-region = Tahta
strip-computer = Bilgisayar · { $level }
strip-you = Siz
strip-white-player = Beyaz oyuncu
strip-black-player = Siyah oyuncu
color-white = Beyaz
color-black = Siyah

## The panel

opening-chess960 = Chess960 · konum { $number }
engine-opponent = Bilgisayar: { $level }
discard-question = { $later ->
    [one] { $move } burada oynansın mı? Sonraki hamle geri alınacak.
   *[other] { $move } burada oynansın mı? Sonraki { $later } hamle geri alınacak.
}
discard-confirm = Oyna ve sil
confirm-move-question = { $move } oynansın mı?
confirm-move = Onayla
game-over = Oyun bitti
game-end-review = Oyunu incele
game-end-analyse = Analiz et
game-end-rematch = Rövanş
tree-this-move = Bu hamle
tree-promote = Varyantı yukarı taşı
tree-main-line = Ana hat yap
tree-delete = Buradan sonrasını sil
tree-delete-title = Bu hamleyi ve sonrasını sil
tree-comment = Bu hamleye yorum
tree-deleted = { $move } ve sonraki hamleler silindi.
tree-record-kept = Biten bir oyun hamlelerini korur: varyantlarını değiştirin ya da oyunun kendisini değiştirmek için Analiz et'i seçin.

## How games end

outcome-win-checkmate = { $winner } şah matla kazandı
outcome-win-resignation = { $winner } kazandı: rakip terk etti
outcome-win-time = { $winner } süreden kazandı
outcome-win = { $winner } kazandı
outcome-draw-stalemate = Pat: berabere
outcome-draw-material = Yetersiz materyal: berabere
outcome-draw-threefold = Üç kez tekrar: berabere
outcome-draw-fivefold = Beş kez tekrar: berabere
outcome-draw-fifty = Elli hamle kuralı: berabere
outcome-draw-seventy-five = Yetmiş beş hamle kuralı: berabere
outcome-draw-agreement = Anlaşmayla berabere
outcome-draw-timeout = Süreden berabere: süresi kalan taraf mat edemezdi
outcome-draw = Berabere
reason-checkmate = şah mat
reason-resignation = terk
reason-time = süre bitimi
reason-recorded = kayda göre
reason-stalemate = pat
reason-material = yetersiz materyal
reason-threefold = üç kez tekrar
reason-fivefold = beş kez tekrar
reason-fifty = elli hamle kuralı
reason-seventy-five = yetmiş beş hamle kuralı
reason-agreement = anlaşma
reason-timeout = süre bitti, rakibin materyali yetersiz

## The status line and what is said

status-to-move = { $color ->
    [white] Sıra beyazda
   *[black] Sıra siyahta
}
status-to-move-check = { $color ->
    [white] Sıra beyazda — şah
   *[black] Sıra siyahta — şah
}
status-analysis = Analiz
status-viewing-earlier = Önceki bir konuma bakıyorsunuz: dönmek için → ya da End
speech-to-move = { $color ->
    [white] Sıra beyazda.
   *[black] Sıra siyahta.
}
speech-to-move-check = { $color ->
    [white] Sıra beyazda. Şah.
   *[black] Sıra siyahta. Şah.
}
notice-game-over = Oyun bitti: { $outcome }
notice-not-your-turn = Sıra sizde değil

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Beraberlik iste: { $reason }
toolbar-claim = Beraberlik iste
toolbar-offer-draw = Beraberlik teklif et
toolbar-offer-draw-title = Bilgisayara beraberlik teklif et
toolbar-draw = Beraberlik
toolbar-draw-title = İki oyuncu da beraberliği kabul ediyor
toolbar-label = Oyun denetimleri
toolbar-navigation = Hamleler arasında gezinme
toolbar-first = İlk konum
toolbar-previous = Önceki hamle
toolbar-next = Sonraki hamle
toolbar-last = Son konum
toolbar-flip = Tahtayı çevir
toolbar-undo = Geri al
toolbar-undo-title = Son hamleyi geri al
toolbar-resign = Terk et

## Chess words

role-pawn = piyon
role-knight = at
role-bishop = fil
role-rook = kale
role-queen = vezir
role-king = şah
strip-clock = { $color ->
    [white] Beyazın saati
   *[black] Siyahın saati
}
strip-no-material = Alınan taş yok
strip-has-taken = Aldığı taşlar: { $pieces }
strip-ahead = { $taken }; { $lead } önde

## The engine and analysis

analysis-depth = derinlik { $depth }
analysis-waiting = Analiz ediliyor…
analysis-checkmate = Şah mat: oyun bitti.
analysis-stalemate = Pat: oyun bitti.
analysis-lines = Analiz hatları
analysis-lines-count = { $n } hat
engine-thinking = Bilgisayar düşünüyor…
engine-hint-pending = İpucu aranıyor…
engine-region = Motor
engine-move-now = Şimdi oyna
engine-hint = İpucu
engine-analysis = Analiz
threat-show-title = Tehdidi göster
threat-show = Tehdidi göster
threat-label = { $color ->
    [white] Tehdit: sıra beyazda olsaydı en iyi hamleler
   *[black] Tehdit: sıra siyahta olsaydı en iyi hamleler
}
threat-in-check = Şah altındayken tehdit gösterilmez.

## Confirmations

close = Kapat
games-unavailable = Oyunlarınız bu tarayıcıda saklanamıyor: { $reason }
confirm-resign-title = Terk edilsin mi?
confirm-resign-message = Oyun biter ve rakibiniz kazanır.
confirm-resign-button = Terk et
confirm-agree-draw-title = Beraberlik kabul edilsin mi?
confirm-agree-draw-message = İki oyuncu da kabul ediyor: oyun berabere biter.
confirm-agree-draw-button = Beraberliği kabul et
confirm-new-game-title = Bu oyundan çıkılsın mı?
confirm-new-game-message = Oyun, bitmemiş olarak Oyunlar'da kalır; orada yeniden açabilirsiniz.
confirm-new-game-button = Çık ve yeni oyun başlat
confirm-leave-for-editor-title = Bu oyundan tahta düzenleyiciye geçilsin mi?
confirm-leave-for-editor-message = Siz düzenlerken oyun sürer (saati de) ve Oyunlar'da kalır.
confirm-leave-for-editor-button = Tahta düzenleyiciyi aç
confirm-leave-for-puzzles-title = Bu oyundan bulmacalara geçilsin mi?
confirm-leave-for-puzzles-message = Siz çözerken oyun sürer (saati de) ve Oyunlar'da kalır.
confirm-leave-for-puzzles-button = Bulmacaları aç

## The moves

judgement-inaccuracy = Yanlışlık
judgement-mistake = Hata
judgement-blunder = Büyük hata
moves-clock-after = Hamleden sonraki süre
moves-earlier = { $count } önceki hamle
moves-later = { $count } sonraki hamle
moves-label = Hamleler
moves-none = Henüz hamle yok
move-input-label = Bir hamle yazın (SAN ya da UCI)
move-input-placeholder = Bir hamle yazın: Nf3 ya da g1f3
move-input-play = Oyna
dismiss = Kapat
eval-label = Değerlendirme
eval-graph-label = Değerlendirme grafiği: her hamleden sonra beyazın kazanma şansı

## Learn from your mistakes

learn-title = Hatalarınızdan öğrenin
learn-view-solution = Çözümü göster
learn-skip = Bu hamleyi geç
learn-done = Bitti: { $total } hamleden { $found } tanesini buldunuz.
learn-again = Yeniden yap
learn-finding = { $judgement ->
    [inaccuracy] { $move } bir yanlışlıktı.
    [mistake] { $move } bir hataydı.
   *[blunder] { $move } büyük bir hataydı.
} { $color ->
    [white] Beyaz için daha iyi bir hamle bulun.
   *[black] Siyah için daha iyi bir hamle bulun.
}
learn-judging = Hamleniz değerlendiriliyor…
learn-wrong = { $move }: daha iyisi var. Başka bir hamle deneyin.
learn-right = { $move }: iyi hamle! Motorun hattı: { $line }
learn-next = Sonraki
learn-solution = Çözüm: { $line }
learn-count = { $number } / { $total }
learn-leave = Çık

## The review

verdict-engine-move = { $move }: motorun hamlesi.
verdict-good-move = { $move }: iyi bir hamle.
verdict-judged = { $move }: { $judgement }.
verdict-best = En iyisi
verdict-eval = Değerlendirme { $before } → { $after }
review-progress = İnceleniyor: { $total } konumdan { $done } tanesi
review-second-look = Pahalı hamlelere daha derin bir bakış: { $total } konumdan { $done } tanesi
review-third-look = Sınırdaki hamlelere üçüncü, daha da derin bir bakış: { $total } konumdan { $done } tanesi
review-progress-label = İnceleme ilerlemesi
review-accuracy = İsabet
review-average-loss = Ort. kayıp
review-inaccuracies = Yanlışlıklar
review-mistakes = Hatalar
review-blunders = Büyük hatalar
review-label = Oyun incelemesi

## Puzzles

theme-mate-in-1 = 1 hamlede mat
theme-mate-in-2 = 2 hamlede mat
theme-mate-in-3 = 3 hamlede mat
theme-fork = Çatal
theme-pin = Açmaz
theme-skewer = Şiş
theme-discovered-attack = Açarak saldırı
theme-hanging-piece = Korumasız taş
theme-sacrifice = Feda
theme-back-rank-mate = Arka sıra matı
theme-opening = Açılış
theme-middlegame = Oyun ortası
theme-endgame = Oyun sonu
theme-long = Uzun bulmacalar
puzzles-mistakes-due = Hatalarınız ({ $due })
puzzles-mistakes = Hatalarınız
puzzles-tab-puzzles = Bulmacalar
puzzles-rating = Bulmaca puanınız:
puzzles-score = Seri { $streak } · { $played } bulmacadan { $solved } çözüldü
puzzles-theme = Tema
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Her tema ({ $count })
puzzles-loading = Bulmacalar yükleniyor…
puzzles-unavailable = Bulmacalar yüklenemedi: saklanmaları için sayfayı bir kez çevrimiçiyken açın.
puzzles-none-of-theme = Burada bu temada bulmaca yok: başka bir tema seçin.
puzzles-about = Bulmaca { $id } · puan { $rating }
puzzles-opponent-played = Rakibiniz { $move } oynadı.
puzzles-opponent-moves = Rakibiniz oynuyor…
puzzles-your-turn = { $color ->
    [white] Sıra sizde: beyaz için en iyi hamleyi bulun.
   *[black] Sıra sizde: siyah için en iyi hamleyi bulun.
}
puzzles-best-move = En iyi hamle!
puzzles-keep-going = Devam edin…
puzzles-wrong = Doğru hamle bu değil! Başka bir şey deneyin.
puzzles-checking = Hamleniz kontrol ediliyor…
puzzles-solved = Bulmaca çözüldü! Aferin.
puzzles-complete = Bulmaca tamamlandı (çözülmüş sayılmaz).
puzzles-view-solution = Çözümü göster
puzzles-retry = Yeniden dene
puzzles-next = Sonraki bulmaca
puzzles-back = Oyuna dön

## Your mistakes

mistakes-count = şimdi { $due } · toplam { $all }
mistakes-your-turn = Rakibiniz { $opponent } oynadı. Bu oyunda siz { $played } oynamıştınız. { $color ->
    [white] Beyaz için daha iyi bir hamle bulun.
   *[black] Siyah için daha iyi bir hamle bulun.
}
mistakes-right-going = Doğru! Devam edin…
mistakes-wrong = Yeterince iyi değil: inceleme bundan daha iyi bir hamle sakladı ({ $played } oynamıştınız). Yeniden deneyin.
mistakes-right = Doğru! İncelemenin hamlesi { $best } idi.
mistakes-shown = İncelemenin hamlesi { $best } idi.
mistakes-comes-back = { $days ->
    [0] Şimdilik sırada kalıyor.
    [one] Yarın geri gelecek.
   *[other] { $days } gün sonra geri gelecek.
}
mistakes-reading = İncelenmiş oyunlarınız okunuyor…
mistakes-none = Henüz hata yok. Bir oyunu inceleyin (hamleleri olduğunda Oyunu incele) ve hataları ile büyük hataları çalışmak için buraya gelsin.
mistakes-nothing-due = { $days ->
    [one] Şimdi sırada hata yok: sonraki yarın geri gelecek. Yine de aşağıdan birini çalışın.
   *[other] Şimdi sırada hata yok: sonraki { $days } gün sonra geri gelecek. Yine de aşağıdan birini çalışın.
}
mistakes-next = Sonraki hata
mistakes-when = { $days ->
    [0] şimdi
    [one] yarın
   *[other] { $days } gün sonra
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Beyaz
choice-color-black = Siyah
choice-variant-standard = Standart
choice-variant-chess960 = Chess960
choice-variant-position = Bir konumdan
choice-side-white = Beyaz
choice-side-black = Siyah
choice-side-random = Rastgele
choice-sounds-tones = Tonlar
choice-sounds-wood = Ahşap
choice-auto-queen-premove = Ön hamle yaparken
choice-auto-queen-always = Her zaman
choice-auto-queen-never = Hiçbir zaman
choice-blindfold-off = Kapalı
choice-blindfold-opponent = Rakibin taşlarını gizle
choice-blindfold-own = Benim taşlarımı gizle
choice-blindfold-all = Bütün taşları gizle
choice-board-wood = Ahşap
choice-board-blue = Mavi
choice-board-green = Yeşil
choice-board-slate = Arduvaz
choice-pieces-classic = Klasik
choice-pieces-modern = Modern
choice-pieces-contrast = Yüksek karşıtlık
choice-pieces-letters = Harfler
choice-page-system = Sistem gibi (açık ya da koyu)
choice-page-light = Açık
choice-page-dark = Koyu
choice-coordinates-inside = Tahtanın içinde
choice-coordinates-outside = Tahtanın çevresinde
choice-coordinates-off = Kapalı
choice-language-browser = Tarayıcı gibi
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
choice-win-checkmate = Şah mat
choice-win-resignation = Terk
choice-win-time-forfeit = Süre bitimi
choice-win-recorded = Kayda göre
choice-draw-stalemate = Pat
choice-draw-insufficient-material = Yetersiz materyal
choice-draw-threefold-repetition = Üç kez tekrar
choice-draw-fivefold-repetition = Beş kez tekrar
choice-draw-fifty-move-rule = Elli hamle kuralı
choice-draw-seventy-five-move-rule = Yetmiş beş hamle kuralı
choice-draw-agreement = Anlaşma
choice-draw-timeout-vs-insufficient-material = Süre bitti, mat edecek materyal yok
choice-draw-recorded = Kayda göre

## New game

level-label = Seviye { $level }, yaklaşık { $elo }
levels-measured = Her seviyenin gücü, belirli bir puanla oynamaya ayarlanmış Stockfish'e karşı oyunlarda ölçüldü. Seviye 1-8 her cihazda aynı oynar; seviye 9 daha hızlı bir cihazda daha güçlüdür.
new-game-opponent = Rakip
new-game-computer = Bilgisayar
new-game-friend = Bu cihazdaki bir arkadaş
new-game-colour = Renk
new-game-level = Seviye
new-game-variant = Varyant
new-game-fen = Konum (FEN)
new-game-start = Başla
time-bullet = Bullet
time-blitz = Blitz
time-rapid = Hızlı
time-classical = Klasik
new-game-quick-times = Hızlı süre seçenekleri
new-game-no-clock = Saatsiz
new-game-time = Süre
new-game-untimed = Süresiz
new-game-custom = Özel
new-game-minutes = Dakika
new-game-increment-seconds = Ek süre (saniye)
new-game-increment = Ek süre

## Settings (the controls)

settings-sound = Ses
settings-sounds = Sesler
settings-animate = Hamleleri canlandır
settings-confirm-moves = Hamleleri onayla (tahtadaki hamle Onayla'yı bekler)
settings-figurines = Figürlü gösterim (♘f3)
settings-board = Tahta
settings-pieces = Taşlar
settings-board-previews = Tahta temaları
settings-piece-previews = Taş takımları
settings-page = Sayfa
settings-coordinates = Koordinatlar
settings-auto-queen = Otomatik vezir
settings-blindfold = Kör satranç
settings-board-size-value = Tahta boyutu: %{ $size }
settings-board-size = Tahta boyutu
settings-zen = Zen modu (yalnız tahta ve saatler; z)

## Games (the library)

games-moves = { $count } hamle
games-computer = Bilgisayar (seviye { $level })
games-no-opening = adı olmayan açılış
games-reviewed = incelendi
games-this-game = bu oyun
games-open = Aç
games-delete = Sil
games-deleted = Silindi: { $players }.
games-undo = Geri al
games-search = Oyuncuya ya da açılışa göre ara
games-download-all = Hepsini indir
games-loading = Yükleniyor…
games-none = Henüz oyun yok: oynadığınız her oyun burada hamle hamle saklanır.
games-none-found = Aramayla eşleşen oyun yok.
games-show-more = Daha fazla göster ({ $hidden } tane daha; arama hepsini bulur)
games-won = Kazanılan
games-lost = Kaybedilen
games-drawn = Berabere
games-other = Bitmemiş ya da sizin olmayan
games-result = Sonuç
games-any-result = Her sonuç
games-your-colour = Renginiz
games-any-colour = Her renk
games-had-white = Beyazla oynadınız
games-had-black = Siyahla oynadınız
games-opening = Açılış
games-any-opening = Her açılış

## Keyboard shortcuts

shortcut-prev-next = Önceki ve sonraki hamle
shortcut-variations = Bir ayrımda önceki ve sonraki varyant
shortcut-first-last = İlk ve son konum
shortcut-flip = Tahtayı çevir
shortcut-threat = Tehdidi göster (sıra rakipte olsaydı onun en iyi hamlesi)
shortcut-squares = Tahtanın kareleri arasında gezin
shortcut-pick = Bir taşı al, sonra bırak
shortcut-escape = Seçimi ya da terfiyi bırak
shortcut-right-click = Bir kareyi daire içine al; sağ sürükleme: ok
shortcut-brushes = Sağ tıklamayla: kırmızı, mavi (ikisi: sarı)
shortcut-new-game = Yeni oyun
shortcut-zen = Zen modu: yalnız tahta ve saatler ya da yeniden her şey
shortcut-list = Bu liste
keys-home-end = Home End
keys-tab-arrows = Tab, sonra oklar
keys-enter-space = Enter ya da boşluk
keys-escape = Esc
keys-right-click = Sağ tık
keys-shift-alt = Shift, Alt

## Import and export

records-title = İçe ve dışa aktarma
records-copied-fen = FEN kopyalandı
records-copied-link = bağlantı kopyalandı
records-copied-pgn = PGN kopyalandı
records-copy-failed-fen = FEN panoya kopyalanamadı; seçip elle kopyalayın
records-copy-failed-link = Bağlantı panoya kopyalanamadı; seçip elle kopyalayın
records-copy-failed-pgn = PGN panoya kopyalanamadı; seçip elle kopyalayın
records-text = Yüklenecek FEN ya da PGN
records-placeholder = Bir FEN ya da PGN yapıştırın (bir oyun ya da birçok)
records-load = Yükle
records-load-analyse = Yükle ve analiz et
records-load-computer = Yükle ve bilgisayara karşı oyna
records-add-all = Hepsini oyunlarıma ekle
records-downloaded = PGN indirildi
records-download-failed = PGN indirilemedi
records-copy-fen = FEN'i kopyala
records-copy-link = Bağlantıyı kopyala
records-copy-pgn = PGN'i kopyala
records-download = PGN'i indir

## The board

piece-white-pawn = beyaz piyon
piece-white-knight = beyaz at
piece-white-bishop = beyaz fil
piece-white-rook = beyaz kale
piece-white-queen = beyaz vezir
piece-white-king = beyaz şah
piece-black-pawn = siyah piyon
piece-black-knight = siyah at
piece-black-bishop = siyah fil
piece-black-rook = siyah kale
piece-black-queen = siyah vezir
piece-black-king = siyah şah
square-empty = boş
board-label = Satranç tahtası
promote-to = Terfi: { $piece }
promote-choose = Terfi için bir taş seçin

## The board editor

editor-pieces = Taşlar
editor-hand-title = Taşları taşı
editor-hand = Taşı
editor-delete-title = Taşları kaldır
editor-delete = Kaldır
editor-start-position = Başlangıç konumu
editor-clear = Temizle
editor-flip = Çevir
editor-castling-right = { $side }: { $castling }
editor-turn = Sıra kimde
editor-white-to-play = Sıra beyazda
editor-black-to-play = Sıra siyahta
editor-castling = Rok
editor-en-passant = Geçerken alma
editor-none = Yok
editor-chess960 = Chess960 konumu
editor-fen = FEN
editor-play-computer = Buradan bilgisayara karşı oyna
editor-play-friend = Buradan bir arkadaşla oyna

## What is said and the notices of play

said-new-game = Yeni oyun.
said-game-restored = Oyun geri yüklendi.
said-game-loaded = Oyun yüklendi.
said-played = { $side } { $move } oynadı.
said-taken-back = Hamle geri alındı.
notice-clocks-paused = Sayfa kapalıyken saatler durduruldu; şimdi yeniden işliyorlar.
notice-over-keeps-result = Oyun bitti ve sonucu korunuyor: başka hamleler denemek için analiz edin
notice-nothing-to-take-back = Geri alınacak hamle yok

## Notices

notice-draw-accepted = Bilgisayar beraberliği kabul ediyor.
notice-draw-declined = Bilgisayar beraberliği reddediyor ve oynamaya devam ediyor.
notice-engine-restarted = Motor yanıt vermeyi bıraktı ve yeniden başlatıldı; yeniden düşünüyor.
notice-held-elsewhere = Oyununuz başka bir sekmede açık, bu yüzden bu sekme yeni bir oyun başlatıyor; ikisi de Oyunlar'da saklanıyor.
notice-link-invalid = Bağlantıdaki konum geçerli değil: { $error }
records-loaded-but = Oyun yüklendi, ancak { $warning }.
records-empty = Önce bir FEN ya da PGN yapıştırın
records-fen-invalid = Bu FEN geçerli değil: { $error }
records-pgn-invalid = Bu PGN okunamadı: { $error }
records-many-games = Bu PGN'de { $count } oyun var: ilki açık ve hepsi Oyunlar'da saklanıyor.

## Notices at start

notice-shared-position = Paylaşılan konum açık. Önceki oyununuz Oyunlar'da saklanıyor.

## Dates and other notices

month-1 = Oca
month-2 = Şub
month-3 = Mar
month-4 = Nis
month-5 = May
month-6 = Haz
month-7 = Tem
month-8 = Ağu
month-9 = Eyl
month-10 = Eki
month-11 = Kas
month-12 = Ara
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = bilinmeyen tarih
new-game-fen-missing = Başlanacak konumu FEN olarak verin.
new-game-fen-invalid = Bu konumdan oynanamaz: { $error }.
new-game-fen-over = Bu konumda oyun zaten bitmiş.
puzzles-not-kept = Bulmaca { $id }, burada saklanan { $count } bulmaca arasında yok; işte başka biri.
mistakes-engine-unavailable = Burada yalnız incelemenin hamlesi sayılır: motor başkalarını değerlendiremiyor ({ $reason }).

## Speech and the library

speech-castles-kingside = kısa rok yapar
speech-castles-queenside = uzun rok yapar
speech-passes = pas geçer
speech-takes = alır
speech-promotes = terfi: { $piece }
library-delete-failed = Oyun silinemedi: { $error }
library-open-failed = Bu oyun açılamadı: { $error }
library-gone = Bu oyun artık kitaplıkta değil
library-download-failed = Oyunlar indirilemedi
library-add-unavailable = Oyun listesi bu tarayıcıda kullanılamıyor, bu yüzden oyunlar eklenemedi
library-storage-refused = Tarayıcının depolama alanı oyunları reddetti: dolu olabilir
library-added = { $added } oyun oyunlarınıza eklendi.
library-added-some-failed = { $added } oyun oyunlarınıza eklendi ({ $failed } tanesi okunamadı ve dışarıda bırakıldı).

## Storage, crashes and the engine

storage-unavailable = Bu tarayıcı sayfanın veri saklamasına izin vermiyor (gizli mod ya da depolama kapalı): oyununuz sürüyor, ancak ayrıldığınızda saklanmayacak.
storage-full = Tarayıcının depolama alanı dolu: oyununuz sürüyor, ancak son hamleleri saklanmıyor. Yer açmak için Oyunlar listesinden eski oyunları silin.
storage-kept-aside = Bu tarayıcının depolama alanında "{ $key }" adıyla saklandı.
storage-left = Olduğu yerde, "{ $key }" adıyla bırakıldı.
storage-unrestorable = Kaydedilen oyununuz geri yüklenemedi: { $error }. Yeni bir oyun başlatıldı.
crash-label = Bir şeyler ters gitti
crash-title = Bir şeyler ters gitti: sayfayı yeniden yükleyin. Oyununuz son işlemden önceki haliyle saklanıyor.
engine-unavailable = Motor bu tarayıcıda başlatılamadı: bir arkadaşla oynayın ya da başka bir tarayıcı deneyin.
library-unavailable = oyun listesi bu tarayıcıda kullanılamıyor ({ $reason })
library-updated-elsewhere = Uygulama başka bir sekmede güncellendi: oyunlarınızı kullanmaya devam etmek için bu sekmeyi yeniden yükleyin.

## Crash

crash-reload = Yeniden yükle

## Saved games that cannot be read

saved-damaged = kaydedilen veriler bozuk ({ $error })
saved-newer = uygulamanın daha yeni bir sürümüyle kaydedilmiş (biçim { $format }, bu sürüm en çok { $known } okuyabilir)
saved-start = başlangıç konumu yanlış: { $error }
saved-move = { $index }. hamlesi ({ $move }) kurallara uygun değil
saved-pgn = hamleleri okunamıyor: { $error }
saved-field = '{ $field }' alanında bu uygulamanın bilmediği bir değer var

## Why a move is not legal

placed-piece = { $piece } ({ $square })
castling-kingside = kısa
castling-queenside = uzun
illegal-empty-square = { $square } karesinde taş yok
illegal-not-your-turn = { $color ->
    [white] Sıra beyazda
   *[black] Sıra siyahta
}
illegal-no-movement = Bir hamle taşı başka bir kareye götürmelidir
illegal-own-piece = Bir taş kendi tarafının taşının durduğu kareye gidemez: orada { $piece } duruyor
illegal-shape-pawn = Piyon bir kare düz ileri gider (başlangıç karesinden iki) ve bir kare çapraz ileri alır
illegal-shape-knight = At L biçiminde gider: bir yönde iki kare, sonra yana bir kare
illegal-shape-bishop = Fil yalnız çapraz gider
illegal-shape-rook = Kale yalnız yatay ve dikey gider
illegal-shape-queen = Vezir yatay, dikey ve çapraz gider
illegal-shape-king = Şah her yöne bir kare gider (iki kare yalnız rokta)
illegal-blocked = Yolu { $piece } kapatıyor: taşların üzerinden yalnız at atlar
illegal-pawn-backward = Piyon asla geri gitmez
illegal-pawn-straight-capture = Piyon yalnız çapraz alır
illegal-pawn-diagonal = Piyon yalnız taş alırken çapraz gider
illegal-en-passant-late = Geçerken alma, yalnız piyonun iki kare ilerlemesinin hemen ardından yapılabilir
illegal-double-step = Piyon yalnız başlangıç karesinden iki kare gidebilir
illegal-promotion-required = Son sıraya varan piyon terfi etmelidir: vezir, kale, fil ya da at seçin
illegal-promotion-not-allowed = Yalnız son sıraya varan piyon terfi eder
illegal-promotion-piece = Piyon yalnız vezir, kale, fil ya da ata terfi edebilir (bu değil: { $piece })
illegal-castling-king-moved = { $side } rok artık yapılamaz: şah oynadı
illegal-castling-rook-moved = { $side } rok artık yapılamaz: o kale oynadı
illegal-castling-rook-captured = { $side } rok artık yapılamaz: o kale alındı
illegal-castling-lost = { $side } rok artık yapılamaz: şah ya da o kale daha önce oynadı
illegal-castling-blocked = Şah ile kale arasında taş varken rok yapılamaz: { $piece }
illegal-castling-destination = Şahın ya da kalenin geleceği karede taş varken rok yapılamaz: { $piece }
illegal-castling-in-check = Şah altındayken rok yapılamaz (şah çeken: { $piece })
illegal-castling-through = Şah { $square } karesinden geçerdi ve orayı { $piece } tehdit ediyor
illegal-castling-into = Şah { $square } karesine gelirdi ve orayı { $piece } tehdit ediyor
illegal-king-into-check = Şahınız şah altında kalırdı: o kareyi { $piece } tehdit ediyor
illegal-kings-adjacent = İki şah asla yan yana duramaz
illegal-still-in-check = Bu hamleden sonra şahınız hâlâ şah altında olurdu: { $piece } şah çekiyor
illegal-en-passant-exposes = Geçerken alma iki piyonu da hattan kaldırır ve şahınızı açığa çıkarırdı: { $piece } şah çekerdi
illegal-pinned = Açmaz: { $pinned } giderse şahınıza { $piece } şah çeker
typed-not-san = '{ $move }' cebirsel gösterimde bir hamle değil
typed-illegal = { $move } bu konumda kurallara uygun bir hamle değil
typed-ambiguous = { $move } birden çok hamle olabilir; taşın geldiği sütunu ya da sırayı ekleyin
typed-not-uci = '{ $move }' bir UCI hamlesi değil (iki kare ve isteğe bağlı terfi harfi, örneğin e7e8q)

## Training kept in the browser

library-upgrade-blocked = Oyun listesi güncelleniyor: bitirmek için uygulamanın (güncellemeden önce açılmış) diğer sekmelerini kapatın.
puzzles-progress-unreadable = Bulmaca puanınız ve geçmişiniz okunamadı, bu yüzden sıfırdan başlıyor (okunamayan kopya ayrıca saklandı).
mistakes-unreadable = Hatalarınızın çalışma planı okunamadı, bu yüzden incelenmiş oyunlarınızdan yeniden başlıyor.
puzzles-not-saved = Bulmaca ilerlemeniz saklanamadı (tarayıcının depolama alanı dolu ya da reddetti): sayfa kapanana kadar burada kalıyor.

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN boş
fen-field-count = bir FEN'de boşluklarla ayrılmış 6 alan vardır (tahta, sıra, rok, geçerken alma, yarım hamle sayacı, hamle numarası), en az ilk 4'ü gerekir; bunda { $count } alan var
fen-rank-count = tahta alanı '/' ile ayrılmış 8 sıra ister; bunda { $count } sıra var
fen-rank-length = tahta alanının { $rank }. sırası 8 yerine { $count } kare anlatıyor
fen-piece-letter = { $rank }. sıradaki '{ $letter }' bir taş harfi değil (beyaz için KQRBNP, siyah için kqrbnp, boş kareler için 1-8)
fen-side-to-move = sıra 'w' ya da 'b' olmalı, '{ $text }' değil
fen-castling = rok alanı '-' ya da 'KQkq' harfleri (veya 'HAha' gibi kalelerin sütunları) olmalı, her biri en çok bir kez; '{ $text }' değil
fen-en-passant = geçerken alma alanı '-' ya da e3 gibi bir kare olmalı, '{ $text }' değil
fen-halfmove-clock = yarım hamle sayacı 0'dan başlayan bir tam sayı olmalı, '{ $text }' değil
fen-move-number = hamle numarası 1'den başlayan bir tam sayı olmalı, '{ $text }' değil
fen-impossible = olanaksız konum: { $reason }
position-no-king = { $color ->
    [white] beyazın şahı yok
   *[black] siyahın şahı yok
}
position-kings = { $color ->
    [white] beyazın birden çok şahı var
   *[black] siyahın birden çok şahı var
}
position-pawn-back-rank = { $square } karesinde bir piyon var, ama piyonlar ilk ya da son sırada asla durmaz
position-pawns = { $color ->
    [white] beyazın 8'den fazla piyonu var
   *[black] siyahın 8'den fazla piyonu var
}
position-pieces = { $color ->
    [white] beyazın 16'dan fazla taşı var
   *[black] siyahın 16'dan fazla taşı var
}
position-castling-pieces = { $color ->
    [white] beyazın
   *[black] siyahın
} { $castling } rok hakkı olamaz: bunun için şah { $king }, kale { $rook } karesinde olmalı
position-960-castling-h = { $color ->
    [white] beyazın
   *[black] siyahın
} { $castling } rok hakkı olamaz: bunun için şah { $rank }. sırada, h sütunu yanında bir kaleyle durmalı
position-960-castling-a = { $color ->
    [white] beyazın
   *[black] siyahın
} { $castling } rok hakkı olamaz: bunun için şah { $rank }. sırada, a sütunu yanında bir kaleyle durmalı
position-en-passant = { $square } geçerken alma karesi olamaz: hiçbir piyon az önce iki kare ilerleyip onun üzerinden geçmiş olamaz
position-opponent-in-check = { $color ->
    [white] sıra beyazda değilken beyaz şah altında; bu olamaz
   *[black] sıra siyahta değilken siyah şah altında; bu olamaz
}
position-checkers = şaha aynı anda { $count } taş şah çekiyor; hiçbir hamle buna yol açamaz

## The editor's FEN

editor-fen-unreadable = Bu FEN okunamıyor: { $error }.

## Why a PGN cannot be read

pgn-where = satır { $line }, sütun { $column }: { $what }
pgn-empty = burada oyun yok
pgn-bad-tag = bir etiket [Ad "değer"] biçiminde olmalı
pgn-open-comment = bu { $open } yorumu hiçbir yerde { $close } ile kapanmıyor
pgn-open-variation = bu ( varyantı hiçbir yerde ) ile kapanmıyor
pgn-stray-parenthesis = bu ) hiçbir varyantı kapatmıyor
pgn-variation-first = bir ( varyantı, yerine geçtiği hamleden sonra gelmeli
pgn-bad-fen = FEN etiketi yanlış: { $error }
pgn-variant = '{ $variant }' varyantı desteklenmiyor (yalnız standart satranç ve Chess960)
pgn-move = hamle
pgn-null-move = { $move } hamlesi boş bir hamle (--), yani bir satranç hamlesi değil: o ve hattındaki sonraki hamleler dışarıda bırakıldı
pgn-no-draw-to-claim = Beraberlik yalnız üç kez tekrardan ya da taş alınmadan ve piyon oynanmadan geçen elli hamleden sonra istenebilir
