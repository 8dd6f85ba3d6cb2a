"""Head-to-head of two agents on paired seeds: each seed played twice with the seats swapped, in worker processes.

    python tools/paired_duel.py rules/bitoku strong planner --seeds 30 --workers 2

Prints a line per game as it finishes (so a long run can be read before it ends), then the win rate of the
first agent with its 95% Wilson interval (a tie counts half), each agent's CPU seconds per decision with a
choice (process time of the worker, so a loaded machine inflates it little) and the load average.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rulesdsl.compiler.loader import load_ruleset  # noqa: E402
from tools.leaderboard import Clock, interval, play, share  # noqa: E402


def one_game(root: str, a: str, b: str, seed: int, seat: int, options: dict[str, str]) -> dict[str, Any]:
    """One game, `a` in `seat`: its share of the win, the scores and each agent's CPU time and decisions."""
    rs = load_ruleset(root)
    specs = [a, b] if seat == 0 else [b, a]
    clock = Clock()
    g = play(rs, specs, seed, options, clock)
    return {"seed": seed, "seat": seat, "won": share(g, seat), "scores": g.scores(),
            "cpu": dict(clock.spent), "decisions": dict(clock.count)}


def main() -> None:
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("root")
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--seeds", type=int, default=30)
    ap.add_argument("--first", type=int, default=7001, help="first seed")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--option", action="append", default=[], help="game option NAME=VALUE")
    args = ap.parse_args()
    options = dict(o.split("=", 1) for o in args.option)
    jobs = [(args.root, args.a, args.b, args.first + s, seat, options) for s in range(args.seeds) for seat in (0, 1)]
    won, n = 0.0, 0
    cpu: dict[str, float] = {}
    count: dict[str, int] = {}
    t0 = time.time()
    print(f"{Path(args.root).name} 2p: {args.a} vs {args.b}, {args.seeds} seeds x 2 seatings, "
          f"load {os.getloadavg()[0]:.1f}", flush=True)
    with ProcessPoolExecutor(max_workers=max(1, args.workers)) as pool:
        futures = [pool.submit(one_game, *j) for j in jobs]
        for f in as_completed(futures):
            r = f.result()
            won += r["won"]
            n += 1
            for k, v in r["cpu"].items():
                cpu[k] = cpu.get(k, 0.0) + v
                count[k] = count.get(k, 0) + r["decisions"][k]
            cpus = ", ".join(f"{k} {r['cpu'][k] / max(1, r['decisions'][k]):.3f}s x {r['decisions'][k]}"
                             for k in sorted(r["cpu"]))
            print(f"seed {r['seed']} {args.a} in seat {r['seat']}: won {r['won']:.1f} scores {r['scores']}; "
                  f"running {args.a} {interval(won, n)} over {n}; CPU per decision {cpus}", flush=True)
    per = ", ".join(f"{k} {cpu[k] / max(1, count[k]):.3f} s CPU over {count[k]} decisions" for k in sorted(cpu))
    print(f"RESULT {Path(args.root).name} 2p: {args.a} vs {args.b}: {interval(won, n)} over {n} games; "
          f"per decision with a choice: {per}; {time.time() - t0:.0f} s wall, load {os.getloadavg()[0]:.1f}",
          flush=True)


if __name__ == "__main__":
    main()
