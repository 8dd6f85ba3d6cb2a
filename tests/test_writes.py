"""One writer for every file rulesdsl writes (`rulesdsl/writes.py`): a temporary file in the target folder
renamed into place, a link at the target refused and never written through, a pipe or a device refused
unopened (U010). The scan below holds the rule for the whole package: no other module opens a file for
writing, renames, copies or saves a figure to a path."""

from __future__ import annotations

import ast
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from rulesdsl.errors import UsageError
from rulesdsl.writes import probe_file, write_text

PKG = Path(__file__).resolve().parent.parent / "rulesdsl"
WRITER = PKG / "writes.py"

# Calls that write, rename or remove a file: method or function names, checked wherever they appear.
WRITING_ATTRS = {"write_text", "write_bytes", "savefig", "rename", "replace", "touch", "mkstemp", "copyfile",
                 "copy", "copy2", "copytree", "move", "NamedTemporaryFile", "dump"}
# Receivers whose `.replace`/`.copy`/`.dump` are not about files (str.replace, dict.copy, yaml text dumps …)
# are told apart by what the call is made on: only `os.`, `shutil.`, `tempfile.`, `json.`/`pickle.` with a
# file argument and Path-like receivers count.
MODULE_WRITERS = {("os", "replace"), ("os", "rename"), ("os", "renames"), ("os", "link"), ("os", "symlink"),
                  ("os", "write"), ("os", "truncate"), ("os", "mkfifo"), ("os", "unlink"), ("os", "remove"),
                  ("shutil", "copyfile"), ("shutil", "copy"), ("shutil", "copy2"), ("shutil", "copytree"),
                  ("shutil", "move"), ("tempfile", "mkstemp"), ("tempfile", "NamedTemporaryFile"),
                  ("json", "dump"), ("pickle", "dump")}
PATH_WRITERS = {"write_text", "write_bytes", "savefig", "touch", "unlink", "rename", "symlink_to", "hardlink_to"}
WRITE_MODES = set("wax+")


def _mode_of(call: ast.Call, pos: int) -> str | None:
    """The mode argument of an open-like call, when written literally."""
    for kw in call.keywords:
        if kw.arg == "mode" and isinstance(kw.value, ast.Constant) and isinstance(kw.value.value, str):
            return kw.value.value
    if len(call.args) > pos and isinstance(call.args[pos], ast.Constant) and isinstance(call.args[pos].value, str):
        return str(call.args[pos].value)
    return None


def writes_in(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, what) for every call in `tree` that writes a file by itself instead of through the writer."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        if isinstance(f, ast.Attribute):
            base = f.value.id if isinstance(f.value, ast.Name) else None
            if base is not None and (base, f.attr) in MODULE_WRITERS:
                found.append((node.lineno, f"{base}.{f.attr}"))
            elif f.attr in PATH_WRITERS and base not in ("os", "shutil"):
                found.append((node.lineno, f".{f.attr}()"))
            elif f.attr == "open" and base != "tarfile":  # Path.open(mode) / os.open(flags)
                if base == "os":
                    flags = ast.unparse(node.args[1]) if len(node.args) > 1 else ""
                    if any(w in flags for w in ("O_WRONLY", "O_RDWR", "O_CREAT", "O_APPEND", "O_TRUNC")):
                        found.append((node.lineno, "os.open for writing"))
                else:
                    mode = _mode_of(node, 0)
                    if mode is not None and WRITE_MODES & set(mode):
                        found.append((node.lineno, f".open({mode!r})"))
            elif f.attr == "fdopen":
                mode = _mode_of(node, 1)
                if mode is not None and WRITE_MODES & set(mode):
                    found.append((node.lineno, f"fdopen({mode!r})"))
        elif isinstance(f, ast.Name) and f.id == "open":
            mode = _mode_of(node, 1)
            if mode is not None and WRITE_MODES & set(mode):
                found.append((node.lineno, f"open({mode!r})"))
    return found


def test_every_write_in_the_package_goes_through_the_one_writer() -> None:
    offenders = []
    for path in sorted(PKG.rglob("*.py")):
        if path == WRITER:
            continue
        for line, what in writes_in(ast.parse(path.read_text(encoding="utf-8"))):
            offenders.append(f"{path.relative_to(PKG.parent)}:{line}: {what}")
    assert offenders == [], "write through rulesdsl.writes instead:\n" + "\n".join(offenders)


@pytest.mark.parametrize("code", [
    "Path(p).write_text('x')", "open(p, 'w')", "open(p, mode='ab')", "p.open('w')", "os.replace(a, b)",
    "fig.savefig(p)", "shutil.copytree(a, b)", "json.dump(x, fh)", "os.open(p, os.O_WRONLY | os.O_CREAT)",
    "os.fdopen(fd, 'wb')", "tempfile.mkstemp()", "p.unlink()",
])
def test_the_scan_sees_each_kind_of_write(code: str) -> None:
    assert writes_in(ast.parse(code)), code


@pytest.mark.parametrize("code", ["open(p)", "p.open('rb')", "s.replace('a', 'b')", "os.open(p, os.O_RDONLY)",
                                  "yaml.safe_dump(x)", "tarfile.open(fileobj=b)"])
def test_the_scan_lets_reads_and_text_calls_be(code: str) -> None:
    assert not writes_in(ast.parse(code)), code


def _targets(tmp_path: Path) -> dict[str, Path]:
    outside = tmp_path / "outside.txt"
    outside.write_text("precious\n")
    link = tmp_path / "link.json"
    link.symlink_to(outside)
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    return {"link": link, "fifo": fifo, "folder": folder, "device": Path("/dev/null")}


@pytest.mark.parametrize("kind", ["link", "fifo", "folder", "device"])
def test_a_link_a_pipe_a_folder_or_a_device_at_the_target_is_refused(tmp_path: Path, kind: str) -> None:
    target = _targets(tmp_path)[kind]
    for attempt in (probe_file, lambda p: write_text(p, "new\n")):
        with pytest.raises(UsageError) as err:
            attempt(target)
        assert err.value.code == "U010"
    assert (tmp_path / "outside.txt").read_text() == "precious\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo.json", "folder.json", "link.json", "outside.txt"]


def test_a_write_replaces_a_regular_file_whole_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    target.write_text("old")
    write_text(target, "new")
    assert target.read_text() == "new" and stat.S_ISREG(target.lstat().st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


RULES = Path(__file__).resolve().parent.parent / "rules"


def _cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(PKG.parent)}
    return subprocess.run([sys.executable, "-m", "rulesdsl", *args], capture_output=True, text=True, timeout=120,
                          env=env, cwd=cwd, check=False)


def test_train_never_writes_through_a_learned_file_link_nor_blocks_on_a_pipe(tmp_path: Path) -> None:
    """The audit's F3 and F4: a `learned-evaluation.json` link planted in a ruleset folder, and `--out` a FIFO."""
    import shutil
    folder = tmp_path / "game"
    shutil.copytree(RULES / "examples" / "orchard", folder)
    outside = tmp_path / "dotfile"
    outside.write_text("precious\n")
    (folder / "learned-evaluation.json").symlink_to(outside)
    res = _cli("train", str(folder), "--budget", "0.01", "--seed", "3")
    # refused when the ruleset is read (M006: a link out of the folder) or, at the latest, at the write (U010)
    assert res.returncode != 0 and ("M006" in res.stderr or "U010" in res.stderr), res.stderr
    assert "Traceback" not in res.stderr
    assert outside.read_text() == "precious\n"
    fifo = tmp_path / "out.json"
    os.mkfifo(fifo)
    res = _cli("train", str(RULES / "examples" / "orchard"), "--budget", "0.01", "--seed", "3", "--out", str(fifo))
    assert res.returncode != 0 and "U010" in res.stderr + res.stdout and "Traceback" not in res.stderr
