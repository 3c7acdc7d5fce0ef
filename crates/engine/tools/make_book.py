#!/usr/bin/env python3
"""Makes the opening book the match runner plays from: random openings of 8 to 12 plies, kept
when Stockfish at a fixed depth scores them within 50 centipawns (balanced, but varied).

usage: make_book.py OUTPUT [--count 2000] [--depth 12] [--seed 1]

Each line of OUTPUT is a FEN (the position after the opening). Requires python-chess and
Stockfish (`apt-get install stockfish`).
"""
import argparse
import random

import chess
import chess.engine


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("output")
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--depth", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    engine = chess.engine.SimpleEngine.popen_uci(args.stockfish)
    engine.configure({"Threads": 1, "Hash": 16})
    book, seen, tried = [], set(), 0
    while len(book) < args.count:
        tried += 1
        board = chess.Board()
        for _ in range(rng.randint(8, 12)):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        if board.is_game_over() or board.epd() in seen:
            continue
        info = engine.analyse(board, chess.engine.Limit(depth=args.depth))
        score = info["score"].white()
        if score.is_mate() or abs(score.score()) > 50:
            continue
        seen.add(board.epd())
        book.append(board.fen())
        if len(book) % 100 == 0:
            print(f"{len(book)} openings kept of {tried} tried", flush=True)
    engine.quit()
    with open(args.output, "w") as out:
        out.write("\n".join(book) + "\n")


if __name__ == "__main__":
    main()
