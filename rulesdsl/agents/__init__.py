"""Agents that take decisions for a seat: one interface, several strategies."""

from __future__ import annotations

import random
from typing import Protocol

from rulesdsl.errors import UsageError
from rulesdsl.game import Game


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


AGENTS = {"random": RandomAgent}


def make_agent(kind: str, seed: int) -> Agent:
    """Build an agent by name (random …)."""
    cls = AGENTS.get(kind)
    if cls is None:
        raise UsageError(f"unknown seat kind '{kind}'; choose from: {', '.join(sorted(AGENTS))}", "U004")
    return cls(seed)
