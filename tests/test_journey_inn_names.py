"""Tokaido's two end inns are named without a role: Kyoto starts the journey and Edo ends it, but on the return
trip (`--variant return`) Edo is the start inn and Kyoto the final inn, so neither name may say "start" or
"final". Checked on the rendered setup log (the pawns' arrival at the start inn) in every locale."""

from __future__ import annotations

import pytest

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.paths import rules_dir
from rulesdsl.play.game import Game
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text.log import event_line

# Per locale: the inn names and the role words (start / final inn) that must not appear in them.
CASES = [
    ("en", "Kyoto", "Edo", ("start", "final")),
    ("pl", "Kioto", "Edo", ("pierwsza", "ostatnia")),
    ("tr", "Kyoto", "Edo", ("başlangıç", "son han")),
    ("uk", "Кіото", "Едо", ("стартов", "останн")),
]


@pytest.fixture(scope="module")
def tokaido() -> Ruleset:
    return load_ruleset(rules_dir() / "tokaido")


def _arrivals(rs: Ruleset, variant: str, locale: str) -> list[str]:
    """The setup log lines that move a pawn into an inn (the start inn's queue)."""
    game = Game.new(rs, 3, 5, {"variant": variant}, log=True)
    start = "edo" if variant == "return" else "kyoto"
    for _ in range(10):  # the travellers are chosen, then the pawns line up
        if any(ev.get("type") == "move" and ev.get("zone") == start for ev in game.events()):
            break
        game.apply(game.legal_actions()[0])
    return [event_line(rs, ev, locale=locale) for ev in game.events()
            if ev.get("type") == "move" and ev.get("zone") == start]


@pytest.mark.parametrize(("locale", "kyoto", "edo", "roles"), CASES, ids=[c[0] for c in CASES])
@pytest.mark.parametrize("variant", ["normal", "return"])
def test_the_start_inn_is_named_without_a_role(tokaido: Ruleset, variant: str, locale: str, kyoto: str, edo: str,
                                               roles: tuple[str, str]) -> None:
    lines = _arrivals(tokaido, variant, locale)
    start = edo if variant == "return" else kyoto
    assert len(lines) == 3, lines  # three pawns enter the start inn
    assert all(start in line for line in lines), lines
    assert not [line for line in lines for word in roles if word in line.lower()], lines
