"""Candidate evaluation features derived from a ruleset's declarations alone, as DSL expressions.

Nothing here knows a game: the candidates are read off the compiled ruleset and the states seen in
play — every per-player counter, the size of every per-player zone, how many objects of each kind a
player holds in each of its zones, the sum of each integer prop over them (a die's pips, a piece's
step on a track, a card's points), and how many objects a player owns in each shared zone (a pawn on
a board space: its track position), and — for a kind of at most `NAMED_MAX` entities whose integer props
leave two of them alike — how many objects of each entity a player holds in each of its zones (cards
told apart by name only). Each candidate is a DSL expression evaluated with `me` bound, so
a learned evaluation is a plain `evaluation:` list that any agent reads. Candidates that never differ
between players in the states seen are dropped: games cannot tell what they are worth.
"""

from __future__ import annotations

from rulesdsl.agents.fit import features
from rulesdsl.agents.grid_features import cell_zones, grid_candidates
from rulesdsl.play.game import Game
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.runtime.state import StateData

Key = tuple[str, ...]  # ("counter", c) | ("size", z) | ("kind", z, k) | ("prop", z, k, p) | ("owned", z)
#                        | ("entity", z, e) | ("expr", text): a grid candidate
MAX_CANDIDATES = 400  # candidates kept for fitting (the most varied first)
NAMED_MAX = 16  # a kind with more entities than this is not counted entity by entity


def expression(key: Key) -> str:
    """The DSL expression of a candidate feature (evaluated with `me` bound)."""
    what = key[0]
    if what == "counter":
        return key[1]
    if what == "size":
        return f"count(in({key[1]}))"
    if what == "kind":
        return f'count([o for o in in({key[1]}) if o.kind == "{key[2]}"])'
    if what == "prop":
        return f'sum([o.{key[3]} for o in in({key[1]}) if o.kind == "{key[2]}"])'
    if what == "owned":
        return f"count([o for o in in({key[1]}) if o.owner == me])"
    if what == "entity":
        return f'count([o for o in in({key[1]}) if o.entity == "{key[2]}"])'
    if what == "expr":  # a grid candidate (grid_features.py): the expression itself
        return key[1]
    raise ValueError(key)


def _int_props(rs: Ruleset) -> dict[str, list[str]]:
    """For each entity kind, the props every entity of that kind declares as an integer (owner aside)."""
    out: dict[str, list[str]] = {}
    for kind, ids in rs.kind_entities.items():
        ents = [rs.entities[e] for e in ids if e in rs.entities]
        if not ents:
            continue
        common = set.intersection(*({p for p, v in e.props.items() if type(v) is int} for e in ents))
        out[kind] = sorted(common - {"owner"})
    return out


def named_entities(rs: Ruleset, props: dict[str, list[str]]) -> set[str]:
    """The entities counted by name: those of a small kind whose integer props leave two entities alike."""
    out: set[str] = set()
    for kind, ids in rs.kind_entities.items():
        ents = [rs.entities[e] for e in ids if e in rs.entities]
        if not 1 < len(ents) <= NAMED_MAX:
            continue
        shapes = [tuple(e.props.get(p) for p in props.get(kind, ())) for e in ents]
        if len(set(shapes)) < len(shapes):
            out.update(e.id for e in ents)
    return out


def snapshot(rs: Ruleset, st: StateData, props: dict[str, list[str]],
             named: set[str] | frozenset[str] = frozenset()) -> list[dict[Key, float]]:
    """Every candidate's value for each player in one state, read straight from the state (for discovery)."""
    n = int(st["players"])
    out: list[dict[Key, float]] = [{} for _ in range(n)]
    for p in range(n):
        for c, v in st["counters"][p].items():
            if type(v) is int:
                out[p][("counter", c)] = float(v)
    oe, op = st["obj_entity"], st["obj_props"]
    cells = cell_zones(rs)  # grids have candidates of their own (grid_features.py)
    for key, items in st["zones"].items():
        zone, _, who = key.partition(".")
        rz = rs.zones.get(zone)
        if rz is None or zone in cells:
            continue
        if rz.per_player and who:
            row = out[int(who)] if int(who) < n else None
            if row is None:
                continue
            row[("size", zone)] = float(len(items))
            for oid in items:
                i = oid - OBJ_BASE
                ent = rs.entities.get(oe[i])
                if ent is None:
                    continue
                kk: Key = ("kind", zone, ent.kind)
                row[kk] = row.get(kk, 0.0) + 1.0
                if oe[i] in named:
                    ek: Key = ("entity", zone, oe[i])
                    row[ek] = row.get(ek, 0.0) + 1.0
                changed = op[i] or {}
                for prop in props.get(ent.kind, ()):
                    value = changed.get(prop, ent.props.get(prop))
                    if type(value) is int:
                        pk: Key = ("prop", zone, ent.kind, prop)
                        row[pk] = row.get(pk, 0.0) + value
        elif not rz.per_player:
            for oid in items:
                i = oid - OBJ_BASE
                owner = (op[i] or {}).get("owner", st["obj_owner"][i])
                if type(owner) is int and 0 <= owner < n:
                    ok: Key = ("owned", zone)
                    out[owner][ok] = out[owner].get(ok, 0.0) + 1.0
    return out


class Discovery:
    """Collects candidate values over the states seen and keeps those that differ between players."""

    def __init__(self, rs: Ruleset) -> None:
        self.rs = rs
        self.props = _int_props(rs)
        self.named = named_entities(rs, self.props)
        self.spread: dict[Key, float] = {}
        self.grid_terms = [{"expr": e} for e in grid_candidates(rs)]
        self.team: dict[Key, tuple[float, float]] = {}  # a cooperative game: each team total's lowest and highest

    def see(self, game: Game) -> None:
        """Record how much each candidate differs between the players in this state (in a cooperative game:
        how much the team's total of it changes over the states seen)."""
        rows = snapshot(self.rs, game.state, self.props, self.named)
        if self.grid_terms:  # grids: their candidates are evaluated (grid_features.py)
            for row, vals in zip(rows, features(game, self.grid_terms), strict=True):
                row.update({("expr", t["expr"]): v for t, v in zip(self.grid_terms, vals, strict=True)})
        keys = set().union(*rows)
        for k in keys:
            vals = [r.get(k, 0.0) for r in rows]
            if self.rs.outcome_kind == "cooperative":
                lo, hi = self.team.get(k, (sum(vals), sum(vals)))
                self.team[k] = (min(lo, sum(vals)), max(hi, sum(vals)))
                if self.team[k][1] > self.team[k][0]:
                    self.spread[k] = self.team[k][1] - self.team[k][0]
                continue
            d = max(vals) - min(vals)
            if d > 0:
                self.spread[k] = self.spread.get(k, 0.0) + d

    def candidates(self) -> list[Key]:
        """The candidates that differed between players at least once, the most varied first (bounded)."""
        keys = sorted(self.spread, key=lambda k: (-self.spread[k], k))
        return keys[:MAX_CANDIDATES]
