"""Simultaneous decisions in the game API: which seats are deciding, one seat's commitment, a seat's copy.

While a `simultaneous` round is open (`rulesdsl/runtime/simultaneous.py`) several seats decide at once:
`Game.waiting()` lists them, `Game.decision(seat)` / `legal_actions(seat)` give one seat's options, and
`Game.apply(action, seat=)` records that seat's commitment out of the others' sight (the log holds a
`commit` event that only that seat may read and a public `decided`). A commitment made by a seat other
than the one asked first is kept in the history as `p<seat>:<option>`, so a replay repeats the same
commitments in the same order. `masked(game, seat)` is the copy an agent of `seat` may search: the other
seats' commitments and options are forgotten (worked out again on the copy), and its history is cut back to the
round's start.
"""

from __future__ import annotations

import re
from typing import Any, Protocol, TypeVar

from rulesdsl.play.state import GameState
from rulesdsl.runtime.machine import Machine
from rulesdsl.runtime.simultaneous import decided, forget_others, pending_for, waiting
from rulesdsl.runtime.state import StateData


class _Game(GameState, Protocol):
    """What a masked copy needs of a game (`Game` satisfies it; naming `Game` would tie the modules in a circle)."""

    history: list[str]

    def clone(self, keep_log: bool = False) -> Any:
        """An independent copy."""

    def current_player(self) -> int | None:
        """Who is asked now."""


G = TypeVar("G", bound=_Game)

TAGGED = re.compile(r"p([0-9]{1,3}):(.+)")

__all__ = ["decided", "waiting", "pending", "split_tag", "masked", "is_open"]


def is_open(st: StateData) -> bool:
    """Whether a simultaneous round is waiting for commitments."""
    return bool(waiting(st))


def pending(game: GameState, seat: int | None) -> dict[str, Any] | None:
    """The decision record `seat` answers now (None: the seat asked first), or None when it has none."""
    st = game.state
    d = st["decision"]
    if seat is None or (d is not None and d["p"] == seat):
        return d  # type: ignore[no-any-return]
    if d is None or not st.get("simultaneous"):
        return None
    return pending_for(Machine(game.rs, st, None), seat)


def split_tag(game: GameState, action: str) -> tuple[str, int | None]:
    """An action of the history as (option, seat): `p2:apple` names the seat while a round is open."""
    if game.state.get("simultaneous"):
        m = TAGGED.fullmatch(action)
        if m is not None:
            return m.group(2), int(m.group(1))
    return action, None


def masked(game: G, seat: int | None = None) -> G:
    """A copy of the game for `seat`'s eyes (default: the seat asked now) while a round is open: the others'
    commitments and options forgotten, the history cut back to the round's start, and `seat` the one asked
    — or, when `seat` has already committed, the first seat still deciding (the game itself when no round is
    open or the others hold nothing to forget)."""
    sim = game.state.get("simultaneous")
    if seat is None:
        seat = game.current_player()
    if not sim or seat is None or not waiting(game.state):
        return game
    if seat == game.current_player() and all(
            d is None and i is None for p, d, i in zip(sim["ps"], sim["ds"], sim["ix"], strict=True) if p != seat):
        return game
    g: G = game.clone()
    asked = forget_others(g.state, seat)
    if asked:
        del g.history[len(g.history) - asked:]
    m = Machine(g.rs, g.state, None)
    if seat in waiting(g.state):
        g.state["decision"] = pending_for(m, seat)
    else:
        g.state["decision"] = None
        m.run()  # the round asks its first seat still deciding (working out the forgotten options)
    return g
