#!/usr/bin/env python3
"""Is engine B faster than engine A? Both run `bench` in rounds of four (A, B, B, A), so a
drift of the machine's speed within a round slows both alike, and each round gives one ratio.

A speed change must leave the search as it was: the node counts of every bench must match
(the script stops if they do not). On a shared machine one bench spreads by a tenth or more,
so a round's ratio does too: read the medians, over twenty rounds or more.

    compare_speed.py OLD NEW [--rounds 20] [--eval-file NET] [--pause PATTERN]

`--pause PATTERN` stops the processes whose command line matches PATTERN (`pgrep -f`) while
the benches run, and lets them go on after (a match at a fixed number of nodes does not mind).
"""

import argparse
import math
import os
import re
import signal
import statistics
import subprocess
import sys


def bench(engine, eval_file):
    """One `bench` of `engine`: (nodes searched, nodes a second)."""
    commands = f"setoption name EvalFile value {eval_file}\n" if eval_file else ""
    output = subprocess.run(
        [engine], input=commands + "bench\n", capture_output=True, text=True, check=True
    ).stdout
    nodes = re.search(r"Nodes searched\s*:\s*(\d+)", output)
    speed = re.search(r"Nodes/second\s*:\s*(\d+)", output)
    if not nodes or not speed:
        sys.exit(f"{engine} printed no bench figures:\n{output}")
    return int(nodes.group(1)), int(speed.group(1))


def summarise(rounds):
    """The figures of rounds of (a1, b1, b2, a2) nodes a second: each round's ratio is B's
    two benches over A's two."""
    ratios = [(b1 + b2) / (a1 + a2) for a1, b1, b2, a2 in rounds]
    a = [speed for r in rounds for speed in (r[0], r[3])]
    b = [speed for r in rounds for speed in (r[1], r[2])]
    return {
        "a_median": statistics.median(a),
        "b_median": statistics.median(b),
        "ratio_of_medians": statistics.median(b) / statistics.median(a),
        "median_ratio": statistics.median(ratios),
        "geometric_mean_ratio": math.exp(statistics.fmean(math.log(r) for r in ratios)),
        "rounds_b_faster": sum(1 for r in ratios if r > 1),
        "rounds": len(ratios),
        "lowest": min(ratios),
        "highest": max(ratios),
    }


def paused(pattern):
    """The pids matching `pattern`, stopped (none without a pattern)."""
    if not pattern:
        return []
    found = subprocess.run(["pgrep", "-f", pattern], capture_output=True, text=True).stdout
    pids = [int(pid) for pid in found.split() if int(pid) != os.getpid()]
    for pid in pids:
        os.kill(pid, signal.SIGSTOP)
    return pids


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--eval-file", help="an evaluation network both engines use")
    parser.add_argument("--pause", help="stop processes matching this while benching")
    args = parser.parse_args()
    pids = paused(args.pause)
    rounds, signatures = [], set()
    try:
        for _ in range(args.rounds):
            runs = [bench(engine, args.eval_file) for engine in (args.old, args.new, args.new, args.old)]
            signatures.update(nodes for nodes, _ in runs)
            if len(signatures) > 1:
                sys.exit(f"the node counts differ ({sorted(signatures)}): not the same search")
            rounds.append([speed for _, speed in runs])
    finally:
        for pid in pids:
            try:
                os.kill(pid, signal.SIGCONT)
            except ProcessLookupError:
                pass
    s = summarise(rounds)
    print(f"bench: {signatures.pop()} nodes in every run")
    print(f"old: median {s['a_median']:.0f} nodes/s; new: median {s['b_median']:.0f} nodes/s; "
          f"new/old {s['ratio_of_medians']:.4f} (ratio of the medians)")
    print(f"per round (old, new, new, old): median {s['median_ratio']:.4f}, geometric mean "
          f"{s['geometric_mean_ratio']:.4f}, {s['lowest']:.3f} to {s['highest']:.3f}; "
          f"new faster in {s['rounds_b_faster']} of {s['rounds']}")


if __name__ == "__main__":
    main()
