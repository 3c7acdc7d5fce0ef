"""The queue's lines are read strictly, taken from the top one at a time, and every run gets a
seed no other run has had."""

import os
import tempfile
import unittest

from sprt_queue import Run, match_command, next_seed, parse_run, take_next


class ParseRun(unittest.TestCase):
    def test_a_bare_run_plays_at_fixed_nodes_against_main(self):
        self.assertEqual(parse_run("s91 /nets/engine-s91\n"), Run("s91", "/nets/engine-s91"))

    def test_pairs_clock_and_opponent_may_come_in_any_order(self):
        run = parse_run("s15 /nets/s15 opp=/nets/base tc=3+0.03 4,31,103,26,6  # resumed\n")
        self.assertEqual(run, Run("s15", "/nets/s15", "4,31,103,26,6", "3+0.03", "/nets/base"))

    def test_blank_lines_and_comments_are_no_runs(self):
        self.assertIsNone(parse_run("\n"))
        self.assertIsNone(parse_run("   # paused for now\n"))

    def test_a_line_it_cannot_read_is_an_error(self):
        with self.assertRaises(ValueError):
            parse_run("s15\n")
        with self.assertRaises(ValueError):
            parse_run("s15 /nets/s15 4,31,103\n")


class MatchCommand(unittest.TestCase):
    def test_a_fixed_node_run_resumed_from_its_pairs(self):
        run = Run("s92", "/nets/s92", prior_pairs="4,31,103,26,6")
        command = match_command(run, 4497, "/nets/main", "/nets/kt14.nnue", "/logs")
        text = " ".join(command[2:])
        self.assertIn("--engine /nets/s92 --opponent /nets/main", text)
        self.assertIn("--option EvalFile=/nets/kt14.nnue --opponent-option EvalFile=/nets/kt14.nnue", text)
        self.assertIn("--nodes 50000 --sprt 0 5", text)
        self.assertIn("--concurrency 1 --seed 4497 --prior-pairs 4,31,103,26,6", text)
        self.assertIn("--pgn /logs/s92.pgn --log /logs/sprt-s92.log", text)
        self.assertNotIn("--tc", text)

    def test_a_clock_run_against_its_own_opponent_without_pairs(self):
        run = Run("s96", "/nets/s96", clock="3+0.03", opponent="/nets/s15")
        text = " ".join(match_command(run, 7, "/nets/main", None, "/logs"))
        self.assertIn("--opponent /nets/s15 --tc 3+0.03", text)
        self.assertNotIn("--nodes", text)
        self.assertNotIn("--prior-pairs", text)
        self.assertNotIn("EvalFile", text)


class QueueFiles(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)

    def path(self, name, text):
        path = os.path.join(self.folder.name, name)
        with open(path, "w") as file:
            file.write(text)
        return path

    def test_runs_are_taken_from_the_top_and_the_rest_stays(self):
        queue = self.path("queue.txt", "# next\ns1 /a\n\ns2 /b 1,2,3,4,5\n# later\n")
        self.assertEqual(take_next(queue).tag, "s1")
        with open(queue) as file:
            self.assertEqual(file.read(), "\ns2 /b 1,2,3,4,5\n# later\n")
        self.assertEqual(take_next(queue).prior_pairs, "1,2,3,4,5")
        self.assertIsNone(take_next(queue))
        with open(queue) as file:
            self.assertEqual(file.read(), "# later\n")

    def test_every_seed_is_new_and_kept(self):
        seeds = self.path("used-seeds", "4496\n4497\n")
        self.assertEqual([next_seed(seeds), next_seed(seeds)], [4498, 4499])
        with open(seeds) as file:
            self.assertEqual(file.read().split(), ["4496", "4497", "4498", "4499"])
        self.assertEqual(next_seed(self.path("none-yet", "")), 1)


if __name__ == "__main__":
    unittest.main()
