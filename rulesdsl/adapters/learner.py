"""A minimal learner over the PettingZoo environment: a linear softmax policy trained with REINFORCE.

It exists to show that the observations carry usable information (the learning smoke test and
`docs/bots.md`), not to play well: logits are `W[a] · f(obs) + b[a]` over the legal actions, where
`f` squashes every observation entry with `sign(x) · log(1 + |x|)`. The return of an episode is the
learner's final score minus the best other score, scaled; a running mean is the baseline.
Needs numpy (`pip install 'rulesdsl[rl]'`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from rulesdsl.adapters.pettingzoo_env import RulesEnv


def features(obs: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    """Squash observation entries so counts and sizes of any magnitude train alike."""
    out: np.ndarray[Any, Any] = np.sign(obs) * np.log1p(np.abs(obs))
    return out


@dataclass
class LinearPolicy:
    """Softmax over legal actions of a linear function of the features."""

    actions: int
    inputs: int
    lr: float = 0.02
    seed: int = 0
    w: np.ndarray[Any, Any] = field(init=False)
    b: np.ndarray[Any, Any] = field(init=False)
    baseline: float = 0.0

    def __post_init__(self) -> None:
        self.w = np.zeros((self.actions, self.inputs), np.float64)
        self.b = np.zeros(self.actions, np.float64)
        self.rng = np.random.default_rng(self.seed)

    def probabilities(self, x: np.ndarray[Any, Any], legal: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
        """The policy's distribution over the legal action indices."""
        z = self.w[legal] @ x + self.b[legal]
        z -= z.max()
        p: np.ndarray[Any, Any] = np.exp(z)
        out: np.ndarray[Any, Any] = p / p.sum()
        return out

    def act(self, x: np.ndarray[Any, Any], legal: np.ndarray[Any, Any], greedy: bool = False) -> int:
        """Sample (or take the most likely) legal action."""
        p = self.probabilities(x, legal)
        k = int(p.argmax()) if greedy else int(self.rng.choice(len(legal), p=p))
        return int(legal[k])

    def update(self, steps: list[tuple[np.ndarray[Any, Any], np.ndarray[Any, Any], int]], ret: float) -> None:
        """One REINFORCE step on an episode's (features, legal, action) triples."""
        adv = ret - self.baseline
        self.baseline += 0.05 * (ret - self.baseline)
        for x, legal, a in steps:
            p = self.probabilities(x, legal)
            grad = -p
            grad[int(np.where(legal == a)[0][0])] += 1.0
            self.w[legal] += self.lr * adv * np.outer(grad, x)
            self.b[legal] += self.lr * adv * grad


Array = np.ndarray[Any, Any]
Step = tuple[Array, Array, int]  # features, legal indices, the action taken


def play_episode(env: RulesEnv, policy: LinearPolicy, seat: int, seed: int, rng: np.random.Generator,
                 greedy: bool = False) -> tuple[list[Step], float, bool]:
    """One game: the policy at `seat`, uniform random elsewhere. Returns its steps, return and win."""
    env.reset(seed=seed)
    me = env.possible_agents[seat]
    steps = []
    for agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        if agent == me:
            x = features(obs["observation"].astype(np.float64))
            a = policy.act(x, legal, greedy)
            steps.append((x, legal, a))
        else:
            a = int(rng.choice(legal))
        env.step(a)
    game = env.game
    assert game is not None
    scores = game.scores()
    others = max(s for p, s in enumerate(scores) if p != seat)
    won = seat in game.winners() and not isinstance(game.winner(), str)  # a draw ("draw") is not a win
    return steps, (scores[seat] - others) / 20.0, won


def train(env: RulesEnv, episodes: int, seed: int = 0, every: int = 100,
          evaluate: int = 100) -> tuple[LinearPolicy, list[tuple[int, float]]]:
    """Train against random seats; every `every` episodes measure the win rate over `evaluate` games."""
    policy = LinearPolicy(env.vocab.size, env.observation_spec.size, seed=seed)
    rng = np.random.default_rng(seed + 1)
    curve = [(0, win_rate(env, policy, evaluate, 10_000_000))]
    for ep in range(1, episodes + 1):
        steps, ret, _ = play_episode(env, policy, ep % env.players, seed * 1_000_003 + ep, rng)
        policy.update(steps, ret)
        if ep % every == 0:
            curve.append((ep, win_rate(env, policy, evaluate, 10_000_000)))
    return policy, curve


def win_rate(env: RulesEnv, policy: LinearPolicy, games: int, base_seed: int) -> float:
    """The policy's share of games won against random seats (seats rotated; held-out seeds)."""
    rng = np.random.default_rng(base_seed)
    wins = sum(play_episode(env, policy, g % env.players, base_seed + g, rng, greedy=True)[2] for g in range(games))
    return wins / games
