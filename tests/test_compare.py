"""`rulesdsl compare`: common random numbers, paired CIs, and a verdict that finds a deliberate change."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from rulesdsl.cli.main import cli
from rulesdsl.sim.compare import Row, benjamini_hochberg, paired, run_compare
from rulesdsl.sim.simulate import SimConfig

ROOT = Path(__file__).resolve().parent.parent
BITOKU = ROOT / "rules" / "bitoku"
CARD = '      play: "region_action(glade, 2)"'


def _changed_copy(tmp: Path) -> Path:
    """A copy of Bitoku where one starting card (the kappa) also gives +2 VP when played."""
    dst = tmp / "bitoku-plus2"
    shutil.copytree(BITOKU, dst)
    f = dst / "entities" / "yokai.yaml"
    text = f.read_text(encoding="utf-8")
    assert text.count(CARD) == 1
    f.write_text(text.replace(CARD, '      play: "gain(vp, 2); region_action(glade, 2)"'), encoding="utf-8")
    return dst


def test_paired_statistics() -> None:
    r = paired("score", "x", [1.0, 2.0, 3.0, 4.0], [3.0, 4.0, 5.0, 6.0])
    assert (r.diff, r.lo, r.hi, r.p) == (2.0, 2.0, 2.0, 0.0)  # a constant shift is certain
    r = paired("score", "x", [1.0, 2.0, 3.0], [1.0, 2.0, 3.0])
    assert (r.diff, r.p) == (0.0, 1.0)
    r = paired("score", "x", [0.0] * 10, [1.0, -1.0] * 5)
    assert r.lo < 0 < r.hi and r.p > 0.5


def test_benjamini_hochberg() -> None:
    rows = [Row("t", str(i), 0, 0, 1.0, 0.5, 1.5, p, 100) for i, p in enumerate([0.001, 0.02, 0.04, 0.5])]
    assert [r.significant for r in benjamini_hochberg(rows)] == [True, True, False, False]
    # a small p-value whose interval still touches zero is not called significant
    rows = [Row("t", "a", 0, 0, 1.0, -0.1, 2.0, 0.001, 100)]
    assert [r.significant for r in benjamini_hochberg(rows)] == [False]
    # exact zeros are certain and stay out of the correction
    rows = [Row("t", "z", 0, 0, 0.0, 0.0, 0.0, 1.0, 100)] * 50 + [Row("t", "a", 0, 0, 1.0, 0.5, 1.5, 0.02, 100)]
    assert benjamini_hochberg(rows)[-1].significant


def test_identical_rulesets_show_no_difference(tmp_path: Path) -> None:
    copy = tmp_path / "same"
    shutil.copytree(BITOKU, copy)
    cfg_a = SimConfig(str(BITOKU), 2, 6, 3, ("random", "planner"))
    cfg_b = SimConfig(str(copy), 2, 6, 3, ("random", "planner"))
    a, b, result = run_compare(cfg_a, cfg_b)
    assert [r["scores"] for r in a] == [r["scores"] for r in b]
    assert result["pairs"] == 6 and result["identical_games"] == 6
    assert result["significant"] == []
    assert all(r["diff"] == 0 for r in result["rows"])


def test_plus_two_vp_on_one_card_is_significant(tmp_path: Path) -> None:
    changed = _changed_copy(tmp_path)
    out = tmp_path / "report"
    res = CliRunner().invoke(cli, ["compare", "--seed", "1", str(BITOKU), str(changed), "--players", "2", "--games",
                    "12",
                                   "--seats", "random,random", "--out", str(out), "--no-plots"])
    assert res.exit_code == 0, res.output
    data = json.loads((out / "compare.json").read_text(encoding="utf-8"))
    sig = {(r["table"], r["key"]) for r in data["significant"]}
    assert ("score", "mean per player") in sig and ("section", "play") in sig
    play = next(r for r in data["rows"] if (r["table"], r["key"]) == ("section", "play"))
    assert play["diff"] > 0 and play["lo"] > 0
    # nothing outside the changed card's scoring moved: random seats make the same choices on both sides
    assert {t for t, _ in sig} <= {"score", "section"}
    assert "SIGNIFICANT" in res.output and (out / "compare.md").read_text(encoding="utf-8").startswith("# Comparison")


def test_a_pack_is_a_change(tmp_path: Path) -> None:
    pack = str(ROOT / "rules" / "bitoku-packs" / "tanuki")
    res = CliRunner().invoke(cli, ["compare", "--seed", "1", str(BITOKU), "--pack", pack,
                                   "--players", "2", "--games", "3", "--seats", "random,random"])
    assert res.exit_code == 0, res.output
    assert "paired games" in res.output


def test_usage_errors() -> None:
    res = CliRunner().invoke(cli, ["compare", str(BITOKU), "--games", "5"])
    assert res.exit_code == 2 and "U001" in res.output
    res = CliRunner().invoke(cli, ["compare", str(BITOKU), str(BITOKU), "--games", "1"])
    assert res.exit_code == 2 and "U001" in res.output
    res = CliRunner().invoke(cli, ["compare", str(BITOKU), str(BITOKU), "--games", "2", "--players", "2",
                                   "--seats", "nobody,x"])
    assert res.exit_code == 2 and "U004" in res.output
