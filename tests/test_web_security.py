"""The web table's identity and origin model and its store, one test per reproduction of the reliability
audit of 2026-12-01 (H1-H4, M2-M5, L1): forged seats, other origins and hosts, plain-text bodies, script
in content, paths in seat specs, failing moves, crashes between saves, the live-game cap, deep JSON."""

from __future__ import annotations

import asyncio
import json
import re
import shutil
import time
from pathlib import Path
from typing import Any

import pytest
from extras import need_module

need_module("starlette", "web")
from journal_support import saved_game, saved_state  # noqa: E402
from starlette.requests import Request  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from rulesdsl.errors import UsageError  # noqa: E402
from rulesdsl.web.app import create_app  # noqa: E402
from rulesdsl.web.security import host_allowed, read_body  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"
RULESETS = {"bitoku": ROOT / "rules" / "bitoku", "tokaido": ROOT / "rules" / "tokaido"}
BASE = "http://127.0.0.1:8000"


def _client(app: Any) -> TestClient:
    return TestClient(app, base_url=BASE)


def _new(c: TestClient, ruleset: str, seats: list[str], seed: int = 3) -> str:
    r = c.post("/new", json={"ruleset": ruleset, "players": len(seats), "seed": seed, "seats": seats})
    assert r.status_code == 200, r.text
    return str(r.json()["game"])


def _join(c: TestClient, gid: str, seat: int) -> TestClient:
    invite = next(h["invite"] for h in c.get(f"/api/game/{gid}").json()["host"] if h["seat"] == seat)
    other = _client(c.app)
    r = other.get(invite, follow_redirects=False)
    other.cookies.set(f"rsd_{gid}", r.cookies[f"rsd_{gid}"])
    return other


def _code(r: Any) -> str:
    return str(r.json()["error"]["code"])


@pytest.fixture
def client(tmp_path: Path) -> TestClient:
    return _client(create_app(RULESETS, tmp_path / "games", max_games=8))


def _mini(tmp_path: Path, edit: dict[str, tuple[str, str]]) -> Path:
    folder = tmp_path / "mini"
    shutil.copytree(MINI, folder)
    for name, (old, new) in edit.items():
        f = folder / name
        text = f.read_text(encoding="utf-8")
        assert old in text
        f.write_text(text.replace(old, new), encoding="utf-8")
    return folder


# H1: script in a ruleset's name and option values stays text
def test_script_in_ruleset_name_and_options_is_escaped(tmp_path: Path) -> None:
    mini = _mini(tmp_path, {"ruleset.yaml": ("name: Mini test game",
                                             "name: \"Mini</script><script>alert('xss-name')</script>\""),
                            })
    text = (mini / "ruleset.yaml").read_text(encoding="utf-8")
    (mini / "ruleset.yaml").write_text(text.replace('values: ["normal", "rich"]',
                                                    'values: ["normal", "</script><img src=x onerror=alert(2)>"]'),
                                       encoding="utf-8")
    c = _client(create_app({"mini": mini}, tmp_path / "games"))
    r = c.get("/")
    page = r.text
    assert "<script>alert" not in page and "<img src=x" not in page
    island = page.split('id="page-data" type="application/json">')[1].split("</script>")[0]
    data = json.loads(island)  # the island is closed only by its own end tag, and still parses
    assert data["rulesets"][0]["name"].startswith("Mini</script>")
    assert "</script><img" in data["rulesets"][0]["options"][0]["values"][1]["id"]
    csp = r.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "frame-ancestors 'none'" in csp
    assert r.headers["x-content-type-options"] == "nosniff" and r.headers["x-frame-options"] == "DENY"


# H2: the seat comes from the capability, never from a number the client sends
def test_forged_seat_numbers_read_and_move_nothing(client: TestClient) -> None:
    gid = _new(client, "bitoku", ["human", "human"])
    seat1 = _join(client, gid, 1)
    stranger = _client(client.app)
    deciding = int(client.app.state.store.get(gid).game.current_player())  # type: ignore[attr-defined]
    mover, waiter = (client, seat1) if deciding == 0 else (seat1, client)
    s = mover.get(f"/api/game/{gid}").json()
    option = next(o["id"] for o in s["decision"]["options"] if o["legal"])
    for who, forged in ((waiter, [deciding]), (stranger, [0, 1])):
        for seat in forged:
            r = who.get(f"/api/game/{gid}?seat={seat}")
            assert r.status_code == 403 and _code(r) == "H007"
            r = who.post(f"/api/game/{gid}/act", json={"seat": seat, "option": option, "expect": s["moves"]})
            assert r.status_code == 403 and _code(r) in ("H007", "H003"), r.text
    spectator = stranger.get(f"/api/game/{gid}").json()
    assert spectator["viewer"] is None and "options" not in spectator["decision"] and "host" not in spectator
    assert "host" not in waiter.get(f"/api/game/{gid}").json() or waiter is client
    r = waiter.post(f"/api/game/{gid}/act", json={"option": option, "expect": s["moves"]})
    assert r.status_code == 403 and _code(r) == "H003"
    r = stranger.get(f"/game/{gid}/join/{'A' * 24}")
    assert r.status_code == 403 and "H007" in r.text
    assert mover.get(f"/api/game/{gid}").json()["moves"] == s["moves"]
    assert mover.post(f"/api/game/{gid}/act", json={"option": option, "expect": s["moves"]}).status_code == 200


def test_only_the_host_hands_a_seat_to_an_agent(client: TestClient) -> None:
    gid = _new(client, "tokaido", ["human", "human"])
    seat1 = _join(client, gid, 1)
    r = seat1.post(f"/api/game/{gid}/seat", json={"seat": 1, "kind": "random"})
    assert r.status_code == 403 and _code(r) == "H007"
    for kind in ("planner:/etc/passwd", "mcts:3600s", "greedy:x.yaml"):
        r = client.post(f"/api/game/{gid}/seat", json={"seat": 1, "kind": kind})
        assert r.status_code == 400 and _code(r) == "H005", kind
    r = client.post(f"/api/game/{gid}/seat", json={"seat": 1, "kind": "random"})
    assert r.status_code == 200, r.text
    state = r.json()
    assert state["seats"][1] == "random" and (state["over"] or state["decision"]["player"] == 0)


def test_a_replay_of_an_unfinished_game_shows_public_information_only(client: TestClient) -> None:
    gid = _new(client, "bitoku", ["human", "random"])
    s = client.get(f"/api/game/{gid}").json()
    client.post(f"/api/game/{gid}/act", json={"option": s["decision"]["options"][0]["id"], "expect": s["moves"]})
    rid = client.post("/replay", json={"game": gid}).json()["url"].split("/")[2].split("?")[0]
    for step in range(3):
        r = client.get(f"/api/replay/{rid}?step={step}").json()
        assert r["viewer"] is None and r["next"]["options"] == [] and r["next"]["chosen"] is None


# H3: other hosts, other origins, plain-text and form bodies, GETs that change state
@pytest.mark.parametrize(("headers", "status"), [
    ({"host": "evil.example.com"}, 403),
    ({"origin": "http://evil.example.com"}, 403),
    ({"origin": "null"}, 403),
    ({"sec-fetch-site": "cross-site"}, 403),
    ({"content-type": "text/plain"}, 415),
    ({"content-type": "application/x-www-form-urlencoded"}, 415),
    ({"content-type": "multipart/form-data; boundary=x"}, 415),
])
def test_changes_from_elsewhere_are_refused(client: TestClient, headers: dict[str, str], status: int) -> None:
    gid = _new(client, "tokaido", ["human", "random"])
    s = client.get(f"/api/game/{gid}").json()
    body = json.dumps({"option": s["decision"]["options"][0]["id"], "expect": s["moves"]})
    sent = {"content-type": "application/json", **headers}
    for path in (f"/api/game/{gid}/act", "/new", "/replay", f"/api/game/{gid}/step", f"/api/game/{gid}/seat"):
        r = client.post(path, content=body, headers=sent)
        assert r.status_code == status and _code(r) == "H008", (path, r.text)
    assert client.get(f"/api/game/{gid}").json()["moves"] == s["moves"]
    assert client.get("/", headers={"host": "evil.example.com"}).status_code == 403
    r = client.post(f"/api/game/{gid}/act", content=body,
                    headers={"content-type": "application/json", "origin": BASE})
    assert r.status_code == 200, r.text


def test_hosts_allowed() -> None:
    names = frozenset({"table.lan"})
    for host, ok in [("127.0.0.1:8000", True), ("[::1]:80", True), ("localhost", True), ("LOCALHOST:1", True),
                     ("192.168.1.7:8000", True), ("table.lan:8000", True), ("evil.example.com", False),
                     ("127.0.0.1.evil.com", False), ("", False), ("[::1", False), ("localhost.evil:80", False)]:
        assert host_allowed(host, names) is ok, host


def test_a_get_does_not_create_or_load_games(client: TestClient, tmp_path: Path) -> None:
    assert client.get("/new").status_code == 405
    gid = _new(client, "tokaido", ["random", "random"])
    fresh = _client(create_app(RULESETS, tmp_path / "games", max_games=1))
    assert fresh.get(f"/api/game/{gid}").status_code == 200  # seen through a read-only snapshot
    assert fresh.get(f"/api/game/{gid}").json()["moves"] == client.get(f"/api/game/{gid}").json()["moves"]
    assert fresh.app.state.store.live() == 0  # type: ignore[attr-defined]  # (more in test_web_store.py)


# H4: seats from the web are agent kinds with bounded budgets, never paths
@pytest.mark.parametrize("seat", ["greedy:/etc/passwd", "planner:/nonexistent", "mcts:3600s", "mcts:999999",
                                  "human:x", "../random"])
def test_seat_specs_with_paths_or_big_budgets_are_refused(client: TestClient, seat: str) -> None:
    r = client.post("/new", json={"ruleset": "bitoku", "players": 2, "seed": 3, "seats": ["human", seat]})
    assert r.status_code == 400 and _code(r) == "H005" and "passwd" not in r.text and "Errno" not in r.text


# M2: a rules error during a move leaves the game and its save as they were
def test_a_failing_move_changes_nothing(tmp_path: Path) -> None:
    mini = _mini(tmp_path, {"actions.yaml": ('do: "set(passed, 1)"', 'do: "set(passed, 1); gain(vp, 1 // 0)"')})
    c = _client(create_app({"mini": mini}, tmp_path / "games"))
    gid = _new(c, "mini", ["human", "human"])
    c1 = _join(c, gid, 1)
    game = c.app.state.store.get(gid).game  # type: ignore[attr-defined]
    who = c if game.current_player() == 0 else c1
    s = who.get(f"/api/game/{gid}").json()
    saved = saved_state(tmp_path / "games", gid)
    r = who.post(f"/api/game/{gid}/act", json={"option": "pass", "expect": s["moves"]})
    assert r.status_code == 400 and _code(r).startswith("R"), r.text
    after = who.get(f"/api/game/{gid}").json()
    assert after["moves"] == s["moves"] and after["decision"] == s["decision"]
    assert saved_state(tmp_path / "games", gid) == saved
    other = next(o["id"] for o in s["decision"]["options"] if o["legal"] and o["id"] != "pass")
    assert who.post(f"/api/game/{gid}/act", json={"option": other, "expect": s["moves"]}).status_code == 200


# M3: bodies are bounded while they stream, chunked or not
def test_a_streamed_body_is_cut_at_the_limit() -> None:
    sent = 0

    async def receive() -> dict[str, Any]:
        nonlocal sent
        sent += 1
        return {"type": "http.request", "body": b"x" * 65536, "more_body": sent < 10_000}
    scope = {"type": "http", "method": "POST", "headers": [(b"transfer-encoding", b"chunked")], "path": "/new"}
    with pytest.raises(UsageError) as err:
        asyncio.run(read_body(Request(scope, receive), limit=256 * 1024))
    assert err.value.code == "H005" and sent <= 6  # 4 chunks fit; the 5th passes the limit


# M4: a game a crash left waiting for an agent goes on until a person decides
def test_a_resumed_game_lets_its_agents_play(tmp_path: Path) -> None:
    c = _client(create_app(RULESETS, tmp_path / "games"))
    gid = _new(c, "bitoku", ["human", "random"], seed=7)
    store = c.app.state.store  # type: ignore[attr-defined]
    s = store.get(gid)
    for _ in range(200):  # the person's moves saved, the agents' answers lost (a crash between the saves)
        if s.bot_to_move():
            break
        s.act(0, s.game.legal_actions()[0], len(s.game.history), store.save)
    assert s.bot_to_move()
    moves = len(s.game.history)
    again = _client(create_app(RULESETS, tmp_path / "games"))
    again.cookies = c.cookies
    state = again.get(f"/api/game/{gid}").json()  # looking moves nothing; the seat's page then asks to resume
    assert state["agent_next"] and not state["live"] and state["moves"] == moves
    state = again.post(f"/api/game/{gid}/resume", json={}).json()
    assert state["moves"] > moves and (state["over"] or state["decision"]["mine"])
    saved = saved_game(tmp_path / "games", gid)
    assert len(saved["actions"]) == state["moves"]


# M5: --max-games counts live games; finished ones leave the count, resumed ones join it
def test_the_game_cap_counts_live_games(tmp_path: Path) -> None:
    c = _client(create_app(RULESETS, tmp_path / "games", max_games=2))
    first = _new(c, "tokaido", ["random", "random"], seed=1)
    _new(c, "tokaido", ["random", "random"], seed=2)
    r = c.post("/new", json={"ruleset": "tokaido", "players": 2, "seats": ["random", "random"]})
    assert r.status_code == 429 and _code(r) == "H004"
    for _ in range(2000):
        if c.post(f"/api/game/{first}/step", json={}).json()["over"]:
            break
    assert c.app.state.store.live() == 1  # type: ignore[attr-defined]
    third = _new(c, "tokaido", ["random", "random"], seed=3)
    small = _client(create_app(RULESETS, tmp_path / "games", max_games=1))
    assert small.post(f"/api/game/{third}/step", json={}).status_code == 200  # a POST makes it live
    assert small.post(f"/api/game/{first}/step", json={}).json()["over"]  # finished games do not count
    others = [g for g in small.get("/").text.split('href="/game/')[1:] if not g.startswith(third)]
    assert others
    other = others[0].split("?")[0]
    assert small.get(f"/api/game/{other}").status_code == 200  # looking is free
    r = small.post(f"/api/game/{other}/step", json={})
    assert r.status_code == 429 and _code(r) == "H004"


# L1: deeply nested JSON is a coded 400, never a traceback
@pytest.mark.parametrize("body", ['{"option": ' + "[" * 100_000 + "]" * 100_000 + "}", "[" * 40 + "]" * 40,
                                  '{"option": "a", "expect": 1e999}', "\xff\xfe", '"just a string"'])
def test_deep_or_odd_json_is_a_coded_400(client: TestClient, body: str) -> None:
    gid = _new(client, "tokaido", ["human", "random"])
    for path in (f"/api/game/{gid}/act", "/new", "/replay"):
        r = client.post(path, content=body.encode("utf-8", "surrogateescape"),
                        headers={"content-type": "application/json"})
        assert r.status_code == 400 and _code(r) == "H005", (path, r.text[:200])


# the designer's table: a change of the rules on disk is offered to the host, who reloads them
def test_the_host_reloads_changed_rules(tmp_path: Path) -> None:
    mini = _mini(tmp_path, {})
    c = _client(create_app({"mini": mini}, tmp_path / "games"))
    gid = _new(c, "mini", ["human", "random"])
    s = c.get(f"/api/game/{gid}").json()
    c.post(f"/api/game/{gid}/act", json={"option": s["decision"]["options"][0]["id"], "expect": s["moves"]})
    before = c.get(f"/api/game/{gid}").json()
    assert before["rules_changed"] is False
    guest = _client(c.app)  # a browser without the host's capability
    actions = mini / "actions.yaml"
    time.sleep(0.01)
    actions.write_text(actions.read_text(encoding="utf-8").replace('gain(vp, 2)', 'gain(vp, 3)'), encoding="utf-8")
    c.app.state.store.watch.seen.clear()  # type: ignore[attr-defined]  # look again now, not in 2 s
    assert c.get(f"/api/game/{gid}").json()["rules_changed"] is True
    r = guest.post(f"/api/game/{gid}/reload", json={})
    assert r.status_code == 403 and _code(r) == "H007"
    r = c.post(f"/api/game/{gid}/reload", json={})
    assert r.status_code == 200, r.text
    after = r.json()
    assert after["replayed"] is True and after["moves"] >= before["moves"] and after["rules_changed"] is False
    (mini / "ruleset.yaml").write_text("file: ruleset\nid: [broken\n", encoding="utf-8")
    c.app.state.store.watch.seen.clear()  # type: ignore[attr-defined]
    r = c.post(f"/api/game/{gid}/reload", json={})
    assert r.status_code == 400 and _code(r)[0] in "YSEK", r.text  # a ruleset that no longer loads: coded
    assert c.get(f"/api/game/{gid}").json()["moves"] == after["moves"]  # and the game goes on as it was


# beyond loopback the lobby needs the server's token; invite links and spectators do not
def test_a_remote_lobby_needs_the_printed_token(tmp_path: Path) -> None:
    token = "T" * 24
    app = create_app(RULESETS, tmp_path / "games", hosts=frozenset({"table.lan"}), token=token)
    stranger, host = TestClient(app, base_url="http://table.lan:8000"), TestClient(app, base_url="http://table.lan:8000")
    for path in ("/", "/replay", "/cards"):
        r = stranger.get(path)
        assert r.status_code == 403 and "H007" in r.text, path
    r = stranger.post("/new", json={"ruleset": "tokaido", "players": 2, "seats": ["human", "human"]})
    assert r.status_code == 403 and _code(r) == "H007"
    assert stranger.get("/?token=wrong", follow_redirects=False).status_code == 403
    r = host.get(f"/?token={token}", follow_redirects=False)
    assert r.status_code == 303 and "httponly" in r.headers["set-cookie"].lower()
    host.cookies.set("rsd_lobby", r.cookies["rsd_lobby"])
    assert host.get("/").status_code == 200
    gid = _new(host, "tokaido", ["human", "human"])
    guest = _join(host, gid, 1)  # the invite works without the lobby's token
    assert guest.get(f"/api/game/{gid}").json()["viewer"] == 1
    assert guest.get("/").status_code == 403
    assert "rule" not in host.get(f"/api/game/{gid}?designer=1").json()["decision"]  # no designer mode here
    assert TestClient(app, base_url="http://evil.example:8000").get("/").status_code == 403


# M4, second part: agents are seeded per decision, so a game resumed after a restart goes on as it would have
def test_a_restart_does_not_change_how_the_agents_play(tmp_path: Path) -> None:
    def play(c: TestClient, gid: str, moves: int) -> list[str]:
        for _ in range(moves):
            s = c.get(f"/api/game/{gid}").json()
            if s["over"]:
                break
            c.post(f"/api/game/{gid}/act", json={"option": s["decision"]["options"][0]["id"], "expect": s["moves"]})
        return list(c.app.state.store.get(gid).game.history)  # type: ignore[attr-defined]

    straight = _client(create_app(RULESETS, tmp_path / "a"))
    gid_a = _new(straight, "tokaido", ["human", "random", "greedy"], seed=11)
    whole = play(straight, gid_a, 12)
    first = _client(create_app(RULESETS, tmp_path / "b"))
    gid_b = _new(first, "tokaido", ["human", "random", "greedy"], seed=11)
    play(first, gid_b, 5)
    again = _client(create_app(RULESETS, tmp_path / "b"))  # the server restarted
    again.cookies = first.cookies
    assert play(again, gid_b, 7) == whole


def test_designer_mode_adds_counters_and_the_rule_behind_the_decision(client: TestClient) -> None:
    gid = _new(client, "tokaido", ["human", "random"])
    for _ in range(3):  # a few moves, so that some undeclared counters are not at 0
        s = client.get(f"/api/game/{gid}").json()
        client.post(f"/api/game/{gid}/act", json={"option": s["decision"]["options"][0]["id"], "expect": s["moves"]})
    plain = client.get(f"/api/game/{gid}").json()
    designer = client.get(f"/api/game/{gid}?designer=1").json()
    declared = ["vp", "coins", "temple_coins"]  # the layout's `seats: counters:` (panoramas show as cards)
    assert [c["id"] for c in plain["players"][0]["counters"]] == declared
    extra = [c["id"] for c in designer["players"][0]["counters"]][len(declared):]
    assert extra and not set(extra) & set(declared)
    assert "rule" not in plain["decision"] and re.search(r"\.yaml:\d+$", designer["decision"]["rule"]["where"])
