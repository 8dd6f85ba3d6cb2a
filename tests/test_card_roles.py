"""Card text names what `pick`, `for` and `let` bind by what it holds ("the chosen player", "that card", the
value itself) instead of "it", in every locale; a declared `role-<prompt>` still comes first."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from card_support import generated

from rulesdsl import load_ruleset
from rulesdsl.text import rule_text
from rulesdsl.text.cards import effect_lines

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"
IT = re.compile(r"\bit\b", re.IGNORECASE)
PRONOUNS = {"en": IT, "uk": re.compile(r"цей елемент|цього елемента"), "pl": re.compile(r"ten element\b(?! \()"),
            "tr": re.compile(r"\bonu\b|\bona\b|\bonun\b")}


def _text(effect: str, locale: str = "en") -> str:
    return " ".join(effect_lines(rule_text(load_ruleset(MINI), locale), effect))


@pytest.mark.parametrize(("effect", "want"), [
    ("pick t in players { gain(vp, 1, who=t) }", "the chosen player"),
    ('pick t in [p for p in players if p != me] { gain(vp, 1, who=t) }', "the chosen player"),
    ("for p in players { gain(vp, 1, who=p) }", "that player"),
    ("pick c in in(hand) { move(c, discard) }", "the chosen card"),
    ("for c in in(deck) { move(c, discard) }", "that card"),
    ("pick r in resource { gain(r, 1) }", "the chosen one of"),
    ("let n = count(in(hand)); gain(vp, n)", "the number of"),
])
def test_bindings_read_as_their_roles(effect: str, want: str) -> None:
    text = _text(effect)
    assert want in text.lower() and not IT.search(text), text
    assert "let " not in text.lower()  # a let read as its value has no line of its own


@pytest.mark.parametrize("locale", ["uk", "pl", "tr"])
def test_player_roles_in_every_locale(locale: str) -> None:
    text = _text("pick t in players { gain(vp, 1, who=t) }", locale)
    assert not PRONOUNS[locale].search(text), text


def test_an_unknown_source_keeps_the_pronoun() -> None:
    assert IT.search(_text("pick x in [1, 2, 3] { gain(vp, x) }"))


def test_shipped_card_text_has_no_it_chains() -> None:
    """No generated line of the shipped games' and examples' cards says "it" twice (a chain of pronouns)."""
    for name in ("bitoku", "tokaido", "examples/loveletter", "examples/nothanks", "examples/orchard"):
        text = generated(ROOT / "rules" / name)
        chains = [x for x in text.splitlines() if len(IT.findall(x)) >= 2]
        assert not chains, (name, chains[:3])
        if name == "examples/loveletter":  # a pick over `entities("card")` and one over a player function
            assert "You guess the chosen card" in text and "Hand of the chosen player" in text
