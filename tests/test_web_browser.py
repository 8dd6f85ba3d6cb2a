"""The web table in a real browser (Playwright driving Debian's Chromium; no browser download).

Skipped where Playwright or /usr/bin/chromium is missing, except in CI (CI=true), where they are
installed by .ci/run and a missing one is a failure. Screenshots go to $RULESDSL_SHOTS (default: the
test's temporary folder); their paths are printed.
"""

from __future__ import annotations

import os
import random
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
if not os.environ.get("CI"):
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("uvicorn")
    if not Path(CHROMIUM).exists():
        pytest.skip("no Chromium on this machine", allow_module_level=True)

import uvicorn  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402

from rulesdsl.web.app import create_app  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RULESETS = {"bitoku": ROOT / "rules" / "bitoku", "tokaido": ROOT / "rules" / "tokaido"}
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    app = create_app(RULESETS, tmp_path_factory.mktemp("games"))
    port = _free_port()
    srv = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    th = threading.Thread(target=srv.run, daemon=True)
    th.start()
    for _ in range(200):
        if srv.started:
            break
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    srv.should_exit = True
    th.join(10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Page]:
    pg = browser.new_page(viewport={"width": 1500, "height": 1100})
    yield pg
    pg.close()


def _shot(page: Page, name: str, tmp_path: Path) -> Path:
    folder = Path(os.environ.get("RULESDSL_SHOTS", str(tmp_path)))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    print(f"screenshot: {path}")
    return path


def _start(page: Page, server: str, ruleset: str, seats: list[str], seed: int, locale: str = "en") -> None:
    page.goto(f"{server}/?locale={locale}")
    page.select_option("#ruleset", ruleset)
    page.select_option("#players", str(len(seats)))
    for p, kind in enumerate(seats):
        page.select_option(f"select[name=seat{p}]", kind)
    page.fill("#seed", str(seed))
    page.click("#start")
    page.wait_for_selector("#decision .prompt")


def _moves(page: Page) -> int:
    return int(page.evaluate("document.body.dataset.moves"))


def _play_through(page: Page, rng: random.Random, limit: int = 3000) -> tuple[int, int]:
    """Click legal options until the final score shows; returns (clicks, refused options tried)."""
    clicks = refused = 0
    done = "!document.querySelector('#scores').hidden"
    while clicks < limit:
        ready = f"!document.body.dataset.busy && (document.querySelector('#decision .option') || {done})"
        page.wait_for_function(ready)
        if page.evaluate(done):
            return clicks, refused
        before = _moves(page)
        bad = page.locator("#decision .option.refused")
        if bad.count() and refused < 3:
            bad.first.click(force=True)  # a refused option (aria-disabled): its reason shows, nothing changes
            page.wait_for_function("document.querySelector('#decision .error').textContent.length > 0")
            assert _moves(page) == before
            refused += 1
        options = page.locator("#decision .option:not(.refused)")
        options.nth(rng.randrange(options.count())).click()
        page.wait_for_function(f"!document.body.dataset.busy && (+document.body.dataset.moves > {before} || {done})")
        clicks += 1
    raise AssertionError(f"no final score after {limit} clicks")


def test_a_full_bitoku_game_against_bots(page: Page, server: str, tmp_path: Path) -> None:
    _start(page, server, "bitoku", ["human", "random"], seed=7)
    _shot(page, "web-bitoku-start", tmp_path)
    clicks, _ = _play_through(page, random.Random(7))
    assert clicks > 20
    scores = page.locator("#scores").inner_text()
    assert "P1" in scores and "P2" in scores
    _shot(page, "web-bitoku-end", tmp_path)


def test_a_full_tokaido_game_against_bots(page: Page, server: str, tmp_path: Path) -> None:
    _start(page, server, "tokaido", ["human", "random", "random"], seed=4)
    _shot(page, "web-tokaido-start", tmp_path)
    clicks, _ = _play_through(page, random.Random(4))
    assert clicks > 5
    assert page.locator("#scores").inner_text().strip()
    _shot(page, "web-tokaido-end", tmp_path)


def test_an_illegal_move_is_refused_and_nothing_changes(page: Page, server: str) -> None:
    _start(page, server, "bitoku", ["human", "random"], seed=11)
    page.wait_for_selector("#decision .option")
    result = page.evaluate("""async () => {
        const api = location.pathname.replace('/game/', '/api/game/');
        const s = await (await fetch(api + location.search)).json();
        const r = await fetch(api + '/act', {method: 'POST', headers: {'Content-Type': 'application/json'},
            body: JSON.stringify({seat: 0, option: 'not_an_option', expect: s.moves})});
        const after = await (await fetch(api + location.search)).json();
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
    _shot(page, "web-watch-end", tmp_path)
    page.goto(f"{server}/replay")
    page.locator("form.inline button").first.click()
    page.wait_for_selector("#next .option")
    slider = page.locator("#slider")
    steps = int(slider.get_attribute("max") or "0")
    assert steps > 10
    for _ in range(5):
        page.click("#fwd")
    page.wait_for_function("document.querySelector('#where').textContent.includes('5')")
    page.click("#back")
    page.wait_for_function("document.querySelector('#where').textContent.includes('4')")
    assert page.locator("#next .option.chosen").count() == 1
    _shot(page, "web-replay", tmp_path)


def test_the_gallery_in_ukrainian(page: Page, server: str, tmp_path: Path) -> None:
    page.goto(f"{server}/cards?ruleset=bitoku&locale=uk")
    total = page.locator(".card").count()
    assert total > 50
    text = page.locator(".gallery").inner_text()
    assert sum("\u0400" <= ch <= "\u04ff" for ch in text) > 500  # Cyrillic card text
    page.fill("#search", "Каппа")
    shown = page.locator(".card:not([hidden])").count()
    assert 0 < shown < total
    _shot(page, "web-gallery-uk", tmp_path)


def test_hot_seat_hides_the_table_between_people(page: Page, server: str, tmp_path: Path) -> None:
    _start(page, server, "tokaido", ["human", "human"], seed=2)
    for _ in range(40):  # play until the decision passes to the other person
        page.wait_for_function("!document.body.dataset.busy")
        if page.locator("#curtain:not([hidden])").count():
            break
        page.locator("#decision .option:not(.refused)").first.click()
    assert page.locator("#curtain:not([hidden])").count() == 1
    assert page.locator(".layout").is_hidden()  # nothing of the previous person's hand stays on screen
    _shot(page, "web-hotseat-curtain", tmp_path)
    page.click("#curtain-ok")
    page.wait_for_selector("#decision .option")
    assert page.locator(".layout").is_visible()
