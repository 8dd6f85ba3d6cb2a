"""A non-editable install from a clean checkout must still find the schemas, grammar and rulesets."""

from __future__ import annotations

import os
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
    if proc.returncode != 0:
        pytest.skip(f"cannot build a wheel here: {proc.stderr[-400:]}")
    return next(out.glob("rulesdsl-*.whl"))


def test_wheel_ships_data(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "rulesdsl/dsl/grammar/effects.lark" in names
    assert any(n.startswith("rulesdsl/_data/schemas/") and n.endswith(".schema.json") for n in names)
    assert "rulesdsl/_data/rules/bitoku/ruleset.yaml" in names


def test_installed_wheel_checks_default_ruleset(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(site), str(wheel)],
                   check=True, capture_output=True, timeout=300)
    env = dict(os.environ, PYTHONPATH=str(site))
    proc = subprocess.run([sys.executable, "-m", "rulesdsl", "check"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)
    assert "Traceback" not in proc.stderr
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    assert str(site) in proc.stdout  # the shipped copy was checked, not the checkout
