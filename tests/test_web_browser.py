"""The web table in a real browser (Playwright driving Debian's Chromium; no browser download): full games
against agents, refused moves, watch and replay, the gallery and the hot seat. Screenshots go to
$RULESDSL_SHOTS (default: the test's temporary folder); their paths are printed.
"""

from __future__ import annotations

import random
from pathlib import Path

import web_support
from web_support import Page, play_through, shot, start_game, wait_js

browser, page, server = web_support.browser, web_support.page, web_support.server  # the shared fixtures

def test_a_full_bitoku_game_against_bots(page: Page, server: str, tmp_path: Path) -> None:
    start_game(page, server, "bitoku", ["human", "random"], seed=7)
    clicks, _ = play_through(page, random.Random(7))
    assert clicks > 20
    ranking = page.locator("#decision .ranking").inner_text()
    assert "P1" in ranking and "P2" in ranking
    assert page.locator("#decision .breakdown table tr").count() > 2
    shot(page, "web-bitoku-end", tmp_path)


def test_an_illegal_move_is_refused_and_nothing_changes(page: Page, server: str) -> None:
    start_game(page, server, "bitoku", ["human", "random"], seed=11)
    page.wait_for_selector("#decision .option")
    result = page.evaluate("""async () => {
        const api = location.pathname.replace('/game/', '/api/game/');
        const s = await (await fetch(api)).json();
        const r = await fetch(api + '/act', {method: 'POST', headers: {'Content-Type': 'application/json'},
            body: JSON.stringify({option: 'not_an_option', expect: s.moves})});
        const after = await (await fetch(api)).json();
        return {status: r.status, body: await r.json(), before: s.moves, after: after.moves};
    }""")
    assert result["status"] == 409 and result["body"]["error"]["code"] == "R001"
    assert result["before"] == result["after"]


def test_watch_and_replay(page: Page, server: str, tmp_path: Path) -> None:
    page.goto(f"{server}/")
    page.select_option("#ruleset", "tokaido")
    page.select_option("#players", "2")
    page.select_option("select[name=seat0]", "random")
    page.select_option("select[name=seat1]", "random")
    page.click("#start")
    page.wait_for_selector("#play-pause")
    page.fill("#speed", "50")
    page.dispatch_event("#speed", "change")
    page.wait_for_selector("#scores:not([hidden])", timeout=120_000)
    shot(page, "web-watch-end", tmp_path)
    page.goto(f"{server}/replay")
    page.locator("button.open-game").first.click()
    page.wait_for_selector("#next .option")
    slider = page.locator("#slider")
    steps = int(slider.get_attribute("max") or "0")
    assert steps > 10
    for _ in range(5):
        page.click("#fwd")
    wait_js(page, "document.querySelector('#where').textContent.includes('5')")
    page.click("#back")
    wait_js(page, "document.querySelector('#where').textContent.includes('4')")
    assert page.locator("#next .option.chosen").count() == 1
    shot(page, "web-replay", tmp_path)


def test_the_gallery_in_ukrainian(page: Page, server: str, tmp_path: Path) -> None:
    page.goto(f"{server}/cards?ruleset=bitoku&locale=uk")
    total = page.locator(".card").count()
    assert total > 50
    text = page.locator(".gallery").inner_text()
    assert sum("\u0400" <= ch <= "\u04ff" for ch in text) > 500  # Cyrillic card text
    page.fill("#search", "Каппа")
    shown = page.locator(".card:not([hidden])").count()
    assert 0 < shown < total
    shot(page, "web-gallery-uk", tmp_path)


def test_hot_seat_hides_the_table_between_people(page: Page, server: str, tmp_path: Path) -> None:
    start_game(page, server, "tokaido", ["human", "human"], seed=2, hotseat=True)
    for _ in range(40):  # play until the decision passes to the other person
        wait_js(page, "!document.body.dataset.busy")
        if page.locator("#curtain:not([hidden])").count():
            break
        page.locator("#decision .option:not(.refused)").first.click()
    assert page.locator("#curtain:not([hidden])").count() == 1
    assert page.locator(".layout").is_hidden()  # nothing of the previous person's hand stays on screen
    shot(page, "web-hotseat-curtain", tmp_path)
    page.click("#curtain-ok")
    page.wait_for_selector("#decision .option")
    assert page.locator(".layout").is_visible()


def test_options_about_cards_open_their_text_and_pieces_name_their_owner(page: Page, server: str,
                                                                         tmp_path: Path) -> None:
    start_game(page, server, "bitoku", ["human", "random", "random"], seed=3)
    info = page.locator("#decision .card-info")
    assert info.count() >= 2  # the first decision picks a card of the hand
    option = page.locator("#decision .option-pair .option").first
    assert "\n" in (option.get_attribute("title") or "")  # hovering shows the card text
    info.first.click()
    pop = page.locator("#card-pop")
    assert pop.is_visible()
    lines = pop.locator("p").all_inner_texts()
    assert len(lines) >= 2 and not [x for x in lines if x.lstrip().startswith(":")]
    shot(page, "web-option-card", tmp_path, full_page=False)
    page.keyboard.press("Escape")
    names = page.locator(".chip.owned .name").all_text_contents()  # the others' areas too (closed summaries)
    assert names and all(n.startswith(("P1's", "P2's", "P3's")) for n in names)
    assert page.locator(".chip.owned svg.icon").count() > 0 and page.locator(".zone-title svg.icon").count() > 0
    assert "(red)" in (page.locator(".chip.owned[data-owner='0']").first.get_attribute("title") or "")


def test_a_route_wraps_in_its_own_order_on_a_phone(browser: object, server: str, tmp_path: Path) -> None:
    """At 390 px the Tokaido road (a declared route) wraps like text, in the order it walks, instead of
    scrolling sideways; at desk width it keeps its declared cells."""
    for width, wraps in ((390, True), (1500, False)):
        pg = browser.new_page(viewport={"width": width, "height": 844})  # type: ignore[attr-defined]
        start_game(pg, server, "tokaido", ["human", "random", "random"], seed=3)
        road = pg.locator("section[data-region=road] .zones.track")
        assert "route" in (road.get_attribute("class") or "")
        overflow = pg.evaluate("(() => { const g = document.querySelector('section[data-region=road] .zones');"
                               " return g.scrollWidth - g.clientWidth; })()")
        tops = pg.evaluate("[...document.querySelectorAll('section[data-region=road] .cell')]"
                           ".map((c) => Math.round(c.getBoundingClientRect().top))")
        lefts = pg.evaluate("[...document.querySelectorAll('section[data-region=road] .cell')]"
                            ".map((c) => Math.round(c.getBoundingClientRect().left))")
        if wraps:
            assert overflow <= 1, overflow
            # in the route's order, row by row: each cell is right of the one before, or starts a lower row
            cells = list(zip(tops, lefts, strict=True))
            assert all(t2 > t1 or (t2 == t1 and l2 > l1) for (t1, l1), (t2, l2) in zip(cells, cells[1:], strict=False))
            shot(pg, "web-tokaido-road-phone", tmp_path, full_page=True)
        else:
            assert len(set(tops)) == 4  # the four lines the route declares
        pg.close()
