"""Agent strength and play style on the shipped rulesets: the issue-16 targets, with 95% intervals.

    python tools/strength.py --list                      # the checks and their targets
    python tools/strength.py --only bitoku4 --games 100  # one check
    python tools/strength.py --games 100 --workers 2     # every check (slow: hours on a shared machine)
    python tools/strength.py --only duel --a planner:fitted.yaml --b planner   # any head-to-head
    python tools/strength.py --only bitoku4 --save before.json   # keep the per-game records ...
    python tools/strength.py --pair before.json after.json       # ... and pair two runs game by game

Every check is a seeded `simulate` run (seats rotate with the game index, so a match is reproducible;
time-budgeted MCTS aside). Means carry a t-interval, win rates a Wilson interval. `speed` measures CPU
seconds per decision (process time, so a loaded machine does not inflate it).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rulesdsl.agents import make_agent  # noqa: E402
from rulesdsl.compiler.loader import load_ruleset  # noqa: E402
from rulesdsl.play.game import Game  # noqa: E402
from rulesdsl.reports.sim_report import wilson  # noqa: E402
from rulesdsl.sim.simulate import SimConfig, run_simulation  # noqa: E402
from rulesdsl.sim.style import style_by_agent  # noqa: E402

BITOKU = str(ROOT / "rules" / "bitoku")
TOKAIDO = str(ROOT / "rules" / "tokaido")
OLD_GREEDY = f"greedy:{ROOT / 'tools' / 'data' / 'greedy-0.1-evaluation.yaml'}"


def mean_ci(xs: list[float]) -> str:
    """Mean ± 95% half-width (normal approximation)."""
    if len(xs) < 2:
        return f"{xs[0]:.1f}" if xs else "-"
    return f"{statistics.mean(xs):.1f} ± {1.96 * statistics.stdev(xs) / math.sqrt(len(xs)):.1f}"


def win_line(records: list[dict[str, Any]], agent: str) -> str:
    """How often `agent` won, with a Wilson interval."""
    k = n = 0
    for r in records:
        if r["error"]:
            continue
        for s, spec in enumerate(r["seats"]):
            if spec == agent:
                n += 1
                k += int(r["winner"] == s)
    lo, hi = wilson(k, n)
    return f"{agent} won {k}/{n} = {100 * k / max(n, 1):.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%)"


def scores_of(records: list[dict[str, Any]], agent: str) -> list[float]:
    """Every final score of `agent`."""
    return [float(r["scores"][s]) for r in records if not r["error"] for s, spec in enumerate(r["seats"])
            if spec == agent]


SAVE: list[str] = []  # --save FILE: where run() writes its per-game records


def run(path: str, players: int, games: int, seed: int, seats: tuple[str, ...], workers: int,
        options: dict[str, str] | None = None) -> tuple[list[dict[str, Any]], float]:
    """A seeded simulation and its wall time (its records saved to --save, for --pair)."""
    t0 = time.perf_counter()
    recs = run_simulation(SimConfig(path, players, games, seed, seats, options or {}), workers=workers)
    if SAVE:
        keep = ("game", "seed", "seats", "scores", "winner", "error", "breakdown", "length")
        Path(SAVE[0]).write_text(json.dumps([{k: r.get(k) for k in keep} for r in recs], default=str))
    return recs, time.perf_counter() - t0


def pair(before: str, after: str) -> None:
    """The paired difference (after - before) of each game's mean score per player, and of each section."""
    a, b = ({int(r["game"]): r for r in json.loads(Path(f).read_text()) if not r["error"]} for f in (before, after))
    games = sorted(set(a) & set(b))
    if len(games) < 2:
        sys.exit(f"only {len(games)} games in common: pair two runs of the same check with the same --seed")
    same = [g for g in games if a[g]["seed"] == b[g]["seed"]]
    if len(same) != len(games):
        sys.exit("the two runs used different seeds: run both with the same --seed")

    def line(what: str, f: Any) -> str:
        xa = [f(a[g]) for g in games]
        xb = [f(b[g]) for g in games]
        d = [y - x for x, y in zip(xa, xb, strict=True)]
        hw = 1.96 * statistics.stdev(d) / math.sqrt(len(d))
        return (f"{what}: {statistics.mean(xa):.2f} -> {statistics.mean(xb):.2f}, "
                f"paired {statistics.mean(d):+.2f} ± {hw:.2f}")

    print(f"{len(games)} paired games; " + line("mean score per player", lambda r: statistics.mean(r["scores"])))
    sections = sorted({k for g in games for k in (a[g]["breakdown"] or {})})
    for k in sections:
        # players' entries only (a rival such as the solo Tengu is listed after them)
        print("  section " + line(k, lambda r, k=k: statistics.mean(
            ((r["breakdown"] or {}).get(k) or [0])[:len(r["scores"])] or [0])))


def style_line(records: list[dict[str, Any]], agent: str) -> str:
    """Actions per phase and passes with options open, for one agent."""
    st = style_by_agent(records).get(agent, {})
    app = st.get("actions_per_phase")
    po = st.get("passes_open")
    return (f"actions per phase {app:.2f}" if app is not None else "actions per phase -") + \
        (f", passes with options open {po:.2f}/game" if po is not None else "")


def check_field(path: str, players: int, agent: str, args: argparse.Namespace,
                options: dict[str, str] | None = None) -> None:
    """Every seat the same agent: mean score per player and play style."""
    recs, dt = run(path, players, args.games, args.seed, (agent,) * players, args.workers, options)
    errors = sum(1 for r in recs if r["error"])
    print(f"{Path(path).name} {players}p, {agent} in every seat: mean score per player "
          f"{mean_ci(scores_of(recs, agent))} over {len(scores_of(recs, agent))} player-games; "
          f"{style_line(recs, agent)}; {args.games} games in {dt:.0f}s{f', {errors} rules errors' if errors else ''}",
          flush=True)


def check_duel(path: str, a: str, b: str, args: argparse.Namespace) -> None:
    """Head-to-head at 2 players, seats alternating."""
    recs, dt = run(path, 2, args.games, args.seed, (a, b), args.workers)
    print(f"{Path(path).name} 2p: {win_line(recs, a)}; mean {mean_ci(scores_of(recs, a))} vs "
          f"{mean_ci(scores_of(recs, b))}; {args.games} games in {dt:.0f}s", flush=True)


def check_solo(agent: str, args: argparse.Namespace) -> None:
    """Solo Bitoku against the Tengu (normal difficulty)."""
    recs, dt = run(BITOKU, 1, args.games, args.seed, (agent,), args.workers, {"difficulty": "normal"})
    ok = [r for r in recs if not r["error"]]
    wins = sum(1 for r in ok if r["winner"] == 0)
    lo, hi = wilson(wins, len(ok))
    print(f"bitoku solo (normal), {agent}: mean VP {mean_ci(scores_of(recs, agent))}; beat the Tengu "
          f"{wins}/{len(ok)} = {100 * wins / max(1, len(ok)):.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%); "
          f"best {max(scores_of(recs, agent), default=0):.0f}; {args.games} games in {dt:.0f}s", flush=True)


def check_speed(args: argparse.Namespace) -> None:
    """CPU seconds per decision: the default agent at Bitoku 4p (whole games), the strong agent at Bitoku and
    Tokaido 2p (its first decisions, against the default agent); forced decisions (one option) apart."""
    runs = ((BITOKU, "planner", 4, max(1, args.games // 20), None), (BITOKU, args.mcts, 2, 1, 60),
            (TOKAIDO, args.mcts, 2, 1, 20))
    for path, spec, players, games, limit in runs:
        rs = load_ruleset(path)
        spent, count, chosen = 0.0, 0, 0
        for i in range(games):
            agents = [make_agent(spec if s == 0 or limit is None else "planner", 100 * i + s) for s in range(players)]
            g = Game.new(rs, players, 500 + i)
            while not g.is_over() and (limit is None or count < limit):
                p = g.current_player()
                assert p is not None
                if limit is not None and p != 0:
                    g.apply(agents[p].choose(g))
                    continue
                forced = len(g.legal_actions()) == 1
                t0 = time.process_time()
                action = agents[p].choose(g)
                spent += time.process_time() - t0
                count += 1
                chosen += int(not forced)
                g.apply(action)
        print(f"speed: {spec} at {Path(path).name} {players}p: {1000 * spent / max(1, count):.3f} ms CPU per decision "
              f"({count} decisions); {1000 * spent / max(1, chosen):.3f} ms per decision with a choice ({chosen})",
              flush=True)


def check_learned(args: argparse.Namespace) -> None:
    """The trained default agent against random and the untrained one (tools/leaderboard.py)."""
    if not args.learned:
        sys.exit("--only learned needs --learned FILE (written by `rulesdsl train`)")
    from tools.leaderboard import learned_check
    learned_check(Path(args.path), args.learned, max(1, args.games // 2), seat_spec=args.seat, players=args.players)


def check_leaderboard(args: argparse.Namespace) -> None:
    """Every agent against every other, printed as Markdown (tools/leaderboard.py)."""
    from tools.leaderboard import leaderboard
    print(leaderboard([a for a in args.agents.split(",") if a], max(1, args.games // 2), None))


CHECKS = {
    "bitoku4": ("default agent, Bitoku 4p, mean VP per player ≥ 70; actions per year 6-10",
                lambda a: check_field(BITOKU, 4, "planner", a)),
    "tokaido4": ("default agent, Tokaido 4p, mean score ≥ 65", lambda a: check_field(TOKAIDO, 4, "planner", a)),
    "vs-greedy": ("default vs today's greedy (0.1 evaluation), 2p Bitoku, win rate ≥ 90%",
                  lambda a: check_duel(BITOKU, "planner", OLD_GREEDY, a)),
    "solo": ("strong agent vs the Tengu, ≥ 110 VP and ≥ 60% wins", lambda a: check_solo(a.mcts, a)),
    "strong-bitoku": ("strong vs default, 2p Bitoku, ≥ 70%", lambda a: check_duel(BITOKU, a.mcts, "planner", a)),
    "strong-tokaido": ("strong vs default, 2p Tokaido, ≥ 70%", lambda a: check_duel(TOKAIDO, a.mcts, "planner", a)),
    "speed": ("CPU per decision: default ≤ 1 ms (Bitoku 4p), strong ≤ 0.25 s (Bitoku and Tokaido 2p)", check_speed),
    "duel": ("--a vs --b at 2 players on --path", lambda a: check_duel(a.path, a.a, a.b, a)),
    "learned": ("trained default (--learned FILE) vs random ≥ 90% and vs untrained default ≥ 60%, --path 2p "
                "without its evaluation, --games/2 paired seeds", check_learned),
    "leaderboard": ("each agent (--agents) against each, every setting; --games/2 seeds (tools/leaderboard.py)",
                    check_leaderboard),
}


def main() -> None:
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--mcts", default="strong",
                    help="the strong agent's seat (default budget; mcts for the tree search)")
    ap.add_argument("--only", choices=sorted(CHECKS), action="append", help="run these checks only")
    ap.add_argument("--path", default=BITOKU, help="ruleset of --only duel")
    ap.add_argument("--a", default="planner")
    ap.add_argument("--b", default=OLD_GREEDY)
    ap.add_argument("--learned", metavar="FILE", help="a learned evaluation (`rulesdsl train`) for --only learned")
    ap.add_argument("--agents", default="random,planner,mcts,strong", help="seat specs of --only leaderboard")
    ap.add_argument("--players", type=int, help="--only learned: this table size (default: the smallest, 2 or more)")
    ap.add_argument("--seat", help="--only learned: this seat in the trained one's place (e.g. strong:8000steps)")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--save", metavar="FILE.json", help="write the per-game records of the (single) check run")
    ap.add_argument("--pair", nargs=2, metavar=("BEFORE.json", "AFTER.json"),
                    help="paired difference of two saved runs (same check, same --seed)")
    args = ap.parse_args()
    if args.pair:
        pair(*args.pair)
        return
    if args.save:
        SAVE.append(args.save)
    if args.list:
        for k, (what, _) in CHECKS.items():
            print(f"{k:15} {what}")
        return
    for k in args.only or [k for k in CHECKS if k not in ("duel", "learned", "leaderboard")]:
        CHECKS[k][1](args)


if __name__ == "__main__":
    main()
