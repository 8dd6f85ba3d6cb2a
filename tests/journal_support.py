"""Reading a table's journal from a test: a game's saved record, and its state (save count and record) to check
that nothing was written."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rulesdsl.journal.games import Journal
from rulesdsl.journal.locate import DB_NAME


def saved_game(folder: Path, gid: str) -> dict[str, Any]:
    """The record the journal in `folder` holds for a game (canonical save plus `web`)."""
    j = Journal(folder / DB_NAME)
    try:
        return j.load(gid)
    finally:
        j.close()


def saved_state(folder: Path, gid: str) -> tuple[int | None, str]:
    """A game's save count and record: equal before and after means nothing was written."""
    j = Journal(folder / DB_NAME)
    try:
        return j.rev(gid), json.dumps(j.load(gid), sort_keys=True)
    finally:
        j.close()
