"""Each engine is told its own clock as its own, whichever side it plays and whoever moves."""

import unittest

from clocks import sides


class Sides(unittest.TestCase):
    def test_the_mover_gets_its_own_clock_as_its_colour(self):
        ours, theirs = "ours", "theirs"
        for ours_white in (True, False):
            for white_to_move in (True, False):
                ours_to_move = ours_white == white_to_move
                mover, waiting = (ours, theirs) if ours_to_move else (theirs, ours)
                white, black = sides(white_to_move, mover, waiting)
                self.assertEqual(white, ours if ours_white else theirs)
                self.assertEqual(black, theirs if ours_white else ours)


if __name__ == "__main__":
    unittest.main()
