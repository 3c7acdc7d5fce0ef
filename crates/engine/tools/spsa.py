#!/usr/bin/env python3
"""Tunes the search's margins by SPSA (simultaneous perturbation stochastic approximation), as
Stockfish's fishtest does, over as many sessions as it takes: the run's whole state is a JSON
file in the repository, written after every game pair, so a stopped run goes on where it left
off.

Each iteration perturbs every margin at once by +-c_k (a random sign each), plays one game pair
(an opening from the book, colours swapped) between the engine with theta + c_k*delta and the
engine with theta - c_k*delta, and moves theta towards the side that scored more:
theta += a_k / c_k * (points of the + side - points of the - side) * delta, with
c_k = c / k^0.101 and a_k = a / (A + k)^0.602 (A a tenth of the planned iterations). As in
fishtest, each margin is given c_end (its perturbation at the end) and r_end (its learning rate
at the end, a_end / c_end^2).

The engine must be built with the margins as UCI options:
  cargo build --release -p chess-engine --features tune --target-dir target/tune

usage:
  spsa.py --state matches/spsa/state.json --start --iterations 4000   # a new run from the engine's defaults
  spsa.py --state matches/spsa/state.json [--pairs 500] [--tc 2+0.02]  # go on (to the planned end, or 500 pairs)
  spsa.py --state matches/spsa/state.json --nodes 50000               # at a fixed number of nodes a move
                                                                      # (load-proof: the machine may be busy)
  spsa.py --state matches/spsa/state.json --show                      # theta now, against the defaults

Requires python-chess (`pip install chess`).
"""
import argparse
import datetime
import json
import os
import random
import sys

import chess
import chess.engine

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import match  # noqa: E402  (the game loop, adjudication and book are the match's)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
DEFAULT_ENGINE = os.path.join(ROOT, "target", "tune", "release", "chess-engine")
ALPHA, GAMMA = 0.602, 0.101
R_END = 0.002


def announced_margins(engine_path):
    """The engine's tunable margins: {name: (default, min, max)} from its `uci` answer."""
    engine = chess.engine.SimpleEngine.popen_uci(engine_path)
    try:
        margins = {}
        for name, option in engine.options.items():
            # The margins are the spin options named in capitals, as in parameters.rs.
            if option.type == "spin" and name.isupper():
                margins[name] = (option.default, option.min, option.max)
        return margins
    finally:
        engine.quit()


def new_state(engine_path, iterations, seed):
    margins = announced_margins(engine_path)
    if not margins:
        sys.exit(f"{engine_path} announces no margins: build it with --features tune")
    params = {}
    for name, (default, low, high) in sorted(margins.items()):
        # The perturbation at the end: a twentieth of the range, at least one unit.
        c_end = max(1.0, (high - low) / 20)
        params[name] = {"start": default, "min": low, "max": high, "c_end": c_end, "r_end": R_END}
    return {
        "planned_iterations": iterations,
        "iteration": 0,
        "seed": seed,
        "theta": {name: float(p["start"]) for name, p in params.items()},
        "params": params,
        "points": {"plus": 0.0, "minus": 0.0},
    }


def gains(state, name, k):
    """(c_k, a_k) of one margin at iteration k."""
    p, n = state["params"][name], state["planned_iterations"]
    big_a = 0.1 * n
    c = p["c_end"] * n ** GAMMA
    a = p["r_end"] * p["c_end"] ** 2 * (big_a + n) ** ALPHA
    return c / k ** GAMMA, a / (big_a + k) ** ALPHA


def clamp(state, name, value):
    p = state["params"][name]
    return min(max(value, p["min"]), p["max"])


def iterate(state, players, args, book, rng):
    """One game pair and the step it gives."""
    k = state["iteration"] + 1
    names = sorted(state["theta"])
    delta = {name: rng.choice((-1, 1)) for name in names}
    step = {name: gains(state, name, k) for name in names}
    plus, minus = {}, {}
    for name in names:
        c_k = step[name][0]
        plus[name] = round(clamp(state, name, state["theta"][name] + c_k * delta[name]))
        minus[name] = round(clamp(state, name, state["theta"][name] - c_k * delta[name]))
    players.ours.configure(plus)
    players.theirs.configure(minus)
    fen = book[(k - 1) % len(book)]
    points = sum(match.play_game(args, players, fen, colour)[0] for colour in (chess.WHITE, chess.BLACK))
    result = points - (2 - points)  # the + side's points less the - side's: -2..2
    for name in names:
        c_k, a_k = step[name]
        moved = state["theta"][name] + a_k / c_k * result * delta[name]
        state["theta"][name] = clamp(state, name, moved)
    state["iteration"] = k
    state["points"]["plus"] += points
    state["points"]["minus"] += 2 - points


def save(state, path):
    temporary = path + ".tmp"
    with open(temporary, "w") as f:
        json.dump(state, f, indent=1, sort_keys=True)
        f.write("\n")
    os.replace(temporary, path)


def show(state):
    print(f"iteration {state['iteration']} of {state['planned_iterations']}")
    for name, value in sorted(state["theta"].items()):
        start = state["params"][name]["start"]
        print(f"  {name:28} {value:9.1f}  (shipped {start}, {value - start:+.1f})")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--state", required=True, help="the run's JSON state (created by --start)")
    parser.add_argument("--engine", default=DEFAULT_ENGINE, help="a build with --features tune")
    parser.add_argument("--option", action="append", help="another option for both sides: 'Name=value'")
    parser.add_argument("--start", action="store_true", help="begin a new run (refuses to replace one)")
    parser.add_argument("--iterations", type=int, default=4000, help="planned game pairs (with --start)")
    parser.add_argument("--seed", type=int, default=1, help="with --start: openings and signs")
    parser.add_argument("--pairs", type=int, help="stop after this many pairs this time")
    parser.add_argument("--tc", default="2+0.02", help="a Fischer clock, base+increment in seconds")
    parser.add_argument("--nodes", type=int, help="nodes a move instead of the clock (load-proof)")
    parser.add_argument("--book", default=os.path.join(HERE, "book.epd"))
    parser.add_argument("--log", help="append a line of theta here every 50 pairs and at the end")
    parser.add_argument("--show", action="store_true", help="print theta and stop")
    args = parser.parse_args()

    if args.start:
        if os.path.exists(args.state):
            sys.exit(f"{args.state} exists: a run is under way (delete it to start again)")
        save(new_state(args.engine, args.iterations, args.seed), args.state)
    with open(args.state) as f:
        state = json.load(f)
    if args.show:
        show(state)
        return

    base, inc = args.tc.split("+")
    game_args = match.game_args(tc=(float(base), float(inc)), nodes=args.nodes)
    options = match.parse_options(args.option)
    players = match.Players()
    players.ours = match.start(args.engine, options)
    players.theirs = match.start(args.engine, options)
    book = match.load_book(args.book, state["seed"])
    # The signs of iteration k depend only on the seed and k, so a resumed run draws as a
    # run that never stopped would.
    played = 0
    try:
        while state["iteration"] < state["planned_iterations"] and (args.pairs is None or played < args.pairs):
            rng = random.Random(state["seed"] * 1_000_003 + state["iteration"])
            iterate(state, players, game_args, book, rng)
            save(state, args.state)
            played += 1
            if state["iteration"] % 50 == 0:
                log_line(state, args.log)
    finally:
        match.quit_engines()
    log_line(state, args.log)
    show(state)


def log_line(state, path):
    theta = " ".join(f"{name}={value:.1f}" for name, value in sorted(state["theta"].items()))
    line = f"{datetime.datetime.now():%Y-%m-%d %H:%M} iteration {state['iteration']}: {theta}"
    print(line, flush=True)
    if path:
        with open(path, "a") as log:
            log.write(line + "\n")


if __name__ == "__main__":
    main()
