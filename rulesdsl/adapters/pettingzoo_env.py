"""PettingZoo environments over any ruleset: turn-based AEC (`env`, `raw_env`) and simultaneous (`parallel_env`).

    from rulesdsl.adapters.pettingzoo_env import env
    e = env(ruleset="rules/mygame", players=2)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, term, trunc, info = e.last()
        action = None if term or trunc else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are "player_0".."player_{n-1}". Each agent observes the game from its own seat
(`rulesdsl.adapters.observation`: its own hidden zones, other players' hidden zones as sizes only);
`e.observation_spec` and `e.vocab` name every observation and action index. Only the deciding agent's
mask has ones. Rewards: +1 to the winners and -1 to the others at the end (0 to the players sharing a draw).
`max_cycles` truncates the game after that many decisions per agent (AEC) or cycles (parallel).

The parallel form is for tools that need simultaneous moves: every living agent sends an action each
cycle; the deciding agent's action is applied and the others' ignored; a refused action (not legal)
changes nothing and is reported in that agent's `info["illegal"]`.
Needs `pip install 'rulesdsl[rl]'` (pettingzoo, gymnasium, numpy).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv  # type: ignore[import-untyped,unused-ignore]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped,unused-ignore]

from rulesdsl.adapters.observation import ObservationSpec
from rulesdsl.adapters.vocab import MAX_PICKS, Vocabulary, rewards
from rulesdsl.compiler.loader import load_ruleset, resolve_path
from rulesdsl.limits import MAX_SEED
from rulesdsl.play.game import Game
from rulesdsl.play.start_checks import check_options, check_players, check_seed
from rulesdsl.play.views import view
from rulesdsl.runtime.ruleset import Ruleset


def _ruleset(ruleset: Ruleset | str | Path | None) -> Ruleset:
    return ruleset if isinstance(ruleset, Ruleset) else load_ruleset(resolve_path(None if ruleset is None
                                                                                  else str(ruleset)), compiled=True)


def _fresh_seed(seed: int | None) -> int:
    """The given seed (a whole number in 0..2**63-1, else U001), or a fresh one from the operating system."""
    if seed is None:
        return int(np.random.SeedSequence().generate_state(1)[0])
    return check_seed(seed, 0, MAX_SEED)


class _Spaces:
    """Spaces, observation and rendering shared by the AEC and parallel forms."""

    def _init_spaces(self, ruleset: Ruleset | str | Path | None, players: int, options: dict[str, str] | None,
                     max_picks: int) -> None:
        self.rs = _ruleset(ruleset)
        self.players = check_players(self.rs, players)
        self.options = check_options(self.rs, options)
        self.vocab = Vocabulary(self.rs, players, max_picks)
        self.observation_spec = ObservationSpec(self.rs, players)
        self.possible_agents = [f"player_{p}" for p in range(players)]
        obs = spaces.Box(-np.inf, np.inf, (self.observation_spec.size,), np.float32)
        mask = spaces.Box(0, 1, (self.vocab.size,), np.int8)
        self._obs_space = spaces.Dict({"observation": obs, "action_mask": mask})
        self._act_space = spaces.Discrete(self.vocab.size)
        self.game: Game | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """A Dict of the observation vector (see `observation_spec`) and the action mask."""
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """Discrete(vocabulary size); `vocab.meaning(i)` says what index i stands for."""
        return self._act_space

    def _observe(self, agent: str) -> dict[str, Any]:
        assert self.game is not None
        seat = self.possible_agents.index(agent)
        mask = np.zeros(self.vocab.size, np.int8)
        if self.game.current_player() == seat:
            mask[self.vocab.legal(self.game)] = 1
        vec = np.asarray(self.observation_spec.encode(self.game, seat), np.float32)
        return {"observation": vec, "action_mask": mask}

    def _text(self) -> str:
        assert self.game is not None
        v = view(self.game, None)
        status = "over" if v["over"] else f"seat {self.game.current_player()} decides"
        lines = [f"{self.rs.name}: {status}"]
        for p, c in enumerate(v["counters"]):
            lines.append(f"player_{p}: " + ", ".join(f"{k} {n}" for k, n in sorted(c.items()) if n))
        if v["global"]:
            lines.append("global: " + ", ".join(f"{k} {n}" for k, n in sorted(v["global"].items()) if n))
        if self.game.is_over():
            lines.append(f"scores {self.game.scores()}, winner {self.game.winner()}")
        return "\n".join(lines)


class RulesEnv(_Spaces, AECEnv):  # type: ignore[misc]
    """The turn-based AEC environment of one ruleset at one player count."""

    metadata = {"name": "rulesdsl_v1", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, ruleset: Ruleset | str | Path | None = None, players: int = 2,
                 options: dict[str, str] | None = None, max_picks: int = MAX_PICKS,
                 render_mode: str | None = None, max_cycles: int | None = None) -> None:
        AECEnv.__init__(self)
        self._init_spaces(ruleset, players, options, max_picks)
        self.render_mode = render_mode
        self.max_cycles = max_cycles

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game: the same seed gives the same game; no seed draws a fresh one."""
        self.seed_used = _fresh_seed(seed)
        self.game = Game.new(self.rs, self.players, self.seed_used, self.options)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.decisions = dict.fromkeys(self.agents, 0)
        self._select()

    def _select(self) -> None:
        assert self.game is not None
        p = self.game.current_player()
        if p is not None:
            self.agent_selection = self.possible_agents[p]
        elif self.agents:
            self.agent_selection = self.agents[0]

    def observe(self, agent: str) -> dict[str, Any]:
        """This agent's view of the game and its action mask."""
        return self._observe(agent)

    def step(self, action: int | None) -> None:
        """Take the option the index stands for (ValueError when it is masked out)."""
        assert self.game is not None
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must act: give an index whose mask entry is 1")
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(self.vocab.option(self.game, int(action)))
        self.decisions[agent] += 1
        if self.game.is_over():
            self.rewards = dict(zip(self.agents, rewards(self.game), strict=True))
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.rewards = dict.fromkeys(self.agents, 0.0)
            if self.max_cycles is not None and self.decisions[agent] >= self.max_cycles:
                self.truncations = dict.fromkeys(self.agents, True)
        self._select()
        self._accumulate_rewards()
        if self.render_mode == "ansi":
            self.render()

    def render(self) -> str | None:
        """The public state as text (render_mode "ansi")."""
        if self.game is None or self.render_mode != "ansi":
            return None
        return self._text()

    def close(self) -> None:
        """Nothing to release."""


class RulesParallelEnv(_Spaces, ParallelEnv):  # type: ignore[misc]
    """The simultaneous-move form: each cycle every agent acts; only the decider's action counts."""

    metadata = {"name": "rulesdsl_parallel_v1", "render_modes": ["ansi"]}

    def __init__(self, ruleset: Ruleset | str | Path | None = None, players: int = 2,
                 options: dict[str, str] | None = None, max_picks: int = MAX_PICKS,
                 render_mode: str | None = None, max_cycles: int | None = None) -> None:
        self._init_spaces(ruleset, players, options, max_picks)
        self.render_mode = render_mode
        self.max_cycles = max_cycles

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
        """Start a new game; observations and infos of every agent."""
        self.game = Game.new(self.rs, self.players, _fresh_seed(seed), self.options)
        self.agents = self.possible_agents[:]
        self.cycles = 0
        return {a: self._observe(a) for a in self.agents}, {a: {} for a in self.agents}

    def step(self, actions: dict[str, int]) -> tuple[dict[str, Any], dict[str, float], dict[str, bool],
                                                     dict[str, bool], dict[str, dict[str, Any]]]:
        """Apply the deciding agent's action (refused when not legal) and advance one cycle."""
        assert self.game is not None
        infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        seat = self.game.current_player()
        if seat is not None:
            agent = self.possible_agents[seat]
            act = actions.get(agent)
            legal = self.vocab.indices(self.game)
            if act is not None and int(act) in legal:
                self.game.apply(legal[int(act)])
            else:
                infos[agent]["illegal"] = True
        self.cycles += 1
        over = self.game.is_over()
        rew = dict(zip(self.possible_agents, rewards(self.game), strict=True)) if over else \
            dict.fromkeys(self.agents, 0.0)
        trunc = not over and self.max_cycles is not None and self.cycles >= self.max_cycles
        obs = {a: self._observe(a) for a in self.agents}
        terms = dict.fromkeys(self.agents, over)
        truncs = dict.fromkeys(self.agents, trunc)
        rew = {a: rew[a] for a in self.agents}
        if over or trunc:
            self.agents = []
        return obs, rew, terms, truncs, infos

    def render(self) -> str | None:
        """The public state as text (render_mode "ansi")."""
        if self.game is None or self.render_mode != "ansi":
            return None
        return self._text()

    def close(self) -> None:
        """Nothing to release."""


def raw_env(ruleset: Ruleset | str | Path | None = None, players: int = 2, **kwargs: Any) -> RulesEnv:
    """The turn-based AEC environment without wrappers (default ruleset when none is named)."""
    return RulesEnv(ruleset, players, **kwargs)


def env(ruleset: Ruleset | str | Path | None = None, players: int = 2, **kwargs: Any) -> Any:
    """The turn-based AEC environment with PettingZoo's standard checks (out of bounds, order)."""
    e = wrappers.AssertOutOfBoundsWrapper(raw_env(ruleset, players, **kwargs))
    return wrappers.OrderEnforcingWrapper(e)


def parallel_env(ruleset: Ruleset | str | Path | None = None, players: int = 2, **kwargs: Any) -> RulesParallelEnv:
    """The simultaneous-move environment (see the module's docstring)."""
    return RulesParallelEnv(ruleset, players, **kwargs)
