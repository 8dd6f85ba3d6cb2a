"""An on-disk cache of loaded files and parsed effects, keyed by content hashes (never by mtime)."""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import rulesdsl

# Entries are pickles written by this package into the user's own cache folder; content files
# themselves are never unpickled. A version salt invalidates entries when the engine changes.


@lru_cache(maxsize=1)
def _salt() -> str:
    h = hashlib.sha256(rulesdsl.__version__.encode())
    h.update(resources.files("rulesdsl.dsl.grammar").joinpath("effects.lark").read_bytes())
    pkg = Path(__file__).resolve().parent
    for mod in ("content/yamlload.py", "content/schema_check.py", "dsl/ast.py", "dsl/parser.py", "dsl/lark_front.py",
                "limits.py"):
        p = pkg / mod
        if p.is_file():
            h.update(p.read_bytes())
    from rulesdsl.paths import schemas_dir
    for p in sorted(schemas_dir().glob("*.json")):
        h.update(p.read_bytes())
    return h.hexdigest()[:16]


def cache_dir() -> Path | None:
    """The cache folder (RULESDSL_CACHE, else the OS's user cache folder); None with RULESDSL_CACHE=off."""
    from rulesdsl.paths import cache_home
    return cache_home()


def key_for(*parts: bytes | str) -> str:
    """A cache key from content bytes and labels, salted with the engine version."""
    h = hashlib.sha256(_salt().encode())
    for p in parts:
        h.update(p if isinstance(p, bytes) else p.encode())
        h.update(b"\0")
    return h.hexdigest()


def get(kind: str, key: str) -> Any:
    """A cached value, or None."""
    d = cache_dir()
    if d is None:
        return None
    path = d / kind / key[:2] / key
    try:
        with path.open("rb") as fh:
            return pickle.load(fh)  # noqa: S301 - our own cache entries
    except (OSError, pickle.PickleError, EOFError, AttributeError, ImportError, TypeError, ValueError):
        return None


def put(kind: str, key: str, value: Any) -> None:
    """Store a value; failures (read-only home, full disk) are ignored: the cache is optional."""
    d = cache_dir()
    if d is None:
        return
    folder = d / kind / key[:2]
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder)
        with os.fdopen(fd, "wb") as fh:
            pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, folder / key)
    except (OSError, RecursionError, pickle.PicklingError, TypeError):
        return
