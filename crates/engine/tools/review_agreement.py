#!/usr/bin/env python3
"""How far the app's game review agrees with Stockfish, on the committed games of
`matches/review/games.pgn` (40 games between two Stockfish 15.1 at UCI_Elo 1500, 100 ms a move:
club players' kind of mistakes).

Every main-line position is scored by our engine as the review scores it (`--nodes` a position,
from the game's end to its start, the table kept across the game; then a second look,
`--second-look` nodes, at the positions before and after every move whose first drop reached
`--look-from` points; the defaults are the app's, `REVIEW_NODES`, `SECOND_LOOK_NODES` and
`LOOK_AGAIN_FROM` in `crates/app/src/state/review/mod.rs`; `--second-look 0` leaves it out;
then a third look, `--third-look` nodes (`THIRD_LOOK_NODES`; 0 leaves it out), around each
move the second look left in `--third-band` (`THIRD_LOOK_BAND`); our centipawns read x`--scale`
(`CENTIPAWN_SCALE`) before the winning-chances model;
`--forward` searches from the start instead, the app's order before it measured backward
better), and by Stockfish 15.1 at depth 16 (kept in `matches/review/stockfish-depth16.txt`, so
a run costs only our engine's time). Each move is classed from each engine's scores with lichess's winning-chances model and
thresholds (inaccuracy 5, mistake 10, blunder 15 points lost, and its rules for mates), as
`crates/app/src/state/review` does. Prints, for mistakes and blunders together: how many of ours Stockfish also calls one
(precision), how many of Stockfish's we find (recall); how many moves both class the same; the
mean difference of the two engines' winning chances over the positions.

Choosing the review's settings: `--sweep FILE` scores every position at both budgets (the first
pass, then the second look at every position) and writes the scores to FILE, a JSON
line a game; `--replay FILE` then gives the figures of any `--look-from` without the engine,
as if the second look had searched only the positions it picks. A replay reads higher than a
real run (st14m20: 81%/76% replayed, 79%/69% run): the sweep searches every position, each
right after its neighbour, so its table is warmer than the app's second look's. Another
`--scale K` shows how a differently scaled engine would agree (a larger K finds more mistakes,
a smaller fewer); `--fresh` searches every position from an emptied table instead of the
table kept across the game.

usage:
  review_agreement.py [--engine PATH] [--option NAME=VALUE ...] [--nodes 150000]
                      [--second-look 600000] [--look-from 5] [--forward] [--scale 1.05] [--log FILE]
                      [--show-disagreements] [--third-look 2400000 --third-band 7.5 12.5] [--fresh]
                      [--dump SCORES.jsonl]   (the scores judged, to set beside Stockfish's)
  review_agreement.py --sweep FILE [--engine PATH] [--option ...] [--nodes N] [--second-look M]
  review_agreement.py --replay FILE [--look-from 5] [--scale 1.05]
  review_agreement.py --generate 40 --gen-elo 1500 --seed 1 --games NEW.pgn   (never over an existing set)

Requires python-chess and Stockfish 15.1 (`/usr/games/stockfish`).
"""
import argparse
import collections
import contextlib
import datetime
import json
import math
import os
import random
import sys

import chess
import chess.engine
import chess.pgn

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
DATA = os.path.join(os.path.dirname(HERE), "matches", "review")
GAMES = os.path.join(DATA, "games.pgn")
STOCKFISH_SCORES = os.path.join(DATA, "stockfish-depth16.txt")
STOCKFISH = "/usr/games/stockfish"
# Lichess's classes (lila's `Advice`): a fall in winning chances of .3, .2 or .1 on its -1..+1
# scale, which is 15, 10 and 5 points of the 0-100 scale these figures use.
THRESHOLDS = [(15.0, "blunder"), (10.0, "mistake"), (5.0, "inaccuracy")]
BAD = ("mistake", "blunder")


def win_percent(score):
    """Lichess's winning chances (0-100) for White of a White-relative score."""
    if score.is_mate():
        return 100.0 if score.mate() > 0 else 0.0
    cp = max(-1000, min(1000, score.score()))
    return 50 + 50 * (2 / (1 + math.exp(-0.00368208 * cp)) - 1)


def drop(before, after, mover):
    """The winning chances a move cost its mover, from White-relative scores."""
    lost = win_percent(before) - win_percent(after)
    return max(0.0, -lost if mover == chess.BLACK else lost)


def judgement(lost):
    for threshold, name in THRESHOLDS:
        if lost >= threshold:
            return name
    return None


def classify(before, after, mover):
    """Lichess's class of a move, from White-relative scores (lila's `Advice`): between two
    centipawn scores by the winning chances lost; a move that lets the mover be mated by the
    centipawns it had, and one that lets a forced mate go by the centipawns it keeps (a
    blunder unless the mover stays more than seven pawns up); none for any other mate."""
    mine_before, mine_after = (before, after) if mover == chess.WHITE else (-before, -after)
    if not mine_before.is_mate() and not mine_after.is_mate():
        return judgement(drop(before, after, mover))
    if not mine_before.is_mate() and mine_after.mate() < 0:
        return by_margin(-mine_before.score())
    if mine_before.is_mate() and mine_before.mate() > 0 and not (mine_after.mate() or 0) > 0:
        return by_margin(0 if mine_after.is_mate() else mine_after.score())
    return None


def by_margin(centipawns):
    """The class of a mate created or lost, by the centipawns of the side the mate favours on
    the other side of it (as the app's `Judgement::by_margin`)."""
    return "inaccuracy" if centipawns > 999 else "mistake" if centipawns > 700 else "blunder"


def final_score(board):
    """The score of a finished position: mate or a draw."""
    outcome = board.outcome()
    if outcome.winner is None:
        return chess.engine.Cp(0)
    return chess.engine.Mate(1 if outcome.winner == chess.WHITE else -1)


FRESH = False
# Positions each pass of the review searched, over every game (how much time the looks add).
SEARCHED = collections.Counter()


def search(engine, board, limit, game, scale=1.0):
    """Our White-relative score of a position, centipawns times `scale` (with `--fresh`, from
    an emptied table, as if each position were a game of its own)."""
    if board.is_game_over():
        return final_score(board)
    score = engine.analyse(board, limit, game=object() if FRESH else game)["score"].white()
    return from_parts(*as_parts(score), scale=scale)


def boards(game):
    """Every main-line position, the start first."""
    return [game.board()] + [node.board() for node in game.mainline()]


def movers(game):
    return [board.turn for board in boards(game)[:-1]]


def our_scores(engine, game, args):
    """The review's scores, as the app makes them: a first pass over every position, then the
    second look at the positions around each move that seemed to lose much (each from the
    game's end unless `--forward`)."""
    positions = boards(game)
    found = [None] * len(positions)
    for j in in_order(range(len(positions)), args.backward):
        found[j] = search(engine, positions[j], chess.engine.Limit(nodes=args.nodes), game, args.scale)
    SEARCHED["first"] += len(positions)
    if args.second_look:
        looked = second_look_positions(game, found, args.look_from)
        look_again(engine, game, positions, found, (looked, args.second_look), args)
        SEARCHED["second"] += len(looked)
    if args.third_look:
        looked = second_look_positions(game, found, *args.third_band)
        look_again(engine, game, positions, found, (looked, args.third_look), args)
        SEARCHED["third"] += len(looked)
    return found


def look_again(engine, game, positions, found, look, args):
    """Searches the positions a look picked again at its node budget, in the review's order,
    their new scores replacing those in `found`."""
    looked, nodes = look
    for j in in_order(looked, args.backward):
        found[j] = search(engine, positions[j], chess.engine.Limit(nodes=nodes), game, args.scale)


def in_order(indices, backward):
    """Position indices in the order the review searches them: from the game's end unless
    `--forward` (each search then finds its successors' lines in the table)."""
    return sorted(indices, reverse=backward)


def second_look_positions(game, first, look_from, below=math.inf):
    """The positions before and after every move whose drop so far reached `look_from` (and
    stayed under `below`)."""
    turns = movers(game)
    return sorted({j for i, turn in enumerate(turns)
                   if look_from <= drop(first[i], first[i + 1], turn) < below
                   for j in (i, i + 1)})


def sweep_scores(engine, game, args):
    """Every position at both budgets: the first pass, then the second look everywhere (each
    in the review's order)."""
    positions = boards(game)
    swept = {}
    for budget, nodes in (("first", args.nodes), ("second", args.second_look)):
        swept[budget] = [None] * len(positions)
        for j in in_order(range(len(positions)), args.backward):
            score = search(engine, positions[j], chess.engine.Limit(nodes=nodes), game)
            swept[budget][j] = as_parts(score)
    return swept


def replayed_scores(game, swept, args):
    """What the review would have found, from a sweep's scores."""
    first = [from_parts(*parts, scale=args.scale) for parts in swept["first"]]
    found = list(first)
    for j in second_look_positions(game, first, args.look_from):
        found[j] = from_parts(*swept["second"][j], scale=args.scale)
    return found


def as_parts(score):
    """A White-relative score as its kind and value, as the files keep it: ("cp", 31)."""
    return ("mate", score.mate()) if score.is_mate() else ("cp", score.score())


def from_parts(kind, value, scale=1.0):
    """The score of `as_parts`, centipawns multiplied by `scale`."""
    value = int(value)
    return chess.engine.Mate(value) if kind == "mate" else chess.engine.Cp(round(value * scale))


def key(board):
    """A position's key in the Stockfish file: the FEN without the move counters."""
    return " ".join(board.fen().split()[:4])


def load_stockfish_scores():
    found = {}
    if os.path.exists(STOCKFISH_SCORES):
        for line in open(STOCKFISH_SCORES):
            fen, kind, value = line.rstrip("\n").split("\t")
            found[fen] = from_parts(kind, value)
    return found


def stockfish_scores(games, depth):
    """Stockfish's White-relative score of every position, read from its file where there,
    searched (and added to the file) where not."""
    known = load_stockfish_scores()
    missing = [g for g in games if any(key(b) not in known for b in boards(g))]
    if missing:
        with chess.engine.SimpleEngine.popen_uci(STOCKFISH) as stockfish, \
                open(STOCKFISH_SCORES, "a") as file:
            for game in missing:
                for board in boards(game):
                    if key(board) in known:
                        continue
                    score = search(stockfish, board, chess.engine.Limit(depth=depth), game)
                    known[key(board)] = score
                    kind, value = as_parts(score)
                    file.write(f"{key(board)}\t{kind}\t{value}\n")
                file.flush()
    return [[known[key(b)] for b in boards(g)] for g in games]


def generate(count, elo, seed):
    """Games between two Stockfish at `elo`, 100 ms a move, from the match book's openings, each
    yielded as it ends (so a stopped run keeps the games it finished)."""
    book = [line.strip() for line in open(os.path.join(HERE, "book.epd")) if line.strip()]
    random.seed(seed)
    with chess.engine.SimpleEngine.popen_uci(STOCKFISH) as white, \
            chess.engine.SimpleEngine.popen_uci(STOCKFISH) as black:
        for player in (white, black):
            player.configure({"UCI_LimitStrength": True, "UCI_Elo": elo})
        for number in range(1, count + 1):
            board = chess.Board(random.choice(book).split(" bm")[0].split(" id")[0])
            game = chess.pgn.Game.from_board(board)
            node = game
            while not board.is_game_over(claim_draw=True) and board.ply() < 300:
                player = white if board.turn == chess.WHITE else black
                move = player.play(board, chess.engine.Limit(time=0.1)).move
                board.push(move)
                node = node.add_variation(move)
            game.headers.update({"Event": "Review agreement set", "Round": str(number),
                                 "White": f"Stockfish 15.1 UCI_Elo {elo}",
                                 "Black": f"Stockfish 15.1 UCI_Elo {elo}",
                                 "Result": board.result(claim_draw=True)})
            yield game


def read_games(path):
    games = []
    with open(path) as handle:
        while (game := chess.pgn.read_game(handle)) is not None:
            games.append(game)
    return games


class Tally:
    """The agreement figures over many games; with `show_disagreements`, each move that only
    one engine calls a mistake or a blunder is printed, with both engines' drops."""

    def __init__(self, show_disagreements=False):
        self.ours = self.theirs = self.agreed = self.moves = self.same = 0
        self.chances_gap = 0.0
        self.positions = 0
        self.games = 0
        self.show_disagreements = show_disagreements

    def add(self, game, ours, theirs):
        self.games += 1
        board = game.board()
        for i, move in enumerate(game.mainline_moves()):
            turn = board.turn
            mine = classify(ours[i], ours[i + 1], turn)
            sf = classify(theirs[i], theirs[i + 1], turn)
            if self.show_disagreements and (mine in BAD) != (sf in BAD):
                our_drop, sf_drop = drop(ours[i], ours[i + 1], turn), drop(theirs[i], theirs[i + 1], turn)
                print(f"  game {self.games}, {board.fullmove_number}{'.' if turn == chess.WHITE else '...'}"
                      f"{board.san(move)}: Stockfish {sf or 'good'} ({sf_drop:.1f} points, {ours[i]} ->"
                      f" {ours[i + 1]} ours, {theirs[i]} -> {theirs[i + 1]} its), ours {mine or 'good'}"
                      f" ({our_drop:.1f})", flush=True)
            board.push(move)
            self.moves += 1
            self.same += mine == sf
            self.ours += mine in BAD
            self.theirs += sf in BAD
            self.agreed += mine in BAD and sf in BAD
        for mine, sf in zip(ours, theirs):
            self.positions += 1
            self.chances_gap += abs(win_percent(mine) - win_percent(sf))

    @staticmethod
    def set_name(args):
        """The game set, when not the committed default."""
        return "" if os.path.abspath(args.games) == GAMES else f" of {os.path.basename(args.games)}"

    def summary(self, games, args):
        precision = self.agreed / self.ours if self.ours else float("nan")
        recall = self.agreed / self.theirs if self.theirs else float("nan")
        look = (f", second look {args.second_look} nodes from {args.look_from} points"
                if args.second_look else "")
        look += ", backward" if args.backward else ", forward"
        look += ", a fresh table each position" if FRESH else ""
        if args.third_look:
            look += (f", third look {args.third_look} nodes from {args.third_band[0]:g} to"
                     f" {args.third_band[1]:g} points")
        options = "".join(f" {option}" for option in args.option)
        if args.scale != 1.0:
            options += f" (centipawns x{args.scale})"
        if args.replay or args.sweep:
            swept = os.path.basename(args.replay or args.sweep)
            options += f" (second look replayed from a sweep, {swept})"
        return (f"{datetime.date.today()} {os.path.basename(args.engine)}{options} at {args.nodes} nodes{look} "
                f"v Stockfish depth 16, {games} games{self.set_name(args)}, {self.moves} moves, lichess's classes"
                f" ({'/'.join(f'{line:g}' for line, _ in reversed(THRESHOLDS))} points): mistakes and blunders, ours "
                f"{self.ours}, Stockfish {self.theirs}, agreed {self.agreed}: precision {precision:.0%}, "
                f"recall {recall:.0%}; moves classed the same {self.same / self.moves:.1%}; mean "
                f"winning-chances difference {self.chances_gap / self.positions:.1f} points"
                f"{looks_cost(games, args)}")


def looks_cost(games, args):
    """How many positions the second and third looks searched a game, and the nodes they
    added to the first pass's (the review's extra time); empty for a replay."""
    if not SEARCHED["first"]:
        return ""
    first = SEARCHED["first"] * args.nodes
    cost = f"; a game: {SEARCHED['first'] / games:.0f} positions"
    for name, nodes in (("second", args.second_look), ("third", args.third_look)):
        if nodes:
            cost += (f", {name} look {SEARCHED[name] / games:.1f} of them"
                     f" (+{SEARCHED[name] * nodes / first:.0%} nodes)")
    return cost


def dump_scores(path, ours):
    """Appends a game's scores as the review judged them (our centipawns already scaled), as
    `as_parts` pairs: the data for comparing our scale with Stockfish's position by position."""
    if path:
        with open(path, "a") as file:
            file.write(json.dumps([as_parts(score) for score in ours]) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", default=os.path.join(ROOT, "target", "release", "chess-engine"))
    parser.add_argument("--nodes", type=int, default=150_000)
    parser.add_argument("--second-look", type=int, default=600_000)
    parser.add_argument("--look-from", type=float, default=5.0)
    parser.add_argument("--generate", type=int)
    parser.add_argument("--gen-elo", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[],
                        help="an option for our engine, 'Name=value' (an EvalFile, say)")
    parser.add_argument("--log")
    parser.add_argument("--show-disagreements", action="store_true",
                        help="print every move only one engine calls a mistake or a blunder")
    parser.add_argument("--forward", action="store_true",
                        help="search the positions from the game's start (the app goes from its end)")
    parser.add_argument("--sweep", help="scores every position at both budgets into this file")
    parser.add_argument("--replay", help="the figures from a sweep's file, without the engine")
    parser.add_argument("--scale", type=float, default=1.05,
                        help="our centipawns times this before the winning-chances model"
                             " (and the second look's choice)")
    parser.add_argument("--third-look", type=int, default=2_400_000,
                        help="nodes for a third look at the moves whose drop after the second lies"
                             " in --third-band (0: none)")
    parser.add_argument("--third-band", type=float, nargs=2, default=[7.5, 12.5], metavar=("FROM", "BELOW"))
    parser.add_argument("--games", default=GAMES,
                        help="the games to review (and where --generate writes; Stockfish's scores"
                             " of new positions are added to its file)")
    parser.add_argument("--dump", help="appends each game's scores as judged (scaled), a JSON line a game")
    parser.add_argument("--fresh", action="store_true",
                        help="search every position from an emptied table (ucinewgame before each)")
    args = parser.parse_args()
    args.backward = not args.forward
    if args.sweep or args.replay:
        args.third_look = 0  # a sweep scores the first pass and the second look only
    global FRESH
    FRESH = args.fresh
    if args.generate:
        # Games are not reproducible (Stockfish plays by time), so never write over a set.
        if os.path.exists(args.games):
            sys.exit(f"{args.games} exists; --generate writes a new set only")
        with open(args.games, "w") as out:
            for game in generate(args.generate, args.gen_elo, args.seed):
                print(game, file=out, end="\n\n", flush=True)
        return
    games = read_games(args.games)
    theirs = stockfish_scores(games, 16)
    tally = Tally(args.show_disagreements)
    if args.replay:
        with open(args.replay) as swept:
            # The first line says how the scores were made.
            header = json.loads(next(swept))
            args.engine, args.option = header["engine"], header["option"]
            args.nodes, args.second_look = header["nodes"], header["second_look"]
            args.backward = header.get("backward", False)  # sweeps older than the option ran forward
            for game, line, sf in zip(games, swept, theirs):
                tally.add(game, replayed_scores(game, json.loads(line), args), sf)
    else:
        sweep_file = open(args.sweep, "w") if args.sweep else contextlib.nullcontext()
        with chess.engine.SimpleEngine.popen_uci(args.engine) as engine, sweep_file as sweep:
            engine.configure(dict(option.split("=", 1) for option in args.option))
            if args.sweep:
                header = {key: vars(args)[key]
                          for key in ("engine", "option", "nodes", "second_look", "backward")}
                sweep.write(json.dumps(header) + "\n")
            for number, game in enumerate(games, 1):
                if args.sweep:
                    swept = sweep_scores(engine, game, args)
                    sweep.write(json.dumps(swept) + "\n")
                    sweep.flush()
                    tally.add(game, replayed_scores(game, swept, args), theirs[number - 1])
                else:
                    ours = our_scores(engine, game, args)
                    tally.add(game, ours, theirs[number - 1])
                    dump_scores(args.dump, ours)
                print(f"game {number}: ours {tally.ours}, Stockfish {tally.theirs}, "
                      f"agreed {tally.agreed}", flush=True)
    summary = tally.summary(len(games), args)
    print(summary)
    if args.log:
        with open(args.log, "a") as log:
            log.write(summary + "\n")


if __name__ == "__main__":
    main()
