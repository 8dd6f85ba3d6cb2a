"""The rules versions of one table: each loaded ruleset's digest with its git commit and dirtiness (asked once
per digest), its files kept in the journal once per digest, and a game played under other rules than those on
disk rebuilt under its own (from the journal's snapshot, unpacked into the data folder)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from pathlib import Path

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import RulesError
from rulesdsl.journal.games import Journal, RulesVersion
from rulesdsl.journal.versions import git_state, take_snapshot, unpack
from rulesdsl.runtime.ruleset import Ruleset

MAX_OLD_RULES = 4  # rulesets of earlier versions held in memory at once


class RulesKeeper:
    """Rules versions and snapshots for one store."""

    def __init__(self, journal: Journal, data: Path) -> None:
        self.journal = journal
        self.data = data
        self.versions: dict[str, RulesVersion] = {}
        self.old: OrderedDict[str, Ruleset] = OrderedDict()
        self.lock = threading.Lock()

    def remember(self, rs: Ruleset, folder: Path) -> RulesVersion:
        """The version of rules just loaded from `folder`; their files are kept once per digest."""
        with self.lock:
            got = self.versions.get(rs.content_hash)
        if got is not None:
            return got
        commit, dirty = git_state(folder)
        got = RulesVersion(rs.content_hash, commit, dirty)
        if self.journal.snapshot(rs.content_hash) is None:
            blob = take_snapshot(folder, rs.content_hash)
            if blob is not None:
                self.journal.put_snapshot(rs.content_hash, rs.id, blob)
        with self.lock:
            self.versions[rs.content_hash] = got
        return got

    def version(self, rs: Ruleset, folder: Path | None) -> RulesVersion:
        """The version of the rules a game is played under (the digest alone for rules not from a folder here)."""
        with self.lock:
            got = self.versions.get(rs.content_hash)
        if got is not None:
            return got
        return RulesVersion(rs.content_hash) if folder is None else self.remember(rs, folder)

    def rules_of(self, current: Ruleset, digest: str) -> Ruleset:
        """The rules a saved game was played under: `current` when the digests agree (or the save names none, or
        no snapshot of its rules was kept), else its own rules from the snapshot."""
        if not digest or digest == current.content_hash:
            return current
        with self.lock:
            if digest in self.old:
                self.old.move_to_end(digest)
                return self.old[digest]
        blob = self.journal.snapshot(digest)
        if blob is None or not digest.isalnum():
            return current
        folder = self.data / "rules" / digest
        try:
            if not (folder / "ruleset.yaml").is_file():
                folder.mkdir(parents=True, exist_ok=True, mode=0o700)
                unpack(blob, folder)
            rs = load_ruleset(folder)
        except (OSError, ValueError, RulesError):
            return current
        with self.lock:
            self.old[digest] = rs
            while len(self.old) > MAX_OLD_RULES:
                self.old.popitem(last=False)
        return rs
