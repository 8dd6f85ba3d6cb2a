"""With a team outcome the agents value a teammate's gain as their own (`agents/evaluation.py`: `pooled`,
`opponents`): in the fixture a player scores 3 stars for themself or gives 4 to their teammate."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdsl.agents import make_agent
from rulesdsl.agents.evaluation import Evaluator, opponents
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.game import Game

GIFT = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "teamgift"


def test_teammates_are_not_opponents_and_share_a_value() -> None:
    g = Game.new(load_ruleset(GIFT), 4, 1)
    assert opponents(g) == [[1, 3], [0, 2], [1, 3], [0, 2]]
    g.apply("gift")  # P1 gives P3 four stars
    ev = Evaluator(g.rs)
    assert ev.raw(g) == [4.0, 0.0, 4.0, 0.0] and ev.own(g, 0) == 4.0
    assert ev.margins(g)[0] == 4.0 and ev.margins(g)[1] == -4.0


@pytest.mark.parametrize("spec", ["planner", "strong:4", "mcts:16"])
def test_agents_give_to_the_team(spec: str) -> None:
    g = Game.new(load_ruleset(GIFT), 4, 2)
    assert g.legal_actions() == ["shine", "gift"]
    assert make_agent(spec, 3).choose(g) == "gift"  # 4 for the team beats 3 for oneself
