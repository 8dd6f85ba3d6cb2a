"""Card text of a filter whose variable is its condition's subject: a relative clause ("every Card that is
not Guard") instead of "for which it …"; locales without one keep their own filter wording."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from card_support import generated

from rulesdsl import load_ruleset
from rulesdsl.text import rule_text
from rulesdsl.text.cards import effect_lines

ROOT = Path(__file__).resolve().parent.parent


MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"


@cache
def _cards(game: str, locale: str) -> str:
    """`rulesdsl cards` of a shipped game, as a person reads it."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    res = subprocess.run([sys.executable, "-m", "rulesdsl", "cards", str(ROOT / "rules" / game), "--locale", locale],
                         capture_output=True, text=True, env=env, timeout=120, check=False)
    assert res.returncode == 0, res.stderr
    return res.stdout


@pytest.mark.parametrize(("effect", "want", "pronoun"), [
    ("gain(vp, count([x for x in in(hand) if x != top(hand)]))", "objects in Hand that is not", False),
    ("for p in [q for q in players if q.vp > 1] { gain(vp, 1, who=p) }", "that player", False),
    ("gain(vp, count([x for x in in(hand) if x.vp > 1]))", "for which point of it", True),  # not its subject
])
def test_a_filter_names_its_subject(effect: str, want: str, pronoun: bool) -> None:
    text = " ".join(effect_lines(rule_text(load_ruleset(MINI), "en"), effect))
    assert want in text and bool(re.search(r"\bit\b", text)) is pronoun, text


@pytest.mark.parametrize(("game", "locale", "said", "never"), [
    ("examples/loveletter", "en", "Choose one of every Card that is not Guard", "for which it is not Guard"),
    ("bitoku", "en", "one of the objects in Kodama that can advance", "for which it can advance"),
    ("bitoku", "en", "the space this counter covers shows 0 VP", "the space it covers"),
    ("tokaido", "en", "one of panoramas that is not yet complete", "for which it is not yet complete"),
    ("bitoku", "uk", "для яких цей елемент може просунутися", "(Кодама) може"),
    ("tokaido", "pl", "dla których Panorama tego elementu nie jest", "tego elementu (Panoramy) nie"),
    ("bitoku", "tr", "içinden o ilerleyebilir olanlar", "bu öğe (Kodama)"),
])
def test_filters_name_their_subject(game: str, locale: str, said: str, never: str) -> None:
    # Love Letter's English catalog words its cards itself: the generated lines are read directly there
    text = generated(ROOT / "rules" / game, locale) if game == "examples/loveletter" else _cards(game, locale)
    assert said in text
    assert never not in text


@pytest.mark.parametrize("game", ["examples/loveletter", "examples/nothanks", "examples/orchard", "tokaido"])
def test_no_filter_reads_for_which_it(game: str) -> None:
    assert not re.search(r"for which it\b", _cards(game, "en"))
