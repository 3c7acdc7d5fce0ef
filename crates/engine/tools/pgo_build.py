#!/usr/bin/env python3
"""Builds the native engine with profile-guided optimisation (LLVM's PGO), for matches.

    pgo_build.py OUT [--eval-file NET] [--target-dir DIR]

The engine of this checkout is built instrumented, runs `bench` (by hand, and with NET when
given) to record which branches go which way and which calls are hot, and is built again with
that profile into OUT. The search is the same (the script checks that both builds search the
bench node for node); it is only faster (on 2026-12-04 by 4% by hand and 4% to 10% with the
network), so a match at a fixed number of nodes plays more games an hour. The
app does not ship it: its engine is the worker's WebAssembly, which a native profile does not
speed up (README, "The engine in the browser").

Needs an `llvm-profdata` that reads the raw profiles of rustc's LLVM: Debian 12's default
(LLVM 14) does not; `apt-get install llvm-19` gives one that does, which the script finds in
/usr/lib/llvm-*/bin. The profile-generating build keeps the project's own flags
(`.cargo/config.toml`): the profile flag is added through `--config`, whose arrays cargo joins
to the configuration's rather than replacing them as RUSTFLAGS would.
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import compare_speed  # noqa: E402  (its bench runner and figure parsing)

ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
TARGET = "x86_64-unknown-linux-gnu"


def build(target_dir, profile_flag):
    """The engine built release into `target_dir` with one more rustc flag: its binary."""
    config = f'target.{TARGET}.rustflags=["{profile_flag}"]'
    subprocess.run(
        ["cargo", "build", "--release", "-p", "chess-engine", "--config", config],
        cwd=ROOT, check=True, env=dict(os.environ, CARGO_TARGET_DIR=target_dir),
    )
    return os.path.join(target_dir, "release", "chess-engine")


def bench_nodes(engine, eval_file):
    """The node counts of `bench` by hand and, given a network, with it."""
    evaluations = [None] + ([eval_file] if eval_file else [])
    return [compare_speed.bench(engine, network)[0] for network in evaluations]


def profdata_candidates(on_path, installed):
    """The llvm-profdata tools to try, in order: the one on the PATH (if any), then those of
    the installed LLVM versions, newest first (a newer one reads older raw formats too)."""
    newest_first = sorted(
        installed, key=lambda path: int(re.search(r"llvm-(\d+)", path).group(1)), reverse=True
    )
    return ([on_path] if on_path else []) + newest_first


def profile_merger(raw_files, merged):
    """Merges the raw profiles with the first llvm-profdata that can read them."""
    candidates = profdata_candidates(
        shutil.which("llvm-profdata"), glob.glob("/usr/lib/llvm-*/bin/llvm-profdata")
    )
    for tool in candidates:
        done = subprocess.run([tool, "merge", "-o", merged, *raw_files], capture_output=True)
        if done.returncode == 0:
            return tool
    sys.exit("no llvm-profdata here reads rustc's profiles: apt-get install llvm-19")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="where the optimised binary goes")
    parser.add_argument("--eval-file", help="a network to profile the bench with as well")
    parser.add_argument("--target-dir", default=os.path.join(ROOT, "target", "pgo"))
    args = parser.parse_args()
    eval_file = args.eval_file and os.path.abspath(args.eval_file)
    with tempfile.TemporaryDirectory() as raw:
        instrumented = build(os.path.join(args.target_dir, "generate"), f"-Cprofile-generate={raw}")
        # Build scripts ran instrumented too: only the bench's profile is wanted.
        for stale in glob.glob(os.path.join(raw, "*.profraw")):
            os.remove(stale)
        expected = bench_nodes(instrumented, eval_file)
        merged = os.path.join(args.target_dir, "engine.profdata")
        tool = profile_merger(glob.glob(os.path.join(raw, "*.profraw")), merged)
    optimised = build(os.path.join(args.target_dir, "use"), f"-Cprofile-use={merged}")
    found = bench_nodes(optimised, eval_file)
    if found != expected:
        sys.exit(f"the optimised build searched {found} nodes, the instrumented {expected}")
    shutil.copy(optimised, args.out)
    print(f"{args.out}: the bench's nodes {found} as before (profile merged by {tool})")


if __name__ == "__main__":
    main()
