"""Two people at one terminal (a hot seat): when the seat asked changes, the screen is cleared and the next
person is asked to take over before anything of their seat is shown; a piped (non-interactive) run only
prints the hand-over line and reads nothing extra."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rulesdsl.agents import HumanAgent
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.game import Game
from rulesdsl.sim.play import play_out

PENNIES = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "pennies"
CLEAR = "\x1b[2J"


def _play(tty: bool) -> tuple[list[str], list[str]]:
    """Play pennies with two people at one terminal, typing option 1 at every decision."""
    rs = load_ruleset(PENNIES)
    game = Game.new(rs, 2, 5, log=True)
    shown: list[str] = []
    asked: list[str] = []

    def inp(prompt: str) -> str:
        asked.append(prompt)
        return "" if prompt == "" else "1"

    terminal: dict[str, Any] = {"last": None, "tty": tty}
    seats = [HumanAgent(i, game_seed=5, inp=inp, out=shown.append) for i in range(2)]
    for a in seats:
        a.share_terminal(terminal)
    play_out(game, seats)
    assert game.state["decision"] is None
    return shown, asked


@pytest.mark.parametrize("tty", [True, False])
def test_the_screen_changes_hands_between_people(tty: bool) -> None:
    shown, asked = _play(tty)
    handovers = [i for i, s in enumerate(shown) if "pass it to P" in s]
    decisions = [p for p in asked if p.endswith("> ")]
    changes = sum(1 for a, b in zip(decisions, decisions[1:], strict=False) if a != b)
    assert changes > 0 and len(handovers) == changes  # one hand-over per change of person, none otherwise
    assert any(CLEAR in s for s in shown) is tty  # only an interactive terminal is cleared
    assert asked.count("") == (changes if tty else 0)  # a piped run reads no extra line
    # each hand-over names the person asked next
    told = [shown[i].split("'s turn")[0].split()[-1] for i in handovers]
    assert told == [b[:-2] for a, b in zip(decisions, decisions[1:], strict=False) if a != b]


def test_a_single_person_is_never_asked_to_hand_over() -> None:
    rs = load_ruleset(PENNIES)
    game = Game.new(rs, 2, 5, log=True)
    shown: list[str] = []
    me = HumanAgent(0, game_seed=5, inp=lambda p: "1", out=shown.append)
    from rulesdsl.agents import RandomAgent
    play_out(game, [me, RandomAgent(1)])
    assert not [s for s in shown if "pass it to" in s or CLEAR in s]
