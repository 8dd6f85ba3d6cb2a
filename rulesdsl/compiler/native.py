"""Compiled rules: a ruleset's generated Python built into a native extension module with Cython, kept beside the
ruleset (like `__pycache__`) and found again by the digest of the source it was built from.

Building writes the checked source to a private temporary folder, runs Cython and the C compiler there in a
child process, and copies the module into `<ruleset>/__rulesdsl__/`; nothing here runs the generated code (that
is `pyrun.py`'s job, and only after `find` vouched for the file). A folder that another user may write, a link,
or a file not owned by this user is never built into nor loaded from: a planted module would run as this user.
"""

from __future__ import annotations

import ast
import hashlib
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from rulesdsl.compiler.source_check import BUILTINS, PARSING, UnsafeSource, check_source
from rulesdsl.diagnostics import register_codes
from rulesdsl.errors import UsageError
from rulesdsl.paths import not_private
from rulesdsl.writes import make_dir, remove_file, write_bytes, write_text

register_codes({
    "U070": ("cannot build the compiled rules", "`rulesdsl build` needs Cython, setuptools, a C compiler and the "
                                                "Python headers (`pip install 'rulesdsl[build]'`), and a ruleset "
                                                "folder only you can write."),
})

FOLDER = "__rulesdsl__"
CHANGED = "the rules changed since `rulesdsl build`"  # why a build beside the rules is not theirs
KEEP = 4  # builds kept per ruleset folder (a compare's two sides, a pack or two): the oldest go first
PROLOGUE = "# rulesdsl compiled rules: the names below are set when the module is loaded\n"
# Cython and the C compiler run here, in a child process, on files in a private temporary folder.
_SCRIPT = """
import sys
from setuptools import Extension, setup
from Cython.Build import cythonize
name, opt = sys.argv[1], sys.argv[2]
ext = Extension(name, [name + ".py"], extra_compile_args=["-O" + opt])
setup(name=name, ext_modules=cythonize([ext], language_level=3, quiet=True),
      script_args=["build_ext", "--inplace", "-q"])
"""
OPT_LEVEL = "2"  # -O2: about 4 % faster games than -O1 for twice the build time (docs/performance.md)


def suffix() -> str:
    """The file ending of this interpreter's extension modules (its version and platform: its ABI)."""
    return str(sysconfig.get_config_var("EXT_SUFFIX") or ".so")


def digest(source: str) -> str:
    """The key of a build: the generated source it was made from (any change to the rules changes it)."""
    return hashlib.sha256(source.encode()).hexdigest()[:24]


def module_name(source: str) -> str:
    """The extension module's name for this source."""
    return f"rules_{digest(source)}"


def artefact(folder: Path, source: str) -> Path:
    """Where the build of `source` for this interpreter lives under the ruleset folder `folder`."""
    return folder / FOLDER / (module_name(source) + suffix())


def _unsafe(path: Path, what: str) -> str | None:
    """Why `path` may not hold or be compiled rules (`paths.not_private`), said of `what`, else None."""
    why = not_private(path)
    return None if why is None else f"{what} {path} {why}"


def folder_problem(root: Path) -> str | None:
    """Why compiled rules may not live under the ruleset folder `root`, else None."""
    problem = _unsafe(root, "the ruleset folder")
    if problem is None and (root / FOLDER).exists():
        problem = _unsafe(root / FOLDER, "the build folder")
    return problem


@dataclass
class Found:
    """The compiled module for a source, or why there is none (`path` None)."""

    path: Path | None
    why: str = ""


def find(root: Path, source: str) -> Found:
    """The build of exactly this source for this interpreter under `root`, if one is there and safe to load."""
    if not (root / FOLDER).is_dir():
        return Found(None, "not built")
    problem = folder_problem(root)
    if problem is not None:
        return Found(None, problem)
    path = artefact(root, source)
    if not path.exists():
        return Found(None, CHANGED)
    problem = _unsafe(path, "the compiled module")
    return Found(None, problem) if problem else Found(path)


def tools_missing() -> str | None:
    """What the build needs and this machine lacks (Cython, setuptools, the headers, a C compiler), else None."""
    for module, package in (("Cython", "cython"), ("setuptools", "setuptools")):
        try:
            __import__(module)
        except ImportError:
            return f"{package} is not installed (pip install 'rulesdsl[build]')"
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").exists():
        return "the Python headers are missing (install python3-dev)"
    if shutil.which(os.environ.get("CC", "cc")) is None and shutil.which("gcc") is None:
        return "no C compiler found (cc, gcc)"
    return None


def compilable(source: str) -> str:
    """The source Cython compiles: the module's free names first bound to None (Cython refuses a name it cannot
    see defined; the loader binds them to the run-time functions and the ruleset's objects)."""
    with PARSING:
        tree = ast.parse(source)
    defined = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)} | set(BUILTINS)
    free = sorted({n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} - defined)
    return PROLOGUE + "".join(f"{name} = None\n" for name in free) + source


@dataclass
class Built:
    """A finished build: the module, its size, the seconds it took, whether it was there already."""

    path: Path
    size: int
    seconds: float
    fresh: bool


def build(root: Path, source: str, timeout: float = 1800.0) -> Built:
    """Compile the (checked) generated source of the ruleset at `root` unless its build is there; U070 when the
    tools are missing, the folder is unsafe or the compiler fails (nothing half-built is left)."""
    try:
        text = compilable(source)
        with PARSING:
            check_source(text)  # only what the generator writes is compiled: the very text given to Cython
    except (UnsafeSource, SyntaxError, ValueError, RecursionError) as err:
        raise UsageError(f"cannot build the compiled rules: the source is not the generator's ({err})",
                         "U070") from None
    found = find(root, source)
    if found.path is not None:
        return Built(found.path, found.path.stat().st_size, 0.0, False)
    problem = folder_problem(root)
    if problem is not None:  # a module there could be replaced by another user, and would run as this one
        raise UsageError(f"cannot build the compiled rules: {problem}", "U070",
                         "compiled rules live only where no other user may write: a folder of your own, "
                         "or `chmod go-w` on it")
    problem = tools_missing()
    if problem is not None:
        raise UsageError(f"cannot build the compiled rules: {problem}", "U070")
    name, start = module_name(source), time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="rulesdsl-build-") as tmp:
        write_text(Path(tmp) / f"{name}.py", text)
        try:
            run = subprocess.run([sys.executable, "-c", _SCRIPT, name, OPT_LEVEL], cwd=tmp, capture_output=True,
                                 text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            raise UsageError(f"cannot build the compiled rules: the compiler ran over {timeout:.0f} s",
                             "U070") from None
        out = Path(tmp) / (name + suffix())
        if run.returncode != 0 or not out.exists():
            tail = ((run.stderr or "") + (run.stdout or "")).strip().splitlines()[-6:]
            raise UsageError("cannot build the compiled rules: the compiler failed", "U070", "\n".join(tail))
        make_dir(root / FOLDER, 0o755)
        dest = artefact(root, source)
        write_bytes(dest, out.read_bytes(), mode=0o755)
    _prune(root / FOLDER, keep=dest)
    return Built(dest, dest.stat().st_size, time.perf_counter() - start, True)


def _prune(folder: Path, keep: Path) -> None:
    """Keep the newest KEEP builds in the folder (this one always)."""
    builds = sorted((p for p in folder.glob("rules_*") if p != keep and not p.is_symlink()),
                    key=lambda p: p.stat().st_mtime, reverse=True)
    for old in builds[KEEP - 1:]:
        remove_file(old)


def clean(root: Path) -> list[Path]:
    """Remove every compiled build of the ruleset at `root` (the folder stays)."""
    folder = root / FOLDER
    gone = sorted(p for p in folder.glob("rules_*")) if folder.is_dir() else []
    for p in gone:
        remove_file(p)
    return gone
