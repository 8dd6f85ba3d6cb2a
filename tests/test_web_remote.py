"""Two people on two browsers plus an agent play a whole Tokaido game, each browser holding only its own
invite link; neither can read or move for the other seat, through the page or the API (forged seat
numbers, plain-text bodies, a page of another origin). Then screenshots of Bitoku (4 players, mid-game)
and Tokaido (5 players) at 1280x800 and 390x844 with a card's text open, for people to look at."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

import web_support
from web_support import Page, click_one, moves, shot, start_game, wait_js

browser, server = web_support.browser, web_support.server  # the shared fixtures
FINISHED = "!document.querySelector('#scores').hidden"


def _api(page: Page, script: str) -> Any:
    return page.evaluate("async () => { const api = location.pathname.replace('/game/', '/api/game/'); "
                         + script + " }")


def _forgeries(page: Page, other: int) -> None:
    """From a seat's own page: reading or moving for the other seat is refused, and so is a plain-text body."""
    got = _api(page, f"""
        const s = await (await fetch(api)).json();
        const view = await fetch(api + '?seat={other}');
        const forged = await fetch(api + '/act', {{method: 'POST', headers: {{'Content-Type': 'application/json'}},
            body: JSON.stringify({{seat: {other}, option: 'x', expect: s.moves}})}});
        const plain = await fetch(api + '/act', {{method: 'POST', headers: {{'Content-Type': 'text/plain'}},
            body: JSON.stringify({{option: 'x', expect: s.moves}})}});
        const after = await (await fetch(api)).json();
        return {{view: view.status, forged: forged.status, code: (await forged.json()).error.code,
                plain: plain.status, before: s.moves, after: after.moves, viewer: s.viewer}};""")
    assert got["view"] == 403 and got["forged"] == 403 and got["code"] == "H007", got
    assert got["plain"] == 415 and got["before"] == got["after"] and got["viewer"] != other, got


def _other_origin(context: Any, server: str, gid: str) -> None:
    """A page of another origin (another site: `localhost` beside `127.0.0.1`), in a browser that holds a seat,
    posts a move as a simple request and as JSON: no answer is readable, the preflight fails."""
    evil = server.replace("127.0.0.1", "localhost") + "/elsewhere"
    page = context.new_page()
    page.route(evil, lambda route: route.fulfill(status=200, content_type="text/html",
                                                 body="<!doctype html><title>x</title><p>hello</p>"))
    page.goto(evil)
    sent = page.evaluate("""async ([url, body]) => {
        const out = [];
        for (const type of ['text/plain', 'application/json']) {
            try {
                const r = await fetch(url, {method: 'POST', mode: type === 'text/plain' ? 'no-cors' : 'cors',
                    credentials: 'include', headers: {'Content-Type': type}, body: body});
                out.push(r.type + ':' + r.status);
            } catch (e) { out.push('blocked'); }
        }
        return out;
    }""", [f"{server}/api/game/{gid}/act", json.dumps({"option": "x", "expect": 0})])
    assert sent[0] in ("opaque:0", "blocked") and sent[1] == "blocked", sent
    page.close()


def test_two_people_on_two_browsers_and_an_agent_play_tokaido(browser: Any, server: str, tmp_path: Path) -> None:
    host_ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    guest_ctx = browser.new_context(viewport={"width": 390, "height": 844})
    host, guest = host_ctx.new_page(), guest_ctx.new_page()
    errors: list[str] = []
    for pg in (host, guest):
        pg.on("pageerror", lambda e: errors.append(str(e)))
    start_game(host, server, "tokaido", ["human", "human", "planner"], seed=5)
    gid = host.url.split("/game/")[1].split("?")[0]
    host.wait_for_selector("#host input.invite")
    invite = host.locator("#host input.invite").nth(1).input_value()
    assert f"/game/{gid}/join/" in invite
    guest.goto(f"{server}/game/{gid}")  # without the invite: a spectator, public information only
    guest.wait_for_selector("#decision .prompt")
    assert _api(guest, "return (await (await fetch(api)).json()).viewer;") is None
    guest.goto(invite)
    guest.wait_for_selector("#decision .prompt")
    assert _api(guest, "return (await (await fetch(api)).json()).viewer;") == 1
    cookies = guest_ctx.cookies()
    assert all(c["httpOnly"] and c["sameSite"] == "Strict" for c in cookies if c["name"].startswith("rsd_"))
    _forgeries(host, 1)
    _forgeries(guest, 0)
    before = _api(host, "return (await (await fetch(api)).json()).moves;")
    _other_origin(guest_ctx, server, gid)
    _other_origin(host_ctx, server, gid)
    assert _api(host, "return (await (await fetch(api)).json()).moves;") == before
    rng, refused, clicks = random.Random(5), [0], 0
    seat_pages = {0: host, 1: guest}
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        state = _api(host, "return await (await fetch(api)).json();")
        if state["over"]:
            break
        d = state["decision"]
        if d["player"] not in seat_pages:
            time.sleep(0.1)  # the agent is moving
            continue
        pg = seat_pages[d["player"]]
        # the other browser follows live (Server-Sent Events): its page shows the same move count
        wait_js(pg, f"+document.body.dataset.moves === {state['moves']} && document.querySelector('#decision .option')")
        assert pg.locator("#decision .option").count() > 0
        other = seat_pages[1 - d["player"]]
        assert other.locator("#decision .option").count() == 0  # never the other seat's options
        click_one(pg, rng, refused)
        clicks += 1
    for pg in (host, guest):
        wait_js(pg, FINISHED, timeout=30)
        assert pg.locator("#decision .ranking li").count() == 3
    assert clicks > 20 and not errors, errors
    shot(host, "web-remote-tokaido-end-1280", tmp_path)
    shot(guest, "web-remote-tokaido-end-390", tmp_path)
    host_ctx.close()
    guest_ctx.close()


def _to_mid_game(page: Page, rng: random.Random, decisions: int) -> None:
    refused = [3]  # no refused clicks: straight on
    for _ in range(decisions):
        wait_js(page, f"!document.body.dataset.busy && (document.querySelector('#decision .option') || {FINISHED})")
        if page.evaluate(FINISHED):
            return
        click_one(page, rng, refused)
    wait_js(page, "!document.body.dataset.busy && document.querySelector('#decision .option')")


def test_screenshots_of_the_table(browser: Any, server: str, tmp_path: Path) -> None:
    for ruleset, seats, decisions, numbers in (("bitoku", ["human", "planner", "planner", "planner"], 30, True),
                                               ("tokaido", ["human", "random", "random", "random", "random"], 6,
                                                False)):
        ctx = browser.new_context(viewport={"width": 1280, "height": 800})
        page = ctx.new_page()
        start_game(page, server, ruleset, seats, seed=3)
        _to_mid_game(page, random.Random(3), decisions)
        assert moves(page) > decisions
        owned = page.locator(".chip.owned")
        assert owned.count() > 0  # pieces drawn in their owner's colour
        assert page.locator(".chip .badge.prop").count() > 0 or not numbers  # die values, positions as badges
        chip = page.locator(".player.me .chip").first
        chip.hover()  # the card text: a tooltip, or a card frame's whole text drawn on hover
        assert chip.get_attribute("title") or chip.locator(".cl-full").is_visible()
        chip.click()
        page.wait_for_selector("#card-pop:not([hidden]) p")  # the card's text, on tap as on hover
        shot_path = shot(page, f"web-{ruleset}-{len(seats)}p-1280x800", tmp_path, full_page=False)
        assert shot_path.stat().st_size > 20_000
        page.keyboard.press("Escape")
        page.set_viewport_size({"width": 390, "height": 844})
        assert page.evaluate("document.documentElement.scrollWidth") <= 390  # no sideways scrolling of the page
        shot(page, f"web-{ruleset}-{len(seats)}p-390x844", tmp_path, full_page=False)
        ctx.close()
