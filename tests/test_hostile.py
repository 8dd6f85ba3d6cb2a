"""The hostile-input corpus (tests/hostile_cases.py): every case runs the real command line in a subprocess
under a memory cap (RLIMIT_AS) and a CPU-time cap (RLIMIT_CPU), and must end in its coded message with a
clean exit: no traceback, no hang, no running out of memory. The cases run a few at a time."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hostile_cases import CASES as ROUND_2
from hostile_cases import Case
from hostile_cases_r3 import CASES as ROUND_3

MEMORY_CAP = 1_500_000_000  # bytes of address space per case
CPU_CAP = 60  # CPU seconds per case (the slowest case, a 2,000,000-step budget, needs about 8)
WALL_CAP = 120  # seconds, for a case blocked on I/O
POOL = 3
CASES = ROUND_2 + ROUND_3  # the two parts of the corpus


def _limits() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
    resource.setrlimit(resource.RLIMIT_CPU, (CPU_CAP, CPU_CAP))


def run_case(case: Case, root: Path, cache: str) -> tuple[int, str]:
    """Build the case in its own folder and run it; (exit code, stdout + stderr)."""
    d = root / f"{case.stage}-{case.name}"
    d.mkdir()
    argv = case.build(d)
    env = {**os.environ, "RULESDSL_CACHE": cache, "PYTHONIOENCODING": "utf-8", "MPLBACKEND": "Agg", **case.env}
    try:
        proc = subprocess.run([sys.executable, "-m", "rulesdsl", *argv], cwd=case.cwd or d, env=env,
                              input=case.stdin, capture_output=True, text=True, encoding="utf-8",
                              errors="replace", timeout=WALL_CAP, preexec_fn=_limits)
    except subprocess.TimeoutExpired:
        return -999, f"no exit within {WALL_CAP} s"
    return proc.returncode, proc.stdout + proc.stderr


@pytest.fixture(scope="module")
def results() -> dict[str, tuple[int, str]]:
    """Every case's outcome, run POOL at a time."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        cache = str(root / "cache")
        with ThreadPoolExecutor(POOL) as pool:
            order = sorted(CASES, key=lambda c: not c.heavy)
            futures = {f"{c.stage}/{c.name}": pool.submit(run_case, c, root, cache) for c in order}
            return {k: f.result() for k, f in futures.items()}


@pytest.mark.parametrize("case", CASES, ids=[f"{c.stage}/{c.name}" for c in CASES])
def test_hostile_input_ends_in_a_coded_message(case: Case, results: dict[str, tuple[int, str]]) -> None:
    """The case exits cleanly with its code (or its text), within the caps, with no traceback."""
    if case.owner:
        pytest.xfail(f"owned by {case.owner}")
    rc, out = results[f"{case.stage}/{case.name}"]
    assert rc in case.exit, f"exit {rc}\n{out[-3000:]}"
    assert "Traceback" not in out, out[-3000:]
    assert "MemoryError" not in out, out[-3000:]
    if case.code is not None:
        assert f"[{case.code}]" in out, out[-3000:]
    if case.text:
        assert case.text in out, out[-3000:]
    if case.absent:
        assert case.absent not in out, out[-3000:]


def test_corpus_covers_every_stage() -> None:
    """Each input stage has cases."""
    stages = {c.stage for c in CASES}
    assert stages == {"content", "pack", "catalog", "save", "cli", "human"}
    assert len({(c.stage, c.name) for c in CASES}) == len(CASES)
