"""`compare`: what did my edit do? The same seeded games on two rulesets, paired differences with CIs.

Both sides play game i with the same seed, the same seats and the same agent seeds (common random
numbers), so a difference between the two records of a pair comes from the change, not from luck:
identical rulesets give identical games and a difference of exactly zero. For every figure (mean
score per player, each scoring section, how often each entity is played or taken, each action, the
game length, each seat's win rate) the per-game differences are summarised by their mean, a 95%
confidence interval (t distribution) and a two-sided p-value. A row is called significant when its
interval excludes zero *and* it survives the Benjamini-Hochberg correction over all rows of the
comparison (many rows are tested at once; without a correction about 1 row in 20 would be flagged
by chance); rows whose differences are all exactly zero are certain and left out of the correction.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from rulesdsl.play.outcomes import DRAW, cooperative, won
from rulesdsl.sim.pairs import paired_batches
from rulesdsl.sim.sequential import Interval, Monitor
from rulesdsl.sim.simulate import SimConfig

Record = dict[str, Any]
Progress = Callable[[int], None]
ALPHA = 0.05
_T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262, 10: 2.228,
         12: 2.179, 15: 2.131, 20: 2.086, 25: 2.060, 30: 2.042, 40: 2.021, 60: 2.000, 120: 1.980}


def t975(df: int) -> float:
    """The 97.5% quantile of Student's t with `df` degrees of freedom (table, conservative between rows)."""
    if df <= 0:
        return math.inf
    for k in sorted(_T975):
        if df <= k:
            return _T975[k]
    return 1.96


def _t_sf2(t: float, df: int) -> float:
    """Two-sided p-value of a t statistic (normal approximation with a small-sample correction)."""
    if math.isinf(t):
        return 0.0
    z = abs(t) * (1 - 1 / (4 * max(df, 1))) / math.sqrt(1 + t * t / (2 * max(df, 1)))
    return math.erfc(z / math.sqrt(2))


@dataclass(frozen=True)
class Row:
    """One compared figure: per-game paired differences summarised."""

    table: str
    key: str
    base: float
    changed: float
    diff: float
    lo: float
    hi: float
    p: float
    n: int
    significant: bool = False

    def as_dict(self) -> dict[str, Any]:
        """A JSON-able form."""
        return {k: (round(v, 4) if isinstance(v, float) else v) for k, v in self.__dict__.items()}


def paired(table: str, key: str, a: list[float], b: list[float]) -> Row:
    """Mean of b - a over the pairs, its 95% CI and p-value."""
    n = len(a)
    d = [y - x for x, y in zip(a, b, strict=True)]
    mean = sum(d) / n if n else 0.0
    var = sum((x - mean) ** 2 for x in d) / (n - 1) if n > 1 else 0.0
    se = math.sqrt(var / n) if n else 0.0
    if se == 0.0:
        p = 1.0 if mean == 0.0 else 0.0
        lo = hi = mean
    else:
        half = t975(n - 1) * se
        lo, hi = mean - half, mean + half
        p = _t_sf2(mean / se, n - 1)
    base = sum(a) / n if n else 0.0
    return Row(table, key, base, base + mean, mean, lo, hi, p, n)


def benjamini_hochberg(rows: list[Row], alpha: float = ALPHA) -> list[Row]:
    """Mark rows significant: CI excludes 0 and the p-value passes BH at level `alpha` over the tested rows.

    Rows whose paired differences are all exactly zero are certain (no difference) and are not tested."""
    tested = [i for i, r in enumerate(rows) if not (r.diff == 0.0 and r.lo == r.hi)]
    order = sorted(tested, key=lambda i: rows[i].p)
    m = len(order)
    cut = -1
    for rank, i in enumerate(order, start=1):
        if rows[i].p <= alpha * rank / m:
            cut = rank
    keep = {order[r] for r in range(cut)} if cut > 0 else set()
    return [replace(r, significant=(i in keep and (r.lo > 0 or r.hi < 0))) for i, r in enumerate(rows)]


def _per_game(rec: Record, table: str, key: str) -> float:
    n = len(rec["scores"])
    if table == "score":
        return float(sum(rec["scores"])) / n
    if table == "length":
        return float(rec["length"])
    if table == "section":
        return float(sum(rec["breakdown"].get(key, [0] * n)[:n])) / n
    if table == "win":
        if key in ("team", DRAW):  # a cooperative team's win (seat 0 stands for everyone), or a draw
            return 1.0 if rec["winner"] == (0 if key == "team" else DRAW) else 0.0
        return 1.0 if won(rec, int(key)) else 0.0
    row: Any = rec.get(table, {}).get(key)
    if row is None:
        return 0.0
    return float(sum(row)) if isinstance(row, list) else float(row)


def _keys(recs: list[Record], table: str) -> list[str]:
    out: set[str] = set()
    for r in recs:
        if table == "section":
            out.update(r["breakdown"])
        else:
            out.update(r.get(table, {}))
    return sorted(out)


TABLES = ("section", "played", "taken", "actions", "effects")


def compare_records(base: list[Record], changed: list[Record]) -> dict[str, Any]:
    """Pair the records by game index (dropping pairs where either side broke down) and compare them."""
    by_game = {int(r["game"]): r for r in changed}
    pairs = [(a, by_game[int(a["game"])]) for a in base
             if int(a["game"]) in by_game and not a["error"] and not by_game[int(a["game"])]["error"]]
    dropped = len(base) - len(pairs)
    rows: list[Row] = []
    if pairs:
        a_side, b_side = [p[0] for p in pairs], [p[1] for p in pairs]
        players = len(a_side[0]["scores"])
        specs: list[tuple[str, str]] = [("score", "mean per player"), ("length", "decisions")]
        if cooperative(a_side):  # the team wins or loses whole: no seat's win rate
            specs.append(("win", "team"))
        else:
            specs += [("win", str(s)) for s in range(players)]
            if any(r["winner"] == DRAW for r in a_side + b_side):
                specs.append(("win", DRAW))
        for table in TABLES:
            specs += [(table, k) for k in _keys(a_side + b_side, table)]
        for table, key in specs:
            rows.append(paired(table, key, [_per_game(r, table, key) for r in a_side],
                               [_per_game(r, table, key) for r in b_side]))
    rows = benjamini_hochberg(rows)
    identical = sum(1 for a, b in pairs if a["scores"] == b["scores"] and a["length"] == b["length"])
    return {"pairs": len(pairs), "dropped": dropped, "identical_games": identical, "pairing": pairing(pairs),
            "rows": [r.as_dict() for r in rows],
            "significant": [r.as_dict() for r in rows if r.significant]}


def look_size(games: int) -> int:
    """Pairs per batch and between two looks (fixed by --games only, so any worker count stops at the same look)."""
    return max(1, min(25, games // 20)) if games >= 100 else max(1, min(5, games))


def task_size(look: int, workers: int) -> int:
    """Pairs per task: a fifth of a look on several workers, so they finish together (the last task of a
    look-sized batch no longer leaves the other cores idle) and an early stop wastes little; a whole look on
    one worker."""
    return look if workers <= 1 else max(1, -(-look // 5))


def _var(xs: list[float]) -> float:
    m = sum(xs) / len(xs)
    return sum((x - m) ** 2 for x in xs) / (len(xs) - 1)


def pairing(pairs: list[tuple[Record, Record]]) -> dict[str, Any]:
    """What pairing bought on the mean score per player: the share of identical pairs, the variance of the
    paired differences, the variance the difference of two unpaired games would have (Var a + Var b), and the
    reduction (1 − paired / unpaired; 0 when pairing bought nothing, 1 when the pairs agree exactly)."""
    identical = sum(1 for a, b in pairs if a["scores"] == b["scores"] and a["length"] == b["length"])
    out: dict[str, Any] = {"identical_share": round(identical / len(pairs), 4) if pairs else None,
                           "paired_variance": None, "unpaired_variance": None, "variance_reduction": None}
    if len(pairs) < 2:
        return out
    xa = [_per_game(a, "score", "") for a, _ in pairs]
    xb = [_per_game(b, "score", "") for _, b in pairs]
    paired_v = _var([y - x for x, y in zip(xa, xb, strict=True)])
    unpaired_v = _var(xa) + _var(xb)
    out.update(paired_variance=round(paired_v, 4), unpaired_variance=round(unpaired_v, 4),
               variance_reduction=round(1 - paired_v / unpaired_v, 4) if unpaired_v > 0 else None)
    return out


def run_compare(base: SimConfig, changed: SimConfig, workers: int = 1, progress: Progress | None = None,
                backend: str = "process", monitor: Monitor | None = None,
                on_look: Callable[[int, list[Interval]], None] | None = None, paired: bool = True
                ) -> tuple[list[Record], list[Record], dict[str, Any]]:
    """Play the same seeds on both configurations, batch by batch, and compare them.

    With a `monitor` the headline intervals are computed every `look_size` pairs (over the pairs of the games
    0..n-1, whatever order the tasks finish in) and the run stops at the first look where all are settled.
    `paired=False` keeps the changed side's own seed (unpaired play: how the error rate is checked)."""
    same = replace(changed, players=base.players, games=base.games, seed=base.seed if paired else changed.seed,
                   seats=base.seats,
                   options=base.options, rotate=base.rotate)
    size = look_size(base.games)
    got: dict[int, tuple[list[Record], list[Record]]] = {}
    a: list[Record] = []
    b: list[Record] = []
    intervals: list[Interval] = []
    stopped = False
    parts = paired_batches(base, same, workers, backend, task_size(size, workers))
    try:
        for start, ra, rb in parts:
            got[start] = (ra, rb)
            if progress:
                progress(len(ra) + len(rb))
            while len(a) in got:  # the contiguous prefix of games: looks see games 0..n-1 only
                ra, rb = got.pop(len(a))
                a += ra
                b += rb
                if monitor is not None and (len(a) % size == 0 or len(a) >= base.games):  # the same looks
                    ok = [(x, y) for x, y in zip(a, b, strict=True) if not x["error"] and not y["error"]]
                    intervals, stopped = monitor.look(ok)
                    if on_look:
                        on_look(len(a), intervals)
                    if stopped:
                        break
            if stopped:
                break
    finally:
        close = getattr(parts, "close", None)
        if close is not None:
            close()
    result = compare_records(a, b)
    result["unreached"] = sum(1 for r in b if r.get("unreached"))  # the base's games: the change never read
    result["sequential"] = {"stopped_early": stopped and len(a) < base.games, "pairs_played": len(a),
                            "max_pairs": base.games, "look_every": size,
                            "alpha": monitor.alpha if monitor else None, "margin": monitor.margin if monitor else None,
                            "headline": [i.as_dict() for i in intervals]} if monitor is not None else None
    return a, b, result
