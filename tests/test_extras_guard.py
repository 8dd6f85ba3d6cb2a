"""A test of an optional extra skips through tests/extras.py, which names the extra, and nowhere else: the README's
test command runs with only the `test` extra installed, and CI lets through only skips that name their extra."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
BARE = re.compile(r"pytest\.importorskip\(|environ\.get\(\"CI\"\)|environ\[\"CI\"\]")


def test_optional_imports_go_through_extras() -> None:
    offenders = [f"{p.name}:{n}" for p in sorted(TESTS.glob("*.py")) if p.name not in ("extras.py", "conftest.py",
                                                                                      Path(__file__).name)
                 for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if BARE.search(line)]
    assert offenders == [], "use extras.need / extras.need_module (they name the extra): " + ", ".join(offenders)


def test_the_guard_sees_a_bare_skip() -> None:
    assert BARE.search('x = pytest.importorskip("starlette")') and BARE.search('if not os.environ.get("CI"):')
