"""Produce every picture the docs show, into docs/images/ (PNG, compressed so that all of them stay under 2 MB).

    python tools/screenshots.py [--out DIR] [--only NAME[,NAME]] [--width 1280] [--height 800] [--timeout 60]
                                [--lsp-tokens TOKENS.json] [--list]

The web pictures come from a real `rulesdsl serve` of this checkout, started in a subprocess on a free loopback
port with a throw-away data folder, and driven with Playwright on Debian's Chromium (/usr/bin/chromium, never a
downloaded browser): the lobby, a Bitoku and a Tokaido table mid-game from a person's seat, a replay of a
finished game and the card gallery. Games are created and moved through the server's form and JSON routes
(`/new`, `/api/game/<id>`, `/act`, `/step`, `/replay`), so a redesigned page only needs its pictures retaken.
The others: the board graphs (`rulesdsl graph`), a simulation report (`rulesdsl simulate --out`, its
summary.html) and the editor pictures (tools/editor_mock.py: real language-server answers in an HTML mock;
`--lsp-tokens` colours the code, see that tool; a run without it and without `--only` leaves them as they
are). `--only` takes picture names or prefixes (`web`, `lsp`).
Exit 1 with the reason when a page does not show what is waited for, or when the pictures exceed the budget.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--hide-scrollbars"]
BUDGET = 2_000_000  # bytes, every committed picture together (tests/test_docs_images.py)
COLOURS = 128  # palette size after compression: UI screenshots and plots use few colours


class ShotError(Exception):
    """A picture could not be taken; the message says which and why."""


@dataclass
class Run:
    """What the pictures share: options, the output folder, a scratch folder and the running server."""

    out: Path
    width: int
    height: int
    timeout: float
    scratch: Path
    lsp_tokens: str | None = None
    base: str = ""
    page: Any = None
    games: dict[str, str] = field(default_factory=dict)  # name -> table URL of games created so far

    def cli(self, *args: str, timeout: float = 600) -> None:
        """Run `rulesdsl ARGS` of this checkout; a failure stops with its output."""
        env = {**os.environ, "PYTHONPATH": str(ROOT), "RULESDSL_DATA": str(self.scratch / "data")}
        done = subprocess.run([sys.executable, "-m", "rulesdsl", *args], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=timeout)
        if done.returncode != 0:
            raise ShotError(f"`rulesdsl {' '.join(args)}` exited {done.returncode}: {done.stderr.strip()[-600:]}")


# ------------------------------------------------------------------------------------------------ the server

def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def serving(run: Run) -> Iterator[str]:
    """`rulesdsl serve` of this checkout on a free loopback port; yields its base URL, stops it afterwards."""
    port = _free_port()
    log = (run.scratch / "serve.log").open("w+", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "RULESDSL_DATA": str(run.scratch / "data")}
    proc = subprocess.Popen([sys.executable, "-m", "rulesdsl", "serve", "--host", "127.0.0.1", "--port", str(port),
                             "--data", str(run.scratch / "games")], cwd=ROOT, env=env, stdout=log,
                            stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + run.timeout
        while True:
            if proc.poll() is not None:
                log.seek(0)
                raise ShotError(f"`rulesdsl serve` exited {proc.returncode}: {log.read()[-800:]}")
            try:
                with urllib.request.urlopen(base + "/", timeout=5) as resp:
                    if resp.status == 200:
                        break
            except (urllib.error.URLError, OSError):
                pass
            if time.monotonic() > deadline:
                raise ShotError(f"`rulesdsl serve` did not answer on {base} within {run.timeout:.0f} s")
            time.sleep(0.2)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def _create(run: Run, path: str, form: dict[str, str], data: dict[str, Any]) -> str:
    """POST to a creating route (`/new`, `/replay`) as the page does, sharing the browser's cookies; the URL
    of the page it opens. A server that takes forms answers with a redirect; one that takes only JSON
    (415 to a form) answers `{url}`."""
    wait = run.timeout * 1000
    resp = run.page.request.post(run.base + path, form=form, timeout=wait)
    if resp.status == 415:
        resp = run.page.request.post(run.base + path, data=json.dumps(data), headers=_json_headers(run), timeout=wait)
        if resp.ok:
            body = resp.json()
            url = body.get("url") if isinstance(body, dict) else None
            if not isinstance(url, str):
                raise ShotError(f"POST {path} answered no page address: {str(body)[:200]}")
            return run.base + url if url.startswith("/") else url
    if not resp.ok:
        raise ShotError(f"POST {path} answered {resp.status}: {resp.text()[:300]}")
    return str(resp.url)


def _json_headers(run: Run) -> dict[str, str]:
    """A JSON post from the table's own origin (a server may refuse changes from elsewhere)."""
    return {"content-type": "application/json", "origin": run.base}


def _json(run: Run, method: str, path: str, data: dict[str, Any] | None = None) -> dict[str, Any]:
    """GET or POST (a JSON body) one of the server's JSON routes; its answer."""
    wait = run.timeout * 1000
    if method == "POST":
        resp = run.page.request.post(run.base + path, data=json.dumps(data or {}), headers=_json_headers(run),
                                     timeout=wait)
    else:
        resp = run.page.request.get(run.base + path, timeout=wait)
    if not resp.ok:
        raise ShotError(f"{method} {path} answered {resp.status}: {resp.text()[:300]}")
    out = resp.json()
    if not isinstance(out, dict):
        raise ShotError(f"{method} {path} did not answer a JSON object")
    return out


def _gid(url: str) -> str:
    found = re.search(r"/game/([^/?#]+)", url)
    if not found:
        raise ShotError(f"creating a game did not lead to a table page (ended on {url})")
    return found.group(1)


def _new_game(run: Run, ruleset: str, seats: list[str], seed: int) -> str:
    """Create a game through the lobby's route; the URL of its table."""
    form = {"ruleset": ruleset, "players": str(len(seats)), "seed": str(seed), "locale": "en"}
    form.update({f"seat{p}": kind for p, kind in enumerate(seats)})
    return _create(run, "/new", form, {"ruleset": ruleset, "players": len(seats), "seed": seed, "seats": seats,
                                       "options": {}, "locale": "en"})


def played(run: Run, ruleset: str, players: int, seed: int, moves: int) -> str:
    """A game with P1 a person and the default bot in the other seats, P1's moves chosen at random (seeded)
    until `moves` decisions are taken; its table URL (created once per ruleset)."""
    if ruleset in run.games:
        return run.games[ruleset]
    url = _new_game(run, ruleset, ["human"] + ["planner"] * (players - 1), seed)
    gid, rng = _gid(url), random.Random(seed)
    state = _json(run, "GET", f"/api/game/{gid}?seat=0")
    for _ in range(4 * moves):
        if state.get("over") or int(state.get("moves", 0)) >= moves:
            break
        options = [o for o in (state.get("decision") or {}).get("options") or [] if o.get("legal", True)]
        if not options:
            raise ShotError(f"the {ruleset} table offers P1 no option at move {state.get('moves')}")
        plain = [o for o in options if o.get("id") != "skip"] or options
        state = _json(run, "POST", f"/api/game/{gid}/act", {"seat": 0, "option": rng.choice(plain)["id"],
                                                            "expect": int(state.get("moves", 0)), "locale": "en"})
    run.games[ruleset] = url
    return url


def finished(run: Run, ruleset: str, players: int, seed: int) -> str:
    """A game among random bots (fast), stepped to its end through the watch route; its id (created once)."""
    key = f"{ruleset}-finished"
    if key not in run.games:
        url = _new_game(run, ruleset, ["random"] * players, seed)
        for _ in range(5000):
            state = _json(run, "POST", f"/api/game/{_gid(url)}/step")
            if state.get("over") or not state.get("moved", True):
                break
        else:
            raise ShotError(f"the {ruleset} game among bots did not end within 5,000 steps")
        run.games[key] = url
    return _gid(run.games[key])


# ------------------------------------------------------------------------------------------------ pictures

def _show(run: Run, url: str, what: str, ready: Callable[[Any], Any]) -> None:
    """Open a page and wait until `ready(page)` (a Playwright locator) is visible and the network is quiet."""
    page = run.page
    page.goto(url, timeout=run.timeout * 1000)
    try:
        ready(page).first.wait_for(state="visible", timeout=run.timeout * 1000)
    except Exception as err:  # Playwright's TimeoutError: say which page and what was missing
        raise ShotError(f"{what}: {url} did not show what was waited for within {run.timeout:.0f} s "
                        f"({type(err).__name__}: {str(err).splitlines()[0][:200]})") from None
    _settle(run)


def _settle(run: Run) -> None:
    """Let the page's last fetches paint: wait for a quiet network, but at most 3 s (a page that polls or
    streams events is never quiet)."""
    with contextlib.suppress(Exception):
        run.page.wait_for_load_state("networkidle", timeout=3000)
    run.page.wait_for_timeout(300)


def _snap(run: Run, name: str) -> Path:
    path = run.out / f"{name}.png"
    run.page.evaluate("document.activeElement && document.activeElement.blur && document.activeElement.blur()")
    run.page.screenshot(path=str(path), full_page=False)
    return path


def web_lobby(run: Run) -> list[Path]:
    """The lobby: choose the game, the seats, the options and the language."""
    _show(run, run.base + "/?locale=en", "lobby", lambda p: p.get_by_role("button", name=re.compile("start", re.I)))
    return [_snap(run, "web-lobby")]


def web_table_bitoku(run: Run) -> list[Path]:
    """A Bitoku table mid-game from P1's seat: the board, the players' areas, the decision and the log."""
    _show(run, played(run, "bitoku", 2, 3, 40), "Bitoku table", lambda p: p.get_by_role("button"))
    return [_snap(run, "web-table-bitoku")]


def web_table_tokaido(run: Run) -> list[Path]:
    """A 3-player Tokaido table mid-game from P1's seat: the road drawn from the layout file."""
    _show(run, played(run, "tokaido", 3, 4, 30), "Tokaido table", lambda p: p.get_by_role("button"))
    return [_snap(run, "web-table-tokaido")]


def web_replay(run: Run) -> list[Path]:
    """The replay of a finished Bitoku game among random bots, moved to its 25th decision with the slider."""
    gid = finished(run, "bitoku", 2, 3)
    url = _create(run, "/replay", {"game": gid}, {"game": gid})
    _show(run, url, "replay", lambda p: p.get_by_role("slider"))
    slider = run.page.get_by_role("slider").first
    slider.focus()
    for _ in range(25):
        slider.press("ArrowRight")
    _settle(run)
    return [_snap(run, "web-replay")]


def web_gallery(run: Run) -> list[Path]:
    """The card gallery of Bitoku: search, kind filter, language switch."""
    _show(run, run.base + "/cards?ruleset=bitoku&locale=en", "card gallery",
          lambda p: p.get_by_role("searchbox").or_(p.get_by_role("textbox")))
    return [_snap(run, "web-gallery")]


def graphs(run: Run) -> list[Path]:
    """The board graphs, laid out by Graphviz (`rulesdsl graph`)."""
    out = []
    for game, extra in (("bitoku", ["--players", "2"]), ("tokaido", [])):
        path = run.out / f"graph-{game}.png"
        run.cli("graph", game, *extra, "--out", str(path))
        out.append(path)
    return out


def report(run: Run) -> list[Path]:
    """The simulation report (`rulesdsl simulate --out`): summary and plots first."""
    folder = run.scratch / "report"
    run.cli("simulate", "bitoku", "--seed", "1", "--players", "2", "--seats", "planner,random", "--games", "20",
            "--quiet", "--out", str(folder))
    _show(run, (folder / "summary.html").as_uri(), "simulation report", lambda p: p.get_by_role("img"))
    return [_snap(run, "report")]


def lsp(run: Run) -> list[Path]:
    """The editor pictures: real `rulesdsl lsp` answers laid out in an HTML mock (tools/editor_mock.py)."""
    folder = run.scratch / "lsp"
    cmd = [sys.executable, str(ROOT / "tools" / "editor_mock.py"), "--out", str(folder), "--chromium", CHROMIUM]
    if run.lsp_tokens:
        cmd += ["--tokens", run.lsp_tokens]
    done = subprocess.run(cmd, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True,
                          text=True, timeout=run.timeout * 5)
    if done.returncode != 0:
        raise ShotError(f"tools/editor_mock.py exited {done.returncode}: {done.stderr.strip()[-600:]}")
    out = []
    for name in ("lsp-diagnostic.png", "lsp-verb.png", "lsp-id.png", "lsp-responses.json"):
        shutil.copyfile(folder / name, run.out / name)
        out.append(run.out / name)
    return out


WEB: dict[str, Callable[[Run], list[Path]]] = {
    "web-lobby": web_lobby, "web-table-bitoku": web_table_bitoku, "web-table-tokaido": web_table_tokaido,
    "web-replay": web_replay, "web-gallery": web_gallery,
}
OTHER: dict[str, Callable[[Run], list[Path]]] = {"graph": graphs, "report": report, "lsp": lsp}
BROWSER = {"report"}  # pictures besides the web ones that need the browser, not the server


# ------------------------------------------------------------------------------------------------ compression

def compress(path: Path) -> None:
    """Rewrite a PNG with a small palette (Pillow, when installed); plots and UI shots lose nothing visible."""
    try:
        from PIL import Image
    except ImportError:
        print(f"  (Pillow not installed: {path.name} left uncompressed)")
        return
    with Image.open(path) as img:
        img.load()
        rgb = img.convert("RGB")
    small = rgb.quantize(colors=COLOURS, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    small.save(path, optimize=True)


def _selected(only: str | None) -> list[str]:
    names = [*WEB, *OTHER]
    if not only:
        return names
    wanted = [w.strip() for w in only.split(",") if w.strip()]
    picked = [n for n in names if any(n == w or n.startswith(w) for w in wanted)]
    if not picked:
        raise ShotError(f"--only {only}: no such picture (pictures: {', '.join(names)})")
    return picked


def main() -> int:
    """Take the pictures asked for; print each file and its size, then the total of the output folder."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "images"), help="folder of the pictures (docs/images)")
    ap.add_argument("--only", default=None, help="comma-separated picture names or prefixes (see --list)")
    ap.add_argument("--width", type=int, default=1280, help="browser viewport width in pixels")
    ap.add_argument("--height", type=int, default=800, help="browser viewport height in pixels")
    ap.add_argument("--timeout", type=float, default=60, help="seconds to wait for a page or the server")
    ap.add_argument("--lsp-tokens", default=None, help="syntax colours for the editor pictures (tools/editor_mock.py)")
    ap.add_argument("--list", action="store_true", help="list the pictures and exit")
    args = ap.parse_args()
    if args.list:
        for name, fn in {**WEB, **OTHER}.items():
            print(f"{name:18} {(fn.__doc__ or '').strip()}")
        return 0
    t0 = time.perf_counter()
    try:
        names = _selected(args.only)
        if not args.only and not args.lsp_tokens:  # uncoloured editor pictures would replace coloured ones
            names.remove("lsp")
            print("lsp: skipped (colours need --lsp-tokens, see tools/textmate_tokens.mjs; --only lsp takes "
                  "them uncoloured)")
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix="rulesdsl-shots-") as tmp:
            run = Run(out, args.width, args.height, args.timeout, Path(tmp), args.lsp_tokens)
            written = _take(run, names)
    except ShotError as err:
        print(f"screenshots: {err}", file=sys.stderr)
        return 1
    for path in written:
        if path.suffix == ".png":
            compress(path)
        print(f"wrote {path} ({path.stat().st_size / 1000:.0f} kB)")
    total = sum(p.stat().st_size for p in out.iterdir() if p.is_file())
    print(f"{len(written)} files in {time.perf_counter() - t0:.0f} s; {out} holds {total / 1e6:.2f} MB "
          f"(budget {BUDGET / 1e6:.0f} MB)")
    if total > BUDGET:
        print(f"screenshots: {out} is over the budget: use a smaller --width/--height", file=sys.stderr)
        return 1
    return 0


def _take(run: Run, names: list[str]) -> list[Path]:
    """Run the picture functions; the server and the browser start only when a picture needs them."""
    written: list[Path] = []
    for name in [n for n in names if n in OTHER and n not in BROWSER]:
        written += OTHER[name](run)
    browser_names = [n for n in names if n in WEB or n in BROWSER]
    if not browser_names:
        return written
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        raise ShotError("Playwright for Python is not installed (pip install playwright; no browser download "
                        "needed: Debian's chromium is used)") from None
    if not Path(CHROMIUM).exists():
        raise ShotError(f"{CHROMIUM} is missing (apt-get install chromium)")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            run.page = browser.new_page(viewport={"width": run.width, "height": run.height})
            run.page.set_default_timeout(run.timeout * 1000)
            for name in [n for n in browser_names if n in BROWSER]:
                written += OTHER[name](run)
            web = [n for n in browser_names if n in WEB]
            if web:
                with serving(run) as base:
                    run.base = base
                    for name in web:
                        written += WEB[name](run)
        finally:
            browser.close()
    return written


if __name__ == "__main__":
    sys.exit(main())
