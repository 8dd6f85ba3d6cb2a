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
from extras import SKIP_MARK, all_extras

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


def _note_skip(nodeid: str, longrepr: object) -> str | None:
    """Record a skipped test for CI's extras job; return why the skip is not allowed here, if it is not."""
    out = os.environ.get("RULESDSL_SKIPPED_OUT")
    if out:
        with open(out, "a", encoding="utf-8") as f:  # one line per skip, appended by every xdist worker
            f.write(nodeid + "\n")
    if all_extras():
        return "skipped where every extra is installed and every test must run"
    if os.environ.get("CI") and SKIP_MARK not in str(longrepr):
        return "skipped in CI for a reason other than a missing optional extra"
    return None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, None]:
    """In CI only a test of a missing optional extra may skip; where every extra is installed, none may."""
    outcome = yield
    report = outcome.get_result()
    if report.skipped and not hasattr(report, "wasxfail"):
        why = _note_skip(report.nodeid, report.longrepr)
        if why:
            report.outcome = "failed"
            report.longrepr = f"{why}: {report.longrepr}"


def pytest_collectreport(report: pytest.CollectReport) -> None:
    """A whole module skipped at collection (its extra is missing) is noted and judged like a skipped test."""
    if report.skipped:
        why = _note_skip(report.nodeid, report.longrepr)
        if why:
            report.outcome = "failed"
            report.longrepr = f"{why}: {report.longrepr}"
