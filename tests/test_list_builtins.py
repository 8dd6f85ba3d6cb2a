"""The list built-ins designers reach for (sorted, reversed, range), evaluated through the public
`evaluate` API on the mini ruleset, and their refusals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import GameRuntimeError, UsageError
from rulesdsl.play.game import Game
from rulesdsl.sim.scenario_tools import evaluate

MINI = Path(__file__).parent / "fixtures" / "rulesets" / "mini"
_G: list[Game] = []


def _game() -> Game:
    if not _G:
        _G.append(Game.new(load_ruleset(MINI), 3, 1))
    return _G[0]


@pytest.mark.parametrize(("text", "value"), [
    ("sorted([3, 1, 2])", [1, 2, 3]),
    ("sorted([3, 1, 2], reverse=true)", [3, 2, 1]),
    ('sorted(["red", "blue"])', ["blue", "red"]),
    ("sorted([])", []),
    ("reversed([1, 2, 3])", [3, 2, 1]),
    ("reversed(players)", [2, 1, 0]),
    ("range(3)", [0, 1, 2]),
    ("range(0)", []),
    ("sum([i * 2 for i in range(4)])", 12),
    ("at(sorted([p.vp for p in players], reverse=true), 0)", 0),
])
def test_list_builtins(text: str, value: Any) -> None:
    assert evaluate(_game(), text) == value


def test_a_number_for_a_list_is_refused_before_running() -> None:
    with pytest.raises(UsageError, match="E052"):
        evaluate(_game(), "reversed(3)")


@pytest.mark.parametrize(("text", "message"), [
    ('sorted([1, "a"])', "all of one kind"),
    ("sorted([[1], [2]])", "all of one kind"),
    ("reversed(at([3], 0))", "needs a list"),
    ("range(1000000)", "longer than"),
])
def test_list_builtins_refuse(text: str, message: str) -> None:
    with pytest.raises(GameRuntimeError, match=message):
        evaluate(_game(), text)
