# 앱의 한국어 텍스트 (en.ftl과 같은 키). 한국어에는 복수형이 없다: "1수", "5수". 조사가 앞말의
# 받침에 따라 바뀌므로, 변수(기물, 수, 칸) 뒤에는 조사를 붙이지 않도록 문장을 짰다. 백과 흑은
# 둘 다 받침이 있다.

## The menu

title = 체스
menu-new-game = 새 대국
menu-new-short = 새 대국
menu-games = 대국 목록
menu-puzzles = 퍼즐
menu-editor = 보드 편집기
menu-editor-short = 편집기
menu-import = 가져오기
menu-import-short = 가져오기
menu-export = 내보내기
menu-export-short = 내보내기
menu-settings = 설정
menu-settings-short = 설정
menu-shortcuts = 키보드 단축키
menu-label = 메뉴
title-start = 시작: 컴퓨터와 대국, 친구와 대국, 퍼즐…
zen-leave = 집중 모드 끝내기

## The start choices

start-region = 시작
start-heading = 체스 두기
start-continue = 계속하기
start-computer = 컴퓨터와 대국
start-level = 레벨 { $level }
start-elo = 약 { $elo } Elo
start-levels = 레벨
start-friend = 친구와 대국
start-puzzles = 퍼즐
start-analysis = 분석 보드
start-editor = 보드 편집기
start-more = 더 많은 선택 (색, 시간, Chess960)…
start-kept = 새 대국을 시작해도 진행 중인 대국은 대국 목록에 남습니다.

## Settings

settings-language = 언어
cancel = 취소

## Banners

banner-update = 앱의 새 버전이 준비되었습니다.
banner-update-reload = 업데이트 있음: 새로 고침
banner-changed-elsewhere = 이 대국이 다른 탭에서 바뀌었습니다. 이 탭의 수는 저장되지 않습니다.
banner-load-latest = 최신 버전 불러오기
banner-keep-ours = 이 탭의 버전 유지
banner-adding-games = 대국 추가 중: { $done } / { $total }
banner-importing = 대국 가져오는 중

## The board's column and the players

board-region = 보드
strip-computer = 컴퓨터 · { $level }
strip-you = 나
strip-white-player = 백 플레이어
strip-black-player = 흑 플레이어
color-white = 백
color-black = 흑

## The panel

opening-chess960 = Chess960 · 배치 { $number }
engine-opponent = 컴퓨터: { $level }
discard-question = 여기서 { $move } 수를 둘까요? 뒤의 { $later }수는 취소됩니다.
discard-confirm = 두고 뒤의 수 버리기
confirm-move-question = { $move } 수를 둘까요?
confirm-move = 확인
game-over = 대국 종료
game-end-review = 대국 복기
game-end-analyse = 분석
game-end-rematch = 재대국
tree-this-move = 이 수
tree-promote = 변화 올리기
tree-main-line = 주 변화로 만들기
tree-delete = 여기서부터 삭제
tree-delete-title = 이 수와 그 뒤의 수 삭제
tree-comment = 이 수에 대한 코멘트
tree-deleted = { $move } 이후의 수를 삭제했습니다.
tree-record-kept = 끝난 대국은 수를 그대로 유지합니다. 변화를 바꾸거나, 대국 자체를 바꾸려면 분석을 선택하세요.

## How games end

outcome-win-checkmate = 체크메이트로 { $winner } 승리
outcome-win-resignation = 기권으로 { $winner } 승리
outcome-win-time = 시간 초과로 { $winner } 승리
outcome-win = { $winner } 승리
outcome-draw-stalemate = 스테일메이트로 무승부
outcome-draw-material = 기물 부족으로 무승부
outcome-draw-threefold = 3회 동형 반복으로 무승부
outcome-draw-fivefold = 5회 동형 반복으로 무승부
outcome-draw-fifty = 50수 규칙으로 무승부
outcome-draw-seventy-five = 75수 규칙으로 무승부
outcome-draw-agreement = 합의로 무승부
outcome-draw-timeout = 시간 초과 무승부: 시간이 남은 쪽이 체크메이트를 할 수 없었음
outcome-draw = 무승부
reason-checkmate = 체크메이트
reason-resignation = 기권
reason-time = 시간 초과
reason-recorded = 기록대로
reason-stalemate = 스테일메이트
reason-material = 기물 부족
reason-threefold = 3회 동형 반복
reason-fivefold = 5회 동형 반복
reason-fifty = 50수 규칙
reason-seventy-five = 75수 규칙
reason-agreement = 합의
reason-timeout = 시간 초과 대 기물 부족

## The status line and what is said

status-to-move = { $side } 차례
status-to-move-check = { $side } 차례 — 체크
status-analysis = 분석
status-viewing-earlier = 이전 국면을 보는 중: → 또는 End로 돌아가기
speech-to-move = { $side } 차례.
speech-to-move-check = { $side } 차례. 체크.
notice-game-over = 대국이 끝났습니다: { $outcome }
notice-not-your-turn = 내 차례가 아닙니다

## Sentences the code puts together

sentence-pair = { $first } { $second }
sentence-ended = { $clause }.

## The toolbar

toolbar-claim-title = { $reason } 사유로 무승부 요청
toolbar-claim = 무승부 요청
toolbar-offer-draw = 무승부 제안
toolbar-offer-draw-title = 컴퓨터에게 무승부 제안
toolbar-draw = 무승부
toolbar-draw-title = 두 플레이어가 무승부에 합의
toolbar-label = 대국 조작
toolbar-navigation = 수 이동
toolbar-first = 첫 국면
toolbar-previous = 이전 수
toolbar-next = 다음 수
toolbar-last = 마지막 국면
toolbar-flip = 보드 뒤집기
toolbar-undo = 무르기
toolbar-undo-title = 마지막 수 무르기
toolbar-resign = 기권

## Chess words

role-pawn = 폰
role-knight = 나이트
role-bishop = 비숍
role-rook = 룩
role-queen = 퀸
role-king = 킹
strip-clock = { $side } 시계
strip-no-material = 잡은 기물 없음
strip-has-taken = 잡은 기물: { $pieces }
strip-ahead = { $taken }; { $lead }점 앞섬

## The engine and analysis

analysis-depth = 깊이 { $depth }
analysis-waiting = 분석 중…
analysis-checkmate = 체크메이트: 대국이 끝났습니다.
analysis-stalemate = 스테일메이트: 대국이 끝났습니다.
analysis-lines = 분석 라인
analysis-lines-count = { $n }개 라인
engine-thinking = 컴퓨터가 생각 중…
engine-hint-pending = 힌트를 찾는 중…
engine-region = 엔진
engine-move-now = 지금 두기
engine-hint = 힌트
engine-analysis = 분석
threat-show-title = 위협 보기
threat-show = 위협 보기
threat-label = 위협: { $side } 차례라면 최선의 수
threat-in-check = 체크 중에는 위협을 보여 주지 않습니다.

## Confirmations

close = 닫기
games-unavailable = 이 브라우저에서는 대국을 저장할 수 없습니다: { $reason }
confirm-resign-title = 기권할까요?
confirm-resign-message = 대국이 끝나고 상대가 이깁니다.
confirm-resign-button = 기권
confirm-agree-draw-title = 무승부에 합의할까요?
confirm-agree-draw-message = 두 플레이어가 합의하여 대국이 무승부로 끝납니다.
confirm-agree-draw-button = 무승부 합의
confirm-new-game-title = 이 대국을 떠날까요?
confirm-new-game-message = 대국은 끝나지 않은 채로 대국 목록에 남고, 거기서 다시 열 수 있습니다.
confirm-new-game-button = 떠나고 새 대국 시작
confirm-leave-for-editor-title = 이 대국을 떠나 보드 편집기를 열까요?
confirm-leave-for-editor-message = 편집하는 동안에도 대국은 계속되고 (시계도), 대국 목록에 남습니다.
confirm-leave-for-editor-button = 보드 편집기 열기
confirm-leave-for-puzzles-title = 이 대국을 떠나 퍼즐을 열까요?
confirm-leave-for-puzzles-message = 퍼즐을 푸는 동안에도 대국은 계속되고 (시계도), 대국 목록에 남습니다.
confirm-leave-for-puzzles-button = 퍼즐 열기

## The moves

judgement-inaccuracy = 부정확한 수
judgement-mistake = 실수
judgement-blunder = 대실수
moves-clock-after = 수를 둔 뒤 남은 시간
moves-earlier = 이전 { $count }수
moves-later = 이후 { $count }수
moves-label = 수
moves-none = 아직 둔 수가 없습니다
move-input-label = 수 입력 (SAN 또는 UCI)
move-input-placeholder = 수 입력: Nf3 또는 g1f3
move-input-play = 두기
dismiss = 닫기
eval-label = 평가
eval-graph-label = 평가 그래프: 각 수 뒤의 백의 승률

## Learn from your mistakes

learn-title = 실수에서 배우기
learn-view-solution = 정답 보기
learn-skip = 이 수 건너뛰기
learn-done = 완료: { $total }개 중 { $found }개를 찾았습니다.
learn-again = 다시 하기
learn-finding = { $judgement ->
    [inaccuracy] { $move }: 부정확한 수였습니다. { $side }의 더 좋은 수를 찾아보세요.
    [mistake] { $move }: 실수였습니다. { $side }의 더 좋은 수를 찾아보세요.
   *[blunder] { $move }: 대실수였습니다. { $side }의 더 좋은 수를 찾아보세요.
}
learn-judging = 둔 수를 평가하는 중…
learn-wrong = { $move }: 더 좋은 수가 있습니다. 다른 수를 두어 보세요.
learn-right = { $move }: 좋은 수! 엔진의 라인: { $line }
learn-next = 다음
learn-solution = 정답: { $line }
learn-count = { $total }개 중 { $number }번째
learn-leave = 끝내기

## The review

verdict-engine-move = { $move }: 엔진의 수.
verdict-good-move = { $move }: 좋은 수.
verdict-judged = { $move }: { $judgement }.
verdict-best = 최선의 수:
verdict-eval = 평가 { $before } → { $after }
review-progress = 복기 중: { $total }개 국면 중 { $done }개
review-second-look = 손실이 큰 수를 더 깊이 다시 보는 중: { $total }개 국면 중 { $done }개
review-third-look = 판정이 애매한 수를 한 번 더 깊이 보는 중: { $total }개 국면 중 { $done }개
review-progress-label = 복기 진행률
review-accuracy = 정확도
review-average-loss = 평균 손실
review-inaccuracies = 부정확한 수
review-mistakes = 실수
review-blunders = 대실수
review-label = 대국 복기

## Puzzles

theme-mate-in-1 = 1수 메이트
theme-mate-in-2 = 2수 메이트
theme-mate-in-3 = 3수 메이트
theme-fork = 포크
theme-pin = 핀
theme-skewer = 스큐어
theme-discovered-attack = 디스커버드 어택
theme-hanging-piece = 무방비 기물
theme-sacrifice = 희생
theme-back-rank-mate = 백랭크 메이트
theme-opening = 오프닝
theme-middlegame = 미들게임
theme-endgame = 엔드게임
theme-long = 긴 퍼즐
puzzles-mistakes-due = 내 실수 ({ $due })
puzzles-mistakes = 내 실수
puzzles-tab-puzzles = 퍼즐
puzzles-rating = 내 퍼즐 레이팅:
puzzles-score = 연속 { $streak } · { $played }개 중 { $solved }개 해결
puzzles-theme = 주제
puzzles-theme-count = { $name } ({ $count })
puzzles-any-theme = 모든 주제 ({ $count })
puzzles-loading = 퍼즐을 불러오는 중…
puzzles-unavailable = 퍼즐을 불러올 수 없습니다: 온라인일 때 페이지를 한 번 열면 저장됩니다.
puzzles-none-of-theme = 이 주제의 퍼즐이 여기에 없습니다: 다른 주제를 고르세요.
puzzles-about = 퍼즐 { $id } · 레이팅 { $rating }
puzzles-opponent-played = 상대의 수: { $move }.
puzzles-opponent-moves = 상대가 두는 중…
puzzles-your-turn = 내 차례: { $side }의 최선의 수를 찾으세요.
puzzles-best-move = 최선의 수!
puzzles-keep-going = 계속하세요…
puzzles-wrong = 그 수가 아닙니다! 다른 수를 두어 보세요.
puzzles-checking = 둔 수를 확인하는 중…
puzzles-solved = 퍼즐 해결! 잘했어요.
puzzles-complete = 퍼즐 완료 (해결로 치지 않음).
puzzles-view-solution = 정답 보기
puzzles-retry = 다시 하기
puzzles-next = 다음 퍼즐
puzzles-back = 대국으로 돌아가기

## Your mistakes

mistakes-count = 지금 복습 { $due } · 전체 { $all }
mistakes-your-turn = 상대의 수: { $opponent }. 이 대국에서 내가 이어서 둔 수: { $played }. { $side }의 더 좋은 수를 찾으세요.
mistakes-right-going = 정답! 계속하세요…
mistakes-wrong = 아직 부족합니다: 복기에서 그보다 좋은 수를 찾아 두었습니다 (내가 둔 수: { $played }). 다시 해 보세요.
mistakes-right = 정답! 복기의 수: { $best }.
mistakes-shown = 복기의 수: { $best }.
mistakes-comes-back = { $days ->
    [0] 계속 복습 대상입니다.
    [1] 내일 다시 나옵니다.
   *[other] { $days }일 뒤에 다시 나옵니다.
}
mistakes-reading = 복기한 대국을 읽는 중…
mistakes-none = 아직 실수가 없습니다. 대국을 복기하면 (수가 있을 때 "대국 복기") 그 대국의 실수와 대실수가 여기로 와서 연습할 수 있습니다.
mistakes-nothing-due = { $days ->
    [1] 지금 복습할 것이 없습니다: 다음 실수는 내일 나옵니다. 그래도 아래에서 아무거나 연습할 수 있습니다.
   *[other] 지금 복습할 것이 없습니다: 다음 실수는 { $days }일 뒤에 나옵니다. 그래도 아래에서 아무거나 연습할 수 있습니다.
}
mistakes-next = 다음 실수
mistakes-when = { $days ->
    [0] 복습할 때
    [1] 내일
   *[other] { $days }일 뒤
}

## Choices (settings, the New game dialog, the library's filters)

choice-color-white = 백
choice-color-black = 흑
choice-variant-standard = 표준
choice-variant-chess960 = Chess960
choice-variant-position = 국면에서 시작
choice-side-white = 백
choice-side-black = 흑
choice-side-random = 무작위
choice-sounds-tones = 전자음
choice-sounds-wood = 나무
choice-auto-queen-premove = 미리 둘 때
choice-auto-queen-always = 항상
choice-auto-queen-never = 안 함
choice-blindfold-off = 끔
choice-blindfold-opponent = 상대 기물 숨기기
choice-blindfold-own = 내 기물 숨기기
choice-blindfold-all = 모든 기물 숨기기
choice-board-wood = 나무
choice-board-blue = 파랑
choice-board-green = 초록
choice-board-slate = 슬레이트
choice-pieces-classic = 클래식
choice-pieces-modern = 모던
choice-pieces-contrast = 고대비
choice-pieces-letters = 글자
choice-page-system = 시스템 설정 따름 (밝게 또는 어둡게)
choice-page-light = 밝게
choice-page-dark = 어둡게
choice-coordinates-inside = 보드 안
choice-coordinates-outside = 보드 둘레
choice-coordinates-off = 끔
choice-language-browser = 브라우저 설정 따름
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
choice-win-checkmate = 체크메이트
choice-win-resignation = 기권
choice-win-time-forfeit = 시간 초과
choice-win-recorded = 기록대로
choice-draw-stalemate = 스테일메이트
choice-draw-insufficient-material = 기물 부족
choice-draw-threefold-repetition = 3회 동형 반복
choice-draw-fivefold-repetition = 5회 동형 반복
choice-draw-fifty-move-rule = 50수 규칙
choice-draw-seventy-five-move-rule = 75수 규칙
choice-draw-agreement = 합의
choice-draw-timeout-vs-insufficient-material = 시간 초과, 메이트할 기물 없음
choice-draw-recorded = 기록대로

## New game

level-label = 레벨 { $level }, 약 { $elo }
levels-measured = 각 레벨의 강도는 특정 레이팅으로 설정한 Stockfish와의 대국으로 측정했습니다. 레벨 1~8은 어느 기기에서나 똑같이 두고, 레벨 9는 빠른 기기일수록 강합니다.
new-game-opponent = 상대
new-game-computer = 컴퓨터
new-game-friend = 이 기기에서 친구와
new-game-colour = 색
new-game-level = 레벨
new-game-variant = 변형
new-game-fen = 국면 (FEN)
new-game-start = 시작
time-bullet = 불릿
time-blitz = 블리츠
time-rapid = 래피드
time-classical = 클래식
new-game-quick-times = 빠른 시간 설정
new-game-no-clock = 시계 없음
new-game-time = 시간 제한
new-game-untimed = 시간 제한 없음
new-game-custom = 직접 설정
new-game-minutes = 분
new-game-increment-seconds = 추가 시간 (초)
new-game-increment = 추가 시간

## Settings (the controls)

settings-sound = 소리
settings-sounds = 효과음
settings-animate = 수 애니메이션
settings-confirm-moves = 수 확인 (보드에서 둔 수는 "확인"을 기다림)
settings-figurines = 기물 기호 표기 (♘f3)
settings-board = 보드
settings-pieces = 기물
settings-board-previews = 보드 테마
settings-piece-previews = 기물 세트
settings-page = 페이지
settings-coordinates = 좌표
settings-auto-queen = 자동 퀸 승격
settings-blindfold = 블라인드
settings-board-size-value = 보드 크기: { $size }%
settings-board-size = 보드 크기
settings-zen = 집중 모드 (보드와 시계만; z)

## Games (the library)

games-moves = { $count }수
games-computer = 컴퓨터 (레벨 { $level })
games-no-opening = 이름 없는 오프닝
games-reviewed = 복기함
games-this-game = 이 대국
games-open = 열기
games-delete = 삭제
games-deleted = 삭제함: { $players }.
games-undo = 되돌리기
games-search = 플레이어나 오프닝으로 검색
games-download-all = 모두 내려받기
games-loading = 불러오는 중…
games-none = 아직 대국이 없습니다. 두는 대국은 한 수마다 여기에 저장됩니다.
games-none-found = 검색과 일치하는 대국이 없습니다.
games-show-more = 더 보기 ({ $hidden }개 더; 검색하면 어느 것이든 찾음)
games-won = 승
games-lost = 패
games-drawn = 무
games-other = 끝나지 않았거나 내 대국이 아님
games-result = 결과
games-any-result = 모든 결과
games-your-colour = 내 색
games-any-colour = 모든 색
games-had-white = 내가 백
games-had-black = 내가 흑
games-opening = 오프닝
games-any-opening = 모든 오프닝

## Keyboard shortcuts

shortcut-prev-next = 이전 수와 다음 수
shortcut-variations = 갈림길에서 이전 변화와 다음 변화
shortcut-first-last = 첫 국면과 마지막 국면
shortcut-flip = 보드 뒤집기
shortcut-threat = 위협 보기 (상대 차례라면 상대의 최선의 수)
shortcut-squares = 보드의 칸 사이 이동
shortcut-pick = 기물을 집은 뒤 내려놓기
shortcut-escape = 선택이나 승격 취소
shortcut-right-click = 칸에 동그라미; 오른쪽 드래그: 화살표
shortcut-brushes = 오른쪽 클릭과 함께: 빨강, 파랑 (둘 다: 노랑)
shortcut-new-game = 새 대국
shortcut-zen = 집중 모드: 보드와 시계만, 또는 다시 모두
shortcut-list = 이 목록
keys-home-end = Home End
keys-tab-arrows = Tab 다음 화살표
keys-enter-space = Enter 또는 스페이스
keys-escape = Esc
keys-right-click = 오른쪽 클릭
keys-shift-alt = Shift, Alt

## Import and export

records-title = 가져오기와 내보내기
records-copied-fen = FEN 복사됨
records-copied-link = 링크 복사됨
records-copied-pgn = PGN 복사됨
records-copy-failed-fen = FEN을 클립보드에 복사하지 못했습니다. 선택해서 직접 복사하세요
records-copy-failed-link = 링크를 클립보드에 복사하지 못했습니다. 선택해서 직접 복사하세요
records-copy-failed-pgn = PGN을 클립보드에 복사하지 못했습니다. 선택해서 직접 복사하세요
records-text = 불러올 FEN 또는 PGN
records-placeholder = FEN이나 PGN 붙여넣기 (대국 하나 또는 여러 개)
records-load = 불러오기
records-load-analyse = 불러와서 분석
records-load-computer = 불러와서 컴퓨터와 대국
records-add-all = 모두 내 대국에 추가
records-downloaded = PGN 내려받음
records-download-failed = PGN을 내려받지 못했습니다
records-copy-fen = FEN 복사
records-copy-link = 링크 복사
records-copy-pgn = PGN 복사
records-download = PGN 내려받기

## The board

piece-white-pawn = 백 폰
piece-white-knight = 백 나이트
piece-white-bishop = 백 비숍
piece-white-rook = 백 룩
piece-white-queen = 백 퀸
piece-white-king = 백 킹
piece-black-pawn = 흑 폰
piece-black-knight = 흑 나이트
piece-black-bishop = 흑 비숍
piece-black-rook = 흑 룩
piece-black-queen = 흑 퀸
piece-black-king = 흑 킹
square-empty = 빈 칸
board-label = 체스 보드
promote-to = 승격: { $piece }
promote-choose = 승격할 기물을 고르세요

## The board editor

editor-pieces = 기물
editor-hand-title = 기물 옮기기
editor-hand = 옮기기
editor-delete-title = 기물 치우기
editor-delete = 치우기
editor-start-position = 시작 배치
editor-clear = 비우기
editor-flip = 뒤집기
editor-castling-right = { $side } { $castling }
editor-turn = 차례
editor-white-to-play = 백 차례
editor-black-to-play = 흑 차례
editor-castling = 캐슬링
editor-en-passant = 앙파상
editor-none = 없음
editor-chess960 = Chess960 배치
editor-fen = FEN
editor-play-computer = 여기서 컴퓨터와 대국
editor-play-friend = 여기서 친구와 대국

## What is said and the notices of play

said-new-game = 새 대국.
said-game-restored = 대국을 복원했습니다.
said-game-loaded = 대국을 불러왔습니다.
said-played = { $side }의 수: { $move }.
said-taken-back = 수를 물렀습니다.
notice-clocks-paused = 페이지가 닫혀 있는 동안 시계가 멈췄습니다. 이제 다시 갑니다.
notice-over-keeps-result = 대국이 끝났고 결과는 그대로입니다: 다른 수를 두어 보려면 "분석"으로
notice-nothing-to-take-back = 무를 수가 없습니다

## Notices

notice-draw-accepted = 컴퓨터가 무승부를 받아들입니다.
notice-draw-declined = 컴퓨터가 무승부를 거절하고 계속 둡니다.
notice-engine-restarted = 엔진이 응답하지 않아 다시 시작했습니다. 다시 생각하는 중입니다.
notice-held-elsewhere = 내 대국이 다른 탭에 열려 있어 이 탭에서는 새 대국을 시작합니다. 둘 다 대국 목록에 남습니다.
notice-link-invalid = 링크의 국면이 올바르지 않습니다: { $error }
records-loaded-but = 대국을 불러왔지만, { $warning }.
records-empty = 먼저 FEN이나 PGN을 붙여넣으세요
records-fen-invalid = 이 FEN은 올바르지 않습니다: { $error }
records-pgn-invalid = 이 PGN을 읽을 수 없습니다: { $error }
records-many-games = 이 PGN에는 대국이 { $count }개 있습니다: 첫 대국을 열었고, 모두 대국 목록에 저장했습니다.

## Notices at start

notice-shared-position = 공유된 국면을 열었습니다. 이전 대국은 대국 목록에 남아 있습니다.

## Dates and other notices

month-1 = 1월
month-2 = 2월
month-3 = 3월
month-4 = 4월
month-5 = 5월
month-6 = 6월
month-7 = 7월
month-8 = 8월
month-9 = 9월
month-10 = 10월
month-11 = 11월
month-12 = 12월
date-day-month-year = { $year }년 { $month } { $day }일
date-month-year = { $year }년 { $month }
date-unknown = 날짜 모름
new-game-fen-missing = 시작 국면을 FEN으로 주세요.
new-game-fen-invalid = 그 국면에서는 둘 수 없습니다: { $error }.
new-game-fen-over = 그 국면에서는 이미 대국이 끝났습니다.
puzzles-not-kept = 퍼즐 { $id }은(는) 여기 저장된 퍼즐 { $count }개에 없습니다. 다른 퍼즐을 드립니다.
mistakes-engine-unavailable = 여기서는 복기의 수만 정답입니다: 엔진이 다른 수를 판정할 수 없습니다 ({ $reason }).

## Speech and the library

speech-castles-kingside = 킹사이드 캐슬링
speech-castles-queenside = 퀸사이드 캐슬링
speech-passes = 차례 넘김
speech-takes = 잡음
speech-promotes = 승격: { $piece }
library-delete-failed = 대국을 삭제하지 못했습니다: { $error }
library-open-failed = 이 대국을 열지 못했습니다: { $error }
library-gone = 이 대국은 더 이상 라이브러리에 없습니다
library-download-failed = 대국을 내려받지 못했습니다
library-add-unavailable = 이 브라우저에서는 대국 목록을 쓸 수 없어 대국을 추가하지 못했습니다
library-storage-refused = 브라우저 저장 공간이 대국을 받아들이지 않았습니다: 가득 찼을 수 있습니다
library-added = 내 대국에 { $added }개 대국을 추가했습니다.
library-added-some-failed = 내 대국에 { $added }개 대국을 추가했습니다 ({ $failed }개는 읽을 수 없어 뺐습니다).

## Storage, crashes and the engine

storage-unavailable = 이 브라우저는 페이지가 데이터를 저장하게 하지 않습니다 (비공개 모드 또는 저장 공간 꺼짐): 대국은 계속되지만 떠나면 저장되지 않습니다.
storage-full = 브라우저 저장 공간이 가득 찼습니다: 대국은 계속되지만 최근 수는 저장되지 않습니다. 대국 목록에서 오래된 대국을 지워 공간을 만드세요.
storage-kept-aside = 이 브라우저의 저장 공간에 "{ $key }"(이)라는 이름으로 보관했습니다.
storage-left = 원래 자리에 "{ $key }"(이)라는 이름으로 두었습니다.
storage-unrestorable = 저장된 대국을 복원할 수 없습니다: { $error }. 새 대국을 시작했습니다.
crash-label = 문제가 생겼습니다
crash-title = 문제가 생겼습니다: 페이지를 새로 고치세요. 대국은 마지막 동작 전 상태로 저장되어 있습니다.
engine-unavailable = 이 브라우저에서는 엔진을 시작할 수 없습니다: 친구와 두거나 다른 브라우저를 써 보세요.
library-unavailable = 이 브라우저에서는 대국 목록을 쓸 수 없습니다 ({ $reason })
library-updated-elsewhere = 다른 탭에서 앱이 업데이트되었습니다: 대국을 계속 쓰려면 이 탭을 새로 고치세요.

## Crash

crash-reload = 새로 고침

## Saved games that cannot be read

saved-damaged = 저장된 데이터가 손상되었습니다 ({ $error })
saved-newer = 더 새로운 버전의 앱으로 저장되었습니다 (형식 { $format }, 이 버전은 { $known }까지 읽음)
saved-start = 시작 국면이 잘못되었습니다: { $error }
saved-move = { $index }번째 수 ({ $move })가 규칙에 맞지 않습니다
saved-pgn = 수를 읽을 수 없습니다: { $error }
saved-field = 항목 '{ $field }'에 이 앱이 모르는 값이 있습니다

## Why a move is not legal

placed-piece = { $square }의 { $piece }
castling-kingside = 킹사이드
castling-queenside = 퀸사이드
illegal-empty-square = { $square } 칸에 기물이 없습니다
illegal-not-your-turn = 지금은 { $side } 차례입니다
illegal-no-movement = 수는 기물을 다른 칸으로 옮겨야 합니다
illegal-own-piece = 같은 편 기물이 있는 칸으로는 갈 수 없습니다: { $piece } (내 기물)
illegal-shape-pawn = 폰은 앞으로 한 칸 곧장 가고 (처음 자리에서는 두 칸), 대각선 앞 한 칸의 기물을 잡습니다
illegal-shape-knight = 나이트는 L자로 움직입니다: 한 방향으로 두 칸, 그다음 옆으로 한 칸
illegal-shape-bishop = 비숍은 대각선으로만 움직입니다
illegal-shape-rook = 룩은 가로와 세로로만 움직입니다
illegal-shape-queen = 퀸은 가로, 세로, 대각선으로 움직입니다
illegal-shape-king = 킹은 어느 방향으로든 한 칸 움직입니다 (두 칸은 캐슬링할 때만)
illegal-blocked = 이 기물 ({ $mover })은 다른 기물을 넘어갈 수 없습니다: { $piece } 때문에 막힘 (넘어가는 것은 나이트뿐)
illegal-pawn-backward = 폰은 절대 뒤로 가지 않습니다
illegal-pawn-straight-capture = 폰은 대각선으로만 잡습니다
illegal-pawn-diagonal = 폰은 잡을 때만 대각선으로 움직입니다
illegal-en-passant-late = 앙파상은 상대 폰이 두 칸 전진한 바로 다음 수에만 할 수 있습니다
illegal-double-step = 폰은 처음 자리에서만 두 칸 갈 수 있습니다
illegal-promotion-required = 마지막 줄에 닿은 폰은 승격해야 합니다: 퀸, 룩, 비숍, 나이트 중에서 고르세요
illegal-promotion-not-allowed = 마지막 줄에 닿은 폰만 승격합니다
illegal-promotion-piece = 폰은 퀸, 룩, 비숍, 나이트로만 승격할 수 있습니다 (불가: { $piece })
illegal-castling-king-moved = 이제 { $side } 캐슬링은 할 수 없습니다: 킹이 움직였습니다
illegal-castling-rook-moved = 이제 { $side } 캐슬링은 할 수 없습니다: 그 룩이 움직였습니다
illegal-castling-rook-captured = 이제 { $side } 캐슬링은 할 수 없습니다: 그 룩이 잡혔습니다
illegal-castling-lost = 이제 { $side } 캐슬링은 할 수 없습니다: 킹이나 그 룩이 이미 움직였습니다
illegal-castling-blocked = 킹과 룩 사이에 기물이 있으면 캐슬링할 수 없습니다: { $piece }
illegal-castling-destination = 킹이나 룩이 도착할 칸에 기물이 있으면 캐슬링할 수 없습니다: { $piece }
illegal-castling-in-check = 킹이 체크를 받고 있으면 캐슬링할 수 없습니다 (체크하는 기물: { $piece })
illegal-castling-through = 킹이 지나갈 { $square } 칸을 공격하는 기물이 있습니다: { $piece }
illegal-castling-into = 킹이 도착할 { $square } 칸을 공격하는 기물이 있습니다: { $piece }
illegal-king-into-check = 킹이 체크를 받게 됩니다 (체크하는 기물: { $piece })
illegal-kings-adjacent = 두 킹은 절대 나란히 설 수 없습니다
illegal-still-in-check = 그 수를 두어도 킹이 계속 체크를 받습니다 (체크하는 기물: { $piece })
illegal-en-passant-exposes = 앙파상으로 두 폰이 모두 그 줄에서 사라져 킹이 드러납니다 (공격하는 기물: { $piece })
illegal-pinned = 핀에 걸린 기물: { $pinned }. 움직이면 킹이 드러납니다 (공격하는 기물: { $piece })
typed-not-san = '{ $move }': 대수 기보법의 수가 아닙니다
typed-illegal = { $move }: 이 국면에서 둘 수 있는 수가 아닙니다
typed-ambiguous = { $move }: 둘 이상의 수일 수 있습니다. 기물이 출발하는 세로줄이나 가로줄을 덧붙이세요
typed-not-uci = '{ $move }': UCI 수가 아닙니다 (칸 두 개와 생략 가능한 승격 글자, 예: e7e8q)

## Training kept in the browser

library-upgrade-blocked = 대국 목록을 업데이트하는 중입니다: 마치려면 업데이트 전에 연 이 앱의 다른 탭을 닫으세요.
puzzles-progress-unreadable = 퍼즐 레이팅과 기록을 읽을 수 없어 처음부터 다시 시작합니다 (읽지 못한 사본은 따로 보관함).
mistakes-unreadable = 실수 복습 일정을 읽을 수 없어 복기한 대국에서 새로 만듭니다.
puzzles-not-saved = 퍼즐 진행 상황을 저장하지 못했습니다 (브라우저 저장 공간이 가득 찼거나 거부함): 이 페이지를 닫을 때까지만 남습니다.

## Why a FEN cannot be read or a position cannot be played

fen-empty = FEN이 비어 있습니다
fen-field-count = FEN에는 공백으로 나눈 항목 6개 (보드, 차례, 캐슬링, 앙파상, 반수 카운터, 수 번호)가 있고, 적어도 앞의 4개가 필요합니다. 이 FEN의 항목 수: { $count }
fen-rank-count = 보드 항목에는 '/'로 나눈 가로줄 8개가 필요합니다. 이 항목의 가로줄 수: { $count }
fen-rank-length = 보드 항목의 { $rank }번째 가로줄이 8칸이 아니라 { $count }칸을 나타냅니다
fen-piece-letter = { $rank }번째 가로줄의 '{ $letter }'은(는) 기물 글자가 아닙니다 (백은 KQRBNP, 흑은 kqrbnp, 빈 칸은 1-8)
fen-side-to-move = 차례는 'w' 또는 'b'여야 합니다 ('{ $text }' 아님)
fen-castling = 캐슬링 항목은 '-' 또는 'KQkq'의 글자 (또는 룩의 세로줄, 예: 'HAha')여야 하고, 각 글자는 한 번까지입니다 ('{ $text }' 아님)
fen-en-passant = 앙파상 항목은 '-' 또는 e3 같은 칸이어야 합니다 ('{ $text }' 아님)
fen-halfmove-clock = 반수 카운터는 0 이상의 정수여야 합니다 ('{ $text }' 아님)
fen-move-number = 수 번호는 1 이상의 정수여야 합니다 ('{ $text }' 아님)
fen-impossible = 불가능한 국면: { $reason }
position-no-king = { $side }에게 킹이 없습니다
position-kings = { $side }에게 킹이 둘 이상 있습니다
position-pawn-back-rank = { $square } 칸에 폰이 있지만, 폰은 첫 줄이나 마지막 줄에 설 수 없습니다
position-pawns = { $side }의 폰이 8개보다 많습니다
position-pieces = { $side }의 기물이 16개보다 많습니다
position-castling-pieces = { $side }은 { $castling } 캐슬링 권리를 가질 수 없습니다: 그러려면 킹이 { $king }, 룩이 { $rook }에 있어야 합니다
position-960-castling-h = { $side }은 { $castling } 캐슬링 권리를 가질 수 없습니다: 그러려면 킹이 { $rank }번째 가로줄에 있고 그 h 세로줄 쪽에 룩이 있어야 합니다
position-960-castling-a = { $side }은 { $castling } 캐슬링 권리를 가질 수 없습니다: 그러려면 킹이 { $rank }번째 가로줄에 있고 그 a 세로줄 쪽에 룩이 있어야 합니다
position-en-passant = { $square } 칸은 앙파상 칸이 될 수 없습니다: 방금 그 칸을 지나 두 칸 전진했을 수 있는 폰이 없습니다
position-opponent-in-check = { $side }이 체크를 받고 있는데 { $side } 차례가 아닙니다. 이런 일은 일어날 수 없습니다
position-checkers = 킹이 동시에 기물 { $count }개에게 체크를 받고 있습니다. 어떤 수로도 이렇게 될 수 없습니다

## The editor's FEN

editor-fen-unreadable = 그 FEN을 읽을 수 없습니다: { $error }.

## Why a PGN cannot be read

pgn-where = { $line }번째 줄, { $column }번째 칸: { $what }
pgn-empty = 여기에는 대국이 없습니다
pgn-bad-tag = 태그는 [Name "value"] 모양이어야 합니다
pgn-open-comment = 이 { $open } 코멘트가 { $close }(으)로 닫히지 않았습니다
pgn-open-variation = 이 ( 변화가 )(으)로 닫히지 않았습니다
pgn-stray-parenthesis = 이 )(은)는 어떤 변화도 닫지 않습니다
pgn-variation-first = ( 변화는 그것이 대신하는 수 뒤에 와야 합니다
pgn-bad-fen = FEN 태그가 잘못되었습니다: { $error }
pgn-variant = 변형 '{ $variant }'은(는) 지원하지 않습니다 (표준 체스와 Chess960만)
pgn-move = 수
pgn-null-move = { $move }번째 수는 널 무브 (--)로, 체스의 수가 아닙니다: 그 수와 같은 줄기의 뒤 수들은 뺐습니다
pgn-no-draw-to-claim = 무승부는 3회 동형 반복 뒤나, 기물을 잡지도 폰을 움직이지도 않은 50수 뒤에만 요청할 수 있습니다
