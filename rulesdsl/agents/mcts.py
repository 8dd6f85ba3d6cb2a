"""The strong agent: information-set Monte Carlo tree search over determinisations; never peeks.

Each iteration re-deals the acting player's unseen objects and re-seeds chance (`determinize`), then
walks one shared tree keyed by option ids (single-observer ISMCTS, Cowling, Powley & Whitehouse
2012: UCT where a child's exploration term counts the iterations in which it was *available*). Wide
decisions are opened gradually (progressive widening: a node visited n times may have
`widen_c * n ** widen_alpha` children, opened in the order of a cheap prior), so a 20-option choice
is not spread over 20 children at once; below the root the prior is the default agent's own choice
and the widening is twice as slow, so a small budget is spent comparing the root options under
good play rather than second-guessing every later decision. Below the tree a heuristic rollout (not uniform random)
plays on with the default agent (`planner`; or, cheaper, `heuristic`: the evaluation's favourite at
`act` menus and a random non-skip option elsewhere; or `random`). The rollout stops at the searching
player's next turn menu — every line is judged at the same point of the game, after the others have
answered — or after `rollout_depth` decisions, and the position is scored with the evaluation (own
value minus the best opponent's, rivals counted), mapped to (0, 1);
a finished game scores its win/loss plus a small margin term. Each player's reward is backed up into
the moves that player chose. Budget: iterations (deterministic) or CPU seconds per decision (the
searching thread's own CPU time, so a loaded machine does not shrink the search).
Following: TAG's MCTSPlayer (rollout length, heuristic leaf value, progressive widening) and
OpenSpiel's ISMCTS (`ismcts.py`: availability counts, resampled information states); see
docs/agents.md.
"""

from __future__ import annotations

import math
import random
import time

from rulesdsl.agents.determinize import determinize
from rulesdsl.agents.evaluation import Evaluator, evaluator_for, opponents, outcome, pooled, rival_values
from rulesdsl.agents.planner import PlannerAgent
from rulesdsl.errors import GameRuntimeError, UsageError
from rulesdsl.limits import MAX_MCTS_ITERATIONS, MAX_MCTS_SECONDS
from rulesdsl.play.game import SKIP, Game
from rulesdsl.play.simultaneous import masked

DEFAULT_ITERATIONS = 24
ROLLOUT_DEPTH = 24
SCALE = 150.0  # evaluation units (tenths of a VP in the shipped rulesets) that map a margin to a sure win


class _Node:
    __slots__ = ("children", "visits", "total", "avail", "order")

    def __init__(self) -> None:
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.order: list[str] | None = None  # the prior order in which options are opened


def parse_budget(arg: str) -> tuple[int | None, float | None]:
    """`500` → 500 iterations; `1s`, `0.5s`, `250ms` → a time budget in seconds (at most one hour)."""
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


def squash(margin: float, scale: float) -> float:
    """An evaluation margin mapped smoothly to (0, 1); 0.5 = level."""
    return 0.5 + 0.5 * math.tanh(margin / max(scale, 1e-9))


class MCTSAgent:
    """ISMCTS with progressive widening, heuristic truncated rollouts and an evaluation-based reward."""

    name = "mcts"

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None,
                 exploration: float = 0.7, rollout_depth: int | None = ROLLOUT_DEPTH, reward: str = "margin",
                 widen_c: float = 1.0, widen_alpha: float = 0.5, rollout: str = "planner") -> None:
        self.rng = random.Random(seed)
        self.iterations = iterations if iterations is not None or seconds is not None else DEFAULT_ITERATIONS
        self.seconds = seconds
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        if reward not in ("win", "margin"):
            raise UsageError(f"unknown mcts reward '{reward}' (win or margin)", "U004")
        if rollout not in ("planner", "heuristic", "random"):
            raise UsageError(f"unknown mcts rollout '{rollout}' (planner, heuristic or random)", "U004")
        self.reward = reward
        self.rollout = rollout
        self.widen_c = widen_c
        self.widen_alpha = widen_alpha
        self._eval: Evaluator | None = None
        self.last_iterations = 0
        self._planner = PlannerAgent(self.rng.getrandbits(32), follow=False)
        self._planner.sampled = True

    @classmethod
    def from_spec(cls, arg: str, seed: int) -> MCTSAgent:
        """Build from the seat syntax argument (`mcts:500`, `mcts:1s`)."""
        iters, secs = parse_budget(arg)
        agent = cls(seed, iters, secs)
        agent.name = f"mcts:{arg}"
        return agent

    def choose(self, game: Game) -> str:
        """The most visited root option after the budget is spent."""
        game = masked(game)  # a simultaneous decision: the others' pending choices are not for my eyes
        options = game.legal_actions()
        if len(options) == 1:
            return options[0]
        me = game.current_player()
        assert me is not None
        self._eval = evaluator_for(self._eval, game)
        root = _Node()
        deadline = time.thread_time() + self.seconds if self.seconds is not None else None
        done = 0
        while True:
            if self.iterations is not None and done >= self.iterations:
                break
            if deadline is not None and done > 0 and time.thread_time() >= deadline:
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

    def _allowed(self, node: _Node, g: Game, legal: list[str], player: int, root: bool) -> list[str]:
        """The options open at this node under progressive widening, in prior order."""
        if node.order is None:
            node.order = self._root_prior(g, legal, player) if root else self._prior(g, legal, player)
        alpha = self.widen_alpha if root else self.widen_alpha / 2  # below the root the prior is trusted longer
        k = max(1, math.ceil(self.widen_c * (node.visits + 1) ** alpha))
        legal_set = set(legal)
        opened = [o for o in node.order if o in legal_set][:k]
        extra = [o for o in legal if o not in node.order]  # options this determinisation adds
        return opened + extra[:max(0, k - len(opened))]

    def _root_prior(self, g: Game, legal: list[str], player: int) -> list[str]:
        """Root options ordered by the default agent's end-of-turn values (best first)."""
        if self.rollout != "planner":
            return self._prior(g, legal, player)
        shuffled = legal[:]
        self.rng.shuffle(shuffled)
        ev = self._eval
        assert ev is not None
        self._planner.fresh_draw()
        vals = {o: self._planner._line(g, o, player, ev, None)[0] for o in shuffled}
        return sorted(shuffled, key=lambda o: -vals[o])

    def _prior(self, g: Game, legal: list[str], player: int) -> list[str]:
        """Below the root: the default agent's choice first, then by immediate evaluation for the mover."""
        ev = self._eval
        assert ev is not None
        shuffled = legal[:]
        self.rng.shuffle(shuffled)
        if self.rollout == "planner":
            first = self._planner.choose(g)
            return [first] + [o for o in shuffled if o != first]
        if len(legal) > 24:
            return shuffled
        vals: dict[str, float] = {}
        for o in shuffled:
            c = g.clone()
            try:
                c.apply(o)
                vals[o] = ev.own(c, player)
            except GameRuntimeError:
                vals[o] = -math.inf
        return sorted(shuffled, key=lambda o: -vals[o])

    def _iterate(self, root: _Node, game: Game, me: int) -> None:
        rng = self.rng
        g = determinize(game, me, rng)
        node = root
        path: list[tuple[_Node, int]] = []
        while True:
            d = g.state["decision"]
            if d is None:
                break
            legal = g.legal_actions()
            player = int(d["p"])
            allowed = self._allowed(node, g, legal, player, node is root) if len(legal) > 1 else legal
            children = node.children
            untried = [o for o in allowed if o not in children]
            if untried:
                opt = untried[0]
                children[opt] = _Node()
                for o in allowed:
                    if o in children:
                        children[o].avail += 1
                path.append((children[opt], player))
                if not self._step(g, opt, path):
                    return
                break
            c = self.exploration
            best_opt, best_v = allowed[0], -math.inf
            for o in allowed:
                ch = children[o]
                ch.avail += 1
                v = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits) if ch.visits else math.inf
                if v > best_v:
                    best_opt, best_v = o, v
            node = children[best_opt]
            path.append((node, player))
            if not self._step(g, best_opt, path):
                return
        try:
            rewards = self._rollout(g, me)
        except GameRuntimeError:
            rewards = [0.0] * g.state["players"]  # the rules broke down on this line of play: count it as lost
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

    def _policy(self, g: Game) -> str:
        """The rollout policy: greedy on the evaluation at `act` decisions, else a random non-skip option."""
        legal = g.legal_actions()
        if len(legal) == 1:
            return legal[0]
        d = g.state["decision"]
        if self.rollout == "planner":
            return self._planner.choose(g)
        if self.rollout == "heuristic" and d["k"] == "act":
            ev = self._eval
            assert ev is not None
            p = int(d["p"])
            best: list[str] = []
            best_v = -math.inf
            for o in legal:
                c = g.clone()
                try:
                    c.apply(o)
                except GameRuntimeError:
                    continue
                v = ev.own(c, p)
                if v > best_v + 1e-9:
                    best, best_v = [o], v
                elif v >= best_v - 1e-9:
                    best.append(o)
            if best:
                return self.rng.choice(best)
        if self.rollout == "heuristic":
            pool = [o for o in legal if o != SKIP] or legal
            return self.rng.choice(pool)
        return self.rng.choice(legal)

    def _rollout(self, g: Game, me: int) -> list[float]:
        """Play on until the searcher's next turn menu (or `rollout_depth` decisions), then evaluate."""
        limit = self.rollout_depth
        steps = 0
        ev = self._eval
        assert ev is not None
        while not g.state["over"]:
            d = g.state["decision"]
            at_my_turn = d is not None and d["p"] == me and d["k"] == "act"
            if (limit is not None and steps >= limit) or at_my_turn:
                raw = ev.raw(g)
                rivals = [] if ev.terms else rival_values(g)
                opp = opponents(g)
                return [squash(raw[p] - max([raw[q] for q in opp[p]] + rivals, default=0.0), SCALE)
                        for p in range(len(raw))]
            g.apply(self._policy(g))
            steps += 1
        win = outcome(g)
        if self.reward == "win":
            return win
        scores = pooled(g, [float(g.rs.score_sign * s) for s in g.scores()])
        rivals = rival_values(g)
        opp = opponents(g)
        margins = [scores[p] - max([scores[q] for q in opp[p]] + rivals, default=0.0) for p in range(len(scores))]
        return [0.8 * w + 0.2 * squash(10 * m, SCALE) for w, m in zip(win, margins, strict=True)]
