"""Seat names from the web lobby's new-game form: typed names reach the game (logs, panels, saves), a blank
field keeps the seat's usual name, bad names are refused with U061, and a name is shown as text, never markup."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from extras import need_module

need_module("starlette", "web")
from starlette.testclient import TestClient  # noqa: E402

from rulesdsl.web.app import create_app  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RULESETS = {"tokaido": ROOT / "rules" / "tokaido"}


@pytest.fixture
def client(tmp_path: Path) -> TestClient:
    return TestClient(create_app(RULESETS, tmp_path / "games", max_games=20), base_url="http://127.0.0.1:8000")


def _new(c: TestClient, names: Any, players: int = 3) -> Any:
    body = {"ruleset": "tokaido", "players": players, "seed": 2, "locale": "en", "seats": ["random"] * players,
            "names": names}
    return c.post("/new", json=body)


def _store(c: TestClient) -> Any:
    return c.app.state.store  # type: ignore[attr-defined]


@pytest.mark.parametrize(("names", "want"), [
    (["Ana", "Bo", "Cem"], ("Ana", "Bo", "Cem")),
    (["Ana", "", "  Cem "], ("Ana", "P2", "Cem")),  # blank keeps the usual name; spaces around are dropped
    (["", "", ""], None),                          # nothing typed: no names given
    (None, None),
    (["<b>Ana</b>", "Bo & Co", "Cem"], ("<b>Ana</b>", "Bo & Co", "Cem")),
    (["Ana", "P2", ""], ("Ana", "P2", "P3")),      # P2 typed on seat 2 is its own name: no clash
])
def test_typed_names_reach_the_game(client: TestClient, names: Any, want: Any) -> None:
    r = _new(client, names)
    assert r.status_code == 200, r.text
    game = _store(client).games[r.json()["game"]].game
    got = game.state.get("names")
    assert (tuple(got) if got else None) == want


@pytest.mark.parametrize("names", [
    ["Ana", "ana", "Cem"],         # alike, ignoring case
    ["Ana", "B" * 25, "Cem"],      # too long
    ["Ana", "Bo\u0007", "Cem"],    # a control character
    ["Ana", "Bo"],                 # not one per seat
    "Ana,Bo,Cem",                  # not a list
    ["Ana", 7, "Cem"],             # not text
    ["Ana", "", "P2"],             # a typed name equal to a blank seat's usual name
])
def test_bad_names_are_refused_with_u061(client: TestClient, names: Any) -> None:
    r = _new(client, names)
    assert r.status_code == 400, r.text
    err = r.json()["error"]
    assert err["code"] == "U061" and err["message"], err
    assert "Traceback" not in r.text


def test_a_name_is_text_on_the_page_and_in_the_api(client: TestClient) -> None:
    r = _new(client, ["<img src=x onerror=f()>", "Bo", "Cem"])
    assert r.status_code == 200, r.text
    gid = r.json()["game"]
    page = client.get(f"/game/{gid}?locale=en").text
    assert "<img src=x" not in page
    view = client.get(f"/api/game/{gid}").json()
    assert "<img src=x onerror=f()>" in [p["name"] for p in view["players"]]


def test_the_lobby_offers_a_bounded_name_field(client: TestClient) -> None:
    page = client.get("/?locale=uk").text
    assert '"max_name": 24' in page.replace('"max_name":24', '"max_name": 24')
    assert json.dumps("ім’я (необов’язково)")[1:-1] in page or "ім’я (необов’язково)" in page
