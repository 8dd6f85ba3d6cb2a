"""Golden playthroughs: seeded games must replay action for action to the pinned scores."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("golden", ROOT / "tools" / "golden.py")
assert spec is not None and spec.loader is not None
golden = importlib.util.module_from_spec(spec)
spec.loader.exec_module(golden)


@pytest.mark.parametrize(("folder", "players", "seed"), golden.CASES)
def test_golden_playthrough(folder: str, players: int, seed: int) -> None:
    path = golden.path_for(folder, players, seed)
    if not (ROOT / folder / "ruleset.yaml").exists():
        pytest.skip(f"{folder} not present")
    assert path.exists(), f"missing {path}; run python tools/golden.py --update"
    want = json.loads(path.read_text(encoding="utf-8"))
    got = golden.playthrough(folder, players, seed)
    for i, (a, b) in enumerate(zip(want["actions"], got["actions"], strict=False)):
        assert a == b, f"first divergent action #{i + 1}: golden {a!r}, now {b!r}"
    assert got == want
