"""The optional mypyc build (tools/build_mypyc.py): refused arguments, the clean step, the stale-build guard,
and one real build of a small module in a scratch copy, checked against the pure Python module."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from rulesdsl.runtime import _mypyc_guard

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("build_mypyc", ROOT / "tools" / "build_mypyc.py")
assert spec is not None and spec.loader is not None
bm = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bm)


@pytest.mark.parametrize(("argv", "says"), [
    (["nosuch"], "cannot compile 'nosuch': choose among machine, world"),
    (["world", "loader"], "cannot compile 'loader'"),
    (["world.py"], "cannot compile 'world.py'"),
    (["world", "world"], "a module is named twice"),
    (["--clean", "world"], "--clean and --status take no module names"),
    (["--status", "game"], "--clean and --status take no module names"),
    (["--clean", "--status"], "--clean and --status do not go together"),
    (["--compare", "0"], "--compare needs 1 to 10000 games, got 0"),
    (["--compare", "5", "world"], "--compare takes no module names and goes with no other option"),
    (["--compare", "5", "--clean"], "--compare takes no module names and goes with no other option"),
])
def test_bad_arguments_are_refused_with_a_clear_message(argv: list[str], says: str,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert bm.main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("build_mypyc: error: ") and says in err
    assert "Traceback" not in err


def test_unknown_option_is_refused_by_argparse(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        bm.main(["--fast"])
    assert exc.value.code == 2
    assert "unrecognized arguments: --fast" in capsys.readouterr().err


def test_a_folder_that_is_not_a_checkout_is_refused(tmp_path: Path) -> None:
    with pytest.raises(bm.BuildError, match="is not a rulesdsl source checkout"):
        bm.check_checkout(tmp_path)


def _fake_checkout(tmp_path: Path) -> Path:
    engine = tmp_path / "rulesdsl" / "runtime"
    engine.mkdir(parents=True)
    (tmp_path / "pyproject.toml").write_text("")
    for name in ("machine", "world", "loader"):
        (engine / f"{name}.py").write_text(f"X = '{name}'\n")
    return tmp_path


def test_clean_removes_exactly_the_build(tmp_path: Path) -> None:
    root = _fake_checkout(tmp_path)
    engine = root / "rulesdsl" / "runtime"
    suffix = bm.ext_suffix()
    build = [engine / f"world{suffix}", engine / f"machine{suffix}", engine / f"_mypyc__mypyc{suffix}",
             engine / "world.cpython-312-x86_64-linux-gnu.so", engine / "_mypyc_stamp.json"]
    keep = [engine / "loader.cpython-311-x86_64-linux-gnu.so",  # not a module the tool compiles
            engine / "world.py", engine / "machine.py", root / "rulesdsl" / f"world{suffix}"]
    for p in build + keep:
        p.write_bytes(b"x")
    assert sorted(bm.clean(root)) == sorted(build)
    assert all(p.exists() for p in keep) and not any(p.exists() for p in build)
    assert bm.clean(root) == []  # cleaning a clean checkout is fine


def _stamp(engine: Path, modules: dict[str, str]) -> Path:
    path = engine / "_mypyc_stamp.json"
    path.write_text(json.dumps({"python": "3.11", "suffix": ".so", "modules": modules}))
    return path


def test_the_guard_finds_a_changed_source(tmp_path: Path) -> None:
    engine = _fake_checkout(tmp_path) / "rulesdsl" / "runtime"
    world_hash = hashlib.sha256((engine / "world.py").read_bytes()).hexdigest()
    stamp = _stamp(engine, {"world": world_hash, "machine": world_hash})
    assert _mypyc_guard.stale_modules(stamp) == ["machine"]
    (engine / "world.py").write_text("X = 'edited'\n")
    assert _mypyc_guard.stale_modules(stamp) == ["world", "machine"]
    (engine / "machine.py").unlink()
    assert "machine" in _mypyc_guard.stale_modules(stamp)
    stamp.write_text("{not json")
    assert _mypyc_guard.stale_modules(stamp) == ["(unreadable stamp)"]


def test_a_stale_build_falls_back_to_the_sources() -> None:
    finder = _mypyc_guard._SourceFirst({"rulesdsl.runtime.world"})
    found = finder.find_spec("rulesdsl.runtime.world", None)
    assert found is not None and found.origin == str(_mypyc_guard.HERE / "world.py")
    assert finder.find_spec("rulesdsl.compiler.loader", None) is None


def test_status_of_a_checkout_without_a_build(tmp_path: Path) -> None:
    assert bm.status(_fake_checkout(tmp_path)) == "pure Python: no compiled run-time module"


def test_compare_needs_a_current_build(tmp_path: Path) -> None:
    root = _fake_checkout(tmp_path)
    with pytest.raises(bm.BuildError, match="--compare needs a current build this Python can load"):
        bm.compare(1, root)
    engine = root / "rulesdsl" / "runtime"
    _stamp(engine, {"world": "0" * 64})  # stale: world.py does not hash to that
    with pytest.raises(bm.BuildError, match="STALE"):
        bm.compare(1, root)


def _can_compile() -> str | None:
    try:
        bm.check_tools()
    except bm.BuildError as err:
        return str(err)
    return None


_PROBE = ("import json, rulesdsl.runtime.matching as mt; print(json.dumps([mt.__file__, "
          "mt.best_goals([[[1, [1, 2]]], [[2, [2, 3]]], [[1, [3]]]], [5, 4, 3]), "
          "mt.feasible([(2, [1, 2]), (1, [2])])]))")


@pytest.mark.skipif(_can_compile() is not None, reason=f"cannot compile here: {_can_compile()}")
def test_build_one_small_module_then_clean(tmp_path: Path) -> None:
    """A real mypyc build of `matching` in a scratch copy: the compiled module is imported and answers as the
    pure one does; --status reports it, an edit makes the guard fall back, clean removes it."""
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    shutil.copytree(ROOT / "rulesdsl", tmp_path / "rulesdsl",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "_mypyc_stamp.json"))
    made = bm.build(["matching"], root=tmp_path)
    engine = tmp_path / "rulesdsl" / "runtime"
    assert engine / f"matching{bm.ext_suffix()}" in made and engine / "_mypyc_stamp.json" in made
    assert "compiled with mypyc" in bm.status(tmp_path) and "STALE" not in bm.status(tmp_path)
    env = {k: v for k, v in os.environ.items() if k not in ("RULESDSL_PURE", "RULESDSL_NO_MYPYC")}
    env["PYTHONPATH"] = str(tmp_path)  # and neither pure-Python switch: the build must be seen

    def probe() -> tuple[list[object], str]:
        run = subprocess.run([sys.executable, "-c", _PROBE], env=env, capture_output=True, text=True,
                             cwd=tmp_path, check=True)
        return json.loads(run.stdout), run.stderr

    (compiled_file, *compiled), _ = probe()
    assert str(compiled_file).endswith(str(sysconfig.get_config_var("EXT_SUFFIX")))
    (engine / "matching.py").write_text((engine / "matching.py").read_text() + "\n# edited\n")
    assert "STALE" in bm.status(tmp_path)
    (stale_file, *stale), warned = probe()
    assert str(stale_file).endswith("matching.py") and "out of date (matching changed" in warned
    bm.clean(tmp_path)
    assert not list(engine.glob("*.so")) and not (engine / "_mypyc_stamp.json").exists()
    (pure_file, *pure), _ = probe()
    assert str(pure_file).endswith("matching.py")
    assert compiled == pure == stale
