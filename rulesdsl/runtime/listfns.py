"""List query functions designers reach for from other languages: sorted, reversed, range."""

from __future__ import annotations

from typing import Any

from rulesdsl.errors import GameRuntimeError
from rulesdsl.limits import MAX_LIST
from rulesdsl.runtime.machine import Machine


def _items(v: Any, what: str) -> list[Any]:
    if not isinstance(v, list):
        raise GameRuntimeError(f"{what}() needs a list, got {v!r}", "R106")
    return v


def q_sorted(m: Machine, items: Any, reverse: Any = False) -> list[Any]:
    """sorted(): numbers smallest first (or ids alphabetically); `reverse=true` for largest first."""
    got = _items(items, "sorted")
    kinds = {type(x) for x in got}
    if len(kinds) > 1 or kinds - {int, str}:
        raise GameRuntimeError(f"sorted() needs numbers or ids all of one kind, got {got[:6]!r}", "R106",
                               "order_by(items, keys) sorts objects or players by a key")
    return sorted(got, reverse=bool(reverse))


def q_reversed(m: Machine, items: Any) -> list[Any]:
    """reversed(): the list last item first."""
    return list(reversed(_items(items, "reversed")))


def q_range(m: Machine, n: Any) -> list[int]:
    """range(): 0, 1, … n-1."""
    if type(n) is not int:
        raise GameRuntimeError(f"range() needs a number, got {n!r}", "R106")
    if n > MAX_LIST:
        raise GameRuntimeError(f"range({n}) is longer than {MAX_LIST:,} items", "R121")
    return list(range(max(n, 0)))


LIST_IMPLS = {"sorted": q_sorted, "reversed": q_reversed, "range": q_range}
