"""Table-driven rule scenarios (tests/scenarios/<ruleset>/*.yaml), each citing the rule it checks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from rulesdsl.engine.loader import load_ruleset
from rulesdsl.paths import rules_dir
from rulesdsl.sim.scenarios import run_scenario

HERE = Path(__file__).parent
RULESETS = {"mini": HERE / "fixtures" / "rulesets" / "mini", "bitoku": rules_dir() / "bitoku",
            "tokaido": rules_dir() / "tokaido"}


def _cases() -> list[Any]:
    out = []
    for folder in sorted((HERE / "scenarios").iterdir()):
        if not folder.is_dir() or folder.name not in RULESETS:
            continue
        for f in sorted(folder.glob("*.yaml")):
            for sc in yaml.safe_load(f.read_text(encoding="utf-8")) or []:
                out.append(pytest.param(folder.name, sc, id=f"{folder.name}/{f.stem}/{sc.get('id')}"))
    return out


_CACHE: dict[str, Any] = {}


def _ruleset(name: str) -> Any:
    if name not in _CACHE:
        _CACHE[name] = load_ruleset(RULESETS[name])
    return _CACHE[name]


@pytest.mark.parametrize(("ruleset", "scenario"), _cases())
def test_scenario(ruleset: str, scenario: dict[str, Any]) -> None:
    assert scenario.get("rule"), "every scenario cites the rule it checks"
    out = run_scenario(_ruleset(ruleset), scenario)
    assert out.ok, "\n".join(out.failures)
