"""The scenario examples of docs/authoring.md §6 pass as written (a designer can start from the page alone)."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import yaml

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.paths import rules_dir
from rulesdsl.play.game import Game
from rulesdsl.sim.scenarios import run_scenario

ROOT = Path(__file__).resolve().parent.parent


def _blocks() -> list[str]:
    text = (ROOT / "docs" / "authoring.md").read_text(encoding="utf-8")
    return [textwrap.dedent(b) for _, b in re.findall(r"^( *)```yaml\n(.*?)^\1```", text, flags=re.S | re.M)]


def test_every_scenario_example_of_the_guide_passes() -> None:
    rs = load_ruleset(rules_dir() / "bitoku")
    scenarios = [sc for b in _blocks() if b.startswith("- id:") and "\n  rule:" in b for sc in yaml.safe_load(b)]
    assert len(scenarios) >= 5
    for sc in scenarios:
        out = run_scenario(rs, sc)
        assert out.ok, f"{sc['id']}: " + "; ".join(str(f) for f in out.failures)


def test_the_guide_given_example_builds_its_situation() -> None:
    rs = load_ruleset(rules_dir() / "bitoku")
    given = next(yaml.safe_load(b)["given"] for b in _blocks() if b.startswith("given:"))
    g = Game.from_situation(rs, 2, given)
    st = g.state
    assert st["counters"][0]["jade"] == 0 and st["counters"][0]["wood"] == 3 and st["counters"][1]["vp"] == 12
    assert [st["obj_entity"][o - 1000] for o in st["zones"]["hand.0"]] == ["kappa_start", "kitsune_start"]
    assert [st["obj_entity"][o - 1000] for o in st["zones"]["vision_deck"][:2]] == ["vision_05", "vision_17"]
    assert st["order"] == [1, 0] and st["shared"]["year"] == 3 and st["counters"][1]["bitoku_progress"] == 1
