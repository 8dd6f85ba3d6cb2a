"""Around a game at the web table (issue 47 item 6, issue 45 item 5): options that apply only at some player
counts (declared as data, checked as E066, refused by the lobby elsewhere), open games with their free seats to
join, the games played listed with date, seats, winner and length, and a rematch with the same seats."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from extras import need_module

need_module("starlette", "web")
from starlette.testclient import TestClient  # noqa: E402

from rulesdsl.compiler.loader import check_ruleset  # noqa: E402
from rulesdsl.web.app import create_app  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"
BASE = "http://127.0.0.1:8000"


def _mini(tmp_path: Path, options: str) -> Path:
    folder = tmp_path / "mini"
    shutil.copytree(MINI, folder)
    f = folder / "ruleset.yaml"
    text = f.read_text(encoding="utf-8")
    f.write_text(text.replace('  - {id: variant, values: ["normal", "rich"], default: "normal"}', options),
                 encoding="utf-8")
    return folder


@pytest.mark.parametrize(("options", "said"), [
    ('  - {id: variant, values: ["normal", "rich"], default: "normal", players: [2, 5]}', "applies at 5 players"),
    ('  - {id: variant, values: ["normal", "rich"], default: "normal", when: {speed: [fast]}}', "no other option"),
    ('  - {id: variant, values: ["normal", "rich"], default: "normal", when: {variant: [rich]}}', "no other option"),
    ('  - {id: speed, values: ["slow", "fast"], default: "slow"}\n'
     '  - {id: variant, values: ["normal", "rich"], default: "normal", when: {speed: [quick]}}', "'quick'"),
])
def test_option_applicability_is_checked(tmp_path: Path, options: str, said: str) -> None:
    diags = check_ruleset(_mini(tmp_path, options)).diagnostics
    found = [d for d in diags if d.code == "E066"]
    assert found and said in found[0].message, [str(d) for d in diags]


def test_the_lobby_offers_only_the_options_that_apply(tmp_path: Path) -> None:
    folder = _mini(tmp_path, '  - {id: speed, values: ["slow", "fast"], default: "slow"}\n'
                             '  - {id: variant, values: ["normal", "rich"], default: "normal", players: [3, 4], '
                             'when: {speed: [fast]}}')
    assert not check_ruleset(folder).errors
    c = TestClient(create_app({"mini": folder}, tmp_path / "games"), base_url=BASE)
    page = c.get("/").text
    data = re.search(r'<script id="page-data" type="application/json">(.*?)</script>', page, re.S)
    assert data

    opts = {o["id"]: o for o in json.loads(data.group(1))["rulesets"][0]["options"]}
    assert opts["variant"]["players"] == [3, 4] and opts["variant"]["when"] == {"speed": ["fast"]}
    body = {"ruleset": "mini", "seed": 1, "seats": ["random"] * 2, "players": 2}
    r = c.post("/new", json={**body, "options": {"variant": "rich", "speed": "fast"}})
    assert r.status_code == 400 and r.json()["error"]["code"] == "H005", r.text  # not at 2 players
    assert c.post("/new", json={**body, "options": {"variant": "normal"}}).status_code == 200  # its default: fine
    r = c.post("/new", json={**body, "players": 3, "seats": ["random"] * 3,
                             "options": {"variant": "rich", "speed": "slow"}})
    assert r.status_code == 400  # only with speed fast
    r = c.post("/new", json={**body, "players": 3, "seats": ["random"] * 3,
                             "options": {"variant": "rich", "speed": "fast"}})
    assert r.status_code == 200, r.text


def test_open_games_replays_and_rematch(tmp_path: Path) -> None:
    app = create_app({"mini": MINI}, tmp_path / "games")
    host = TestClient(app, base_url=BASE)
    r = host.post("/new", json={"ruleset": "mini", "players": 3, "seed": 5, "seats": ["human", "human", "random"],
                                "names": ["Ana", "Bo", ""]})
    gid = r.json()["game"]
    lobby = host.get("/").text
    assert "1 free seat" in lobby and "Join as Bo" in lobby and "Join as Ana" not in lobby  # the host holds Ana
    after = TestClient(create_app({"mini": MINI}, tmp_path / "games"), base_url=BASE).get("/").text  # a restart
    assert "Join as Bo" in after and "Join as Ana" not in after  # the first person seat stays the host's
    join = re.search(r'href="(/game/[0-9a-f]+/join/[^"]+)"', lobby)
    assert join
    guest = TestClient(app, base_url=BASE)
    r = guest.get(join.group(1), follow_redirects=False)
    guest.cookies.set(f"rsd_{gid}", r.cookies[f"rsd_{gid}"])
    assert guest.get(f"/api/game/{gid}").json()["viewer"] == 1  # the listed invite seats the guest as Bo
    for _ in range(400):  # both people play until the end
        s = host.get(f"/api/game/{gid}").json()
        if s["over"]:
            break
        who = host if s["decision"]["player"] == 0 else guest
        mine = who.get(f"/api/game/{gid}").json()
        legal = [o for o in mine["decision"]["options"] if o["legal"]]
        who.post(f"/api/game/{gid}/act", json={"option": legal[-1]["id"], "expect": mine["moves"]})  # pass: short
    final = host.get(f"/api/game/{gid}").json()
    assert final["over"]
    winners = ", ".join(r["name"] for r in final["final"]["ranking"] if r["rank"] == 1)
    replays = host.get("/replay").text
    assert "Ana (Person), Bo (Person), P3 (Random)" in replays
    assert f"{final['moves']} decisions" in replays and winners in replays
    assert re.search(r"\d{4}-\d\d-\d\d \d\d:\d\d", replays)
    assert "Mini test game · 3 ·" not in replays
    stranger = TestClient(app, base_url=BASE)
    assert stranger.post(f"/api/game/{gid}/rematch", json={}).status_code == 403
    r = host.post(f"/api/game/{gid}/rematch", json={})
    assert r.status_code == 200, r.text
    new = r.json()["game"]
    host.cookies.set(f"rsd_{new}", r.cookies[f"rsd_{new}"])
    again = guest.post(f"/api/game/{gid}/rematch", json={})
    assert again.json()["game"] == new  # the second person joins the same rematch, in the same seat
    guest.cookies.set(f"rsd_{new}", again.cookies[f"rsd_{new}"])
    state = host.get(f"/api/game/{new}").json()
    assert [h["name"] for h in state["host"]] == ["Ana", "Bo"] and not state["over"]
    assert guest.get(f"/api/game/{new}").json()["viewer"] == 1


def test_actions_of_other_player_counts_are_not_shown(tmp_path: Path) -> None:
    from rulesdsl.compiler.loader import load_ruleset
    from rulesdsl.reports.sim_report import never_fired
    folder = _mini(tmp_path, '  - {id: variant, values: ["normal", "rich"], default: "normal"}')
    f = folder / "actions.yaml"
    f.write_text(f.read_text(encoding="utf-8").replace(
        "    - id: pass\n", "    - id: crowd\n      players: [3, 4]\n      do: \"gain(vp, 1)\"\n    - id: pass\n"),
        encoding="utf-8")
    assert not check_ruleset(folder).errors
    c = TestClient(create_app({"mini": folder}, tmp_path / "games"), base_url=BASE)
    for players in (2, 3):
        r = c.post("/new", json={"ruleset": "mini", "players": players, "seed": 1,
                                 "seats": ["human"] + ["random"] * (players - 1)})
        s = c.get(f"/api/game/{r.json()['game']}").json()
        ids = {o["id"] for o in s["decision"]["options"]}
        assert ("crowd" in ids) == (players == 3), ids  # at 2 players it is no refused button: it is not there
    rs = load_ruleset(folder)
    assert "crowd" not in never_fired([], rs, 2)["actions"] and "crowd" in never_fired([], rs, 3)["actions"]


def test_the_end_table_names_every_section_the_game_passed() -> None:
    from rulesdsl.agents import make_agent
    from rulesdsl.compiler.loader import load_ruleset
    from rulesdsl.play.game import Game
    from rulesdsl.web.ending import final_scores
    game = Game.new(load_ruleset(ROOT / "rules" / "bitoku"), 2, 3, log=True)
    agent = make_agent("random", 1)
    while not game.is_over():
        game.apply(agent.choose(game))
    labels = [r["label"] for r in final_scores(game, "en")["rows"]]
    # bitoku-rules §4.5: the Ascension scores in steps A-H; a step where nobody scored is a row of zeros
    steps = [x[:2] for x in labels if x[1:2] == "."]
    assert labels[0] == "During the game" and steps == ["A.", "B.", "C.", "D.", "E.", "F.", "G.", "H."], labels
    assert labels[-1] == "total" and not any("yokai" in x for x in labels)  # the solo Tengu's step: not at 2p
    quiet = game.clone(keep_log=False)  # without a log: the steps between the scored ones still show
    run = [x[:2] for x in (r["label"] for r in final_scores(quiet, "en")["rows"]) if x[1:2] == "."]
    assert run == steps[:len(run)] and len(run) >= 2
