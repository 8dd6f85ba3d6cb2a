"""Every built-in verb and query, given a value of the wrong kind where content may compute one (a list where an
id belongs, a number that is no seat, an unknown id, a huge number), ends in a coded run-time error or a
value, never a Python exception: a designer's effect that passes `check` cannot crash a game with a traceback.

One argument at a time is replaced by each wrong value while the others hold a fitting one, on both games (the
interpreter's built-ins, which the generated code calls too)."""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import Any

import pytest

from rulesdsl import Game, load_ruleset
from rulesdsl.dsl.verbs import REGISTRY
from rulesdsl.errors import GameRuntimeError
from rulesdsl.runtime.builtins import IMPLS
from rulesdsl.runtime.machine import Machine

ROOT = Path(__file__).resolve().parent.parent
WRONG: list[Any] = [[1], [["a"]], None, True, -1, 10**6, 2**70, "nope", 1000, ""]
# A fitting value for each parameter type of the verb registry, per game: (per-player counter, shared zone, graph)
GAMES = {"bitoku": ("vp", "bitoku_deck", "paths"), "tokaido": ("coins", "meal_deck", None)}


def _fitting(kind: str, game: str) -> Any:
    counter, zone, graph = GAMES[game]
    return {"counter": counter, "zone": zone, "graph": graph, "obj": 1000, "player": 0, "int": 1, "list": [],
            "any": 1, "str": "top", "bool": True}.get(kind)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_wrong_values_end_in_a_coded_error(game: str) -> None:
    rs = load_ruleset(ROOT / "rules" / game, python=False)
    g = Game.new(rs, 2, 1)
    escaped: dict[str, str] = {}
    tried = 0
    for name, impl in sorted(IMPLS.items()):
        verb = REGISTRY.get(name)
        if verb is None or verb.variadic:
            continue
        params = [p for p in inspect.signature(impl).parameters.values() if p.kind == p.POSITIONAL_OR_KEYWORD][1:]
        fitting = [_fitting(p.type, game) for p in verb.params][:len(params)]
        for pos in range(len(fitting)):
            for wrong in WRONG:
                args = [*fitting[:pos], wrong, *fitting[pos + 1:]]
                m = Machine(rs, g.state)
                m.frames[:] = [[-1, 0, {"me": 0}, None]]
                tried += 1
                try:
                    impl(m, *args)
                except GameRuntimeError:
                    pass
                except Exception as err:  # noqa: BLE001 - what the test is looking for
                    escaped.setdefault(f"{name}{tuple(args)!r}", f"{type(err).__name__}: {err}")
    assert tried > 500
    assert not escaped, escaped


@pytest.mark.parametrize("value", WRONG)
def test_zones_with_a_wrong_tag_value_match_what_has_it(value: Any) -> None:
    """`zones(k=v)` with a computed value of any kind is a query like any other (a list value is matched, not
    remembered; none matches the zones without the tag), on the interpreter and in the generated code's key
    built in place."""
    from rulesdsl.runtime import pyrt
    rs = load_ruleset(ROOT / "rules" / "tokaido", python=False)
    g = Game.new(rs, 2, 1)
    m = Machine(rs, g.state)
    zones = IMPLS["zones"](m, stype=value)
    assert pyrt.zones_of(m, (("stype", value),)) == zones and (zones == []) is (value is not None)
    assert pyrt.in_tagged(m, (("stype", value),)) == IMPLS["in_each"](m, zones)
