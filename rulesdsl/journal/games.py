"""The journal's games: one transaction per save (the game's row, its new moves, its seats and, once it is over,
its result), so a crash keeps every committed move and never half a save. A game reads back as the canonical
save (`play --save` format) plus the table's own settings."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulesdsl.errors import SaveError, UsageError
from rulesdsl.journal.schema import open_db

MAX_LISTED = 100
COLUMNS = ("ruleset", "path", "players", "seed", "locale", "record", "web", "over", "agent_next", "rev", "updated",
           "digest", "git_commit", "git_dirty")
MAX_IMPORT_ACTIONS = 200_000


@dataclass(frozen=True)
class RulesVersion:
    """The rules a game is played under: content digest, git commit ('' outside git) and dirty (None: unknown)."""

    digest: str
    commit: str = ""
    dirty: bool | None = None


def valid_id(gid: str) -> bool:
    """Whether a game id is one the table makes (short, ASCII letters and digits)."""
    return gid.isascii() and gid.isalnum() and 0 < len(gid) <= 32


class Journal:
    """One journal file, shared by the threads of one server (writes are serialised)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.con = open_db(path)
        self.lock = threading.RLock()

    def close(self) -> None:
        """Close the file (the WAL is checkpointed by SQLite)."""
        with self.lock:
            self.con.close()

    def _fail(self, exc: sqlite3.Error) -> SaveError:
        return SaveError(f"cannot save the game ({exc.__class__.__name__}: {str(exc)[:80]})", "H009")

    # -- writing -------------------------------------------------------------------------------------------
    def save(self, record: dict[str, Any], version: RulesVersion, names: list[str] | None = None,
             result: dict[str, Any] | None = None, at: float | None = None) -> None:
        """Write one game's record (the canonical save plus `web` and `agent_next`) in one transaction: its row,
        its moves (appended; rewritten from the first that differs when its history changed), its seats and,
        once it is over, its `result` ({scores, winners, breakdown}). H009 when it cannot be written (then
        nothing is)."""
        web = dict(record["web"])
        gid = str(web["id"])
        actions = [str(a) for a in record["actions"]]
        rest = {k: v for k, v in record.items() if k not in ("actions", "web", "agent_next")}
        now = time.time() if at is None else at
        try:
            with self.lock, self.con:
                self.con.execute("BEGIN IMMEDIATE")
                row = self.con.execute("SELECT rev, started FROM games WHERE id = ?", (gid,)).fetchone()
                rev = (row[0] if row else 0) + 1
                started = row[1] if row else now
                values = (str(record["ruleset"]), str(web.get("path", "")), int(record["players"]),
                          int(record["seed"]), str(web.get("locale", "en")), json.dumps(rest, separators=(",", ":")),
                          json.dumps(web, separators=(",", ":")), int(bool(record.get("over", record.get("finished")))),
                          int(bool(record.get("agent_next"))), rev, now, version.digest, version.commit,
                          None if version.dirty is None else int(version.dirty))
                if row:  # an update, never a replace (a replace would cascade to the moves and the feedback)
                    self.con.execute(f"UPDATE games SET {', '.join(c + ' = ?' for c in COLUMNS)} WHERE id = ?",
                                     (*values, gid))
                else:
                    self.con.execute(f"INSERT INTO games (id, started, {', '.join(COLUMNS)}) "
                                     f"VALUES (?, ?, {', '.join('?' * len(COLUMNS))})", (gid, started, *values))
                self._moves(gid, actions, now)
                self._seats(gid, [str(x) for x in web.get("seats", [])], names or record.get("names") or [])
                self._result(gid, result)
        except sqlite3.Error as exc:
            raise self._fail(exc) from None

    def _moves(self, gid: str, actions: list[str], now: float) -> None:
        have = int(self.con.execute("SELECT count(*) FROM moves WHERE game = ?", (gid,)).fetchone()[0])
        keep = min(have, len(actions))
        last = self.con.execute("SELECT action FROM moves WHERE game = ? AND seq = ?", (gid, keep - 1)).fetchone()
        if keep and (last is None or last[0] != actions[keep - 1]):  # the history was rewritten (rules reloaded)
            stored = [r[0] for r in self.con.execute(
                "SELECT action FROM moves WHERE game = ? AND seq < ? ORDER BY seq", (gid, keep))]
            keep = next((i for i, (a, b) in enumerate(zip(stored, actions[:keep], strict=True)) if a != b), keep)
        if keep < have:
            self.con.execute("DELETE FROM moves WHERE game = ? AND seq >= ?", (gid, keep))
        self.con.executemany("INSERT INTO moves (game, seq, action, at) VALUES (?, ?, ?, ?)",
                             [(gid, i, actions[i], now) for i in range(keep, len(actions))])

    def _seats(self, gid: str, kinds: list[str], names: list[str]) -> None:
        self.con.execute("DELETE FROM seats WHERE game = ?", (gid,))
        self.con.executemany("INSERT INTO seats VALUES (?, ?, ?, ?)",
                             [(gid, p, k, str(names[p]) if p < len(names) else "") for p, k in enumerate(kinds)])

    def _result(self, gid: str, result: dict[str, Any] | None) -> None:
        self.con.execute("DELETE FROM results WHERE game = ?", (gid,))
        if not result:
            return
        scores = [int(x) for x in result["scores"]]
        won = set(result["winners"])
        sections: dict[str, list[int]] = result.get("breakdown") or {}
        self.con.executemany("INSERT INTO results VALUES (?, ?, ?, ?, ?)", [
            (gid, p, sc, int(p in won), json.dumps({k: v[p] for k, v in sections.items() if p < len(v)}))
            for p, sc in enumerate(scores)])

    def put_snapshot(self, digest: str, ruleset: str, blob: bytes) -> None:
        """Keep a ruleset's files for a digest (once: a digest already kept is left as it is)."""
        with self.lock, self.con:
            self.con.execute("BEGIN IMMEDIATE")
            self.con.execute("INSERT OR IGNORE INTO snapshots VALUES (?, ?, ?, ?, ?)",
                             (digest, ruleset, blob, len(blob), time.time()))

    def delete(self, gid: str) -> bool:
        """Remove a game with its moves, seats, result, feedback and notes; False when there was none."""
        with self.lock, self.con:
            self.con.execute("BEGIN IMMEDIATE")
            gone = self.con.execute("DELETE FROM games WHERE id = ?", (gid,)).rowcount
        return gone > 0

    # -- reading -------------------------------------------------------------------------------------------
    def rev(self, gid: str) -> int | None:
        """How many times the game was saved (None when there is no such game)."""
        if not valid_id(gid):
            return None
        with self.lock:
            row = self.con.execute("SELECT rev FROM games WHERE id = ?", (gid,)).fetchone()
        return None if row is None else int(row[0])

    def load(self, gid: str) -> dict[str, Any]:
        """A game's record as saved (canonical save, `web`, `agent_next`); H001 when there is none."""
        with self.lock:
            row = self.con.execute("SELECT record, web, agent_next FROM games WHERE id = ?", (gid,)).fetchone()
            if row is None:
                raise UsageError(f"no game '{gid[:20]}'", "H001")
            actions = [r[0] for r in self.con.execute("SELECT action FROM moves WHERE game = ? ORDER BY seq",
                                                      (gid,))]
        data: dict[str, Any] = json.loads(row[0])
        data.update({"actions": actions, "web": json.loads(row[1]), "agent_next": bool(row[2])})
        return data

    def listing(self, newest: int = MAX_LISTED) -> list[dict[str, Any]]:
        """The newest games: id, ruleset, players, seats, moves, over, agent_next, the `web` settings, the seats' names
        and the result."""
        with self.lock:
            rows = self.con.execute(
                "SELECT g.id, g.ruleset, g.players, g.web, g.over, g.agent_next, g.digest, g.updated, "
                "(SELECT count(*) FROM moves m WHERE m.game = g.id), g.record FROM games g "
                "ORDER BY g.updated DESC LIMIT ?", (newest,)).fetchall()
        out = []
        for r in rows:
            record = json.loads(r[9]) if r[9] else {}
            out.append({"id": r[0], "ruleset": r[1], "players": r[2], "web": json.loads(r[3]), "over": bool(r[4]),
                        "agent_next": bool(r[5]), "digest": r[6], "updated": r[7], "moves": r[8],
                        "names": record.get("names") if isinstance(record, dict) else None,
                        "result": record.get("result") if isinstance(record, dict) else None})
        return out

    def snapshot(self, digest: str) -> bytes | None:
        """The ruleset files kept for a digest, if any."""
        with self.lock:
            row = self.con.execute("SELECT files FROM snapshots WHERE digest = ?", (digest,)).fetchone()
        return None if row is None else bytes(row[0])

    def version_of(self, gid: str) -> dict[str, Any]:
        """The rules version a game was played under (digest, commit, dirty)."""
        with self.lock:
            row = self.con.execute("SELECT digest, git_commit, git_dirty FROM games WHERE id = ?", (gid,)).fetchone()
        if row is None:
            raise SaveError(f"the journal holds no game '{gid[:20]}'", "F008")
        return {"digest": row[0], "commit": row[1], "dirty": None if row[2] is None else bool(row[2])}
