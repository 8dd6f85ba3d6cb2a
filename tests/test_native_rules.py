"""Compiled rules (`rulesdsl build`): built only from the generator's checked source, into a folder only this user
may write, found again by the digest of exactly that source, and playing the very games the generated Python
plays; anything else runs as generated Python, with one line saying why."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from extras import need

from rulesdsl.cli.main import cli
from rulesdsl.compiler import native, pyrun
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import UsageError

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"


@pytest.fixture(autouse=True)
def _compiled_allowed(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests load compiled rules: not even a developer's RULESDSL_PURE=1 may keep them pure."""
    for name in ("RULESDSL_PURE", "RULESDSL_NO_MYPYC"):
        monkeypatch.delenv(name, raising=False)


def _copy(tmp_path: Path, name: str = "mini") -> Path:
    dest = tmp_path / name
    shutil.copytree(MINI, dest)
    for p in [dest, *dest.rglob("*")]:
        p.chmod(p.stat().st_mode & ~0o022)
    return dest


def _source(root: Path) -> str:
    rs = load_ruleset(root)
    assert rs.python is not None and rs.python.source
    return rs.python.source


@pytest.mark.parametrize(("env", "pure"), [({}, False), ({"RULESDSL_PURE": "1"}, True),
                                           ({"RULESDSL_NO_MYPYC": "1"}, True), ({"RULESDSL_PURE": "0"}, False)])
def test_one_switch_asks_for_pure_python(monkeypatch: pytest.MonkeyPatch, env: dict[str, str], pure: bool) -> None:
    """RULESDSL_PURE=1 (or its older name RULESDSL_NO_MYPYC=1) asks for pure Python everywhere; 0 does not."""
    from rulesdsl.runtime._mypyc_guard import pure_asked
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert pure_asked() is pure


def test_the_prologue_binds_every_free_name_and_nothing_else(tmp_path: Path) -> None:
    """Cython refuses names it cannot see defined: each free name of the module is bound to None first (the
    loader binds the real ones); the functions and the built-ins are not."""
    source = _source(_copy(tmp_path))
    text = native.compilable(source)
    head = text[:text.index(source)]
    bound = {line.split(" = ")[0] for line in head.splitlines()[1:]}
    used = {name for name in pyrun.RUNTIME if re.search(rf"\b{name}\b", source)}
    defined = set(re.findall(r"^def (\w+)\(", source, re.M))
    assert used and used <= bound
    assert defined and not bound & (defined | {"list", "range", "len", "bool", "type"})
    assert all(line.endswith(" = None") for line in head.splitlines()[1:])
    assert text.endswith(source)


def test_a_source_not_the_generators_is_never_compiled(tmp_path: Path) -> None:
    """The build checks what it compiles as the executor does: an import, a class or a foreign name is U070."""
    root = _copy(tmp_path)
    for hostile in ("import os\n", "def f(m):\n    return __import__('os')\n", "class K:\n    pass\n",
                    "def f(m):\n    return m.__class__\n"):
        with pytest.raises(UsageError) as err:
            native.build(root, hostile)
        assert err.value.code == "U070" and "not the generator's" in str(err.value)
    assert not (root / native.FOLDER).exists()


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="file ownership is a POSIX notion")
def test_a_folder_others_may_write_is_neither_built_into_nor_loaded_from(tmp_path: Path) -> None:
    """A ruleset or build folder writable by group or others, or a link in place of the build folder, could
    hold a planted module: refused for the build (U070) and skipped by the loader (with the reason)."""
    root = _copy(tmp_path)
    source = _source(root)
    root.chmod(0o777)
    assert "written by other users" in (native.folder_problem(root) or "")
    with pytest.raises(UsageError) as err:
        native.build(root, source)
    assert err.value.code == "U070"
    root.chmod(0o755)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(mode=0o755)
    (root / native.FOLDER).symlink_to(elsewhere)
    assert "is a link" in (native.folder_problem(root) or "")
    found = native.find(root, source)
    assert found.path is None and "link" in found.why


def test_only_a_build_of_exactly_these_rules_is_taken(tmp_path: Path) -> None:
    """No build: the generated Python runs, silently ('not built'). A damaged file where the build of these rules
    would be: it does not load, the generated Python runs and the note says why. A build of other rules is not
    looked at."""
    root = _copy(tmp_path)
    rs = load_ruleset(root, compiled=True)
    assert rs.python is not None and rs.python.native is None and rs.python.native_note == "not built"
    source = rs.python.source
    (root / native.FOLDER).mkdir(mode=0o755)
    other = native.artefact(root, source + "\n# other rules\n")
    other.write_bytes(b"not a module")
    rs = load_ruleset(root, compiled=True)
    assert rs.python is not None and rs.python.native is None and "rules changed since" in rs.python.native_note
    native.artefact(root, source).write_bytes(b"\x7fELF damaged")
    rs = load_ruleset(root, compiled=True)
    assert rs.python is not None and rs.python.native is None and "does not load" in rs.python.native_note
    assert rs.python.installed > 0  # the generated Python is in place


def test_without_the_compiler_one_line_says_so_and_nothing_fails(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """`rulesdsl build` on a machine without Cython or a C compiler: one line, exit 0, nothing written."""
    root = _copy(tmp_path)
    monkeypatch.setattr(native, "tools_missing", lambda: "cython is not installed (pip install 'rulesdsl[build]')")
    res = CliRunner().invoke(cli, ["build", str(root)])
    assert res.exit_code == 0, res.output
    assert res.stdout.strip().splitlines() == [
        "compiled rules not built: cython is not installed (pip install 'rulesdsl[build]'); "
        "the rules run as generated Python"]
    assert not (root / native.FOLDER).exists()
    bad = CliRunner().invoke(cli, ["build", str(root), "--check", "-1"])
    assert bad.exit_code != 0 and "U001" in bad.output


def test_a_build_plays_the_games_of_the_generated_python(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Built with Cython: `--check` finds the same seeded games (moves, scores, breakdowns, logs) compiled and as
    generated Python at every player count; a second run says 'up to date'; the bulk commands load it; once the
    rules change, the build is not used and one line says so."""
    need("Cython", "build")
    if native.tools_missing():
        pytest.fail(f"Cython is installed but the build cannot run: {native.tools_missing()}")
    root = _copy(tmp_path)
    monkeypatch.setattr(pyrun, "_LOADED", set())
    runner = CliRunner()
    res = runner.invoke(cli, ["build", str(root), "--check", "5"])
    assert res.exit_code == 0, res.output
    lines = res.stdout.splitlines()
    assert lines[0].startswith("built ") and "MB" in lines[0]
    assert [line.split(":")[1].split("(")[0].strip() for line in lines[1:]] == ["identical"] * 3  # 2-4 players
    again = runner.invoke(cli, ["build", str(root)])
    assert again.exit_code == 0 and again.stdout.startswith("up to date: ")
    monkeypatch.setattr(pyrun, "_LOADED", set())
    rs = load_ruleset(root, compiled=True)
    assert rs.python is not None and rs.python.native is not None
    assert rs.python.native.startswith(str(root / native.FOLDER))
    monkeypatch.setenv("RULESDSL_PURE", "1")  # the one switch to pure Python: compiled rules stay unloaded
    pure = load_ruleset(root, compiled=True)
    assert pure.python is not None and pure.python.native is None and "pure Python asked" in pure.python.native_note
    monkeypatch.delenv("RULESDSL_PURE")
    twice = load_ruleset(root, compiled=True)  # one build serves one ruleset object per process
    assert twice.python is not None and twice.python.native is None and "already loaded" in twice.python.native_note
    cards = root / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace('play: "gain(coins, 2)"', 'play: "gain(coins, 3)"'), encoding="utf-8")
    assert _source(root) != rs.python.source  # the edit changed the generated Python: the build is stale
    monkeypatch.setattr(pyrun, "_LOADED", set())
    sim = runner.invoke(cli, ["simulate", str(root), "--games", "2", "--seed", "1", "--no-plots", "--out",
                              str(tmp_path / "out")])
    assert sim.exit_code == 0, sim.output
    assert "compiled rules not used: the rules changed since `rulesdsl build`; they run as generated Python until" \
        in sim.stderr
    assert sum("compiled rules not used" in line for line in sim.stderr.splitlines()) == 1


def test_a_build_beside_the_rules_is_not_part_of_them_for_remembered_games(tmp_path: Path) -> None:
    """`compare` remembers games by the ruleset folder's files: a build there (tens of MB) must neither change that
    key nor, by its size, stop games being remembered at all."""
    from rulesdsl.sim.played import folder_digest
    root = _copy(tmp_path)
    before = folder_digest(root)
    (root / native.FOLDER).mkdir()
    (root / native.FOLDER / "rules_0123.so").write_bytes(b"\0" * (64 << 20))
    (root / "__pycache__").mkdir()
    (root / "__pycache__" / "x.pyc").write_bytes(b"\0")
    assert before is not None and folder_digest(root) == before
    (root / "extra.yaml").write_text("file: macros\n", encoding="utf-8")
    assert folder_digest(root) not in (None, before)  # a file of the rules counts
