"""`compare` explains itself (what changed, in catalog names, first), takes `--base REV`, bounds its numbers, and
stops as soon as the headline verdicts are settled without losing its declared error rate."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesdsl.cli.main import cli
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.reports.ruleset_diff import diff_rulesets, render_changes
from rulesdsl.sim.compare import run_compare
from rulesdsl.sim.sequential import conf_seq, rho
from rulesdsl.sim.simulate import SimConfig

MINI = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "mini"
NEW_CARD = """  - id: green_leaf
    copies: 2
    start: deck
    props: {vp: 1}
    tags: {color: red}
    effects: {play: "gain(gems, 2)"}
"""


def _edit(root: Path, old: str, new: str, name: str = "cards.yaml") -> None:
    f = root / name
    text = f.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    f.write_text(text.replace(old, new), encoding="utf-8")


def _copy(tmp: Path, name: str) -> Path:
    dst = tmp / name
    shutil.copytree(MINI, dst)
    return dst


EDITS = [  # (what is edited, old text, new text, the change lines expected)
    ("a number", "props: {vp: 2}", "props: {vp: 4}", ["changed entity Blue gem (blue_gem)", "Points: 2 → 4"]),
    ("an effect", "gain(vp, 3) }", "gain(vp, 5) }",
     ["changed entity Blue gem (blue_gem)", "When played: was: Choose one:", "gain 3 points", "gain 5 points"]),
    ("a copy count", "  - id: red_coin\n    copies: 6", "  - id: red_coin\n    copies: 7",
     ["changed entity Red coin (red_coin)", "copies: 6 → 7"]),
    ("a new card", "entities:\n", "entities:\n" + NEW_CARD, ["added entity Green leaf (green_leaf)", "Gain 2 gems"]),
    ("a removed card", "  - id: red_coin\n", "  - id: red_gone\n", ["removed entity Red coin (red_coin)"]),
    ("an action", 'do: "pay(gems, 1); gain(vp, 2)"', 'do: "pay(gems, 1); gain(vp, 3)"',
     ["changed action", "(buy_vp)", "now: Pay 1 gem, then gain 3 points"]),
]


@pytest.mark.parametrize(("what", "old", "new", "expected"), EDITS, ids=[e[0] for e in EDITS])
def test_the_diff_names_what_changed(tmp_path: Path, what: str, old: str, new: str, expected: list[str]) -> None:
    changed = _copy(tmp_path, "changed")
    _edit(changed, old, new, "actions.yaml" if what == "an action" else "cards.yaml")
    if what == "a new card":
        (changed / "locales" / "en" / "extra.ftl").write_text("entity-green_leaf = Green leaf\n", encoding="utf-8")
    text = "\n".join(render_changes(diff_rulesets(load_ruleset(MINI), load_ruleset(changed))))
    for part in expected:
        assert part.lower() in text.lower(), (part, text)


def test_formatting_and_bookkeeping_are_not_changes(tmp_path: Path) -> None:
    changed = _copy(tmp_path, "same")
    _edit(changed, "gain(vp, 3) }", "gain(vp,   3)  }")
    _edit(changed, "  - id: red_coin\n", "  - id: red_coin\n    note: \"a comment for designers\"\n")
    assert diff_rulesets(load_ruleset(MINI), load_ruleset(changed)) == []


def _git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_base_rev_compares_the_working_copy_with_a_commit(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    shutil.copytree(MINI, repo / "rules" / "mini")
    _git(repo, "init", "-q")
    _git(repo, "add", "-A")
    _git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base")
    _edit(repo / "rules" / "mini", "props: {vp: 2}", "props: {vp: 4}")
    res = CliRunner().invoke(cli, ["compare", "--seed", "1", str(repo / "rules" / "mini"), "--base", "HEAD",
                    "--games", "6",
                                   "--seats", "random,random", "--players", "2", "--workers", "1"])
    assert res.exit_code == 0, res.output
    first = res.output.splitlines()[:4]
    assert "at HEAD" in first[0] and "Blue gem" in first[2] and "Points: 2 → 4" in first[3], first
    for rev, code in (("no-such-rev", "U045"), ("--output=x", "U045"), ("HEAD~5", "U045")):
        res = CliRunner().invoke(cli, ["compare", str(repo / "rules" / "mini"), "--base", rev])
        assert res.exit_code == 2 and code in res.output, (rev, res.output)
    outside = _copy(tmp_path, "loose")
    res = CliRunner().invoke(cli, ["compare", str(outside), "--base", "HEAD"])
    assert res.exit_code == 2 and "U044" in res.output, res.output


BAD = [  # arguments that must be refused with a code before any game is played
    (["--workers", "99999"], "U001"), (["--workers", "0"], "U001"), (["--games", "1"], "U001"),
    (["--games", "20000000"], "U001"), (["--seed", str(10**23)], "U001"), (["--margin", "-1"], "U001"),
    (["--margin", "nan"], "U001"), (["--backend", "nope"], "Invalid value"),
]


@pytest.mark.parametrize(("args", "code"), BAD, ids=[" ".join(a) for a, _ in BAD])
def test_numbers_are_bounded(args: list[str], code: str) -> None:
    res = CliRunner().invoke(cli, ["compare", str(MINI), str(MINI), *args])
    assert res.exit_code == 2 and code in res.output, res.output


def test_a_clear_change_stops_early_and_reports_its_rows_first(tmp_path: Path) -> None:
    changed = _copy(tmp_path, "plus")
    _edit(changed, 'effects: {play: "gain(coins, 2)"}', 'effects: {play: "gain(coins, 2); gain(vp, 2)"}')
    out = tmp_path / "out"
    res = CliRunner().invoke(cli, ["compare", "--seed", "1", str(MINI), str(changed), "--games", "200", "--players",
                    "2",
                                   "--seats", "random,random", "--workers", "1", "--out", str(out), "--no-plots"])
    assert res.exit_code == 0, res.output
    data = json.loads((out / "compare.json").read_text(encoding="utf-8"))
    seq = data["sequential"]
    assert seq["stopped_early"] and seq["pairs_played"] < 200
    score = seq["headline"][0]
    assert (score["table"], score["verdict"]) == ("score", "higher") and score["lo"] > 0
    assert all(i["verdict"] != "undecided" for i in seq["headline"])
    lines = res.output.splitlines()
    assert "Red coin" in lines[2] and lines.index("stopped after " + f"{seq['pairs_played']} of 200 pairs: every "
                                                 "headline figure is settled (anytime-valid 95% intervals, margin "
                                                 "±1 points per player per game):") > 2
    table = lines[next(i for i, x in enumerate(lines) if x.startswith("table")) + 1]
    assert "Red coin" in table  # the changed card's row comes first
    md = (out / "compare.md").read_text(encoding="utf-8")
    assert md.index("## What changed") < md.index("## Verdict") < md.index("## Rows of what changed")
    assert "P1" in md and "Win rate by seat | 0" not in md


def test_identical_rulesets_pair_exactly() -> None:
    cfg = SimConfig(str(MINI), 2, 8, 5, ("random", "random"))
    _, _, result = run_compare(cfg, cfg)
    assert result["pairing"]["identical_share"] == 1.0 and result["pairing"]["variance_reduction"] == 1.0


def test_workers_do_not_change_where_it_stops(tmp_path: Path) -> None:
    from rulesdsl.sim.compare import _per_game
    from rulesdsl.sim.sequential import Monitor
    changed = _copy(tmp_path, "plus")
    _edit(changed, 'effects: {play: "gain(coins, 2)"}', 'effects: {play: "gain(coins, 2); gain(vp, 1)"}')
    a = SimConfig(str(MINI), 2, 100, 9, ("random", "random"))
    b = SimConfig(str(changed), 2, 100, 9, ("random", "random"))
    one = run_compare(a, b, 1, monitor=Monitor(_per_game, 100))[2]
    two = run_compare(a, b, 2, monitor=Monitor(_per_game, 100))[2]
    assert one == two


DISTS = {  # paired differences with a true mean of zero, as games give them: symmetric, skewed, lumpy
    "normal": lambda r: r.gauss(0.0, 5.0),
    "skewed": lambda r: r.expovariate(0.25) - 4.0,
    "lumpy": lambda r: r.choice([-6.0, -1.0, -1.0, 0.0, 0.0, 0.0, 2.0, 6.0]),
}


@pytest.mark.parametrize("dist", list(DISTS))
def test_confidence_sequence_keeps_its_error_rate_across_looks(dist: str) -> None:
    """400 null sequences of up to 200 pairs, looked at every 10 pairs from 20: the share where some look's
    interval excludes zero stays near the declared 5% (the asymptotic boundary is conservative)."""
    rng = random.Random(dist)
    alpha, t_max, runs = 0.05, 200, 400
    r = rho(alpha, t_max)
    wrong = 0
    for _ in range(runs):
        total = sq = 0.0
        for t in range(1, t_max + 1):
            x = DISTS[dist](rng)
            total, sq = total + x, sq + x * x
            if t >= 20 and t % 10 == 0:
                _, lo, hi = conf_seq(total, sq, t, alpha, r)
                if lo > 0 or hi < 0:
                    wrong += 1
                    break
    assert wrong / runs <= 0.07, wrong / runs


def test_ray_backend_serves_compare() -> None:
    """`compare --backend ray` plays the same pairs and stops at the same look as the process backend."""
    from extras import need

    from rulesdsl.sim.compare import _per_game
    from rulesdsl.sim.sequential import Monitor
    ray = need("ray", "cluster")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, ignore_reinit_error=True)
    try:
        cfg = SimConfig(str(MINI), 2, 30, 4, ("random", "random"))
        by_ray = run_compare(cfg, cfg, 2, backend="ray", monitor=Monitor(_per_game, 30))
        assert by_ray == run_compare(cfg, cfg, 2, monitor=Monitor(_per_game, 30))
        assert by_ray[2]["sequential"]["pairs_played"] == 20  # identical sides settle at the first allowed look
    finally:
        ray.shutdown()


def test_a_missing_ray_is_a_coded_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys
    monkeypatch.setitem(sys.modules, "ray", None)
    res = CliRunner().invoke(cli, ["compare", str(MINI), str(MINI), "--backend", "ray", "--games", "4"])
    assert res.exit_code == 2 and "U001" in res.output
