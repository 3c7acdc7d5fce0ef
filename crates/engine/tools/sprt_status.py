#!/usr/bin/env python3
"""Where SPRTs played by match.py stand, read from what they printed: for each output file, the
games, the Elo difference with its 95% interval and the LLR (recomputed from the pooled pair
counts of its last progress line, so the figures are match.py's own), what the campaign's stop
rules say of it, and the `--prior-pairs` that continue it with another seed, in a later session
or on another machine.

The stop rules (`crates/engine/matches/sprt.log` applies them):
- the SPRT decided: merge (H1) or drop (H0);
- the whole 95% interval below 0, after at least 160 games: drop (over fewer pairs the
  interval's own spread is a guess: a run of 20 games was dropped so);
- past 2,000 games and below 0: drop, a gain is unlikely;
- past 2,000 games and below the bounds' midpoint, where the test drifts toward H0 ever more
  slowly: a candidate to stop, its cores better spent on younger runs;
- else go on.

With --pool, a last line pools the runs' pair counts, as runs of one patch with different seeds
(two at once on two cores, or one a session) are judged together. Each run's counts include its
own --prior-pairs, so pool runs that share no prior: the first run with the earlier sessions'
pairs, the others without.

usage:
  sprt_status.py [--sprt 0 5] [--pool] OUT [OUT ...]
"""
import argparse
import os
import re
import sys

from pentanomial import LLR_LOWER, LLR_UPPER, Pentanomial

LONG_RUN_GAMES = 2000
MIN_INTERVAL_GAMES = 160
PAIRS = re.compile(r"pairs \[(\d+), (\d+), (\d+), (\d+), (\d+)\]")


def last_counts(lines):
    """The pooled pair counts of the last line that has them, or None."""
    for line in reversed(lines):
        found = PAIRS.search(line)
        if found:
            return [int(n) for n in found.groups()]
    return None


def verdict(stats, elo0, elo1):
    """What the stop rules say of a run with these statistics."""
    llr = stats.llr(elo0, elo1)
    mid, _, high = stats.interval()
    games = 2 * stats.pairs()
    if llr >= LLR_UPPER:
        return "H1 accepted: merge"
    if llr <= LLR_LOWER:
        return "H0 accepted: drop"
    if high < 0 and games >= MIN_INTERVAL_GAMES:
        return "whole interval below 0: drop"
    if games >= LONG_RUN_GAMES and mid < 0:
        return f"below 0 past {LONG_RUN_GAMES:,} games: drop"
    if games >= LONG_RUN_GAMES and mid < (elo0 + elo1) / 2:
        return f"below the bounds' midpoint past {LONG_RUN_GAMES:,} games: may stop"
    return "go on"


def status(name, lines, elo0, elo1):
    """One run's line: its figures, the verdict and how to continue it."""
    return standing(name, last_counts(lines), elo0, elo1)


def pooled(name, runs, elo0, elo1):
    """The line of several runs taken as one: their last pair counts added."""
    found = [counts for counts in map(last_counts, runs) if counts]
    total = [sum(column) for column in zip(*found)] if found else None
    return standing(name, total, elo0, elo1)


def standing(name, counts, elo0, elo1):
    if counts is None or sum(counts) == 0:
        return f"{name}: no pairs yet"
    stats = Pentanomial.of_counts(counts)
    mid, low, high = stats.interval()
    return (f"{name}: {2 * stats.pairs():,} games, Elo {mid:+.1f} (95% {low:+.1f} to {high:+.1f}),"
            f" LLR {stats.llr(elo0, elo1):+.2f}; {verdict(stats, elo0, elo1)};"
            f" --prior-pairs {','.join(map(str, counts))}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sprt", nargs=2, type=float, default=[0.0, 5.0], metavar=("ELO0", "ELO1"))
    parser.add_argument("outputs", nargs="+", help="what match.py printed, a file a run")
    parser.add_argument("--pool", action="store_true", help="also the runs pooled, as one run")
    args = parser.parse_args()
    runs = []
    for path in args.outputs:
        with open(path) as f:
            runs.append(f.readlines())
        print(status(os.path.basename(path), runs[-1], *args.sprt))
    if args.pool:
        print(pooled(f"pooled ({len(runs)} runs)", runs, *args.sprt))


if __name__ == "__main__":
    sys.exit(main())
