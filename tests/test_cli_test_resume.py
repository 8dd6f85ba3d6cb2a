"""`rulesdsl test` (pass/fail lines with file:line and diffs, exit codes, JUnit), `play --resume` of a saved
human game, and `replay` of an unfinished save."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesdsl.cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"

FAILING = """\
- id: passes
  rule: "mini play_card: gain the card's vp"
  players: 2
  given:
    zones: {hand.P1: [red_coin]}
    counters: {P1: {coins: 0}}
  run: act(turn)
  actions: [play_card]
  expect: [vp == 1, coins == 2]
- id: fails
  rule: "mini: a deliberately wrong expectation"
  players: 2
  given:
    zones: {hand.P1: [red_coin, blue_gem]}
  run: act(turn)
  decision:
    player: P2
    options: [play_card, pass]
"""


def _mini(tmp_path: Path) -> Path:
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    (root / "tests" / "more.yaml").write_text(FAILING, encoding="utf-8")
    return root


def test_rulesdsl_test_reports_each_scenario_and_exits_1_on_failure(tmp_path: Path) -> None:
    root = _mini(tmp_path)
    junit = tmp_path / "report.xml"
    res = CliRunner().invoke(cli, ["test", str(root), "--junit", str(junit)])
    assert res.exit_code == 1, res.output
    more = root / "tests" / "more.yaml"
    assert f"{more}:1: PASS passes" in res.output
    assert f"{more}:10: FAIL fails" in res.output
    assert f"{more}:17: decision.player" in res.output and "- expected: P2" in res.output
    assert f"{more}:18: decision.options differ" in res.output and "+ trade" in res.output
    assert "5 passed" not in res.output and "6 passed, 1 failed" in res.output
    xml = junit.read_text(encoding="utf-8")
    assert 'tests="7" failures="1"' in xml and "<failure" in xml


def test_rulesdsl_test_filters_and_passes(tmp_path: Path) -> None:
    root = _mini(tmp_path)
    res = CliRunner().invoke(cli, ["test", str(root), "-k", "passes"])
    assert res.exit_code == 0, res.output
    assert "1 passed, 0 failed" in res.output
    res = CliRunner().invoke(cli, ["test", str(root / "tests" / "basics.yaml")])
    assert res.exit_code == 0 and "5 passed, 0 failed" in res.output


def test_rulesdsl_test_takes_a_bare_ruleset_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = _mini(tmp_path)
    (tmp_path / "rules").mkdir()
    shutil.move(str(root), str(tmp_path / "rules" / "mini"))
    monkeypatch.chdir(tmp_path)
    res = CliRunner().invoke(cli, ["test", "mini", "-k", "passes"])
    assert res.exit_code == 0 and "1 passed, 0 failed" in res.output, res.output
    res = CliRunner().invoke(cli, ["test", "minj"])
    assert res.exit_code == 2 and "U003" in res.output, res.output


def test_rulesdsl_test_outside_a_ruleset_is_a_usage_error(tmp_path: Path) -> None:
    res = CliRunner().invoke(cli, ["test", str(tmp_path)])
    assert res.exit_code == 2 and "U042" in res.output


def test_resume_a_saved_human_game_and_replay_says_unfinished(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    runner = CliRunner()
    res = runner.invoke(cli, ["play", str(MINI), "--players", "2", "--seed", "3", "--seats", "human,random",
                              "--save", str(save), "--locale", "pl"], input="1\n")
    assert res.exit_code == 130, res.output
    assert "wybierz akcję" in res.output and "gra zapisana w" in res.output  # the seat speaks Polish
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data["format"] == 4 and "result" not in data and data["actions"]
    res = runner.invoke(cli, ["replay", str(save), "--path", str(MINI)])
    assert res.exit_code == 0 and "unfinished game" in res.output and "Winner" not in res.output
    res = runner.invoke(cli, ["play", str(MINI), "--resume", str(save), "--seats", "random,random",
                              "--quiet", "--save", str(tmp_path / "done.json")], catch_exceptions=False)
    assert res.exit_code == 0, res.output
    assert f"resuming {save}: {len(data['actions'])} actions so far" in res.output and "Winner" in res.output
    res = runner.invoke(cli, ["play", str(MINI), "--resume", str(tmp_path / "done.json")])
    assert res.exit_code == 2 and "U043" in res.output


def test_a_save_from_before_stable_ids_is_refused(tmp_path: Path) -> None:
    old = tmp_path / "old.json"
    old.write_text(json.dumps({"format": 1, "ruleset": "mini", "version": "0.1.0", "players": 2, "seed": 3,
                               "options": {}, "actions": ["play_card", "red_coin#1003"], "packs": []}),
                   encoding="utf-8")
    res = CliRunner().invoke(cli, ["replay", str(old), "--path", str(MINI)])
    assert res.exit_code == 1 and "F006" in res.output and "format 1" in res.output
