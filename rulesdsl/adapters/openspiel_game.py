"""OpenSpiel games over any ruleset: `pyspiel.load_game("rulesdsl_<folder>")` for every shipped ruleset,
or `pyspiel.load_game("python_rulesdsl", {"path": ...})` for any folder.

Chance is explicit: the deal at the start is a chance node, and so is every later transition that
consumes randomness (a draw from a freshly shuffled deck, a die roll …). Such a transition is detected
when it happens: the player's action is held back, a chance node with `chance_outcomes` equally likely
outcomes re-seeds the game's generator, and only then does the action run. So a search never sees a
future draw: it is not decided until the chance node is resolved. (The outcomes re-seed the generator;
they are not the exact distribution of every shuffle, which the engine does not enumerate.)

Each player observes the game from its own seat (`rulesdsl.adapters.observation`). The information
state is the observation plus the player's own past actions (others' past moves are known only as far
as the current view shows them). `resample_from_infostate` re-deals what the player cannot see
(`rulesdsl.agents.determinize`), so information-set MCTS works. States pickle and serialise as their
parameters and action history (no compiled code is pickled). Needs `pip install 'rulesdsl[rl]'`.
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path
from typing import Any

import numpy as np
import pyspiel  # type: ignore[import-not-found,unused-ignore]

from rulesdsl.adapters.observation import ObservationSpec
from rulesdsl.adapters.vocab import MAX_PICKS, Vocabulary, rewards
from rulesdsl.agents.determinize import determinize
from rulesdsl.compiler.loader import load_ruleset, resolve_path
from rulesdsl.limits import MAX_SEED
from rulesdsl.paths import rules_dir
from rulesdsl.play.game import Game
from rulesdsl.play.simultaneous import decided, masked
from rulesdsl.play.start_checks import check_players, check_seed
from rulesdsl.runtime.machine import MASK64
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.runtime.streams import reseed as set_key

SHORT_NAME = "python_rulesdsl"
_PARAMS: dict[str, Any] = {"path": "", "players": 2, "seed": 0, "chance_outcomes": 16, "max_picks": MAX_PICKS,
                           "max_length": 20000}
_RULESETS: dict[str, Ruleset] = {}


def _game_type(short_name: str, long_name: str, params: dict[str, Any]) -> Any:
    return pyspiel.GameType(
        short_name=short_name, long_name=long_name, dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM, reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=8, min_num_players=1, provides_information_state_string=True,
        provides_information_state_tensor=True, provides_observation_string=True,
        provides_observation_tensor=True, parameter_specification=params)


def reseed(rng: int, outcome: int) -> int:
    """The generator state after a chance node: a hash of the previous state and the outcome."""
    h = hashlib.blake2b(f"{rng}:{outcome}".encode(), digest_size=8).digest()
    return int.from_bytes(h, "little") & MASK64


class RulesGame(pyspiel.Game):  # type: ignore[misc]
    """One ruleset at one player count."""

    DEFAULTS: dict[str, Any] = _PARAMS
    GAME_TYPE: Any = None

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = {**self.DEFAULTS, **(params or {})}
        self._setup(p)
        info = pyspiel.GameInfo(num_distinct_actions=self.vocab.size,
                                max_chance_outcomes=self.outcomes, num_players=self.players,
                                min_utility=-1.0, max_utility=1.0, max_game_length=int(p["max_length"]))
        super().__init__(self.GAME_TYPE, info, p)

    def _setup(self, p: dict[str, Any]) -> None:
        path = str(resolve_path(str(p["path"]) or None))
        if path not in _RULESETS:
            _RULESETS[path] = load_ruleset(path, compiled=True)
        self.rs = _RULESETS[path]
        self.players = check_players(self.rs, p["players"])
        self.base_seed, self.outcomes = check_seed(p["seed"], 0, MAX_SEED), max(1, int(p["chance_outcomes"]))
        self.vocab = Vocabulary(self.rs, self.players, int(p["max_picks"]))
        self.spec = ObservationSpec(self.rs, self.players)

    def __getattr__(self, name: str) -> Any:
        """Copies made by pyspiel (pickling) skip __init__: rebuild the fields from the parameters."""
        if name in ("rs", "players", "base_seed", "outcomes", "vocab", "spec"):
            self._setup({**self.DEFAULTS, **self.get_parameters()})
            return self.__dict__[name]
        raise AttributeError(name)

    def new_initial_state(self) -> RulesState:
        """The chance node that deals the game."""
        return RulesState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        """The observer: the information state when asked for perfect recall, else the observation."""
        return Observer(self, bool(iig_obs_type is not None and iig_obs_type.perfect_recall))


class _Shared:
    """Holds the game object in a state; deep copies (pyspiel's clone) share it."""

    def __init__(self, game: RulesGame) -> None:
        self.game = game

    def __deepcopy__(self, memo: dict[int, Any]) -> _Shared:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        g = self.game
        return (_load_shared, (g.get_type().short_name, dict(g.get_parameters())))


def _load_shared(short_name: str, params: dict[str, Any]) -> _Shared:
    return _Shared(pyspiel.load_game(short_name, params))


class _Box:
    """The interpreter game, the held-back action and the transcript that rebuilds both."""

    def __init__(self, game: Game | None, pending: str | None, transcript: list[tuple[str, Any]],
                 mine: list[list[int]]) -> None:
        self.game = game
        self.pending = pending
        self.transcript = transcript  # ("seed", s) | ("act", option id) | ("rng", outcome)
        self.mine = mine  # per player: the action indices it took

    def __deepcopy__(self, memo: dict[int, Any]) -> _Box:
        return _Box(self.game.clone() if self.game is not None else None, self.pending, list(self.transcript),
                    [m[:] for m in self.mine])

    def __reduce__(self) -> tuple[Any, ...]:
        rs = self.game.rs if self.game is not None else None
        return (_rebuild_box, (rs.root if rs is not None else "", self.game.state["players"] if self.game else 0,
                               dict(self.game.state["options"]) if self.game else {}, self.pending,
                               list(self.transcript), [m[:] for m in self.mine]))


def _rebuild_box(path: str, players: int, options: dict[str, str], pending: str | None,
                 transcript: list[tuple[str, Any]], mine: list[list[int]]) -> _Box:
    game: Game | None = None
    if transcript:
        if path not in _RULESETS:
            _RULESETS[path] = load_ruleset(path, compiled=True)
        rs = _RULESETS[path]
        for kind, value in transcript:
            if kind == "seed":
                game = Game.new(rs, players, int(value), options)
            elif kind == "rng" and game is not None:
                set_key(game.state, reseed(game.state["rng"], int(value)))
            elif game is not None:
                game.apply(str(value))
    return _Box(game, pending, transcript, mine)


class RulesState(pyspiel.State):  # type: ignore[misc]
    """A game in progress: a chance node until dealt and while a random transition waits."""

    def __init__(self, game: RulesGame) -> None:
        super().__init__(game)
        self._shared = _Shared(game)
        self._box = _Box(None, None, [], [[] for _ in range(game.players)])

    @property
    def rgame(self) -> RulesGame:
        """The OpenSpiel game this state belongs to."""
        return self._shared.game

    @property
    def game(self) -> Game | None:
        """The interpreter game (None before the deal)."""
        return self._box.game

    def current_player(self) -> int:
        """Chance before the deal and before a random transition, then the decider, TERMINAL at the end."""
        if self.game is None or self._box.pending is not None:
            return int(pyspiel.PlayerId.CHANCE)
        p = self.game.current_player()
        return int(pyspiel.PlayerId.TERMINAL) if p is None else p

    def _legal_actions(self, player: int) -> list[int]:
        assert self.game is not None
        return self.rgame.vocab.legal(self.game)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Every outcome is equally likely."""
        n = self.rgame.outcomes
        return [(i, 1.0 / n) for i in range(n)]

    def _apply_action(self, action: int) -> None:
        g, box = self.rgame, self._box
        if box.game is None:
            seed = reseed(g.base_seed, int(action))
            box.transcript.append(("seed", seed))
            box.game = Game.new(g.rs, g.players, seed)
        elif box.pending is not None:
            box.transcript.append(("rng", int(action)))
            set_key(box.game.state, reseed(box.game.state["rng"], int(action)))
            option, box.pending = box.pending, None
            box.transcript.append(("act", option))
            box.game.apply(option)
        else:
            option = g.vocab.option(box.game, int(action))
            box.mine[box.game.current_player() or 0].append(int(action))
            before = box.game.clone()
            box.game.apply(option)
            if box.game.state["rng"] != before.state["rng"]:
                box.game, box.pending = before, option  # random: resolve a chance node first
            else:
                box.transcript.append(("act", option))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"chance {action}"
        return self.rgame.vocab.meaning(action)

    def is_terminal(self) -> bool:
        """Whether the flow has finished."""
        return self.game is not None and self._box.pending is None and self.game.is_over()

    def returns(self) -> list[float]:
        """+1 to the winners, -1 to the others at the end (0 to the players sharing a draw); zeros before."""
        return rewards(self.game) if self.game is not None else [0.0] * self.rgame.players

    def resample_from_infostate(self, player: int, probability_sampler: Any) -> RulesState:
        """A state the player cannot tell from this one: what it cannot see is re-dealt."""
        out: RulesState = self.clone()
        if self.game is not None:
            seed = int(probability_sampler() * (1 << 53)) if callable(probability_sampler) else 0
            rng = random.Random(seed)
            seen = masked(self.game, player)  # at a simultaneous decision: the others' commitments unknown
            world = determinize(seen, player, rng)
            if seen is not self.game:  # ... so they are drawn again among their options
                for p in decided(self.game.state):
                    options = world.legal_actions(p) if p != player else []
                    if options:
                        world.apply(rng.choice(options), p)
            out._box.game = world
        return out

    def __str__(self) -> str:
        """The public counters and the transcript length (debugging)."""
        if self.game is None:
            return "(not dealt)"
        return f"counters={self.game.state['counters']} steps={len(self._box.transcript)}"


class Observer:
    """The PyObserver interface: the player's observation, with its own actions when perfect recall is asked."""

    def __init__(self, game: RulesGame, recall: bool) -> None:
        self.game, self.recall = game, recall
        size = game.spec.size + (game.vocab.size if recall else 0)
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: RulesState, player: int) -> None:
        """Fill the tensor from the player's view (and its action counts)."""
        self.tensor.fill(0)
        if state.game is None:
            return
        spec = self.game.spec
        self.tensor[:spec.size] = spec.encode(state.game, player)
        if self.recall:
            for a in state._box.mine[player]:
                self.tensor[spec.size + a] += 1

    def string_from(self, state: RulesState, player: int) -> str:
        """The player's view as text; with recall, its own past actions too."""
        if state.game is None:
            return f"seat {player}: not dealt"
        text = self.game.spec.text(state.game, player)
        if self.recall:
            mine = ", ".join(self.game.vocab.meaning(a) for a in state._box.mine[player])
            text += f"\nmy actions: {mine}"
        return text


def _register(short_name: str, long_name: str, defaults: dict[str, Any]) -> None:
    gtype = _game_type(short_name, long_name, defaults)
    cls = type(f"RulesGame_{short_name}", (RulesGame,), {"DEFAULTS": defaults, "GAME_TYPE": gtype})
    pyspiel.register_game(gtype, cls)


def shipped_rulesets() -> dict[str, Path]:
    """Every shipped ruleset folder by its OpenSpiel short name (`rulesdsl_<folder>`)."""
    out = {}
    root = rules_dir()
    for folder in sorted(root.iterdir()) if root.is_dir() else []:
        if (folder / "ruleset.yaml").is_file():
            out["rulesdsl_" + folder.name.replace("-", "_")] = folder
    return out


_register(SHORT_NAME, "rulesdsl ruleset", _PARAMS)
for _name, _folder in shipped_rulesets().items():
    _register(_name, f"rulesdsl: {_folder.name}", {**_PARAMS, "path": str(_folder)})
