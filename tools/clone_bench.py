"""State-copy cost on a mid-game Bitoku state (4 players, 60 random decisions in), best of 5 rounds.

    python tools/clone_bench.py [RULESET] [PLAYERS]
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulesdsl import Game, load_ruleset  # noqa: E402
from rulesdsl.play.game import clone_state  # noqa: E402


def main() -> None:
    path = sys.argv[1] if len(sys.argv) > 1 else "rules/bitoku"
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    g, rng = Game.new(load_ruleset(path), players, 1), random.Random(1)
    for _ in range(60):
        if g.is_over():
            break
        g.apply(rng.choice(g.legal_actions()))
    best = float("inf")
    for _ in range(5):
        t0 = time.perf_counter()
        for _ in range(2000):
            clone_state(g.state)
        best = min(best, (time.perf_counter() - t0) / 2000 * 1e6)
    print(f"{path} {players}p: clone {best:.1f} us (best of 5 rounds of 2,000 copies)")


if __name__ == "__main__":
    main()
