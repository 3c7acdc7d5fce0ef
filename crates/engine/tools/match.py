#!/usr/bin/env python3
"""Plays a match between our engine and Stockfish 15.1 at a limited strength, and prints the
score, the Elo difference and its 95% error bar.

Each opening is played twice with colours swapped (paired games), so an unbalanced opening
cancels out. Games run a few at a time, each engine on its own process.

usage:
  match.py [--games 200] [--movetime 100] [--sf-elo 2000] [--engine PATH]
           [--option "Skill Level=3" ...] [--engine-movetime MS] [--concurrency 2] [--opponent PATH --opponent-option ...]

Requires python-chess (`pip install chess`) and Stockfish (`apt-get install stockfish`).
Without --sf-elo, Stockfish plays at full strength; with --opponent, any UCI engine replaces it
(for example an older build of ours, to measure a change).
"""
import argparse
import concurrent.futures
import math
import os
import sys
import threading

import chess
import chess.engine

# Openings: common first moves, so games start varied but sound. Each is played once with each
# colour.
OPENINGS = [
    "e4 e5 Nf3 Nc6 Bb5 a6", "e4 e5 Nf3 Nc6 Bc4 Bc5", "e4 e5 Nf3 Nc6 d4 exd4", "e4 e5 Nf3 Nf6 Nxe5 d6",
    "e4 e5 Nc3 Nf6 f4 d5", "e4 e5 f4 exf4 Nf3 g5", "e4 c5 Nf3 d6 d4 cxd4", "e4 c5 Nf3 Nc6 d4 cxd4",
    "e4 c5 Nf3 e6 d4 cxd4", "e4 c5 Nc3 Nc6 g3 g6", "e4 c5 c3 Nf6 e5 Nd5", "e4 e6 d4 d5 Nc3 Bb4",
    "e4 e6 d4 d5 e5 c5", "e4 e6 d4 d5 Nd2 Nf6", "e4 c6 d4 d5 Nc3 dxe4", "e4 c6 d4 d5 e5 Bf5",
    "e4 d5 exd5 Qxd5 Nc3 Qa5", "e4 d6 d4 Nf6 Nc3 g6", "e4 g6 d4 Bg7 Nc3 d6", "e4 Nf6 e5 Nd5 d4 d6",
    "d4 d5 c4 e6 Nc3 Nf6", "d4 d5 c4 c6 Nf3 Nf6", "d4 d5 c4 dxc4 Nf3 Nf6", "d4 d5 Nf3 Nf6 Bf4 e6",
    "d4 Nf6 c4 e6 Nc3 Bb4", "d4 Nf6 c4 e6 Nf3 b6", "d4 Nf6 c4 g6 Nc3 Bg7", "d4 Nf6 c4 g6 Nc3 d5",
    "d4 Nf6 c4 c5 d5 e6", "d4 Nf6 c4 c5 d5 b5", "d4 f5 g3 Nf6 Bg2 g6", "d4 Nf6 Bg5 e6 e4 h6",
    "d4 e6 c4 Bb4 Bd2 Qe7", "d4 d5 e3 Nf6 Bd3 c5", "c4 e5 Nc3 Nf6 Nf3 Nc6", "c4 c5 Nc3 Nc6 g3 g6",
    "c4 Nf6 Nc3 e6 e4 d5", "c4 e6 Nf3 d5 g3 Nf6", "Nf3 d5 g3 Nf6 Bg2 c6", "Nf3 Nf6 c4 b6 g3 Bb7",
    "g3 d5 Bg2 Nf6 Nf3 c5", "b3 e5 Bb2 Nc6 e3 Nf6", "f4 d5 Nf3 g6 e3 Bg7", "e4 e5 Nf3 d6 d4 Nf6",
    "e4 c5 Nf3 d6 Bb5+ Bd7", "d4 d5 c4 e6 Nf3 c5", "e4 e5 Bc4 Nf6 d3 c6", "d4 Nf6 Nf3 g6 g3 Bg7",
    "e4 c5 Nf3 g6 d4 cxd4", "c4 g6 e4 e5 Nc3 d6",
]

MAX_PLIES = 400


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


def play_game(args, players, opening, our_colour):
    if not hasattr(players, "ours"):
        players.ours = start(args.engine, parse_options(args.option))
        options = {}
        if os.path.basename(args.opponent) == "stockfish":
            options = {"Threads": 1, "Hash": 16}
            if args.sf_elo:
                options.update({"UCI_LimitStrength": True, "UCI_Elo": args.sf_elo})
        options.update(parse_options(args.opponent_option))
        players.theirs = start(args.opponent, options)
    board = chess.Board()
    for san in opening.split():
        board.push_san(san)
    their_limit = chess.engine.Limit(time=args.movetime / 1000)
    our_limit = chess.engine.Limit(time=(args.engine_movetime or args.movetime) / 1000)
    game_id = object()
    while not board.is_game_over(claim_draw=True) and board.ply() < MAX_PLIES:
        ours = board.turn == our_colour
        engine, limit = (players.ours, our_limit) if ours else (players.theirs, their_limit)
        result = engine.play(board, limit, game=game_id)
        if result.move is None or result.move not in board.legal_moves:
            raise RuntimeError(f"illegal or no move {result.move} in {board.fen()}")
        board.push(result.move)
    outcome = board.outcome(claim_draw=True)
    if outcome is None or outcome.winner is None:
        return 0.5, board
    return (1.0 if outcome.winner == our_colour else 0.0), board


def elo(score):
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def summary(results):
    n = len(results)
    wins = results.count(1.0)
    draws = results.count(0.5)
    losses = results.count(0.0)
    mean = sum(results) / n
    variance = sum((r - mean) ** 2 for r in results) / n
    margin = 1.96 * math.sqrt(variance / n)
    low, high = elo(mean - margin), elo(mean + margin)
    return (f"{n} games: +{wins} ={draws} -{losses}, score {100 * mean:.1f}%, "
            f"Elo difference {elo(mean):+.0f} (95% interval {low:+.0f} to {high:+.0f})")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    parser.add_argument("--engine", default=os.path.join(root, "target", "release", "chess-engine"))
    parser.add_argument("--option", action="append", help="an option for our engine: 'Name=value'")
    parser.add_argument("--opponent", default="/usr/games/stockfish")
    parser.add_argument("--opponent-option", action="append", help="an option for the opponent")
    parser.add_argument("--sf-elo", type=int, help="Stockfish's UCI_Elo (1350-2850); full strength if left out")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--movetime", type=int, default=100, help="milliseconds per move")
    parser.add_argument("--engine-movetime", type=int,
                        help="our engine's milliseconds per move, if not --movetime (for levels, whose"
                             " node or depth limit should bind, as in the app)")
    parser.add_argument("--concurrency", type=int, default=2)
    args = parser.parse_args()

    pairs = [(OPENINGS[i // 2 % len(OPENINGS)], chess.WHITE if i % 2 == 0 else chess.BLACK) for i in range(args.games)]
    players = Players()
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.concurrency) as pool:
        futures = [pool.submit(play_game, args, players, opening, colour) for opening, colour in pairs]
        for future in concurrent.futures.as_completed(futures):
            score, board = future.result()
            results.append(score)
            if len(results) % 20 == 0 or len(results) == args.games:
                print(f"after {summary(results)}", flush=True)
    for engine in OPENED:
        engine.quit()
    our_time = f" (ours {args.engine_movetime} ms)" if args.engine_movetime else ""
    print(f"RESULT ours{''.join(' ' + o for o in args.option or [])} vs {os.path.basename(args.opponent)}"
          f"{f' UCI_Elo {args.sf_elo}' if args.sf_elo else ''}"
          f"{''.join(' ' + o for o in args.opponent_option or [])}"
          f" at {args.movetime} ms/move{our_time}: {summary(results)}")


if __name__ == "__main__":
    sys.exit(main())
