"""The web table's store: looking changes nothing (audit 2026-12-01 H3 "GET changes server state" and M5
"resumed games join the cap"), and saves from before seat capabilities are taken over by the server's host."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

from extras import need_module

need_module("starlette", "web")
from journal_support import saved_game  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from rulesdsl.journal.games import Journal  # noqa: E402
from rulesdsl.journal.locate import DB_NAME  # noqa: E402
from rulesdsl.web.app import create_app  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RULESETS = {"bitoku": ROOT / "rules" / "bitoku", "tokaido": ROOT / "rules" / "tokaido"}
BASE = "http://127.0.0.1:8000"


def _client(app: Any) -> TestClient:
    return TestClient(app, base_url=BASE)


def _new(c: TestClient, ruleset: str, seats: list[str], seed: int) -> str:
    r = c.post("/new", json={"ruleset": ruleset, "players": len(seats), "seed": seed, "seats": seats})
    assert r.status_code == 200, r.text
    return str(r.json()["game"])


def _code(r: Any) -> str:
    return str(r.json()["error"]["code"])


def _stop_before_agent(c: TestClient, gid: str) -> int:
    """Play the person's moves until an agent is to move, saving only them (a crash before the agents' answer)."""
    store = c.app.state.store  # type: ignore[attr-defined]
    s = store.get(gid)
    for _ in range(300):
        if s.bot_to_move():
            return len(s.game.history)
        s.act(0, s.game.legal_actions()[0], len(s.game.history), store.save)
    raise AssertionError("no agent came to move")


def _files(folder: Path) -> dict[str, tuple[int | None, str]]:
    """Every game's save count and record in the journal (equal before and after: nothing was written)."""
    j = Journal(folder / DB_NAME)
    try:
        return {r["id"]: (j.rev(r["id"]), json.dumps(j.load(r["id"]), sort_keys=True)) for r in j.listing()}
    finally:
        j.close()


def test_gets_of_stored_games_change_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    first = _client(create_app(RULESETS, folder, max_games=8))
    waiting = [_new(first, "bitoku", ["human", "random"], seed) for seed in (3, 4, 5)]
    moves = {gid: _stop_before_agent(first, gid) for gid in waiting}
    watched = _new(first, "tokaido", ["random", "random"], 6)
    before = _files(folder)
    again = _client(create_app(RULESETS, folder, max_games=1))  # restarted with room for one live game
    again.cookies = first.cookies
    store = again.app.state.store  # type: ignore[attr-defined]
    for gid in [*waiting, watched] * 2:
        assert again.get(f"/game/{gid}").status_code == 200
        state = again.get(f"/api/game/{gid}").json()
        assert state["live"] is False and state["moves"] == moves.get(gid, state["moves"])
        assert again.get(f"/game/{gid}/join/{'A' * 24}").status_code == 403
    for gid in waiting:
        assert again.get(f"/api/game/{gid}").json()["agent_next"] is True
    rid = again.post("/replay", json={"game": waiting[0]}).json()["url"].split("/")[2].split("?")[0]
    assert again.get(f"/api/replay/{rid}?step=1").status_code == 200
    threading.Event().wait(0.3)  # an agent woken by a look would have moved by now
    assert store.live() == 0 and not store.games and not store.finished
    assert _files(folder) == before  # no save was touched
    # a POST makes a game live: the seat's page asks for the agents to go on, then the cap applies
    r = again.post(f"/api/game/{waiting[0]}/resume", json={})
    assert r.status_code == 200, r.text
    assert r.json()["live"] and r.json()["moves"] > moves[waiting[0]] and store.live() == 1
    r = again.post(f"/api/game/{waiting[1]}/resume", json={})
    assert r.status_code == 429 and _code(r) == "H004"
    r = again.post(f"/api/game/{watched}/step", json={})
    assert r.status_code == 429 and _code(r) == "H004"
    assert _client(again.app).post(f"/api/game/{waiting[1]}/resume", json={}).status_code == 403  # no seat held


def test_a_snapshot_follows_the_save_and_gives_way_to_the_live_game(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    c = _client(create_app(RULESETS, folder))
    gid = _new(c, "tokaido", ["human", "random"], 3)
    other = _client(create_app(RULESETS, folder))  # a second server over the same folder
    other.cookies = c.cookies
    seen = other.get(f"/api/game/{gid}").json()
    s = c.get(f"/api/game/{gid}").json()
    c.post(f"/api/game/{gid}/act", json={"option": s["decision"]["options"][0]["id"], "expect": s["moves"]})
    later = other.get(f"/api/game/{gid}").json()
    assert later["moves"] > seen["moves"] and not later["live"]  # the save changed: the snapshot was rebuilt
    store = other.app.state.store  # type: ignore[attr-defined]
    snap = store.peek(gid)
    live = store.get(gid)
    assert live is not snap and store.current(snap) is live and store.peek(gid) is live


def _strip_tokens(folder: Path, gid: str) -> None:
    j = Journal(folder / DB_NAME)
    web = j.load(gid)["web"]
    del web["tokens"]  # as the table saved games before seats had capabilities
    with j.con:
        j.con.execute("UPDATE games SET web = ?, rev = rev + 1 WHERE id = ?", (json.dumps(web), gid))
    j.close()


def test_an_old_save_without_capabilities_is_taken_over_by_the_servers_host(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    c = _client(create_app(RULESETS, folder))
    gid = _new(c, "tokaido", ["human", "human", "random"], 5)
    _strip_tokens(folder, gid)
    host = _client(create_app(RULESETS, folder))
    state = host.get(f"/api/game/{gid}").json()
    assert state["claimable"] and state["viewer"] is None and not state["watch"]
    assert "Take over as host" in host.get("/").text
    r = host.post(f"/api/game/{gid}/claim", json={})
    assert r.status_code == 200, r.text
    host.cookies.set(f"rsd_{gid}", r.cookies[f"rsd_{gid}"])
    state = host.get(f"/api/game/{gid}").json()
    assert not state["claimable"] and state["held"] == [0] and [h["seat"] for h in state["host"]] == [0, 1]
    saved = saved_game(folder, gid)["web"]["tokens"]
    assert set(saved) == {"-1", "0", "1"}
    invite = state["host"][1]["invite"]
    friend = _client(host.app)
    r = friend.get(invite, follow_redirects=False)
    assert r.status_code == 303
    friend.cookies.set(f"rsd_{gid}", r.cookies[f"rsd_{gid}"])
    assert friend.get(f"/api/game/{gid}").json()["viewer"] == 1
    r = host.post(f"/api/game/{gid}/claim", json={})
    assert r.status_code == 403 and _code(r) == "H007"  # once claimed, nobody claims it again


def test_a_remote_server_needs_its_printed_token_to_claim(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    gid = _new(_client(create_app(RULESETS, folder)), "tokaido", ["human", "random"], 5)
    _strip_tokens(folder, gid)
    remote = _client(create_app(RULESETS, folder, token="T" * 24))
    r = remote.post(f"/api/game/{gid}/claim", json={})
    assert r.status_code == 403 and _code(r) == "H007"
    assert remote.get("/?token=" + "T" * 24, follow_redirects=False).status_code == 303
    remote.cookies.set("rsd_lobby", "T" * 24)
    assert remote.post(f"/api/game/{gid}/claim", json={}).status_code == 200


def test_a_live_stream_of_a_stored_game_changes_nothing(tmp_path: Path) -> None:
    import socket
    import urllib.request

    import uvicorn
    folder = tmp_path / "games"
    first = _client(create_app(RULESETS, folder))
    gid = _new(first, "bitoku", ["human", "random"], 3)
    moves = _stop_before_agent(first, gid)
    before = _files(folder)
    app = create_app(RULESETS, folder, max_games=1)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    srv = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="off"))
    th = threading.Thread(target=srv.run, daemon=True)
    th.start()
    try:
        for _ in range(200):
            if srv.started:
                break
            threading.Event().wait(0.05)
        req = urllib.request.Request(f"http://127.0.0.1:{port}/api/game/{gid}/events",
                                     headers={"Cookie": f"rsd_{gid}={first.cookies[f'rsd_{gid}']}"})
        with urllib.request.urlopen(req, timeout=10) as r:
            got = [r.readline(), r.readline(), r.readline(), r.readline()]
        assert any(line.startswith(f"data: {moves} ".encode()) for line in got), got
        threading.Event().wait(0.3)
        assert app.state.store.live() == 0 and _files(folder) == before
    finally:
        srv.should_exit = True
        th.join(10)
