"""Positive compile checks and the `rulesdsl check` contract: exit codes, JSON shape, summary line."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from rulesdsl.cli.main import cli
from rulesdsl.compiler.loader import check_ruleset, load_ruleset
from rulesdsl.diagnostics import CODES
from rulesdsl.dsl import ast as A
from rulesdsl.runtime.nodes import Seq

MINI = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "mini"
JSON_KEYS = {"path", "line", "col", "severity", "code", "message", "hint"}
SUMMARY = re.compile(r"^(?P<root>.+): (?P<e>\d+) error\(s\), (?P<w>\d+) warning\(s\), "
                     r"(?P<n>\d+) entities, (?P<p>\d+) provisional$")
MakeRuleset = Callable[[Mapping[str, "str | Path"]], Path]

# Two errors (E002 in an action, E005 in an entity effect), one warning (W001), one more entity
# (3 in all), and two provisional entries (an entity and a macro).
BROKEN = {
    "extra_actions.yaml": 'file: actions\ngroups:\n  turn:\n    - id: extra\n      do: "gian(coins, 1)"\n',
    "extra_cards.yaml": ("file: entities\nkind: card\nentities:\n  - id: green_leaf\n    start: deck\n"
                         "    props: {vp: 1}\n    tags: {color: red}\n    provisional: true\n"
                         "    source: guess\n    effects: {play: \"gain(gemz, 1)\"}\n"),
    "extra_macros.yaml": ("file: macros\nmacros:\n  - id: bonus\n    provisional: true\n"
                          "    body: \"gain(vp, 1)\"\n"),
}
WARN_ONLY = {"extra_macros.yaml": BROKEN["extra_macros.yaml"]}


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Keep the engine's on-disk cache out of the user's home folder."""
    monkeypatch.setenv("RULESDSL_CACHE", str(tmp_path_factory.getbasetemp() / "rulesdsl-cache"))
    yield


# ---- the mini ruleset compiles clean ----------------------------------------------------------


def test_mini_checks_clean() -> None:
    res = check_ruleset(MINI)
    assert res.diagnostics == [] and res.errors == [] and res.warnings == []
    assert res.ruleset is not None
    assert res.content.entity_count() == 2 and res.content.provisional_count() == 0


def test_mini_compiled_shape() -> None:
    rs = load_ruleset(MINI)
    assert (rs.id, rs.name, rs.min_players, rs.max_players, rs.score) == ("mini", "Mini test game", 2, 4, "vp")
    assert set(rs.macros) == {"setup", "game", "round_body"}
    assert rs.flow_idx == rs.macros["game"] and rs.setup_idx == rs.macros["setup"]
    assert 0 <= rs.halt_idx < len(rs.nodes)
    for idx in rs.macros.values():
        body = rs.nodes[idx]
        assert isinstance(body, Seq) and body.children
    assert all(node.idx == i for i, node in enumerate(rs.nodes))
    assert set(rs.counter_bounds) == {"vp", "coins", "gems", "passed"}
    assert rs.counter_bounds["passed"] == (0, 1)
    assert rs.global_bounds == {"round": (0, 10)}
    assert set(rs.zones) == {"deck", "discard", "hand", "played"}
    assert rs.zones["hand"].per_player and rs.zones["hand"].visibility == "owner"
    assert not rs.zones["deck"].per_player and rs.zones["deck"].visibility == "hidden"
    assert [a.id for a in rs.actions["turn"]] == ["play_card", "buy_vp", "trade", "pass"]
    assert rs.actions["turn"][0].when is not None and rs.actions["turn"][1].when is None
    assert set(rs.entities) == {"red_coin", "blue_gem"}
    for ent in rs.entities.values():
        assert ent.kind == "card" and ent.copies == 6 and ent.start == "deck"
        assert set(ent.effects) == {"play"} and isinstance(rs.nodes[ent.effects["play"]], Seq)
    assert rs.kind_entities == {"card": ["red_coin", "blue_gem"]}
    assert len(rs.tiebreaks) == 1
    assert set(rs.options) == {"variant"}


def test_mini_plays_a_game() -> None:
    result = CliRunner().invoke(cli, ["play", str(MINI), "--players", "2", "--seed", "3"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert "Winner" in result.stdout or "winner" in result.stdout.lower()


def test_checking_twice_gives_the_same_answer(make_ruleset: MakeRuleset) -> None:
    root = make_ruleset(BROKEN)
    first = check_ruleset(root).diagnostics
    second = check_ruleset(root).diagnostics  # parse and file caches are warm now
    assert first == second and len(first) == 3


# ---- exit codes --------------------------------------------------------------------------------


def _cli(*args: str) -> Any:
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_exit_code_0_when_clean() -> None:
    result = _cli("check", str(MINI))
    assert result.exit_code == 0
    assert SUMMARY.match(result.stdout.strip().splitlines()[-1])


def test_exit_code_0_with_warnings_only(make_ruleset: MakeRuleset) -> None:
    assert _cli("check", str(make_ruleset(WARN_ONLY))).exit_code == 0


def test_exit_code_1_with_errors(make_ruleset: MakeRuleset) -> None:
    result = _cli("check", str(make_ruleset(BROKEN)), "--format", "json")
    assert result.exit_code == 1
    assert {d["code"] for d in json.loads(result.stdout)} == {"E002", "E005", "W001"}


def test_exit_code_1_without_ruleset_yaml(mini_copy: Path) -> None:
    (mini_copy / "ruleset.yaml").unlink()
    result = _cli("check", str(mini_copy), "--format", "json")
    assert result.exit_code == 1
    assert [d["code"] for d in json.loads(result.stdout)] == ["M001"]


def test_ruleset_yaml_path_means_its_folder() -> None:
    assert _cli("check", str(MINI / "ruleset.yaml")).exit_code == 0


@pytest.mark.parametrize("args", [
    ["check", str(MINI), "--format", "xml"],
    ["check", str(MINI), "--format"],
    ["check", str(MINI), "--bogus"],
    ["check", "/no/such/ruleset/folder"],
    ["check", str(MINI), "extra-argument"],
], ids=["bad-format", "format-without-value", "unknown-option", "missing-path", "extra-argument"])
def test_exit_code_2_on_usage_errors(args: list[str]) -> None:
    result = _cli(*args)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output


def test_missing_path_is_a_coded_usage_error() -> None:
    result = _cli("check", "/no/such/ruleset/folder")
    assert "error[U003]" in result.stderr and "/no/such/ruleset/folder" in result.stderr


def test_exit_codes_through_the_real_command_line(make_ruleset: MakeRuleset, run_cli: Any) -> None:
    broken = make_ruleset(BROKEN)
    codes = {
        "clean": run_cli("check", str(MINI)).returncode,
        "errors": run_cli("check", str(broken)).returncode,
        "bad-format": run_cli("check", str(MINI), "--format", "yaml").returncode,
        "missing-path": run_cli("check", str(broken / "nope")).returncode,
    }
    assert codes == {"clean": 0, "errors": 1, "bad-format": 2, "missing-path": 2}


# ---- JSON ---------------------------------------------------------------------------------------


def test_json_for_a_clean_ruleset_is_an_empty_list() -> None:
    result = _cli("check", str(MINI), "--format", "json")
    assert json.loads(result.stdout) == []


def test_json_keys_and_types(make_ruleset: MakeRuleset, monkeypatch: pytest.MonkeyPatch) -> None:
    root = make_ruleset(BROKEN)
    monkeypatch.chdir(root)
    result = _cli("check", ".", "--format", "json")
    data = json.loads(result.stdout)
    assert isinstance(data, list) and len(data) == 3
    for d in data:
        assert set(d) == JSON_KEYS
        assert isinstance(d["path"], str) and (root / d["path"]).is_file()
        assert isinstance(d["line"], int) and isinstance(d["col"], int) and d["line"] >= 1 and d["col"] >= 1
        assert d["severity"] in ("error", "warning")
        assert re.fullmatch(r"[A-Z]\d{3}", d["code"]) and d["code"] in CODES
        assert isinstance(d["message"], str) and d["message"]
        assert isinstance(d["hint"], str)
    by_code = {d["code"]: d for d in data}
    assert (by_code["E002"]["path"], by_code["E002"]["line"], by_code["E002"]["col"]) == ("extra_actions.yaml", 5, 12)
    assert by_code["E002"]["hint"] == "did you mean 'gain'?"
    assert (by_code["E005"]["path"], by_code["E005"]["line"], by_code["E005"]["col"]) == ("extra_cards.yaml", 10, 27)
    assert by_code["W001"]["severity"] == "warning" and by_code["W001"]["path"] == "extra_macros.yaml"
    # the same diagnostics, in the same order, as the loader reports
    assert data == [d.to_json() for d in check_ruleset(Path(".")).diagnostics]


def test_json_is_sorted_by_file_line_col(make_ruleset: MakeRuleset, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(make_ruleset(BROKEN))
    data = json.loads(_cli("check", ".", "--format", "json").stdout)
    keys = [(d["path"], d["line"], d["col"], d["code"]) for d in data]
    assert keys == sorted(keys)


# ---- the summary line ------------------------------------------------------------------------


def _summary(text: str) -> dict[str, int]:
    m = SUMMARY.match(text.strip().splitlines()[-1])
    assert m is not None, text
    return {k: int(m.group(k)) for k in ("e", "w", "n", "p")}


def test_summary_counts(make_ruleset: MakeRuleset) -> None:
    root = make_ruleset(BROKEN)
    result = _cli("check", str(root))
    assert _summary(result.stdout) == {"e": 2, "w": 1, "n": 3, "p": 2}
    assert SUMMARY.match(result.stdout.strip().splitlines()[-1]).group("root") == str(root)  # type: ignore[union-attr]
    assert result.stdout.count("error[") == 2 and result.stdout.count("warning[") == 1


def test_summary_counts_clean_mini() -> None:
    assert _summary(_cli("check", str(MINI)).stdout) == {"e": 0, "w": 0, "n": 2, "p": 0}


def test_summary_counts_provisional_zones_graphs_and_actions(make_ruleset: MakeRuleset) -> None:
    board = ("file: board\nzones:\n  - {id: p1, per: game, visibility: public, provisional: true}\n"
             "  - {id: p2, per: game, visibility: public}\ngraphs:\n  - id: paths\n    provisional: true\n"
             "    nodes: [p1, p2]\n    edges:\n      - {from: p1, to: p2}\n")
    actions = ("file: actions\ngroups:\n  turn:\n    - id: rest\n      provisional: true\n"
               "      do: \"gain(vp, 1)\"\n")
    result = _cli("check", str(make_ruleset({"extra_board.yaml": board, "extra_actions.yaml": actions})))
    assert result.exit_code == 0, result.output
    assert _summary(result.stdout) == {"e": 0, "w": 0, "n": 2, "p": 3}


def test_summary_counts_provisional_counters_and_functions(make_ruleset: MakeRuleset) -> None:
    decl = ("file: declarations\ncounters:\n  - {id: tokens, provisional: true}\n"
            "global_counters:\n  - {id: pool, max: 9, provisional: true}\n")
    funcs = ("file: macros\nfunctions:\n  - id: guess\n    params: []\n    expr: \"1\"\n    provisional: true\n")
    result = _cli("check", str(make_ruleset({"extra_decl.yaml": decl, "extra_funcs.yaml": funcs})))
    assert result.exit_code == 0, result.output
    assert _summary(result.stdout)["p"] == 3


# ---- robustness of the whole pipeline -----------------------------------------------------------



@pytest.mark.parametrize("body", [
    pytest.param(" + ".join(["coins"] * 400), id="sum-chain"),
    pytest.param("[" * 10 + " + ".join(["coins"] * 400) + "]" * 10, id="sum-chain-in-list"),
    pytest.param(" and ".join(["coins > 0"] * 400), id="and-chain"),
    pytest.param("-" * 400 + "coins", id="unary-minus"),
    pytest.param("not " * 400 + "true", id="not-chain"),
    pytest.param("a" + ".b" * 400, id="attribute-chain"),
    pytest.param("-" * 3000 + "coins", id="unary-minus-3000"),
    pytest.param("[" * 59 + "1" + "]" * 59, id="brackets-59"),
])
def test_long_expressions_never_crash_the_checker(body: str, make_ruleset: MakeRuleset, run_cli: Any) -> None:
    # a subprocess each: a deep AST left in the engine's process-wide parse cache would leak into
    # every later test of this process
    macros = f'file: macros\nmacros:\n  - id: deep\n    body: "let x = {body}"\n'
    root = make_ruleset({"deep.yaml": macros})
    res = run_cli("check", ".", "--format", "json", cwd=root)
    assert "Traceback" not in res.stderr, res.stderr[-2000:]
    assert res.returncode in (0, 1)
    data = json.loads(res.stdout)
    assert {d["code"] for d in data} <= {"P005", "W001", "E001"}
    for d in data:
        if d["code"] == "P005":
            assert (d["path"], d["line"], d["col"]) == ("deep.yaml", 4, 12)


def test_syntax_and_semantic_errors_are_all_reported(make_ruleset: MakeRuleset,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    actions = ("file: actions\ngroups:\n  turn:\n    - id: a1\n      do: \"gain(vp 1)\"\n"
               "    - id: a2\n      do: \"gian(vp, 1)\"\n    - id: a3\n      when: \"foo > 1\"\n"
               "      do: \"gain(coin, 1)\"\n")
    monkeypatch.chdir(make_ruleset({"extra_actions.yaml": actions}))
    data = json.loads(_cli("check", ".", "--format", "json").stdout)
    assert [(d["line"], d["code"]) for d in data] == [(5, "P001"), (7, "E002"), (9, "E001"), (10, "E005")]


def test_parse_errors_of_one_text_are_reported_in_every_place(make_ruleset: MakeRuleset,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # the parse cache is keyed by text: the second occurrence must still get its own position
    actions = ("file: actions\ngroups:\n  turn:\n    - id: a1\n      do: \"gain(vp 1)\"\n"
               "    - id: a2\n      do:   \"gain(vp 1)\"\n")
    monkeypatch.chdir(make_ruleset({"extra_actions.yaml": actions}))
    data = json.loads(_cli("check", ".", "--format", "json").stdout)
    assert [(d["line"], d["col"], d["code"]) for d in data] == [(5, 20, "P001"), (7, 22, "P001")]


def test_ast_is_shared_by_identical_texts() -> None:
    from rulesdsl.compiler.parsing import parse_cached

    first = parse_cached("gain(vp, 1)", "effect")
    assert isinstance(first, A.Effect) and parse_cached("gain(vp, 1)", "effect") is first


def test_output_order_does_not_depend_on_hash_seed(make_ruleset: MakeRuleset, run_cli: Any,
                                                   cli_env: dict[str, str]) -> None:
    zone = "file: declarations\nzones:\n  - {id: row, per: game, visibility: public, players: [1, 4, 5, 6]}\n"
    root = make_ruleset({"extra.yaml": zone})
    outputs = set()
    for seed in ("1", "2", "3", "4"):
        cli_env["PYTHONHASHSEED"] = seed
        try:
            outputs.add(run_cli("check", ".", "--format", "json", cwd=root).stdout)
        finally:
            cli_env.pop("PYTHONHASHSEED", None)
    assert len(outputs) == 1
