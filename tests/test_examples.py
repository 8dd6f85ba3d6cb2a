"""The example games under rules/examples/: they check clean, play to the end among bots at every player
count, and exercise the mechanisms they were written for — start values and lowest-wins (No Thanks!),
a private reveal kept out of other seats' views, logs, determinised deals and observations (Love Letter),
simultaneous selection kept hidden until all have chosen (the drafting game)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rulesdsl.adapters.observation import ObservationSpec
from rulesdsl.agents import RandomAgent, make_agent
from rulesdsl.agents.determinize import determinize
from rulesdsl.agents.seat_view import visible_objects, visible_text
from rulesdsl.compiler.loader import check_ruleset, load_ruleset
from rulesdsl.paths import rules_dir
from rulesdsl.play.game import Game
from rulesdsl.play.simultaneous import masked
from rulesdsl.play.situation import run_effect
from rulesdsl.play.views import view
from rulesdsl.runtime.machine import OBJ_BASE
from rulesdsl.sim.play import play_out
from rulesdsl.sim.scenario_tools import evaluate, run_effect_answering
from rulesdsl.text.narrate import narrate

EXAMPLES = rules_dir() / "examples"
GAMES = sorted(p.parent.name for p in EXAMPLES.glob("*/ruleset.yaml"))
_RS: dict[str, Any] = {}


def _rs(name: str) -> Any:
    if name not in _RS:
        _RS[name] = load_ruleset(EXAMPLES / name)
    return _RS[name]


def test_three_examples_are_shipped() -> None:
    assert {"nothanks", "loveletter"} <= set(GAMES) and len(GAMES) >= 3


@pytest.mark.parametrize("name", GAMES)
def test_example_checks_clean(name: str) -> None:
    res = check_ruleset(EXAMPLES / name)
    assert [f"{d.code} {d.path}:{d.line} {d.message}" for d in res.diagnostics] == []
    for part in ("layout.yaml", "locales/en", "tests"):
        assert (EXAMPLES / name / part).exists(), part
    assert res.content.ruleset.get("evaluation"), "an evaluation so the default bots play sensibly"


@pytest.mark.parametrize("name", GAMES)
def test_example_plays_to_the_end_at_every_count(name: str) -> None:
    rs = _rs(name)
    for n in range(rs.min_players, rs.max_players + 1):
        g = play_out(Game.new(rs, n, 3 + n, log=True), [RandomAgent(10 * n + i) for i in range(n)])
        assert g.is_over() and g.winner() is not None


def test_planner_beats_random_at_no_thanks() -> None:
    """The evaluation steers the default bot: it wins far more than its share against random seats."""
    rs = _rs("nothanks")
    wins = 0
    for seed in range(6):
        agents = [make_agent("planner", seed)] + [RandomAgent(seed * 7 + i) for i in range(2)]
        g = play_out(Game.new(rs, 3, seed), agents)
        wins += g.winner() == 0
    assert wins >= 4


def test_lowest_score_wins_and_counters_start_at_start() -> None:
    rs = _rs("nothanks")
    g = Game.new(rs, 4, 1)
    counters = g.state["counters"]
    assert [c["chips"] for c in counters] == [11] * 4 and [c["points"] for c in counters] == [0] * 4
    g = play_out(g, [RandomAgent(i) for i in range(4)])
    scores = g.scores()
    assert g.winner() == scores.index(min(scores)) or scores.count(min(scores)) > 1
    assert g.ranking()[-1] in [p for p, s in enumerate(scores) if s == max(scores)]


def _priest_seen() -> Game:
    """Love Letter with P1's Priest just played on P2 (who holds the King)."""
    return run_effect_answering(_rs("loveletter"), "act(turn)", ["priest", "p1"], players=3,
                                given={"zones": {"hand.P1": ["priest@1", "handmaid@1"], "hand.P2": ["king"],
                                                 "hand.P3": ["baron@1"]}})


def _king(g: Game) -> int:
    return next(OBJ_BASE + i for i, e in enumerate(g.state["obj_entity"]) if e == "king")


def test_reveal_is_in_the_viewers_view_only() -> None:
    g = _priest_seen()
    king = _king(g)
    assert king in visible_objects(g, 0)
    assert king not in visible_objects(g, 2)
    known = view(g, 0)["zones"]["hand.1"]
    assert known["count"] == 1 and [k["entity"] for k in known["known"]] == ["king"]
    assert "known" not in view(g, 2)["zones"]["hand.1"]


def test_reveal_log_line_names_the_card_only_to_its_viewer() -> None:
    g = _priest_seen()
    ev = next(e for e in g.log or [] if e[0] == "reveal")
    assert "King" in (visible_text(g, ev, 0, "en") or "")
    other = visible_text(g, ev, 2, "en") or ""
    assert "King" not in other and "P1" in other


def test_determinising_keeps_what_the_viewer_was_shown() -> None:
    g = _priest_seen()
    king = _king(g)
    for seed in range(20):
        d = determinize(g, 0, random.Random(seed))
        assert king in d.state["zones"]["hand.1"]
    moved = sum(king not in determinize(g, 2, random.Random(s)).state["zones"]["hand.1"] for s in range(20))
    assert moved > 0  # P3 was not shown it: its deals move it


def test_observation_sees_a_revealed_card_until_it_moves() -> None:
    g = _priest_seen()
    spec = ObservationSpec(g.rs, 3)
    sl = spec.section("object_zone")
    i = _king(g) - OBJ_BASE
    assert spec.encode(g, 0)[sl][i] > 0 and spec.encode(g, 2)[sl][i] == 0
    run_effect(g, "move(top(hand, who=at(players, 1)), deck)", 0)
    assert spec.encode(g, 0)[sl][i] == 0
    assert not evaluate(g, "knows(top(deck))", "P1")


def test_public_api_answers_and_evaluates() -> None:
    g = run_effect_answering(_rs("nothanks"), "act(turn)", ["no_thanks"], players=3,
                             given={"zones": {"offer": ["card_20"]}})
    assert evaluate(g, "chips", "P1") == 10 and evaluate(g, "pot") == 1
    with pytest.raises(Exception, match="not on offer"):
        run_effect_answering(_rs("nothanks"), "act(turn)", ["pass"], players=3)



def test_a_draft_pick_stays_hidden_from_the_others_until_all_have_picked() -> None:
    rs = _rs("orchard")
    g = run_effect_answering(rs, "draft_turn()", ["apple"], players=3,
                             given={"zones": {"hand.P1": ["apple@1", "berry@1"], "hand.P2": ["nut@1", "apple@2"],
                                              "hand.P3": ["wasp@1", "melon@1"]}})
    d = g.decision()
    assert d is not None and d.player == 1 and g.waiting() == [1, 2]
    apple = next(o for o in g.state["zones"]["hand.0"] if g.state["obj_entity"][o - 1000] == "apple")
    assert apple not in visible_objects(g, 1) and apple in visible_objects(g, 0)
    assert view(g, 1)["decision"]["decided"] == [0]
    assert [x for x in narrate(g, seat=1) if "chose" in x] == ["P1 has chosen (hidden until everyone has chosen)"]
    assert [x for x in narrate(g, seat=0) if "chose" in x] == [  # P1 reads their own pick
        "P1 chose Apple (hidden from the others until everyone has chosen)"]
    seen = masked(g, 1)
    assert seen.state["simultaneous"]["ix"] == [None, None, None] and seen.history == []
    for s in range(5):  # P2's bots search a copy in which P1 has not picked yet
        world = determinize(seen, 1, random.Random(s))
        world.apply("nut")
        assert world.current_player() == 0 and len(world.state["zones"]["kept.0"]) == 0
    for a in ("nut", "melon"):
        g.apply(a)
    assert all(len(g.state["zones"][f"kept.{p}"]) == 1 for p in range(3))


@pytest.mark.parametrize("players", [2, 3])
def test_the_draft_log_tells_the_pass_in_one_sentence(players: int) -> None:
    """Orchard's `narrate-macro-pass_hands`: every round ends with one sentence, not each card moved twice."""
    rs = _rs("orchard")
    g = Game.new(rs, players, 4, log=True)
    agents = [RandomAgent(s) for s in range(players)]
    for _ in range(2 * players):  # two rounds of simultaneous picks
        seat = g.waiting()[0]
        g.apply(agents[seat].choose(masked(g, seat)), seat=seat)
    for seat in range(players):
        lines = narrate(g, seat=seat)
        assert lines.count("The hands pass to the left.") == 2, lines
        assert not any("Hand being passed" in x for x in lines), lines
