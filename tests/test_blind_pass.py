"""Private simultaneous choices (`simultaneous p in players to RECIPIENT { pick … }`): each pick is handed face
down to one player; the log tells everyone who passed to whom, never what; only the picker and the recipient
are shown the pick; bots of the other seats cannot see it."""

from __future__ import annotations

from pathlib import Path

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.dsl.parser import parse_effect
from rulesdsl.dsl.printer import print_effect
from rulesdsl.play.game import Game
from rulesdsl.play.situation import run_effect
from rulesdsl.text.narrate import narrate

PASSING = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "passing"


def _passed() -> Game:
    rs = load_ruleset(PASSING)
    given = {"zones": {"hand.P1": ["c1", "c2"], "hand.P2": ["c3", "c4"], "hand.P3": ["c5", "c6"],
                       "passed.P1": [], "passed.P2": [], "passed.P3": []}}
    g = Game.from_situation(rs, 3, given, 1, {}, log=True)
    start = len(g.log or [])
    run_effect(g, "blind_pass()", 0)
    for seat, card in ((0, "c1"), (1, "c3"), (2, "c5")):
        g.apply(card, seat)
    g.state["_start"] = start
    return g


def test_the_recipient_clause_prints_back() -> None:
    text = "simultaneous p in players to (p + 1) % num_players { pick c in in(hand) { gain(vp, 1) } }"
    assert print_effect(parse_effect(text)) == text


def test_everyone_reads_who_passed_to_whom_and_only_the_pair_reads_what() -> None:
    g = _passed()
    start = g.state.pop("_start")
    third = "\n".join(narrate(g, "en", seat=2, start=start))
    assert "P1 passes their pick face down to P2" in third and "c1" not in third  # P3 never learns P1's pick
    assert "P3: c3 → passed" in third  # what P3 was handed, P3 sees (its own sentence)
    second = "\n".join(narrate(g, "en", seat=1, start=start))
    assert "P2: c1 → passed" in second and "c5" not in second
    assert [e for e in g.events(start) if e["type"] == "choice"] == [
        {"type": "choice", "player": p, "kind": "pick", "prompt": "blind", "value": None} for p in range(3)]
