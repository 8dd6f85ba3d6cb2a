"""Random streams by purpose: a card added to one deck changes that deck's shuffle and nothing else's."""

from __future__ import annotations

import random
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


def _ref_next(s: int) -> tuple[int, int]:
    """splitmix64 as its authors wrote it, on Python's ints: the next state and its output."""
    mask = (1 << 64) - 1
    s = (s + 0x9E3779B97F4A7C15) & mask
    z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return s, z ^ (z >> 31)


# Keys chosen to put the state, the outputs and the signed reading of each (a compiled build's native
# integers) on both sides of 2**63; the random ones add the rest.
_RNG = random.Random(3)
KEYS = [0, 1, (1 << 63) - 1, 1 << 63, (1 << 64) - 1, 0x9E3779B97F4A7C15, *(_RNG.getrandbits(64) for _ in range(40))]


@pytest.mark.parametrize("key", KEYS)
def test_draws_and_shuffles_are_splitmix64_in_every_build(key: int) -> None:
    """The same numbers whether the module runs as Python or compiled on native integers (`streams.NATIVE`):
    each draw is splitmix64's next output, a shuffle is Fisher–Yates on those outputs."""
    from rulesdsl.runtime import streams
    st: dict[str, object] = {"rng": key, "stream_key": key, "streams": {"d": key, "s": key}}
    s = key
    for _ in range(50):
        s, want = _ref_next(s)
        assert draw(st, "d") == want  # type: ignore[arg-type]
    for n in (0, 1, 2, 7, 52, 301):
        items, ref = list(range(n)), list(range(n))
        s = st["streams"]["s"]  # type: ignore[index]
        for i in range(n - 1, 0, -1):
            s, z = _ref_next(s)
            j = z % (i + 1)
            ref[i], ref[j] = ref[j], ref[i]
        streams.shuffle(st, items, "s")  # type: ignore[arg-type]
        assert items == ref and st["streams"]["s"] == s  # type: ignore[index]


@pytest.mark.parametrize("key", KEYS[:12])
def test_the_shuffle_in_lanes_makes_splitmix64_draws_at_every_length(key: int) -> None:
    """Python's shuffle makes its draws many at a time in lanes of one int (`_shuffle_packed`): the same swaps and
    state as one draw at a time, for decks shorter than, as long as and longer than one batch of lanes."""
    from rulesdsl.runtime.streams import LANES, _shuffle_packed
    for n in sorted({0, 1, 2, 3, 5, LANES - 1, LANES, LANES + 1, LANES + 2, 2 * LANES + 1, 3 * LANES}):
        items, ref = list(range(n)), list(range(n))
        s = key
        for i in range(n - 1, 0, -1):
            s, z = _ref_next(s)
            j = z % (i + 1)
            ref[i], ref[j] = ref[j], ref[i]
        assert _shuffle_packed(key, items) == s and items == ref, n


def test_native_arithmetic_is_used_exactly_when_compiled() -> None:
    from rulesdsl.runtime import streams
    assert streams.NATIVE == (not streams.__file__.endswith(".py"))
