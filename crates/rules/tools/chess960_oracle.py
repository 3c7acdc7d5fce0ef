#!/usr/bin/env python3
"""Writes tests/data/chess960.epd: Chess960 positions with perft counts computed by python-chess,
an implementation independent of ours (`pip install chess`).

- The start positions 0, 518 (the standard one) and 959 to depth 5.
- Random positions: a random start position, then a random number of random legal moves,
  to depth 3 (to depth 4 for every fourth), so castling with rooks on every file comes up.

Each line: a Shredder-FEN, then `;Dn count` per depth, as the perft suite writes them.
Run from crates/rules: python3 tools/chess960_oracle.py
"""
import random
import chess

def perft(board, depth):
    if depth == 0:
        return 1
    if depth == 1:
        return board.legal_moves.count()
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += perft(board, depth - 1)
        board.pop()
    return total

def line(board, depths):
    counts = " ".join(f";D{d} {perft(board, d)}" for d in depths)
    return f"{board.shredder_fen()} {counts}"

def main():
    rng = random.Random(960)
    lines = []
    for number in (0, 518, 959):
        lines.append(line(chess.Board.from_chess960_pos(number), range(1, 6)))
    for i in range(60):
        board = chess.Board.from_chess960_pos(rng.randrange(960))
        for _ in range(rng.randrange(0, 30)):
            moves = list(board.legal_moves)
            if not moves or board.is_game_over():
                break
            # Prefer castling when it is possible, so that it is tested often.
            castles = [m for m in moves if board.is_castling(m)]
            board.push(rng.choice(castles) if castles and rng.random() < 0.5 else rng.choice(moves))
        if board.is_game_over():
            continue
        lines.append(line(board, range(1, 5 if i % 4 == 0 else 4)))
    with open("tests/data/chess960.epd", "w") as out:
        out.write("\n".join(lines) + "\n")

if __name__ == "__main__":
    main()
