"""Accessibility of the web table: axe-core (bundled by axe-playwright-python, nothing downloaded) finds no
serious or critical violation on the lobby, the table (mid-game and at the end), the replay and the
gallery; and a game can be played with the keyboard alone."""

from __future__ import annotations

import random
from typing import Any

import web_support
from extras import need_module
from web_support import Page, click_one, moves, start_game, wait_js

need_module("axe_playwright_python", "test")
from axe_playwright_python.sync_playwright import Axe  # noqa: E402

browser, page, server = web_support.browser, web_support.page, web_support.server  # the shared fixtures


def _serious(page: Page) -> list[str]:
    results = Axe().run(page)
    found = results.response["violations"]
    return [f"{v['id']} ({v['impact']}): {v['help']} — {[n['target'] for n in v['nodes']][:3]}"
            for v in found if v["impact"] in ("serious", "critical")]


def test_axe_finds_no_serious_violation(page: Page, server: str) -> None:
    bad: dict[str, list[str]] = {}
    page.goto(f"{server}/")
    page.wait_for_selector("select[name=seat0]")
    bad["lobby"] = _serious(page)
    start_game(page, server, "tokaido", ["human", "random"], seed=8)
    rng = random.Random(8)
    for _ in range(4):
        click_one(page, rng, [3])
        wait_js(page, "!document.body.dataset.busy && document.querySelector('#decision .option')")
    bad["table"] = _serious(page)
    page.locator(".player.me .chip").first.click()
    page.wait_for_selector("#card-pop:not([hidden])")
    bad["card"] = _serious(page)
    page.goto(f"{server}/replay")
    bad["replay list"] = _serious(page)
    page.locator("button.open-game").first.click()
    page.wait_for_selector("#next .prompt")
    bad["replay"] = _serious(page)
    page.goto(f"{server}/cards?ruleset=bitoku")
    bad["gallery"] = _serious(page)
    assert not any(bad.values()), bad


def test_a_game_is_playable_with_the_keyboard(page: Page, server: str) -> None:
    start_game(page, server, "tokaido", ["human", "random"], seed=9)
    for _ in range(6):
        wait_js(page, "!document.body.dataset.busy && document.querySelector('#decision .option:not(.refused)')")
        before = moves(page)
        page.locator("body").focus()
        for _ in range(200):  # Tab until a legal option (or a highlighted target) has the focus
            page.keyboard.press("Tab")
            focused: Any = page.evaluate("document.activeElement.matches('#decision .option:not(.refused), .target')")
            if focused:
                break
        assert focused, "no option reachable with Tab"
        page.keyboard.press("Enter")
        wait_js(page, f"!document.body.dataset.busy && +document.body.dataset.moves > {before}")
