"""Whether a pick can start: over a comprehension it stops at the first element that passes the condition, and
the elements themselves are not computed (as `count([...]) > 0` does), interpreted and generated alike."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulesdsl import Game, load_ruleset

MINI = Path(__file__).resolve().parent / "fixtures" / "rulesets" / "mini"
# The elements would divide by zero (round is 0 during setup): only the condition decides the option.
PROBE = ("      as 0 {{ choose {{ pick c in [1 // round for x in in(hand) if {cond}] {{ gain(coins, 1) }} "
         "| gain(coins, 2) }} }}\n")


def _mini(tmp: Path, cond: str) -> Path:
    dest = tmp / "mini"
    shutil.copytree(MINI, dest)
    f = dest / "macros.yaml"
    text = f.read_text(encoding="utf-8")
    anchor = "  - id: game\n"
    f.write_text(text.replace(anchor, PROBE.format(cond=cond) + anchor), encoding="utf-8")
    return dest


@pytest.mark.parametrize(("cond", "offered"), [
    ("x == x", ("gain_coins", "gain_coins_2")),   # the first card passes: the pick can start
    ("x != x", ("gain_coins_2",)),                # no card passes: only the other option
    ("count(in(hand)) > 5", ("gain_coins_2",)),   # a condition that never holds
])
@pytest.mark.parametrize("python", [True, False])
def test_a_pick_is_offered_when_an_element_passes_without_computing_the_elements(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cond: str, offered: tuple[str, ...], python: bool) -> None:
    monkeypatch.setenv("RULESDSL_CACHE", "off")
    rs = load_ruleset(_mini(tmp_path, cond), python=python)
    if python:
        assert not rs.python.interpreted
    d = Game.new(rs, 2, 1, ask_forced=True).decision()
    assert d is not None and d.player == 0 and d.kind == "choose"
    assert d.options == offered
