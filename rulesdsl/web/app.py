"""The web table (`rulesdsl serve`): lobby, table, watch mode, replay and card gallery, as a Starlette app.

Pages are Jinja2 templates with autoescaping (content text is never inserted unescaped); the table
and the replay draw themselves from small JSON APIs with a little plain JavaScript. Every move is
checked on the server; errors are JSON `{"error": {code, message, hint}}` with a 4xx status.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import jinja2
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.templating import Jinja2Templates

from rulesdsl.agents import AGENTS
from rulesdsl.errors import IllegalAction, RulesError, UsageError
from rulesdsl.i18n import catalog_of, locales_of, require_locale
from rulesdsl.i18n.cards import collect
from rulesdsl.web.replays import Replays
from rulesdsl.web.session import HUMAN, Store
from rulesdsl.web.table import table_state

HERE = Path(__file__).resolve().parent
MAX_BODY = 256 * 1024  # a save of a long game fits; anything larger is refused (H005)
SEAT_KINDS = [HUMAN, *sorted(k for k in AGENTS if k != HUMAN)]


def _error(err: RulesError, status: int) -> JSONResponse:
    return JSONResponse({"error": {"code": err.code, "message": err.message, "hint": err.hint}}, status_code=status)


def _status(err: RulesError) -> int:
    return {"H001": 404, "H002": 409, "H003": 403, "H004": 429}.get(err.code, 400)


def _int(value: Any, name: str, lo: int, hi: int) -> int:
    try:
        n = int(str(value))
    except ValueError:
        raise UsageError(f"{name} must be a whole number", "H005") from None
    if not lo <= n <= hi:
        raise UsageError(f"{name} must be between {lo} and {hi}", "H005")
    return n


async def _body(request: Request) -> bytes:
    size = request.headers.get("content-length")
    if size is not None and (not size.isdigit() or int(size) > MAX_BODY):
        raise UsageError(f"request larger than {MAX_BODY} bytes", "H005")
    body = await request.body()
    if len(body) > MAX_BODY:
        raise UsageError(f"request larger than {MAX_BODY} bytes", "H005")
    return body


class Web:
    """Routes over one store of games."""

    def __init__(self, store: Store, replays: Replays) -> None:
        self.store = store
        self.replays = replays
        env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(HERE / "templates")), autoescape=True)
        self.templates = Jinja2Templates(env=env)  # autoescape everywhere: content text is never markup

    def _t(self, locale: str) -> Callable[[str, str], str]:
        """UI text in a locale: catalog message `web-<key>`, else the English given."""
        rs = self.store.ruleset(next(iter(self.store.rulesets)))
        cat = catalog_of(rs, locale)
        # placeholders the page's script fills in ({player}, {total}) pass through as literal text
        marks: dict[str, Any] = {"player": "{player}", "total": "{total}", "n": "{n}"}
        return lambda key, default: cat.format(f"web-{key}", marks, default)

    def _locale(self, request: Request, rid: str | None = None) -> str:
        loc = str(request.query_params.get("locale", "en"))[:12]
        rs = self.store.ruleset(rid or next(iter(self.store.rulesets)))
        return require_locale(rs, loc)

    def _page(self, request: Request, name: str, locale: str, **ctx: Any) -> HTMLResponse:
        return self.templates.TemplateResponse(request, name, {"t": self._t(locale), "locale": locale, **ctx})

    async def lobby(self, request: Request) -> Response:
        """Start a game (ruleset, players, seats, seed, options, locale) or resume an unfinished one."""
        locale = self._locale(request)
        rulesets = []
        for rid in sorted(self.store.rulesets):
            rs = self.store.ruleset(rid)
            rulesets.append({"id": rid, "name": rs.name, "min": rs.min_players, "max": rs.max_players,
                             "options": {k: [str(x) for x in v.get("values", [])] for k, v in rs.options.items()},
                             "defaults": {k: str(v.get("default", "")) for k, v in rs.options.items()},
                             "locales": locales_of(rs)})
        return self._page(request, "lobby.html", locale, rulesets=rulesets, kinds=SEAT_KINDS,
                          unfinished=self.store.unfinished(), rulesets_json=json.dumps(rulesets))

    async def new_game(self, request: Request) -> Response:
        """Create a game from the lobby form and open the first person's seat (or the watch view)."""
        await _body(request)
        form = await request.form()
        rid = str(form.get("ruleset", ""))
        rs = self.store.ruleset(rid)
        players = _int(form.get("players", rs.max_players), "players", rs.min_players, rs.max_players)
        seed = _int(form.get("seed", "1") or "1", "seed", 0, 2**62)
        seats = [str(form.get(f"seat{p}", "random")) for p in range(players)]
        options = {k: str(form.get(f"opt_{k}")) for k in rs.options if form.get(f"opt_{k}")}
        for k, v in options.items():
            if v not in [str(x) for x in rs.options[k].get("values", [])]:
                raise UsageError(f"option {k} cannot be '{v[:40]}'", "H005")
        locale = require_locale(rs, str(form.get("locale", "en"))[:12])
        s = await run_in_threadpool(self.store.create, rid, players, seed, seats, options, locale)
        humans = s.human_seats()
        url = f"/game/{s.gid}?locale={locale}" + (f"&seat={humans[0]}" if humans else "")
        if len(humans) > 1:
            url += "&hotseat=1"
        return RedirectResponse(url, status_code=303)

    async def game_page(self, request: Request) -> Response:
        """The table: a seat's page (`?seat=K`), a hot-seat page, or the watch page for spectators."""
        s = self.store.get(request.path_params["gid"])
        locale = self._locale(request, s.rs.id)
        seat = request.query_params.get("seat")
        seat_n = _int(seat, "seat", 0, s.players - 1) if seat is not None else None
        return self._page(request, "table.html", locale, gid=s.gid, seat=seat_n, game=s.rs.name,
                          hotseat=request.query_params.get("hotseat") == "1", humans=s.human_seats())

    async def game_api(self, request: Request) -> Response:
        """The table as JSON for one seat or a spectator."""
        s = self.store.get(request.path_params["gid"])
        locale = self._locale(request, s.rs.id)
        seat = request.query_params.get("seat")
        seat_n = _int(seat, "seat", 0, s.players - 1) if seat is not None else None
        return JSONResponse(table_state(s.game, seat_n, locale, s.seats))

    async def act(self, request: Request) -> Response:
        """A person's move: validated, applied, the agents answer, the game is saved."""
        s = self.store.get(request.path_params["gid"])
        try:
            data = json.loads(await _body(request) or b"{}")
        except ValueError:
            raise UsageError("the move must be JSON {seat, option, expect}", "H005") from None
        if not isinstance(data, dict) or not isinstance(data.get("option"), str) or len(data["option"]) > 200:
            raise UsageError("the move must be JSON {seat, option, expect}", "H005")
        seat = _int(data.get("seat"), "seat", 0, s.players - 1)
        expect = _int(data.get("expect"), "expect", 0, 10**9)
        locale = require_locale(s.rs, str(data.get("locale", s.locale))[:12])

        def move() -> None:
            with s.lock:
                s.act(seat, data["option"], expect)
                self.store.save(s)
                s.run_bots()
                self.store.save(s)
        await run_in_threadpool(move)
        return JSONResponse(table_state(s.game, seat, locale, s.seats))

    async def step(self, request: Request) -> Response:
        """Watch mode: let the deciding agent take one decision."""
        s = self.store.get(request.path_params["gid"])
        locale = self._locale(request, s.rs.id)

        def one() -> bool:
            with s.lock:
                moved = s.step_bot()
                if moved:
                    self.store.save(s)
                return moved
        moved = await run_in_threadpool(one)
        out = table_state(s.game, None, locale, s.seats)
        out["moved"] = moved
        return JSONResponse(out)

    async def replay_form(self, request: Request) -> Response:
        """Open a save file (upload) or a game of this table to step through."""
        locale = self._locale(request)
        return self._page(request, "replay_open.html", locale, games=self.store.saved())

    async def replay_open(self, request: Request) -> Response:
        """Read an uploaded save or a stored game and open the replay page."""
        await _body(request)
        form = await request.form()
        gid = str(form.get("game", ""))
        upload = form.get("save")
        if gid:
            data = self.store.record_of(gid)
        elif upload is not None and hasattr(upload, "read"):
            raw = await upload.read(MAX_BODY + 1)
            data = self.replays.parse(raw)
        else:
            raise UsageError("choose a game or a save file", "H005")
        rid = await run_in_threadpool(self.replays.open, data, self.store)
        return RedirectResponse(f"/replay/{rid}?locale={self._locale(request)}", status_code=303)

    async def replay_page(self, request: Request) -> Response:
        """The replay: a slider over the decisions, the table after each, the decision and its options."""
        r = self.replays.get(request.path_params["rid"])
        locale = self._locale(request, r.game.rs.id)
        return self._page(request, "replay.html", locale, rid=r.rid, steps=len(r.actions), game=r.game.rs.name)

    async def replay_api(self, request: Request) -> Response:
        """The replay at one step as JSON."""
        r = self.replays.get(request.path_params["rid"])
        locale = self._locale(request, r.game.rs.id)
        step = _int(request.query_params.get("step", "0"), "step", 0, len(r.actions))
        return JSONResponse(await run_in_threadpool(r.at, step, locale))

    async def cards(self, request: Request) -> Response:
        """The card gallery with search, kind filter and locale switch."""
        rid = str(request.query_params.get("ruleset", next(iter(sorted(self.store.rulesets)))))
        rs = self.store.ruleset(rid)
        locale = self._locale(request, rid)
        cards = collect(rs, locale)
        provisional = {e.id for e in rs.entities.values() if e.provisional}
        kinds = sorted({c.kind for c in cards})
        return self._page(request, "cards.html", locale, cards=cards, kinds=kinds, rid=rid, provisional=provisional,
                          rulesets=sorted(self.store.rulesets), locales=locales_of(rs))


def guard(handler: Callable[[Request], Awaitable[Response]]) -> Callable[[Request], Awaitable[Response]]:
    """Turn the engine's coded errors into JSON (API) or a short page (HTML), never a traceback."""
    async def run(request: Request) -> Response:
        try:
            return await handler(request)
        except IllegalAction as err:
            return _error(err, 409)
        except RulesError as err:
            if request.url.path.startswith("/api/"):
                return _error(err, _status(err))
            return HTMLResponse(f"<!doctype html><title>error</title><p>{_escape(err.code)}: {_escape(err.message)}"
                                f"</p><p><a href='/'>back to the lobby</a></p>", status_code=_status(err))
    return run


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&#39;")


def create_app(rulesets: dict[str, Path], data: Path, max_games: int = 64) -> Starlette:
    """The ASGI app over the given rulesets (id -> folder), saving games under `data`."""
    web = Web(Store(data, rulesets, max_games), Replays())
    routes = [
        Route("/", guard(web.lobby)), Route("/new", guard(web.new_game), methods=["POST"]),
        Route("/game/{gid}", guard(web.game_page)), Route("/api/game/{gid}", guard(web.game_api)),
        Route("/api/game/{gid}/act", guard(web.act), methods=["POST"]),
        Route("/api/game/{gid}/step", guard(web.step), methods=["POST"]),
        Route("/replay", guard(web.replay_form)), Route("/replay", guard(web.replay_open), methods=["POST"]),
        Route("/replay/{rid}", guard(web.replay_page)), Route("/api/replay/{rid}", guard(web.replay_api)),
        Route("/cards", guard(web.cards)),
        Mount("/static", StaticFiles(directory=str(HERE / "static")), name="static"),
    ]
    app = Starlette(routes=routes)
    app.state.store = web.store  # for tools and tests that inspect the games
    return app
