"""Play whole games with agents in the seats."""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Sequence

from rulesdsl.agents import Agent
from rulesdsl.errors import GameRuntimeError
from rulesdsl.play.game import Game
from rulesdsl.runtime.ruleset import Ruleset

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


def seeded_random_digest(rs: Ruleset, players: int, games: int) -> str:
    """A digest of `games` seeded games of uniformly random options (seeds 0, 1, …): their moves, scores, winners,
    score breakdowns and typed logs. Two builds of the same rules must give the same (`rulesdsl build --check`,
    `tools/build_mypyc.py --compare`)."""
    h = hashlib.sha256()
    for seed in range(games):
        rng = random.Random(seed)
        g = Game.new(rs, players, seed, log=True)
        for _ in range(MAX_DECISIONS):
            d = g.decision()
            if d is None:
                break
            g.apply(rng.choice(list(d.options)))
        h.update(json.dumps([g.history, g.scores(), g.winners(), g.breakdown(), g.events()], default=str).encode())
    return h.hexdigest()
