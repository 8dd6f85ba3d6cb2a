"""Stage 5, agents that take decisions for a seat: one interface (`choose(game) -> option id`), several
strategies. Imports i18n (the human seat), the engine and everything below.

Seat syntax (`--seats`): `random`, `greedy`, `mcts` (200 iterations), `mcts:500` (iterations),
`mcts:0.5s` / `mcts:250ms` (time per decision), `human`.
"""

from __future__ import annotations

import random
from typing import Protocol

from rulesdsl.agents.greedy import GreedyAgent
from rulesdsl.agents.human import HumanAgent
from rulesdsl.agents.mcts import MCTSAgent
from rulesdsl.engine.game import Game
from rulesdsl.errors import UsageError


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


AGENTS: dict[str, type] = {"random": RandomAgent, "greedy": GreedyAgent, "mcts": MCTSAgent, "human": HumanAgent}


def make_agent(kind: str, seed: int, locale: str = "en", save: str | None = None) -> Agent:
    """Build an agent from its seat spec (`random`, `greedy`, `mcts`, `mcts:500`, `mcts:0.5s`, `human`);
    a human seat speaks `locale` and saves to `save` (else the user's data folder) on Ctrl-C."""
    name, _, arg = kind.strip().partition(":")
    cls = AGENTS.get(name)
    if cls is None:
        raise UsageError(f"unknown seat kind '{kind}'; choose from: {', '.join(sorted(AGENTS))}", "U004",
                         "mcts takes a budget: mcts:500 (iterations) or mcts:0.5s (seconds per decision)")
    if arg:
        if cls is not MCTSAgent:
            raise UsageError(f"seat kind '{name}' takes no ':' argument (got '{kind}')", "U004")
        return MCTSAgent.from_spec(arg, seed)
    if cls is HumanAgent:
        from pathlib import Path
        return HumanAgent(seed, locale=locale, save_path=Path(save) if save else None)
    agent: Agent = cls(seed)
    return agent


__all__ = ["AGENTS", "Agent", "GreedyAgent", "HumanAgent", "MCTSAgent", "RandomAgent", "make_agent"]
