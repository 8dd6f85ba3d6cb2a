"""The optional mypyc build's guard: compiled run-time modules whose source changed are not used.

`tools/build_mypyc.py` compiles run-time modules into extension files next to their `.py` and records each
source's hash in `_mypyc_stamp.json`. Python imports an extension module before a `.py` of the same name,
so after an edit the old compiled code would run silently. `check()` runs when `rulesdsl.runtime` is
imported (only if the stamp exists): when any compiled source changed, it warns once and makes every
module of the build import from its `.py` (all of them: compiled modules call each other directly).
RULESDSL_PURE=1 (or its older name RULESDSL_NO_MYPYC=1) does the same without a warning, and keeps compiled
rules (`rulesdsl build`) from loading too: one switch runs everything as Python, to debug, profile, or measure
both builds from one checkout.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
import warnings
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
STAMP = HERE / "_mypyc_stamp.json"
PACKAGE = "rulesdsl.runtime"
OFF_VARS = ("RULESDSL_PURE", "RULESDSL_NO_MYPYC")  # either set to 1: pure Python even where a current build is


def pure_asked() -> bool:
    """Whether the environment asks for pure Python everywhere: no compiled run-time, no compiled rules."""
    return any(os.environ.get(name, "") not in ("", "0") for name in OFF_VARS)


class _SourceFirst:
    """A meta-path finder that imports the named run-time modules from their `.py` files."""

    def __init__(self, names: set[str]) -> None:
        self.names = names

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        """The `.py` spec of a module of the stale build, else None (the normal finders decide)."""
        if fullname not in self.names:
            return None
        src = HERE / f"{fullname.rpartition('.')[2]}.py"
        return importlib.util.spec_from_file_location(fullname, src)


def stale_modules(stamp_path: Path = STAMP) -> list[str]:
    """The compiled modules whose source differs from the build's (all of them if the stamp is unreadable)."""
    try:
        stamp = json.loads(stamp_path.read_text(encoding="utf-8"))
        modules: dict[str, str] = stamp["modules"]
    except (OSError, ValueError, KeyError, TypeError):
        return ["(unreadable stamp)"]
    stale = []
    for name, digest in modules.items():
        src = stamp_path.parent / f"{name}.py"
        try:
            if hashlib.sha256(src.read_bytes()).hexdigest() != digest:
                stale.append(name)
        except OSError:
            stale.append(name)
    return stale


def stamped_modules(stamp_path: Path = STAMP) -> list[str]:
    """The module names the stamp lists (empty when it cannot be read)."""
    try:
        return list(json.loads(stamp_path.read_text(encoding="utf-8"))["modules"])
    except (OSError, ValueError, KeyError, TypeError):
        return []


def check() -> None:
    """Fall back to the pure Python modules: with a warning when the compiled build is stale, silently when
    the environment asks for pure Python (`pure_asked`: to compare both builds without rebuilding)."""
    off = pure_asked()
    stale = [] if off else stale_modules()
    if not stale and not off:
        return
    # Every compiled module, stamped or not (the shared library has no source and goes unused then).
    found = {p.name.split(".")[0] for pat in ("*.so", "*.pyd") for p in HERE.glob(pat)}
    names = {f"{PACKAGE}.{n}" for n in {*stamped_modules(), *found} if (HERE / f"{n}.py").exists()}
    sys.meta_path.insert(0, _SourceFirst(names))
    if stale:
        warnings.warn(f"the compiled (mypyc) run-time modules are out of date ({', '.join(stale)} changed since "
                      "the build): running the pure Python modules instead; rebuild with "
                      "`python tools/build_mypyc.py` or remove them with `--clean`", RuntimeWarning, stacklevel=2)


def compiled_modules() -> list[str]:
    """The run-time modules running compiled in this process (for benchmark reports)."""
    out = []
    for name, mod in list(sys.modules.items()):
        if name.startswith(PACKAGE + ".") and (getattr(mod, "__file__", None) or "").endswith((".so", ".pyd")):
            if not name.endswith("__mypyc"):
                out.append(name.rpartition(".")[2])
    return sorted(out)
