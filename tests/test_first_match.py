"""`at([e for x in s if c], 0)`, "the first x of s such that c", stops at the first match: its element is the only
one computed, the elements after it are not looked at (no step, error or draw of theirs), interpreted and
generated alike; with a random draw in the element or the condition it stays the whole list's first element."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from rulesdsl import Game, load_ruleset
from rulesdsl.errors import GameRuntimeError
from rulesdsl.sim.scenario_tools import evaluate

MINI = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "mini"
FUNCTIONS = """
  - id: first_over
    params: [xs, k]
    expr: "at([x * 10 for x in xs if x > k], 0)"
  - id: first_plain
    params: [xs]
    expr: "at([x + 1 for x in xs], 0)"
  - id: first_before_error
    params: [xs]
    expr: "at([x for x in xs if 12 // x > 1], 0)"
  - id: first_card
    params: [n]
    expr: "at([c for c in in(deck) if index_of(in(deck), c) == n], 0)"
  - id: first_drawn
    params: [xs]
    expr: "at([x for x in xs if roll(6) > 0], 0)"
  - id: second_over
    params: [xs, k]
    expr: "at([x for x in xs if x > k], 1)"
"""
_RS: dict[bool, Any] = {}


def _ruleset(tmp: Path, python: bool) -> Any:
    if python not in _RS:
        dest = tmp / f"mini-{python}"
        shutil.copytree(MINI, dest)
        f = dest / "macros.yaml"
        f.write_text(f.read_text(encoding="utf-8") + FUNCTIONS.lstrip("\n"), encoding="utf-8")  # after `functions:`
        _RS[python] = load_ruleset(dest, python=python)
    return _RS[python]


@pytest.fixture(params=[True, False], ids=["generated", "interpreted"])
def game(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory,
         monkeypatch: pytest.MonkeyPatch) -> Game:
    monkeypatch.setenv("RULESDSL_CACHE", "off")
    rs = _ruleset(tmp_path_factory.mktemp("first"), request.param)
    if request.param:
        assert not rs.python.interpreted
    return Game.new(rs, 2, 1)


@pytest.mark.parametrize(("text", "value"), [
    ("first_over([1, 5, 2, 7], 4)", 50),       # the first match's element, not the condition's value
    ("first_over([1, 5, 2, 7], 6)", 70),
    ("first_over([1, 2], 9)", None),           # no match: none, as at() of an empty list
    ("first_over([], 0)", None),
    ("first_plain([4, 5])", 5),                # no condition: the first element's
    ("first_plain([])", None),
    ("first_before_error([3, 0])", 3),         # 12 // 0 is never computed: the match comes first
    ("second_over([1, 5, 2, 7], 1)", 2),       # another index: the whole list, as before
    ("second_over([5], 1)", None),
])
def test_first_match(game: Game, text: str, value: Any) -> None:
    assert evaluate(game, text) == value


def test_the_elements_before_a_match_are_still_checked(game: Game) -> None:
    with pytest.raises(GameRuntimeError) as err:
        evaluate(game, "first_before_error([0, 3])")
    assert err.value.code == "R106" and "division by zero" in str(err.value)


def test_a_source_that_is_no_list_is_refused(game: Game) -> None:
    with pytest.raises(GameRuntimeError) as err:
        evaluate(game, "first_plain(5)")
    assert err.value.code == "R106" and "cannot loop over 5" in str(err.value)


def test_objects_come_back_as_the_whole_list_gives_them(game: Game) -> None:
    deck = evaluate(game, "in(deck)")
    assert [evaluate(game, f"first_card({n})") for n in range(3)] == deck[:3]
    assert evaluate(game, f"first_card({len(deck)})") is None


def test_only_a_draw_free_first_element_stops_early(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULESDSL_CACHE", "off")
    sigs = _ruleset(tmp_path, False).adhoc.func_sigs
    forms = {name: sigs[name].fn.ir[0] for name in ("first_over", "first_plain", "first_drawn", "second_over")}
    assert forms == {"first_over": "first", "first_plain": "first", "first_drawn": "call", "second_over": "call"}
