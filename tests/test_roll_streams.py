"""`roll(sides, of)` draws from a stream of its own per object, player or name: rolls for
one die do not shift when other dice are rolled in between, while plain `roll(sides)` shares one stream."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdsl import Game
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import GameRuntimeError
from rulesdsl.sim.scenario_tools import evaluate

NOTHANKS = Path(__file__).resolve().parent.parent / "rules" / "examples" / "nothanks"
CARD = "at([c for c in in(deck) if c.value == {v}], 0)"


def _rolls(text: str, between: str | None, n: int = 6) -> list[int]:
    game = Game.new(load_ruleset(NOTHANKS), 3, seed=7)
    out = []
    for _ in range(n):
        if between is not None:
            evaluate(game, between)
        out.append(int(evaluate(game, text)))
    return out


@pytest.mark.parametrize("of", [CARD.format(v=20), "at(players, 1)", '"left die"'])
def test_own_stream_ignores_rolls_in_between(of: str) -> None:
    alone = _rolls(f"roll(6, {of})", None)
    mixed = _rolls(f"roll(6, {of})", f"roll(6, {CARD.format(v=21)})")
    assert alone == mixed
    assert all(1 <= x <= 6 for x in alone) and len(set(alone)) > 1


def test_shared_stream_shifts_with_rolls_in_between() -> None:
    assert _rolls("roll(6)", None, 12) != _rolls("roll(6)", "roll(6)", 12)


def test_streams_differ_per_object_and_copy() -> None:
    assert _rolls(f"roll(1000, {CARD.format(v=20)})", None) != _rolls(f"roll(1000, {CARD.format(v=21)})", None)


def test_a_list_is_refused_with_a_code() -> None:
    game = Game.new(load_ruleset(NOTHANKS), 3, seed=7)
    with pytest.raises(GameRuntimeError) as err:
        evaluate(game, "roll(6, [1, 2])")
    assert err.value.code == "R106"
