"""Seat names: what a ruleset (`players.names`) or a person (`play --names`, `Game.new(names=...)`) may call
the seats instead of P1, P2 … One name per seat, short printable text, no two alike."""

from __future__ import annotations

import unicodedata
from typing import Any

from rulesdsl.diagnostics import register_codes

register_codes({
    "U061": ("bad seat names", "Seat names (`play --names`, `Game.new(names=...)`, a ruleset's `players.names`) "
                               "give one name per player, each 1-24 characters of printable text, no two alike."),
})


MAX_SEAT_NAME = 24  # characters: a name fits a score-table column and a log line


def seat_name_problem(names: Any, players: int) -> str | None:
    """Why a list of seat names cannot be used for `players` seats, or None when it can: one name per seat,
    each 1-MAX_SEAT_NAME characters of printable text (no control or format characters, not blank), no two
    alike (ignoring case)."""
    if not isinstance(names, (list, tuple)) or not all(isinstance(x, str) for x in names):
        return "seat names must be a list of strings"
    if len(names) != players:
        return f"{len(names)} seat names for {players} players: give one name per player"
    seen: set[str] = set()
    for x in names:
        shown = repr(x[:MAX_SEAT_NAME + 1])
        if not x.strip() or x != x.strip():
            return f"seat name {shown} is blank or starts or ends with a space"
        if len(x) > MAX_SEAT_NAME:
            return f"seat name {shown}… is longer than {MAX_SEAT_NAME} characters"
        if any(unicodedata.category(ch)[0] == "C" for ch in x):
            return f"seat name {shown} holds a control character"
        if x.casefold() in seen:
            return f"seat name {shown} is given twice"
        seen.add(x.casefold())
    return None

