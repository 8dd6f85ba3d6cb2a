"""A locale's catalog may word a card itself (`text-<entity>`), and then every surface shows that wording; elsewhere
the generated text stands. A card's `text:` is the printed card's transcription, checked by `cards --diff` and
never shown in place of the generated text, so English shows the same card as every other locale."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulesdsl.compiler.loader import load_ruleset
from rulesdsl.text import rule_text
from rulesdsl.text.cards import collect, own_text
from rulesdsl.text.check import check_i18n

ROOT = Path(__file__).resolve().parent.parent
LOVELETTER = ROOT / "rules" / "examples" / "loveletter"


@pytest.fixture(scope="module")
def with_turkish(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Love Letter with a Turkish catalog that words the Priest's card itself."""
    root = tmp_path_factory.mktemp("ll") / "loveletter"
    shutil.copytree(LOVELETTER, root)
    (root / "locales" / "tr").mkdir()
    (root / "locales" / "tr" / "loveletter.ftl").write_text("text-priest = Başka bir oyuncunun eline bak.\n",
                                                            encoding="utf-8")
    return root


@pytest.mark.parametrize(("locale", "card", "expected"), [
    ("en", "priest", "Look at another player's hand."),        # the English catalog's own wording
    ("tr", "priest", "Başka bir oyuncunun eline bak."),        # the locale's own wording
    ("tr", "baron", None),                                      # no Turkish wording: generated text stands
])
def test_own_text_by_locale(with_turkish: Path, locale: str, card: str, expected: str | None) -> None:
    rs = load_ruleset(with_turkish)
    assert rs.content is not None
    item = rs.content.entities[card]
    assert own_text(rule_text(rs, locale), card, item.data) == expected
    shown = {c.id: c for c in collect(rs, locale)}
    assert shown[card].own == expected
    if expected is None:
        assert shown[card].effects, "without the designer's wording the card keeps its generated text"


def test_a_locales_own_text_is_not_obsolete(with_turkish: Path) -> None:
    reports, problems = check_i18n(with_turkish)
    assert not problems
    flagged = [d.message for r in reports for d in r.diagnostics if d.code == "L003"]
    assert not [m for m in flagged if "text-priest" in m], flagged


def test_an_unknown_text_message_is_still_obsolete(with_turkish: Path) -> None:
    ftl = with_turkish / "locales" / "tr" / "loveletter.ftl"
    before = ftl.read_text(encoding="utf-8")
    try:
        ftl.write_text(before + "text-no_such_card = Yok.\n", encoding="utf-8")
        reports, _ = check_i18n(with_turkish)
        flagged = [d.message for r in reports for d in r.diagnostics if d.code == "L003"]
        assert any("text-no_such_card" in m for m in flagged), flagged
    finally:
        ftl.write_text(before, encoding="utf-8")
