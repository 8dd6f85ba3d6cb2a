"""The words the web table shows for a game (prompts, option labels, why-not reasons, log lines), in one
place: the table and the replay ask only these functions, so the narration behind them can change.
"""

from __future__ import annotations

from rulesdsl.play.game import Game
from rulesdsl.text.decisions import option_label, prompt_text, why_not_text
from rulesdsl.text.narrate import narrate


def prompt(game: Game, locale: str) -> str:
    """The pending decision's question."""
    return prompt_text(game, locale)


def option(game: Game, index: int, locale: str) -> str:
    """The label of the pending decision's option `index` (the skip option comes last)."""
    return option_label(game, index, locale)


def why_not(game: Game, action: str, locale: str) -> str:
    """Why an action is refused now, in words (empty when there is no reason to give)."""
    return why_not_text(game, action, locale) or ""


def log(game: Game, seat: int, locale: str, start: int = 0) -> list[str]:
    """The log from event `start` for a seat (-1: public information only): one sentence per action, headings
    between the parts of the game, nothing the seat may not see (`rulesdsl.narrate`)."""
    return narrate(game, locale, seat if seat >= 0 else None, start)
