"""Random playouts with invariants: games end, options never run out, components are conserved,
counters stay in bounds, the ruleset's own invariants hold, views never leak hidden objects, and
save → load → continue equals the uninterrupted game."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from rulesdsl.agents import RandomAgent
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.game import Game
from rulesdsl.play.invariants import declared, structural, view_leaks
from rulesdsl.sim.play import play_out

ROOT = Path(__file__).resolve().parent.parent
# ruleset folder -> (player counts, games per count); BITOKU_GAMES scales the run for soak tests
SCALE = int(os.environ.get("PLAYOUT_SCALE", "1"))
TARGETS = {"rules/bitoku": ((2, 3, 4), 70 * SCALE), "rules/tokaido": ((2, 3, 4, 5), 25 * SCALE),
           "tests/fixtures/rulesets/mini": ((2, 3, 4), 10)}
_RS: dict[str, Any] = {}


def _rs(folder: str) -> Any:
    if folder not in _RS:
        if not (ROOT / folder / "ruleset.yaml").exists():
            pytest.skip(f"{folder} not present")
        _RS[folder] = load_ruleset(ROOT / folder)
    return _RS[folder]


def _cases() -> list[Any]:
    return [pytest.param(folder, n, games, id=f"{Path(folder).name}-{n}p")
            for folder, (counts, games) in TARGETS.items() for n in counts]


@pytest.mark.parametrize(("folder", "players", "games"), _cases())
def test_random_playouts_keep_invariants(folder: str, players: int, games: int) -> None:
    rs = _rs(folder)
    deep_every = 25  # full view/invariant scans every N decisions (they are costly)
    for seed in range(games):
        g = Game.new(rs, players, 1000 + seed)
        agents = [RandomAgent(seed * 7 + i) for i in range(players)]
        steps = 0
        while not g.is_over():
            assert g.legal_actions(), f"seed {seed}: no legal action before the end"
            g.apply(agents[g.current_player() or 0].choose(g))
            steps += 1
            assert steps < 20_000, f"seed {seed}: game did not end"
            if steps % deep_every == 0:
                problems = structural(g) + declared(g) + view_leaks(g)
                assert not problems, f"seed {seed} step {steps}: {problems[:5]}"
        problems = structural(g) + declared(g)
        assert not problems, f"seed {seed} at the end: {problems[:5]}"
        assert len(g.scores()) == players and g.winner() is not None


@pytest.mark.parametrize("folder", list(TARGETS))
def test_save_load_continue_equals_uninterrupted(folder: str) -> None:
    rs = _rs(folder)
    for seed in range(5):
        n = (2, 3, 4)[seed % 3]
        full = Game.new(rs, n, seed)
        play_out(full, [RandomAgent(seed + i) for i in range(n)])
        cut = len(full.history) * (seed + 1) // 7
        part = Game.new(rs, n, seed)
        for a in full.history[:cut]:
            part.apply(a)
        restored = Game(rs, json.loads(json.dumps(part.state)), list(part.history))
        for a in full.history[cut:]:
            restored.apply(a)
        assert restored.is_over()
        assert restored.scores() == full.scores()
        assert json.dumps(restored.state, sort_keys=True) == json.dumps(full.state, sort_keys=True)


@pytest.mark.parametrize("folder", list(TARGETS))
def test_determinism(folder: str) -> None:
    rs = _rs(folder)
    runs = []
    for _ in range(2):
        g = Game.new(rs, 3, 4242, log=True)
        play_out(g, [RandomAgent(9 + i) for i in range(3)])
        runs.append((g.history, g.scores(), json.dumps(g.state, sort_keys=True), g.log))
    assert runs[0] == runs[1]
