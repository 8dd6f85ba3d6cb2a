"""Every Python example in docs/bots.md runs as printed (the RL ones need the `rl` extra)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from extras import need

ROOT = Path(__file__).resolve().parent.parent
BLOCKS = re.findall(r"```python\n(.*?)```", (ROOT / "docs" / "bots.md").read_text(encoding="utf-8"), re.S)


def test_the_page_has_three_examples() -> None:
    assert len(BLOCKS) == 3


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_example_runs(index: int) -> None:
    code = BLOCKS[index]
    needs = [m for m in ("pettingzoo", "pyspiel") if m in code]
    for m in needs:
        need(m, "rl")
    res = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr[-2000:]
    assert res.stdout.strip()
