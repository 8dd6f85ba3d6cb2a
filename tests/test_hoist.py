"""Loop-invariant calls in comprehensions are evaluated once per loop, and games stay exactly the same."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rulesdsl.compiler import exprs
from rulesdsl.compiler.hoist import impure_functions, invariant_calls
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.parser import parse_expr
from rulesdsl.dsl.printer import print_expr
from rulesdsl.play.game import Game

ROOT = Path(__file__).resolve().parent.parent


def _hoisted(text: str, impure: frozenset[str] = frozenset({"roll"})) -> list[str]:
    comp = parse_expr(text)
    assert isinstance(comp, A.Comprehension)
    return [print_expr(c) for c in invariant_calls(comp, lambda c: c.name not in impure)]


@pytest.mark.parametrize(("text", "want"), [
    ("[z for z in road if leg(z) <= next_inn(leg(pw.zone))]", ["next_inn(leg(pw.zone))"]),
    ("[z for z in road if leg(z) > leg(pw.zone) and has_room(z)]", ["leg(pw.zone)"]),
    ("[x for x in xs if x > roll(6)]", []),                            # a random draw per element stays
    ("[x for x in xs if contains([y.a for y in in(hand)], x)]", ["in(hand)"]),
    ("[x for x in xs if count([y for y in ys if y == x]) > 0]", []),  # depends on x through y's loop
    ("[f(x) for x in xs]", []),
    ("[g(1) + x for x in xs]", ["g(1)"]),
])
def test_which_calls_are_loop_invariant(text: str, want: list[str]) -> None:
    assert _hoisted(text) == want


def test_a_function_that_draws_at_random_is_impure_through_its_callers() -> None:
    calls = {"a": {"b"}, "b": {"roll"}, "c": {"ztag"}, "d": {"a", "c"}}
    assert impure_functions(calls, lambda n: n == "roll") == {"a", "b", "d"}


@pytest.mark.parametrize(("game", "players"), [("tokaido", 5), ("tokaido", 2), ("bitoku", 4), ("bitoku", 1)])
def test_games_are_identical_with_and_without_hoisting(monkeypatch: pytest.MonkeyPatch, game: str,
                                                       players: int) -> None:
    monkeypatch.setenv("RULESDSL_CACHE", "off")
    runs = []
    for hoisting in (True, False):
        monkeypatch.setattr(exprs, "HOISTING", hoisting)
        rs = load_ruleset(ROOT / "rules" / game)
        histories = []
        for seed in range(3):
            g, rng = Game.new(rs, players, seed), random.Random(seed)
            while not g.is_over():
                g.apply(rng.choice(g.legal_actions()))
            histories.append((g.history, g.scores(), g.state["rng"]))
        runs.append(histories)
    assert runs[0] == runs[1]


def test_the_switch_changes_the_compiled_code(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison above is between two different compilations, not one compilation twice."""
    monkeypatch.setenv("RULESDSL_CACHE", "off")
    counts = {}
    made: list[int] = []
    real = exprs._memo
    monkeypatch.setattr(exprs, "_memo", lambda *a: made.append(1) or real(*a))
    for hoisting in (True, False):
        monkeypatch.setattr(exprs, "HOISTING", hoisting)
        made.clear()
        load_ruleset(ROOT / "rules" / "tokaido")
        counts[hoisting] = len(made)
    assert counts[True] > 0 and counts[False] == 0


def _ops(ir: object) -> list[tuple[str, ...]]:
    """The (op, op of its first sub-expression) pairs of a compiled expression, depth first."""
    out: list[tuple[str, ...]] = []
    stack = [ir]
    while stack:
        node = stack.pop()
        if isinstance(node, tuple) and node and isinstance(node[0], str):
            first = getattr(node[1], "ir", None) if len(node) > 1 else None
            out.append((node[0], first[0] if isinstance(first, tuple) and first else ""))
            stack.extend(getattr(x, "ir", x) for x in node[1:])
        elif isinstance(node, list):
            stack.extend(getattr(x, "ir", x) for x in node)
    return out


def test_a_loop_invariant_count_test_is_kept_once_per_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """`count([...]) > 0` that does not depend on the enclosing comprehension's element is tested once per
    loop (as the call `count(...)` would be), though it is compiled to the loop that stops at the first match:
    Bitoku's `tengu_cross_dice` asks whether Hill h has a free space once, not once per die."""
    monkeypatch.setenv("RULESDSL_CACHE", "off")
    rs = load_ruleset(ROOT / "rules" / "bitoku")
    sig = rs.adhoc.func_sigs["tengu_cross_dice"]
    assert ("memo", "exists") in _ops(sig.fn.ir)
    monkeypatch.setattr(exprs, "HOISTING", False)
    plain = load_ruleset(ROOT / "rules" / "bitoku", python=False)
    assert not any(op == "memo" for op, _ in _ops(plain.adhoc.func_sigs["tengu_cross_dice"].fn.ir))
