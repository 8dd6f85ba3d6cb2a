"""Seeded games to count instructions with callgrind (exact, where timings on a shared machine drift), and a
digest of their moves (the same digest before and after a change: the same games).

    python tools/instr_workload.py random rules/bitoku 4 3     # 3 random games (seeds 0-2), as yardstick.py plays
    python tools/instr_workload.py planner rules/bitoku 4 1    # the default agent in every seat (seed 0)
    valgrind --tool=callgrind --collect-atstart=no --toggle-collect=functools_reduce \\
        python tools/instr_workload.py planner rules/bitoku 4 1

The ruleset is loaded and one warm-up game played before the counted part, which runs inside
`functools.reduce` (a C function the engine never calls), so that `--toggle-collect=functools_reduce` counts
the games alone. The planner seat of game s, seat i is seeded s * 10 + i. Prints the digest of every move
played, in order.
"""

from __future__ import annotations

import functools
import hashlib
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulesdsl import Game, load_ruleset  # noqa: E402
from rulesdsl.agents.planner import PlannerAgent  # noqa: E402

USAGE = "usage: instr_workload.py random|planner RULES_DIR PLAYERS GAMES"


def _random_game(rs: object, players: int, seed: int, out: list[str]) -> None:
    rng = random.Random(seed)
    g = Game.new(rs, players, seed)  # type: ignore[arg-type]
    while (d := g.decision()) is not None:
        action = rng.choice(list(d.options))
        out.append(action)
        g.apply(action)


def _planner_game(rs: object, players: int, seed: int, out: list[str]) -> None:
    g = Game.new(rs, players, seed)  # type: ignore[arg-type]
    agents = [PlannerAgent(seed * 10 + i) for i in range(players)]
    while g.decision() is not None:
        player = g.current_player()
        assert player is not None
        action = agents[player].choose(g)
        out.append(action)
        g.apply(action)


def main() -> None:
    """Load, warm up, play the counted games inside `functools.reduce`, print the digest of their moves."""
    if len(sys.argv) != 5 or sys.argv[1] not in ("random", "planner") or not sys.argv[3].isdigit() \
            or not sys.argv[4].isdigit():
        raise SystemExit(USAGE)
    kind, root, players, games = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    rs = load_ruleset(root)
    play = _random_game if kind == "random" else _planner_game
    play(rs, players, 99_999, [])  # warm-up: static memos, caches and the generated code's first calls
    moves: list[str] = []
    counted = [lambda: [play(rs, players, s, moves) for s in range(games)]]
    functools.reduce(lambda _, run: run(), counted, None)  # the C frame callgrind's --toggle-collect looks for
    print(f"{kind} {root} {players}p x{games}: {len(moves)} moves, digest "
          f"{hashlib.sha256(chr(10).join(moves).encode()).hexdigest()[:16]}")


if __name__ == "__main__":
    main()
