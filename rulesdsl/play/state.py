"""What the game API's helpers read of a game: the protocol `Game` satisfies.

Described situations and why-not work on a game that `Game` itself builds and calls them for; naming
`Game` in them would tie the modules in a circle, so they name this protocol."""

from __future__ import annotations

from typing import Any, Protocol

from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.runtime.state import StateData


class GameState(Protocol):
    """A game's compiled ruleset, plain-data state and typed-log tuples (None when not logged)."""

    rs: Ruleset
    state: StateData
    log: list[tuple[Any, ...]] | None
