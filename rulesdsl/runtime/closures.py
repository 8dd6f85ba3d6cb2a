"""Closures over the machine: the run-time form of compiled expressions (what the interpreter evaluates
when no generated Python replaces them), content-defined functions, and the resolved form each closure
carries for the code generator."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any, Final

from rulesdsl.errors import GameRuntimeError
from rulesdsl.limits import MAX_DEPTH
from rulesdsl.runtime.machine import Machine, note_location

Fn = Callable[[Machine], Any]

ARITH: dict[str, Callable[[Any, Any], Any]] = {
    "+": operator.add, "-": operator.sub, "*": operator.mul, "//": operator.floordiv, "%": operator.mod,
}


CMP: dict[str, Callable[[Any, Any], Any]] = {
    "==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt,
    ">=": operator.ge,
}


class FuncSig:
    """A content-defined function: its parameters and, once compiled, its body."""

    def __init__(self, name: str, params: list[str]) -> None:
        self.name = name
        self.params = params
        self.fn: Fn = lambda m: None
        self.where = ""  # file:line:col of its expression (set by the compiler), named in run-time errors
        self.pure = True  # no random draw inside, directly or through other functions (set by the compiler)


def call_function(m: Machine, sig: FuncSig, args: list[Any]) -> Any:
    """Evaluate a content-defined function with its parameters bound."""
    if len(m.frames) >= MAX_DEPTH:
        raise GameRuntimeError(f"function '{sig.name}' nested too deeply", "R103")
    m.budget -= 1
    if m.budget <= 0:
        m.spend(0)
    m.frames.append([-1, 0, dict(zip(sig.params, args, strict=True)), None])
    try:
        return sig.fn(m)
    except GameRuntimeError as err:
        if sig.where:
            note_location(err, f"while evaluating function '{sig.name}' at {sig.where}")
        raise
    finally:
        m.frames.pop()


def tag(fn: Fn, *ir: Any) -> Fn:
    """Attach an expression's resolved form to its closure: what `compiler/codegen.py` compiles to Python.

    The closures stay the reference interpreter; the tuple names the operation and its resolved parts
    (declared ids, built-in implementations, content functions, sub-closures)."""
    fn.ir = ir  # type: ignore[attr-defined]
    return fn


SPECIAL: dict[str, Fn] = {
    "me": tag(lambda m: m.me(), "me"),
    "this": tag(lambda m: m.var("this"), "var", "this"),
    "players": tag(lambda m: list(range(m.st["players"])), "players"),
    "order": tag(lambda m: list(m.st["order"]), "order"),
    "num_players": tag(lambda m: m.st["players"], "num_players"),
    "none": tag(lambda m: None, "const", None),
}


def const(v: Any) -> Fn:
    return tag(lambda m: v, "const", v)


def boolop(op: str, items: list[Fn]) -> Fn:
    """`and` / `or` over compiled operands, short-circuiting like Python's."""
    if len(items) == 2:
        a, b = items
        if op == "and":
            return lambda m: bool(a(m) and b(m))
        return lambda m: bool(a(m) or b(m))
    if op == "and":
        return lambda m: all(f(m) for f in items)
    return lambda m: any(f(m) for f in items)


def bind_call(impl: Callable[..., Any], fns: list[Fn]) -> Fn:
    """A closure calling `impl(machine, *evaluated arguments)`, unrolled for short argument lists."""
    return tag(bound_call(impl, fns), "call", impl, fns)


def bound_call(impl: Callable[..., Any], fns: list[Fn]) -> Fn:
    if len(fns) == 0:
        return lambda m: impl(m)
    if len(fns) == 1:
        a = fns[0]
        return lambda m: impl(m, a(m))
    if len(fns) == 2:
        a, b = fns
        return lambda m: impl(m, a(m), b(m))
    if len(fns) == 3:
        a, b, c = fns
        return lambda m: impl(m, a(m), b(m), c(m))
    return lambda m: impl(m, *[f(m) for f in fns])


def as_number(v: Any) -> int:
    if type(v) is bool or not isinstance(v, int):
        raise GameRuntimeError(f"expected a number, got {v!r}", "R106")
    return v


UNSET: Final = object()  # a loop-invariant call not worked out yet in the running loop (the compiler's `_memo`)


def exists_fn(var: str, source: Fn, cond: Fn | None, want: bool, holder: list[Any] | None = None,
              slots: int = 0) -> Fn:
    """Whether some element of `source` passes `cond` (compared with `want`), stopping at the first that does
    and computing no element: `count([...]) > 0` and a pick's feasibility. `holder`/`slots`: the condition's
    loop-invariant calls (the compiler's `_memo`), reset for this loop when the comprehension was hoisted."""
    def run(m: Machine) -> bool:
        items = source(m)
        if not isinstance(items, list):
            raise GameRuntimeError(f"cannot loop over {items!r}", "R106")
        if cond is None:
            return bool(items) == want
        cenv = m.cenv
        had, old = var in cenv, cenv.get(var)
        saved = holder[0] if holder is not None else None
        if holder is not None and slots:
            holder[0] = [UNSET] * slots
        found = False
        try:
            for x in items:
                cenv[var] = x
                if cond(m):
                    found = True
                    break
        finally:
            if holder is not None:
                holder[0] = saved
            if had:
                cenv[var] = old
            else:
                cenv.pop(var, None)
        return found == want
    return tag(run, "exists", var, source, cond, want)


def comprehension_fn(var: str, source: Fn, elem: Fn, cond: Fn | None, holder: list[Any], slots: int,
                     first: bool = False) -> Fn:
    """`[elem for var in source if cond]`; with `first`, `at([...], 0)`: the element of the first element of
    `source` that passes `cond` (none if none does), stopping there. `holder`/`slots`: the loop-invariant calls
    of the running evaluation (the compiler's `_memo`)."""
    def run(m: Machine) -> Any:
        items = source(m)
        if not isinstance(items, list):
            raise GameRuntimeError(f"cannot loop over {items!r}", "R106")
        cenv = m.cenv
        had = var in cenv
        old = cenv.get(var)
        saved = holder[0]
        if slots:
            holder[0] = [UNSET] * slots
        out = []
        try:
            for x in items:
                cenv[var] = x
                if cond is None or cond(m):
                    if first:
                        return elem(m)
                    out.append(elem(m))
        finally:
            holder[0] = saved
            if had:
                cenv[var] = old
            else:
                cenv.pop(var, None)
        return None if first else out
    return tag(run, "first" if first else "comprehension", var, source, elem, cond, holder, slots)
