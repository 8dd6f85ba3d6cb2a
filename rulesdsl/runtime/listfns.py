"""The list queries: counting, summing, ordering and picking from lists (count, sum, max, min, contains,
distinct, index_of, at, order_by) and those designers reach for from other languages (sorted, reversed, range),
with the argument checks the other built-ins share."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulesdsl.errors import GameRuntimeError
from rulesdsl.limits import MAX_INT, MAX_LIST, MAX_NUMBERS
from rulesdsl.runtime.machine import Machine, bounded_int


def whole(v: Any, what: str) -> int:
    """`v` as an integer within the limit: R106 for any other kind (a truth value included), R120 past it."""
    if type(v) is bool or not isinstance(v, int):
        raise GameRuntimeError(f"{what} must be an integer, got {v!r}", "R106")
    return v if -MAX_INT <= v <= MAX_INT else bounded_int(v)


def listed(v: Any, what: str) -> list[Any]:
    """`v` as a list: R106 for any other kind."""
    if not isinstance(v, list):
        raise GameRuntimeError(f"{what} must be a list, got {v!r}", "R106")
    return v


def q_count(m: Machine, items: Any) -> int:
    """count()"""
    return len(items if type(items) is list else listed(items, "count argument"))


def q_sum(m: Machine, items: Any) -> int:
    """sum()"""
    return sum(whole(x, "summed item") for x in listed(items, "sum argument"))


def _unordered(what: str, items: list[Any]) -> GameRuntimeError:
    shown = ", ".join(sorted({type(x).__name__.replace("NoneType", "none") for x in items}))
    return GameRuntimeError(f"{what} compares values of kinds that have no order between them ({shown})", "R106")


def q_max(m: Machine, items: Any, default: Any = 0) -> Any:
    """max()"""
    items = listed(items, "max argument")
    try:
        return max(items) if items else default
    except TypeError:
        raise _unordered("max()", items) from None


def q_min(m: Machine, items: Any, default: Any = 0) -> Any:
    """min()"""
    items = listed(items, "min argument")
    try:
        return min(items) if items else default
    except TypeError:
        raise _unordered("min()", items) from None


def q_contains(m: Machine, items: Any, x: Any) -> bool:
    """contains()"""
    return x in listed(items, "contains argument")


def q_distinct(m: Machine, items: Any) -> list[Any]:
    """distinct()"""
    items = listed(items, "distinct argument")
    try:
        return list(dict.fromkeys(items))
    except TypeError:
        raise GameRuntimeError("distinct() needs numbers, ids or strings, not lists", "R106") from None


def q_index_of(m: Machine, items: Any, x: Any) -> int:
    """index_of()"""
    items = listed(items, "index_of argument")
    return items.index(x) if x in items else -1


def q_at(m: Machine, items: Any, i: Any) -> Any:
    """at()"""
    if type(items) is not list:
        items = listed(items, "at argument")
    if type(i) is not int or not -MAX_INT <= i <= MAX_INT:
        i = whole(i, "index")
    n = len(items)
    return items[i] if -n <= i < n else None


def q_order_by(m: Machine, items: Any, keys: Any) -> list[Any]:
    """order_by()"""
    items, keys = listed(items, "items"), listed(keys, "keys")
    if len(items) != len(keys):
        raise GameRuntimeError("order_by needs as many keys as items", "R106")
    try:
        return [it for _, _, it in sorted(zip(keys, range(len(items)), items, strict=True))]
    except TypeError:
        raise _unordered("order_by()", keys) from None


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


def q_numbers(m: Machine, lo: Any, hi: Any, step: Any = 1) -> list[int]:
    """numbers(): lo, lo + step, … up to hi (both ends included); empty when hi < lo."""
    for name, v in (("lo", lo), ("hi", hi), ("step", step)):
        if type(v) is not int:
            raise GameRuntimeError(f"numbers() needs a number for {name}, got {v!r}", "R106")
    if step < 1:
        raise GameRuntimeError(f"numbers() needs a step of at least 1, got {step}", "R106")
    if hi >= lo and (hi - lo) // step + 1 > MAX_NUMBERS:
        raise GameRuntimeError(f"numbers({lo}, {hi}, {step}) would hold {(hi - lo) // step + 1:,} numbers, more "
                               f"than {MAX_NUMBERS:,}", "R123", "narrow the range or raise the step")
    return list(range(lo, hi + 1, step))


LIST_IMPLS: dict[str, Callable[..., Any]] = {
    "count": q_count, "sum": q_sum, "max": q_max, "min": q_min, "contains": q_contains,
    "distinct": q_distinct, "index_of": q_index_of, "at": q_at, "order_by": q_order_by,
    "sorted": q_sorted, "reversed": q_reversed, "range": q_range, "numbers": q_numbers}
