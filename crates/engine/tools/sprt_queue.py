#!/usr/bin/env python3
"""Runs the campaign's SPRTs from a queue, one match a slot (a core each), so the machine's
cores stay busy between a session's steps and its patches are tested one after another.

    sprt_queue.py QUEUE --opponent BIN [--eval-file NET] [--slots 2] [--seeds FILE]
                  [--logs DIR] [--wait PID ...]

QUEUE is a text file of runs, one a line, taken from the top as slots come free (lines may be
added, removed or reordered while the queue runs; `#` starts a comment):

    TAG BINARY [PRIOR_PAIRS] [tc=BASE+INC] [opp=BINARY]

Each run is `match.py --engine BINARY` against `--opponent` (or `opp=`), both given NET, at
50,000 nodes a move (or at the clock `tc=`), SPRT [0, 5], up to 6,000 games, on one core, its
output in DIR/sprt-TAG.out and its games in DIR/TAG.pgn; PRIOR_PAIRS (`n0,n1,n2,n3,n4`) carries
on a paused run. Every run takes a new seed: the last one used is the last line of the seeds
file, and the queue appends each it takes, so no two runs, in any session, replay the same
openings in the same order. When runs start and end is kept in DIR/queue-history.txt.
`sprt_status.py DIR/sprt-*.out` says where they stand.

`--wait PID` (once for each slot, in order) makes a slot wait for a match already running (of
an earlier queue) to end before it takes a run, so the queue can be restarted without
stopping the matches. Stop it with `pkill -f sprt_queue.py`: its matches go on until killed
(`pkill -f "match.py.*--seed N"`).
"""
import argparse
import fcntl
import os
import re
import subprocess
import sys
import threading
import time
from dataclasses import dataclass

HERE = os.path.dirname(os.path.abspath(__file__))
NODES = 50_000
SPRT_BOUNDS = ("0", "5")
MAX_GAMES = 6000
POLL_SECONDS = 60
PRIOR_PAIRS = re.compile(r"^\d+(,\d+){4}$")


@dataclass
class Run:
    """One line of the queue."""

    tag: str
    engine: str
    prior_pairs: str | None = None
    clock: str | None = None
    opponent: str | None = None


def parse_run(line):
    """The run a queue line names, or None for a blank line or a comment; a line it cannot
    read is an error, not a run silently skipped."""
    words = line.split("#", 1)[0].split()
    if not words:
        return None
    if len(words) < 2:
        raise ValueError(f"a run needs a tag and a binary: {line.strip()!r}")
    run = Run(tag=words[0], engine=words[1])
    for word in words[2:]:
        if word.startswith("tc="):
            run.clock = word[3:]
        elif word.startswith("opp="):
            run.opponent = word[4:]
        elif PRIOR_PAIRS.match(word):
            run.prior_pairs = word
        else:
            raise ValueError(f"{word!r} is not pairs, tc= or opp=: {line.strip()!r}")
    return run


def match_command(run, seed, opponent, eval_file, logs):
    """The match.py command line that plays `run` with `seed`."""
    command = [sys.executable, os.path.join(HERE, "match.py"), "--engine", run.engine]
    command += ["--opponent", run.opponent or opponent]
    if eval_file:
        command += ["--option", f"EvalFile={eval_file}", "--opponent-option", f"EvalFile={eval_file}"]
    command += ["--tc", run.clock] if run.clock else ["--nodes", str(NODES)]
    command += ["--sprt", *SPRT_BOUNDS, "--games", str(MAX_GAMES), "--concurrency", "1"]
    command += ["--seed", str(seed)]
    if run.prior_pairs:
        command += ["--prior-pairs", run.prior_pairs]
    command += ["--pgn", os.path.join(logs, f"{run.tag}.pgn")]
    command += ["--log", os.path.join(logs, f"sprt-{run.tag}.log")]
    return command


class Locked:
    """A file opened for reading and writing under an exclusive lock (slots of this queue, and
    of another one sharing the file, take turns)."""

    def __init__(self, path):
        self.path = path

    def __enter__(self):
        self.file = open(self.path, "a+")
        fcntl.flock(self.file, fcntl.LOCK_EX)
        self.file.seek(0)
        return self.file

    def __exit__(self, *exc):
        fcntl.flock(self.file, fcntl.LOCK_UN)
        self.file.close()


def take_next(queue_path):
    """Removes the first run from the queue file and returns it (None if there is none); the
    comments and blank lines before it go with it, the rest stays as it was."""
    with Locked(queue_path) as queue:
        lines = queue.readlines()
        for index, line in enumerate(lines):
            run = parse_run(line)
            if run:
                queue.seek(0)
                queue.truncate()
                queue.writelines(lines[index + 1:])
                return run
    return None


def next_seed(seeds_path):
    """A seed no run has used: one past the file's last line (1 for an empty file), appended."""
    with Locked(seeds_path) as seeds:
        used = [int(line) for line in seeds.read().split()]
        seed = (used[-1] if used else 0) + 1
        seeds.write(f"{seed}\n")
    return seed


def log(logs, text):
    with open(os.path.join(logs, "queue-history.txt"), "a") as history:
        history.write(f"{time.strftime('%H:%M')} {text}\n")


def wait_for(pid):
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(POLL_SECONDS)


def slot(args, wait_pid):
    """One core's loop: a run at a time, for as long as the queue runs."""
    if wait_pid:
        wait_for(wait_pid)
    while True:
        run = take_next(args.queue)
        if run is None:
            time.sleep(POLL_SECONDS)
            continue
        seed = next_seed(args.seeds)
        command = match_command(run, seed, args.opponent, args.eval_file, args.logs)
        log(args.logs, f"{run.tag} seed {seed}: {' '.join(command[2:])}")
        with open(os.path.join(args.logs, f"sprt-{run.tag}.out"), "w") as out:
            subprocess.run(command, stdout=out, stderr=subprocess.STDOUT)
        with open(os.path.join(args.logs, f"sprt-{run.tag}.out")) as out:
            last = (out.read().strip().splitlines() or ["(no output)"])[-1]
        log(args.logs, f"{run.tag} ended: {last}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("queue")
    parser.add_argument("--opponent", required=True, help="main's engine, the runs' opponent")
    parser.add_argument("--eval-file", help="the network both sides play with")
    parser.add_argument("--slots", type=int, default=2)
    parser.add_argument("--seeds", default="used-seeds")
    parser.add_argument("--logs", default=".")
    parser.add_argument("--wait", type=int, action="append", default=[])
    args = parser.parse_args()
    with open(args.queue) as queue:
        for line in queue:
            parse_run(line)  # a mistake in the queue stops it now, not hours later
    waits = args.wait + [None] * args.slots
    threads = [threading.Thread(target=slot, args=(args, waits[i])) for i in range(args.slots)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


if __name__ == "__main__":
    main()
