"""Evaluation learned from games: regress final score on the evaluation's features, as data.

`simulate --fit-evaluation OUT.yaml` records, every `CHECK_EVERY` decisions, each player's value of
every evaluation term (its features), and the player's final score. Rows are grouped by how far the
game had gone (quarter 1-4 of its decisions) and centred within their quarter, so a weight is learned
only from differences *between players at the same point of the game* (the score every player will
still make is not credited to whatever everyone holds). A ridge least-squares fit gives one weight
per term (pooled over quarters, shrunk toward the declared weight; the one the agents use) and a
plain weight per quarter (what a designer
reads: "an ore held in the second quarter is worth 0.4 VP at the end"). Terms that barely vary
between players keep their declared weight: games cannot tell what they are worth; so do terms
that mark a role (`pass`, `phase`) or have weight 0 — they steer play, they are not holdings. Pure Python (no
numpy): the systems are the size of the term list.
"""

from __future__ import annotations

import math
from typing import Any

from rulesdsl.agents.evaluation import compile_terms, declared_terms
from rulesdsl.play.game import Game
from rulesdsl.runtime.machine import Machine
from rulesdsl.runtime.ruleset import Ruleset

CHECK_EVERY = 20
QUARTERS = 4
RIDGE = 1.0
PRIOR = 50.0
MIN_SPREAD = 1e-6


def features(game: Game, terms: list[dict[str, Any]] | None = None) -> list[list[float]]:
    """Each player's value of each evaluation term now (rows: players)."""
    rs = game.rs
    fns = compile_terms(rs, terms)
    m = Machine(rs, game.state, None)
    out = []
    for p in range(game.state["players"]):
        m.frames.append([-1, 0, {"me": p}, None])
        try:
            out.append([float(fn(m) or 0) for fn, _ in fns])
        finally:
            m.frames.pop()
    return out


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Solve a x = b (Gaussian elimination with partial pivoting; a is small and regularised)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        if abs(m[c][c]) < 1e-12:
            continue
        for r in range(n):
            if r != c and m[r][c] != 0.0:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] if abs(m[i][i]) >= 1e-12 else 0.0 for i in range(n)]


def ridge(xs: list[list[float]], ys: list[float], active: list[int], lam: float = RIDGE) -> dict[int, float]:
    """Ridge regression of ys on the `active` columns of xs (already centred), columns standardised."""
    return _ridge(xs, ys, active, lam)


def _ridge(xs: list[list[float]], ys: list[float], active: list[int], lam: float) -> dict[int, float]:
    if not xs or not active:
        return {}
    n = len(xs)
    sd = {j: math.sqrt(sum(r[j] ** 2 for r in xs) / n) or 1.0 for j in active}
    z = [[r[j] / sd[j] for j in active] for r in xs]
    k = len(active)
    ata = [[sum(row[i] * row[j] for row in z) + (lam * n / 100 if i == j else 0.0) for j in range(k)] for i in range(k)]
    aty = [sum(row[i] * y for row, y in zip(z, ys, strict=True)) for i in range(k)]
    w = _solve(ata, aty)
    return {j: w[i] / sd[j] for i, j in enumerate(active)}


def _centre(rows: list[tuple[int, list[float], float]]) -> tuple[list[list[float]], list[float]]:
    """Subtract each quarter's mean from its rows' features and targets."""
    by_q: dict[int, list[tuple[list[float], float]]] = {}
    for q, x, y in rows:
        by_q.setdefault(q, []).append((x, y))
    xs: list[list[float]] = []
    ys: list[float] = []
    for group in by_q.values():
        k = len(group[0][0])
        mx = [sum(x[j] for x, _ in group) / len(group) for j in range(k)]
        my = sum(y for _, y in group) / len(group)
        for x, y in group:
            xs.append([x[j] - mx[j] for j in range(k)])
            ys.append(y - my)
    return xs, ys


def fit_terms(rs: Ruleset, records: list[dict[str, Any]], terms: list[dict[str, Any]] | None = None,
              scale: float = 10.0, prior_strength: float = PRIOR) -> dict[str, Any]:
    """Fit the weights from simulation records holding `features`; `scale` = evaluation units per score point.

    `prior_strength` is the ridge penalty (in % of the rows) pulling the pooled weights toward the
    declared ones; 0 gives the plain least-squares fit. The per-quarter table is the plain fit."""
    base = terms if terms is not None else declared_terms(rs)
    rows: list[tuple[int, list[float], float]] = []
    for rec in records:
        if rec.get("error") or not rec.get("features"):
            continue
        length = max(1, int(rec["length"]))
        for at, per_player in rec["features"]:
            q = min(QUARTERS, 1 + QUARTERS * int(at) // length)
            for p, x in enumerate(per_player):
                rows.append((q, x, float(rec["scores"][p])))
    k = len(base)
    xs, ys = _centre(rows)
    spread = [math.sqrt(sum(r[j] ** 2 for r in xs) / max(1, len(xs))) for j in range(k)]
    fixed = {j for j, t in enumerate(base) if t.get("role") in ("pass", "phase") or not t.get("weight", 1)}
    active = [j for j in range(k) if spread[j] > MIN_SPREAD and j not in fixed]
    # Shrink toward the declared weights, not toward zero: fit the part of the score the declared
    # evaluation does not explain. Bot games confound holdings with play (a bot that holds rocks is one
    # that did not build), so an unshrunk fit can point the agent the wrong way.
    w0 = [float(t.get("weight", 1)) / scale for t in base]
    resid = [y - sum(w0[j] * x[j] for j in active) for x, y in zip(xs, ys, strict=True)]
    delta = ridge(xs, resid, active, prior_strength)
    pooled = {j: w0[j] + delta.get(j, 0.0) for j in active}
    per_q: dict[int, dict[int, float]] = {}
    for q in range(1, QUARTERS + 1):
        sub = [r for r in rows if r[0] == q]
        qx, qy = _centre(sub)
        per_q[q] = ridge(qx, qy, [j for j in active if any(abs(r[j]) > MIN_SPREAD for r in qx)])
    fitted = []
    for j, t in enumerate(base):
        item = {"expr": t["expr"]}
        if j in pooled:
            item["weight"] = int(round(scale * pooled[j]))
            item["doc"] = f"fitted from {len(records)} games ({len(rows)} rows); declared {t.get('weight', 1)}"
        elif j in fixed:
            item["weight"] = t.get("weight", 1)
            item["doc"] = f"kept as declared: it marks a role ({t.get('role', 'weight 0')}), not a holding"
        else:
            item["weight"] = t.get("weight", 1)
            item["doc"] = "kept as declared: it hardly differs between players at the same point of a game"
        if "role" in t:
            item["role"] = t["role"]
        fitted.append(item)
    return {"terms": fitted, "rows": len(rows), "games": len(records),
            "per_quarter": {q: {base[j]["expr"]: round(w, 3) for j, w in ws.items()} for q, ws in per_q.items()},
            "pooled": {base[j]["expr"]: round(w, 3) for j, w in pooled.items()}}


def render_fit(result: dict[str, Any]) -> str:
    """The fitted evaluation as YAML (loadable with --evaluation), with the per-quarter table as comments."""
    import yaml
    lines = [f"# Evaluation fitted by `rulesdsl simulate --fit-evaluation` from {result['games']} games "
             f"({result['rows']} player checkpoints).",
             "# Weights are in tenths of a score point, like the rulesets' own `evaluation:`.",
             "# What one unit of each term, held in each quarter of the game, was worth in final score points:",
             "#   quarter:        1       2       3       4    term"]
    for t in result["terms"]:
        e = t["expr"]
        cells = [result["per_quarter"].get(q, {}).get(e) for q in range(1, QUARTERS + 1)]
        lines.append("#   " + " ".join(f"{c:7.2f}" if c is not None else "      -" for c in cells) + f"    {e[:70]}")
    body = yaml.safe_dump({"evaluation": result["terms"]}, sort_keys=False, allow_unicode=True, width=200)
    return "\n".join(lines) + "\n" + body
