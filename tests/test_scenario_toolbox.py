"""The scenario toolbox on No Thanks!: failures show expected and actual (both sides of a comparison, the
decision on offer when an action is refused, the forced decisions that did happen), `given` empties any
zone, and `ask_forced` asks single-option decisions."""

from __future__ import annotations

from typing import Any

import pytest

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.paths import rules_dir
from rulesdsl.sim.scenarios import run_scenario

_RS: list[Any] = []


def _rs() -> Any:
    if not _RS:
        _RS.append(load_ruleset(rules_dir() / "examples" / "nothanks"))
    return _RS[0]


def _sc(**more: Any) -> dict[str, Any]:
    return {"id": "t", "rule": "test", "players": 3, **more}


@pytest.mark.parametrize(("scenario", "message", "expected", "actual"), [
    (_sc(expect=["chips == 4"]), "expectation failed: chips == 4", "chips == 4 (right side: 4)", "chips is 11"),
    (_sc(expect=["count(in(taken)) > 2"]), "expectation failed", "count(in(taken)) > 2 (right side: 2)",
     "count(in(taken)) is 0"),
    (_sc(given={"counters": {"P1": {"chips": 0}}}, run="act(turn)", forced=["no_thanks"]),
     "expected decisions taken without asking", ["option: no_thanks"], ["P1: take"]),
    (_sc(run="act(turn)", actions=["pass"]), "on offer: P1's act decision 'act:turn'", ["pass"],
     ["no_thanks", "take"]),
])
def test_failures_show_what_was_expected_and_what_happened(scenario: dict[str, Any], message: str,
                                                           expected: Any, actual: Any) -> None:
    out = run_scenario(_rs(), scenario)
    assert len(out.failures) == 1, [str(f) for f in out.failures]
    f = out.failures[0]
    assert message in f.message
    assert (f.expected, f.actual) == (expected, actual)


def test_given_can_empty_any_zone() -> None:
    out = run_scenario(_rs(), _sc(given={"zones": {"deck": [], "removed": [], "offer": []}},
                                  expect=["count(in(deck)) == 0", "count(in(removed)) == 0", "count(in(offer)) == 0"]))
    assert out.ok, [str(f) for f in out.failures]


def test_ask_forced_offers_the_single_option() -> None:
    base = _sc(given={"counters": {"P1": {"chips": 0}}}, run="act(turn)")
    assert run_scenario(_rs(), {**base, "ask_forced": True, "decision": {"options": ["take"]}}).ok
    assert not run_scenario(_rs(), {**base, "decision": {"options": ["take"]}}).ok
