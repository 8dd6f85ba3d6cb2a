"""Audience as data: `shown:` on counters, zones and kind props reaches the compiled ruleset, and `check`
warns (W050) about a counter the rules change whose audience is undeclared."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulesdsl.compiler.loader import check_ruleset, load_ruleset

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"


@pytest.mark.parametrize(("ruleset", "key", "audience"), [
    ("bitoku", "counter:vp", "all"), ("bitoku", "counter:passed", "none"), ("bitoku", "counter:wood_out", "none"),
    ("bitoku", "zone:box", "none"), ("bitoku", "zone:hand", "owner"), ("bitoku", "zone:rock_garden", "all"),
    ("bitoku", "prop:die.value", "all"), ("bitoku", "prop:die.slot", "none"), ("bitoku", "prop:kodama.pos", "all"),
    ("bitoku", "heading:season", "all"), ("tokaido", "counter:shop_min", "none"), ("tokaido", "counter:coins", "all"),
    ("tokaido", "prop:pawn.owner", "all"), ("tokaido", "zone:kyoto_lineup", "none"),
])
def test_declared_audience_is_compiled(ruleset: str, key: str, audience: str) -> None:
    assert load_ruleset(ROOT / "rules" / ruleset).shown.get(key) == audience


@pytest.mark.parametrize(("line", "declared", "warned"), [
    ("  - {id: passed, shown: none, max: 1}", "  - {id: passed, max: 1}", True),
    ("  - {id: passed, shown: none, max: 1}", "  - {id: passed, shown: all, max: 1}", False),
    ("  - {id: gems, shown: all, tags: [resource]}", "  - {id: gems, tags: [resource]}", True),
])
def test_undeclared_audience_of_a_changed_counter_warns(tmp_path: Path, line: str, declared: str,
                                                         warned: bool) -> None:
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    decl = root / "declarations.yaml"
    text = decl.read_text(encoding="utf-8")
    assert line in text
    decl.write_text(text.replace(line, declared), encoding="utf-8")
    codes = [d.code for d in check_ruleset(root).diagnostics]
    assert ("W050" in codes) == warned


def test_the_shipped_rules_declare_every_changed_counter() -> None:
    for name in ("bitoku", "tokaido"):
        assert not [d for d in check_ruleset(ROOT / "rules" / name).diagnostics if d.code == "W050"]
