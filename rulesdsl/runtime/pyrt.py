"""Run-time support for the Python that `codegen.py` writes: the checks the interpreter's closures make,
as plain functions with the same messages and codes, so generated and interpreted games behave alike."""

from __future__ import annotations

from collections.abc import Callable
from itertools import chain
from typing import Any, Final

from rulesdsl.errors import GameRuntimeError
from rulesdsl.limits import MAX_INT, MAX_REPEAT, MAX_STRING
from rulesdsl.runtime import world
from rulesdsl.runtime.builtins import q_in_each, q_zones
from rulesdsl.runtime.listfns import whole
from rulesdsl.runtime.machine import Machine, bounded_int, bounded_list, bounded_str, note_location


def count_in(m: Machine, zone: Any, who: Any = None) -> int:
    """`count(in(zone))`, the zone's size read without copying it into a list (the generated form of it)."""
    z = m.zones.get(zone) if type(zone) is str else None  # a shared zone read at once, as `zone_list` reads it
    return len(z if z is not None else world.zone_list(m, zone, who))


def in_zones(m: Machine, keys: tuple[str, ...]) -> list[int]:
    """`in_each` of a declared list of shared zones (the generated form of it): their objects joined in one
    step (a zone absent at this player count holds none)."""
    return list(chain.from_iterable(filter(None, map(m.zones.get, keys))))


def in_tagged(m: Machine, tags: tuple[tuple[str, Any], ...], const: bool = False) -> list[int]:
    """`in_each(zones(k=v, ...))` (the generated form of it): the objects of the remembered zones (`zones()` lists
    shared zones in play only), zone by zone. `const`: `tags` is a constant of the generated code."""
    hit = m.rs.tag_queries.get(id(tags)) if const else None  # a constant found by its identity (`_tagged_zones`)
    keys: list[str] | None = hit[2] if hit is not None and hit[0] is tags and hit[1] == m.st["players"] else None
    if keys is None:
        keys = _tagged_zones(m, tags, const)
        if keys is None:  # a list among the values known only at play: `q_zones` matches it, unremembered
            keys = q_zones(m, **dict(tags))
    z = m.zones
    out: list[int] = []
    try:
        for k in keys:
            out.extend(z[k])
    except KeyError:  # a state whose zones were not all kept (as `in_each` reads it: empty)
        return q_in_each(m, list(keys))
    return out


def zones_of(m: Machine, tags: tuple[tuple[str, Any], ...], const: bool = False) -> list[str]:
    """`zones(k=v, ...)` (`tags` sorted by name, as `q_zones` keys them): its remembered list without building
    the keyword arguments at each call (the generated form of it). `const`: as for `in_tagged`."""
    hit = m.rs.tag_queries.get(id(tags)) if const else None  # a constant found by its identity (`_tagged_zones`)
    if hit is not None and hit[0] is tags and hit[1] == m.st["players"]:
        return list(hit[2])
    got = _tagged_zones(m, tags, const)
    return list(got) if got is not None else q_zones(m, **dict(tags))


MAX_TAG_QUERIES: Final = 10_000  # constant tag queries remembered by the identity of their tuple, per ruleset


def _tagged_zones(m: Machine, tags: tuple[tuple[str, Any], ...], const: bool) -> list[str] | None:
    """The zones of a tag query at this game's player count as `q_zones` remembered them, or None (not yet asked,
    or a value in it cannot be a key), once its callers did not find it by identity. A constant of the generated
    code is then remembered by its identity too (`Ruleset.tag_queries`, which the callers read first): a nested
    tuple's hash is computed anew at each lookup, an identity's is not. The entry holds the tuple itself, so no
    other object can take its identity while the entry lasts (a tuple built at the call would only fill the
    table: it is never remembered so)."""
    players = m.st["players"]
    seen = m.rs.tag_queries
    try:
        got = m.rs.zone_query_cache.get((players, tags))
    except TypeError:
        return None
    if const and got is not None and len(seen) < MAX_TAG_QUERIES:
        seen[id(tags)] = (tags, players, got)
    return got


def _bounded(v: Any, what: str, bounds: tuple[int, int | None]) -> int:
    """`v` checked as the verbs check an amount (`listfns.whole`: R106, or the limit's code), then clamped."""
    if type(v) is not int or not -MAX_INT <= v <= MAX_INT:
        v = whole(v, what)
    lo, hi = bounds  # the clamp written here, as in `world._clamp`: one call less on the writes' path
    return lo if v < lo else hi if hi is not None and v > hi else v


def set_global(m: Machine, name: str, n: Any, bounds: tuple[int, int | None]) -> None:
    """`set(c, n)` of a global counter named in the text that no supply, rival or score rule watches (the
    generated form of it): the value clamped to its bounds, the change logged as `world.add_counter` logs it."""
    lo, hi = bounds
    if type(n) is int and -MAX_INT <= n <= MAX_INT and lo <= n and (hi is None or n <= hi):
        new = n  # within the limit and the bounds (the common case): `_bounded` would return it as it is
    else:
        new = _bounded(n, "set value", bounds)
    g = m.shared
    old = g[name]
    if new != old:
        g[name] = new
        if m.log is not None:
            m.emit("counter", None, name, new - old, new)


def write_counter(m: Machine, p: int, name: str, n: Any, bounds: tuple[int, int | None], what: str,
                  replace: bool) -> None:
    """`gain(c, n)` (or `set(c, n)` when `replace`) of `p`'s counter `c` named in the text, neither a
    supply's nor the score (the generated form of it): clamped and logged as `world.add_counter` does."""
    counters = m.counters[p]
    old = counters[name]
    if replace:
        new = _bounded(n, what, bounds)
    else:
        if type(n) is not int or not -MAX_INT <= n <= MAX_INT:
            n = whole(n, what)
        new = _bounded(old + n, what, bounds)
    if new != old:
        counters[name] = new
        if m.log is not None:
            m.emit("counter", p, name, new - old, new)


def num(v: Any) -> int:
    """An arithmetic operand: an integer, not a boolean (R106 otherwise)."""
    if type(v) is not int:
        raise GameRuntimeError(f"expected a number, got {v!r}", "R106")
    return v


def add(a: Any, b: Any) -> Any:
    """`a + b`: integers within the limit, list or string concatenation."""
    if type(a) is int and type(b) is int:
        r = a + b
        return r if -MAX_INT <= r <= MAX_INT else bounded_int(r)
    if type(a) is str and type(b) is str:  # a name built from parts (`t + "_deck"`): the next most frequent
        t = a + b
        return t if len(t) <= MAX_STRING else bounded_str(t)
    if isinstance(a, list) and isinstance(b, list):
        return bounded_list(a + b)
    if isinstance(a, str) and isinstance(b, str):
        return bounded_str(a + b)
    return bounded_int(num(a) + num(b))


def sub(a: Any, b: Any) -> int:
    """`a - b` on integers within the limit."""
    r = a - b if type(a) is int and type(b) is int else num(a) - num(b)
    return r if -MAX_INT <= r <= MAX_INT else bounded_int(r)


def mul(a: Any, b: Any) -> int:
    """`a * b` on integers within the limit."""
    r = a * b if type(a) is int and type(b) is int else num(a) * num(b)
    return r if -MAX_INT <= r <= MAX_INT else bounded_int(r)


def floordiv(a: Any, b: Any) -> int:
    """`a // b` on integers (R106 on division by zero)."""
    if num(b) == 0:
        raise GameRuntimeError("division by zero", "R106")
    return bounded_int(num(a) // b)


def mod(a: Any, b: Any) -> int:
    """`a % b` on integers (R106 on division by zero)."""
    if num(b) == 0:
        raise GameRuntimeError("division by zero", "R106")
    return bounded_int(num(a) % b)


def neg(v: Any) -> int:
    """`-v` on an integer."""
    return -num(v)


def ordered(a: Any, b: Any) -> bool:
    """Whether `a` and `b` can be ordered: False when either is none, R106 when their kinds differ."""
    if a is None or b is None:
        return False
    if type(a) is not type(b) and not (isinstance(a, int) and isinstance(b, int)):
        raise GameRuntimeError(f"cannot order {a!r} and {b!r}", "R106")
    return True


def lt(a: Any, b: Any) -> bool:
    """`a < b` (false when either side is none)."""
    if type(a) is int and type(b) is int:
        return a < b
    return ordered(a, b) and a < b


def le(a: Any, b: Any) -> bool:
    """`a <= b` (false when either side is none)."""
    if type(a) is int and type(b) is int:
        return a <= b
    return ordered(a, b) and a <= b


def gt(a: Any, b: Any) -> bool:
    """`a > b` (false when either side is none)."""
    if type(a) is int and type(b) is int:
        return a > b
    return ordered(a, b) and a > b


def ge(a: Any, b: Any) -> bool:
    """`a >= b` (false when either side is none)."""
    if type(a) is int and type(b) is int:
        return a >= b
    return ordered(a, b) and a >= b


def items(v: Any) -> list[Any]:
    """The list a loop or comprehension runs over (R106 for anything else)."""
    if not isinstance(v, list):
        raise GameRuntimeError(f"cannot loop over {v!r}", "R106")
    return v


def repeat_count(v: Any) -> int:
    """A repeat count: an integer, capped to [0, MAX_REPEAT] (R106 for anything else)."""
    if type(v) is not int:
        raise GameRuntimeError(f"repeat needs a number, got {v!r}", "R106")
    return max(0, min(v, MAX_REPEAT))


def loop_limit(limit: int) -> None:
    """A `while` ran past its limit."""
    raise GameRuntimeError(f"loop ran more than its limit of {limit}", "R102")


def player(m: Machine, p: Any) -> int:
    """The player of an `as` block (R106 for anything else)."""
    if type(p) is not int or not 0 <= p < m.st["players"]:
        raise GameRuntimeError(f"'as' needs a player, got {p!r}", "R106")
    return p


def locate(m: Machine, err: GameRuntimeError, idx: int) -> None:
    """Name the statement that was running, as the interpreter's frames would (first hint wins)."""
    if idx < 0:
        return
    path, line, col = m.rs.nodes[idx].where
    if path:
        note_location(err, f"while running {path}:{line}:{col}")


MEMO_CAP: Final = 50_000  # memoised static-function values kept per player count and options
_KEYS: Final = (int, str, type(None))  # argument kinds a memo key may hold (bool is left out: True == 1)


def memo_call(m: Machine, fn: Callable[..., Any], ident: int, *args: Any) -> Any:
    """Call a static content function (its value depends on its arguments and the game's options only),
    remembering immutable results for the rest of the game and for other games with the same options.

    A remembered call still spends the steps the call made the first time, so the R107 budget runs out
    exactly where the interpreter's would."""
    for a in args:
        if type(a) not in _KEYS:
            return fn(m, *args)
    key = (ident, *args)
    memo = m.memo
    if memo is not None:  # a remembered value, read here as `memo_call1` reads it (one call less)
        got = memo.get(key)
        if got is not None:
            kept, cost = got
            m.budget -= cost
            if m.budget <= 0:
                m.spend(0)
            return list(kept) if type(kept) is tuple else kept
    return _recall(m, fn, key, args)


def memo_call1(m: Machine, fn: Callable[..., Any], ident: int, a: Any) -> Any:
    """`memo_call` of a function of one argument (most of them), without packing the arguments."""
    t = type(a)
    if t is not int and t is not str and a is not None:
        return fn(m, a)
    key = (ident, a)
    memo = m.memo
    if memo is not None:  # a remembered value, read here: the most frequent case by far (one call less)
        got = memo.get(key)
        if got is not None:
            kept, cost = got
            m.budget -= cost
            if m.budget <= 0:
                m.spend(0)
            return list(kept) if type(kept) is tuple else kept
    return _recall(m, fn, key, (a,))


def memo_call2(m: Machine, fn: Callable[..., Any], ident: int, a: Any, b: Any) -> Any:
    """`memo_call` of a function of two arguments, without packing the arguments (the same key)."""
    t, u = type(a), type(b)
    if (t is not int and t is not str and a is not None) or (u is not int and u is not str and b is not None):
        return fn(m, a, b)
    key = (ident, a, b)
    memo = m.memo
    if memo is not None:  # read here as in `memo_call1`: through `_recall`, +0.5 % instructions in a solo game
        got = memo.get(key)
        if got is not None:
            kept, cost = got
            m.budget -= cost
            if m.budget <= 0:
                m.spend(0)
            return list(kept) if type(kept) is tuple else kept
    return _recall(m, fn, key, (a, b))


def _recall(m: Machine, fn: Callable[..., Any], key: tuple[Any, ...], args: tuple[Any, ...]) -> Any:
    """The remembered value of `fn(m, *args)` under `key`, its steps spent again; else its value, remembered."""
    memo = m.memo if m.memo is not None else m.static_memo()
    got = memo.get(key)
    if got is None:
        before = m.steps_left()
        value = fn(m, *args)
        kept = _frozen(value)
        if kept is not UNSET:
            if len(memo) >= MEMO_CAP:
                memo.clear()
            memo[key] = (kept, before - m.steps_left())
        return value
    kept, cost = got
    m.budget -= cost
    if m.budget <= 0:
        m.spend(0)
    return list(kept) if type(kept) is tuple else kept  # a list is kept as a tuple: every caller gets its own


def _frozen(v: Any) -> Any:
    """What a memo may keep of a value: immutable values as they are, a list of them as a tuple."""
    t = type(v)
    if t in _KEYS or t is bool:
        return v
    if t is list and all(type(x) in _KEYS or type(x) is bool for x in v):
        return tuple(v)
    return UNSET


UNSET: Final = object()  # a loop-invariant call not evaluated yet in the running comprehension
