"""docs/tutorial.md builds a whole game from its code blocks: written into an empty folder, they check clean,
their scenarios pass, and a game plays to the end (the page cannot drift from the engine)."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from rulesdsl.compiler.loader import check_ruleset, load_ruleset
from rulesdsl.play.game import Game
from rulesdsl.sim.scenarios import run_scenario

DOC = Path(__file__).resolve().parent.parent / "docs" / "tutorial.md"
NAMES = {"ruleset": "ruleset.yaml", "declarations": "declarations.yaml", "entities": "cards.yaml",
         "actions": "actions.yaml", "macros": "macros.yaml", "layout": "layout.yaml"}


def _blocks() -> list[str]:
    return re.findall(r"^```yaml\n(.*?)^```", DOC.read_text(encoding="utf-8"), flags=re.S | re.M)


def _build(folder: Path) -> list[dict[str, object]]:
    scenarios: list[dict[str, object]] = []
    for b in _blocks():
        if b.startswith("file: "):
            kind = b.split("\n", 1)[0].split(":", 1)[1].strip()
            (folder / NAMES[kind]).write_text(b, encoding="utf-8")
        elif b.startswith("- id:"):
            scenarios.extend(yaml.safe_load(b))
    return scenarios


def test_the_tutorial_game_checks_clean_and_passes_its_scenarios(tmp_path: Path) -> None:
    scenarios = _build(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(NAMES.values())
    res = check_ruleset(tmp_path)
    assert [f"{d.code} {d.path}:{d.line} {d.message}" for d in res.diagnostics] == []
    rs = load_ruleset(tmp_path)
    assert len(scenarios) >= 3
    for sc in scenarios:
        out = run_scenario(rs, sc)
        assert out.ok, f"{sc['id']}: " + "; ".join(str(f) for f in out.failures)


def test_the_tutorial_game_plays_to_the_end(tmp_path: Path) -> None:
    from rulesdsl.agents import RandomAgent
    from rulesdsl.sim.play import play_out
    _build(tmp_path)
    rs = load_ruleset(tmp_path)
    g = play_out(Game.new(rs, 4, 2), [RandomAgent(i) for i in range(4)])
    assert g.is_over() and g.winner() is not None
