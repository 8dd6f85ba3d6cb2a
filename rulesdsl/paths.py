"""Where things live: the shipped schemas and rulesets, the user's working copy, the cache and user data.

A command run inside a project uses the project's rulesets (the files the user edits), never the
copy installed with the package: `find_project` walks up from the current folder to the nearest
folder that is a ruleset (holds `ruleset.yaml`) and to the nearest folder holding `rules/<name>/
ruleset.yaml`. The installed copy is used only outside any project.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

_PKG = Path(__file__).resolve().parent
APP = "rulesdsl"


def not_private(path: Path) -> str | None:
    """Why `path` is not this user's alone (a link, another user's, writable by group or others, unreadable), else
    None: what is read from such a place may have been put there by someone else (the cache, compiled rules)."""
    try:
        info = path.lstat()
    except OSError as err:
        return f"cannot be read ({err.strerror or err})"
    if stat.S_ISLNK(info.st_mode):
        return "is a link"
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        return "belongs to another user"
    if hasattr(os, "getuid") and info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return "may be written by other users"
    return None


def data_root() -> Path:
    """The folder holding `rules/` and `schemas/`: the wheel's `_data`, else the checkout root."""
    installed = _PKG / "_data"
    if (installed / "schemas").is_dir():
        return installed
    return _PKG.parent


def schemas_dir() -> Path:
    """The folder of the JSON Schemas."""
    return data_root() / "schemas"


def rules_dir() -> Path:
    """The folder holding every ruleset installed with the package."""
    return data_root() / "rules"


@dataclass(frozen=True)
class Project:
    """What surrounds the current folder: the ruleset it is in, and the nearest folder of rulesets."""

    ruleset: Path | None  # the nearest folder at or above the start holding `ruleset.yaml`
    rules: Path | None  # the nearest `rules/` folder (with at least one `*/ruleset.yaml`) at or above it

    @property
    def found(self) -> bool:
        """True inside a project (then the installed copy is not used)."""
        return self.ruleset is not None or self.rules is not None


def _holds_rulesets(folder: Path) -> bool:
    """True when `folder` holds at least one `<name>/ruleset.yaml`."""
    try:
        return folder.is_dir() and any(p.is_file() for p in folder.glob("*/ruleset.yaml"))
    except OSError:
        return False


def find_project(start: Path | None = None) -> Project:
    """Walk up from `start` (default: the current folder) to the ruleset and the `rules/` folder around it."""
    here = (start or Path.cwd()).resolve()
    ruleset: Path | None = None
    for folder in (here, *here.parents):
        if ruleset is None and (folder / "ruleset.yaml").is_file():
            ruleset = folder
        if _holds_rulesets(folder / "rules"):
            return Project(ruleset, folder / "rules")
    return Project(ruleset, None)


def cache_home() -> Path | None:
    """The cache folder: RULESDSL_CACHE, else the OS's user cache folder; None with RULESDSL_CACHE=off."""
    env = os.environ.get("RULESDSL_CACHE")
    if env == "off":
        return None
    if env:
        return Path(env)
    from platformdirs import user_cache_path
    return user_cache_path(APP, appauthor=False)


def user_data_home() -> Path:
    """The folder for the user's own files (saves made on Ctrl-C): RULESDSL_DATA, else the OS's user data folder."""
    env = os.environ.get("RULESDSL_DATA")
    if env:
        return Path(env)
    from platformdirs import user_data_path
    return user_data_path(APP, appauthor=False)
