"""Random streams by purpose: a card added to one deck changes that deck's shuffle and nothing else's."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.game import Game
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.runtime.streams import draw, reseed

ROOT = Path(__file__).resolve().parent.parent
EXTRA = """
  - id: extra_card
    start: yokai_hill_deck
    props: {vp: 2}
    tags: {species: kappa, deck: advanced, icon: kappa}
    effects:
      play: "region_action(glade, 3)"
"""


@pytest.fixture(scope="module")
def both(tmp_path_factory: pytest.TempPathFactory) -> tuple[Ruleset, Ruleset]:
    dst = tmp_path_factory.mktemp("plus") / "bitoku"
    shutil.copytree(ROOT / "rules" / "bitoku", dst)
    f = dst / "entities" / "yokai.yaml"
    f.write_text(f.read_text(encoding="utf-8").rstrip("\n") + "\n" + EXTRA, encoding="utf-8")
    return load_ruleset(ROOT / "rules" / "bitoku"), load_ruleset(dst)


def _entities(g: Game) -> dict[str, list[str]]:
    return {k: [g.state["obj_entity"][o - OBJ_BASE] for o in v] for k, v in g.state["zones"].items()}


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 7), (4, 11), (4, 12)])
def test_a_card_added_to_one_deck_leaves_the_other_zones_dealt_alike(both: tuple[Ruleset, Ruleset], players: int,
                                                                     seed: int) -> None:
    base, plus = both
    a, b = _entities(Game.new(base, players, seed)), _entities(Game.new(plus, players, seed))
    differ = {k for k in a if a[k] != b[k]}
    # the deck itself and the hill slots dealt from it; every other deck, hand and die as before
    assert "yokai_hill_deck" in differ and differ <= {"yokai_hill_deck"} | {k for k in a if k.startswith("hillcard_")}
    assert len(differ) <= 5 < len(a)


def test_streams_are_independent_and_reseedable() -> None:
    st: dict[str, object] = {"rng": 5, "stream_key": 5, "streams": {}}
    first = [draw(st, "roll") for _ in range(3)]
    st2: dict[str, object] = {"rng": 5, "stream_key": 5, "streams": {}}
    for _ in range(10):
        draw(st2, "shuffle:deck")  # another purpose's draws do not move the dice
    assert [draw(st2, "roll") for _ in range(3)] == first
    assert st["rng"] != 5  # the journal moves with every draw (how agents notice randomness)
    reseed(st, 99)
    assert [draw(st, "roll") for _ in range(3)] != first and st["stream_key"] == 99


def test_a_card_added_to_one_deck_leaves_the_other_redeals_alike(both: tuple[Ruleset, Ruleset]) -> None:
    """The search agents' determinizations: each class of hidden objects is re-dealt by its own generator."""
    import random

    from rulesdsl.agents.determinize import determinize
    base, plus = both
    a = _entities(determinize(Game.new(base, 4, 3), 0, random.Random(8)))
    b = _entities(determinize(Game.new(plus, 4, 3), 0, random.Random(8)))
    differ = {k for k in a if a[k] != b[k]}
    assert "yokai_hill_deck" in differ and differ <= {"yokai_hill_deck"} | {k for k in a if k.startswith("hillcard_")}
