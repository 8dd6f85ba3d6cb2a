"""Done-when of the playtest journal, in a real browser: two people (two browser contexts) and an agent play No
Thanks at the table; one leaves a note during the game; both fill in the end-of-game form; the journal then holds
the game with its rules version, seats, result and what both people typed."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import web_support
from web_support import FINISHED, moves, serve_in_thread, shot, start_game, wait_js

from rulesdsl.journal import feedback
from rulesdsl.journal.games import Journal
from rulesdsl.journal.locate import DB_NAME
from rulesdsl.web.app import create_app

NOTHANKS = web_support.ROOT / "rules" / "examples" / "nothanks"
browser = web_support.browser


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("journal")


@pytest.fixture(scope="module")
def app(data: Path) -> Any:
    return create_app({"nothanks": NOTHANKS}, data)


@pytest.fixture(scope="module")
def table(app: Any) -> Iterator[str]:
    yield from serve_in_thread(app)


def _ahead(app: Any, gid: str, person_moves: int) -> None:
    """Play the people's first moves on the server (the clicks that follow play the rest): keeps the test short."""
    store = app.state.store
    s = store.get(gid)
    for _ in range(person_moves):
        with s.lock:
            seat = next((p for p in s.game.waiting() if p in s.human_seats()), None)
            if seat is None or s.game.is_over():
                return
            s.act(seat, s.game.legal_actions()[0], len(s.game.history), store.save)
            s.run_bots(store.save, store.stopping)
        store.settle(s)


def _turn(page: Any) -> bool:
    """Click this seat's first legal option if it decides now; whether it did."""
    if page.evaluate(f"!!document.body.dataset.busy || {FINISHED}"):
        return False
    options = page.locator("#decision .option:not(.refused)")
    if not options.count():
        return False
    before = moves(page)
    options.first.click()
    wait_js(page, f"!document.body.dataset.busy && (+document.body.dataset.moves > {before} || {FINISHED})")
    return True


def test_two_people_and_an_agent_play_and_both_give_feedback(browser: Any, app: Any, table: str, data: Path,
                                                             tmp_path: Path) -> None:
    host_ctx = browser.new_context(viewport={"width": 1300, "height": 1000})
    friend_ctx = browser.new_context(viewport={"width": 1300, "height": 1000})
    host, friend = host_ctx.new_page(), friend_ctx.new_page()
    start_game(host, table, "nothanks", ["human", "human", "random"], seed=11)
    gid = host.url.split("/game/")[1].split("?")[0]
    invite = host.evaluate(f"fetch('/api/game/{gid}').then(r => r.json()).then(s => s.host[1].invite)")
    friend.goto(table + invite)
    friend.wait_for_selector("#decision .prompt")
    wait_js(host, "!document.getElementById('pt-note').hidden")
    host.click("#pt-note-open")
    host.fill("#pt-note-text", "Taking the first card felt forced")
    host.click("#pt-note-form button[type=submit]")
    wait_js(host, "document.getElementById('pt-note-status').textContent.includes('decision 1')")
    host.click("#pt-note-open")
    host.fill("#pt-note-text", "A second thought")
    shot(host, "playtest-note", tmp_path, full_page=False)
    host.click("#pt-note-open")
    _ahead(app, gid, 30)
    clicks = [0, 0]
    for _ in range(1_200):  # bounded: each round either moves a seat or waits a tenth of a second
        if host.evaluate(FINISHED) and friend.evaluate(FINISHED):
            break
        turned = (_turn(host), _turn(friend))
        clicks = [clicks[0] + turned[0], clicks[1] + turned[1]]
        if not any(turned):
            time.sleep(0.1)
    else:
        pytest.fail("the game did not end")
    for page, fun, length, card, feel, text in [
        (host, "5", "right", "card_35", "strong", "Great tension <script>alert(1)</script>"),
        (friend, "3", "long", "card_3", "weak", "Too many passes"),
    ]:
        wait_js(page, "!document.getElementById('pt-feedback').hidden && document.querySelectorAll('#pt-card option')"
                      ".length > 2")
        page.check(f"#pt-form input[name=fun][value='{fun}']")
        page.check(f"#pt-form input[name=length][value={length}]")
        page.select_option("#pt-card", card)
        page.check(f"#pt-form input[name=feel][value={feel}]")
        page.fill("#pt-text", text)
        page.click("#pt-form button[type=submit]")
        wait_js(page, "document.getElementById('pt-status').textContent.startsWith('Thank')")
    assert not host.evaluate("!!window.alertFired") and host.locator("script:has-text('alert(1)')").count() == 0
    shot(host, "playtest-end-form", tmp_path)
    j = Journal(data / DB_NAME)
    row = j.con.execute("SELECT ruleset, digest, over FROM games WHERE id = ?", (gid,)).fetchone()
    assert row[0] == "nothanks" and len(row[1]) == 32 and row[2] == 1
    assert j.con.execute("SELECT seat, kind FROM seats WHERE game = ? ORDER BY seat", (gid,)).fetchall() == \
        [(0, "human"), (1, "human"), (2, "random")]
    results = j.con.execute("SELECT seat, won FROM results WHERE game = ? ORDER BY seat", (gid,)).fetchall()
    assert len(results) == 3 and sum(w for _, w in results) >= 1
    said = feedback.of_game(j, gid)
    assert [(f["seat"], f["fun"], f["length"], f["card"], f["feel"], f["text"]) for f in said["forms"]] == [
        (0, 5, "right", "card_35", "strong", "Great tension <script>alert(1)</script>"),
        (1, 3, "long", "card_3", "weak", "Too many passes")]
    assert said["notes"][0]["text"] == "Taking the first card felt forced" and said["notes"][0]["seat"] == 0
    assert len(j.load(gid)["actions"]) == moves(host) and min(clicks) >= 2  # both people clicked
    host_ctx.close()
    friend_ctx.close()
