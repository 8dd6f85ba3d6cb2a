"""Learn an evaluation from self-play, with no hand-written terms (`rulesdsl train`).

Version 0 plays by the score counter alone. Each iteration: the current version plays games against
itself (a few moves at random, so that the games differ), every `CHECK_EVERY` decisions each player's
candidate features are recorded (`features.py`: read off the declarations), and at the end the final
scores; a linear model of final score on the features, centred between the players at the same
checkpoint, is fitted (`linmodel.py`). The fitted version then plays the current one on paired seeds
(the same seed with the seats swapped; solo: the same seed played by each, the higher score wins)
and replaces it only when it wins more than its fair share of those games. The match games are
recorded too. Stops when the time budget is spent.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rulesdsl.agents.evaluation import compile_terms
from rulesdsl.agents.features import Discovery, Key, expression
from rulesdsl.agents.fit import features
from rulesdsl.agents.linmodel import fit_linear
from rulesdsl.agents.planner import PlannerAgent
from rulesdsl.errors import GameRuntimeError, UsageError
from rulesdsl.play.game import Game
from rulesdsl.play.outcomes import rival_won
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.sim.play import MAX_DECISIONS
from rulesdsl.sim.simulate import derive_seed

CHECK_EVERY = 6  # decisions between two recorded checkpoints
EXPLORE = 0.05  # chance of a random move in self-play games
DISCOVERY_GAMES = 6  # games (random and version 0) whose states decide the candidate features
MAX_ROWS = 60_000  # training rows kept (the oldest are dropped)
MAX_ITERATIONS = 1_000
SCORE_UNITS = 10.0  # weights are in tenths of a score point, like hand-written `evaluation:` lists
WIN_UNITS = 1e6  # a cooperative team that won beats any that lost, whatever the scores
Terms = list[dict[str, Any]]


@dataclass
class Version:
    """One evaluation version and how it came to be."""

    index: int
    terms: Terms
    note: str = ""


@dataclass
class TrainResult:
    """What training produced: the kept version, the history and the sizes seen."""

    best: Version
    iterations: int = 0
    games: int = 0
    rows: int = 0
    candidates: int = 0
    seconds: float = 0.0
    history: list[str] = field(default_factory=list)


class _Explorer:
    """A default agent that plays a random legal move now and then (self-play games only)."""

    def __init__(self, agent: PlannerAgent, rng: random.Random, rate: float) -> None:
        self.agent, self.rng, self.rate = agent, rng, rate

    def choose(self, game: Game) -> str:
        """Mostly the default agent's choice."""
        if self.rng.random() < self.rate:
            return self.rng.choice(game.legal_actions())
        return self.agent.choose(game)


def play(rs: Ruleset, players: int, seed: int, agents: list[Any], options: dict[str, str],
         observe: Callable[[Game], None] | None = None) -> Game | None:
    """One game; `observe` sees the state every CHECK_EVERY decisions. None when the rules break down."""
    g = Game.new(rs, players, seed, options)
    try:
        for _ in range(MAX_DECISIONS):
            p = g.current_player()
            if p is None:
                return g
            if observe is not None and len(g.history) % CHECK_EVERY == 0:
                observe(g)
            g.apply(agents[p].choose(g))
    except GameRuntimeError:
        return None
    return None


def share(game: Game, seat: int) -> float:
    """A seat's share of the win: 1, 1/k when k players tie for it, else 0 (a rival's win counts as a loss)."""
    w = game.winner()
    if w is None or rival_won(w):
        return 0.0
    top = game.winners()
    return 1.0 / len(top) if seat in top else 0.0


class Trainer:
    """Self-play training of a linear evaluation for one ruleset and player count."""

    def __init__(self, rs: Ruleset, players: int = 2, seed: int = 1, options: dict[str, str] | None = None,
                 games_per_iteration: int = 16, match_seeds: int = 12,
                 report: Callable[[str], None] | None = None) -> None:
        self.rs, self.players, self.seed = rs, players, seed
        self.options = options or {}
        self.games_per_iteration = games_per_iteration
        self.match_seeds = match_seeds
        self.report = report or (lambda _: None)
        self.rng = random.Random(seed)
        self.keys: list[Key] = []
        self.terms: Terms = []
        self.xs: list[list[float]] = []
        self.ys: list[float] = []
        self.games = 0
        self._seeds = 0

    def _next_seed(self) -> int:
        self._seeds += 1
        return derive_seed(self.seed, self._seeds)

    def _agent(self, terms: Terms, explore: float = 0.0, seed: int | None = None) -> Any:
        agent = PlannerAgent(self.rng.getrandbits(32) if seed is None else seed, terms=terms)
        return _Explorer(agent, random.Random(self.rng.getrandbits(32)), explore) if explore else agent

    def discover(self, version: Version) -> None:
        """Decide the candidate features from a few random games and games of version 0."""
        from rulesdsl.agents import RandomAgent
        found = Discovery(self.rs)
        for i in range(DISCOVERY_GAMES):
            agents = [RandomAgent(self.rng.getrandbits(32)) if i % 2 == 0 else self._agent(version.terms, EXPLORE)
                      for _ in range(self.players)]
            play(self.rs, self.players, self._next_seed(), agents, self.options, found.see)
        self.keys = []
        for k in found.candidates():
            try:  # a name the expression language reads otherwise (a counter named like a query) is left out
                compile_terms(self.rs, [{"expr": expression(k)}])
            except UsageError:
                continue
            self.keys.append(k)
        self.terms = [{"expr": expression(k)} for k in self.keys]

    def record(self, agents: list[Any], seed: int) -> Game | None:
        """Play one game and keep its checkpoints as training rows (centred between the players)."""
        seen: list[list[list[float]]] = []
        game = play(self.rs, self.players, seed, agents, self.options,
                    lambda g: seen.append(features(g, self.terms)))
        if game is None or not game.is_over():
            return None
        self.games += 1
        sign = self.rs.score_sign  # `winner: lowest`: a lower score is better, so the model learns its negation
        scores = [SCORE_UNITS * sign * float(s) for s in game.scores()]
        if self.rs.outcome_kind == "cooperative":  # the team's total from the seats' features summed, uncentred
            for rows in seen:
                cols = len(rows[0]) if rows else 0
                self.xs.append([sum(r[j] for r in rows) for j in range(cols)])
                self.ys.append(sum(scores))
            del self.xs[:max(0, len(self.xs) - MAX_ROWS)]
            del self.ys[:max(0, len(self.ys) - MAX_ROWS)]
            return game
        my = sum(scores) / len(scores)
        for rows in seen:
            cols = len(rows[0]) if rows else 0
            mean = [sum(r[j] for r in rows) / len(rows) for j in range(cols)]
            for p, r in enumerate(rows):
                self.xs.append([v - m for v, m in zip(r, mean, strict=True)])
                self.ys.append(scores[p] - my)
        if len(self.xs) > MAX_ROWS:
            del self.xs[:len(self.xs) - MAX_ROWS]
            del self.ys[:len(self.ys) - MAX_ROWS]
        return game

    def fit(self, index: int) -> Version:
        """A new version from the rows gathered so far."""
        weights = fit_linear(self.xs, self.ys)
        terms = [{"expr": expression(self.keys[j]), "weight": round(w, 4)}
                 for j, w in sorted(weights.items(), key=lambda kv: -abs(kv[1])) if abs(w) > 1e-6]
        return Version(index, terms, f"fitted on {len(self.xs)} rows from {self.games} games")

    def match(self, new: Version, old: Version) -> float:
        """The new version's share of wins against the old on paired seeds (each seed once per seat)."""
        if self.players == 1 or self.rs.outcome_kind == "cooperative":  # one version seats the whole table
            return self._solo_match(new, old)
        won = total = 0.0
        for _ in range(self.match_seeds):
            seed = self._next_seed()
            for seat in range(self.players):
                agents = [self._agent(new.terms if s == seat else old.terms) for s in range(self.players)]
                game = self.record(agents, seed)
                if game is None:
                    continue
                won += share(game, seat)
                total += 1
        return won / total if total else 0.0

    def _solo_match(self, new: Version, old: Version) -> float:
        """Solo, or a cooperative team: on each seed the new version plays every seat once and the old once; the
        team that won (or the higher total score) wins the seed."""
        won = total = 0.0
        for _ in range(self.match_seeds):
            seed = self._next_seed()
            mine = self.rng.getrandbits(32)  # both versions break ties alike: only the evaluation differs
            g_new = self.record([self._agent(new.terms, seed=mine + s) for s in range(self.players)], seed)
            g_old = self.record([self._agent(old.terms, seed=mine + s) for s in range(self.players)], seed)
            if g_new is None or g_old is None:
                continue
            a, b = (float(self.rs.score_sign * sum(g.scores())) + (WIN_UNITS if g.winners() else 0.0)
                    for g in (g_new, g_old))
            won += 1.0 if a > b else 0.5 if a == b else 0.0
            total += 1
        return won / total if total else 0.0

    def run(self, budget_seconds: float, max_iterations: int = MAX_ITERATIONS) -> TrainResult:
        """Iterate play -> fit -> match until the budget (wall-clock seconds) or the iterations run out."""
        t0 = time.monotonic()
        best = Version(0, [], "the score counter alone")
        self.discover(best)
        result = TrainResult(best, candidates=len(self.keys))
        self.report(f"{len(self.keys)} candidate features from the declarations "
                    f"({time.monotonic() - t0:.0f}s)")
        fair = 1.0 / self.players if self.players > 1 and self.rs.outcome_kind != "cooperative" else 0.5
        last = 0.0  # how long the last iteration took: none is started that would overrun the budget
        for it in range(1, min(max_iterations, MAX_ITERATIONS) + 1):
            start = time.monotonic()
            if start - t0 + (last if it > 1 else 0.0) >= budget_seconds:
                break
            for _ in range(self.games_per_iteration):
                self.record([self._agent(best.terms, EXPLORE) for _ in range(self.players)], self._next_seed())
                if time.monotonic() - t0 >= budget_seconds:
                    break
            cand = self.fit(it)
            rate = self.match(cand, best)
            kept = rate > fair
            line = (f"iteration {it}: {len(cand.terms)} features, {len(self.xs)} rows, {self.games} games; "
                    f"version {it} vs version {best.index}: {100 * rate:.0f}% of wins on {self.match_seeds} "
                    f"paired seeds -> {'kept' if kept else 'dropped'} ({time.monotonic() - t0:.0f}s)")
            result.history.append(line)
            self.report(line)
            if kept:
                best = cand
            result.iterations = it
            last = time.monotonic() - start
        result.best, result.games, result.rows = best, self.games, len(self.xs)
        result.seconds = time.monotonic() - t0
        return result
