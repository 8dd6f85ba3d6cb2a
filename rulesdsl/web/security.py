"""The web table's origin model (after Jupyter's): a Host allow-list against DNS rebinding, state changes
only by JSON POSTs from the table's own origin, security headers on every answer, and request bodies
read with a bound (also when chunked) and parsed with a nesting bound.
"""

from __future__ import annotations

import ipaddress
import json
from typing import Any

from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from rulesdsl.errors import UsageError

MAX_BODY = 512 * 1024  # a save of a long game (sent as JSON text) fits; anything larger is refused (H005)
MAX_JSON_DEPTH = 32  # a move is {option, expect, ...}; a save is three levels deep
LOOPBACK_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost"})
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
HEADERS = [(b"content-security-policy", CSP.encode()), (b"x-content-type-options", b"nosniff"),
           (b"x-frame-options", b"DENY"), (b"referrer-policy", b"no-referrer"),
           (b"cross-origin-opener-policy", b"same-origin"), (b"cross-origin-resource-policy", b"same-origin")]
SAFE_METHODS = frozenset({"GET", "HEAD"})


def host_name(header: str) -> str:
    """The name part of a Host header (`[::1]:8000` -> `::1`, `Example.org:80` -> `example.org`)."""
    h = header.strip().lower()
    if h.startswith("["):  # an IPv6 literal, then nothing or a port (`[::1]x` names no host)
        close = h.find("]")
        rest = h[close + 1:] if close > 0 else "x"
        return h[1:close] if rest == "" or (rest[:1] == ":" and rest[1:].isdigit()) else ""
    return h.rsplit(":", 1)[0] if h.count(":") == 1 else h


def host_allowed(header: str, names: frozenset[str]) -> bool:
    """Whether a Host header may reach the table: an IP literal (no name, so nothing to rebind), a loopback
    name, or a name the server was started with."""
    name = host_name(header)
    if not name:
        return False
    try:
        ipaddress.ip_address(name)
        return True
    except ValueError:
        return name in LOOPBACK_NAMES or name in names


def _refuse(status: int, message: str) -> tuple[int, bytes]:
    body = {"error": {"code": "H008", "message": message, "hint": "open the table from its own address"}}
    return status, json.dumps(body).encode()


def check_request(scope: Scope, names: frozenset[str]) -> tuple[int, bytes] | None:
    """Why an HTTP request is refused by the origin model (status, JSON body), or None when it may pass."""
    headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
    host = headers.get("host", "")
    if not host_allowed(host, names):
        return _refuse(403, f"the Host '{host[:60]}' is not one this table answers")
    if scope["method"] in SAFE_METHODS:
        return None
    ctype = headers.get("content-type", "").split(";")[0].strip().lower()
    if ctype != "application/json":
        return _refuse(415, "a change needs a JSON body (Content-Type: application/json)")
    origin = headers.get("origin")
    scheme = str(scope.get("scheme", "http"))
    if origin is not None and origin.lower() != f"{scheme}://{host}".lower():
        return _refuse(403, f"a change from another origin ('{origin[:60]}') is refused")
    if headers.get("sec-fetch-site", "same-origin") not in ("same-origin", "none"):
        return _refuse(403, "a change from another site is refused")
    return None


class OriginGuard:
    """ASGI middleware: refuses what the origin model refuses, and adds the security headers to every answer."""

    def __init__(self, app: ASGIApp, names: frozenset[str]) -> None:
        self.app = app
        self.names = names

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Check, then pass on with the headers added."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *HEADERS]
                if not str(scope.get("path", "")).startswith("/static/"):
                    message["headers"].append((b"cache-control", b"no-store"))
            await send(message)

        refused = check_request(scope, self.names)
        if refused is None:
            await self.app(scope, receive, send_with_headers)
            return
        status, body = refused
        await send_with_headers({"type": "http.response.start", "status": status,
                                 "headers": [(b"content-type", b"application/json"),
                                             (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})


async def read_body(request: Request, limit: int = MAX_BODY) -> bytes:
    """The request body, read as it streams and refused (H005) as soon as it passes `limit` bytes."""
    size = request.headers.get("content-length")
    if size is not None and (not size.isdigit() or int(size) > limit):
        raise UsageError(f"request larger than {limit} bytes", "H005")
    parts: list[bytes] = []
    got = 0
    async for chunk in request.stream():
        got += len(chunk)
        if got > limit:
            raise UsageError(f"request larger than {limit} bytes", "H005")
        parts.append(chunk)
    return b"".join(parts)


def json_depth(raw: str, bound: int) -> int:
    """The deepest nesting of arrays and objects in JSON text, counting up to `bound + 1` (strings skipped)."""
    depth = deepest = 0
    in_str = escaped = False
    for ch in raw:
        if in_str:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if deepest > bound:
                return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def parse_json(raw: bytes, what: str) -> dict[str, Any]:
    """A JSON object from a request body; H005 for anything else (bad UTF-8, bad JSON, too deep, not an object)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"{what} must be UTF-8 JSON", "H005") from None
    if json_depth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH:
        raise UsageError(f"{what} is nested deeper than {MAX_JSON_DEPTH} levels", "H005")
    try:
        data = json.loads(text or "{}")
    except (ValueError, RecursionError):
        raise UsageError(f"{what} must be JSON", "H005") from None
    if not isinstance(data, dict):
        raise UsageError(f"{what} must be a JSON object", "H005")
    return data
