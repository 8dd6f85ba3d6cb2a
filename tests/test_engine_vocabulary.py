"""The engine is generic: no file of the package names a shipped game (its id or its name), in code, docstrings,
comments, help examples, templates or catalogs. What a game needs is its own data under rules/."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "rulesdsl"
TEXT = {".py", ".ftl", ".j2", ".js", ".css", ".html", ".json", ".lark", ".md", ".txt"}


def _shipped_game_words() -> set[str]:
    """The ids and names of the rulesets shipped in rules/ (not the examples, which are small generic games)."""
    words: set[str] = set()
    for path in sorted((ROOT / "rules").glob("*/ruleset.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        words |= {str(data.get("id", "")).lower(), str(data.get("name", "")).lower(), path.parent.name.lower()}
    return {w for w in words if len(w) >= 4}


def test_no_package_file_names_a_shipped_game() -> None:
    words = _shipped_game_words()
    assert {"bitoku", "tokaido"} <= words  # the check knows what it looks for
    pattern = re.compile("|".join(re.escape(w) for w in sorted(words)), re.IGNORECASE)
    found = []
    for path in sorted(PACKAGE.rglob("*")):
        if path.is_file() and path.suffix in TEXT and "__pycache__" not in path.parts:
            for no, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
                if pattern.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{no}: {line.strip()[:100]}")
    assert found == [], "game vocabulary in the engine (move it to rules/<game>/):\n" + "\n".join(found)
