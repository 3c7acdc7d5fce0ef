"""The statistics of a match played in game pairs (each opening twice, colours swapped): the
counts of pairs scoring 0, 0.5, 1, 1.5 and 2 points (the pentanomial), the Elo difference with
its 95% interval, and the log-likelihood ratio of the generalised SPRT. Shared by `match.py`,
which plays the games, and `sprt_status.py`, which reads where stopped runs stand.
"""
import math

# The SPRT's bounds at alpha = beta = 0.05: H0 is accepted at or below the lower, H1 at or
# above the upper.
LLR_LOWER, LLR_UPPER = math.log(0.05 / 0.95), math.log(0.95 / 0.05)


def logistic(elo):
    return 1 / (1 + 10 ** (-elo / 400))


def elo(score):
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


class Pentanomial:
    """Counts of game pairs scoring 0, 0.5, 1, 1.5 and 2 points, and what follows from them."""

    def __init__(self):
        self.counts = [0] * 5
        self.games = []
        self.prior_pairs = 0

    @classmethod
    def of_counts(cls, counts):
        """The statistics of pairs counted elsewhere (an earlier run, a log line)."""
        stats = cls()
        assert len(counts) == 5, "five counts: pairs scoring 0, 0.5, 1, 1.5 and 2 points"
        stats.counts = list(counts)
        return stats

    def add_pair(self, first, second):
        self.counts[int(round((first + second) * 2))] += 1

    def pairs(self):
        return sum(self.counts)

    def mean_and_variance(self):
        n = self.pairs()
        scores = [i / 4 for i in range(5)]
        mean = sum(c * s for c, s in zip(self.counts, scores)) / n
        variance = sum(c * (s - mean) ** 2 for c, s in zip(self.counts, scores)) / n
        return mean, variance

    def interval(self):
        mean, variance = self.mean_and_variance()
        margin = 1.96 * math.sqrt(variance / self.pairs())
        return elo(mean), elo(mean - margin), elo(mean + margin)

    def llr(self, elo0, elo1):
        """The log-likelihood ratio of H1 (elo1) against H0 (elo0), by the generalised SPRT's
        normal approximation over pair scores."""
        mean, variance = self.mean_and_variance()
        if variance <= 0:
            return 0.0
        s0, s1 = logistic(elo0), logistic(elo1)
        return self.pairs() * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance)

    def summary(self):
        w = sum(1 for g in self.games if g == 1.0)
        d = sum(1 for g in self.games if g == 0.5)
        l = sum(1 for g in self.games if g == 0.0)
        mid, low, high = self.interval()
        score = (w + d / 2) / max(len(self.games), 1)
        pooled = f" pooled with {self.prior_pairs} earlier pairs" if self.prior_pairs else ""
        return (f"{len(self.games)} games (+{w} ={d} -{l}), score {100 * score:.1f}%, "
                f"pairs {self.counts}{pooled}, Elo {mid:+.1f} (95% {low:+.1f} to {high:+.1f})")
