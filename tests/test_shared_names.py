"""Names are one string object each (`Ruleset.intern_names`, the generated code's constants): a game's tables
are then found by identity. Checked on the state of seeded games of both shipped games, and on a constant."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest

from rulesdsl import Game, load_ruleset
from rulesdsl.runtime.ruleset import shared_names

ROOT = Path(__file__).resolve().parent.parent


def _not_shared(texts: Any) -> list[str]:
    return [t for t in texts if type(t) is str and sys.intern(t) is not t]


@pytest.mark.parametrize("game,players", [("bitoku", 1), ("bitoku", 3), ("tokaido", 4)])
def test_a_game_names_its_zones_counters_and_props_with_shared_strings(game: str, players: int) -> None:
    rs = load_ruleset(ROOT / "rules" / game)
    assert not _not_shared(rs.zones) and not _not_shared(k for v in rs.player_keys.values() for k in v)
    assert not _not_shared(k for e in rs.entities.values() for kv in e.props.items() for k in kv)
    g = Game.new(rs, players, 7)
    rng = random.Random(7)
    for _ in range(120):
        d = g.decision()
        if d is None:
            break
        g.apply(rng.choice(list(d.options)))
    st = g.state
    assert not _not_shared(st["zones"]) and not _not_shared(st["shared"])
    assert not _not_shared(k for c in st["counters"] for k in c)
    assert not _not_shared(st["obj_zone"]) and not _not_shared(st["obj_entity"])
    assert not _not_shared(k for p in st["obj_props"] if p for k in p)


def test_a_constant_keeps_its_values_and_shares_its_texts() -> None:
    made = "".join(["zone", "_", "a"])  # a text made at run time: equal, not the same object
    assert sys.intern("zone_a") is not made
    for v in ([made, 1], (made, (made, None)), frozenset([made])):
        got = shared_names(v)
        assert got == v and type(got) is type(v)
        flat = list(got) if not isinstance(got, tuple) else [got[0], *got[1]]
        assert any(x is sys.intern("zone_a") for x in flat)
    assert shared_names({made: 1}) == {made: 1}  # other values as they are
