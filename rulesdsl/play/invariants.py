"""Invariants checked during random playouts: generic ones, plus the ruleset's own `invariants:`."""

from __future__ import annotations

import json
from typing import Any

from rulesdsl.play.game import Game
from rulesdsl.play.views import view
from rulesdsl.runtime.machine import OBJ_BASE, Machine


def structural(game: Game) -> list[str]:
    """Components conserved: every object in exactly one zone, matching its record; counters in bounds."""
    st = game.state
    problems: list[str] = []
    seen: dict[int, str] = {}
    for key, items in st["zones"].items():
        for oid in items:
            if oid in seen:
                problems.append(f"object {oid} is in both {seen[oid]} and {key}")
            seen[oid] = key
    if len(seen) != len(st["obj_entity"]):
        problems.append(f"{len(st['obj_entity'])} objects but {len(seen)} placed in zones")
    for i, zone in enumerate(st["obj_zone"]):
        key = zone if st["obj_owner"][i] is None else f"{zone}.{st['obj_owner'][i]}"
        if seen.get(OBJ_BASE + i) != key:
            problems.append(f"object {OBJ_BASE + i} records zone {key} but sits in {seen.get(OBJ_BASE + i)}")
    for p, counters in enumerate(st["counters"]):
        for name, v in counters.items():
            lo, hi = game.rs.counter_bounds[name]
            if v < lo or (hi is not None and v > hi):
                problems.append(f"P{p + 1} counter {name}={v} outside [{lo}, {hi}]")
    for key, items in st["zones"].items():
        rz = game.rs.zones[key.partition(".")[0]]
        if rz.capacity is not None and len(items) > rz.capacity:
            problems.append(f"zone {key} holds {len(items)} > capacity {rz.capacity}")
    if not game.is_over() and not game.legal_actions():
        problems.append("no legal action before the end")
    return problems


def declared(game: Game) -> list[str]:
    """The ruleset's `invariants:` expressions, evaluated with `me` bound to each player."""
    problems: list[str] = []
    m = Machine(game.rs, game.state, None)
    for text, fn in game.rs.invariants:
        for p in range(game.state["players"]):
            m.frames.append([-1, 0, {"me": p}, None])
            try:
                if not fn(m):
                    problems.append(f"invariant failed for P{p + 1}: {text}")
            finally:
                m.frames.pop()
    return problems


def view_leaks(game: Game) -> list[str]:
    """No player's view shows an object held in a zone hidden from them."""
    st = game.state
    problems: list[str] = []
    for viewer in range(st["players"]):
        v: dict[str, Any] = view(game, viewer)
        shown = {o["id"] for items in v["zones"].values() if isinstance(items, list) for o in items}
        for key, items in st["zones"].items():
            zone, _, who = key.partition(".")
            vis = game.rs.zones[zone].visibility
            hidden = vis == "hidden" or (vis == "owner" and (not who or int(who) != viewer))
            if hidden and shown.intersection(items):
                problems.append(f"P{viewer + 1} can see objects of {key}")
        json.dumps(v)  # views must be plain data
    return problems
