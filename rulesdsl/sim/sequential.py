"""Stopping a comparison when it knows: anytime-valid confidence sequences on the headline figures.

The headline figures are the mean score per player and the score of each scoring section (per pair of games:
changed − base). After every `look` pairs each gets an asymptotic confidence sequence (Waudby-Smith, Arbour,
Sinha, Kennedy and Ramdas 2021, "Time-uniform central limit theory and asymptotic confidence sequences",
the Gaussian-mixture boundary): with probability about 1 − α the interval covers the true difference at
*every* look at once, so looking after each batch and stopping early does not inflate the error rate the way
repeated t-tests do. α is split evenly over the headline figures (Bonferroni), so the chance that any
headline verdict is wrong stays about α.

A figure is settled when its interval excludes zero (a difference) or lies within ±margin (no difference
that matters, in points per player per game). The comparison stops at the first look where every headline
figure is settled, or at `--games`. The interval is asymptotic: it is not trusted before MIN_PAIRS pairs.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Record = dict[str, Any]
MIN_PAIRS = 20  # no early stop before this many pairs (the intervals are asymptotic)
ALPHA = 0.05


def rho(alpha: float, t_opt: int) -> float:
    """The mixture width that makes the boundary tightest near `t_opt` pairs (unit variance)."""
    a = -2.0 * math.log(alpha)
    return math.sqrt((a + math.log(a + 1.0)) / max(1, t_opt))


def conf_seq(total: float, total_sq: float, t: int, alpha: float, r: float) -> tuple[float, float, float]:
    """Mean and the (1 − alpha) asymptotic confidence sequence at `t` observations from their sum and sum of
    squares (`r`: the mixture width, `rho`)."""
    if t <= 0:
        return 0.0, -math.inf, math.inf
    mean = total / t
    var = max(0.0, total_sq / t - mean * mean)
    v = t * var * r * r + 1.0
    half = math.sqrt(2.0 * v / (t * t * r * r) * math.log(math.sqrt(v) / alpha))
    return mean, mean - half, mean + half


@dataclass
class Interval:
    """One headline figure at one look: mean difference, its interval and its verdict."""

    table: str
    key: str
    diff: float
    lo: float
    hi: float
    verdict: str  # "higher", "lower", "no difference", "undecided"

    def as_dict(self) -> dict[str, Any]:
        """A JSON-able form."""
        return {"table": self.table, "key": self.key, "diff": round(self.diff, 4), "lo": round(self.lo, 4),
                "hi": round(self.hi, 4), "verdict": self.verdict}


def verdict(lo: float, hi: float, margin: float) -> str:
    """`higher`/`lower` when the interval excludes zero, `no difference` when it lies within ±margin."""
    if lo > 0:
        return "higher"
    if hi < 0:
        return "lower"
    if -margin <= lo and hi <= margin:
        return "no difference"
    return "undecided"


def headline(recs: list[Record]) -> list[tuple[str, str]]:
    """The headline figures of a set of records: the mean score, then every section."""
    keys: set[str] = set()
    for r in recs:
        keys.update(r["breakdown"])
    return [("score", "mean per player")] + [("section", k) for k in sorted(keys)]


@dataclass
class Monitor:
    """Looks at the pairs so far and says whether every headline verdict is settled."""

    value: Callable[[Record, str, str], float]
    max_pairs: int
    margin: float = 1.0
    alpha: float = ALPHA
    min_pairs: int = MIN_PAIRS

    def look(self, pairs: list[tuple[Record, Record]]) -> tuple[list[Interval], bool]:
        """The headline intervals after these pairs, and whether the comparison may stop."""
        figures = headline([r for p in pairs for r in p])
        a = self.alpha / len(figures)
        r = rho(a, self.max_pairs)
        out = []
        for table, key in figures:
            d = [self.value(y, table, key) - self.value(x, table, key) for x, y in pairs]
            mean, lo, hi = conf_seq(sum(d), sum(x * x for x in d), len(d), a, r)
            out.append(Interval(table, key, mean, lo, hi, verdict(lo, hi, self.margin)))
        done = len(pairs) >= self.min_pairs and all(i.verdict != "undecided" for i in out)
        return out, done
