"""Games already played, remembered on disk: a comparison run again against the same base (the designer's
loop: edit, compare, edit again) finds the base side's games instead of playing them again.

A record is found only under a key that holds everything the game depends on: the engine's own source, every
file of the ruleset's folder and of its packs, each seat's evaluation file, and the configuration (players,
base seed, seats, options, evaluation, packs) with the game's index. Seats whose play depends on the
machine's speed (a budget in seconds) are never remembered. The records are plain data in the on-disk cache
(`rulesdsl.cache`: data only, read back by a data-only unpickler), so a damaged or foreign entry is a miss.
At most MAX_RECORDS are kept: the oldest go first."""

from __future__ import annotations

import hashlib
import json
import os
import re
from contextlib import suppress
from functools import lru_cache
from pathlib import Path
from typing import Any

from rulesdsl import cache
from rulesdsl.compiler.native import FOLDER
from rulesdsl.errors import UsageError
from rulesdsl.writes import remove_file

KIND = "games"
MAX_RECORDS = 20_000  # about 100 MB of records for a long game; the oldest are dropped past it
MAX_FILES = 2_000  # files hashed per folder (a ruleset folder is far smaller; past it, nothing is remembered)
MAX_BYTES = 64 * 1024 * 1024  # bytes hashed per folder
_TIMED = re.compile(r"\d(?:\.\d+)?(?:s|ms)$")  # `mcts:0.5s`, `strong:250ms`: as far as the machine allows
_PKG = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=1)
def engine_digest() -> str:
    """A hash of the engine's source (every module and the grammar): a changed engine finds nothing old."""
    h = hashlib.sha256()
    for p in sorted(_PKG.rglob("*")):
        if p.suffix in (".py", ".lark") and p.is_file() and "__pycache__" not in p.parts:
            h.update(str(p.relative_to(_PKG)).encode())
            h.update(p.read_bytes())
    return h.hexdigest()


_DIGESTS: dict[tuple[Any, ...], str | None] = {}  # per process: a folder's files as stat() sees them -> digest


def folder_digest(root: Path) -> str | None:
    """A hash of every regular file under `root` (names and bytes); None when it is too big to be worth it.
    Remembered per process while no file's size or time changes (a comparison's batches ask again and again)."""
    files: list[tuple[str, int, int]] = []
    size = 0
    for dirpath, dirnames, filenames in os.walk(root):
        # byte code and compiled rules (`rulesdsl build`) are made from the files, not part of them
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in ("__pycache__", FOLDER))
        for name in sorted(filenames):
            p = Path(dirpath) / name
            if p.is_symlink() or not p.is_file():
                continue
            st = p.stat()
            size += st.st_size
            files.append((str(p.relative_to(root)), st.st_size, st.st_mtime_ns))
            if len(files) > MAX_FILES or size > MAX_BYTES:
                return None
    sig = (str(root), *files)
    if sig in _DIGESTS:
        return _DIGESTS[sig]
    h = hashlib.sha256()
    for rel, _, _ in files:
        h.update(rel.encode())
        h.update(b"\0")
        h.update((root / rel).read_bytes())
    if len(_DIGESTS) > 64:
        _DIGESTS.clear()
    _DIGESTS[sig] = got = h.hexdigest()
    return got


def timed(spec: str) -> bool:
    """Whether a seat spec plays by a budget in seconds (`mcts:0.5s`): its games depend on the machine's speed."""
    return bool(_TIMED.search(spec.partition(":")[2]))


def _seat_files(seats: list[str]) -> list[str] | None:
    """The hash of each seat's evaluation file (`planner:FILE`), '' for a seat without one; None when a seat's
    play depends on the machine's speed."""
    out = []
    for spec in seats:
        if timed(spec):
            return None
        _, _, arg = spec.partition(":")
        p = Path(arg) if arg else None
        if p is not None and p.is_file():
            with p.open("rb") as fh:
                blob = fh.read(MAX_BYTES + 1)
            if len(blob) > MAX_BYTES:
                return None
            out.append(hashlib.sha256(blob).hexdigest())
        else:
            out.append("")
    return out


def config_key(cfg_data: dict[str, Any]) -> str | None:
    """The part of a record's key shared by every game of a configuration; None when its games are not to
    be remembered (the cache is off, a timed seat, a folder too big to hash)."""
    if cache.cache_dir() is None:
        return None
    seats = _seat_files(list(cfg_data["seats"]))
    if seats is None:
        return None
    folders = [folder_digest(Path(cfg_data["root"]))] + [folder_digest(Path(p)) for p in cfg_data.get("packs") or ()]
    if any(f is None for f in folders):
        return None
    # a longer run shares its first games; the folders count by their content, not where they are (`--base REV`
    # extracts the base into a new temporary folder each time)
    shown = {k: v for k, v in cfg_data.items() if k not in ("games", "root", "packs", "remember", "skip_unreached")}
    return cache.key_for("played", engine_digest(), *(f or "" for f in folders), *seats,
                         json.dumps(shown, sort_keys=True, default=str))


def recall(ckey: str | None, index: int) -> dict[str, Any] | None:
    """The remembered record of game `index`, or None."""
    if ckey is None:
        return None
    got = cache.get(KIND, cache.key_for(ckey, str(index)))
    return got if isinstance(got, dict) and got.get("game") == index else None


def remember(ckey: str | None, index: int, record: dict[str, Any]) -> None:
    """Keep the record of game `index` (nothing when the configuration is not remembered)."""
    if ckey is not None:
        cache.put(KIND, cache.key_for(ckey, str(index)), record)


def trim(limit: int = MAX_RECORDS) -> int:
    """Drop the oldest records past `limit`; the number dropped."""
    d = cache.cache_dir()
    if d is None or not (d / KIND).is_dir():
        return 0
    entries = []
    for sub in (d / KIND).iterdir():
        if sub.is_dir() and not sub.is_symlink():
            for f in sub.iterdir():
                with suppress(OSError):
                    entries.append((f.stat().st_mtime, f))
    if len(entries) <= limit:
        return 0
    entries.sort()
    gone = 0
    for _, f in entries[:len(entries) - limit]:
        with suppress(UsageError):
            remove_file(f)
            gone += 1
    return gone
