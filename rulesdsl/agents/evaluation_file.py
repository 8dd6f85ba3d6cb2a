"""The one strict reader of evaluation files: `simulate --evaluation FILE`, the `greedy:FILE` and
`planner:FILE` seats of every command, and any caller that takes a file name from a person (the web
table). A regular file only (a pipe or a device is refused unread), at most the content file byte limit,
the strict YAML loader (aliases, depth and size bounded), and every weight a finite number."""

from __future__ import annotations

import math
import os
import stat
from pathlib import Path
from typing import Any

from rulesdsl.content.yamlload import MAX_BYTES, load_yaml_text
from rulesdsl.errors import UsageError

MAX_WEIGHT = 1e12  # |weight| of one evaluation term


def _read_regular(path: Path, label: str, code: str) -> bytes:
    """At most MAX_BYTES + 1 bytes of a regular file; opened non-blocking, so a pipe never hangs."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise UsageError(f"cannot read {label} {path}: {exc.strerror or type(exc).__name__}", code) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UsageError(f"{label} {path}: not a regular file (a folder, a pipe or a device)", code)
        with os.fdopen(fd, "rb", closefd=False) as fh:
            return fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise UsageError(f"cannot read {label} {path}: {exc.strerror or type(exc).__name__}", code) from None
    finally:
        os.close(fd)


def read_evaluation_file(path: Path | str, label: str = "evaluation file", code: str = "U001") -> list[dict[str, Any]]:
    """Evaluation terms ([{expr, weight}, ...], or a mapping holding `evaluation:`) from a file read
    strictly; UsageError with `code` (U001 for an option, U004 for a seat spec) naming `label` for
    anything else. Weights come back as floats."""
    path = Path(path)
    raw = _read_regular(path, label, code)
    if len(raw) > MAX_BYTES:
        raise UsageError(f"{label} {path}: larger than {MAX_BYTES:,} bytes", code)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UsageError(f"{label} {path}: not UTF-8 text", code) from None
    shift = 0
    if text.lstrip()[:1] in ("[", "-"):  # a bare list: held under a key for the loader (a mapping at the top)
        text, shift = "evaluation:\n" + "".join(f"  {line}\n" for line in text.split("\n")), 1
    lf, diags = load_yaml_text(text, str(path))
    if lf is None or diags:
        d = diags[0] if diags else None
        where = f": line {d.line - shift}, column {max(d.col - 2 * shift, 1)}: [{d.code}] {d.message}" if d else ""
        raise UsageError(f"cannot read {label} {path}{where}", code)
    data = lf.data
    if isinstance(data, dict):
        data = data.get("evaluation")
    if not isinstance(data, list) or not data or not all(isinstance(t, dict) and isinstance(t.get("expr"), str)
                                                         for t in data):
        raise UsageError(f"{label} {path}: expected a list of {{expr, weight}} items", code)
    return [{**t, "weight": _weight(path, label, code, i, t.get("weight", 1))} for i, t in enumerate(data)]


def _weight(path: Path, label: str, code: str, i: int, raw: Any) -> float:
    """A finite number (the strict loader keeps `1.5` as text)."""
    try:
        w = float(raw) if type(raw) is not bool else math.nan
    except (TypeError, ValueError, OverflowError):
        w = math.nan
    if not math.isfinite(w) or abs(w) > MAX_WEIGHT:
        raise UsageError(f"{label} {path}: item {i + 1} has weight {raw!r}, not a finite number "
                         f"(at most ±{MAX_WEIGHT:g})", code)
    return w
