"""Greedy lookahead: try every legal option on a copy and keep the best-evaluated one.

A single step often ends at another decision of the same player (an action, then which card to
play it on), where nothing has changed yet. So while the same player keeps deciding, the agent looks
through those follow-up decisions too (a max over its own continuation, at most `depth` decisions
deep and `budget` evaluated states per choice), and scores the first state where someone else
decides, chance intervenes or the game ends. The lookahead runs on a determinisation (hidden objects
re-dealt, chance re-seeded from the agent's generator), so the agent never peeks at hidden
information or at future draws and rolls; every option is tried on the same determinisation.
"""

from __future__ import annotations

import random
from typing import Any

from rulesdsl.agents.determinize import determinize
from rulesdsl.agents.evaluation import Evaluator, evaluator_for
from rulesdsl.errors import GameRuntimeError
from rulesdsl.play.game import Game
from rulesdsl.play.simultaneous import masked

DEPTH = 3
BUDGET = 400


class GreedyAgent:
    """Picks the option whose resulting state evaluates best for the deciding player (random tie-break)."""

    name = "greedy"

    def __init__(self, seed: int = 0, depth: int = DEPTH, budget: int = BUDGET,
                 terms: list[dict[str, Any]] | None = None) -> None:
        self.rng = random.Random(seed)
        self.terms = terms
        self.depth = depth
        self.budget = budget
        self._eval: Evaluator | None = None
        self._left = 0

    def evaluator(self, game: Game) -> Evaluator:
        """The ruleset's evaluation (or the agent's own terms), compiled once per ruleset."""
        self._eval = evaluator_for(self._eval, game, self.terms)
        return self._eval

    def choose(self, game: Game) -> str:
        """The best option after looking through the player's own follow-up decisions."""
        game = masked(game)  # a simultaneous decision: the others' pending choices are not for my eyes
        options = game.legal_actions()
        if len(options) == 1:
            return options[0]
        me = game.current_player()
        assert me is not None
        ev = self.evaluator(game)
        self._left = self.budget
        base = determinize(game, me, self.rng)
        best: list[str] = []
        best_v = float("-inf")
        for opt in options:
            v = self._after(base, opt, me, ev, self.depth - 1)
            if v > best_v + 1e-9:
                best, best_v = [opt], v
            elif v >= best_v - 1e-9:
                best.append(opt)
        return self.rng.choice(best)

    def _after(self, game: Game, opt: str, me: int, ev: Evaluator, depth: int) -> float:
        """The value of taking `opt`, maximised over my own immediate follow-up decisions."""
        g = game.clone()
        rng_before = g.state["rng"]
        self._left -= 1
        try:
            g.apply(opt)
        except GameRuntimeError:
            return float("-inf")  # the rules break down on this line of play (e.g. a loop limit): avoid it
        if depth <= 0 or self._left <= 0 or g.current_player() != me or g.state["rng"] != rng_before:
            return ev.value(g, me)
        return max(self._after(g, o, me, ev, depth - 1) for o in g.legal_actions())
