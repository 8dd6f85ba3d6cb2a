"""Determinisation: re-deal what a player cannot see, consistently with what they can, and re-seed chance.

An object is *unseen* by the viewer when it lies in a `hidden` zone, or in an `owner` zone of another
player. Unseen objects are pooled by class — (entity kind, start zone, initial owner) — so a card is
only ever exchanged with a card that could have been in its place; each pool is shuffled with the
agent's generator and dealt back into the same slots, so every zone keeps its count. Objects named by
the pending decision or by a running effect (its frames) stay where they are. The state's own
generator is re-seeded from the agent's, so future draws, shuffles and rolls are not peeked either.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from rulesdsl.play.game import Game
from rulesdsl.play.state import clone_state, initial_state
from rulesdsl.runtime.knowledge import known_objects
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.runtime.state import StateData
from rulesdsl.runtime.streams import reseed

_CLASSES: dict[tuple[int, int], tuple[Ruleset, list[tuple[str, str, Any]], list[int], list[str]]] = {}


def object_classes(rs: Ruleset, players: int) -> list[tuple[str, str, Any]]:
    """For every object column index: (kind, start zone, initial owner) — the exchangeable class."""
    return _classes(rs, players)[1]


def _classes(rs: Ruleset, players: int) -> tuple[Ruleset, list[tuple[str, str, Any]], list[int], list[str]]:
    """`object_classes`, with each object's class as a number and each class's name for its generator."""
    key = (id(rs), players)
    got = _CLASSES.get(key)
    if got is not None and got[0] is rs:
        return got
    st0 = initial_state(rs, players, 0, {})
    out = [(rs.entities[e].kind, z, w)
           for e, z, w in zip(st0["obj_entity"], st0["obj_zone"], st0["obj_owner"], strict=True)]
    number: dict[tuple[str, str, Any], int] = {}
    ids = [number.setdefault(c, len(number)) for c in out]
    if len(_CLASSES) >= 64:  # a long-lived process must not keep every ruleset it saw
        _CLASSES.clear()
    got = _CLASSES[key] = (rs, out, ids, [repr(c) for c in number])
    return got


def _collect(value: Any, into: set[int]) -> None:
    t = type(value)
    if t is int:
        if value >= OBJ_BASE:
            into.add(value)
    elif t is list or t is tuple:
        for v in value:
            _collect(v, into)
    elif t is dict:
        for v in value.values():
            _collect(v, into)


def pinned_objects(st: StateData) -> set[int]:
    """Objects referred to by the pending decision or by running effects: they must not move."""
    out: set[int] = set()
    d = st["decision"]
    if d is not None:
        _collect(d["v"], out)
    for f in st["frames"]:
        _collect(f[2], out)
        _collect(f[3], out)
    return out


def unseen_zones(rs: Ruleset, st: StateData, viewer: int) -> list[str]:
    """The zone keys whose contents the viewer cannot see."""
    out = []
    for key in st["zones"]:
        zone, _, who = key.partition(".")
        vis = rs.zones[zone].visibility
        if vis == "hidden" or (vis == "owner" and (not who or int(who) != viewer)):
            out.append(key)
    return out


_UNSEEN: dict[tuple[int, int, int], tuple[Ruleset, tuple[str, ...], list[str]]] = {}


def _unseen_cached(rs: Ruleset, st: StateData, viewer: int) -> list[str]:
    """`unseen_zones`, remembered per ruleset, player count and viewer while the state has the same zones."""
    key = (id(rs), int(st["players"]), viewer)
    got = _UNSEEN.get(key)
    zones = tuple(st["zones"])
    if got is None or got[0] is not rs or got[1] != zones:
        if len(_UNSEEN) >= 256:  # a long-lived process must not keep every ruleset it saw
            _UNSEEN.clear()
        got = _UNSEEN[key] = (rs, zones, unseen_zones(rs, st, viewer))
    return got[2]


def _place(key: str) -> tuple[str, int | None]:
    """The zone and owner a state's zone key stands for (`zone` or `zone.seat`)."""
    zone, _, who = key.partition(".")
    return zone, int(who) if who else None


def _shuffle(getrandbits: Callable[[int], int], x: list[int]) -> None:
    """`random.Random.shuffle`, written out (the same draws, so the same deals) without a method call per item."""
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


def determinize(game: Game, viewer: int, rng: random.Random) -> Game:
    """A copy of the game in which the viewer's unseen objects are re-dealt and chance is re-seeded."""
    rs = game.rs
    st = clone_state(game.state)
    _, _, class_of, class_names = _classes(rs, st["players"])
    known = len(class_of)  # an object made during play is a class of its own: never exchanged
    pinned = pinned_objects(st) | known_objects(st, viewer)  # what the viewer was shown stays where it is
    pools: dict[int, list[int]] = {}
    slots: dict[int, list[tuple[str, int]]] = {}
    z = st["zones"]
    for key in _unseen_cached(rs, st, viewer):
        items = z[key]
        check = not pinned.isdisjoint(items)
        for pos, oid in enumerate(items):
            if check and oid in pinned:
                continue
            i = oid - OBJ_BASE
            if i >= known:
                continue
            c = class_of[i]
            pool = pools.get(c)
            if pool is None:
                pools[c], slots[c] = [oid], [(key, pos)]
            else:
                pool.append(oid)
                slots[c].append((key, pos))
    oz, ow = st["obj_zone"], st["obj_owner"]
    listed = {k for s in slots.values() if len(s) > 1 for k, _ in s}
    dealt: dict[str, list[int]] = {key: list(z[key]) for key in listed}  # zones are tuples shared by copies
    places = {key: _place(key) for key in listed}
    base = rng.getrandbits(64)
    for c, oids in pools.items():
        if len(oids) < 2:
            continue
        oids.sort()  # the deal depends on which objects are unseen, never on where they really are
        # each class its own generator, derived by name: a card added to one class leaves the others' deals
        # as they were (paired comparisons stay paired), as the game's random streams do
        _shuffle(random.Random(f"{base}:{class_names[c]}").getrandbits, oids)
        for oid, (key, pos) in zip(oids, slots[c], strict=True):
            dealt[key][pos] = oid
            oz[oid - OBJ_BASE], ow[oid - OBJ_BASE] = places[key]
    for key, items in dealt.items():
        z[key] = tuple(items)
    reseed(st, rng.getrandbits(64))  # every random stream afresh: the unseen future is resampled too
    return Game(rs, st, list(game.history), None)
