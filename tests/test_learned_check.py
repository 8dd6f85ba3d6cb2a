"""`tools/strength.py --only learned` (tools/leaderboard.py `learned_check`): the trained default agent against
random and against the untrained one, at the smallest table or at the size asked for."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ORCHARD = ROOT / "rules" / "examples" / "orchard"
LEARNED = ROOT / "tools" / "data" / "learned" / "orchard.json"
spec = importlib.util.spec_from_file_location("leaderboard", ROOT / "tools" / "leaderboard.py")
assert spec is not None and spec.loader is not None
lb = importlib.util.module_from_spec(spec)
spec.loader.exec_module(lb)


@pytest.mark.parametrize("players,first", [
    (None, "orchard 2p, no hand-written evaluation: trained default agent vs random: "),
    (3, "orchard 3p, no hand-written evaluation: trained default agent (1 seat) vs 2 random: won "),
])
def test_the_table_size_is_the_smallest_unless_asked(players: int | None, first: str) -> None:
    lines = lb.learned_check(ORCHARD, str(LEARNED), 1, log=lambda _: None, players=players)
    assert len(lines) == 2 and lines[0].startswith(first), lines
    games = 2 if players is None else 3  # each seed played with the trained seat in every seat
    assert f"over {games} games" in lines[1]


def test_a_table_the_ruleset_cannot_seat_is_refused() -> None:
    with pytest.raises(SystemExit, match="seats 2 to 5 players, not 6"):
        lb.learned_check(ORCHARD, str(LEARNED), 1, log=lambda _: None, players=6)
