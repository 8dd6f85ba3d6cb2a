"""One card text everywhere (issue 45, item 4): the web table's card texts (/api/cards), the gallery, the replay
(the same /api/cards) and the terminal's hand are the one face `i18n/cards.face` builds, and the card lint of
`test_card_text` passes over that face (English and one other locale; `test_card_text` lints every locale):
no identifier (the hand-written `text:` that leaked `shin_ookami` is never shown), no English fallback, no
variable name."""

from __future__ import annotations

from pathlib import Path

import pytest
from extras import need
from test_card_text import CASES, _rs, problems

from rulesdsl.agents.seat_view import _card_text
from rulesdsl.play.game import Game
from rulesdsl.text.cards import card_line, faces

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("name", "locale"), [c for c in CASES if "+" not in c[0] and c[1] in ("en", "uk")])
def test_every_surface_shows_one_printable_face(name: str, locale: str) -> None:
    rs = _rs(name)
    got = faces(rs, locale)
    assert len(got) == len(rs.entities)  # every entity of every kind
    text = "\n".join(f"{f['name']}: " + " · ".join(f["lines"]) for f in got)
    bad = problems(text, locale)
    assert not bad, f"{name}/{locale}: {len(bad)} unprintable line(s):\n" + "\n".join(bad[:20])
    for f in got[:: max(1, len(got) // 25)]:  # the terminal's line is the same face, flat
        assert card_line(rs, locale, f["id"]) == " · ".join(f["lines"])


def test_the_table_shows_the_generated_text_not_the_transcription() -> None:
    rs = _rs("bitoku")
    by_id = {f["id"]: f for f in faces(rs, "en")}
    kappa = " ".join(by_id["kappa_start"]["lines"])
    assert "Glade of Jade" in kappa and "kappa item" not in kappa  # the printed transcription is not shown
    assert not any("shin_ookami" in " ".join(f["lines"]) for f in by_id.values())
    g = Game(rs, {})  # the hand's line needs only the ruleset
    assert _card_text(g, "kappa_start", "en") == " — " + " · ".join(by_id["kappa_start"]["lines"])


def test_the_gallery_and_the_table_serve_the_same_faces(tmp_path: Path) -> None:
    need("starlette", "web")
    from starlette.testclient import TestClient

    from rulesdsl.web.app import create_app
    app = create_app({"tokaido": ROOT / "rules" / "tokaido"}, tmp_path)
    with TestClient(app, base_url="http://127.0.0.1") as client:
        api = client.get("/api/cards/tokaido?locale=en").json()
        page = client.get("/cards?ruleset=tokaido&locale=en").text
    assert len(api) == 78
    for f in list(api.values())[::7]:
        for line in f["lines"][-1:]:
            words = line.split(": ", 1)[-1].split(" ")[:4]
            assert " ".join(words) in page, (f["id"], line)
    assert page.count('class="card frame"') == 78 and "provisional-note" in page
