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


@pytest.mark.parametrize("text", [
    "in(hand, 3)", "in(hand, -1)", "in(hand, num_players + 4)", "count(in(hand, 7))", "in_each([hand], 3)",
    "top(hand, -2)", 'in(hand, "p1")',
])
def test_a_seat_that_is_no_player_of_the_game_is_refused_with_a_code(text: str) -> None:
    """A per-player zone read for a value that is not a seat of this (3-player) game: R106, never a raw
    KeyError or IndexError (nor, for -1, another player's zone)."""
    with pytest.raises(GameRuntimeError, match="belongs to each player") as err:
        evaluate(_game(), text)
    assert err.value.code == "R106"


def test_a_seat_of_the_game_reads_its_own_zone() -> None:
    g = _game()
    for p in range(3):
        assert evaluate(g, f"in(hand, {p})") == list(g.state["zones"][f"hand.{p}"])
        assert evaluate(g, f"count(in(hand, {p}))") == len(g.state["zones"][f"hand.{p}"])


@pytest.mark.parametrize("me", [3, -1, 7, True, "P4", "x"])
def test_the_python_api_refuses_a_me_that_is_no_seat(me: Any) -> None:
    """`evaluate(..., me=)` takes a seat of the game (0-based, or P1 …), else a coded usage error."""
    with pytest.raises(UsageError) as err:
        evaluate(_game(), "in(hand)", me)
    assert err.value.code == "U040"


def test_the_python_api_takes_a_seat_by_index_or_name() -> None:
    g = _game()
    assert evaluate(g, "in(hand)", 1) == evaluate(g, "in(hand)", "P2") == list(g.state["zones"]["hand.1"])
