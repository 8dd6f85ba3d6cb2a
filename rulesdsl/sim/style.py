"""How a player played one game — the human-likeness figures of `simulate`'s report.

A *turn* is an `act` decision (a menu of actions). The ruleset says what to count through `role:`
marks on its `evaluation:` terms: a `pass` term rises when a player passes (so a turn is a pass, or
an action); a `phase` term's value names the phase (turns are counted per distinct phase value, e.g.
per year); `resource` terms are holdings that are wasted if still held at the end. A ruleset that
marks nothing still gets turns per game and per decision counts.
"""

from __future__ import annotations

from typing import Any

from rulesdsl.agents.evaluation import role_terms, term_sum
from rulesdsl.play.game import Game


class PlayStyle:
    """Counts turns, passes (with and without other options open) and phases, per player."""

    def __init__(self, game: Game) -> None:
        n = int(game.state["players"])
        self.pass_terms = role_terms(game.rs, "pass")
        self.phase_terms = role_terms(game.rs, "phase")
        self.resource_terms = role_terms(game.rs, "resource")
        self.turns = [0] * n
        self.actions = [0] * n
        self.passes = [0] * n
        self.passes_open = [0] * n
        self.phases: list[set[float]] = [set() for _ in range(n)]
        self._pending: tuple[int, int, float] | None = None

    def before(self, game: Game) -> None:
        """Note the decision about to be taken (only turn menus matter)."""
        d = game.state["decision"]
        self._pending = None
        if d is None or d["k"] != "act":
            return
        p = int(d["p"])
        options = len(d["o"]) + (1 if d["skip"] else 0)
        passed = term_sum(game, self.pass_terms, p) if self.pass_terms else 0.0
        self._pending = (p, options, passed)
        if self.phase_terms:
            self.phases[p].add(term_sum(game, self.phase_terms, p))

    def after(self, game: Game) -> None:
        """Classify the turn just taken as a pass or an action."""
        if self._pending is None:
            return
        p, options, passed = self._pending
        self.turns[p] += 1
        if self.pass_terms and term_sum(game, self.pass_terms, p) > passed:
            self.passes[p] += 1
            if options > 1:
                self.passes_open[p] += 1
        else:
            self.actions[p] += 1

    def result(self, game: Game) -> dict[str, Any]:
        """Per-player figures for the record."""
        n = int(game.state["players"])
        wasted = [term_sum(game, self.resource_terms, p) if self.resource_terms else None for p in range(n)]
        return {"turns": self.turns, "actions": self.actions, "passes": self.passes,
                "passes_open": self.passes_open, "phases": [len(s) for s in self.phases], "wasted": wasted,
                "marked": {"pass": bool(self.pass_terms), "phase": bool(self.phase_terms),
                           "resource": bool(self.resource_terms)}}


def _mean(xs: list[float]) -> float | None:
    return sum(xs) / len(xs) if xs else None


def style_by_agent(records: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per agent kind, means per player-game: turns, actions per phase, passes (with options open),
    holdings left at the end, and score by section."""
    acc: dict[str, dict[str, list[float]]] = {}
    for r in records:
        st = r.get("style")
        if r.get("error") or not st:
            continue
        for s, spec in enumerate(r["seats"]):
            a = acc.setdefault(spec, {})
            a.setdefault("turns", []).append(st["turns"][s])
            a.setdefault("actions", []).append(st["actions"][s])
            if st["marked"]["pass"]:
                a.setdefault("passes", []).append(st["passes"][s])
                a.setdefault("passes_open", []).append(st["passes_open"][s])
            if st["marked"]["phase"] and st["phases"][s]:
                a.setdefault("actions_per_phase", []).append(st["actions"][s] / st["phases"][s])
            if st["wasted"][s] is not None:
                a.setdefault("wasted", []).append(st["wasted"][s])
            for sec, vals in r["breakdown"].items():
                a.setdefault(f"section:{sec or '(setup)'}", []).append(vals[s])
            a.setdefault("section:total", []).append(r["scores"][s])
    return {spec: {k: _mean(v) for k, v in a.items()} for spec, a in sorted(acc.items())}


def style_rows(style: dict[str, dict[str, Any]]) -> tuple[list[str], list[list[Any]]]:
    """A table of the style figures: one row per agent."""
    head = ["agent", "turns", "actions", "actions per phase", "passes", "passes with options open",
            "left at end (resources)"]
    keys = ["turns", "actions", "actions_per_phase", "passes", "passes_open", "wasted"]
    rows = [[spec] + [("-" if v.get(k) is None else f"{v[k]:.2f}") for k in keys] for spec, v in style.items()]
    return head, rows


def section_rows(style: dict[str, dict[str, Any]]) -> tuple[list[str], list[list[Any]]]:
    """Mean score by section, one row per agent."""
    secs: list[str] = []
    for v in style.values():
        secs += [k for k in v if k.startswith("section:") and k not in secs]
    head = ["agent"] + [k.split(":", 1)[1] for k in secs]
    rows = [[spec] + [("-" if v.get(k) is None else f"{v[k]:.1f}") for k in secs] for spec, v in style.items()]
    return head, rows
