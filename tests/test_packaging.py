"""A non-editable install from a clean checkout must still find the schemas, grammar and rulesets."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                           "-w", str(out), str(ROOT)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, f"cannot build a wheel: {proc.stderr[-2000:]}"
    return next(out.glob("rulesdsl-*.whl"))


@pytest.fixture(scope="module")
def site(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel installed (without dependencies) into a folder of its own."""
    target = tmp_path_factory.mktemp("site")
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
                   check=True, capture_output=True, timeout=300)
    return target


def _installed(site: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run the installed package's command line (`python -m rulesdsl ARGS`) in folder `cwd`."""
    env = dict(os.environ, PYTHONPATH=str(site))
    return subprocess.run([sys.executable, "-m", "rulesdsl", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, encoding="utf-8", timeout=300, check=False)


def test_wheel_ships_data(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "rulesdsl/dsl/grammar/effects.lark" in names
    assert any(n.startswith("rulesdsl/_data/schemas/") and n.endswith(".schema.json") for n in names)
    assert "rulesdsl/_data/rules/bitoku/ruleset.yaml" in names


def test_wheel_is_pure_python_even_beside_a_mypyc_build(wheel: Path) -> None:
    # tools/build_mypyc.py writes .so files and a stamp into rulesdsl/runtime; .gitignore keeps them out
    names = zipfile.ZipFile(wheel).namelist()
    assert [n for n in names if n.endswith((".so", ".pyd", "_mypyc_stamp.json"))] == []


def test_installed_wheel_checks_default_ruleset(site: Path, tmp_path: Path) -> None:
    proc = _installed(site, tmp_path, "check")
    assert "Traceback" not in proc.stderr
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    assert f"{site}" in proc.stdout and "(installed copy)" in proc.stdout  # outside any project


def test_the_working_copy_wins_over_the_installed_one(site: Path, tmp_path: Path) -> None:
    """Issue 12: a typo in the user's copy of the rules is what `rulesdsl check` (no PATH) reports."""
    project = tmp_path / "my-game"
    shutil.copytree(ROOT / "rules", project / "rules")
    bad = project / "rules" / "bitoku" / "macros" / "economy.yaml"
    text = bad.read_text(encoding="utf-8")
    assert "gain(wood, 1)" in text
    bad.write_text(text.replace("gain(wood, 1)", "gian(wood, 1)", 1), encoding="utf-8")
    ruleset = (project / "rules" / "bitoku").resolve()
    for cwd in (project, project / "rules", ruleset / "macros"):
        proc = _installed(site, cwd, "check")
        assert proc.returncode == 1, proc.stdout[-2000:] + proc.stderr[-2000:]
        assert "economy.yaml:10:" in proc.stdout and "gian" in proc.stdout, proc.stdout[-2000:]
        assert f"{ruleset} (working copy): 1 error(s)" in proc.stdout, proc.stdout[-500:]
    # a bare name is looked up in the project as well
    named = _installed(site, project, "check", "bitoku")
    assert named.returncode == 1 and f"{ruleset} (working copy)" in named.stdout
    # `play` fails, says which folder it used, and names the exact command that shows the error
    played = _installed(site, project, "play", "--players", "2", "--quiet")
    assert played.returncode == 1 and "Traceback" not in played.stderr
    assert f"ruleset: {ruleset} (working copy)" in played.stderr
    assert f"run `rulesdsl check {ruleset}` for the full list" in played.stderr, played.stderr[-2000:]
    # outside any project the installed copy is still used, and it has no typo
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    clean = _installed(site, outside, "check", "bitoku")
    assert clean.returncode == 0 and "(installed copy): 0 error(s)" in clean.stdout
