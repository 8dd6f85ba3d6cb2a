"""A new game checks what it is given: `Game.new` and the learning adapters refuse a
player count outside the ruleset's range, a seed that is not a whole 64-bit number and undeclared options
with a coded error, before anything is built."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from extras import need

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import RulesError
from rulesdsl.play.game import Game

ROOT = Path(__file__).resolve().parents[1]
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"

BAD_STARTS: list[tuple[dict[str, Any], str]] = [
    ({"players": 9}, "U008"), ({"players": 0}, "U008"), ({"players": -1}, "U008"), ({"players": 2.0}, "U008"),
    ({"players": True}, "U008"), ({"seed": 2**64}, "U001"), ({"seed": 10**30}, "U001"), ({"seed": 1.5}, "U001"),
    ({"seed": "7"}, "U001"), ({"seed": float("nan")}, "U001"), ({"seed": -(2**63)}, "U001"),
    ({"options": {"variant": "zzz"}}, "U009"), ({"options": {"nope": "1"}}, "U009"),
    ({"options": {"variant": ["normal"]}}, "U009"), ({"options": "variant=rich"}, "U009"),
]


@pytest.mark.parametrize(("change", "code"), BAD_STARTS)
def test_game_new_refuses_with_a_code(change: dict[str, Any], code: str) -> None:
    """Each bad argument of Game.new is a RulesError with its code."""
    args: dict[str, Any] = {"players": 2, "seed": 3, "options": None, **change}
    with pytest.raises(RulesError) as err:
        Game.new(load_ruleset(MINI), args["players"], args["seed"], args["options"])
    assert err.value.code == code


def test_game_new_takes_good_values() -> None:
    """In-range counts, negative seeds (saves use them), 64-bit seeds and declared options still start."""
    rs = load_ruleset(MINI)
    for players, seed, options in ((2, 0, None), (4, -5, {"variant": "rich"}), (3, 2**64 - 1, {})):
        assert Game.new(rs, players, seed, options).state["players"] == players


ADAPTER_CASES: list[tuple[str, dict[str, Any], Any, str]] = [
    ("rules/bitoku", {"players": 9}, 1, "U008"),
    ("rules/tokaido", {"players": 6}, 1, "U008"),
    ("rules/bitoku", {"players": 2, "options": {"variant": "zzz"}}, 1, "U009"),
    ("rules/bitoku", {"players": 2}, 2**64, "U001"),
    ("rules/bitoku", {"players": 2}, -1, "U001"),
    ("rules/bitoku", {"players": 2}, 1.5, "U001"),
    ("rules/bitoku", {"players": 2}, "7", "U001"),
]


@pytest.mark.parametrize(("ruleset", "kwargs", "seed", "code"), ADAPTER_CASES)
def test_pettingzoo_env_refuses_with_a_code(ruleset: str, kwargs: dict[str, Any], seed: Any, code: str) -> None:
    """raw_env(...).reset(seed) refuses bad players, options and seeds with the code (no IndexError)."""
    need("pettingzoo", "rl")
    need("gymnasium", "rl")
    from rulesdsl.adapters.pettingzoo_env import raw_env
    with pytest.raises(RulesError) as err:
        raw_env(str(ROOT / ruleset), **kwargs).reset(seed=seed)
    assert err.value.code == code


def test_openspiel_game_refuses_players_out_of_range() -> None:
    """The OpenSpiel game checks its players parameter against the ruleset."""
    pyspiel = need("pyspiel", "rl")

    from rulesdsl.adapters import openspiel_game  # noqa: F401 - registers the game
    with pytest.raises(RulesError) as err:
        pyspiel.load_game("python_rulesdsl", {"path": str(ROOT / "rules" / "bitoku"), "players": 9})
    assert err.value.code == "U008"
