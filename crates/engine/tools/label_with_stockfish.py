#!/usr/bin/env python3
"""Gives the positions of a datagen file Stockfish's scores instead of ours.

    label_with_stockfish.py INPUT OUTPUT [--nodes 5000 | --static] [--every 1] [--start 0]
                            [--count N]

INPUT is what `examples/datagen` writes (`FEN | White's score | White's result`, the score
from our search); OUTPUT gets the same lines with the score Stockfish 15.1 finds in `--nodes`
nodes (a mate becomes +-3000, as good as a won position to the trainer). The game's result is
kept: it is what the games between our builds ended in.

Why: the network learns whatever the labels know. Our search at 5,000 nodes knows what our
hand-written evaluation knows; Stockfish at the same node count knows far more, in about 6 ms a
position on one core. `--every K` labels one position in K: neighbours in a game are nearly the
same position, so the labelling time goes further on positions spread over more games. A second
process labels another slice (`--start`, `--count`: input lines); a run that is stopped resumes
after the last position its output holds.

`--static` labels with Stockfish's static evaluation instead of a search (its `eval` command,
the "Final evaluation" line): about 3,400 positions a second on one core, twenty times faster
than 5,000 nodes, so a session labels millions. On 500 datagen positions (quiet: not in check,
the best move neither a capture nor a promotion) against Stockfish at depth 12, the static
evaluation is off by 120 cp on average (correlation 0.89), 5,000 nodes by 56 (0.97), depth 8 by
73 (0.95) at 137 a second, depth 4 by 125 (0.87): noisier labels, but twenty times as many.
Stockfish's 5,000-node score is about 1.14 times its static evaluation on such positions, so the
static value is multiplied by `STATIC_TO_SEARCH` to keep the labels on the search's scale (the
scale the network's output and the engine's margins are in).
"""

import argparse
import os
import subprocess
import sys

MATE_AS_CP = 3000
STATIC_TO_SEARCH = 1.14


class Stockfish:
    def __init__(self, path):
        self.process = subprocess.Popen(
            [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.send("uci")
        self.send("setoption name Hash value 16")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def wait_for(self, prefix):
        for line in self.process.stdout:
            if line.startswith(prefix):
                return line
        sys.exit("stockfish ended unexpectedly")

    def score_for_mover(self, fen, nodes):
        """The last reported score of a search of `nodes` nodes, in centipawns."""
        self.send("position fen " + fen)
        self.send(f"go nodes {nodes}")
        score = None
        for line in self.process.stdout:
            if " score " in line:
                words = line.split()
                kind, value = words[words.index("score") + 1 : words.index("score") + 3]
                value = int(value)
                if kind == "mate":
                    value = MATE_AS_CP if value > 0 else -MATE_AS_CP
                score = max(-MATE_AS_CP, min(MATE_AS_CP, value))
            if line.startswith("bestmove"):
                return score
        sys.exit("stockfish ended unexpectedly")

    def static_score_for_mover(self, fen):
        """Stockfish's static evaluation, on its search's scale, in centipawns."""
        self.send("position fen " + fen)
        self.send("eval")
        for line in self.process.stdout:
            if line.startswith("Final evaluation"):
                words = line.split()
                if words[2] == "none":  # in check: no static evaluation
                    return None
                white_pawns = float(words[2])
                mover_pawns = white_pawns if fen.split()[1] == "w" else -white_pawns
                cp = round(mover_pawns * 100 * STATIC_TO_SEARCH)
                return max(-MATE_AS_CP, min(MATE_AS_CP, cp))
        sys.exit("stockfish ended unexpectedly")


def last_fen_written(path):
    """The FEN of the output's last whole line, or None if there is none."""
    if not os.path.exists(path):
        return None
    last = None
    with open(path) as existing:
        for line in existing:
            if line.endswith("\n") and line.count("|") == 2:
                last = line.split("|")[0].strip()
    return last


def end_a_cut_line(path):
    """A run stopped mid-write leaves half a line: end it, so the next line starts afresh."""
    if os.path.exists(path) and os.path.getsize(path) > 0:
        with open(path, "rb") as existing:
            existing.seek(-1, os.SEEK_END)
            cut = existing.read(1) != b"\n"
        if cut:
            with open(path, "a") as output:
                output.write("\n")


def lines_to_label(source, arguments, resume_after):
    """The input lines of the slice, one in `every`, after `resume_after` if given."""
    last = None if arguments.count is None else arguments.start + arguments.count
    for number, line in enumerate(source):
        if number < arguments.start or number % arguments.every:
            continue
        if last is not None and number >= last:
            return
        if resume_after is not None:
            if line.split("|")[0].strip() == resume_after:
                resume_after = None
            continue
        yield line


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--nodes", type=int, default=5000)
    parser.add_argument("--static", action="store_true", help="the static evaluation, no search")
    parser.add_argument("--every", type=int, default=1, help="label one input line in this many")
    parser.add_argument("--start", type=int, default=0, help="the first input line to label")
    parser.add_argument("--count", type=int, default=None, help="how many lines to label")
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    arguments = parser.parse_args()

    resume_after = last_fen_written(arguments.output)
    end_a_cut_line(arguments.output)
    stockfish = Stockfish(arguments.stockfish)
    if arguments.static:
        score_for_mover = stockfish.static_score_for_mover
    else:
        score_for_mover = lambda fen: stockfish.score_for_mover(fen, arguments.nodes)
    with open(arguments.input) as source, open(arguments.output, "a") as output:
        for count, line in enumerate(lines_to_label(source, arguments, resume_after)):
            fields = [field.strip() for field in line.split("|")]
            if len(fields) != 3:
                continue
            fen, _, result = fields
            score = score_for_mover(fen)
            if score is None:
                continue
            white_score = score if fen.split()[1] == "w" else -score
            output.write(f"{fen} | {white_score} | {result}\n")
            if count % 1000 == 0:
                output.flush()


if __name__ == "__main__":
    main()
