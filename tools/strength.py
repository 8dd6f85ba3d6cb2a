"""Agent strength on a ruleset: seeded head-to-head matches with 95% Wilson intervals.

    python tools/strength.py                                   # rules/bitoku, 2 players, 100 games each
    python tools/strength.py --games 20 --mcts mcts:0.5s --workers 2
    python tools/strength.py --evaluation weights.yaml        # try other evaluation weights

Matches: greedy vs random, then MCTS vs greedy. Seats alternate every game (the seat list is rotated
by the game index), seeds are derived from --seed, so a match is reproducible (time-budgeted MCTS
aside, which searches as far as the machine allows).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rulesdsl.cli.sim import load_evaluation  # noqa: E402
from rulesdsl.reports.sim_report import summarize  # noqa: E402
from rulesdsl.sim.simulate import SimConfig, run_simulation  # noqa: E402


def match(path: str, players: int, games: int, seed: int, a: str, b: str, workers: int,
          evaluation: list[dict[str, Any]] | None) -> str:
    """Play `a` against `b` and describe the result."""
    seats = tuple(([a, b] * players)[:players])
    cfg = SimConfig(path, players, games, seed, seats, {}, True, evaluation)
    t0 = time.perf_counter()
    records = run_simulation(cfg, workers=workers)
    elapsed = time.perf_counter() - t0
    s = summarize(records)
    r = s["win_by_agent"].get(a, {"k": 0, "n": 0, "rate": 0.0, "lo": 0.0, "hi": 1.0})
    errors = sum(1 for x in records if x["error"])
    return (f"{a} vs {b}: {a} won {r['k']}/{r['n']} = {100 * r['rate']:.1f}% "
            f"(95% CI {100 * r['lo']:.1f}-{100 * r['hi']:.1f}%), {games} games in {elapsed:.0f}s "
            f"({elapsed / games:.1f} s/game, {workers} worker(s)){f', {errors} rules errors' if errors else ''}")


def main() -> None:
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--path", default=str(ROOT / "rules" / "bitoku"))
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--mcts", default="mcts:1s", help="the MCTS seat (budget ≤ 1 s per decision)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--evaluation", default=None, help="YAML/JSON evaluation terms overriding the ruleset's")
    ap.add_argument("--only", choices=["greedy", "mcts"], default=None, help="run one match only")
    args = ap.parse_args()
    terms = load_evaluation(Path(args.evaluation)) if args.evaluation else None
    if args.only in (None, "greedy"):
        print(match(args.path, args.players, args.games, args.seed, "greedy", "random", args.workers, terms),
              flush=True)
    if args.only in (None, "mcts"):
        print(match(args.path, args.players, args.games, args.seed, args.mcts, "greedy", args.workers, terms),
              flush=True)


if __name__ == "__main__":
    main()
