"""Loop-invariant calls in comprehensions: found at compile time, evaluated once per comprehension.

`[z for z in path if dist(z) <= limit(dist(p.zone))]` calls `limit(dist(p.zone))` for every
element although it never changes inside the loop: content written naturally turns quadratic. The
compiler asks `invariant_calls` for the largest calls in a comprehension's element and condition that
(1) name no variable bound by the comprehension (or by a comprehension nested inside it on the way)
and (2) are pure — no random draw anywhere in them, directly or through content functions. Such a
call is evaluated the first time the loop needs it and its value reused for the other elements, so
results, errors and random draws are exactly those of the plain loop.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import Any

from rulesdsl.dsl import ast as A

IMPURE_QUERIES = frozenset({"roll"})  # queries that draw from the game's generator


def _children(node: Any) -> Iterator[Any]:
    for f in dataclasses.fields(node):
        if f.name == "span":
            continue
        v = getattr(node, f.name)
        if isinstance(v, tuple):
            yield from (x for x in v if isinstance(x, A.Node))
        elif isinstance(v, A.Node):
            yield v


def called_names(node: Any) -> set[str]:
    """Every function name called anywhere inside an expression."""
    out: set[str] = set()
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, A.CallExpr):
            out.add(n.name)
        stack.extend(_children(n))
    return out


def impure_functions(calls: dict[str, set[str]], impure: Callable[[str], bool]) -> set[str]:
    """Content functions that may draw at random: they call an impure query or an impure function."""
    bad = {f for f, names in calls.items() if any(impure(n) for n in names if n not in calls)}
    changed = True
    while changed:
        changed = False
        for f, names in calls.items():
            if f not in bad and names & bad:
                bad.add(f)
                changed = True
    return bad


def _free_names(node: Any, bound: frozenset[str]) -> set[str]:
    """Names used in `node` that are not bound by a comprehension inside it (or in `bound`)."""
    if isinstance(node, A.Name):
        return set() if node.id in bound else {node.id}
    if isinstance(node, A.Comprehension):
        inner = bound | {node.var}
        out = _free_names(node.source, bound)
        out |= _free_names(node.elem, inner)
        if node.cond is not None:
            out |= _free_names(node.cond, inner)
        return out
    out = set()
    for child in _children(node):
        out |= _free_names(child, bound)
    return out


def invariant_calls(comp: A.Comprehension, pure: Callable[[A.CallExpr], bool]) -> list[A.CallExpr]:
    """The largest pure calls in the element and condition that do not depend on the loop."""
    found: list[A.CallExpr] = []

    def visit(node: Any, loop: frozenset[str]) -> None:
        if isinstance(node, A.CallExpr) and not (_free_names(node, frozenset()) & loop) and pure(node):
            found.append(node)
            return
        if isinstance(node, A.Comprehension):
            visit(node.source, loop)
            visit(node.elem, loop | {node.var})
            if node.cond is not None:
                visit(node.cond, loop | {node.var})
            return
        for child in _children(node):
            visit(child, loop)

    loop = frozenset({comp.var})
    visit(comp.elem, loop)
    if comp.cond is not None:
        visit(comp.cond, loop)
    return found
