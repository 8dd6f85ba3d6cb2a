"""Effect and expression text -> AST, memoised by text, with the depth and bound checks every tree passes
before the compiler (or the parse cache) sees it."""

from __future__ import annotations

from typing import Any

from rulesdsl import limits as L
from rulesdsl.dsl import ast as A
from rulesdsl.dsl.parser import ParseError, parse_effect, parse_expr

_AST_CACHE: dict[tuple[str, str], A.Effect | A.Expr | ParseError] = {}


def parse_cached(text: str, kind: str) -> A.Effect | A.Expr:
    """Parse effect (`kind="effect"`) or expression text, memoised by text."""
    key = (kind, text)
    got = _AST_CACHE.get(key)
    if got is None:
        try:
            got = parse_effect(text) if kind == "effect" else parse_expr(text)
            _check_depth(got)  # before caching: a too-deep tree must never reach the cache or pickle
        except ParseError as err:
            # Keep only the message and position: the exception chain would keep a whole check alive.
            got = ParseError(err.message, err.code, err.line, err.col, err.hint)
        if len(_AST_CACHE) >= MAX_AST_CACHE:
            _AST_CACHE.clear()
        _AST_CACHE[key] = got
    if isinstance(got, ParseError):
        # A fresh copy each time: raising the cached object would attach this call's traceback to it.
        raise ParseError(got.message, got.code, got.line, got.col, got.hint)
    return got


MAX_AST_DEPTH = 120
MAX_AST_CACHE = 200_000  # distinct effect texts kept parsed (the cache is emptied when full)


def _check_depth(tree: A.Node) -> None:
    """Reject ASTs deeper than the compiler's recursion can take (iteratively measured), and literal
    numbers, loop bounds and choice counts beyond the limits table."""
    todo: list[tuple[object, int]] = [(tree, 1)]
    while todo:
        node, d = todo.pop()
        if d > MAX_AST_DEPTH:
            raise ParseError(f"effect nested more than {MAX_AST_DEPTH} levels deep", "P005", 1, 1,
                             "split it into several statements, lets or macros")
        if isinstance(node, tuple):
            todo.extend((x, d) for x in node)
        elif isinstance(node, A.Node):
            _check_bounds(node)
            todo.extend((getattr(node, f), d + 1) for f in node.__dataclass_fields__ if f != "span")


def _check_bounds(node: A.Node) -> None:
    """B004/B005 for one AST node: literals within the integer limit, loop and choice bounds in range."""
    def fail(code: str, msg: str, hint: str) -> None:
        raise ParseError(msg, code, node.span.line, node.span.col, hint)
    if isinstance(node, A.Int) and not -L.MAX_INT <= node.value <= L.MAX_INT:
        fail("B004", f"number too large (the limit is ±{L.MAX_INT:,})", "use a smaller number")
    elif isinstance(node, A.Repeat) and isinstance(node.count, A.Int) and node.count.value > L.MAX_REPEAT:
        fail("B005", f"repeat {node.count.value} is more than {L.MAX_REPEAT:,}",
             f"repeat at most {L.MAX_REPEAT:,} times; nest a second loop only if it really must run longer")
    elif isinstance(node, A.While) and not 1 <= node.limit <= L.MAX_WHILE_LIMIT:
        fail("B005", f"while limit {node.limit} is outside 1-{L.MAX_WHILE_LIMIT:,}",
             "give the loop a limit it can really reach")
    elif isinstance(node, A.Choose) and not 1 <= node.count <= min(L.MAX_CHOOSE, len(node.options)):
        fail("B005", f"choose {node.count} among {len(node.options)} option(s)",
             f"the count is at least 1 and at most the number of options ({len(node.options)})")


def trim_parse_cache(max_entries: int, max_failed: int) -> None:
    """Bound the in-process parse memo (long-running callers such as the language server).

    Failing parses go first, the oldest of them beyond `max_failed`, and those kept forget the frames of
    their last raise (which hold the compiler and the whole content model); then the oldest entries
    beyond `max_entries`."""
    failed = [k for k, v in _AST_CACHE.items() if isinstance(v, ParseError)]
    for k in failed[: max(len(failed) - max_failed, 0)]:
        del _AST_CACHE[k]
    for k in failed[-max_failed:] if max_failed else []:
        err = _AST_CACHE[k]
        if isinstance(err, ParseError):
            # A cached error re-raised keeps the frames of its last raise (the whole compiler and content).
            err.__traceback__ = err.__context__ = err.__cause__ = None
    while len(_AST_CACHE) > max_entries:
        del _AST_CACHE[next(iter(_AST_CACHE))]


def warm_parse_cache(entries: dict[Any, Any]) -> None:
    """Add parsed trees kept from an earlier run (the persistent cache) to the in-process memo."""
    for key, value in entries.items():
        _AST_CACHE.setdefault(key, value)


def parse_cache_size() -> int:
    """How many texts the in-process memo holds."""
    return len(_AST_CACHE)


def parse_cache_entries() -> dict[tuple[str, str], A.Effect | A.Expr | ParseError]:
    """A copy of the in-process memo (what the persistent cache stores)."""
    return dict(_AST_CACHE)
