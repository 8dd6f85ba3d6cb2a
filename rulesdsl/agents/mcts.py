"""Information-set Monte Carlo tree search over determinisations; never reads hidden information.

Each iteration re-deals the acting player's unseen objects and re-seeds chance (`determinize`), then
walks one shared tree keyed by option ids (single-observer ISMCTS: UCT where a child's exploration
term counts the iterations in which it was *available*), expands one new option, plays random moves
to the end (or for `rollout_depth` decisions, then scores the position with the ruleset's evaluation),
and backs up each player's reward into the moves that player chose.
"""

from __future__ import annotations

import math
import random
import time

from rulesdsl.agents.determinize import determinize
from rulesdsl.agents.evaluation import Evaluator, evaluator_for, margin_reward, outcome, rival_values, spread
from rulesdsl.engine.game import Game
from rulesdsl.errors import GameRuntimeError, UsageError
from rulesdsl.limits import MAX_MCTS_ITERATIONS, MAX_MCTS_SECONDS

DEFAULT_ITERATIONS = 200


class _Node:
    __slots__ = ("children", "visits", "total", "avail")

    def __init__(self) -> None:
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0


def parse_budget(arg: str) -> tuple[int | None, float | None]:
    """`500` → 500 iterations; `1s`, `0.5s`, `250ms` → a time budget in seconds."""
    text = arg.strip().lower()
    try:
        if text.endswith("ms"):
            secs = float(text[:-2]) / 1000
        elif text.endswith("s"):
            secs = float(text[:-1])
        else:
            iters = int(text) if len(text) <= 12 else 0
            if not 1 <= iters <= MAX_MCTS_ITERATIONS:
                raise ValueError(text)
            return iters, None
    except ValueError:
        raise UsageError(f"bad mcts budget '{arg}'", "U004",
                         "write mcts:ITERATIONS or mcts:SECONDSs, e.g. mcts:500 or mcts:0.5s") from None
    if not 0 < secs <= MAX_MCTS_SECONDS:  # also refuses nan and inf
        raise UsageError(f"bad mcts budget '{arg}'", "U004",
                         f"the time budget must be positive and at most {MAX_MCTS_SECONDS} seconds")
    return None, secs


class MCTSAgent:
    """ISMCTS with UCT, random (optionally truncated) rollouts and a win or score-margin reward."""

    name = "mcts"

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None,
                 exploration: float = 0.7, rollout_depth: int | None = None, reward: str = "win") -> None:
        self.rng = random.Random(seed)
        self.iterations = iterations if iterations is not None or seconds is not None else DEFAULT_ITERATIONS
        self.seconds = seconds
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        if reward not in ("win", "margin"):
            raise UsageError(f"unknown mcts reward '{reward}' (win or margin)", "U004")
        self.reward = reward
        self._eval: Evaluator | None = None
        self.last_iterations = 0

    @classmethod
    def from_spec(cls, arg: str, seed: int) -> MCTSAgent:
        """Build from the seat syntax argument (`mcts:500`, `mcts:1s`)."""
        iters, secs = parse_budget(arg)
        agent = cls(seed, iters, secs)
        agent.name = f"mcts:{arg}"
        return agent

    def choose(self, game: Game) -> str:
        """The most visited root option after the budget is spent."""
        options = game.legal_actions()
        if len(options) == 1:
            return options[0]
        me = game.current_player()
        assert me is not None
        self._eval = evaluator_for(self._eval, game)
        root = _Node()
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else None
        done = 0
        while True:
            if self.iterations is not None and done >= self.iterations:
                break
            if deadline is not None and done > 0 and time.perf_counter() >= deadline:
                break
            self._iterate(root, game, me)
            done += 1
        self.last_iterations = done
        best = max(options, key=lambda o: self._rank(root.children.get(o)))
        top = self._rank(root.children.get(best))
        return self.rng.choice([o for o in options if self._rank(root.children.get(o)) == top])

    @staticmethod
    def _rank(node: _Node | None) -> tuple[int, float]:
        if node is None or node.visits == 0:
            return (0, 0.0)
        return (node.visits, node.total / node.visits)

    def _iterate(self, root: _Node, game: Game, me: int) -> None:
        rng = self.rng
        g = determinize(game, me, rng)
        node = root
        path: list[tuple[_Node, int]] = []
        while True:
            d = g.state["d"]
            if d is None:
                break
            legal = g.legal_actions()
            player = int(d["p"])
            children = node.children
            untried = [o for o in legal if o not in children]
            if untried:
                opt = rng.choice(untried)
                children[opt] = _Node()
                for o in legal:
                    if o in children:
                        children[o].avail += 1
                path.append((children[opt], player))
                if not self._step(g, opt, path):
                    return
                break
            c = self.exploration
            best_opt, best_v = legal[0], -math.inf
            for o in legal:
                ch = children[o]
                ch.avail += 1
                v = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if v > best_v:
                    best_opt, best_v = o, v
            node = children[best_opt]
            path.append((node, player))
            if not self._step(g, best_opt, path):
                return
        try:
            rewards = self._rollout(g)
        except GameRuntimeError:
            rewards = [0.0] * g.state["n"]  # the rules broke down on this line of play: count it as lost
        for n, p in path:
            n.visits += 1
            n.total += rewards[p]

    @staticmethod
    def _step(g: Game, opt: str, path: list[tuple[_Node, int]]) -> bool:
        """Apply a tree move; when the rules break down, back up a loss for everyone and stop."""
        try:
            g.apply(opt)
        except GameRuntimeError:
            for n, _ in path:
                n.visits += 1
            return False
        return True

    def _rollout(self, g: Game) -> list[float]:
        rng = self.rng
        limit = self.rollout_depth
        steps = 0
        while not g.state["over"]:
            if limit is not None and steps >= limit:
                assert self._eval is not None
                raw = self._eval.raw(g)
                rivals = [] if self._eval.terms else rival_values(g)
                return margin_reward(spread(raw, rivals), max(1.0, max(abs(v) for v in raw + rivals)))
            g.apply(rng.choice(g.legal_actions()))
            steps += 1
        if self.reward == "win":
            return outcome(g)
        scores = [float(s) for s in g.scores()]
        rivals = rival_values(g)
        return margin_reward(spread(scores, rivals), max(1.0, max(abs(v) for v in scores + rivals)))
