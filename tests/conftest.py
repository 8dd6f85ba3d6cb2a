"""Shared fixtures: copies of the mini test ruleset and a runner for the real command line."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
MINI = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "mini"


@pytest.fixture
def mini_copy(tmp_path: Path) -> Path:
    """A fresh, writable copy of tests/fixtures/rulesets/mini (the folder is `tmp_path/mini`)."""
    dest = tmp_path / "mini"
    shutil.copytree(MINI, dest)
    return dest


MakeRuleset = Callable[[Mapping[str, "str | Path"]], Path]


@pytest.fixture
def make_ruleset(tmp_path: Path) -> MakeRuleset:
    """A factory: copy mini into a new folder and add (or replace) files.

    Each value is either file text or a path to copy; the key is the file's name inside the ruleset.
    """
    counter = iter(range(1_000_000))

    def make(files: Mapping[str, str | Path]) -> Path:
        dest = tmp_path / f"ruleset_{next(counter)}"
        shutil.copytree(MINI, dest)
        for name, content in files.items():
            target = dest / name
            target.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, Path):
                shutil.copyfile(content, target)
            else:
                target.write_text(content, encoding="utf-8")
        return dest

    return make


@dataclass(frozen=True)
class CliResult:
    """What a `python -m rulesdsl ...` subprocess did."""

    returncode: int
    stdout: str
    stderr: str


RunCli = Callable[..., CliResult]


@pytest.fixture(scope="session")
def cli_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Environment for CLI subprocesses: the checkout on PYTHONPATH, a private cache folder."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env["RULESDSL_CACHE"] = str(tmp_path_factory.mktemp("rulesdsl-cache"))
    env["PYTHONIOENCODING"] = "utf-8"
    return env


@pytest.fixture
def run_cli(cli_env: dict[str, str]) -> RunCli:
    """Run the real command line (`python -m rulesdsl ARGS`) in a subprocess, in folder `cwd`."""

    def run(*args: str, cwd: Path | None = None, timeout: float = 120) -> CliResult:
        proc = subprocess.run([sys.executable, "-m", "rulesdsl", *args], cwd=cwd or ROOT, env=cli_env,
                              capture_output=True, text=True, encoding="utf-8", errors="replace",
                              timeout=timeout, check=False)
        return CliResult(proc.returncode, proc.stdout, proc.stderr)

    return run


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, None]:
    """In CI (the CI variable is set) a skipped test is a failure: CI installs every extra and skips nothing."""
    outcome = yield
    report = outcome.get_result()
    if os.environ.get("CI") and report.skipped and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"skipped in CI, where every test must run: {report.longrepr}"
