"""The journal's database file: opened private to the user (0600, its folder 0700 when created), in WAL mode,
with its schema brought forward by numbered migrations (each applied once, in one transaction, and listed in
the `migrations` table; `PRAGMA user_version` holds the last one). Its error codes (F007, F008) are in
rulesdsl.errors."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from rulesdsl.errors import SaveError
from rulesdsl.writes import create_private

BUSY_MS = 10_000  # how long a writer waits for another (two servers over one file)

# Each migration: (version, name, statements). Never edit one that shipped: add the next.
MIGRATIONS: list[tuple[int, str, list[str]]] = [
    (1, "games, moves, seats and results", [
        """CREATE TABLE games (id TEXT PRIMARY KEY, ruleset TEXT NOT NULL, path TEXT NOT NULL,
             players INTEGER NOT NULL, seed INTEGER NOT NULL, locale TEXT NOT NULL, record TEXT NOT NULL,
             web TEXT NOT NULL, over INTEGER NOT NULL DEFAULT 0, agent_next INTEGER NOT NULL DEFAULT 0,
             rev INTEGER NOT NULL DEFAULT 0, started REAL NOT NULL, updated REAL NOT NULL)""",
        "CREATE INDEX games_updated ON games (updated DESC)",
        """CREATE TABLE moves (game TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE, seq INTEGER NOT NULL,
             action TEXT NOT NULL, at REAL NOT NULL, PRIMARY KEY (game, seq))""",
        """CREATE TABLE seats (game TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE, seat INTEGER NOT NULL,
             kind TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (game, seat))""",
        """CREATE TABLE results (game TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE, seat INTEGER NOT NULL,
             score INTEGER NOT NULL, won INTEGER NOT NULL, sections TEXT NOT NULL, PRIMARY KEY (game, seat))""",
    ]),
    (2, "rules versions and ruleset snapshots", [
        "ALTER TABLE games ADD COLUMN digest TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE games ADD COLUMN git_commit TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE games ADD COLUMN git_dirty INTEGER",
        "CREATE INDEX games_digest ON games (ruleset, digest)",
        """CREATE TABLE snapshots (digest TEXT PRIMARY KEY, ruleset TEXT NOT NULL, files BLOB NOT NULL,
             size INTEGER NOT NULL, taken REAL NOT NULL)""",
    ]),
    (3, "players' feedback and notes", [
        """CREATE TABLE feedback (game TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE, seat INTEGER NOT NULL,
             name TEXT NOT NULL, fun INTEGER, length TEXT, card TEXT, card_feel TEXT, text TEXT NOT NULL,
             at REAL NOT NULL, PRIMARY KEY (game, seat))""",
        """CREATE TABLE notes (id INTEGER PRIMARY KEY, game TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
             seat INTEGER NOT NULL, move INTEGER NOT NULL, prompt TEXT NOT NULL, text TEXT NOT NULL,
             at REAL NOT NULL)""",
        "CREATE INDEX notes_game ON notes (game, move)",
    ]),
    (4, "bots' figures remembered per rules version", [
        """CREATE TABLE bot_runs (digest TEXT NOT NULL, players INTEGER NOT NULL, seats TEXT NOT NULL,
             games INTEGER NOT NULL, seed INTEGER NOT NULL, summary TEXT NOT NULL, at REAL NOT NULL,
             PRIMARY KEY (digest, players, seats, games, seed))""",
    ]),
]
SCHEMA_VERSION = MIGRATIONS[-1][0]


def _private_file(path: Path) -> None:
    """Create the folder (0700) and the empty file (0600) when they do not exist yet."""
    create_private(path)


def _bad(path: Path, why: str) -> SaveError:
    return SaveError(f"{path}: {why}", "F007", "give another --db, or move this file away (the table starts a new one)")


def migrate(con: sqlite3.Connection, upto: int = SCHEMA_VERSION, path: Path = Path("?")) -> int:
    """Apply the migrations after the file's version, up to `upto`, each in its own transaction; the version."""
    have = int(con.execute("PRAGMA user_version").fetchone()[0])
    if have > SCHEMA_VERSION:
        raise _bad(path, f"written by a newer rulesdsl (schema {have}; this one knows up to {SCHEMA_VERSION})")
    con.execute("CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
                "applied REAL NOT NULL)")
    for version, name, statements in MIGRATIONS:
        if version <= have or version > upto:
            continue
        with con:  # one transaction per migration: a crash leaves the file at the previous version
            con.execute("BEGIN IMMEDIATE")
            if int(con.execute("PRAGMA user_version").fetchone()[0]) >= version:
                continue  # another process applied it meanwhile
            for sql in statements:
                con.execute(sql)
            con.execute("INSERT INTO migrations VALUES (?, ?, ?)", (version, name, time.time()))
            con.execute(f"PRAGMA user_version = {int(version)}")
        have = version
    return have


def open_db(path: Path, upto: int = SCHEMA_VERSION) -> sqlite3.Connection:
    """The journal at `path` (created private to the user when missing), migrated forward; F007 when it is not
    one. The connection is in autocommit mode: callers open their own transactions (`with con:`)."""
    try:
        _private_file(path)
        con = sqlite3.connect(str(path), timeout=BUSY_MS / 1000, isolation_level=None, check_same_thread=False)
    except (OSError, sqlite3.Error) as exc:
        raise _bad(path, f"cannot open ({exc.__class__.__name__}: {str(exc)[:80]})") from None
    try:
        con.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
        con.execute("PRAGMA journal_mode = WAL")
        con.execute("PRAGMA synchronous = FULL")  # a committed move survives a power cut, not only a crash
        con.execute("PRAGMA foreign_keys = ON")
        migrate(con, upto, path)
    except sqlite3.DatabaseError as exc:
        con.close()
        raise _bad(path, f"not a journal database ({str(exc)[:80]})") from None
    except BaseException:
        con.close()
        raise
    return con
