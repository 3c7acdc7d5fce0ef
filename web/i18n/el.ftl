# Τα κείμενα της εφαρμογής στα ελληνικά (τα ίδια κλειδιά με το en.ftl). Τα λευκά και τα μαύρα
# κλίνονται με το άρθρο τους, γι' αυτό οι προτάσεις διαλέγουν τη μορφή τους με το $color ("white"
# ή "black"). Ένα κομμάτι σε τετράγωνο ("ο ίππος στο d2") μπαίνει μόνο σε ονομαστική.

## The menu

title = Σκάκι
menu-new-game = Νέα παρτίδα
menu-new-short = Νέα
menu-games = Παρτίδες
menu-puzzles = Γρίφοι
menu-editor = Επεξεργαστής σκακιέρας
menu-editor-short = Επεξεργαστής
menu-import = Εισαγωγή
menu-import-short = Εισαγωγή
menu-export = Εξαγωγή
menu-export-short = Εξαγωγή
menu-settings = Ρυθμίσεις
menu-settings-short = Ρυθμίσεις
menu-shortcuts = Συντομεύσεις πληκτρολογίου
menu-label = Μενού
title-start = Έναρξη: παίξτε με τον υπολογιστή, με έναν φίλο, γρίφοι…
zen-leave = Έξοδος από τη λειτουργία zen

## The start choices

start-region = Έναρξη
start-heading = Παίξτε σκάκι
start-continue = Συνέχεια
start-computer = Παίξτε με τον υπολογιστή
start-level = Επίπεδο { $level }
start-elo = περίπου { $elo } Elo
start-levels = Επίπεδο
start-friend = Παίξτε με έναν φίλο
start-puzzles = Γρίφοι
start-analysis = Σκακιέρα ανάλυσης
start-editor = Επεξεργαστής σκακιέρας
start-more = Περισσότερες επιλογές (χρώμα, χρόνος, Chess960)…
start-kept = Μια νέα παρτίδα κρατά την τρέχουσα στις Παρτίδες.

## Settings

settings-language = Γλώσσα
cancel = Άκυρο

## Banners

banner-update = Μια νέα έκδοση της εφαρμογής είναι έτοιμη.
banner-update-reload = Υπάρχει ενημέρωση: επαναφόρτωση
banner-changed-elsewhere = Αυτή η παρτίδα άλλαξε σε άλλη καρτέλα· οι κινήσεις αυτής της καρτέλας δεν κρατούνται.
banner-load-latest = Φόρτωση της πιο πρόσφατης
banner-keep-ours = Κράτηση της έκδοσης αυτής της καρτέλας
banner-adding-games = Προσθήκη παρτίδων: { $done } από { $total }
banner-importing = Εισαγωγή παρτίδων

## The board's column and the players

board-region = Σκακιέρα
strip-computer = Υπολογιστής · { $level }
strip-you = Εσείς
strip-white-player = Παίκτης λευκών
strip-black-player = Παίκτης μαύρων
color-white = Λευκά
color-black = Μαύρα

## The panel

opening-chess960 = Chess960 · θέση { $number }
engine-opponent = Υπολογιστής: { $level }
discard-question = { $later ->
    [one] Να παιχτεί εδώ το { $move }; Η επόμενη κίνηση θα αναιρεθεί.
   *[other] Να παιχτεί εδώ το { $move }; Οι { $later } επόμενες κινήσεις θα αναιρεθούν.
}
discard-confirm = Παίξτε και απορρίψτε τις επόμενες
confirm-move-question = Να παιχτεί το { $move };
confirm-move = Επιβεβαίωση
game-over = Τέλος παρτίδας
game-end-review = Ανασκόπηση παρτίδας
game-end-analyse = Ανάλυση
game-end-rematch = Ρεβάνς
tree-this-move = Αυτή η κίνηση
tree-promote = Προώθηση παραλλαγής
tree-main-line = Κύρια γραμμή
tree-delete = Διαγραφή από εδώ
tree-delete-title = Διαγραφή αυτής της κίνησης και όσων ακολουθούν
tree-comment = Σχόλιο σε αυτή την κίνηση
tree-deleted = Διαγράφηκε η { $move } και οι κινήσεις μετά από αυτήν.
tree-record-kept = Μια τελειωμένη παρτίδα κρατά τις κινήσεις της: άλλαξε τις παραλλαγές της ή διάλεξε Ανάλυση για να αλλάξεις την ίδια την παρτίδα.

## How games end

outcome-win-checkmate = { $color ->
    [white] Τα λευκά κερδίζουν με ματ
   *[black] Τα μαύρα κερδίζουν με ματ
}
outcome-win-resignation = { $color ->
    [white] Τα λευκά κερδίζουν με εγκατάλειψη
   *[black] Τα μαύρα κερδίζουν με εγκατάλειψη
}
outcome-win-time = { $color ->
    [white] Τα λευκά κερδίζουν στον χρόνο
   *[black] Τα μαύρα κερδίζουν στον χρόνο
}
outcome-win = { $color ->
    [white] Τα λευκά κερδίζουν
   *[black] Τα μαύρα κερδίζουν
}
outcome-draw-stalemate = Ισοπαλία με πατ
outcome-draw-material = Ισοπαλία λόγω ανεπαρκούς υλικού
outcome-draw-threefold = Ισοπαλία με τριπλή επανάληψη
outcome-draw-fivefold = Ισοπαλία με πενταπλή επανάληψη
outcome-draw-fifty = Ισοπαλία με τον κανόνα των 50 κινήσεων
outcome-draw-seventy-five = Ισοπαλία με τον κανόνα των 75 κινήσεων
outcome-draw-agreement = Ισοπαλία με συμφωνία
outcome-draw-timeout = Ισοπαλία στον χρόνο: όποιος είχε χρόνο δεν θα μπορούσε να κάνει ματ
outcome-draw = Ισοπαλία
reason-checkmate = ματ
reason-resignation = εγκατάλειψη
reason-time = λήξη χρόνου
reason-recorded = όπως καταγράφηκε
reason-stalemate = πατ
reason-material = ανεπαρκές υλικό
reason-threefold = τριπλή επανάληψη
reason-fivefold = πενταπλή επανάληψη
reason-fifty = κανόνας των 50 κινήσεων
reason-seventy-five = κανόνας των 75 κινήσεων
reason-agreement = συμφωνία
reason-timeout = λήξη χρόνου έναντι ανεπαρκούς υλικού

## The status line and what is said

status-to-move = { $color ->
    [white] Παίζουν τα λευκά
   *[black] Παίζουν τα μαύρα
}
status-to-move-check = { $color ->
    [white] Παίζουν τα λευκά — σαχ
   *[black] Παίζουν τα μαύρα — σαχ
}
status-analysis = Ανάλυση
status-viewing-earlier = Βλέπετε προηγούμενη θέση: → ή End για επιστροφή
speech-to-move = { $color ->
    [white] Παίζουν τα λευκά.
   *[black] Παίζουν τα μαύρα.
}
speech-to-move-check = { $color ->
    [white] Παίζουν τα λευκά. Σαχ.
   *[black] Παίζουν τα μαύρα. Σαχ.
}
notice-game-over = Η παρτίδα έχει τελειώσει: { $outcome }
notice-not-your-turn = Δεν είναι η σειρά σας

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = Διεκδίκηση ισοπαλίας λόγω: { $reason }
toolbar-claim = Διεκδίκηση ισοπαλίας
toolbar-offer-draw = Πρόταση ισοπαλίας
toolbar-offer-draw-title = Πρόταση ισοπαλίας στον υπολογιστή
toolbar-draw = Ισοπαλία
toolbar-draw-title = Και οι δύο παίκτες συμφωνούν σε ισοπαλία
toolbar-label = Χειρισμοί παρτίδας
toolbar-navigation = Πλοήγηση στις κινήσεις
toolbar-first = Πρώτη θέση
toolbar-previous = Προηγούμενη κίνηση
toolbar-next = Επόμενη κίνηση
toolbar-last = Τελευταία θέση
toolbar-flip = Αναστροφή σκακιέρας
toolbar-undo = Αναίρεση
toolbar-undo-title = Πάρτε πίσω την τελευταία κίνηση
toolbar-resign = Εγκατάλειψη

## Chess words

role-pawn = πιόνι
role-knight = ίππος
role-bishop = αξιωματικός
role-rook = πύργος
role-queen = βασίλισσα
role-king = βασιλιάς
strip-clock = { $color ->
    [white] Ρολόι λευκών
   *[black] Ρολόι μαύρων
}
strip-no-material = Δεν έχει πάρει κομμάτια
strip-has-taken = Έχει πάρει: { $pieces }
strip-ahead = { $taken }· προβάδισμα { $lead }

## The engine and analysis

analysis-depth = βάθος { $depth }
analysis-waiting = Ανάλυση…
analysis-checkmate = Ματ: η παρτίδα τελείωσε.
analysis-stalemate = Πατ: η παρτίδα τελείωσε.
analysis-lines = Γραμμές ανάλυσης
analysis-lines-count = { $n ->
    [one] { $n } γραμμή
   *[other] { $n } γραμμές
}
engine-thinking = Ο υπολογιστής σκέφτεται…
engine-hint-pending = Αναζήτηση υπόδειξης…
engine-region = Μηχανή
engine-move-now = Παίξε τώρα
engine-hint = Υπόδειξη
engine-analysis = Ανάλυση
threat-show-title = Εμφάνιση της απειλής
threat-show = Απειλή
threat-label = { $color ->
    [white] Απειλή: οι καλύτερες κινήσεις αν έπαιζαν τα λευκά
   *[black] Απειλή: οι καλύτερες κινήσεις αν έπαιζαν τα μαύρα
}
threat-in-check = Δεν εμφανίζεται απειλή όσο υπάρχει σαχ.

## Confirmations

close = Κλείσιμο
games-unavailable = Οι παρτίδες σας δεν μπορούν να κρατηθούν σε αυτό το πρόγραμμα περιήγησης: { $reason }
confirm-resign-title = Εγκατάλειψη;
confirm-resign-message = Η παρτίδα τελειώνει και κερδίζει ο αντίπαλός σας.
confirm-resign-button = Εγκατάλειψη
confirm-agree-draw-title = Συμφωνία σε ισοπαλία;
confirm-agree-draw-message = Και οι δύο παίκτες συμφωνούν: η παρτίδα λήγει ισόπαλη.
confirm-agree-draw-button = Συμφωνία σε ισοπαλία
confirm-new-game-title = Να αφήσετε αυτή την παρτίδα;
confirm-new-game-message = Μένει στις Παρτίδες σας, ημιτελής· μπορείτε να την ανοίξετε ξανά από εκεί.
confirm-new-game-button = Αποχώρηση και νέα παρτίδα
confirm-leave-for-editor-title = Να αφήσετε την παρτίδα για τον επεξεργαστή σκακιέρας;
confirm-leave-for-editor-message = Η παρτίδα συνεχίζεται όσο επεξεργάζεστε (και το ρολόι της), και μένει στις Παρτίδες σας.
confirm-leave-for-editor-button = Άνοιγμα του επεξεργαστή
confirm-leave-for-puzzles-title = Να αφήσετε την παρτίδα για τους γρίφους;
confirm-leave-for-puzzles-message = Η παρτίδα συνεχίζεται όσο λύνετε (και το ρολόι της), και μένει στις Παρτίδες σας.
confirm-leave-for-puzzles-button = Άνοιγμα των γρίφων

## The moves

judgement-inaccuracy = Ανακρίβεια
judgement-mistake = Λάθος
judgement-blunder = Σοβαρό λάθος
moves-clock-after = Ρολόι μετά την κίνηση
moves-earlier = { $count ->
    [one] { $count } προηγούμενη κίνηση
   *[other] { $count } προηγούμενες κινήσεις
}
moves-later = { $count ->
    [one] { $count } επόμενη κίνηση
   *[other] { $count } επόμενες κινήσεις
}
moves-label = Κινήσεις
moves-none = Καμία κίνηση ακόμη
move-input-label = Γράψτε μια κίνηση (SAN ή UCI)
move-input-placeholder = Γράψτε μια κίνηση: Nf3 ή g1f3
move-input-play = Παίξτε
dismiss = Απόρριψη
eval-label = Αξιολόγηση
eval-graph-label = Γράφημα αξιολόγησης: οι πιθανότητες νίκης των λευκών μετά από κάθε κίνηση

## Learn from your mistakes

learn-title = Μάθετε από τα λάθη σας
learn-view-solution = Δείτε τη λύση
learn-skip = Παράλειψη αυτής της κίνησης
learn-done = Τέλος: βρήκατε { $found } από { $total }.
learn-again = Ξανά
learn-finding = { $judgement ->
    [inaccuracy] Το { $move } ήταν ανακρίβεια. { $color ->
        [white] Βρείτε καλύτερη κίνηση για τα λευκά.
       *[black] Βρείτε καλύτερη κίνηση για τα μαύρα.
    }
    [mistake] Το { $move } ήταν λάθος. { $color ->
        [white] Βρείτε καλύτερη κίνηση για τα λευκά.
       *[black] Βρείτε καλύτερη κίνηση για τα μαύρα.
    }
   *[blunder] Το { $move } ήταν σοβαρό λάθος. { $color ->
        [white] Βρείτε καλύτερη κίνηση για τα λευκά.
       *[black] Βρείτε καλύτερη κίνηση για τα μαύρα.
    }
}
learn-judging = Αξιολόγηση της κίνησής σας…
learn-wrong = { $move }: μπορείτε καλύτερα. Δοκιμάστε άλλη κίνηση.
learn-right = { $move }: καλή κίνηση! Η γραμμή της μηχανής: { $line }
learn-next = Επόμενο
learn-solution = Λύση: { $line }
learn-count = { $number } από { $total }
learn-leave = Έξοδος

## The review

verdict-engine-move = { $move }: η κίνηση της μηχανής.
verdict-good-move = { $move }: καλή κίνηση.
verdict-judged = { $move }: { $judgement }.
verdict-best = Καλύτερη ήταν η
verdict-eval = Αξιολόγηση { $before } → { $after }
review-progress = Ανασκόπηση: { $done } από { $total } θέσεις
review-second-look = Δεύτερη, βαθύτερη ματιά στις ακριβές κινήσεις: { $done } από { $total } θέσεις
review-third-look = Τρίτη, ακόμη βαθύτερη ματιά στις οριακές κινήσεις: { $done } από { $total } θέσεις
review-progress-label = Πρόοδος ανασκόπησης
review-accuracy = Ακρίβεια
review-average-loss = Μέση απώλεια
review-inaccuracies = Ανακρίβειες
review-mistakes = Λάθη
review-blunders = Σοβαρά λάθη
review-label = Ανασκόπηση παρτίδας

## Puzzles

theme-mate-in-1 = Ματ σε 1
theme-mate-in-2 = Ματ σε 2
theme-mate-in-3 = Ματ σε 3
theme-fork = Πιρούνι
theme-pin = Κάρφωμα
theme-skewer = Σούβλα
theme-discovered-attack = Αποκαλυπτόμενη επίθεση
theme-hanging-piece = Αφύλακτο κομμάτι
theme-sacrifice = Θυσία
theme-back-rank-mate = Ματ στην τελευταία γραμμή
theme-opening = Άνοιγμα
theme-middlegame = Μέσο παιχνίδι
theme-endgame = Φινάλε
theme-long = Μεγάλοι γρίφοι
puzzles-mistakes-due = Τα λάθη σας ({ $due })
puzzles-mistakes = Τα λάθη σας
puzzles-tab-puzzles = Γρίφοι
puzzles-rating = Η βαθμολογία σας στους γρίφους:
puzzles-score = Σερί { $streak } · λύθηκαν { $solved } από { $played }
puzzles-theme = Θέμα
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = Οποιοδήποτε θέμα ({ $count })
puzzles-loading = Φόρτωση γρίφων…
puzzles-unavailable = Οι γρίφοι δεν φορτώθηκαν: ανοίξτε τη σελίδα μία φορά με σύνδεση για να κρατηθούν.
puzzles-none-of-theme = Δεν υπάρχει εδώ γρίφος αυτού του θέματος: διαλέξτε άλλο.
puzzles-about = Γρίφος { $id } · βαθμολογία { $rating }
puzzles-opponent-played = Ο αντίπαλός σας έπαιξε { $move }.
puzzles-opponent-moves = Ο αντίπαλός σας παίζει…
puzzles-your-turn = { $color ->
    [white] Σειρά σας: βρείτε την καλύτερη κίνηση για τα λευκά.
   *[black] Σειρά σας: βρείτε την καλύτερη κίνηση για τα μαύρα.
}
puzzles-best-move = Καλύτερη κίνηση!
puzzles-keep-going = Συνεχίστε…
puzzles-wrong = Δεν είναι αυτή η κίνηση! Δοκιμάστε κάτι άλλο.
puzzles-checking = Έλεγχος της κίνησής σας…
puzzles-solved = Ο γρίφος λύθηκε! Μπράβο.
puzzles-complete = Ο γρίφος ολοκληρώθηκε (δεν μετρά ως λυμένος).
puzzles-view-solution = Δείτε τη λύση
puzzles-retry = Ξανά
puzzles-next = Επόμενος γρίφος
puzzles-back = Πίσω στην παρτίδα

## Your mistakes

mistakes-count = { $due } για τώρα · { $all } συνολικά
mistakes-your-turn = Ο αντίπαλός σας έπαιξε { $opponent }. Σε αυτή την παρτίδα εσείς παίξατε μετά { $played }. { $color ->
    [white] Βρείτε καλύτερη κίνηση για τα λευκά.
   *[black] Βρείτε καλύτερη κίνηση για τα μαύρα.
}
mistakes-right-going = Σωστά! Συνεχίστε…
mistakes-wrong = Όχι αρκετά καλή: η ανασκόπηση κράτησε καλύτερη από αυτήν (παίξατε { $played }). Δοκιμάστε ξανά.
mistakes-right = Σωστά! Η κίνηση της ανασκόπησης ήταν { $best }.
mistakes-shown = Η κίνηση της ανασκόπησης ήταν { $best }.
mistakes-comes-back = { $days ->
    [0] Παραμένει για εξάσκηση.
    [one] Επιστρέφει αύριο.
   *[other] Επιστρέφει σε { $days } ημέρες.
}
mistakes-reading = Διαβάζονται οι παρτίδες σας με ανασκόπηση…
mistakes-none = Κανένα λάθος ακόμη. Κάντε ανασκόπηση σε μια παρτίδα (Ανασκόπηση παρτίδας, όταν έχει κινήσεις) και τα λάθη και τα σοβαρά λάθη της έρχονται εδώ για εξάσκηση.
mistakes-nothing-due = { $days ->
    [one] Τίποτα για τώρα: το επόμενο λάθος επιστρέφει αύριο. Εξασκηθείτε όμως σε ένα από τα παρακάτω.
   *[other] Τίποτα για τώρα: το επόμενο λάθος επιστρέφει σε { $days } ημέρες. Εξασκηθείτε όμως σε ένα από τα παρακάτω.
}
mistakes-next = Επόμενο λάθος
mistakes-when = { $days ->
    [0] για τώρα
    [one] αύριο
   *[other] σε { $days } ημέρες
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = Λευκά
choice-color-black = Μαύρα
choice-variant-standard = Κανονικό
choice-variant-chess960 = Chess960
choice-variant-position = Από θέση
choice-side-white = Λευκά
choice-side-black = Μαύρα
choice-side-random = Τυχαία
choice-sounds-tones = Τόνοι
choice-sounds-wood = Ξύλο
choice-auto-queen-premove = Σε προκαταβολική κίνηση
choice-auto-queen-always = Πάντα
choice-auto-queen-never = Ποτέ
choice-blindfold-off = Όχι
choice-blindfold-opponent = Απόκρυψη των κομματιών του αντιπάλου
choice-blindfold-own = Απόκρυψη των κομματιών μου
choice-blindfold-all = Απόκρυψη όλων των κομματιών
choice-board-wood = Ξύλο
choice-board-blue = Μπλε
choice-board-green = Πράσινο
choice-board-slate = Σχιστόλιθος
choice-pieces-classic = Κλασικά
choice-pieces-modern = Μοντέρνα
choice-pieces-contrast = Υψηλή αντίθεση
choice-pieces-letters = Γράμματα
choice-page-system = Όπως το σύστημα (ανοιχτό ή σκούρο)
choice-page-light = Ανοιχτό
choice-page-dark = Σκούρο
choice-coordinates-inside = Μέσα στη σκακιέρα
choice-coordinates-outside = Γύρω από τη σκακιέρα
choice-coordinates-off = Όχι
choice-language-browser = Όπως το πρόγραμμα περιήγησης
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
choice-win-checkmate = Ματ
choice-win-resignation = Εγκατάλειψη
choice-win-time-forfeit = Λήξη χρόνου
choice-win-recorded = Όπως καταγράφηκε
choice-draw-stalemate = Πατ
choice-draw-insufficient-material = Ανεπαρκές υλικό
choice-draw-threefold-repetition = Τριπλή επανάληψη
choice-draw-fivefold-repetition = Πενταπλή επανάληψη
choice-draw-fifty-move-rule = Κανόνας 50 κινήσεων
choice-draw-seventy-five-move-rule = Κανόνας 75 κινήσεων
choice-draw-agreement = Συμφωνία
choice-draw-timeout-vs-insufficient-material = Λήξη χρόνου, χωρίς υλικό για ματ
choice-draw-recorded = Όπως καταγράφηκε

## New game

level-label = Επίπεδο { $level }, περίπου { $elo }
levels-measured = Η δύναμη κάθε επιπέδου μετρήθηκε σε παρτίδες με το Stockfish ρυθμισμένο να παίζει σε συγκεκριμένη βαθμολογία. Τα επίπεδα 1 έως 8 παίζουν το ίδιο σε κάθε συσκευή· το επίπεδο 9 είναι δυνατότερο σε ταχύτερη.
new-game-opponent = Αντίπαλος
new-game-computer = Ο υπολογιστής
new-game-friend = Ένας φίλος σε αυτή τη συσκευή
new-game-colour = Χρώμα
new-game-level = Επίπεδο
new-game-variant = Παραλλαγή
new-game-fen = Θέση (FEN)
new-game-start = Έναρξη
time-bullet = Σφαίρα
time-blitz = Μπλιτς
time-rapid = Ράπιντ
time-classical = Κλασικό
new-game-quick-times = Γρήγοροι έλεγχοι χρόνου
new-game-no-clock = Χωρίς ρολόι
new-game-time = Έλεγχος χρόνου
new-game-untimed = Χωρίς χρόνο
new-game-custom = Προσαρμογή
new-game-minutes = Λεπτά
new-game-increment-seconds = Προσαύξηση (δευτερόλεπτα)
new-game-increment = Προσαύξηση

## Settings (the controls)

settings-sound = Ήχος
settings-sounds = Ήχοι
settings-animate = Κίνηση των κομματιών
settings-confirm-moves = Επιβεβαίωση κινήσεων (μια κίνηση στη σκακιέρα περιμένει Επιβεβαίωση)
settings-figurines = Σημειογραφία με σύμβολα (♘f3)
settings-board = Σκακιέρα
settings-pieces = Κομμάτια
settings-board-previews = Θέματα σκακιέρας
settings-piece-previews = Σετ κομματιών
settings-page = Σελίδα
settings-coordinates = Συντεταγμένες
settings-auto-queen = Αυτόματη βασίλισσα
settings-blindfold = Τυφλό σκάκι
settings-board-size-value = Μέγεθος σκακιέρας: { $size }%
settings-board-size = Μέγεθος σκακιέρας
settings-zen = Λειτουργία zen (μόνο η σκακιέρα και τα ρολόγια· z)

## Games (the library)

games-moves = { $count ->
    [one] { $count } κίνηση
   *[other] { $count } κινήσεις
}
games-computer = Υπολογιστής (επίπεδο { $level })
games-no-opening = άνοιγμα χωρίς όνομα
games-reviewed = με ανασκόπηση
games-this-game = αυτή η παρτίδα
games-open = Άνοιγμα
games-delete = Διαγραφή
games-deleted = Διαγράφηκε: { $players }.
games-undo = Αναίρεση
games-search = Αναζήτηση ανά παίκτη ή άνοιγμα
games-download-all = Λήψη όλων
games-loading = Φόρτωση…
games-none = Δεν υπάρχουν ακόμη παρτίδες: κάθε παρτίδα που παίζετε κρατιέται εδώ, κίνηση προς κίνηση.
games-none-found = Καμία παρτίδα δεν ταιριάζει με την αναζήτηση.
games-show-more = Περισσότερες ({ $hidden } ακόμη· η αναζήτηση βρίσκει οποιαδήποτε)
games-won = Νίκες
games-lost = Ήττες
games-drawn = Ισοπαλίες
games-other = Ημιτελείς, ή όχι δικές σας
games-result = Αποτέλεσμα
games-any-result = Οποιοδήποτε αποτέλεσμα
games-your-colour = Το χρώμα σας
games-any-colour = Οποιοδήποτε χρώμα
games-had-white = Είχατε τα λευκά
games-had-black = Είχατε τα μαύρα
games-opening = Άνοιγμα
games-any-opening = Οποιοδήποτε άνοιγμα

## Keyboard shortcuts

shortcut-prev-next = Προηγούμενη και επόμενη κίνηση
shortcut-variations = Προηγούμενη και επόμενη παραλλαγή σε διακλάδωση
shortcut-first-last = Πρώτη και τελευταία θέση
shortcut-flip = Αναστροφή της σκακιέρας
shortcut-threat = Εμφάνιση της απειλής (η καλύτερη κίνηση του αντιπάλου αν ήταν η σειρά του)
shortcut-squares = Μετακίνηση ανάμεσα στα τετράγωνα
shortcut-pick = Σηκώστε ένα κομμάτι και μετά αφήστε το
shortcut-escape = Ακύρωση της επιλογής ή της προαγωγής
shortcut-right-click = Κύκλος σε τετράγωνο· σύρσιμο με δεξί κλικ: βέλος
shortcut-brushes = Με δεξί κλικ: κόκκινο, μπλε (και τα δύο: κίτρινο)
shortcut-new-game = Νέα παρτίδα
shortcut-zen = Λειτουργία zen: μόνο η σκακιέρα και τα ρολόγια, ή ξανά όλα
shortcut-list = Αυτή η λίστα
keys-home-end = Home End
keys-tab-arrows = Tab, μετά βέλη
keys-enter-space = Enter ή διάστημα
keys-escape = Esc
keys-right-click = Δεξί κλικ
keys-shift-alt = Shift, Alt

## Import and export

records-title = Εισαγωγή και εξαγωγή
records-copied-fen = Το FEN αντιγράφηκε
records-copied-link = Ο σύνδεσμος αντιγράφηκε
records-copied-pgn = Το PGN αντιγράφηκε
records-copy-failed-fen = Το FEN δεν αντιγράφηκε στο πρόχειρο· επιλέξτε το και αντιγράψτε το με το χέρι
records-copy-failed-link = Ο σύνδεσμος δεν αντιγράφηκε στο πρόχειρο· επιλέξτε τον και αντιγράψτε τον με το χέρι
records-copy-failed-pgn = Το PGN δεν αντιγράφηκε στο πρόχειρο· επιλέξτε το και αντιγράψτε το με το χέρι
records-text = FEN ή PGN για φόρτωση
records-placeholder = Επικολλήστε ένα FEN ή ένα PGN (μία παρτίδα ή πολλές)
records-load = Φόρτωση
records-load-analyse = Φόρτωση και ανάλυση
records-load-computer = Φόρτωση και παρτίδα με τον υπολογιστή
records-add-all = Προσθήκη όλων στις παρτίδες μου
records-downloaded = Το PGN κατέβηκε
records-download-failed = Το PGN δεν κατέβηκε
records-copy-fen = Αντιγραφή FEN
records-copy-link = Αντιγραφή συνδέσμου
records-copy-pgn = Αντιγραφή PGN
records-download = Λήψη PGN

## The board

piece-white-pawn = λευκό πιόνι
piece-white-knight = λευκός ίππος
piece-white-bishop = λευκός αξιωματικός
piece-white-rook = λευκός πύργος
piece-white-queen = λευκή βασίλισσα
piece-white-king = λευκός βασιλιάς
piece-black-pawn = μαύρο πιόνι
piece-black-knight = μαύρος ίππος
piece-black-bishop = μαύρος αξιωματικός
piece-black-rook = μαύρος πύργος
piece-black-queen = μαύρη βασίλισσα
piece-black-king = μαύρος βασιλιάς
square-empty = κενό
board-label = Σκακιέρα
promote-to = Προαγωγή: { $piece }
promote-choose = Διαλέξτε κομμάτι για την προαγωγή

## The board editor

editor-pieces = Κομμάτια
editor-hand-title = Μετακίνηση κομματιών
editor-hand = Μετακίνηση
editor-delete-title = Αφαίρεση κομματιών
editor-delete = Αφαίρεση
editor-start-position = Αρχική θέση
editor-clear = Καθαρισμός
editor-flip = Αναστροφή
editor-castling-right = { $side } { $castling }
editor-turn = Σειρά
editor-white-to-play = Παίζουν τα λευκά
editor-black-to-play = Παίζουν τα μαύρα
editor-castling = Ροκέ
editor-en-passant = Αν πασάν
editor-none = Κανένα
editor-chess960 = Θέση Chess960
editor-fen = FEN
editor-play-computer = Παίξτε με τον υπολογιστή από εδώ
editor-play-friend = Παίξτε με έναν φίλο από εδώ

## What is said and the notices of play

said-new-game = Νέα παρτίδα.
said-game-restored = Η παρτίδα επανήλθε.
said-game-loaded = Η παρτίδα φορτώθηκε.
said-played = { $color ->
    [white] Τα λευκά έπαιξαν { $move }.
   *[black] Τα μαύρα έπαιξαν { $move }.
}
said-taken-back = Η κίνηση πάρθηκε πίσω.
notice-clocks-paused = Τα ρολόγια σταμάτησαν όσο η σελίδα ήταν κλειστή· τώρα τρέχουν ξανά.
notice-over-keeps-result = Η παρτίδα τελείωσε και κρατά το αποτέλεσμά της: Ανάλυση για να δοκιμάσετε άλλες κινήσεις
notice-nothing-to-take-back = Δεν υπάρχει κίνηση για να παρθεί πίσω

## Notices

notice-draw-accepted = Ο υπολογιστής δέχεται την ισοπαλία.
notice-draw-declined = Ο υπολογιστής αρνείται την ισοπαλία και συνεχίζει.
notice-engine-restarted = Η μηχανή σταμάτησε να απαντά και ξεκίνησε ξανά· σκέφτεται πάλι.
notice-held-elsewhere = Η παρτίδα σας είναι ανοιχτή σε άλλη καρτέλα, οπότε αυτή η καρτέλα ξεκινά νέα· και οι δύο κρατούνται στις Παρτίδες.
notice-link-invalid = Η θέση στον σύνδεσμο δεν είναι έγκυρη: { $error }
records-loaded-but = Η παρτίδα φορτώθηκε, αλλά { $warning }.
records-empty = Επικολλήστε πρώτα ένα FEN ή ένα PGN
records-fen-invalid = Αυτό το FEN δεν είναι έγκυρο: { $error }
records-pgn-invalid = Αυτό το PGN δεν διαβάστηκε: { $error }
records-many-games = Αυτό το PGN έχει { $count } παρτίδες: η πρώτη είναι ανοιχτή, και όλες κρατούνται στις Παρτίδες.

## Notices at start

notice-shared-position = Η κοινοποιημένη θέση είναι ανοιχτή. Η προηγούμενη παρτίδα σας κρατήθηκε στις Παρτίδες.

## Dates and other notices

month-1 = Ιαν
month-2 = Φεβ
month-3 = Μαρ
month-4 = Απρ
month-5 = Μαΐ
month-6 = Ιουν
month-7 = Ιουλ
month-8 = Αυγ
month-9 = Σεπ
month-10 = Οκτ
month-11 = Νοε
month-12 = Δεκ
date-day-month-year = { $day } { $month } { $year }
date-month-year = { $month } { $year }
date-unknown = άγνωστη ημερομηνία
new-game-fen-missing = Δώστε τη θέση έναρξης ως FEN.
new-game-fen-invalid = Αυτή η θέση δεν μπορεί να παιχτεί: { $error }.
new-game-fen-over = Η παρτίδα έχει ήδη τελειώσει σε αυτή τη θέση.
puzzles-not-kept = Ο γρίφος { $id } δεν είναι ανάμεσα στους { $count } γρίφους που κρατούνται εδώ· ορίστε ένας άλλος.
mistakes-engine-unavailable = Εδώ μετρά μόνο η κίνηση της ανασκόπησης: η μηχανή δεν μπορεί να κρίνει άλλες ({ $reason }).

## Speech and the library

speech-castles-kingside = μικρό ροκέ
speech-castles-queenside = μεγάλο ροκέ
speech-passes = πάσο
speech-takes = παίρνει
speech-promotes = προάγεται: { $piece }
library-delete-failed = Η παρτίδα δεν διαγράφηκε: { $error }
library-open-failed = Αυτή η παρτίδα δεν άνοιξε: { $error }
library-gone = Αυτή η παρτίδα δεν είναι πια στη βιβλιοθήκη
library-download-failed = Οι παρτίδες δεν κατέβηκαν
library-add-unavailable = Η λίστα παρτίδων δεν είναι διαθέσιμη σε αυτό το πρόγραμμα περιήγησης, οπότε οι παρτίδες δεν προστέθηκαν
library-storage-refused = Ο χώρος αποθήκευσης του προγράμματος περιήγησης αρνήθηκε τις παρτίδες: ίσως είναι γεμάτος
library-added = Προστέθηκαν { $added } παρτίδες στις παρτίδες σας.
library-added-some-failed = Προστέθηκαν { $added } παρτίδες στις παρτίδες σας ({ $failed } δεν διαβάστηκαν και παραλείφθηκαν).

## Storage, crashes and the engine

storage-unavailable = Αυτό το πρόγραμμα περιήγησης δεν αφήνει τη σελίδα να κρατά δεδομένα (ιδιωτική λειτουργία ή απενεργοποιημένη αποθήκευση): η παρτίδα σας συνεχίζεται, αλλά δεν θα κρατηθεί όταν φύγετε.
storage-full = Ο χώρος αποθήκευσης του προγράμματος περιήγησης είναι γεμάτος: η παρτίδα σας συνεχίζεται, αλλά οι τελευταίες κινήσεις της δεν κρατούνται. Διαγράψτε παλιές παρτίδες από τη λίστα Παρτίδες για να κάνετε χώρο.
storage-kept-aside = Κρατήθηκε στον χώρο αποθήκευσης αυτού του προγράμματος περιήγησης ως "{ $key }".
storage-left = Έμεινε εκεί που ήταν, ως "{ $key }".
storage-unrestorable = Η αποθηκευμένη παρτίδα σας δεν επανήλθε: { $error }. Ξεκίνησε νέα παρτίδα.
crash-label = Κάτι πήγε στραβά
crash-title = Κάτι πήγε στραβά: φορτώστε ξανά τη σελίδα. Η παρτίδα σας κρατήθηκε όπως ήταν πριν από την τελευταία ενέργεια.
engine-unavailable = Η μηχανή δεν μπόρεσε να ξεκινήσει σε αυτό το πρόγραμμα περιήγησης: παίξτε με έναν φίλο, ή δοκιμάστε άλλο πρόγραμμα περιήγησης.
library-unavailable = η λίστα παρτίδων δεν είναι διαθέσιμη σε αυτό το πρόγραμμα περιήγησης ({ $reason })
library-updated-elsewhere = Η εφαρμογή ενημερώθηκε σε άλλη καρτέλα: φορτώστε ξανά αυτή την καρτέλα για να συνεχίσετε με τις παρτίδες σας.

## Crash

crash-reload = Επαναφόρτωση

## Saved games that cannot be read

saved-damaged = τα αποθηκευμένα δεδομένα είναι κατεστραμμένα ({ $error })
saved-newer = αποθηκεύτηκε από νεότερη έκδοση της εφαρμογής (μορφή { $format }, αυτή διαβάζει έως { $known })
saved-start = η αρχική της θέση είναι λάθος: { $error }
saved-move = η κίνησή της αρ. { $index } ({ $move }) δεν είναι νόμιμη
saved-pgn = οι κινήσεις της δεν διαβάζονται: { $error }
saved-field = το πεδίο '{ $field }' έχει τιμή που αυτή η εφαρμογή δεν γνωρίζει

## Why a move is not legal

placed-piece = { $role ->
    [pawn] το πιόνι
    [knight] ο ίππος
    [bishop] ο αξιωματικός
    [rook] ο πύργος
    [queen] η βασίλισσα
   *[king] ο βασιλιάς
} στο { $square }
castling-kingside = μικρό
castling-queenside = μεγάλο
illegal-empty-square = Δεν υπάρχει κομμάτι στο { $square }
illegal-not-your-turn = { $color ->
    [white] Παίζουν τα λευκά
   *[black] Παίζουν τα μαύρα
}
illegal-no-movement = Μια κίνηση πρέπει να πάει το κομμάτι σε άλλο τετράγωνο
illegal-own-piece = Ένα κομμάτι δεν μπορεί να πάει σε τετράγωνο με κομμάτι του ίδιου χρώματος: { $piece } (δικό σας κομμάτι)
illegal-shape-pawn = Το πιόνι προχωρά ένα τετράγωνο ευθεία (δύο από το αρχικό του τετράγωνο) και παίρνει ένα τετράγωνο διαγώνια μπροστά
illegal-shape-knight = Ο ίππος κινείται σε σχήμα Γ: δύο τετράγωνα προς μία κατεύθυνση, μετά ένα στο πλάι
illegal-shape-bishop = Ο αξιωματικός κινείται μόνο διαγώνια
illegal-shape-rook = Ο πύργος κινείται μόνο σε γραμμές και στήλες
illegal-shape-queen = Η βασίλισσα κινείται σε γραμμές, στήλες και διαγώνιους
illegal-shape-king = Ο βασιλιάς κινείται ένα τετράγωνο προς κάθε κατεύθυνση (δύο μόνο στο ροκέ)
illegal-blocked = Το κομμάτι ({ $mover }) δεν μπορεί να πηδήξει πάνω από κομμάτια: εμποδίζει { $piece } (μόνο ο ίππος πηδά)
illegal-pawn-backward = Το πιόνι δεν κινείται ποτέ προς τα πίσω
illegal-pawn-straight-capture = Το πιόνι παίρνει μόνο διαγώνια
illegal-pawn-diagonal = Το πιόνι κινείται διαγώνια μόνο όταν παίρνει
illegal-en-passant-late = Το αν πασάν επιτρέπεται μόνο στην κίνηση αμέσως μετά το διπλό βήμα του πιονιού
illegal-double-step = Το πιόνι μπορεί να προχωρήσει δύο τετράγωνα μόνο από το αρχικό του τετράγωνο
illegal-promotion-required = Πιόνι που φτάνει στην τελευταία γραμμή πρέπει να προαχθεί: διαλέξτε βασίλισσα, πύργο, αξιωματικό ή ίππο
illegal-promotion-not-allowed = Προάγεται μόνο πιόνι που φτάνει στην τελευταία γραμμή
illegal-promotion-piece = Το πιόνι προάγεται μόνο σε βασίλισσα, πύργο, αξιωματικό ή ίππο (όχι: { $piece })
illegal-castling-king-moved = Το { $side } ροκέ δεν επιτρέπεται πια: ο βασιλιάς έχει κινηθεί
illegal-castling-rook-moved = Το { $side } ροκέ δεν επιτρέπεται πια: αυτός ο πύργος έχει κινηθεί
illegal-castling-rook-captured = Το { $side } ροκέ δεν επιτρέπεται πια: αυτός ο πύργος πάρθηκε
illegal-castling-lost = Το { $side } ροκέ δεν επιτρέπεται πια: ο βασιλιάς ή αυτός ο πύργος έχει ήδη κινηθεί
illegal-castling-blocked = Το ροκέ δεν επιτρέπεται όσο ένα κομμάτι στέκεται ανάμεσα στον βασιλιά και τον πύργο: { $piece }
illegal-castling-destination = Το ροκέ δεν επιτρέπεται όσο ένα κομμάτι στέκεται εκεί όπου θα φτάσει ο βασιλιάς ή ο πύργος: { $piece }
illegal-castling-in-check = Το ροκέ δεν επιτρέπεται όσο ο βασιλιάς δέχεται σαχ (σαχ δίνει: { $piece })
illegal-castling-through = Ο βασιλιάς θα περνούσε από το { $square }, που το απειλεί: { $piece }
illegal-castling-into = Ο βασιλιάς θα κατέληγε στο { $square }, που το απειλεί: { $piece }
illegal-king-into-check = Ο βασιλιάς σας θα δεχόταν σαχ (σαχ δίνει: { $piece })
illegal-kings-adjacent = Οι βασιλιάδες δεν μπορούν ποτέ να στέκονται δίπλα δίπλα
illegal-still-in-check = Αυτή η κίνηση αφήνει τον βασιλιά σας σε σαχ (σαχ δίνει: { $piece })
illegal-en-passant-exposes = Το αν πασάν θα έβγαζε και τα δύο πιόνια από τη γραμμή και θα εξέθετε τον βασιλιά σας (απειλεί: { $piece })
illegal-pinned = Καρφωμένο κομμάτι: { $pinned }. Αν κινηθεί, εκτίθεται ο βασιλιάς σας (απειλεί: { $piece })
typed-not-san = Το '{ $move }' δεν είναι κίνηση σε αλγεβρική σημειογραφία
typed-illegal = Το { $move } δεν είναι νόμιμη κίνηση σε αυτή τη θέση
typed-ambiguous = Το { $move } μπορεί να είναι περισσότερες από μία κινήσεις· προσθέστε τη στήλη ή τη γραμμή από όπου έρχεται το κομμάτι
typed-not-uci = Το '{ $move }' δεν είναι κίνηση UCI (δύο τετράγωνα και προαιρετικό γράμμα προαγωγής, όπως e7e8q)

## Training kept in the browser

library-upgrade-blocked = Η λίστα παρτίδων ενημερώνεται: κλείστε τις άλλες καρτέλες της εφαρμογής (ανοιγμένες πριν από την ενημέρωση) για να ολοκληρωθεί.
puzzles-progress-unreadable = Η βαθμολογία και το ιστορικό σας στους γρίφους δεν διαβάστηκαν, οπότε ξεκινούν από την αρχή (το αντίγραφο που δεν διαβάστηκε κρατήθηκε στην άκρη).
mistakes-unreadable = Το πρόγραμμα εξάσκησης των λαθών σας δεν διαβάστηκε, οπότε ξεκινά από την αρχή από τις παρτίδες σας με ανασκόπηση.
puzzles-not-saved = Η πρόοδός σας στους γρίφους δεν κρατήθηκε (ο χώρος αποθήκευσης είναι γεμάτος ή αρνήθηκε): μένει σε αυτή τη σελίδα ώσπου να κλείσει.

## Why a FEN cannot be read or a position cannot be played

fen-empty = το FEN είναι κενό
fen-field-count = ένα FEN έχει 6 πεδία χωρισμένα με κενά (σκακιέρα, σειρά, ροκέ, αν πασάν, μετρητής ημικινήσεων, αριθμός κίνησης), τουλάχιστον τα 4 πρώτα· αυτό έχει { $count }
fen-rank-count = το πεδίο της σκακιέρας θέλει 8 γραμμές χωρισμένες με '/'· αυτό έχει { $count }
fen-rank-length = η γραμμή { $rank } του πεδίου της σκακιέρας περιγράφει { $count } τετράγωνα αντί για 8
fen-piece-letter = το '{ $letter }' στη γραμμή { $rank } δεν είναι γράμμα κομματιού (KQRBNP για τα λευκά, kqrbnp για τα μαύρα, 1-8 για κενά τετράγωνα)
fen-side-to-move = η σειρά πρέπει να είναι 'w' ή 'b', όχι '{ $text }'
fen-castling = το πεδίο του ροκέ πρέπει να είναι '-' ή γράμματα από το 'KQkq' (ή οι στήλες των πύργων, όπως 'HAha'), το καθένα το πολύ μία φορά, όχι '{ $text }'
fen-en-passant = το πεδίο αν πασάν πρέπει να είναι '-' ή τετράγωνο όπως το e3, όχι '{ $text }'
fen-halfmove-clock = ο μετρητής ημικινήσεων πρέπει να είναι ακέραιος από 0, όχι '{ $text }'
fen-move-number = ο αριθμός κίνησης πρέπει να είναι ακέραιος από 1, όχι '{ $text }'
fen-impossible = αδύνατη θέση: { $reason }
position-no-king = { $color ->
    [white] τα λευκά δεν έχουν βασιλιά
   *[black] τα μαύρα δεν έχουν βασιλιά
}
position-kings = { $color ->
    [white] τα λευκά έχουν περισσότερους από έναν βασιλιάδες
   *[black] τα μαύρα έχουν περισσότερους από έναν βασιλιάδες
}
position-pawn-back-rank = υπάρχει πιόνι στο { $square }, αλλά τα πιόνια δεν στέκονται ποτέ στην πρώτη ή στην τελευταία γραμμή
position-pawns = { $color ->
    [white] τα λευκά έχουν περισσότερα από 8 πιόνια
   *[black] τα μαύρα έχουν περισσότερα από 8 πιόνια
}
position-pieces = { $color ->
    [white] τα λευκά έχουν περισσότερα από 16 κομμάτια
   *[black] τα μαύρα έχουν περισσότερα από 16 κομμάτια
}
position-castling-pieces = { $color ->
    [white] τα λευκά
   *[black] τα μαύρα
} δεν μπορούν να έχουν δικαίωμα για { $castling } ροκέ: αυτό θέλει τον βασιλιά στο { $king } και τον πύργο στο { $rook }
position-960-castling-h = { $color ->
    [white] τα λευκά
   *[black] τα μαύρα
} δεν μπορούν να έχουν δικαίωμα για { $castling } ροκέ: αυτό θέλει τον βασιλιά στη γραμμή { $rank } με πύργο προς τη στήλη h
position-960-castling-a = { $color ->
    [white] τα λευκά
   *[black] τα μαύρα
} δεν μπορούν να έχουν δικαίωμα για { $castling } ροκέ: αυτό θέλει τον βασιλιά στη γραμμή { $rank } με πύργο προς τη στήλη a
position-en-passant = το { $square } δεν μπορεί να είναι τετράγωνο αν πασάν: κανένα πιόνι δεν μπορεί να πέρασε μόλις από πάνω του με διπλό βήμα
position-opponent-in-check = { $color ->
    [white] τα λευκά δέχονται σαχ αλλά δεν είναι η σειρά τους, κάτι που δεν μπορεί να συμβεί
   *[black] τα μαύρα δέχονται σαχ αλλά δεν είναι η σειρά τους, κάτι που δεν μπορεί να συμβεί
}
position-checkers = ο βασιλιάς δέχεται σαχ από { $count } κομμάτια ταυτόχρονα, κάτι που καμία κίνηση δεν προκαλεί

## The editor's FEN

editor-fen-unreadable = Αυτό το FEN δεν διαβάζεται: { $error }.

## Why a PGN cannot be read

pgn-where = γραμμή { $line }, στήλη { $column }: { $what }
pgn-empty = δεν υπάρχει παρτίδα εδώ
pgn-bad-tag = μια ετικέτα πρέπει να μοιάζει με [Name "value"]
pgn-open-comment = αυτό το σχόλιο { $open } δεν κλείνει ποτέ με { $close }
pgn-open-variation = αυτή η παραλλαγή ( δεν κλείνει ποτέ με )
pgn-stray-parenthesis = αυτή η ) δεν κλείνει καμία παραλλαγή
pgn-variation-first = μια παραλλαγή ( πρέπει να ακολουθεί την κίνηση που αντικαθιστά
pgn-bad-fen = η ετικέτα FEN είναι λάθος: { $error }
pgn-variant = η παραλλαγή '{ $variant }' δεν υποστηρίζεται (μόνο κανονικό σκάκι και Chess960)
pgn-move = κίνηση
pgn-null-move = η κίνηση { $move } είναι κενή κίνηση (--), που δεν είναι κίνηση του σκακιού: αυτή και οι κινήσεις μετά από αυτήν στη γραμμή της παραλείφθηκαν
pgn-no-draw-to-claim = Ισοπαλία διεκδικείται μόνο μετά από τριπλή επανάληψη ή πενήντα κινήσεις χωρίς αιχμαλωσία ή κίνηση πιονιού
