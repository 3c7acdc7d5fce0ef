#!/usr/bin/env python3
"""Makes the evaluation-tuning dataset: quiet positions from real games, each labelled with
Stockfish's score.

Stockfish plays itself from the match openings (`book.epd`), after a few random moves for
variety; every position is searched to a fixed depth, the score kept (from White's point of
view) and the search's move played. Only quiet positions are kept: side to move not in check,
best move neither a capture nor a promotion, no mate score. `examples/tune.rs` fits the
evaluation to these labels.

usage: make_dataset.py OUTPUT [--games 1000] [--depth 9] [--workers 2] [--seed 1]
"""
import argparse
import concurrent.futures
import os
import random

import chess
import chess.engine

from match import HERE, load_book

MAX_PLIES = 240


def play(opening, game_number, depth, seed):
    rng = random.Random(seed * 100_003 + game_number)
    board = chess.Board(opening)
    for _ in range(rng.randint(2, 8)):
        moves = list(board.legal_moves)
        if not moves:
            break
        board.push(rng.choice(moves))
    samples = []
    with chess.engine.SimpleEngine.popen_uci("/usr/games/stockfish") as engine:
        engine.configure({"Threads": 1, "Hash": 16})
        while not board.is_game_over(claim_draw=True) and board.ply() < MAX_PLIES:
            info = engine.analyse(board, chess.engine.Limit(depth=depth))
            best = info["pv"][0]
            score = info["score"].white()
            quiet = not board.is_check() and not board.is_capture(best) and best.promotion is None
            if quiet and not score.is_mate() and abs(score.score()) < 2500:
                samples.append(f"{board.fen()}|{score.score()}")
            board.push(best)
    return samples


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("output")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--depth", type=int, default=9)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    book = load_book(os.path.join(HERE, "book.epd"), args.seed)
    written = 0
    with open(args.output, "w") as out, concurrent.futures.ProcessPoolExecutor(args.workers) as pool:
        futures = [pool.submit(play, book[n % len(book)], n, args.depth, args.seed)
                   for n in range(args.games)]
        for done, future in enumerate(concurrent.futures.as_completed(futures), 1):
            for line in future.result():
                out.write(line + "\n")
                written += 1
            if done % 50 == 0:
                print(f"{done} games, {written} positions", flush=True)
    print(f"wrote {written} positions to {args.output}")


if __name__ == "__main__":
    main()
