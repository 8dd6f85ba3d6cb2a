"""An on-disk cache of loaded files and parsed effects, keyed by content hashes (never by mtime).

The cache folder is not trusted to hold code. Entries hold data only: they are read by an unpickler that
resolves no global but the plain data classes listed in `DATA_MODULES` (no functions, no code objects, no
`__reduce__` of anything else), and an entry that does not read back is a miss. Generated Python is never
cached (it is checked and compiled afresh). A cache folder that another user owns or may write to is not
used (a warning says so once)."""

from __future__ import annotations

import dataclasses
import hashlib
import importlib
import io
import os
import pickle
import stat
import sys
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from rulesdsl.errors import RulesError
from rulesdsl.paths import not_private
from rulesdsl.version import __version__
from rulesdsl.writes import write_bytes

# The modules whose data classes (dataclasses, and the Fluent syntax nodes) may appear in an entry.
DATA_MODULES = frozenset({"rulesdsl.dsl.ast", "rulesdsl.content.yamlload", "rulesdsl.i18n.catalog",
                          "rulesdsl.diagnostics", "fluent.syntax.ast"})
MAX_ENTRY_BYTES = 64 * 1024 * 1024  # an entry larger than this is a miss (no more is read)


class RefusedEntry(pickle.UnpicklingError):
    """A cache entry naming something that is not plain data (never built)."""


class _DataUnpickler(pickle.Unpickler):
    """Resolves only data classes of `DATA_MODULES`: everything else refuses the entry."""

    def find_class(self, module: str, name: str) -> Any:
        """The class `module.name` when it is a plain data class, else RefusedEntry."""
        if module not in DATA_MODULES or "." in name or name.startswith("_"):
            raise RefusedEntry(f"{module}.{name}")
        obj = getattr(sys.modules.get(module) or importlib.import_module(module), name, None)
        if not isinstance(obj, type) or not _is_data_class(obj):
            raise RefusedEntry(f"{module}.{name}")
        return obj


def _is_data_class(cls: type) -> bool:
    if dataclasses.is_dataclass(cls):
        return not {"__reduce__", "__reduce_ex__"} & set(vars(cls))
    if cls.__module__ == "fluent.syntax.ast":
        from fluent.syntax import ast as ftl
        return issubclass(cls, ftl.BaseNode)
    return False


def loads(blob: bytes) -> Any:
    """Data read back from an entry's bytes; RefusedEntry (or another UnpicklingError) when it is not data."""
    return _DataUnpickler(io.BytesIO(blob)).load()


@lru_cache(maxsize=1)
def _salt() -> str:
    h = hashlib.sha256(__version__.encode())
    h.update(resources.files("rulesdsl.dsl.grammar").joinpath("effects.lark").read_bytes())
    pkg = Path(__file__).resolve().parent
    for mod in ("content/yamlload.py", "content/schema_check.py", "dsl/ast.py", "dsl/parser.py", "dsl/lark_front.py",
                "limits.py", "cache.py", "compiler/parsing.py"):
        p = pkg / mod
        if p.is_file():
            h.update(p.read_bytes())
    from rulesdsl.paths import schemas_dir
    for p in sorted(schemas_dir().glob("*.json")):
        h.update(p.read_bytes())
    return h.hexdigest()[:16]


_WARNED: set[str] = set()


def _safe_folder(path: Path, create: bool) -> bool:
    """True when `path` is a real folder (not a link) that this user owns and no one else may write to."""
    try:
        if create:
            path.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError:
        return False
    return not_private(path) is None and path.is_dir()


def cache_dir() -> Path | None:
    """The cache folder (RULESDSL_CACHE, else the OS's user cache folder); None with RULESDSL_CACHE=off,
    and None (with a warning on stderr, once) when the folder is a link, another user's, or writable by
    others: such a folder is not used."""
    from rulesdsl.paths import cache_home
    d = cache_home()
    if d is None:
        return None
    if not d.exists() and not d.is_symlink():
        return d  # created (0700) on the first write
    if _safe_folder(d, create=False):
        return d
    if str(d) not in _WARNED:
        _WARNED.add(str(d))
        print(f"warning: the cache folder {d} is not used: it must be a folder (not a link) that you own "
              "and that others cannot write to", file=sys.stderr)
    return None


def key_for(*parts: bytes | str) -> str:
    """A cache key from content bytes and labels, salted with the engine version."""
    h = hashlib.sha256(_salt().encode())
    for p in parts:
        h.update(p if isinstance(p, bytes) else p.encode())
        h.update(b"\0")
    return h.hexdigest()


def get(kind: str, key: str) -> Any:
    """A cached value, or None (no entry, or an entry that is not plain data or does not read back)."""
    d = cache_dir()
    if d is None or not _safe_folder(d / kind, create=False) or not _safe_folder(d / kind / key[:2], create=False):
        return None
    path = d / kind / key[:2] / key
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or (hasattr(os, "getuid") and st.st_uid != os.getuid()):
            return None
        with os.fdopen(fd, "rb", closefd=False) as fh:
            blob = fh.read(MAX_ENTRY_BYTES + 1)
        if len(blob) > MAX_ENTRY_BYTES:
            return None
        return loads(blob)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError, ValueError,
            IndexError, KeyError, RecursionError, MemoryError):
        return None
    finally:
        os.close(fd)


def put(kind: str, key: str, value: Any) -> None:
    """Store a value; failures (read-only home, full disk, an unsafe folder) are ignored: the cache is optional."""
    d = cache_dir()
    if d is None:
        return
    folder = d / kind / key[:2]
    if not all(_safe_folder(f, create=True) for f in (d, d / kind, folder)):
        return
    try:
        blob = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        loads(blob)  # only data goes in: a value the reader would refuse is not stored
        write_bytes(folder / key, blob, mode=0o600)  # the one writer: a link or a pipe at the entry is refused
    except (RulesError, OSError, RecursionError, pickle.PicklingError, pickle.UnpicklingError, TypeError,
            AttributeError, ValueError):
        return
