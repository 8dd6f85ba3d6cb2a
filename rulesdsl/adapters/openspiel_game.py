"""An OpenSpiel game over any ruleset (`pyspiel.load_game("python_rulesdsl", {"path": ..., "players": 2})`).

The game starts with one chance node that deals the seed (`deals` equally likely outcomes, offset by
the `seed` parameter); everything random afterwards follows from that seed, so there are no further
chance nodes. Actions use the fixed `Vocabulary` space; observations are the public counters/zone
sizes vector (tensor) and the same as text. Returns are +1 for the winner and -1 for the others.
Needs `pip install 'rulesdsl[rl]'` (open_spiel, numpy).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel  # type: ignore[import-not-found,unused-ignore]

from rulesdsl.adapters.vocab import Vocabulary, rewards
from rulesdsl.engine.game import Game
from rulesdsl.engine.loader import load_ruleset, resolve_path
from rulesdsl.engine.ruleset import Ruleset

SHORT_NAME = "python_rulesdsl"
_PARAMS = {"path": "", "players": 2, "seed": 0, "deals": 1000, "max_picks": 64, "max_length": 5000}
_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME, long_name="rulesdsl ruleset", dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM, reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=8, min_num_players=1, provides_information_state_string=False,
    provides_information_state_tensor=False, provides_observation_string=True, provides_observation_tensor=True,
    parameter_specification=_PARAMS)
_RULESETS: dict[str, Ruleset] = {}


class RulesGame(pyspiel.Game):  # type: ignore[misc]
    """One ruleset at one player count."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = {**_PARAMS, **(params or {})}
        self._setup(p)
        info = pyspiel.GameInfo(num_distinct_actions=self.vocab.size, max_chance_outcomes=self.deals,
                                num_players=self.players, min_utility=-1.0, max_utility=1.0,
                                max_game_length=int(p["max_length"]))
        super().__init__(_TYPE, info, p)

    def _setup(self, p: dict[str, Any]) -> None:
        path = str(resolve_path(str(p["path"]) or None))
        if path not in _RULESETS:
            _RULESETS[path] = load_ruleset(path)
        self.rs = _RULESETS[path]
        self.players = int(p["players"])
        self.base_seed, self.deals = int(p["seed"]), int(p["deals"])
        self.vocab = Vocabulary(self.rs, self.players, int(p["max_picks"]))

    def __getattr__(self, name: str) -> Any:
        """Copies made by pyspiel (pickling) skip __init__: rebuild the fields from the parameters."""
        if name in ("rs", "players", "base_seed", "deals", "vocab"):
            self._setup({**_PARAMS, **self.get_parameters()})
            return self.__dict__[name]
        raise AttributeError(name)

    def new_initial_state(self) -> RulesState:
        """The chance node that deals the seed."""
        return RulesState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        """The public-vector observer."""
        return Observer(self.vocab)


class _Shared:
    """Holds the game object in a state; deep copies (pyspiel's clone) share it."""

    def __init__(self, game: RulesGame) -> None:
        self.game = game

    def __deepcopy__(self, memo: dict[int, Any]) -> _Shared:
        return self


class _Box:
    """Holds the interpreter game; deep copies clone it (sharing the compiled ruleset)."""

    def __init__(self, game: Game | None) -> None:
        self.game = game

    def __deepcopy__(self, memo: dict[int, Any]) -> _Box:
        return _Box(self.game.clone() if self.game is not None else None)


class RulesState(pyspiel.State):  # type: ignore[misc]
    """A game in progress (None until the seed is dealt)."""

    def __init__(self, game: RulesGame) -> None:
        super().__init__(game)
        self._shared = _Shared(game)
        self._box = _Box(None)

    @property
    def rgame(self) -> RulesGame:
        """The OpenSpiel game this state belongs to."""
        return self._shared.game

    @property
    def game(self) -> Game | None:
        """The interpreter game (None before the deal)."""
        return self._box.game

    def current_player(self) -> int:
        """Chance before the deal, then the deciding player, TERMINAL at the end."""
        if self.game is None:
            return int(pyspiel.PlayerId.CHANCE)
        p = self.game.current_player()
        return int(pyspiel.PlayerId.TERMINAL) if p is None else p

    def _legal_actions(self, player: int) -> list[int]:
        assert self.game is not None
        return self.rgame.vocab.legal(self.game)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Every deal is equally likely."""
        return [(i, 1.0 / self.rgame.deals) for i in range(self.rgame.deals)]

    def _apply_action(self, action: int) -> None:
        g = self.rgame
        if self.game is None:
            self._box.game = Game.new(g.rs, g.players, g.base_seed + int(action))
        else:
            self.game.apply(g.vocab.option(self.game, int(action)))

    def _action_to_string(self, player: int, action: int) -> str:
        return f"deal {action}" if player == pyspiel.PlayerId.CHANCE else self.rgame.vocab.label(action)

    def is_terminal(self) -> bool:
        """Whether the flow has finished."""
        return self.game is not None and self.game.is_over()

    def returns(self) -> list[float]:
        """+1 / -1 at the end, zeros before."""
        return rewards(self.game) if self.game is not None else [0.0] * self.rgame.players

    def __str__(self) -> str:
        """Counters and history (debugging)."""
        if self.game is None:
            return "(not dealt)"
        return f"counters={self.game.state['c']} history={self.game.history}"


class Observer:
    """The PyObserver interface: a flat public tensor and its text."""

    def __init__(self, vocab: Vocabulary) -> None:
        self.vocab = vocab
        self.tensor = np.zeros(vocab.obs_size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: RulesState, player: int) -> None:
        """Fill the tensor from the state."""
        if state.game is None:
            self.tensor.fill(0)
        else:
            self.tensor[:] = self.vocab.observation(state.game)

    def string_from(self, state: RulesState, player: int) -> str:
        """The tensor as text."""
        self.set_from(state, player)
        return " ".join(f"{v:g}" for v in self.tensor)


pyspiel.register_game(_TYPE, RulesGame)
