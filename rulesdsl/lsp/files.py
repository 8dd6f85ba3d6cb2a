"""What the language server may read, and how: only regular files (a pipe or a device is refused
without blocking), at most a byte limit, inside the workspace folders or a ruleset or pack folder; and
editor text made safe to encode (lone UTF-16 surrogates become U+FFFD)."""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterable
from pathlib import Path

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def clean_text(text: str) -> str:
    """Editor text with lone surrogates (which cannot be encoded) replaced by U+FFFD, same length."""
    return _LONE_SURROGATE.sub("\ufffd", text) if _LONE_SURROGATE.search(text) else text


def too_large(text: str, limit: int) -> bool:
    """Whether text is more than `limit` bytes in UTF-8."""
    return len(text) > limit or (len(text) * 4 > limit and len(text.encode("utf-8", "replace")) > limit)


def read_regular(path: Path, limit: int) -> bytes | None:
    """At most `limit` bytes of a regular file; None for anything else (missing, a folder, a pipe, a
    device) or a file larger than `limit` bytes. Opened non-blocking: a pipe never hangs the server."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (OSError, ValueError):
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        with os.fdopen(fd, "rb", closefd=False) as fh:
            raw = fh.read(limit + 1)
    except OSError:
        return None
    finally:
        os.close(fd)
    return raw if len(raw) <= limit else None


def within(path: Path, roots: Iterable[Path]) -> bool:
    """Whether `path` (resolved) lies inside one of `roots` (resolved)."""
    try:
        real = path.resolve()
    except (OSError, RuntimeError):
        return False
    for root in roots:
        try:
            if real.is_relative_to(root.resolve()):
                return True
        except (OSError, RuntimeError):
            continue
    return False
