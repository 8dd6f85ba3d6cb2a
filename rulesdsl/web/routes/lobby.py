"""The lobby's routes: starting a game (the creator becomes its host and holds the first person seat, or
every person seat at one screen), the replays, and the card gallery. When the server listens beyond
loopback they need the server's token (given once in its start-up line, then kept in a cookie).
"""

from __future__ import annotations

import hmac
import secrets
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response

from rulesdsl.errors import UsageError
from rulesdsl.i18n import catalog_of
from rulesdsl.play.start_checks import option_applies, random_seed
from rulesdsl.runtime.ruleset import Ruleset
from rulesdsl.seat_names import MAX_SEAT_NAME, seat_name_problem
from rulesdsl.text.cards import faces
from rulesdsl.text.log import player_name
from rulesdsl.web.identity import COOKIE_AGE, HOST, LOBBY_COOKIE, held_tokens, hold_many, roles_of
from rulesdsl.web.listing import languages, open_games, options_of, played, seat_kinds
from rulesdsl.web.pages import Pages, whole
from rulesdsl.web.replays import Replays
from rulesdsl.web.security import parse_json, read_body
from rulesdsl.web.session import WEB_SEATS
from rulesdsl.web.store import Store

MAX_OPTION_VALUE = 80
MAX_REMATCHES = 256


class LobbyRoutes:
    """Routes that start games and open replays and the gallery."""

    def __init__(self, store: Store, replays: Replays, pages: Pages, token: str | None) -> None:
        self.store = store
        self.replays = replays
        self.pages = pages
        self.token = token
        self.rematches: dict[str, str] = {}  # a finished game -> its rematch

    def _admit(self, request: Request) -> None:
        """The server's token, when it has one, is needed for the lobby, the replays and the gallery."""
        if self.token is None:
            return
        if not hmac.compare_digest(request.cookies.get(LOBBY_COOKIE, "")[:64], self.token):
            raise UsageError("this table's lobby needs the link printed when the server started", "H007",
                             "open http://HOST:PORT/?token=... as printed by `rulesdsl serve`")

    async def lobby(self, request: Request) -> Response:
        """Start a game (ruleset, players, seats, seed, options, locale) or open an unfinished one."""
        given = request.query_params.get("token")
        if self.token is not None and given is not None and hmac.compare_digest(given[:64], self.token):
            response = RedirectResponse("/", status_code=303)
            response.set_cookie(LOBBY_COOKIE, self.token, max_age=COOKIE_AGE, path="/", httponly=True,
                                samesite="strict")
            return response
        self._admit(request)
        locale = self.pages.locale(request)
        rulesets = []
        for rid in sorted(self.store.rulesets):
            rs = self.store.ruleset(rid)
            rulesets.append({"id": rid, "name": rs.name, "min": rs.min_players, "max": rs.max_players,
                             "options": options_of(rs, locale), "locales": languages(rs)})
        t = self.pages.text(locale)
        cat = catalog_of(self.store.ruleset(next(iter(sorted(self.store.rulesets)))), locale)
        data = {"rulesets": rulesets, "kinds": seat_kinds(WEB_SEATS, cat), "max_name": MAX_SEAT_NAME,
                "t": {"human": t("seat-human", "person"), "seat": t("seat", "Seat"),
                      "name": t("lobby-seat-name", "name (optional)"),
                      "no_options": t("lobby-no-options", "This game has no options for this number of players.")}}
        return self.pages.page(request, "lobby.html", locale, data, rulesets=rulesets,
                               unfinished=open_games(self.store, locale))

    async def new_game(self, request: Request) -> Response:
        """Create a game from the lobby's JSON; the creator's browser gets the host's and its seats' capabilities."""
        self._admit(request)
        form = parse_json(await read_body(request), "the new game")
        rs = self.store.ruleset(str(form.get("ruleset", ""))[:40])
        players = whole(form.get("players", rs.max_players), "players", rs.min_players, rs.max_players)
        given = form.get("seed")  # none (or 0, or empty): a seed nobody can guess, drawn on the server
        seed = random_seed() if given in (None, 0, "") else whole(given, "seed", 0, 2**62)
        seats = form.get("seats")
        if not isinstance(seats, list) or len(seats) != players or not all(isinstance(x, str) for x in seats):
            raise UsageError(f"seats must list {players} seat kinds", "H005")
        options = form.get("options", {})
        if not isinstance(options, dict):
            raise UsageError("options must be an object", "H005")
        chosen: dict[str, str] = {}
        for k, v in options.items():
            allowed = [str(x) for x in rs.options.get(k, {}).get("values", [])] if k in rs.options else []
            if not isinstance(v, str) or v not in allowed:
                raise UsageError(f"option {str(k)[:40]} cannot be '{str(v)[:MAX_OPTION_VALUE]}'", "H005")
            chosen[k] = v
        for k in list(chosen):  # an option that does not apply keeps its default (the form does not offer it)
            if not option_applies(rs, k, players, chosen):
                if chosen[k] != str(rs.options[k].get("default", "")):
                    raise UsageError(f"option {k} does not apply to {players} players with these options", "H005",
                                     "leave it out: it keeps its default")
                del chosen[k]
        locale = self.pages.locale(request, rs.id, form.get("locale", "en"))
        names = seat_names_of(form.get("names"), players, rs, locale)
        s = await run_in_threadpool(self.store.create, rs.id, players, seed, [str(x) for x in seats], chosen, locale,
                                    names)
        people = s.human_seats()
        mine = people if form.get("hotseat") is True else people[:1]
        seen = self.store.online.setdefault(s.gid, {})
        for p in mine:  # the creator's own seats are taken: the lobby offers the others to join
            seen.setdefault(p, 0)
        response = JSONResponse({"game": s.gid, "url": f"/game/{s.gid}?locale={locale}"})
        hold_many(response, s.gid, [s.tokens[p] for p in mine] + [s.tokens[HOST]])
        return response

    async def claim(self, request: Request) -> Response:
        """The server's host (the loopback lobby, or the lobby's printed token) takes over a game saved before
        seats had capabilities: every person seat gets an invite link, and this browser becomes the game's host
        holding its first person seat (the others' links are on the host's table)."""
        self._admit(request)
        parse_json(await read_body(request), "the claim")
        s = await run_in_threadpool(self.store.claim, str(request.path_params["gid"]))
        response = JSONResponse({"game": s.gid, "url": f"/game/{s.gid}?locale={s.locale}"})
        hold_many(response, s.gid, [s.tokens[p] for p in s.human_seats()[:1]] + [s.tokens[HOST]])
        return response

    async def rematch(self, request: Request) -> Response:
        """A finished game's people play again with the same seats, options and names (a new seed): the first
        to ask starts the new game; each browser then holds the same seats in it as in the old one."""
        gid = str(request.path_params["gid"])
        parse_json(await read_body(request), "the rematch")
        old = await run_in_threadpool(self.store.peek, gid)
        roles = roles_of(old.tokens, held_tokens(request, gid))
        if not roles:
            raise UsageError("only the game's people start its rematch", "H007", "open your invite link first")
        if not old.game.is_over():
            raise UsageError("the game is not over yet", "H003")
        new_id = self.rematches.get(gid)
        s = await run_in_threadpool(self.store.peek, new_id) if new_id else None
        if s is None:
            names = list(old.game.state.get("names") or []) or None
            s = await run_in_threadpool(self.store.create, old.rs.id, old.players, secrets.randbelow(2**31),
                                        list(old.seats), dict(old.options), old.locale, names)
            self.rematches[gid] = s.gid
            while len(self.rematches) > MAX_REMATCHES:
                self.rematches.pop(next(iter(self.rematches)))
        seen = self.store.online.setdefault(s.gid, {})
        for p in roles:  # these seats are taken: the lobby does not offer them to join
            if p != HOST:
                seen.setdefault(p, 0)
        response = JSONResponse({"game": s.gid, "url": f"/game/{s.gid}?locale={old.locale}"})
        hold_many(response, s.gid, [s.tokens[p] for p in sorted(roles) if p in s.tokens])
        return response

    async def replay_form(self, request: Request) -> Response:
        """Open a save file or a game of this table to step through."""
        self._admit(request)
        locale = self.pages.locale(request)
        return self.pages.page(request, "replay_open.html", locale, {}, games=played(self.store, locale))

    async def replay_open(self, request: Request) -> Response:
        """Read a save (JSON text) or a stored game and answer the replay page's address."""
        self._admit(request)
        form = parse_json(await read_body(request), "the replay request")
        gid, text = form.get("game"), form.get("save")
        data: dict[str, Any]
        if isinstance(gid, str) and gid:
            data = self.store.record_of(gid)
        elif isinstance(text, str):
            data = self.replays.parse(text.encode("utf-8", "replace"))
        else:
            raise UsageError("choose a game or a save file", "H005")
        rid = await run_in_threadpool(self.replays.open, data, self.store)
        return JSONResponse({"url": f"/replay/{rid}?locale={self.pages.locale(request)}"})

    async def replay_page(self, request: Request) -> Response:
        """The replay: a slider over the decisions, the table after each, the decision and its options."""
        self._admit(request)
        r = self.replays.get(str(request.path_params["rid"]))
        locale = self.pages.locale(request, r.game.rs.id)
        return self.pages.page(request, "replay.html", locale, {"rid": r.rid, "steps": len(r.actions),
                                                                     "ruleset": r.game.rs.id},
                               steps=len(r.actions), game=r.game.rs.name)

    async def replay_api(self, request: Request) -> Response:
        """The replay at one step as JSON."""
        self._admit(request)
        r = self.replays.get(str(request.path_params["rid"]))
        locale = self.pages.locale(request, r.game.rs.id)
        step = whole(request.query_params.get("step", "0"), "step", 0, len(r.actions))
        return JSONResponse(await run_in_threadpool(r.at, step, locale))

    async def cards(self, request: Request) -> Response:
        """The card gallery with search, kind filter and locale switch."""
        self._admit(request)
        rid = str(request.query_params.get("ruleset", next(iter(sorted(self.store.rulesets)))))[:40]
        rs = self.store.ruleset(rid)
        locale = self.pages.locale(request, rid)
        cards = faces(rs, locale)  # every entity kind, in the one text every surface shows
        provisional = {c["id"] for c in cards if c["provisional"]}
        kinds = list(dict.fromkeys(c["kind"] for c in cards))
        games = [{"id": g, "name": self.store.ruleset(g).name or g} for g in sorted(self.store.rulesets)]
        return self.pages.page(request, "cards.html", locale, {}, cards=cards, kinds=kinds, rid=rid,
                               provisional=provisional, rulesets=games, locales=languages(rs))


def seat_names_of(given: Any, players: int, rs: Ruleset, locale: str) -> list[str] | None:
    """The seat names typed in the lobby (None when every field is blank): a blank field keeps the seat's usual
    name; bad names (too long, alike, control characters, not one per seat) are U061."""
    if given is None:
        return None
    if not isinstance(given, list) or len(given) != players or not all(isinstance(x, str) for x in given):
        raise UsageError(f"names must list {players} seat names (blank for the usual one)", "U061")
    typed = [x.strip()[:MAX_SEAT_NAME + 1] for x in given]
    if not any(typed):
        return None
    names = [x or player_name(p, locale, rs) for p, x in enumerate(typed)]
    why = seat_name_problem(names, players)
    if why is not None:
        raise UsageError(why, "U061", f"one name per seat, at most {MAX_SEAT_NAME} characters, no two alike; "
                                      "leave a seat blank for its usual name")
    return names
