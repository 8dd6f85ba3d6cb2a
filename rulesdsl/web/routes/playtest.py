"""The playtest journal at the table: each person's end-of-game form for their own seat, and notes attached to
the decision at hand during the game. JSON only, bounded bodies, and the seat always one the browser's
capabilities hold (a spectator gives no feedback; a person only for their own seat)."""

from __future__ import annotations

from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from rulesdsl.errors import UsageError
from rulesdsl.journal import feedback
from rulesdsl.text.log import entity_name, who
from rulesdsl.web import narration
from rulesdsl.web.identity import held_tokens, pick_seat, roles_of
from rulesdsl.web.pages import Pages
from rulesdsl.web.security import parse_json, read_body
from rulesdsl.web.session import Session
from rulesdsl.web.store import Store

MAX_FORM_BODY = 8 * 1024  # a form or a note is a few lines of text


class PlaytestRoutes:
    """Feedback and notes over one store's games."""

    def __init__(self, store: Store, pages: Pages) -> None:
        self.store = store
        self.pages = pages

    async def _seat(self, request: Request, wanted: object) -> tuple[Session, int]:
        """The game (looked at, not made live) and the person's seat this browser holds (H007 otherwise)."""
        s = await run_in_threadpool(self.store.peek, str(request.path_params["gid"]))
        roles = roles_of(s.tokens, held_tokens(request, s.gid))
        seat = pick_seat(roles, wanted, s.game.current_player())
        if seat is None:
            raise UsageError("only a seated person gives feedback, for their own seat", "H007",
                             "open your invite link first")
        return s, seat

    @staticmethod
    def _typed(s: Session, seat: int) -> str:
        """The seat's name as typed in the lobby (nothing else is kept about a person)."""
        names = s.game.state.get("names") or []
        return str(names[seat]) if seat < len(names) else ""

    async def state(self, request: Request) -> Response:
        """What the feedback controls need: the seats held, whether the game is over, its cards, forms given."""
        s = await run_in_threadpool(self.store.peek, str(request.path_params["gid"]))
        locale = self.pages.locale(request, s.rs.id)
        roles = roles_of(s.tokens, held_tokens(request, s.gid))
        seats = sorted(r for r in roles if 0 <= r < s.players)
        out: dict[str, Any] = {"over": s.game.is_over(), "moves": len(s.game.history),
                               "seats": [{"seat": p, "name": who(s.game, p, locale)} for p in seats]}
        if seats and s.game.is_over():
            cards = [{"id": e, "name": entity_name(s.rs, e, locale)} for e in s.rs.entities]
            out["cards"] = sorted(cards, key=lambda c: (c["name"].lower(), c["id"]))
            given = await run_in_threadpool(feedback.of_game, self.store.journal, s.gid)
            out["given"] = [f["seat"] for f in given["forms"] if f["seat"] in seats]
        return JSONResponse(out)

    async def give(self, request: Request) -> Response:
        """A seat's end-of-game form (given again, it replaces the earlier one)."""
        form = parse_json(await read_body(request, MAX_FORM_BODY), "the form")
        s, seat = await self._seat(request, form.get("seat"))
        if not s.game.is_over():
            raise UsageError("the form opens when the game is over; a note can be left now", "H003")
        checked = feedback.check_form(form, set(s.rs.entities))
        await run_in_threadpool(feedback.give, self.store.journal, s.gid, seat, self._typed(s, seat), checked)
        return JSONResponse({"saved": True, "seat": seat})

    async def note(self, request: Request) -> Response:
        """A note on the decision at hand (the move it was written at, and the prompt shown then)."""
        body = parse_json(await read_body(request, MAX_FORM_BODY), "the note")
        s, seat = await self._seat(request, body.get("seat"))
        text = feedback.clean_text(body.get("text"), feedback.MAX_NOTE, "the note")
        if not text:
            raise UsageError("the note is empty", "H005")
        locale = self.pages.locale(request, s.rs.id)
        prompt = narration.prompt(s.game, locale) if s.game.state.get("decision") is not None else ""
        n = await run_in_threadpool(feedback.note, self.store.journal, s.gid, seat, len(s.game.history), prompt,
                                    text)
        return JSONResponse({"saved": True, "move": len(s.game.history), "notes": n})
