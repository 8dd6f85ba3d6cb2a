"""What bots do under the same rules version as the people: a bounded `simulate` run on that version's rules
(the ruleset folder when its digest is the one on disk, else the journal's snapshot of it), remembered in the
journal per version and settings so a report run again plays nothing."""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path
from typing import Any

from rulesdsl.errors import RulesError
from rulesdsl.journal.games import Journal
from rulesdsl.journal.versions import unpack
from rulesdsl.reports.sim_report import summarize
from rulesdsl.sim.simulate import SimConfig, run_simulation

MAX_BOT_GAMES = 2_000
KEPT = ("games", "finished", "win_by_seat", "scores", "length", "errors")


def _recall(journal: Journal, key: tuple[str, int, str, int, int]) -> dict[str, Any] | None:
    with journal.lock:
        row = journal.con.execute("SELECT summary FROM bot_runs WHERE digest = ? AND players = ? AND seats = ? "
                                  "AND games = ? AND seed = ?", key).fetchone()
    return None if row is None else dict(json.loads(row[0]))


def bot_figures(journal: Journal, digest: str, current: tuple[str, Path] | None, players: int, seats: list[str],
                games: int, seed: int = 1) -> dict[str, Any] | None:
    """The bots' figures on rules version `digest` (`current`: the digest and folder of the rules on disk), or
    None when that version's rules are neither on disk nor kept in the journal, or the run fails."""
    games = max(1, min(games, MAX_BOT_GAMES))
    key = (digest, players, ",".join(seats), games, seed)
    got = _recall(journal, key)
    if got is not None:
        got["remembered"] = True
        return got
    with tempfile.TemporaryDirectory(prefix="rulesdsl-bots-") as tmp:
        if current is not None and current[0] == digest:
            root = current[1]
        else:
            blob = journal.snapshot(digest)
            if blob is None:
                return None
            try:
                root = unpack(blob, Path(tmp) / "rules")
            except (OSError, ValueError):
                return None
        try:
            records = run_simulation(SimConfig(str(root), players, games, seed, tuple(seats)))
        except RulesError:
            return None
    summary = {k: v for k, v in summarize(records).items() if k in KEPT}
    summary["seats"] = seats
    with journal.lock, journal.con:
        journal.con.execute("BEGIN IMMEDIATE")
        journal.con.execute("INSERT OR REPLACE INTO bot_runs VALUES (?, ?, ?, ?, ?, ?, ?)",
                            (*key, json.dumps(summary), time.time()))
    return summary
