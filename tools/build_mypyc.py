"""Optional build: compile the interpreter's hot run-time modules with mypyc, in place, in an editable checkout.

    python tools/build_mypyc.py              # compile the default modules (.so files next to the .py)
    python tools/build_mypyc.py world machine # compile only these run-time modules
    python tools/build_mypyc.py --clean      # remove every compiled file again (back to pure Python)
    python tools/build_mypyc.py --status     # what is compiled now, and whether it is current
    python tools/build_mypyc.py --compare 50 # 50 seeded games per ruleset and player count, compiled vs pure
    python tools/build_mypyc.py --rules rules/bitoku --rules rules/tokaido
                                             # the run-time and these rulesets' rules (`rulesdsl build`) at once

The default install (the hatchling wheel) stays pure Python; this tool only writes into a source checkout.
A compiled module shadows its .py (Python imports an extension module first), so the build records a
hash of each compiled source in `rulesdsl/runtime/_mypyc_stamp.json`; when a source changes afterwards,
`rulesdsl.runtime` warns once and imports the pure Python modules instead (see `rulesdsl/runtime/__init__.py`).
Needs mypy (which ships mypyc), setuptools, a C compiler and the Python headers.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "rulesdsl" / "runtime"
STAMP = ENGINE / "_mypyc_stamp.json"
GROUP = "rulesdsl.runtime._mypyc"  # the shared library: rulesdsl/runtime/_mypyc__mypyc.<abi>.so
# Modules mypyc may compile: the interpreter's run-time path, all compiled by default (docs/performance.md).
# Left out on purpose: game.py (its public API would raise TypeError for a non-string action where the pure
# module answers R001; the interpreted rest, game.py included, is about 6 % of a compiled game) and
# ruleset.py (its dataclasses need their annotation-only imports at run time; compiled, it crashed at import,
# and with those imports made real it gave no measurable speed).
# pyrt.py holds the helpers that the generated code (compiler/codegen.py) calls most; simultaneous.py holds a
# statement node (a subclass of the compiled Node, which interpreted classes cannot subclass).
ALLOWED = ("machine", "world", "builtins", "listfns", "matching", "nodes", "choices", "closures", "decisions",
           "pyrt", "simultaneous", "streams")
DEFAULT = ALLOWED


class BuildError(Exception):
    """A refused request or a failed build, with the message the user sees."""


def ext_suffix() -> str:
    """The file ending of this interpreter's extension modules (e.g. `.cpython-311-x86_64-linux-gnu.so`)."""
    return str(sysconfig.get_config_var("EXT_SUFFIX") or ".so")


def compiled_files(root: Path = ROOT) -> list[Path]:
    """Every compiled artefact this tool may have written under the run-time folder (any Python version)."""
    engine = root / "rulesdsl" / "runtime"
    modules = {*ALLOWED, "_mypyc__mypyc"}
    stamp = engine / STAMP.name
    try:  # the modules of the last build too, which an older list may have named
        modules |= set(json.loads(stamp.read_text())["modules"])
    except (OSError, ValueError, KeyError, TypeError):
        pass
    out = [p for p in engine.iterdir() if p.suffix in (".so", ".pyd") and p.name.split(".")[0] in modules]
    if stamp.exists():
        out.append(stamp)
    return sorted(out)


def source_hash(path: Path) -> str:
    """The SHA-256 of a source file (the stamp's staleness check)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def check_modules(names: list[str]) -> list[str]:
    """The requested module names, checked against ALLOWED (BuildError names the bad ones)."""
    bad = [n for n in names if n not in ALLOWED]
    if bad:
        raise BuildError(f"cannot compile {', '.join(repr(b) for b in bad)}: choose among {', '.join(ALLOWED)} "
                         "(run-time module names without '.py')")
    if len(set(names)) != len(names):
        raise BuildError("a module is named twice")
    return names or list(DEFAULT)


def check_checkout(root: Path = ROOT) -> None:
    """Refuse to build anywhere but a source checkout whose `rulesdsl` is the one Python imports."""
    if not (root / "pyproject.toml").exists() or not (root / "rulesdsl" / "runtime" / "machine.py").exists():
        raise BuildError(f"{root} is not a rulesdsl source checkout")
    found = subprocess.run([sys.executable, "-c", "import rulesdsl, sys; sys.stdout.write(rulesdsl.__file__)"],
                           capture_output=True, text=True, cwd=tempfile.gettempdir())
    here = (root / "rulesdsl" / "__init__.py").resolve()
    if found.returncode != 0 or Path(found.stdout).resolve() != here:
        raise BuildError(f"this Python ({sys.executable}) does not import rulesdsl from {root}: "
                         "install the checkout in editable mode first (pip install -e .)")


def check_tools() -> None:
    """Refuse early, with a clear message, when mypyc, setuptools or the Python headers are missing."""
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        raise BuildError("mypyc is not installed: pip install mypy (mypyc ships with it)") from None
    try:
        import setuptools  # noqa: F401
    except ImportError:
        raise BuildError("setuptools is not installed: pip install setuptools") from None
    include = Path(sysconfig.get_paths()["include"])
    if not (include / "Python.h").exists():
        raise BuildError(f"the Python headers are missing ({include / 'Python.h'}): install python3-dev")
    if shutil.which(os.environ.get("CC", "cc")) is None and shutil.which("gcc") is None:
        raise BuildError("no C compiler found (cc/gcc): install gcc")


def clean(root: Path = ROOT) -> list[Path]:
    """Remove the compiled files; return what was removed."""
    gone = compiled_files(root)
    for p in gone:
        p.unlink()
    return gone


def build(names: list[str], root: Path = ROOT, verbose: bool = False) -> list[Path]:
    """Compile the named run-time modules in place (one mypyc group); return the files written."""
    check_tools()
    clean(root)
    sources = [f"rulesdsl/runtime/{n}.py" for n in names]
    with tempfile.TemporaryDirectory(prefix="rulesdsl-mypyc-") as tmp:
        script = (
            "import sys\n"
            "from setuptools import setup\n"
            "from mypyc.build import mypycify\n"
            f"exts = mypycify({sources!r}, opt_level='3', group_name={GROUP!r}, target_dir={tmp + '/c'!r})\n"
            "setup(name='rulesdsl-mypyc', packages=[], py_modules=[], ext_modules=exts,\n"
            f"      script_args=['build_ext', '--inplace', '--build-temp', {tmp + '/o'!r}, '-q'])\n"
        )
        env = dict(os.environ, MYPY_CACHE_DIR=os.path.join(tmp, "mypy_cache"))
        run = subprocess.run([sys.executable, "-c", script], cwd=root, env=env, capture_output=not verbose,
                             text=True)
        if run.returncode != 0:
            out = (run.stdout or "") + (run.stderr or "")
            clean(root)
            raise BuildError("mypyc failed (nothing compiled is left behind):\n" + out[-4000:])
    stamp = {"python": sys.version.split()[0], "suffix": ext_suffix(),
             "modules": {n: source_hash(root / "rulesdsl" / "runtime" / f"{n}.py") for n in names}}
    (root / "rulesdsl" / "runtime" / STAMP.name).write_text(json.dumps(stamp, indent=1) + "\n")
    return compiled_files(root)


def status(root: Path = ROOT) -> str:
    """A one-paragraph account of what is compiled and whether each compiled source is current."""
    stamp_path = root / "rulesdsl" / "runtime" / STAMP.name
    if not stamp_path.exists():
        return "pure Python: no compiled run-time module"
    stamp = json.loads(stamp_path.read_text())
    stale = [n for n, h in stamp["modules"].items()
             if source_hash(root / "rulesdsl" / "runtime" / f"{n}.py") != h]
    lines = [f"compiled with mypyc for Python {stamp['python']}: {', '.join(stamp['modules'])}"]
    if stamp.get("suffix") != ext_suffix():
        lines.append(f"this Python ({sys.version.split()[0]}) cannot load that build and runs the pure modules; "
                     "rebuild with this Python's tools/build_mypyc.py")
    if stale:
        lines.append(f"STALE (edited since the build, so the pure Python modules run): {', '.join(stale)}; "
                     "rebuild with tools/build_mypyc.py or remove with --clean")
    return "\n".join(lines)


# Seeded random games of every ruleset under rules/ at every player count; one digest per ruleset and count
# of the actions, scores, winners, score breakdown and typed log. Run once compiled and once pure.
_DIGEST = """
import json, sys
from pathlib import Path
from rulesdsl import load_ruleset
from rulesdsl.runtime._mypyc_guard import compiled_modules
from rulesdsl.sim.play import seeded_random_digest
out, native = {}, []
for root in sorted(p.parent for p in Path("rules").glob("*/ruleset.yaml")):
    rs = load_ruleset(root, compiled=bool(compiled_modules()))  # the compiled side runs compiled rules where built
    if rs.python is not None and rs.python.native:
        native.append(root.name)
    for n in range(rs.min_players, rs.max_players + 1):
        out[f"{root.name} {n}p"] = seeded_random_digest(rs, n, int(sys.argv[1]))
print(json.dumps({"compiled": compiled_modules(), "native": native, "games": out}))
"""


def compare(games: int, root: Path = ROOT) -> tuple[bool, str]:
    """Play `games` seeded random games per ruleset and player count with the build and without it
    (RULESDSL_PURE=1: neither the compiled run-time nor compiled rules); (all identical, a report)."""
    text = status(root)
    if not text.startswith("compiled") or "\n" in text:
        raise BuildError(f"--compare needs a current build this Python can load:\n{text}")
    runs = []
    for off in ("0", "1"):
        env = {k: v for k, v in os.environ.items() if k != "RULESDSL_NO_MYPYC"}  # its older name
        env["RULESDSL_PURE"] = off
        run = subprocess.run([sys.executable, "-c", _DIGEST, str(games)], cwd=root, env=env, capture_output=True,
                             text=True)
        if run.returncode != 0:
            raise BuildError(f"the {'pure' if off == '1' else 'compiled'} games failed:\n{run.stderr[-3000:]}")
        runs.append(json.loads(run.stdout.strip().splitlines()[-1]))
    compiled, pure = runs
    if not compiled["compiled"] or pure["compiled"]:
        raise BuildError("the compiled run did not use the build, or the pure run did")
    lines, same = [], True
    for key, digest in compiled["games"].items():
        ok = pure["games"].get(key) == digest
        same = same and ok
        lines.append(f"  {key}: {'identical' if ok else 'DIFFERENT'}")
    rules = f" (compiled rules: {', '.join(compiled['native'])})" if compiled["native"] else ""
    head = f"{games} seeded random game(s) per ruleset and player count, compiled{rules} vs pure:"
    return same, "\n".join([head, *lines])


def main(argv: list[str] | None = None) -> int:
    """Command line entry point; returns the exit status (2 for a refused request)."""
    ap = argparse.ArgumentParser(prog="build_mypyc.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("modules", nargs="*", help=f"run-time modules to compile (default: all of {', '.join(DEFAULT)})")
    ap.add_argument("--clean", action="store_true", help="remove the compiled files (back to pure Python)")
    ap.add_argument("--status", action="store_true", help="say what is compiled and whether it is current")
    ap.add_argument("--verbose", action="store_true", help="show mypyc's and the C compiler's output")
    ap.add_argument("--rules", action="append", default=[], metavar="PATH",
                    help="then compile this ruleset's rules too (`rulesdsl build PATH`; repeatable)")
    ap.add_argument("--compare", type=int, metavar="GAMES",
                    help="play GAMES seeded games per ruleset and player count compiled and pure; exit 1 if any differ")
    args = ap.parse_args(argv)
    try:
        if args.compare is not None:
            if args.clean or args.status or args.modules or args.rules:
                raise BuildError("--compare takes no module names and goes with no other option")
            if not 1 <= args.compare <= 10_000:
                raise BuildError(f"--compare needs 1 to 10000 games, got {args.compare}")
            same, report = compare(args.compare)
            print(report)
            return 0 if same else 1
        if args.clean and args.status:
            raise BuildError("--clean and --status do not go together")
        if (args.clean or args.status or args.compare is not None) and args.rules:
            raise BuildError("--rules goes with a build only")
        if (args.clean or args.status) and args.modules:
            raise BuildError("--clean and --status take no module names")
        if args.status:
            print(status())
            return 0
        if args.clean:
            gone = clean()
            print(f"removed {len(gone)} compiled file(s)" + "".join(f"\n  {p.relative_to(ROOT)}" for p in gone))
            return 0
        names = check_modules(args.modules)
        check_checkout()
        # The rules compile at the same time, in child processes on the pure run-time (the generated source is
        # the same whichever run-time loads the rules, and nothing reads the run-time while mypyc writes it).
        env = dict(os.environ, RULESDSL_PURE="1")
        rules = [(path, subprocess.Popen([sys.executable, "-m", "rulesdsl", "build", path], cwd=ROOT, env=env))
                 for path in args.rules]
        try:
            made = build(names, verbose=args.verbose)
        finally:
            failed = [path for path, proc in rules if proc.wait() != 0]
        print(f"compiled {len(names)} module(s): {', '.join(names)}"
              + "".join(f"\n  {p.relative_to(ROOT)}" for p in made))
        if failed:
            raise BuildError(f"the rules of {', '.join(failed)} did not build")
        return 0
    except BuildError as err:
        print(f"build_mypyc: error: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
