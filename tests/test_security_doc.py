"""docs/security.md names the tests that hold each boundary: every one named must exist, and every surface
must name at least one."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "security.md"
NAMED = re.compile(r"`(tests/[\w/]+\.py)::(\w+)`")


def _tests_in(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.name for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
            and n.name.startswith("test_")}


def test_every_test_the_threat_model_names_exists() -> None:
    named = NAMED.findall(DOC.read_text(encoding="utf-8"))
    assert len(named) >= 20
    missing = [f"{f}::{t}" for f, t in named if not (ROOT / f).is_file() or t not in _tests_in(ROOT / f)]
    assert missing == []


def test_every_surface_names_its_tests() -> None:
    sections = DOC.read_text(encoding="utf-8").split("\n## ")[1:]
    assert len(sections) >= 9
    for section in sections:
        title = section.splitlines()[0]
        for part in ("**Trusts:**", "**An attacker controls:**", "**Limits:**", "**Tests:**"):
            assert part in section, (title, part)
        assert NAMED.search(section), title
