"""The table's routes: a game's page, joining a seat by invite, the seat's (or a spectator's) view as
JSON, moves, watch-mode steps, handing a seat to an agent, and live updates (Server-Sent Events).

The seat a request speaks for comes from the capabilities its cookie holds (rulesdsl.web.identity).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response

from rulesdsl.errors import UsageError
from rulesdsl.i18n import catalog_of
from rulesdsl.text.cards import faces
from rulesdsl.text.log import who
from rulesdsl.web.identity import HOST, held_tokens, hold, pick_seat, role_of_token, roles_of
from rulesdsl.web.listing import seat_kinds
from rulesdsl.web.pages import Pages, whole
from rulesdsl.web.security import parse_json, read_body
from rulesdsl.web.session import HUMAN, WEB_SEATS, Session
from rulesdsl.web.store import Store
from rulesdsl.web.streams import STREAM_IDLE, GatedStream, StreamGate
from rulesdsl.web.table import table_state

STREAM_TICK = 0.5  # seconds between checks for a change
STREAM_TICKS = 3600  # a stream ends after half an hour; the browser reconnects by itself
MAX_OPTION = 200


class GameRoutes:
    """Routes over one store's games."""

    def __init__(self, store: Store, pages: Pages, designer_ok: bool = True) -> None:
        self.store = store
        self.pages = pages
        self.streams = StreamGate()  # bounds per server, game, client and seat (rulesdsl/web/streams.py)
        self.designer_ok = designer_ok  # designer mode (internal counters, rule locations): local servers only
        self.card_texts: dict[tuple[str, str], tuple[str, dict[str, Any]]] = {}  # (rid, locale) -> (tag, texts)

    async def _session(self, request: Request) -> Session:
        """The game a POST changes (made live if it was only stored)."""
        return await run_in_threadpool(self.store.get, str(request.path_params["gid"]))

    async def _look(self, request: Request) -> Session:
        """The game a GET shows: live, or a read-only snapshot of its save (nothing changes on the server)."""
        return await run_in_threadpool(self.store.peek, str(request.path_params["gid"]))

    @staticmethod
    def _roles(request: Request, s: Session) -> set[int]:
        return roles_of(s.tokens, held_tokens(request, s.gid))

    def _state(self, s: Session, roles: set[int], seat: int | None, locale: str,
               designer: bool = False) -> dict[str, Any]:
        out = table_state(s.game, seat, locale, s.seats, designer and self.designer_ok)
        out.update({"held": sorted(r for r in roles if r != HOST), "watch": not s.has_people(), "failed": s.failed,
                    "kinds": [k for k in WEB_SEATS if k != HUMAN], "live": self.store.is_live(s),
                    "kind_names": {k["id"]: k["name"] for k in seat_kinds(WEB_SEATS, catalog_of(s.rs, locale))},
                    "agent_next": s.bot_to_move(), "claimable": s.claimable() and s.has_people()})
        online = self.store.online.get(s.gid, {})
        if HOST in roles:
            out["rules_changed"] = self.store.watch.changed(s.rs.id) or s.rs is not self.store.loaded.get(s.rs.id)
            out["host"] = [{"seat": p, "name": who(s.game, p, locale), "kind": s.seats[p],
                            "invite": f"/game/{s.gid}/join/{tok}", "online": online.get(p, 0) > 0}
                           for p, tok in sorted(s.tokens.items()) if p != HOST]
        return out

    async def page(self, request: Request) -> Response:
        """The table page; what it shows comes from the JSON view (a seat's, or public for a spectator)."""
        s = await self._look(request)
        locale = self.pages.locale(request, s.rs.id)
        return self.pages.page(request, "table.html", locale, {"gid": s.gid, "watch": not s.has_people(),
                                                                   "ruleset": s.rs.id},
                               game=s.rs.name, watch=not s.has_people())

    async def join(self, request: Request) -> Response:
        """An invite link: the browser keeps the seat's capability (HttpOnly cookie) and opens the table."""
        s = await self._look(request)
        role_of_token(s.tokens, str(request.path_params["token"]))
        response = RedirectResponse(f"/game/{s.gid}", status_code=303)
        hold(response, request, s.gid, str(request.path_params["token"])[:64])
        return response

    async def view(self, request: Request) -> Response:
        """The table as JSON for the seat the browser holds (or public information for a spectator)."""
        s = await self._look(request)
        locale = self.pages.locale(request, s.rs.id)
        roles = self._roles(request, s)
        seat = pick_seat(roles, request.query_params.get("seat"), s.game.current_player())
        designer = request.query_params.get("designer") == "1"
        return JSONResponse(self._state(s, roles, seat, locale, designer))

    async def cards(self, request: Request) -> Response:
        """Every entity's card text (public: the gallery shows the same), for hover and tap on the table."""
        rid = str(request.path_params["rid"])[:40]
        rs = self.store.ruleset(rid)
        locale = self.pages.locale(request, rid)
        tag = self.store.watch.tag(rid, locale)  # changes when the rules are reloaded: no stale card text
        headers = {"cache-control": "no-cache", "etag": tag}
        if request.headers.get("if-none-match") == tag:
            return Response(status_code=304, headers=headers)
        if self.card_texts.get((rid, locale), ("", {}))[0] != tag:
            # one card text everywhere: the same faces as the gallery, `rulesdsl cards` and the terminal
            texts = {f["id"]: f for f in await run_in_threadpool(faces, rs, locale)}
            self.card_texts[(rid, locale)] = (tag, texts)
        return JSONResponse(self.card_texts[(rid, locale)][1], headers=headers)

    async def act(self, request: Request) -> Response:
        """A person's move: from a held seat, validated, applied and saved as one step; then the agents answer."""
        s = await self._session(request)
        data = parse_json(await read_body(request), "the move")
        option = data.get("option")
        if not isinstance(option, str) or len(option) > MAX_OPTION:
            raise UsageError("the move must be JSON {option, expect}", "H005")
        expect = whole(data.get("expect"), "expect", 0, 10**9)
        locale = self.pages.locale(request, s.rs.id, data.get("locale", s.locale))
        roles = self._roles(request, s)
        seat = pick_seat(roles, data.get("seat"), s.game.current_player())
        if seat is None:
            raise UsageError("this browser holds no seat of this game", "H007", "open your invite link first")

        def move() -> None:
            with s.lock:
                s.act(seat, option, expect, self.store.save)
                s.run_bots(self.store.save, self.store.stopping)
            self.store.settle(s)
        await run_in_threadpool(move)
        return JSONResponse(self._state(s, roles, seat, locale, request.query_params.get("designer") == "1"))

    async def step(self, request: Request) -> Response:
        """Watch mode (a game of agents only): let the deciding agent take one decision."""
        s = await self._session(request)
        parse_json(await read_body(request), "the step")
        locale = self.pages.locale(request, s.rs.id)
        if s.has_people():
            raise UsageError("a game with people moves when they do", "H003")

        def one() -> bool:
            with s.lock:
                moved = s.step_bot(self.store.save)
            self.store.settle(s)
            return moved
        moved = await run_in_threadpool(one)
        out = self._state(s, self._roles(request, s), None, locale, request.query_params.get("designer") == "1")
        out["moved"] = moved
        return JSONResponse(out)

    async def resume(self, request: Request) -> Response:
        """Make a stored game live again and let its agents play until a person decides (a seat's page asks
        this when it finds an agent to move in a game that is not in memory)."""
        gid = str(request.path_params["gid"])
        parse_json(await read_body(request), "the resume")
        seen = await self._look(request)
        roles = self._roles(request, seen)
        if not roles:
            raise UsageError("only the game's people resume it", "H007", "open your invite link first")
        s = await run_in_threadpool(self.store.get, gid, False)
        await run_in_threadpool(self.store.wake, s)
        locale = self.pages.locale(request, s.rs.id)
        return JSONResponse(self._state(s, roles, pick_seat(roles, None, s.game.current_player()), locale,
                                        request.query_params.get("designer") == "1"))

    async def hand_over(self, request: Request) -> Response:
        """The host gives a person's seat to an agent (or back to its person); the agents then play."""
        s = await self._session(request)
        data = parse_json(await read_body(request), "the seat change")
        roles = self._roles(request, s)
        if HOST not in roles:
            raise UsageError("only the game's host may hand a seat over", "H007")
        seat = whole(data.get("seat"), "seat", 0, s.players - 1)
        kind = data.get("kind")
        if not isinstance(kind, str):
            raise UsageError("the seat change must be JSON {seat, kind}", "H005")

        def change() -> None:
            with s.lock:
                s.hand_over(seat, kind, self.store.save)
                s.run_bots(self.store.save, self.store.stopping)
            self.store.settle(s)
        await run_in_threadpool(change)
        locale = self.pages.locale(request, s.rs.id)
        return JSONResponse(self._state(s, roles, pick_seat(roles, None, s.game.current_player()), locale))

    async def new_link(self, request: Request) -> Response:
        """The host replaces a seat's invite link: whoever holds the old one holds nothing from now on."""
        s = await self._session(request)
        data = parse_json(await read_body(request), "the new link")
        roles = self._roles(request, s)
        if HOST not in roles:
            raise UsageError("only the game's host may issue a new link", "H007")
        seat = whole(data.get("seat"), "seat", 0, s.players - 1)

        def change() -> str:
            with s.lock:
                return s.new_link(seat, self.store.save)
        token = await run_in_threadpool(change)
        response = JSONResponse({"seat": seat, "invite": f"/game/{s.gid}/join/{token}"})
        if seat in roles:  # the host's own seat (hot seat): this browser keeps it under the new link
            hold(response, request, s.gid, token)
        return response

    async def reload(self, request: Request) -> Response:
        """The host gives the game the rules now on disk (replayed if it still replays, else a new game)."""
        s = await self._session(request)
        parse_json(await read_body(request), "the reload")
        roles = self._roles(request, s)
        if HOST not in roles:
            raise UsageError("only the game's host may reload the rules", "H007")
        replayed = await run_in_threadpool(self.store.reload, s)
        locale = self.pages.locale(request, s.rs.id)
        out = self._state(s, roles, pick_seat(roles, None, s.game.current_player()), locale,
                          request.query_params.get("designer") == "1")  # the designer line stays
        out["replayed"] = replayed
        return JSONResponse(out)

    async def events(self, request: Request) -> Response:
        """Live updates (Server-Sent Events): `MOVES KEY` whenever the game changes (a move, a seat handed over,
        a seat connecting or leaving, an agent failing, the rules changing on disk)."""
        s = await self._look(request)
        roles = self._roles(request, s)
        seat = pick_seat(roles, None, None)
        ticket = self.streams.admit(s.gid, request.client.host if request.client else "",
                                    seat if seat is not None else HOST if HOST in roles else None)
        return GatedStream(self.streams, ticket, self._stream(request, s, seat), media_type="text/event-stream",
                           headers={"x-accel-buffering": "no"})

    async def _stream(self, request: Request, s: Session, seat: int | None) -> AsyncIterator[str]:
        online = self.store.online.setdefault(s.gid, {})
        if seat is not None:
            online[seat] = online.get(seat, 0) + 1
        try:
            last: tuple[Any, ...] | None = None
            quiet = idle = 0
            yield "retry: 2000\n\n"
            for _ in range(STREAM_TICKS):
                if self.store.stopping.is_set() or await request.is_disconnected():
                    break
                s = self.store.current(s)  # a snapshot until a POST makes the game live
                if seat is not None and seat not in self._roles(request, s):
                    break  # the seat's link was replaced: whoever holds the old one is out at once
                now = (len(s.game.history), tuple(s.seats), s.failed is not None,
                       tuple(sorted(p for p, n in online.items() if n)),
                       self.store.watch.changed(s.rs.id) or s.rs is not self.store.loaded.get(s.rs.id))
                if now != last:
                    last, quiet, idle = now, 0, 0
                    yield f"data: {now[0]} {abs(hash(now[1:])) % 10**9}\n\n"  # moves, then the rest
                elif idle * STREAM_TICK >= STREAM_IDLE:
                    break  # nothing happened for a long while: free the slot (a live page reconnects)
                elif quiet >= 30:
                    yield ": still here\n\n"
                    quiet = 0
                quiet += 1
                idle += 1
                await asyncio.sleep(STREAM_TICK)
        finally:
            if seat is not None:
                online[seat] = max(0, online.get(seat, 1) - 1)
