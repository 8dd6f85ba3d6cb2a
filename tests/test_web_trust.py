"""The web table's round-4 trust checks (reliability audit 2026-12-05): a game started without a seed is dealt
from a seed nobody can compute (F1); spectators cannot starve the seats' live streams (F2); the host can
replace a seat's link, and a seat handed back to its person gets a new one; idle live games leave memory;
a stored game looked at again is not replayed."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from extras import need, need_module
from journal_support import saved_game

need_module("starlette", "web")
from starlette.testclient import TestClient  # noqa: E402

from rulesdsl.compiler.loader import load_ruleset  # noqa: E402
from rulesdsl.errors import UsageError  # noqa: E402
from rulesdsl.play.game import Game  # noqa: E402
from rulesdsl.web.app import create_app  # noqa: E402
from rulesdsl.web.streams import MAX_CLIENT_SPECTATORS, MAX_SPECTATOR_STREAMS, MAX_STREAMS, StreamGate  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ORCHARD = ROOT / "rules" / "examples" / "orchard"
RULESETS = {"orchard": ORCHARD, "tokaido": ROOT / "rules" / "tokaido"}
BASE = "http://127.0.0.1:8000"


def _client(app: Any) -> TestClient:
    return TestClient(app, base_url=BASE)


def _new(c: TestClient, body: dict[str, Any]) -> str:
    r = c.post("/new", json={"ruleset": "orchard", "players": 2, "seats": ["human", "human"], **body})
    assert r.status_code == 200, r.text
    return str(r.json()["game"])


def _seed(folder: Path, gid: str) -> int:
    return int(saved_game(folder, gid)["seed"])


@pytest.mark.parametrize("asked", [{}, {"seed": 0}, {"seed": None}, {"seed": ""}])
def test_games_started_without_a_seed_are_dealt_from_seeds_nobody_can_compute(tmp_path: Path,
                                                                               asked: dict[str, Any]) -> None:
    """F1: two games without a seed deal different hands, and neither is the deal of seed 1."""
    folder = tmp_path / "games"
    c = _client(create_app(RULESETS, folder, max_games=8))
    a, b = _new(c, asked), _new(c, asked)
    seeds = {_seed(folder, a), _seed(folder, b)}
    assert len(seeds) == 2 and 1 not in seeds
    hands = [_hand(c.get(f"/api/game/{gid}?seat=0").json()) for gid in (a, b)]
    assert len(hands[0]) == 10 and hands[0] != hands[1]
    offline = Game.new(load_ruleset(ORCHARD), 2, 1)  # what anyone could compute when games were dealt from 1
    assert all(Game.new(load_ruleset(ORCHARD), 2, s).state["zones"] != offline.state["zones"] for s in seeds)


def _hand(view: dict[str, Any]) -> list[int]:
    """The object ids in seat 0's hand, as its own view shows them."""
    return [o["id"] for r in view["players"][0]["regions"] for z in r["zones"] if z["key"] == "hand.0"
            for o in z.get("objects", [])]


def test_a_typed_seed_is_kept_and_the_lobby_field_starts_empty(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    c = _client(create_app(RULESETS, folder, max_games=8))
    assert _seed(folder, _new(c, {"seed": 7})) == 7
    page = c.get("/").text
    field = page[page.index('id="seed"') - 80:page.index('id="seed"') + 120]
    assert 'value=""' in field and "placeholder" in field


def test_the_api_draws_a_seed_and_says_which() -> None:
    rs = load_ruleset(ORCHARD)
    a, b = Game.new(rs, 2), Game.new(rs, 2)
    assert a.seed is not None and b.seed is not None and a.seed != b.seed
    assert Game.new(rs, 2, a.seed).state == a.state  # the seed it says replays the game


# ---- live streams ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("spectators", "clients", "games"), [(300, 1, 1), (300, 300, 1), (300, 300, 10)])
def test_spectators_never_crowd_out_a_seat(spectators: int, clients: int, games: int) -> None:
    gate = StreamGate()
    admitted = 0
    for i in range(spectators):
        try:
            gate.admit(f"g{i % games}", f"10.0.{i % clients // 250}.{i % clients % 250}", None)
            admitted += 1
        except UsageError as err:
            assert err.code == "H011"
    assert admitted <= MAX_SPECTATOR_STREAMS
    seats = [gate.admit(f"g{g}", "10.9.9.9", seat) for g in range(games) for seat in (-1, 0, 1, 2)]
    assert len(seats) == 4 * games and gate.open <= MAX_STREAMS
    for t in seats:
        gate.release(t)
    assert gate.open == admitted


def test_every_bound_of_the_gate_refuses_with_h011() -> None:
    gate = StreamGate(total=8, spectators=4, per_game=3, per_client=2, per_role=2)
    steps: list[tuple[str, str, int | None, str]] = [  # (game, client, role, refused because …) "" = admitted
        ("a", "x", None, ""), ("a", "x", None, ""), ("a", "x", None, "this address"),
        ("a", "y", None, ""), ("a", "z", None, "this game"), ("b", "z", None, ""),
        ("c", "w", None, "spectators"),  # 4 spectators: the rest is kept for seats
        ("a", "x", 0, ""), ("a", "x", 0, ""), ("a", "x", 0, "this seat"),
        ("a", "x", -1, ""), ("a", "x", -1, ""), ("b", "x", 0, "8 live connections"),
    ]
    for gid, client, role, refused in steps:
        if refused:
            with pytest.raises(UsageError, match=refused) as err:
                gate.admit(gid, client, role)
            assert err.value.code == "H011"
        else:
            gate.admit(gid, client, role)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _first_event(client: Any, url: str, cookies: dict[str, str]) -> int:
    """The status of a stream, after its first `data:` line when it is open (then closed)."""
    async with client.stream("GET", url, cookies=cookies) as r:
        if r.status_code != 200:
            await r.aread()
            return int(r.status_code)
        async for line in r.aiter_lines():
            if line.startswith("data:"):
                return 200
    return 0


async def _storm(base: str, gid: str, seat_cookies: list[dict[str, str]]) -> tuple[list[int], list[int]]:
    import httpx
    limits = httpx.Limits(max_connections=400, max_keepalive_connections=0)
    async with httpx.AsyncClient(base_url=base, timeout=30, limits=limits) as client:
        held: list[Any] = []
        spectators = []
        for _ in range(300):  # a spectator opens 300 streams and keeps those admitted open
            r = await client.send(client.build_request("GET", f"/api/game/{gid}/events"), stream=True)
            spectators.append(r.status_code)
            if r.status_code == 200:
                held.append(r)
            else:
                await r.aclose()
        seats = await asyncio.gather(*(_first_event(client, f"/api/game/{gid}/events", ck) for ck in seat_cookies))
        for r in held:
            await r.aclose()
    return spectators, list(seats)


def test_300_spectator_streams_leave_every_seats_stream_working(tmp_path: Path) -> None:
    """F2, on a real server: one client opens 300 event streams of a game; the host's and both seats' streams
    still open and get their first event."""
    need("httpx", "test")
    port = _free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT), RULESDSL_CACHE=os.environ.get("RULESDSL_CACHE", str(tmp_path / "c")))
    proc = subprocess.Popen([sys.executable, "-m", "rulesdsl", "serve", str(ORCHARD), "--port", str(port),
                             "--data", str(tmp_path / "games")], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        import httpx
        for _ in range(200):
            try:
                httpx.get(base + "/", timeout=2)
                break
            except httpx.HTTPError:
                time.sleep(0.1)
        host = httpx.Client(base_url=base, timeout=30)
        r = host.post("/new", json={"ruleset": "orchard", "players": 2, "seats": ["human", "human"]})
        assert r.status_code == 200, r.text
        gid = r.json()["game"]
        cookie = f"rsd_{gid}"
        invites = {h["seat"]: h["invite"] for h in host.get(f"/api/game/{gid}").json()["host"]}
        seat_cookies = [{cookie: host.cookies[cookie]}]
        for seat in (0, 1):
            joined = httpx.get(base + invites[seat], follow_redirects=False, timeout=30)
            seat_cookies.append({cookie: joined.cookies[cookie]})
        spectators, seats = asyncio.run(asyncio.wait_for(_storm(base, gid, seat_cookies), 90))
        assert spectators.count(200) <= MAX_SPECTATOR_STREAMS and 429 in spectators
        assert seats == [200, 200, 200]
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()


# ---- revocable seats, idle games, looking without replaying ------------------------------------------------
def _join(c: TestClient, invite: str, gid: str) -> TestClient:
    other = _client(c.app)
    r = other.get(invite, follow_redirects=False)
    other.cookies.set(f"rsd_{gid}", r.cookies[f"rsd_{gid}"])
    return other


def _invite(c: TestClient, gid: str, seat: int) -> str:
    return str(next(h["invite"] for h in c.get(f"/api/game/{gid}").json()["host"] if h["seat"] == seat))


def test_a_new_link_locks_the_old_one_out_at_once(tmp_path: Path) -> None:
    c = _client(create_app(RULESETS, tmp_path / "games", max_games=8))
    gid = _new(c, {"seed": 5})
    old = _join(c, _invite(c, gid, 1), gid)
    assert old.get(f"/api/game/{gid}?seat=1").status_code == 200
    before = _invite(c, gid, 1)
    r = c.post(f"/api/game/{gid}/link", json={"seat": 1})
    assert r.status_code == 200 and r.json()["invite"] != before
    fresh = r.json()["invite"]
    assert _invite(c, gid, 1) == fresh
    assert old.get(f"/api/game/{gid}?seat=1").json()["error"]["code"] == "H007"
    assert _join(c, fresh, gid).get(f"/api/game/{gid}?seat=1").status_code == 200
    assert old.post(f"/api/game/{gid}/link", json={"seat": 0}).json()["error"]["code"] == "H007"  # host only


def test_a_seat_handed_to_an_agent_and_back_gets_a_new_link(tmp_path: Path) -> None:
    c = _client(create_app(RULESETS, tmp_path / "games", max_games=8))
    gid = _new(c, {"seed": 5})
    before = _invite(c, gid, 1)
    old = _join(c, before, gid)
    for kind in ("random", "human"):
        assert c.post(f"/api/game/{gid}/seat", json={"seat": 1, "kind": kind}).status_code == 200
    assert _invite(c, gid, 1) != before
    assert old.get(f"/api/game/{gid}?seat=1").json()["error"]["code"] == "H007"


def test_idle_live_games_leave_memory_and_free_their_slots(tmp_path: Path) -> None:
    c = _client(create_app(RULESETS, tmp_path / "games", max_games=2))
    store = c.app.state.store  # type: ignore[attr-defined]
    first = [_new(c, {"seed": s}) for s in (1, 2)]
    assert c.post("/new", json={"ruleset": "orchard", "players": 2, "seats": ["human", "human"]}).status_code == 429
    store.idle_after = 0.0  # every game is idle now
    third = _new(c, {"seed": 3})
    assert store.live() == 1 and third in store.games
    s = store.get(first[0])  # a move's request resumes an idle game from disk, as it was
    assert s.seed == 1 and first[0] in store.games


def test_a_stored_game_looked_at_again_is_not_replayed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "games"
    c = _client(create_app(RULESETS, folder, max_games=16))
    gids = [_new(c, {"seed": s}) for s in range(12)]
    fresh = _client(create_app(RULESETS, folder, max_games=16))  # a restart: every game is on disk only
    store = fresh.app.state.store  # type: ignore[attr-defined]
    replays = []
    real = store.resume
    monkeypatch.setattr(store, "resume", lambda path, live=True: replays.append(path) or real(path, live))
    for _ in range(3):
        for gid in gids:
            assert fresh.get(f"/api/game/{gid}").status_code == 200
    assert len(replays) == len(gids)


def test_a_host_replacing_its_own_seats_link_keeps_the_seat(tmp_path: Path) -> None:
    c = _client(create_app(RULESETS, tmp_path / "games", max_games=8))
    gid = _new(c, {"seed": 5})
    r = c.post(f"/api/game/{gid}/link", json={"seat": 0})
    assert r.status_code == 200 and f"rsd_{gid}" in r.cookies
    c.cookies.set(f"rsd_{gid}", r.cookies[f"rsd_{gid}"])
    assert c.get(f"/api/game/{gid}?seat=0").status_code == 200


@pytest.mark.parametrize(("header", "name"), [("[::1]:8000", "::1"), ("[::1]", "::1"), ("[::1]x", ""),
                                              ("[::1]:80x", ""), ("[::1", "")])
def test_an_ipv6_host_header_is_a_literal_and_a_port_or_nothing(header: str, name: str) -> None:
    from rulesdsl.web.security import host_name
    assert host_name(header) == name


def test_an_idle_stream_ends_and_gives_its_slot_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rulesdsl.web.routes import game as routes_game
    monkeypatch.setattr(routes_game, "STREAM_TICK", 0.01)
    monkeypatch.setattr(routes_game, "STREAM_IDLE", 0.1)  # without it the stream would run 3600 ticks
    app = create_app(RULESETS, tmp_path / "games", max_games=8)
    c = _client(app)
    gid = _new(c, {"seed": 5})
    spectator = _client(app)
    for _ in range(MAX_CLIENT_SPECTATORS + 2):  # more than one address may hold at once: each slot came back
        r = spectator.get(f"/api/game/{gid}/events")  # read to its end: it ends once idle
        assert r.status_code == 200 and r.text.count("data:") == 1
