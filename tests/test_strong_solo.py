"""The strong agent with no opposing seat (solo against a rival): rollouts run to the end of the phase, rewards
are the linear change of the evaluation, and the default agent's pruned choice keeps its guard; with
opponents, nothing of that applies."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rulesdsl.agents import SharedWorldAgent
from rulesdsl.agents.evaluation import evaluator_for, role_terms, term_sum
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.game import Game

ROOT = Path(__file__).resolve().parent.parent
BITOKU = ROOT / "rules" / "bitoku"
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"


class _Ends(SharedWorldAgent):
    """The strong agent, keeping every state where a rollout stopped."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed, worlds=1)
        self.ends: list[Game] = []

    def _rewards(self, g: Game) -> list[float]:
        self.ends.append(g)
        return super()._rewards(g)


@pytest.mark.parametrize(("root", "players", "options", "solo"), [
    (BITOKU, 1, {"difficulty": "normal"}, True),
    (BITOKU, 2, {}, False),
])
def test_solo_rollouts_end_with_the_phase(root: Path, players: int, options: dict[str, str], solo: bool) -> None:
    """Solo: every rollout of the first decision with a choice stops when the year (the `role: phase` term)
    changes, so every candidate is judged at the same point; with an opponent they stop at turns, within it."""
    rs = load_ruleset(root)
    g = Game.new(rs, players, 3, options)
    while len(g.legal_actions()) == 1:
        g.apply(g.legal_actions()[0])
    phase = role_terms(rs, "phase")
    year = term_sum(g, phase, 0)
    agent = _Ends(1)
    agent.choose(g)
    assert agent.ends
    moved = {term_sum(e, phase, 0) != year or e.is_over() for e in agent.ends}
    assert moved == {solo}


@pytest.mark.parametrize(("base", "best_rewards", "default_rewards", "want"), [
    (None, [0.6] * 3 + [0.7], [0.5] * 4, "b"),        # with opponents a pruned default has no guard (as before)
    ([0.0], [0.52, 0.48, 0.53, 0.47, 0.6], [0.5, 0.5, 0.5, 0.5], "a"),  # solo: a noisy lead keeps the default
    ([0.0], [0.6, 0.61, 0.62, 0.6, 0.6], [0.5, 0.5, 0.51, 0.5], "b"),   # solo: a clear lead overrules it
])
def test_a_pruned_default_keeps_its_guard_in_solo(base: list[float] | None, best_rewards: list[float],
                                                  default_rewards: list[float], want: str) -> None:
    """`a` is the default agent's choice (pruned after its rewards shown); `b` the search's best."""
    agent = SharedWorldAgent(1)
    agent._base = base
    rewards: dict[str, Any] = {"a": default_rewards, "b": best_rewards}
    assert agent._pick("a", ["b"], rewards, {"a": 10.0, "b": 5.0}) == want


def test_solo_rewards_are_the_linear_change_from_the_root() -> None:
    """No squash with no opposing seat: a gain of twice the scale is 1.5, not a saturated 1."""
    g = Game.new(load_ruleset(BITOKU), 1, 3, {"difficulty": "normal"})
    agent = SharedWorldAgent(1, worlds=1)
    agent._eval = evaluator_for(None, g)
    raw = agent._raw_margins(g, agent._eval)
    agent._base = [raw[0] - 300.0]
    assert agent._margins(g, agent._eval) == [pytest.approx(1.5)]
    agent._base = None
    assert 0.0 < agent._margins(g, agent._eval)[0] < 1.0
