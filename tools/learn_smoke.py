"""The learning smoke test at full length: a linear policy learns Tokaido (2 players) against random seats.

    python tools/learn_smoke.py [--episodes 2000] [--every 250] [--evaluate 200] [--seed 1] [--path rules/tokaido]

Prints the learning curve (episodes trained, win rate against a random seat with a 95 % interval) and
the win rate of a uniform random policy in the same seat over the same games, as a reference.
Needs `pip install 'rulesdsl[rl]'`.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulesdsl.adapters.learner import LinearPolicy, play_episode, train, win_rate  # noqa: E402
from rulesdsl.adapters.pettingzoo_env import raw_env  # noqa: E402


def interval(p: float, n: int) -> str:
    """A 95 % normal-approximation interval for a proportion."""
    h = 1.96 * math.sqrt(max(p * (1 - p), 1e-9) / n)
    return f"{p:.3f} [{max(0.0, p - h):.3f}, {min(1.0, p + h):.3f}]"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--path", default="rules/tokaido")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--episodes", type=int, default=2000)
    ap.add_argument("--every", type=int, default=250)
    ap.add_argument("--evaluate", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    env = raw_env(a.path, a.players)
    # untrained (all weights zero) and sampling, the policy is uniform over the legal actions
    uniform = LinearPolicy(env.vocab.size, env.observation_spec.size, seed=a.seed)
    rng = np.random.default_rng(0)
    wins = sum(play_episode(env, uniform, g % env.players, 10_000_000 + g, rng)[2] for g in range(a.evaluate))
    print(f"uniform random policy in the learner's seat: {interval(wins / a.evaluate, a.evaluate)}")
    policy, curve = train(env, a.episodes, a.seed, a.every, a.evaluate)
    print("episodes  win rate vs random [95 % interval]")
    for ep, rate in curve:
        print(f"{ep:8d}  {interval(rate, a.evaluate)}")
    final = win_rate(env, policy, a.evaluate, 20_000_000)
    print(f"held-out games after training: {interval(final, a.evaluate)}")


if __name__ == "__main__":
    main()
