"""The designer's table: notice when a ruleset's files change on disk, and reload a game's rules (replaying
the game so far when it still replays under the new rules, else a new game with the same seed, options
and seats; the game keeps its id and invite links, so the people at the table stay)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import RulesError
from rulesdsl.i18n.catalog import clear_cache
from rulesdsl.play.game import Game
from rulesdsl.sim.runner import replay_game
from rulesdsl.web.session import Session

MAX_FILES = 4000  # files looked at per ruleset folder
MAX_DEPTH = 8
CHECK_EVERY = 2.0  # seconds between two looks at one folder


def fingerprint(folder: Path) -> tuple[int, int]:
    """How many files a folder holds (bounded) and the latest modification time among them."""
    count = latest = 0
    stack = [(folder, 0)]
    while stack and count < MAX_FILES:
        here, depth = stack.pop()
        try:
            entries = list(os.scandir(here))
        except OSError:
            continue
        for e in entries:
            if e.name.startswith("."):
                continue
            try:
                if e.is_dir(follow_symlinks=False):
                    if depth < MAX_DEPTH:
                        stack.append((Path(e.path), depth + 1))
                elif e.is_file(follow_symlinks=False):
                    count += 1
                    latest = max(latest, e.stat(follow_symlinks=False).st_mtime_ns)
            except OSError:
                continue
    return count, latest


class RulesWatch:
    """The fingerprint of each ruleset folder when its rules were loaded, looked at again now and then."""

    def __init__(self, rulesets: dict[str, Path]) -> None:
        self.rulesets = rulesets
        self.loaded: dict[str, tuple[int, int]] = {}
        self.seen: dict[str, tuple[float, bool]] = {}

    def mark(self, rid: str) -> None:
        """The rules of `rid` were just loaded."""
        self.loaded[rid] = fingerprint(self.rulesets[rid])
        self.seen[rid] = (time.monotonic(), False)

    def tag(self, rid: str, locale: str) -> str:
        """An ETag for texts made from the rules as loaded (cards, labels): it changes whenever a reload does."""
        count, latest = self.loaded.get(rid, (0, 0))
        return f'"{rid}.{count}.{latest}.{locale}"'

    def changed(self, rid: str) -> bool:
        """Whether the ruleset's files changed since its rules were loaded (looked at every few seconds)."""
        if rid not in self.loaded:
            return False
        at, was = self.seen.get(rid, (0.0, False))
        if time.monotonic() - at < CHECK_EVERY:
            return was
        now = fingerprint(self.rulesets[rid]) != self.loaded[rid]
        self.seen[rid] = (time.monotonic(), now)
        return now


def reload_rules(s: Session, folder: Path) -> tuple[Game, bool]:
    """The game under the ruleset as it is now on disk: replayed if its moves still replay (True), else new
    with the same seed and options (False). A ruleset that no longer loads raises its coded error."""
    clear_cache()  # catalogs are memoised by folder: the edited wording must be read again
    rs = load_ruleset(folder)
    try:
        return replay_game(rs, s.record(), log=True), True
    except RulesError:
        return Game.new(rs, s.players, s.seed, dict(s.options), log=True), False
