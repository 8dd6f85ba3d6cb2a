"""The web table's JSON endpoints under random requests (a Hypothesis state machine): games are created,
seats joined by invite, moves sent (legal, stale, forged or nonsense), live streams opened, links
replaced, seats handed over and rules reloaded, by the host, by invitees and by strangers. Whatever
arrives, every answer is either a success or a coded error (never a 5xx or a traceback), a browser
holding no seat never sees anyone's options, and a seat's view never shows another seat's hand."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pytest
from extras import need_module

need_module("starlette", "web")
from hypothesis import HealthCheck, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from hypothesis.stateful import Bundle, RuleBasedStateMachine, consumes, invariant, rule  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from rulesdsl.web.app import create_app  # noqa: E402
from rulesdsl.web.routes import game as routes_game  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RULESETS = {"orchard": ROOT / "rules" / "examples" / "orchard"}
BASE = "http://127.0.0.1:8000"
JUNK = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.text(max_size=30),
                 st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=5), st.integers(), max_size=2))


class Table(RuleBasedStateMachine):
    """One server; browsers are the host's, invitees' (one seat each) and a stranger's."""

    games = Bundle("games")
    created = 0  # games created and moves accepted over the whole run
    moved = 0

    def __init__(self) -> None:
        super().__init__()
        self.tmp = tempfile.TemporaryDirectory(prefix="rulesdsl-fuzz-")
        self.app = create_app(RULESETS, Path(self.tmp.name) / "games", max_games=6)
        self.host = TestClient(self.app, base_url=BASE)
        self.stranger = TestClient(self.app, base_url=BASE)
        self.seats: dict[tuple[str, int], TestClient] = {}
        self.answers: list[Any] = []

    def _answer(self, r: Any) -> Any:
        """Check one answer: a success, or a coded error with a 4xx status."""
        assert r.status_code < 500, r.text[:300]
        data = r.json() if r.headers.get("content-type", "").startswith("application/json") else None
        if r.status_code >= 400:
            assert data is not None and isinstance(data.get("error", {}).get("code"), str), r.text[:300]
        self.answers.append(r.status_code)
        return data

    @rule(target=games, players=st.integers(2, 4), seed=st.one_of(st.none(), st.integers(0, 2**62), JUNK),
          kinds=st.lists(st.sampled_from(["human", "human", "random"]), min_size=4, max_size=4),
          spoil=st.sampled_from([None, None, None, "players", "kind", "ruleset"]))
    def create(self, players: int, seed: Any, kinds: list[str], spoil: str | None) -> str:
        body: dict[str, Any] = {"ruleset": "orchard", "players": players, "seats": kinds[:players]}
        if spoil == "players":
            body["players"] = 9
        elif spoil == "kind":
            body["seats"] = ["greedy:/etc/passwd"] + kinds[1:players]
        elif spoil == "ruleset":
            body["ruleset"] = "../../etc"
        if seed is not None:
            body["seed"] = seed
        data = self._answer(self.host.post("/new", json=body))
        Table.created += bool(data and "game" in data)
        return str(data["game"]) if data and "game" in data else "nosuchgame0000"

    @rule(gid=games, seat=st.integers(0, 4))
    def join(self, gid: str, seat: int) -> None:
        data = self._answer(self.host.get(f"/api/game/{gid}"))
        invite = next((h["invite"] for h in (data or {}).get("host", []) if h["seat"] == seat), None)
        if invite is None:
            return
        browser = TestClient(self.app, base_url=BASE)
        r = browser.get(invite, follow_redirects=False)
        assert r.status_code < 500
        if f"rsd_{gid}" in r.cookies:
            browser.cookies.set(f"rsd_{gid}", r.cookies[f"rsd_{gid}"])
            self.seats[(gid, seat)] = browser

    @rule(gid=games, who=st.sampled_from(["host", "seat", "stranger"]), legal=st.sampled_from([True, True, False]),
          option=JUNK, expect=st.one_of(st.integers(-1, 400), JUNK))
    def move(self, gid: str, who: str, legal: bool, option: Any, expect: Any) -> None:
        browser = self._browser(gid, who)
        view = self._answer(browser.get(f"/api/game/{gid}"))
        body: dict[str, Any] = {"option": option, "expect": expect}
        decision = (view or {}).get("decision") or {}
        if legal and decision.get("options"):
            first = decision["options"][0]
            body = {"option": first.get("id", first) if isinstance(first, dict) else first,
                    "expect": view.get("moves", 0)}
        r = browser.post(f"/api/game/{gid}/act", json=body)
        self._answer(r)
        Table.moved += r.status_code == 200

    @rule(gid=games, who=st.sampled_from(["host", "seat", "stranger"]))
    def stream(self, gid: str, who: str) -> None:
        r = self._browser(gid, who).get(f"/api/game/{gid}/events")
        if r.status_code == 200:
            assert r.text.startswith("retry:")
        else:
            self._answer(r)

    @rule(gid=games, who=st.sampled_from(["host", "seat", "stranger"]), seat=st.one_of(st.integers(0, 4), JUNK))
    def new_link(self, gid: str, who: str, seat: Any) -> None:
        self._answer(self._browser(gid, who).post(f"/api/game/{gid}/link", json={"seat": seat}))

    @rule(gid=games, seat=st.integers(0, 4), kind=st.sampled_from(["human", "random", "mcts:999999s", ""]))
    def hand_over(self, gid: str, seat: int, kind: str) -> None:
        self._answer(self.host.post(f"/api/game/{gid}/seat", json={"seat": seat, "kind": kind}))

    @rule(gid=consumes(games), who=st.sampled_from(["host", "stranger"]))
    def reload(self, gid: str, who: str) -> None:
        self._answer(self._browser(gid, who).post(f"/api/game/{gid}/reload", json={}))

    @rule(body=JUNK, path=st.sampled_from(["/new", "/api/game/x/act", "/api/game/x/seat", "/replay"]))
    def nonsense(self, body: Any, path: str) -> None:
        self._answer(self.stranger.post(path, json=body))

    @invariant()
    def strangers_see_no_options_and_seats_no_other_hand(self) -> None:
        for (gid, seat), browser in list(self.seats.items())[-2:]:
            r = browser.get(f"/api/game/{gid}")
            if r.status_code != 200:
                continue
            view = r.json()
            for p in view.get("players", []):
                if p["seat"] != view.get("viewer"):
                    for region in p.get("regions", []):
                        for z in region.get("zones", []):
                            assert not (z.get("key", "").startswith("hand.") and z.get("objects")), (seat, z)
            spect = self.stranger.get(f"/api/game/{gid}").json()
            decision = spect.get("decision") or {}
            assert not decision.get("options") and not decision.get("mine"), decision  # who decides, not what

    def _browser(self, gid: str, who: str) -> TestClient:
        if who == "seat":
            return next((b for (g, _), b in self.seats.items() if g == gid), self.stranger)
        return self.host if who == "host" else self.stranger

    def teardown(self) -> None:
        self.tmp.cleanup()


def test_the_json_endpoints_hold_under_random_requests(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(routes_game, "STREAM_TICKS", 2)  # a stream answers its first lines, then ends
    monkeypatch.setattr(routes_game, "STREAM_TICK", 0.01)
    Table.TestCase.settings = settings(max_examples=20, stateful_step_count=20, deadline=None, derandomize=True,
                                       suppress_health_check=list(HealthCheck))
    Table.TestCase().runTest()
    assert Table.created > 0 and Table.moved > 0  # the machine reached games and moves, not only refusals
