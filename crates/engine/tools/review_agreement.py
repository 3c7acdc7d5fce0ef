#!/usr/bin/env python3
"""How far the app's game review agrees with Stockfish: every position of a set of games is
scored by our engine as the review scores it (a search of 150,000 nodes each, the review's
budget) and by Stockfish 15.1 at depth 16; each move is classed from each engine's scores with
lichess's winning-chances model and thresholds (inaccuracy 10, mistake 20, blunder 30 points
lost), as `crates/app/src/state/review` does. Prints, for mistakes and blunders together: how
many of ours Stockfish also calls one (precision), how many of Stockfish's we find (recall).

The games are a PGN given with --pgn, or played here between two Stockfish at a limited
strength (--generate N --gen-elo 1500: club players' kind of mistakes) from the match book.

usage:
  review_agreement.py [--engine PATH] [--pgn FILE | --generate 20 --gen-elo 1500]
                      [--nodes 150000] [--sf-depth 16] [--log FILE]

Requires python-chess and Stockfish 15.1 (`/usr/games/stockfish`).
"""
import argparse
import datetime
import math
import os
import random

import chess
import chess.engine
import chess.pgn

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
STOCKFISH = "/usr/games/stockfish"
THRESHOLDS = [(30.0, "blunder"), (20.0, "mistake"), (10.0, "inaccuracy")]


def win_percent(score):
    """Lichess's winning chances (0-100) for White of a White-relative score."""
    if score.is_mate():
        return 100.0 if score.mate() > 0 else 0.0
    cp = max(-1000, min(1000, score.score()))
    return 50 + 50 * (2 / (1 + math.exp(-0.00368208 * cp)) - 1)


def judgement(before, after, mover):
    """The class of a move from the scores before and after it (White-relative)."""
    drop = win_percent(before) - win_percent(after)
    if mover == chess.BLACK:
        drop = -drop
    for threshold, name in THRESHOLDS:
        if drop >= threshold:
            return name
    return None


def scores(engine, game, limit):
    """White-relative scores of every main-line position, the start first."""
    found = []
    nodes = [game] + list(game.mainline())
    for node in nodes:
        board = node.board()
        if board.is_game_over():
            outcome = board.outcome()
            if outcome.winner is None:
                found.append(chess.engine.Cp(0))
            else:
                found.append(chess.engine.Mate(1 if outcome.winner == chess.WHITE else -1))
            continue
        # One game per engine session (its table kept across the game's positions, as the
        # review's worker keeps it).
        info = engine.analyse(board, limit, game=game)
        found.append(info["score"].white())
    return found


def classes(game, found):
    board = game.board()
    result = []
    for i, move in enumerate(game.mainline_moves()):
        result.append(judgement(found[i], found[i + 1], board.turn))
        board.push(move)
    return result


def generate(count, elo, seed):
    """Games between two Stockfish at `elo`, 100 ms a move, from the match book's openings."""
    book = [line.strip() for line in open(os.path.join(HERE, "book.epd")) if line.strip()]
    random.seed(seed)
    games = []
    with chess.engine.SimpleEngine.popen_uci(STOCKFISH) as white, \
            chess.engine.SimpleEngine.popen_uci(STOCKFISH) as black:
        for player in (white, black):
            player.configure({"UCI_LimitStrength": True, "UCI_Elo": elo})
        for _ in range(count):
            board = chess.Board(random.choice(book).split(" bm")[0].split(" id")[0])
            game = chess.pgn.Game.from_board(board)
            node = game
            while not board.is_game_over(claim_draw=True) and board.ply() < 300:
                player = white if board.turn == chess.WHITE else black
                move = player.play(board, chess.engine.Limit(time=0.1)).move
                board.push(move)
                node = node.add_variation(move)
            games.append(game)
    return games


def read_games(path):
    games = []
    with open(path) as handle:
        while (game := chess.pgn.read_game(handle)) is not None:
            games.append(game)
    return games


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", default=os.path.join(ROOT, "target", "release", "chess-engine"))
    parser.add_argument("--pgn")
    parser.add_argument("--generate", type=int, default=20)
    parser.add_argument("--gen-elo", type=int, default=1500)
    parser.add_argument("--nodes", type=int, default=150_000)
    parser.add_argument("--sf-depth", type=int, default=16)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--log")
    args = parser.parse_args()
    games = read_games(args.pgn) if args.pgn else generate(args.generate, args.gen_elo, args.seed)
    ours_flagged = theirs_flagged = agreed = moves = 0
    with chess.engine.SimpleEngine.popen_uci(args.engine) as ours, \
            chess.engine.SimpleEngine.popen_uci(STOCKFISH) as stockfish:
        for number, game in enumerate(games, 1):
            our_classes = classes(game, scores(ours, game, chess.engine.Limit(nodes=args.nodes)))
            sf_classes = classes(game, scores(stockfish, game, chess.engine.Limit(depth=args.sf_depth)))
            for mine, theirs in zip(our_classes, sf_classes):
                moves += 1
                bad_mine = mine in ("mistake", "blunder")
                bad_theirs = theirs in ("mistake", "blunder")
                ours_flagged += bad_mine
                theirs_flagged += bad_theirs
                agreed += bad_mine and bad_theirs
            print(f"game {number}: ours {ours_flagged}, Stockfish {theirs_flagged}, agreed {agreed}", flush=True)
    precision = agreed / ours_flagged if ours_flagged else float("nan")
    recall = agreed / theirs_flagged if theirs_flagged else float("nan")
    summary = (f"{datetime.date.today()} {os.path.basename(args.engine)} at {args.nodes} nodes v Stockfish depth "
               f"{args.sf_depth}, {len(games)} games, {moves} moves: mistakes and blunders, ours {ours_flagged}, "
               f"Stockfish {theirs_flagged}, agreed {agreed} (Stockfish agrees with {precision:.0%} of ours; "
               f"we find {recall:.0%} of Stockfish's)")
    print(summary)
    if args.log:
        with open(args.log, "a") as log:
            log.write(summary + "\n")


if __name__ == "__main__":
    main()
