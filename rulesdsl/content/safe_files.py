"""Which files of a ruleset or pack folder may be read: regular files that resolve inside the folder
(a link may point elsewhere inside it, never out of it; pipes and devices are never opened)."""

from __future__ import annotations

import os
import stat
from pathlib import Path


def inside(path: Path, root: Path) -> str | None:
    """None when `path` is a regular file that resolves inside `root`; else why it must not be read."""
    try:
        real = path.resolve()
        if not real.is_relative_to(root.resolve()):
            return "it is a link that leads outside the folder"
        mode = os.stat(real).st_mode
    except (OSError, RuntimeError):
        return "it cannot be opened (a broken or looping link?)"
    if not stat.S_ISREG(mode):
        return "it is not a regular file"
    return None
