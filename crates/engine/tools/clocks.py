"""Which clock is whose, for the match scripts: kept apart from python-chess so that it is
tested without it (`test_clocks.py`, run by `./x test`).

Until 2026-11-26 `match.py` told the engine to move the clocks by whose turn it was, with ours
always in its own place: when the opponent was to move it was given our clock as its own and its
own as ours. Behind on the clock, it spent as if ahead, and lost on time (29% of one SPRT's games,
two in three of them the opponent's): every SPRT at a clock was skewed towards `--engine`.
"""


def sides(white_to_move, mover, waiting):
    """(White's clock, Black's clock) in a position where `mover`'s side is to move and
    `waiting`'s is not."""
    return (mover, waiting) if white_to_move else (waiting, mover)
