"""A seat's own log may address that seat: messages and declared sentences get `$player_you` (`yes` when the
player is the seat reading), so a catalog can make the verb agree ("You guess Priest", not "You guesses")."""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pytest

from rulesdsl import Game, load_ruleset
from rulesdsl.text.log import you
from rulesdsl.text.narrate import narrate

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("player", "reader", "want"), [(0, 0, "yes"), (1, 0, "no"), (0, None, "no"),
                                                        (None, 0, "no"), (None, None, "no")])
def test_you_is_the_reader_only(player: int | None, reader: int | None, want: str) -> None:
    assert you(player, reader) == want


@cache
def _game(seed: int) -> Game:
    g, rng = Game.new(load_ruleset(ROOT / "rules" / "examples" / "loveletter"), 2, seed, log=True), random.Random(seed)
    while not g.is_over():
        g.apply(rng.choice(g.legal_actions()))
    return g


@pytest.mark.parametrize(("seat", "own", "other"), [(0, "You", "P2"), (1, "You", "P1"), (None, None, "P1")])
def test_love_letter_addresses_the_reader(seat: int | None, own: str | None, other: str) -> None:
    lines = [x for s in range(1, 10) for x in narrate(_game(s), "en", seat)]
    text = " ".join(lines)
    assert not re.search(r"\bYou (guesses|wins|is)\b", text)
    assert re.search(rf"\b{other} (guesses|wins the round|is out)", text)
    if own is None:
        assert not re.search(r"\bYou (guess|win|are)\b", text)
    else:
        assert re.search(r"\bYou (guess|win the round|are out)\b", text)
