"""Solo Bitoku against the Tengu: each agent's VP by scoring section, game by game on the same seeds.

    python tools/solo_sections.py --agents planner,strong --seeds 20          # seeds 8001-8020
    python tools/solo_sections.py --agents strong:8000steps --seeds 4 --first 8005

The games are the leaderboard's (`tools/leaderboard.py --only solo`: seed 8001 + k, agent seed 1000 × seed,
normal difficulty), so a row here is a row there. Prints one line per game as it ends, then each agent's
mean VP with a 95 % t-interval, its mean per section, its best game, its wins against the Tengu, its CPU
seconds per decision with a choice, and the mean paired difference against the first agent.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rulesdsl.agents import make_agent  # noqa: E402
from rulesdsl.compiler.loader import load_ruleset  # noqa: E402
from rulesdsl.play.game import Game  # noqa: E402


def mean_ci(xs: list[float]) -> str:
    """Mean ± 95 % half-width (t ≈ 2 for the small samples here; 1.96 past 30)."""
    if len(xs) < 2:
        return f"{xs[0]:.1f}" if xs else "-"
    t = 1.96 if len(xs) > 30 else 2.1
    return f"{statistics.mean(xs):.1f} ± {t * statistics.stdev(xs) / math.sqrt(len(xs)):.1f}"


def play(spec: str, seed: int) -> tuple[Game, float, int]:
    """One solo game; its CPU seconds over the decisions with a choice, and how many there were."""
    rs = load_ruleset(ROOT / "rules" / "bitoku")
    g = Game.new(rs, 1, seed, {"difficulty": "normal"})
    agent = make_agent(spec, 1000 * seed)
    spent, chosen = 0.0, 0
    while not g.is_over():
        choice = len(g.legal_actions()) > 1
        t0 = time.process_time()
        action = agent.choose(g)
        if choice:
            spent += time.process_time() - t0
            chosen += 1
        g.apply(action)
    return g, spent, chosen


def main() -> None:
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--agents", default="planner,strong", help="comma-separated seat specs")
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--first", type=int, default=8001, help="the first seed")
    args = ap.parse_args()
    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    seeds = range(args.first, args.first + max(1, args.seeds))
    vp: dict[str, list[float]] = {a: [] for a in agents}
    parts: dict[str, dict[str, list[float]]] = {a: {} for a in agents}
    won = dict.fromkeys(agents, 0)
    cpu = {a: [0.0, 0] for a in agents}
    for seed in seeds:
        for a in agents:
            g, spent, chosen = play(a, seed)
            score = float(g.scores()[0])
            vp[a].append(score)
            won[a] += int(g.winner() == 0)
            cpu[a][0] += spent
            cpu[a][1] += chosen
            sections = {k: v[0] for k, v in g.breakdown().items() if v}
            for k, v in sections.items():
                parts[a].setdefault(k, []).append(float(v))
            print(f"seed {seed} {a}: {score:.0f} VP, {'beat' if g.winner() == 0 else 'lost to'} the Tengu; "
                  f"{sections}", flush=True)
    n = len(seeds)
    for a in agents:
        secs = ", ".join(f"{k} {sum(v) / n:.1f}" for k, v in sorted(parts[a].items()))
        line = (f"{a}: mean {mean_ci(vp[a])} VP over {n} games (seeds {seeds[0]}-{seeds[-1]}), best {max(vp[a]):.0f}, "
                f"beat the Tengu {won[a]}/{n}; by section {secs}; "
                f"{cpu[a][0] / max(1, int(cpu[a][1])):.3f} s CPU per decision with a choice")
        if a != agents[0]:
            d = [x - y for x, y in zip(vp[a], vp[agents[0]], strict=True)]
            line += f"; paired difference vs {agents[0]}: {mean_ci(d)} VP"
        print(line, flush=True)


if __name__ == "__main__":
    main()
