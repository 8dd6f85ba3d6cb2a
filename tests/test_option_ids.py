"""A choose's options are named by what they do (declared, else derived from their calls), not by their
position, so that inserting or moving an option leaves the others' ids alone; saves of format 2, which
named them by position, still replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.option_ids import MAX_ID_CHARS, option_ids
from rulesdsl.dsl.parser import parse_effect
from rulesdsl.errors import SaveError
from rulesdsl.play.saves import parse_save
from rulesdsl.sim.runner import replay_game

ROOT = Path(__file__).resolve().parent.parent


def _ids(text: str, scope: frozenset[str] = frozenset()) -> list[str]:
    stmt = parse_effect(text).stmts[0]
    assert isinstance(stmt, A.Choose)
    return option_ids(stmt.options, scope)


@pytest.mark.parametrize(("text", "want"), [
    ("choose { gain(vp, 1) | gain(coins, 1) }", ["gain_vp", "gain_coins"]),
    ('choose { "full": pay(coins, 3) | gain(vp, 1) }', ["full", "gain_vp"]),
    ("choose { take(1); other(0) | take(0); other(1) }", ["take_1", "take_0"]),
    ("choose { move(top(supply), a); gifts() | move(top(supply), b); draw(deck) }",
     ["move_supply_gifts", "move_supply_draw_deck"]),
    ("choose { pay(coins, 1) | pay(coins, 1) | gain(vp, 2) }", ["pay_coins", "pay_coins_2", "gain_vp"]),
    ("choose { pick x in in(hand) { discard(x) } | for y in in(deck) { keep(y, hand) } }", ["discard", "keep_hand"]),
    ("choose { skip_turn() | optional { gain(vp, 1) } }", ["skip_turn", "gain_vp"]),
])
def test_derived_ids(text: str, want: list[str]) -> None:
    assert _ids(text, frozenset({"a", "b"})) == want


def test_local_variables_are_not_ids() -> None:
    assert _ids("choose { move(c, hand) | move(c, deck) }", frozenset({"c"})) == ["move_hand", "move_deck"]


def test_inserting_an_option_keeps_the_others() -> None:
    before = _ids("choose { gain(vp, 1) | pay(coins, 2); gain(gems, 1) }")
    after = _ids("choose { draw(deck) | gain(vp, 1) | lose(gems, 1) | pay(coins, 2); gain(gems, 1) }")
    assert set(before) <= set(after) and after[1] == before[0] and after[3] == before[1]


def test_derived_ids_are_ids() -> None:
    long = "choose { " + " | ".join(f"a_very_long_verb_name_of_many_words(thing_{i}); more(x)" for i in range(3)) + " }"
    got = _ids(long)
    assert len(set(got)) == 3 and all(len(x) <= MAX_ID_CHARS and x[0].isalpha() for x in got), got


def test_a_declared_id_is_not_taken_by_a_derived_one() -> None:
    assert _ids('choose { "gain_vp": pay(coins, 1) | gain(vp, 1) }') == ["gain_vp", "gain_vp_2"]


def test_a_format_2_save_replays_with_todays_ids() -> None:
    path = ROOT / "tests" / "fixtures" / "saves" / "bitoku-2p-format2.json"
    data = parse_save(path.read_bytes(), path)
    positional = [a for a in data["actions"] if a.isdigit()]
    assert data["format"] == 2 and len(positional) > 10
    game = replay_game(load_ruleset(ROOT / "rules" / "bitoku"), data)
    assert game.is_over() and game.scores() == data["result"]["scores"]
    changed = [(a, b) for a, b in zip(data["actions"], game.history, strict=True) if a != b]
    assert changed and all(a.isdigit() and not b.isdigit() for a, b in changed)  # positions renamed as replayed
    golden = json.loads((ROOT / "tests" / "golden" / "bitoku-2p-101.json").read_text(encoding="utf-8"))
    assert game.history == golden["actions"]


def test_todays_save_does_not_take_positions() -> None:
    path = ROOT / "tests" / "fixtures" / "saves" / "bitoku-2p-format2.json"
    data = {**parse_save(path.read_bytes(), path), "format": 3}
    with pytest.raises(SaveError) as err:
        replay_game(load_ruleset(ROOT / "rules" / "bitoku"), data)
    assert err.value.code == "F003"
