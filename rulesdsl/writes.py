"""The one writer of every file rulesdsl writes (saves, learned evaluations, reports, catalogs, every `--out`,
the web table's store, the cache): output paths are checked before a game or a simulation starts, and files
are written to a temporary file in the target folder that is renamed into place, so a failed write never
leaves half a file. A link at the target is refused and never followed; a pipe, a device or a socket at the
target is refused unopened (U010). `tests/test_writes.py` checks that no other module writes a file."""

from __future__ import annotations

import io
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

from rulesdsl.diagnostics import register_codes
from rulesdsl.errors import UsageError

register_codes({
    "U010": ("cannot write the output", "An output path (--save, --out, …) cannot be written: its folder is "
                                        "missing or read-only, the path is a folder, or something other than a "
                                        "regular file is there already (a link, a pipe, a device: never "
                                        "followed or opened). It is checked before any work starts."),
})


def _file_mode() -> int:
    """The mode a plain `open(path, "w")` would give a new file (0666 less the umask)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


_MODE = _file_mode()


def _fail(path: Path, exc: OSError | str, hint: str = "give a path in a folder you can write to") -> UsageError:
    why = exc if isinstance(exc, str) else (exc.strerror or exc.__class__.__name__)
    return UsageError(f"cannot write {path}: {why}", "U010", hint)


def _target_problem(path: Path) -> str | None:
    """Why the thing already at `path` must not be replaced (a folder, a link, a pipe, a device), else None."""
    try:
        st = path.lstat()
    except FileNotFoundError:
        return None
    except OSError as exc:
        return exc.strerror or exc.__class__.__name__
    if stat.S_ISLNK(st.st_mode):
        return "it is a link, and links are never written through"
    if stat.S_ISDIR(st.st_mode):
        return "it is a folder"
    if not stat.S_ISREG(st.st_mode):
        return "it is not a regular file (a pipe, a device or a socket)"
    return None


_IN_THE_WAY = "remove what is there, or give another path"


def _folder(path: Path) -> Path:
    return path.parent if str(path.parent) else Path(".")


def probe_file(path: Path) -> None:
    """Check that a file can be created or replaced at `path` (U010 if not), leaving nothing behind."""
    why = _target_problem(path)
    if why is not None:
        raise _fail(path, why, _IN_THE_WAY)
    folder = _folder(path)
    if not folder.is_dir():
        raise _fail(path, f"no folder {folder}")
    try:
        fd, tmp = tempfile.mkstemp(prefix=".rulesdsl-probe-", dir=folder)
    except OSError as exc:
        raise _fail(path, exc) from None
    os.close(fd)
    os.unlink(tmp)


def make_dir(path: Path, mode: int = 0o777) -> None:
    """Create an output folder (and its parents) unless it exists; U010 if a file is in the way."""
    if path.exists() and not path.is_dir():
        raise _fail(path, "it is a file, not a folder")
    try:
        path.mkdir(mode=mode, parents=True, exist_ok=True)
    except OSError as exc:
        raise _fail(path, exc) from None


def probe_dir(path: Path) -> None:
    """Check that an output folder exists or can be created, and that files can be written in it (U010)."""
    make_dir(path)
    probe_file(path / "probe")


def write_text(path: Path, text: str) -> None:
    """Write a text file atomically: a temporary file in the same folder, then a rename (U010 on failure)."""
    write_bytes(path, text.encode("utf-8"))


def write_bytes(path: Path, data: bytes, mode: int | None = None, sync: bool = False) -> None:
    """Write a file atomically: a temporary file in the same folder, then a rename that replaces the name,
    never what a link there points to (U010 on failure, or for a link, folder, pipe or device at `path`).
    `mode`: the file's permissions (default: what `open(path, "w")` would give); `sync`: flushed to the disk
    before the rename (a crash leaves the old file or the new one)."""
    why = _target_problem(path)
    if why is not None:
        raise _fail(path, why, _IN_THE_WAY)
    tmp = ""
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name[:64]}.", suffix=".tmp", dir=_folder(path))
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            if sync:
                fh.flush()
                os.fsync(fh.fileno())
        os.chmod(tmp, _MODE if mode is None else mode)
        os.replace(tmp, path)
        tmp = ""
    except OSError as exc:
        raise _fail(path, exc) from None
    finally:
        if tmp:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def write_figure(path: Path, fig: Any, **savefig: Any) -> None:
    """Write a matplotlib figure through the one writer (rendered in memory, in the format of the suffix)."""
    buf = io.BytesIO()
    fig.savefig(buf, format=path.suffix.lstrip(".") or "png", **savefig)
    write_bytes(path, buf.getvalue())


def remove_file(path: Path) -> None:
    """Remove a file this program wrote (a link there is removed itself, never what it points to; U010)."""
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise _fail(path, exc) from None


def rename_file(src: Path, dest: Path) -> None:
    """Rename a file this program keeps (a link or a file already at `dest` is refused, never replaced; U010)."""
    if dest.exists() or dest.is_symlink():
        raise _fail(dest, "something is already there", _IN_THE_WAY)
    try:
        os.rename(src, dest)
    except OSError as exc:
        raise _fail(dest, exc) from None


def create_private(path: Path) -> None:
    """Create an empty file readable by its owner only (0600), and its folder (0700) when missing; a file already
    there is left as it is (U010 for a link or anything but a regular file in the way)."""
    make_dir(path.parent, 0o700)
    if path.exists() or path.is_symlink():
        why = _target_problem(path)
        if why is not None:
            raise _fail(path, why, _IN_THE_WAY)
        return
    try:
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY | getattr(os, "O_NOFOLLOW", 0), 0o600)
    except OSError as exc:
        raise _fail(path, exc) from None
    os.close(fd)


def copy_tree(src: Path, dest: Path) -> None:
    """Copy a folder to a new folder `dest` (links copied as links, never followed; U010 on failure)."""
    import shutil
    try:
        shutil.copytree(src, dest, symlinks=True)
    except (OSError, shutil.Error) as exc:
        raise _fail(dest, exc if isinstance(exc, OSError) else str(exc)) from None
