"""Observations from one player's view, laid out from the ruleset's declarations.

The layout is fixed for a ruleset at a player count and is described by `ObservationSpec.sections`
(name, slice) and `ObservationSpec.meaning(i)`, so an author can read what every index holds:

    seat            one-hot: the observer's seat
    turn            one-hot: the deciding seat (all zeros when the game is over)
    decision        one-hot: the pending decision's kind (act, choose, pick), then "mine" and "can skip"
    prompt          one-hot: what the pending decision asks (its prompt id: declared, or act:/macro:/action:/entity:)
    counters        every player's counters, seat by seat (counters are public)
    globals         the global counters
    zone_sizes      the number of objects in every zone (sizes are public, whatever the visibility)
    object_zone     per object: 1 + the index of its zone when the observer can see it, else 0
    object_props    per object and per prop its entity declares: the value when seen, else 0

"Seen" follows the zones' visibility: public zones for everyone, `owner` zones for their owner only,
`hidden` zones for nobody (their size is still in `zone_sizes`); an object shown to the observer with
`reveal()` counts as seen until it moves. Two players' observations of one
state therefore differ exactly in the objects of the zones one of them may see and the other not,
plus the seat one-hot and "mine".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulesdsl.play.game import Game
from rulesdsl.play.state import initial_state
from rulesdsl.runtime.knowledge import known_objects
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.runtime.ruleset import Ruleset

KINDS = ("act", "choose", "pick")


def prompt_ids(rs: Ruleset) -> list[str]:
    """Every prompt id a decision of the ruleset can carry (declared ones and the derived kinds)."""
    ids = {str(p) for n in rs.nodes if (p := getattr(n, "prompt", None)) is not None}
    ids |= {f"act:{g}" for g in rs.actions} | {f"macro:{m}" for m in rs.macros}
    ids |= {f"action:{a.id}" for acts in rs.actions.values() for a in acts} | {f"entity:{e}" for e in rs.entities}
    return sorted(ids | {"decision"})


def zone_visible(rs: Ruleset, key: str, viewer: int | None) -> bool:
    """Whether `viewer` (None: a spectator) sees the contents of the zone with state key `key`."""
    zone, _, who = key.partition(".")
    vis = rs.zones[zone].visibility
    if vis == "public":
        return True
    return vis == "owner" and viewer is not None and who != "" and int(who) == viewer


@dataclass(frozen=True)
class Section:
    """One named run of indices in the observation vector."""

    name: str
    start: int
    labels: tuple[str, ...]

    @property
    def stop(self) -> int:
        """One past the last index of the section."""
        return self.start + len(self.labels)


class ObservationSpec:
    """The observation layout of one ruleset at one player count."""

    def __init__(self, rs: Ruleset, players: int) -> None:
        self.rs = rs
        self.players = players
        st = initial_state(rs, players, 0, {})
        self.counters = sorted(rs.counter_bounds)
        self.globals = sorted(rs.global_bounds)
        self.zone_keys = sorted(st["zones"])
        self.zone_index = {k: i for i, k in enumerate(self.zone_keys)}
        self.object_entities: list[str] = list(st["obj_entity"])
        self.object_props = [sorted(rs.entities[e].props) for e in self.object_entities]
        seats = [f"seat {p}" for p in range(players)]
        objs = [f"object {OBJ_BASE + i} ({e})" for i, e in enumerate(self.object_entities)]
        props = [f"object {OBJ_BASE + i} ({e}).{p}" for i, e in enumerate(self.object_entities)
                 for p in self.object_props[i]]
        self.prompts = prompt_ids(rs)
        self.prompt_index = {p: i for i, p in enumerate(self.prompts)}
        parts: list[tuple[str, list[str]]] = [
            ("seat", seats), ("turn", seats), ("decision", [*KINDS, "mine", "can skip"]), ("prompt", self.prompts),
            ("counters", [f"seat {p}.{c}" for p in range(players) for c in self.counters]),
            ("globals", list(self.globals)), ("zone_sizes", list(self.zone_keys)),
            ("object_zone", objs), ("object_props", props),
        ]
        self.sections: list[Section] = []
        start = 0
        for name, labels in parts:
            self.sections.append(Section(name, start, tuple(labels)))
            start += len(labels)
        self.size = start

    def section(self, name: str) -> slice:
        """The slice of the named section."""
        s = next(x for x in self.sections if x.name == name)
        return slice(s.start, s.stop)

    def meaning(self, index: int) -> str:
        """What one index of the vector holds, e.g. `counters: seat 1.ore`."""
        for s in self.sections:
            if s.start <= index < s.stop:
                return f"{s.name}: {s.labels[index - s.start]}"
        raise IndexError(f"observation index {index} is outside 0..{self.size - 1}")

    def to_json(self) -> dict[str, Any]:
        """The layout as data: every section with its start, stop and labels."""
        return {"size": self.size, "sections": [
            {"name": s.name, "start": s.start, "stop": s.stop, "labels": list(s.labels)} for s in self.sections]}

    def encode(self, game: Game, observer: int) -> list[float]:
        """The observation vector of `observer` (a seat) for the game's current state."""
        st = game.state
        n = self.players
        out = [0.0] * self.size
        out[observer] = 1.0
        d = st["decision"]
        if d is not None:
            out[n + int(d["p"])] = 1.0
            base = 2 * n
            out[base + KINDS.index("pick" if d["k"] == "number" else d["k"])] = 1.0  # a number choice is a pick
            out[base + 3] = 1.0 if d["p"] == observer else 0.0
            out[base + 4] = 1.0 if d["skip"] else 0.0
            k = self.prompt_index.get(str(d.get("pr", "decision")))
            if k is not None:
                out[base + 5 + k] = 1.0
        i = 2 * n + len(KINDS) + 2 + len(self.prompts)
        for p in range(n):
            c = st["counters"][p]
            for name in self.counters:
                out[i] = float(c.get(name, 0))
                i += 1
        for name in self.globals:
            out[i] = float(st["shared"].get(name, 0))
            i += 1
        zones = st["zones"]
        for key in self.zone_keys:
            out[i] = float(len(zones.get(key, ())))
            i += 1
        self._objects(game, observer, out, i)
        return out

    def _objects(self, game: Game, observer: int, out: list[float], start: int) -> None:
        st = game.state
        rs = self.rs
        seen: dict[int, int] = {}
        known = known_objects(st, observer)
        for key, items in st["zones"].items():
            if items and known and not zone_visible(rs, key, observer):
                zi = self.zone_index.get(key)
                if zi is not None:
                    for oid in items:
                        if oid in known:  # shown to the observer with reveal() and not moved since
                            seen[oid - OBJ_BASE] = zi
            if items and zone_visible(rs, key, observer):
                zi = self.zone_index.get(key)
                if zi is not None:
                    for oid in items:
                        seen[oid - OBJ_BASE] = zi
        count = len(self.object_entities)
        prop_at = start + count
        op = st["obj_props"]
        for i in range(count):
            names = self.object_props[i]
            zi = seen.get(i)
            if zi is not None:
                out[start + i] = float(zi + 1)
                if names:
                    own = op[i] or {}
                    defaults = rs.entities[self.object_entities[i]].props
                    for k, name in enumerate(names):
                        v = own.get(name, defaults.get(name, 0))
                        out[prop_at + k] = float(v) if isinstance(v, int | float) else 0.0
            prop_at += len(names)

    def text(self, game: Game, observer: int) -> str:
        """The observation as readable text: the non-zero entries with their meaning."""
        vec = self.encode(game, observer)
        return "\n".join(f"{self.meaning(i)} = {v:g}" for i, v in enumerate(vec) if v)
