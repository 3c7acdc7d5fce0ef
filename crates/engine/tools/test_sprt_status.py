"""A run's standing is read from its last progress line, and the stop rules sort runs as the
campaign's log does."""

import unittest

from pentanomial import Pentanomial
from sprt_status import last_counts, pooled, status, verdict

PROGRESS = ("after {games} games (+1 =1 -1), score 50.0%, pairs {pairs} pooled with 9 earlier pairs,"
            " Elo +0.0 (95% -1.0 to +1.0), LLR +0.00 (-2.94, 2.94)\n")


def line(pairs):
    return PROGRESS.format(games=2 * sum(pairs), pairs=list(pairs))


class LastCounts(unittest.TestCase):
    def test_the_last_line_with_pairs_counts(self):
        lines = [line([1, 2, 3, 2, 1]), line([2, 4, 6, 4, 2]), "Traceback (most recent call last):\n"]
        self.assertEqual(last_counts(lines), [2, 4, 6, 4, 2])

    def test_a_run_without_a_progress_line_has_none(self):
        self.assertIsNone(last_counts(["Traceback (most recent call last):\n"]))
        self.assertEqual(status("run.out", [], 0, 5), "run.out: no pairs yet")


class Verdicts(unittest.TestCase):
    def test_a_clear_gain_is_accepted(self):
        self.assertEqual(verdict(Pentanomial.of_counts([10, 100, 300, 200, 40]), 0, 5), "H1 accepted: merge")

    def test_a_clear_loss_is_rejected(self):
        self.assertEqual(verdict(Pentanomial.of_counts([40, 200, 300, 100, 10]), 0, 5), "H0 accepted: drop")

    def test_an_early_loss_whose_interval_is_below_zero_is_dropped(self):
        stats = Pentanomial.of_counts([9, 26, 34, 9, 2])
        self.assertLess(stats.interval()[2], 0)
        self.assertEqual(verdict(stats, 0, 5), "whole interval below 0: drop")

    def test_a_few_games_are_not_enough_to_drop(self):
        stats = Pentanomial.of_counts([0, 3, 7, 0, 0])
        self.assertLess(stats.interval()[2], 0)
        self.assertEqual(verdict(stats, 0, 5), "go on")

    def test_a_long_run_below_zero_is_dropped(self):
        stats = Pentanomial.of_counts([70, 250, 400, 240, 65])
        self.assertLess(stats.interval()[0], 0)
        self.assertEqual(verdict(stats, 0, 5), "below 0 past 2,000 games: drop")

    def test_a_long_run_below_the_midpoint_may_stop(self):
        stats = Pentanomial.of_counts([50, 260, 410, 240, 62])
        self.assertTrue(0 < stats.interval()[0] < 2.5)
        self.assertIn("may stop", verdict(stats, 0, 5))

    def test_a_young_undecided_run_goes_on(self):
        self.assertEqual(verdict(Pentanomial.of_counts([9, 56, 124, 55, 16]), 0, 5), "go on")


class StatusLine(unittest.TestCase):
    def test_it_gives_the_figures_and_the_pairs_to_continue_with(self):
        text = status("sprt-s21.out", [line([9, 56, 124, 55, 16])], 0, 5)
        self.assertTrue(text.startswith("sprt-s21.out: 520 games, Elo +"), text)
        self.assertTrue(text.endswith("go on; --prior-pairs 9,56,124,55,16"), text)


class Pooled(unittest.TestCase):
    def test_runs_of_one_patch_add_their_last_pairs(self):
        first = [line([1, 2, 3, 2, 1]), line([9, 56, 124, 55, 16])]
        second = [line([0, 1, 1, 1, 0]), line([1, 4, 6, 5, 2])]
        text = pooled("pooled (2 runs)", [first, second], 0, 5)
        self.assertTrue(text.startswith("pooled (2 runs): 556 games, Elo +"), text)
        self.assertTrue(text.endswith("--prior-pairs 10,60,130,60,18"), text)

    def test_a_run_with_no_pairs_yet_adds_nothing(self):
        text = pooled("pooled (2 runs)", [[line([9, 56, 124, 55, 16])], []], 0, 5)
        self.assertIn("520 games", text)
        self.assertEqual(pooled("pooled (1 runs)", [[]], 0, 5), "pooled (1 runs): no pairs yet")


if __name__ == "__main__":
    unittest.main()
