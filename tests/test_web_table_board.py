"""The web table as a board (issue 47, items 1-3 and 5): the shared board comes first at every width (Bitoku's
five forest regions within the first 800 px at 1280x800 with 2 and 4 players, the first region within a phone's
first screen), the tab title marks a seat's decision when another seat moves (two seats in two browser
contexts), axe finds no violation on the table and the gallery, and the gallery lists every Tokaido piece.
Each forest region's column holds its kodama track (a list of numbered spaces under a heading, every kodama
focusable), and the seat's own cards are small card frames whose whole text shows on focus. One browser for
the module."""

from __future__ import annotations

import time
from typing import Any

import pytest
import web_support
from extras import need_module
from web_support import Page, moves, start_game, wait_js

need_module("axe_playwright_python", "test")
from axe_playwright_python.sync_playwright import Axe  # noqa: E402

browser, page, server = web_support.browser, web_support.page, web_support.server  # the shared fixtures
TOPS = "Array.from(document.querySelectorAll('#board .sect')).map((s) => s.getBoundingClientRect().top + scrollY)"


def _violations(page: Page) -> list[str]:
    found = Axe().run(page).response["violations"]
    return [f"{v['id']} ({v['impact']}): {v['help']} — {[n['target'] for n in v['nodes']][:3]}" for v in found]


@pytest.mark.parametrize("players", [2, 4])
def test_the_forest_regions_come_first(browser: Any, server: str, players: int) -> None:
    pg = browser.new_page(viewport={"width": 1280, "height": 800})
    try:
        start_game(pg, server, "bitoku", ["human"] + ["random"] * (players - 1), seed=players)
        wait_js(pg, "document.querySelectorAll('#board .sect').length === 5")
        tops = pg.evaluate(TOPS)
        assert len(tops) == 5 and max(tops) < 800, tops  # all five regions start in the first screen
        names = pg.evaluate("Array.from(document.querySelectorAll('#board .sect h4')).map((h) => h.textContent)")
        assert names == ["Lands of Yomi", "Stairs of Knowledge", "Home of the Great Spirit", "Glade of Jade",
                         "The Forges"]
        # each region's kodama track in its column: 8 spaces, every player's kodama (and the 2p neutral one)
        tracks = pg.evaluate("Array.from(document.querySelectorAll('#board .sect')).map((s) => {"
                             "const t = s.querySelector('.ptrack'); const ol = t.querySelector('ol.steps');"
                             "return [t.querySelector('h5').textContent, ol.getAttribute('aria-labelledby') ==="
                             " t.querySelector('h5').id, ol.children.length, t.querySelectorAll('.chip.mini').length,"
                             " t.querySelectorAll('.chip.mini[tabindex=\"0\"][aria-label*=\"Space \"]').length]; })")
        n = players + (players == 2)
        assert tracks == [["Kodama track", True, 8, n, n]] * 5, tracks
        # the seat's own cards as card frames: a name, a first line of text, the whole text shown on focus
        card = pg.locator("#mine .chip.cardlet").first
        assert card.locator(".cl-line").inner_text().strip()
        assert not card.locator(".cl-full").is_visible()
        card.focus()
        assert card.locator(".cl-full").is_visible()
        board = pg.evaluate("document.getElementById('board').getBoundingClientRect().top + scrollY")
        mine = pg.evaluate("document.getElementById('mine').getBoundingClientRect().top + scrollY")
        assert board < mine  # the shared board before the seat's own area
        pg.set_viewport_size({"width": 390, "height": 844})
        pg.evaluate("window.scrollTo(0, 0)")
        tops = pg.evaluate(TOPS)
        assert tops[0] < 844, tops  # the first region starts in a phone's first screen
        # on a phone each region is one block: a section's zones never sit beside another section's
        boxes = pg.evaluate("Array.from(document.querySelectorAll('#board .sect')).map((s) => {"
                            "const r = s.getBoundingClientRect(); return [r.left, r.right, r.top, r.bottom]; })")
        assert all(b[2] >= a[3] - 1 for a, b in zip(boxes, boxes[1:], strict=False)), boxes
        for i in range(min(pg.locator("#mine .chip.cardlet").count(), 4)):  # an open card's text stays on screen
            pg.locator("#mine .chip.cardlet").nth(i).focus()
            assert pg.evaluate("document.documentElement.scrollWidth") <= 390, i
        pg.evaluate("document.activeElement.blur()")
        assert pg.evaluate("document.documentElement.scrollWidth") <= 390
    finally:
        pg.close()


def test_the_tab_title_marks_a_decision_of_the_other_seat(browser: Any, server: str) -> None:
    host = browser.new_context(viewport={"width": 1280, "height": 800})
    guest = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        a = host.new_page()
        start_game(a, server, "tokaido", ["human", "human"], seed=12)
        wait_js(a, "document.querySelector('#host input.invite')")
        links = a.locator("#host input.invite")
        invite = links.nth(1).input_value()
        b = guest.new_page()
        b.goto(invite)
        b.wait_for_selector("#decision .prompt")
        for _ in range(12):  # the seat to move clicks; the other seat's tab title then says it is its decision
            wait_js(a, "document.body.dataset.moves !== undefined")
            mover, other = (a, b) if a.evaluate("document.body.dataset.mine") == "1" else (b, a)
            wait_js(mover, "document.querySelector('#decision .option:not(.refused)')")
            if other.evaluate("document.body.dataset.mine") == "1":
                continue  # a simultaneous decision: both may choose
            assert not other.title().startswith("▶"), other.title()
            before = moves(other)
            mover.locator("#decision .option:not(.refused)").first.click()
            wait_js(other, f"+document.body.dataset.moves > {before}")
            if other.evaluate("document.body.dataset.mine") == "1":
                wait_js(other, "document.title.startsWith('▶')")
                assert "Tokaido" in other.title()
                assert other.evaluate("document.activeElement.id") == "prompt"  # the focus moved to the decision
                assert other.evaluate("document.querySelector('link[rel=icon]').href").startswith("data:image/svg")
                return
        raise AssertionError("the other seat never got a decision")
    finally:
        host.close()
        guest.close()


def test_axe_finds_nothing_on_the_table_and_the_gallery(page: Page, server: str) -> None:
    start_game(page, server, "bitoku", ["human", "random"], seed=5)
    wait_js(page, "!document.body.dataset.busy && document.querySelector('#decision .option')")
    page.locator("#decision .option:not(.refused)").first.click()
    wait_js(page, "!document.body.dataset.busy && document.querySelector('#decision .option')")
    time.sleep(0.2)
    bad = {"table": _violations(page)}
    # every piece takes the focus and opens its card with Enter
    chip = page.locator("#mine .chip:not(.target)").first
    chip.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#card-pop:not([hidden])")
    page.keyboard.press("Escape")
    assert page.evaluate("document.querySelectorAll('.chip').length") == page.evaluate(
        "document.querySelectorAll('.chip[tabindex=\"0\"]').length")
    for rid, n in (("tokaido", 78),):  # (the same template draws every ruleset's gallery)
        page.goto(f"{server}/cards?ruleset={rid}")
        bad[f"gallery {rid}"] = _violations(page)
        if n is not None:  # every piece of every kind: meals, souvenirs, panoramas, hot springs too
            assert page.locator(".card").count() == n
            kinds = set(page.evaluate("Array.from(document.querySelectorAll('.card')).map((c) => c.dataset.kind)"))
            assert {"Meal card", "Souvenir card", "Panorama card", "Hot spring card"} <= kinds, kinds
    assert not any(bad.values()), bad
