#!/usr/bin/env python3
"""Plays matches between two UCI engines (ours against an older build of ours, or against
Stockfish at a limited strength) and reports the score with pentanomial statistics, the Elo
difference and its 95% interval, and optionally runs a sequential probability ratio test.

Each opening of the book is played twice with colours swapped (a game pair), so an unbalanced
opening cancels out; the five possible pair results (0, 0.5, 1, 1.5, 2 points) are counted
(the pentanomial), which is what the error bars and the SPRT are computed from. Games run in
parallel (one per core by default), each engine in its own process.

usage:
  match.py [--engine PATH] [--option NAME=VALUE ...]
           [--opponent PATH] [--opponent-option NAME=VALUE ...] [--sf-elo 2400]
           [--tc 3+0.03 | --movetime 100 | --nodes 50000 [--opponent-nodes N]]
           [--engine-movetime MS]
           [--games 400] [--sprt ELO0 ELO1] [--book tools/book.epd] [--concurrency 2]
           [--pgn FILE] [--log FILE] [--seed 1] [--prior-pairs N0,N1,N2,N3,N4]

Examples:
  # a patch against the last kept build, stopping when the SPRT decides:
  match.py --engine target/release/chess-engine --opponent /tmp/base-engine --tc 3+0.03 --sprt 0 5
  # the same SPRT continued in a later session: another seed, the stopped run's pairs pooled in
  match.py ... --sprt 0 5 --seed 2 --prior-pairs 3,16,23,28,10
  # a search change at a fixed number of nodes a move: the machine's load cannot lose a game
  # on time nor give one side less search (not for changes to the speed or the clock's use)
  match.py --engine NEW --opponent OLD --nodes 50000 --sprt 0 10
  # the same where NEW's node costs 12% more instructions (a wider network): OLD gets the
  # nodes it would search in the same time, still load-proof
  match.py --engine NEW --opponent OLD --nodes 50000 --opponent-nodes 56000 --sprt 0 10
  # strength on Stockfish's UCI_Elo scale at 100 ms a move:
  match.py --sf-elo 2400 --movetime 100 --games 400

Requires python-chess (`pip install chess`) and, for the Stockfish matches, Stockfish 15.1
(`apt-get install stockfish`).
"""
import argparse
import concurrent.futures
import datetime
import os
import random
import sys
import threading
import types

import chess
import chess.engine
import chess.pgn

import clocks
from pentanomial import LLR_LOWER, LLR_UPPER, Pentanomial

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
MAX_PLIES = 400
# Adjudication, as testing frameworks do, to save time on decided games: a win when both
# engines agree on this many centipawns for the winner for WIN_MOVES moves each; a draw after
# move DRAW_FROM when both keep within DRAW_CP for DRAW_MOVES moves each.
WIN_CP, WIN_MOVES = 1000, 4
DRAW_FROM, DRAW_CP, DRAW_MOVES = 40, 10, 8


def parse_options(pairs):
    options = {}
    for pair in pairs or []:
        name, _, value = pair.partition("=")
        value = value.strip()
        options[name.strip()] = {"true": True, "false": False}.get(value.lower(), value)
    return options


class Players(threading.local):
    """Each worker thread keeps its own pair of engine processes between games."""


OPENED = []
OPENED_LOCK = threading.Lock()


def start(path, options):
    engine = chess.engine.SimpleEngine.popen_uci(path)
    engine.configure(options)
    with OPENED_LOCK:
        OPENED.append(engine)
    return engine


def quit_engines():
    """Ends every engine process started, whatever state it is in."""
    for engine in OPENED:
        try:
            engine.quit()
        except Exception:
            pass


def engines(args, players):
    if not hasattr(players, "ours"):
        players.ours = start(args.engine, parse_options(args.option))
        options = {}
        if os.path.basename(args.opponent) == "stockfish":
            options = {"Threads": 1, "Hash": 16}
            if args.sf_elo:
                options.update({"UCI_LimitStrength": True, "UCI_Elo": args.sf_elo})
        options.update(parse_options(args.opponent_option))
        players.theirs = start(args.opponent, options)
    return players.ours, players.theirs


# What play_game reads of a match's arguments: the limits of a move.
GAME_LIMITS = ("tc", "movetime", "engine_movetime", "nodes", "opponent_nodes")


def game_args(**limits):
    """A match's arguments as play_game reads them, every limit not given None: for callers
    without this script's parser (spsa.py), which then need no change when a limit is added."""
    unknown = set(limits) - set(GAME_LIMITS)
    assert not unknown, f"not a limit of a move: {unknown}"
    return types.SimpleNamespace(**{name: limits.get(name) for name in GAME_LIMITS})


class Clock:
    """A Fischer clock per side (base + increment in seconds), or a fixed time per move."""

    def __init__(self, args, ours):
        self.movetime = (args.engine_movetime if ours and args.engine_movetime else args.movetime)
        self.nodes = (args.opponent_nodes if not ours and args.opponent_nodes else args.nodes)
        self.base, self.inc = args.tc if args.tc else (None, None)
        self.left = self.base

    def limit(self, board, waiting):
        """What the engine to move (whose clock this is) is told; `waiting` is the other
        side's clock."""
        if self.nodes:
            return chess.engine.Limit(nodes=self.nodes)
        if self.movetime:
            return chess.engine.Limit(time=self.movetime / 1000)
        white, black = clocks.sides(board.turn == chess.WHITE, self, waiting)
        return chess.engine.Limit(white_clock=white.left, black_clock=black.left,
                                  white_inc=self.inc, black_inc=self.inc)


def play_game(args, players, fen, our_colour):
    ours, theirs = engines(args, players)
    board = chess.Board(fen)
    # Keyed by "is it ours?" (not named `clocks`: that is the module choosing whose is whose).
    clock_of = {True: Clock(args, True), False: Clock(args, False)}
    game_id = object()
    loser_on_time = None
    scores = []  # White's view, one per move
    while not board.is_game_over(claim_draw=True) and board.ply() < MAX_PLIES:
        verdict = adjudicate(scores, board)
        if verdict is not None:
            if verdict == 0.5:
                return 0.5, board, "adjudicated draw"
            won = (verdict == 1.0) == (our_colour == chess.WHITE)
            return (1.0 if won else 0.0), board, "adjudicated win"
        is_ours = board.turn == our_colour
        engine, clock = (ours, clock_of[True]) if is_ours else (theirs, clock_of[False])
        limit = clock.limit(board, clock_of[not is_ours])
        started = datetime.datetime.now()
        result = engine.play(board, limit, game=game_id, info=chess.engine.INFO_SCORE)
        spent = (datetime.datetime.now() - started).total_seconds()
        score = result.info.get("score")
        scores.append(None if score is None else score.white().score(mate_score=100_000))
        if result.move is None or result.move not in board.legal_moves:
            raise RuntimeError(f"illegal or no move {result.move} in {board.fen()}")
        board.push(result.move)
        if clock.left is not None:
            clock.left += clock.inc - spent
            if clock.left < 0:
                loser_on_time = not board.turn  # the side that just moved
                break
    if loser_on_time is not None:
        score = 0.0 if loser_on_time == our_colour else 1.0
        if not board.has_insufficient_material(not loser_on_time):
            return score, board, "time forfeit"
        return 0.5, board, "time forfeit, insufficient material"
    outcome = board.outcome(claim_draw=True)
    if outcome is None or outcome.winner is None:
        return 0.5, board, outcome.termination.name.lower() if outcome else "adjudicated"
    return (1.0 if outcome.winner == our_colour else 0.0), board, outcome.termination.name.lower()


def lost_on_time(forfeits):
    """The games each side lost on time, if any were."""
    if not any(forfeits.values()):
        return ""
    return f"; lost on time: ours {forfeits['ours']}, theirs {forfeits['theirs']}"


def adjudicate(scores, board):
    """1.0 (White wins), 0.0 (Black wins), 0.5 (draw) when the engines' scores decide it."""
    recent = scores[-2 * WIN_MOVES:]
    if len(recent) == 2 * WIN_MOVES and None not in recent:
        if all(s >= WIN_CP for s in recent):
            return 1.0
        if all(s <= -WIN_CP for s in recent):
            return 0.0
    recent = scores[-2 * DRAW_MOVES:]
    if board.fullmove_number >= DRAW_FROM and len(recent) == 2 * DRAW_MOVES and None not in recent:
        if all(abs(s) <= DRAW_CP for s in recent):
            return 0.5
    return None


def load_book(path, seed):
    with open(path) as f:
        book = [line.strip() for line in f if line.strip()]
    random.Random(seed).shuffle(book)
    return book


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", default=os.path.join(ROOT, "target", "release", "chess-engine"))
    parser.add_argument("--option", action="append", help="an option for our engine: 'Name=value'")
    parser.add_argument("--opponent", default="/usr/games/stockfish")
    parser.add_argument("--opponent-option", action="append", help="an option for the opponent")
    parser.add_argument("--sf-elo", type=int, help="Stockfish's UCI_Elo (1350-2850); full strength if left out")
    parser.add_argument("--games", type=int, default=400, help="at most this many (rounded up to pairs)")
    parser.add_argument("--movetime", type=int, help="milliseconds per move")
    parser.add_argument("--nodes", type=int, help="nodes per move, for both engines (load-proof)")
    parser.add_argument("--opponent-nodes", type=int,
                        help="the opponent's nodes per move, if not --nodes (for engines whose nodes"
                             " cost different time: give each what it searches in the same time)")
    parser.add_argument("--tc", help="a Fischer clock: base+increment in seconds (e.g. 3+0.03)")
    parser.add_argument("--engine-movetime", type=int,
                        help="our engine's milliseconds per move, if not --movetime (for levels, whose"
                             " node or depth limit should bind, as in the app)")
    parser.add_argument("--sprt", nargs=2, type=float, metavar=("ELO0", "ELO1"),
                        help="stop as soon as the SPRT (alpha = beta = 0.05) accepts either hypothesis")
    parser.add_argument("--book", default=os.path.join(HERE, "book.epd"))
    parser.add_argument("--concurrency", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--pgn", help="write every game here")
    parser.add_argument("--log", help="append the result line here")
    parser.add_argument("--seed", type=int, default=1, help="which openings, in which order")
    parser.add_argument("--prior-pairs", metavar="N0,N1,N2,N3,N4",
                        help="pair counts of an earlier run of the same match (another --seed) to pool"
                             " with this one, so a stopped SPRT continues where it left off")
    args = parser.parse_args()
    if args.tc:
        base, inc = args.tc.split("+")
        args.tc = (float(base), float(inc))
    elif not args.movetime and not args.nodes:
        args.movetime = 100

    book = load_book(args.book, args.seed)
    pairs = (args.games + 1) // 2
    jobs = [(book[i % len(book)], colour) for i in range(pairs) for colour in (chess.WHITE, chess.BLACK)]
    players = Players()
    stats = Pentanomial()
    if args.prior_pairs:
        stats = Pentanomial.of_counts([int(n) for n in args.prior_pairs.split(",")])
        stats.prior_pairs = stats.pairs()
    pending_pairs = {}
    # Games lost on time, by side: many, or many more on one side, say the machine was too
    # loaded for the time control (or, as before tools/clocks.py, that the harness is wrong).
    forfeits = {"ours": 0, "theirs": 0}
    decision = None
    pgn_out = open(args.pgn, "a") if args.pgn else None
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.concurrency) as pool:
        futures = {pool.submit(play_game, args, players, fen, colour): (index // 2, colour, fen)
                   for index, (fen, colour) in enumerate(jobs)}
        for future in concurrent.futures.as_completed(futures):
            pair, colour, fen = futures[future]
            score, board, termination = future.result()
            stats.games.append(score)
            if termination == "time forfeit":
                forfeits["ours" if score == 0.0 else "theirs"] += 1
            if pgn_out:
                write_pgn(pgn_out, args, fen, board, colour, score, termination)
            pending_pairs.setdefault(pair, []).append(score)
            if len(pending_pairs[pair]) == 2:
                stats.add_pair(*pending_pairs.pop(pair))
                if args.sprt and stats.pairs() >= 10:
                    llr = stats.llr(*args.sprt)
                    if llr <= LLR_LOWER or llr >= LLR_UPPER:
                        decision = "H1 accepted (keep)" if llr >= LLR_UPPER else "H0 accepted (reject)"
                        for f in futures:
                            f.cancel()
                        break
            if len(stats.games) % 20 == 0:
                sprt = f", LLR {stats.llr(*args.sprt):+.2f} ({LLR_LOWER:.2f}, {LLR_UPPER:.2f})" if args.sprt else ""
                print(f"after {stats.summary()}{sprt}{lost_on_time(forfeits)}", flush=True)
    quit_engines()
    if pgn_out:
        pgn_out.close()
    limit = (f"tc {args.tc[0]:g}+{args.tc[1]:g}" if args.tc
             else f"{args.nodes} nodes/move" if args.nodes else f"{args.movetime} ms/move")
    if args.nodes and args.opponent_nodes:
        limit += f" (the opponent {args.opponent_nodes})"
    our_time = f" (ours {args.engine_movetime} ms)" if args.engine_movetime else ""
    sprt = ""
    if args.sprt:
        sprt = f"; SPRT [{args.sprt[0]:g}, {args.sprt[1]:g}] LLR {stats.llr(*args.sprt):+.2f}: {decision or 'no decision'}"
    line = (f"RESULT {os.path.basename(args.engine)}{''.join(' ' + o for o in args.option or [])}"
            f" vs {os.path.basename(args.opponent)}{f' UCI_Elo {args.sf_elo}' if args.sf_elo else ''}"
            f"{''.join(' ' + o for o in args.opponent_option or [])}"
            f" at {limit}{our_time}: {stats.summary()}{sprt}{lost_on_time(forfeits)}")
    print(line)
    if args.log:
        with open(args.log, "a") as log:
            log.write(f"{datetime.date.today()} {' '.join(sys.argv[1:])}\n{line}\n")


def write_pgn(out, args, fen, board, colour, score, termination):
    game = chess.pgn.Game.from_board(board)
    game.headers["Event"] = "match.py"
    ours, theirs = os.path.basename(args.engine), os.path.basename(args.opponent)
    game.headers["White"], game.headers["Black"] = (ours, theirs) if colour == chess.WHITE else (theirs, ours)
    game.headers["FEN"], game.headers["SetUp"] = fen, "1"
    game.headers["Termination"] = termination
    white_score = score if colour == chess.WHITE else 1 - score
    game.headers["Result"] = {1.0: "1-0", 0.0: "0-1", 0.5: "1/2-1/2"}[white_score]
    print(game, file=out, end="\n\n", flush=True)


if __name__ == "__main__":
    sys.exit(main())
