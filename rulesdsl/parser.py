"""Parse effect and condition text into the typed AST; syntax errors become coded diagnostics."""

from __future__ import annotations

from typing import Any

from rulesdsl import ast as A
from rulesdsl.diagnostics import register_codes
from rulesdsl.errors import RulesError

register_codes({
    "P001": ("syntax error in an effect or condition",
             "The text does not follow the effect grammar; the caret shows where parsing stopped."),
    "P002": ("unterminated string", "A string literal opened with \" is not closed on the same line."),
    "P003": ("unexpected end of text", "The effect ends too early: a bracket or block is not closed."),
    "P004": ("unknown character", "A character that the effect language does not use."),
    "P005": ("effect text too long or too deep", "Effect text is limited in size and nesting depth."),
})

MAX_TEXT = 20_000
MAX_DEPTH = 60


class ParseError(RulesError):
    """A syntax error inside effect text, with a 1-based position relative to the text."""

    def __init__(self, message: str, code: str, line: int, col: int, hint: str = "") -> None:
        super().__init__(message, code, hint)
        self.line = line
        self.col = col


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
    from rulesdsl.lark_front import parse_tree  # Lark is imported on first use only
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
