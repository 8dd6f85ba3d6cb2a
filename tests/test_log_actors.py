"""The log tells who did what: over seeded games of every shipped ruleset and example (English), every
sentence's subject is the seat that decided or owns what moved, no sentence names another seat's piece
under a seat's subject, `travels to` names only a place, no line is over 200 characters; a forced step is
a sentence of its own; `narrate` without a seat is a spectator's log and the all-seeing one must be asked for."""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pytest

from rulesdsl import Game, load_ruleset, narrate, view
from rulesdsl.agents.seat_view import log_problems
from rulesdsl.play.events import End, causes, record, records, typed
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text.log import entity_name

ROOT = Path(__file__).resolve().parent.parent
CASES = [("bitoku", 1, 21), ("bitoku", 2, 22), ("bitoku", 3, 21), ("bitoku", 4, 24),
         ("tokaido", 2, 21), ("tokaido", 3, 5), ("tokaido", 4, 21), ("tokaido", 5, 25),
         ("examples/loveletter", 3, 21), ("examples/nothanks", 3, 21), ("examples/orchard", 3, 21),
         ("examples/hex", 2, 21), ("examples/meadows", 2, 21)]
SEAT = re.compile(r"^(P\d)\b")


@cache
def _rs(name: str) -> Ruleset:
    return load_ruleset(ROOT / "rules" / name)


@cache
def _game(name: str, players: int, seed: int) -> Game:
    g, rng = Game.new(_rs(name), players, seed, log=True), random.Random(seed)
    while not g.is_over() and len(g.history) < 3000:
        g.apply(rng.choice(g.legal_actions()))
    return g


@pytest.mark.parametrize(("name", "players", "seed"), CASES)
def test_every_sentence_has_its_actor_as_subject(name: str, players: int, seed: int) -> None:
    g = _game(name, players, seed)
    places = {z for z in g.rs.zones}
    for reader in ("all", None, 0):
        lines = narrate(g, "en", reader)  # type: ignore[arg-type]
        assert lines
        for line in lines:
            assert len(line) <= 200, line
            assert "to unlock none" not in line and " none;" not in line and not line.endswith(" none"), line
            subject = SEAT.match(line)
            if subject is not None:  # a seat's sentence never names another seat's piece as its own
                others = {f"P{k + 1}" for k in range(players)} - {subject.group(1)}
                for other in others:
                    assert f"pawn of {other}" not in line and f"Hand of {other}" not in line, line
            travels = re.search(r" travels to (.+?)(?: \(the only option\))?(?:;|$)", line)
            if travels is not None:  # a place: a road location, an inn, a zone the pawn stands on
                place = travels.group(1)
                assert not place.islower(), line  # not a score section or a zone group ("hot springs")
                assert places


def test_a_forced_step_and_the_flow_are_sentences_of_their_own() -> None:
    lines = narrate(_game("tokaido", 4, 21), "en", "all")
    # no seat's line carries another seat's pawn (`P1 buys Sandogasa; traveller pawn of P2 … → Edo`)
    assert not [x for x in lines if re.search(r"^P(\d).*pawn of P(?!\1)", x)]
    forced = [x for x in lines if "(the only option)" in x]
    assert forced and all(SEAT.match(x) for x in forced)
    ll = narrate(_game("examples/loveletter", 3, 21), "en", "all")
    # the next player's draw is not in the last player's sentence
    assert not [x for x in ll if re.search(r"^P(\d): play a card — .*Hand of P(?!\1)", x)]


def test_narrate_reads_as_a_spectator_unless_told_otherwise() -> None:
    g = _game("tokaido", 3, 5)
    spectator, everything = narrate(g, "en"), narrate(g, "en", "all")
    assert spectator == narrate(g, "en", None) and spectator != everything
    dealt = [x for x in spectator if "travellers dealt" in x]
    assert dealt and all("traveller card" in x for x in dealt)  # counted by kind, not named
    assert any("Setup, P1:" in x and "traveller card" not in x for x in everything)
    assert view(g) == view(g, None)
    with pytest.raises(ValueError):
        narrate(g, "en", "everyone")  # type: ignore[arg-type]


def test_events_are_typed_records_and_every_event_has_a_cause() -> None:
    g = _game("examples/loveletter", 3, 21)
    log = g.log or []
    recs = records(log)
    assert [type(r).__name__ for r in recs[:3]] == ["Section", "Counter", "MacroStart"]
    ends = [r for r in recs if isinstance(r, End)]
    assert ends and all(e.open >= 0 for e in ends)
    why = causes(recs)
    assert len(why) == len(recs)
    assert {c.how for c in why} >= {"flow", "decided", "forced"}
    for raw, rec in zip(log, recs, strict=True):  # the plain data stays what the schema says
        assert typed(g.rs, g.state, raw) == typed(g.rs, g.state, rec)
    assert typed(g.rs, g.state, ("end", None, 0)) == {"type": "end", "player": None, "open": 0}
    with pytest.raises(ValueError):
        record(("nonsense", 1))


@pytest.mark.parametrize(("name", "players", "seed"), CASES[::3])
def test_the_log_lint_finds_nothing_in_shipped_games(name: str, players: int, seed: int) -> None:
    assert log_problems(_game(name, players, seed), "en") == []


def test_the_log_lint_catches_a_misattributed_sentence_a_long_line_and_a_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    import rulesdsl.agents.seat_view as N
    g = _game("tokaido", 3, 5)
    never = next(e for e in ("zen_emon", "chuubei", "kinko", "mitsukuni", "sasayakko", "umegae", "yoshiyasu")
                 if e not in set(g.state["obj_entity"][i] for i, z in enumerate(g.state["obj_zone"]) if z != "box"))
    bad = ["P1 buys Sandogasa; traveller pawn of P2 → Edo (inn)", "P1: " + "x; " * 80,
           f"P2 keeps {entity_name(g.rs, never, 'en')} as traveller"]
    monkeypatch.setattr(N, "narrate", lambda *a, **k: list(bad))
    found = "\n".join(log_problems(g, "en"))
    assert "P1's sentence names P2's piece" in found and "characters (over 200)" in found
    assert "never seen" in found


def test_a_step_still_waiting_for_its_choice_is_told_in_plain_words() -> None:
    # the terminal seat narrates after each decision: "exiles a pilgrim to unlock none" said nothing true
    g, rng = Game.new(_rs("bitoku"), 2, 1, log=True), random.Random(1)
    while not g.is_over():
        d = g.decision()
        assert d is not None
        if "exile_to_unlock" in d.options:
            start = len(g.log or [])
            g.apply("exile_to_unlock")
            assert narrate(g, "en", d.player, start) == ["P1: exile a pilgrim to unlock a die"]
            return
        g.apply(rng.choice(list(d.options)))
    pytest.fail("no exile in this game")
