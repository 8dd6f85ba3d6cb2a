"""`rulesdsl cards`: every card's rule text generated from its effects, in every locale and format."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from rulesdsl.cli.main import cli
from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.i18n.catalog import FALLBACK_MARK
from rulesdsl.text.cards import collect, render

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"
BITOKU = ROOT / "rules" / "bitoku"
RAW_ID = re.compile(r"\b(entity|counter|zone|value|prop|kind|slot|macro|function|verb|fn|expr|stmt|log|section|"
                    r"message|option|group|cards|attr)-[a-z_]+")
RUN = "from rulesdsl.cli.main import cli; cli()"


def _invoke(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args))


def test_mini_cards_in_english() -> None:
    res = _invoke("cards", str(MINI))
    assert res.exit_code == 0, res.output
    assert res.stdout.splitlines()[:6] == [
        "Mini test game: 2 cards and tiles", "", "Red coin · Card ×6", "  Points: 1 · Colour: red",
        "  When played: Gain 2 coins", ""]
    assert "      • Pay 2 coins, then gain 3 points" in res.output


@pytest.mark.parametrize("locale", ["tr", "uk", "pl"])
def test_bitoku_cards_have_no_raw_ids_or_fallbacks(locale: str) -> None:
    res = _invoke("cards", str(BITOKU), "--locale", locale)
    assert res.exit_code == 0, res.output
    assert FALLBACK_MARK not in res.output
    assert "⟨en⟩" not in res.output
    found = RAW_ID.search(res.output)
    assert found is None, res.output[max(0, found.start() - 200):found.end() + 50] if found else ""
    english = _invoke("cards", str(BITOKU)).output
    assert res.output != english
    assert len(res.output.splitlines()) == len(english.splitlines())


def test_every_entity_with_effects_is_listed_with_props_and_tags() -> None:
    rs = load_ruleset(BITOKU)
    cards = collect(rs, "en")
    ids = {c.id for c in cards}
    with_effects = {e.id for e in rs.entities.values() if e.effects}
    assert with_effects <= ids
    temple = next(c for c in cards if c.id == "temple_1")
    assert temple.name == "Temple 1" and temple.kind == "Building"
    assert ("building type", "Temple") in temple.props and ("minimum die", "2") in temple.props
    assert temple.effects[0][0] == "when built"
    everything = collect(rs, "en", everything=True)
    assert len(everything) == len(rs.entities)


def test_json_and_html_formats() -> None:
    res = _invoke("cards", str(MINI), "--format", "json", "--locale", "uk")
    data = json.loads(res.stdout)
    assert data["locale"] == "uk"
    blue = next(c for c in data["cards"] if c["id"] == "blue_gem")
    assert blue["name"] == "Синій самоцвіт"
    assert blue["effects"][0]["text"][0] == "Виберіть один варіант:"
    page = _invoke("cards", str(BITOKU), "--format", "html", "--locale", "pl").stdout
    assert page.startswith("<!DOCTYPE html>") and 'lang="pl"' in page
    assert page.count("<article") >= 150 and "<script src" not in page  # self-contained: inline script only


def test_diff_shows_generated_english_beside_the_printed_text() -> None:
    res = _invoke("cards", str(BITOKU), "--diff")
    assert res.exit_code == 1  # the shipped content has cards whose printed text says more (see the count)
    lines = res.output.splitlines()
    i = lines.index("Crystal Dream (wood) · Crystal") if "Crystal Dream (wood) · Crystal" in lines else \
        next(k for k, x in enumerate(lines) if x.startswith("Dream crystal (wood)"))
    block = lines[i:i + 6]
    assert any(x.startswith("  [printed]   Dream:") for x in block), block
    assert "  [generated] In Spring (Reap the Fruits) and at Ascension A: Gain 1 wood" in block, block
    uk = _invoke("cards", str(BITOKU), "--diff", "--locale", "uk").output
    # the designers' check is always in English
    assert "[згенеровано] In Spring (Reap the Fruits) and at Ascension A: Gain 1 wood" in uk


def test_unknown_locale_is_a_usage_error() -> None:
    res = _invoke("cards", str(MINI), "--locale", "xx")
    assert res.exit_code == 2
    assert "U001" in res.output and "available: en, pl, tr, uk" in res.output


def test_cards_for_bitoku_in_every_locale_from_a_cached_load(cli_env: dict[str, str]) -> None:
    """Every locale renders; a cached `cards` run parses no effect text (the time is in `rulesdsl bench`)."""
    rs = load_ruleset(BITOKU)
    for loc in ("en", "tr", "uk", "pl"):
        assert render(rs, loc).count("\n") > 50
    probe = "import atexit, sys; atexit.register(lambda: print('LARK', 'lark' in sys.modules, file=sys.stderr)); "
    cmd = [sys.executable, "-c", probe + RUN, "cards", str(BITOKU), "--locale", "uk"]
    subprocess.run(cmd, env=cli_env, capture_output=True, check=True, timeout=120)  # warm the cache
    proc = subprocess.run(cmd, env=cli_env, capture_output=True, text=True, encoding="utf-8", timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "LARK False" in proc.stderr  # zero effect texts parsed: every one came from the cache
