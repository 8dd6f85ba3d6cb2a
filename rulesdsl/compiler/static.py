"""Which content functions are static: their value depends only on their arguments, the ruleset, the
game's options and its player count, so the generated code may remember it for a whole game."""

from __future__ import annotations

from typing import Any

from rulesdsl.runtime.builtins import IMPLS, STATIC_QUERIES

STATIC_IMPLS = frozenset(id(IMPLS[n]) for n in STATIC_QUERIES)
STATE_READS = frozenset({"me", "counter", "global", "attr", "order"})  # resolved forms that read the game


def is_static(sig: Any, known: dict[int, bool]) -> bool:
    """Whether a content function reads nothing of the game but its parameters, the ruleset and the
    options (only static queries, no counters, objects, `me`, order); `known` remembers the answers."""
    got = known.get(id(sig))
    if got is not None:
        return got
    known[id(sig)] = False  # while deciding (functions never recurse; this only guards)
    ok = _fixed(sig.fn, sig.params, known)
    known[id(sig)] = ok
    return ok


def fixed_in_game(fn: Any, known: dict[int, bool] | None = None) -> bool:
    """Whether a compiled expression has one value for a whole game: it reads only the ruleset, the
    options and the player count (no counters, objects, zones, `me`, order or variables)."""
    return _fixed(fn, (), {} if known is None else known)


def _fixed(fn: Any, params: Any, known: dict[int, bool]) -> bool:
    todo: list[tuple[Any, frozenset[str]]] = [(fn, frozenset())]  # (expression, comprehension variables bound)
    steps = 0
    while todo:
        steps += 1
        if steps > 10_000:  # bounded: an expression this large is simply not treated as fixed
            return False
        sub, bound = todo.pop()
        ir = getattr(sub, "ir", None)
        if not isinstance(ir, tuple) or not ir or ir[0] in STATE_READS:
            return False
        op = ir[0]
        if (op == "var" and ir[1] not in params) or (op == "cvar" and ir[1] not in bound):
            return False  # a variable bound outside: its value is not the expression's own
        if op in ("call", "kwcall") and id(ir[1]) not in STATIC_IMPLS:
            return False
        if op == "function" and not is_static(ir[1], known):
            return False
        if op in ("comprehension", "exists"):  # (op, variable, source, ...): the variable is bound after the source
            inner = bound | {ir[1]}
            todo += [(x, bound if x is ir[2] else inner) for x in operands(ir)]
        else:
            todo += [(x, bound) for x in operands(ir)]
    return True


def operands(ir: tuple[Any, ...]) -> list[Any]:
    """The compiled sub-expressions of an expression's resolved form."""
    out: list[Any] = []
    for x in ir[1:]:
        if hasattr(x, "ir"):
            out.append(x)
        elif isinstance(x, list):
            for y in x:
                if hasattr(y, "ir"):
                    out.append(y)
                elif isinstance(y, tuple) and len(y) == 2 and hasattr(y[1], "ir"):
                    out.append(y[1])
    return out
