"""A round's ratio is the new engine's two benches over the old one's two, so a machine that
slows down steadily through a round (old, new, new, old) favours neither."""

import unittest

from compare_speed import summarise


class Summarise(unittest.TestCase):
    def test_a_steady_slowdown_through_a_round_cancels(self):
        # Equal engines on a machine losing 10 nodes/s a bench: 100, 90, 80, 70.
        figures = summarise([(100, 90, 80, 70)])
        self.assertAlmostEqual(figures["median_ratio"], 1.0)

    def test_a_faster_engine_shows_in_every_figure(self):
        figures = summarise([(100, 120, 120, 100), (90, 99, 99, 90), (110, 110, 110, 110)])
        self.assertAlmostEqual(figures["median_ratio"], 1.1)
        self.assertAlmostEqual(figures["ratio_of_medians"], 110 / 100)
        self.assertEqual(figures["rounds_b_faster"], 2)
        self.assertEqual((figures["lowest"], figures["highest"]), (1.0, 1.2))
        self.assertAlmostEqual(figures["geometric_mean_ratio"], (1.2 * 1.1 * 1.0) ** (1 / 3))


if __name__ == "__main__":
    unittest.main()
