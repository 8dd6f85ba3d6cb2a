"""Flow macros told as one sentence (`narrate-macro-<name>`): which calls are logged, that the log costs the
game nothing (the same game with the log off), that a macro's start and end pair up, and the sentences
Bitoku declares for its Spring draw and the Tengu's turn in four locales."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from rulesdsl import Game, load_ruleset
from rulesdsl.agents.seat_log import seat_events
from rulesdsl.runtime import nodes as N
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text.narrate import narrate

ROOT = Path(__file__).resolve().parent.parent


@cache
def _rs(game: str) -> Ruleset:
    return load_ruleset(ROOT / "rules" / game)


@cache
def _game(game: str, players: int, seed: int, log: bool = True, moves: int = 10_000) -> Game:
    g, rng = Game.new(_rs(game), players, seed, log=log), random.Random(seed)
    while not g.is_over() and len(g.history) < moves:
        g.apply(rng.choice(g.legal_actions()))
    return g


def _marked(rs: Ruleset) -> set[str]:
    return {n.name for n in N.all_nodes(rs) if isinstance(n, N.MacroCall) and n.marked}


@pytest.mark.parametrize(("game", "macro", "marked"), [
    ("bitoku", "spring", True),        # called by the flow
    ("bitoku", "summon", True),        # called inside the flow's `as p`
    ("bitoku", "tengu_turn", True),    # the automaton's turn
    ("bitoku", "end_turn", True),
    ("bitoku", "build", False),        # reached from actions: its calls run inside one
    ("bitoku", "advance_kodama_in", False),
    ("bitoku", "deal_hills", True),    # the set-up calls it too, but its call in `snow` is the flow's
    ("tokaido", "travel", True),
    ("tokaido", "buy_souvenir", False),
])
def test_which_macro_calls_are_logged(game: str, macro: str, marked: bool) -> None:
    rs = _rs(game)
    assert macro in rs.macros
    assert (macro in _marked(rs)) is marked


@pytest.mark.parametrize(("game", "players", "seed"), [("bitoku", 1, 1), ("bitoku", 4, 2), ("tokaido", 3, 1)])
def test_the_log_changes_no_game_and_macros_pair_up(game: str, players: int, seed: int) -> None:
    on, off = _game(game, players, seed), _game(game, players, seed, log=False)
    assert on.history == off.history and on.scores() == off.scores()
    assert {k: v for k, v in on.state.items() if k != "log"} == {k: v for k, v in off.state.items() if k != "log"}
    depth = 0
    for ev in on.log or []:
        depth += {"macro": 1, "macro_end": -1}.get(ev[0], 0)
        assert depth >= 0
    assert depth == 0


@pytest.mark.parametrize(("seat", "named"), [(1, False), (0, True), (None, False)])
def test_a_macro_argument_a_seat_cannot_see_is_null(seat: int | None, named: bool) -> None:
    g = Game.new(_rs("bitoku"), 2, 5, log=True)
    where = zip(g.state["obj_zone"], g.state["obj_owner"], strict=True)
    hand = [i for i, (z, o) in enumerate(where) if z == "hand" and o == 0]
    assert hand, "P1 holds cards"
    obj = hand[0] + OBJ_BASE
    assert g.log is not None
    g.log.append(("macro", "spring", 1, (("c", obj), ("cs", [obj, obj]), ("n", 3))))
    ev = [e for e in seat_events(g, seat) if e["type"] == "macro"][-1]
    assert (ev["args"]["c"] is not None) is named and ev["args"]["n"] == 3
    assert (ev["args"]["cs"] == [None, None]) is not named


SPRING = {"en": "P1 summons ", "tr": "O1, yokai çağırır: ", "uk": "Г1 призиває ", "pl": "G1 przywołuje "}
TENGU = {"en": "The Tengu's Will is ", "tr": "Tengu'nun İradesi ", "uk": "Воля Тенгу — ", "pl": "Wola Tengu to "}
WILL_DIE = {"en": "Will of the Tengu", "tr": "Tengu'nun İradesi zarı", "uk": "Волі Тенгу", "pl": "Woli Tengu"}


@pytest.mark.parametrize("locale", ["en", "tr", "uk", "pl"])
def test_bitoku_tells_the_spring_draw_and_the_tengu_turn(locale: str) -> None:
    g = _game("bitoku", 1, 1, moves=60)
    lines = narrate(g, locale, "all")
    assert any(x.startswith(SPRING[locale]) for x in lines), lines[:8]
    tengu = [x for x in lines if x.startswith(TENGU[locale])]
    assert len(tengu) >= 5
    p1 = [x for x in lines if x.startswith(SPRING[locale][:3])]
    assert p1 and not any(WILL_DIE[locale] in x for x in p1), "the Tengu's dice are not P1's doing"


@pytest.mark.parametrize("locale", ["en", "uk"])
def test_each_seat_hears_the_draw_of_the_others_without_names(locale: str) -> None:
    g = _game("bitoku", 4, 1, moves=30)
    seen: list[str] = []
    for seat in range(4):
        seen += [x for x in narrate(g, locale, seat) if x.startswith(("P2 summons", "Г2 призиває"))]
    words: dict[str, Any] = {"en": "yokai", "uk": "йока"}
    assert seen and any(words[locale] in x and "(" not in x for x in seen), seen
