"""Tests of pgo_build.py's choice of llvm-profdata (the builds themselves are its own check)."""

import unittest

from pgo_build import profdata_candidates


class ProfdataCandidates(unittest.TestCase):
    def test_the_path_first_then_installed_versions_newest_first(self):
        installed = [
            "/usr/lib/llvm-14/bin/llvm-profdata",
            "/usr/lib/llvm-19/bin/llvm-profdata",
            "/usr/lib/llvm-9/bin/llvm-profdata",
        ]
        self.assertEqual(
            profdata_candidates("/usr/bin/llvm-profdata", installed),
            [
                "/usr/bin/llvm-profdata",
                "/usr/lib/llvm-19/bin/llvm-profdata",
                "/usr/lib/llvm-14/bin/llvm-profdata",
                "/usr/lib/llvm-9/bin/llvm-profdata",
            ],
        )

    def test_none_on_the_path_leaves_the_installed_ones(self):
        installed = ["/usr/lib/llvm-19/bin/llvm-profdata"]
        self.assertEqual(profdata_candidates(None, installed), installed)


if __name__ == "__main__":
    unittest.main()
