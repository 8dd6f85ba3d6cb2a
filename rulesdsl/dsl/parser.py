"""Parse effect and condition text into the typed AST; syntax errors become coded diagnostics."""

from __future__ import annotations

from typing import Any

from rulesdsl.dsl import ast as A
from rulesdsl.dsl.syntax_error import MAX_DEPTH, MAX_TEXT, ParseError

__all__ = ["MAX_DEPTH", "MAX_TEXT", "ParseError", "parse_effect", "parse_expr"]


def _depth_ok(text: str) -> bool:
    """Bracket nesting outside strings and comments stays within MAX_DEPTH."""
    depth = best = 0
    in_str = in_comment = False
    for ch in text:
        if in_comment:
            in_comment = ch != "\n"
        elif in_str:
            in_str = ch not in '"\n'
        elif ch == '"':
            in_str = True
        elif ch == "#":
            in_comment = True
        elif ch in "([{":
            depth += 1
            best = max(best, depth)
        elif ch in ")]}":
            depth -= 1
    return best <= MAX_DEPTH


def _parse(text: str, start: str) -> Any:
    if len(text) > MAX_TEXT or not _depth_ok(text):
        raise ParseError("effect text too long or nested too deeply", "P005", 1, 1,
                         f"keep effects under {MAX_TEXT} characters and {MAX_DEPTH} levels of brackets")
    from rulesdsl.dsl.lark_front import parse_tree  # Lark is imported on first use only
    try:
        return parse_tree(text, start)
    except RecursionError:
        raise ParseError("effect text nested too deeply", "P005", 1, 1,
                         "split long chains of operators into several statements or lets") from None


def parse_effect(text: str) -> A.Effect:
    """Parse effect text (a statement list). Raises ParseError with a position."""
    result = _parse(text, "start")
    assert isinstance(result, A.Effect)
    return result


def parse_expr(text: str) -> A.Expr:
    """Parse a condition or value expression. Raises ParseError with a position."""
    result: A.Expr = _parse(text, "expr_start")
    return result
