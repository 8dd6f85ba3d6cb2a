"""Every ruleset's and pack's own scenarios (`<folder>/tests/*.yaml`, found from the folders), run through the
same runner as `rulesdsl test`; a scenario in the first format (read no more) fails with a clear message."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.paths import rules_dir
from rulesdsl.sim.scenario_suite import Suite, discover
from rulesdsl.sim.scenarios import load_file, run_scenario

HERE = Path(__file__).parent
MINI = HERE / "fixtures" / "rulesets" / "mini"


def _suites() -> list[Suite]:
    return discover([rules_dir(), rules_dir() / "examples", HERE / "fixtures" / "rulesets"])


def _cases() -> list[Any]:
    out = []
    for i, suite in enumerate(_suites()):
        for f in suite.files:
            scenarios, problems = load_file(f)
            assert not problems, problems
            for sc, where in scenarios:
                label = f"{f.parent.parent.name}/{f.stem}/{sc.get('id')}"
                out.append(pytest.param(i, str(f), sc, where, id=label))
    return out


SUITES = _suites()
_CACHE: dict[int, Any] = {}


def _ruleset(i: int) -> Any:
    if i not in _CACHE:
        _CACHE[i] = load_ruleset(SUITES[i].root, SUITES[i].packs)
    return _CACHE[i]


def test_every_shipped_ruleset_has_scenarios() -> None:
    roots = {s.root.resolve() for s in SUITES if s.files}
    for game in ("bitoku", "tokaido", "examples/nothanks", "examples/loveletter"):
        assert (rules_dir() / game).resolve() in roots


@pytest.mark.parametrize(("suite", "file", "scenario", "where"), _cases())
def test_scenario(suite: int, file: str, scenario: dict[str, Any], where: Any) -> None:
    out = run_scenario(_ruleset(suite), scenario, where)
    assert out.ok, "\n".join(f"{file}:{f}" for f in out.failures)


# The keys of an earlier scenario format (given/do effect strings, `as`, `decider`; docs/design/008) are refused
# with a message naming them, never run half-understood.
FIRST_FORMAT = [
    ("do", {"do": "gain(vp, 1)", "expect": ["vp == 1"]}, "unknown scenario keys: do (known: "),
    ("as and decider", {"as": 1, "decider": None}, "unknown scenario keys: as, decider"),
    ("given as an effect", {"given": "move_all(deck, hand)"}, "given: a mapping (zones, counters"),
    ("given as a list", {"given": ["x"]}, "not list"),
]


@pytest.mark.parametrize(("extra", "message"), [(x, m) for _, x, m in FIRST_FORMAT], ids=[i for i, *_ in FIRST_FORMAT])
def test_first_format_is_refused_clearly(extra: dict[str, Any], message: str) -> None:
    out = run_scenario(load_ruleset(MINI), {"id": "old", "rule": "mini: first format", "players": 2, **extra})
    assert not out.ok and len(out.failures) == 1 and message in out.failures[0].message, out.failures
