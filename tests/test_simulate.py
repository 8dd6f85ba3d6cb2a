"""Bulk simulation and the designer report: determinism across workers, hand-checked numbers, CLI, costs."""

from __future__ import annotations

import csv
import importlib.util
import json
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner
from extras import need

from rulesdsl.agents import make_agent
from rulesdsl.cli.sim import simulate
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import UsageError
from rulesdsl.play.game import Game
from rulesdsl.reports.sim_report import summarize, wilson, write_report
from rulesdsl.sim.simulate import SimConfig, agent_costs, chunks, derive_seed, run_simulation, seats_for

ROOT = Path(__file__).resolve().parent.parent
MINI = str(ROOT / "tests" / "fixtures" / "rulesets" / "mini")


def test_seeds_seats_and_chunks() -> None:
    assert derive_seed(1, 0) == derive_seed(1, 0) != derive_seed(1, 1) != derive_seed(2, 1)
    assert 0 <= derive_seed(123, 45) < 2 ** 48
    cfg = SimConfig(MINI, 3, 6, 1, ("a", "b", "c"))
    assert [seats_for(cfg, i) for i in range(4)] == [["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"],
                                                     ["a", "b", "c"]]
    fixed = SimConfig(MINI, 3, 6, 1, ("a", "b", "c"), rotate=False)
    assert seats_for(fixed, 2) == ["a", "b", "c"]
    for games, workers in ((1, 2), (7, 2), (1000, 2), (5000, 8)):
        parts = chunks(games, workers)
        assert parts[0][0] == 0 and parts[-1][1] == games
        assert all(a < b <= a + 100 for a, b in parts)
        assert all(p[1] == q[0] for p, q in zip(parts, parts[1:], strict=False))
    assert chunks(10_000, 2)[0] == (0, 100) and chunks(6, 2)[0] == (0, 1)


def test_same_results_with_one_or_two_workers(tmp_path: Path) -> None:
    cfg = SimConfig(MINI, 2, 10, 7, ("mcts:4", "random"))
    one = run_simulation(cfg, workers=1)
    two = run_simulation(cfg, workers=2)
    assert one == two
    meta = {"ruleset": "mini"}
    write_report(one, tmp_path / "a", meta, with_plots=False)
    write_report(two, tmp_path / "b", meta, with_plots=False)
    for name in ("games.json", "games.csv", "summary.json"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_report_numbers_match_a_hand_checked_run(tmp_path: Path) -> None:
    rs = load_ruleset(MINI)
    cfg = SimConfig(MINI, 2, 4, 3, ("random", "random"), rotate=False)
    records = run_simulation(cfg)
    assert [r["game"] for r in records] == [0, 1, 2, 3]
    actions: Counter[str] = Counter()
    runs: Counter[str] = Counter()
    for r in records:  # replay each game independently, from its recorded seed and seats
        g = Game.new(rs, 2, r["seed"], log=True)
        agents = [make_agent(k, derive_seed(r["seed"], 1 + s)) for s, k in enumerate(r["seats"])]
        while not g.is_over():
            g.apply(agents[g.current_player() or 0].choose(g))
        assert (r["scores"], r["winner"], r["length"]) == (g.scores(), g.winner(), len(g.history))
        assert r["breakdown"] == g.breakdown() and r["error"] is None
        actions.update(ev[2] for ev in g.log or [] if ev[0] == "action")
        runs.update(ev[2] for ev in g.log or [] if ev[0] == "run")
        for ent, row in r["played"].items():
            assert sum(row) == sum(1 for ev in g.log or [] if ev[0] == "run" and ev[2] == ent)
    s = summarize(records, rs)
    wins = [sum(1 for r in records if r["winner"] == p) for p in range(2)]
    assert [x["k"] for x in s["win_by_seat"]] == wins and all(x["n"] == 4 for x in s["win_by_seat"])
    assert s["win_by_agent"]["random"]["k"] == 4 and s["win_by_agent"]["random"]["n"] == 8
    lo, hi = wilson(wins[0], 4)
    assert (s["win_by_seat"][0]["lo"], s["win_by_seat"][0]["hi"]) == (lo, hi)
    assert s["first_player"]["k"] == sum(1 for r in records if r["winner"] == r["first_player"])
    assert all(r["first_player"] == 1 for r in records)  # mini's setup puts the last seat first
    assert s["length"]["mean"] == sum(r["length"] for r in records) / 4
    assert s["scores"]["total"]["max"] == max(v for r in records for v in r["scores"])
    assert {k: v["count"] for k, v in s["actions"].items()} == dict(actions)
    assert {k: v["count"] for k, v in s["played"].items()} == dict(runs)
    assert s["never_fired"] == {"effects": [], "actions": [], "edges": []}
    summary, files, note = write_report(records, tmp_path, {"ruleset": "mini 0.1.0"}, rs)
    rows = list(csv.DictReader((tmp_path / "games.csv").open(encoding="utf-8")))
    assert len(rows) == 8 and {r["agent"] for r in rows} == {"random"}
    assert sum(int(r["won"]) for r in rows) == 4
    data = json.loads((tmp_path / "games.json").read_text(encoding="utf-8"))
    assert data["games"] == records
    md = (tmp_path / "summary.md").read_text(encoding="utf-8")
    assert "## Win rate by seat" in md and "## Never fired" in md
    assert "<table>" in (tmp_path / "summary.html").read_text(encoding="utf-8")
    if importlib.util.find_spec("matplotlib"):
        assert (tmp_path / "winrates.png").stat().st_size > 1000 and note == ""
    else:
        assert "matplotlib" in note


def test_wilson_interval() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    lo, hi = wilson(10, 10)
    assert hi == 1.0 and lo == pytest.approx(0.7225, abs=1e-4)


def test_cli_simulate(tmp_path: Path) -> None:
    out = tmp_path / "rep"
    res = CliRunner().invoke(simulate, [MINI, "--players", "2", "--games", "6", "--seats", "random,greedy",
                                        "--workers", "2", "--out", str(out), "--no-plots"])
    assert res.exit_code == 0, res.output
    assert "Win rate by agent" in res.output and "greedy" in res.output
    assert {p.name for p in out.iterdir()} >= {"games.json", "games.csv", "summary.md", "summary.html"}
    res = CliRunner().invoke(simulate, [MINI, "--players", "2", "--games", "2", "--seats", "random"])
    assert res.exit_code == 2 and "U007" in res.output
    res = CliRunner().invoke(simulate, [MINI, "--players", "2", "--games", "2", "--seats", "human,random"])
    assert res.exit_code == 2 and "U004" in res.output


def test_ray_backend_missing_is_a_coded_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # as if Ray were not installed: `import ray` fails
    with pytest.raises(UsageError) as err:
        run_simulation(SimConfig(MINI, 2, 2, 1, ("random", "random")), workers=2, backend="ray")
    assert err.value.code == "U001" and "cluster" in err.value.hint


def test_ray_backend_gives_the_same_results() -> None:
    """`simulate --backend ray` plays the same games as `--backend process`, on a local 2-CPU Ray cluster."""
    ray = need("ray", "cluster")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        cfg = SimConfig(MINI, 2, 8, 3, ("random", "mcts:3"))
        by_ray = run_simulation(cfg, workers=2, backend="ray")
        assert by_ray == run_simulation(cfg, workers=2) == run_simulation(cfg, workers=1)
        assert len(by_ray) == 8 and len({r["seed"] for r in by_ray}) == 8
        runner = CliRunner()
        outs = [runner.invoke(simulate, [MINI, "--players", "2", "--games", "4", "--seed", "5", "--quiet",
                                         "--workers", "2", "--backend", backend]) for backend in ("ray", "process")]
        assert [o.exit_code for o in outs] == [0, 0], outs[0].output
        tables = [o.stdout.split("\n\n4 games in")[0] for o in outs]  # the same report, only the timing differs
        assert tables[0] == tables[1] and "games" in tables[0]
    finally:
        ray.shutdown()


def test_rules_errors_are_recorded_not_fatal(make_ruleset: Callable[[dict[str, str]], Path]) -> None:
    macros = (Path(MINI) / "macros.yaml").read_text(encoding="utf-8").replace("limit 100", "limit 1")
    root = make_ruleset({"macros.yaml": macros})
    records = run_simulation(SimConfig(str(root), 2, 6, 1, ("random", "random")))
    assert len(records) == 6 and any(r["error"] for r in records)
    for r in records:
        assert r["error"] is None or r["error"].startswith("R102")
        assert (r["winner"] is None) == (r["error"] is not None)
    s = summarize(records)
    assert s["finished"] == sum(1 for r in records if not r["error"]) and s["errors"]


def test_agent_costs() -> None:
    rs = load_ruleset(MINI)
    costs = agent_costs(rs, 2, kinds=("random", "greedy", "mcts:5"), decisions=5)
    assert set(costs) == {"random", "greedy", "mcts:5"}
    assert all(c["decisions"] > 0 and c["ms_per_decision"] >= 0 for c in costs.values())
