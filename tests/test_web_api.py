"""The web table through its HTTP interface: hidden information holds, moves are checked on the server,
nothing is lost across a restart, and requests are bounded. (Browser tests: tests/test_web_browser.py.)"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path
from typing import Any

import pytest
from extras import need_module

need_module("starlette", "web")
from journal_support import saved_state  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from rulesdsl.play.game import Game  # noqa: E402
from rulesdsl.runtime.machine import OBJ_BASE  # noqa: E402
from rulesdsl.text.log import entity_name  # noqa: E402
from rulesdsl.web.app import create_app  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RULESETS = {"bitoku": ROOT / "rules" / "bitoku", "tokaido": ROOT / "rules" / "tokaido"}


BASE = "http://127.0.0.1:8000"


def _client(app: Any) -> TestClient:
    return TestClient(app, base_url=BASE)


@pytest.fixture
def client(tmp_path: Path) -> TestClient:
    return _client(create_app(RULESETS, tmp_path / "games", max_games=5))


def _new(c: TestClient, ruleset: str, seats: list[str], seed: int = 3, locale: str = "en",
         hotseat: bool = False) -> str:
    body = {"ruleset": ruleset, "players": len(seats), "seed": seed, "locale": locale, "seats": seats,
            "hotseat": hotseat}
    r = c.post("/new", json=body)
    assert r.status_code == 200, r.text
    return str(r.json()["game"])


def _seat_client(c: TestClient, gid: str, seat: int) -> TestClient:
    """Another browser holding only seat `seat`'s invite (taken from the host's view)."""
    invite = next(h["invite"] for h in c.get(f"/api/game/{gid}").json()["host"] if h["seat"] == seat)
    other = _client(c.app)
    r = other.get(invite, follow_redirects=False)
    assert r.status_code == 303 and "httponly" in r.headers["set-cookie"].lower(), r.headers
    assert "samesite=strict" in r.headers["set-cookie"].lower()
    other.cookies.set(f"rsd_{gid}", r.cookies[f"rsd_{gid}"])
    return other


def _store(c: TestClient) -> Any:
    return c.app.state.store  # type: ignore[attr-defined]


def _secrets(game: Game, viewer: int) -> set[str]:
    """Names and ids of entities the viewer must not learn: objects it cannot see that are nowhere in its sight."""
    rs, st = game.rs, game.state
    seen: set[str] = set()
    unseen: set[str] = set()
    for key, items in st["zones"].items():
        zone, _, who = key.partition(".")
        vis = rs.zones[zone].visibility
        visible = vis == "public" or (vis == "owner" and who != "" and int(who) == viewer)
        for oid in items:
            (seen if visible else unseen).add(st["obj_entity"][oid - OBJ_BASE])
    d = st["decision"]
    if d is not None and d["k"] == "pick" and d["p"] == viewer:  # its own decision's offer it may see (a meal)
        seen |= {st["obj_entity"][v - OBJ_BASE] for v in d["v"] if isinstance(v, int) and v >= OBJ_BASE}
    return {entity_name(rs, e) for e in unseen - seen} | (unseen - seen)


@pytest.mark.parametrize("ruleset", ["bitoku", "tokaido"])
def test_a_seat_sees_none_of_the_other_seats_hidden_objects(client: TestClient, ruleset: str) -> None:
    gid = _new(client, ruleset, ["human", "human"], seed=5)
    browsers = {0: client, 1: _seat_client(client, gid, 1)}
    rng = random.Random(1)
    store = _store(client)
    checked = 0
    for _ in range(40):
        game = store.get(gid).game
        if game.is_over():
            break
        for seat, browser in browsers.items():
            secrets = _secrets(game, seat)
            texts = [browser.get(f"/game/{gid}").text, browser.get(f"/api/game/{gid}").text, browser.get("/").text]
            for text in texts:
                shown = json.loads(text) if text.startswith("{") else None
                blob = json.dumps(shown, ensure_ascii=False) if shown is not None else text
                leaked = sorted(name for name in secrets if f'"{name}"' in blob or f">{name}<" in blob)
                assert not leaked, f"seat {seat} sees {leaked}"
        checked += 1
        seat = int(game.current_player())
        state = browsers[seat].get(f"/api/game/{gid}").json()
        assert state["viewer"] == seat
        legal = [o["id"] for o in state["decision"]["options"] if o["legal"]]
        r = browsers[seat].post(f"/api/game/{gid}/act", json={"option": rng.choice(legal), "expect": state["moves"]})
        assert r.status_code == 200, r.text
    assert checked >= 10


def test_another_seats_options_are_not_sent(client: TestClient) -> None:
    gid = _new(client, "bitoku", ["human", "human"])
    game = _store(client).get(gid).game
    deciding = int(game.current_player())
    other = _seat_client(client, gid, 1) if deciding == 0 else client
    d = other.get(f"/api/game/{gid}").json()["decision"]
    assert d["mine"] is False and "options" not in d


def test_illegal_and_stale_moves_change_nothing(client: TestClient, tmp_path: Path) -> None:
    gid = _new(client, "bitoku", ["human", "random"])
    state = client.get(f"/api/game/{gid}").json()
    first = state["decision"]["options"][0]["id"]
    saved = saved_state(tmp_path / "games", gid)
    for body, code, status in [
        ({"option": "no_such_option", "expect": state["moves"]}, "R001", 409),
        ({"option": first, "expect": state["moves"] + 3}, "H002", 409),
        ({"seat": 1, "option": first, "expect": state["moves"]}, "H007", 403),  # a seat this browser does not hold
        ({"option": 7, "expect": state["moves"]}, "H005", 400),
        ({"seat": "x", "option": "a", "expect": state["moves"]}, "H005", 400),
        ({"option": "a", "expect": [1]}, "H005", 400),
    ]:
        r = client.post(f"/api/game/{gid}/act", json=body)
        assert r.status_code == status and r.json()["error"]["code"] == code, (body, r.text)
    assert client.get(f"/api/game/{gid}").json()["moves"] == state["moves"]
    assert saved_state(tmp_path / "games", gid) == saved


def test_every_move_is_saved_and_a_restarted_server_resumes(tmp_path: Path) -> None:
    c = _client(create_app(RULESETS, tmp_path / "games"))
    gid = _new(c, "tokaido", ["human", "random"])
    for _ in range(3):
        s = c.get(f"/api/game/{gid}").json()
        if s["over"]:
            break
        c.post(f"/api/game/{gid}/act", json={"option": s["decision"]["options"][0]["id"], "expect": s["moves"]})
    before = c.get(f"/api/game/{gid}").json()
    again = _client(create_app(RULESETS, tmp_path / "games"))
    again.cookies = c.cookies  # the same browser, the server restarted
    assert gid in again.get("/").text
    after = again.get(f"/api/game/{gid}").json()
    assert after["moves"] == before["moves"] and after["players"] == before["players"]
    assert after["decision"] == before["decision"] and after["viewer"] == 0


def test_watch_mode_steps_one_decision(client: TestClient) -> None:
    gid = _new(client, "tokaido", ["random", "random", "random"])
    start = client.get(f"/api/game/{gid}").json()
    assert start["watch"] and start["viewer"] is None
    r = client.post(f"/api/game/{gid}/step", json={}).json()
    assert r["moved"] and r["moves"] == start["moves"] + 1 and r["viewer"] is None


def test_replay_of_a_finished_game_shows_each_decision(client: TestClient) -> None:
    gid = _new(client, "tokaido", ["random", "random"])
    store = _store(client)
    session = store.get(gid)
    session.run_bots(store.save, store.stopping)
    store.settle(session)
    r = client.post("/replay", json={"game": gid})
    assert r.status_code == 200, r.text
    rid = r.json()["url"].split("/")[2].split("?")[0]
    first = client.get(f"/api/replay/{rid}?step=0").json()
    assert first["next"]["options"] and sum(o["chosen"] for o in first["next"]["options"]) == 1
    last = client.get(f"/api/replay/{rid}?step={first['steps']}").json()
    assert last["over"] and "next" not in last and last["final"]["ranking"]
    assert client.get(f"/api/replay/{rid}?step=999999").json()["error"]["code"] == "H005"


def test_a_bad_save_upload_is_refused_with_a_code(client: TestClient) -> None:
    for raw in ("not json", "[]", json.dumps({"ruleset": "tokaido"}),
                json.dumps({"format": 2, "ruleset": "tokaido", "version": "1", "players": 2, "seed": 1, "options": {},
                            "actions": ["no_such_move"]})):
        r = client.post("/replay", json={"save": raw})
        assert r.status_code == 400 and r.json()["error"]["code"] in ("F001", "F003"), r.text


def test_requests_and_games_are_bounded(client: TestClient) -> None:
    r = client.post("/api/game/abc/act", content=b"x" * 600_000, headers={"content-type": "application/json"})
    assert r.status_code in (400, 404)
    assert client.get("/api/game/nope").json()["error"]["code"] == "H001"
    assert client.get("/game/nope").status_code == 404
    assert client.get("/?locale=xx").status_code == 400
    for _ in range(5):
        _new(client, "tokaido", ["random", "random"])
    r = client.post("/new", json={"ruleset": "tokaido", "players": 2, "seats": ["random", "random"]})
    assert r.status_code == 429 and r.json()["error"]["code"] == "H004"
    r = client.post("/new", json={"ruleset": "tokaido", "players": 9, "seats": ["random"]})
    assert r.status_code in (400, 429)


def test_content_text_is_escaped(tmp_path: Path) -> None:
    mini = tmp_path / "mini"
    shutil.copytree(ROOT / "tests" / "fixtures" / "rulesets" / "mini", mini)
    ftl = mini / "locales" / "en" / "mini.ftl"
    ftl.write_text(ftl.read_text(encoding="utf-8") + "\nentity-red_coin = <script>alert(1)</script>\n",
                   encoding="utf-8")
    c = _client(create_app({"mini": mini}, tmp_path / "games"))
    page = c.get("/cards?ruleset=mini").text
    assert "<script>alert(1)</script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
