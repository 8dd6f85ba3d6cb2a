"""Which rules a game was played under: the ruleset's content digest, and inside a git work tree the commit and
whether the tree had uncommitted changes (git run with a fixed argument list, no shell, a timeout; no git is
no commit). A snapshot of the ruleset's files (content and catalogs, bounded) is kept once per digest, so a
game replays under the exact rules it was played with."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import zlib
from pathlib import Path
from typing import Any

from rulesdsl.content.reader import bytes_digest, content_hash
from rulesdsl.writes import make_dir, write_text

GIT_TIMEOUT = 5  # seconds per git command
MAX_SNAPSHOT_FILES = 2_000
MAX_SNAPSHOT_BYTES = 16 * 1024 * 1024  # content plus catalogs; a larger ruleset is recorded without a snapshot
SNAPSHOT_SUFFIXES = (".yaml", ".ftl", ".md")


def _git(args: list[str], cwd: Path) -> str | None:
    """One git command's output, or None (no git, not a work tree, an error, too slow)."""
    git = shutil.which("git")
    if git is None:
        return None
    try:
        res = subprocess.run([git, *args], cwd=cwd, capture_output=True, timeout=GIT_TIMEOUT, check=False,
                             env={**os.environ, "GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"})
    except (OSError, subprocess.SubprocessError):
        return None
    if res.returncode != 0:
        return None
    return res.stdout.decode("utf-8", "replace")


def git_state(folder: Path) -> tuple[str, bool | None]:
    """The commit checked out around `folder` and whether the folder has uncommitted changes ('' and None outside
    a git work tree, or without git)."""
    folder = folder.resolve()
    head = _git(["rev-parse", "--verify", "--quiet", "HEAD"], folder)
    if head is None:
        return "", None
    status = _git(["status", "--porcelain", "--untracked-files=normal", "--", "."], folder)
    return head.strip()[:40], None if status is None else bool(status.strip())


def _files(root: Path) -> list[Path]:
    out: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "__pycache__")
        out += [Path(dirpath) / f for f in sorted(filenames) if f.endswith(SNAPSHOT_SUFFIXES)]
        if len(out) > MAX_SNAPSHOT_FILES:
            break
    return out


def take_snapshot(root: Path, digest: str) -> bytes | None:
    """The ruleset's files (content and catalogs) compressed, when their content digest is `digest` (a file
    changed since the rules were loaded: None) and they fit the bounds (else None)."""
    files = [p for p in _files(root) if p.is_file() and not p.is_symlink()]
    if len(files) > MAX_SNAPSHOT_FILES:
        return None
    texts: dict[str, str] = {}
    total = 0
    try:
        for p in files:
            raw = p.read_bytes()
            total += len(raw)
            if total > MAX_SNAPSHOT_BYTES:
                return None
            texts[p.relative_to(root).as_posix()] = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    if snapshot_digest(texts) != digest:
        return None
    return zlib.compress(json.dumps(texts, sort_keys=True).encode("utf-8"), 6)


def snapshot_digest(texts: dict[str, str]) -> str:
    """The content digest of a snapshot's files, as the loader computes it (catalogs and tests left out)."""
    root = Path("/snapshot")
    kept = {root / rel for rel in texts}
    parts = []
    for p in yaml_files_of(kept, root):
        rel = p.relative_to(root).as_posix()
        parts.append(f"{rel}\0{bytes_digest(texts[rel].encode('utf-8'))}")
    return content_hash(parts)


def yaml_files_of(paths: set[Path], root: Path) -> list[Path]:
    """The content files among `paths` in the loader's order (`yaml_files` without reading a folder)."""
    out = []
    for p in paths:
        rel = p.relative_to(root).parts
        if p.suffix == ".yaml" and "locales" not in rel[:-1] and rel[:1] != ("tests",):
            out.append(p)
    return sorted(out)


def unpack(blob: bytes, into: Path) -> Path:
    """Write a snapshot's files under `into` (relative paths only) and return the folder."""
    texts: Any = json.loads(zlib.decompress(blob, bufsize=MAX_SNAPSHOT_BYTES * 2))
    if not isinstance(texts, dict):
        raise ValueError("not a snapshot")
    for rel, text in texts.items():
        parts = Path(str(rel)).parts
        if not parts or Path(str(rel)).is_absolute() or ".." in parts or not isinstance(text, str):
            raise ValueError("a snapshot path outside its folder")
        dest = into.joinpath(*parts)
        make_dir(dest.parent)
        write_text(dest, text)
    return into

