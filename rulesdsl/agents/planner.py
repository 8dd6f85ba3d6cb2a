"""The default agent: plays each option out to the end of its own turn and keeps the best-evaluated one.

For every legal option the agent applies it on a copy, then finishes its own turn with a cheap
continuation (the first option that is not a skip), stopping when someone else decides, when its
next turn starts (a new `act` decision), when the game ends, or after `horizon` decisions; the
state there is scored with the ruleset's `evaluation:` for this player alone. This is one step of
policy improvement over the continuation ("rollout" in Bertsekas' sense), repeated at every
decision, so each later decision of the turn corrects the continuation's guesses.

Passing is not special-cased: rulesets say what passing costs in their `evaluation:` data (Bitoku
weighs its `passed` counter), so the agent passes only when every other option evaluates worse.

It never peeks: the options are tried on the real state only while that reveals nothing (no chance
drawn, no object leaving a zone this player cannot see); as soon as one option would reveal
something, every option of that decision is tried on one determinisation instead (hidden objects
re-dealt, chance re-seeded from the agent's own generator).
"""

from __future__ import annotations

import random
from typing import Any

from rulesdsl.agents.determinize import determinize, unseen_zones
from rulesdsl.agents.evaluation import Evaluator, evaluator_for
from rulesdsl.engine.game import SKIP, Game
from rulesdsl.errors import GameRuntimeError

HORIZON = 12
_UNSEEN: dict[tuple[int, int, int], tuple[Any, list[str]]] = {}


def _unseen_keys(game: Game, viewer: int) -> list[str]:
    """The zone keys this viewer cannot see (fixed for a ruleset and player count, so cached)."""
    key = (id(game.rs), int(game.state["n"]), viewer)
    got = _UNSEEN.get(key)
    if got is None or got[0] is not game.rs:
        got = _UNSEEN[key] = (game.rs, unseen_zones(game.rs, game.state, viewer))
    return got[1]


def _fingerprint(st: dict[str, Any], keys: list[str]) -> tuple[int, int]:
    """What changes when something is revealed: the generator, and how many objects are out of sight."""
    z = st["z"]
    return st["rng"], sum(len(z[k]) for k in keys if k in z)


def continuation(options: list[str]) -> str:
    """The cheap default for the rest of a turn: the first option that is not a skip."""
    for o in options:
        if o != SKIP:
            return o
    return options[0]


class PlannerAgent:
    """Tries every option to the end of its own turn (cheap continuation) and keeps the best."""

    name = "planner"

    def __init__(self, seed: int = 0, horizon: int = HORIZON, terms: list[dict[str, Any]] | None = None) -> None:
        self.rng = random.Random(seed)
        self.horizon = horizon
        self.terms = terms
        self._eval: Evaluator | None = None

    def evaluator(self, game: Game) -> Evaluator:
        """The ruleset's evaluation (or the agent's own terms), compiled once per ruleset."""
        if self.terms is not None:
            if self._eval is None or self._eval.rs is not game.rs:
                self._eval = Evaluator(game.rs, self.terms)
            return self._eval
        self._eval = evaluator_for(self._eval, game)
        return self._eval

    def choose(self, game: Game) -> str:
        """The option whose end-of-turn state evaluates best for the deciding player (random tie-break)."""
        options = game.legal_actions()
        if len(options) == 1:
            return options[0]
        me = game.current_player()
        assert me is not None
        ev = self.evaluator(game)
        keys = _unseen_keys(game, me)
        values = self.values(game, options, me, ev, keys)
        if values is None:  # an option would reveal hidden information: compare them all on a determinisation
            values = self.values(determinize(game, me, self.rng), options, me, ev, None)
            assert values is not None
        top = max(values)
        return self.rng.choice([o for o, v in zip(options, values, strict=True) if v >= top - 1e-9])

    def values(self, base: Game, options: list[str], me: int, ev: Evaluator,
               keys: list[str] | None) -> list[float] | None:
        """The end-of-turn value of each option; None when `keys` is given and an option reveals something."""
        before = _fingerprint(base.state, keys) if keys is not None else None
        out = []
        for opt in options:
            g = base.clone()
            try:
                g.apply(opt)
                if before is not None and _fingerprint(g.state, keys or []) != before:
                    return None
                out.append(self.finish(g, me, ev, keys))
            except GameRuntimeError:
                out.append(float("-inf"))  # the rules break down on this line of play: avoid it
            except _Revealed:
                return None
        return out

    def finish(self, g: Game, me: int, ev: Evaluator, keys: list[str] | None) -> float:
        """Play the rest of my turn with the continuation and evaluate where it ends."""
        before = _fingerprint(g.state, keys) if keys is not None else None
        for _ in range(self.horizon):
            d = g.state["d"]
            if d is None or d["p"] != me or d["k"] == "act":
                break
            g.apply(continuation(g.legal_actions()))
            if before is not None and _fingerprint(g.state, keys or []) != before:
                raise _Revealed
        return ev.own(g, me)


class _Revealed(Exception):
    """A continuation drew chance or uncovered a hidden object (internal signal)."""
