"""A linear model of final score on state features: selection and ridge fit, with NumPy when it is installed.

Rows are already centred between the players at the same checkpoint, so a weight says how much one
unit more than the others, held then, was worth in final score. With NumPy (the `rl` extra) every
candidate enters one ridge fit and the features that carry the most (|weight| × spread) are kept and
refitted; without it, the features most correlated with the target are kept (fewer of them) and
fitted with the pure-Python solver of `fit.py`. Both are bounded by `MAX_FEATURES`.
"""

from __future__ import annotations

import math

from rulesdsl.agents.fit import ridge

MAX_FEATURES = 40  # features kept in a learned evaluation (each one is evaluated at every look-ahead leaf)
PURE_FEATURES = 16  # without NumPy: fewer, so the pure-Python normal equations stay small
LAMBDA = 1.0  # ridge penalty, in % of the rows (columns standardised)


def fit_linear(xs: list[list[float]], ys: list[float], max_features: int = MAX_FEATURES) -> dict[int, float]:
    """Column index -> weight of a sparse ridge fit of ys on xs (both centred)."""
    if not xs or not ys:
        return {}
    try:
        import numpy  # noqa: F401  (optional: the `rl` extra)
    except ImportError:
        return _fit_pure(xs, ys, min(max_features, PURE_FEATURES))
    return _fit_numpy(xs, ys, max_features)


def _fit_numpy(xs: list[list[float]], ys: list[float], k: int) -> dict[int, float]:
    import numpy as np
    x = np.asarray(xs, dtype=float)
    y = np.asarray(ys, dtype=float)
    sd = np.sqrt((x * x).mean(axis=0))
    seen: set[bytes] = set()
    kept = []
    for j in np.flatnonzero(sd > 1e-9):  # a column equal to an earlier one (one holding counted twice)
        b = x[:, j].tobytes()  # adds nothing: keep the first
        if b not in seen:
            seen.add(b)
            kept.append(j)
    cols = np.asarray(kept, dtype=int)
    if cols.size == 0:
        return {}

    def solve(idx: np.ndarray) -> np.ndarray:
        z = x[:, idx] / sd[idx]
        a = z.T @ z + np.eye(idx.size) * (LAMBDA * len(y) / 100)
        w: np.ndarray = np.linalg.solve(a, z.T @ y) / sd[idx]
        return w

    w = solve(cols)
    keep = cols[np.argsort(-np.abs(w) * sd[cols])[:k]]
    w2 = solve(keep)
    return {int(j): float(v) for j, v in zip(keep, w2, strict=True)}


def _fit_pure(xs: list[list[float]], ys: list[float], k: int) -> dict[int, float]:
    n = len(xs)
    cols = len(xs[0])
    yy = math.sqrt(sum(y * y for y in ys)) or 1.0
    score = []
    seen: set[tuple[float, ...]] = set()
    for j in range(cols):
        col = tuple(r[j] for r in xs)
        if col in seen:  # the same holding counted twice
            continue
        seen.add(col)
        sxx = math.sqrt(sum(r[j] * r[j] for r in xs))
        if sxx > 1e-9 * math.sqrt(n):
            score.append((abs(sum(r[j] * y for r, y in zip(xs, ys, strict=True))) / (sxx * yy), j))
    active = [j for _, j in sorted(score, reverse=True)[:k]]
    return ridge(xs, ys, active, LAMBDA)
