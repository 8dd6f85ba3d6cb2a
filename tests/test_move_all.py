"""`world.move_all` moves a zone's objects in one step per zone: the same state, error and events as `world.move`
of each object, last first (what `move_all` meant before it had a step of its own)."""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path
from typing import Any

import pytest

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import GameRuntimeError
from rulesdsl.play.game import Game
from rulesdsl.runtime import world
from rulesdsl.runtime.machine import Machine, Watch
from rulesdsl.runtime.ruleset import Ruleset

MINI = Path(__file__).parent / "fixtures" / "rulesets" / "mini"


@pytest.fixture(scope="module")
def mini() -> Ruleset:
    return load_ruleset(MINI)


def _state(rs: Ruleset) -> dict[str, Any]:
    g = Game.new(rs, 2, 5)
    st = copy.deepcopy(g.state)
    st["frames"] = [[-1, 0, {"me": 0}, None]]
    return st


def _run(rs: Ruleset, st: dict[str, Any], bulk: bool, src: Any, to: Any, who: Any, log: bool,
         watch: frozenset[str] | None) -> tuple[dict[str, Any], list[Any] | None, str | None, int | None]:
    m = Machine(rs, st, [] if log else None)
    if watch is not None:
        m.watch = Watch(watch)
    err = None
    try:
        if bulk:
            world.move_all(m, src, to, who)
        else:  # the meaning: each object moved on top, the last first
            for oid in reversed(list(world.zone_list(m, src, who))):
                world.move(m, oid, to, who)
    except GameRuntimeError as e:
        err = f"{e.code}: {e}"
    return st, m.log, err, (m.watch.flow if m.watch is not None else None)


CASES = [  # id, setup (zone -> how many of deck's objects go there first), src, to, who, log, watch, capacity
    ("shared onto shared", {"discard": 2}, "deck", "discard", None, False, None, None),
    ("shared onto an empty zone", {}, "deck", "discard", None, False, None, None),
    ("into my own zone", {}, "deck", "hand", None, False, None, None),
    ("into another seat's zone", {}, "deck", "played", 1, False, None, None),
    ("out of a seat's zone", {"hand": 3}, "hand", "discard", None, False, None, None),
    ("an empty source, an unknown target", {}, "discard", "nowhere", None, False, None, None),
    ("unknown target", {}, "deck", "nowhere", None, False, None, None),
    ("a zone onto itself", {}, "deck", "deck", None, False, None, None),
    ("with the log kept", {"discard": 1}, "deck", "discard", None, True, None, None),
    ("watched zones", {}, "deck", "discard", None, False, frozenset({"discard"}), None),
    ("watched source", {}, "deck", "discard", None, False, frozenset({"deck", "hand.0"}), None),
    ("capacity stops it part way", {"discard": 1}, "deck", "discard", None, False, None, 4),
    ("capacity just enough", {"discard": 1}, "hand", "discard", None, False, None, 4),
]


@pytest.mark.parametrize(("setup", "src", "to", "who", "log", "watch", "cap"),
                         [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_move_all_is_each_object_moved(mini: Ruleset, setup: dict[str, int], src: str, to: str, who: Any,
                                       log: bool, watch: frozenset[str] | None, cap: int | None) -> None:
    rs = mini
    if cap is not None:
        rs = copy.copy(mini)
        rs.zones = {**mini.zones, "discard": dataclasses.replace(mini.zones["discard"], capacity=cap)}
    st = _state(rs)
    m = Machine(rs, st)
    for zone, n in setup.items():
        for oid in list(world.zone_list(m, "deck", None))[:n]:
            world.move(m, oid, zone, None)
    if src == "hand" and not setup.get("hand"):
        for oid in list(world.zone_list(m, "deck", None))[:3]:
            world.move(m, oid, "hand", None)
    moved = list(world.zone_list(m, src, who))
    st["knowledge"] = {str(moved[0]): [0]} if moved else {}
    st["knowledge"]["999999"] = [1]  # another object's: kept
    a = _run(rs, copy.deepcopy(st), True, src, to, who, log, watch)
    b = _run(rs, copy.deepcopy(st), False, src, to, who, log, watch)
    assert a == b
    if cap == 4 and src == "deck":
        assert a[2] is not None and "R105" in a[2]  # the case stops part way, as it should


def test_move_all_keeps_order_and_empties_the_source(mini: Ruleset) -> None:
    st = _state(mini)
    m = Machine(mini, st)
    deck = list(world.zone_list(m, "deck", None))
    world.move(m, deck[-1], "discard", None)
    world.move_all(m, "deck", "discard", None)
    assert list(world.zone_list(m, "discard", None)) == deck[:-1] + [deck[-1]]
    assert list(world.zone_list(m, "deck", None)) == []
    assert {world.attr(m, oid, "zone") for oid in deck} == {"discard"}


DRAWS = [  # id, n, src, to, who, capacity, refill
    ("one card", 1, "deck", "discard", None, None, None),
    ("several cards, in order", 3, "deck", "discard", None, None, None),
    ("the whole pile", 10**3, "deck", "hand", None, None, None),  # more than it holds: what it holds
    ("into another seat's zone", 2, "deck", "played", 1, None, None),
    ("onto itself", 2, "deck", "deck", None, None, None),
    ("capacity stops it part way", 4, "deck", "discard", None, 2, None),
    ("a refill zone that is not needed", 2, "deck", "hand", None, None, "discard"),
]


@pytest.mark.parametrize(("n", "src", "to", "who", "cap", "refill"), [c[1:] for c in DRAWS],
                         ids=[c[0] for c in DRAWS])
def test_a_draw_is_the_top_card_moved_each_time(mini: Ruleset, n: int, src: str, to: str, who: Any, cap: int | None,
                                                refill: str | None) -> None:
    """`draw()` moves the top of what is left, one card per step of the budget (the pile holding them all is
    drawn without looking at a refill zone): the same state, error and steps as moving the top card each time."""
    from rulesdsl.runtime.builtins import v_draw
    rs = mini
    if cap is not None:
        rs = copy.copy(mini)
        rs.zones = {**mini.zones, "discard": dataclasses.replace(mini.zones["discard"], capacity=cap)}
    out = []
    for bulk in (True, False):
        st = _state(rs)
        m = Machine(rs, st)
        held = len(world.zone_list(m, src, who))
        err = None
        try:
            if bulk:
                v_draw(m, src, to, n, who, refill)
            else:
                for _ in range(min(n, held)):
                    m.spend(1)
                    world.move(m, world.zone_list(m, src, who)[0], to, who)
        except GameRuntimeError as e:
            err = f"{e.code}: {e}"
        out.append((st, err, m.steps_left()))
    assert out[0] == out[1]
    if cap is not None:
        assert out[0][1] is not None and "R105" in out[0][1]
