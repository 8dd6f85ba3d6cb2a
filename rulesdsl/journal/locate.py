"""Where the table keeps its games: `--data DIR` (its `playtests.sqlite3`), `--db FILE`, else a folder per
project under the user data folder (`games/<project>-<hash>`; outside any project, `games/`)."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from rulesdsl.paths import find_project, user_data_home

DB_NAME = "playtests.sqlite3"


def default_data(start: Path | None = None) -> Path:
    """The table's data folder for the project around `start` (the current folder by default)."""
    project = find_project(start)
    root = project.rules.parent if project.rules is not None else project.ruleset
    base = user_data_home() / "games"
    if root is None:
        return base
    root = root.resolve()
    slug = re.sub(r"[^A-Za-z0-9_-]+", "-", root.name)[:40].strip("-") or "project"
    return base / f"{slug}-{hashlib.sha256(str(root).encode()).hexdigest()[:8]}"


def db_path(data: str | Path | None = None, db: str | Path | None = None) -> Path:
    """The journal file: `db` when given, else `playtests.sqlite3` in `data` (else the project's data folder)."""
    if db:
        return Path(db)
    return (Path(data) if data else default_data()) / DB_NAME
