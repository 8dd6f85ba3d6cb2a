"""Who a request speaks for: seat capabilities (unguessable tokens, one per person seat plus one for the
host who created the game) carried by an HttpOnly SameSite=Strict cookie per game.

An invite link `/game/<id>/join/<token>` puts its token into the browser's cookie for that game; a
browser may hold several (hot seat). The seat of a view or a move always comes from a held token, never
from a number the client sends.
"""

from __future__ import annotations

import hmac
import secrets

from starlette.requests import Request
from starlette.responses import Response

from rulesdsl.errors import UsageError

HOST = -1  # the role of the game's creator: invite links and handing seats to agents
MAX_HELD = 12  # tokens one browser keeps for one game
COOKIE_AGE = 30 * 24 * 3600
TOKEN_BYTES = 18  # 144 bits, url-safe
LOBBY_COOKIE = "rsd_lobby"


def new_token() -> str:
    """A fresh capability."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def cookie_name(gid: str) -> str:
    """The cookie that holds a browser's tokens for one game."""
    return f"rsd_{gid}"


def held_tokens(request: Request, gid: str) -> list[str]:
    """The tokens the request's cookie holds for a game (bounded, malformed ones dropped)."""
    raw = request.cookies.get(cookie_name(gid), "")
    return [t for t in raw.split(".")[:MAX_HELD] if 10 <= len(t) <= 64]


def roles_of(tokens: dict[int, str], held: list[str]) -> set[int]:
    """The seats (and HOST) whose tokens are among `held`, compared in constant time."""
    return {role for role, tok in tokens.items() for h in held if hmac.compare_digest(tok, h)}


def role_of_token(tokens: dict[int, str], token: str) -> int:
    """The seat (or HOST) a token stands for; H007 when it stands for none."""
    for role, tok in tokens.items():
        if hmac.compare_digest(tok, token[:64]):
            return role
    raise UsageError("this invite link is not valid for this game", "H007",
                     "ask the host for a fresh link")


def hold(response: Response, request: Request, gid: str, token: str) -> None:
    """Add a token to the browser's cookie for a game."""
    held = [t for t in held_tokens(request, gid) if t != token]
    value = ".".join([token, *held][:MAX_HELD])
    response.set_cookie(cookie_name(gid), value, max_age=COOKIE_AGE, path="/", httponly=True, samesite="strict")


def hold_many(response: Response, gid: str, tokens: list[str]) -> None:
    """Set a fresh cookie holding exactly these tokens (the creator of a game)."""
    response.set_cookie(cookie_name(gid), ".".join(tokens[:MAX_HELD]), max_age=COOKIE_AGE, path="/",
                        httponly=True, samesite="strict")


def pick_seat(roles: set[int], wanted: object, deciding: int | None) -> int | None:
    """The seat a view or move speaks for: the one asked for if held (H007 if not), else the held seat that
    decides now, else the lowest held seat; None for a spectator (no seat held)."""
    seats = sorted(r for r in roles if r != HOST)
    if wanted is not None and wanted != "":
        try:
            n = int(str(wanted))
        except ValueError:
            raise UsageError("seat must be a whole number", "H005") from None
        if n not in seats:
            raise UsageError(f"this browser holds no invite for seat {n + 1}", "H007",
                             "open the seat's invite link first")
        return n
    if deciding is not None and deciding in seats:
        return deciding
    return seats[0] if seats else None
