"""Syntax errors of the effect language: the exception, its codes and the size limits of effect text.

Kept apart from `parser` so the Lark front end can raise it without importing the parser back.
"""

from __future__ import annotations

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
