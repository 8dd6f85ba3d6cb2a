"""The strong agent (`strong`): information-set search over the default agent's best options, judged on
shared determinisations.

At a decision it asks the default agent (`planner.py`) for every option's end-of-turn value and keeps
the `width` best (the rest cannot win a head-to-head against those on the evaluation, and each costs a
rollout per world). Then, world after world, it samples one determinisation of what this seat cannot
see (`determinize`: the objects out of its sight re-dealt among themselves, chance re-seeded — its own
knowledge only) and plays *every* remaining candidate in that same world, with the same rollout
generator: the candidates are compared on common random numbers, so a difference in reward comes
from the option, not from the deal (the paired comparison of Cowling, Powley & Whitehouse's ISMCTS
done at the root, where it matters). A rollout plays the default agent for every seat until this
seat's `turns`-th next turn menu (or `depth` decisions), where the evaluation cuts it short: own value
minus the best opponent's, mapped to (0, 1); a finished game scores its win. Move statistics are kept
across the whole search (MAST, Finnsson & Björnsson 2008): each option id's mean reward for the player
who took it, which breaks the default agent's ties in the rollouts. A candidate whose paired deficit
against the leader exceeds two standard errors is dropped, so the budget goes to the close ones. The
choice is the best mean reward plus a progressive bias toward the default agent's own value that
fades as worlds accumulate — and the default agent's own choice stays unless the winner beats it by
more than one standard error of their paired difference (few worlds fit in a small budget: noise
must not overrule the default agent), unless the default agent valued them the same.

With no opposing seat (solo, co-op) the reward is the change of the evaluation from the root, on a
linear scale (no squash, no win term: against a rival the win alone saturates and hides the VP), a
rollout runs to the end of the current phase when the ruleset marks one (an evaluation term with
`role: phase`: every candidate is judged at the same point of the game; ending at this seat's next turns
instead favours passing, which reaches the next phase's income sooner), and the default agent's choice
also stays when it was pruned, unless the winner beats it by `CONFIDENCE` standard errors.

Budget (deterministic by default): rollout steps per decision with a choice, kept in a bank — a decision
where one option stands out (the others more than `MARGIN` of the scale below it) is not searched and
banks its allowance for the close ones; or worlds per decision; or CPU seconds per decision.
"""

from __future__ import annotations

import math
import random
import time

from rulesdsl.agents.determinize import determinize
from rulesdsl.agents.evaluation import (
    Evaluator,
    Term,
    evaluator_for,
    opponents,
    outcome,
    rival_values,
    role_terms,
    term_sum,
)
from rulesdsl.agents.mcts import SCALE, parse_budget, squash
from rulesdsl.agents.planner import PlannerAgent
from rulesdsl.errors import GameRuntimeError, UsageError
from rulesdsl.play.game import Game
from rulesdsl.play.simultaneous import masked

DEFAULT_STEPS = 2000  # the default budget: rollout steps per decision with a choice, banked (see `choose`)
BANK = 8  # the bank holds at most this many decisions' allowance
MARGIN = 0.5  # options further than this share of SCALE below the default agent's best are not searched
WIDTH = 4  # the default agent's best options compared
TURNS = 2  # a rollout ends at this seat's second next turn menu
DEPTH = 60  # ... or after this many decisions
BIAS = 0.05  # weight of the default agent's value, divided by (1 + worlds played)
MAST_MIN = 3  # visits before an option's MAST mean breaks ties
CONFIDENCE = 1.0  # standard errors by which a candidate must beat the default agent's own choice
SOLO_DEPTH = 200  # with no opposing seat, a rollout to the phase's end stops after this many decisions


class _MastPlanner(PlannerAgent):
    """The default agent whose ties are broken by the search's move statistics (MAST) instead of at random."""

    def __init__(self, seed: int, mast: dict[tuple[int, str], list[float]]) -> None:
        super().__init__(seed)
        self.sampled = True  # it only ever sees determinisations
        self.mast = mast
        self.work = 0  # engine steps played so far (each option's line counts its steps)

    def plan(self, game: Game, options: list[str], me: int,
             known: dict[str, float] | None = None) -> tuple[str, list[tuple[tuple[str, ...], str]], float]:
        """The default agent's plan; among options of equal value, the one with the best MAST mean."""
        ev = self.evaluator(game)
        self.fresh_draw()
        scored = []
        for opt in options:
            v, line = self._line(game, opt, me, ev, None)
            self.work += 1 + len(line)
            scored.append((v, opt, line))
        top = max(v for v, _, _ in scored)
        tied = [x for x in scored if x[0] >= top - 1e-9]
        if len(tied) > 1:
            stats = [self.mast.get((me, o)) for _, o, _ in tied]
            known_means = [s[0] / s[1] if s and s[1] >= MAST_MIN else None for s in stats]
            if any(m is not None for m in known_means):
                best = max(m for m in known_means if m is not None)
                tied = [x for x, m in zip(tied, known_means, strict=True) if m is not None and m >= best - 1e-9]
        v, opt, line = self.rng.choice(tied)
        return opt, line, v


class SharedWorldAgent:
    """Compares the default agent's best options on shared determinisations, with truncated rollouts."""

    name = "strong"

    def __init__(self, seed: int = 0, worlds: int | None = None, seconds: float | None = None,
                 width: int = WIDTH, turns: int = TURNS, depth: int = DEPTH, bias: float = BIAS,
                 steps: int | None = None, margin: float = MARGIN) -> None:
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.seconds = seconds
        self.steps = steps if steps is not None or worlds is not None or seconds is not None else DEFAULT_STEPS
        self.margin = margin * SCALE
        self.bank = 0
        self.width, self.turns, self.depth, self.bias = max(1, width), max(1, turns), max(1, depth), bias
        self.mast: dict[tuple[int, str], list[float]] = {}
        self._planner = PlannerAgent(self.rng.getrandbits(32))
        self._rollout = _MastPlanner(self.rng.getrandbits(32), self.mast)
        self._eval: Evaluator | None = None
        self._base: list[float] | None = None
        self._phase: tuple[object, list[Term]] | None = None  # the ruleset and its `role: phase` terms
        self.last_worlds = 0

    @classmethod
    def from_spec(cls, arg: str, seed: int) -> SharedWorldAgent:
        """Build from the seat syntax argument (`strong:3000steps` banked steps, `strong:40` worlds, `strong:0.2s`)."""
        text = arg.strip().lower()
        if text.endswith("steps"):
            worlds, secs = parse_budget(text[:-5])
            if worlds is None:
                raise UsageError(f"bad strong budget '{arg}'", "U004", "write strong:STEPSsteps, e.g. strong:3000steps")
            agent = cls(seed, steps=worlds)
        else:
            worlds, secs = parse_budget(arg)
            agent = cls(seed, worlds, secs)
        agent.name = f"strong:{arg}"
        return agent

    def choose(self, game: Game) -> str:
        """The candidate with the best mean reward over the shared worlds (plus the fading prior)."""
        game = masked(game)  # a simultaneous decision: the others' pending choices are not for my eyes
        options = game.legal_actions()
        if len(options) == 1:
            return options[0]
        me = game.current_player()
        assert me is not None
        self._eval = evaluator_for(self._eval, game)
        # solo or co-op: the margin is a whole position's value (hundreds of units, where the squash is flat);
        # the search compares the candidates by what they change from here
        self._base = self._raw_margins(game, self._eval) if not any(opponents(game)) else None
        prior = self._prior(game, options, me)
        ranked = sorted(prior, key=lambda o: -prior[o])
        top = prior[ranked[0]]
        cands = [o for o in ranked[:self.width] if prior[o] >= top - self.margin]
        if self.steps is not None:  # every decision with a choice earns its allowance; a clear one banks it
            self.bank = min(self.bank + self.steps, BANK * self.steps)
        self.last_worlds = 0
        if len(cands) == 1:
            return cands[0]
        deadline = time.thread_time() + self.seconds if self.seconds is not None else None
        rewards: dict[str, list[float]] = {c: [] for c in cands}
        alive = list(cands)
        done = 0
        start = self._rollout.work
        while len(alive) > 1:
            if self.worlds is not None and done >= self.worlds:
                break
            if deadline is not None and done > 0 and time.thread_time() >= deadline:
                break
            if self.steps is not None and self._rollout.work - start >= self.bank:
                break
            world = determinize(game, me, self.rng)
            seed = self.rng.getrandbits(32)
            for c in alive:
                rewards[c].append(self._play(world, c, me, seed))
            done += 1
            alive = self._prune(alive, rewards)
        self.bank -= self._rollout.work - start  # an overrun is paid back by the next decisions
        self.last_worlds = done
        return self._pick(cands[0], alive, rewards, prior)

    def _pick(self, default: str, alive: list[str], rewards: dict[str, list[float]],
              prior: dict[str, float]) -> str:
        """The best mean reward plus the fading prior; but the default agent's own choice stays unless the
        winner beats it by more than `CONFIDENCE` standard errors of the paired difference."""
        top = max(prior.values())

        def score(c: str) -> float:
            rs = rewards[c]
            mean = sum(rs) / len(rs) if rs else 0.5
            return mean + self.bias * (prior[c] - top) / max(SCALE, 1e-9) / (1 + len(rs))

        best = max(alive, key=score)
        if best == default or prior[best] >= prior[default] - 1e-9:
            return best  # a tie in the default agent's eyes is broken by the search alone
        if default not in alive and self._base is None:
            return best
        n = min(len(rewards[best]), len(rewards[default]))  # a pruned default stopped collecting rewards
        d = [a - b for a, b in zip(rewards[best][:n], rewards[default][:n], strict=True)]
        if n < 2:
            return default
        mean = sum(d) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1))
        return best if mean > CONFIDENCE * sd / math.sqrt(n) else default

    def _prior(self, game: Game, options: list[str], me: int) -> dict[str, float]:
        """The default agent's end-of-turn value of every option (on one determinisation: no peeking)."""
        ev = self._eval
        assert ev is not None
        shadow = determinize(game, me, self.rng)
        self._planner.fresh_draw()
        return {o: self._planner._line(shadow, o, me, ev, None)[0] for o in options}

    @staticmethod
    def _prune(alive: list[str], rewards: dict[str, list[float]]) -> list[str]:
        """Drop a candidate whose rewards so far equal an earlier one's in every world (the same move in
        effect, such as two equal pieces: searching both wastes the budget), and the candidates whose
        paired deficit against the leader exceeds two standard errors."""
        n = len(rewards[alive[0]])
        if n >= 2:
            seen: set[tuple[float, ...]] = set()
            unique = []
            for c in alive:
                key = tuple(rewards[c])
                if key not in seen:
                    seen.add(key)
                    unique.append(c)
            alive = unique
        if n < 4 or len(alive) < 2:
            return alive
        lead = max(alive, key=lambda c: sum(rewards[c]))
        keep = []
        for c in alive:
            if c == lead:
                keep.append(c)
                continue
            d = [a - b for a, b in zip(rewards[lead], rewards[c], strict=True)]
            mean = sum(d) / n
            var = sum((x - mean) ** 2 for x in d) / (n - 1)
            if mean <= 2 * math.sqrt(var / n) or var == 0 and mean == 0:
                keep.append(c)
        return keep

    def _play(self, world: Game, opt: str, me: int, seed: int) -> float:
        """One candidate in one world: apply it, roll out with the default agent, evaluate where it stops."""
        g = world.clone()
        pol = self._rollout
        pol.rng.seed(seed)
        pol._plan, pol._at = [], -1
        taken: list[tuple[int, str]] = [(me, opt)]
        phase = self._phase_terms(g) if self._base is not None else []
        start = term_sum(g, phase, me) if phase else None
        depth = SOLO_DEPTH if start is not None else self.depth
        try:
            g.apply(opt)
            turns = steps = 0
            while not g.state["over"] and steps < depth:
                d = g.state["decision"]
                if d is None:
                    break
                p = int(d["p"])
                if start is not None:
                    if term_sum(g, phase, me) != start:
                        break  # the phase is over: every candidate is judged at the same point
                elif p == me and d["k"] == "act":
                    turns += 1
                    if turns >= self.turns:
                        break
                legal = g.legal_actions()
                step = legal[0] if len(legal) == 1 else pol.choose(g)
                pol.work += 1
                if len(legal) > 1:
                    taken.append((p, step))
                g.apply(step)
                steps += 1
        except GameRuntimeError:
            return 0.0 if self._base is None else -1.0  # the rules break down on this line of play: count it as lost
        rewards = self._rewards(g)
        for p, o in taken:
            s = self.mast.setdefault((p, o), [0.0, 0.0])
            s[0] += rewards[p]
            s[1] += 1
        if len(self.mast) > 200_000:  # bounded: a very long game forgets its oldest statistics
            self.mast.clear()
        return rewards[me]

    def _rewards(self, g: Game) -> list[float]:
        """Each player's reward where a rollout stopped: the win at the end, else the squashed margin."""
        ev = self._eval
        assert ev is not None
        if g.state["over"] and self._base is None:
            return [0.8 * w + 0.2 * m for w, m in zip(outcome(g), self._margins(g, ev), strict=True)]
        return self._margins(g, ev)

    def _margins(self, g: Game, ev: Evaluator) -> list[float]:
        """Each player's margin squashed to (0, 1); centred on the root's when no seat has an opponent seat."""
        base = self._base
        if base is not None:  # the change from the root, unsquashed: 0.5 = no change, 1 = SCALE gained
            return [0.5 + 0.5 * (m - base[p]) / SCALE for p, m in enumerate(self._raw_margins(g, ev))]
        return [squash(m, SCALE) for m in self._raw_margins(g, ev)]

    def _phase_terms(self, g: Game) -> list[Term]:
        """The ruleset's `role: phase` terms (what marks a new phase of the game), compiled once per ruleset."""
        if self._phase is None or self._phase[0] is not g.rs:
            self._phase = (g.rs, role_terms(g.rs, "phase"))
        return self._phase[1]

    @staticmethod
    def _raw_margins(g: Game, ev: Evaluator) -> list[float]:
        """Own value minus the best opponent's or rival's (rivals by score when the evaluation is the score)."""
        raw = ev.raw(g)
        rivals = [] if ev.terms else rival_values(g)
        opp = opponents(g)
        return [raw[p] - max([raw[q] for q in opp[p]] + rivals, default=0.0) for p in range(len(raw))]
