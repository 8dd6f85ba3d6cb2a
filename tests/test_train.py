"""`rulesdsl train`: features read off the declarations, the linear fit, the training loop, the file it writes
and how the agents pick a learned evaluation up."""

from __future__ import annotations

import logging
import os
import random
import shutil
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from extras import need

from rulesdsl.agents import PlannerAgent, RandomAgent, make_agent
from rulesdsl.agents import evaluation_file as eval_file
from rulesdsl.agents.evaluation import Evaluator, compile_terms
from rulesdsl.agents.features import Discovery, expression, snapshot
from rulesdsl.agents.fit import features
from rulesdsl.agents.linmodel import fit_linear
from rulesdsl.cli.main import cli
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.errors import GameRuntimeError, UsageError
from rulesdsl.play.game import Game
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.sim.train import Trainer, Version, play

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"
TOKAIDO = ROOT / "rules" / "tokaido"
BITOKU = ROOT / "rules" / "bitoku"
ORCHARD = ROOT / "rules" / "examples" / "orchard"
_RS: dict[Path, Ruleset] = {}


def _rs(root: Path) -> Ruleset:
    if root not in _RS:
        _RS[root] = load_ruleset(root)
    return _RS[root]


@pytest.mark.parametrize("root,players,moves,kinds", [
    (MINI, 2, 30, {"counter"}), (TOKAIDO, 2, 25, {"counter"}), (TOKAIDO, 3, 40, {"counter"}),
    (BITOKU, 2, 60, {"counter"}),
    (ORCHARD, 3, 12, {"entity"}),  # its cards differ by name only (no prop tells a nut from a berry)
])
def test_candidates_read_from_the_state_equal_their_dsl_expressions(root: Path, players: int, moves: int,
                                                                   kinds: set[str]) -> None:
    """The discovery reads values straight from the state; the file holds DSL: both must agree."""
    rs = _rs(root)
    found = Discovery(rs)
    g = Game.new(rs, players, 5)
    agents = [RandomAgent(s) for s in range(players)]
    for _ in range(moves):
        if g.is_over():
            break
        found.see(g)
        g.apply(agents[g.current_player() or 0].choose(g))
    keys = found.candidates()
    assert keys and {k[0] for k in keys} >= kinds
    terms = [{"expr": expression(k)} for k in keys]
    dsl = features(g, terms)
    direct = snapshot(rs, g.state, found.props, found.named)
    for p in range(players):
        for j, k in enumerate(keys):
            assert dsl[p][j] == direct[p].get(k, 0.0), (k, p)


@pytest.mark.parametrize("pure", [False, True])
def test_the_linear_fit_recovers_known_weights(monkeypatch: pytest.MonkeyPatch, pure: bool) -> None:
    if pure:
        monkeypatch.setitem(sys.modules, "numpy", None)  # import numpy fails: the pure-Python path
    else:
        need("numpy", "rl")
    rng = random.Random(3)
    xs = [[rng.gauss(0, 1), rng.gauss(0, 2), rng.gauss(0, 1)] for _ in range(400)]
    xs = [r + [r[0]] for r in xs]  # a duplicate column adds nothing
    ys = [3 * r[0] - 1 * r[1] + 0.01 * rng.gauss(0, 1) for r in xs]
    w = fit_linear(xs, ys, max_features=2)
    assert set(w) in ({0, 1}, {1, 3}) and len(w) == 2
    first = w.get(0, w.get(3, 0.0))
    assert first == pytest.approx(3, abs=0.1) and w[1] == pytest.approx(-1, abs=0.1)
    assert fit_linear([], []) == {}


def test_training_loop_writes_an_evaluation_the_agents_read(tmp_path: Path) -> None:
    rs = _rs(MINI)
    lines: list[str] = []
    tr = Trainer(rs, 2, seed=4, games_per_iteration=3, match_seeds=1, report=lines.append)
    res = tr.run(budget_seconds=600, max_iterations=2)
    assert res.iterations == 2 and res.games >= 6 and res.rows > 0 and len(res.history) == 2
    assert lines[0].endswith(")") and "candidate features" in lines[0] and "iteration 2" in lines[-1]
    assert all(("kept" in h) != ("dropped" in h) for h in res.history)
    for t in res.best.terms:
        assert "expr" in t and isinstance(t["weight"], float)
    compile_terms(rs, res.best.terms)
    f = tmp_path / "learned.yaml"
    f.write_text(eval_file.render_learned(res.best.terms or [{"expr": "vp", "weight": 10.0}],
                                          {"games": res.games}, res.history), encoding="utf-8")
    back = eval_file.load_evaluation(f)
    assert [t["expr"] for t in back] == [t["expr"] for t in res.best.terms or [{"expr": "vp"}]]
    agent = make_agent(f"planner:{f}", 1)
    assert isinstance(agent, PlannerAgent) and agent.terms == back
    g = Game.new(rs, 2, 1)
    assert agent.choose(g) in g.legal_actions()


def test_a_version_is_kept_only_when_it_wins_the_paired_match(monkeypatch: pytest.MonkeyPatch) -> None:
    rs = _rs(MINI)
    tr = Trainer(rs, 2, seed=2, games_per_iteration=1, match_seeds=1)
    rates = iter([0.5, 0.75, 0.25])
    monkeypatch.setattr(tr, "match", lambda new, old: next(rates))
    res = tr.run(600, max_iterations=3)
    assert [("kept" in h) for h in res.history] == [False, True, False]
    assert res.best.index == 2


def test_play_stops_with_none_when_the_rules_break_down() -> None:
    rs = _rs(MINI)

    class Broken:
        def choose(self, game: Game) -> str:
            raise GameRuntimeError("the rules broke down", "R106")

    assert play(rs, 2, 1, [Broken(), Broken()], {}) is None


@pytest.mark.parametrize("args,code", [(["--budget", "0"], "U001"), (["--budget", "nan"], "U001"),
                                       (["--players", "9"], "U008"), (["--option", "x"], "U006")])
def test_train_refuses_bad_arguments(tmp_path: Path, args: list[str], code: str) -> None:
    res = CliRunner().invoke(cli, ["train", "--seed", "1", str(MINI), "--out", str(tmp_path / "o.yaml"), *args])
    assert res.exit_code == 2 and f"error[{code}]" in res.stderr


def test_train_command_writes_the_file(tmp_path: Path) -> None:
    out = tmp_path / "o.yaml"
    res = CliRunner().invoke(cli, ["train", str(MINI), "--out", str(out), "--budget", "0.05", "--seed", "3"])
    assert res.exit_code == 0, res.output
    assert "candidate features" in res.stderr and str(out) in res.stdout
    terms = eval_file.load_evaluation(out)
    compile_terms(_rs(MINI), terms)
    assert "learned:" in out.read_text(encoding="utf-8")


def test_a_ruleset_without_evaluation_uses_its_learned_file_and_says_so(tmp_path: Path,
                                                                        caplog: pytest.LogCaptureFixture) -> None:
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    (root / eval_file.LEARNED_FILE).write_text(eval_file.render_learned([{"expr": "vp", "weight": 7}], {}, ["a"],
                                                                        as_json=True), encoding="utf-8")
    rs = load_ruleset(root)
    eval_file._TOLD.discard(rs.name)
    with caplog.at_level(logging.WARNING, logger="rulesdsl.agents"):
        ev = Evaluator(rs)
        Evaluator(rs)
    assert len(ev.terms) == 1 and ev.terms[0][1] == 7.0
    said = [r.getMessage() for r in caplog.records if "declares no evaluation" in r.getMessage()]
    assert len(said) == 1 and eval_file.LEARNED_FILE in said[0]


def test_a_ruleset_naming_an_evaluation_file(tmp_path: Path) -> None:
    (tmp_path / "e.yaml").write_text("- {expr: vp, weight: 4}\n", encoding="utf-8")
    data = {"evaluation": {"file": "e.yaml"}}
    assert eval_file.ruleset_terms(data, str(tmp_path), "x") == [{"expr": "vp", "weight": 4.0}]
    with pytest.raises(UsageError) as err:
        eval_file.ruleset_terms({"evaluation": {"file": "missing.yaml"}}, str(tmp_path), "x")
    assert err.value.code == "U001"


def test_a_ruleset_declaring_its_evaluation_file_loads_and_plays_by_it(tmp_path: Path) -> None:
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    text = (root / "ruleset.yaml").read_text(encoding="utf-8")
    (root / "ruleset.yaml").write_text(text.rstrip("\n") + "\nevaluation: {file: e.json}\n", encoding="utf-8")
    (root / "e.json").write_text('[{"expr": "vp", "weight": 5}]', encoding="utf-8")
    rs = load_ruleset(root)
    ev = Evaluator(rs)
    assert [w for _, w in ev.terms] == [5.0]
    g = Game.new(rs, 2, 3)
    assert PlannerAgent(1).choose(g) in g.legal_actions()
    with pytest.raises(UsageError) as err:
        eval_file.ruleset_terms({"evaluation": {"file": "../e.json"}}, str(root), "x")
    assert err.value.code == "U001" and "outside" in err.value.message


def test_solo_training_compares_scores_on_the_same_seed() -> None:
    rs = _rs(BITOKU)
    tr = Trainer(rs, 1, seed=5, games_per_iteration=1, match_seeds=1, options={"difficulty": "normal"})
    old = tr.run(600, max_iterations=0).best
    rate = tr.match(old, old)
    assert rate == 0.5 and tr.games == 2  # the same version on the same seed: the same score


def test_lowest_wins_rows_are_negated_scores() -> None:
    """`winner: lowest` (No Thanks!): the rows' targets are the negated scores, so the fit learns what wins."""
    rs = load_ruleset(ROOT / "rules" / "examples" / "nothanks")
    t = Trainer(rs, players=3, seed=2)
    t.discover(Version(0, []))
    game = t.record([RandomAgent(s) for s in range(3)], 7)
    assert game is not None and t.ys
    scores = game.scores()
    mean = sum(scores) / 3
    assert t.ys[-3:] == [pytest.approx(-10.0 * (s - mean)) for s in scores]


@pytest.mark.parametrize("name", ["learned", "named"])
def test_a_link_leading_out_of_the_ruleset_folder_is_refused_and_never_opened(tmp_path: Path, name: str) -> None:
    """The audit's F5: `learned-evaluation.json` (or the file `evaluation: {file:}` names) is a link to a file
    outside the folder; M006, and the outside file is not read (a pipe there would block a reader that opened it)."""
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    outside = tmp_path / "outside.json"
    os.mkfifo(outside)  # opening it for reading would block: the reader must refuse before any open
    link = root / (eval_file.LEARNED_FILE if name == "learned" else "e.json")
    link.symlink_to(outside)
    data = {} if name == "learned" else {"evaluation": {"file": "e.json"}}
    with pytest.raises(UsageError) as err:
        eval_file.ruleset_terms(data, str(root), "x")
    assert err.value.code == "M006" and "outside the folder" in err.value.message
