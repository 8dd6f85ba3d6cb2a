"""Every ruleset's and pack's own scenarios (`<folder>/tests/*.yaml`, found from the folders), run through the
same runner as `rulesdsl test`; plus first-format files other branches may still add under tests/scenarios/."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.paths import rules_dir
from rulesdsl.sim.scenario_suite import Suite, discover
from rulesdsl.sim.scenarios import load_file, run_scenario

HERE = Path(__file__).parent
OLD_FORMAT = {"mini": HERE / "fixtures" / "rulesets" / "mini", "bitoku": rules_dir() / "bitoku",
              "tokaido": rules_dir() / "tokaido"}


def _suites() -> list[Suite]:
    suites = discover([rules_dir(), HERE / "fixtures" / "rulesets"])
    old = HERE / "scenarios"
    for name, root in OLD_FORMAT.items():
        files = sorted((old / name).glob("*.yaml")) if (old / name).is_dir() else []
        if files:
            suites.append(Suite(root, [], files))
    return suites


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
    for game in ("bitoku", "tokaido"):
        assert (rules_dir() / game).resolve() in roots


@pytest.mark.parametrize(("suite", "file", "scenario", "where"), _cases())
def test_scenario(suite: int, file: str, scenario: dict[str, Any], where: Any) -> None:
    out = run_scenario(_ruleset(suite), scenario, where)
    assert out.ok, "\n".join(f"{file}:{f}" for f in out.failures)
