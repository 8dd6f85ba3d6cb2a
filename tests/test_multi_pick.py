"""Multi-picks (`pick k xs in LIST`, `optional` for up to k, `(expr)` for any number): one statement, asked
one element at a time (so bots judge item by item, never every subset), the last ones forced, the body run
once with the list; every seat and the RL action space can answer it; a lookahead copy never changes the
game's own picks."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdsl.adapters.vocab import Vocabulary
from rulesdsl.agents import make_agent
from rulesdsl.compiler.loader import check_ruleset, load_ruleset
from rulesdsl.dsl.parser import parse_effect
from rulesdsl.dsl.printer import print_effect
from rulesdsl.play.game import Game
from rulesdsl.sim.scenarios import load_file, run_scenario

PASSING = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "passing"


@pytest.mark.parametrize("text", ["pick 3 cs in in(hand) { gain(vp, count(cs)) }",
                                  'pick "discard" (count(in(hand))) cs in in(hand) optional { gain(vp, 1) }'])
def test_a_multi_pick_prints_back_as_written(text: str) -> None:
    assert print_effect(parse_effect(text)) == text


def test_the_scenarios_pass() -> None:
    rs = load_ruleset(PASSING)
    scenarios, errors = load_file(PASSING / "tests" / "passing.yaml")
    assert not errors and all(not run_scenario(rs, sc, where).failures for sc, where in scenarios)


@pytest.mark.parametrize("seat", ["random", "planner", "greedy", "strong:4", "mcts:30"])
def test_every_bot_passes_exactly_two(seat: str) -> None:
    g = Game.new(load_ruleset(PASSING), 3, 2)
    agent = make_agent(seat, 1)
    while g.state["frames"] and any(f[0] >= 0 for f in g.state["frames"]) and g.decision() is not None:
        d = g.decision()
        assert d is not None
        if d.prompt == "discard":
            break
        g.apply(agent.choose(g))
    assert [len(g.state["zones"][f"hand.{p}"]) for p in range(3)] == [4, 4, 4]  # 2 passed away, 2 received


def test_the_rl_action_space_picks_one_card_at_a_time() -> None:
    g = Game.new(load_ruleset(PASSING), 2, 1)
    vocab = Vocabulary(g.rs, 2)
    legal = vocab.legal(g)
    assert len(legal) == 4 and all(vocab.meaning(i).startswith("entities: c") for i in legal)
    g.apply(vocab.option(g, legal[0]))
    assert len(vocab.legal(g)) == 3  # the second pick of the same decision, the first card out of it


def test_a_multi_pick_cannot_be_simultaneous(tmp_path: Path) -> None:
    root = tmp_path / "p"
    root.mkdir()
    for f in PASSING.glob("*.yaml"):
        text = f.read_text(encoding="utf-8")
        (root / f.name).write_text(text.replace(
            "for p in order { as p { pass_two() } }",
            "simultaneous p in players { pick 2 cs in in(hand) { gain(points, 1) } }"), encoding="utf-8")
    assert "E055" in [d.code for d in check_ruleset(root).diagnostics]
