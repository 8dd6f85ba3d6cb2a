"""The first hour's friction, each fixed at its cause: the conditional expression `if c then a else b`; a
condition in arithmetic refused by `check` (E058); a `choose` whose option ids start on the next line;
decimal evaluation weights; E034 at the group's name and in grammatical English; a YAML slip in one scenario
file reported at its line; and a scenario whose effect ended no longer told "the game is over"."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulesdsl.compiler.loader import check_ruleset, load_ruleset
from rulesdsl.dsl.parser import parse_effect, parse_expr
from rulesdsl.dsl.printer import print_expr
from rulesdsl.play.game import Game
from rulesdsl.sim.scenario_suite import report_lines, run_suite, suite_for

DRAWN = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "drawn"


def _copy(tmp_path: Path, macros: str | None = None, extra: str = "") -> Path:
    root = tmp_path / "game"
    shutil.copytree(DRAWN, root)
    if macros is not None:
        (root / "macros.yaml").write_text("file: macros\nmacros:\n  - id: game\n    body: |\n"
                                          + "".join(f"      {line}\n" for line in macros.splitlines()),
                                          encoding="utf-8")
    if extra:
        with (root / "ruleset.yaml").open("a", encoding="utf-8") as fh:
            fh.write(extra)
    return root


@pytest.mark.parametrize("text", ["if a > 1 then 2 else 3", "1 + (if x then 1 else 0)",
                                  "[if c > 0 then 1 else 0 for c in xs if c != 2]"])
def test_the_conditional_expression_prints_back_as_written(text: str) -> None:
    assert print_expr(parse_expr(text)) == text


@pytest.mark.parametrize("python", [True, False])  # generated code and the interpreter agree
def test_the_conditional_expression_runs(tmp_path: Path, python: bool) -> None:
    root = _copy(tmp_path, "for p in order { as p { gain(stars, if p == 0 then 5 else 1); act(turn) } }")
    g = Game.new(load_ruleset(root, python=python), 2, 1)
    g.apply("rest")
    g.apply("rest")
    assert g.scores() == [6, 2]


@pytest.mark.parametrize(("body", "codes"), [
    ("as 0 { gain(stars, 0 + (1 > 0)) }", ["E058"]),
    ("as 0 { gain(stars, coins > 0) }", ["E058"]),
    ("as 0 { gain(stars, 1 - (coins > 0 and stars > 0)) }", ["E058"]),
    ("as 0 { gain(stars, if coins > 0 then 1 else 0) }", []),
    ("as 0 { gain(stars, count([1 for k in [1] if coins > 0])) }", []),
])
def test_a_condition_in_arithmetic_is_refused_by_check(tmp_path: Path, body: str, codes: list[str]) -> None:
    diags = check_ruleset(_copy(tmp_path, body)).diagnostics
    assert [d.code for d in diags if d.severity == "error"] == codes


@pytest.mark.parametrize("text", [
    'choose "x" {\n  "a": gain(v, 1)\n  | "b": gain(v, 2)\n}',
    'choose {\n  when v > 0: gain(v, 1)\n  |\n  "b": gain(v, 2) }',
])
def test_choose_option_ids_may_start_on_the_next_line(text: str) -> None:
    assert parse_effect(text).stmts


def test_decimal_weights_as_train_writes_them_are_accepted(tmp_path: Path) -> None:
    ok = _copy(tmp_path, extra='evaluation:\n  - {expr: "stars", weight: -80.794}\n  - {expr: "coins", weight: 4.5}\n')
    assert check_ruleset(ok).diagnostics == []
    bad = _copy(tmp_path / "b", extra='evaluation:\n  - {expr: "stars", weight: 1.2.3}\n')
    [d] = check_ruleset(bad).diagnostics
    assert d.code == "S004" and "decimal" in d.message


def test_e034_points_at_the_group_and_reads_well(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    with (root / "declarations.yaml").open("a", encoding="utf-8") as fh:
        fh.write("global_counters:\n  - {id: turn, max: 5}\n")
    [d] = check_ruleset(root).diagnostics
    assert d.code == "E034" and d.message == "'turn' is both a global counter and an action group"
    assert d.path.endswith("actions.yaml") and (d.line, d.col) == (3, 3)


def test_a_yaml_slip_is_reported_at_its_line(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    (root / "tests" / "broken.yaml").write_text("- id: dup\n  rule: x\n  over: true\n  over: false\n",
                                                encoding="utf-8")
    lines = report_lines(run_suite(suite_for(root)))
    assert any(line.endswith("broken.yaml:4: Y002 duplicate key 'over'") for line in lines)
    assert not any(":0:" in line for line in lines)


def test_an_ended_effect_is_not_called_game_over(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    (root / "tests" / "draws.yaml").write_text(
        "- id: one_forced\n  rule: x\n  players: 2\n  given: {setup: true}\n  run: \"as 0 { act(turn) }\"\n"
        "  actions: [shine, shine]\n", encoding="utf-8")
    lines = "\n".join(report_lines(run_suite(suite_for(root))))
    assert "game is over" not in lines and "the effect has ended" in lines
