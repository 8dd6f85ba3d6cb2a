"""The playtest journal: the database's migrations (a v1 file brought forward), the table's feedback and notes
(only a seated person, for their own seat, bounded and checked), export and delete per game, and the
`rulesdsl playtests` report showing two rules versions side by side with the bots' figures for each."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from extras import need_module

from rulesdsl.cli.main import cli
from rulesdsl.journal import feedback
from rulesdsl.journal.games import Journal, RulesVersion
from rulesdsl.journal.locate import DB_NAME
from rulesdsl.journal.schema import MIGRATIONS, SCHEMA_VERSION, migrate, open_db

ROOT = Path(__file__).resolve().parent.parent
NOTHANKS = ROOT / "rules" / "examples" / "nothanks"


def test_a_v1_journal_is_migrated_forward_keeping_its_games(tmp_path: Path) -> None:
    path = tmp_path / "old" / DB_NAME
    con = open_db(path, upto=1)  # a file as the first schema wrote it
    con.execute("INSERT INTO games (id, ruleset, path, players, seed, locale, record, web, over, agent_next, rev, "
                "started, updated) VALUES ('abc1', 'nothanks', '', 3, 1, 'en', '{\"ruleset\": \"nothanks\", "
                "\"players\": 3, \"seed\": 1}', '{\"id\": \"abc1\", \"seats\": [\"human\", \"random\", \"random\"]}',"
                " 0, 0, 1, 0, 0)")
    con.execute("INSERT INTO moves VALUES ('abc1', 0, 'take', 0)")
    con.close()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    j = Journal(path)
    assert j.con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert [r[0] for r in j.con.execute("SELECT version FROM migrations ORDER BY version")] == \
        [m[0] for m in MIGRATIONS]
    assert j.load("abc1")["actions"] == ["take"] and j.version_of("abc1")["digest"] == ""
    assert j.con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    j.con.execute("PRAGMA user_version = 99")  # written by a newer rulesdsl: refused, never downgraded
    with pytest.raises(Exception) as err:
        migrate(j.con, path=path)
    assert getattr(err.value, "code", "") == "F007"
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"not a database at all" * 100)
    with pytest.raises(Exception) as err:
        Journal(bad)
    assert getattr(err.value, "code", "") == "F007"


def test_a_save_rewrites_moves_only_from_where_the_history_changed(tmp_path: Path) -> None:
    j = Journal(tmp_path / DB_NAME)
    rec: dict[str, Any] = {"ruleset": "r", "players": 2, "seed": 1, "actions": ["a", "b", "c"],
                           "web": {"id": "g1", "seats": ["human", "random"]}}
    j.save(rec, RulesVersion("d1", "c" * 40, True))
    j.save({**rec, "actions": ["a", "x"]}, RulesVersion("d1"))
    assert j.load("g1")["actions"] == ["a", "x"] and j.rev("g1") == 2
    assert sqlite3.connect(tmp_path / DB_NAME).execute("SELECT count(*) FROM moves").fetchone()[0] == 2


# --- at the table ---------------------------------------------------------------------------------------------
need_module("starlette", "web")
from starlette.testclient import TestClient  # noqa: E402

from rulesdsl.web.app import create_app  # noqa: E402

BASE = "http://127.0.0.1:8000"


def _play_out(c: TestClient, gid: str) -> None:
    """Let the table's people take their first legal option until the game ends."""
    store = c.app.state.store  # type: ignore[attr-defined]
    s = store.get(gid)
    for _ in range(2000):
        if s.game.is_over():
            break
        seat = next(p for p in s.game.waiting() if p in s.human_seats())
        with s.lock:
            s.act(seat, s.game.legal_actions()[0], len(s.game.history), store.save)
            s.run_bots(store.save, store.stopping)
        store.settle(s)
    assert s.game.is_over()


def _game(c: TestClient, seats: list[str], seed: int, names: list[str] | None = None) -> tuple[str, TestClient]:
    r = c.post("/new", json={"ruleset": "nothanks", "players": len(seats), "seed": seed, "seats": seats,
                             **({"names": names} if names else {})})
    assert r.status_code == 200, r.text
    gid = str(r.json()["game"])
    host = c.get(f"/api/game/{gid}").json()["host"]
    friend = TestClient(c.app, base_url=BASE)
    r = friend.get(host[1]["invite"], follow_redirects=False)
    friend.cookies.set(f"rsd_{gid}", r.cookies[f"rsd_{gid}"])
    return gid, friend


def _code(r: Any) -> str:
    return str(r.json()["error"]["code"])


def test_people_give_feedback_for_their_own_seat_only(tmp_path: Path) -> None:
    app = create_app({"nothanks": NOTHANKS}, tmp_path / "games")
    c = TestClient(app, base_url=BASE)
    gid, friend = _game(c, ["human", "human", "random"], 3, ["Ann", "Bo", ""])
    stranger = TestClient(app, base_url=BASE)
    assert c.post(f"/api/game/{gid}/note", json={"text": "the chips feel tight"}).json()["move"] == 0
    for who, body, status, code in [
        (stranger, {"text": "hi"}, 403, "H007"),                 # a spectator holds no seat
        (c, {"text": "hi", "seat": 1}, 403, "H007"),             # the host does not hold seat 2
        (c, {"text": ""}, 400, "H005"), (c, {"text": "x" * 501}, 400, "H005"), (c, {"text": ["x"]}, 400, "H005"),
    ]:
        r = who.post(f"/api/game/{gid}/note", json=body)
        assert (r.status_code, _code(r)) == (status, code), body
    r = c.post(f"/api/game/{gid}/feedback", json={"fun": 4})
    assert (r.status_code, _code(r)) == (403, "H003")  # the form opens at the end
    _play_out(c, gid)
    state = friend.get(f"/api/game/{gid}/playtest").json()
    assert state["over"] and [s["seat"] for s in state["seats"]] == [1]
    assert {c["id"] for c in state["cards"]} == set(app.state.store.ruleset("nothanks").entities)
    assert "cards" not in stranger.get(f"/api/game/{gid}/playtest").json()
    for body in [{"fun": 6}, {"fun": True}, {"length": "endless"}, {"card": "no_such_card", "feel": "strong"},
                 {"card": "card_3"}, {"text": "y" * 1001}, {}, {"fun": 3, "seat": 0}]:
        r = friend.post(f"/api/game/{gid}/feedback", json=body)
        assert r.status_code in (400, 403) and _code(r) in ("H005", "H007"), body
    assert c.post(f"/api/game/{gid}/feedback", json={"fun": 5, "length": "right", "card": "card_35",
                                                     "feel": "weak", "text": "<b>great</b>"}).status_code == 200
    assert friend.post(f"/api/game/{gid}/feedback", json={"fun": 2, "length": "long",
                                                          "text": "too\x07 long"}).status_code == 200
    j = Journal(tmp_path / "games" / DB_NAME)
    forms = j.con.execute("SELECT seat, name, fun, length, card, card_feel, text FROM feedback "
                          "ORDER BY seat").fetchall()
    assert forms == [(0, "Ann", 5, "right", "card_35", "weak", "<b>great</b>"), (1, "Bo", 2, "long", None, None,
                                                                                  "too long")]  # \x07 dropped
    # what people typed is shown literally in the report: never markup in the HTML, never a link in the Markdown
    runner = CliRunner()
    c.post(f"/api/game/{gid}/feedback", json={"fun": 5, "text": "<b>great</b> ![x](http://example.org/t.png)"})
    out = runner.invoke(cli, ["playtests", "--data", str(tmp_path / "games"), "--bot-games", "0", "--no-plots",
                              "--out", str(tmp_path / "report")])
    assert out.exit_code == 0, out.output
    html = (tmp_path / "report" / "playtests.html").read_text(encoding="utf-8")
    md = (tmp_path / "report" / "playtests.md").read_text(encoding="utf-8")
    assert "&lt;b&gt;great&lt;/b&gt;" in html and "<b>great" not in html
    assert "\\<b\\>great" in md and "\\!\\[x\\](http" in md and "](http" not in md.replace("\\](http", "")
    # export (no capabilities) and delete, per game
    out = runner.invoke(cli, ["playtests", "export", gid, "--data", str(tmp_path / "games")])
    assert out.exit_code == 0, out.output
    saved = json.loads(out.output)
    assert "web" not in saved and "tokens" not in out.output and saved["playtest"]["notes"][0]["move"] == 0
    assert saved["playtest"]["rules"]["digest"] == app.state.store.ruleset("nothanks").content_hash
    # an exported game goes into another journal with what was said about it
    (tmp_path / "game.json").write_text(out.output, encoding="utf-8")
    out = runner.invoke(cli, ["playtests", "import", str(tmp_path / "game.json"), "--data", str(tmp_path / "other"),
                              "--path", str(NOTHANKS)])
    assert out.exit_code == 0 and gid in out.output, out.output
    moved = Journal(tmp_path / "other" / DB_NAME)
    assert feedback.of_game(moved, gid) == feedback.of_game(j, gid) and len(moved.load(gid)["actions"]) > 10
    assert runner.invoke(cli, ["playtests", "delete", gid, "--yes", "--data", str(tmp_path / "games")]).exit_code == 0
    assert j.rev(gid) is None and j.con.execute("SELECT count(*) FROM feedback").fetchone()[0] == 0
    assert j.con.execute("SELECT count(*) FROM notes").fetchone()[0] == 0
    out = runner.invoke(cli, ["playtests", "delete", gid, "--yes", "--data", str(tmp_path / "games")])
    assert out.exit_code == 1 and "F008" in out.output


def test_two_rules_versions_side_by_side_with_the_bots(tmp_path: Path) -> None:
    rules = tmp_path / "nothanks"
    shutil.copytree(NOTHANKS, rules, ignore=shutil.ignore_patterns("tests"))
    data = tmp_path / "games"
    c = TestClient(create_app({"nothanks": rules}, data), base_url=BASE)
    first, _ = _game(c, ["human", "human", "random"], 5)
    _play_out(c, first)
    text = (rules / "entities.yaml").read_text(encoding="utf-8")
    (rules / "entities.yaml").write_text(text.replace("{id: card_35, start: deck, props: {value: 35}}",
                                                      "{id: card_35, start: deck, props: {value: 30}}"),
                                         encoding="utf-8")
    c2 = TestClient(create_app({"nothanks": rules}, data), base_url=BASE)  # the table restarted on the new rules
    second, _ = _game(c2, ["human", "human", "random"], 6)
    _play_out(c2, second)
    # the first game is still shown at the table, and replays, under its own rules (the journal's snapshot)
    seen = c2.get(f"/api/game/{first}").json()
    before: Any = c.app.state.store
    after: Any = c2.app.state.store
    assert seen["over"] and seen["final"] == c.get(f"/api/game/{first}").json()["final"]
    old_rules = before.peek(first).rs.content_hash
    assert after.peek(first).rs.content_hash == old_rules != after.ruleset("nothanks").content_hash
    out = CliRunner().invoke(cli, ["playtests", "replay", first, "--data", str(data)])
    assert out.exit_code == 0 and "replay matches the save" in out.output, out.output
    bots = ["--bots", "random", "--bot-games", "6"]
    out = CliRunner().invoke(cli, ["playtests", str(rules), "--data", str(data), *bots, "--format", "json"])
    assert out.exit_code == 0, out.output
    vs = json.loads(out.output)["versions"]
    assert len(vs) == 2 and vs[0]["digest"] != vs[1]["digest"]
    for v in vs:
        assert v["games"] == 1 and v["players"] == 3 and v["bots"]["games"] == 6 and "remembered" not in v["bots"]
        assert sum(r["k"] for r in v["win_by_seat"]) >= 1 and len(v["bots"]["win_by_seat"]) == 3
    out = CliRunner().invoke(cli, ["playtests", str(rules), "--data", str(data), *bots,
                                   "--out", str(tmp_path / "report"), "--no-plots"])
    assert out.exit_code == 0, out.output
    md = (tmp_path / "report" / "playtests.md").read_text(encoding="utf-8")
    assert md.count(vs[0]["digest"][:10]) >= 3 and md.count(vs[1]["digest"][:10]) >= 3
    assert "Win rate by seat: people and bots" in md
    got = json.loads(CliRunner().invoke(cli, ["playtests", str(rules), "--data", str(data), *bots, "--format",
                                              "json"]).output)["versions"]
    assert all(v["bots"]["remembered"] for v in got)  # the bots' games are played once per version
    csv_out = CliRunner().invoke(cli, ["playtests", str(rules), "--data", str(data), *bots, "--format", "csv"]).output
    assert csv_out.splitlines()[0].startswith("ruleset,digest") and ",bots,win_rate,P1," in csv_out
    assert os.stat(data / DB_NAME).st_mode & 0o077 == 0


def test_a_folder_of_the_tables_older_per_game_files_is_imported_once(tmp_path: Path) -> None:
    c = TestClient(create_app({"nothanks": NOTHANKS}, tmp_path / "new"), base_url=BASE)
    gid, friend = _game(c, ["human", "human", "random"], 7)
    old = tmp_path / "old"
    old.mkdir()
    record = c.app.state.store.journal.load(gid)  # type: ignore[attr-defined]
    (old / f"{gid}.json").write_text(json.dumps(record), encoding="utf-8")  # as the table wrote them before
    (old / "notes.json").write_text("{}", encoding="utf-8")  # not a save: left alone
    again = TestClient(create_app({"nothanks": NOTHANKS}, old), base_url=BASE)
    again.cookies = friend.cookies  # the invite links of the old file still hold
    state = again.get(f"/api/game/{gid}").json()
    assert state["viewer"] == 1 and state["moves"] == len(record["actions"])
    assert sorted(p.name for p in old.iterdir() if p.suffix != ".sqlite3" and "sqlite3" not in p.name) == \
        sorted([f"{gid}.json.imported", "notes.json"])
    assert gid in again.get("/").text  # listed among the unfinished games


def test_the_rules_version_names_the_commit_and_whether_the_tree_was_dirty(tmp_path: Path) -> None:
    import subprocess

    from rulesdsl.journal.versions import git_state
    assert git_state(tmp_path) == ("", None)  # not a work tree: no commit, no guess
    if shutil.which("git") is None:
        pytest.skip("no git on this machine")
    rules = tmp_path / "nothanks"
    shutil.copytree(NOTHANKS, rules)
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@t"}
    for args in (["init", "-q"], ["add", "."], ["commit", "-qm", "v1"]):
        subprocess.run(["git", *args], cwd=tmp_path, check=True, env=env, capture_output=True)
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=tmp_path, capture_output=True, text=True).stdout.strip()
    assert git_state(rules) == (head, False)
    (rules / "entities.yaml").write_text((rules / "entities.yaml").read_text(encoding="utf-8") + "\n")
    assert git_state(rules) == (head, True)
