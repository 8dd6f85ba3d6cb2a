"""Shared by the browser tests: a live server in a thread, Debian's Chromium through Playwright (never a
downloaded browser), and helpers that drive the lobby and the table. Skips (outside CI) where Playwright,
uvicorn or /usr/bin/chromium is missing."""

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
from extras import all_extras, need_module

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
need_module("playwright.sync_api", "test")
need_module("uvicorn", "web")
if not Path(CHROMIUM).exists() and not all_extras():
    pytest.skip("no Chromium on this machine (Debian's chromium package; CI installs it)", allow_module_level=True)

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


def serve_in_thread(app: Any) -> Iterator[str]:
    """Run an app on a free loopback port until the generator is closed."""
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
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A table over Bitoku and Tokaido for the module's tests."""
    yield from serve_in_thread(create_app(RULESETS, tmp_path_factory.mktemp("games")))


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


def shot(page: Page, name: str, tmp_path: Path, full_page: bool = True) -> Path:
    """A screenshot into $RULESDSL_SHOTS (else the test's folder); its path is printed."""
    folder = Path(os.environ.get("RULESDSL_SHOTS", str(tmp_path)))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    page.screenshot(path=str(path), full_page=full_page)
    print(f"screenshot: {path}")
    return path


def wait_js(page: Page, expr: str, timeout: float = 60) -> None:
    """Poll a page expression (Playwright's wait_for_function evaluates strings, which the table's CSP forbids)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if page.evaluate(f"() => !!({expr})"):
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {expr}")


def start_game(page: Page, server: str, ruleset: str, seats: list[str], seed: int, locale: str = "en",
           hotseat: bool = False) -> None:
    page.goto(f"{server}/?locale={locale}")
    page.select_option("#ruleset", ruleset)
    page.select_option("#players", str(len(seats)))
    for p, kind in enumerate(seats):
        page.select_option(f"select[name=seat{p}]", kind)
    page.fill("#seed", str(seed))
    if hotseat:
        page.check("#hotseat")
    page.click("#start")
    page.wait_for_selector("#decision .prompt")


def moves(page: Page) -> int:
    return int(page.evaluate("document.body.dataset.moves"))


FINISHED = "!document.querySelector('#scores').hidden"


def click_one(page: Page, rng: random.Random, refused: list[int]) -> None:
    """Click a legal option (or its highlighted target on the board) and wait for the table to move on."""
    before = moves(page)
    bad = page.locator("#decision .option.refused")
    if bad.count() and refused[0] < 3:
        bad.first.click(force=True)  # a refused option (aria-disabled): its reason shows, nothing changes
        wait_js(page, "document.querySelector('#decision .error').textContent.length > 0")
        assert moves(page) == before
        refused[0] += 1
    targets = page.locator(".target")
    if targets.count() and rng.random() < 0.5:
        targets.nth(rng.randrange(targets.count())).click()  # the board itself takes the move
    else:
        options = page.locator("#decision .option:not(.refused)")
        options.nth(rng.randrange(options.count())).click()
    wait_js(page, f"!document.body.dataset.busy && (+document.body.dataset.moves > {before} || {FINISHED})")


def play_through(page: Page, rng: random.Random, limit: int = 3000) -> tuple[int, int]:
    """Click legal options until the final score shows; returns (clicks, refused options tried)."""
    clicks = 0
    refused = [0]
    while clicks < limit:
        wait_js(page, f"!document.body.dataset.busy && (document.querySelector('#decision .option') || {FINISHED})")
        if page.evaluate(FINISHED):
            return clicks, refused[0]
        click_one(page, rng, refused)
        clicks += 1
    raise AssertionError(f"no final score after {limit} clicks")


