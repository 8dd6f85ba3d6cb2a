"""`rulesdsl bench`: load time, card text time, random-game throughput, decisions/s, clone time, peak memory."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

from rulesdsl.agents import DEFAULT_SEAT, RandomAgent
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.play.game import Game
from rulesdsl.play.saves import save_data
from rulesdsl.runtime._mypyc_guard import compiled_modules
from rulesdsl.sim.play import play_out

_LOAD_SNIPPET = (
    "import sys, time; t = time.perf_counter(); from rulesdsl.compiler.loader import load_ruleset; "
    "load_ruleset(sys.argv[1]); print(time.perf_counter() - t)"
)


def _load_in_fresh_process(root: Path, cache: str) -> float:
    """Seconds to import the engine and load the ruleset in a new interpreter (imports included)."""
    env = dict(os.environ, RULESDSL_CACHE=cache)
    out = subprocess.run([sys.executable, "-c", _LOAD_SNIPPET, str(root)], env=env, capture_output=True,
                         text=True, timeout=600, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def run_bench(root: Path, games: int = 30, players: int | None = None, with_agents: bool = True,
              scaling: bool = True) -> dict[str, Any]:
    """Measure and return the figures as a JSON-ready dict."""
    with tempfile.TemporaryDirectory() as tmp:
        cold = _load_in_fresh_process(root, "off")
        _load_in_fresh_process(root, tmp)  # fills the cache
        warm = _load_in_fresh_process(root, tmp)
        cards = _cards_figures(root, tmp)
    rs = load_ruleset(root, compiled=True)
    n = players or rs.max_players
    # This machine's speed drifts; the games are played in three rounds and the best round is
    # reported beside the overall mean.
    rounds: list[tuple[float, int, int]] = []
    last: Game | None = None
    per_round = max(1, games // 3)
    seed = 0
    for _ in range(3):
        t0 = time.perf_counter()
        decisions = 0
        for _ in range(per_round):
            agents = [RandomAgent(seed * 10 + i) for i in range(n)]
            g = Game.new(rs, n, seed)
            play_out(g, agents)
            decisions += len(g.history)
            last = g
            seed += 1
        rounds.append((time.perf_counter() - t0, per_round, decisions))
    assert last is not None
    elapsed = sum(r[0] for r in rounds)
    played = sum(r[1] for r in rounds)
    decided = sum(r[2] for r in rounds)
    best = min(rounds, key=lambda r: r[0] / r[1])
    # Clone cost measured on a mid-game state (a decision pending, frames on the stack).
    mid = Game.new(rs, n, 12345)
    agents = [RandomAgent(i) for i in range(n)]
    for _ in range(len(last.history) // 2):
        if mid.current_player() is None:
            break
        mid.apply(agents[mid.current_player() or 0].choose(mid))
    reps = 2000
    t0 = time.perf_counter()
    for _ in range(reps):
        mid.clone()
    t_clone = time.perf_counter() - t0
    save_bytes = len(json.dumps(save_data(last, seed - 1), separators=(",", ":")).encode())
    out: dict[str, Any] = {
        "ruleset": f"{rs.id} {rs.version}", "players": n, "games": played,
        "load_cold_s": round(cold, 4), "load_cached_s": round(warm, 4), **cards,
        "games_per_s": round(played / elapsed, 2), "decisions_per_s": round(decided / elapsed, 1),
        "games_per_s_best_round": round(best[1] / best[0], 2),
        "decisions_per_s_best_round": round(best[2] / best[0], 1),
        "decisions_per_game": round(decided / played, 1),
        "clone_us": round(t_clone / reps * 1e6, 1), "save_bytes": save_bytes,
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "mypyc_modules": compiled_modules(),  # engine modules running compiled (tools/build_mypyc.py), else []
        "compiled_rules": rs.python.native if rs.python else None,  # the module of `rulesdsl build`, else None
    }
    out.update(_generated_figures(root, rs, n, per_round))
    if scaling:
        from rulesdsl.sim.scaled import content_scaling
        out["content_scaling"] = content_scaling(root, n)
    if with_agents:
        from rulesdsl.sim.simulate import agent_costs, throughput
        out["agent_ms_per_decision"] = agent_costs(rs, n)
        out.update(throughput(root, n, games=max(60, games * 2)))
    return out


def _generated_figures(root: Path, rs: Any, n: int, games: int) -> dict[str, Any]:
    """The same seeded random games on the generated Python and on the reference interpreter alone."""
    reference = load_ruleset(root, python=False)
    spent = {}
    for label, ruleset in (("generated", rs), ("interpreter", reference)):
        decided, t0 = 0, time.process_time()
        for seed in range(games):
            g = Game.new(ruleset, n, seed)
            play_out(g, [RandomAgent(seed * 10 + i) for i in range(n)])
            decided += len(g.history)
        spent[label] = decided / max(time.process_time() - t0, 1e-9)
    report = rs.python
    return {"generated_python": {"functions": report.functions if report else 0,
                                 "in_place": report.installed if report else 0,
                                 "left_to_interpreter": len(report.interpreted) if report else 0,
                                 "decisions_per_cpu_s": round(spent["generated"], 1),
                                 "interpreter_decisions_per_cpu_s": round(spent["interpreter"], 1),
                                 "speedup": round(spent["generated"] / spent["interpreter"], 2)}}


def _cards_figures(root: Path, cache: str) -> dict[str, float]:
    """Seconds to render every locale's card text in-process, and for one cached `rulesdsl cards` run."""
    from rulesdsl.i18n import locales_of
    from rulesdsl.text.cards import render

    rs = load_ruleset(root)
    locales = locales_of(rs)
    t0 = time.perf_counter()
    for loc in locales:
        render(rs, loc)
    in_process = time.perf_counter() - t0
    cmd = [sys.executable, "-m", "rulesdsl", "cards", str(root), "--locale", locales[-1]]
    env = dict(os.environ, RULESDSL_CACHE=cache)
    subprocess.run(cmd, env=env, capture_output=True, timeout=600, check=True)  # fills the cache
    t0 = time.perf_counter()
    subprocess.run(cmd, env=env, capture_output=True, timeout=600, check=True)
    return {"cards_all_locales_s": round(in_process, 4), "cards_cli_cached_s": round(time.perf_counter() - t0, 4)}


def planner_bench(root: Path, games: int = 4, players: int | None = None, seed: int = 1) -> dict[str, Any]:
    """The default agent's speed: `games` seeded games with it in every seat, played as `compare` and `simulate`
    play them (log kept and tallied); decisions per CPU second over all seats' decisions."""
    from rulesdsl.sim.simulate import SimConfig, keep_ruleset, run_chunk
    rs = load_ruleset(root, compiled=True)
    keep_ruleset(str(root), (), rs)  # the games play this ruleset, not a second load (see pyrun._LOADED)
    n = players or rs.max_players
    cfg = asdict(SimConfig(str(root), n, games, seed, tuple([DEFAULT_SEAT] * n)))
    run_chunk(cfg, 0, 0)  # loads the ruleset and compiles the evaluation before the clock starts
    c0, w0 = time.process_time(), time.perf_counter()
    records = run_chunk(cfg, 0, games)
    cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    decisions = sum(int(r["length"]) for r in records)
    return {"ruleset": f"{rs.id} {rs.version}", "players": n, "agent": DEFAULT_SEAT, "games": games, "seed": seed,
            "decisions": decisions, "decisions_per_cpu_s": round(decisions / max(cpu, 1e-9), 1),
            "ms_per_decision": round(1000 * cpu / max(decisions, 1), 3), "cpu_s": round(cpu, 2),
            "wall_s": round(wall, 2), "load_average": round(os.getloadavg()[0], 1),
            "mypyc_modules": compiled_modules(), "compiled_rules": rs.python.native if rs.python else None}
