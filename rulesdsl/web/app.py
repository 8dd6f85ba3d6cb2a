"""The web table (`rulesdsl serve`): lobby, table, watch mode, replay and card gallery, as a Starlette app.

Pages are Jinja2 templates with autoescaping; the table and the replay draw themselves from small JSON
APIs with a little plain JavaScript. Every request passes the origin model (rulesdsl.web.security);
seats are capabilities (rulesdsl.web.identity); every move is checked on the server and applied as a
transaction (rulesdsl.web.session); errors are JSON `{"error": {code, message, hint}}` with a 4xx status.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import AsyncIterator
from pathlib import Path

from starlette.applications import Starlette
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from rulesdsl.web.pages import HERE, Pages, guard
from rulesdsl.web.replays import Replays
from rulesdsl.web.routes.game import GameRoutes
from rulesdsl.web.routes.lobby import LobbyRoutes
from rulesdsl.web.routes.playtest import PlaytestRoutes
from rulesdsl.web.security import OriginGuard
from rulesdsl.web.store import MAX_GAMES, Store


def create_app(rulesets: dict[str, Path], data: Path, max_games: int = MAX_GAMES,
               hosts: frozenset[str] = frozenset(), token: str | None = None, db: Path | None = None) -> Starlette:
    """The ASGI app over the given rulesets (id -> folder), saving games in the journal of `data` (or `db`).
    `hosts` are the Host names it answers besides IP literals and loopback names; `token`, when given, guards
    the lobby."""
    store = Store(data, rulesets, max_games, db)
    pages = Pages(store)
    game = GameRoutes(store, pages, designer_ok=token is None)
    lobby = LobbyRoutes(store, Replays(), pages, token)
    playtest = PlaytestRoutes(store, pages)
    routes = [
        Route("/", guard(lobby.lobby)), Route("/new", guard(lobby.new_game), methods=["POST"]),
        Route("/game/{gid}", guard(game.page)), Route("/game/{gid}/join/{token}", guard(game.join)),
        Route("/api/game/{gid}", guard(game.view)),
        Route("/api/game/{gid}/act", guard(game.act), methods=["POST"]),
        Route("/api/game/{gid}/step", guard(game.step), methods=["POST"]),
        Route("/api/game/{gid}/resume", guard(game.resume), methods=["POST"]),
        Route("/api/game/{gid}/claim", guard(lobby.claim), methods=["POST"]),
        Route("/api/game/{gid}/rematch", guard(lobby.rematch), methods=["POST"]),
        Route("/api/game/{gid}/seat", guard(game.hand_over), methods=["POST"]),
        Route("/api/game/{gid}/link", guard(game.new_link), methods=["POST"]),
        Route("/api/game/{gid}/reload", guard(game.reload), methods=["POST"]),
        Route("/api/game/{gid}/events", guard(game.events)), Route("/api/cards/{rid}", guard(game.cards)),
        Route("/replay", guard(lobby.replay_form)), Route("/replay", guard(lobby.replay_open), methods=["POST"]),
        Route("/replay/{rid}", guard(lobby.replay_page)), Route("/api/replay/{rid}", guard(lobby.replay_api)),
        Route("/cards", guard(lobby.cards)),
        Route("/api/game/{gid}/playtest", guard(playtest.state)),
        Route("/api/game/{gid}/feedback", guard(playtest.give), methods=["POST"]),
        Route("/api/game/{gid}/note", guard(playtest.note), methods=["POST"]),
        Mount("/static", StaticFiles(directory=str(HERE / "static")), name="static"),
    ]

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        # games a crash left waiting for an agent go on until a person decides
        threading.Thread(target=store.resume_waiting, daemon=True, name="resume").start()
        yield
        store.stopping.set()

    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.store = store  # for the server (shutdown), tools and tests
    app.state.game_routes = game  # for tests of the live stream
    app.add_middleware(OriginGuard, names=frozenset(h.lower() for h in hosts))
    return app
