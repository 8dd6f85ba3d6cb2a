"""Agents that take decisions for a seat: one interface (`choose(game) -> option id`), several
strategies. Imports i18n (the human seat), the engine and everything below.

Seat syntax (`--seats`): `planner` (the default: plays each option to the end of its turn), `random`,
`planner:FILE.yaml` / `greedy:FILE.yaml` (with the evaluation terms of a file, e.g. fitted ones),
`greedy`, `strong` (the strong agent: the default agent's best options compared on shared
determinisations; `strong:3000steps` banked rollout steps, `strong:40` worlds, `strong:0.2s` CPU time per
decision), `mcts` (tree search, default budget), `mcts:500` (iterations), `mcts:0.5s` / `mcts:250ms` (time
per decision), `human`. Guide: docs/agents.md.
"""

from __future__ import annotations

import random
from typing import Protocol

from rulesdsl.agents.greedy import GreedyAgent
from rulesdsl.agents.human import HumanAgent
from rulesdsl.agents.mcts import MCTSAgent
from rulesdsl.agents.planner import PlannerAgent
from rulesdsl.agents.shared_search import SharedWorldAgent
from rulesdsl.errors import UsageError
from rulesdsl.play.game import Game


class Agent(Protocol):
    """Anything that picks one of the legal option ids of a game's pending decision."""

    name: str

    def choose(self, game: Game) -> str:
        """Return one of `game.legal_actions()`."""


class RandomAgent:
    """Uniformly random among the legal options, with its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> str:
        """A uniformly random legal option."""
        return self.rng.choice(game.legal_actions())


AGENTS: dict[str, type] = {"planner": PlannerAgent, "random": RandomAgent, "greedy": GreedyAgent, "mcts": MCTSAgent,
                           "strong": SharedWorldAgent, "human": HumanAgent}
DEFAULT_SEAT = "planner"


def make_agent(kind: str, seed: int, locale: str = "en", save: str | None = None) -> Agent:
    """Build an agent from its seat spec (`planner`, `random`, `greedy`, `mcts`, `mcts:500`, `mcts:0.5s`,
    `human`); a human seat speaks `locale` and saves to `save` (else the user's data folder) on Ctrl-C."""
    name, _, arg = kind.strip().partition(":")
    cls = AGENTS.get(name)
    if cls is None:
        raise UsageError(f"unknown seat kind '{kind}'; choose from: {', '.join(sorted(AGENTS))}", "U004",
                         "mcts takes a budget: mcts:500 (iterations) or mcts:0.5s (seconds per decision)")
    if arg and cls in (PlannerAgent, GreedyAgent):
        from rulesdsl.agents.evaluation import read_terms
        agent_with_terms: Agent = cls(seed, terms=read_terms(arg))
        agent_with_terms.name = f"{name}:{arg}"
        return agent_with_terms
    if arg:
        if cls is SharedWorldAgent:
            return SharedWorldAgent.from_spec(arg, seed)
        if cls is not MCTSAgent:
            raise UsageError(f"seat kind '{name}' takes no ':' argument (got '{kind}')", "U004")
        return MCTSAgent.from_spec(arg, seed)
    if cls is HumanAgent:
        from pathlib import Path
        return HumanAgent(seed, locale=locale, save_path=Path(save) if save else None)
    agent: Agent = cls(seed)
    return agent


__all__ = ["AGENTS", "DEFAULT_SEAT", "Agent", "GreedyAgent", "HumanAgent", "MCTSAgent", "PlannerAgent", "RandomAgent",
           "SharedWorldAgent", "make_agent"]
