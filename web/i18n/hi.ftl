# ऐप के हिंदी पाठ (en.ftl जैसी ही कुंजियाँ)। परसर्ग (की, ने, के लिए) से पहले "काला" "काले" बन
# जाता है, इसलिए ऐसे वाक्य $color ("white" या "black") पर अपना रूप चुनते हैं; $side कर्ता का रूप है।

## The menu

title = शतरंज
menu-new-game = नया खेल
menu-new-short = नया
menu-games = खेल
menu-puzzles = पहेलियाँ
menu-editor = बोर्ड संपादक
menu-editor-short = संपादक
menu-import = आयात
menu-import-short = आयात
menu-export = निर्यात
menu-export-short = निर्यात
menu-settings = सेटिंग्स
menu-settings-short = सेटिंग्स
menu-shortcuts = कीबोर्ड शॉर्टकट
menu-label = मेनू
title-start = शुरुआत: कंप्यूटर से खेलें, दोस्त से खेलें, पहेलियाँ…
zen-leave = ज़ेन मोड से बाहर निकलें

## The start choices

start-region = शुरुआत
start-heading = शतरंज खेलें
start-continue = जारी रखें
start-computer = कंप्यूटर से खेलें
start-level = स्तर { $level }
start-elo = लगभग { $elo } एलो
start-levels = स्तर
start-friend = दोस्त से खेलें
start-puzzles = पहेलियाँ
start-analysis = विश्लेषण बोर्ड
start-editor = बोर्ड संपादक
start-more = और विकल्प (रंग, समय, Chess960)…
start-kept = नया खेल शुरू करने पर चल रहा खेल "खेल" में रखा रहता है।

## Settings

settings-language = भाषा
cancel = रद्द करें

## Banners

banner-update = ऐप का नया संस्करण तैयार है।
banner-update-reload = अपडेट उपलब्ध है: फिर से लोड करें
banner-changed-elsewhere = यह खेल किसी दूसरे टैब में बदला गया; इस टैब की चालें सहेजी नहीं जा रहीं।
banner-load-latest = नवीनतम लोड करें
banner-keep-ours = इस टैब का संस्करण रखें
banner-adding-games = खेल जोड़े जा रहे हैं: { $total } में से { $done }
banner-importing = खेल आयात हो रहे हैं

## The board's column and the players

board-region = बोर्ड
strip-computer = कंप्यूटर · { $level }
strip-you = आप
strip-white-player = सफ़ेद खिलाड़ी
strip-black-player = काला खिलाड़ी
color-white = सफ़ेद
color-black = काला

## The panel

opening-chess960 = Chess960 · स्थिति { $number }
engine-opponent = कंप्यूटर: { $level }
discard-question = { $later ->
    [one] यहाँ { $move } चलें? बाद की एक चाल वापस ले ली जाएगी।
   *[other] यहाँ { $move } चलें? बाद की { $later } चालें वापस ले ली जाएँगी।
}
discard-confirm = चलें और आगे का हटाएँ
confirm-move-question = { $move } चलें?
confirm-move = पुष्टि करें
game-over = खेल समाप्त
game-end-review = खेल की समीक्षा
game-end-analyse = विश्लेषण
game-end-rematch = फिर से खेलें
tree-this-move = यह चाल
tree-promote = वैरिएशन ऊपर करें
tree-main-line = मुख्य लाइन बनाएँ
tree-delete = यहाँ से हटाएँ
tree-delete-title = यह चाल और इसके बाद की चालें हटाएँ
tree-comment = इस चाल पर टिप्पणी
tree-deleted = { $move } और उसके बाद की चालें हटा दी गईं।
tree-record-kept = समाप्त खेल अपनी चालें रखता है: उसकी उप-लाइनें बदलें, या खेल को ही बदलने के लिए विश्लेषण चुनें।

## How games end

outcome-win-checkmate = { $winner } शह और मात से जीता
outcome-win-resignation = { $winner } हार मानने से जीता
outcome-win-time = { $winner } समय से जीता
outcome-win = { $winner } जीता
outcome-draw-stalemate = गतिरोध (स्टेलमेट) से ड्रॉ
outcome-draw-material = अपर्याप्त मोहरों से ड्रॉ
outcome-draw-threefold = तीन बार दोहराव से ड्रॉ
outcome-draw-fivefold = पाँच बार दोहराव से ड्रॉ
outcome-draw-fifty = पचास चाल नियम से ड्रॉ
outcome-draw-seventy-five = पचहत्तर चाल नियम से ड्रॉ
outcome-draw-agreement = सहमति से ड्रॉ
outcome-draw-timeout = समय पर ड्रॉ: जिसके पास समय बचा था वह मात नहीं दे सकता था
outcome-draw = ड्रॉ
reason-checkmate = शह और मात
reason-resignation = हार मानना
reason-time = समय समाप्त
reason-recorded = जैसा दर्ज है
reason-stalemate = गतिरोध
reason-material = अपर्याप्त मोहरे
reason-threefold = तीन बार दोहराव
reason-fivefold = पाँच बार दोहराव
reason-fifty = पचास चाल नियम
reason-seventy-five = पचहत्तर चाल नियम
reason-agreement = सहमति
reason-timeout = समय समाप्त बनाम अपर्याप्त मोहरे

## The status line and what is said

status-to-move = { $color ->
    [white] सफ़ेद की चाल
   *[black] काले की चाल
}
status-to-move-check = { $color ->
    [white] सफ़ेद की चाल — शह
   *[black] काले की चाल — शह
}
status-analysis = विश्लेषण
status-viewing-earlier = पिछली स्थिति देख रहे हैं: लौटने के लिए → या End
speech-to-move = { $color ->
    [white] सफ़ेद की चाल।
   *[black] काले की चाल।
}
speech-to-move-check = { $color ->
    [white] सफ़ेद की चाल। शह।
   *[black] काले की चाल। शह।
}
notice-game-over = खेल समाप्त हो चुका है: { $outcome }
notice-not-your-turn = आपकी चाल नहीं है

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }।

## The toolbar

toolbar-claim-title = { $reason } के कारण ड्रॉ का दावा करें
toolbar-claim = ड्रॉ का दावा
toolbar-offer-draw = ड्रॉ का प्रस्ताव
toolbar-offer-draw-title = कंप्यूटर को ड्रॉ का प्रस्ताव दें
toolbar-draw = ड्रॉ
toolbar-draw-title = दोनों खिलाड़ी ड्रॉ पर सहमत हैं
toolbar-label = खेल नियंत्रण
toolbar-navigation = चालों में आना-जाना
toolbar-first = पहली स्थिति
toolbar-previous = पिछली चाल
toolbar-next = अगली चाल
toolbar-last = आख़िरी स्थिति
toolbar-flip = बोर्ड पलटें
toolbar-undo = वापस लें
toolbar-undo-title = आख़िरी चाल वापस लें
toolbar-resign = हार मानें

## Chess words

role-pawn = प्यादा
role-knight = घोड़ा
role-bishop = ऊँट
role-rook = हाथी
role-queen = वज़ीर
role-king = राजा
strip-clock = { $color ->
    [white] सफ़ेद की घड़ी
   *[black] काले की घड़ी
}
strip-no-material = कोई मोहरा नहीं लिया
strip-has-taken = लिए गए: { $pieces }
strip-ahead = { $taken }; { $lead } से आगे

## The engine and analysis

analysis-depth = गहराई { $depth }
analysis-waiting = विश्लेषण हो रहा है…
analysis-checkmate = शह और मात: खेल समाप्त है।
analysis-stalemate = गतिरोध: खेल समाप्त है।
analysis-lines = विश्लेषण लाइनें
analysis-lines-count = { $n ->
    [one] { $n } लाइन
   *[other] { $n } लाइनें
}
engine-thinking = कंप्यूटर सोच रहा है…
engine-hint-pending = संकेत ढूँढ रहा है…
engine-region = इंजन
engine-move-now = अभी चलें
engine-hint = संकेत
engine-analysis = विश्लेषण
threat-show-title = ख़तरा दिखाएँ
threat-show = ख़तरा दिखाएँ
threat-label = { $color ->
    [white] ख़तरा: अगर सफ़ेद की चाल होती तो सबसे अच्छी चालें
   *[black] ख़तरा: अगर काले की चाल होती तो सबसे अच्छी चालें
}
threat-in-check = शह के दौरान ख़तरा नहीं दिखाया जाता।

## Confirmations

close = बंद करें
games-unavailable = इस ब्राउज़र में आपके खेल सहेजे नहीं जा सकते: { $reason }
confirm-resign-title = हार मानें?
confirm-resign-message = खेल समाप्त होगा और आपका प्रतिद्वंद्वी जीतेगा।
confirm-resign-button = हार मानें
confirm-agree-draw-title = ड्रॉ पर सहमत?
confirm-agree-draw-message = दोनों खिलाड़ी सहमत हैं: खेल ड्रॉ पर समाप्त होता है।
confirm-agree-draw-button = ड्रॉ पर सहमत हों
confirm-new-game-title = यह खेल छोड़ें?
confirm-new-game-message = यह "खेल" में अधूरा रखा रहेगा; आप इसे वहाँ से फिर खोल सकते हैं।
confirm-new-game-button = छोड़ें और नया खेल शुरू करें
confirm-leave-for-editor-title = बोर्ड संपादक के लिए यह खेल छोड़ें?
confirm-leave-for-editor-message = संपादन के दौरान खेल चलता रहता है (उसकी घड़ी भी), और "खेल" में रखा रहता है।
confirm-leave-for-editor-button = बोर्ड संपादक खोलें
confirm-leave-for-puzzles-title = पहेलियों के लिए यह खेल छोड़ें?
confirm-leave-for-puzzles-message = हल करते समय खेल चलता रहता है (उसकी घड़ी भी), और "खेल" में रखा रहता है।
confirm-leave-for-puzzles-button = पहेलियाँ खोलें

## The moves

judgement-inaccuracy = अशुद्धि
judgement-mistake = गलती
judgement-blunder = भारी भूल
moves-clock-after = चाल के बाद घड़ी
moves-earlier = पिछली { $count } चालें
moves-later = अगली { $count } चालें
moves-label = चालें
moves-none = अभी कोई चाल नहीं
move-input-label = चाल लिखें (SAN या UCI)
move-input-placeholder = चाल लिखें: Nf3 या g1f3
move-input-play = चलें
dismiss = हटाएँ
eval-label = मूल्यांकन
eval-graph-label = मूल्यांकन ग्राफ़: हर चाल के बाद सफ़ेद के जीतने की संभावना

## Learn from your mistakes

learn-title = अपनी गलतियों से सीखें
learn-view-solution = हल देखें
learn-skip = यह चाल छोड़ें
learn-done = हो गया: आपने { $total } में से { $found } ढूँढीं।
learn-again = फिर से करें
learn-finding = { $judgement ->
    [inaccuracy] { $move } एक अशुद्धि थी। { $color ->
        [white] सफ़ेद
       *[black] काले
    } के लिए बेहतर चाल ढूँढें।
    [mistake] { $move } एक गलती थी। { $color ->
        [white] सफ़ेद
       *[black] काले
    } के लिए बेहतर चाल ढूँढें।
   *[blunder] { $move } एक भारी भूल थी। { $color ->
        [white] सफ़ेद
       *[black] काले
    } के लिए बेहतर चाल ढूँढें।
}
learn-judging = आपकी चाल का मूल्यांकन हो रहा है…
learn-wrong = { $move }: आप इससे बेहतर कर सकते हैं। कोई और चाल आज़माएँ।
learn-right = { $move }: अच्छी चाल! इंजन की लाइन: { $line }
learn-next = अगला
learn-solution = हल: { $line }
learn-count = { $total } में से { $number }
learn-leave = बाहर निकलें

## The review

verdict-engine-move = { $move }: इंजन की चाल।
verdict-good-move = { $move }: अच्छी चाल।
verdict-judged = { $move }: { $judgement }।
verdict-best = सबसे अच्छी थी
verdict-eval = मूल्यांकन { $before } → { $after }
review-progress = समीक्षा: { $total } में से { $done } स्थितियाँ
review-second-look = महँगी चालों पर दोबारा, गहराई से नज़र: { $total } में से { $done } स्थितियाँ
review-third-look = सीमा पर खड़ी चालों पर तीसरी, और गहरी नज़र: { $total } में से { $done } स्थितियाँ
review-progress-label = समीक्षा की प्रगति
review-accuracy = सटीकता
review-average-loss = औसत हानि
review-inaccuracies = अशुद्धियाँ
review-mistakes = गलतियाँ
review-blunders = भारी भूलें
review-label = खेल की समीक्षा

## Puzzles

theme-mate-in-1 = 1 चाल में मात
theme-mate-in-2 = 2 चालों में मात
theme-mate-in-3 = 3 चालों में मात
theme-fork = फ़ोर्क (दोहरा हमला)
theme-pin = पिन
theme-skewer = स्क्यूअर
theme-discovered-attack = छिपा हमला
theme-hanging-piece = असुरक्षित मोहरा
theme-sacrifice = बलिदान
theme-back-rank-mate = पिछली पंक्ति पर मात
theme-opening = ओपनिंग
theme-middlegame = मिडिलगेम
theme-endgame = एंडगेम
theme-long = लंबी पहेलियाँ
puzzles-mistakes-due = आपकी गलतियाँ ({ $due })
puzzles-mistakes = आपकी गलतियाँ
puzzles-tab-puzzles = पहेलियाँ
puzzles-rating = आपकी पहेली रेटिंग:
puzzles-score = लगातार { $streak } · { $played } में से { $solved } हल
puzzles-theme = विषय
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = कोई भी विषय ({ $count })
puzzles-loading = पहेलियाँ लोड हो रही हैं…
puzzles-unavailable = पहेलियाँ लोड नहीं हो सकीं: उन्हें रखने के लिए पेज एक बार ऑनलाइन खोलें।
puzzles-none-of-theme = यहाँ इस विषय की कोई पहेली नहीं है: कोई और विषय चुनें।
puzzles-about = पहेली { $id } · रेटिंग { $rating }
puzzles-opponent-played = आपके प्रतिद्वंद्वी ने { $move } चला।
puzzles-opponent-moves = आपका प्रतिद्वंद्वी चल रहा है…
puzzles-your-turn = { $color ->
    [white] आपकी बारी: सफ़ेद के लिए सबसे अच्छी चाल ढूँढें।
   *[black] आपकी बारी: काले के लिए सबसे अच्छी चाल ढूँढें।
}
puzzles-best-move = सबसे अच्छी चाल!
puzzles-keep-going = जारी रखें…
puzzles-wrong = यह वह चाल नहीं है! कुछ और आज़माएँ।
puzzles-checking = आपकी चाल जाँची जा रही है…
puzzles-solved = पहेली हल! शाबाश।
puzzles-complete = पहेली पूरी (हल में नहीं गिनी गई)।
puzzles-view-solution = हल देखें
puzzles-retry = फिर से
puzzles-next = अगली पहेली
puzzles-back = खेल पर लौटें

## Your mistakes

mistakes-count = अभी { $due } बाकी · कुल { $all }
mistakes-your-turn = आपके प्रतिद्वंद्वी ने { $opponent } चला। इस खेल में आपने फिर { $played } चला। { $color ->
    [white] सफ़ेद
   *[black] काले
} के लिए बेहतर चाल ढूँढें।
mistakes-right-going = सही! जारी रखें…
mistakes-wrong = काफ़ी अच्छी नहीं: समीक्षा ने इससे बेहतर चाल रखी है (आपने { $played } चला था)। फिर कोशिश करें।
mistakes-right = सही! समीक्षा की चाल { $best } थी।
mistakes-shown = समीक्षा की चाल { $best } थी।
mistakes-comes-back = { $days ->
    [0] यह अभी बाकी है।
    [1] यह कल लौटेगी।
   *[other] यह { $days } दिन बाद लौटेगी।
}
mistakes-reading = आपके समीक्षा किए गए खेल पढ़े जा रहे हैं…
mistakes-none = अभी कोई गलती नहीं। किसी खेल की समीक्षा करें ("खेल की समीक्षा", चालें होने पर) और उसकी गलतियाँ और भारी भूलें अभ्यास के लिए यहाँ आएँगी।
mistakes-nothing-due = { $days ->
    [1] अभी कुछ बाकी नहीं: अगली गलती कल लौटेगी। फिर भी नीचे से कोई भी अभ्यास करें।
   *[other] अभी कुछ बाकी नहीं: अगली गलती { $days } दिन बाद लौटेगी। फिर भी नीचे से कोई भी अभ्यास करें।
}
mistakes-next = अगली गलती
mistakes-when = { $days ->
    [0] बाकी
    [1] कल
   *[other] { $days } दिन बाद
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = सफ़ेद
choice-color-black = काला
choice-variant-standard = मानक
choice-variant-chess960 = Chess960
choice-variant-position = किसी स्थिति से
choice-side-white = सफ़ेद
choice-side-black = काला
choice-side-random = कोई भी
choice-sounds-tones = धुनें
choice-sounds-wood = लकड़ी
choice-auto-queen-premove = पहले से चाल चलते समय
choice-auto-queen-always = हमेशा
choice-auto-queen-never = कभी नहीं
choice-blindfold-off = बंद
choice-blindfold-opponent = प्रतिद्वंद्वी के मोहरे छिपाएँ
choice-blindfold-own = मेरे मोहरे छिपाएँ
choice-blindfold-all = सभी मोहरे छिपाएँ
choice-board-wood = लकड़ी
choice-board-blue = नीला
choice-board-green = हरा
choice-board-slate = स्लेटी
choice-pieces-classic = क्लासिक
choice-pieces-modern = आधुनिक
choice-pieces-contrast = उच्च कंट्रास्ट
choice-pieces-letters = अक्षर
choice-page-system = सिस्टम के अनुसार (हल्का या गहरा)
choice-page-light = हल्का
choice-page-dark = गहरा
choice-coordinates-inside = बोर्ड के अंदर
choice-coordinates-outside = बोर्ड के चारों ओर
choice-coordinates-off = बंद
choice-language-browser = ब्राउज़र के अनुसार
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
choice-win-checkmate = शह और मात
choice-win-resignation = हार मानना
choice-win-time-forfeit = समय समाप्त
choice-win-recorded = जैसा दर्ज है
choice-draw-stalemate = गतिरोध
choice-draw-insufficient-material = अपर्याप्त मोहरे
choice-draw-threefold-repetition = तीन बार दोहराव
choice-draw-fivefold-repetition = पाँच बार दोहराव
choice-draw-fifty-move-rule = पचास चाल नियम
choice-draw-seventy-five-move-rule = पचहत्तर चाल नियम
choice-draw-agreement = सहमति
choice-draw-timeout-vs-insufficient-material = समय समाप्त, मात के लिए मोहरे नहीं
choice-draw-recorded = जैसा दर्ज है

## New game

level-label = स्तर { $level }, लगभग { $elo }
levels-measured = हर स्तर की ताक़त किसी तय रेटिंग पर खेलने के लिए सेट किए गए Stockfish से खेलों में मापी गई। स्तर 1 से 8 किसी भी डिवाइस पर एक जैसा खेलते हैं; स्तर 9 तेज़ डिवाइस पर ज़्यादा मज़बूत है।
new-game-opponent = प्रतिद्वंद्वी
new-game-computer = कंप्यूटर
new-game-friend = इसी डिवाइस पर दोस्त
new-game-colour = रंग
new-game-level = स्तर
new-game-variant = प्रकार
new-game-fen = स्थिति (FEN)
new-game-start = शुरू करें
time-bullet = बुलेट
time-blitz = ब्लिट्ज़
time-rapid = रैपिड
time-classical = क्लासिकल
new-game-quick-times = झटपट समय नियंत्रण
new-game-no-clock = बिना घड़ी
new-game-time = समय नियंत्रण
new-game-untimed = असीमित समय
new-game-custom = अपना
new-game-minutes = मिनट
new-game-increment-seconds = बढ़त (सेकंड)
new-game-increment = बढ़त

## Settings (the controls)

settings-sound = आवाज़
settings-sounds = ध्वनियाँ
settings-animate = चालों का एनिमेशन
settings-confirm-moves = चालों की पुष्टि (बोर्ड पर चली चाल "पुष्टि करें" का इंतज़ार करती है)
settings-figurines = चित्र-संकेतन (♘f3)
settings-board = बोर्ड
settings-pieces = मोहरे
settings-board-previews = बोर्ड थीम
settings-piece-previews = मोहरों के सेट
settings-page = पेज
settings-coordinates = निर्देशांक
settings-auto-queen = अपने आप वज़ीर बनाएँ
settings-blindfold = आँख पर पट्टी
settings-board-size-value = बोर्ड का आकार: { $size }%
settings-board-size = बोर्ड का आकार
settings-zen = ज़ेन मोड (केवल बोर्ड और घड़ियाँ; z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } चाल
   *[other] { $count } चालें
}
games-computer = कंप्यूटर (स्तर { $level })
games-no-opening = बिना नाम की ओपनिंग
games-reviewed = समीक्षित
games-this-game = यही खेल
games-open = खोलें
games-delete = हटाएँ
games-deleted = { $players } हटाया गया।
games-undo = वापस लें
games-search = खिलाड़ी या ओपनिंग से खोजें
games-download-all = सब डाउनलोड करें
games-loading = लोड हो रहा है…
games-none = अभी कोई खेल नहीं: आपका हर खेल यहाँ चाल-दर-चाल सहेजा जाता है।
games-none-found = खोज से कोई खेल मेल नहीं खाता।
games-show-more = और दिखाएँ ({ $hidden } और; खोज किसी को भी ढूँढ लेती है)
games-won = जीते
games-lost = हारे
games-drawn = ड्रॉ
games-other = अधूरे, या आपके नहीं
games-result = परिणाम
games-any-result = कोई भी परिणाम
games-your-colour = आपका रंग
games-any-colour = कोई भी रंग
games-had-white = आप सफ़ेद थे
games-had-black = आप काले थे
games-opening = ओपनिंग
games-any-opening = कोई भी ओपनिंग

## Keyboard shortcuts

shortcut-prev-next = पिछली और अगली चाल
shortcut-variations = शाखा पर पिछला और अगला वैरिएशन
shortcut-first-last = पहली और आख़िरी स्थिति
shortcut-flip = बोर्ड पलटें
shortcut-threat = ख़तरा दिखाएँ (अगर प्रतिद्वंद्वी की बारी होती तो उसकी सबसे अच्छी चाल)
shortcut-squares = बोर्ड के खानों के बीच जाएँ
shortcut-pick = मोहरा उठाएँ, फिर रखें
shortcut-escape = चुनाव या प्रमोशन छोड़ें
shortcut-right-click = खाने पर घेरा; दायाँ खींचें: तीर
shortcut-brushes = दाएँ क्लिक के साथ: लाल, नीला (दोनों: पीला)
shortcut-new-game = नया खेल
shortcut-zen = ज़ेन मोड: केवल बोर्ड और घड़ियाँ, या फिर से सब कुछ
shortcut-list = यह सूची
keys-home-end = Home End
keys-tab-arrows = Tab, फिर तीर कुंजियाँ
keys-enter-space = Enter या स्पेस
keys-escape = Esc
keys-right-click = दायाँ क्लिक
keys-shift-alt = Shift, Alt

## Import and export

records-title = आयात और निर्यात
records-copied-fen = FEN कॉपी हुआ
records-copied-link = लिंक कॉपी हुआ
records-copied-pgn = PGN कॉपी हुआ
records-copy-failed-fen = FEN क्लिपबोर्ड पर कॉपी नहीं हो सका; इसे चुनकर ख़ुद कॉपी करें
records-copy-failed-link = लिंक क्लिपबोर्ड पर कॉपी नहीं हो सका; इसे चुनकर ख़ुद कॉपी करें
records-copy-failed-pgn = PGN क्लिपबोर्ड पर कॉपी नहीं हो सका; इसे चुनकर ख़ुद कॉपी करें
records-text = लोड करने के लिए FEN या PGN
records-placeholder = FEN या PGN चिपकाएँ (एक खेल या कई)
records-load = लोड करें
records-load-analyse = लोड करें और विश्लेषण करें
records-load-computer = लोड करें और कंप्यूटर से खेलें
records-add-all = सब मेरे खेलों में जोड़ें
records-downloaded = PGN डाउनलोड हुआ
records-download-failed = PGN डाउनलोड नहीं हो सका
records-copy-fen = FEN कॉपी करें
records-copy-link = लिंक कॉपी करें
records-copy-pgn = PGN कॉपी करें
records-download = PGN डाउनलोड करें

## The board

piece-white-pawn = सफ़ेद प्यादा
piece-white-knight = सफ़ेद घोड़ा
piece-white-bishop = सफ़ेद ऊँट
piece-white-rook = सफ़ेद हाथी
piece-white-queen = सफ़ेद वज़ीर
piece-white-king = सफ़ेद राजा
piece-black-pawn = काला प्यादा
piece-black-knight = काला घोड़ा
piece-black-bishop = काला ऊँट
piece-black-rook = काला हाथी
piece-black-queen = काला वज़ीर
piece-black-king = काला राजा
square-empty = ख़ाली
board-label = शतरंज बोर्ड
promote-to = { $piece } में प्रमोट करें
promote-choose = प्रमोशन के लिए मोहरा चुनें

## The board editor

editor-pieces = मोहरे
editor-hand-title = मोहरे हिलाएँ
editor-hand = हिलाएँ
editor-delete-title = मोहरे हटाएँ
editor-delete = हटाएँ
editor-start-position = शुरुआती स्थिति
editor-clear = ख़ाली करें
editor-flip = पलटें
editor-castling-right = { $side } { $castling }
editor-turn = किसकी चाल
editor-white-to-play = सफ़ेद की चाल
editor-black-to-play = काले की चाल
editor-castling = कैसलिंग
editor-en-passant = आं पासां
editor-none = कोई नहीं
editor-chess960 = Chess960 स्थिति
editor-fen = FEN
editor-play-computer = यहाँ से कंप्यूटर से खेलें
editor-play-friend = यहाँ से दोस्त से खेलें

## What is said and the notices of play

said-new-game = नया खेल।
said-game-restored = खेल बहाल हुआ।
said-game-loaded = खेल लोड हुआ।
said-played = { $color ->
    [white] सफ़ेद ने { $move } चला।
   *[black] काले ने { $move } चला।
}
said-taken-back = चाल वापस ली गई।
notice-clocks-paused = पेज बंद रहने के दौरान घड़ियाँ रुकी रहीं; अब वे फिर चल रही हैं।
notice-over-keeps-result = खेल समाप्त है और उसका परिणाम बना रहता है: दूसरी चालें आज़माने के लिए विश्लेषण करें
notice-nothing-to-take-back = वापस लेने को कोई चाल नहीं है

## Notices

notice-draw-accepted = कंप्यूटर ड्रॉ स्वीकार करता है।
notice-draw-declined = कंप्यूटर ड्रॉ अस्वीकार करता है और खेलता रहता है।
notice-engine-restarted = इंजन ने जवाब देना बंद कर दिया था, इसलिए उसे फिर शुरू किया गया; वह फिर सोच रहा है।
notice-held-elsewhere = आपका खेल दूसरे टैब में खुला है, इसलिए यह टैब नया खेल शुरू करता है; दोनों "खेल" में रखे रहते हैं।
notice-link-invalid = लिंक में दी गई स्थिति सही नहीं है: { $error }
records-loaded-but = खेल लोड हुआ, लेकिन { $warning }।
records-empty = पहले FEN या PGN चिपकाएँ
records-fen-invalid = यह FEN सही नहीं है: { $error }
records-pgn-invalid = यह PGN पढ़ा नहीं जा सका: { $error }
records-many-games = इस PGN में { $count } खेल हैं: पहला खुला है, और सभी "खेल" में रखे गए हैं।

## Notices at start

notice-shared-position = साझा की गई स्थिति खुली है। आपका पिछला खेल "खेल" में रखा है।

## Dates and other notices

month-1 = जन॰
month-2 = फ़र॰
month-3 = मार्च
month-4 = अप्रैल
month-5 = मई
month-6 = जून
month-7 = जुल॰
month-8 = अग॰
month-9 = सित॰
month-10 = अक्तू॰
month-11 = नव॰
month-12 = दिस॰
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = अज्ञात तारीख़
new-game-fen-missing = शुरुआती स्थिति FEN के रूप में दें।
new-game-fen-invalid = उस स्थिति से खेला नहीं जा सकता: { $error }।
new-game-fen-over = उस स्थिति में खेल पहले ही समाप्त है।
puzzles-not-kept = पहेली { $id } यहाँ रखी { $count } पहेलियों में नहीं है; यह रही दूसरी।
mistakes-engine-unavailable = यहाँ केवल समीक्षा की चाल गिनी जाती है: इंजन दूसरी चालें नहीं जाँच सकता ({ $reason })।

## Speech and the library

speech-castles-kingside = राजा की ओर कैसलिंग
speech-castles-queenside = वज़ीर की ओर कैसलिंग
speech-passes = चाल छोड़ता है
speech-takes = मारता है
speech-promotes = { $piece } बनता है
library-delete-failed = खेल हटाया नहीं जा सका: { $error }
library-open-failed = यह खेल खोला नहीं जा सका: { $error }
library-gone = यह खेल अब लाइब्रेरी में नहीं है
library-download-failed = खेल डाउनलोड नहीं हो सके
library-add-unavailable = इस ब्राउज़र में खेलों की सूची उपलब्ध नहीं है, इसलिए खेल जोड़े नहीं जा सके
library-storage-refused = ब्राउज़र के स्टोरेज ने खेल लेने से मना कर दिया: शायद वह भरा हुआ है
library-added = आपके खेलों में { $added } खेल जोड़े गए।
library-added-some-failed = आपके खेलों में { $added } खेल जोड़े गए ({ $failed } पढ़े नहीं जा सके और छोड़ दिए गए)।

## Storage, crashes and the engine

storage-unavailable = यह ब्राउज़र पेज को डेटा रखने नहीं देता (निजी मोड या स्टोरेज बंद): आपका खेल चलता रहेगा, पर आपके जाने के बाद रखा नहीं जाएगा।
storage-full = ब्राउज़र का स्टोरेज भरा हुआ है: आपका खेल चलता रहेगा, पर उसकी ताज़ा चालें रखी नहीं जा रहीं। जगह बनाने के लिए "खेल" की सूची से पुराने खेल हटाएँ।
storage-kept-aside = इसे इस ब्राउज़र के स्टोरेज में "{ $key }" नाम से रखा गया।
storage-left = इसे जहाँ था वहीं "{ $key }" नाम से छोड़ा गया।
storage-unrestorable = आपका सहेजा खेल बहाल नहीं हो सका: { $error }। नया खेल शुरू किया गया।
crash-label = कुछ गड़बड़ हो गई
crash-title = कुछ गड़बड़ हो गई: पेज फिर से लोड करें। आपका खेल आख़िरी क्रिया से पहले जैसा रखा है।
engine-unavailable = इस ब्राउज़र में इंजन शुरू नहीं हो सका: दोस्त से खेलें, या कोई और ब्राउज़र आज़माएँ।
library-unavailable = इस ब्राउज़र में खेलों की सूची उपलब्ध नहीं है ({ $reason })
library-updated-elsewhere = ऐप दूसरे टैब में अपडेट हुआ: अपने खेल इस्तेमाल करते रहने के लिए यह टैब फिर से लोड करें।

## Crash

crash-reload = फिर से लोड करें

## Saved games that cannot be read

saved-damaged = सहेजा गया डेटा ख़राब है ({ $error })
saved-newer = इसे ऐप के नए संस्करण ने सहेजा था (फ़ॉर्मैट { $format }, यह संस्करण { $known } तक पढ़ता है)
saved-start = इसकी शुरुआती स्थिति ग़लत है: { $error }
saved-move = इसकी चाल { $index } ({ $move }) नियम के अनुसार नहीं है
saved-pgn = इसकी चालें पढ़ी नहीं जा सकतीं: { $error }
saved-field = इसके '{ $field }' फ़ील्ड में ऐसा मान है जिसे यह ऐप नहीं जानता

## Why a move is not legal

placed-piece = { $square } पर { $piece }
castling-kingside = राजा की ओर
castling-queenside = वज़ीर की ओर
illegal-empty-square = { $square } पर कोई मोहरा नहीं है
illegal-not-your-turn = { $color ->
    [white] अभी सफ़ेद की चाल है
   *[black] अभी काले की चाल है
}
illegal-no-movement = चाल में मोहरे को दूसरे खाने पर जाना चाहिए
illegal-own-piece = कोई मोहरा अपने ही रंग के मोहरे वाले खाने पर नहीं जा सकता: { $piece } आपका है
illegal-shape-pawn = प्यादा सीधा एक खाना आगे चलता है (शुरुआती खाने से दो) और तिरछा एक खाना आगे मारता है
illegal-shape-knight = घोड़ा L आकार में चलता है: एक दिशा में दो खाने, फिर बगल में एक खाना
illegal-shape-bishop = ऊँट केवल तिरछा चलता है
illegal-shape-rook = हाथी केवल पंक्तियों और स्तंभों में चलता है
illegal-shape-queen = वज़ीर पंक्तियों, स्तंभों और तिरछे चलता है
illegal-shape-king = राजा किसी भी दिशा में एक खाना चलता है (दो केवल कैसलिंग में)
illegal-blocked = यह मोहरा ({ $mover }) { $piece } के ऊपर से नहीं कूद सकता: केवल घोड़ा कूदता है
illegal-pawn-backward = प्यादा कभी पीछे नहीं चलता
illegal-pawn-straight-capture = प्यादा केवल तिरछा मारता है
illegal-pawn-diagonal = प्यादा तिरछा तभी चलता है जब वह मारता है
illegal-en-passant-late = आं पासां केवल प्यादे के दो खाने चलने के ठीक बाद वाली चाल में हो सकता है
illegal-double-step = प्यादा दो खाने केवल अपने शुरुआती खाने से चल सकता है
illegal-promotion-required = आख़िरी पंक्ति पर पहुँचे प्यादे का प्रमोशन ज़रूरी है: वज़ीर, हाथी, ऊँट या घोड़ा चुनें
illegal-promotion-not-allowed = केवल आख़िरी पंक्ति पर पहुँचे प्यादे का प्रमोशन होता है
illegal-promotion-piece = प्यादा केवल वज़ीर, हाथी, ऊँट या घोड़ा बन सकता है, { $piece } नहीं
illegal-castling-king-moved = { $side } कैसलिंग अब नहीं हो सकती: राजा चल चुका है
illegal-castling-rook-moved = { $side } कैसलिंग अब नहीं हो सकती: वह हाथी चल चुका है
illegal-castling-rook-captured = { $side } कैसलिंग अब नहीं हो सकती: वह हाथी मारा जा चुका है
illegal-castling-lost = { $side } कैसलिंग अब नहीं हो सकती: राजा या वह हाथी पहले ही चल चुका है
illegal-castling-blocked = राजा और हाथी के बीच मोहरा होने पर कैसलिंग नहीं हो सकती: { $piece }
illegal-castling-destination = जहाँ राजा या हाथी पहुँचेगा वहाँ मोहरा होने पर कैसलिंग नहीं हो सकती: { $piece }
illegal-castling-in-check = राजा पर शह होने पर कैसलिंग नहीं हो सकती (शह: { $piece })
illegal-castling-through = राजा { $square } से गुज़रेगा, जिस पर { $piece } का हमला है
illegal-castling-into = राजा { $square } पर पहुँचेगा, जिस पर { $piece } का हमला है
illegal-king-into-check = आपके राजा पर शह होगी (शह: { $piece })
illegal-kings-adjacent = दोनों राजा कभी एक-दूसरे के बगल में नहीं हो सकते
illegal-still-in-check = उस चाल के बाद भी आपके राजा पर शह रहेगी (शह: { $piece })
illegal-en-passant-exposes = आं पासां से दोनों प्यादे उस रेखा से हट जाएँगे और आपका राजा खुल जाएगा (हमला: { $piece })
illegal-pinned = { $pinned } पिन है: उसे चलाने से आपका राजा खुल जाएगा (हमला: { $piece })
typed-not-san = '{ $move }' बीजगणितीय संकेतन में चाल नहीं है
typed-illegal = { $move } इस स्थिति में नियम के अनुसार चाल नहीं है
typed-ambiguous = { $move } एक से ज़्यादा चाल हो सकती है; मोहरा जिस स्तंभ या पंक्ति से आता है वह जोड़ें
typed-not-uci = '{ $move }' UCI चाल नहीं है (दो खाने और वैकल्पिक प्रमोशन अक्षर, जैसे e7e8q)

## Training kept in the browser

library-upgrade-blocked = खेलों की सूची अपडेट हो रही है: पूरा करने के लिए ऐप के दूसरे टैब (अपडेट से पहले खुले) बंद करें।
puzzles-progress-unreadable = आपकी पहेली रेटिंग और इतिहास पढ़े नहीं जा सके, इसलिए वे नए सिरे से शुरू होते हैं (न पढ़ी जा सकी प्रति अलग रखी है)।
mistakes-unreadable = आपकी गलतियों के अभ्यास का कार्यक्रम पढ़ा नहीं जा सका, इसलिए यह आपके समीक्षित खेलों से नए सिरे से शुरू होता है।
puzzles-not-saved = आपकी पहेली प्रगति रखी नहीं जा सकी (ब्राउज़र का स्टोरेज भरा है या उसने मना किया): यह पेज बंद होने तक इसी पर रहती है।

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN ख़ाली है
fen-field-count = FEN में स्पेस से अलग 6 फ़ील्ड होते हैं (बोर्ड, किसकी चाल, कैसलिंग, आं पासां, आधी-चाल गिनती, चाल संख्या), कम से कम पहले 4; इसमें { $count } हैं
fen-rank-count = बोर्ड फ़ील्ड में '/' से अलग 8 पंक्तियाँ चाहिए; इसमें { $count } हैं
fen-rank-length = बोर्ड फ़ील्ड की पंक्ति { $rank } 8 की जगह { $count } खाने बताती है
fen-piece-letter = पंक्ति { $rank } पर '{ $letter }' मोहरे का अक्षर नहीं है (सफ़ेद के लिए KQRBNP, काले के लिए kqrbnp, ख़ाली खानों के लिए 1-8)
fen-side-to-move = चाल किसकी है यह 'w' या 'b' होना चाहिए, '{ $text }' नहीं
fen-castling = कैसलिंग फ़ील्ड '-' या 'KQkq' के अक्षर (या हाथियों के स्तंभ, जैसे 'HAha') होना चाहिए, हर एक अधिकतम एक बार, '{ $text }' नहीं
fen-en-passant = आं पासां फ़ील्ड '-' या e3 जैसा खाना होना चाहिए, '{ $text }' नहीं
fen-halfmove-clock = आधी-चाल गिनती 0 या उससे बड़ी पूर्ण संख्या होनी चाहिए, '{ $text }' नहीं
fen-move-number = चाल संख्या 1 या उससे बड़ी पूर्ण संख्या होनी चाहिए, '{ $text }' नहीं
fen-impossible = असंभव स्थिति: { $reason }
position-no-king = { $color ->
    [white] सफ़ेद के पास राजा नहीं है
   *[black] काले के पास राजा नहीं है
}
position-kings = { $color ->
    [white] सफ़ेद के पास एक से ज़्यादा राजा हैं
   *[black] काले के पास एक से ज़्यादा राजा हैं
}
position-pawn-back-rank = { $square } पर प्यादा है, पर प्यादे कभी पहली या आख़िरी पंक्ति पर नहीं होते
position-pawns = { $color ->
    [white] सफ़ेद के पास 8 से ज़्यादा प्यादे हैं
   *[black] काले के पास 8 से ज़्यादा प्यादे हैं
}
position-pieces = { $color ->
    [white] सफ़ेद के पास 16 से ज़्यादा मोहरे हैं
   *[black] काले के पास 16 से ज़्यादा मोहरे हैं
}
position-castling-pieces = { $color ->
    [white] सफ़ेद
   *[black] काले
} को { $castling } कैसलिंग का अधिकार नहीं हो सकता: उसके लिए राजा { $king } पर और हाथी { $rook } पर होना चाहिए
position-960-castling-h = { $color ->
    [white] सफ़ेद
   *[black] काले
} को { $castling } कैसलिंग का अधिकार नहीं हो सकता: उसके लिए राजा पंक्ति { $rank } पर और उसकी h-स्तंभ वाली ओर हाथी होना चाहिए
position-960-castling-a = { $color ->
    [white] सफ़ेद
   *[black] काले
} को { $castling } कैसलिंग का अधिकार नहीं हो सकता: उसके लिए राजा पंक्ति { $rank } पर और उसकी a-स्तंभ वाली ओर हाथी होना चाहिए
position-en-passant = { $square } आं पासां का खाना नहीं हो सकता: कोई प्यादा अभी-अभी उसके पार दो खाने नहीं चल सकता था
position-opponent-in-check = { $color ->
    [white] सफ़ेद पर शह है पर चाल सफ़ेद की नहीं है, ऐसा नहीं हो सकता
   *[black] काले पर शह है पर चाल काले की नहीं है, ऐसा नहीं हो सकता
}
position-checkers = राजा पर एक साथ { $count } मोहरों से शह है, जो कोई चाल नहीं कर सकती

## The editor's FEN

editor-fen-unreadable = वह FEN पढ़ा नहीं जा सकता: { $error }।

## Why a PGN cannot be read

pgn-where = पंक्ति { $line }, स्तंभ { $column }: { $what }
pgn-empty = यहाँ कोई खेल नहीं है
pgn-bad-tag = टैग [Name "value"] जैसा होना चाहिए
pgn-open-comment = यह { $open } टिप्पणी कभी { $close } से बंद नहीं होती
pgn-open-variation = यह ( वैरिएशन कभी ) से बंद नहीं होता
pgn-stray-parenthesis = यह ) किसी वैरिएशन को बंद नहीं करता
pgn-variation-first = ( वैरिएशन उस चाल के बाद आना चाहिए जिसकी जगह वह लेता है
pgn-bad-fen = FEN टैग ग़लत है: { $error }
pgn-variant = प्रकार '{ $variant }' समर्थित नहीं है (केवल मानक शतरंज और Chess960)
pgn-move = चाल
pgn-null-move = चाल { $move } एक ख़ाली चाल (--) है, जो शतरंज की चाल नहीं है: वह और उसकी लाइन में उसके बाद की चालें छोड़ दी गईं
pgn-no-draw-to-claim = ड्रॉ का दावा केवल तीन बार दोहराव या बिना किसी मोहरे को मारे या प्यादा चलाए पचास चालों के बाद हो सकता है
