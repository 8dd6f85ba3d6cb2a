"""Hoisting changes no game: play seeded random games with loop-invariant hoisting on and off and compare.

    python tools/hoist_diff.py [GAMES]        (default 300 per ruleset and player count)

Prints, per ruleset and player count, whether every history, score list and final generator state is the
same both ways (tests/test_hoist.py runs a few of the same games).
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("RULESDSL_CACHE", "off")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulesdsl.engine import exprs  # noqa: E402

from rulesdsl import Game, load_ruleset  # noqa: E402

CASES = (("rules/tokaido", 2), ("rules/tokaido", 5), ("rules/bitoku", 1), ("rules/bitoku", 2), ("rules/bitoku", 4))


def run(path: str, players: int, games: int, hoist: bool) -> list[tuple[object, ...]]:
    """The outcome of `games` seeded random games with hoisting set as given."""
    exprs.HOISTING = hoist
    rs = load_ruleset(path)
    out = []
    for s in range(games):
        g, rng = Game.new(rs, players, s), random.Random(s)
        while not g.is_over():
            g.apply(rng.choice(g.legal_actions()))
        out.append((tuple(g.history), tuple(g.scores()), g.state["rng"]))
    return out


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    for path, n in CASES:
        a, b = run(path, n, games, True), run(path, n, games, False)
        print(f"{path} {n}p: {games} games, identical: {a == b}, decisions: {sum(len(x[0]) for x in a)}", flush=True)


if __name__ == "__main__":
    main()
