"""The sequential `compare`'s error rate on null comparisons: a ruleset against itself, unpaired (each side its
own seeds, so the true difference is zero but the games differ), stopped as `compare` stops them. Prints the
share of comparisons that end with a wrong headline verdict (declared: at most 5%), how many stopped early,
and the mean number of pairs played.

    python tools/compare_null.py [RULESET] [COMPARISONS] [MAX_PAIRS] [PLAYERS] [WORKERS]
    (defaults: tests/fixtures/rulesets/mini 200 200 2 1)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulesdsl.sim.compare import _per_game, run_compare  # noqa: E402
from rulesdsl.sim.sequential import Monitor  # noqa: E402
from rulesdsl.sim.simulate import SimConfig  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    """Run the null comparisons and print the figures."""
    args = sys.argv[1:]
    path = args[0] if args else str(ROOT / "tests" / "fixtures" / "rulesets" / "mini")
    runs = int(args[1]) if len(args) > 1 else 200
    max_pairs = int(args[2]) if len(args) > 2 else 200
    players = int(args[3]) if len(args) > 3 else 2
    workers = int(args[4]) if len(args) > 4 else 1
    seats = ("random",) * players
    wrong = early = played = ever = 0
    t0 = time.perf_counter()
    for k in range(runs):
        a = SimConfig(path, players, max_pairs, 1_000 + k, seats)
        b = SimConfig(path, players, max_pairs, 9_000_000 + k, seats)
        looks: list[bool] = []
        _, _, res = run_compare(a, b, workers, monitor=Monitor(_per_game, max_pairs), paired=False,
                                                        on_look=lambda n, iv, seen=looks: seen.append(
                                    n >= 20 and any(i.verdict in ("higher", "lower") for i in iv)))
        seq = res["sequential"]
        wrong += any(i["verdict"] in ("higher", "lower") for i in seq["headline"])
        ever += any(looks)
        early += bool(seq["stopped_early"])
        played += seq["pairs_played"]
    print(f"ruleset {path}, {players} players, random seats, {runs} null comparisons of up to {max_pairs} pairs")
    print(f"wrong headline verdict at the stop: {wrong}/{runs} = {wrong / runs:.3f} (declared at most 0.05)")
    print(f"an interval excluding zero at any look from 20 pairs: {ever}/{runs} = {ever / runs:.3f}")
    print(f"stopped early: {early}/{runs}; mean pairs played {played / runs:.1f}; {time.perf_counter() - t0:.0f}s")


if __name__ == "__main__":
    main()
