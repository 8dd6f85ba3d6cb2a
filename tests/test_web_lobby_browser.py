"""The lobby, the replays, the end screen and designer mode in a browser (one Chromium for the module): the lobby's
visible text holds no option id and offers only the options that apply (issue 45 item 5); axe finds nothing on
the lobby and the replay pages (issue 47); a card edited on disk while a table is open in designer mode shows
its new text after the reload offered over the live stream, and the designer line stays (issue 47 item 4); the
end screen offers a rematch with the same seats (issue 47 item 6)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import web_support
from extras import need_module
from web_support import Page, serve_in_thread, shot, wait_js

need_module("axe_playwright_python", "test")
from axe_playwright_python.sync_playwright import Axe  # noqa: E402

from rulesdsl.web import reload  # noqa: E402
from rulesdsl.web.app import create_app  # noqa: E402

browser, server = web_support.browser, web_support.server  # the shared fixtures (one browser, one table)
ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "rulesets" / "mini"


@pytest.fixture
def page(browser: Any) -> Iterator[Page]:
    pg = browser.new_page(viewport={"width": 1280, "height": 800})
    yield pg
    pg.close()


def _violations(page: Page) -> list[str]:
    found = Axe().run(page).response["violations"]
    return [f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:3]}" for v in found]


def test_the_lobby_speaks_words_not_ids(page: Page, server: str, tmp_path: Path) -> None:
    page.goto(f"{server}/")
    page.wait_for_selector("select[name=seat0]")
    offered = {r["id"]: r["options"] for r in page.evaluate("PAGE.rulesets")}
    for rid, counts in (("bitoku", (1, 2)), ("tokaido", (2, 3))):
        options = offered[rid]
        ids = {o["id"] for o in options if "_" in o["id"]} | {v["id"] for o in options for v in o["values"]
                                                               if "_" in v["id"]}
        assert ids  # ids a player would read as jargon: solo_no_dragonfly, gate_reward, to_three …
        page.select_option("#ruleset", rid)
        for n in counts:
            page.select_option("#players", str(n))
            text = page.inner_text("main")
            assert not [i for i in ids if i in text], [i for i in ids if i in text]
            assert "mcts" not in text and "Searcher" in text and "Українська" in text and "Türkçe" in text
            shown = set(page.eval_on_selector_all("#options select", "ss => ss.map(s => s.dataset.option)"))
            solo = {o["id"] for o in options if o["players"] == [1]}
            assert (solo <= shown) if n == 1 else not (solo & shown), (rid, n, shown)
            if rid == "tokaido":
                assert ("meal_count" in shown) == (n == 2)
    page.select_option("#ruleset", "bitoku")
    page.select_option("#players", "2")
    page.focus("select[data-option=variant]")
    page.select_option("select[data-option=variant]", "strict")  # a change keeps the keyboard's place
    assert page.evaluate("document.activeElement.dataset.option") == "variant"
    page.select_option("#ruleset", "tokaido")
    assert page.eval_on_selector("select[data-option=variant]", "s => s.value") == "normal"  # its own default
    page.select_option("#ruleset", "bitoku")
    shot(page, "lobby-bitoku-2p", tmp_path)
    assert _violations(page) == []


def test_replays_are_listed_in_words_and_pass_axe(page: Page, server: str, tmp_path: Path) -> None:
    r = page.request.post(f"{server}/new", data={"ruleset": "tokaido", "players": 3, "seed": 4,
                                                 "seats": ["human", "random", "planner"], "names": ["Ana", "", ""]})
    assert r.ok, r.text()
    page.goto(f"{server}/replay")
    item = page.locator("button.open-game").first
    assert "Ana (Person), P2 (Random), P3 (Planner)" in item.inner_text() and "decisions" in item.inner_text()
    assert _violations(page) == []
    shot(page, "replay-list", tmp_path)
    item.click()
    page.wait_for_selector("#next .prompt")
    assert _violations(page) == []


def test_designer_mode_shows_the_edited_card_after_the_reload(browser: Any, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reload, "CHECK_EVERY", 0.2)  # look at the folder often: the test need not wait 2 s
    folder = tmp_path / "mini"
    shutil.copytree(MINI, folder)
    app = create_app({"mini": folder}, tmp_path / "games")
    served = serve_in_thread(app)
    url = next(served)
    pg = browser.new_page(viewport={"width": 1280, "height": 800})
    try:
        r = pg.request.post(f"{url}/new", data={"ruleset": "mini", "players": 2, "seed": 3,
                                                "seats": ["human", "random"]})
        gid = r.json()["game"]
        pg.goto(f"{url}/game/{gid}?designer=1")
        pg.wait_for_selector("#decision .rule")
        wait_js(pg, "CARDS.red_coin && CARDS.red_coin.name === 'Red coin'")
        cards = folder / "cards.yaml"
        cards.write_text(cards.read_text(encoding="utf-8").replace("gain(coins, 2)", "gain(coins, 5)"),
                         encoding="utf-8")
        ftl = folder / "locales" / "en" / "mini.ftl"
        ftl.write_text(ftl.read_text(encoding="utf-8").replace("= Red coin", "= Crimson coin"), encoding="utf-8")
        pg.wait_for_selector("#reload", timeout=15_000)  # pushed over the live stream: nothing else happened
        pg.click("#reload")
        wait_js(pg, "CARDS.red_coin && CARDS.red_coin.name === 'Crimson coin'")
        assert any("5 coins" in line for line in pg.evaluate("CARDS.red_coin.lines"))
        pg.wait_for_selector("#decision .rule")  # the designer line stays after the reload
        shot(pg, "designer-after-reload", tmp_path, full_page=False)
        pg.reload()
        wait_js(pg, "CARDS.red_coin && CARDS.red_coin.name === 'Crimson coin'")  # and after a page refresh
    finally:
        pg.close()
        served.close()


def test_the_end_screen_offers_a_rematch(page: Page, tmp_path: Path) -> None:
    served = serve_in_thread(create_app({"mini": MINI}, tmp_path / "games"))
    url = next(served)
    try:
        r = page.request.post(f"{url}/new", data={"ruleset": "mini", "players": 2, "seed": 3,
                                                  "seats": ["human", "random"]})
        gid = r.json()["game"]
        page.goto(f"{url}/game/{gid}")
        for _ in range(300):
            wait_js(page, "!document.body.dataset.busy && (document.querySelector('#decision .option') || "
                          "document.querySelector('#rematch'))")
            if page.locator("#rematch").count():
                break
            before = int(page.evaluate("document.body.dataset.moves"))
            page.locator("#decision .option:not(.refused)").last.click()  # pass: a short game
            wait_js(page, f"!document.body.dataset.busy && (+document.body.dataset.moves > {before} || "
                          "document.querySelector('#rematch'))")
        shot(page, "end-screen", tmp_path, full_page=False)
        page.click("#rematch")
        page.wait_for_url(lambda u: gid not in u)
        page.wait_for_selector("#decision .prompt")
        assert page.locator("#rematch").count() == 0
    finally:
        served.close()
