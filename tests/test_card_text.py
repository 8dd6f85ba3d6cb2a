"""Card text a publisher could print: every card of every ruleset and pack, in every declared locale, reads
as sentences — never an identifier, a variable name, a bare code or an English fallback. Golden files per
locale catch regressions (regenerate with RULESDSL_UPDATE_GOLDEN=1 and review the diff line by line)."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.i18n.catalog import clear_cache
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.text.cards import collect, render_text
from rulesdsl.text.check import check_i18n

RULES = Path(__file__).resolve().parent.parent / "rules"
GOLDEN = Path(__file__).resolve().parent / "golden" / "cards"
# (name, ruleset, packs, locales it declares)
SETS = {
    "bitoku": (RULES / "bitoku", [], ("en", "tr", "uk", "pl")),
    "bitoku+tanuki": (RULES / "bitoku", [RULES / "bitoku-packs" / "tanuki"], ("en", "tr", "uk", "pl")),
    "tokaido": (RULES / "tokaido", [], ("en", "tr", "uk", "pl")),
}
CASES = [(name, loc) for name, (_, _, locs) in SETS.items() for loc in locs]
_LOADED: dict[str, Ruleset] = {}

SNAKE = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b")
OPTION_N = re.compile(r"\boption \d+\b", re.IGNORECASE)
# in English, a lone lower-case letter is a leaked bound variable (the `t` of `pick t in …`)
LONE_LETTER = re.compile(r"(?<![\w(+'’-])[b-z](?![\w)'’-])")


def _rs(name: str) -> Ruleset:
    if name not in _LOADED:
        root, packs, _ = SETS[name]
        _LOADED[name] = load_ruleset(root, packs)
    return _LOADED[name]


def problems(text: str, locale: str = "en") -> list[str]:
    """Every line of card text that a publisher could not print, with the reason."""
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        for why, bad in (("identifier", SNAKE.search(line)), ("English fallback", "⟨" in line),
                         ("'#'", "#" in line), ("'option N'", OPTION_N.search(line)),
                         ("variable name", locale == "en" and LONE_LETTER.search(line))):
            if bad:
                out.append(f"{n}: {why}: {line.strip()}")
    return out


@pytest.mark.parametrize(("name", "locale"), CASES)
def test_every_card_is_printable(name: str, locale: str) -> None:
    rs = _rs(name)
    text = render_text(rs, collect(rs, locale, everything=True), locale)
    bad = problems(text, locale)
    assert not bad, f"{name}/{locale}: {len(bad)} unprintable line(s):\n" + "\n".join(bad[:30])


@pytest.mark.parametrize(("name", "locale"), CASES)
def test_card_text_matches_golden(name: str, locale: str) -> None:
    rs = _rs(name)
    text = render_text(rs, collect(rs, locale, everything=True), locale)
    path = GOLDEN / f"{name}-{locale}.txt"
    if os.environ.get("RULESDSL_UPDATE_GOLDEN") or not path.exists():
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"card text changed: diff against {path}"


def test_a_locale_without_ruleset_catalogs_is_reported_incomplete(tmp_path: Path) -> None:
    """Without its own tr catalogs, Tokaido in Turkish is only the engine's messages: `i18n` says so, with a
    percentage, and does not call it complete."""
    root = tmp_path / "tokaido"
    shutil.copytree(RULES / "tokaido", root)
    shutil.rmtree(root / "locales" / "tr")
    text = (root / "ruleset.yaml").read_text(encoding="utf-8").replace("locales: [en, tr, uk, pl]", "locales: [en]")
    (root / "ruleset.yaml").write_text(text, encoding="utf-8")
    clear_cache()
    reports, _ = check_i18n(root)
    r = next(x for x in reports if x.locale == "tr")
    assert not r.complete and r.verdict == "incomplete" and r.percent < 50


def test_the_lint_catches_what_it_should() -> None:
    bad = ("advance dice_red",
           "⟨en⟩ Gain 1 wood", "choose t from each x of panoramas", "1) option 1", "pick #14")
    for line in bad:
        assert problems(line), line
    assert not problems("Gain 1 wood, then gain 1 stone · Owner bonus (a): 1 VP")


@pytest.mark.parametrize("name", list(SETS))
def test_state_props_are_never_printed(name: str) -> None:
    rs = _rs(name)
    c = rs.content
    for card in collect(rs, "en", everything=True):
        kind = c.kinds.get(card.kind_id)
        state = {str(x) for x in (kind.data.get("state") or [])} if kind is not None else set()
        entity = c.entities[card.id].data
        shown = {str(k) for k in {**(entity.get("props") or {}), **(entity.get("tags") or {})}} - state
        assert len(card.props) <= len(shown), (card.id, card.props)
        assert not any(k.lower() in {"built this turn", "used for a vision", "position", "awake", "tengu piece"}
                       for k, _ in card.props), (card.id, card.props)


def test_visions_state_their_condition_and_crystals_their_timing() -> None:
    rs = _rs("bitoku")
    cards = {c.id: c for c in collect(rs, "en", everything=True)}
    assert cards["vision_01"].rule == ["At Ascension, if you own 2 Kappa and 1 Onsen, score 5 VP; otherwise lose 1 VP"]
    slot, lines = cards["crystal_dream_wood"].effects[0] if "crystal_dream_wood" in cards else next(
        c for c in cards.values() if c.kind_id == "crystal").effects[0]
    assert "Spring" in slot or "each" in slot.lower() or "when" in slot.lower() or "on " in slot.lower()
    built = next(c for c in cards.values() if c.kind_id == "building")
    assert not any("this turn" in k.lower() for k, _ in built.props)
