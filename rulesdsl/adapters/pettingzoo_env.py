"""A PettingZoo AEC environment over any ruleset, with action masks over the fixed `Vocabulary` space.

    from rulesdsl.adapters.pettingzoo_env import RulesEnv
    env = RulesEnv("rules/mygame", players=2)
    env.reset(seed=1)
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        mask = obs["action_mask"]
        env.step(None if term or trunc else int(mask.nonzero()[0][0]))

Agents are "player_0".."player_{n-1}"; only the deciding agent's mask has ones; the reward is +1 for
the winner and -1 for the others at the end. Needs `pip install 'rulesdsl[rl]'` (pettingzoo, numpy).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped,unused-ignore]

from rulesdsl.adapters.vocab import Vocabulary, rewards
from rulesdsl.engine.game import Game
from rulesdsl.engine.loader import load_ruleset
from rulesdsl.engine.ruleset import Ruleset
from rulesdsl.engine.views import view


class RulesEnv(AECEnv):  # type: ignore[misc]
    """The AEC environment of one ruleset at one player count."""

    metadata = {"name": "rulesdsl_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, ruleset: Ruleset | str | Path, players: int = 2, options: dict[str, str] | None = None,
                 max_picks: int = 64, render_mode: str | None = None) -> None:
        super().__init__()
        self.rs = ruleset if isinstance(ruleset, Ruleset) else load_ruleset(ruleset)
        self.players = players
        self.options = dict(options or {})
        self.vocab = Vocabulary(self.rs, players, max_picks)
        self.render_mode = render_mode
        self.possible_agents = [f"player_{p}" for p in range(players)]
        obs = spaces.Box(-np.inf, np.inf, (self.vocab.obs_size,), np.float32)
        mask = spaces.Box(0, 1, (self.vocab.size,), np.int8)
        self._obs_space = spaces.Dict({"observation": obs, "action_mask": mask})
        self._act_space = spaces.Discrete(self.vocab.size)
        self.game: Game | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The same Dict space for every agent."""
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """Discrete(vocabulary size) for every agent."""
        return self._act_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game (seed 0 when none is given)."""
        self.game = Game.new(self.rs, self.players, int(seed or 0), self.options)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        assert self.game is not None
        p = self.game.current_player()
        if p is not None:
            self.agent_selection = self.possible_agents[p]
        elif self.agents:
            self.agent_selection = self.agents[0]

    def observe(self, agent: str) -> dict[str, Any]:
        """The counters/zone-size vector and this agent's action mask."""
        assert self.game is not None
        mask = np.zeros(self.vocab.size, np.int8)
        if agent == self.agent_selection and not self.game.is_over():
            mask[self.vocab.legal(self.game)] = 1
        return {"observation": np.asarray(self.vocab.observation(self.game), np.float32), "action_mask": mask}

    def step(self, action: int | None) -> None:
        """Take the option the index stands for (ValueError when it is masked out)."""
        assert self.game is not None
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert action is not None
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(self.vocab.option(self.game, int(action)))
        if self.game.is_over():
            for a, r in zip(self.agents, rewards(self.game), strict=True):
                self.rewards[a] = r
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.rewards = dict.fromkeys(self.agents, 0.0)
        self._select()
        self._accumulate_rewards()

    def render(self) -> str | None:
        """A text summary of the public view (render_mode "ansi")."""
        if self.game is None or self.render_mode != "ansi":
            return None
        v = view(self.game, None)
        return f"counters {v['counters']}\nglobal {v['global']}\nover {v['over']}"

    def close(self) -> None:
        """Nothing to release."""
