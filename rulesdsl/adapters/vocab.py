"""A fixed action space for a ruleset: option ids of any decision mapped to indices 0..size-1.

Layout (per ruleset, stable for a given ruleset and `max_picks`):

    [0, A)                  every action id of every action group, sorted (an `act` decision's options)
    A                       `skip` (declining an optional choose or pick)
    [A+1, A+1+C)            `choose` option k (the k-th option written; C = the largest choose block of the ruleset)
    [A+1+C, A+1+C+P)        `pick` option by its *position* in the offered list (P = `max_picks`)

A pick's meaning is positional: index A+1+C+i takes the i-th offered element (objects, players or ids,
in the order the rules list them); elements beyond `max_picks` cannot be chosen through the adapter.
Observations are a flat float vector: every player's counters (seat order), the global counters and
the size of every zone (sizes are public; contents are not encoded).
"""

from __future__ import annotations

from rulesdsl.engine.game import SKIP, Game, initial_state
from rulesdsl.engine.nodes import Choose
from rulesdsl.engine.ruleset import Ruleset

MAX_PICKS = 64


class Vocabulary:
    """The ruleset's fixed action space and observation layout."""

    def __init__(self, rs: Ruleset, players: int, max_picks: int = MAX_PICKS) -> None:
        self.actions = sorted({a.id for acts in rs.actions.values() for a in acts})
        self.act_index = {a: i for i, a in enumerate(self.actions)}
        self.skip = len(self.actions)
        self.choose_base = self.skip + 1
        self.choose_size = max([len(n.options) for n in rs.nodes if isinstance(n, Choose)], default=0)
        self.pick_base = self.choose_base + self.choose_size
        self.max_picks = max_picks
        self.size = self.pick_base + max_picks
        self.counters = sorted(rs.counter_bounds)
        self.globals = sorted(rs.global_bounds)
        self.players = players
        self.zone_keys = sorted(initial_state(rs, players, 0, {})["z"])
        self.obs_size = players * len(self.counters) + len(self.globals) + len(self.zone_keys)

    def index(self, game: Game, option: str) -> int | None:
        """The index of one legal option id of the pending decision (None when it has no index)."""
        d = game.state["d"]
        if option == SKIP:
            return self.skip
        if d["k"] == "act":
            return self.act_index.get(option)
        if d["k"] == "choose":
            return self.choose_base + int(d["v"][d["o"].index(option)])  # the option's position (ids may be named)
        pos = d["o"].index(option)
        return self.pick_base + pos if pos < self.max_picks else None

    def legal(self, game: Game) -> list[int]:
        """The indices of the legal options (sorted)."""
        if game.state["d"] is None:
            return []
        return sorted(i for i in (self.index(game, o) for o in game.legal_actions()) if i is not None)

    def option(self, game: Game, index: int) -> str:
        """The option id an index stands for now; ValueError when it is not legal."""
        for o in game.legal_actions():
            if self.index(game, o) == index:
                return o
        raise ValueError(f"action {index} is not legal now (legal: {self.legal(game)})")

    def label(self, index: int) -> str:
        """A readable name of an index, independent of the state."""
        if index < self.skip:
            return self.actions[index]
        if index == self.skip:
            return SKIP
        if index < self.pick_base:
            return f"choose {index - self.choose_base + 1}"
        return f"pick #{index - self.pick_base}"

    def observation(self, game: Game) -> list[float]:
        """Counters of every player, global counters, then zone sizes (`obs_size` floats)."""
        st = game.state
        out: list[float] = [float(st["c"][p].get(c, 0)) for p in range(self.players) for c in self.counters]
        out += [float(st["g"].get(c, 0)) for c in self.globals]
        out += [float(len(st["z"].get(k, ()))) for k in self.zone_keys]
        return out


def rewards(game: Game) -> list[float]:
    """Terminal rewards: +1 to the winner, -1 to the others (0 before the end)."""
    w = game.winner()
    n = int(game.state["n"])
    return [0.0] * n if w is None else [1.0 if p == w else -1.0 for p in range(n)]
