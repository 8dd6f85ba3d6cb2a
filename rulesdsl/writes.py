"""Writes first, work after: output paths are checked before a game or a simulation starts, and files are
written to a temporary file that is renamed into place, so a failed write never leaves half a file."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from rulesdsl.diagnostics import register_codes
from rulesdsl.errors import UsageError

register_codes({
    "U010": ("cannot write the output", "An output path (--save, --out, …) cannot be written: its folder is "
                                        "missing or read-only, or the path is a folder. It is checked before "
                                        "any work starts."),
})


def _file_mode() -> int:
    """The mode a plain `open(path, "w")` would give a new file (0666 less the umask)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


_MODE = _file_mode()


def _fail(path: Path, exc: OSError | str) -> UsageError:
    why = exc if isinstance(exc, str) else (exc.strerror or exc.__class__.__name__)
    return UsageError(f"cannot write {path}: {why}", "U010", "give a path in a folder you can write to")


def probe_file(path: Path) -> None:
    """Check that a file can be created or replaced at `path` (U010 if not), leaving nothing behind."""
    if path.is_dir():
        raise _fail(path, "it is a folder")
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise _fail(path, f"no folder {folder}")
    try:
        fd, tmp = tempfile.mkstemp(prefix=".rulesdsl-probe-", dir=folder)
    except OSError as exc:
        raise _fail(path, exc) from None
    os.close(fd)
    os.unlink(tmp)


def probe_dir(path: Path) -> None:
    """Check that an output folder exists or can be created, and that files can be written in it (U010)."""
    if path.exists() and not path.is_dir():
        raise _fail(path, "it is a file, not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _fail(path, exc) from None
    probe_file(path / "probe")


def write_text(path: Path, text: str) -> None:
    """Write a text file atomically: a temporary file in the same folder, then a rename (U010 on failure)."""
    write_bytes(path, text.encode("utf-8"))


def write_bytes(path: Path, data: bytes) -> None:
    """Write a file atomically: a temporary file in the same folder, then a rename (U010 on failure)."""
    folder = path.parent if str(path.parent) else Path(".")
    tmp = ""
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, _MODE)
        os.replace(tmp, path)
    except OSError as exc:
        if tmp:
            try:
                os.unlink(tmp)
            except OSError:
                pass
        raise _fail(path, exc) from None
