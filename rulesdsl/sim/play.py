"""Play whole games with agents in the seats."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rulesdsl.agents import Agent
from rulesdsl.errors import GameRuntimeError
from rulesdsl.play.game import Game

MAX_DECISIONS = 100_000


def play_out(game: Game, agents: Sequence[Agent], on_step: Callable[[Game], None] | None = None) -> Game:
    """Let the agents decide until the game is over (bounded)."""
    for _ in range(MAX_DECISIONS):
        p = game.current_player()
        if p is None:
            return game
        game.apply(agents[p].choose(game))
        if on_step is not None:
            on_step(game)
    raise GameRuntimeError(f"the game did not end within {MAX_DECISIONS} decisions", "R107")
