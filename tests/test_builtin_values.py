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


def test_a_constant_tag_query_is_remembered_by_identity_per_player_count() -> None:
    """A generated constant's zones are found again by its identity, each player count its own; a tuple built
    at the call (`const` False) is answered alike and never remembered. Every answer is `zones()`'s."""
    from rulesdsl.runtime import pyrt
    rs = load_ruleset(ROOT / "rules" / "tokaido", python=False)
    key = (("stype", "inn"),)
    for players in (2, 5, 3, 2):
        m = Machine(rs, Game.new(rs, players, 1).state)
        want = IMPLS["zones"](m, stype="inn")
        assert want and pyrt.zones_of(m, key, True) == want
        assert pyrt.in_tagged(m, key, True) == IMPLS["in_each"](m, want)
        hit = rs.tag_queries[id(key)]
        assert hit[0] is key and hit[1] == players and hit[2] == want
        before = dict(rs.tag_queries)
        built = (("stype", "".join(["in", "n"])),)
        assert pyrt.zones_of(m, built) == want and pyrt.in_tagged(m, built) == IMPLS["in_each"](m, want)
        assert rs.tag_queries == before  # nothing remembered of a tuple built at the call


# Effect text with a slot for a wrong value: loops, blocks, operators and built-ins as content writes them.
EFFECTS = ["as {x} {{ gain(vp) }}", "for y in {x} {{ gain(vp) }}", "repeat {x} {{ gain(vp) }}", "let y = roll({x})",
           "let y = roll(6, {x})", "let y = {x} + 1", "let y = {x}.vp", "set_order({x})", "move_all({x}, deck)",
           "draw(deck, hand, {x})", "let y = at({x}, 0)", "let y = at([1], {x})", "let y = order_by({x}, [1])",
           "let y = distinct({x})", "let y = min({x})", "let y = sorted({x})", "let y = reversed({x})",
           "let y = range({x})", "let y = index_of({x}, 1)", "log({x})", "rank_award([1, 2, 3, 4, 5], {x})",
           "let y = option({x})", "let y = counter({x})", "let y = top({x})", "let y = in({x})",
           "let y = in_each({x})", "let y = free({x})", "let y = owner({x})", "let y = get({x}, {x})",
           "let y = {x} * {x}", "let y = {x} // 0", "let y = {x} % {x}", "let y = -{x}", "let y = {x} < {x}",
           "let y = count({x})", "let y = sum({x})", "let y = max({x})", "let y = contains({x}, 1)",
           "move({x}, hand)", "move(top(deck), hand, who={x})", "gain(vp, {x})", "gain(vp, 1, who={x})",
           "set(vp, {x})", "setp(top(deck), \"a\", {x})", "addp(top(deck), \"vp\", {x})", "shuffle({x})",
           "let y = ztag({x}, \"a\")", "if {x} {{ gain(vp) }}", "while {x} limit 3 {{ gain(vp) }}",
           "let y = [z for z in {x} if z]", "let y = not {x}", "let y = {x} == {x}", "let y = {x} and {x}",
           "let y = owned({x})", "let y = num_players + {x}"]
LITERALS = ["[1]", "[[1]]", "none", "true", "-1", "1000000", "\"nope\"", "1000", "5"]


@pytest.mark.parametrize("python", [False, True])
def test_effects_with_wrong_values_end_in_a_coded_error(python: bool) -> None:
    """Content run as a scenario's effect (compiled, then run as the game runs it) with a wrong value in each
    slot: a coded error (a diagnostic from the compiler, or a run-time code) or nothing, never a Python
    exception, with the generated code and with the interpreter alone."""
    from rulesdsl.errors import RulesError
    from rulesdsl.play.situation import run_effect
    rs = load_ruleset(ROOT / "tests" / "fixtures" / "rulesets" / "mini", python=python)
    escaped: dict[str, str] = {}
    for template in EFFECTS:
        for literal in LITERALS:
            text = template.format(x=literal)
            try:
                run_effect(Game.new(rs, 2, 1), text, 0)
            except RulesError:
                pass
            except Exception as err:  # noqa: BLE001 - what the test is looking for
                escaped[text] = f"{type(err).__name__}: {err}"
    assert not escaped, escaped
